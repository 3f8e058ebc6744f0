// rankfile/tournament/limits.hpp: the largest numbers an event may hold, each in one place.
//
// tournament::validate rejects an event beyond them, so both readers (JSON and CSV) and the
// library report it with its path. They are chosen so that no total the standings form can
// overflow an int: a player plays at most once a round (a game or a bye), so a player's
// victory points, secondary victory points and VP difference are at most max_rounds *
// max_points = 1,000 * 1,000,000 = 10^9 in size, below INT_MAX (2,147,483,647); tournament
// points at most max_rounds * 3 * max_tournament_points = 3,000,000. A team's totals, which
// may sum every player's, are kept in 64 bits (rankfile/tournament/teams.hpp).
#pragma once

#include <cstddef>

namespace rankfile::tournament {

inline constexpr int max_rounds = 1'000;             // round, dropped_after
inline constexpr std::size_t max_players = 100'000;  // players on the roster
inline constexpr std::size_t max_games = 1'000'000;  // games, and byes, in an event
inline constexpr int max_seed = 1'000'000;           // a player's seed
inline constexpr int max_tournament_points = 1'000;  // a band's, an objective's, a bye's
inline constexpr int max_generals_slain = 100;       // in one game, by one player
// A name's length in bytes (a player's, faction's, team's or club's): room for any real name in
// any script, and a bound on the warnings' comparison of names, which is quadratic in length.
inline constexpr std::size_t max_name_length = 200;

}  // namespace rankfile::tournament
