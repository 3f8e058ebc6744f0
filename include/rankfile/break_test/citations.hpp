// rankfile/break_test/citations.hpp: where each break-test rule of a rule set comes from.
//
// A rule set that has break tests has a `static constexpr break_test_citations break_test_cite`.
// For a special rule the rule set does not have, the field says why (e.g. "Steadfast begins in
// 8th edition"); explain() prints it after the line that reports the rule ignored.
#pragma once

#include <string_view>

#include "rankfile/break_test/result.hpp"
#include "rankfile/core/text_view.hpp"

namespace rankfile {

// Why a rule set without the rule ignores it; shared by the editions that say it.
inline constexpr text_view old_world_only = "The Old World only";
inline constexpr text_view steadfast_from_8th = "Steadfast begins in 8th edition";

struct break_test_citations {
  text_view test{};  // the test itself, with the margin
  text_view insane_courage{};
  text_view steadfast{};
  text_view stubborn{};
  text_view unbreakable{};
  text_view cold_blooded{};
  text_view reroll{};
  text_view terror{};
  text_view fear{};
  text_view warband{};
  text_view unit_strength_ratio{};

  // The rule behind a line: its modifier's, except a margin that is ignored, which the line of
  // the rule that removed it cites.
  [[nodiscard]] constexpr std::string_view of(const break_line& l) const noexcept {
    return l.what == break_modifier::margin && l.why == break_reason::margin_ignored
               ? std::string_view{}
               : of(l.what);
  }
  [[nodiscard]] constexpr std::string_view of(break_modifier m) const noexcept {
    switch (m) {
      case break_modifier::margin:
        return test;
      case break_modifier::steadfast:
        return steadfast;
      case break_modifier::stubborn:
        return stubborn;
      case break_modifier::unbreakable:
        return unbreakable;
      case break_modifier::cold_blooded:
        return cold_blooded;
      case break_modifier::reroll:
        return reroll;
      case break_modifier::terror:
        return terror;
      case break_modifier::fear:
        return fear;
      case break_modifier::warband:
        return warband;
      case break_modifier::insane_courage:
        return insane_courage;
      case break_modifier::unit_strength_ratio:
        return unit_strength_ratio;
    }
    return {};
  }
};

}  // namespace rankfile
