// rankfile/tournament/text.hpp: standings and pairings as a plain-text table, for the wall.
//
//   std::cout << rankfile::tournament::to_text(table, rankfile::tournament::swiss_pairings(e, table));
//
//   rank  player                      TP      VP  VP diff  games
//      1  Ann                          13    5300     2900      3
//   ...
//   next round:
//     Ann v Bob: next in the standings
#pragma once

#include <cstdio>
#include <string>
#include <vector>

#include "rankfile/tournament/standings.hpp"

namespace rankfile::tournament {

[[nodiscard]] inline std::string to_text(const std::vector<standing>& table,
                                         const std::vector<pairing>& next_round) {
  std::string out = "rank  player                      TP      VP  VP diff  games\n";
  for (const standing& s : table) {
    char line[160];
    std::snprintf(line, sizeof line, "%4d  %-24.24s %5d %7d %8d %6d\n", s.rank, s.player.c_str(),
                  s.tournament_points, s.victory_points, s.vp_difference, s.games);
    out += line;
  }
  out += "\nnext round:\n";
  for (const pairing& p : next_round)
    out += "  " + p.player + " v " + p.opponent.value_or("(bye)") + ": " + explain(p) + "\n";
  return out;
}

}  // namespace rankfile::tournament
