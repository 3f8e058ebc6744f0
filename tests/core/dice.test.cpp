// Dice as exact distributions (rankfile/core/dice.hpp), each answer derived by hand in its comment.
#include "rankfile/core/dice.hpp"

#include <cmath>

#include "support/catch.hpp"

using rankfile::d3;
using rankfile::d6;
using rankfile::distribution;
using rankfile::fraction;

namespace {
constexpr fraction f(long long n, long long d) {
  return fraction::of(n, d);
}
}  // namespace

TEST_CASE("dice: one die", "[core][dice]") {
  STATIC_REQUIRE(d6.total == 6);
  STATIC_REQUIRE(d6.chance(1) == f(1, 6));
  STATIC_REQUIRE(d6.chance(0) == f(0, 1));
  STATIC_REQUIRE(d6.chance(7) == f(0, 1));
  STATIC_REQUIRE(d6.at_least(5) == f(1, 3));
  STATIC_REQUIRE(d3.at_most(2) == f(2, 3));
  STATIC_REQUIRE(d6.lowest() == 1);
  STATIC_REQUIRE(d6.highest() == 6);
  STATIC_REQUIRE(!rankfile::die(0).valid());
  STATIC_REQUIRE(!rankfile::die<6>(6).valid());  // 6 is beyond a capacity of 0..5
}

TEST_CASE("dice: sums of dice", "[core][dice]") {
  constexpr auto two = rankfile::sum_of(2, d6);
  STATIC_REQUIRE(two.total == 36);
  STATIC_REQUIRE(two.chance(7) == f(6, 36));  // 1+6, 2+5, .. 6+1
  STATIC_REQUIRE(two.chance(2) == f(1, 36));
  STATIC_REQUIRE(two.at_most(7) == f(21, 36));  // 1+2+3+4+5+6
  STATIC_REQUIRE(two.at_least(11) == f(3, 36));
  constexpr auto three = rankfile::sum_of(3, d6);
  STATIC_REQUIRE(three.total == 216);
  STATIC_REQUIRE(three.chance(10) == f(27, 216));  // 10 and 11 are the commonest totals of 3D6
  STATIC_REQUIRE(three.chance(18) == f(1, 216));
  STATIC_REQUIRE(rankfile::sum(d3, d6).chance(9) == f(1, 18));  // 3+6 only
  STATIC_REQUIRE(rankfile::sum_of(0, d6) == distribution<>::certain(0));
  // 4D6 reaches 24, beyond the default capacity (0 to 18): reported, not overrun.
  STATIC_REQUIRE(!rankfile::sum_of(4, d6).valid());
  STATIC_REQUIRE(rankfile::sum_of(4, rankfile::die<25>(6)).chance(24) == f(1, 1296));
}

TEST_CASE("dice: keep the lowest, drop the highest", "[core][dice]") {
  // 3D6, the highest dropped, totals at most 7: 216 rolls less those whose two lowest dice sum
  // to 8 or more. Those, as sorted dice a <= b <= c with a + b >= 8, and their orders: 266 (3);
  // 355, 356, 366 (3 + 6 + 3); 444, 445, 446, 455, 456, 466 (1 + 3 + 3 + 3 + 6 + 3); 555, 556,
  // 566, 666 (1 + 3 + 3 + 1): 42 in all, so 174 of 216.
  constexpr auto cold = rankfile::keep_lowest(3, 2, d6);
  STATIC_REQUIRE(cold.total == 216);
  STATIC_REQUIRE(cold.ways_at_most(7) == 174);
  STATIC_REQUIRE(cold.at_most(7) == f(174, 216));
  STATIC_REQUIRE(rankfile::drop_highest(3, 1, d6) == cold);
  // A double 1 kept: at least two of the three dice are 1s, 3 * 5 + 1 = 16 rolls.
  STATIC_REQUIRE(cold.ways(2) == 16);
  // Two lowest sum to 12 only for three 6s.
  STATIC_REQUIRE(cold.ways(12) == 1);
  // The highest of 2D6 is 6 in 11 rolls of 36; the lowest is 1 in 11.
  STATIC_REQUIRE(rankfile::keep_highest(2, 1, d6).chance(6) == f(11, 36));
  STATIC_REQUIRE(rankfile::keep_lowest(2, 1, d6).chance(1) == f(11, 36));
  // Keeping all is the sum; keeping none is 0.
  STATIC_REQUIRE(rankfile::keep_lowest(3, 3, d6) == rankfile::sum_of(3, d6));
  STATIC_REQUIRE(rankfile::keep_lowest(2, 0, d6).chance(0) == f(1, 1));
  STATIC_REQUIRE(!rankfile::keep_lowest(2, 3, d6).valid());
}

TEST_CASE("dice: rolls needed, and re-rolls", "[core][dice]") {
  using rankfile::roll_needed;
  // 4+ on a D6: 4, 5, 6.
  STATIC_REQUIRE(rankfile::success_chance(d6, {.target = 4}) == f(1, 2));
  // 7+: only the natural 6 that always succeeds, or nothing when it does not.
  STATIC_REQUIRE(rankfile::success_chance(d6, {.target = 7}) == f(1, 6));
  STATIC_REQUIRE(rankfile::success_chance(d6, {.target = 7, .highest_succeeds = false}) == f(0, 1));
  // 1+: all but the natural 1 that always fails, or all.
  STATIC_REQUIRE(rankfile::success_chance(d6, {.target = 1}) == f(5, 6));
  STATIC_REQUIRE(rankfile::success_chance(d6, {.target = 1, .lowest_fails = false}) == f(1, 1));
  // Failures on 4+ re-rolled: 1/2 + 1/2 * 1/2 = 3/4. Successes re-rolled: 1/4.
  constexpr fraction half = rankfile::success_chance(d6, {.target = 4});
  STATIC_REQUIRE(rankfile::reroll_failures(half) == f(3, 4));
  STATIC_REQUIRE(rankfile::reroll_successes(half) == f(1, 4));
  STATIC_REQUIRE(rankfile::reroll_failures(0.5) == 0.75);
  // The same as a re-rolled die: failures of 4+ are 1 to 3.
  constexpr auto again = rankfile::reroll_if(d6, [](int v) { return v < 4; });
  STATIC_REQUIRE(again.total == 36);
  STATIC_REQUIRE(rankfile::success_chance(again, {.target = 4}, 1, 6) == f(3, 4));
  // Re-rolling 1s only, on 3+: 4/6 + 1/6 * 4/6 = 28/36 = 7/9.
  constexpr auto ones = rankfile::reroll_if(d6, [](int v) { return v == 1; });
  STATIC_REQUIRE(rankfile::success_chance(ones, {.target = 3}, 1, 6) == f(7, 9));
  STATIC_REQUIRE(ones.chance(1) == f(1, 36));  // a 1, then a 1 again
  STATIC_REQUIRE(ones.chance(6) == f(7, 36));  // a 6, or a 1 then a 6
  STATIC_REQUIRE(roll_needed{.target = 4}.succeeds(6, 1, 6));
  STATIC_REQUIRE(!roll_needed{.target = 4}.succeeds(3, 1, 6));
}

TEST_CASE("dice: binomial successes", "[core][dice]") {
  // 3 trials at 1/2: 1, 3, 3, 1 of 8.
  constexpr auto b = rankfile::binomial(3, f(1, 2));
  STATIC_REQUIRE(b.chance(0) == f(1, 8));
  STATIC_REQUIRE(b.chance(2) == f(3, 8));
  STATIC_REQUIRE(b.chance(3) == f(1, 8));
  // 4 trials at 1/3: two successes in C(4,2) * 1 * 4 = 24 of 81 = 8/27.
  constexpr auto third = rankfile::binomial(4, f(1, 3));
  STATIC_REQUIRE(third.chance(2) == f(8, 27));
  STATIC_REQUIRE(third.at_least(1) == f(65, 81));  // 1 - (2/3)^4
  STATIC_REQUIRE(rankfile::binomial(0, f(1, 3)) == distribution<>::certain(0));
  STATIC_REQUIRE(!rankfile::binomial(2, f(3, 2)).valid());
  STATIC_REQUIRE(!rankfile::binomial(19, f(1, 2)).valid());  // 19 successes need capacity 20
  // 30 trials at 1/216: 216^30 is beyond a long long, so reported.
  STATIC_REQUIRE(!rankfile::binomial<31>(30, f(1, 216)).valid());
  // The double variant agrees.
  constexpr auto approx = rankfile::binomial(4, 1.0 / 3.0);
  CHECK(std::abs(approx.chance(2) - 8.0 / 27.0) < 1e-12);
  CHECK(std::abs(approx.at_least(1) - 65.0 / 81.0) < 1e-12);
  const auto many = rankfile::binomial<61>(60, 1.0 / 6.0);
  double sum = 0;
  for (int k = 0; k <= 60; ++k) sum += many.chance(k);
  CHECK(std::abs(sum - 1.0) < 1e-12);
}
