"""A Monte Carlo simulator on the batch path: many rounds of one combat at once.

25 Empire Swordsmen (5 wide) fight 20 Orcs (5 wide) for N independent rounds, as
examples/simulator.cpp does: both units start each round at full strength; each side's unsaved
wounds are 10 attacks at 1 in 3, and they remove that many enemy models. NumPy rolls every
round at once; rankfile.tally_batch tallies them all under 8th edition in one call (C++'s
tally_all, without the GIL). The loser's chance to break on Leadership 7 comes from the break-test
engine, worked out once for each distinct round (the wounds of each side) and kept.

    python3 examples/python/simulator.py [--rounds N]
"""

import argparse
import time

import numpy as np

import rankfile

SIDES = ({"name": "Empire", "id": "Swordsmen", "models": 25},
         {"name": "Orcs", "id": "Orc Boyz", "models": 20})
FILES = 5
LEADERSHIP = 7


def combat_document(wounds):
    """One round as a combat document: side s inflicted wounds[s]."""
    return {"sides": [{"name": side["name"], "wounds_inflicted": int(wounds[s]),
                       "units": [{"id": side["id"], "models_at_start": side["models"],
                                  "models": side["models"] - int(wounds[1 - s]),
                                  "files": FILES}]}
                      for s, side in enumerate(SIDES)]}


def break_chance(wounds, loser):
    """The exact chance that the loser of this round breaks (rankfile.break_test, the combat
    form: the margin and Steadfast come from the combat)."""
    r = rankfile.break_test({"rules": "wfb8", "leadership": LEADERSHIP,
                             "unit": SIDES[loser]["id"], "combat": combat_document(wounds)})
    return next(o.approximately for o in r.outcomes if o.outcome == "break")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=1_000_000)
    rounds = parser.parse_args().rounds

    rng = np.random.default_rng(2026)
    start = time.perf_counter()
    wounds = rng.binomial(10, 1 / 3, size=(rounds, 2)).astype(np.int32)
    models = np.array([s["models"] for s in SIDES], dtype=np.int32)
    t = rankfile.tally_batch("wfb8", wounds_inflicted=wounds, models_at_start=models,
                             models=models - wounds[:, ::-1], files=FILES)
    took = time.perf_counter() - start

    decided = t.winner >= 0
    chances = {}
    broken = 0.0
    keys, counts = np.unique(np.column_stack([wounds[decided], t.winner[decided]]), axis=0,
                             return_counts=True)
    for (w0, w1, winner), n in zip(keys, counts):
        chances[(w0, w1)] = break_chance((w0, w1), 1 - winner)
        broken += chances[(w0, w1)] * n

    print(f"rounds: {rounds}")
    print(f"Empire win rate: {np.mean(t.winner == 0):.4f}")
    print(f"Orcs win rate: {np.mean(t.winner == 1):.4f}")
    print(f"draw rate: {np.mean(t.winner < 0):.4f}")
    print(f"loser break chance: {broken / max(1, decided.sum()):.4f} "
          f"({len(chances)} distinct rounds, each worked out once)")
    print(f"rounds per second (rolls and tally): {rounds / took:.0f}")


if __name__ == "__main__":
    main()
