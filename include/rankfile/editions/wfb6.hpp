// rankfile/editions/wfb6.hpp: Warhammer Fantasy Battle, 6th edition (2000), combat results, break
// tests and victory points.
//
// Sources: 6th.whfb.app (close-combat/combat-resolution-bonuses, combat-results, challenges;
// appendix seven, standard bearers and musicians; the 6th edition FAQ) and
// 6th.whfb.app/scenarios/victory-points-scenarios. The chart that turns the difference into a
// result by battle size is not known to us, so score gives the points and the difference and no
// outcome. In the battle document, strength fields hold models for units (the 6th edition counts
// models) and wounds for characters, chariots and monsters. Readings the project takes where the
// text leaves room are argued in docs/rule-sets/wfb6.md.
#pragma once

#include "rankfile/break_test/roles.hpp"
#include "rankfile/combat/roles.hpp"
#include "rankfile/core/rule_set_info.hpp"
#include "rankfile/odds/components.hpp"
#include "rankfile/victory/roles.hpp"

namespace rankfile {

struct wfb6 {
  using cites = wfb6;  // its citations are written for its own components
  static constexpr rule_set_info info{
      .id = "wfb6",
      .name = "Warhammer Fantasy Battle, 6th edition",
      .aliases = "6th 6e whfb6",
      .source = "WFB 6th edition rulebook, Close Combat and Scenarios: Victory Points",
      .confidence =
          "combat result verified (flank and rear once per side is a reading); "
          "break tests verified; victory points verified; the result chart is unknown",
  };
  static constexpr combat_citations combat_cite{
      .wounds = "6th ed., Combat Results: each unsaved wound caused counts 1",
      .charge = "",
      .ranks =
          "6th ed., Combat Resolution Bonuses: formation 4+ wide, +1 per rank of 4+ behind "
          "the first as the round began, at most +3; skirmishers and fast cavalry never; "
          "one unit's bonus only (reading: the best unit that keeps its ranks)",
      .disruption =
          "6th ed., Combat Resolution Bonuses: ranks lost while an enemy unit of unit "
          "strength 5+ fights the flank or rear (sized at the start of the round, FAQ)",
      .outnumber =
          "6th ed., Combat Resolution Bonuses: +1 if the side's combined unit strength "
          "after casualties is higher",
      .standard =
          "6th ed., Combat Resolution Bonuses: +1 for a standard or the battle standard, "
          "never more than +1",
      .battle_standard =
          "6th ed., Combat Resolution Bonuses: the battle standard is one more "
          "standard, in the side's +1 at most for standards",
      .flank =
          "6th ed., Combat Resolution Bonuses: +1 for fighting an enemy flank, from a unit "
          "of unit strength 5+ after casualties (FAQ); once per side (reading)",
      .rear =
          "6th ed., Combat Resolution Bonuses: +2 for fighting an enemy rear, same "
          "conditions as a flank attack",
      .high_ground =
          "6th ed., Combat Resolution Bonuses: +1 for fighting from higher ground "
          "(reading: the side's highest unit above every enemy unit)",
      .overkill = "6th ed., Challenges: +1 per excess wound in a challenge, at most +5",
      .ties =
          "6th ed., Appendix 7, Standard Bearers and Musicians: on a tie a side with a "
          "musician wins by 1; musicians on both sides, a draw",
      .wipe_out = "6th ed., Close Combat: Results: a side with no models left loses",
  };
  static constexpr break_test_citations break_test_cite{
      .test =
          "6th ed., Losers Take a Break Test: roll 2D6 and add the margin; above Leadership "
          "breaks",
      .insane_courage =
          "no 6th edition source found for a double-1 rule: not a rule here "
          "(procedure.insane_courage adds it)",
      .steadfast = steadfast_from_8th,
      .stubborn = "6th ed., Psychology: Stubborn troops test on unmodified Leadership",
      .unbreakable =
          "no 6th edition source found: not a rule here (special_rules.unbreakable "
          "adds it)",
      .cold_blooded = "6th ed., Special Rules: Cold-blooded rolls 3D6 and uses the lowest two",
      .reroll = "no 6th edition source found: not a rule here (special_rules.reroll adds it)",
      .terror = old_world_only,
      .fear = "6th ed., Psychology, Defeated by Fear-causing Enemy: breaks without a test",
      .warband = old_world_only,
      .unit_strength_ratio = old_world_only,
  };
  using procedure = rules::break_procedure<rules::break_procedure_rule{
      .by = rules::judged_by::roll_plus_margin, .insane_courage = false}>;
  using special_rules = rules::break_special_rules<rules::break_special_rule{
      .steadfast = false,
      .stubborn = rules::stubborn_effect::ignores_margin,
      .fear = rules::fear_effect::breaks,
      .cold_blooded = true}>;

  using charge = rules::no_charge_bonus;
  using ranks =
      rules::best_unit_rank_bonus<rules::rank_rule{.min_files = 4,
                                                   .min_models_in_rank = 4,
                                                   .max = 3,
                                                   .counted = rules::counted_at::round_start,
                                                   .skirmishers = false,
                                                   .fast_cavalry = false}>;
  using disruption = rules::flank_or_rear_disruption<rules::disruption_rule{
      .counted = rules::counted_at::round_start, .min_unit_strength = 5}>;
  using outnumber = rules::higher_unit_strength<rules::counted_at::round_end>;
  using standard = rules::standard_or_battle_standard_once_per_side;
  using battle_standard = rules::battle_standard_as_standard;
  using flank_rear = rules::flank_and_rear_per_side<rules::flank_rule{
      .flank = 1, .rear = 2, .min_unit_strength_at_end = 5, .more_attackers_win = false}>;
  using high_ground = rules::higher_position<1>;
  using overkill = rules::overkill<rules::overkill_rule{.max = 5}>;
  using wipe_out = rules::wiped_out_side_loses;
  using ties = rules::musicians_break_ties<1>;

  static constexpr victory_citations victory_cite{
      .unit_victory_points =
          "6th ed., Victory Points: destroyed, fleeing or fled 100 %; below "
          "half its starting models (wounds for characters, chariots and "
          "monsters) 50 %, rounded up",
      .general = "6th ed., Victory Points: the enemy General slain, fleeing or fled +100",
      .battle_standard_captured =
          "6th ed., Victory Points: the enemy battle standard captured "
          "+100",
      .standards_captured = "6th ed., Victory Points: +100 per enemy standard captured",
      .table_quarters = "6th ed., Victory Points: +100 per table quarter held",
      .outcome = "6th ed.: the result chart by battle size is not known to us",
  };
  using unit_vp = rules::unit_victory_points<rules::unit_vp_rule{.fleeing = 100,
                                                                 .reduced = 50,
                                                                 .fleeing_reduced = 100,
                                                                 .threshold = {1, 2},
                                                                 .at_threshold = false,
                                                                 .round = rules::rounding::up,
                                                                 .detachments_apart = true}>;
  using bonus_vp = rules::bonus_victory_points<rules::bonus_vp_rule{
      .general = 100,
      .general_when = rules::lost_when::slain_fled_or_fleeing,
      .battle_standard = 100,
      .battle_standard_when = rules::lost_when::slain_in_combat,
      .per_standard = 100,
      .per_table_quarter = 100}>;
  using concession = rules::no_concession_rule;
  using outcome = rules::chart_unknown;

  using round_dice = rules::wfb6_round_dice;  // round odds: readings E6-1-E6-17
};

}  // namespace rankfile
