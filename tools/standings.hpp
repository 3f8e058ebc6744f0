// The rankfile tool's `standings`: tournament standings and next-round pairings, from a
// tournament document or CSV results (one game a line) with the options that CSV cannot say.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <rankfile/json.hpp>
#include <rankfile/tournament.hpp>

#include "inputs.hpp"
#include "options.hpp"

namespace rankfile::tool {

// A bye option's value, N (min to max), "average" or, where `game_size` allows it,
// "points_limit", into the scheme.
template <class Value>
void bye_option(const std::optional<std::string>& given, std::string_view name, int min, int max,
                Value& value, rf::tournament::bye_rule& rule, bool game_size = false) {
  if (!given) return;
  using rf::tournament::bye_rule;
  for (const bye_rule r : {bye_rule::average, bye_rule::points_limit})
    if (*given == rf::name_of(r) && (r != bye_rule::points_limit || game_size)) {
      rule = r;
      return;
    }
  const std::string_view average = rf::name_of(bye_rule::average);
  value = number_option(name, *given, min, max,
                        game_size ? std::string(", ").append(average).append(" or ").append(
                                        rf::name_of(bye_rule::points_limit))
                                  : std::string(", or ").append(average));
  rule = bye_rule::fixed;
}

// --avoid-same club|team|club,team into the scheme.
inline void avoid_same_option(std::string_view given, rf::tournament::scheme& s) {
  for (std::string_view rest = given;;) {
    const std::size_t comma = rest.find(',');
    const std::string_view v = rest.substr(0, comma);
    bool* avoid = v == "club" ? &s.avoid_same_club : v == "team" ? &s.avoid_same_team : nullptr;
    if (!avoid)
      throw usage_error{"--avoid-same must be club, team or club,team, got " +
                        rf::detail::quoted(given)};
    if (*avoid) throw usage_error{"--avoid-same lists " + std::string(v) + " twice"};
    *avoid = true;
    if (comma == std::string_view::npos) break;
    rest.remove_prefix(comma + 1);
  }
}

inline std::string run_standings(const options& o, context& ctx) {
  const std::string text = ctx.read(o.file);
  std::vector<rf::problem> problems, warnings;
  rf::tournament::event e;
  // A JSON document starts with { or [, after white space and a byte order mark if any.
  const std::string_view bom = rf::detail::utf8_bom;
  const std::size_t first =
      text.find_first_not_of(" \t\r\n", text.starts_with(bom) ? bom.size() : 0);
  const bool csv = !(first != std::string::npos && (text[first] == '{' || text[first] == '['));
  if (!csv) {
    if (o.teams || o.team_cap)
      throw usage_error{
          "--teams and --team-cap are for CSV results; a tournament document says "
          "\"teams\": true and team_round_cap itself"};
    if (o.roster || o.draw_seed || o.bye_points || o.bye_vp || o.bye_vp_difference ||
        o.avoid_same || o.scheme_given || o.rounds)
      throw usage_error{
          "--scheme, --roster, --seed, --avoid-same, --rounds and the bye options "
          "are for CSV results; a tournament document gives scheme, players, "
          "draw_seed, avoid_same, rounds and bye_points itself"};
    std::vector<rf::problem> unknown;
    e = rf::read_tournament_document(parse_document(text), problems, &unknown);
    report_unknown_fields(o, ctx, unknown, problems);
  } else {
    const auto scheme = rf::tournament::scheme_named(o.scheme);
    if (!scheme)
      throw usage_error{"--scheme must be " + rf::tournament::scheme_ids() + ", got " +
                        rf::detail::quoted(o.scheme) +
                        rf::tournament::scheme_did_you_mean(o.scheme)};
    e.scheme = *scheme;
    // The bounds of the tournament document's bye_points, bye_victory_points and
    // bye_vp_difference (json/tournament.hpp, read_bye_number).
    bye_option(o.bye_points, "--bye-points", 0, rf::tournament::max_tournament_points,
               e.scheme.bye_points, e.scheme.bye_points_rule);
    bye_option(o.bye_vp, "--bye-vp", 0, rf::max_points, e.scheme.bye_victory_points,
               e.scheme.bye_victory_points_rule, true);
    bye_option(o.bye_vp_difference, "--bye-vp-difference", -rf::max_points, rf::max_points,
               e.scheme.bye_vp_difference, e.scheme.bye_vp_difference_rule);
    e.draw_seed = o.draw_seed;
    if (o.avoid_same) avoid_same_option(*o.avoid_same, e.scheme);
    e.scheme.teams = o.teams;
    if (o.team_cap && !o.teams) throw usage_error{"--team-cap is for team events: add --teams"};
    e.scheme.team_round_cap = o.team_cap;
    e.rounds = o.rounds;
    rf::tournament::csv_source roster{.file = o.roster.value_or("")};
    std::vector<rf::problem> unknown;
    if (o.roster)
      rf::tournament::read_roster_csv(ctx.read(*o.roster), e.players, problems, roster, &unknown);
    rf::tournament::csv_source results{.file = o.file == "-" ? "stdin" : o.file};
    rf::tournament::read_games_csv(text, e, problems, results, &unknown);
    report_unknown_fields(o, ctx, unknown, problems);
    if (problems.empty()) problems = rf::tournament::validate(e);
    if (problems.empty()) problems = rf::tournament::validate_teams(e);
    if (problems.empty()) warnings = rf::tournament::warnings(e);
    for (auto* list : {&problems, &warnings}) {
      rf::tournament::relocate(*list, results);
      rf::tournament::relocate(*list, roster);
    }
  }
  if (!problems.empty()) throw invalid_input{problems};
  if (!csv) warnings = rf::tournament::warnings(e);
  ctx.warnings.insert(ctx.warnings.end(), warnings.begin(), warnings.end());
  if (o.format == "json") return rf::standings_json(e, &warnings).dump(2) + "\n";
  const std::vector<rf::tournament::standing> table = rf::tournament::standings(e);
  // Once the last round has begun (--rounds, a document's rounds): nothing paired, the standings
  // headed as final, or as not final while someone has no game or bye in that round yet.
  const bool last = rf::tournament::last_round_started(e);
  const std::vector<std::string_view> missing = rf::tournament::missing_from_last_round(e);
  if (e.scheme.teams) {  // the teams' standings and pairings
    const auto teams = rf::tournament::team_standings(e, table);
    if (o.format == "csv") return rf::tournament::team_csv(teams);
    if (last && o.format == "html")
      return rf::tournament::team_final_html(teams, *e.rounds, missing);
    if (last) return rf::tournament::team_final_text(teams, *e.rounds, missing);
    const auto next = rf::tournament::team_pairings(e, teams);
    if (o.format == "html")
      return rf::tournament::team_html(teams, next, rf::tournament::next_round_number(e));
    return rf::tournament::team_text(teams, next);
  }
  const std::vector<rf::tournament::tiebreaker>& tiebreakers = e.scheme.tiebreakers;
  if (o.format == "csv") return rf::tournament::to_csv(table, tiebreakers);
  if (last && o.format == "html")
    return rf::tournament::final_html(table, tiebreakers, *e.rounds, missing);
  if (last) return rf::tournament::final_text(table, tiebreakers, *e.rounds, missing);
  const auto next = rf::tournament::swiss_pairings(e, table);
  if (o.format == "html")
    return rf::tournament::to_html(table, next, tiebreakers, rf::tournament::next_round_number(e));
  return rf::tournament::to_text(table, next, tiebreakers);
}

}  // namespace rankfile::tool
