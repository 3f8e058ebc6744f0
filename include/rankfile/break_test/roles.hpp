// rankfile/break_test/roles.hpp: what a rule set needs to take break tests. The index of the
// break-test customisation points.
//
// A rule set with break tests has a `break_test_cite` (rankfile/break_test/citations.hpp) and a
// component for each role below. A house rule derives from a rule set and replaces one:
//
//   struct no_reroll_club : rankfile::wfb8 {  // explain needs its own citations too (`cites`)
//     using special_rules =
//     rankfile::rules::break_special_rules<rankfile::rules::break_special_rule{
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

// Judges a roll: the outcomes it gives and what a pass gives, where the margin goes, which of
// The Old World's modifiers it knows, one roll judged and every roll counted (break_procedure in
// rankfile/break_test/components.hpp shows each function's meaning).
template <class C>
concept BreakProcedure = requires(const rankfile::detail::break_plan& plan, const break_test& t,
                                  const rankfile::detail::roll_counts& dice) {
  { C::rule } -> std::convertible_to<break_procedure_rule>;
  { C::outcomes() } -> std::convertible_to<fixed_vector<break_outcome, enum_count<break_outcome>>>;
  { C::passed() } -> std::same_as<break_outcome>;
  { C::margin_on_roll() } -> std::same_as<bool>;
  { C::knows(break_modifier::terror) } -> std::same_as<bool>;
  { C::lines(plan) } -> std::same_as<rankfile::detail::break_lines>;
  { C::judge(plan, t, 7) } -> std::same_as<break_roll_taken>;
  { C::count(plan, dice, 36LL) } -> std::same_as<std::array<long long, enum_count<break_outcome>>>;
  { C::insane_courage_reason() } -> std::same_as<break_reason>;
  { C::unbreakable_reason() } -> std::same_as<break_reason>;
};

// Says which special rules change the test, and how, and gives the dice: how many a unit rolls,
// the distribution of their natural totals (rankfile/core/dice.hpp), and the natural total of
// dice already rolled.
template <class C>
concept SpecialRules = requires(const break_test& t, const break_dice& dice) {
  { C::rule } -> std::convertible_to<break_special_rule>;
  { C::dice_rolled(t) } -> std::same_as<int>;
  { C::totals(2) } -> std::convertible_to<const rankfile::detail::break_roll_distribution&>;
  { C::totals_at_most(2) } -> std::convertible_to<const rankfile::detail::roll_counts&>;
  { C::natural(dice) } -> std::same_as<int>;
};

}  // namespace rankfile::rules

namespace rankfile::break_test_roles {

struct procedure {
  static constexpr text_view name = "procedure";
  static constexpr std::array cited{&break_test_citations::test,
                                    &break_test_citations::insane_courage,
                                    &break_test_citations::terror, &break_test_citations::warband,
                                    &break_test_citations::unit_strength_ratio};
  template <class R>
  using of = typename R::procedure;
  template <class C, class R>
  static constexpr bool fits = rules::BreakProcedure<C>;
};
struct special_rules {
  static constexpr text_view name = "special_rules";
  static constexpr std::array cited{
      &break_test_citations::steadfast,    &break_test_citations::stubborn,
      &break_test_citations::fear,         &break_test_citations::unbreakable,
      &break_test_citations::cold_blooded, &break_test_citations::reroll};
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
