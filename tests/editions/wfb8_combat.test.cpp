// 8th edition combat results: every rule of rankfile/editions/wfb8.hpp, both sides of every
// threshold, and the published examples (../shared/rules/published-examples.md, C08, G01-G04,
// E05's disruption, D03).
#include "rankfile/combat/resolve.hpp"
#include "rankfile/editions/wfb8.hpp"
#include "support/catch.hpp"
#include "support/combats.hpp"

using rankfile::bonus;
using rankfile::combat_result;
using rankfile::decision;
using rankfile::facing;
using rankfile::formation;
using rankfile::reason;
using rankfile::resolve;
using rankfile::wfb8;
using test::fights;
using test::make;
using test::ref;
using test::side;
using test::unit;

namespace {

constexpr int ranks_of(test::unit u) {
  return resolve<wfb8>(make(side("A", 0, {u}), side("B", 0, {unit("B", 1, 1)})))
      .sides[0]
      .total(bonus::ranks);
}

// 20 Spearmen 5 wide, a lone model in front, `flanker` on their `f` facing.
constexpr combat_result flanked_by(test::unit flanker, facing f = facing::flank) {
  return resolve<wfb8>(make(side("A", 0, {unit("Spearmen", 20, 5)}),
                            side("B", 0, {unit("Front", 1, 1), flanker}),
                            {fights(ref(1, 0), ref(0, 0)), fights(ref(1, 1), ref(0, 0), f)}));
}

}  // namespace

TEST_CASE("wfb8 C08: charging Goblins beat the Elves by 3", "[wfb8][published]") {
  // Source: 8th.whfb.app/close-combat/whos-the-winner. Goblins with four full ranks charged and
  // caused 3 wounds; the Elves caused 4. Goblins 3 + 3 ranks + 1 charge = 7, Elves 4. The counts
  // (24 Goblins ending with 20, 10 Elves in one rank) are chosen to match.
  const auto c = make(side("Goblins", 3, {unit("Goblins", 24, 5).ends_with(20).charging()}),
                      side("High Elves", 4, {unit("Archers", 10, 10).ends_with(7)}));
  const combat_result r = resolve<wfb8>(c);
  CHECK(r.sides[0].total(bonus::ranks) == 3);
  CHECK(r.sides[0].total(bonus::charge) == 1);
  CHECK(r.sides[0].score == 7);
  CHECK(r.sides[1].score == 4);
  CHECK(r.margin == 3);
}

TEST_CASE("wfb8 G01-G03: flank and rear count once per enemy unit attacked", "[wfb8][published]") {
  // Source: 8th.whfb.app/close-combat/flank-and-rear-multiple-close-combats. Two Dwarf units on
  // one Orc unit's flanks: +1. One in its flank, one in its rear: +3. Flanking two different Orc
  // units: +2.
  const auto on_one = [](facing second) {
    return resolve<wfb8>(make(
        side("Dwarfs", 0, {unit("Front", 10, 5), unit("Warriors", 10, 5), unit("Rangers", 10, 5)}),
        side("Orcs", 0, {unit("Boyz", 20, 5)}),
        {fights(ref(0, 0), ref(1, 0)), fights(ref(0, 1), ref(1, 0), facing::flank),
         fights(ref(0, 2), ref(1, 0), second)}));
  };
  CHECK(on_one(facing::flank).sides[0].total(bonus::flank) == 1);
  CHECK(on_one(facing::flank).sides[0].was_denied(bonus::flank, reason::counted_once_per_target));
  CHECK(on_one(facing::rear).sides[0].total(bonus::flank) +
            on_one(facing::rear).sides[0].total(bonus::rear) ==
        3);
  const auto two = resolve<wfb8>(make(
      side("Dwarfs", 0, {unit("Warriors", 10, 5), unit("Rangers", 10, 5)}),
      side("Orcs", 0, {unit("Boyz", 20, 5), unit("Arrer Boyz", 10, 5)}),
      {fights(ref(0, 0), ref(1, 0), facing::flank), fights(ref(0, 1), ref(1, 1), facing::flank),
       fights(ref(1, 0), ref(0, 0)), fights(ref(1, 1), ref(0, 1))}));
  CHECK(two.sides[0].total(bonus::flank) == 2);
}

TEST_CASE("wfb8 G04: only the best unit's ranks count", "[wfb8][published]") {
  // Source: 8th.whfb.app/close-combat/extra-ranks-multiple-close-combats. Goblins with two
  // extra ranks and Trolls with one: the side gets +2.
  const auto r = resolve<wfb8>(make(
      side("O&G", 0, {unit("Goblins", 15, 5), unit("Trolls", 10, 5)}),
      side("Empire", 0, {unit("Halberdiers", 20, 5)}),
      {fights(ref(0, 0), ref(1, 0)), fights(ref(0, 1), ref(1, 0)), fights(ref(1, 0), ref(0, 0))}));
  CHECK(r.sides[0].total(bonus::ranks) == 2);
  CHECK(r.sides[0].was_denied(bonus::ranks, reason::not_best_unit));
}

TEST_CASE("wfb8 E05: Bloodletters two ranks deep in the rear disrupt the Halberdiers",
          "[wfb8][published]") {
  // Source: 8th.whfb.app/close-combat/steadfast. 12 Bloodletters (5, 5, 2) in the rear of 30
  // Halberdiers six wide: two ranks of five, so the Halberdiers lose their ranks. Nine
  // Bloodletters (5, 4) would have only one.
  const auto rear = [](int bloodletters) {
    return resolve<wfb8>(
        make(side("Empire", 0, {unit("Halberdiers", 30, 6)}),
             side("Khorne", 0, {unit("Front", 10, 5), unit("Bloodletters", bloodletters, 5)}),
             {fights(ref(1, 0), ref(0, 0)), fights(ref(1, 1), ref(0, 0), facing::rear)}));
  };
  CHECK(rear(12).sides[0].total(bonus::ranks) == 0);
  CHECK(rear(12).sides[0].was_denied(bonus::ranks, reason::disrupted_by_ranks));
  CHECK(rear(10).sides[0].total(bonus::ranks) == 0);
  CHECK(rear(9).sides[0].total(bonus::ranks) == 3);
  CHECK(rear(12).sides[1].total(bonus::rear) == 2);
}

TEST_CASE("wfb8 D03: overkill after a Killing Blow", "[wfb8][published]") {
  // Source: warseer t-388838. A 2-wound character takes a Killing Blow and 3 more wounds: 2 + 3.
  const auto r =
      resolve<wfb8>(make(side("A", 2, {unit("a", 10, 10)}, 3), side("B", 0, {unit("b", 10, 10)})));
  CHECK(r.sides[0].score == 5);
  const auto capped =
      resolve<wfb8>(make(side("A", 0, {unit("a", 10, 5)}, 6), side("B", 0, {unit("b", 10, 5)})));
  CHECK(capped.sides[0].total(bonus::overkill) == 5);
}

TEST_CASE("wfb8: ranks of five after casualties, five wide, at most +3", "[wfb8][ranks]") {
  CHECK(ranks_of(unit("a", 10, 5)) == 1);
  CHECK(ranks_of(unit("a", 9, 5)) == 0);                 // a last rank of 4 does not count
  CHECK(ranks_of(unit("a", 12, 4)) == 0);                // four wide
  CHECK(ranks_of(unit("a", 20, 5).ends_with(14)) == 1);  // counted after casualties: 5, 5, 4
  CHECK(ranks_of(unit("a", 40, 5)) == 3);
  CHECK(ranks_of(unit("a", 20, 5).in(formation::skirmish)) == 0);
  CHECK(ranks_of(unit("a", 20, 5).of_type(rankfile::troop_type::fast_cavalry)) == 3);
}

TEST_CASE(
    "wfb8: disrupted by two ranks of five at the end of the round, no size for the flank bonus",
    "[wfb8][disruption][flank]") {
  CHECK(flanked_by(unit("F", 10, 5)).sides[0].total(bonus::ranks) == 0);
  CHECK(flanked_by(unit("F", 10, 10)).sides[0].total(bonus::ranks) == 3);  // one rank of ten
  CHECK(flanked_by(unit("F", 10, 5).ends_with(9)).sides[0].total(bonus::ranks) == 3);
  CHECK(flanked_by(unit("F", 1, 1)).sides[1].total(bonus::flank) == 1);  // any size
  CHECK(flanked_by(unit("F", 1, 1), facing::rear).sides[1].total(bonus::rear) == 2);
}

TEST_CASE("wfb8: charge, standards, high ground by charging downhill, musicians", "[wfb8]") {
  const auto c = make(
      side("A", 0,
           {unit("a", 10, 5).charging_downhill().with_standard().with_battle_standard(),
            unit("b", 10, 5).charging()}),
      side("B", 0, {unit("c", 10, 5).at_elevation(3)}),
      {fights(ref(0, 0), ref(1, 0)), fights(ref(0, 1), ref(1, 0)), fights(ref(1, 0), ref(0, 0))});
  const combat_result r = resolve<wfb8>(c);
  CHECK(r.sides[0].total(bonus::charge) == 1);  // once per side
  CHECK(r.sides[0].was_denied(bonus::charge, reason::counted_once_per_side));
  CHECK(r.sides[0].total(bonus::standard) == 1);
  CHECK(r.sides[0].total(bonus::battle_standard) == 1);
  CHECK(r.sides[0].total(bonus::high_ground) == 1);
  CHECK(r.sides[1].total(bonus::high_ground) == 0);  // standing higher is not charging downhill
  CHECK(r.sides[0].total(bonus::outnumber) == 0);    // no outnumber bonus in 8th edition
  const auto tie =
      make(side("A", 1, {unit("a", 10, 5).with_musician()}), side("B", 1, {unit("b", 10, 5)}));
  CHECK(resolve<wfb8>(tie).decided_by == decision::musician);
}
