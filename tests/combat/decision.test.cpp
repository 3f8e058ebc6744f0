#include "rankfile/combat/components/decision.hpp"

#include "support/catch.hpp"
#include "support/combats.hpp"

using namespace rankfile;

TEST_CASE("wiped_out_side_loses: decides only when a side has no models", "[rules][outcome]") {
  auto c =
      test::make(test::side("A", 0, {test::unit("a", 5, 5), test::unit("b", 5, 5).ends_with(0)}),
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

TEST_CASE("musicians_break_ties: a musician wiped out in the round breaks no tie by default",
          "[rules][outcome][reading]") {
  const auto c = test::make(
      test::side("A", 0,
                 {test::unit("gone", 5, 5).ends_with(0).with_musician(), test::unit("a", 5, 5)}),
      test::side("B", 0, {test::unit("x", 5, 5)}),
      {test::fights(test::ref(0, 0), test::ref(1, 0)),
       test::fights(test::ref(0, 1), test::ref(1, 0))});
  combat_result r;
  rules::musicians_break_ties<1>::apply(c, r);
  CHECK(!r.winner.has_value());
  CHECK(r.decided_by == decision::draw);
  CHECK(r.sides[0].score == 0);
  REQUIRE(r.sides[0].denied.size() == 1);
  CHECK(r.sides[0].denied[0] == denial{.kind = bonus::musician,
                                       .why = reason::too_few_models_at_end,
                                       .unit = test::ref(0, 0),
                                       .a = 0,
                                       .b = 1});

  // Against a musician still standing: that side wins the tie.
  auto m = c;
  m.sides[1].units[0].musician = true;
  combat_result w;
  rules::musicians_break_ties<1>::apply(m, w);
  CHECK(w.winner == 1);
  CHECK(w.sides[0].was_denied(bonus::musician, reason::too_few_models_at_end));

  combat_result other;
  rules::musicians_break_ties<1, rules::presence_rule{.min_models_at_end = 0}>::apply(c, other);
  CHECK(other.winner == 0);
  CHECK(other.decided_by == decision::musician);
  CHECK(other.sides[0].denied.empty());
}
