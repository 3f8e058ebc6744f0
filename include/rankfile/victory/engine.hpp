// rankfile/victory/engine.hpp: the victory-point engine as the engine list names it.
#pragma once

#include "rankfile/core/text_view.hpp"
#include "rankfile/victory/roles.hpp"

namespace rankfile {

struct victory_engine {
  static constexpr text_view name = "victory_points";  // knobs, `rule-sets`, errors
  using roles = victory_roles::list;
  template <class R>
  static constexpr bool serves = VictoryRules<R>;
};

}  // namespace rankfile
