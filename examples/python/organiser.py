"""The organiser's flow from CSV: results as they come in, one game a line, then the standings
and the next round's pairings, as text and as the tool's JSON.

    python3 examples/python/organiser.py RESULTS.csv [--roster ROSTER.csv] [--seed N]
        [--bye-points N] [--bye-vp N] [--html OUT.html]

docs/running-an-event.md describes the files (docs/examples/event_round_1.csv and
event_roster.csv are a real event's rounds).
"""

import argparse
import pathlib
import warnings

import rankfile


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("results")
    parser.add_argument("--roster")
    parser.add_argument("--seed", type=int)
    parser.add_argument("--bye-points")
    parser.add_argument("--bye-vp")
    parser.add_argument("--html")
    args = parser.parse_args()

    roster = pathlib.Path(args.roster).read_text(encoding="utf-8") if args.roster else None
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", rankfile.RankfileWarning)
        try:
            event = rankfile.standings(pathlib.Path(args.results).read_text(encoding="utf-8"),
                                       roster=roster, seed=args.seed,
                                       bye_points=args.bye_points, bye_vp=args.bye_vp)
        except rankfile.Error as e:  # every problem, with its file, line and column
            for p in e.problems or [e]:
                print(f"error: {p}")
            raise SystemExit(2) from None
    for w in caught:
        print(f"warning: {w.message}")

    leader = event.standings[0]
    print(f"{len(event.standings)} players; leading: {leader.player} with "
          f"{leader.tournament_points} tournament points")
    for p in event.pairings:
        print(f"next round, table {p.table}: {p.player} against {p.opponent or 'nobody (bye)'}"
              if p.table is not None else f"next round: {p.player} has the bye")
    print(event.explain(), end="")
    if args.html:
        pathlib.Path(args.html).write_text(event.to_html(), encoding="utf-8")
        print(f"wrote {args.html}")


if __name__ == "__main__":
    main()
