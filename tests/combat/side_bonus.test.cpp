#include "rankfile/combat/components/side_bonus.hpp"

#include "support/catch.hpp"
#include "support/combats.hpp"

using namespace rankfile;

TEST_CASE("once_per_side: the first unit with the flag earns it - the others are listed",
          "[rules][side_bonus]") {
  using musician_two = rules::once_per_side<bonus::musician, &combat_unit::musician, 2>;
  const auto c = test::make(test::side("A", 0, {test::unit("a", 1, 1), test::unit("b", 1, 1).with_musician(),
                                               test::unit("c", 1, 1).with_musician()}),
                            test::side("B", 0, {test::unit("x", 1, 1)}),
                            {test::fights(test::ref(0, 0), test::ref(1, 0))});
  side_result out;
  musician_two::apply(c, 0, out);
  CHECK(out.score == 2);
  REQUIRE(out.awarded.size() == 1);
  CHECK(out.awarded[0].unit == test::ref(0, 1));
  REQUIRE(out.denied.size() == 1);
  CHECK(out.denied[0].unit == test::ref(0, 2));
  CHECK(out.denied[0].by == test::ref(0, 1));

  side_result none;
  musician_two::apply(c, 1, none);
  CHECK(none.score == 0);
  CHECK(none.awarded.empty());
}

TEST_CASE("no_bonus: writes nothing", "[rules][side_bonus]") {
  const auto c = test::make(test::side("A", 0, {test::unit("a", 1, 1).charging()}),
                            test::side("B", 0, {test::unit("x", 1, 1)}));
  side_result out;
  rules::no_charge_bonus::apply(c, 0, out);
  CHECK(out.awarded.empty());
  rules::charge_once_per_side::apply(c, 0, out);
  CHECK(out.total(bonus::charge) == 1);
}
