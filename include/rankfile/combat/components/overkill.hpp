// rankfile/combat/components/overkill.hpp: excess wounds scored in a challenge.
//
// Available components
//   overkill<Rule>   +1 per excess wound, up to Rule.max (no_cap: unlimited)
//
//   rankfile::rules::overkill<rankfile::rules::overkill_rule{.max = 5}>   // Battleaxe
#pragma once

#include <limits>
#include <string_view>

#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/result.hpp"
#include "rankfile/core/text_view.hpp"

namespace rankfile::rules {

inline constexpr int no_cap = std::numeric_limits<int>::max();

struct overkill_rule {
  int max = no_cap;

  // What is wrong with these settings, or nothing.
  [[nodiscard]] constexpr std::string_view problem() const noexcept {
    return max < 0 ? "the cap cannot be negative" : "";
  }

  // Each setting's name and value, for rankfile::knobs() and the docs' rule-set table.
  template <class Self, class F>
  static constexpr void for_each_setting(Self& self, F&& f) {
    f("max", self.max);
  }
};

template <overkill_rule Rule>
struct overkill {
  static_assert(Rule.problem().empty(), "overkill: the cap cannot be negative");
  static constexpr text_view name = "excess wounds in a challenge";
  static constexpr overkill_rule rule = Rule;

  // `self`: this component, or its settings changed at run time (settings_of in core/roles.hpp).
  template <SideSink Out, class Self = overkill>
  static constexpr void apply(const combat& c, side_index s, Out& out,
                              const Self& self = {}) noexcept {
    const int max = self.rule.max;
    const int excess = c.sides[s].challenge_overkill;
    const int counted = excess < max ? excess : max;
    give_if(out, counted > 0, {.kind = bonus::overkill, .value = counted});
    if (excess > max)  // (so excess > 0: the cap is never negative)
      out.deny({.kind = bonus::overkill, .why = reason::capped, .a = excess, .b = max});
  }
};

}  // namespace rankfile::rules
