// rankfile/tournament/teams.hpp: team events in The Old World's matched-play style.
//
//   rankfile::tournament::event e{.scheme = rankfile::tournament::tow_matched_play_scheme(),
//                                 .games = {...}, .players = {... each with its team ...}};
//   e.scheme.teams = true;
//   if (validate(e).empty() && validate_teams(e).empty()) {
//     std::vector<rankfile::tournament::game_score> scores;
//     const auto players = rankfile::tournament::standings(e, &scores);
//     const auto teams = rankfile::tournament::team_standings(e, players);
//     const auto matches = rankfile::tournament::team_matches(e, scores);  // round by round
//     const auto next = rankfile::tournament::team_pairings(e, teams);      // team v team
//   }
//
// The Matched Play Guide (pp. 44-45, "Scoring & Tiebreakers (Team Events)", "Ranking",
// "Round 1"): each player scores tournament points as in any game; a team's score for a round
// is the sum of its players' points, and its total the sum over the rounds. Teams level on
// points are ordered by their cumulative VP difference (VP scored by all the team's players
// minus the opponents' VP), then VP scored, then Generals slain. Round 1 pairs teams at random,
// later rounds by the team standings. Who plays whom within two paired teams is the teams' own
// choice (the Guide's Vanguard / Battleline / Rearguard steps): the results say it, game by game.
// Byes are the players' own (each scored by the scheme's bye settings and added to the team);
// the Guide gives no rule for a team's bye. A player who drops (dropped_after) leaves; their
// team plays on, and leaves the pairings only when all its players have dropped. A cap on a
// team's score in a round (scheme::team_round_cap) is the organiser's own setting, not the
// Guide's, applied when set.
#pragma once

#include <algorithm>
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rankfile/core/problem.hpp"
#include "rankfile/tournament/event.hpp"
#include "rankfile/tournament/limits.hpp"
#include "rankfile/tournament/name_index.hpp"
#include "rankfile/tournament/names.hpp"
#include "rankfile/tournament/pairing.hpp"
#include "rankfile/tournament/ranking.hpp"
#include "rankfile/tournament/scheme.hpp"
#include "rankfile/tournament/text.hpp"

namespace rankfile::tournament {

// A team in the standings: its players' totals summed, in 64 bits (a team may have every player
// of the event, and a player's totals reach 10^9: rankfile/tournament/limits.hpp).
struct team_standing {
  int rank = 0;
  std::string team{};
  std::vector<std::string> players{};  // in roster order
  long long tournament_points = 0;
  long long vp_difference = 0;
  long long victory_points = 0;
  long long generals_slain = 0;
  long long games = 0;  // its players' games
  long long byes = 0;   // its players' byes

  friend bool operator==(const team_standing&, const team_standing&) = default;
};

// Two teams' meeting in one round: each team's players' tournament points and victory points
// summed over the games between them.
struct team_match {
  int round = 1;
  std::array<std::string, 2> teams{};
  std::array<long long, 2> tournament_points{};  // summed in 64 bits, as team_standing's
  std::array<long long, 2> victory_points{};
  int games = 0;

  friend bool operator==(const team_match&, const team_match&) = default;
};

namespace detail {

// Each rostered name's team (empty for none), looked up by name.
template <class Event>
class team_index {
 public:
  explicit team_index(const Event& e) : e_(e) {
    for (const player& p : e.players) names_.id(p.name);
  }
  // The player's team, or nullptr when the name is not on the roster or has no team.
  [[nodiscard]] const std::string* team_of(std::string_view name) const {
    const std::uint32_t id = names_.find(name);
    if (id == names_.none || id >= e_.players.size()) return nullptr;
    const std::string& t = e_.players[id].team;
    return t.empty() ? nullptr : &t;
  }

 private:
  const Event& e_;
  name_index<Event> names_;
};

}  // namespace detail

// What makes a team event impossible to score, each with its path: no roster; a rostered player
// with no team, or a team name beginning or ending with a space; a team_round_cap outside 1 to
// max_tournament_points; two players of one team playing each other; a team meeting two teams
// in one round. Nothing for an event that is not a team event (scheme.teams false). Meant for
// an event that validate accepts.
template <std::same_as<event> Event>
[[nodiscard]] std::vector<problem> validate_teams(const Event& e) {
  rankfile::detail::problem_list out;
  if (!e.scheme.teams) return out.take();
  if (e.players.empty()) {
    out.add("players", "", "a team event needs a roster giving each player's team");
    return out.take();
  }
  for (std::size_t i = 0; i < e.players.size(); ++i) {
    const std::string& team = e.players[i].team;
    if (trimmed(team).empty())
      out.add(out.indexed("players", i), ".team",
              out.cat({"\"", e.players[i].name,
                       "\" has no team: in a team event every player is on a team"}));
    else if (trimmed(team) != team)  // the readers trim; "Red " would be a team of its own
      out.add(out.indexed("players", i), ".team", "must not begin or end with a space");
  }
  if (const std::optional<int> cap = e.scheme.team_round_cap;
      cap && (*cap < 1 || *cap > max_tournament_points))
    out.add("scheme.team_round_cap", "",
            out.cat({"must be a whole number from 1 to ", std::to_string(max_tournament_points),
                     ", got ", std::to_string(*cap)}));
  const detail::team_index<Event> teams(e);
  // Each team's opponent in each round, and the game that first said so.
  std::map<std::pair<int, std::string_view>, std::pair<std::string_view, std::size_t>> meets;
  for (std::size_t i = 0; i < e.games.size(); ++i) {
    const game& g = e.games[i];
    const std::string* t[2] = {teams.team_of(g.players[0]), teams.team_of(g.players[1])};
    if (!t[0] || !t[1]) continue;  // reported above, or by validate
    const std::string at = out.indexed("games", i);
    if (*t[0] == *t[1]) {
      out.add(at, ".players",
              out.cat({"\"", g.players[0], "\" and \"", g.players[1], "\" are both of team ", *t[0],
                       ": in a team event a player meets a player of another team"}));
      continue;
    }
    for (std::size_t k = 0; k < 2; ++k) {
      const auto [it, fresh] = meets.try_emplace({g.round, *t[k]}, *t[1 - k], i);
      if (!fresh && it->second.first != *t[1 - k])
        out.add(at, out.indexed(".players", k),
                out.cat({"team ", *t[k], " meets team ", it->second.first, " in round ",
                         std::to_string(g.round), " (", out.indexed("games", it->second.second),
                         "): a team meets one team a round, not also team ", *t[1 - k]}));
    }
  }
  return out.take();
}

// The team standings from the players' (standings(e)): every team of the roster, in the order
// of tournament points, then VP difference, VP scored and Generals slain, all summed over the
// team's players; teams level on all four share a rank and are listed by name. With the
// scheme's team_round_cap, a team's tournament points are the sum over the rounds of its
// players' points in that round (games and byes), each round's cut to the cap.
template <std::same_as<event> Event>
[[nodiscard]] std::vector<team_standing> team_standings(const Event& e,
                                                        const std::vector<standing>& table) {
  std::vector<team_standing> out;
  detail::name_index<Event> team_ids;
  detail::name_index<Event> names;  // roster name -> its team's row
  std::vector<std::size_t> row_of_player;
  for (const player& p : e.players) {
    names.id(p.name);
    if (p.team.empty()) {
      row_of_player.push_back(static_cast<std::size_t>(-1));  // no team
      continue;
    }
    const std::uint32_t t = team_ids.id(p.team);
    if (t == out.size()) out.push_back({.team = p.team});
    out[t].players.push_back(p.name);
    row_of_player.push_back(t);
  }
  for (const standing& s : table) {
    const std::uint32_t id = names.find(s.player);
    if (id == names.none || row_of_player[id] >= out.size()) continue;
    team_standing& t = out[row_of_player[id]];
    t.tournament_points += s.tournament_points;
    t.vp_difference += s.vp_difference;
    t.victory_points += s.victory_points;
    t.generals_slain += s.generals_slain;
    t.games += s.games;
    t.byes += s.byes;
  }
  if (e.scheme.team_round_cap) {  // each team's points above the cap in a round come off
    const auto team_row = [&](std::string_view name) {
      const std::uint32_t id = names.find(name);
      return id == names.none ? out.size() : row_of_player[id];
    };
    std::map<std::pair<std::size_t, int>, long long> round_points;  // (team row, round) -> TP
    std::map<std::string_view, std::pair<int, int>> played;         // player -> games' TP, games
    for (const game& g : e.games) {
      const game_score gs = score_game(e.scheme, g);
      for (std::size_t k = 0; k < 2; ++k) {
        round_points[{team_row(g.players[k]), g.round}] += gs.points[k];
        auto& [points, games] = played[g.players[k]];
        points += gs.points[k];
        games += 1;
      }
    }
    for (const bye& b : e.byes) {  // as standings awards it
      const auto [points, games] = played[b.player];
      round_points[{team_row(b.player), b.round}] += detail::bye_award(
          e.scheme.bye_points_rule, e.scheme.bye_points.value_or(0), points, games);
    }
    for (const auto& [at, points] : round_points) {
      const std::size_t row = at.first;
      if (row < out.size() && points > *e.scheme.team_round_cap)
        out[row].tournament_points -= points - *e.scheme.team_round_cap;
    }
  }
  const auto key = [](const team_standing& t) {
    return std::array<long long, 4>{t.tournament_points, t.vp_difference, t.victory_points,
                                    t.generals_slain};
  };
  std::sort(out.begin(), out.end(), [&](const team_standing& a, const team_standing& b) {
    if (key(a) != key(b)) return key(a) > key(b);
    return a.team < b.team;
  });
  for (std::size_t i = 0; i < out.size(); ++i)
    out[i].rank =
        i > 0 && key(out[i - 1]) == key(out[i]) ? out[i - 1].rank : static_cast<int>(i) + 1;
  return out;
}

// Each round's team meetings, round by round (the games may come in any order), each round's in
// the order of their first game, from the games' scores (standings(e, &scores)): each team's
// players' tournament points and VP summed, the points
// cut to the scheme's team_round_cap when it has one. The first team named is the team of the
// first game's first player.
template <std::same_as<event> Event>
[[nodiscard]] std::vector<team_match> team_matches(const Event& e,
                                                   const std::vector<game_score>& scores) {
  std::vector<team_match> out;
  const detail::team_index<Event> teams(e);
  // Round by round, each round's games in the order given: games may come in any order.
  detail::vector_for<Event, std::size_t> order;
  for (std::size_t i = 0; i < e.games.size() && i < scores.size(); ++i) order.push_back(i);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
    return e.games[x].round < e.games[y].round;
  });
  for (const std::size_t i : order) {
    const game& g = e.games[i];
    const std::string* t[2] = {teams.team_of(g.players[0]), teams.team_of(g.players[1])};
    if (!t[0] || !t[1]) continue;
    team_match* m = nullptr;
    for (std::size_t j = out.size(); j-- > 0 && out[j].round == g.round;)
      if ((out[j].teams[0] == *t[0] && out[j].teams[1] == *t[1]) ||
          (out[j].teams[0] == *t[1] && out[j].teams[1] == *t[0]))
        m = &out[j];
    if (!m) {
      out.push_back({.round = g.round, .teams = {*t[0], *t[1]}});
      m = &out.back();
    }
    const std::size_t first = m->teams[0] == *t[0] ? 0 : 1;  // player 0's side of the match
    const std::array<int, 2> vp = counted_victory_points(e.scheme, g);
    for (std::size_t k = 0; k < 2; ++k) {
      const std::size_t side = k == 0 ? first : 1 - first;
      m->tournament_points[side] += scores[i].points[k];
      m->victory_points[side] += vp[k];
    }
    m->games += 1;
  }
  if (const std::optional<int> cap = e.scheme.team_round_cap)
    for (team_match& m : out)
      for (long long& points : m.tournament_points) points = std::min<long long>(points, *cap);
  return out;
}

// The next round's team pairings, as swiss_pairings pairs players, with `player` and
// `opponent` naming teams: round 1 (no game yet) drawn at random with the event's draw seed
// (else in the order the teams first appear on the roster); later rounds down the team
// standings, never a rematch of two teams while a rematch-free pairing exists; for an odd count
// of teams, the bye as swiss_pairings gives it, among teams (a team had a bye in a round where
// its players had byes and no game). A team every one of whose players has dropped (dropped_after
// before the next round) leaves the pairings and stays in the standings; a team with a player
// left is paired as before. Tables are numbered 1, 2, ... down the pairings: one number for
// each meeting of two teams. Deterministic; every pair says why (explain_team).
template <std::same_as<event> Event>
[[nodiscard]] std::vector<pairing> team_pairings(const Event& e,
                                                 const std::vector<team_standing>& table) {
  // The teams as the players of an event of their own: each meeting a game, each team's bye
  // a bye; no club or team avoidance among them.
  event t{.draw_seed = e.draw_seed};
  t.scheme.bye_points = 0;
  // A team leaves the pairings when every one of its players has dropped: after the last of
  // their rounds (dropped_after). A team with a player left plays on without those who dropped.
  detail::name_index<Event> seen;
  detail::vector_for<Event, bool> stays;  // by team: has a player who has not dropped
  for (const player& p : e.players) {
    if (p.team.empty()) continue;
    const std::uint32_t id = seen.id(p.team);
    if (id == t.players.size()) {
      t.players.push_back({.name = p.team, .dropped_after = p.dropped_after});
      stays.push_back(!p.dropped_after);
    } else if (!p.dropped_after) {
      stays[id] = true;
    } else if (t.players[id].dropped_after) {
      t.players[id].dropped_after = std::max(*t.players[id].dropped_after, *p.dropped_after);
    }
  }
  for (std::size_t i = 0; i < t.players.size(); ++i)
    if (stays[i]) t.players[i].dropped_after.reset();
  std::vector<game_score> none(e.games.size());
  for (const team_match& m : team_matches(e, none))
    t.games.push_back({.round = m.round, .players = m.teams});
  const detail::team_index<Event> teams(e);
  for (const bye& b : e.byes) {
    const std::string* team = teams.team_of(b.player);
    if (!team) continue;
    const auto meets = [&](const game& g) {
      return g.round == b.round && (g.players[0] == *team || g.players[1] == *team);
    };
    const auto again = [&](const tournament::bye& x) {
      return x.round == b.round && x.player == *team;
    };
    if (std::none_of(t.games.begin(), t.games.end(), meets) &&
        std::none_of(t.byes.begin(), t.byes.end(), again))
      t.byes.push_back({b.round, *team});
  }
  // The pairing reads the rows' order and names only: each team stands in as a player.
  std::vector<standing> rows;
  for (const team_standing& s : table) rows.push_back({.rank = s.rank, .player = s.team});
  return swiss_pairings(t, rows);
}

// Why two teams were paired, in English: explain(pairing) with "team" for "player" in the
// reason's own words (never in the teams' names: "Dragonplayers" stays as it is).
[[nodiscard]] inline std::string explain_team(const pairing& p) {
  return explain(p, "team");
}

namespace detail {

// A column of the team standings after rank and team: its header in text and HTML, its id in
// CSV, and its number. Byes, last, only when a team had one.
struct team_column {
  std::string_view header;
  std::string_view id;
  long long team_standing::*value;
};
inline constexpr team_column team_columns[] = {
    {"TP", "tournament_points", &team_standing::tournament_points},
    {"VP diff", "vp_difference", &team_standing::vp_difference},
    {"VP", "victory_points", &team_standing::victory_points},
    {"generals", "generals_slain", &team_standing::generals_slain},
    {"games", "games", &team_standing::games},
    {"byes", "byes", &team_standing::byes},
};

// The columns the table shows: all but byes unless a team had one.
inline std::span<const team_column> team_columns_of(const std::vector<team_standing>& table) {
  const bool byes =
      std::any_of(table.begin(), table.end(), [](const team_standing& t) { return t.byes > 0; });
  return std::span<const team_column>(team_columns).first(std::size(team_columns) - (byes ? 0 : 1));
}

}  // namespace detail

namespace detail {

// The team standings as a table (rank, team, TP, VP diff, VP, generals, games, and byes when
// any team had one). Names are never cut, aligned by display_width.
inline std::string team_table(const std::vector<team_standing>& table) {
  const std::span<const team_column> columns = team_columns_of(table);
  std::vector<std::string_view> headers;
  for (const team_column& c : columns) headers.push_back(c.header);
  return ranked_table(
      "team", table, headers, [](const team_standing& t) -> const std::string& { return t.team; },
      [&](const team_standing& t, std::size_t k) { return std::to_string(t.*columns[k].value); });
}

}  // namespace detail

// The team standings as a table (rank, team, TP, VP diff, VP, generals, games, and byes when
// any team had one), then the next round's team pairings with their table numbers (a bye last,
// with no table). Names are never cut, aligned by display_width.
[[nodiscard]] inline std::string team_text(const std::vector<team_standing>& table,
                                           const std::vector<pairing>& next_round) {
  std::string out = detail::team_table(table);
  detail::append_next_round(out, next_round, [](const pairing& p) { return explain_team(p); });
  return out;
}

// The team standings once the event's last round has begun (last_round_started), with no
// pairings: headed as final_text heads them (final, or not while `missing`, the players
// missing_from_last_round, is not empty), then the table of team_text. `rounds`: the event's
// (event::rounds).
[[nodiscard]] inline std::string team_final_text(
    const std::vector<team_standing>& table, int rounds,
    const std::vector<std::string_view>& missing = {}) {
  return detail::final_heading(rounds, missing) + "\n\n" + detail::team_table(table);
}

// The team standings as CSV, one team a line: rank,team,tournament_points,vp_difference,
// victory_points,generals_slain,games (and byes when any team had one).
[[nodiscard]] inline std::string team_csv(const std::vector<team_standing>& table) {
  const std::span<const detail::team_column> columns = detail::team_columns_of(table);
  std::string out = "rank,team";
  for (const detail::team_column& c : columns) out.append(",").append(c.id);
  out += '\n';
  for (const team_standing& t : table) {
    out.append(std::to_string(t.rank)).append(",").append(detail::csv_field(t.team));
    for (const detail::team_column& c : columns) out.append(",").append(std::to_string(t.*c.value));
    out += '\n';
  }
  return out;
}

namespace detail {

// The rows and headers of a printable page's team standings, with the columns of team_text.
inline std::pair<std::vector<std::string_view>, std::vector<html_standing>> team_html_standings(
    const std::vector<team_standing>& table) {
  const std::span<const team_column> columns = team_columns_of(table);
  std::pair<std::vector<std::string_view>, std::vector<html_standing>> out;
  for (const team_column& c : columns) out.first.push_back(c.header);
  out.second.reserve(table.size());
  for (const team_standing& t : table) {
    html_standing& row = out.second.emplace_back();
    row.rank = t.rank;
    row.name = t.team;
    for (const team_column& c : columns) row.values.push_back(std::to_string(t.*c.value));
  }
  return out;
}

}  // namespace detail

// One printable page for round `round` of a team event (to_html's page): the team pairings with
// their table numbers (a bye last, with no table), then the team standings before it, with the
// columns of team_text. Names are escaped.
[[nodiscard]] inline std::string team_html(const std::vector<team_standing>& table,
                                           const std::vector<pairing>& next_round, int round) {
  const auto [headers, rows] = detail::team_html_standings(table);
  return detail::html_page(round, "team", &next_round, headers, rows);
}

// One printable page of the team standings once the event's last round has begun
// (last_round_started), with no pairings: headed as final, or as not final while `missing` is
// not empty (team_final_text). `rounds`: the event's (event::rounds).
[[nodiscard]] inline std::string team_final_html(
    const std::vector<team_standing>& table, int rounds,
    const std::vector<std::string_view>& missing = {}) {
  const auto [headers, rows] = detail::team_html_standings(table);
  return detail::html_page(rounds, "team", nullptr, headers, rows, missing);
}

}  // namespace rankfile::tournament
