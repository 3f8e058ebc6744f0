// rankfile/tournament/warnings.hpp: what is probably a mistake in a valid event but may be meant
// (two spellings of one name, a rematch, a missed round, ...), each with its path, for the
// organiser to look at.
//
//   for (const auto& w : rankfile::tournament::warnings(e)) ...  // after validate(e) is empty
#pragma once

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rankfile/core/names.hpp"
#include "rankfile/core/problem.hpp"
#include "rankfile/tournament/event.hpp"
#include "rankfile/tournament/name_index.hpp"
#include "rankfile/tournament/names.hpp"
#include "rankfile/tournament/scheme.hpp"

namespace rankfile::tournament {

// At most this many pairs of names one letter apart are named, each in a warning of its own; the
// rest are counted in one.
inline constexpr std::size_t max_one_letter_warnings = 20;

// The engines below are templates only so that a translation unit that includes this header
// without calling them does not compile them (`Event` is always `event`).

// What is probably a mistake but may be meant, each with its path, for the organiser to look
// at: names that differ only in case, spaces or one letter (without a roster, which checks
// names itself); a rostered player with no game and no bye in a round before they dropped (or
// playing after it), or, without a roster, a player of the round before the event's last with
// none in the last (the standings are then not final); a rematch; a gap in the round numbers; two
// points limits in one round (a bye's own among them); a player's second bye; two byes in one
// round; secondary-objective VP above a player's VP; team names that differ only in case or spaces;
// clubs or teams kept apart with none on the roster; a draw seed that pairs nothing; an event with
// no one in it (the standings and the pairings empty). Meant for an event that validate accepts.
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
    detail::name_index<Event> names;               // distinct names, by their first seat
    detail::vector_for<Event, const seat*> first;  // each name's first seat, by name id
    detail::vector_for<Event, std::pair<std::uint64_t, std::uint32_t>> keyed;  // (key, name id)
    const auto fnv = [](std::uint64_t h, std::string_view bytes) {             // FNV-1a, 64 bits
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
    // Names one letter apart are common in a large event without a roster (P01214 and P01254):
    // the first max_one_letter_warnings pairs are named, the rest counted in one warning.
    std::size_t one_letter = 0;
    const seat* first_unnamed = nullptr;
    for (const auto& [id, other] : candidates) {
      const seat* st = first[id];
      const seat* f = first[other];
      const bool spacing = same_but_case_or_spaces(f->name, st->name);
      if (!spacing && edit_distance(f->name, st->name) > 1) continue;
      const bool played = met.find(pair_of(f->name, st->name)) != detail::name_index<Event>::none;
      if (!spacing && played) continue;
      if (!spacing && ++one_letter > max_one_letter_warnings) {
        if (!first_unnamed) first_unnamed = st;
        continue;
      }
      out.add(st->at, "",
              out.cat({quoted(st->name), " and ", quoted(f->name), " (", f->at, ") differ only ",
                       spacing ? "in case or spaces" : "by one letter",
                       played ? " and played each other: two players a roster could not tell "
                                "apart; rename one"
                              : ": one player or two? (a roster settles it)"}));
    }
    if (first_unnamed)
      out.add(
          first_unnamed->at, "",
          out.cat({std::to_string(one_letter - max_one_letter_warnings),
                   " more pairs of names differ only by one letter (the first ",
                   std::to_string(max_one_letter_warnings), " are named): a roster settles them"}));
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
        out.add(at, "",
                out.cat({"the first round is round ", std::to_string(r),
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
      if (sorted[k].first != sorted[k - 1].first)
        first = k;
      else
        later.emplace_back(sorted[k].second, sorted[first].second);
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
      found.emplace_back(
          j, out.cat({".points_limit\nround ", std::to_string(f.round), " is played at ",
                      std::to_string(f.points_limit), " points (", out.indexed("games", i),
                      ") and here at ", std::to_string(e.games[j].points_limit)}));
  }
  for (const auto& [j, i] : later_in_runs(pairs))
    found.emplace_back(
        j, out.cat({".players\na rematch: ", quoted(e.games[j].players[0]), " and ",
                    quoted(e.games[j].players[1]), " played each other in round ",
                    std::to_string(e.games[i].round), " (", out.indexed("games", i), ")"}));
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
      out.add(
          out.indexed("byes", j), ".points_limit",
          out.cat({"round ", std::to_string(b.round), " is played at ",
                   std::to_string(f.points_limit), " points (", out.indexed("games", first->second),
                   ") and this bye at ", std::to_string(b.points_limit)}));
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
  // Two byes in one round: the two could have played each other, unless they are teammates in
  // an event that keeps teams apart (a team's bye is a bye for each of its players).
  detail::vector_for<Event, std::pair<std::string_view, std::string_view>> team_of;  // sorted
  if (e.scheme.teams || e.scheme.avoid_same_team)
    for (const player& p : e.players)
      if (!p.team.empty()) team_of.emplace_back(p.name, p.team);
  std::sort(team_of.begin(), team_of.end());
  const auto team_of_player = [&](std::string_view name) {
    const auto at = std::lower_bound(team_of.begin(), team_of.end(),
                                     std::pair<std::string_view, std::string_view>(name, {}));
    return at != team_of.end() && at->first == name ? at->second : std::string_view{};
  };
  for (const auto& [j, i] : repeats([](const bye& b) { return b.round; })) {
    if (const std::string_view t = team_of_player(e.byes[j].player);
        !t.empty() && t == team_of_player(e.byes[i].player))
      continue;
    out.add(out.indexed("byes", j), ".round",
            out.cat({"a second bye in round ", std::to_string(e.byes[j].round), ": ",
                     quoted(e.byes[j].player), " and ", quoted(e.byes[i].player), " (",
                     out.indexed("byes", i), ") could have played each other"}));
  }

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
    if (k == team_first.size())
      team_first.push_back(i);
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
    if (std::none_of(e.players.begin(), e.players.end(),
                     [club](const player& p) { return !(club ? p.club : p.team).empty(); }))
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

  // Without a roster (whose warning above names them): a player of the round before the last
  // with no game and no bye in the last, once it has begun, at their seat in the round before.
  if (e.players.empty()) {
    detail::name_index<Event> waiting;
    for (const std::string_view name : missing_from_last_round(e)) (void)waiting.id(name);
    detail::vector_for<Event, bool> named(waiting.size(), false);
    for (const seat& st : seats) {
      const std::uint32_t id = waiting.find(st.name);
      if (st.round != *e.rounds - 1 || id == detail::name_index<Event>::none || named[id]) continue;
      named[id] = true;
      const std::string r = std::to_string(*e.rounds);
      out.add(st.at, "",
              out.cat({quoted(st.name), " has no game and no bye in round ", r,
                       ", the last, so the standings are not final (if they left the event, "
                       "give a roster with dropped_after ",
                       std::to_string(*e.rounds - 1), ")"}));
    }
  }
  return out.take();
}

}  // namespace rankfile::tournament
