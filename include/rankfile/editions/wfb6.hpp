// rankfile/editions/wfb6.hpp: Warhammer Fantasy Battle, 6th edition (2000), victory points.
//
// Source: 6th.whfb.app/scenarios/victory-points-scenarios. The chart that turns the difference
// into a result by battle size is not known to us, so score gives the points and the
// difference and no outcome. Unit strength fields hold models for units (the 6th edition counts
// models) and wounds for characters, chariots and monsters. The combat rules are not encoded.
#pragma once

#include "rankfile/core/rule_set_info.hpp"
#include "rankfile/victory/roles.hpp"

namespace rankfile {

struct wfb6 {
  static constexpr rule_set_info info{
      .id = "wfb6",
      .name = "Warhammer Fantasy Battle, 6th edition",
      .aliases = "6th 6e whfb6",
      .source = "WFB 6th edition rulebook, Scenarios: Victory Points",
      .confidence = "victory points verified; the result chart is unknown",
  };
  static constexpr victory_citations victory_cite{
      .unit_victory_points = "6th ed., Victory Points: destroyed, fleeing or fled 100 %; below "
                             "half its starting models (wounds for characters, chariots and "
                             "monsters) 50 %, rounded up",
      .general = "6th ed., Victory Points: the enemy General slain, fleeing or fled +100",
      .battle_standard_captured = "6th ed., Victory Points: the enemy battle standard captured "
                                  "+100",
      .standards_captured = "6th ed., Victory Points: +100 per enemy standard captured",
      .table_quarters = "6th ed., Victory Points: +100 per table quarter held",
      .outcome = "6th ed.: the result chart by battle size is not known to us",
  };
  using unit_vp = rules::unit_victory_points<rules::unit_vp_rule{
      .fleeing = 100, .reduced = 50, .fleeing_reduced = 100, .threshold = {1, 2},
      .at_threshold = false, .round = rules::rounding::up, .detachments_apart = true}>;
  using bonus_vp = rules::bonus_victory_points<rules::bonus_vp_rule{
      .general = 100, .general_when = rules::lost_when::slain_fled_or_fleeing,
      .battle_standard = 100, .battle_standard_when = rules::lost_when::slain_in_combat,
      .per_standard = 100, .per_table_quarter = 100}>;
  using concession = rules::no_concession_rule;
  using outcome = rules::chart_unknown;
};

}  // namespace rankfile
