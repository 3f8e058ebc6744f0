// rankfile/editions/wfb8.hpp: Warhammer Fantasy Battle, 8th edition (2010), combat results, break
// tests and victory points.
//
// Sources: 8th.whfb.app/close-combat (whos-the-winner, extra-ranks, flank-attack,
// flank-and-rear-multiple-close-combats, the-high-ground; command-groups/onwards-men) and
// 8th.whfb.app/fighting-a-warhammer-battle/dead-or-fled, the-king-is-dead and blood-and-glory.
// The combat standards, overkill cap and charge-once-per-side are second-hand
// (docs/rule-sets/wfb8.md). The standards (+25) and battle standard (+100) values are second-hand
// (the WAP copy of the text and a blog citing page 143). The result by victory points was never
// retrieved: score gives an outcome only when one army broke in Blood and Glory.
#pragma once

#include "rankfile/break_test/roles.hpp"
#include "rankfile/combat/roles.hpp"
#include "rankfile/core/rule_set_info.hpp"
#include "rankfile/odds/components.hpp"
#include "rankfile/victory/roles.hpp"

namespace rankfile {

struct wfb8 {
  using cites = wfb8;  // its citations are written for its own components
  static constexpr rule_set_info info{
      .id = "wfb8",
      .name = "Warhammer Fantasy Battle, 8th edition",
      .aliases = "8th 8e whfb8",
      .source = "WFB 8th edition rulebook, Close Combat and Fighting a Warhammer Battle",
      .confidence =
          "combat result verified but for the standards, overkill, one charge "
          "bonus a side and the wipe-out (second-hand) and skirmishers' ranks (a "
          "reading); break tests verified; dead-or-fled and General verified; "
          "standards second-hand; the result rule is unknown",
  };
  static constexpr combat_citations combat_cite{
      .wounds = "8th ed., Wounds Inflicted: each unsaved wound caused counts 1",
      .charge =
          "8th ed., Who's the Winner: +1 if a unit of the side charged (once per side, "
          "second-hand)",
      .ranks =
          "8th ed., Extra Ranks: formation 5+ wide, +1 per rank of 5+ behind the first "
          "after casualties, at most +3; Multiple Close Combats: best unit only; "
          "skirmishers never (reading)",
      .disruption =
          "8th ed., Flank Attack: no ranks while an enemy unit with two ranks of 5+ "
          "(front included) fights the flank or rear",
      .standard = "8th ed., Command Groups (second-hand): +1 if the side has a standard",
      .battle_standard =
          "8th ed., Battle Standard (second-hand): +1 for the battle standard, on "
          "top of a standard",
      .flank =
          "8th ed., Flank and Rear, Multiple Close Combats: +1 per enemy unit fought in "
          "the flank",
      .rear =
          "8th ed., Flank and Rear, Multiple Close Combats: +2 per enemy unit fought in the "
          "rear",
      .high_ground = "8th ed., The High Ground: +1 if a unit of the side charged downhill",
      .overkill =
          "8th ed., Overkill (second-hand): +1 per excess wound in a challenge, at most "
          "+5",
      .ties =
          "8th ed., Command Groups, Onwards, Men!: on a tie a side with a musician wins by "
          "1; musicians on both sides, a draw",
      .wipe_out = "8th ed. (second-hand): a side that wipes out the enemy wins",
  };
  static constexpr break_test_citations break_test_cite{
      .test = "8th ed., Break Tests: roll 2D6 against Leadership minus the margin",
      .insane_courage = "8th ed., Insane Courage: a natural double 1 always holds",
      .steadfast =
          "8th ed., Steadfast: more ranks than every enemy unit (5+ wide, ranks of 5+), "
          "tests on unmodified Leadership; disruption does not remove it",
      .stubborn = "8th ed., Stubborn: always counts as Steadfast",
      .unbreakable = "8th ed., Special Rules: Unbreakable never takes break tests",
      .cold_blooded =
          "no 8th edition source read: not a rule here (special_rules.cold_blooded "
          "adds it)",
      .reroll =
          "8th ed., Hold Your Ground: near the battle standard a failed break test is "
          "re-rolled",
      .terror = old_world_only,
      .fear = "8th ed.: fear lowers Weapon Skill; it does not change the break test",
      .warband = old_world_only,
      .unit_strength_ratio = old_world_only,
  };
  using procedure = rules::break_procedure<rules::break_procedure_rule{
      .by = rules::judged_by::leadership_minus_margin, .insane_courage = true}>;
  using special_rules = rules::break_special_rules<rules::break_special_rule{
      .steadfast = true,
      .stubborn = rules::stubborn_effect::ignores_margin,
      .fear = rules::fear_effect::none,
      .unbreakable = true,
      .reroll = true}>;

  using charge = rules::charge_once_per_side;
  using ranks =
      rules::best_unit_rank_bonus<rules::rank_rule{.min_files = 5,
                                                   .min_models_in_rank = 5,
                                                   .max = 3,
                                                   .counted = rules::counted_at::round_end,
                                                   .skirmishers = false}>;
  using disruption = rules::flank_or_rear_disruption<rules::disruption_rule{
      .counted = rules::counted_at::round_end, .min_ranks = 2, .rank_width = 5}>;
  using standard = rules::standard_once_per_side;
  using battle_standard = rules::battle_standard_once_per_side;
  // Reading: a unit with no models left at the end of the round fights no flank or rear.
  using flank_rear = rules::flank_and_rear_per_target<rules::flank_rule{
      .flank = 1, .rear = 2, .min_models_at_end = 1}>;
  using high_ground = rules::charged_downhill_once_per_side;
  using overkill = rules::overkill<rules::overkill_rule{.max = 5}>;
  using wipe_out = rules::wiped_out_side_loses;
  using ties = rules::musicians_break_ties<1>;

  static constexpr victory_citations victory_cite{
      .unit_victory_points =
          "8th ed., Dead or Fled: only units destroyed or fled off the table "
          "score, at full cost",
      .general = "8th ed., The King is Dead: the enemy General slain or fled +100",
      .battle_standard_captured =
          "8th ed., Seized Standards (second-hand): the battle standard "
          "bearer slain in combat or run down +100",
      .standards_captured =
          "8th ed., Seized Standards (second-hand): +25 per standard bearer "
          "slain in combat or run down",
      .outcome =
          "8th ed.: the result by victory points is not known to us (Blood and Glory "
          "turns to it when neither army broke, or both did)",
      .break_point =
          "8th ed., Blood and Glory: an army breaks when its fortitude (standards, "
          "the battle standard among them, +2 for the General) is at or below its "
          "breaking point (1 per 1,000 points, fractions up); the army that breaks "
          "the other wins",
  };
  using unit_vp = rules::unit_victory_points<rules::unit_vp_rule{.fleeing = 0,
                                                                 .reduced = 0,
                                                                 .fleeing_reduced = 0,
                                                                 .threshold = {0, 1},
                                                                 .at_threshold = false,
                                                                 .round = rules::rounding::up,
                                                                 .detachments_apart = true}>;
  using bonus_vp = rules::bonus_victory_points<rules::bonus_vp_rule{
      .general = 100,
      .general_when = rules::lost_when::slain_or_fled_off,
      .battle_standard = 100,
      .battle_standard_when = rules::lost_when::slain_in_combat,
      .per_standard = 25}>;
  using concession = rules::no_concession_rule;
  using outcome = rules::blood_and_glory;

  using round_dice = rules::wfb8_round_dice;  // round odds: readings E8-1-E8-22
};

}  // namespace rankfile
