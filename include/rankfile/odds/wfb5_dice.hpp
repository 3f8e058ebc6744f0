// rankfile/odds/wfb5_dice.hpp: 5th edition's round dice (rules::wfb5_round_dice), the readings
// W5-1 to W5-15 (docs/rule-sets/wfb5.md, "Round odds"; the tags below are theirs).
//
//   rankfile::round_plan p = rankfile::rules::wfb5_round_dice::plan(f);
//
// 6th edition's structure (rankfile/odds/classic_round_dice.hpp) with the save 1+ at best before
// Strength (W5-3), Frenzy doubling the Attacks (W5-8) and great weapons last even when charging
// (W5-9). The tie-break on equal Initiative is not known, so a tie is refused, in the first round
// (check) and in the rounds after it of a whole combat (check_combat), as is a whole combat with
// a Frenzied side (W5-8).
#pragma once

#include <string_view>

#include "rankfile/core/text_view.hpp"
#include "rankfile/odds/classic_round_dice.hpp"

namespace rankfile::rules {

struct wfb5_readings {
  static constexpr text_view name = "5th edition's round dice (readings W5-1-W5-15)";
  static constexpr std::string_view edition = "5th edition";
  static constexpr classic_tags tag{.to_wound = "W5-2",
                                    .armour = "W5-3",
                                    .killing_blow = "W5-6",
                                    .poisoned = "W5-6",
                                    .hatred = "W5-7",
                                    .frenzy = "W5-8",
                                    .order = "W5-9",
                                    .who_fights = "W5-11",
                                    .stepping_up = "W5-10",
                                    .weapons = "W5-13",
                                    .on_foot = "W5-13",
                                    .cavalry = "W5-14",
                                    .judged = "W5-15"};
  static constexpr classic_rules has{.hand_weapon_and_shield = false,
                                     .save_at_best_1 = true,
                                     .frenzy_doubles = true,
                                     .great_weapon_last_when_charging = true,
                                     .previous_winner_breaks_ties = false,
                                     .frenzy_lost_when_beaten = false};
  static constexpr classic_refusals refuses{
      .regeneration = "regeneration is not retrieved for {} (W5-5)",
      .ward = "ward saves are not retrieved for {} (W5-5)",
      .killing_blow = "Killing Blow is not retrieved for the core rules of {} (W5-6)",
      .poisoned = "Poisoned Attacks are not retrieved for the core rules of {} (W5-6)",
      .spear = "spears under {} are not known (only 4th edition's page was seen, W5-11)",
      .lance = "the lance is not retrieved for {} (W5-13)",
      .hand_weapon_and_shield =
          "whether a hand weapon and shield on foot give a further bonus is not known under {} "
          "(W5-4)",
      .save_of_1 =
          "an attack against this unit leaves a save of 1+ or better: whether a natural 1 always "
          "fails is known from memory only under {} (W5-3)",
      .strike_first = "Strike First as a rule of a unit is not known under {} (W5-9)",
      .strike_last = "Strike Last as a rule of a unit is not known under {} (W5-9)",
      .impact_hits = "not a rule of a unit under {}: chariots are out of scope (W5-15)",
      .stomps = "not a rule of {} (W5-15)",
      .horde = "not a rule of {} (W5-15)",
      .causes_fear = "Fear in close combat is not retrieved for {} (W5-15)",
      .fear_test_failed = "Fear in close combat is not retrieved for {} (W5-15)",
      .unbreakable = "the break-test engine under {} has no Unbreakable (W5-15)",
      .stubborn = "the break-test engine under {} has no Stubborn (W5-15)",
      .previous_winner =
          "the previous round's winner breaks no tie under {}: not a rule we know (W5-9)",
      .tie = "the tie-break on equal Initiative is not known under {} (W5-9)",
      .frenzy_whole_combat =
          "whether Frenzy is lost when beaten is not retrieved for {}, so a whole combat with a "
          "Frenzied side is refused (W5-8)",
  };
};

using wfb5_round_dice = classic_round_dice<wfb5_readings>;

}  // namespace rankfile::rules
