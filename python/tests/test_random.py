"""Random documents, valid or not, give the same answers through the package as through the
tool: the JSON byte for byte, the text, or every problem with its path."""

import json

from hypothesis import given, strategies as st

import rankfile

from conftest import run_tool

# Mostly rule sets with combat rules, by id or alias, as the registry lists them; now and then
# one without combat rules, or no rule set at all.
_SETS = json.loads(rankfile.rule_sets().to_json())
COMBAT = [name for s in _SETS if s["engines"]["combat"] for name in [s["id"], *s["aliases"]]]
OTHERS = [s["id"] for s in _SETS if not s["engines"]["combat"]] + ["nonsense"]
rule_sets = st.one_of(st.sampled_from(COMBAT), st.sampled_from(COMBAT + OTHERS))
FLAGS = ("charged", "standard", "battle_standard", "musician", "horde", "disrupted_earlier")


@st.composite
def units(draw, side):
    """A unit that is mostly valid: counts that fit together, charged_downhill with charged."""
    start = draw(st.integers(1, 40))
    models = draw(st.integers(0, start))
    unit = {"id": f"u{side}", "models": models, "files": draw(st.integers(1, 8))}
    if draw(st.booleans()):
        unit["models_at_start"] = start
    elif models != start:
        unit["models"] = start  # models_at_start defaults to models
    if draw(st.booleans()):
        per_model = draw(st.integers(1, 3))
        unit["unit_strength"] = unit["models"] * per_model
        unit["unit_strength_at_start"] = unit.get("models_at_start", unit["models"]) * per_model
    for key in FLAGS:
        if draw(st.booleans()):
            unit[key] = draw(st.booleans())
    if unit.get("charged") and draw(st.booleans()):
        unit["charged_downhill"] = True
    if draw(st.booleans()):
        unit["elevation"] = draw(st.integers(-2, 2))
    if draw(st.booleans()):
        unit["troop_type"] = draw(st.sampled_from(rankfile.TROOP_TYPES))
    if draw(st.booleans()):
        unit["formation"] = draw(st.sampled_from(rankfile.FORMATIONS))
    return unit


# What makes a document wrong, now and then: a number out of range, counts that do not fit
# together, a flag without the one it needs, an unknown troop type, an unknown field.
CORRUPTIONS = [("models", -1), ("files", 0), ("models_at_start", 0), ("unit_strength", 100001),
               ("charged_downhill", True), ("troop_type", "dragon"), ("formation", "phalanx"),
               ("chargd", True), ("elevation", 100001), ("models", 41)]


@st.composite
def combat_documents(draw):
    doc = {"rules": draw(rule_sets),
           "sides": [{"name": f"side {s}", "wounds_inflicted": draw(st.integers(0, 12)),
                      "units": [draw(units(s))]} for s in range(2)]}
    for _ in range(draw(st.integers(0, 4)) // 3):  # none in two of three documents
        key, value = draw(st.sampled_from(CORRUPTIONS))
        doc["sides"][draw(st.integers(0, 1))]["units"][0][key] = value
    if draw(st.integers(0, 9)) == 0:
        doc["sides"][0]["wounds_inflicted"] = -3
    return doc


@st.composite
def break_test_documents(draw):
    doc = {"rules": draw(rule_sets), "leadership": draw(st.integers(1, 11)),
           "margin": draw(st.integers(-1, 14))}
    for key in ("steadfast", "stubborn", "unbreakable", "reroll"):
        if draw(st.booleans()):
            doc[key] = draw(st.booleans())
    if draw(st.booleans()):
        doc["roll"] = [draw(st.integers(0, 7)), draw(st.integers(1, 6))]
    return doc


def same_as_the_tool(command, function, doc, *options):
    text = json.dumps(doc)
    status, out, err = run_tool([command, "d.json", *options], {"d.json": text})
    kwargs = {"strict": True} if "--strict" in options else {}
    try:
        import warnings
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            r = function(doc, **kwargs)
        assert status == 0, err
        assert r.to_json() == out
        assert ["warning: " + str(w.message) for w in caught] == err.splitlines()
        s, text_out, _ = run_tool([command, "d.json", "--format", "text", "--explain", *options],
                                  {"d.json": text})
        assert r.explain() == text_out
    except rankfile.Error as e:
        assert status == e.status, err
        lines = err.splitlines()
        if e.status == 2:
            assert [str(p) for p in e.problems] == [l for l in lines if not l.startswith("warning: ")]
        else:
            assert "rankfile: " + str(e) in lines


@given(combat_documents(), st.booleans())
def test_combat(doc, strict):
    same_as_the_tool("combat", rankfile.combat, doc, *(["--strict"] if strict else []))


@given(break_test_documents())
def test_break_test(doc):
    same_as_the_tool("break-test", rankfile.break_test, doc)
