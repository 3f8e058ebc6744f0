// rankfile/break_test/engine.hpp: the break-test engine as the engine list names it.
#pragma once

#include "rankfile/break_test/roles.hpp"
#include "rankfile/core/text_view.hpp"

namespace rankfile {

struct break_test_engine {
  static constexpr text_view name = "break_test";  // knobs, `rule-sets`, errors
  using roles = break_test_roles::list;
  template <class R>
  static constexpr bool serves = BreakTestRules<R>;
};

}  // namespace rankfile
