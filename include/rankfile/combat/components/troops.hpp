// rankfile/combat/components/troops.hpp: which troop types a rule set knows.
//
// Available components (role `troops`)
//   any_troop_type   every name is accepted; the WFB rule sets and Battleaxe read The Old
//                    World's grades as their nearest own type (the fallback)
//   tow_troop_types  The Old World: `infantry` reads as regular infantry and `fast_cavalry` as
//                    light cavalry; `cavalry` and `chariot` say too little and are rejected
//
// validate<R>(combat) reports a unit whose troop type R rejects, naming the types to choose.
#pragma once

#include <string_view>

#include "rankfile/combat/combat.hpp"
#include "rankfile/core/text_view.hpp"

namespace rankfile::rules {

struct any_troop_type {
  static constexpr text_view name = "any";
  // The names to choose from instead of `t`; empty when `t` is accepted.
  [[nodiscard]] static constexpr std::string_view instead_of(troop_type) noexcept { return {}; }
};

struct tow_troop_types {
  static constexpr text_view name = "The Old World's grades";
  [[nodiscard]] static constexpr std::string_view instead_of(troop_type t) noexcept {
    switch (t) {
      case troop_type::cavalry:
        return "light_cavalry, heavy_cavalry, monstrous_cavalry";
      case troop_type::chariot:
        return "light_chariot, heavy_chariot";
      default:
        return {};
    }
  }
};

}  // namespace rankfile::rules
