"""rankfile.tally_batch: the same scores, winner and margin as the combat command gives each
combat alone, the same combats refused, and every problem named by field, combat and side."""

import json
import threading

import numpy as np
import pytest
from hypothesis import given, strategies as st

import rankfile

# Every rule set with combat rules, by id or alias, as the registry lists them.
RULES = [name for s in json.loads(rankfile.rule_sets().to_json()) if s["engines"]["combat"]
         for name in [s["id"], *s["aliases"]]]
OPTIONAL = [name for name, required, _ in rankfile.BATCH_FIELDS if not required]
FLAGS = {name for name, _, flag in rankfile.BATCH_FIELDS if flag}


@st.composite
def batches(draw):
    """A batch of mostly valid combats, some fields left out; now and then a value that the
    combat document would refuse."""
    n = draw(st.integers(1, 6))
    given = {f for f in OPTIONAL if draw(st.booleans())}
    rows = {f: [] for f in ["wounds_inflicted", "models", "files", *sorted(given)]}
    for _ in range(n):
        row = {f: [] for f in rows}
        for _ in range(2):
            start = draw(st.integers(1, 30))
            models = draw(st.integers(0, start)) if "models_at_start" in given else start
            per_model = draw(st.integers(1, 3))
            charged = draw(st.integers(0, 1))
            value = {"wounds_inflicted": draw(st.integers(0, 10)), "models": models,
                     "files": draw(st.integers(1, 6)), "models_at_start": start,
                     "unit_strength": models * per_model,
                     "unit_strength_at_start": start * per_model,
                     "troop_type": draw(st.integers(0, len(rankfile.TROOP_TYPES) - 1)),
                     "formation": draw(st.integers(0, len(rankfile.FORMATIONS) - 1)),
                     "charged": charged, "charged_downhill": charged * draw(st.integers(0, 1)),
                     "elevation": draw(st.integers(-2, 2)),
                     "challenge_overkill": draw(st.integers(0, 3))}
            for f in rows:
                row[f].append(value[f] if f in value else draw(st.integers(0, 1)))
        for f in rows:
            rows[f].append(row[f])
    arrays = {f: np.array(v, dtype=np.int32) for f, v in rows.items()}
    if draw(st.integers(0, 3)) == 0:  # one value the document would refuse
        f = draw(st.sampled_from(sorted(arrays)))
        arrays[f][draw(st.integers(0, n - 1)), draw(st.integers(0, 1))] = draw(
            st.sampled_from([-1, 2, 100001]))
    return draw(st.sampled_from(RULES)), arrays


def document(rules, arrays, i):
    """Combat i of the batch as a combat document."""
    sides = []
    for s in range(2):
        unit = {"id": "ab"[s]}
        for f, a in arrays.items():
            if f in ("wounds_inflicted", "challenge_overkill"):
                continue
            v = int(a[i, s])  # a number the document cannot say stays a number: refused
            if f in FLAGS and v in (0, 1):
                v = bool(v)
            elif f == "troop_type" and 0 <= v < len(rankfile.TROOP_TYPES):
                v = rankfile.TROOP_TYPES[v]
            elif f == "formation" and 0 <= v < len(rankfile.FORMATIONS):
                v = rankfile.FORMATIONS[v]
            unit[f] = v
        side = {"wounds_inflicted": int(arrays["wounds_inflicted"][i, s]), "units": [unit]}
        if "challenge_overkill" in arrays:
            side["challenge_overkill"] = int(arrays["challenge_overkill"][i, s])
        sides.append(side)
    return {"rules": rules, "sides": sides}


@given(batches())
def test_each_combat_as_the_combat_command_answers_it(batch):
    rules, arrays = batch
    n = len(arrays["models"])
    alone = []
    for i in range(n):
        try:
            alone.append(rankfile.combat(document(rules, arrays, i)))
        except rankfile.Error:
            alone.append(None)
    refused = [i for i, r in enumerate(alone) if r is None]
    try:
        t = rankfile.tally_batch(rules, arrays)
    except rankfile.Error as e:
        named = sorted({int(p.path.split("[")[1].split(",")[0]) for p in e.problems})
        if len(e.problems) < rankfile._rankfile.max_batch_problems:
            assert named == refused, str(e)
        else:  # the first problems, in the order of the combats, and how many combats
            assert named == refused[:len(named)], str(e)
            assert f"; {len(refused)} combats have some)" in str(e)
        return
    assert refused == []
    for i, r in enumerate(alone):
        assert [int(t.scores[i, 0]), int(t.scores[i, 1])] == [s.score for s in r.sides]
        assert (None if t.winner[i] < 0 else int(t.winner[i])) == r.winner
        assert int(t.margin[i]) == r.margin
        assert rankfile.DECISIONS[t.decided_by[i]] == r.decided_by


def test_problems_name_field_combat_and_side():
    arrays = {"wounds_inflicted": [[1, 2]] * 4, "models": [[10, 10]] * 4, "files": [[5, 5]] * 4,
              "models_at_start": [[10, 10], [10, 10], [10, 9], [10, 10]],
              "charged": [[0, 0], [0, 2], [0, 0], [0, 0]]}
    with pytest.raises(rankfile.Error) as e:
        rankfile.tally_batch("wfb8", arrays)
    paths = [p.path for p in e.value.problems]
    # models 10 of 9, and so unit_strength (models by default) 10 of unit_strength_at_start 9
    assert paths == ["charged[1, 1]", "models[2, 1]", "unit_strength[2, 1]"]
    assert "must be 0 or 1" in e.value.problems[0].message
    assert e.value.problems[1].message.startswith("must be at most models_at_start (9), got 10")


def test_a_strength_that_cannot_be_worked_out():
    # 4 of 5 knights at two a model: their strength at the end is asked for, as the document asks.
    with pytest.raises(rankfile.Error) as e:
        rankfile.tally_batch("wfb6", wounds_inflicted=[[2, 1]], models=[[4, 6]],
                             models_at_start=[[5, 8]], files=[[5, 4]],
                             unit_strength_at_start=[[10, 8]])
    assert [p.path for p in e.value.problems] == ["unit_strength[0, 0]"]
    assert e.value.problems[0].message == ("is needed: models were lost (5 to 4) and "
                                           "unit_strength_at_start (10) is not one a model")
    # No model lost: the strength at the end is the strength at the start.
    t = rankfile.tally_batch("wfb6", wounds_inflicted=[[0, 0]], models=[[5, 5]], files=[[5, 5]],
                             unit_strength_at_start=[[10, 5]])
    alone = rankfile.combat({"rules": "wfb6", "sides": [
        {"wounds_inflicted": 0, "units": [{"id": "a", "models": 5, "files": 5,
                                           "unit_strength": 10}]},
        {"wounds_inflicted": 0, "units": [{"id": "b", "models": 5, "files": 5}]}]})
    assert [int(t.scores[0, 0]), int(t.scores[0, 1])] == [s.score for s in alone.sides] == [1, 0]


def test_a_troop_type_the_rule_set_does_not_know():
    with pytest.raises(rankfile.Error) as e:
        rankfile.tally_batch("tow", wounds_inflicted=[1, 1], models=[10, 10], files=[5, 5],
                             troop_type=[["infantry", "cavalry"]])
    assert [p.path for p in e.value.problems] == ["troop_type[0, 1]"]
    assert "is not a troop type of tow" in e.value.problems[0].message


def test_fields_missing_unknown_or_of_different_lengths():
    with pytest.raises(rankfile.Error) as e:
        rankfile.tally_batch("wfb8", {"models": [[1, 1]]})
    assert [p.path for p in e.value.problems] == ["wounds_inflicted", "files"]
    with pytest.raises(rankfile.Error, match="modles: is no field"):
        rankfile.tally_batch("wfb8", wounds_inflicted=1, models=1, files=1, modles=2)
    with pytest.raises(rankfile.Error, match="different numbers of combats"):
        rankfile.tally_batch("wfb8", wounds_inflicted=np.zeros((3, 2)), models=np.ones((4, 2)),
                             files=1)
    with pytest.raises(rankfile.Error, match="must be integers"):
        rankfile.tally_batch("wfb8", wounds_inflicted=np.zeros((3, 2)), models=1, files=1)
    with pytest.raises(rankfile.Error, match=r"models\[1, 0\]: does not fit in 32 bits"):
        rankfile.tally_batch("wfb8", wounds_inflicted=0, files=1,
                             models=np.array([[1, 1], [2 ** 40, 1]], dtype=np.int64))


def test_an_unknown_rule_set():
    with pytest.raises(rankfile.Error) as e:
        rankfile.tally_batch("wfb9", wounds_inflicted=1, models=1, files=1)
    assert e.value.problems[0].path == "rules"
    assert e.value.problems[0].message.startswith('unknown rule set "wfb9"')
    with pytest.raises(rankfile.Error, match="no combat rules"):
        rankfile.tally_batch("wap", wounds_inflicted=1, models=1, files=1)


def test_a_structured_array_and_broadcast_values():
    n = 5
    rows = np.zeros(n, dtype=[("wounds_inflicted", "i4", 2), ("models", "i2", 2),
                              ("files", "u1", 2), ("standard", "?", 2)])
    rows["wounds_inflicted"] = np.arange(2 * n).reshape(n, 2) % 4
    rows["models"] = 20
    rows["files"] = 5
    rows["standard"][:, 0] = True
    t = rankfile.tally_batch("wfb6", rows)
    plain = rankfile.tally_batch("wfb6", wounds_inflicted=rows["wounds_inflicted"],
                                 models=[[20, 20]], files=5, standard=[True, False])
    assert np.array_equal(t.scores, plain.scores) and np.array_equal(t.winner, plain.winner)
    assert len(t) == n and t.scores.shape == (n, 2) and t.scores.dtype == np.int32


def test_many_combats_in_threads():
    rng = np.random.default_rng(7)
    n = 200_000
    arrays = {"wounds_inflicted": rng.integers(0, 6, (n, 2), dtype=np.int32),
              "models": rng.integers(1, 30, (n, 2), dtype=np.int32), "files": 5}
    expected = rankfile.tally_batch("wfb8", arrays)
    answers = [None] * 4

    def work(k):
        answers[k] = rankfile.tally_batch("wfb8", arrays)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for a in answers:
        assert np.array_equal(a.scores, expected.scores)
        assert np.array_equal(a.margin, expected.margin)
