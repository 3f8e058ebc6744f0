// The engines allocate nothing: counted with a replaced operator new.
#include <vector>

#include "rankfile/combat/batch.hpp"
#include "rankfile/combat/resolve.hpp"
#include "rankfile/house_rules.hpp"
#include "rankfile/rule_sets.hpp"
#include "support/allocation_counter.hpp"
#include "support/catch.hpp"
#include "support/random_combat.hpp"
#include "support/rule_sets.hpp"

TEMPLATE_LIST_TEST_CASE("resolve makes no heap allocation", "[allocation]",
                        test::combat_rule_sets) {
  INFO(TestType::info.id);
  if (!test::counting_allocations()) {
    WARN("allocation counting is off under AddressSanitizer; the other presets run this test");
    return;
  }
  test::combat_generator gen(6);
  std::vector<rankfile::combat> combats;
  for (int i = 0; i < 1000; ++i) combats.push_back(gen.next());
  std::vector<int> scores;
  scores.reserve(combats.size());

  const long before = test::allocations();
  for (const rankfile::combat& c : combats)
    scores.push_back(rankfile::resolve<TestType>(c).sides[0].score);
  const long made = test::allocations() - before;

  CHECK(made == 0);
  CHECK(scores.size() == combats.size());
  // The counter itself works: a vector that grows allocates.
  std::vector<int> grows(100);
  CHECK(test::allocations() > before);
}

TEMPLATE_LIST_TEST_CASE("tally and tally_all make no heap allocation", "[allocation]",
                        test::combat_rule_sets) {
  INFO(TestType::info.id);
  if (!test::counting_allocations()) {
    WARN("allocation counting is off under AddressSanitizer; the other presets run this test");
    return;
  }
  test::combat_generator gen(6);
  std::vector<rankfile::combat> combats;
  for (int i = 0; i < 1000; ++i) combats.push_back(gen.next());
  std::vector<rankfile::combat_tally> tallies(combats.size());

  std::vector<rankfile::combat_tally> one_by_one;
  one_by_one.reserve(combats.size());
  const long before = test::allocations();
  for (const rankfile::combat& c : combats) one_by_one.push_back(rankfile::tally<TestType>(c));
  const auto by_type = rankfile::tally_all<TestType>(combats, tallies);
  const auto by_name = rankfile::tally_all(TestType::info.id, combats, tallies);
  const long made = test::allocations() - before;

  CHECK(made == 0);
  CHECK(one_by_one == tallies);  // the batch wrote what one call at a time gives
  CHECK(by_type.size() == combats.size());
  REQUIRE(by_name);
  CHECK(by_name->size() == combats.size());
}

#include <random>

#include "rankfile/victory/score.hpp"
#include "support/random_battle.hpp"

TEMPLATE_LIST_TEST_CASE("score makes no heap allocation", "[allocation]", test::victory_rule_sets) {
  INFO(TestType::info.id);
  if (!test::counting_allocations()) {
    WARN("allocation counting is off under AddressSanitizer; the other presets run this test");
    return;
  }
  std::mt19937 rng(8);
  std::vector<rankfile::battle> battles;
  for (int i = 0; i < 200; ++i) battles.push_back(test::random_battle(rng, 25, 25));
  std::vector<int> points;
  points.reserve(battles.size());

  const long before = test::allocations();
  for (const rankfile::battle& b : battles)
    points.push_back(rankfile::score<TestType>(b).armies[0].victory_points);
  CHECK(test::allocations() - before == 0);
  CHECK(points.size() == battles.size());
}

#include "rankfile/break_test/odds.hpp"

TEMPLATE_LIST_TEST_CASE("break_odds and break_roll make no heap allocation", "[allocation]",
                        test::break_test_rule_sets) {
  INFO(TestType::info.id);
  if (!test::counting_allocations()) {
    WARN("allocation counting is off under AddressSanitizer; the other presets run this test");
    return;
  }
  long long sum = 0;
  const long before = test::allocations();
  for (int l = 2; l <= 10; ++l)
    for (int m = 0; m <= 15; ++m)
      for (int flags = 0; flags < 8; ++flags) {
        const rankfile::break_test t{.leadership = l,
                                     .margin = m,
                                     .stubborn = (flags & 1) != 0,
                                     .cold_blooded = (flags & 2) != 0,
                                     .reroll = (flags & 4) != 0};
        sum += rankfile::break_odds<TestType>(t).odds[1].numerator;
        sum += static_cast<long long>(rankfile::break_roll<TestType>(t, {3, 4}).outcome);
      }
  CHECK(test::allocations() - before == 0);
  CHECK(sum > 0);
}

TEMPLATE_TEST_CASE("house rules: resolve tally and break_odds make no heap allocation",
                   "[allocation]", rankfile::wfb5, rankfile::wfb8, rankfile::tow) {
  if (!test::counting_allocations()) {
    WARN("allocation counting is off under AddressSanitizer; the other presets run this test");
    return;
  }
  rankfile::house_rules<TestType> h("Club rules");
  REQUIRE(h.set("overkill", "max", 2).empty());  // made before counting: set() builds messages
  test::combat_generator gen(6);
  std::vector<rankfile::combat> combats;
  for (int i = 0; i < 1000; ++i) combats.push_back(gen.next());
  std::vector<int> scores;
  scores.reserve(2 * combats.size() + 16);

  const long before = test::allocations();
  for (const rankfile::combat& c : combats) {
    scores.push_back(rankfile::resolve(h, c).sides[0].score);
    scores.push_back(rankfile::tally(h, c).sides[1].score);
  }
  for (int margin = 0; margin < 16; ++margin)
    scores.push_back(static_cast<int>(
        rankfile::break_odds(h, {.leadership = 8, .margin = margin}).odds[0].numerator));
  const long made = test::allocations() - before;

  CHECK(made == 0);
  CHECK(scores.size() == 2 * combats.size() + 16);
}
