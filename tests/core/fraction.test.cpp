// The library's one exact fraction: lowest terms, arithmetic, comparison by value, and
// overflow reported as the invalid fraction (rankfile/core/fraction.hpp).
#include "rankfile/core/fraction.hpp"

#include <cmath>
#include <limits>
#include <type_traits>

#include "support/catch.hpp"

using rankfile::fraction;

namespace {
constexpr long long most = std::numeric_limits<long long>::max();
constexpr long long least = std::numeric_limits<long long>::min();
}  // namespace

// A fraction is a value type that can be a setting in a template argument.
static_assert(std::is_trivially_copyable_v<fraction>);
static_assert(std::is_aggregate_v<fraction>);
template <fraction F>
struct takes_a_fraction {};
static_assert(sizeof(takes_a_fraction<fraction{1, 2}>) == 1);

static_assert(fraction{} == fraction::whole(0));
static_assert(fraction::of(6, 36) == fraction{1, 6});
static_assert(fraction::of(6, 36).numerator == 1 && fraction::of(6, 36).denominator == 6);
static_assert(fraction::of(3, -6).numerator == -1 && fraction::of(3, -6).denominator == 2);
static_assert(fraction::of(0, 5).denominator == 1);
static_assert(fraction::of(least, 2).numerator == least / 2);
static_assert(fraction::of(least, 3).numerator == least);  // already in lowest terms
static_assert(!fraction::of(1, 0).valid());
static_assert(!fraction::of(least, -1).valid());  // its negation does not fit

TEST_CASE("fraction: arithmetic in lowest terms", "[core][fraction]") {
  constexpr fraction half = fraction::of(1, 2);
  constexpr fraction third = fraction::of(1, 3);
  STATIC_REQUIRE(half + third == fraction{5, 6});
  STATIC_REQUIRE((half + third).denominator == 6);
  STATIC_REQUIRE(half - third == fraction{1, 6});
  STATIC_REQUIRE(third - half == fraction{-1, 6});
  STATIC_REQUIRE((third - half).numerator == -1);
  STATIC_REQUIRE(half * third == fraction{1, 6});
  STATIC_REQUIRE(half / third == fraction{3, 2});
  STATIC_REQUIRE(-half == fraction{-1, 2});
  // 1/6 + 1/6 = 1/3: the sum reduced.
  constexpr fraction sixth = fraction::of(1, 6);
  STATIC_REQUIRE((sixth + sixth).numerator == 1);
  STATIC_REQUIRE((sixth + sixth).denominator == 3);
  fraction f = half;
  f += third;
  f -= sixth;
  f *= fraction::whole(3);
  f /= fraction::whole(4);
  CHECK(f == fraction{1, 2});  // (1/2 + 1/3 - 1/6) * 3 / 4
  CHECK(f.value() == 0.5);
  CHECK(static_cast<double>(fraction::of(1, 4)) == 0.25);
}

TEST_CASE("fraction: a pair kept as given compares by value", "[core][fraction]") {
  // A strength of schedule keeps its total and count (10/2): equal to 5/1, printed as given.
  constexpr fraction given{10, 2};
  STATIC_REQUIRE(given == fraction::whole(5));
  STATIC_REQUIRE(given.numerator == 10);
  STATIC_REQUIRE(given.reduced().numerator == 5);
  STATIC_REQUIRE(fraction{13, 2} > given);
  STATIC_REQUIRE(fraction{9, 2} < given);
  STATIC_REQUIRE(fraction{1, -2} == fraction{-1, 2});
  STATIC_REQUIRE(fraction{1, -2} < fraction{0, 1});
  STATIC_REQUIRE(fraction{-1, 3} < fraction{-1, 4});
}

TEST_CASE("fraction: comparisons do not overflow", "[core][fraction]") {
  // Cross products beyond a long long: compared as continued fractions.
  constexpr fraction a{most - 1, most};
  constexpr fraction b{most - 2, most - 1};
  STATIC_REQUIRE(b < a);  // 1 - 1/(most - 1) < 1 - 1/most
  STATIC_REQUIRE(a > b);
  STATIC_REQUIRE(a != b);
  STATIC_REQUIRE(fraction{least, most} < fraction{least + 1, most});
  STATIC_REQUIRE(fraction{least, 3} < fraction{least / 3 + 1, 1});
  STATIC_REQUIRE(fraction{most, 2} == fraction{most, 2});
}

TEST_CASE("fraction: overflow and division by zero give the invalid fraction", "[core][fraction]") {
  constexpr fraction big = fraction::whole(most);
  STATIC_REQUIRE(!(big + fraction::whole(1)).valid());
  STATIC_REQUIRE(!(big * fraction::whole(2)).valid());
  STATIC_REQUIRE(!(fraction::whole(least) - fraction::whole(1)).valid());
  STATIC_REQUIRE(!(-fraction::whole(least)).valid());
  STATIC_REQUIRE(!(fraction::of(1, 2) / fraction::whole(0)).valid());
  STATIC_REQUIRE(!(fraction{1, most} + fraction{1, most - 1}).valid());  // the denominator
  // What fits after cancelling is found: (most/2) * (2/most) = 1.
  STATIC_REQUIRE(fraction{most, 2} * fraction{2, most} == fraction::whole(1));
  STATIC_REQUIRE(big - big == fraction::whole(0));
  // An invalid operand spreads, is equal to nothing and ordered with nothing.
  constexpr fraction bad = fraction::invalid();
  STATIC_REQUIRE(!(bad + fraction::whole(1)).valid());
  STATIC_REQUIRE(!(bad * fraction::whole(0)).valid());
  STATIC_REQUIRE(!(bad == bad));
  STATIC_REQUIRE(!(bad < fraction::whole(1)) && !(bad > fraction::whole(1)));
  CHECK(std::isnan(bad.value()));
}
