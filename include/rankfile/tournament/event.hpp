// rankfile/tournament/event.hpp: a tournament event, the input every tournament engine reads
// (its scheme, games, byes and roster), and what is read off it directly: the round to pair
// next, whether it is over, and each round's points limit.
//
//   rankfile::tournament::event e{.scheme = rankfile::tournament::tow_matched_play_scheme(),
//                                 .games = {...}, .byes = {...}, .rounds = 5};
//   rankfile::tournament::is_final(e);  // round 5 has a game or a bye for everyone in it
#pragma once

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rankfile/tournament/limits.hpp"
#include "rankfile/tournament/name_index.hpp"
#include "rankfile/tournament/scheme.hpp"

namespace rankfile::tournament {

struct event {
  tournament::scheme scheme{};
  std::vector<game> games{};
  std::vector<bye> byes{};
  std::vector<player> players{};  // the roster; empty: none (names are then not checked)
  std::optional<unsigned long long> draw_seed{};  // round 1 drawn at random with this seed
  // How many rounds the event has; none: not said (a next round is always paired). Once the
  // last of them has a game or a bye, nothing is paired (last_round_started); once everyone in
  // it has one, the standings are final (is_final).
  std::optional<int> rounds{};
};

namespace detail {

// The points limit of each round's games, indexed by round (0 where no game of the round gives
// one): the first game of the round that gives one. A bye scored at the game's size reads it.
template <class Event>
[[nodiscard]] vector_for<Event, int> points_limits_by_round(const Event& e) {
  vector_for<Event, int> limits;
  for (const game& g : e.games) {
    if (g.round < 1 || g.round > max_rounds || g.points_limit <= 0) continue;
    const auto r = static_cast<std::size_t>(g.round);
    if (limits.size() <= r) limits.resize(r + 1, 0);
    if (limits[r] == 0) limits[r] = g.points_limit;
  }
  return limits;
}
template <class Limits>
[[nodiscard]] int points_limit_of(const Limits& limits, int round) {
  const auto r = static_cast<std::size_t>(round);
  return round >= 1 && r < limits.size() ? limits[r] : 0;
}

}  // namespace detail

// The round the next pairings are for: one after the last round with a game or a bye (1 for
// none).
template <std::same_as<event> Event>
[[nodiscard]] int next_round_number(const Event& e) {
  int next_round = 1;
  for (const game& g : e.games) next_round = std::max(next_round, g.round + 1);
  for (const bye& b : e.byes) next_round = std::max(next_round, b.round + 1);
  return next_round;
}

// Whether the event's last round has begun: the event says how many rounds it has
// (event::rounds) and the last of them has a game or a bye. There is then no next round to pair.
template <std::same_as<event> Event>
[[nodiscard]] bool last_round_started(const Event& e) {
  return e.rounds && next_round_number(e) > *e.rounds;
}

// Who has no game and no bye yet in the event's last round, once it has begun
// (last_round_started; empty before): with a roster, each rostered player who had not dropped
// before it (player::dropped_after), in roster order; without one, each player of the round
// before it, in the order of their games, then byes (a player who left is declared on a roster).
template <std::same_as<event> Event>
[[nodiscard]] std::vector<std::string_view> missing_from_last_round(const Event& e) {
  std::vector<std::string_view> missing;
  if (!last_round_started(e)) return missing;
  const int last = *e.rounds;
  detail::name_index<Event> seen;  // the names of the last round, then each one found missing
  const auto seated = [&](int round, auto each) {
    for (const game& g : e.games)
      if (g.round == round)
        for (const std::string& name : g.players) each(name);
    for (const bye& b : e.byes)
      if (b.round == round) each(b.player);
  };
  seated(last, [&](std::string_view name) { (void)seen.id(name); });
  const auto check = [&](std::string_view name) {
    if (seen.find(name) != detail::name_index<Event>::none) return;
    (void)seen.id(name);
    missing.push_back(name);
  };
  if (e.players.empty()) {
    seated(last - 1, check);
  } else {
    for (const player& p : e.players)
      if (!(p.dropped_after && *p.dropped_after < last)) check(p.name);
  }
  return missing;
}

// Whether the event is over: its last round has begun (last_round_started) and everyone in it
// has a game or a bye (missing_from_last_round is empty). Its standings are then final.
template <std::same_as<event> Event>
[[nodiscard]] bool is_final(const Event& e) {
  return last_round_started(e) && missing_from_last_round(e).empty();
}

}  // namespace rankfile::tournament
