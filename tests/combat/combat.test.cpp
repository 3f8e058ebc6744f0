#include "rankfile/combat/combat.hpp"

#include "support/catch.hpp"
#include "support/combats.hpp"

using namespace rankfile;

TEST_CASE("block: a fresh unit has equal start and end figures", "[core]") {
  constexpr combat_unit u = block("Halberdiers", 20, 5);
  STATIC_REQUIRE(u.models == 20);
  STATIC_REQUIRE(u.models_at_start == 20);
  STATIC_REQUIRE(u.unit_strength == 20);
  STATIC_REQUIRE(u.unit_strength_at_start == 20);
  STATIC_REQUIRE(u.files == 5);
  CHECK(u.name == "Halberdiers");
  CHECK(!u.standard);
}

TEST_CASE("mirrored: swaps the sides and the sides named in engagements", "[core]") {
  const auto c = test::make(test::side("A", 1, {test::unit("a", 5, 5)}),
                            test::side("B", 2, {test::unit("b", 5, 5), test::unit("c", 5, 5)}),
                            {test::fights(test::ref(1, 1), test::ref(0, 0), facing::rear)});
  const combat m = mirrored(c);
  CHECK(m.sides[0].name == "B");
  CHECK(m.sides[1].wounds_inflicted == 1);
  REQUIRE(m.engagements.size() == 1);
  CHECK(m.engagements[0].unit == test::ref(0, 1));
  CHECK(m.engagements[0].fights == test::ref(1, 0));
  CHECK(m.engagements[0].target_facing == facing::rear);
  CHECK(mirrored(m) == c);
}

TEST_CASE("models_left and opponent", "[core]") {
  const auto s = test::side("A", 0, {test::unit("a", 5, 5).ends_with(2), test::unit("b", 3, 3)});
  CHECK(s.models_left() == 5);
  STATIC_REQUIRE(opponent(0) == 1);
  STATIC_REQUIRE(opponent(1) == 0);
}

TEST_CASE("combat::has: a reference names a unit of the combat or not", "[combat]") {
  const combat c = test::make(test::side("A", 0, {test::unit("a", 5, 5), test::unit("b", 5, 5)}),
                              test::side("B", 0, {test::unit("x", 5, 5)}),
                              {test::fights(test::ref(0, 0), test::ref(1, 0)),
                               test::fights(test::ref(0, 1), test::ref(1, 0))});
  CHECK(c.has(test::ref(0, 1)));
  CHECK(c.has(test::ref(1, 0)));
  CHECK(!c.has(test::ref(1, 1)));
  CHECK(!c.has(unit_ref{2, 0}));
  CHECK(!c.has(no_unit));
}
