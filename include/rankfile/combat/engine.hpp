// rankfile/combat/engine.hpp: the combat engine as the engine list names it.
#pragma once

#include "rankfile/combat/roles.hpp"
#include "rankfile/core/text_view.hpp"

namespace rankfile {

struct combat_engine {
  static constexpr text_view name = "combat";  // knobs, `rule-sets`, errors
  using roles = combat_roles::list;
  template <class R>
  static constexpr bool serves = CombatRules<R>;
};

}  // namespace rankfile
