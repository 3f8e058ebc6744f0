# Types of the rankfile package (python/rankfile/__init__.py); docs/python.md.
from typing import Any, Iterator, Literal, Mapping

import numpy as np
import numpy.typing as npt

class Problem(tuple[str, str]):
    def __new__(cls, path: str, message: str) -> Problem: ...
    @property
    def path(self) -> str: ...
    @property
    def message(self) -> str: ...

class Error(ValueError):
    problems: list[Problem]
    status: int
    warnings: list[Problem]
    def __init__(self, message: str, problems: list[Problem] | None = ..., status: int = ...,
                 warnings: list[Problem] | None = ...) -> None: ...

class RankfileWarning(UserWarning):
    problem: Problem
    def __init__(self, problem: Problem) -> None: ...

class Record(Mapping[str, Any]):
    def __init__(self, data: Mapping[str, Any]) -> None: ...
    def __getattr__(self, name: str) -> Any: ...
    def __getitem__(self, key: str) -> Any: ...
    def __iter__(self) -> Iterator[str]: ...
    def __len__(self) -> int: ...
    def to_dict(self) -> dict[str, Any]: ...

class Result(Record):
    def to_json(self) -> str: ...

class CombatResult(Result):
    version: int
    rules: str
    sides: list[Record]  # name, score, awarded, denied
    winner: int | None
    margin: int
    decided_by: str
    def explain(self) -> str: ...
    def summary(self) -> str: ...

class BattleResult(Result):
    version: int
    rules: str
    armies: list[Record]
    def explain(self) -> str: ...
    def summary(self) -> str: ...

class BreakTestResult(Result):
    version: int
    rules: str
    leadership: int
    margin: int
    outcomes: list[Record]  # outcome, probability, approximately
    automatic: bool
    modifiers: list[Record]
    def explain(self) -> str: ...
    def summary(self) -> str: ...

class Standings(Result):
    version: int
    scheme: str
    tiebreakers: list[str]
    standings: list[Record]
    games: list[Record]
    next_round_pairings: list[Record]
    @property
    def pairings(self) -> list[Record]: ...
    def explain(self) -> str: ...
    def to_csv(self) -> str: ...
    def to_html(self) -> str: ...

class ArmyList(Result): ...
class BattleDocument(Result): ...

class OddsResult(Result):
    version: int
    rules: str
    names: list[str]
    wins: list[float]
    draw: float
    margin: Record  # lowest, p
    wounds_inflicted: Record  # sides, joint
    models_left: list[list[float]]
    wiped_out: list[float]
    both_wiped_out: float
    break_test: list[Record]  # loses, and each outcome's id
    expected: Record
    def explain(self) -> str: ...
    def summary(self) -> str: ...
    def to_markdown(self) -> str: ...

class RuleSets(Result):
    def explain(self) -> str: ...
    def to_markdown(self) -> str: ...

_Document = Mapping[str, Any] | str | bytes

def run(args: list[str], files: Mapping[str, str] | None = ..., *, warn: bool = ...) -> str: ...
def combat(doc: _Document | None = ..., /, *, strict: bool = ..., **fields: Any) -> CombatResult: ...
def score(doc: _Document | None = ..., /, *, strict: bool = ..., **fields: Any) -> BattleResult: ...
def break_test(doc: _Document | None = ..., /, *, strict: bool = ...,
               **fields: Any) -> BreakTestResult: ...
def odds(doc: _Document | None = ..., /, *, strict: bool = ..., rounds: int | None = ...,
         **fields: Any) -> OddsResult: ...
def standings(doc: _Document | None = ..., /, *, strict: bool = ..., scheme: str | None = ...,
              bye_points: int | str | None = ..., bye_vp: int | str | None = ...,
              bye_vp_difference: int | str | None = ..., roster: str | None = ...,
              seed: int | None = ..., avoid_same: str | None = ..., teams: bool = ...,
              team_cap: int | None = ..., rounds: int | None = ...,
              **fields: Any) -> Standings: ...
def import_list(army_list: _Document, /, *,
                list_format: Literal["owb", "new-recruit"] | None = ...,
                magic_items_per_model: bool = ...) -> ArmyList: ...
def battle(list_a: _Document, list_b: _Document, /, *,
           list_format: Literal["owb", "new-recruit"] | None = ..., rules: str | None = ...,
           magic_items_per_model: bool = ...) -> BattleDocument: ...
def rule_sets() -> RuleSets: ...
def vocabulary() -> Record: ...

version: str
__version__: str
TROOP_TYPES: tuple[str, ...]
FORMATIONS: tuple[str, ...]
DECISIONS: tuple[str, ...]
BATCH_FIELDS: tuple[tuple[str, bool, bool], ...]

class TallyBatch:
    scores: npt.NDArray[np.int32]
    winner: npt.NDArray[np.int8]
    margin: npt.NDArray[np.int32]
    decided_by: npt.NDArray[np.int8]
    def __len__(self) -> int: ...

_Column = npt.ArrayLike
def tally_batch(rules: str, arrays: Mapping[str, _Column] | np.ndarray | None = ..., /, *,
                wounds_inflicted: _Column = ..., challenge_overkill: _Column = ...,
                models: _Column = ..., models_at_start: _Column = ..., files: _Column = ...,
                unit_strength: _Column = ..., unit_strength_at_start: _Column = ...,
                troop_type: _Column = ..., formation: _Column = ..., charged: _Column = ...,
                charged_downhill: _Column = ..., elevation: _Column = ...,
                standard: _Column = ..., battle_standard: _Column = ...,
                musician: _Column = ..., horde: _Column = ...,
                disrupted_earlier: _Column = ...) -> TallyBatch: ...
