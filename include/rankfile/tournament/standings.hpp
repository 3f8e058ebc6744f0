// rankfile/tournament/standings.hpp: validation, standings with tiebreakers, Swiss pairings.
//
//   rankfile::tournament::event e{.scheme = rankfile::tournament::tow_matched_play_scheme(),
//                                 .games = {...}, .byes = {...}};
//   if (auto problems = rankfile::tournament::validate(e); problems.empty()) {
//     const auto table = rankfile::tournament::standings(e);       // rank 1, 2, 2, 4, ...
//     const auto next = rankfile::tournament::swiss_pairings(e, table);
//   }
//
// Standings take O(games + players log players); this engine allocates (it builds tables).
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
#include "rankfile/tournament/scheme.hpp"
#include "rankfile/core/problem.hpp"

namespace rankfile::tournament {

struct event {
  tournament::scheme scheme{};
  std::vector<game> games{};
  std::vector<bye> byes{};
};

namespace detail {

// std::vector<T>, spelt so that it depends on the engine's Event type. The engines below are
// templates only so that a translation unit that includes this header without calling them does
// not compile them; their local containers use this spelling so that the compiler leaves them
// (and the algorithms run on them) alone until an engine is called.
template <class Event, class T>
struct deferred_vector {
  using type = std::vector<T>;
};
template <class Event, class T>
using vector_for = typename deferred_vector<Event, T>::type;

// Player names to dense ids: open addressing over (hash, id) slots, with the names copied into
// one contiguous arena, so that interning a name costs one hash and, almost always, one probe
// and one comparison in cache. A template on the engine's Event type for the reason given at
// vector_for.
template <class Event>
class name_index {
 public:
  std::uint32_t id(std::string_view name) {
    if ((spans_.size() + 1) * 2 > slots_.size()) grow();
    const std::size_t h = std::hash<std::string_view>{}(name);
    for (std::size_t i = h & mask_;; i = (i + 1) & mask_) {
      slot& s = slots_[i];
      if (s.id == 0) {
        spans_.push_back({arena_.size(), name.size()});
        arena_.append(name);
        s = {h, static_cast<std::uint32_t>(spans_.size())};
        return s.id - 1;
      }
      if (s.hash == h && this->name(s.id - 1) == name) return s.id - 1;
    }
  }
  // The id of a name seen before, or `none`.
  [[nodiscard]] std::uint32_t find(std::string_view name) const {
    if (slots_.empty()) return none;
    const std::size_t h = std::hash<std::string_view>{}(name);
    for (std::size_t i = h & mask_;; i = (i + 1) & mask_) {
      const slot& s = slots_[i];
      if (s.id == 0) return none;
      if (s.hash == h && this->name(s.id - 1) == name) return s.id - 1;
    }
  }
  static constexpr std::uint32_t none = static_cast<std::uint32_t>(-1);
  [[nodiscard]] std::size_t size() const noexcept { return spans_.size(); }
  [[nodiscard]] std::string_view name(std::uint32_t id) const {
    return std::string_view(arena_).substr(spans_[id].first, spans_[id].second);
  }

 private:
  struct slot {
    std::size_t hash = 0;
    std::uint32_t id = 0;  // id + 1; 0 is an empty slot
  };
  void grow() {
    std::vector<slot> old = std::move(slots_);
    slots_.assign(old.empty() ? 1024 : old.size() * 2, slot{});
    mask_ = slots_.size() - 1;
    for (const slot& s : old) {
      if (s.id == 0) continue;
      std::size_t i = s.hash & mask_;
      while (slots_[i].id != 0) i = (i + 1) & mask_;
      slots_[i] = s;
    }
  }
  std::vector<slot> slots_;
  std::size_t mask_ = 0;
  std::string arena_;
  std::vector<std::pair<std::size_t, std::size_t>> spans_;  // offset and length in arena_
};

}  // namespace detail

// The engines below are templates only so that a translation unit that includes this header
// without calling them does not compile them (`Event` is always `event`).

// Every problem with an event, each with its path (games[3].players[1], byes[0].round, ...).
template <std::same_as<event> Event>
[[nodiscard]] std::vector<problem> validate(const Event& e) {
  rankfile::detail::problem_list out;
  if (!e.scheme.matched_play_table && e.scheme.bands.empty())
    out.add("scheme.bands", "", "must list at least one band");
  if (!e.scheme.bands.empty() && e.scheme.bands.back().up_to)
    out.add("scheme.bands", "",
            "the last band must have no upper edge, so every difference falls in a band");
  if (!e.byes.empty() && !e.scheme.bye_points)
    out.add("scheme.bye_points", "", "is required when byes are listed");

  // Where each player was first seen in each round, keyed "round\nname".
  detail::name_index<Event> seats;
  detail::vector_for<Event, std::string> first_seen;
  const auto seat = [&](int round, std::string_view player, const std::string& at,
                        std::string_view field) {
    const std::uint32_t id = seats.id(out.cat({std::to_string(round), "\n", player}));
    if (id == first_seen.size())
      first_seen.push_back(at);
    else
      out.add(at, field,
              out.cat({"\"", player, "\" already plays in round ", std::to_string(round), " (",
                       first_seen[id], ")"}));
  };
  const bool needs_limit = e.scheme.matched_play_table ||
                           e.scheme.basis == band_basis::percent_of_points_limit;
  int last_round = 1;
  for (std::size_t i = 0; i < e.games.size(); ++i) {
    const game& g = e.games[i];
    const std::string at = out.indexed("games", i);
    out.count(at, ".round", g.round, 1, 10'000);
    if (g.round < last_round)
      out.add(at, ".round",
              out.cat({"rounds out of order: round ", std::to_string(g.round), " after round ",
                       std::to_string(last_round)}));
    last_round = std::max(last_round, g.round);
    if (needs_limit) out.count(at, ".points_limit", g.points_limit, 1, max_points);
    const bool themselves = !g.players[0].empty() && g.players[0] == g.players[1];
    for (std::size_t k = 0; k < 2; ++k) {
      const std::string pk = out.indexed("", k);
      out.count(at, ".victory_points" + pk, g.victory_points[k], 0, max_points);
      out.count(at, ".secondary_victory_points" + pk, g.secondary_victory_points[k], 0,
                max_points);
      out.count(at, ".generals_slain" + pk, g.generals_slain[k], 0, 100);
      if (g.players[k].empty())
        out.add(at, ".players" + pk, "must name a player");
      else if (!(k == 1 && themselves))
        seat(g.round, g.players[k], at, ".players" + pk);
    }
    if (themselves)
      out.add(at, ".players", out.cat({"\"", g.players[0], "\" cannot play themselves"}));
    if (g.primary_objective && *g.primary_objective != 0 && *g.primary_objective != 1)
      out.add(at, ".primary_objective", "must be 0, 1 or null");
  }
  for (std::size_t i = 0; i < e.byes.size(); ++i) {
    const bye& b = e.byes[i];
    const std::string at = out.indexed("byes", i);
    out.count(at, ".round", b.round, 1, 10'000);
    if (b.player.empty())
      out.add(at, ".player", "must name a player");
    else
      seat(b.round, b.player, at, ".player");
  }
  return out.take();
}

// A fraction kept exact, for averages that must compare without rounding.
struct ratio {
  long long numerator = 0;
  long long denominator = 1;

  [[nodiscard]] friend bool operator==(ratio a, ratio b) noexcept {
    return a.numerator * b.denominator == b.numerator * a.denominator;
  }
  [[nodiscard]] friend bool operator<(ratio a, ratio b) noexcept {
    return a.numerator * b.denominator < b.numerator * a.denominator;
  }
  [[nodiscard]] double value() const noexcept {
    return static_cast<double>(numerator) / static_cast<double>(denominator);
  }
};

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

[[nodiscard]] inline long long key_of(const totals& s, tiebreaker t) {
  switch (t) {
    case tiebreaker::tournament_points: return s.tournament_points;
    case tiebreaker::victory_points: return s.victory_points;
    case tiebreaker::secondary_victory_points: return s.secondary_victory_points;
    case tiebreaker::generals_slain: return s.generals_slain;
    case tiebreaker::vp_difference: return s.vp_difference;
    case tiebreaker::wins: return s.wins;
    case tiebreaker::head_to_head: return s.head_to_head;
    case tiebreaker::strength_of_schedule: return 0;  // compared as a ratio
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
    if (scores) scores->push_back(gs);
    const std::uint32_t ids[2] = {player(g.players[0]), player(g.players[1])};
    for (std::size_t k = 0; k < 2; ++k) {
      detail::totals& s = table[ids[k]];
      s.tournament_points += gs.points[k];
      s.victory_points += g.victory_points[k];
      s.secondary_victory_points += g.secondary_victory_points[k];
      s.generals_slain += g.generals_slain[k];
      s.vp_difference += g.victory_points[k] - g.victory_points[1 - k];
      s.wins += gs.points[k] > gs.points[1 - k] ? 1 : 0;
      s.games += 1;
    }
    pairs.push_back({ids[0], ids[1], gs.points});
  }
  for (const bye& b : e.byes) {
    detail::totals& s = table[player(b.player)];
    s.tournament_points += e.scheme.bye_points.value_or(0);
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

// ---- Swiss pairings ----------------------------------------------------------------------------

// Why two players were paired (or one given the bye). The English of each row is what
// explain(pairing) prints; a paired-down pair adds the players it passed over.
enum class pairing_reason : std::uint8_t {
  bye,
  bye_passed_over,
  next_in_standings,
  paired_down,
  rematch,
};
inline constexpr enum_entry<pairing_reason> pairing_reason_table[] = {
    {pairing_reason::bye, "bye", "bye: lowest-ranked player without a bye"},
    {pairing_reason::bye_passed_over, "bye_passed_over",
     "bye: lowest-ranked player without a bye (those below had one)"},
    {pairing_reason::next_in_standings, "next_in_standings", "next in the standings"},
    {pairing_reason::paired_down, "paired_down", "paired down",
     "already_played: the players passed over as earlier opponents; would_leave_rematch: those "
     "passed over because pairing with them would force a rematch below"},
    {pairing_reason::rematch, "rematch", "rematch: no rematch-free pairing exists"},
};
[[nodiscard]] constexpr table_view<pairing_reason> entries_of(pairing_reason) noexcept {
  return pairing_reason_table;
}
static_assert(in_enum_order(entries_of(pairing_reason{})));

struct pairing {
  std::string player{};
  std::optional<std::string> opponent{};  // empty: a bye
  pairing_reason why = pairing_reason::next_in_standings;
  std::vector<std::string> already_played{};       // paired_down: passed over, met before
  std::vector<std::string> would_leave_rematch{};  // paired_down: passed over to avoid a rematch

  friend bool operator==(const pairing&, const pairing&) = default;
};

// Why a pair was made, in English: "paired down; already played Ann Bob; pairing with Cat would
// leave a rematch below".
[[nodiscard]] inline std::string explain(const pairing& p) {
  std::string why(english_of(p.why));
  if (!p.already_played.empty()) {
    why += "; already played";
    for (const std::string& name : p.already_played) why.append(" ").append(name);
  }
  if (!p.would_leave_rematch.empty()) {
    why += "; pairing with";
    for (const std::string& name : p.would_leave_rematch) why.append(" ").append(name);
    why += " would leave a rematch below";
  }
  return why;
}

// The next round's pairings: players in standings order, paired down from the top, never a
// rematch while a rematch-free pairing exists; for an odd count, the bye goes first to the
// lowest-ranked player who has not had one. Deterministic; every pair says why.
template <std::same_as<event> Event>
[[nodiscard]] std::vector<pairing> swiss_pairings(const Event& e,
                                                  const std::vector<standing>& table) {
  const std::size_t n = table.size();
  constexpr std::size_t none = static_cast<std::size_t>(-1);
  detail::name_index<Event> names;
  detail::vector_for<Event, std::size_t> rows;  // by name id: the player's row in the table
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint32_t id = names.id(table[i].player);
    if (id == rows.size()) rows.push_back(i);
    else rows[id] = i;
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
  detail::vector_for<Event, std::size_t> open;
  for (std::size_t i = 0; i < n; ++i) open.push_back(i);

  std::size_t bye_row = none;
  if (n % 2 == 1) {
    detail::vector_for<Event, unsigned char> had_bye(n, 0);
    for (const bye& b : e.byes)
      if (const std::size_t i = row(b.player); i != none) had_bye[i] = 1;
    std::size_t chosen = n - 1;
    while (chosen > 0 && had_bye[chosen]) --chosen;
    if (had_bye[chosen]) chosen = n - 1;  // everyone had one
    out.push_back({.player = table[chosen].player,
                   .why = chosen == n - 1 ? pairing_reason::bye : pairing_reason::bye_passed_over});
    open.erase(std::find(open.begin(), open.end(), chosen));
    bye_row = chosen;
  }

  // Depth-first, without recursion: the highest open player takes the highest open opponent
  // not met before; when someone further down is left without a rematch-free opponent, the
  // last choice is undone and the next opponent tried. Open players form a linked list in
  // standings order, so taking a pair out and putting it back costs O(1). A step budget bounds
  // pathological cases, after which rematches are allowed.
  const auto pair_up = [&](bool allow_rematch, long budget) {
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
    detail::vector_for<Event, std::pair<std::size_t, std::size_t>> stack;
    std::size_t resume = none;  // after a backtrack: where the undone player looks on from
    while (next[n] != none) {
      if (--budget < 0) return decltype(stack){};
      const std::size_t a = next[n];
      std::size_t b = resume == none ? next[a] : next[resume];
      resume = none;
      while (b != none && !allow_rematch && met(a, b)) b = next[b];
      if (b != none) {
        unlink(a);
        unlink(b);
        stack.emplace_back(a, b);
        continue;
      }
      if (stack.empty()) return stack;  // no pairing at all
      const auto [pa, pb] = stack.back();
      stack.pop_back();
      relink(pb);
      relink(pa);
      resume = pb;
    }
    return stack;
  };
  bool rematches = false;
  auto chosen = pair_up(false, 4'000'000);
  if (chosen.size() * 2 != open.size()) {
    rematches = true;
    chosen = pair_up(true, static_cast<long>(n) * 4 + 16);
  }

  // Why each pair: the open players it passed over, and for what.
  detail::vector_for<Event, unsigned char> taken(n, 0);
  if (bye_row != none) taken[bye_row] = 1;
  for (const auto& [a, b] : chosen) {
    pairing p{.player = table[a].player, .opponent = table[b].player};
    for (std::size_t k = a + 1; k < b; ++k) {
      if (taken[k]) continue;
      (met(a, k) ? p.already_played : p.would_leave_rematch).push_back(table[k].player);
    }
    taken[a] = taken[b] = 1;
    if (rematches && met(a, b)) {
      p.why = pairing_reason::rematch;
      p.already_played.clear();
      p.would_leave_rematch.clear();
    } else {
      p.why = p.already_played.empty() && p.would_leave_rematch.empty()
                  ? pairing_reason::next_in_standings
                  : pairing_reason::paired_down;
    }
    out.push_back(std::move(p));
  }
  return out;
}

}  // namespace rankfile::tournament
