// rankfile/odds/roles.hpp: what a rule set needs for the round-odds engine. The index of its
// customisation points.
//
// A rule set with round odds names a round-dice component (rankfile/odds/components.hpp) and
// has the combat and break-test engines' rules too, since the round's end state is handed to
// them (reading R25):
//
//   struct tow { ...; using round_dice = rules::tow_round_dice; };
//
// | role       | concept   | components (rankfile::rules)                          |
// |------------|-----------|-------------------------------------------------------|
// | round_dice | RoundDice | tow_round_dice, wfb8_round_dice, wfb7_round_dice,     |
// |            |           | wfb6_round_dice, wfb5_round_dice, battleaxe_round_dice |
//
// Optional members of a round-dice component, each read where it is used:
//
//   previous_winner_breaks_ties, frenzy_lost_when_beaten   (odds_of_combat) what a round hands
//       the next (C5, C6)
//   plans_alike_from   (odds_of_combat) its plan is the same for every round number from N on
//   check_combat(f, rounds, rule_set, out)   (validate_combat) what it refuses only in a whole
//       combat of more than one round (5th edition's Frenzy and later ties, W5-8, W5-9)
#pragma once

#include <concepts>
#include <vector>

#include "rankfile/break_test/roles.hpp"
#include "rankfile/combat/roles.hpp"
#include "rankfile/core/problem.hpp"
#include "rankfile/core/roles.hpp"
#include "rankfile/core/text_view.hpp"
#include "rankfile/odds/components.hpp"
#include "rankfile/odds/fight.hpp"
#include "rankfile/odds/plan.hpp"

namespace rankfile::rules {

// Plans a round of a fight into strikes (rankfile/odds/plan.hpp), refuses what its rule set
// does not cover, and gives each model's unit strength.
template <class C>
concept RoundDice = requires(const fight& f, const fight_side& s,
                             rankfile::detail::problem_list& out) {
  { C::name } -> std::convertible_to<text_view>;
  { C::plan(f) } -> std::same_as<round_plan>;
  {C::check(f, std::string_view{}, out)};
  { C::unit_strength_per_model(s) } -> std::same_as<int>;
};

}  // namespace rankfile::rules

namespace rankfile::round_odds_roles {

struct round_dice {
  static constexpr text_view name = "round_dice";
  template <class R>
  using of = typename R::round_dice;
  template <class C, class R>
  static constexpr bool fits = rules::RoundDice<C>;
};

// Every round-odds role.
using list = role_list<round_dice>;

}  // namespace rankfile::round_odds_roles

namespace rankfile {

// A rule set the round-odds engine serves: its round dice, and the combat and break-test rules
// the round's end is judged by.
template <class R>
concept RoundOddsRules =
    RuleSet<R> && FillsRoles<R, round_odds_roles::list> && CombatRules<R> && BreakTestRules<R>;

}  // namespace rankfile
