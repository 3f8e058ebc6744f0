// Battleaxe: Fantasy Generals: every rule of rankfile/editions/battleaxe.hpp, both sides of every
// threshold, and the published examples (../shared/rules/published-examples.md).
#include "rankfile/editions/battleaxe.hpp"

#include "rankfile/combat/resolve.hpp"
#include "support/catch.hpp"
#include "support/combats.hpp"

using rankfile::battleaxe;
using rankfile::bonus;
using rankfile::decision;
using rankfile::facing;
using rankfile::reason;
using rankfile::resolve;
using test::fights;
using test::make;
using test::ref;
using test::side;
using test::unit;

namespace {

constexpr int ranks_for(int models_at_start, int models_at_end, int files) {
  const auto c = make(side("A", 0, {unit("A", models_at_start, files).ends_with(models_at_end)}),
                      side("B", 0, {unit("B", 1, 1)}));
  return resolve<battleaxe>(c).sides[0].total(bonus::ranks);
}

// Side A: a 20-strong unit 5 wide; side B: a front unit and `flanker` on A's `f` facing.
constexpr rankfile::combat flanked_by(test::unit flanker, facing f = facing::flank) {
  return make(side("A", 0, {unit("Spearmen", 20, 5)}), side("B", 0, {unit("Front", 1, 1), flanker}),
              {fights(ref(1, 0), ref(0, 0)), fights(ref(1, 1), ref(0, 0), f)});
}

constexpr bool disrupts(test::unit flanker) {
  return resolve<battleaxe>(flanked_by(flanker)).sides[0].total(bonus::ranks) == 0;
}

}  // namespace

TEST_CASE("battleaxe G01-G03: flank and rear count once per enemy unit attacked",
          "[battleaxe][published]") {
  // Source: BFG "Multiple Combats" article (worldanvil ... /a/multiple-combats-article), which
  // repeats the three 8th edition examples (8th.whfb.app/close-combat/
  // flank-and-rear-multiple-close-combats): two units on one enemy unit's flanks +1; one in its
  // flank and one in its rear +3; flanking two different enemy units +2.
  const auto on_one = [](facing second) {
    return resolve<battleaxe>(make(
        side("Dwarfs", 0, {unit("Front", 10, 5), unit("Warriors", 10, 5), unit("Rangers", 10, 5)}),
        side("Orcs", 0, {unit("Boyz", 20, 5)}),
        {fights(ref(0, 0), ref(1, 0)), fights(ref(0, 1), ref(1, 0), facing::flank),
         fights(ref(0, 2), ref(1, 0), second)}));
  };
  CHECK(on_one(facing::flank).sides[0].total(bonus::flank) == 1);  // G01
  CHECK(on_one(facing::flank).sides[0].total(bonus::rear) == 0);
  CHECK(on_one(facing::flank).sides[0].was_denied(bonus::flank, reason::counted_once_per_target));
  CHECK(on_one(facing::rear).sides[0].total(bonus::flank) +  // G02
            on_one(facing::rear).sides[0].total(bonus::rear) ==
        3);

  constexpr auto two_targets = resolve<battleaxe>(make(  // G03
      side("Dwarfs", 0, {unit("Warriors", 10, 5), unit("Rangers", 10, 5)}),
      side("Orcs", 0, {unit("Boyz", 20, 5), unit("Arrer Boyz", 20, 5)}),
      {fights(ref(0, 0), ref(1, 0), facing::flank), fights(ref(0, 1), ref(1, 1), facing::flank),
       fights(ref(1, 0), ref(0, 0)), fights(ref(1, 1), ref(0, 1))}));
  STATIC_REQUIRE(two_targets.sides[0].total(bonus::flank) == 2);
}

TEST_CASE("battleaxe G04: only the best unit's ranks count", "[battleaxe][published]") {
  // Source: BFG "Multiple Combats" article (and 8th.whfb.app/close-combat/
  // extra-ranks-multiple-close-combats): Goblins with 2 extra ranks and Trolls with 1 on the
  // same side give +2.
  constexpr auto r = resolve<battleaxe>(make(
      side("Greenskins", 0, {unit("Goblins", 15, 5), unit("Trolls", 10, 5).strength(30, 30)}),
      side("Dwarfs", 0, {unit("Warriors", 5, 5)}),
      {fights(ref(0, 0), ref(1, 0)), fights(ref(0, 1), ref(1, 0)), fights(ref(1, 0), ref(0, 0))}));
  STATIC_REQUIRE(r.sides[0].total(bonus::ranks) == 2);
  CHECK(r.sides[0].was_denied(bonus::ranks, reason::not_best_unit));
}

TEST_CASE("battleaxe G05: standards in two units give +1", "[battleaxe][published]") {
  // Source: BFG "Multiple Combats" article: banners +1 if the side has one or more standards.
  constexpr auto r = resolve<battleaxe>(make(
      side("Empire", 0,
           {unit("Halberdiers", 1, 1).with_standard(), unit("Spearmen", 1, 1).with_standard()}),
      side("Orcs", 0, {unit("Boyz", 1, 1)}),
      {fights(ref(0, 0), ref(1, 0)), fights(ref(0, 1), ref(1, 0))}));
  STATIC_REQUIRE(r.sides[0].total(bonus::standard) == 1);
}

TEST_CASE("battleaxe C08: ranks and charge against more wounds", "[battleaxe][published]") {
  // Source: 8th.whfb.app/close-combat/whos-the-winner, the 8th edition example that the
  // Battleaxe text rewrites with the same bonuses: charging Goblins in 4 ranks of 5+ cause 3
  // wounds, High Elf archers cause 4; 3 + 3 ranks + 1 charge = 7 against 4.
  constexpr auto r =
      resolve<battleaxe>(make(side("Goblins", 3, {unit("Goblins", 20, 5).charging()}),
                              side("High Elves", 4, {unit("Archers", 5, 5)})));
  STATIC_REQUIRE(r.sides[0].score == 7);
  STATIC_REQUIRE(r.sides[1].score == 4);
  STATIC_REQUIRE(r.winner == 0);
  STATIC_REQUIRE(r.margin == 3);
}

TEST_CASE("battleaxe charge: +1 if any unit charged - once per side", "[battleaxe][charge]") {
  const auto r = resolve<battleaxe>(
      make(side("A", 0, {unit("A1", 1, 1).charging(), unit("A2", 1, 1).charging()}),
           side("B", 0, {unit("B", 1, 1)}),
           {fights(ref(0, 0), ref(1, 0)), fights(ref(0, 1), ref(1, 0))}));
  CHECK(r.sides[0].total(bonus::charge) == 1);
  CHECK(r.sides[0].was_denied(bonus::charge, reason::counted_once_per_side));
  CHECK(r.sides[1].total(bonus::charge) == 0);
}

TEST_CASE("battleaxe ranks: 5+ wide - ranks of 5+ - counted after casualties",
          "[battleaxe][ranks]") {
  struct row {
    int at_start, at_end, files, expected;
  };
  const row rows[] = {
      {20, 20, 4, 0},                  // 4 wide: too narrow
      {20, 20, 5, 3},                  // 5 wide, 4 ranks
      {14, 14, 5, 1},                  // 5 + 5 + 4: last rank of 4 does not count
      {15, 15, 5, 2},                  // 5 + 5 + 5
      {9, 9, 5, 0},                    // 5 + 4
      {10, 10, 5, 1},                  // 5 + 5
      {25, 25, 5, 3},                  // 5 ranks: capped
      {20, 9, 5, 0},                   // casualties count: 5 + 4 left
      {9, 20, 5, 3},  {12, 12, 6, 1},  // 6 + 6
      {11, 11, 6, 1},                  // 6 + 5
      {10, 10, 6, 0},                  // 6 + 4
  };
  for (const row& r : rows) {
    CAPTURE(r.at_start, r.at_end, r.files);
    CHECK(ranks_for(r.at_start, r.at_end, r.files) == r.expected);
  }
  STATIC_REQUIRE(ranks_for(15, 15, 5) == 2);
  STATIC_REQUIRE(ranks_for(14, 14, 5) == 1);
}

TEST_CASE("battleaxe disruption: two ranks of five or unit strength 10 - after casualties",
          "[battleaxe][disruption]") {
  STATIC_REQUIRE(disrupts(unit("Two ranks", 10, 5)));                   // 5 + 5, US 10
  STATIC_REQUIRE(!disrupts(unit("Not quite", 9, 5)));                   // 5 + 4, US 9
  STATIC_REQUIRE(disrupts(unit("Ogres", 4, 4).strength(12, 12)));       // one rank, US 12
  STATIC_REQUIRE(!disrupts(unit("Light ogres", 3, 3).strength(9, 9)));  // one rank, US 9
  STATIC_REQUIRE(disrupts(unit("Wide", 10, 10)));                       // one rank, US 10
  STATIC_REQUIRE(!disrupts(unit("Wide", 9, 9)));
  STATIC_REQUIRE(!disrupts(unit("Narrow", 8, 4)));                       // no rank of 5
  STATIC_REQUIRE(disrupts(unit("Deep narrow", 8, 4).strength(10, 10)));  // US decides
  STATIC_REQUIRE(!disrupts(unit("Six wide", 9, 6)));                     // 6 + 3, US 9
  STATIC_REQUIRE(disrupts(unit("Six wide", 11, 6).strength(9, 11)));     // 6 + 5, US 9
  // Casualties count: a flanker that began with 10 but ends with 9 no longer disrupts.
  STATIC_REQUIRE(!disrupts(unit("Shot up", 10, 5).ends_with(9)));
  // In the rear too; in front never.
  CHECK(resolve<battleaxe>(flanked_by(unit("Rear", 10, 5), facing::rear))
            .sides[0]
            .total(bonus::ranks) == 0);
  CHECK(resolve<battleaxe>(flanked_by(unit("Front", 30, 5), facing::front))
            .sides[0]
            .total(bonus::ranks) == 3);

  const auto r = resolve<battleaxe>(flanked_by(unit("Knights", 10, 5)));
  REQUIRE(r.sides[0].denied.size() == 1);
  CHECK(r.sides[0].denied[0].why == reason::disrupted_by_mass);
  CHECK(r.sides[0].denied[0].where == facing::flank);
  CHECK(r.sides[0].denied[0].a == 2);   // ranks of five
  CHECK(r.sides[0].denied[0].b == 10);  // unit strength
}

TEST_CASE("battleaxe flank and rear: no size minimum", "[battleaxe][flank]") {
  const auto r = resolve<battleaxe>(flanked_by(unit("Lone hero", 1, 1), facing::rear));
  CHECK(r.sides[1].total(bonus::rear) == 2);
  CHECK(r.sides[0].total(bonus::ranks) == 3);  // but too small to disrupt
}

TEST_CASE("battleaxe high ground: +1 if a unit charged downhill", "[battleaxe][high_ground]") {
  const auto r =
      resolve<battleaxe>(make(side("A", 0, {unit("A", 1, 1).charging_downhill().at_elevation(1)}),
                              side("B", 0, {unit("B", 1, 1).at_elevation(3)})));
  CHECK(r.sides[0].total(bonus::high_ground) == 1);
  CHECK(r.sides[1].total(bonus::high_ground) == 0);  // standing higher is not enough
}

TEST_CASE("battleaxe overkill: at most +5", "[battleaxe][overkill]") {
  const auto with = [](int excess) {
    return resolve<battleaxe>(
        make(side("A", 0, {unit("A", 1, 1)}, excess), side("B", 0, {unit("B", 1, 1)})));
  };
  CHECK(with(4).sides[0].total(bonus::overkill) == 4);
  CHECK(with(5).sides[0].total(bonus::overkill) == 5);
  CHECK(with(6).sides[0].total(bonus::overkill) == 5);
  CHECK(with(6).sides[0].was_denied(bonus::overkill, reason::capped));
  CHECK(!with(5).sides[0].was_denied(bonus::overkill, reason::capped));
}

TEST_CASE("battleaxe ties: a musician wins by 1 - two musicians cancel", "[battleaxe][outcome]") {
  const auto tie = [](bool a, bool b) {
    auto ua = unit("A", 1, 1);
    auto ub = unit("B", 1, 1);
    return resolve<battleaxe>(make(side("A", 2, {a ? ua.with_musician() : ua}),
                                   side("B", 2, {b ? ub.with_musician() : ub})));
  };
  CHECK(tie(true, false).winner == 0);
  CHECK(tie(true, false).margin == 1);
  CHECK(tie(true, false).decided_by == decision::musician);
  CHECK(tie(false, true).winner == 1);
  // Two musicians cancel: neither side gets the +1, each is told why.
  CHECK(!tie(true, true).winner.has_value());
  CHECK(tie(true, true).decided_by == decision::draw);
  CHECK(tie(true, true).sides[0].score == 2);
  CHECK(tie(true, true).sides[1].score == 2);
  REQUIRE(tie(true, true).sides[0].denied.size() == 1);
  CHECK(tie(true, true).sides[0].denied[0] == rankfile::denial{.kind = bonus::musician,
                                                               .why = reason::cancelled_by_enemy,
                                                               .unit = {0, 0},
                                                               .by = {1, 0}});
  CHECK(tie(true, true).sides[1].denied[0].by == rankfile::unit_ref{0, 0});
  CHECK(!tie(false, false).winner.has_value());

  // Not a tie: the musician plays no part.
  const auto no_tie = resolve<battleaxe>(
      make(side("A", 3, {unit("A", 1, 1)}), side("B", 2, {unit("B", 1, 1).with_musician()})));
  CHECK(no_tie.winner == 0);
  CHECK(no_tie.sides[1].total(bonus::musician) == 0);
}

TEST_CASE("battleaxe wipe-out: a side with no models left loses whatever the scores",
          "[battleaxe][outcome]") {
  constexpr auto r = resolve<battleaxe>(
      make(side("A", 6, {unit("A", 10, 5).ends_with(0)}), side("B", 1, {unit("B", 10, 5)})));
  STATIC_REQUIRE(r.winner == 1);
  STATIC_REQUIRE(r.decided_by == decision::wipe_out);
}
