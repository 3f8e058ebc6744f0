// The registry as Catch2's TEMPLATE_LIST_TEST_CASE reads it: the rule sets an engine serves, as a
// std::tuple of types, so that a test of "every rule set with combat rules" runs each one the
// registry (rankfile/rule_sets.hpp) lists, a rule set added later included.
//
//   TEMPLATE_LIST_TEST_CASE("...", "[properties]", test::combat_rule_sets) {
//     resolve<TestType>(c);
//   }
//
// Catch2 names each case by its index ("... - test::combat_rule_sets - 0"); INFO(TestType::info.id)
// says which rule set failed.
#pragma once

#include <cstddef>
#include <tuple>

#include "rankfile/engines.hpp"
#include "rankfile/rule_sets.hpp"

namespace test {

template <class List>
struct tuple_of;
template <class... R>
struct tuple_of<rankfile::rule_set_list<R...>> {
  using type = std::tuple<R...>;
};

// Every rule set of the registry that `Engine` serves, as a std::tuple.
template <class Engine>
using rule_sets_serving = typename tuple_of<rankfile::rule_sets::serving<Engine>>::type;

using combat_rule_sets = rule_sets_serving<rankfile::combat_engine>;
using victory_rule_sets = rule_sets_serving<rankfile::victory_engine>;
using break_test_rule_sets = rule_sets_serving<rankfile::break_test_engine>;

// How many rule sets of the registry `Engine` serves: what "every one was checked" compares with.
template <class Engine>
inline constexpr std::size_t count_serving = rankfile::rule_sets::serving<Engine>::size;

}  // namespace test
