// rankfile/editions/battleaxe.hpp: Battleaxe: Fantasy Generals (BFG), combat results and break
// tests.
//
// Source: BFG's "Calculate Combat Results" and "Multiple Combats" articles (by guillotinefox, on
// World Anvil), a community rewrite of the 8th edition text. Sections 3.5 to 7 of the first
// article are known only from one full copy of it: docs/rule-sets/battleaxe.md says so.
#pragma once

#include "rankfile/break_test/roles.hpp"
#include "rankfile/combat/roles.hpp"
#include "rankfile/core/rule_set_info.hpp"
#include "rankfile/odds/components.hpp"

namespace rankfile {

struct battleaxe {
  using cites = battleaxe;  // its citations are written for its own components
  static constexpr rule_set_info info{
      .id = "battleaxe",
      .name = "Battleaxe: Fantasy Generals",
      .aliases = "bfg battleaxe-fantasy-generals",
      .source = "Battleaxe: Fantasy Generals, Calculate Combat Results and Multiple Combats",
      .confidence =
          "wounds, charge and ranks verified; disruption to overkill from one copy of "
          "the article only; break test verified, Stubborn our reading, "
          "Unbreakable, Cold-blooded and the re-roll not found (left out); victory "
          "points unknown",
  };

  static constexpr combat_citations combat_cite{
      .wounds = "BFG, Combat Results 1: each unsaved wound inflicted this phase counts 1",
      .charge = "BFG, Combat Results 2: +1 if a unit of the side charged",
      .ranks =
          "BFG, Combat Results 3: formation 5+ wide, +1 per extra rank of 5+ models after "
          "casualties, at most +3; Multiple Combats: best unit only",
      .disruption =
          "BFG, Combat Results 3.5: no ranks while an enemy unit in the flank or rear "
          "has, after casualties, two ranks of 5+ (front included) or unit strength 10+",
      .standard = "BFG, Combat Results 4; Multiple Combats: +1 if the side has a standard bearer",
      .battle_standard =
          "BFG, Combat Results 4.5: +1 for the battle standard, on top of a "
          "standard",
      .flank = "BFG, Combat Results 5; Multiple Combats: +1 per enemy unit fought in the flank",
      .rear = "BFG, Combat Results 5; Multiple Combats: +2 per enemy unit fought in the rear",
      .high_ground = "BFG, Combat Results 6: +1 if a unit of the side charged downhill",
      .overkill = "BFG, Combat Results 7: +1 per excess wound in a challenge, at most +5",
      .ties = "BFG, Determine the Winner: on a tie each side with a musician gets +1; both cancel",
      .wipe_out = "BFG, Massacre!: a side that wipes out the enemy wins automatically",
  };

  static constexpr break_test_citations break_test_cite{
      .test = "BFG, Break?: roll 2D6 against Leadership minus the margin",
      .insane_courage = "BFG, Break?: a natural double 1 always holds",
      .steadfast = "BFG: no Steadfast in any source read yet; the flag is ignored",
      .stubborn =
          "our reading (no BFG source found): tests on unmodified "
          "Leadership",
      .unbreakable = "no BFG source found: not a rule here (special_rules.unbreakable adds it)",
      .cold_blooded = "no BFG source found: not a rule here (special_rules.cold_blooded adds it)",
      .reroll = "no BFG source found: not a rule here (special_rules.reroll adds it)",
      .terror = old_world_only,
      .fear = "BFG: fear is a combat-result bonus, not an automatic break",
      .warband = old_world_only,
      .unit_strength_ratio = old_world_only,
  };
  using procedure = rules::break_procedure<rules::break_procedure_rule{
      .by = rules::judged_by::leadership_minus_margin, .insane_courage = true}>;
  using special_rules = rules::break_special_rules<rules::break_special_rule{
      .steadfast = false,
      .stubborn = rules::stubborn_effect::ignores_margin,
      .fear = rules::fear_effect::none}>;

  using charge = rules::charge_once_per_side;
  using ranks = rules::best_unit_rank_bonus<rules::rank_rule{
      .min_files = 5, .min_models_in_rank = 5, .max = 3, .counted = rules::counted_at::round_end}>;
  using disruption = rules::flank_or_rear_disruption<rules::disruption_rule{
      .counted = rules::counted_at::round_end,
      .min_ranks = 2,
      .rank_width = 5,
      .min_unit_strength = 10}>;
  using standard = rules::standard_once_per_side;
  using battle_standard = rules::battle_standard_once_per_side;
  // Reading: a unit with no models left at the end of the round fights no flank or rear.
  using flank_rear = rules::flank_and_rear_per_target<rules::flank_rule{
      .flank = 1, .rear = 2, .min_models_at_end = 1}>;
  using high_ground = rules::charged_downhill_once_per_side;
  using overkill = rules::overkill<rules::overkill_rule{.max = 5}>;
  using wipe_out = rules::wiped_out_side_loses;
  using ties = rules::musicians_break_ties<1>;

  using round_dice = rules::battleaxe_round_dice;  // round odds: readings BX-1-BX-16
};

}  // namespace rankfile
