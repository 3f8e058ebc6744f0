// rankfile/break_test/components.hpp: the parts a rule set's break test is made of.
//
// Available components
//   break_procedure<Rule>      how a roll is judged (role `procedure`):
//     judged_by::roll_plus_margin         2D6 plus the margin above Leadership breaks (5th to
//                                         7th edition)
//     judged_by::leadership_minus_margin  2D6 above Leadership minus the margin breaks (8th
//                                         edition, Battleaxe)
//     judged_by::old_world                a natural roll above Leadership breaks; within it, but
//                                         above it with the margin, falls back in good order
//                                         (a break against more than twice the unit strength);
//                                         else gives ground; Terror and Warband change the
//                                         Leadership (The Old World)
//     Rule.insane_courage: a natural double 1 holds (gives ground in The Old World)
//   break_special_rules<Rule>  which special rules the rule set knows, and what they do (role
//                              `special_rules`): Steadfast, Stubborn, fear, Cold-blooded, the
//                              battle standard's re-roll, Unbreakable (each only where a
//                              source was read: the rule sets' citations say which)
//
// Each carries its rule as code, which its concept (rankfile/break_test/roles.hpp) checks: the
// procedure judges one roll (judge) and counts every roll (count), says what a pass gives and
// which of The Old World's modifiers it knows; the special rules give the dice to roll (2D6, or
// 3D6 keeping the lowest two: distributions from rankfile/core/dice.hpp). The engine
// (rankfile/break_test/odds.hpp) asks them and has no edition's logic of its own.
//
//   rankfile::rules::break_procedure<rankfile::rules::break_procedure_rule{
//       .by = rankfile::rules::judged_by::leadership_minus_margin, .insane_courage = true}>
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "rankfile/break_test/outcome.hpp"
#include "rankfile/break_test/test.hpp"
#include "rankfile/core/dice.hpp"
#include "rankfile/core/enum_table.hpp"
#include "rankfile/core/fixed_vector.hpp"
#include "rankfile/core/text_view.hpp"

namespace rankfile::detail {

// A break test after its special rules: what is left for the dice to decide
// (plan_break_test in rankfile/break_test/odds.hpp works it out; the components judge by it).
struct break_plan {
  bool automatic = false;              // decided without dice
  break_outcome fixed{};               // then this
  bool only_double_one_holds = false;  // 7th edition fear (a double 1 passes, all else breaks)
  bool three_dice = false;             // the dice the special rules roll: 3D6, else 2D6
  bool reroll = false;
  int leadership = 0;         // after Terror and Warband
  int margin = 0;             // after Stubborn and Steadfast
  bool ratio_breaks = false;  // The Old World: more than twice the unit strength
};

// Where a plan's outcomes part, as natural totals: at most `within` passes with the margin
// (holds; in The Old World gives ground), at most `unbroken` does not break (The Old World:
// falls back in good order in between). With Insane Courage a natural double 1 passes both.
struct break_lines {
  int within = 0;
  int unbroken = 0;
};

// The natural totals of a break test's roll as dice-core distributions (rankfile/core/dice.hpp):
// 2D6, and 3D6 with the highest die discarded (Cold-blooded); totals 2 to 12, so 13 values.
// Written out, not computed here: keep_lowest(3, 2, d6) in a constant initializer cost 249 M
// compiler instructions in every translation unit, 12 % of compiling the umbrella header
// (benchmarks/README.md). tests/break_test/components.test.cpp checks that they equal
// sum_of(2, d6) and keep_lowest(3, 2, d6), and tests/break_test/odds.test.cpp counts them again
// die by die.
inline constexpr std::size_t break_totals = 13;
using break_roll_distribution = distribution<long long, break_totals>;
inline constexpr break_roll_distribution two_d6 = {{0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1}, 36};
inline constexpr break_roll_distribution three_d6_lowest_two = {
    {0, 0, 16, 27, 34, 36, 34, 27, 19, 12, 7, 3, 1}, 216};

// How many of the equally likely rolls have a natural total of at most t, for t = 0..12: of 36
// for 2D6, of 216 for 3D6 with the highest die discarded.
using roll_counts = std::array<long long, break_totals>;
[[nodiscard]] constexpr roll_counts at_most_each(const break_roll_distribution& d) noexcept {
  roll_counts out{};
  long long sum = 0;
  for (std::size_t t = 0; t < break_totals; ++t) out[t] = sum += d.weights[t];
  return out;
}
inline constexpr roll_counts two_dice = at_most_each(two_d6);
inline constexpr roll_counts three_dice_lowest_two = at_most_each(three_d6_lowest_two);

}  // namespace rankfile::detail

namespace rankfile::rules {

enum class judged_by : std::uint8_t { roll_plus_margin, leadership_minus_margin, old_world };
inline constexpr enum_entry<judged_by> judged_by_table[] = {
    {judged_by::roll_plus_margin, "roll_plus_margin", "roll plus margin",
     "2D6 plus the margin above Leadership breaks"},
    {judged_by::leadership_minus_margin, "leadership_minus_margin", "Leadership minus margin",
     "2D6 above Leadership minus the margin breaks"},
    {judged_by::old_world, "old_world", "three results",
     "a natural roll above Leadership breaks; one above Leadership minus the margin falls back in "
     "good order (breaks against more than twice the unit strength); else gives ground"},
};
[[nodiscard]] constexpr table_view<judged_by> entries_of(judged_by) noexcept {
  return judged_by_table;
}
static_assert(in_enum_order(judged_by_table));

struct break_procedure_rule {
  judged_by by = judged_by::roll_plus_margin;
  bool insane_courage = false;

  // Each setting's name and value, for rankfile::knobs() and the docs' rule-set table.
  template <class Self, class F>
  static constexpr void for_each_setting(Self& self, F&& f) {
    f("judged_by", self.by);
    f("insane_courage", self.insane_courage);
  }
};

// The behaviour of a procedure, from its settings, so that a house rule that changes them at
// run time (house_rules<R>) judges with the same code: break_procedure<Rule> calls these with
// `self.rule`. Every function here is the only place its rule is written.
namespace detail {
[[nodiscard]] constexpr bool three_results(const break_procedure_rule& p) noexcept {
  return p.by == judged_by::old_world;
}
}  // namespace detail

// How a roll is judged (role `procedure`). Its functions, which the concept BreakProcedure
// checks, take a trailing `self`: this component, or its settings changed at run time
// (settings_of in rankfile/core/roles.hpp).
template <break_procedure_rule Rule>
struct break_procedure {
  static constexpr text_view name = Rule.by == judged_by::roll_plus_margin
                                        ? "2D6 plus the margin against Leadership"
                                    : Rule.by == judged_by::leadership_minus_margin
                                        ? "2D6 against Leadership minus the margin"
                                        : "break, fall back in good order or give ground";
  static constexpr break_procedure_rule rule = Rule;
  using outcome_list = fixed_vector<break_outcome, enum_count<break_outcome>>;

  // The outcomes it can give, in the order answers list them: hold or break; under The Old
  // World's procedure break, fall back in good order, or give ground.
  template <class Self = break_procedure>
  [[nodiscard]] static constexpr outcome_list outcomes(const Self& self = {}) noexcept {
    if (detail::three_results(self.rule))
      return {break_outcome::breaks, break_outcome::give_ground,
              break_outcome::fall_back_in_good_order};
    return {break_outcome::hold, break_outcome::breaks};
  }

  // What a passed test gives: the unit holds, or under The Old World's procedure gives ground.
  template <class Self = break_procedure>
  [[nodiscard]] static constexpr break_outcome passed(const Self& self = {}) noexcept {
    return detail::three_results(self.rule) ? break_outcome::give_ground : break_outcome::hold;
  }

  // Whether the margin is added to the roll (5th to 7th edition, The Old World) rather than
  // taken off Leadership (8th edition, Battleaxe). Either way a roll passes at most Leadership
  // minus the margin (lines).
  template <class Self = break_procedure>
  [[nodiscard]] static constexpr bool margin_on_roll(const Self& self = {}) noexcept {
    return self.rule.by != judged_by::leadership_minus_margin;
  }

  // Whether `m` is a rule of this procedure's test: Terror and Warband, which change the
  // Leadership, and the winners' unit strength, which turns a fall back into a break, are The
  // Old World's. The special rules component answers for the rest.
  template <class Self = break_procedure>
  [[nodiscard]] static constexpr bool knows(break_modifier m, const Self& self = {}) noexcept {
    switch (m) {
      case break_modifier::terror:
      case break_modifier::warband:
      case break_modifier::unit_strength_ratio:
        return detail::three_results(self.rule);
      case break_modifier::insane_courage:
        return self.rule.insane_courage;
      default:
        return false;
    }
  }

  // Where the outcomes part, as natural totals (rankfile::detail::break_lines).
  template <class Self = break_procedure>
  [[nodiscard]] static constexpr rankfile::detail::break_lines lines(
      const rankfile::detail::break_plan& plan, const Self& self = {}) noexcept {
    const int within = plan.leadership - plan.margin;
    return {within, detail::three_results(self.rule) ? plan.leadership : within};
  }

  // The roll whose kept dice sum to `natural` (2 is a natural double 1), judged: the numbers
  // the test compares, the outcome, and the rule that decided it over the comparison, if any.
  // `t` gives the unit strengths that the 2:1 rule names.
  template <class Self = break_procedure>
  [[nodiscard]] static constexpr break_roll_taken judge(const rankfile::detail::break_plan& plan,
                                                        const break_test& t, int natural,
                                                        const Self& self = {}) noexcept {
    const bool on_roll = margin_on_roll(self);
    break_roll_taken r{.natural = natural,
                       .total = on_roll ? natural + plan.margin : natural,
                       .target = on_roll ? plan.leadership : plan.leadership - plan.margin};
    const auto decided_by = [&](break_modifier m, break_reason why, int a = 0, int b = 0) {
      r.ruled = true;
      r.rule = {.what = m, .why = why, .applied = true, .a = a, .b = b};
    };
    const break_outcome pass = passed(self);
    const bool double_one = natural == 2;
    if (plan.only_double_one_holds) {
      r.outcome = double_one ? pass : break_outcome::breaks;
      decided_by(break_modifier::fear, break_reason::only_double_one_holds);
    } else if (r.total <= r.target) {
      r.outcome = pass;
    } else if (self.rule.insane_courage && double_one) {
      r.outcome = pass;
      decided_by(break_modifier::insane_courage, insane_courage_reason(self));
    } else if (natural > lines(plan, self).unbroken) {
      r.outcome = break_outcome::breaks;
    } else if (plan.ratio_breaks) {
      r.outcome = break_outcome::breaks;
      decided_by(break_modifier::unit_strength_ratio, break_reason::ratio_breaks,
                 t.winner_unit_strength, t.loser_unit_strength);
    } else {
      r.outcome = break_outcome::fall_back_in_good_order;
    }
    return r;
  }

  // How many of `rolls` equally likely rolls give each outcome (by break_outcome), from `dice`,
  // the rolls up to each natural total: judge() for every roll at once, as the rolls up to
  // each line.
  template <class Self = break_procedure>
  [[nodiscard]] static constexpr std::array<long long, enum_count<break_outcome>> count(
      const rankfile::detail::break_plan& plan, const rankfile::detail::roll_counts& dice,
      long long rolls, const Self& self = {}) noexcept {
    std::array<long long, enum_count<break_outcome>> n{};
    const auto at = [](break_outcome o) { return static_cast<std::size_t>(o); };
    const break_outcome pass = passed(self);
    const long long double_one = dice[2];  // a natural 2 is a natural double 1
    if (plan.only_double_one_holds) {
      n[at(pass)] = double_one;
      n[at(break_outcome::breaks)] = rolls - double_one;
      return n;
    }
    const auto passing = [&](int line) {  // the rolls that pass `line`, as judge() has them
      const long long k = line < 2 ? 0 : dice[static_cast<std::size_t>(line < 12 ? line : 12)];
      return self.rule.insane_courage && line < 2 ? k + double_one : k;
    };
    const rankfile::detail::break_lines l = lines(plan, self);
    const long long within = passing(l.within);
    const long long unbroken = passing(l.unbroken);
    n[at(pass)] = within;
    n[at(break_outcome::breaks)] = rolls - (plan.ratio_breaks ? within : unbroken);
    // None where the lines meet (every procedure but The Old World's).
    n[at(break_outcome::fall_back_in_good_order)] = plan.ratio_breaks ? 0 : unbroken - within;
    return n;
  }

  // Why a natural double 1 passes, and why an Unbreakable unit takes no test: in the words of
  // the outcome a pass gives.
  template <class Self = break_procedure>
  [[nodiscard]] static constexpr break_reason insane_courage_reason(
      const Self& self = {}) noexcept {
    return passed(self) == break_outcome::give_ground ? break_reason::double_one_gives_ground
                                                      : break_reason::double_one_holds;
  }
  template <class Self = break_procedure>
  [[nodiscard]] static constexpr break_reason unbreakable_reason(const Self& self = {}) noexcept {
    return passed(self) == break_outcome::give_ground ? break_reason::gives_ground_without_roll
                                                      : break_reason::never_breaks;
  }
};

enum class stubborn_effect : std::uint8_t {
  none,            // the rule set has no Stubborn
  ignores_margin,  // tests on unmodified Leadership
  falls_back,      // falls back in good order without a roll (The Old World)
};
inline constexpr enum_entry<stubborn_effect> stubborn_effect_table[] = {
    {stubborn_effect::none, "none", "none", "the rule set has no Stubborn"},
    {stubborn_effect::ignores_margin, "ignores_margin", "ignores the margin",
     "tests on unmodified Leadership"},
    {stubborn_effect::falls_back, "falls_back", "falls back in good order",
     "falls back in good order without a roll"},
};
[[nodiscard]] constexpr table_view<stubborn_effect> entries_of(stubborn_effect) noexcept {
  return stubborn_effect_table;
}
static_assert(in_enum_order(stubborn_effect_table));
enum class fear_effect : std::uint8_t {
  none,                      // defeat by fear-causers does not change the test
  breaks,                    // breaks without a roll (6th edition)
  breaks_unless_double_one,  // breaks unless a natural double 1 (7th edition)
};
inline constexpr enum_entry<fear_effect> fear_effect_table[] = {
    {fear_effect::none, "none", "none", "defeat by fear-causers does not change the test"},
    {fear_effect::breaks, "breaks", "breaks", "breaks without a roll"},
    {fear_effect::breaks_unless_double_one, "breaks_unless_double_one", "breaks unless a double 1",
     "only a natural double 1 holds"},
};
[[nodiscard]] constexpr table_view<fear_effect> entries_of(fear_effect) noexcept {
  return fear_effect_table;
}
static_assert(in_enum_order(fear_effect_table));

// Each special rule is off unless the rule set turns it on: a rule set has a rule where a source
// for it was read, or a second-hand reading its page argues. A flag given for a rule the rule set
// lacks is itemised as not one of its rules and changes nothing.
struct break_special_rule {
  bool steadfast = false;  // more ranks than every enemy unit: unmodified Leadership
  stubborn_effect stubborn = stubborn_effect::none;
  fear_effect fear = fear_effect::none;
  bool unbreakable = false;   // never breaks (The Old World: gives ground without a roll)
  bool cold_blooded = false;  // 3D6, the highest discarded
  bool reroll = false;        // the battle standard: a rolled break is rolled again, once

  // Each setting's name and value, for rankfile::knobs() and the docs' rule-set table.
  template <class Self, class F>
  static constexpr void for_each_setting(Self& self, F&& f) {
    f("steadfast", self.steadfast);
    f("stubborn", self.stubborn);
    f("fear", self.fear);
    f("unbreakable", self.unbreakable);
    f("cold_blooded", self.cold_blooded);
    f("reroll", self.reroll);
  }
};

// Which special rules the rule set knows, and what they do (role `special_rules`). Its functions,
// which the concept SpecialRules checks, take a trailing `self` as break_procedure's do.
template <break_special_rule Rule>
struct break_special_rules {
  static constexpr text_view name = "special rules";
  static constexpr break_special_rule rule = Rule;

  // How many dice the unit rolls: three, the highest discarded, where Cold-blooded is a rule of
  // the rule set, unless the unit is Unbreakable there and takes no test; else two. Decided also
  // for a test decided without dice (a roll given for it is read, checked and ignored).
  template <class Self = break_special_rules>
  [[nodiscard]] static constexpr int dice_rolled(const break_test& t,
                                                 const Self& self = {}) noexcept {
    const bool unbreakable = t.unbreakable && self.rule.unbreakable;
    return t.cold_blooded && self.rule.cold_blooded && !unbreakable ? 3 : 2;
  }

  // The natural totals of a roll of that many dice, from the dice core: 2D6, or 3D6 keeping the
  // lowest two.
  [[nodiscard]] static constexpr const rankfile::detail::break_roll_distribution& totals(
      int dice) noexcept {
    return dice == 3 ? rankfile::detail::three_d6_lowest_two : rankfile::detail::two_d6;
  }
  [[nodiscard]] static constexpr const rankfile::detail::roll_counts& totals_at_most(
      int dice) noexcept {
    return dice == 3 ? rankfile::detail::three_dice_lowest_two : rankfile::detail::two_dice;
  }

  // The natural total of dice already rolled: the sum of two, of the lowest two of three.
  [[nodiscard]] static constexpr int natural(const break_dice& dice) noexcept {
    int sum = 0;
    int highest = 0;
    for (const int d : dice) {
      sum += d;
      highest = std::max(highest, d);
    }
    return dice.size() == 3 ? sum - highest : sum;
  }
};

}  // namespace rankfile::rules
