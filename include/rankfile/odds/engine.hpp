// rankfile/odds/engine.hpp: the round-odds engine as the engine list names it.
#pragma once

#include "rankfile/core/text_view.hpp"
#include "rankfile/odds/roles.hpp"

namespace rankfile {

struct round_odds_engine {
  static constexpr text_view name = "round_odds";  // knobs, `rule-sets`, errors
  using roles = round_odds_roles::list;
  template <class R>
  static constexpr bool serves = RoundOddsRules<R>;
};

}  // namespace rankfile
