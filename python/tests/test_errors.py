"""Bad input raises rankfile.Error with every problem and its path, as the tool prints them;
warnings go to warnings.warn; strict=True is --strict."""

import json
import warnings

import pytest

import rankfile

from conftest import EXAMPLES, run_tool


def combat_doc():
    return json.loads((EXAMPLES / "combat.json").read_text())


def test_every_problem_with_its_path():
    doc = combat_doc()
    doc["sides"][0]["wounds_inflicted"] = -1
    doc["sides"][1]["units"][0]["files"] = 0
    doc["sides"][1]["units"][0]["troop_type"] = "dragon"
    with pytest.raises(rankfile.Error) as e:
        rankfile.combat(doc)
    status, out, err = run_tool(["combat", "c.json"], {"c.json": json.dumps(doc)})
    assert status == 2 and out == ""
    assert [str(p) for p in e.value.problems] == err.splitlines()
    assert len(e.value.problems) == 3
    assert {p.path for p in e.value.problems} >= {"sides[0].wounds_inflicted",
                                                  "sides[1].units[0].files"}
    assert str(e.value) == err.rstrip("\n")
    assert isinstance(e.value, ValueError) and e.value.status == 2


def test_malformed_json_text():
    with pytest.raises(rankfile.Error) as e:
        rankfile.combat('{"rules": "wfb5",')
    status, _, err = run_tool(["combat", "c.json"], {"c.json": '{"rules": "wfb5",'})
    assert status == 2 and [str(p) for p in e.value.problems] == err.splitlines()


def test_a_document_that_is_not_json():
    with pytest.raises(rankfile.Error, match="not JSON"):
        rankfile.combat({"rules": "wfb5", "sides": float("nan")})


def test_a_misused_command_is_an_error_with_the_tools_message():
    with pytest.raises(rankfile.Error) as e:
        rankfile.standings("player_a,player_b\n", scheme="no-such-scheme")
    assert e.value.status == 1 and e.value.problems == []
    status, _, err = run_tool(["standings", "r.csv", "--scheme", "no-such-scheme"],
                              {"r.csv": "player_a,player_b\n"})
    assert status == 1 and err.splitlines()[0] == "rankfile: " + str(e.value)


def test_an_unknown_field_warns_and_strict_refuses_it():
    doc = combat_doc()
    doc["sides"][0]["units"][0]["chargd"] = True
    with pytest.warns(rankfile.RankfileWarning) as caught:
        r = rankfile.combat(doc)
    status, out, err = run_tool(["combat", "c.json"], {"c.json": json.dumps(doc)})
    assert status == 0 and r.to_json() == out
    assert ["warning: " + str(w.message) for w in caught] == err.splitlines()
    assert caught[0].message.problem.path == "sides[0].units[0].chargd"
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        r.explain()  # the text again: no second warning
    with pytest.raises(rankfile.Error) as e:
        rankfile.combat(doc, strict=True)
    status, _, err = run_tool(["combat", "c.json", "--strict"], {"c.json": json.dumps(doc)})
    assert status == 2 and [str(p) for p in e.value.problems] == err.splitlines()
