// rankfile/combat/components/overkill.hpp: excess wounds scored in a challenge.
//
// Available components
//   overkill<Rule>   +1 per excess wound, up to Rule.max (no_cap: unlimited)
//
//   rankfile::rules::overkill<rankfile::rules::overkill_rule{.max = 5}>   // Battleaxe
#pragma once

#include <string_view>
#include <limits>

#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/result.hpp"

namespace rankfile::rules {

inline constexpr int no_cap = std::numeric_limits<int>::max();

struct overkill_rule {
  int max = no_cap;

  // Each setting's name and value, for rankfile::knobs() and the docs' rule-set table.
  template <class F>
  constexpr void for_each_setting(F&& f) const {
    f("max", max);
  }
};

template <overkill_rule Rule>
struct overkill {
  static_assert(Rule.max >= 0, "overkill: the cap cannot be negative");
  static constexpr std::string_view name = "excess wounds in a challenge";
  static constexpr overkill_rule rule = Rule;

  template <SideSink Out>
  static constexpr void apply(const combat& c, side_index s, Out& out) noexcept {
    const int excess = c.sides[s].challenge_overkill;
    if (excess <= 0) return;
    const int counted = excess < Rule.max ? excess : Rule.max;
    if (counted > 0) out.give({.kind = bonus::overkill, .value = counted});
    if (excess > Rule.max)
      out.deny({.kind = bonus::overkill, .why = reason::capped, .a = excess, .b = Rule.max});
  }
};

}  // namespace rankfile::rules
