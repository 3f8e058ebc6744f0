// rankfile/tournament/standings.hpp: validation, standings with tiebreakers, Swiss pairings.
//
//   rankfile::tournament::event e{.scheme = rankfile::tournament::tow_matched_play_scheme(),
//                                 .games = {...}, .byes = {...}};
//   if (auto problems = rankfile::tournament::validate(e); problems.empty()) {
//     const auto table = rankfile::tournament::standings(e);       // rank 1, 2, 2, 4, ...
//     if (!rankfile::tournament::is_final(e))  // e.rounds: the event's last round not yet in
//       const auto next = rankfile::tournament::swiss_pairings(e, table);
//   }
//
// Standings take O(games + players log players); this engine allocates (it builds tables).
#pragma once

#include <algorithm>
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rankfile/core/enum_table.hpp"
#include "rankfile/core/fraction.hpp"
#include "rankfile/tournament/limits.hpp"
#include "rankfile/tournament/matching.hpp"
#include "rankfile/tournament/names.hpp"
#include "rankfile/tournament/scheme.hpp"
#include "rankfile/core/problem.hpp"

namespace rankfile::tournament {

struct event {
  tournament::scheme scheme{};
  std::vector<game> games{};
  std::vector<bye> byes{};
  std::vector<player> players{};  // the roster; empty: none (names are then not checked)
  std::optional<unsigned long long> draw_seed{};  // round 1 drawn at random with this seed
  // How many rounds the event has; none: not said (a next round is always paired). Once the
  // last of them has a game or a bye, the standings are final (is_final) and nothing is paired.
  std::optional<int> rounds{};
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

// The engines below are templates only so that a translation unit that includes this header
// without calling them does not compile them (`Event` is always `event`).

// Every problem with an event, each with its path (games[3].players[1], byes[0].round, ...).
template <std::same_as<event> Event>
[[nodiscard]] std::vector<problem> validate(const Event& e) {
  rankfile::detail::problem_list out;
  // Names are printed in standings, CSV and HTML: detail::is_text keeps terminal escapes and NUL
  // out of them (csv.hpp checks every field of a file the same way).
  constexpr std::string_view not_bye =
      "\"bye\" cannot be a player's name: in results it marks a bye";
  const auto at_most = [&](std::string_view list, std::size_t n, std::size_t max) {
    if (n > max)
      out.add(list, "", out.cat({"must list at most ", std::to_string(max), " entries, got ",
                                 std::to_string(n)}));
  };
  at_most("players", e.players.size(), max_players);
  at_most("games", e.games.size(), max_games);
  at_most("byes", e.byes.size(), max_games);
  if (!e.scheme.matched_play_table && e.scheme.bands.empty())
    out.add("scheme.bands", "", "must list at least one band");
  if (!e.scheme.bands.empty() && e.scheme.bands.back().up_to)
    out.add("scheme.bands", "",
            "the last band must have no upper edge, so every difference falls in a band");
  // The first band a difference falls in scores it, so the bands go from the smallest difference
  // up; the leader never scores less than the trailer; and a level game, which has no leader,
  // falls in a band that gives both players the same points.
  const auto& bands = e.scheme.bands;
  bool level_seen = e.scheme.matched_play_table;
  for (std::size_t k = 0; k < bands.size(); ++k) {
    const band& b = bands[k];
    const std::string at = out.indexed("scheme.bands", k);
    if (b.up_to) out.count(at, ".up_to", *b.up_to, 0, max_points);
    else if (k + 1 < bands.size())
      out.add(at, ".up_to", "is required in every band but the last: no band after it is reached");
    out.count(at, ".points[0]", b.winner_points, 0, max_tournament_points);
    out.count(at, ".points[1]", b.loser_points, 0, max_tournament_points);
    if (b.winner_points < b.loser_points)
      out.add(at, ".points",
              out.cat({"the leader's ", std::to_string(b.winner_points),
                       " must be at least the trailer's ", std::to_string(b.loser_points)}));
    const band* before = k > 0 && bands[k - 1].up_to ? &bands[k - 1] : nullptr;
    const bool rises = !before || !b.up_to || *b.up_to > *before->up_to ||
                       (*b.up_to == *before->up_to && !before->inclusive && b.inclusive);
    if (!rises)
      out.add(at, ".up_to",
              out.cat({"must be above the edge of the band before (",
                       std::to_string(*before->up_to),
                       before->inclusive ? " inclusive" : " exclusive",
                       "): bands go from the smallest difference up"}));
    const bool holds_level = !b.up_to || *b.up_to > 0 || b.inclusive;
    if (holds_level && !level_seen && b.winner_points != b.loser_points)
      out.add(at, "",
              "holds a level game (a difference of 0) but gives its players different points: "
              "a level game has no leader");
    level_seen = level_seen || holds_level;
  }
  out.count("scheme.primary_objective_points", "", e.scheme.primary_objective_points, 0,
            max_tournament_points);
  out.count("scheme.secondary_objective_points", "", e.scheme.secondary_objective_points, 0,
            max_tournament_points);
  // The number of rounds: at least those already played (a game or a bye in them).
  if (e.rounds) {
    out.count("rounds", "", *e.rounds, 1, max_rounds);
    int played = 0;
    std::string where;
    const auto seen = [&](int round, std::string_view list, std::size_t i) {
      if (round <= played || round > max_rounds) return;  // beyond max_rounds: its own error
      played = round;
      where = out.indexed(list, i);
    };
    for (std::size_t i = 0; i < e.games.size(); ++i) seen(e.games[i].round, "games", i);
    for (std::size_t i = 0; i < e.byes.size(); ++i) seen(e.byes[i].round, "byes", i);
    if (*e.rounds >= 1 && played > *e.rounds)
      out.add("rounds", "",
              out.cat({"is ", std::to_string(*e.rounds), ", but round ", std::to_string(played),
                       " has been played (", where, "): the event has at least ",
                       std::to_string(played), " rounds"}));
  }
  if (!e.byes.empty() && !e.scheme.bye_points && e.scheme.bye_points_rule == bye_rule::fixed)
    out.add("bye_points", "", "is required when byes are listed");
  if (e.scheme.bye_points_rule == bye_rule::points_limit)
    out.add("bye_points", "", "cannot be points_limit: that is for bye_victory_points only");
  if (e.scheme.bye_vp_difference_rule == bye_rule::points_limit)
    out.add("bye_vp_difference", "",
            "cannot be points_limit: that is for bye_victory_points only");

  // The roster: names given once, and every name in the results on it. Names are looked up by
  // their spelling folded by name_key (one hash each), so that a roster at max_players costs O(n).
  detail::vector_for<Event, std::string> roster;
  detail::name_index<Event> rostered;  // exact spellings
  detail::name_index<Event> folded;    // name_key spellings, each with the players so spelt
  detail::vector_for<Event, detail::vector_for<Event, std::size_t>> spelt;
  detail::name_index<Event> seeds;  // each seed given, with the first player given it
  detail::vector_for<Event, std::size_t> seeded;
  for (std::size_t i = 0; i < e.players.size(); ++i) {
    const player& p = e.players[i];
    const std::string at = out.indexed("players", i);
    if (detail::name_key(p.name).empty()) {  // blank, or nothing that shows
      out.add(at, ".name", "must name a player");
      continue;
    }
    if (trimmed(p.name) != p.name) out.add(at, ".name", "must not begin or end with a space");
    using field_text = std::pair<std::string_view, std::string_view>;
    for (const auto& [field, text] :
         {field_text{".name", p.name}, field_text{".faction", p.faction},
          field_text{".team", p.team}, field_text{".club", p.club}})
      if (!detail::is_text(text)) out.add(at, field, detail::not_text);
      else out.name(at, field, text.size() > max_name_length, max_name_length);
    for (const auto& [field, text] : {field_text{".team", p.team}, field_text{".club", p.club}})
      if (!text.empty() && detail::name_key(text).empty())
        out.add(at, field, "shows nothing: give a name, or leave it out");
    // Two spellings that differ only in case or in spaces (zero-width ones among them) are one.
    const std::uint32_t key = folded.id(detail::name_key(p.name));
    if (key == spelt.size()) spelt.emplace_back();
    for (const std::size_t j : spelt[key]) {
      const std::string& earlier = e.players[j].name;
      out.add(at, ".name",
              out.cat({"\"", p.name, "\" is on the roster already (", out.indexed("players", j),
                       earlier == p.name ? ")" : ", as \"" + earlier + "\")"}));
    }
    spelt[key].push_back(i);
    if (p.dropped_after) out.count(at, ".dropped_after", *p.dropped_after, 0, max_rounds);
    if (p.seed) {
      out.count(at, ".seed", *p.seed, 1, max_seed);
      const std::uint32_t s = seeds.id(std::to_string(*p.seed));
      if (s == seeded.size())
        seeded.push_back(i);
      else
        out.add(at, ".seed",
                out.cat({"seed ", std::to_string(*p.seed), " is ",
                         out.indexed("players", seeded[s]), "'s already: each seed is one "
                                                            "player's"}));
    }
    if (marks_a_bye(p.name)) out.add(at, ".name", not_bye);
    roster.push_back(p.name);
    rostered.id(p.name);
  }
  const auto on_roster = [&](std::string_view name, const std::string& at,
                             std::string_view field) {
    if (roster.empty() || name.empty()) return;
    if (rostered.find(name) != rostered.none) return;
    const std::string hint = did_you_mean(name, roster);
    const bool case_only =
        std::any_of(roster.begin(), roster.end(),
                    [&](const std::string& r) { return equal_ignoring_case(trimmed(name), r); });
    out.add(at, field,
            out.cat({"\"", name, "\" is not on the roster",
                     case_only ? " (names must match in case)" : "", hint.empty() ? "" : ": ",
                     hint}));
  };

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
  // Games may come in any order: each belongs to the round it names (a sheet sorted by table or
  // by player reads as one sorted by round).
  for (std::size_t i = 0; i < e.games.size(); ++i) {
    const game& g = e.games[i];
    const std::string at = out.indexed("games", i);
    out.count(at, ".round", g.round, 1, max_rounds);
    if (needs_limit && g.points_limit == 0)
      out.add(at, ".points_limit",
              "is required (0 is none): the scheme's result depends on the size of the battle");
    else if (needs_limit)
      out.count(at, ".points_limit", g.points_limit, 1, max_points);
    const bool themselves = !g.players[0].empty() && g.players[0] == g.players[1];
    for (std::size_t k = 0; k < 2; ++k) {
      const std::string pk = out.indexed("", k);
      out.count(at, ".victory_points" + pk, g.victory_points[k], 0, max_points);
      out.count(at, ".secondary_victory_points" + pk, g.secondary_victory_points[k], 0,
                max_points);
      out.count(at, ".generals_slain" + pk, g.generals_slain[k], 0, max_generals_slain);
      if (detail::name_key(g.players[k]).empty())
        out.add(at, ".players" + pk, "must name a player");
      else if (!detail::is_text(g.players[k]))
        out.add(at, ".players" + pk, detail::not_text);
      else if (g.players[k].size() > max_name_length)
        out.name(at, ".players" + pk, true, max_name_length);
      else if (marks_a_bye(g.players[k]))
        out.add(at, ".players" + pk, not_bye);
      else {
        if (!(k == 1 && themselves)) seat(g.round, g.players[k], at, ".players" + pk);
        on_roster(g.players[k], at, ".players" + pk);
      }
    }
    if (themselves)
      out.add(at, ".players", out.cat({"\"", g.players[0], "\" cannot play themselves"}));
    if (g.primary_objective && *g.primary_objective != 0 && *g.primary_objective != 1)
      out.add(at, ".primary_objective", "must be 0, 1 or null");
    else if (g.primary_objective && e.scheme.primary_objective_points == 0)
      out.add(at, ".primary_objective",
              "the scheme gives no points for it (primary_objective_points is 0)");
    if ((g.secondary_objectives[0] || g.secondary_objectives[1]) &&
        e.scheme.secondary_objective_points == 0)
      out.add(at, ".secondary_objectives",
              "the scheme gives no points for them (secondary_objective_points is 0)");
    if (g.conceded && *g.conceded != 0 && *g.conceded != 1)
      out.add(at, ".conceded", "must be 0, 1 or null");
    else if (g.conceded && !e.scheme.matched_play_table)
      out.add(at, ".conceded", "only the tow-matched-play scheme has a rule for conceding");
    if (g.both_broken && !e.scheme.matched_play_table)
      out.add(at, ".both_broken",
              "only the tow-matched-play scheme has a rule for both armies broken");
  }
  const auto limits = e.scheme.bye_victory_points_rule == bye_rule::points_limit
                          ? detail::points_limits_by_round(e)
                          : detail::vector_for<Event, int>();
  for (std::size_t i = 0; i < e.byes.size(); ++i) {
    const bye& b = e.byes[i];
    const std::string at = out.indexed("byes", i);
    out.count(at, ".round", b.round, 1, max_rounds);
    out.count(at, ".points_limit", b.points_limit, 0, max_points);
    if (e.scheme.bye_victory_points_rule == bye_rule::points_limit && b.points_limit == 0 &&
        b.round >= 1 && b.round <= max_rounds && detail::points_limit_of(limits, b.round) == 0)
      out.add(at, ".points_limit",
              out.cat({"the bye scores the game's size in victory points, but neither the bye "
                       "nor a game of round ",
                       std::to_string(b.round),
                       " gives a points_limit: give one, or set the bye's victory points"}));
    if (detail::name_key(b.player).empty())
      out.add(at, ".player", "must name a player");
    else if (!detail::is_text(b.player))
      out.add(at, ".player", detail::not_text);
    else if (b.player.size() > max_name_length)
      out.name(at, ".player", true, max_name_length);
    else {
      seat(b.round, b.player, at, ".player");
      on_roster(b.player, at, ".player");
    }
  }
  return out.take();
}

// What is probably a mistake but may be meant, each with its path, for the organiser to look
// at: names that differ only in case, spaces or one letter (without a roster, which checks
// names itself); a rostered player with no game and no bye in a round before they dropped (or
// playing after it); a rematch; a gap in the round numbers; two points limits in one round (a
// bye's own among them); a player's second bye; two byes in one round; secondary-objective VP
// above a player's VP; team names that differ only in case or spaces; clubs or teams kept apart
// with none on the roster; a draw seed that pairs nothing; an event with no one in it (the
// standings and the pairings empty). Meant for an event that validate accepts.
template <std::same_as<event> Event>
[[nodiscard]] std::vector<problem> warnings(const Event& e) {
  rankfile::detail::problem_list out;
  if (e.games.empty() && e.byes.empty() && e.players.empty())
    out.add("games", "", "no game, bye or rostered player: the standings and pairings are empty");
  struct seat {
    std::string_view name;
    int round;
    std::string at;  // games[i].players[k] or byes[i].player
  };
  detail::vector_for<Event, seat> seats;
  for (std::size_t i = 0; i < e.games.size(); ++i)
    for (std::size_t k = 0; k < 2; ++k)
      seats.push_back({e.games[i].players[k], e.games[i].round,
                       out.cat({out.indexed("games", i), out.indexed(".players", k)})});
  for (std::size_t i = 0; i < e.byes.size(); ++i)
    seats.push_back({e.byes[i].player, e.byes[i].round, out.indexed("byes", i) + ".player"});
  // core's quoting (a name past 64 bytes cut), named so that std::quoted is not found instead
  const auto quoted = [](std::string_view name) { return rankfile::detail::quoted(name); };

  if (e.players.empty()) {  // two spellings of one name?
    // Only names that share a key are compared, so that a large event is not quadratic: the
    // name in lower case without spaces (shared by two names that differ only in case or
    // spaces), and the name in lower case, whole and with each of its letters left out in turn
    // (two names one letter apart share one of these). Two names one letter apart that met in
    // a game are two players (Dan and Don); two that differ only in case or spaces are flagged
    // even then, as names a roster (which refuses them side by side) could not hold.
    // Each key is kept as a 64-bit hash beside the name's id, and the (hash, id) pairs are sorted:
    // names that share a hash are the candidates, each pair then compared letter by letter (a
    // hash shared by chance between two keys finds nothing the comparison keeps).
    detail::name_index<Event> names;                // distinct names, by their first seat
    detail::vector_for<Event, const seat*> first;   // each name's first seat, by name id
    detail::vector_for<Event, std::pair<std::uint64_t, std::uint32_t>> keyed;  // (key, name id)
    const auto fnv = [](std::uint64_t h, std::string_view bytes) {  // FNV-1a, 64 bits
      for (const char c : bytes) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ULL;
      return h;
    };
    constexpr std::uint64_t fnv_basis = 0xcbf29ce484222325ULL;
    std::string lower;
    for (const seat& st : seats) {
      const std::uint32_t id = names.id(st.name);
      if (id < first.size()) continue;  // seen before
      first.push_back(&st);
      keyed.emplace_back(fnv(fnv(fnv_basis, "s"), detail::name_key(st.name)), id);
      const std::vector<std::string_view> letters = detail::letters(st.name, lower);
      for (std::size_t i = 0; i <= letters.size(); ++i) {  // whole, then one letter left out
        std::uint64_t h = fnv(fnv_basis, "l");
        for (std::size_t k = 0; k < letters.size(); ++k)
          if (k != i) h = fnv(h, letters[k]);
        keyed.emplace_back(h, id);
      }
    }
    std::sort(keyed.begin(), keyed.end());
    keyed.erase(std::unique(keyed.begin(), keyed.end()), keyed.end());
    detail::vector_for<Event, std::pair<std::uint32_t, std::uint32_t>> candidates;  // (id, earlier)
    for (std::size_t run = 0, end = 0; run < keyed.size(); run = end) {
      while (end < keyed.size() && keyed[end].first == keyed[run].first) ++end;
      for (std::size_t later = run + 1; later < end; ++later)
        for (std::size_t earlier = run; earlier < later; ++earlier)
          candidates.emplace_back(keyed[later].second, keyed[earlier].second);
    }
    std::sort(candidates.begin(), candidates.end());
    candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
    detail::name_index<Event> met;  // the two names of each game, in order, joined by a 0
    const auto pair_of = [](std::string_view a, std::string_view b) {
      if (b < a) std::swap(a, b);
      return std::string(a).append(1, '\0').append(b);
    };
    if (!candidates.empty())
      for (const game& g : e.games) (void)met.id(pair_of(g.players[0], g.players[1]));
    for (const auto& [id, other] : candidates) {
      const seat* st = first[id];
      const seat* f = first[other];
      const bool spacing = same_but_case_or_spaces(f->name, st->name);
      if (!spacing && edit_distance(f->name, st->name) > 1) continue;
      const bool played = met.find(pair_of(f->name, st->name)) != detail::name_index<Event>::none;
      if (!spacing && played) continue;
      out.add(st->at, "",
              out.cat({quoted(st->name), " and ", quoted(f->name), " (", f->at, ") differ only ",
                       spacing ? "in case or spaces" : "by one letter",
                       played ? " and played each other: two players a roster could not tell "
                                "apart; rename one"
                              : ": one player or two? (a roster settles it)"}));
    }
  }

  // Round numbers: the first is 1 and none is skipped.
  detail::vector_for<Event, std::pair<int, const seat*>> rounds;
  for (const seat& st : seats) rounds.emplace_back(st.round, &st);
  std::stable_sort(rounds.begin(), rounds.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  int last_round = 0;
  for (const auto& [r, st] : rounds) {
    if (r > last_round + 1) {
      const std::string at = st->at.substr(0, st->at.find('.')) + ".round";
      if (last_round == 0)
        out.add(at, "", out.cat({"the first round is round ", std::to_string(r),
                                 ": no game or bye in round 1"}));
      else
        out.add(at, "",
                out.cat({"round ", std::to_string(r), " follows round ", std::to_string(last_round),
                         ": no game or bye in round ", std::to_string(last_round + 1),
                         r > last_round + 2 ? " or after it" : ""}));
    }
    last_round = std::max(last_round, r);
  }

  // Each entry of `sorted`, a list of (key, index) in order, after the first of its run of equal
  // keys: (its index, the first's index), in the order of the indices. Sorting finds the
  // repeats, where comparing pair by pair took hours for a million games or byes.
  const auto later_in_runs = [](const auto& sorted) {
    detail::vector_for<Event, std::pair<std::size_t, std::size_t>> later;
    for (std::size_t k = 1, first = 0; k < sorted.size(); ++k) {
      if (sorted[k].first != sorted[k - 1].first) first = k;
      else later.emplace_back(sorted[k].second, sorted[first].second);
    }
    std::sort(later.begin(), later.end());
    return later;
  };

  // Points limits by round (each round's first game with one), and rematches by the pair's
  // names in order.
  detail::vector_for<Event, std::pair<int, std::size_t>> limits;  // (round, game)
  detail::vector_for<Event, std::pair<std::pair<std::string_view, std::string_view>, std::size_t>>
      pairs;
  for (std::size_t j = 0; j < e.games.size(); ++j) {
    const game& g = e.games[j];
    std::string_view a = g.players[0], b = g.players[1];
    if (b < a) std::swap(a, b);
    pairs.push_back({{a, b}, j});
    if (g.points_limit > 0) limits.emplace_back(g.round, j);
  }
  std::sort(limits.begin(), limits.end());
  std::sort(pairs.begin(), pairs.end());
  detail::vector_for<Event, std::pair<std::size_t, std::string>> found;  // (game, warning)
  for (const auto& [j, i] : later_in_runs(limits)) {
    const game& f = e.games[i];
    if (e.games[j].points_limit != f.points_limit)
      found.emplace_back(j, out.cat({".points_limit\nround ", std::to_string(f.round),
                                     " is played at ", std::to_string(f.points_limit),
                                     " points (", out.indexed("games", i), ") and here at ",
                                     std::to_string(e.games[j].points_limit)}));
  }
  for (const auto& [j, i] : later_in_runs(pairs))
    found.emplace_back(j, out.cat({".players\na rematch: ", quoted(e.games[j].players[0]), " and ",
                                   quoted(e.games[j].players[1]), " played each other in round ",
                                   std::to_string(e.games[i].round), " (",
                                   out.indexed("games", i), ")"}));
  std::stable_sort(found.begin(), found.end(),
                   [](const auto& x, const auto& y) { return x.first < y.first; });
  for (const auto& [j, text] : found) {
    const std::size_t cut = text.find('\n');
    out.add(out.indexed("games", j), std::string_view(text).substr(0, cut),
            std::string_view(text).substr(cut + 1));
  }
  // A bye sized apart from its round's games (its own points_limit is the one it scores at).
  for (std::size_t j = 0; j < e.byes.size(); ++j) {
    const bye& b = e.byes[j];
    const auto first = std::lower_bound(limits.begin(), limits.end(), b.round,
                                        [](const auto& x, int round) { return x.first < round; });
    if (b.points_limit <= 0 || first == limits.end() || first->first != b.round) continue;
    if (const game& f = e.games[first->second]; f.points_limit != b.points_limit)
      out.add(out.indexed("byes", j), ".points_limit",
              out.cat({"round ", std::to_string(b.round), " is played at ",
                       std::to_string(f.points_limit), " points (",
                       out.indexed("games", first->second), ") and this bye at ",
                       std::to_string(b.points_limit)}));
  }
  // Each bye after the first of its group by `key`, with that first, in the order of the byes.
  const auto repeats = [&](auto key) {
    detail::vector_for<Event, std::pair<decltype(key(bye{})), std::size_t>> sorted;
    for (std::size_t j = 0; j < e.byes.size(); ++j) sorted.emplace_back(key(e.byes[j]), j);
    std::sort(sorted.begin(), sorted.end());
    return later_in_runs(sorted);
  };
  // More than one bye for a player.
  for (const auto& [j, i] : repeats([](const bye& b) { return std::string_view(b.player); }))
    out.add(out.indexed("byes", j), ".player",
            out.cat({"more than one bye: ", quoted(e.byes[j].player), " had a bye in round ",
                     std::to_string(e.byes[i].round), " (", out.indexed("byes", i), ")"}));
  // Two byes in one round: the two could have played each other.
  for (const auto& [j, i] : repeats([](const bye& b) { return b.round; }))
    out.add(out.indexed("byes", j), ".round",
            out.cat({"a second bye in round ", std::to_string(e.byes[j].round), ": ",
                     quoted(e.byes[j].player), " and ", quoted(e.byes[i].player), " (",
                     out.indexed("byes", i), ") could have played each other"}));

  // Secondary-objective VP are part of a player's VP (the Matched Play Guide's tiebreaker).
  for (std::size_t j = 0; j < e.games.size(); ++j)
    for (std::size_t k = 0; k < 2; ++k)
      if (const game& g = e.games[j]; g.secondary_victory_points[k] > g.victory_points[k])
        out.add(out.indexed("games", j), out.indexed(".secondary_victory_points", k),
                out.cat({"is more than the player's victory points (",
                         std::to_string(g.victory_points[k]), "), which include them"}));

  // Two spellings of one team, as of one player above (teams come from the roster).
  detail::name_index<Event> team_keys;
  detail::vector_for<Event, std::size_t> team_first;  // by key id: the first player of the team
  for (std::size_t i = 0; i < e.players.size(); ++i) {
    const std::string_view team = e.players[i].team;
    if (team.empty()) continue;
    const std::uint32_t k = team_keys.id(detail::name_key(team));
    if (k == team_first.size()) team_first.push_back(i);
    else if (const player& f = e.players[team_first[k]]; f.team != team)
      out.add(out.indexed("players", i), ".team",
              out.cat({quoted(team), " and ", quoted(f.team), " (",
                       out.indexed("players", team_first[k]),
                       ") differ only in case or spaces: one team or two?"}));
  }

  // A draw seed pairs round 1 only, and only when no player of round 1 has a seed (one who left
  // before it, dropped_after 0, is not paired).
  const bool seeded = std::any_of(e.players.begin(), e.players.end(), [](const player& p) {
    return p.seed.has_value() && !(p.dropped_after && *p.dropped_after < 1);
  });
  if (e.draw_seed && seeded)
    out.add("draw_seed", "", "is not used: the roster's seeds pair round 1");
  else if (e.draw_seed && (!e.games.empty() || !e.byes.empty()))
    out.add("draw_seed", "", "is not used: it draws round 1, which has been played");

  // Clubs or teams kept apart, with none to keep apart: they come from the roster.
  for (const bool club : {true, false}) {
    if (!(club ? e.scheme.avoid_same_club : e.scheme.avoid_same_team)) continue;
    if (std::none_of(e.players.begin(), e.players.end(), [club](const player& p) {
          return !(club ? p.club : p.team).empty();
        }))
      out.add("avoid_same", "",
              out.cat({"is not used: no player on the roster has a ", club ? "club" : "team",
                       e.players.empty() ? " (there is no roster)" : ""}));
  }

  // The roster: everyone plays every round until they drop, and not after.
  detail::vector_for<Event, std::pair<int, std::string_view>> played;  // (round, name), sorted
  for (const seat& st : seats) played.emplace_back(st.round, st.name);
  std::sort(played.begin(), played.end());
  detail::vector_for<Event, std::pair<std::string_view, std::size_t>> seat_of;  // (name, seat)
  for (std::size_t k = 0; k < seats.size(); ++k) seat_of.emplace_back(seats[k].name, k);
  std::sort(seat_of.begin(), seat_of.end());
  for (std::size_t i = 0; i < e.players.size(); ++i) {
    const player& p = e.players[i];
    std::string missing;
    std::size_t count = 0;
    for (int r = 1; r <= last_round; ++r) {
      if (p.dropped_after && r > *p.dropped_after) break;
      if (!std::binary_search(played.begin(), played.end(),
                              std::pair<int, std::string_view>(r, p.name))) {
        missing.append(missing.empty() ? "" : ", ").append(std::to_string(r));
        ++count;
      }
    }
    if (count > 0)
      out.add(out.indexed("players", i), "",
              out.cat({quoted(p.name), " has no game and no bye in round", count > 1 ? "s " : " ",
                       missing, " (if they left the event, set dropped_after)"}));
    if (p.dropped_after)
      for (auto k = std::lower_bound(seat_of.begin(), seat_of.end(),
                                     std::pair<std::string_view, std::size_t>(p.name, 0));
           k != seat_of.end() && k->first == p.name; ++k)
        if (const seat& st = seats[k->second]; st.round > *p.dropped_after)
          out.add(st.at, "",
                  out.cat({quoted(p.name), " dropped after round ",
                           std::to_string(*p.dropped_after), " (", out.indexed("players", i),
                           ") but plays in round ", std::to_string(st.round)}));
  }
  return out.take();
}

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
    case bye_rule::fixed: return fixed;
    case bye_rule::points_limit: return points_limit;
    default: return rounded_average(total, games);
  }
}

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
      return detail::bye_award(rule, fixed, total, s.games,
                               b.points_limit > 0 ? b.points_limit
                                                  : detail::points_limit_of(limits, b.round));
    };
    awards.push_back(
        {id,
         {award(e.scheme.bye_points_rule, e.scheme.bye_points.value_or(0), s.tournament_points),
          award(e.scheme.bye_victory_points_rule, e.scheme.bye_victory_points, s.victory_points),
          award(e.scheme.bye_vp_difference_rule, e.scheme.bye_vp_difference,
                s.vp_difference)}});
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

// ---- Swiss pairings ----------------------------------------------------------------------------

// The round the next pairings are for: one after the last round with a game or a bye (1 for
// none).
template <std::same_as<event> Event>
[[nodiscard]] int next_round_number(const Event& e) {
  int next_round = 1;
  for (const game& g : e.games) next_round = std::max(next_round, g.round + 1);
  for (const bye& b : e.byes) next_round = std::max(next_round, b.round + 1);
  return next_round;
}

// Whether the event is over: it says how many rounds it has (event::rounds) and the last of them
// has a game or a bye. Its standings are then final, and there is no next round to pair.
template <std::same_as<event> Event>
[[nodiscard]] bool is_final(const Event& e) {
  return e.rounds && next_round_number(e) > *e.rounds;
}

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
  for (const auto& [list, what] : {std::pair{&p.same_club, "club"}, std::pair{&p.same_team, "team"}})
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
  const bool seeded = std::any_of(order.begin(), order.end(),
                                  [](const player* p) { return p->seed.has_value(); });
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
    out.push_back({.player = pairs[i].first->name, .opponent = pairs[i].second->name, .why = why,
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
  const bool avoiding = (e.scheme.avoid_same_club || e.scheme.avoid_same_team) && !e.players.empty();
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
        if (phase == 0 && avoiding) phase = 1;
        else if (phase < 2 && rematches_left > 0) phase = 2;
        else break;
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
                   .why = all_had_one ? pairing_reason::bye_all_had_one
                          : moved_up ? pairing_reason::bye_avoids_rematch
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
      (g == 1   ? p.same_club
       : g == 2 ? p.same_team
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
