"""The type stub (rankfile/__init__.pyi) says what the package has: every public name, each
command's options as the tool's table names them, and every batch field."""

import ast
import pathlib

import rankfile

STUB = pathlib.Path(rankfile.__file__).with_name("__init__.pyi")
FUNCTIONS = {"combat": "combat", "score": "score", "break_test": "break-test",
             "odds": "odds", "standings": "standings", "import_list": "import", "battle": "battle"}


def stub_functions():
    tree = ast.parse(STUB.read_text())
    return {node.name: node for node in tree.body if isinstance(node, ast.FunctionDef)}


def keywords(node):
    return [a.arg for a in node.args.kwonlyargs]


def test_the_stub_ships_with_the_package():
    assert STUB.is_file() and STUB.with_name("py.typed").is_file()


def test_every_public_name_is_in_the_stub():
    tree = ast.parse(STUB.read_text())
    named = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            named.add(node.name)
        elif isinstance(node, ast.AnnAssign):
            named.add(node.target.id)
    assert set(rankfile.__all__) <= named


def test_each_commands_options_are_the_tools():
    functions = stub_functions()
    for function, command in FUNCTIONS.items():
        expected = [k for k in rankfile._OPTIONS_OF[command] if k not in rankfile._HIDDEN]
        assert keywords(functions[function]) == expected, function


def test_the_batch_fields():
    fields = [name for name, _, _ in rankfile.BATCH_FIELDS]
    assert keywords(stub_functions()["tally_batch"]) == fields
