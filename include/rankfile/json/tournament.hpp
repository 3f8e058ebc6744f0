// rankfile/json/tournament.hpp: the tournament document and its answer (docs/json-format.md).
//
//   std::vector<rankfile::problem> problems;
//   const rankfile::tournament::event e = rankfile::read_tournament_document(j, problems);
//   nlohmann::ordered_json answer = rankfile::standings_json(e);
//
// and to_json / from_json for the tournament value types.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <limits>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "rankfile/json/common.hpp"
#include "rankfile/tournament.hpp"

namespace rankfile {

namespace detail {

// A JSON object built member by member, in order, each value moved in: without the arrays an
// initializer list of {"key", value} pairs builds and copies first (a large event's answer holds
// hundreds of thousands of objects).
template <class Json>
class object_builder {
 public:
  explicit object_builder(std::size_t members) : j_(Json::value_t::object) {
    if constexpr (requires(typename Json::object_t & o) { o.reserve(members); })
      members_().reserve(members);
  }
  template <class Value>
  object_builder& add(std::string_view key, Value&& value) {
    members_().emplace(typename Json::object_t::key_type(key), Json(std::forward<Value>(value)));
    return *this;
  }
  [[nodiscard]] Json take() { return std::move(j_); }

 private:
  typename Json::object_t& members_() { return *j_.template get_ptr<typename Json::object_t*>(); }
  Json j_;
};

}  // namespace detail

namespace tournament {

inline void to_json(nlohmann::json& j, const game& g) {
  j = {{"round", g.round},
       {"points_limit", g.points_limit},
       {"players", g.players},
       {"victory_points", g.victory_points},
       {"secondary_victory_points", g.secondary_victory_points},
       {"generals_slain", g.generals_slain},
       {"primary_objective",
        g.primary_objective ? nlohmann::json(*g.primary_objective) : nlohmann::json(nullptr)},
       {"secondary_objectives", g.secondary_objectives},
       {"both_broken", g.both_broken},
       {"conceded", g.conceded ? nlohmann::json(*g.conceded) : nlohmann::json(nullptr)}};
}
inline void from_json(const nlohmann::json& j, game& g) {
  g.round = rankfile::detail::whole_at(j, "round");
  g.points_limit = j.contains("points_limit") ? rankfile::detail::whole_at(j, "points_limit") : 0;
  g.players = j.at("players").get<std::array<std::string, 2>>();
  g.victory_points = rankfile::detail::whole_pair_at(j, "victory_points");
  g.secondary_victory_points = rankfile::detail::whole_pair_at(j, "secondary_victory_points", true);
  g.generals_slain = rankfile::detail::whole_pair_at(j, "generals_slain", true);
  if (j.contains("primary_objective") && !j["primary_objective"].is_null())
    g.primary_objective = rankfile::detail::whole_at(j, "primary_objective", 0, 1);
  else
    g.primary_objective.reset();
  g.secondary_objectives = j.value("secondary_objectives", std::array<bool, 2>{});
  if (j.contains("conceded") && !j["conceded"].is_null())
    g.conceded = rankfile::detail::whole_at(j, "conceded", 0, 1);
  else
    g.conceded.reset();
  g.both_broken = j.value("both_broken", false);
}
// A bye as JSON; its points_limit only when it gives one.
inline void to_json(nlohmann::json& j, const bye& b) {
  j = {{"round", b.round}, {"player", b.player}};
  if (b.points_limit > 0) j["points_limit"] = b.points_limit;
}
inline void from_json(const nlohmann::json& j, bye& b) {
  b.round = rankfile::detail::whole_at(j, "round");
  b.player = j.at("player").get<std::string>();
  b.points_limit = j.contains("points_limit") ? rankfile::detail::whole_at(j, "points_limit") : 0;
}
// A standing as JSON; `strength_of_schedule` as a number, and exactly as [numerator,
// denominator] in `strength_of_schedule_exact`.
template <class Json>
Json standing_json(const standing& s) {
  return rankfile::detail::object_builder<Json>(13)
      .add("rank", s.rank)
      .add("player", s.player)
      .add("tournament_points", s.tournament_points)
      .add("victory_points", s.victory_points)
      .add("secondary_victory_points", s.secondary_victory_points)
      .add("generals_slain", s.generals_slain)
      .add("vp_difference", s.vp_difference)
      .add("wins", s.wins)
      .add("strength_of_schedule", s.strength_of_schedule.value())
      .add("strength_of_schedule_exact",
           std::array<long long, 2>{s.strength_of_schedule.numerator,
                                    s.strength_of_schedule.denominator})
      .add("head_to_head", s.head_to_head)
      .add("games", s.games)
      .add("byes", s.byes)
      .take();
}
inline void to_json(nlohmann::json& j, const standing& s) {
  j = standing_json<nlohmann::json>(s);
}
inline void from_json(const nlohmann::json& j, standing& s) {
  s.rank = rankfile::detail::whole_at(j, "rank");
  s.player = j.at("player").get<std::string>();
  s.tournament_points = rankfile::detail::whole_at(j, "tournament_points");
  s.victory_points = rankfile::detail::whole_at(j, "victory_points");
  s.secondary_victory_points = rankfile::detail::whole_at(j, "secondary_victory_points");
  s.generals_slain = rankfile::detail::whole_at(j, "generals_slain");
  s.vp_difference = rankfile::detail::whole_at(j, "vp_difference");
  s.wins = rankfile::detail::whole_at(j, "wins");
  const nlohmann::json& sos = j.at("strength_of_schedule_exact");
  s.strength_of_schedule = {
      rankfile::detail::whole<long long>(sos.at(0), "strength_of_schedule_exact[0]"),
      rankfile::detail::whole<long long>(sos.at(1), "strength_of_schedule_exact[1]", 1)};
  s.head_to_head = rankfile::detail::whole_at(j, "head_to_head");
  s.games = rankfile::detail::whole_at(j, "games");
  s.byes = rankfile::detail::whole_at(j, "byes");
}

inline void to_json(nlohmann::json& j, const game_score& g) {
  j = {{"tournament_points", g.points},
       {"outcomes", {name_of(g.outcomes[0]), name_of(g.outcomes[1])}}};
}
inline void from_json(const nlohmann::json& j, game_score& g) {
  g.points = rankfile::detail::whole_pair_at(j, "tournament_points");
  for (std::size_t k = 0; k < 2; ++k)
    g.outcomes[k] = rankfile::detail::parse_named<battle_outcome>(j.at("outcomes").at(k));
}
// A pairing as JSON: "reason" in English, "code" its pairing_reason, and for a pair made by
// pairing down, the players passed over.
template <class Json>
Json pairing_json(const pairing& p) {
  Json j = rankfile::detail::object_builder<Json>(9)
               .add("table", p.table > 0 ? Json(p.table) : Json(nullptr))
               .add("player", p.player)
               .add("opponent", p.opponent ? Json(*p.opponent) : Json(nullptr))
               .add("reason", explain(p))
               .add("code", name_of(p.why))
               .take();
  if (!p.already_played.empty()) j["already_played"] = p.already_played;
  if (!p.would_leave_rematch.empty()) j["would_leave_rematch"] = p.would_leave_rematch;
  if (!p.same_club.empty()) j["same_club"] = p.same_club;
  if (!p.same_team.empty()) j["same_team"] = p.same_team;
  return j;
}
inline void to_json(nlohmann::json& j, const pairing& p) {
  j = pairing_json<nlohmann::json>(p);
}
inline void from_json(const nlohmann::json& j, pairing& p) {
  p.player = j.at("player").get<std::string>();
  if (j.at("opponent").is_null())
    p.opponent.reset();
  else
    p.opponent = j.at("opponent").get<std::string>();
  p.why = rankfile::detail::parse_named<pairing_reason>(j.at("code"));
  p.already_played = j.value("already_played", std::vector<std::string>{});
  p.would_leave_rematch = j.value("would_leave_rematch", std::vector<std::string>{});
  p.table =
      j.contains("table") && !j["table"].is_null() ? rankfile::detail::whole_at(j, "table") : 0;
  p.same_club = j.value("same_club", std::vector<std::string>{});
  p.same_team = j.value("same_team", std::vector<std::string>{});
}
inline void to_json(nlohmann::json& j, const band& b) {
  j = {{"up_to", b.up_to ? nlohmann::json(*b.up_to) : nlohmann::json(nullptr)},
       {"inclusive", b.inclusive},
       {"points", {b.winner_points, b.loser_points}},
       {"outcome", name_of(b.outcome)}};
}
inline void from_json(const nlohmann::json& j, band& b) {
  if (j.at("up_to").is_null())
    b.up_to.reset();
  else
    b.up_to = rankfile::detail::whole_at(j, "up_to");
  b.inclusive = j.at("inclusive").get<bool>();
  const std::array<int, 2> points = rankfile::detail::whole_pair_at(j, "points");
  b.winner_points = points[0];
  b.loser_points = points[1];
  b.outcome = rankfile::detail::parse_named<battle_outcome>(j.at("outcome"));
}
}  // namespace tournament

namespace detail {

// A bye number: an integer in [min, max], "average" (the player's own) or, for victory points,
// "points_limit" (the game's size); sets `value` and `rule` when present.
template <class Value>
void read_bye_number(reader& r, const nlohmann::json& o, const std::string& path,
                     std::string_view key, long long min, long long max, Value& value,
                     tournament::bye_rule& rule) {
  const nlohmann::json* j = r.member(o, path, key, false);
  if (!j) return;
  if (j->is_string()) {
    // "points_limit" (the game's size) is a rule for victory points only.
    const bool vp = key == "bye_victory_points";
    const std::string& given = j->get_ref<const std::string&>();
    if (given == name_of(tournament::bye_rule::average))
      rule = tournament::bye_rule::average;
    else if (vp && given == name_of(tournament::bye_rule::points_limit))
      rule = tournament::bye_rule::points_limit;
    else
      r.fail(reader::at(path, key),
             std::string("must be a whole number") +
                 (vp ? ", \"average\" or \"points_limit\", got " : " or \"average\", got ") +
                 detail::quoted(given));
    return;
  }
  if (const auto v = r.integer_value(*j, reader::at(path, key), min, max)) {
    value = *v;
    rule = tournament::bye_rule::fixed;
  }
}

// The bye settings of a scheme object or the document: bye_points, bye_victory_points,
// bye_vp_difference, each a whole number or "average"; bye_victory_points also "points_limit".
inline void read_bye_settings(reader& r, const nlohmann::json& o, const std::string& path,
                              tournament::scheme& s) {
  read_bye_number(r, o, path, "bye_points", 0, tournament::max_tournament_points, s.bye_points,
                  s.bye_points_rule);
  read_bye_number(r, o, path, "bye_victory_points", 0, max_points, s.bye_victory_points,
                  s.bye_victory_points_rule);
  read_bye_number(r, o, path, "bye_vp_difference", -max_points, max_points, s.bye_vp_difference,
                  s.bye_vp_difference_rule);
}

// avoid_same: ["club"], ["team"] or both (an empty list avoids nothing): pairings keep players
// of one club (team) apart while that costs no rematch.
inline void read_avoid_same(reader& r, const nlohmann::json& o, const std::string& path,
                            tournament::scheme& s) {
  const nlohmann::json* list = r.array(o, path, "avoid_same", false, 0, 2);
  if (!list) return;
  s.avoid_same_club = s.avoid_same_team = false;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const std::string p = reader::at(reader::at(path, "avoid_same"), i);
    const nlohmann::json& v = (*list)[i];
    bool* avoid = !v.is_string()                              ? nullptr
                  : v.get_ref<const std::string&>() == "club" ? &s.avoid_same_club
                  : v.get_ref<const std::string&>() == "team" ? &s.avoid_same_team
                                                              : nullptr;
    if (!avoid)
      r.fail(p, "must be \"club\" or \"team\", got " + v.dump());
    else if (*avoid)
      r.fail(p, "is listed twice: " + v.dump());  // as tiebreakers are
    else
      *avoid = true;
  }
}

// team_round_cap: the most a team scores in a round, a whole number from 1 to
// max_tournament_points.
inline void read_team_round_cap(reader& r, const nlohmann::json& o, const std::string& path,
                                tournament::scheme& s) {
  if (const auto cap =
          r.integer(o, path, "team_round_cap", false, 1, tournament::max_tournament_points))
    s.team_round_cap = cap;
}

// A player's name as typed, without the spaces around it.
inline std::string player_name(const nlohmann::json& j) {
  return std::string(tournament::trimmed(j.get_ref<const std::string&>()));
}

inline void read_tiebreakers(reader& r, const nlohmann::json& o, const std::string& path,
                             std::vector<tournament::tiebreaker>& out) {
  const nlohmann::json* list =
      r.array(o, path, "tiebreakers", false, 0, enum_count<tournament::tiebreaker>);
  if (!list) return;
  out.clear();
  for (std::size_t i = 0; i < list->size(); ++i) {
    const std::string p = reader::at(reader::at(path, "tiebreakers"), i);
    if (!(*list)[i].is_string()) {
      r.fail(p, "must be a string, got " + reader::type_of((*list)[i]));
      continue;
    }
    const std::string& name = (*list)[i].get_ref<const std::string&>();
    if (const auto t = enum_from<tournament::tiebreaker>(name)) {
      if (std::find(out.begin(), out.end(), *t) != out.end())  // a second time decides nothing
        r.fail(p, detail::quoted(name) + " is listed already");
      out.push_back(*t);
    } else {
      std::string known;
      detail::nearest near(name);
      for (const enum_entry<tournament::tiebreaker>& row : entries_of(tournament::tiebreaker{})) {
        known.append(known.empty() ? "" : ", ").append(row.id);
        near.offer(row.id);
      }
      r.fail(p, "unknown tiebreaker " + detail::quoted(name) + detail::did_you_mean(near.name()) +
                    "; the tiebreakers: " + known);
    }
  }
}

inline tournament::scheme read_scheme(reader& r, const nlohmann::json& root) {
  const nlohmann::json* js = r.member(root, "", "scheme", true);
  if (!js) return {};
  if (js->is_string()) {
    const std::string& id = js->get_ref<const std::string&>();
    if (auto s = tournament::scheme_named(id)) return *s;
    r.fail("scheme", "unknown scheme " + detail::quoted(id) + tournament::scheme_did_you_mean(id) +
                         "; the schemes: " + tournament::scheme_ids(", ") +
                         ", or an object with bands");
    return {};
  }
  if (!r.object(*js, "scheme")) return {};
  tournament::scheme s;
  s.id = std::string(r.string(*js, "scheme", "id", false).value_or("custom"));
  s.basis = r.enumeration(*js, "scheme", "basis", tournament::band_basis::absolute);
  if (const nlohmann::json* bands = r.array(*js, "scheme", "bands", true, 1, 100)) {
    for (std::size_t i = 0; i < bands->size(); ++i) {
      const nlohmann::json& jb = (*bands)[i];
      const std::string p = reader::at("scheme.bands", i);
      if (!r.object(jb, p)) continue;
      tournament::band b;
      b.up_to = r.integer(jb, p, "up_to", false, 0, max_points);
      b.inclusive = r.boolean(jb, p, "inclusive", true);
      if (const nlohmann::json* pts = r.array(jb, p, "points", true, 2, 2);
          pts && pts->size() == 2) {
        b.winner_points =
            r.integer_value((*pts)[0], p + ".points[0]", 0, tournament::max_tournament_points)
                .value_or(0);
        b.loser_points =
            r.integer_value((*pts)[1], p + ".points[1]", 0, tournament::max_tournament_points)
                .value_or(0);
      }
      s.bands.push_back(b);
    }
  }
  s.primary_objective_points = r.integer(*js, "scheme", "primary_objective_points", false, 0,
                                         tournament::max_tournament_points)
                                   .value_or(0);
  s.secondary_objective_points = r.integer(*js, "scheme", "secondary_objective_points", false, 0,
                                           tournament::max_tournament_points)
                                     .value_or(0);
  read_bye_settings(r, *js, "scheme", s);
  read_avoid_same(r, *js, "scheme", s);
  read_team_round_cap(r, *js, "scheme", s);
  read_tiebreakers(r, *js, "scheme", s.tiebreakers);
  return s;
}

inline void read_pair(reader& r, const nlohmann::json& o, const std::string& path,
                      std::string_view key, std::array<int, 2>& out, bool required) {
  const nlohmann::json* a = r.array(o, path, key, required, 2, 2);
  if (!a || a->size() != 2) return;
  for (std::size_t k = 0; k < 2; ++k)
    if (auto v = r.integer_value((*a)[k], reader::at(reader::at(path, key), k), 0, max_points))
      out[k] = *v;
}

}  // namespace detail

// Reads a tournament document (docs/json-format.md) into an event, appending every problem,
// then runs tournament::validate on it. Given `unknown_fields`, every member the reader does not
// know is added to it ("games[3].victory_pionts: unknown field (did you mean "victory_points"?)").
inline tournament::event read_tournament_document(const nlohmann::json& root,
                                                  std::vector<problem>& problems,
                                                  std::vector<problem>* unknown_fields = nullptr) {
  detail::reader r(problems, unknown_fields);
  tournament::event e;
  if (!r.object(root, "")) return e;
  r.version(root);
  e.scheme = detail::read_scheme(r, root);
  detail::read_tiebreakers(r, root, "", e.scheme.tiebreakers);
  detail::read_bye_settings(r, root, "", e.scheme);
  detail::read_avoid_same(r, root, "", e.scheme);
  detail::read_team_round_cap(r, root, "", e.scheme);
  e.scheme.teams = r.boolean(root, "", "teams", false);
  if (e.scheme.team_round_cap && !e.scheme.teams)
    r.fail(root.contains("team_round_cap") && !root.at("team_round_cap").is_null()
               ? "team_round_cap"
               : "scheme.team_round_cap",
           "is for team events: the document needs \"teams\": true");
  if (const nlohmann::json* seed = r.member(root, "", "draw_seed", false)) {
    // Written with a point or an exponent, a whole number is one (1000.0, 1e3), as elsewhere.
    const double v = seed->is_number_float() ? seed->get<double>() : -1.0;
    if (seed->is_number_unsigned() || (seed->is_number_integer() && seed->get<long long>() >= 0))
      e.draw_seed = seed->get<unsigned long long>();
    else if (v >= 0 && v < 18446744073709551616.0 &&  // 2^64: the conversion is defined below it
             v == static_cast<double>(static_cast<unsigned long long>(v)))
      e.draw_seed = static_cast<unsigned long long>(v);
    else
      r.fail("draw_seed", "must be a whole number from 0 to " +
                              std::to_string(std::numeric_limits<unsigned long long>::max()) +
                              ", got " + seed->dump());
  }
  e.rounds = r.integer(root, "", "rounds", false, 1, tournament::max_rounds);
  if (const nlohmann::json* players =
          r.array(root, "", "players", false, 0, tournament::max_players))
    for (std::size_t i = 0; i < players->size(); ++i) {
      const nlohmann::json& jp = (*players)[i];
      const std::string p = detail::reader::at("players", i);
      if (!r.object(jp, p)) continue;
      tournament::player pl;
      if (const nlohmann::json* name = r.member(jp, p, "name", true)) {
        if (name->is_string())
          pl.name = detail::player_name(*name);
        else
          r.fail(p + ".name", "must be a string, got " + detail::reader::type_of(*name));
      }
      pl.faction = std::string(r.string(jp, p, "faction", false).value_or(""));
      // Team and club names trimmed, as the CSV roster's are: "Red " is team Red.
      pl.team = std::string(tournament::trimmed(r.string(jp, p, "team", false).value_or("")));
      pl.club = std::string(tournament::trimmed(r.string(jp, p, "club", false).value_or("")));
      pl.dropped_after = r.integer(jp, p, "dropped_after", false, 0, tournament::max_rounds);
      pl.seed = r.integer(jp, p, "seed", false, 1, tournament::max_seed);
      e.players.push_back(std::move(pl));
    }
  if (const nlohmann::json* games = r.array(root, "", "games", true, 0, tournament::max_games)) {
    e.games.reserve(games->size());
    for (std::size_t i = 0; i < games->size(); ++i) {
      const nlohmann::json& jg = (*games)[i];
      const std::string p = detail::reader::at("games", i);
      if (!r.object(jg, p)) continue;
      tournament::game g;
      g.round = r.integer(jg, p, "round", true, 1, tournament::max_rounds).value_or(1);
      g.points_limit = r.integer(jg, p, "points_limit", false, 1, max_points).value_or(0);
      if (const nlohmann::json* pl = r.array(jg, p, "players", true, 2, 2); pl && pl->size() == 2)
        for (std::size_t k = 0; k < 2; ++k) {
          if ((*pl)[k].is_string())
            g.players[k] = detail::player_name((*pl)[k]);
          else
            r.fail(detail::reader::at(p + ".players", k), "must be a string");
        }
      detail::read_pair(r, jg, p, "victory_points", g.victory_points, true);
      detail::read_pair(r, jg, p, "secondary_victory_points", g.secondary_victory_points, false);
      detail::read_pair(r, jg, p, "generals_slain", g.generals_slain, false);
      g.primary_objective = r.integer(jg, p, "primary_objective", false, 0, 1);
      g.conceded = r.integer(jg, p, "conceded", false, 0, 1);
      if (const nlohmann::json* so = r.array(jg, p, "secondary_objectives", false, 2, 2);
          so && so->size() == 2)
        for (std::size_t k = 0; k < 2; ++k) {
          if ((*so)[k].is_boolean())
            g.secondary_objectives[k] = (*so)[k].get<bool>();
          else
            r.fail(detail::reader::at(p + ".secondary_objectives", k), "must be true or false");
        }
      g.both_broken = r.boolean(jg, p, "both_broken", false);
      e.games.push_back(std::move(g));
    }
  }
  if (const nlohmann::json* byes = r.array(root, "", "byes", false, 0, tournament::max_games))
    for (std::size_t i = 0; i < byes->size(); ++i) {
      const nlohmann::json& jb = (*byes)[i];
      const std::string p = detail::reader::at("byes", i);
      if (!r.object(jb, p)) continue;
      e.byes.push_back(
          {r.integer(jb, p, "round", true, 1, tournament::max_rounds).value_or(1),
           std::string(tournament::trimmed(r.string(jb, p, "player", true).value_or(""))),
           r.integer(jb, p, "points_limit", false, 1, max_points).value_or(0)});
    }
  if (problems.empty())
    for (problem& p : tournament::validate(e)) problems.push_back(std::move(p));
  if (problems.empty())
    for (problem& p : tournament::validate_teams(e)) problems.push_back(std::move(p));
  r.report_unknown_fields();
  return e;
}

// The answer to a tournament document: standings, each game's outcomes and points, and the
// next round's Swiss pairings (none once the event's last round has begun, when the event says
// how many rounds it has: "final" is then true, or false with "last_round_missing", the players
// with no game or bye yet in it); for a team event ("teams": true) the team standings, each
// round's team meetings and the next round's team pairings instead of the players' pairings.
//
// `warnings` (tournament::warnings: each with `path` and `message`) comes first when there are
// any; pass `warnings` to use a list already made (paths relocated to a CSV file's lines, say).
inline nlohmann::ordered_json standings_json(const tournament::event& e,
                                             const std::vector<problem>* warnings = nullptr) {
  std::vector<problem> own;
  if (!warnings) {
    own = tournament::warnings(e);
    warnings = &own;
  }
  std::vector<tournament::game_score> scores;
  const std::vector<tournament::standing> table = tournament::standings(e, &scores);
  nlohmann::ordered_json j = {{"version", document_version}, {"scheme", e.scheme.id}};
  j["tiebreakers"] = nlohmann::ordered_json::array();
  for (tournament::tiebreaker t : e.scheme.tiebreakers) j["tiebreakers"].push_back(name_of(t));
  if (e.scheme.avoid_same_club || e.scheme.avoid_same_team) {
    j["avoid_same"] = nlohmann::ordered_json::array();
    if (e.scheme.avoid_same_club) j["avoid_same"].push_back("club");
    if (e.scheme.avoid_same_team) j["avoid_same"].push_back("team");
  }
  if (e.scheme.teams) j["teams"] = true;
  if (e.scheme.teams && e.scheme.team_round_cap) j["team_round_cap"] = *e.scheme.team_round_cap;
  // Once the last round has begun nothing is paired; the standings are final once everyone in it
  // has a game or a bye (is_final), and until then the answer names who has not.
  const bool last = tournament::last_round_started(e);
  const std::vector<std::string_view> missing = tournament::missing_from_last_round(e);
  if (e.rounds) {
    j["rounds"] = *e.rounds;
    j["final"] = last && missing.empty();
    if (!missing.empty()) {
      j["last_round_missing"] = nlohmann::ordered_json::array();
      for (const std::string_view name : missing)
        j["last_round_missing"].push_back(std::string(name));
    }
  }
  if (!warnings->empty()) {
    j["warnings"] = nlohmann::ordered_json::array();
    for (const problem& w : *warnings)
      j["warnings"].push_back({{"path", w.path}, {"message", w.message}});
  }
  nlohmann::ordered_json::array_t rows;
  rows.reserve(table.size());
  for (const tournament::standing& s : table)
    rows.push_back(tournament::standing_json<nlohmann::ordered_json>(s));
  j["standings"] = std::move(rows);
  rows.clear();
  rows.reserve(e.games.size());
  for (std::size_t i = 0; i < e.games.size(); ++i) {
    detail::object_builder<nlohmann::ordered_json> g(5);
    g.add("round", e.games[i].round)
        .add("players", e.games[i].players)
        .add("outcomes", std::array<std::string_view, 2>{name_of(scores[i].outcomes[0]),
                                                         name_of(scores[i].outcomes[1])})
        .add("tournament_points", scores[i].points);
    if (e.games[i].conceded) g.add("conceded", *e.games[i].conceded);
    rows.push_back(g.take());
  }
  j["games"] = std::move(rows);
  if (e.scheme.teams) {  // teams are paired, not players: team_standings, team_matches instead
    const std::vector<tournament::team_standing> teams = tournament::team_standings(e, table);
    j["team_standings"] = nlohmann::ordered_json::array();
    for (const tournament::team_standing& t : teams)
      j["team_standings"].push_back({{"rank", t.rank},
                                     {"team", t.team},
                                     {"players", t.players},
                                     {"tournament_points", t.tournament_points},
                                     {"vp_difference", t.vp_difference},
                                     {"victory_points", t.victory_points},
                                     {"generals_slain", t.generals_slain},
                                     {"games", t.games},
                                     {"byes", t.byes}});
    j["team_matches"] = nlohmann::ordered_json::array();
    for (const tournament::team_match& m : tournament::team_matches(e, scores))
      j["team_matches"].push_back({{"round", m.round},
                                   {"teams", m.teams},
                                   {"tournament_points", m.tournament_points},
                                   {"victory_points", m.victory_points},
                                   {"games", m.games}});
    if (last) return j;  // the last round has begun: nothing to pair
    j["next_round_team_pairings"] = nlohmann::ordered_json::array();
    for (const tournament::pairing& p : tournament::team_pairings(e, teams)) {
      nlohmann::ordered_json jp = {
          {"table", p.table > 0 ? nlohmann::ordered_json(p.table) : nullptr},
          {"team", p.player},
          {"opponent", p.opponent ? nlohmann::ordered_json(*p.opponent) : nullptr},
          {"reason", tournament::explain_team(p)},
          {"code", name_of(p.why)}};
      if (!p.already_played.empty()) jp["already_played"] = p.already_played;
      if (!p.would_leave_rematch.empty()) jp["would_leave_rematch"] = p.would_leave_rematch;
      j["next_round_team_pairings"].push_back(std::move(jp));
    }
    return j;
  }
  if (last) return j;  // the last round has begun: nothing to pair
  const std::vector<tournament::pairing> next = tournament::swiss_pairings(e, table);
  rows.clear();
  rows.reserve(next.size());
  for (const tournament::pairing& p : next)
    rows.push_back(tournament::pairing_json<nlohmann::ordered_json>(p));
  j["next_round_pairings"] = std::move(rows);
  return j;
}

}  // namespace rankfile
