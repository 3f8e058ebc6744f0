"""Rank & File: close-combat results, break tests, victory points and tournament scoring of the
rank-and-file fantasy battle games, from Python.

Every answer comes from the same C++ code as the ``rankfile`` tool (tools/commands.hpp, compiled
into ``rankfile._rankfile``): nothing is computed here. Each engine takes a document shaped as
docs/json-format.md describes (a mapping, JSON text, or the document's fields as keyword
arguments) and returns a result whose attributes are the fields of the tool's JSON answer;
``to_json()`` is that answer, byte for byte, and ``explain()`` the tool's text.

    >>> import rankfile
    >>> r = rankfile.combat(rules="wfb5", sides=[
    ...     {"name": "Empire", "wounds_inflicted": 3,
    ...      "units": [{"id": "halberdiers", "models": 20, "files": 5}]},
    ...     {"name": "Orcs", "wounds_inflicted": 4,
    ...      "units": [{"id": "boyz", "models": 10, "files": 5}]}])
    >>> r.winner, r.margin, r.sides[0].score
    (0, 1, 6)

docs/python.md has the whole guide.
"""

from __future__ import annotations

import warnings as _warnings
from collections.abc import Iterator, Mapping

from . import _rankfile

# Neither typing nor json is imported here: `import rankfile` stays a few milliseconds (json and
# the re it needs cost more than the rest). The annotations are strings (the import above), and
# json comes in with the first answer.

__all__ = [
    "Error", "RankfileWarning", "Problem", "Record", "Result", "CombatResult", "BattleResult",
    "BreakTestResult", "OddsResult", "Standings", "ArmyList", "BattleDocument", "RuleSets", "TallyBatch",
    "combat", "score", "break_test", "odds", "standings", "import_list", "battle", "rule_sets",
    "vocabulary", "version", "run", "tally_batch", "TROOP_TYPES", "FORMATIONS", "DECISIONS",
    "BATCH_FIELDS",
]


class Problem(tuple):
    """One problem or warning: where (the path the tool prints) and what."""

    __slots__ = ()

    def __new__(cls, path: str, message: str) -> "Problem":
        return tuple.__new__(cls, (path, message))

    @property
    def path(self) -> str:
        return self[0]

    @property
    def message(self) -> str:
        return self[1]

    def __str__(self) -> str:
        return f"{self[0]}: {self[1]}"  # as the tool prints it

    def __repr__(self) -> str:
        return f"Problem(path={self[0]!r}, message={self[1]!r})"


class Error(ValueError):
    """Bad input: ``problems`` lists every problem with its path, as the tool reports them
    (exit status 2); a misused command (status 1) has its message and no problems."""

    def __init__(self, message: str, problems: list[Problem] | None = None, status: int = 2,
                 warnings: list[Problem] | None = None) -> None:
        super().__init__(message)
        self.problems: list[Problem] = list(problems or [])
        self.status = status
        self.warnings: list[Problem] = list(warnings or [])


class RankfileWarning(UserWarning):
    """A warning of the tool's (a field a document has that its reader does not know, a
    tournament's odd result): ``str()`` is "path: message"; ``problem`` holds both."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(str(problem))
        self.problem = problem


# The tool's options, from its own table (option_specs in tools/commands.hpp): each command's
# keyword arguments are these, "--bye-vp" as bye_vp. import and battle take --format as
# list_format (their output is always JSON).
_OPTIONS: dict[str, tuple[str, str]] = {}  # keyword -> (option, value)
_OPTIONS_OF: dict[str, list[str]] = {}  # command -> keywords
for _name, _value, _commands in _rankfile.options():
    _key = _name[2:].replace("-", "_")
    _OPTIONS[_key] = (_name, _value)
    for _command in _commands:
        _OPTIONS_OF.setdefault(_command, []).append(_key)
_OPTIONS["list_format"] = ("--format", "FORMAT")
for _command in ("import", "battle"):
    _OPTIONS_OF[_command] = ["list_format" if k == "format" else k for k in _OPTIONS_OF[_command]]
# "format", "explain": chosen by the result's methods, not by the caller.
_HIDDEN = {"format", "explain"}


def _loads(text: str) -> Any:
    import json
    return json.loads(text)


def _dumps(value: Any, **options: Any) -> str:
    import json
    return json.dumps(value, **options)


def _warn(warnings: list[Problem], stacklevel: int) -> None:
    for w in warnings:
        _warnings.warn(RankfileWarning(w), stacklevel=stacklevel + 1)


def run(args: list[str], files: Mapping[str, str] | None = None, *, warn: bool = True) -> str:
    """Any command line, exactly as the tool takes it (without the program's name), over texts
    named in ``files``: the text the tool writes. ``run(["combat", "c", "--format", "text"],
    {"c": "{...}"})``. Warnings go to ``warnings.warn`` (RankfileWarning) unless ``warn`` is
    false; bad input raises Error."""
    status, output, problems, message, warnings = _rankfile.run(list(args), dict(files or {}))
    found = [Problem(*w) for w in warnings]
    if warn:
        _warn(found, 2)
    if status == 2:
        listed = [Problem(*p) for p in problems]
        raise Error("\n".join(str(p) for p in listed), listed, 2, found)
    if status != 0:
        raise Error(message, [], status, found)
    return output


def _text(doc: Any) -> str:
    if isinstance(doc, str):
        return doc
    if isinstance(doc, (bytes, bytearray)):
        return doc.decode("utf-8")
    try:
        return _dumps(doc, allow_nan=False)
    except (TypeError, ValueError) as e:
        raise Error(f"the document is not JSON: {e}", [Problem("", f"is not JSON: {e}")]) from e


class Record(Mapping):
    """A JSON object of an answer: its fields as attributes (``r.sides[0].score``) and as keys
    (``r["sides"]``); a field whose name is no identifier, or a keyword, only as a key."""

    __slots__ = ("_data",)

    def __init__(self, data: Mapping[str, Any]) -> None:
        object.__setattr__(self, "_data", data)

    def __getattr__(self, name: str) -> Any:
        try:
            return _wrap(self._data[name])
        except KeyError:
            raise AttributeError(f"{type(self).__name__} has no field {name!r} "
                                 f"(it has: {', '.join(self._data)})") from None

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is read-only")

    def __getitem__(self, key: str) -> Any:
        return _wrap(self._data[key])

    def __iter__(self) -> Iterator[str]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def __dir__(self) -> list[str]:
        return sorted(set(super().__dir__()) | {k for k in self._data if k.isidentifier()})

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._data!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Record):
            return self._data == other._data
        return isinstance(other, Mapping) and self._data == dict(other)

    __hash__ = None  # type: ignore[assignment]

    def to_dict(self) -> dict[str, Any]:
        """The object as plain Python (dicts and lists), a copy."""
        return _loads(_dumps(self._data))


def _wrap(value: Any) -> Any:
    if isinstance(value, dict):
        return Record(value)
    if isinstance(value, list):
        return [_wrap(v) for v in value]
    return value


class Result(Record):
    """An engine's answer: the tool's JSON answer as a Record. ``to_json()`` is that answer as
    the tool writes it."""

    __slots__ = ("_json", "_command", "_files", "_args")
    _text_args: tuple[str, ...] | None = None  # how the tool writes it as text, if it does

    def __init__(self, output: str, command: str, files: dict[str, str], args: list[str]) -> None:
        super().__init__(_loads(output))
        object.__setattr__(self, "_json", output)
        object.__setattr__(self, "_command", command)
        object.__setattr__(self, "_files", files)
        object.__setattr__(self, "_args", args)

    def to_json(self) -> str:
        """The tool's JSON answer, byte for byte."""
        return self._json

    def _again(self, *extra: str) -> str:
        return run([self._command, *self._args, *extra], self._files, warn=False)


class _Explained(Result):
    __slots__ = ()

    def explain(self) -> str:
        """The tool's text: ``--format text --explain``, every line with its reason and rule."""
        return self._again("--format", "text", "--explain")

    def summary(self) -> str:
        """The tool's short text (``--format text``)."""
        return self._again("--format", "text")


class CombatResult(_Explained):
    """The answer to a combat document (``rankfile combat``)."""

    __slots__ = ()


class BattleResult(_Explained):
    """The answer to a battle document (``rankfile score``)."""

    __slots__ = ()


class BreakTestResult(_Explained):
    """The answer to a break-test document (``rankfile break-test``)."""

    __slots__ = ()


class OddsResult(_Explained):
    """The exact odds of a round, or with ``rounds=N`` of the whole combat, from a fight
    document (``rankfile odds``): ``wins``, ``draw``, ``margin``, ``wounds_inflicted``, ..."""

    __slots__ = ()

    def to_markdown(self) -> str:
        """The odds as Markdown tables (``--format markdown``)."""
        return self._again("--format", "markdown")


class Standings(Result):
    """Standings and next-round pairings (``rankfile standings``): ``standings``,
    ``next_round_pairings``, ``games``, ..."""

    __slots__ = ()

    @property
    def pairings(self) -> list[Any]:
        """The next round's pairings (``next_round_pairings``)."""
        return _wrap(self._data.get("next_round_pairings", []))

    def explain(self) -> str:
        """The tool's text (``--format text``): the table and the pairings."""
        return self._again("--format", "text")

    def to_csv(self) -> str:
        """The table as CSV (``--format csv``)."""
        return self._again("--format", "csv")

    def to_html(self) -> str:
        """The table and pairings as an HTML page (``--format html``)."""
        return self._again("--format", "html")


class ArmyList(Result):
    """An army list as a battle document's army (``rankfile import``)."""

    __slots__ = ()


class BattleDocument(Result):
    """A battle document made from two army lists (``rankfile battle``), to fill in and score."""

    __slots__ = ()


class RuleSets(Result):
    """Every rule set with its id, aliases, sources and settings (``rankfile rule-sets``)."""

    __slots__ = ()

    def explain(self) -> str:
        """The tool's text (``--format text``)."""
        return self._again("--format", "text")

    def to_markdown(self) -> str:
        """Every setting of every rule set as a Markdown table (``--format markdown``)."""
        return self._again("--format", "markdown")


def _command(command: str, cls: type[Result], inputs: list[Any], options: dict[str, Any],
             fields: dict[str, Any] | None = None) -> Result:
    files: dict[str, str] = {}
    args: list[str] = []
    if fields:
        if inputs[0] is not None:
            raise TypeError(f"rankfile: {command} takes a document or its fields as keyword "
                            f"arguments, not both (got {', '.join(fields)})")
        inputs = [fields]
    for k, doc in enumerate(inputs):
        if doc is None:
            raise TypeError(f"rankfile: {command} needs a document")
        name = ("input", "second")[k]
        files[name] = _text(doc)
        args.append(name)
    taken = _OPTIONS_OF.get(command, [])
    for key, value in options.items():
        if key not in taken or key in _HIDDEN:
            shown = [k for k in taken if k not in _HIDDEN]
            raise TypeError(f"rankfile: {command} takes no option {key!r} "
                            f"(it takes: {', '.join(shown) or 'none'})")
        if value is None or value is False:
            continue
        name, kind = _OPTIONS[key]
        if kind == "FILE":
            files[key] = _text(value)
            args += [name, key]
        elif value is True:
            args.append(name)
        else:
            args += [name, str(value)]
    output = run([command, *args], files)
    return cls(output, command, files, args)


def _split(command: str, kwargs: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    taken = _OPTIONS_OF.get(command, [])
    options = {k: v for k, v in kwargs.items() if k in taken}
    fields = {k: v for k, v in kwargs.items() if k not in taken}
    return options, fields


def combat(doc: Any = None, /, **kwargs: Any) -> CombatResult:
    """Resolves a round of close combat: a combat document (docs/json-format.md, Combat), as a
    mapping, JSON text, or its fields as keyword arguments. ``strict=True`` makes an unknown
    field an error (``--strict``)."""
    options, fields = _split("combat", kwargs)
    return _command("combat", CombatResult, [doc], options, fields)  # type: ignore[return-value]


def score(doc: Any = None, /, **kwargs: Any) -> BattleResult:
    """Victory points and outcome of a finished battle: a battle document."""
    options, fields = _split("score", kwargs)
    return _command("score", BattleResult, [doc], options, fields)  # type: ignore[return-value]


def break_test(doc: Any = None, /, **kwargs: Any) -> BreakTestResult:
    """The exact odds of each outcome of a break test, and the outcome of a roll: a break-test
    document (the numbers given, or a combat and the unit that tests)."""
    options, fields = _split("break-test", kwargs)
    return _command("break-test", BreakTestResult, [doc], options,  # type: ignore[return-value]
                    fields)


def odds(doc: Any = None, /, **kwargs: Any) -> OddsResult:
    """The exact odds of a round of close combat from two units' profiles: a fight document
    (docs/json-format.md, Fight); ``rounds=N`` plays the whole combat on, up to N rounds."""
    options, fields = _split("odds", kwargs)
    return _command("odds", OddsResult, [doc], options, fields)  # type: ignore[return-value]


def standings(doc: Any = None, /, **kwargs: Any) -> Standings:
    """Tournament standings and next-round pairings: a tournament document (mapping or JSON
    text), or CSV results with one game a line as text (then ``scheme``, ``roster`` (the
    roster's CSV text), ``seed``, ``bye_points``, ``bye_vp``, ``bye_vp_difference``,
    ``avoid_same``, ``teams`` and ``team_cap`` apply, as the tool's options)."""
    options, fields = _split("standings", kwargs)
    return _command("standings", Standings, [doc], options, fields)  # type: ignore[return-value]


def import_list(army_list: Any, /, **options: Any) -> ArmyList:
    """An army list (an Old World Builder export or a New Recruit roster, as exported) as the
    army of a battle document, every unit with its cost. ``list_format`` ("owb" or
    "new-recruit") when it should not be detected; ``magic_items_per_model``."""
    return _command("import", ArmyList, [army_list], options)  # type: ignore[return-value]


def battle(list_a: Any, list_b: Any, /, **options: Any) -> BattleDocument:
    """A battle document from two army lists, every unit in play at full strength, to fill in as
    the game goes. ``rules`` (default "tow"), ``list_format``, ``magic_items_per_model``."""
    return _command("battle", BattleDocument, [list_a, list_b],  # type: ignore[return-value]
                    options)


def rule_sets() -> RuleSets:
    """Every rule set with its id, aliases, sources, engines and settings."""
    return _command("rule-sets", RuleSets, [], {})  # type: ignore[return-value]


def vocabulary() -> Record:
    """Every identifier the documents use, with its English and its numbers, by enum."""
    return Record(_loads(run(["vocabulary", "--format", "json"])))


def _version() -> str:
    return run(["version"]).split()[1]  # "rankfile 0.1.0"


version: str = _version()
__version__ = version

# The batch's vocabulary, from the library's tables: a troop type's, formation's or decision's
# number in a batch is its index here.
TROOP_TYPES: tuple[str, ...] = tuple(_rankfile.troop_types())
FORMATIONS: tuple[str, ...] = tuple(_rankfile.formations())
DECISIONS: tuple[str, ...] = tuple(_rankfile.decisions())
# The batch's fields: (name, required, a flag of 0 or 1).
BATCH_FIELDS: tuple[tuple[str, bool, bool], ...] = tuple(_rankfile.batch_fields())


class TallyBatch:
    """tally_batch's answer, one row a combat: ``scores`` (n, 2) int32, ``winner`` (n,) int8
    (0, 1, or -1 for a draw), ``margin`` (n,) int32 (the winner's score minus the loser's),
    ``decided_by`` (n,) int8 (an index into DECISIONS)."""

    __slots__ = ("scores", "winner", "margin", "decided_by")

    def __init__(self, scores: Any, winner: Any, margin: Any, decided_by: Any) -> None:
        self.scores = scores
        self.winner = winner
        self.margin = margin
        self.decided_by = decided_by

    def __len__(self) -> int:
        return len(self.margin)

    def __repr__(self) -> str:
        return f"TallyBatch({len(self)} combats)"


_INT32 = (-(2 ** 31), 2 ** 31 - 1)


def _column(np: Any, name: str, value: Any, size: int, table: tuple[str, ...] | None) -> Any:
    a = np.asarray(value)
    if table is not None and a.dtype.kind in "US":  # names: their numbers in the table
        names = {n: k for k, n in enumerate(table)}
        flat = a.astype(str).ravel()
        wrong = [(k, n) for k, n in enumerate(flat) if n not in names]
        if wrong:
            k, n = wrong[0]
            raise Error(f"{name}: {n!r} is not one of {', '.join(table)}",
                        [Problem(f"{name}[{k // 2 if a.ndim == 2 else k}]",
                                 f"{n!r} is not one of {', '.join(table)}")])
        a = np.array([names[n] for n in flat], dtype=np.int32).reshape(a.shape)
    if a.dtype.kind not in "biu":
        raise Error(f"{name}: must be integers or booleans, got an array of {a.dtype}",
                    [Problem(name, f"must be integers or booleans, got an array of {a.dtype}")])
    if a.dtype != np.int32:
        if a.size and a.dtype.kind in "iu" and a.dtype.itemsize >= 4:
            low, high = a.min(), a.max()
            if low < _INT32[0] or high > _INT32[1]:
                bad = int(np.argmax((a < _INT32[0]) | (a > _INT32[1])))
                where = np.unravel_index(bad, a.shape)
                at = f"{name}[{', '.join(str(int(w)) for w in where)}]"
                problem = Problem(at, f"does not fit in 32 bits, got {a[where]}")
                raise Error(str(problem), [problem])
        a = a.astype(np.int32)
    try:
        return np.broadcast_to(a, (size, 2))
    except ValueError:
        raise Error(f"{name}: has shape {a.shape}, not ({size}, 2) (one value a side for each "
                    f"combat) or one that broadcasts to it",
                    [Problem(name, f"has shape {a.shape}, not ({size}, 2) or one that "
                             f"broadcasts to it")]) from None


def tally_batch(rules: str, arrays: Any = None, /, **columns: Any) -> TallyBatch:
    """Tallies many one-unit-a-side combats at once under rule set ``rules`` (an id or alias),
    with the library's tally_all and without the GIL: scores, winner, margin and how each was
    decided, as arrays.

    ``arrays``: a mapping of field name to array, or a NumPy structured array whose fields are
    the batch's (BATCH_FIELDS); or the arrays as keyword arguments. Each field holds one value a
    side for each combat: shape (n, 2), or anything that broadcasts to it (a scalar, a pair).
    wounds_inflicted, models and files are required; the others default as in the combat
    document. troop_type and formation take numbers (indexes into TROOP_TYPES, FORMATIONS) or
    names. int32 arrays are read in place; others are converted first.
    Raises Error naming the field, combat and side of each problem (the first 20)."""
    import numpy as np

    given: dict[str, Any] = {}
    if arrays is not None:
        if getattr(arrays, "dtype", None) is not None and arrays.dtype.names:
            given.update({n: arrays[n] for n in arrays.dtype.names})
        else:
            given.update(dict(arrays))
    given.update(columns)
    known = {f[0]: f for f in BATCH_FIELDS}
    unknown = [n for n in given if n not in known]
    if unknown:
        problems = [Problem(n, f"is no field of a batch (the fields: {', '.join(known)})")
                    for n in unknown]
        raise Error("\n".join(str(p) for p in problems), problems)
    missing = [n for n, required, _ in BATCH_FIELDS if required and n not in given]
    if missing:
        problems = [Problem(n, "is required") for n in missing]
        raise Error("\n".join(str(p) for p in problems), problems)
    # The number of combats: the rows of the fields of two dimensions (a row of 1 broadcasts).
    sizes = {n: np.shape(v)[0] for n, v in given.items() if np.ndim(v) == 2}
    distinct = set(sizes.values()) - {1}
    if len(distinct) > 1:
        problems = [Problem(n, f"has {s} combats") for n, s in sizes.items() if s != 1]
        raise Error("the fields have different numbers of combats: " +
                    ", ".join(str(p) for p in problems), problems)
    size = distinct.pop() if distinct else 1
    tables = {"troop_type": TROOP_TYPES, "formation": FORMATIONS}
    prepared = {n: _column(np, n, v, size, tables.get(n)) for n, v in given.items()}
    scores = np.empty((size, 2), dtype=np.int32)
    winner = np.empty(size, dtype=np.int8)
    margin = np.empty(size, dtype=np.int32)
    decided_by = np.empty(size, dtype=np.int8)
    problems, bad = _rankfile.tally_batch(rules, size, prepared, scores, winner, margin,
                                          decided_by)
    if bad:
        listed = [Problem(*p) for p in problems]
        message = "\n".join(str(p) for p in listed)
        if len(listed) >= _rankfile.max_batch_problems:
            message += f"\n(only the first {len(listed)} problems are listed; " \
                       f"{bad} combats have some)"
        raise Error(message, listed)
    return TallyBatch(scores, winner, margin, decided_by)
