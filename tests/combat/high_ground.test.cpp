#include "rankfile/combat/components/high_ground.hpp"

#include "support/catch.hpp"
#include "support/combats.hpp"

using namespace rankfile;

TEST_CASE("higher_position: compares the highest unit of each side", "[rules][high_ground]") {
  const auto c = test::make(
      test::side("A", 0, {test::unit("low", 1, 1), test::unit("hill", 1, 1).at_elevation(3)}),
      test::side("B", 0, {test::unit("x", 1, 1).at_elevation(2), test::unit("y", 1, 1).at_elevation(-1)}),
      {test::fights(test::ref(0, 0), test::ref(1, 0)), test::fights(test::ref(0, 1), test::ref(1, 1))});
  side_result a;
  rules::higher_position<2>::apply(c, 0, a);
  CHECK(a.score == 2);
  CHECK(a.awarded[0].unit == test::ref(0, 1));
  side_result b;
  rules::higher_position<2>::apply(c, 1, b);
  CHECK(b.score == 0);
  REQUIRE(b.denied.size() == 1);
  CHECK(b.denied[0].a == 2);
  CHECK(b.denied[0].b == 3);
}
