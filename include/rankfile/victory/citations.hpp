// rankfile/victory/citations.hpp: where each victory-point rule of a rule set comes from.
//
// A rule set that scores battles has a `static constexpr victory_citations victory_cite`: for
// each rule, the book, section or page and a one-line paraphrase. explain() prints the citation
// after each line it backs. Empty when the rule set has no such rule.
#pragma once

#include <string_view>

#include "rankfile/core/text_view.hpp"
#include "rankfile/victory/result.hpp"

namespace rankfile {

struct victory_citations {
  text_view unit_victory_points{};
  text_view general{};
  text_view battle_standard_captured{};
  text_view standards_captured{};
  text_view table_quarters{};
  text_view outcome{};
  text_view concession{};
  text_view break_point{};   // an army broken decides the battle: Break Point, Blood and Glory
  text_view enemy_broken{};  // victory points for breaking the enemy army (matched play)

  // The rule behind a line of victory points (empty for bonus points the caller gave).
  [[nodiscard]] constexpr std::string_view of(vp_reason r) const noexcept {
    switch (r) {
      case vp_reason::general:
      case vp_reason::general_value_unknown:
        return general;
      case vp_reason::battle_standard:
      case vp_reason::battle_standard_value_unknown:
        return battle_standard_captured;
      case vp_reason::standards:
      case vp_reason::standards_value_unknown:
        return standards_captured;
      case vp_reason::table_quarters:
        return table_quarters;
      case vp_reason::table_quarters_not_scored:  // no rule of the rule set scores them
      case vp_reason::bonus:
        return {};
      case vp_reason::concession:
      case vp_reason::conceded_game_size:
        return concession;
      case vp_reason::enemy_broken:
        return enemy_broken;
      case vp_reason::destroyed:
      case vp_reason::fled_off_table:
      case vp_reason::fleeing:
      case vp_reason::fleeing_reduced:
      case vp_reason::reduced:
      case vp_reason::nothing_left:
        return unit_victory_points;
    }
    return unit_victory_points;
  }
  // The rule behind an outcome found on `basis`.
  [[nodiscard]] constexpr std::string_view of(outcome_basis basis) const noexcept {
    switch (basis) {
      case outcome_basis::concession:
        return concession;
      case outcome_basis::break_point:
        return break_point;
      case outcome_basis::margin:
      case outcome_basis::wipe_out:
      case outcome_basis::both_broken_cap:
      case outcome_basis::chart_unknown:
        return outcome;
    }
    return outcome;
  }
};

}  // namespace rankfile
