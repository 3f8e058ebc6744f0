// rankfile/combat/components/wounds.hpp: the wounds a side inflicted.
//
// Available components
//   one_per_wound   +1 for each unsaved wound the side inflicted this round (every edition so
//                   far; the fallback of the `wounds` role)
#pragma once

#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/result.hpp"
#include "rankfile/core/text_view.hpp"

namespace rankfile::rules {

struct one_per_wound {
  static constexpr text_view name = "one per unsaved wound";
  template <SideSink Out>
  static constexpr void apply(const combat& c, side_index s, Out& out) noexcept {
    if (const int wounds = c.sides[s].wounds_inflicted; wounds > 0)
      out.give({.kind = bonus::wounds, .value = wounds});
  }
};

}  // namespace rankfile::rules
