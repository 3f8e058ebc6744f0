// rankfile/engines.hpp: every engine that a rule set can fill, listed once.
//
// An engine is a folder (combat/, victory/, break_test/, odds/) with its roles, components, citations, engine
// function, explain and validate, and a descriptor here: its name, its role list, and whether a
// rule set serves it. knobs(), `rankfile rule-sets` and the docs' settings table walk this list,
// so a new engine is one folder and one entry below (plus its tool command).
#pragma once

#include <type_traits>

#include "rankfile/break_test/engine.hpp"
#include "rankfile/combat/engine.hpp"
#include "rankfile/odds/engine.hpp"
#include "rankfile/victory/engine.hpp"

namespace rankfile {

template <class... E>
struct engine_list {
  // Calls f(std::type_identity<Engine>{}) for every engine, in order.
  template <class F>
  static constexpr void for_each(F&& f) {
    (f(std::type_identity<E>{}), ...);
  }
};

using engines =
    engine_list<combat_engine, victory_engine, break_test_engine, round_odds_engine>;

}  // namespace rankfile
