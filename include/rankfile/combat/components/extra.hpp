// rankfile/combat/components/extra.hpp: combat result the caller gives a unit.
//
// Available components (role `extra`)
//   caller_items   each of a unit's extra_items (combat_unit::extra) is awarded as it is, under
//                  its label: a magic banner, a special rule, a D3 already rolled (the fallback:
//                  every rule set itemises them, so tools model items without a new rule set)
#pragma once

#include <cstddef>
#include <cstdint>

#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/components/common.hpp"
#include "rankfile/combat/result.hpp"
#include "rankfile/core/text_view.hpp"

namespace rankfile::rules {

struct caller_items {
  static constexpr text_view name = "the caller's items";

  template <SideSink Out>
  static constexpr void apply(const combat& c, side_index s, Out& out) noexcept {
    for_each_unit(c, s, [&](unit_ref r, const combat_unit& u) {
      for (std::size_t i = 0; i < u.extra.size(); ++i)
        out.give({.kind = bonus::extra,
                  .item = static_cast<std::uint8_t>(i),
                  .value = u.extra[i].value,
                  .unit = r});
    });
  }
};

}  // namespace rankfile::rules
