// rankfile/tournament/scheme.hpp: tournament points for one game, by scheme.
//
// A scheme turns a game's victory points into tournament points for each player:
//
//   tow_matched_play_scheme() the Old World Matched Play Guide (p.10): the outcome from its table
//                       of VP difference by army size, then 6/5/4/3/2/1/0 tournament points;
//                       tiebreakers total VP, VP from secondary objectives, Generals slain;
//                       a bye, and a game's winner when the other player concedes (p.12): a
//                       crushing victory, 6 points, with the game's size in VP
//   t9a_nr_scheme()            the 9th Age scheme New Recruit applies ("9th Age Scoring (version
//   3)"):
//                       VP difference as a percentage of the points limit gives 10-10 to 16-4,
//                       then +3/-3 for the primary objective and +1/-1 for each secondary;
//                       ranked by points, then VP difference
//   a scheme of your own: bands of the VP difference, absolute or as a percentage of the points
//                       limit, each upper edge inclusive or exclusive, each giving the winner's
//                       and the loser's points (a 20-0 split, or 3/1/0 win/draw/loss)
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rankfile/core/enum_table.hpp"
#include "rankfile/core/names.hpp"
#include "rankfile/editions/tow.hpp"
#include "rankfile/victory/result.hpp"

namespace rankfile::tournament {

// One game of a tournament, as an organiser records it.
struct game {
  int round = 1;
  int points_limit = 0;
  std::array<std::string, 2> players{};
  std::array<int, 2> victory_points{};
  std::array<int, 2> secondary_victory_points{};
  std::array<int, 2> generals_slain{};
  std::optional<int> primary_objective{};      // index of the player who won it
  std::array<bool, 2> secondary_objectives{};  // whether each player achieved theirs
  bool both_broken = false;  // both armies broke in a Break Point game (Old World matched play)
  // The player who conceded: under the Old World matched-play table (p.12) the other wins a
  // crushing victory and counts the game's size as its VP (tow-matched-play only).
  std::optional<int> conceded{};

  friend bool operator==(const game&, const game&) = default;
};

struct bye {
  int round = 1;
  std::string player{};
  // The game's size, for a bye that scores it in victory points (bye_rule::points_limit); 0: the
  // points limit of the round's games.
  int points_limit = 0;

  friend bool operator==(const bye&, const bye&) = default;
};

// One player on the roster: everyone expected at the event. Only `name` is required. A roster
// makes every name in the results a checked name (validate), puts every rostered player in the
// standings from the start and gives round 1 its pairings.
struct player {
  std::string name{};
  std::string faction{};
  std::string team{};
  std::string club{};
  std::optional<int> dropped_after{};  // the last round before the player left; later rounds
                                       // expect no game from them and pair without them
  std::optional<int> seed{};           // 1 is the top seed (round-1 pairings)

  friend bool operator==(const player&, const player&) = default;
};

// How a bye is scored, for each of its three numbers: a fixed number, or the player's own
// average over the games they played (rounded to the nearest whole number, halves away from
// zero; 0 for a player with no game yet); and, for its victory points only, the game's size.
enum class bye_rule : std::uint8_t { fixed, average, points_limit };
inline constexpr enum_entry<bye_rule> bye_rule_table[] = {
    {bye_rule::fixed, "fixed", "a fixed number"},
    {bye_rule::average, "average", "the player's average",
     "the player's own average over the games they played, rounded to the nearest whole number "
     "(halves away from zero); 0 before their first game"},
    {bye_rule::points_limit, "points_limit", "the game's size",
     "victory points only: the game's size, the bye's own points limit or else its round's (the "
     "Old World Matched Play Guide p.12)"},
};
[[nodiscard]] constexpr table_view<bye_rule> entries_of(bye_rule) noexcept {
  return bye_rule_table;
}
static_assert(in_enum_order(bye_rule_table));

// How players level on tournament points are ordered; listed in the order they apply.
enum class tiebreaker : std::uint8_t {
  tournament_points,
  victory_points,
  secondary_victory_points,
  generals_slain,
  vp_difference,
  wins,
  strength_of_schedule,
  head_to_head,
};
inline constexpr enum_entry<tiebreaker> tiebreaker_table[] = {
    {tiebreaker::tournament_points, "tournament_points", "tournament points"},
    {tiebreaker::victory_points, "victory_points", "victory points", "total VP scored"},
    {tiebreaker::secondary_victory_points, "secondary_victory_points", "secondary victory points",
     "VP scored from secondary objectives"},
    {tiebreaker::generals_slain, "generals_slain", "generals slain", "enemy Generals slain"},
    {tiebreaker::vp_difference, "vp_difference", "VP difference",
     "VP scored minus the opponents' VP"},
    {tiebreaker::wins, "wins", "wins", "games won (a bye is no game)"},
    {tiebreaker::strength_of_schedule, "strength_of_schedule", "strength of schedule",
     "average tournament points of the player's opponents"},
    {tiebreaker::head_to_head, "head_to_head", "head to head",
     "tournament points scored in games among the level players"},
};
[[nodiscard]] constexpr table_view<tiebreaker> entries_of(tiebreaker) noexcept {
  return tiebreaker_table;
}
static_assert(in_enum_order(tiebreaker_table));

// What a band's edges measure: VP, or VP as a percentage of the points limit.
enum class band_basis : std::uint8_t { absolute, percent_of_points_limit };
inline constexpr enum_entry<band_basis> band_basis_table[] = {
    {band_basis::absolute, "absolute", "victory points"},
    {band_basis::percent_of_points_limit, "percent", "percent of the points limit",
     "the difference as a percentage of the game's points limit, compared exactly"},
};
[[nodiscard]] constexpr table_view<band_basis> entries_of(band_basis) noexcept {
  return band_basis_table;
}
static_assert(in_enum_order(band_basis_table));

// Games whose VP difference is up to `up_to` (inclusive or not) fall in this band; the last band
// of a scheme may be open (no upper edge).
struct band {
  std::optional<int> up_to{};
  bool inclusive = true;
  int winner_points = 0;
  int loser_points = 0;
  battle_outcome outcome = battle_outcome::victory;  // the winner's outcome in this band

  friend bool operator==(const band&, const band&) = default;
};

struct scheme {
  std::string id{};
  bool matched_play_table = false;  // the Old World table by army size, else `bands`
  band_basis basis = band_basis::absolute;
  std::vector<band> bands{};
  int primary_objective_points = 0;       // + to the winner of the primary, - to the other
  int secondary_objective_points = 0;     // + for one's own secondary, - for the opponent's
  std::optional<int> bye_points{};        // tournament points for a bye (fixed rule)
  std::vector<tiebreaker> tiebreakers{};  // after tournament points
  // Bye scoring: tournament points (bye_points, or the average), victory points and VP
  // difference (fixed: these numbers, 0 unless set; or the player's average; victory points
  // also the game's size, bye_rule::points_limit).
  bye_rule bye_points_rule = bye_rule::fixed;
  bye_rule bye_victory_points_rule = bye_rule::fixed;
  bye_rule bye_vp_difference_rule = bye_rule::fixed;
  int bye_victory_points = 0;
  int bye_vp_difference = 0;
  // Pairings avoid two players of one club (or one team) where the scheme asks for it, as a
  // soft rule: only when it costs no rematch (swiss_pairings). Players with no club (team) are
  // never kept apart by it.
  bool avoid_same_club = false;
  bool avoid_same_team = false;
  // A team event (the Old World Matched Play Guide, pp. 44-45): every player is on a team of the
  // roster, teams meet teams, and teams are ranked and paired on their players' summed
  // tournament points (rankfile/tournament/teams.hpp).
  bool teams = false;
  // In a team event, the most a team scores in one round: its players' tournament points that
  // round (games and byes) summed, then cut to this (1 to max_tournament_points; none: no cap).
  // The organiser's own setting, not the Matched Play Guide's.
  std::optional<int> team_round_cap{};
};

namespace detail {
// Tournament points for an Old World matched-play outcome.
[[nodiscard]] constexpr int matched_play_points(battle_outcome o) noexcept {
  switch (o) {
    case battle_outcome::crushing_victory:
      return 6;
    case battle_outcome::resounding_victory:
      return 5;
    case battle_outcome::marginal_victory:
      return 4;
    case battle_outcome::draw:
      return 3;
    case battle_outcome::marginal_defeat:
      return 2;
    case battle_outcome::resounding_defeat:
      return 1;
    default:
      return 0;
  }
}

}  // namespace detail

// A bye (p.12) counts as a crushing victory, with the game's size in victory points.
[[nodiscard]] inline scheme tow_matched_play_scheme() {
  return {.id = "tow-matched-play",
          .matched_play_table = true,
          .bye_points = detail::matched_play_points(battle_outcome::crushing_victory),
          .tiebreakers = {tiebreaker::victory_points, tiebreaker::secondary_victory_points,
                          tiebreaker::generals_slain},
          .bye_victory_points_rule = bye_rule::points_limit};
}

[[nodiscard]] inline scheme t9a_nr_scheme() {
  using O = battle_outcome;
  return {.id = "t9a-nr",
          .basis = band_basis::percent_of_points_limit,
          .bands = {{5, true, 10, 10, O::draw},
                    {10, true, 11, 9, O::victory},
                    {20, true, 12, 8, O::victory},
                    {30, true, 13, 7, O::victory},
                    {40, true, 14, 6, O::victory},
                    {50, true, 15, 5, O::victory},
                    {std::nullopt, true, 16, 4, O::victory}},
          .primary_objective_points = 3,
          .secondary_objective_points = 1,
          .tiebreakers = {tiebreaker::vp_difference}};
}

// Every built-in scheme, once: scheme_named finds them here, and messages list their ids from
// here (scheme_ids). A new scheme is a function like the two above and a row here.
inline constexpr scheme (*built_in_schemes[])() = {&tow_matched_play_scheme, &t9a_nr_scheme};

// The built-in scheme with this id ("tow-matched-play", "t9a-nr"), in any case, as rule set ids
// are; if any.
[[nodiscard]] inline std::optional<scheme> scheme_named(std::string_view id) {
  for (const auto make : built_in_schemes)
    if (scheme s = make(); rankfile::detail::same_name(s.id, id)) return s;
  return std::nullopt;
}

// The built-in schemes' ids for a message: "tow-matched-play or t9a-nr" (`last` before the
// last one, ", " before the others).
[[nodiscard]] inline std::string scheme_ids(std::string_view last = " or ") {
  std::string ids;
  for (std::size_t k = 0; k < std::size(built_in_schemes); ++k)
    ids.append(k == 0                                 ? ""
               : k + 1 == std::size(built_in_schemes) ? last
                                                      : ", ")
        .append(built_in_schemes[k]().id);
  return ids;
}

// " (did you mean "t9a-nr"?)" after an id that is no built-in scheme's but near one; else "".
[[nodiscard]] inline std::string scheme_did_you_mean(std::string_view id) {
  std::vector<std::string> ids;
  for (const auto make : built_in_schemes) ids.push_back(make().id);
  rankfile::detail::nearest near(id);
  for (const std::string& known : ids) near.offer(known);
  return rankfile::detail::did_you_mean(near.name());
}

// A game scored: each player's tournament points and outcome. The outcome is the band's (or the
// matched-play table's, or a concession's) while the objectives leave its winner ahead; otherwise
// it follows the tournament points: level, a draw; else a plain victory and defeat.
struct game_score {
  std::array<int, 2> points{};
  std::array<battle_outcome, 2> outcomes{battle_outcome::draw, battle_outcome::draw};

  friend bool operator==(const game_score&, const game_score&) = default;
};

namespace detail {

[[nodiscard]] inline bool in_band(const band& b, band_basis basis, long long difference,
                                  long long points_limit) {
  if (!b.up_to) return true;
  // Percent edges compare difference * 100 with edge * limit: exact, no rounding.
  const long long lhs = basis == band_basis::absolute ? difference : difference * 100;
  const long long rhs = basis == band_basis::absolute ? *b.up_to : *b.up_to * points_limit;
  return b.inclusive ? lhs <= rhs : lhs < rhs;
}

}  // namespace detail

// The victory points a game counts for each player: as entered, but in a game conceded under the
// Old World matched-play table the winner counts the game's size (the Matched Play Guide p.12).
// Precondition: the game is valid (tournament::validate).
[[nodiscard]] inline std::array<int, 2> counted_victory_points(const scheme& s, const game& g) {
  std::array<int, 2> vp = g.victory_points;
  if (s.matched_play_table && g.conceded)
    vp[1 - static_cast<std::size_t>(*g.conceded)] = g.points_limit;
  return vp;
}

// Tournament points and outcomes of one game under scheme `s`. Precondition: the game is valid
// (tournament::validate) and the scheme's bands cover every difference.
[[nodiscard]] inline game_score score_game(const scheme& s, const game& g) {
  game_score r;
  const std::array<int, 2> vp = counted_victory_points(s, g);
  const int diff = vp[0] - vp[1];
  const int abs_diff = diff < 0 ? -diff : diff;
  std::size_t w = diff >= 0 ? 0 : 1;  // the leader (player 0 on a level score)
  battle_outcome o = battle_outcome::draw;
  int win = 0, lose = 0;
  if (s.matched_play_table && g.conceded) {  // p.12: a crushing victory to the other player
    w = 1 - static_cast<std::size_t>(*g.conceded);
    o = battle_outcome::crushing_victory;
    win = detail::matched_play_points(o);
    lose = detail::matched_play_points(mirror(o));
  } else if (s.matched_play_table) {
    o = tow_matched_play_table.capped(tow_matched_play_table.lookup(abs_diff, g.points_limit),
                                      g.both_broken);
    win = detail::matched_play_points(o);
    lose = detail::matched_play_points(mirror(o));
  } else {
    for (const band& b : s.bands)
      if (detail::in_band(b, s.basis, abs_diff, g.points_limit)) {
        o = b.winner_points == b.loser_points ? battle_outcome::draw : b.outcome;
        win = b.winner_points;
        lose = b.loser_points;
        break;
      }
  }
  r.points[w] = win;
  r.points[1 - w] = lose;
  r.outcomes[w] = o;
  r.outcomes[1 - w] = mirror(o);
  const std::array<int, 2> before_objectives = r.points;
  if (g.primary_objective && s.primary_objective_points != 0) {
    const auto p = static_cast<std::size_t>(*g.primary_objective);
    r.points[p] += s.primary_objective_points;
    r.points[1 - p] -= s.primary_objective_points;
  }
  for (std::size_t p = 0; p < 2; ++p)
    if (g.secondary_objectives[p]) {
      r.points[p] += s.secondary_objective_points;
      r.points[1 - p] -= s.secondary_objective_points;
    }
  // Where the objectives moved the points, the game goes to whoever has more: level, a draw;
  // a band's draw or defeat turned into more points, a victory.
  if (r.points == before_objectives) return r;
  if (const int lead = r.points[w] - r.points[1 - w]; lead == 0) {
    r.outcomes = {battle_outcome::draw, battle_outcome::draw};
  } else if (lead < 0 || o == battle_outcome::draw) {
    const std::size_t v = lead > 0 ? w : 1 - w;
    r.outcomes[v] = battle_outcome::victory;
    r.outcomes[1 - v] = battle_outcome::defeat;
  }
  return r;
}

}  // namespace rankfile::tournament
