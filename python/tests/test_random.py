"""Random documents, valid or not, give the same answers through the package as through the
tool: the JSON byte for byte, the text, or every problem with its path."""

import json

from hypothesis import given, strategies as st

import rankfile

from conftest import run_tool

RULES = ["wfb5", "battleaxe", "wfb6", "wfb7", "wfb8", "tow", "tow-original", "5th", "wap",
         "nonsense"]
count = st.integers(min_value=-2, max_value=40)


@st.composite
def units(draw, side):
    unit = {"id": f"u{side}", "models": draw(count), "files": draw(st.integers(0, 8))}
    for key in ("models_at_start", "unit_strength", "unit_strength_at_start", "elevation"):
        if draw(st.booleans()):
            unit[key] = draw(count)
    for key in ("charged", "charged_downhill", "standard", "battle_standard", "musician",
                "horde", "disrupted_earlier"):
        if draw(st.booleans()):
            unit[key] = draw(st.booleans())
    if draw(st.booleans()):
        unit["troop_type"] = draw(st.sampled_from(list(rankfile.TROOP_TYPES) + ["dragon"]))
    if draw(st.booleans()):
        unit["formation"] = draw(st.sampled_from(rankfile.FORMATIONS))
    if draw(st.integers(0, 9)) == 0:
        unit["chargd"] = True  # an unknown field: a warning
    return unit


@st.composite
def combat_documents(draw):
    return {"rules": draw(st.sampled_from(RULES)),
            "sides": [{"name": f"side {s}", "wounds_inflicted": draw(count),
                       "units": [draw(units(s))]} for s in range(2)]}


@st.composite
def break_test_documents(draw):
    doc = {"rules": draw(st.sampled_from(RULES)), "leadership": draw(st.integers(0, 11)),
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
