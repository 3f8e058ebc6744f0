// rankfile/odds/wfb8_dice.hpp: 8th edition's round dice (rules::wfb8_round_dice), the readings
// E8-1 to E8-22 of shared/rules/round-odds-readings.md, as 8th edition's structure
// (rankfile/odds/eighth_dice.hpp) with no changes.
//
//   rankfile::round_plan p = rankfile::rules::wfb8_round_dice::plan(f);
#pragma once

#include <string_view>

#include "rankfile/core/text_view.hpp"
#include "rankfile/odds/eighth_dice.hpp"

namespace rankfile::rules {

struct wfb8_readings : eighth_edition_tags {
  static constexpr text_view name = "8th edition's round dice (readings E8-1-E8-22)";
  static constexpr std::string_view edition = "8th edition";
  static constexpr eighth_changes changes{};
};

using wfb8_round_dice = eighth_round_dice<wfb8_readings>;

}  // namespace rankfile::rules
