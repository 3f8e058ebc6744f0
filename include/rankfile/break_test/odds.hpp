// rankfile/break_test/odds.hpp: the exact odds of a break test, and the outcome of a roll.
//
//   constexpr rankfile::break_result r =
//       rankfile::break_odds<rankfile::wfb8>({.leadership = 8, .margin = 3});
//   r.of(rankfile::break_outcome::hold);          // 5/18
//   rankfile::break_roll<rankfile::tow>(t, {3, 4}).outcome;
//
// The engine orders and itemises the special rules; what each rule does is its component's
// (rankfile/break_test/components.hpp): the special rules give the dice to roll (2D6, or 3D6 with
// the highest discarded for a cold-blooded unit: distributions from rankfile/core/dice.hpp), the
// procedure judges each natural total and counts the rolls of each outcome, and a re-roll of a
// break is the dice core's re-roll, which squares the break's odds. The answers are fractions in
// lowest terms (rankfile/core/fraction.hpp). Pure, constexpr, noexcept, no allocation.
//
// Preconditions (validate_break_test() in rankfile/break_test/validate.hpp checks them):
// leadership in [1, 10], margin and warband rank bonus in [0, max], unit strengths in [0, max];
// for break_roll, two dice (three when cold-blooded applies), each 1 to 6.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>

#include "rankfile/break_test/components.hpp"
#include "rankfile/break_test/result.hpp"
#include "rankfile/break_test/roles.hpp"
#include "rankfile/break_test/test.hpp"
#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/components/common.hpp"
#include "rankfile/combat/result.hpp"

namespace rankfile {

namespace detail {

// Passes each line to add(break_line) when listed; break_roll and the dice checks list none.
struct no_lines {
  constexpr void operator()(const break_line&) const noexcept {}
};

// Works out the plan and hands add() every modifier applied or ignored, with why. `settings` is
// own_settings<R> (the rule set's two components, whose settings are constants, so a rule set's
// checks fold away where it has no rule) or house_rules<R> (rankfile/house_rules.hpp).
template <class Settings, class Add>
constexpr break_plan plan_break_test(const Settings& settings, const break_test& t,
                                     Add&& add) noexcept {
  // The two components, each with its settings (constants, or a house rule's values): the rule
  // set's logic is theirs; this function only orders the special rules and itemises them.
  const auto& ps = settings.template get<break_test_roles::procedure>();
  const auto& ss = settings.template get<break_test_roles::special_rules>();
  using procedure = component_in<decltype(ps)>;
  using special = component_in<decltype(ss)>;
  const rules::break_special_rule& s = ss.rule;
  using rules::fear_effect;
  using rules::stubborn_effect;
  const auto line = [&](break_modifier what, break_reason why, bool applied, int a = 0, int b = 0) {
    add(break_line{.what = what, .why = why, .applied = applied, .a = a, .b = b});
  };
  const auto knows = [&](break_modifier m) { return procedure::knows(m, ps); };
  // Cold-blooded decides how many dice a roll has, also for a test decided without them.
  break_plan plan{.three_dice = special::dice_rolled(t, ss) == 3,
                  .leadership = t.leadership,
                  .margin = t.margin};

  // Each other flag once the outcome is fixed without a roll: not a rule of this rule set, or
  // nothing left to change (`why`: no_test, no_roll or not_after_automatic_break for the re-roll).
  const auto moot = [&](break_reason why, break_reason reroll_why) {
    const auto report = [&](bool given, break_modifier m, bool known, break_reason r) {
      if (given) line(m, known ? r : break_reason::not_in_rule_set, false);
    };
    report(t.stubborn, break_modifier::stubborn, s.stubborn != stubborn_effect::none, why);
    report(t.steadfast, break_modifier::steadfast, s.steadfast, why);
    report(t.cold_blooded, break_modifier::cold_blooded, s.cold_blooded, break_reason::no_roll);
    report(t.reroll, break_modifier::reroll, s.reroll, reroll_why);
    report(t.terror, break_modifier::terror, knows(break_modifier::terror), why);
    report(t.warband_rank_bonus > 0, break_modifier::warband, knows(break_modifier::warband), why);
    report(t.winner_unit_strength > 0 && t.loser_unit_strength > 0,  // it changes a roll's outcome
           break_modifier::unit_strength_ratio, knows(break_modifier::unit_strength_ratio), why);
  };

  if (t.unbreakable && s.unbreakable) {  // before everything: no test at all
    plan.automatic = true;
    plan.fixed = procedure::passed(ps);
    line(break_modifier::unbreakable, procedure::unbreakable_reason(ps), true);
    if (t.fear_auto_break)
      line(break_modifier::fear,
           s.fear == fear_effect::none ? break_reason::not_in_rule_set : break_reason::no_test,
           false);
    moot(break_reason::no_test, break_reason::no_roll);
    return plan;
  }
  if (t.unbreakable) line(break_modifier::unbreakable, break_reason::not_in_rule_set, false);
  if (t.fear_auto_break) {
    if (s.fear == fear_effect::breaks) {
      plan.automatic = true;
      plan.fixed = break_outcome::breaks;
      line(break_modifier::fear, break_reason::breaks_without_roll, true);
      moot(break_reason::no_test, break_reason::not_after_automatic_break);
      return plan;
    }
    if (s.fear == fear_effect::breaks_unless_double_one) {
      plan.only_double_one_holds = true;
      line(break_modifier::fear, break_reason::only_double_one_holds, true);
    } else {
      line(break_modifier::fear, break_reason::not_in_rule_set, false);
    }
  }
  // Fear comes first here too: after a defeat by fear-causers that leaves only the double 1,
  // Stubborn (whatever it does) is overridden below.
  if (t.stubborn && s.stubborn == stubborn_effect::falls_back && !plan.only_double_one_holds) {
    plan.automatic = true;
    plan.fixed = break_outcome::fall_back_in_good_order;
    line(break_modifier::stubborn, break_reason::falls_back_without_roll, true);
    if (t.steadfast)
      line(break_modifier::steadfast,
           s.steadfast ? break_reason::no_roll : break_reason::not_in_rule_set, false);
    if (t.cold_blooded)
      line(break_modifier::cold_blooded,
           s.cold_blooded ? break_reason::no_roll : break_reason::not_in_rule_set, false);
    if (t.reroll)
      line(break_modifier::reroll, s.reroll ? break_reason::no_roll : break_reason::not_in_rule_set,
           false);
    if (t.winner_unit_strength > 0 && t.loser_unit_strength > 0)  // no roll to turn into a break
      line(break_modifier::unit_strength_ratio,
           knows(break_modifier::unit_strength_ratio) ? break_reason::no_roll
                                                      : break_reason::not_in_rule_set,
           false);
    if (t.terror) line(break_modifier::terror, break_reason::no_test, false);
    if (t.warband_rank_bonus > 0) line(break_modifier::warband, break_reason::no_test, false);
    return plan;
  }

  // What the margin does: Stubborn and Steadfast take it away.
  bool margin_gone = false;
  if (t.stubborn) {
    if (s.stubborn == stubborn_effect::none)
      line(break_modifier::stubborn, break_reason::not_in_rule_set, false);
    else if (plan.only_double_one_holds)
      line(break_modifier::stubborn, break_reason::overridden_by_fear, false);
    else {
      line(break_modifier::stubborn, break_reason::ignores_margin, true);
      margin_gone = true;
    }
  }
  const bool steadfast_known = t.ranks >= 0 && t.enemy_ranks >= 0;
  if (t.steadfast || (s.steadfast && steadfast_known)) {
    if (!s.steadfast)
      line(break_modifier::steadfast, break_reason::not_in_rule_set, false);
    else if (plan.only_double_one_holds)
      line(break_modifier::steadfast, break_reason::overridden_by_fear, false);
    else if (t.steadfast && steadfast_known)
      line(break_modifier::steadfast, break_reason::steadfast_ranks, true, t.ranks, t.enemy_ranks);
    else if (t.steadfast)
      line(break_modifier::steadfast, break_reason::steadfast_given, true);
    else
      line(break_modifier::steadfast, break_reason::not_steadfast, false, t.ranks, t.enemy_ranks);
    if (t.steadfast && s.steadfast && !plan.only_double_one_holds) margin_gone = true;
  }
  if (plan.only_double_one_holds || margin_gone) {
    line(break_modifier::margin, break_reason::margin_ignored, false, t.margin);
    plan.margin = 0;
  } else if (procedure::margin_on_roll(ps)) {
    line(break_modifier::margin, break_reason::margin_added, true, t.margin);
  } else {
    line(break_modifier::margin, break_reason::margin_subtracted, true, t.leadership, t.margin);
  }

  // Leadership: Warband raises it to at most 10, then Terror lowers it (where they are rules).
  if (t.warband_rank_bonus > 0) {
    if (knows(break_modifier::warband)) {
      const int raised = std::min(max_leadership, plan.leadership + t.warband_rank_bonus);
      line(break_modifier::warband, break_reason::leadership_raised, true, plan.leadership, raised);
      plan.leadership = raised;
    } else {
      line(break_modifier::warband, break_reason::not_in_rule_set, false);
    }
  }
  if (t.terror) {
    if (knows(break_modifier::terror)) {
      line(break_modifier::terror, break_reason::leadership_lowered, true, plan.leadership,
           plan.leadership - 1);
      plan.leadership -= 1;
    } else {
      line(break_modifier::terror, break_reason::not_in_rule_set, false);
    }
  }
  if (t.cold_blooded) {
    if (s.cold_blooded) {
      line(break_modifier::cold_blooded, break_reason::rolls_three_dice, true);  // three_dice
    } else {
      line(break_modifier::cold_blooded, break_reason::not_in_rule_set, false);
    }
  }
  if (knows(break_modifier::insane_courage) && !plan.only_double_one_holds)
    line(break_modifier::insane_courage, procedure::insane_courage_reason(ps), true);
  const bool strengths = t.winner_unit_strength > 0 && t.loser_unit_strength > 0;
  if (knows(break_modifier::unit_strength_ratio)) {
    if (!strengths) {
      line(break_modifier::unit_strength_ratio, break_reason::ratio_unknown, false);
    } else if (t.winner_unit_strength > 2LL * t.loser_unit_strength) {
      plan.ratio_breaks = true;
      line(break_modifier::unit_strength_ratio, break_reason::ratio_breaks, true,
           t.winner_unit_strength, t.loser_unit_strength);
    } else {
      line(break_modifier::unit_strength_ratio, break_reason::ratio_too_small, false,
           t.winner_unit_strength, t.loser_unit_strength);
    }
  } else if (strengths) {
    line(break_modifier::unit_strength_ratio, break_reason::not_in_rule_set, false);
  }
  if (t.reroll) {
    if (!s.reroll) {
      line(break_modifier::reroll, break_reason::not_in_rule_set, false);
    } else if (plan.only_double_one_holds) {  // only a natural double 1 holds, re-rolled or not
      line(break_modifier::reroll, break_reason::overridden_by_fear, false);
    } else {
      plan.reroll = true;
      line(break_modifier::reroll, break_reason::rerolls_a_break, true);
    }
  }
  return plan;
}

// n/36 in lowest terms for n = 0..36: the odds of the usual test (2D6, no re-roll) without std::gcd
// and its two 64-bit divisions, which cost as much as the rest of break_odds. Written out; the
// tests check each against probability::of(n, 36).
inline constexpr std::array<probability, 37> of_36 = {{
    {0, 1},  {1, 36},  {1, 18},  {1, 12},  {1, 9},   {5, 36},  {1, 6},   {7, 36},  {2, 9}, {1, 4},
    {5, 18}, {11, 36}, {1, 3},   {13, 36}, {7, 18},  {5, 12},  {4, 9},   {17, 36}, {1, 2}, {19, 36},
    {5, 9},  {7, 12},  {11, 18}, {23, 36}, {2, 3},   {25, 36}, {13, 18}, {3, 4},   {7, 9}, {29, 36},
    {5, 6},  {31, 36}, {8, 9},   {11, 12}, {17, 18}, {35, 36}, {1, 1},
}};

template <class Settings>
[[gnu::flatten]] constexpr break_result break_odds(const Settings& settings,
                                                   const break_test& t) noexcept {
  const auto& ps = settings.template get<break_test_roles::procedure>();
  const auto& ss = settings.template get<break_test_roles::special_rules>();
  using procedure = component_in<decltype(ps)>;
  using special = component_in<decltype(ss)>;
  // A constant for a compiled rule set (own_settings<R>): the loops below unroll.
  const auto outcomes = procedure::outcomes(ps);
  break_result out;
  out.outcomes = outcomes;
  const break_plan plan =
      plan_break_test(settings, t, [&](const break_line& l) { out.lines.push_back(l); });
  if (plan.automatic) {
    out.automatic = true;
    // An outcome the procedure does not give (a house rule's Stubborn that falls back, under a
    // hold-or-break procedure) is listed as well, so that the odds add up to 1.
    bool listed = false;
    for (const break_outcome o : outcomes) listed = listed || o == plan.fixed;
    if (!listed) out.outcomes.push_back(plan.fixed);
    for (const break_outcome o : out.outcomes)
      out.odds[static_cast<std::size_t>(o)] = {o == plan.fixed ? 1 : 0, 1};
    return out;
  }
  // The rolls of each outcome, counted by the procedure from the special rules' dice (2D6, or
  // 3D6 keeping the lowest two), as a distribution over the outcomes; then their odds: rolled
  // once, the dice's own count (36 or 216) is the denominator.
  const auto odds_from = [&](const roll_counts& dice, const long long rolls) {
    using by_outcome = distribution<long long, enum_count<break_outcome>>;
    by_outcome d{procedure::count(plan, dice, rolls, ps), rolls};
    // A break is rolled again, once, and the second roll stands (the dice core's re-roll):
    // break B/N becomes (B/N)^2, the rest O/N (1 + B/N), over N^2.
    if (plan.reroll)
      d = reroll_if(d, [](int o) { return o == static_cast<int>(break_outcome::breaks); });
#pragma GCC unroll 4  // every outcome (at most four): no loop around the table and the gcd
    for (const break_outcome o : outcomes) {
      const long long n = d.weights[static_cast<std::size_t>(o)];
      out.odds[static_cast<std::size_t>(o)] =
          d.total == 36 ? of_36[static_cast<std::size_t>(n)] : probability::of(n, d.total);
    }
  };
  // Each dice count a constant where it is used (the usual 2D6 test folds to the table).
  if (plan.three_dice)
    odds_from(special::totals_at_most(3), special::totals(3).total);
  else
    odds_from(special::totals_at_most(2), special::totals(2).total);
  return out;
}

// `second`: the re-roll, or null when none was made.
template <class Settings>
constexpr break_roll_result break_roll(const Settings& settings, const break_test& t,
                                       const break_dice& first, const break_dice* second) noexcept {
  const auto& ps = settings.template get<break_test_roles::procedure>();
  const auto& ss = settings.template get<break_test_roles::special_rules>();
  using procedure = component_in<decltype(ps)>;
  using special = component_in<decltype(ss)>;
  const break_plan plan = plan_break_test(settings, t, no_lines{});
  if (plan.automatic) return {.outcome = plan.fixed, .automatic = true};
  break_roll_result r{.by = ps.rule.by,
                      .three_dice = plan.three_dice,
                      .leadership_given = t.leadership,
                      .leadership = plan.leadership,
                      .margin = t.margin,
                      .margin_ignored = plan.margin != t.margin,
                      .first = procedure::judge(plan, t, special::natural(first), ps)};
  r.outcome = r.first.outcome;
  r.natural = r.first.natural;
  if (r.outcome == break_outcome::breaks && plan.reroll) {
    if (second) {
      r.rerolled = true;
      r.second = procedure::judge(plan, t, special::natural(*second), ps);
      r.outcome = r.second.outcome;
      r.natural = r.second.natural;
    } else {
      r.reroll_due = true;
    }
  }
  return r;
}

}  // namespace detail

// The exact odds of every outcome of break test `t` under rule set R, with every modifier
// applied or ignored, and why.
template <BreakTestRules R>
[[nodiscard]] constexpr break_result break_odds(const break_test& t) noexcept {
  return detail::break_odds(own_settings<R>{}, t);
}

// The outcome of a roll already made; `reroll_due` when it breaks a unit that may re-roll.
template <BreakTestRules R>
[[nodiscard]] constexpr break_roll_result break_roll(const break_test& t,
                                                     const break_dice& dice) noexcept {
  return detail::break_roll(own_settings<R>{}, t, dice, nullptr);
}
// The outcome of a roll already made and of its re-roll, which counts only when one is due.
template <BreakTestRules R>
[[nodiscard]] constexpr break_roll_result break_roll(const break_test& t, const break_dice& dice,
                                                     const break_dice& reroll) noexcept {
  return detail::break_roll(own_settings<R>{}, t, dice, &reroll);
}

// Whether rule set R rolls dice for this test at all (not when the outcome is fixed without a
// roll: Unbreakable, a Stubborn that falls back, fear that breaks), and whether it rolls three
// of them (Cold-blooded): what a simulator rolls before calling break_roll.
template <BreakTestRules R>
[[nodiscard]] constexpr bool rolls_dice(const break_test& t) noexcept {
  return !detail::plan_break_test(own_settings<R>{}, t, detail::no_lines{}).automatic;
}
template <BreakTestRules R>
[[nodiscard]] constexpr bool rolls_three_dice(const break_test& t) noexcept {
  return detail::plan_break_test(own_settings<R>{}, t, detail::no_lines{}).three_dice;
}

// Ranks for Steadfast: in a formation 5 or more wide, every rank of 5 or more models, the front
// and an incomplete last rank included (8th edition).
[[nodiscard]] constexpr int steadfast_ranks(const combat_unit& u) noexcept {
  return u.files >= 5 ? rules::ranks_of_at_least(u.models, u.files, 5) : 0;
}

// The break test of unit `loser`, which lost combat `c` (tallied as `r`, or resolved: below),
// with its Leadership and special rules in `flags`: the margin from the result, where R
// compares them the unit strengths of both sides after casualties, and, where R has Steadfast,
// whether the unit has more ranks than every enemy unit in the combat. Precondition: `loser`
// names a unit of the side that lost, with models left (why_no_break_test in
// rankfile/break_test/validate.hpp says which precondition fails).
namespace detail {
template <class Settings>
constexpr break_test break_test_from(const Settings& settings, const combat& c,
                                     const combat_tally& r, unit_ref loser,
                                     break_test flags) noexcept {
  break_test t = flags;
  const side_index them = opponent(loser.side);
  t.margin = r.margin;
  const auto& ps = settings.template get<break_test_roles::procedure>();
  if (component_in<decltype(ps)>::knows(break_modifier::unit_strength_ratio, ps)) {
    t.winner_unit_strength = rules::side_unit_strength(c, them, rules::counted_at::round_end);
    t.loser_unit_strength = rules::side_unit_strength(c, loser.side, rules::counted_at::round_end);
  }
  if (settings.template get<break_test_roles::special_rules>().rule.steadfast) {
    t.ranks = steadfast_ranks(c.unit(loser));
    t.enemy_ranks = 0;
    for (const combat_unit& u : c.sides[them].units)
      t.enemy_ranks = std::max(t.enemy_ranks, steadfast_ranks(u));
    t.steadfast = t.ranks > t.enemy_ranks;
  }
  return t;
}
}  // namespace detail

template <BreakTestRules R>
[[nodiscard]] constexpr break_test break_test_from(const combat& c, const combat_tally& r,
                                                   unit_ref loser, break_test flags) noexcept {
  return detail::break_test_from(own_settings<R>{}, c, r, loser, flags);
}
template <BreakTestRules R>
[[nodiscard]] constexpr break_test break_test_from(const combat& c, const combat_result& r,
                                                   unit_ref loser, break_test flags) noexcept {
  return break_test_from<R>(c, tally_of(r), loser, flags);
}

}  // namespace rankfile
