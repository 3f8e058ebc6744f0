"""The examples of examples/python run, and print or write what they say."""

import os
import pathlib
import re
import subprocess
import sys

from conftest import EXAMPLES, ROOT

SCRIPTS = ROOT / "examples" / "python"


def run(script, *args, cwd=None):
    p = subprocess.run([sys.executable, str(SCRIPTS / script), *map(str, args)],
                       capture_output=True, text=True, check=False, cwd=cwd,
                       env={**os.environ, "MPLBACKEND": "Agg"})
    assert p.returncode == 0, p.stderr
    return p.stdout


def test_simulator():
    out = run("simulator.py", "--rounds", 20000)
    assert re.fullmatch(r"rounds: 20000\nEmpire win rate: 0\.\d{4}\nOrcs win rate: 0\.\d{4}\n"
                        r"draw rate: 0\.\d{4}\nloser break chance: 0\.\d{4} \(\d+ distinct rounds,"
                        r" each worked out once\)\nrounds per second \(rolls and tally\): \d+\n",
                        out), out
    rates = [float(x) for x in re.findall(r"rate: (0\.\d+)", out)]
    assert abs(sum(rates) - 1) < 1e-3


def test_heat_map_writes_its_png(output_dir):
    png = output_dir / "break_odds.png"
    png.unlink(missing_ok=True)
    out = run("break_heat_map.py", "--rules", "wfb8", "--output", png)
    assert out == f"wrote {png}: 9 x 11 break tests under wfb8\n"
    data = png.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) > 10_000


def test_organiser_from_csv(output_dir):
    html = output_dir / "event_round_1.html"
    out = run("organiser.py", EXAMPLES / "event_round_1.csv", "--roster",
              EXAMPLES / "event_roster.csv", "--bye-points", 3, "--bye-vp", 0, "--html", html)
    assert (EXAMPLES / "event_round_1.out.txt").read_text() in out
    assert re.match(r"\d+ players; leading: .+ with \d+ tournament points\n", out)
    assert html.read_text().startswith("<!DOCTYPE html>")


def test_organiser_reports_problems(tmp_path):
    bad = tmp_path / "bad.csv"
    bad.write_text("round,points_limit,player_1,player_2,victory_points_1,victory_points_2\n"
                   "1,2000,Ann,Ann,10,x\n")
    p = subprocess.run([sys.executable, str(SCRIPTS / "organiser.py"), str(bad)],
                       capture_output=True, text=True, check=False)
    assert p.returncode == 2 and p.stdout.startswith("error: "), p.stdout + p.stderr
