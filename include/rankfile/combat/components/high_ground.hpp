// rankfile/combat/components/high_ground.hpp: the bonus for fighting from higher ground.
//
// Available components
//   higher_position<Value, Presence> +Value to the side whose highest unit stands higher than
//                                    every enemy unit (5th and 6th edition, the Old World);
//                                    only units still there by Presence stand anywhere
//                                    (common.hpp: by default, not wiped out in the round)
//   charged_downhill_once_per_side   +1 if a unit of the side charged downhill (Battleaxe,
//                                    8th edition); see side_bonus.hpp
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>

#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/components/common.hpp"
#include "rankfile/combat/components/side_bonus.hpp"
#include "rankfile/combat/result.hpp"
#include "rankfile/core/text_view.hpp"

namespace rankfile::rules {

template <int Value = 1, presence_rule Presence = presence_rule{}>
struct higher_position {
  static_assert(Presence.problem().empty(), "higher_position: min_models_at_end is negative");
  static constexpr text_view name = "highest unit above every enemy unit";
  static constexpr presence_rule rule = Presence;
  static constexpr int value = Value;

  template <SideSink Out, class Self = higher_position>
  static constexpr void apply(const combat& c, side_index s, Out& out,
                              const Self& self = {}) noexcept {
    const auto& units = c.sides[s].units;
    const auto& enemy = c.sides[opponent(s)].units;
    if (units.empty() || enemy.empty()) return;
    // The highest elevation of a side's units that are still there (a unit wiped out in the
    // round stands nowhere), or none.
    constexpr int none = std::numeric_limits<int>::min();
    const auto highest_of = [&](const auto& side) {
      int h = none;
      for (const combat_unit& u : side)
        if (present(u, self.rule)) h = std::max(h, u.elevation);
      return h;
    };
    const int ours = highest_of(units);
    const int theirs = highest_of(enemy);
    if (theirs == none) return;  // every enemy unit wiped out: no one to stand above

    if (ours != none) {
      const unit_ref highest{s, first_unit(c, s, [&](const combat_unit& u) {
                               return u.elevation == ours && present(u, self.rule);
                             })};
      give_if(out, ours > theirs,
              {.kind = bonus::high_ground, .value = self.value, .unit = highest});
      if (ours <= theirs && (ours != 0 || theirs != 0)) {  // on flat ground nothing to explain
        out.deny({.kind = bonus::high_ground,
                  .why = reason::not_higher,
                  .unit = highest,
                  .a = ours,
                  .b = theirs});
      }
    }
    // A unit wiped out in the round that stood higher than the side's highest unit still there
    // and every enemy unit still there: the bonus it would have earned.
    if constexpr (keeps_lines<Out>)
      for (std::uint8_t i = 0; i < units.size(); ++i)
        if (const combat_unit& u = units[i];
            !present(u, self.rule) && u.elevation > ours && u.elevation > theirs)
          out.deny({.kind = bonus::high_ground,
                    .why = reason::too_few_models_at_end,
                    .unit = {s, i},
                    .a = u.models,
                    .b = self.rule.min_models_at_end});
  }
};

}  // namespace rankfile::rules
