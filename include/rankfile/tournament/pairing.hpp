// rankfile/tournament/pairing.hpp: Swiss pairings of the next round from the standings, each
// pair with its reason (round 1 from the roster: by seed, drawn, or in roster order).
//
//   const auto table = rankfile::tournament::standings(e);
//   if (!rankfile::tournament::last_round_started(e))
//     const auto next = rankfile::tournament::swiss_pairings(e, table);
//
// The fewest rematches come from matching.hpp; this engine allocates (it builds tables).
#pragma once

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rankfile/core/enum_table.hpp"
#include "rankfile/tournament/event.hpp"
#include "rankfile/tournament/matching.hpp"
#include "rankfile/tournament/name_index.hpp"
#include "rankfile/tournament/ranking.hpp"
#include "rankfile/tournament/scheme.hpp"

namespace rankfile::tournament {

// The engines below are templates only so that a translation unit that includes this header
// without calling them does not compile them (`Event` is always `event`).

// Why two players were paired (or one given the bye). The English of each row is what
// explain(pairing) prints; a paired-down pair adds the players it passed over.
enum class pairing_reason : std::uint8_t {
  bye,
  bye_passed_over,
  bye_avoids_rematch,
  bye_all_had_one,
  next_in_standings,
  paired_down,
  rematch,
  rematch_search_limit,
  seeded,
  drawn,
  roster_order,
  first_round_bye,
};
inline constexpr enum_entry<pairing_reason> pairing_reason_table[] = {
    {pairing_reason::bye, "bye", "bye: lowest-ranked player without a bye"},
    {pairing_reason::bye_passed_over, "bye_passed_over",
     "bye: lowest-ranked player without a bye (those below had one)"},
    {pairing_reason::bye_avoids_rematch, "bye_avoids_rematch",
     "bye: lowest-ranked player without a bye whose bye leaves no rematch",
     "a bye for a player below would have left a rematch among the others"},
    {pairing_reason::bye_all_had_one, "bye_all_had_one",
     "bye: lowest-ranked player (every player has had a bye)"},
    {pairing_reason::next_in_standings, "next_in_standings", "next in the standings"},
    {pairing_reason::paired_down, "paired_down", "paired down",
     "already_played: the players passed over as earlier opponents; would_leave_rematch: those "
     "passed over because pairing with them would force a rematch below; same_club, same_team: "
     "those passed over as of the player's own club or team (avoid_same)"},
    {pairing_reason::rematch, "rematch", "rematch: no rematch-free pairing exists",
     "no pairing avoids every rematch: the pairings have as few as any can"},
    {pairing_reason::rematch_search_limit, "rematch_search_limit",
     "rematch: the search for a rematch-free pairing stopped at its step limit",
     "above 1,000 players (detail::matched_pairing_players), the search tries a fixed number "
     "of steps (detail::pairing_search_steps) before it allows rematches; a rematch-free "
     "pairing may exist"},
    {pairing_reason::seeded, "seeded", "round 1: top half of the seeds against the bottom half",
     "seed 1 against the first seed of the bottom half, and so on down"},
    {pairing_reason::drawn, "drawn", "round 1: drawn at random",
     "the roster shuffled with the event's draw seed, then paired in that order"},
    {pairing_reason::roster_order, "roster_order", "round 1: in roster order",
     "no seeds and no draw seed: the roster's order, first against second"},
    {pairing_reason::first_round_bye, "first_round_bye", "bye: last in round 1's order"},
};
[[nodiscard]] constexpr table_view<pairing_reason> entries_of(pairing_reason) noexcept {
  return pairing_reason_table;
}
static_assert(in_enum_order(pairing_reason_table));

struct pairing {
  std::string player{};
  std::optional<std::string> opponent{};  // empty: a bye
  pairing_reason why = pairing_reason::next_in_standings;
  std::vector<std::string> already_played{};       // paired_down: passed over, met before
  std::vector<std::string> would_leave_rematch{};  // paired_down: passed over to avoid a rematch
  int table = 0;  // the table number: 1, 2, ... down the pairings; 0 for a bye (no table)
  // Passed over (or, in round 1, swapped away from) as of the player's own club or team, when
  // the scheme avoids such pairings (scheme::avoid_same_club, avoid_same_team).
  std::vector<std::string> same_club{};
  std::vector<std::string> same_team{};

  friend bool operator==(const pairing&, const pairing&) = default;
};

// Why a pair was made, in English: "paired down; already played Ann, Bob; pairing with Cat
// would leave a rematch below". `noun` names what is paired in the reason's own words ("team" for
// team pairings: "bye: lowest-ranked team without a bye"); the names listed are never changed,
// and are separated by commas, since a name may hold spaces.
[[nodiscard]] inline std::string explain(const pairing& p, std::string_view noun = "player") {
  std::string why(english_of(p.why));
  if (noun != "player") {
    constexpr std::string_view player_word = "player";
    for (std::size_t at = why.find(player_word); at != std::string::npos;
         at = why.find(player_word, at + noun.size()))
      why.replace(at, player_word.size(), noun);
  }
  const auto names = [&why](const std::vector<std::string>& list) {
    for (std::size_t k = 0; k < list.size(); ++k) why.append(k == 0 ? " " : ", ").append(list[k]);
  };
  if (!p.already_played.empty()) {
    why += "; already played";
    names(p.already_played);
  }
  if (!p.would_leave_rematch.empty()) {
    why += "; pairing with";
    names(p.would_leave_rematch);
    why += " would leave a rematch below";
  }
  for (const auto& [list, what] :
       {std::pair{&p.same_club, "club"}, std::pair{&p.same_team, "team"}})
    if (!list->empty()) {
      why.append("; same ").append(what).append(" as");
      names(*list);
    }
  return why;
}

namespace detail {

// How many steps the search for a rematch-free pairing may take before it allows rematches.
inline constexpr long pairing_search_steps = 4'000'000;
// Up to this many players to pair, the pairing is found without that search and its budget
// (matching.hpp): the same pairing, in polynomial time, whatever the rematches.
inline constexpr std::size_t matched_pairing_players = 1'000;

// splitmix64 (Steele, Lea and Flood 2014): a fully specified generator, so that a draw seed
// gives the same round 1 on every platform (std::shuffle's algorithm is not specified).
[[nodiscard]] constexpr unsigned long long splitmix64(unsigned long long& state) noexcept {
  unsigned long long z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// Whether the scheme keeps these two rostered players apart: 1 for one club, 2 for one team
// (club first when both), 0 when it does not (or either is not on the roster).
[[nodiscard]] inline int shared_group(const scheme& s, const player* a, const player* b) noexcept {
  if (!a || !b) return 0;
  if (s.avoid_same_club && !a->club.empty() && a->club == b->club) return 1;
  if (s.avoid_same_team && !a->team.empty() && a->team == b->team) return 2;
  return 0;
}

// Round 1 from the roster: by seed (top half against bottom half) when any player has one
// (unseeded players after the seeded, in roster order), else drawn with the event's draw seed,
// else in roster order; for an odd count the last in that order has the bye.
template <class Event>
std::vector<pairing> first_round(const Event& e, const std::vector<standing>& active) {
  std::vector<const player*> order;
  name_index<Event> standing_names;  // O(n): each rostered name looked up once
  for (const standing& s : active) standing_names.id(s.player);
  for (const player& p : e.players)
    if (standing_names.find(p.name) != standing_names.none) order.push_back(&p);
  const bool seeded =
      std::any_of(order.begin(), order.end(), [](const player* p) { return p->seed.has_value(); });
  // Keep the roster's order: the standings list level players by name.
  std::sort(order.begin(), order.end(), [&](const player* a, const player* b) { return a < b; });
  pairing_reason why = pairing_reason::roster_order;
  if (seeded) {
    why = pairing_reason::seeded;
    std::stable_sort(order.begin(), order.end(), [](const player* a, const player* b) {
      return a->seed.value_or(1'000'001) < b->seed.value_or(1'000'001);
    });
  } else if (e.draw_seed) {
    why = pairing_reason::drawn;
    unsigned long long state = *e.draw_seed;
    for (std::size_t i = order.size(); i > 1; --i)  // Fisher-Yates
      std::swap(order[i - 1], order[static_cast<std::size_t>(splitmix64(state) % i)]);
  }
  std::vector<pairing> out;
  if (order.size() % 2 == 1) {
    out.push_back({.player = order.back()->name, .why = pairing_reason::first_round_bye});
    order.pop_back();
  }
  const std::size_t half = order.size() / 2;
  std::vector<std::pair<const player*, const player*>> pairs;
  for (std::size_t i = 0; i < half; ++i) {
    const std::size_t a = seeded ? i : 2 * i, b = seeded ? i + half : 2 * i + 1;
    pairs.emplace_back(order[a], order[b]);
  }
  // Avoidance (same club or team): a pair of one club swaps its second player with the nearest
  // pair below (else above) where neither new pair shares a club or team; round 1 has no
  // rematch to cost. Seeded pairs stay top half against bottom half.
  std::vector<std::vector<std::string>> kept_apart[2];
  kept_apart[0].resize(half);
  kept_apart[1].resize(half);
  for (std::size_t i = 0; i < half; ++i) {
    const int g = shared_group(e.scheme, pairs[i].first, pairs[i].second);
    if (g == 0) continue;
    std::vector<std::size_t> candidates;  // below first, nearest first; then above
    for (std::size_t j = i + 1; j < half; ++j) candidates.push_back(j);
    for (std::size_t j = i; j-- > 0;) candidates.push_back(j);
    for (const std::size_t j : candidates) {
      if (shared_group(e.scheme, pairs[i].first, pairs[j].second) != 0 ||
          shared_group(e.scheme, pairs[j].first, pairs[i].second) != 0)
        continue;
      kept_apart[g - 1][i].push_back(pairs[i].second->name);
      std::swap(pairs[i].second, pairs[j].second);
      break;
    }
  }
  for (std::size_t i = 0; i < half; ++i)
    out.push_back({.player = pairs[i].first->name,
                   .opponent = pairs[i].second->name,
                   .why = why,
                   .same_club = std::move(kept_apart[0][i]),
                   .same_team = std::move(kept_apart[1][i])});
  return out;
}

// The pairings without table numbers (swiss_pairings below).
template <class Event>
std::vector<pairing> swiss_pairings_untabled(const Event& e, const std::vector<standing>& all) {
  // With a roster: players who dropped before the next round leave the pairings, and round 1
  // comes from the roster itself.
  detail::vector_for<Event, standing> active;
  if (!e.players.empty()) {
    const int next_round = next_round_number(e);
    detail::name_index<Event> rostered;  // each name's first roster entry
    detail::vector_for<Event, std::size_t> first_entry;
    for (std::size_t i = 0; i < e.players.size(); ++i)
      if (rostered.id(e.players[i].name) == first_entry.size()) first_entry.push_back(i);
    const auto left = [&](std::string_view name) {
      const std::uint32_t id = rostered.find(name);
      if (id == rostered.none) return false;
      const player& p = e.players[first_entry[id]];
      return p.dropped_after && *p.dropped_after < next_round;
    };
    for (const standing& s : all)
      if (!left(s.player)) active.push_back(s);
    if (e.games.empty() && e.byes.empty()) return first_round(e, active);
  }
  const std::vector<standing>& table = e.players.empty() ? all : active;
  const std::size_t n = table.size();
  constexpr std::size_t none = static_cast<std::size_t>(-1);
  detail::name_index<Event> names;
  detail::vector_for<Event, std::size_t> rows;  // by name id: the player's row in the table
  // Each row's roster entry, when the scheme keeps clubs or teams apart.
  const bool avoiding =
      (e.scheme.avoid_same_club || e.scheme.avoid_same_team) && !e.players.empty();
  detail::vector_for<Event, const player*> entry(avoiding ? n : 0, nullptr);
  if (avoiding) {
    detail::name_index<Event> rostered;
    for (const player& p : e.players) rostered.id(p.name);
    for (std::size_t i = 0; i < n; ++i)
      if (const std::uint32_t id = rostered.find(table[i].player); id != rostered.none)
        entry[i] = &e.players[id];
  }
  const auto group = [&](std::size_t a, std::size_t b) {
    return avoiding ? shared_group(e.scheme, entry[a], entry[b]) : 0;
  };
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint32_t id = names.id(table[i].player);
    if (id == rows.size())
      rows.push_back(i);
    else
      rows[id] = i;
  }
  const auto row = [&](std::string_view player) {
    const std::uint32_t id = names.find(player);
    return id == names.none ? none : rows[id];
  };
  const auto key = [](std::size_t a, std::size_t b) {
    if (a > b) std::swap(a, b);
    return (static_cast<std::uint64_t>(a) << 32) | b;
  };
  detail::vector_for<Event, std::uint64_t> met_keys;  // every pair that has played, sorted
  for (const game& g : e.games) {
    const std::size_t a = row(g.players[0]), b = row(g.players[1]);
    if (a != none && b != none) met_keys.push_back(key(a, b));
  }
  std::sort(met_keys.begin(), met_keys.end());
  const auto met = [&](std::size_t a, std::size_t b) {
    return std::binary_search(met_keys.begin(), met_keys.end(), key(a, b));
  };
  detail::vector_for<Event, pairing> out;
  detail::vector_for<Event, std::size_t> open;  // the players to pair (all but the bye)

  // For an odd count, who may have the bye: the players without one, lowest-ranked first (when
  // every player has had one, all of them). The first whose bye leaves a rematch-free pairing of
  // the others has it; when none does, the first.
  detail::vector_for<Event, std::size_t> bye_candidates;
  bool all_had_one = false;
  if (n % 2 == 1) {
    detail::vector_for<Event, unsigned char> had_bye(n, 0);
    for (const bye& b : e.byes)
      if (const std::size_t i = row(b.player); i != none) had_bye[i] = 1;
    for (std::size_t i = n; i-- > 0;)
      if (!had_bye[i]) bye_candidates.push_back(i);
    all_had_one = bye_candidates.empty();
    if (all_had_one)
      for (std::size_t i = n; i-- > 0;) bye_candidates.push_back(i);
  }

  // Depth-first, without recursion: the highest open player takes the highest open opponent
  // not met before; when someone further down is left without a rematch-free opponent, the
  // last choice is undone and the next opponent tried. Open players form a linked list in
  // standings order, so taking a pair out and putting it back costs O(1). A step budget bounds
  // pathological cases, after which rematches are allowed (and said to be for the limit). When
  // the scheme keeps clubs or teams apart, each player first looks for an opponent of another
  // club (phase 0), and only then, still without a rematch, for one of its own (phase 1):
  // avoidance never costs a rematch. With `rematches_left` above 0, a player with no opponent left
  // that it has not met takes one it has (phase 2), while any of them are left: the search then
  // finds the first pairing, from the top, with no more rematches than that.
  struct chosen_pair {
    std::size_t a, b;
    int phase;
  };
  bool out_of_steps = false;
  const auto pair_up = [&](std::size_t rematches_left, long& budget) {
    // Doubly linked in standings order; n is the list's head.
    detail::vector_for<Event, std::size_t> next(n + 1, none), prev(n + 1, none);
    std::size_t last = n;
    for (const std::size_t i : open) {
      next[last] = i;
      prev[i] = last;
      last = i;
    }
    const auto unlink = [&](std::size_t i) {
      next[prev[i]] = next[i];
      if (next[i] != none) prev[next[i]] = prev[i];
    };
    const auto relink = [&](std::size_t i) {  // undoes unlink(i), in reverse order
      next[prev[i]] = i;
      if (next[i] != none) prev[next[i]] = i;
    };
    detail::vector_for<Event, chosen_pair> stack;
    std::size_t resume = none;  // after a backtrack: where the undone player looks on from
    int resume_phase = 0;       // and in which phase
    while (next[n] != none) {
      if (--budget < 0) {
        out_of_steps = true;
        return decltype(stack){};
      }
      const std::size_t a = next[n];
      int phase = resume == none ? 0 : resume_phase;
      std::size_t b = resume == none ? next[a] : next[resume];
      resume = none;
      for (;;) {
        if (phase < 2)
          while (b != none && (met(a, b) || (avoiding && (group(a, b) != 0) != (phase == 1))))
            b = next[b];
        else  // the opponents met before, in standings order
          while (b != none && !met(a, b)) b = next[b];
        if (b != none) break;
        if (phase == 0 && avoiding)
          phase = 1;
        else if (phase < 2 && rematches_left > 0)
          phase = 2;
        else
          break;
        b = next[a];
      }
      if (b != none) {
        if (phase == 2) --rematches_left;
        unlink(a);
        unlink(b);
        stack.push_back({a, b, phase});
        continue;
      }
      if (stack.empty()) return stack;  // no pairing at all
      const chosen_pair undone = stack.back();
      stack.pop_back();
      if (undone.phase == 2) ++rematches_left;
      relink(undone.b);
      relink(undone.a);
      resume = undone.b;
      resume_phase = undone.phase;
    }
    return stack;
  };
  long budget = pairing_search_steps;
  std::size_t bye_row = none;
  auto chosen = decltype(pair_up(0, budget)){};
  bool rematches = false;
  const auto leave_out = [&](std::size_t c) {  // every player but c (none: every player)
    open.clear();
    for (std::size_t i = 0; i < n; ++i)
      if (i != c) open.push_back(i);
  };
  bool moved_up = false;  // a bye below would have left a rematch
  bool searched_all = true;
  if (n <= matched_pairing_players) {
    // The pairing the search above would find, without its search: each player from the top
    // takes the first opponent, in the search's order, that leaves the rest a pairing with no
    // more rematches than the fewest any pairing of them has (unmet_matching says how few: the
    // players less twice the most pairs of players who have not met, halved). Polynomial, and
    // never cut short: O(n^2) for who has met whom, O(n^3) for the matching, and O(n^2) for each
    // opponent looked at.
    met_matrix grid(n);
    for (const std::uint64_t k : met_keys)
      grid.set(static_cast<std::size_t>(k >> 32), static_cast<std::size_t>(k & 0xffffffffU));
    unmet_matching rest(grid, std::vector<unsigned char>(n, 1));
    for (std::size_t k = 0; k < bye_candidates.size(); ++k) {
      unmet_matching without = rest;
      without.take_out(bye_candidates[k]);
      if (without.size() * 2 == n - 1) {  // a bye here leaves a rematch-free pairing
        bye_row = bye_candidates[k];
        moved_up = k > 0;
        rest = std::move(without);
        break;
      }
    }
    if (!bye_candidates.empty() && bye_row == none) {  // no bye avoids a rematch
      bye_row = bye_candidates.front();
      rest.take_out(bye_row);
    }
    leave_out(bye_row);
    std::size_t left = open.size();
    std::size_t rematches_left = left / 2 - rest.size();
    rematches = rematches_left > 0;
    detail::vector_for<Event, unsigned char> taken(n, 0);
    for (std::size_t ia = 0; ia < open.size(); ++ia) {
      const std::size_t a = open[ia];
      if (taken[a]) continue;
      bool paired = false;
      for (int phase = 0; phase < 3 && !paired; ++phase) {
        if ((phase == 1 && !avoiding) || (phase == 2 && rematches_left == 0)) continue;
        for (std::size_t ib = ia + 1; ib < open.size() && !paired; ++ib) {
          const std::size_t b = open[ib];
          if (taken[b]) continue;
          const bool again = grid.test(a, b);
          if (phase < 2 ? again || (avoiding && (group(a, b) != 0) != (phase == 1)) : !again)
            continue;
          unmet_matching after = rest;
          after.take_out_pair(a, b);
          const std::size_t allowed = rematches_left - (again ? 1 : 0);
          if ((left - 2) / 2 - after.size() > allowed) continue;  // leaves too many rematches
          rest = std::move(after);
          left -= 2;
          rematches_left = allowed;
          taken[a] = taken[b] = 1;
          chosen.push_back({a, b, phase});
          paired = true;
        }
      }
    }
  } else {
    // The bye, and the others paired without a rematch if the search (one step budget for every
    // candidate for the bye) finds a way.
    if (bye_candidates.empty()) {
      leave_out(none);
      chosen = pair_up(0, budget);
    }
    for (std::size_t k = 0; k < bye_candidates.size() && !out_of_steps; ++k) {
      leave_out(bye_candidates[k]);
      chosen = pair_up(0, budget);
      if (chosen.size() * 2 == open.size()) {
        bye_row = bye_candidates[k];
        moved_up = k > 0;
        break;
      }
    }
    if (!bye_candidates.empty() && bye_row == none) {  // no bye avoids a rematch
      bye_row = bye_candidates.front();
      leave_out(bye_row);
    }
    searched_all = !out_of_steps;
    if (chosen.size() * 2 != open.size()) {
      rematches = true;
      // No rematch-free pairing: the fewest rematches, one more allowed at a time, on a step
      // budget of their own. When the first search ran out of steps, or this one does, each
      // player takes the first opponent not met, else the next one (the search never backtracks
      // with as many rematches allowed as there are tables).
      long fewest_budget = searched_all ? pairing_search_steps : 0;
      bool fewest = false;
      for (std::size_t k = 1; k <= open.size() / 2 && fewest_budget > 0 && !fewest; ++k) {
        chosen = pair_up(k, fewest_budget);
        fewest = chosen.size() * 2 == open.size();
      }
      long fallback = static_cast<long>(n) * 4 + 16;
      if (!fewest) chosen = pair_up(open.size() / 2, fallback);
    }
  }
  if (bye_row != none) {
    out.push_back({.player = table[bye_row].player,
                   .why = all_had_one        ? pairing_reason::bye_all_had_one
                          : moved_up         ? pairing_reason::bye_avoids_rematch
                          : bye_row == n - 1 ? pairing_reason::bye
                                             : pairing_reason::bye_passed_over});
  }

  // Why each pair: the open players it passed over, and for what.
  detail::vector_for<Event, unsigned char> taken(n, 0);
  if (bye_row != none) taken[bye_row] = 1;
  for (const auto& [a, b, phase] : chosen) {
    pairing p{.player = table[a].player, .opponent = table[b].player};
    for (std::size_t k = a + 1; k < b; ++k) {
      if (taken[k]) continue;
      // Passed over: for a club (team) of one's own only when the pair found is of another.
      const int g = phase == 0 ? group(a, k) : 0;
      (g == 1      ? p.same_club
       : g == 2    ? p.same_team
       : met(a, k) ? p.already_played
                   : p.would_leave_rematch)
          .push_back(table[k].player);
    }
    taken[a] = taken[b] = 1;
    if (rematches && met(a, b)) {
      p.why = searched_all ? pairing_reason::rematch : pairing_reason::rematch_search_limit;
      p.already_played.clear();
      p.would_leave_rematch.clear();
      p.same_club.clear();
      p.same_team.clear();
    } else {
      p.why = p.already_played.empty() && p.would_leave_rematch.empty() && p.same_club.empty() &&
                      p.same_team.empty()
                  ? pairing_reason::next_in_standings
                  : pairing_reason::paired_down;
    }
    out.push_back(std::move(p));
  }
  return out;
}

}  // namespace detail

// The next round's pairings: players in standings order, paired down from the top, never a rematch
// while a rematch-free pairing exists, else with as few as any pairing has (up to
// detail::matched_pairing_players players, found exactly in polynomial time; above, within
// detail::pairing_search_steps steps of search, past which each player takes the highest open
// opponent not met, else the next); for an odd count,
// the bye goes to the lowest-ranked player who has not had one and whose bye leaves the others a
// rematch-free pairing (the lowest without one when none does). With a roster, players who dropped
// out leave the pairings; round 1 comes from the roster; and when the scheme asks for it, each
// player from the top keeps away from their own club (team) when a player of another is left that
// costs no rematch. Tables are numbered 1, 2, ... in the order of the pairs (the top of the
// standings on table 1). Deterministic; every pair says why.
template <std::same_as<event> Event>
[[nodiscard]] std::vector<pairing> swiss_pairings(const Event& e,
                                                  const std::vector<standing>& all) {
  std::vector<pairing> out = detail::swiss_pairings_untabled(e, all);
  int table = 0;
  for (pairing& p : out)
    if (p.opponent) p.table = ++table;
  return out;
}

}  // namespace rankfile::tournament
