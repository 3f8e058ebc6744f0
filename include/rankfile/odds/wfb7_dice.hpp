// rankfile/odds/wfb7_dice.hpp: 7th edition's round dice (rules::wfb7_round_dice), the readings
// W7-1 to W7-18 (docs/rule-sets/wfb7.md, "Round odds"; the tags below are theirs).
//
//   rankfile::round_plan p = rankfile::rules::wfb7_round_dice::plan(f);
//
// 6th edition's structure (rankfile/odds/classic_round_dice.hpp) with Always Strikes First
// before the charger, two of them at equal Initiative a roll-off even when the previous winner is
// known (W7-11); Killing Blow only against models of 1 Wound (W7-7); and no great weapon,
// halberd, lance or spear (W7-13, W7-15).
#pragma once

#include <string_view>

#include "rankfile/core/text_view.hpp"
#include "rankfile/odds/classic_round_dice.hpp"

namespace rankfile::rules {

struct wfb7_readings {
  static constexpr text_view name = "7th edition's round dice (readings W7-1-W7-18)";
  static constexpr std::string_view edition = "7th edition";
  static constexpr classic_tags tag{.to_wound = "W7-2",
                                    .armour = "W7-3",
                                    .killing_blow = "W7-7",
                                    .poisoned = "W7-8",
                                    .hatred = "W7-9",
                                    .frenzy = "W7-10",
                                    .order = "W7-11",
                                    .who_fights = "W7-13",
                                    .stepping_up = "W7-12",
                                    .weapons = "W7-15",
                                    .on_foot = "W7-15",
                                    .cavalry = "W7-16",
                                    .judged = "W7-18"};
  // W7-3: 1 more on foot with hand weapon and shield, 1+ and better possible; W7-10: +1 A, lost
  // when beaten; W7-11: ASF first of all, ties to the previous winner.
  static constexpr classic_rules has{.strike_first = true};
  static constexpr classic_refusals refuses{
      .regeneration =
          "whether a regenerated wound still counts for combat result is not known under {} "
          "(W7-6)",
      .killing_blow_many_wounds =
          "how a Killing Blow counts against the enemy's models of more than 1 Wound is not "
          "known under {} (W7-7)",
      .spear = "whether and how spears fight in ranks is known from memory only under {} (W7-13)",
      .great_weapon =
          "the great weapon's Strength bonus is known from memory only under {} (W7-15)",
      .halberd = "the halberd's Strength bonus is known from memory only under {} (W7-15)",
      .lance = "the lance's Strength bonus is known from memory only under {} (W7-15)",
      .strike_last = "no reading gives Strike Last as a rule of a unit under {} (W7-11)",
      .impact_hits = "not a rule of a unit under {}: chariots are out of scope (W7-18)",
      .stomps = "not a rule of {} (W7-18)",
      .horde = "not a rule of {} (W7-18)",
      .causes_fear = "Fear in close combat is known from memory only under {} (W7-18)",
      .fear_test_failed = "Fear in close combat is known from memory only under {} (W7-18)",
  };
};

using wfb7_round_dice = classic_round_dice<wfb7_readings>;

}  // namespace rankfile::rules
