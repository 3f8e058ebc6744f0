// rankfile/odds/wfb6_dice.hpp: 6th edition's round dice (rules::wfb6_round_dice), the readings
// E6-1 to E6-17 of shared/rules/round-odds-readings.md (the tags below are theirs).
//
//   rankfile::round_plan p = rankfile::rules::wfb6_round_dice::plan(f);
//
// 6th edition's structure (rankfile/odds/classic_round_dice.hpp, shared with 7th and 5th
// edition): the charger's models strike first, then Initiative, then the great weapons (not when
// charging); equal Initiative is never simultaneous: the previous round's winner strikes first,
// else a roll-off, planned as an exact 50/50 mixture of the two orders (E6-10); a model that
// steps up does not fight (E6-12).
#pragma once

#include <string_view>

#include "rankfile/core/text_view.hpp"
#include "rankfile/odds/classic_round_dice.hpp"

namespace rankfile::rules {

struct wfb6_readings {
  static constexpr text_view name = "6th edition's round dice (readings E6-1-E6-17)";
  static constexpr std::string_view edition = "6th edition";
  static constexpr classic_tags tag{.to_wound = "E6-2",
                                    .armour = "E6-3",
                                    .killing_blow = "E6-6",
                                    .poisoned = "E6-7",
                                    .hatred = "E6-8",
                                    .frenzy = "E6-9",
                                    .order = "E6-10",
                                    .who_fights = "E6-11",
                                    .stepping_up = "E6-12",
                                    .weapons = "E6-14",
                                    .on_foot = "E6-11, E6-14",
                                    .cavalry = "E6-15",
                                    .judged = "E6-17"};
  // E6-3: 1 more on foot with hand weapon and shield, 1+ and better possible; E6-9: +1 A;
  // E6-10: a great weapon strikes first when charging, ties to the previous winner.
  static constexpr classic_rules has{};
  static constexpr classic_refusals refuses{
      .regeneration = "no 6th edition source read for regeneration (E6-5)",
      .lance = "no 6th edition reading gives the lance (E6-14)",
      .strike_first = "no 6th edition reading gives Strike First",
      .strike_last = "no 6th edition reading gives Strike Last but the great weapon's (E6-10)",
      .impact_hits =
          "no 6th edition reading gives Impact Hits to a unit (chariots are out of scope)",
      .stomps = "not a rule of {}",
      .horde = "not a rule of {}",
      .causes_fear = "Fear is out of scope under {} (E6-17)",
      .fear_test_failed = "Fear is out of scope under {} (E6-17)",
      .unbreakable = "no 6th edition source read for Unbreakable (E6-17)",
  };
};

using wfb6_round_dice = classic_round_dice<wfb6_readings>;

}  // namespace rankfile::rules
