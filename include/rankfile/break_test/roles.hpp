// rankfile/break_test/roles.hpp: what a rule set needs to take break tests. The index of the
// break-test customisation points.
//
// A rule set with break tests has a `break_test_cite` (rankfile/break_test/citations.hpp) and a
// component for each role below. A house rule derives from a rule set and replaces one:
//
//   struct no_reroll_club : rankfile::wfb8 {  // explain needs its own citations too (`cites`)
//     using special_rules = rankfile::rules::break_special_rules<rankfile::rules::break_special_rule{
//         .steadfast = true, .stubborn = rankfile::rules::stubborn_effect::ignores_margin,
//         .unbreakable = true, .reroll = false}>;
//   };
//
// | role          | concept       | components (rankfile::rules)                    |
// |---------------|---------------|-------------------------------------------------|
// | procedure     | BreakProcedure| break_procedure<break_procedure_rule>           |
// | special_rules | SpecialRules  | break_special_rules<break_special_rule>         |
#pragma once

#include <array>
#include <concepts>

#include "rankfile/break_test/citations.hpp"
#include "rankfile/break_test/components.hpp"
#include "rankfile/core/roles.hpp"
#include "rankfile/core/text_view.hpp"

namespace rankfile::rules {

// Says how a roll is judged.
template <class C>
concept BreakProcedure = requires {
  { C::rule } -> std::convertible_to<break_procedure_rule>;
};

// Says which special rules change the test, and how.
template <class C>
concept SpecialRules = requires {
  { C::rule } -> std::convertible_to<break_special_rule>;
};

}  // namespace rankfile::rules

namespace rankfile::break_test_roles {

struct procedure {
  static constexpr text_view name = "procedure";
  static constexpr std::array cited{&break_test_citations::test,
                                    &break_test_citations::insane_courage,
                                    &break_test_citations::terror,
                                    &break_test_citations::warband,
                                    &break_test_citations::unit_strength_ratio};
  template <class R>
  using of = typename R::procedure;
  template <class C, class R>
  static constexpr bool fits = rules::BreakProcedure<C>;
};
struct special_rules {
  static constexpr text_view name = "special_rules";
  static constexpr std::array cited{&break_test_citations::steadfast,
                                    &break_test_citations::stubborn,
                                    &break_test_citations::fear,
                                    &break_test_citations::unbreakable,
                                    &break_test_citations::cold_blooded,
                                    &break_test_citations::reroll};
  template <class R>
  using of = typename R::special_rules;
  template <class C, class R>
  static constexpr bool fits = rules::SpecialRules<C>;
};

// Every break-test role.
using list = role_list<procedure, special_rules>;

}  // namespace rankfile::break_test_roles

namespace rankfile {

// A rule set that can take break tests: its citations, and every role filled.
template <class R>
concept BreakTestRules = RuleSet<R> && FillsRoles<R, break_test_roles::list> && requires {
  { R::break_test_cite } -> std::convertible_to<break_test_citations>;
};

}  // namespace rankfile
