// rankfile/break_test/engine.hpp: the break-test engine as the engine list names it.
#pragma once

#include <string_view>

#include "rankfile/break_test/roles.hpp"

namespace rankfile {

struct break_test_engine {
  static constexpr std::string_view name = "break_test";  // knobs, `rule-sets`, errors
  using roles = break_test_roles::list;
  template <class R>
  static constexpr bool serves = BreakTestRules<R>;
};

}  // namespace rankfile
