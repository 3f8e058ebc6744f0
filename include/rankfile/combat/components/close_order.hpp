// rankfile/combat/components/close_order.hpp: The Old World's bonus for units in close order.
//
// Available components (role `close_order`)
//   no_bonus<bonus::close_order>   the rule set has no such bonus (the fallback)
//   close_order_bonus<Rule>        +1 for each unit of the side in close order and in combat
//                                  order (at least as wide as deep) with at least
//                                  Rule.min_unit_strength, counted at the end of the round
//
//   rankfile::rules::close_order_bonus<rankfile::rules::close_order_rule{.min_unit_strength = 10}>
//     The Old World with errata 1.5.2 (the original printing: 5)
#pragma once

#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/components/common.hpp"
#include "rankfile/combat/result.hpp"
#include "rankfile/core/text_view.hpp"

namespace rankfile::rules {

struct close_order_rule {
  int min_unit_strength = 10;

  // Each setting's name and value, for rankfile::knobs() and the docs' rule-set table.
  template <class Self, class F>
  static constexpr void for_each_setting(Self& self, F&& f) {
    f("min_unit_strength", self.min_unit_strength);
  }
};

template <close_order_rule Rule>
struct close_order_bonus {
  static constexpr text_view name = "each close-order unit in combat order";
  static constexpr close_order_rule rule = Rule;

  template <SideSink Out, class Self = close_order_bonus>
  static constexpr void apply(const combat& c, side_index s, Out& out,
                              const Self& self = {}) noexcept {
    const int min_unit_strength = self.rule.min_unit_strength;
    for_each_unit(c, s, [&](unit_ref r, const combat_unit& u) {
      if (u.order != formation::close_order) {
        out.deny({.kind = bonus::close_order, .why = reason::not_close_order, .unit = r});
        return;
      }
      const int depth = ranks_deep(u.models, u.files);
      if (depth > u.files)
        out.deny({.kind = bonus::close_order,
                  .why = reason::not_in_combat_order,
                  .unit = r,
                  .a = u.files,
                  .b = depth});
      else if (u.unit_strength < min_unit_strength)
        out.deny({.kind = bonus::close_order,
                  .why = reason::unit_strength_too_low,
                  .unit = r,
                  .a = u.unit_strength,
                  .b = min_unit_strength});
      else
        out.give({.kind = bonus::close_order, .value = 1, .unit = r});
    });
  }
};

}  // namespace rankfile::rules
