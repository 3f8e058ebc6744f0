// The break-test components' behaviour (rankfile/break_test/components.hpp): the procedure judges
// a roll and counts the rolls of each outcome; the special rules give the dice. The engine asks
// them and has no edition's logic of its own, so these are the rules themselves.
#include "rankfile/break_test/components.hpp"

#include <array>
#include <cstddef>
#include <type_traits>

#include "rankfile/break_test/roles.hpp"
#include "rankfile/core/dice.hpp"
#include "rankfile/core/roles.hpp"
#include "rankfile/rule_sets.hpp"
#include "support/catch.hpp"

using namespace rankfile;

namespace {
using rules::judged_by;
using plan_t = detail::break_plan;
using two_results = rules::break_procedure<rules::break_procedure_rule{
    .by = judged_by::roll_plus_margin, .insane_courage = true}>;
using minus_margin = rules::break_procedure<rules::break_procedure_rule{
    .by = judged_by::leadership_minus_margin, .insane_courage = false}>;
using three_results = rules::break_procedure<rules::break_procedure_rule{.by = judged_by::old_world,
                                                                         .insane_courage = true}>;
constexpr std::size_t at(break_outcome o) {
  return static_cast<std::size_t>(o);
}

// count() tallied the long way: judge() for every natural total, weighed by its rolls.
template <class P, class Self>
std::array<long long, enum_count<break_outcome>> judged_one_by_one(
    const plan_t& plan, const detail::break_roll_distribution& dice, const Self& self) {
  std::array<long long, enum_count<break_outcome>> n{};
  for (int natural = 2; natural <= 12; ++natural)
    n[at(P::judge(plan, break_test{}, natural, self).outcome)] += dice.ways(natural);
  return n;
}
}  // namespace

TEST_CASE("break_procedure: the outcomes, a pass, the margin, the modifiers it knows",
          "[break_test][components]") {
  STATIC_REQUIRE(two_results::outcomes().size() == 2);
  STATIC_REQUIRE(three_results::outcomes().size() == 3);
  STATIC_REQUIRE(two_results::passed() == break_outcome::hold);
  STATIC_REQUIRE(three_results::passed() == break_outcome::give_ground);
  STATIC_REQUIRE(two_results::margin_on_roll());
  STATIC_REQUIRE(!minus_margin::margin_on_roll());
  STATIC_REQUIRE(three_results::margin_on_roll());
  STATIC_REQUIRE(three_results::knows(break_modifier::terror));
  STATIC_REQUIRE(!two_results::knows(break_modifier::warband));
  STATIC_REQUIRE(two_results::knows(break_modifier::insane_courage));
  STATIC_REQUIRE(!minus_margin::knows(break_modifier::insane_courage));
  STATIC_REQUIRE(three_results::insane_courage_reason() == break_reason::double_one_gives_ground);
  STATIC_REQUIRE(two_results::unbreakable_reason() == break_reason::never_breaks);
}

TEST_CASE("break_procedure: one roll judged", "[break_test][components]") {
  const plan_t plan{.leadership = 8, .margin = 3};
  // 5th to 7th edition: 5 plus the margin 3 is 8, against Leadership 8: holds; 6 breaks.
  CHECK(two_results::judge(plan, {}, 5).outcome == break_outcome::hold);
  CHECK(two_results::judge(plan, {}, 5).total == 8);
  CHECK(two_results::judge(plan, {}, 6).outcome == break_outcome::breaks);
  // A natural double 1 holds over the comparison, and says so.
  const plan_t hopeless{.leadership = 2, .margin = 9};
  CHECK(two_results::judge(hopeless, {}, 2).outcome == break_outcome::hold);
  CHECK(two_results::judge(hopeless, {}, 2).ruled);
  CHECK(minus_margin::judge(hopeless, {}, 2).outcome == break_outcome::breaks);
  // 8th edition: against Leadership 8 less 3, that is 5.
  CHECK(minus_margin::judge(plan, {}, 5).target == 5);
  // The Old World: at most 5 gives ground, 6 to 8 falls back, 9 breaks; against more than twice
  // the unit strength a fall back is a break.
  CHECK(three_results::judge(plan, {}, 5).outcome == break_outcome::give_ground);
  CHECK(three_results::judge(plan, {}, 8).outcome == break_outcome::fall_back_in_good_order);
  CHECK(three_results::judge(plan, {}, 9).outcome == break_outcome::breaks);
  plan_t outnumbered = plan;
  outnumbered.ratio_breaks = true;
  const break_roll_taken r =
      three_results::judge(outnumbered, {.winner_unit_strength = 30, .loser_unit_strength = 10}, 8);
  CHECK(r.outcome == break_outcome::breaks);
  CHECK(r.rule.why == break_reason::ratio_breaks);
  CHECK(r.rule.a == 30);
}

TEST_CASE("break_procedure: count() is judge() over every roll of the dice",
          "[break_test][components]") {
  for (const bool three : {false, true})
    for (int leadership = 2; leadership <= 10; ++leadership)
      for (int margin = 0; margin <= 12; ++margin)
        for (const bool ratio : {false, true})
          for (const bool fear : {false, true}) {
            const plan_t plan{.only_double_one_holds = fear,
                              .three_dice = three,
                              .leadership = leadership,
                              .margin = margin,
                              .ratio_breaks = ratio};
            const auto& dice =
                rules::break_special_rules<rules::break_special_rule{}>::totals(three ? 3 : 2);
            const auto& counts =
                rules::break_special_rules<rules::break_special_rule{}>::totals_at_most(three ? 3
                                                                                              : 2);
            CAPTURE(three, leadership, margin, ratio, fear);
            CHECK(three_results::count(plan, counts, dice.total) ==
                  judged_one_by_one<three_results>(plan, dice, three_results{}));
            if (!ratio) {  // the 2:1 rule is The Old World's only
              CHECK(two_results::count(plan, counts, dice.total) ==
                    judged_one_by_one<two_results>(plan, dice, two_results{}));
              CHECK(minus_margin::count(plan, counts, dice.total) ==
                    judged_one_by_one<minus_margin>(plan, dice, minus_margin{}));
            }
          }
}

TEST_CASE("break_procedure: a house rule's settings judge with the same code",
          "[break_test][components]") {
  // 8th edition's procedure, changed at run time to The Old World's (house_rules<R> holds it so).
  settings_of<minus_margin> changed;
  changed.rule.by = judged_by::old_world;
  CHECK(minus_margin::outcomes(changed).size() == 3);
  CHECK(minus_margin::passed(changed) == break_outcome::give_ground);
  CHECK(minus_margin::judge(plan_t{.leadership = 8, .margin = 3}, {}, 7, changed).outcome ==
        break_outcome::fall_back_in_good_order);
  STATIC_REQUIRE(std::is_same_v<component_in<const settings_of<minus_margin>&>, minus_margin>);
  STATIC_REQUIRE(std::is_same_v<component_in<minus_margin>, minus_margin>);
}

TEST_CASE("break_special_rules: the dice a unit rolls, from the dice core",
          "[break_test][components]") {
  using cold = rules::break_special_rules<rules::break_special_rule{.unbreakable = true,
                                                                    .cold_blooded = true}>;
  using warm = rules::break_special_rules<rules::break_special_rule{}>;
  STATIC_REQUIRE(cold::dice_rolled({.cold_blooded = true}) == 3);
  STATIC_REQUIRE(cold::dice_rolled({.unbreakable = true, .cold_blooded = true}) == 2);
  STATIC_REQUIRE(cold::dice_rolled({}) == 2);
  STATIC_REQUIRE(warm::dice_rolled({.cold_blooded = true}) == 2);
  STATIC_REQUIRE(cold::totals(3) == keep_lowest(3, 2, die<detail::break_totals>(6)));
  STATIC_REQUIRE(cold::totals(2) == sum_of(2, die<detail::break_totals>(6)));
  STATIC_REQUIRE(cold::totals_at_most(2)[7] == 21);
  STATIC_REQUIRE(cold::natural({6, 1, 2}) == 3);
  STATIC_REQUIRE(cold::natural({6, 5}) == 11);
  // The shipped rule sets: Cold-blooded where a source has it.
  STATIC_REQUIRE(wfb6::special_rules::dice_rolled({.cold_blooded = true}) == 3);
  STATIC_REQUIRE(wfb8::special_rules::dice_rolled({.cold_blooded = true}) == 2);
}
