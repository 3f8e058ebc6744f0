#include "rankfile/combat/components/side_bonus.hpp"

#include "support/catch.hpp"
#include "support/combats.hpp"

using namespace rankfile;

TEST_CASE("once_per_side: the first unit with the flag earns it - the others are listed",
          "[rules][side_bonus]") {
  using musician_two = rules::once_per_side<bonus::musician, &combat_unit::musician, 2>;
  const auto c =
      test::make(test::side("A", 0,
                            {test::unit("a", 1, 1), test::unit("b", 1, 1).with_musician(),
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

// presence_rule (common.hpp): a unit wiped out in the round has no standard by default.
TEST_CASE(
    "once_per_side: a unit wiped out in the round earns nothing by default - 0 reads the "
    "other way",
    "[rules][side_bonus][reading]") {
  const auto c =
      test::make(test::side("A", 0,
                            {test::unit("gone", 5, 5).ends_with(0).with_standard(),
                             test::unit("here", 5, 5).with_standard()}),
                 test::side("B", 0, {test::unit("x", 5, 5).ends_with(0).with_standard()}),
                 {test::fights(test::ref(0, 0), test::ref(1, 0)),
                  test::fights(test::ref(0, 1), test::ref(1, 0))});
  side_result a;
  rules::standard_once_per_side::apply(c, 0, a);
  CHECK(a.score == 1);
  REQUIRE(a.awarded.size() == 1);
  CHECK(a.awarded[0].unit == test::ref(0, 1));
  REQUIRE(a.denied.size() == 1);
  CHECK(a.denied[0] == denial{.kind = bonus::standard,
                              .why = reason::too_few_models_at_end,
                              .unit = test::ref(0, 0),
                              .a = 0,
                              .b = 1});

  side_result b;
  rules::standard_once_per_side::apply(c, 1, b);
  CHECK(b.score == 0);
  CHECK(b.was_denied(bonus::standard, reason::too_few_models_at_end));

  using counts_the_fallen = rules::once_per_side<bonus::standard, &combat_unit::standard, 1,
                                                 rules::presence_rule{.min_models_at_end = 0}>;
  side_result other;
  counts_the_fallen::apply(c, 0, other);
  CHECK(other.score == 1);
  REQUIRE(other.awarded.size() == 1);
  CHECK(other.awarded[0].unit == test::ref(0, 0));
  REQUIRE(other.denied.size() == 1);
  CHECK(other.denied[0].why == reason::counted_once_per_side);
  side_result other_b;
  counts_the_fallen::apply(c, 1, other_b);
  CHECK(other_b.score == 1);
}

TEST_CASE("charge_once_per_side: a charge counts for a unit wiped out in the round",
          "[rules][side_bonus][reading]") {
  const auto c = test::make(
      test::side("A", 0, {test::unit("a", 5, 5).ends_with(0).charging(), test::unit("b", 5, 5)}),
      test::side("B", 0, {test::unit("x", 5, 5)}),
      {test::fights(test::ref(0, 0), test::ref(1, 0)),
       test::fights(test::ref(0, 1), test::ref(1, 0))});
  side_result out;
  rules::charge_once_per_side::apply(c, 0, out);
  CHECK(out.total(bonus::charge) == 1);
  side_result downhill;
  auto d = c;
  d.sides[0].units[0].charged_downhill = true;
  rules::charged_downhill_once_per_side::apply(d, 0, downhill);
  CHECK(downhill.total(bonus::high_ground) == 1);
}

TEST_CASE("standard_or_battle_standard_once_per_side: the flags of a unit wiped out are denied",
          "[rules][side_bonus][reading]") {
  const auto c =
      test::make(test::side("A", 0,
                            {test::unit("gone", 5, 5).ends_with(0).with_battle_standard(),
                             test::unit("here", 5, 5).with_standard()}),
                 test::side("B", 0, {test::unit("x", 5, 5)}),
                 {test::fights(test::ref(0, 0), test::ref(1, 0)),
                  test::fights(test::ref(0, 1), test::ref(1, 0))});
  side_result out;
  rules::standard_or_battle_standard_once_per_side::apply(c, 0, out);
  CHECK(out.score == 1);
  REQUIRE(out.awarded.size() == 1);
  CHECK(out.awarded[0].unit == test::ref(0, 1));
  REQUIRE(out.denied.size() == 1);
  CHECK(out.denied[0] == denial{.kind = bonus::battle_standard,
                                .why = reason::too_few_models_at_end,
                                .unit = test::ref(0, 0),
                                .a = 0,
                                .b = 1});
}

TEST_CASE("standard_or_battle_standard_once_per_side: the first unit with either flag earns the +1",
          "[rules][side_bonus]") {
  // A battle standard in front of a standard, then the other way round: the first unit earns
  // it whichever flag it carries, and the other's flag is listed as counted once per side.
  const auto pair = [](combat_unit first, combat_unit second) {
    return test::make(test::side("A", 0, {first, second}),
                      test::side("B", 0, {test::unit("x", 5, 5)}),
                      {test::fights(test::ref(0, 0), test::ref(1, 0)),
                       test::fights(test::ref(0, 1), test::ref(1, 0))});
  };
  const combat_unit bsb = test::unit("bsb", 5, 5).with_battle_standard();
  const combat_unit standard = test::unit("standard", 5, 5).with_standard();
  for (const bool bsb_first : {true, false}) {
    CAPTURE(bsb_first);
    side_result out;
    rules::standard_or_battle_standard_once_per_side::apply(
        bsb_first ? pair(bsb, standard) : pair(standard, bsb), 0, out);
    CHECK(out.score == 1);
    REQUIRE(out.awarded.size() == 1);
    CHECK(out.awarded[0].unit == test::ref(0, 0));
    REQUIRE(out.denied.size() == 1);
    CHECK(out.denied[0] == denial{.kind = bsb_first ? bonus::standard : bonus::battle_standard,
                                  .why = reason::counted_once_per_side,
                                  .unit = test::ref(0, 1),
                                  .by = test::ref(0, 0)});
  }
}
