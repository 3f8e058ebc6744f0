// rankfile/editions/wfb7.hpp: Warhammer Fantasy Battle, 7th edition (2006), victory points.
//
// Source: 7th.whfb.app/victory (enemy-units-destroyed, enemy-units-at-half-strength,
// captured-table-quarters). The Victory chart is not known to us: score gives the points and the
// difference and no outcome. The value of a captured battle standard is not verified, so it is
// left out. Strength fields hold models for units, wounds for characters, chariots and monsters.
#pragma once

#include "rankfile/core/rule_set_info.hpp"
#include "rankfile/victory/roles.hpp"

namespace rankfile {

struct wfb7 {
  static constexpr rule_set_info info{
      .id = "wfb7",
      .name = "Warhammer Fantasy Battle, 7th edition",
      .aliases = "7th 7e whfb7",
      .source = "WFB 7th edition rulebook, Victory",
      .confidence = "victory points verified; the Victory chart is unknown; the battle "
                    "standard's value is unverified and left out",
  };
  static constexpr victory_citations victory_cite{
      .unit_victory_points = "7th ed., Victory: destroyed, fleeing or fled 100 %; half its "
                             "starting models or less (wounds for characters, chariots and "
                             "monsters) 50 %, rounded up",
      .general = "7th ed., Victory: the enemy General slain, fleeing or fled +100",
      .standards_captured = "7th ed., Victory: +100 per enemy standard captured and held",
      .table_quarters = "7th ed., Victory: +100 per table quarter held",
      .outcome = "7th ed.: the Victory chart is not known to us",
  };
  using unit_vp = rules::unit_victory_points<rules::unit_vp_rule{
      .fleeing = 100, .reduced = 50, .fleeing_reduced = 100, .threshold = {1, 2},
      .at_threshold = true, .round = rules::rounding::up, .detachments_apart = true}>;
  using bonus_vp = rules::bonus_victory_points<rules::bonus_vp_rule{
      .general = 100, .general_when = rules::lost_when::slain_fled_or_fleeing,
      .per_standard = 100, .per_table_quarter = 100}>;
  using concession = rules::no_concession_rule;
  using outcome = rules::chart_unknown;
};

}  // namespace rankfile
