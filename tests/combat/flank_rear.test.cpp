#include "rankfile/combat/components/flank_rear.hpp"

#include "support/catch.hpp"
#include "support/combats.hpp"

using namespace rankfile;

namespace {
template <class C>
side_result score(const combat& c, side_index s = 0) {
  side_result out;
  C::apply(c, s, out);
  return out;
}
// One unit of ours in the flank of two different enemy units, another in the rear of the first.
const combat one_unit_two_targets = test::make(
    test::side(
        "A", 0,
        {test::unit("Front", 10, 5), test::unit("Wolves", 3, 3), test::unit("Knights", 6, 3)}),
    test::side("B", 0, {test::unit("X", 10, 5), test::unit("Y", 10, 5)}),
    {test::fights(test::ref(0, 0), test::ref(1, 0)),
     test::fights(test::ref(0, 1), test::ref(1, 0), facing::flank),
     test::fights(test::ref(0, 1), test::ref(1, 1), facing::flank),
     test::fights(test::ref(0, 2), test::ref(1, 0), facing::rear)});
}  // namespace

TEST_CASE("flank_and_rear_per_side: values and size minimum are options", "[rules][flank]") {
  using big = rules::flank_and_rear_per_side<rules::flank_rule{
      .flank = 2, .rear = 3, .min_models_at_start = 4}>;
  const side_result out = score<big>(one_unit_two_targets);
  CHECK(out.total(bonus::flank) == 0);  // the wolves are 3 strong
  CHECK(out.total(bonus::rear) == 3);
  CHECK(out.was_denied(bonus::flank, reason::attacker_too_small));

  using any = rules::flank_and_rear_per_side<rules::flank_rule{}>;
  CHECK(score<any>(one_unit_two_targets).total(bonus::flank) == 1);  // once per side
}

TEST_CASE("flank_and_rear_per_side: one unit flanking two enemies is one flanking unit",
          "[rules][flank]") {
  // B answers with two flankers of its own against our one: B has more.
  auto c = one_unit_two_targets;
  c.sides[1].units.push_back(test::unit("P", 5, 5));
  c.sides[1].units.push_back(test::unit("Q", 5, 5));
  c.engagements.push_back(test::fights(test::ref(1, 2), test::ref(0, 0), facing::flank));
  c.engagements.push_back(test::fights(test::ref(1, 3), test::ref(0, 0), facing::flank));
  using any = rules::flank_and_rear_per_side<rules::flank_rule{}>;
  const side_result ours = score<any>(c, 0);
  CHECK(ours.total(bonus::flank) == 0);
  REQUIRE(ours.was_denied(bonus::flank, reason::fewer_attackers));
  for (const denial& d : ours.denied)
    if (d.why == reason::fewer_attackers) {
      CHECK(d.a == 1);
      CHECK(d.b == 2);
    }
  CHECK(score<any>(c, 1).total(bonus::flank) == 1);
}

TEST_CASE("flank_and_rear_per_target: one bonus per enemy unit and facing", "[rules][flank]") {
  using per_target = rules::flank_and_rear_per_target<rules::flank_rule{}>;
  const side_result out = score<per_target>(one_unit_two_targets);
  CHECK(out.total(bonus::flank) == 2);  // X and Y
  CHECK(out.total(bonus::rear) == 2);   // X
  CHECK(out.score == 4);
  for (const award& a : out.awarded)
    if (a.kind == bonus::flank) CHECK((a.target == test::ref(1, 0) || a.target == test::ref(1, 1)));
}
