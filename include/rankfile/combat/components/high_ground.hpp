// rankfile/combat/components/high_ground.hpp: the bonus for fighting from higher ground.
//
// Available components
//   higher_position<Value>           +Value to the side whose highest unit stands higher than
//                                    every enemy unit (5th edition)
//   charged_downhill_once_per_side   +1 if a unit of the side charged downhill (Battleaxe,
//                                    8th edition); see side_bonus.hpp
#pragma once

#include <string_view>
#include <algorithm>
#include <limits>

#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/result.hpp"
#include "rankfile/combat/components/common.hpp"
#include "rankfile/combat/components/side_bonus.hpp"

namespace rankfile::rules {

template <int Value = 1>
struct higher_position {
  static constexpr std::string_view name = "highest unit above every enemy unit";
  static constexpr int value = Value;

  template <SideSink Out, class Self = higher_position>
  static constexpr void apply(const combat& c, side_index s, Out& out,
                              const Self& self = {}) noexcept {
    const auto& units = c.sides[s].units;
    const auto& enemy = c.sides[opponent(s)].units;
    if (units.empty() || enemy.empty()) return;
    int ours = std::numeric_limits<int>::min();
    for (const combat_unit& u : units) ours = std::max(ours, u.elevation);
    int theirs = std::numeric_limits<int>::min();
    for (const combat_unit& u : enemy) theirs = std::max(theirs, u.elevation);

    const unit_ref highest{s, first_unit(c, s, [&](const combat_unit& u) {
                             return u.elevation == ours;
                           })};
    give_if(out, ours > theirs, {.kind = bonus::high_ground, .value = self.value, .unit = highest});
    if (ours <= theirs && (ours != 0 || theirs != 0)) {  // on flat ground nothing to explain
      out.deny({.kind = bonus::high_ground, .why = reason::not_higher, .unit = highest,
                .a = ours, .b = theirs});
    }
  }
};

}  // namespace rankfile::rules
