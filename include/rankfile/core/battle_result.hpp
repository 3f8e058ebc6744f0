// rankfile/core/battle_result.hpp: victory points itemised, and the outcome of a battle.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "rankfile/core/battle.hpp"
#include "rankfile/core/combat.hpp"
#include "rankfile/core/fixed_vector.hpp"

namespace rankfile {

// Why an army scored a line of victory points. For unit lines `unit` is the index of the enemy
// unit in the enemy army's list, `percent` the share of `basis` (its cost) scored, `a` and `b`
// its strength at the end and at the start.
enum class vp_reason : std::uint8_t {
  destroyed,           // destroyed: full value
  fled_off_table,      // fled off the table: full value
  fleeing,             // fleeing on the table at the end
  fleeing_reduced,     // fleeing and reduced below the rule set's threshold (WAP: Shattered)
  reduced,             // reduced to the rule set's threshold (WAP: Decimated)
  general,             // the enemy General slain, fled (or fleeing, per rule set)
  battle_standard,     // the enemy battle standard bearer slain or captured
  standards,           // enemy standards taken: a = how many, value per standard in `percent`
  table_quarters,      // table quarters held: a = how many
  bonus,               // bonus victory points the army was given (scenario, objectives)
  concession,          // the enemy conceded: every enemy unit counts as destroyed
};

[[nodiscard]] constexpr std::string_view name_of(vp_reason r) noexcept {
  switch (r) {
    case vp_reason::destroyed: return "destroyed";
    case vp_reason::fled_off_table: return "fled_off_table";
    case vp_reason::fleeing: return "fleeing";
    case vp_reason::fleeing_reduced: return "fleeing_reduced";
    case vp_reason::reduced: return "reduced";
    case vp_reason::general: return "general";
    case vp_reason::battle_standard: return "battle_standard";
    case vp_reason::standards: return "standards";
    case vp_reason::table_quarters: return "table_quarters";
    case vp_reason::bonus: return "bonus";
    case vp_reason::concession: return "concession";
  }
  return "unknown";
}

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
  massacre,   // WAP's "Massacre!", for the winner
  massacred,  // its mirror, for the loser
  unknown,    // the rule set's result chart is not known to us
};

[[nodiscard]] constexpr std::string_view name_of(battle_outcome o) noexcept {
  switch (o) {
    case battle_outcome::draw: return "draw";
    case battle_outcome::victory: return "victory";
    case battle_outcome::defeat: return "defeat";
    case battle_outcome::marginal_victory: return "marginal_victory";
    case battle_outcome::marginal_defeat: return "marginal_defeat";
    case battle_outcome::solid_victory: return "solid_victory";
    case battle_outcome::solid_defeat: return "solid_defeat";
    case battle_outcome::resounding_victory: return "resounding_victory";
    case battle_outcome::resounding_defeat: return "resounding_defeat";
    case battle_outcome::crushing_victory: return "crushing_victory";
    case battle_outcome::crushing_defeat: return "crushing_defeat";
    case battle_outcome::massacre: return "massacre";
    case battle_outcome::massacred: return "massacred";
    case battle_outcome::unknown: return "unknown";
  }
  return "unknown";
}

// The other army's outcome: a victory's defeat, a draw's draw.
[[nodiscard]] constexpr battle_outcome mirror(battle_outcome o) noexcept {
  switch (o) {
    case battle_outcome::victory: return battle_outcome::defeat;
    case battle_outcome::defeat: return battle_outcome::victory;
    case battle_outcome::marginal_victory: return battle_outcome::marginal_defeat;
    case battle_outcome::marginal_defeat: return battle_outcome::marginal_victory;
    case battle_outcome::solid_victory: return battle_outcome::solid_defeat;
    case battle_outcome::solid_defeat: return battle_outcome::solid_victory;
    case battle_outcome::resounding_victory: return battle_outcome::resounding_defeat;
    case battle_outcome::resounding_defeat: return battle_outcome::resounding_victory;
    case battle_outcome::crushing_victory: return battle_outcome::crushing_defeat;
    case battle_outcome::crushing_defeat: return battle_outcome::crushing_victory;
    case battle_outcome::massacre: return battle_outcome::massacred;
    case battle_outcome::massacred: return battle_outcome::massacre;
    default: return o;
  }
}

// How the outcome was found.
enum class outcome_basis : std::uint8_t {
  margin,           // the victory-point difference (and ratio) against the rule set's chart
  wipe_out,         // the enemy army was wiped out
  concession,       // an army conceded
  both_broken_cap,  // both armies broke: the result is capped (Old World matched play)
  chart_unknown,    // no outcome: the rule set's result chart is not known to us
};

[[nodiscard]] constexpr std::string_view name_of(outcome_basis b) noexcept {
  switch (b) {
    case outcome_basis::margin: return "margin";
    case outcome_basis::wipe_out: return "wipe_out";
    case outcome_basis::concession: return "concession";
    case outcome_basis::both_broken_cap: return "both_broken_cap";
    case outcome_basis::chart_unknown: return "chart_unknown";
  }
  return "unknown";
}

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

  [[nodiscard]] friend constexpr bool operator==(const battle_result&,
                                                 const battle_result&) noexcept = default;
};

}  // namespace rankfile
