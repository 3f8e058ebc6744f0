"""rankfile.tally_batch beside C++'s tally_all on the same combats, and the import time.

    PYTHONPATH=build/release/python taskset -c 0 python3 benchmarks/python_tally_batch.py \\
        --timing build/release/benchmarks/rankfile_tally_timing

Makes N random one-unit-a-side combats (every field of a batch given, all valid), writes them as
int32 columns for rankfile_tally_timing (benchmarks/tally_timing.cpp), which builds the combats
once and times tally_all over them, and tallies the same columns from Python with
rankfile.tally_batch. Both sums of the answers must agree. Prints each in combats per second,
best of --repeats, their ratio, tally_batch over --big combats (every field given, then four),
and how long `import rankfile` takes in a new interpreter (best of 5).
"""

import argparse
import os
import subprocess
import sys
import tempfile
import time

import numpy as np

import rankfile


def random_batch(n, rng):
    """n valid combats: a unit of 5 to 40 models losing up to a fifth of them, charges, standards,
    musicians and formations at random (troop type infantry, which every rule set takes)."""
    start = rng.integers(5, 41, (n, 2), dtype=np.int32)
    lost = (rng.random((n, 2)) * start / 5).astype(np.int32)
    charged = rng.integers(0, 2, (n, 2), dtype=np.int32)
    columns = {
        "wounds_inflicted": lost[:, ::-1].copy(),
        "challenge_overkill": rng.integers(0, 2, (n, 2), dtype=np.int32),
        "models": start - lost,
        "models_at_start": start,
        "files": rng.integers(4, 7, (n, 2), dtype=np.int32),
        "unit_strength": start - lost,
        "unit_strength_at_start": start,
        "troop_type": np.zeros((n, 2), dtype=np.int32),
        "formation": rng.integers(0, 2, (n, 2), dtype=np.int32),
        "charged": charged,
        "charged_downhill": charged * rng.integers(0, 2, (n, 2), dtype=np.int32),
        "elevation": rng.integers(0, 3, (n, 2), dtype=np.int32),
    }
    for flag in ("standard", "battle_standard", "musician", "horde", "disrupted_earlier"):
        columns[flag] = rng.integers(0, 2, (n, 2), dtype=np.int32)
    return {name: np.ascontiguousarray(columns[name]) for name, _, _ in rankfile.BATCH_FIELDS}


def best_time(f, repeats):
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        f()
        best = min(best, time.perf_counter() - start)
    return best


def checksum(t):
    return int(t.scores.sum(dtype=np.int64) + t.winner.sum(dtype=np.int64) +
               t.margin.sum(dtype=np.int64))


def import_time():
    code = ("import time; t = time.perf_counter(); import rankfile; "
            "print(time.perf_counter() - t)")
    runs = [float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                 check=True).stdout) for _ in range(5)]
    return min(runs)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--timing", required=True, help="the rankfile_tally_timing program")
    parser.add_argument("--rules", default="wfb8")
    parser.add_argument("--combats", type=int, default=32768)
    parser.add_argument("--big", type=int, default=1_000_000)
    parser.add_argument("--repeats", type=int, default=20)
    args = parser.parse_args()

    rng = np.random.default_rng(47)
    batch = random_batch(args.combats, rng)
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "batch.bin")
        with open(path, "wb") as f:
            for name, _, _ in rankfile.BATCH_FIELDS:
                f.write(batch[name].tobytes())
        out = subprocess.run([args.timing, args.rules, path, str(args.combats),
                              str(args.repeats)], capture_output=True, text=True, check=True)
    cpp = dict(line.split(": ", 1) for line in out.stdout.splitlines())
    tally_all = float(cpp["tally_all"].split()[0])
    tally_columns = float(cpp["tally_columns"].split()[0])

    answer = rankfile.tally_batch(args.rules, batch)
    if checksum(answer) != int(cpp["checksum"]):
        sys.exit(f"tally_batch's answers differ from tally_all's: {checksum(answer)} against "
                 f"{cpp['checksum']}")
    python = args.combats / best_time(lambda: rankfile.tally_batch(args.rules, batch),
                                      args.repeats)
    big = random_batch(args.big, rng)
    python_big = args.big / best_time(lambda: rankfile.tally_batch(args.rules, big),
                                      max(1, args.repeats // 4))
    # A simulator's batch: the wounds, the models before and after, the files; the rest default.
    few = {name: big[name] for name in ("wounds_inflicted", "models", "models_at_start", "files")}
    python_few = args.big / best_time(lambda: rankfile.tally_batch(args.rules, few),
                                      max(1, args.repeats // 4))

    print(f"rules {args.rules}, {args.combats} combats ({cpp['combat size']} each in C++), "
          f"best of {args.repeats}")
    print(f"C++ tally_all over built combats: {tally_all / 1e6:.2f} M combats/s")
    print(f"C++ from the columns (tally_batch's loop): {tally_columns / 1e6:.2f} M combats/s")
    print(f"Python rankfile.tally_batch: {python / 1e6:.2f} M combats/s")
    print(f"ratio, C++ tally_all / Python tally_batch: {tally_all / python:.2f}x")
    print(f"Python rankfile.tally_batch over {args.big} combats: {python_big / 1e6:.2f} M combats/s")
    print(f"the same with 4 fields given, the rest default: {python_few / 1e6:.2f} M combats/s")
    print(f"import rankfile: {import_time() * 1000:.1f} ms")


if __name__ == "__main__":
    main()
