// rankfile/engines.hpp: every engine that a rule set can fill, listed once.
//
// An engine is a folder (combat/, victory/, break_test/, odds/) with its roles, components,
// citations, engine function, explain and validate, and a descriptor (<engine>/engine.hpp): its
// name, its role list, whether a rule set serves it, its citations (or none), the enums of its
// document and the names of its tool command and document. Its document's reader and writer are the
// JSON adapter's (document_of<Engine>, rankfile/json/<document>.hpp). knobs(), house rules, the
// vocabulary, `rankfile rule-sets`, the docs' settings table, the tool's commands and usage and the
// web package walk this list, so a new engine is one folder, one entry below and its document
// adapter (docs/design.md).
#pragma once

#include <cstddef>
#include <type_traits>

#include "rankfile/break_test/engine.hpp"
#include "rankfile/combat/engine.hpp"
#include "rankfile/odds/engine.hpp"
#include "rankfile/victory/engine.hpp"

namespace rankfile {

template <class... E>
struct engine_list {
  static constexpr std::size_t size = sizeof...(E);
  // Calls f(std::type_identity<Engine>{}) for every engine, in order.
  template <class F>
  static constexpr void for_each(F&& f) {
    (f(std::type_identity<E>{}), ...);
  }
};

using engines = engine_list<combat_engine, victory_engine, break_test_engine, round_odds_engine>;

}  // namespace rankfile
