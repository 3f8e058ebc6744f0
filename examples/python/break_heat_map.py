"""A heat map of break-test odds, written to a PNG: the chance that the loser of a combat breaks,
over the combat's margin (x) against the loser's Leadership (y), under one rule set, from the
break-test engine (rankfile.break_test: exact odds, as fractions and approximately).

    python3 examples/python/break_heat_map.py [--rules wfb8] [--output break_odds.png]
"""

import argparse
from fractions import Fraction

import matplotlib

matplotlib.use("Agg")  # no display needed
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

import rankfile  # noqa: E402

MARGINS = range(0, 11)
LEADERSHIP = range(2, 11)


def break_odds(rules, leadership, margin):
    r = rankfile.break_test({"rules": rules, "leadership": leadership, "margin": margin})
    return float(Fraction(next(o.probability for o in r.outcomes if o.outcome == "break")))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="wfb8")
    parser.add_argument("--output", default="break_odds.png")
    args = parser.parse_args()

    odds = np.array([[break_odds(args.rules, ld, m) for m in MARGINS] for ld in LEADERSHIP])
    fig, ax = plt.subplots(figsize=(7, 4.5))
    image = ax.imshow(odds, origin="lower", cmap="magma", vmin=0, vmax=1, aspect="auto",
                      extent=(MARGINS[0] - 0.5, MARGINS[-1] + 0.5,
                              LEADERSHIP[0] - 0.5, LEADERSHIP[-1] + 0.5))
    for y, ld in enumerate(LEADERSHIP):
        for x, m in enumerate(MARGINS):
            ax.text(m, ld, f"{odds[y, x]:.2f}", ha="center", va="center", fontsize=6,
                    color="white" if odds[y, x] < 0.6 else "black")
    ax.set_xlabel("combat result margin (lost by)")
    ax.set_ylabel("Leadership of the loser")
    ax.set_title(f"Chance that the loser breaks ({args.rules})")
    fig.colorbar(image, ax=ax, label="chance to break")
    fig.tight_layout()
    fig.savefig(args.output, dpi=120)
    print(f"wrote {args.output}: {len(LEADERSHIP)} x {len(MARGINS)} break tests under "
          f"{args.rules}")


if __name__ == "__main__":
    main()
