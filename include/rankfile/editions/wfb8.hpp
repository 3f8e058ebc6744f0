// rankfile/editions/wfb8.hpp: Warhammer Fantasy Battle, 8th edition (2010), victory points.
//
// Sources: 8th.whfb.app/fighting-a-warhammer-battle/dead-or-fled and the-king-is-dead. The
// standards (+25) and battle standard (+100) values are second-hand (the WAP copy of the text and
// a blog citing page 143); the result rule was never retrieved, so score gives no outcome.
#pragma once

#include "rankfile/core/rule_set_info.hpp"
#include "rankfile/victory/roles.hpp"

namespace rankfile {

struct wfb8 {
  static constexpr rule_set_info info{
      .id = "wfb8",
      .name = "Warhammer Fantasy Battle, 8th edition",
      .aliases = "8th 8e whfb8",
      .source = "WFB 8th edition rulebook, Fighting a Warhammer Battle",
      .confidence = "dead-or-fled and General verified; standards second-hand; the result rule "
                    "is unknown",
  };
  static constexpr victory_citations victory_cite{
      .unit_victory_points = "8th ed., Dead or Fled: only units destroyed or fled off the table "
                             "score, at full cost",
      .general = "8th ed., The King is Dead: the enemy General slain or fled +100",
      .battle_standard_captured = "8th ed., Seized Standards (second-hand): the battle standard "
                                  "bearer slain in combat or run down +100",
      .standards_captured = "8th ed., Seized Standards (second-hand): +25 per standard bearer "
                            "slain in combat or run down",
      .outcome = "8th ed.: the result rule is not known to us",
  };
  using unit_vp = rules::unit_victory_points<rules::unit_vp_rule{
      .fleeing = 0, .reduced = 0, .fleeing_reduced = 0, .threshold = {0, 1},
      .at_threshold = false, .round = rules::rounding::up, .detachments_apart = true}>;
  using bonus_vp = rules::bonus_victory_points<rules::bonus_vp_rule{
      .general = 100, .general_when = rules::lost_when::slain_or_fled_off,
      .battle_standard = 100, .battle_standard_when = rules::lost_when::slain_in_combat,
      .per_standard = 25}>;
  using concession = rules::no_concession_rule;
  using outcome = rules::chart_unknown;
};

}  // namespace rankfile
