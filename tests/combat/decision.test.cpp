#include "rankfile/combat/components/decision.hpp"

#include "support/catch.hpp"
#include "support/combats.hpp"

using namespace rankfile;

TEST_CASE("wiped_out_side_loses: decides only when a side has no models", "[rules][outcome]") {
  auto c = test::make(test::side("A", 0, {test::unit("a", 5, 5), test::unit("b", 5, 5).ends_with(0)}),
                      test::side("B", 0, {test::unit("x", 5, 5)}),
                      {test::fights(test::ref(0, 0), test::ref(1, 0))});
  combat_result r;
  CHECK(!rules::wiped_out_side_loses::apply(c, r));  // one unit of A is still standing
  c.sides[0].units[0].models = 0;
  CHECK(rules::wiped_out_side_loses::apply(c, r));
  CHECK(r.winner == 1);
  CHECK(r.decided_by == decision::wipe_out);
}

TEST_CASE("musicians_break_ties: value is an option", "[rules][outcome]") {
  const auto c = test::make(test::side("A", 0, {test::unit("a", 5, 5).with_musician()}),
                            test::side("B", 0, {test::unit("x", 5, 5)}));
  combat_result r;
  rules::musicians_break_ties<2>::apply(c, r);
  CHECK(r.winner == 0);
  CHECK(r.sides[0].score == 2);
  CHECK(r.decided_by == decision::musician);

  combat_result d;
  rules::ties_are_draws::apply(c, d);
  CHECK(!d.winner.has_value());
  CHECK(d.decided_by == decision::draw);
}
