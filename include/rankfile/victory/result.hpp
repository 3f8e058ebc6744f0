// rankfile/victory/result.hpp: victory points itemised, and the outcome of a battle.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "rankfile/core/enum_table.hpp"
#include "rankfile/core/fixed_vector.hpp"
#include "rankfile/core/side.hpp"
#include "rankfile/victory/battle.hpp"

namespace rankfile {

// Why an army scored a line of victory points. For unit lines `unit` is the index of the enemy
// unit in the enemy army's list, `percent` the share of `basis` (its cost) scored, `a` and `b`
// its strength at the end and at the start. Each row's English is the sentence explain()
// prints, with placeholders {unit}, {value}, {percent}, {basis}, {a} and {b}.
enum class vp_reason : std::uint8_t {
  destroyed,
  fled_off_table,
  fleeing,
  fleeing_reduced,
  reduced,
  general,
  battle_standard,
  standards,
  table_quarters,
  bonus,
  concession,
  nothing_left,
  enemy_broken,
  general_value_unknown,
  battle_standard_value_unknown,
  standards_value_unknown,
  table_quarters_not_scored,
  conceded_game_size,
};
inline constexpr enum_entry<vp_reason> vp_reason_table[] = {
    {vp_reason::destroyed, "destroyed", "{unit}: destroyed, {percent} % of {basis}",
     "destroyed: full value"},
    {vp_reason::fled_off_table, "fled_off_table",
     "{unit}: fled off the table, {percent} % of {basis}", "fled off the table: full value"},
    {vp_reason::fleeing, "fleeing", "{unit}: fleeing with {a} of {b} left, {percent} % of {basis}",
     "fleeing on the table at the end"},
    {vp_reason::fleeing_reduced, "fleeing_reduced",
     "{unit}: fleeing and reduced, {a} of {b} left, {percent} % of {basis}",
     "fleeing and reduced below the rule set's threshold (WAP: Shattered)"},
    {vp_reason::reduced, "reduced", "{unit}: reduced to {a} of {b}, {percent} % of {basis}",
     "reduced to the rule set's threshold (WAP: Decimated)"},
    {vp_reason::general, "general", "{unit}: the enemy General",
     "the enemy General slain, fled (or fleeing, per rule set)"},
    {vp_reason::battle_standard, "battle_standard", "{unit}: the enemy battle standard",
     "the enemy battle standard bearer slain or captured"},
    {vp_reason::standards, "standards", "{a:enemy standard|enemy standards} taken, {percent} each",
     "enemy standards taken: a = how many, percent = the value of each"},
    {vp_reason::table_quarters, "table_quarters",
     "{a:table quarter|table quarters} held, {percent} each",
     "table quarters held: a = how many, percent = the value of each"},
    {vp_reason::bonus, "bonus", "bonus victory points",
     "bonus victory points the army was given (scenario, objectives)"},
    {vp_reason::concession, "concession", "{unit}: the enemy conceded, {percent} % of {basis}",
     "the enemy conceded: every enemy unit counts as destroyed"},
    {vp_reason::nothing_left, "nothing_left",
     "{unit}: nothing left of {b}, so destroyed whatever its state, {percent} % of {basis}",
     "strength 0 at the end while its state is in play or fleeing: destroyed"},
    {vp_reason::enemy_broken, "enemy_broken", "the enemy army broke",
     "the enemy army broke in a Break Point game (Old World matched play)"},
    {vp_reason::general_value_unknown, "general_value_unknown",
     "{unit}: the enemy General, not scored: its value is not known to us",
     "the enemy General lost, which the rule set scores at a value not known to us: 0 points"},
    {vp_reason::battle_standard_value_unknown, "battle_standard_value_unknown",
     "{unit}: the enemy battle standard, not scored: its value is not known to us",
     "the enemy battle standard lost, which the rule set scores at a value not known to us: 0 "
     "points"},
    {vp_reason::standards_value_unknown, "standards_value_unknown",
     "{a:enemy standard|enemy standards} taken, not scored: the value of a standard is not "
     "known to us",
     "enemy standards taken, which the rule set scores at a value not known to us: 0 points; a = "
     "how many"},
    {vp_reason::table_quarters_not_scored, "table_quarters_not_scored",
     "{a:table quarter|table quarters} held, not scored: these rules give table quarters nothing",
     "table quarters held where the rule set (or house rule) scores none: 0 points; a = how "
     "many"},
    {vp_reason::conceded_game_size, "conceded_game_size",
     "the enemy conceded: the game's size in points",
     "the enemy conceded, and the rule set counts the game's size (the points limit) as the "
     "army's victory points, in place of its other lines"},
};
[[nodiscard]] constexpr table_view<vp_reason> entries_of(vp_reason) noexcept {
  return vp_reason_table;
}
static_assert(in_enum_order(vp_reason_table));

inline constexpr std::uint8_t no_battle_unit = 0xFF;

struct vp_line {
  vp_reason why{};
  int value = 0;
  std::uint8_t unit = no_battle_unit;
  int percent = 0;
  int basis = 0;
  int a = 0;
  int b = 0;

  [[nodiscard]] friend constexpr bool operator==(const vp_line&, const vp_line&) noexcept = default;
};

enum class battle_outcome : std::uint8_t {
  draw,
  victory,
  defeat,
  marginal_victory,
  marginal_defeat,
  solid_victory,
  solid_defeat,
  resounding_victory,
  resounding_defeat,
  crushing_victory,
  crushing_defeat,
  massacre,
  massacred,
  unknown,
};
inline constexpr enum_entry<battle_outcome> battle_outcome_table[] = {
    {battle_outcome::draw, "draw", "draw"},
    {battle_outcome::victory, "victory", "victory"},
    {battle_outcome::defeat, "defeat", "defeat"},
    {battle_outcome::marginal_victory, "marginal_victory", "marginal victory"},
    {battle_outcome::marginal_defeat, "marginal_defeat", "marginal defeat"},
    {battle_outcome::solid_victory, "solid_victory", "solid victory"},
    {battle_outcome::solid_defeat, "solid_defeat", "solid defeat"},
    {battle_outcome::resounding_victory, "resounding_victory", "resounding victory"},
    {battle_outcome::resounding_defeat, "resounding_defeat", "resounding defeat"},
    {battle_outcome::crushing_victory, "crushing_victory", "crushing victory"},
    {battle_outcome::crushing_defeat, "crushing_defeat", "crushing defeat"},
    {battle_outcome::massacre, "massacre", "massacre", "WAP's Massacre!, for the winner"},
    {battle_outcome::massacred, "massacred", "massacred", "its mirror, for the loser"},
    {battle_outcome::unknown, "unknown", "unknown",
     "the rule set's result chart is not known to us"},
};
[[nodiscard]] constexpr table_view<battle_outcome> entries_of(battle_outcome) noexcept {
  return battle_outcome_table;
}
static_assert(in_enum_order(battle_outcome_table));

// The other army's outcome: a victory's defeat, a draw's draw.
[[nodiscard]] constexpr battle_outcome mirror(battle_outcome o) noexcept {
  switch (o) {
    case battle_outcome::victory:
      return battle_outcome::defeat;
    case battle_outcome::defeat:
      return battle_outcome::victory;
    case battle_outcome::marginal_victory:
      return battle_outcome::marginal_defeat;
    case battle_outcome::marginal_defeat:
      return battle_outcome::marginal_victory;
    case battle_outcome::solid_victory:
      return battle_outcome::solid_defeat;
    case battle_outcome::solid_defeat:
      return battle_outcome::solid_victory;
    case battle_outcome::resounding_victory:
      return battle_outcome::resounding_defeat;
    case battle_outcome::resounding_defeat:
      return battle_outcome::resounding_victory;
    case battle_outcome::crushing_victory:
      return battle_outcome::crushing_defeat;
    case battle_outcome::crushing_defeat:
      return battle_outcome::crushing_victory;
    case battle_outcome::massacre:
      return battle_outcome::massacred;
    case battle_outcome::massacred:
      return battle_outcome::massacre;
    case battle_outcome::draw:
    case battle_outcome::unknown:
      return o;
  }
  return o;
}

// How the outcome was found.
enum class outcome_basis : std::uint8_t {
  margin,
  wipe_out,
  concession,
  both_broken_cap,
  chart_unknown,
  break_point,
};
inline constexpr enum_entry<outcome_basis> outcome_basis_table[] = {
    {outcome_basis::margin, "margin", "on the victory-point difference",
     "the victory-point difference (and ratio) against the rule set's chart"},
    {outcome_basis::wipe_out, "wipe_out", "the enemy army was wiped out",
     "the enemy army was wiped out"},
    {outcome_basis::concession, "concession", "an army conceded", "an army conceded"},
    {outcome_basis::both_broken_cap, "both_broken_cap", "capped because both armies broke",
     "both armies broke: the result is capped (Old World matched play)"},
    {outcome_basis::chart_unknown, "chart_unknown", "the result chart is unknown",
     "no outcome: the rule set's result chart is not known to us"},
    {outcome_basis::break_point, "break_point", "the other army broke",
     "one army broke: the other wins (a crushing victory in the Old World's Break Point games, a "
     "victory in 8th edition's Blood and Glory)"},
};
[[nodiscard]] constexpr table_view<outcome_basis> entries_of(outcome_basis) noexcept {
  return outcome_basis_table;
}
static_assert(in_enum_order(outcome_basis_table));

// Lines an army can score: up to four per enemy unit, plus army-wide ones.
inline constexpr std::size_t max_vp_lines = 4 * max_battle_units + 4;

struct army_score {
  int victory_points = 0;
  fixed_vector<vp_line, max_vp_lines> lines{};
  battle_outcome outcome = battle_outcome::unknown;

  constexpr void add(vp_line l) noexcept {
    victory_points += l.value;
    lines.push_back(l);
  }
  [[nodiscard]] constexpr int total(vp_reason why) const noexcept {
    int sum = 0;
    for (const vp_line& l : lines)
      if (l.why == why) sum += l.value;
    return sum;
  }
  [[nodiscard]] friend constexpr bool operator==(const army_score&,
                                                 const army_score&) noexcept = default;
};

struct battle_result {
  std::array<army_score, 2> armies{};  // armies[i]: what army i scored, and its outcome
  int difference = 0;                  // |VP of army 0 - VP of army 1|
  std::optional<side_index> winner{};  // empty for a draw or an unknown outcome
  outcome_basis basis = outcome_basis::margin;

  // Sets `difference` from the armies' victory points.
  constexpr void count_difference() noexcept {
    const int d = armies[0].victory_points - armies[1].victory_points;
    difference = d < 0 ? -d : d;
  }
  [[nodiscard]] friend constexpr bool operator==(const battle_result&,
                                                 const battle_result&) noexcept = default;
};

}  // namespace rankfile
