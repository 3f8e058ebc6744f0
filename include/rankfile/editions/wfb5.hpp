// rankfile/editions/wfb5.hpp: Warhammer Fantasy Battle, 5th edition (1996), combat results and
// break tests.
//
// Source: the 5th edition rulebook (Games Workshop, 1996), Close Combat > Results, with the
// Appendix 1 commentary on flank attacks. Readings the project takes where the text leaves room
// are marked "reading" and argued in docs/rule-sets/wfb5.md.
#pragma once

#include "rankfile/break_test/roles.hpp"
#include "rankfile/combat/roles.hpp"
#include "rankfile/core/rule_set_info.hpp"
#include "rankfile/odds/components.hpp"

namespace rankfile {

struct wfb5 {
  using cites = wfb5;  // its citations are written for its own components
  static constexpr rule_set_info info{
      .id = "wfb5",
      .name = "Warhammer Fantasy Battle, 5th edition",
      .aliases = "5th 5e whfb5",
      .source = "WFB 5th edition rulebook (1996), Close Combat: Results",
      .confidence =
          "combat result verified against the rulebook text; break test second-hand "
          "(the 4th edition text); victory points unknown",
  };

  static constexpr combat_citations combat_cite{
      .wounds =
          "5th ed., Close Combat: Results: each wound caused counts 1, whichever unit took "
          "it",
      .charge = "",
      .ranks =
          "5th ed., Extra Rank: formation 4+ wide, +1 per rank behind the first at the "
          "start of the combat (reading: of the round), a last rank of 4+ models counts, at "
          "most +3; only the deepest unit's bonus counts, and if it loses it to a flank or "
          "rear attack the side has none",
      .disruption =
          "5th ed., Extra Rank: the bonus is lost to an enemy unit of 5+ models in the "
          "flank or rear (reading: fighting there, sized at the start of the round); "
          "Appendix 1, Flank Attacks and Combat Bonus: lost for the rest of the "
          "combat, even once the attacker has broken",
      .standard = "5th ed., Standard: +1 if any unit has a standard bearer, never more than +1",
      .battle_standard = "5th ed., Battle Standard: +1 if the battle standard bearer fights",
      .flank =
          "5th ed., Flank Attack: +1 from a unit of 5+ models when the result is worked out "
          "(after casualties); once per side; if both sides flank, only the side with more "
          "flanking units",
      .rear = "5th ed., Rear Attack: +2, same conditions as a flank attack, adds to it",
      .high_ground =
          "5th ed., High Ground: +1 to the side fighting from higher up than the "
          "enemy (reading: its highest unit above every enemy unit)",
      .overkill =
          "5th ed., Overkill: +1 per wound a challenger scores beyond the victim's, no "
          "limit",
      .ties = "5th ed., Close Combat: Results: equal scores are a draw",
      .wipe_out = "project reading: a side with no models left loses",
  };

  static constexpr break_test_citations break_test_cite{
      .test =
          "5th ed. (second-hand): roll 2D6 and add the margin; above Leadership breaks, as in "
          "the 4th edition rulebook, Losers Take a Break Test",
      .insane_courage = "5th ed.: no double-1 rule found",
      .steadfast = steadfast_from_8th,
      .stubborn =
          "5th ed.: no source seen for Stubborn in break tests: a Stubborn flag is "
          "listed as not a rule of this rule set",
      .unbreakable =
          "no 5th edition source found: not a rule here (special_rules.unbreakable "
          "adds it)",
      .cold_blooded =
          "no 5th edition source found: not a rule here (special_rules.cold_blooded "
          "adds it)",
      .reroll =
          "our reading; 4th ed. FAQ, The General (p.83): a failed break test "
          "near the battle standard is re-rolled",
      .terror = old_world_only,
      .fear =
          "5th ed.: an automatic break after losing to fear-causers is not encoded (no source "
          "seen)",
      .warband = old_world_only,
      .unit_strength_ratio = old_world_only,
  };
  using procedure = rules::break_procedure<rules::break_procedure_rule{
      .by = rules::judged_by::roll_plus_margin, .insane_courage = false}>;
  using special_rules =
      rules::break_special_rules<rules::break_special_rule{.steadfast = false,
                                                           .stubborn = rules::stubborn_effect::none,
                                                           .fear = rules::fear_effect::none,
                                                           .reroll = true}>;

  using charge = rules::no_charge_bonus;
  using ranks = rules::best_unit_rank_bonus<rules::rank_rule{
      .min_files = 4,
      .min_models_in_rank = 4,
      .max = 3,
      .counted = rules::counted_at::round_start,
      .deepest_disrupted = rules::when_deepest_disrupted::none}>;
  using disruption = rules::flank_or_rear_disruption<rules::disruption_rule{
      .counted = rules::counted_at::round_start, .min_models = 5, .lasts_for_combat = true}>;
  using standard = rules::standard_once_per_side;
  using battle_standard = rules::battle_standard_once_per_side;
  using flank_rear = rules::flank_and_rear_per_side<rules::flank_rule{
      .flank = 1, .rear = 2, .min_models_at_end = 5}>;
  using high_ground = rules::higher_position<1>;
  using overkill = rules::overkill<rules::overkill_rule{.max = rules::no_cap}>;
  using wipe_out = rules::wiped_out_side_loses;
  using ties = rules::ties_are_draws;

  using round_dice = rules::wfb5_round_dice;  // round odds: readings W5-1-W5-15
};

}  // namespace rankfile
