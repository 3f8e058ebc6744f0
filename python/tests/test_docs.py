"""Every example of docs/examples/commands.txt through the package: the generic run() and the
engine's own function both give the file the tool's output must equal, byte for byte."""

import json

import pytest

import rankfile

from conftest import EXAMPLES


def cases():
    for line in (EXAMPLES / "commands.txt").read_text().splitlines():
        if line.startswith("#") or "|" not in line:
            continue
        name, command, expected = (part.strip() for part in line.split("|"))
        yield pytest.param(command.split(), expected, id=name)


def read(name):
    return (EXAMPLES / name).read_text(encoding="utf-8")


@pytest.mark.parametrize("args, expected", cases())
def test_run_equals_the_tool(args, expected):
    files = {a: read(a) for a in args if (EXAMPLES / a).is_file()}
    assert rankfile.run(args, files) == read(expected)


# The function for each command, and how each --format is asked of its result.
FUNCTIONS = {"combat": rankfile.combat, "score": rankfile.score,
             "break-test": rankfile.break_test, "odds": rankfile.odds,
             "standings": rankfile.standings,
             "import": rankfile.import_list, "battle": rankfile.battle}


def call(args):
    """The command line `args` as a call of the package's function: documents as mappings (JSON)
    or texts (CSV), options as keyword arguments, --format as the result's method."""
    command, rest = args[0], args[1:]
    inputs, options, form, explain = [], {}, "json", False
    k = 0
    while k < len(rest):
        a = rest[k]
        if a == "--format":
            form = rest[k + 1]
            k += 2
            continue
        if a == "--explain":
            explain = True
        elif a.startswith("--"):
            key = a[2:].replace("-", "_")
            value = rest[k + 1] if k + 1 < len(rest) and not rest[k + 1].startswith("--") else True
            if value is not True:
                k += 1
                if key == "roster":
                    value = read(value)
            options[key] = value
        else:
            text = read(a)
            inputs.append(json.loads(text) if a.endswith(".json") else text)
        k += 1
    result = FUNCTIONS[command](*inputs, **options)
    if form == "json":
        return result.to_json()
    if form == "text":
        return result.explain() if explain or command == "standings" else result.summary()
    if form == "markdown":
        return result.to_markdown()
    return {"csv": result.to_csv, "html": result.to_html}[form]()


@pytest.mark.parametrize("args, expected", cases())
def test_function_equals_the_tool(args, expected):
    assert call(args) == read(expected)


def test_attributes_follow_the_json_names():
    r = rankfile.combat(json.loads(read("combat.json")))
    answer = json.loads(read("combat.out.json"))
    assert type(r).__name__ == "CombatResult"
    assert r.winner == answer["winner"] and r.margin == answer["margin"]
    assert [s.score for s in r.sides] == [s["score"] for s in answer["sides"]]
    assert r.sides[0].awarded[0].bonus == answer["sides"][0]["awarded"][0]["bonus"]
    assert r["decided_by"] == answer["decided_by"]
    assert r.to_dict() == answer
    with pytest.raises(AttributeError, match="no field 'scroe'"):
        r.scroe  # noqa: B018


def test_keyword_arguments_are_the_document():
    doc = json.loads(read("combat.json"))
    assert rankfile.combat(**doc).to_json() == read("combat.out.json")
    with pytest.raises(TypeError, match="not both"):
        rankfile.combat(doc, rules="wfb5")


def test_each_engine_has_its_class():
    assert type(rankfile.break_test(json.loads(read("break_test.json")))).__name__ == \
        "BreakTestResult"
    assert type(rankfile.score(json.loads(read("battle.json")))).__name__ == "BattleResult"
    s = rankfile.standings(json.loads(read("tournament.json")))
    assert type(s).__name__ == "Standings"
    assert s.pairings == s.next_round_pairings
    assert type(rankfile.import_list(read("list_empire.owb.json"))).__name__ == "ArmyList"
    rules = rankfile.rule_sets()
    assert type(rules).__name__ == "RuleSets"
    assert rules.to_json() == rankfile.run(["rule-sets"])
    assert rules.to_markdown() == rankfile.run(["rule-sets", "--format", "markdown"])
    assert rankfile.vocabulary() == json.loads(rankfile.run(["vocabulary", "--format", "json"]))
    assert rankfile.version == json.loads(rankfile.run(["version", "--format", "json"]))["rankfile"]


def test_an_option_the_command_does_not_take():
    with pytest.raises(TypeError, match=r"import takes no option 'seed' "
                                        r"\(it takes: list_format, magic_items_per_model\)"):
        rankfile.import_list(read("list_empire.owb.json"), seed=3)


def test_the_packages_docstring_example():
    import doctest
    result = doctest.testmod(rankfile)
    assert result.attempted > 0 and result.failed == 0
