"""Shared by the Python package's tests: the rankfile tool to compare against (RANKFILE_TOOL),
the docs' examples (RANKFILE_EXAMPLES) and where tests write (RANKFILE_OUTPUT_DIR). CTest sets
all three (python/CMakeLists.txt); PYTHONPATH points at the package in the build tree."""

import os
import pathlib
import subprocess
import tempfile

import pytest
from hypothesis import HealthCheck, settings

# Modest, so that the whole suite stays within its time (scripts/test).
settings.register_profile("rankfile", max_examples=60, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("rankfile")

ROOT = pathlib.Path(__file__).resolve().parents[2]
EXAMPLES = pathlib.Path(os.environ.get("RANKFILE_EXAMPLES", ROOT / "docs" / "examples"))


def tool_path() -> str:
    tool = os.environ.get("RANKFILE_TOOL")
    if not tool:
        pytest.fail("RANKFILE_TOOL is not set: run the tests through ctest (python.pytest)")
    return tool


def run_tool(args, files=None):
    """The tool on `args`, with each of `files` (name -> text) written to a directory of its
    own: (exit status, standard output, standard error)."""
    with tempfile.TemporaryDirectory() as d:
        for name, text in (files or {}).items():
            pathlib.Path(d, name).write_text(text, encoding="utf-8")
        p = subprocess.run([tool_path(), *args], cwd=d, capture_output=True, text=True,
                           check=False)
    return p.returncode, p.stdout, p.stderr


@pytest.fixture
def output_dir() -> pathlib.Path:
    d = pathlib.Path(os.environ.get("RANKFILE_OUTPUT_DIR", tempfile.mkdtemp()))
    d.mkdir(parents=True, exist_ok=True)
    return d
