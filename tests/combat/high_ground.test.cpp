#include "rankfile/combat/components/high_ground.hpp"

#include "support/catch.hpp"
#include "support/combats.hpp"

using namespace rankfile;

TEST_CASE("higher_position: compares the highest unit of each side", "[rules][high_ground]") {
  const auto c = test::make(
      test::side("A", 0, {test::unit("low", 1, 1), test::unit("hill", 1, 1).at_elevation(3)}),
      test::side("B", 0,
                 {test::unit("x", 1, 1).at_elevation(2), test::unit("y", 1, 1).at_elevation(-1)}),
      {test::fights(test::ref(0, 0), test::ref(1, 0)),
       test::fights(test::ref(0, 1), test::ref(1, 1))});
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

TEST_CASE("higher_position: a unit wiped out in the round stands nowhere", "[rules][high_ground]") {
  // Our reading (docs/rule-sets.md): a unit with no models left has no fighting rank, so it
  // neither earns the bonus for its side nor keeps the enemy from earning it.
  using test::fights;
  using test::ref;
  using test::unit;
  const auto c = test::make(
      test::side("A", 0, {unit("gone", 5, 5).ends_with(0).at_elevation(2), unit("low", 5, 5)}),
      test::side(
          "B", 0,
          {unit("x", 5, 5).at_elevation(1), unit("fallen", 5, 5).ends_with(0).at_elevation(3)}),
      {fights(ref(0, 0), ref(1, 0)), fights(ref(0, 1), ref(1, 0)), fights(ref(1, 1), ref(0, 1))});
  side_result a;
  rules::higher_position<>::apply(c, 0, a);
  CHECK(a.score == 0);
  // The unit still there is not higher; the one wiped out would have been.
  CHECK(a.was_denied(bonus::high_ground, reason::not_higher));
  REQUIRE(a.was_denied(bonus::high_ground, reason::too_few_models_at_end));
  CHECK(a.denied.back().unit == ref(0, 0));
  CHECK(a.denied.back().a == 0);
  CHECK(a.denied.back().b == 1);

  side_result b;  // B's fallen unit on the highest hill does not count; x at 1 is above low
  rules::higher_position<>::apply(c, 1, b);
  CHECK(b.score == 1);
  CHECK(b.awarded[0].unit == ref(1, 0));
  REQUIRE(b.denied.size() == 1);  // fallen would have earned it at 3, had it been there
  CHECK(b.denied[0].why == reason::too_few_models_at_end);
  CHECK(b.denied[0].unit == ref(1, 1));

  // The other reading: every unit stands where it stood, wiped out or not.
  using counted = rules::higher_position<1, rules::presence_rule{.min_models_at_end = 0}>;
  side_result a0;
  counted::apply(c, 0, a0);
  CHECK(a0.score == 0);  // B's fallen unit at 3 stands above A's 2
  side_result b0;
  counted::apply(c, 1, b0);
  CHECK(b0.score == 1);
  CHECK(b0.awarded[0].unit == ref(1, 1));
}

TEST_CASE("higher_position: nothing when every enemy unit was wiped out", "[rules][high_ground]") {
  using test::unit;
  const auto c = test::make(test::side("A", 3, {unit("a", 5, 5).at_elevation(2)}),
                            test::side("B", 0, {unit("b", 5, 5).ends_with(0)}),
                            {test::fights(test::ref(0, 0), test::ref(1, 0))});
  side_result a;
  rules::higher_position<>::apply(c, 0, a);
  CHECK(a.score == 0);
  CHECK(a.awarded.empty());
  CHECK(a.denied.empty());
}
