// rankfile/tournament/ranking.hpp: the standings table: each player's totals over the games and
// byes, ordered by tournament points and the tiebreakers, and ranked (1, 2, 2, 4, ...).
//
//   const std::vector<rankfile::tournament::standing> table = rankfile::tournament::standings(e);
//
// Standings take O(games + players log players); this engine allocates (it builds tables).
#pragma once

#include <algorithm>
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "rankfile/core/enum_table.hpp"
#include "rankfile/core/fraction.hpp"
#include "rankfile/tournament/event.hpp"
#include "rankfile/tournament/name_index.hpp"
#include "rankfile/tournament/scheme.hpp"

namespace rankfile::tournament {

// The engines below are templates only so that a translation unit that includes this header
// without calling them does not compile them (`Event` is always `event`).

// A fraction kept exact, for averages that must compare without rounding: the library's one
// fraction type (rankfile/core/fraction.hpp). A strength of schedule holds its total and its
// count as they are (10/2), and compares by value.
using ratio = fraction;

struct standing {
  int rank = 0;
  std::string player{};
  int tournament_points = 0;
  int victory_points = 0;
  int secondary_victory_points = 0;
  int generals_slain = 0;
  int vp_difference = 0;
  int wins = 0;
  ratio strength_of_schedule{};
  int head_to_head = 0;  // points in games among the players level with it (0 if none)
  int games = 0;
  int byes = 0;

  friend bool operator==(const standing&, const standing&) = default;
};

namespace detail {

// A player's totals while the standings are computed: numbers only, compact.
struct totals {
  int tournament_points = 0;
  int victory_points = 0;
  int secondary_victory_points = 0;
  int generals_slain = 0;
  int vp_difference = 0;
  int wins = 0;
  int head_to_head = 0;
  int games = 0;
  int byes = 0;
  long long opponents_points = 0;

  [[nodiscard]] ratio strength_of_schedule() const noexcept {
    return {opponents_points, games > 0 ? games : 1};
  }
};

// total / count rounded to the nearest whole number, halves away from zero; 0 when count is 0.
[[nodiscard]] constexpr int rounded_average(int total, int count) noexcept {
  if (count <= 0) return 0;
  const long long t = total, n = count;
  return static_cast<int>(t >= 0 ? (2 * t + n) / (2 * n) : -((-2 * t + n) / (2 * n)));
}

// What a bye awards for one of its numbers: `fixed` under the fixed rule, the game's size
// (`points_limit`) under that rule, else the player's average of `total` over their `games`
// (rounded_average).
[[nodiscard]] constexpr int bye_award(bye_rule rule, int fixed, int total, int games,
                                      int points_limit = 0) noexcept {
  switch (rule) {
    case bye_rule::fixed:
      return fixed;
    case bye_rule::points_limit:
      return points_limit;
    default:
      return rounded_average(total, games);
  }
}

[[nodiscard]] inline long long key_of(const totals& s, tiebreaker t) {
  switch (t) {
    case tiebreaker::tournament_points:
      return s.tournament_points;
    case tiebreaker::victory_points:
      return s.victory_points;
    case tiebreaker::secondary_victory_points:
      return s.secondary_victory_points;
    case tiebreaker::generals_slain:
      return s.generals_slain;
    case tiebreaker::vp_difference:
      return s.vp_difference;
    case tiebreaker::wins:
      return s.wins;
    case tiebreaker::head_to_head:
      return s.head_to_head;
    case tiebreaker::strength_of_schedule:
      return 0;  // compared as a ratio
  }
  return 0;
}

}  // namespace detail

// The standings: every player who played or had a bye, ordered by tournament points and then
// the event's tiebreakers (the scheme's when the event names none). Players level on all of
// them share a rank (1, 2, 2, 4) and are listed by name. `scores`, when given, receives each
// game's tournament points and outcomes, in the order of e.games.
template <std::same_as<event> Event>
[[nodiscard]] std::vector<standing> standings(const Event& e,
                                              std::vector<game_score>* scores = nullptr) {
  // Totals are kept without names (compact, cache-friendly); names join at the end.
  detail::name_index<Event> names;
  detail::vector_for<Event, detail::totals> table;
  table.reserve(e.games.size() / 2 + e.byes.size() + 16);
  const auto player = [&](std::string_view name) {
    const std::uint32_t id = names.id(name);
    if (id == table.size()) table.emplace_back();
    return id;
  };
  struct played {
    std::uint32_t a, b;
    std::array<int, 2> points;
  };
  detail::vector_for<Event, played> pairs;
  pairs.reserve(e.games.size());
  if (scores) {
    scores->clear();
    scores->reserve(e.games.size());
  }
  for (const game& g : e.games) {
    const game_score gs = score_game(e.scheme, g);
    const std::array<int, 2> vp = counted_victory_points(e.scheme, g);
    if (scores) scores->push_back(gs);
    const std::uint32_t ids[2] = {player(g.players[0]), player(g.players[1])};
    for (std::size_t k = 0; k < 2; ++k) {
      detail::totals& s = table[ids[k]];
      s.tournament_points += gs.points[k];
      s.victory_points += vp[k];
      s.secondary_victory_points += g.secondary_victory_points[k];
      s.generals_slain += g.generals_slain[k];
      s.vp_difference += vp[k] - vp[1 - k];
      s.wins += gs.points[k] > gs.points[1 - k] ? 1 : 0;
      s.games += 1;
    }
    pairs.push_back({ids[0], ids[1], gs.points});
  }
  for (const auto& p : e.players) player(p.name);  // rostered players stand from the start
  // Byes: each number fixed, or the player's average over the games they played (from the
  // totals of games alone, so a second bye does not average the first).
  struct bye_award {
    std::uint32_t id;
    std::array<int, 3> values;  // tournament points, victory points, VP difference
  };
  detail::vector_for<Event, bye_award> awards;
  awards.reserve(e.byes.size());
  const auto limits = e.scheme.bye_victory_points_rule == bye_rule::points_limit
                          ? detail::points_limits_by_round(e)
                          : detail::vector_for<Event, int>();
  for (const bye& b : e.byes) {
    const std::uint32_t id = player(b.player);
    const detail::totals& s = table[id];
    const auto award = [&](bye_rule rule, int fixed, int total) {
      return detail::bye_award(
          rule, fixed, total, s.games,
          b.points_limit > 0 ? b.points_limit : detail::points_limit_of(limits, b.round));
    };
    awards.push_back(
        {id,
         {award(e.scheme.bye_points_rule, e.scheme.bye_points.value_or(0), s.tournament_points),
          award(e.scheme.bye_victory_points_rule, e.scheme.bye_victory_points, s.victory_points),
          award(e.scheme.bye_vp_difference_rule, e.scheme.bye_vp_difference, s.vp_difference)}});
  }
  for (const bye_award& a : awards) {
    detail::totals& s = table[a.id];
    s.tournament_points += a.values[0];
    s.victory_points += a.values[1];
    s.vp_difference += a.values[2];
    s.byes += 1;
  }
  for (const played& p : pairs) {  // opponents' final points, summed
    table[p.a].opponents_points += table[p.b].tournament_points;
    table[p.b].opponents_points += table[p.a].tournament_points;
  }

  detail::vector_for<Event, tiebreaker> order{tiebreaker::tournament_points};
  for (tiebreaker t : e.scheme.tiebreakers)
    if (t != tiebreaker::tournament_points) order.push_back(t);
  const auto head = std::find(order.begin(), order.end(), tiebreaker::head_to_head);

  // Each player gets a sort key: its tiebreaker values in order, negated so that ascending
  // order ranks higher values first. Keys sort contiguously; names break full ties.
  struct sort_key {
    std::array<long long, enum_count<tiebreaker> + 1> values{};
    std::uint32_t id = 0;
  };
  detail::vector_for<Event, long long> sos_rank;  // strength of schedule as a dense rank
  if (std::find(order.begin(), order.end(), tiebreaker::strength_of_schedule) != order.end()) {
    detail::vector_for<Event, std::uint32_t> ids(table.size());
    for (std::uint32_t i = 0; i < ids.size(); ++i) ids[i] = i;
    const auto sos = [&](std::uint32_t i) { return table[i].strength_of_schedule(); };
    std::sort(ids.begin(), ids.end(), [&](auto x, auto y) { return sos(x) < sos(y); });
    sos_rank.assign(table.size(), 0);
    for (std::size_t i = 1; i < ids.size(); ++i)
      sos_rank[ids[i]] = sos_rank[ids[i - 1]] + (sos(ids[i - 1]) < sos(ids[i]) ? 1 : 0);
  }
  const auto value = [&](std::uint32_t i, tiebreaker t) -> long long {
    return t == tiebreaker::strength_of_schedule ? sos_rank[i] : detail::key_of(table[i], t);
  };
  std::size_t used = 0;  // how many values the current keys hold
  const auto same = [&](const sort_key& x, const sort_key& y) {
    for (std::size_t j = 0; j < used; ++j)
      if (x.values[j] != y.values[j]) return false;
    return true;
  };
  const auto sorted_keys = [&](auto first, auto last,
                               const detail::vector_for<Event, std::size_t>* group) {
    used = static_cast<std::size_t>(last - first) + (group ? 1 : 0);
    detail::vector_for<Event, sort_key> keys(table.size());
    for (std::uint32_t i = 0; i < keys.size(); ++i) {
      sort_key& k = keys[i];
      k.id = i;
      std::size_t j = 0;
      if (group) k.values[j++] = static_cast<long long>((*group)[i]);
      for (auto t = first; t != last; ++t) k.values[j++] = -value(i, *t);
    }
    std::sort(keys.begin(), keys.end(), [&](const sort_key& x, const sort_key& y) {
      for (std::size_t j = 0; j < used; ++j)
        if (x.values[j] != y.values[j]) return x.values[j] < y.values[j];
      return names.name(x.id) < names.name(y.id);
    });
    return keys;
  };

  // Head-to-head is a mini-league among each group still level on the tiebreakers before it,
  // played on that group's games; the tiebreakers after it then apply.
  detail::vector_for<Event, sort_key> keys = sorted_keys(order.begin(), head, nullptr);
  if (head != order.end()) {
    detail::vector_for<Event, std::size_t> group(table.size());
    for (std::size_t i = 0, n = 0; i < keys.size(); ++i) {
      if (i > 0 && !same(keys[i - 1], keys[i])) ++n;
      group[keys[i].id] = n;
    }
    for (const played& p : pairs) {
      if (group[p.a] != group[p.b]) continue;
      table[p.a].head_to_head += p.points[0];
      table[p.b].head_to_head += p.points[1];
    }
    keys = sorted_keys(head, order.end(), &group);
  }

  detail::vector_for<Event, standing> ranked;
  ranked.reserve(table.size());
  for (std::size_t r = 0; r < keys.size(); ++r) {
    const std::uint32_t i = keys[r].id;
    const detail::totals& t = table[i];
    const bool shared = r > 0 && same(keys[r - 1], keys[r]);
    ranked.push_back({.rank = shared ? ranked.back().rank : static_cast<int>(r) + 1,
                      .player = std::string(names.name(i)),
                      .tournament_points = t.tournament_points,
                      .victory_points = t.victory_points,
                      .secondary_victory_points = t.secondary_victory_points,
                      .generals_slain = t.generals_slain,
                      .vp_difference = t.vp_difference,
                      .wins = t.wins,
                      .strength_of_schedule = t.strength_of_schedule(),
                      .head_to_head = t.head_to_head,
                      .games = t.games,
                      .byes = t.byes});
  }
  return ranked;
}

}  // namespace rankfile::tournament
