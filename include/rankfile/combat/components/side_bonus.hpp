// rankfile/combat/components/side_bonus.hpp: bonuses a side earns from a flag on any of its units.
//
// Available components
//   no_bonus<Kind>                    the rule set has no such bonus
//   once_per_side<Kind, Flag, Value>  +Value if any unit of the side has Flag; the other units
//                                     with Flag are listed as denied ("counted once per side")
//
// Named forms used by the editions
//   no_charge_bonus, charge_once_per_side, standard_once_per_side,
//   battle_standard_once_per_side, charged_downhill_once_per_side
//   standard_or_battle_standard_once_per_side   +1 in all for a standard or the battle
//                                               standard (6th edition)
//
//   struct my_rules : rankfile::wfb5 { using charge = rankfile::rules::charge_once_per_side; };
#pragma once

#include <string_view>
#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/result.hpp"
#include "rankfile/combat/components/common.hpp"

namespace rankfile::rules {

template <bonus Kind>
struct no_bonus {
  static constexpr std::string_view name = "none";
  static constexpr bonus kind = Kind;
  static constexpr void apply(const combat&, side_index, side_result&) noexcept {}
};

template <bonus Kind, bool combat_unit::*Flag, int Value = 1>
struct once_per_side {
  static constexpr std::string_view name = "once per side";
  static constexpr bonus kind = Kind;
  static constexpr int value = Value;

  static constexpr void apply(const combat& c, side_index s, side_result& out) noexcept {
    unit_ref first = no_unit;
    for_each_unit(c, s, [&](unit_ref r, const combat_unit& u) {
      if (!(u.*Flag)) return;
      if (first == no_unit) {
        first = r;
        out.give({.kind = Kind, .value = Value, .unit = r});
      } else {
        out.deny({.kind = Kind, .why = reason::counted_once_per_side, .unit = r, .by = first});
      }
    });
  }
};

// +1 if any unit of the side has a standard or the battle standard, once for the side (6th
// edition: the battle standard is a standard, not a bonus of its own).
struct standard_or_battle_standard_once_per_side {
  static constexpr std::string_view name = "standard or battle standard, once per side";
  static constexpr bonus kind = bonus::standard;
  static constexpr int value = 1;

  static constexpr void apply(const combat& c, side_index s, side_result& out) noexcept {
    unit_ref first = no_unit;
    for_each_unit(c, s, [&](unit_ref r, const combat_unit& u) {
      for (const bool has : {u.standard, u.battle_standard}) {
        if (!has) continue;
        if (first == no_unit) {
          first = r;
          out.give({.kind = bonus::standard, .value = 1, .unit = r});
        } else if (!(r == first)) {
          out.deny({.kind = bonus::standard, .why = reason::counted_once_per_side, .unit = r,
                    .by = first});
          return;
        }
      }
    });
  }
};

using no_charge_bonus = no_bonus<bonus::charge>;
using charge_once_per_side = once_per_side<bonus::charge, &combat_unit::charged>;
using standard_once_per_side = once_per_side<bonus::standard, &combat_unit::standard>;
using battle_standard_once_per_side =
    once_per_side<bonus::battle_standard, &combat_unit::battle_standard>;
using charged_downhill_once_per_side =
    once_per_side<bonus::high_ground, &combat_unit::charged_downhill>;

}  // namespace rankfile::rules
