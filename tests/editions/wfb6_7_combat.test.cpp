// 6th and 7th edition combat results: every rule of rankfile/editions/wfb6.hpp and wfb7.hpp, both
// sides of every threshold, and the published examples (../shared/rules/published-examples.md,
// C03, C04, C06, C07, C09, D01, D02).
#include <algorithm>

#include "rankfile/combat/explain.hpp"
#include "rankfile/combat/resolve.hpp"
#include "rankfile/combat/validate.hpp"
#include "rankfile/editions/wfb6.hpp"
#include "rankfile/editions/wfb7.hpp"
#include "rankfile/house_rules.hpp"
#include "support/catch.hpp"
#include "support/combats.hpp"

using rankfile::bonus;
using rankfile::combat_result;
using rankfile::decision;
using rankfile::facing;
using rankfile::formation;
using rankfile::reason;
using rankfile::resolve;
using rankfile::troop_type;
using rankfile::wfb6;
using rankfile::wfb7;
using test::fights;
using test::make;
using test::ref;
using test::side;
using test::unit;

namespace {

// Rank bonus of one unit facing a lone model.
template <class R>
constexpr int ranks_of(test::unit u) {
  return resolve<R>(make(side("A", 0, {u}), side("B", 0, {unit("B", 1, 1)})))
      .sides[0]
      .total(bonus::ranks);
}

// Side A: 20 Spearmen 5 wide fight a lone model in front and `flanker` on their `f` facing.
constexpr rankfile::combat flanked_by(test::unit flanker, facing f = facing::flank) {
  return make(side("A", 0, {unit("Spearmen", 20, 5)}), side("B", 0, {unit("Front", 1, 1), flanker}),
              {fights(ref(1, 0), ref(0, 0)), fights(ref(1, 1), ref(0, 0), f)});
}

}  // namespace

TEST_CASE("wfb6 C03: Knights against Orcs, a draw on ranks and outnumber", "[wfb6][published]") {
  // Source: 6th.whfb.app/close-combat/combat-results, Fig. 1. Six Knights (unit strength 2 each)
  // charge 15 Orcs three ranks deep; Knights cause 4 wounds, Orcs 1. Orcs: 1 + 2 ranks (counted
  // as the round began) + 1 outnumber (11 against 10) = 4, Knights 4: a draw.
  const auto c = make(side("Knights", 4,
                           {unit("Knights", 6, 6)
                                .of_type(troop_type::cavalry)
                                .per_model(2)
                                .ends_with(5)
                                .charging()}),
                      side("Orcs", 1, {unit("Orcs", 15, 5).ends_with(11)}));
  const combat_result r = resolve<wfb6>(c);
  CHECK(r.sides[0].score == 4);
  CHECK(r.sides[1].total(bonus::ranks) == 2);
  CHECK(r.sides[1].total(bonus::outnumber) == 1);
  CHECK(r.sides[1].score == 4);
  CHECK(r.sides[0].total(bonus::charge) == 0);  // no charge bonus in 6th edition
  CHECK(r.sides[0].was_denied(bonus::outnumber, reason::not_more_unit_strength));
  CHECK(r.decided_by == decision::draw);
}

TEST_CASE("wfb6 C04: Goblins in the Knights' flank, only the deepest unit's ranks",
          "[wfb6][published]") {
  // Source: 6th.whfb.app/close-combat/combat-results, Fig. 2, the next round of C03. 32 Goblins
  // 8 wide flank-charge the Knights. Orcs and Goblins: 2 wounds + 3 ranks (Goblins) + 1 flank +
  // 1 outnumber (40 against 6) = 7; Knights 3; Orcs and Goblins win by 4.
  const auto c =
      make(side("Knights", 3,
                {unit("Knights", 5, 5).of_type(troop_type::cavalry).per_model(2).ends_with(3)}),
           side("Orcs and Goblins", 2,
                {unit("Orcs", 11, 5).ends_with(8), unit("Goblins", 32, 8).charging()}),
           {fights(ref(0, 0), ref(1, 0)), fights(ref(1, 0), ref(0, 0)),
            fights(ref(1, 1), ref(0, 0), facing::flank)});
  const combat_result r = resolve<wfb6>(c);
  CHECK(r.sides[1].total(bonus::ranks) == 3);
  CHECK(r.sides[1].was_denied(bonus::ranks, reason::not_best_unit));  // the Orcs' +1
  CHECK(r.sides[1].total(bonus::flank) == 1);
  CHECK(r.sides[1].total(bonus::outnumber) == 1);
  CHECK(r.sides[1].score == 7);
  CHECK(r.sides[0].score == 3);
  CHECK(r.winner == 1);
  CHECK(r.margin == 4);
}

TEST_CASE("wfb6: the deepest unit disrupted - the next best counts - or none as an option",
          "[wfb6]") {
  // Rules matrix 2.3, 6E: "only the unit with most ranks"; C04 above. When that unit loses its
  // ranks to a flanker, the text says nothing; we count the next best unit's (docs/rule-sets/
  // wfb6.md), and ranks.deepest_disrupted none gives the literal reading: no rank bonus.
  const auto c = make(side("A", 0, {unit("Deep", 20, 5), unit("Shallow", 10, 5)}),
                      side("B", 0, {unit("Flanker", 5, 5)}),
                      {fights(ref(1, 0), ref(0, 0), facing::flank), fights(ref(0, 0), ref(1, 0)),
                       fights(ref(0, 1), ref(1, 0))});
  const combat_result r = resolve<wfb6>(c);
  CHECK(r.sides[0].total(bonus::ranks) == 1);  // the Shallow unit's one rank behind the first
  CHECK(r.sides[0].was_denied(bonus::ranks, reason::disrupted_by_unit_strength));
  CHECK(r.sides[0].total(bonus::outnumber) == 1);  // 30 against 5
  CHECK(r.sides[1].total(bonus::flank) == 1);
  CHECK(r.sides[0].score == 2);
  CHECK(r.sides[1].score == 1);

  rankfile::house_rules<wfb6> literal("Deepest only");
  REQUIRE(literal.set("ranks", "deepest_disrupted", "none").empty());
  const combat_result none = resolve(literal, c);
  CHECK(none.sides[0].total(bonus::ranks) == 0);
  CHECK(none.sides[0].was_denied(bonus::ranks, reason::deepest_unit_disrupted));
  CHECK(none.sides[0].score == 1);  // outnumber alone, against the flank bonus: a draw
  CHECK(none.decided_by == decision::draw);
}

TEMPLATE_TEST_CASE("C06: Goblins beat Elves by 3 on ranks and outnumber", "[wfb6][wfb7][published]",
                   wfb6, wfb7) {
  // Source: 6th.whfb.app/close-combat/losers-take-a-break-test; 7th.whfb.app/close-combat/
  // break-tests. Goblins with four full ranks, outnumbering the Elves, cause 3 wounds; the Elf
  // archers cause 4: Goblins 3 + 3 + 1 = 7, Elves 4. The counts (20 Goblins, 8 Elves in one
  // rank) are chosen to match; the source gives none.
  const auto c = make(side("Goblins", 3, {unit("Goblins", 20, 5).ends_with(16)}),
                      side("Elves", 4, {unit("Archers", 8, 8).ends_with(5)}));
  const combat_result r = resolve<TestType>(c);
  CHECK(r.sides[0].score == 7);
  CHECK(r.sides[1].score == 4);
  CHECK(r.winner == 0);
  CHECK(r.margin == 3);
}

TEST_CASE("wfb7 C07: the Orcs win on ranks counted as the round began", "[wfb7][published]") {
  // Source: 7th.whfb.app/close-combat/combat-result, Diagram 37.1. Knights strike first, 3
  // Orcs die; the Orcs kill a Knight. Orcs 1 + 2 ranks + 1 outnumber (12 against 10) = 4,
  // Knights 3: Orcs win by 1.
  const auto c = make(side("Knights", 3,
                           {unit("Knights", 6, 6)
                                .of_type(troop_type::cavalry)
                                .per_model(2)
                                .ends_with(5)
                                .charging()}),
                      side("Orcs", 1, {unit("Orcs", 15, 5).ends_with(12)}));
  const combat_result r = resolve<wfb7>(c);
  CHECK(r.sides[1].total(bonus::ranks) == 2);
  CHECK(r.sides[1].total(bonus::outnumber) == 1);
  CHECK(r.sides[1].score == 4);
  CHECK(r.sides[0].score == 3);
  CHECK(r.winner == 1);
  CHECK(r.margin == 1);
}

TEMPLATE_TEST_CASE(
    "C09: a flanker cut below unit strength 5 still cancels ranks, but earns no flank",
    "[wfb6][wfb7][published]", wfb6, wfb7) {
  // Source: warseer t-174308 (7th edition, p.38); 6th.whfb.app/faq/close-combat. A's flanker
  // has unit strength 5 as the round begins and 3 after it: B's ranks are cancelled (counted at
  // the start), A gets no flank bonus (counted at the end). A 3; B 2 + 1 outnumber = 3: a draw.
  const auto c = make(side("A", 3, {unit("Front", 5, 5), unit("Flankers", 5, 5).ends_with(3)}),
                      side("B", 2, {unit("Block", 20, 5).ends_with(17)}),
                      {fights(ref(0, 0), ref(1, 0)), fights(ref(0, 1), ref(1, 0), facing::flank),
                       fights(ref(1, 0), ref(0, 0))});
  const combat_result r = resolve<TestType>(c);
  CHECK(r.sides[0].score == 3);
  CHECK(r.sides[0].was_denied(bonus::flank, reason::unit_strength_too_low));
  CHECK(r.sides[1].total(bonus::ranks) == 0);
  CHECK(r.sides[1].was_denied(bonus::ranks, reason::disrupted_by_unit_strength));
  CHECK(r.sides[1].score == 3);
  CHECK(r.decided_by == decision::draw);
}

TEST_CASE("wfb6 D01, D02: overkill is capped at +5", "[wfb6][published]") {
  // Source: 6th.whfb.app/close-combat/challenges-combat-resolution (Warhammer Annual 2002). A
  // character with 1 wound left takes 8: 1 + 5 = 6. A 3-wound character takes 5: 3 + 2 = 5.
  const auto score = [](int wounds, int overkill) {
    return resolve<wfb6>(make(side("A", wounds, {unit("a", 10, 10)}, overkill),
                              side("B", 0, {unit("b", 10, 5)})))
        .sides[0]
        .score;
  };
  CHECK(score(1, 7) == 6);
  CHECK(score(3, 2) == 5);
  CHECK(score(0, 5) == 5);
  CHECK(score(0, 6) == 5);
}

TEST_CASE("wfb6 and wfb7: ranks need 4 and 5 files, and a last rank of 4 and 5",
          "[wfb6][wfb7][ranks]") {
  CHECK(ranks_of<wfb6>(unit("a", 12, 4)) == 2);
  CHECK(ranks_of<wfb6>(unit("a", 12, 3)) == 0);              // 3 wide: too narrow
  CHECK(ranks_of<wfb6>(unit("a", 8, 4).ends_with(4)) == 1);  // counted as the round began
  CHECK(ranks_of<wfb6>(unit("a", 9, 5)) == 1);               // 5 + 4: a last rank of 4 counts
  CHECK(ranks_of<wfb6>(unit("a", 8, 5)) == 0);               // 5 + 3 does not
  CHECK(ranks_of<wfb6>(unit("a", 40, 5)) == 3);              // at most +3
  CHECK(ranks_of<wfb7>(unit("a", 12, 4)) == 0);              // 4 wide: too narrow in 7th
  CHECK(ranks_of<wfb7>(unit("a", 10, 5)) == 1);
  CHECK(ranks_of<wfb7>(unit("a", 9, 5)) == 0);  // a last rank of 4 does not count in 7th
  CHECK(ranks_of<wfb7>(unit("a", 15, 5).ends_with(5)) == 2);  // as the round began
}

TEMPLATE_TEST_CASE("skirmishers and fast cavalry never get ranks", "[wfb6][wfb7][ranks]", wfb6,
                   wfb7) {
  CHECK(ranks_of<TestType>(unit("a", 15, 5).in(formation::skirmish)) == 0);
  CHECK(ranks_of<TestType>(unit("a", 15, 5).of_type(troop_type::fast_cavalry)) == 0);
  CHECK(ranks_of<TestType>(unit("a", 15, 5).of_type(troop_type::light_cavalry)) == 0);
  CHECK(ranks_of<TestType>(unit("a", 15, 5).of_type(troop_type::heavy_cavalry)) == 2);
  const auto r = resolve<TestType>(make(side("A", 0, {unit("a", 15, 5).in(formation::skirmish)}),
                                        side("B", 0, {unit("b", 1, 1)})));
  CHECK(r.sides[0].was_denied(bonus::ranks, reason::skirmishers_never));
}

TEMPLATE_TEST_CASE("disruption: an enemy of unit strength 5 as the round began, in flank or rear",
                   "[wfb6][wfb7][disruption]", wfb6, wfb7) {
  const auto ranks = [](test::unit flanker, facing f = facing::flank) {
    return resolve<TestType>(flanked_by(flanker, f)).sides[0].total(bonus::ranks);
  };
  CHECK(ranks(unit("F", 5, 5)) == 0);
  CHECK(ranks(unit("F", 4, 4)) == 3);
  CHECK(ranks(unit("F", 5, 5).ends_with(2)) == 0);    // sized as the round began
  CHECK(ranks(unit("F", 1, 1).strength(5, 5)) == 0);  // unit strength, not models
  CHECK(ranks(unit("F", 5, 5), facing::rear) == 0);
  CHECK(ranks(unit("F", 5, 5), facing::front) == 3);
}

TEMPLATE_TEST_CASE("outnumber: +1 to the higher combined unit strength after casualties",
                   "[wfb6][wfb7][outnumber]", wfb6, wfb7) {
  const auto r = [](int a, int b) {
    return resolve<TestType>(
        make(side("A", 0, {unit("a", a, 10)}), side("B", 0, {unit("b", b, 10)})));
  };
  CHECK(r(11, 10).sides[0].total(bonus::outnumber) == 1);
  CHECK(r(11, 10).sides[1].total(bonus::outnumber) == 0);
  CHECK(r(10, 10).sides[0].total(bonus::outnumber) == 0);
  CHECK(r(10, 10).sides[1].total(bonus::outnumber) == 0);
  // Combined: two units of 6 outnumber one of 10.
  const auto two = resolve<TestType>(make(
      side("A", 0, {unit("a", 6, 6), unit("a2", 6, 6)}), side("B", 0, {unit("b", 10, 10)}),
      {fights(ref(0, 0), ref(1, 0)), fights(ref(0, 1), ref(1, 0)), fights(ref(1, 0), ref(0, 0))}));
  CHECK(two.sides[0].total(bonus::outnumber) == 1);
  // After casualties: 12 that end with 9 do not outnumber 10.
  const auto after = resolve<TestType>(
      make(side("A", 0, {unit("a", 12, 12).ends_with(9)}), side("B", 0, {unit("b", 10, 10)})));
  CHECK(after.sides[0].total(bonus::outnumber) == 0);
  CHECK(after.sides[1].total(bonus::outnumber) == 1);
}

TEMPLATE_TEST_CASE("flank and rear: once per side, from unit strength 5 after casualties",
                   "[wfb6][wfb7][flank]", wfb6, wfb7) {
  const auto r = [](test::unit f1, facing where = facing::flank) {
    return resolve<TestType>(flanked_by(f1, where)).sides[1];
  };
  CHECK(r(unit("F", 5, 5)).total(bonus::flank) == 1);
  CHECK(r(unit("F", 4, 4)).total(bonus::flank) == 0);
  CHECK(r(unit("F", 4, 4)).was_denied(bonus::flank, reason::unit_strength_too_low));
  CHECK(r(unit("F", 5, 5), facing::rear).total(bonus::rear) == 2);
  // Two flankers: +1 once; both sides flanking: each side keeps its own (no 5th edition contest).
  const auto two = resolve<TestType>(make(
      side("A", 0, {unit("Spearmen", 20, 5), unit("A flank", 10, 5)}),
      side("B", 0, {unit("Front", 10, 5), unit("F1", 5, 5), unit("F2", 5, 5)}),
      {fights(ref(1, 0), ref(0, 0)), fights(ref(1, 1), ref(0, 0), facing::flank),
       fights(ref(1, 2), ref(0, 0), facing::flank), fights(ref(0, 1), ref(1, 0), facing::flank)}));
  CHECK(two.sides[1].total(bonus::flank) == 1);
  CHECK(two.sides[1].was_denied(bonus::flank, reason::counted_once_per_side));
  CHECK(two.sides[0].total(bonus::flank) == 1);
}

TEST_CASE("standards: +1 in all in 6th edition, standard and battle standard +2 in 7th",
          "[wfb6][wfb7][standard]") {
  const auto c = make(side("A", 0, {unit("a", 10, 5).with_standard().with_battle_standard()}),
                      side("B", 0, {unit("b", 10, 5)}));
  CHECK(resolve<wfb6>(c).sides[0].total(bonus::standard) == 1);
  CHECK(resolve<wfb6>(c).sides[0].total(bonus::battle_standard) == 0);
  // The cap is shown: the battle standard the +1 leaves out is a line of its own.
  const auto six = resolve<wfb6>(c);
  const auto capped = std::find_if(six.sides[0].denied.begin(), six.sides[0].denied.end(),
                                   [](const auto& d) { return d.kind == bonus::battle_standard; });
  REQUIRE(capped != six.sides[0].denied.end());
  CHECK(describe(c, *capped) ==
        "no battle standard for a: counted once per side, already earned by a");
  CHECK(resolve<wfb7>(c).sides[0].total(bonus::standard) == 1);
  CHECK(resolve<wfb7>(c).sides[0].total(bonus::battle_standard) == 1);
  // The battle standard alone is the side's standard in 6th edition.
  const auto bsb = make(
      side("A", 0, {unit("a", 10, 5), unit("Captain", 1, 1).with_battle_standard()}),
      side("B", 0, {unit("b", 10, 5)}),
      {fights(ref(0, 0), ref(1, 0)), fights(ref(0, 1), ref(1, 0)), fights(ref(1, 0), ref(0, 0))});
  CHECK(resolve<wfb6>(bsb).sides[0].total(bonus::standard) == 1);
  // Two units with standards: still +1, the second listed as counted once.
  const auto two = make(
      side("A", 0, {unit("a", 10, 5).with_standard(), unit("c", 10, 5).with_standard()}),
      side("B", 0, {unit("b", 10, 5)}),
      {fights(ref(0, 0), ref(1, 0)), fights(ref(0, 1), ref(1, 0)), fights(ref(1, 0), ref(0, 0))});
  CHECK(resolve<wfb6>(two).sides[0].total(bonus::standard) == 1);
  CHECK(resolve<wfb6>(two).sides[0].was_denied(bonus::standard, reason::counted_once_per_side));
}

TEST_CASE("high ground and overkill: 6th edition's - none in 7th (no source)", "[wfb6][wfb7]") {
  const auto hill = make(side("A", 0, {unit("a", 10, 5).at_elevation(2)}, 7),
                         side("B", 0, {unit("b", 10, 5).at_elevation(1)}));
  CHECK(resolve<wfb6>(hill).sides[0].total(bonus::high_ground) == 1);
  CHECK(resolve<wfb6>(hill).sides[1].total(bonus::high_ground) == 0);
  CHECK(resolve<wfb6>(hill).sides[0].total(bonus::overkill) == 5);
  CHECK(resolve<wfb7>(hill).sides[0].total(bonus::high_ground) == 0);
  CHECK(resolve<wfb7>(hill).sides[0].total(bonus::overkill) == 0);
  CHECK(resolve<wfb7>(hill).sides[0].score == resolve<wfb6>(hill).sides[0].score - 1 - 5);
}

TEMPLATE_TEST_CASE("musicians and wiped-out sides", "[wfb6][wfb7]", wfb6, wfb7) {
  const auto tie =
      make(side("A", 2, {unit("a", 10, 5).with_musician()}), side("B", 2, {unit("b", 10, 5)}));
  CHECK(resolve<TestType>(tie).winner == 0);
  CHECK(resolve<TestType>(tie).margin == 1);
  CHECK(resolve<TestType>(tie).decided_by == decision::musician);
  const auto both = make(side("A", 2, {unit("a", 10, 5).with_musician()}),
                         side("B", 2, {unit("b", 10, 5).with_musician()}));
  CHECK(resolve<TestType>(both).decided_by == decision::draw);
  // The two cancel: neither side gets its +1, and each is told why.
  CHECK(resolve<TestType>(both).sides[0].score == resolve<TestType>(tie).sides[1].score);
  CHECK(resolve<TestType>(both).sides[1].total(bonus::musician) == 0);
  REQUIRE(!resolve<TestType>(both).sides[1].denied.empty());
  CHECK(describe(both, resolve<TestType>(both).sides[1].denied.back()) ==
        "no musician on a tie for b: a has one too, and they cancel out");
  const auto wiped =
      make(side("A", 0, {unit("a", 10, 5).ends_with(0)}), side("B", 0, {unit("b", 10, 5)}));
  CHECK(resolve<TestType>(wiped).winner == 1);
  CHECK(resolve<TestType>(wiped).decided_by == decision::wipe_out);
}
