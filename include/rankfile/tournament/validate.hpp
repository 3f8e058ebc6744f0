// rankfile/tournament/validate.hpp: every problem with an event, each with its path, for an
// event read from a file or a form before its standings are formed.
//
//   if (auto problems = rankfile::tournament::validate(e); !problems.empty()) ...
#pragma once

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rankfile/core/problem.hpp"
#include "rankfile/tournament/event.hpp"
#include "rankfile/tournament/limits.hpp"
#include "rankfile/tournament/name_index.hpp"
#include "rankfile/tournament/names.hpp"
#include "rankfile/tournament/scheme.hpp"

namespace rankfile::tournament {

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
      out.add(list, "",
              out.cat({"must list at most ", std::to_string(max), " entries, got ",
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
    if (b.up_to)
      out.count(at, ".up_to", *b.up_to, 0, max_points);
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
      out.add(
          at, ".up_to",
          out.cat({"must be above the edge of the band before (", std::to_string(*before->up_to),
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
    out.add("bye_vp_difference", "", "cannot be points_limit: that is for bye_victory_points only");

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
      if (!detail::is_text(text))
        out.add(at, field, detail::not_text);
      else
        out.name(at, field, text.size() > max_name_length, max_name_length);
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
        out.add(
            at, ".seed",
            out.cat({"seed ", std::to_string(*p.seed), " is ", out.indexed("players", seeded[s]),
                     "'s already: each seed is one "
                     "player's"}));
    }
    if (marks_a_bye(p.name)) out.add(at, ".name", not_bye);
    roster.push_back(p.name);
    rostered.id(p.name);
  }
  const auto on_roster = [&](std::string_view name, const std::string& at, std::string_view field) {
    if (roster.empty() || name.empty()) return;
    if (rostered.find(name) != rostered.none) return;
    const std::string hint = did_you_mean(name, roster);
    const bool case_only = std::any_of(roster.begin(), roster.end(), [&](const std::string& r) {
      return equal_ignoring_case(trimmed(name), r);
    });
    out.add(
        at, field,
        out.cat({"\"", name, "\" is not on the roster",
                 case_only ? " (names must match in case)" : "", hint.empty() ? "" : ": ", hint}));
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
  const bool needs_limit =
      e.scheme.matched_play_table || e.scheme.basis == band_basis::percent_of_points_limit;
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
      out.count(at, ".secondary_victory_points" + pk, g.secondary_victory_points[k], 0, max_points);
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

}  // namespace rankfile::tournament
