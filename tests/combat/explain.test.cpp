#include "rankfile/combat/explain.hpp"
#include "rankfile/victory/explain.hpp"

#include <algorithm>
#include <string>

#include "rankfile/combat/resolve.hpp"
#include "rankfile/rule_sets.hpp"
#include "support/catch.hpp"
#include "support/combats.hpp"

using namespace rankfile;

namespace {
bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}
}  // namespace

TEST_CASE("explain: awards - denials with their numbers and rules - and the outcome", "[explain]") {
  const auto c = test::make(
      test::side("Empire", 2, {test::unit("Spearmen", 20, 5).with_standard()}),
      test::side("Chaos", 1, {test::unit("Marauders", 10, 5), test::unit("Knights", 10, 5)}),
      {test::fights(test::ref(1, 0), test::ref(0, 0)),
       test::fights(test::ref(1, 1), test::ref(0, 0), facing::flank)});
  const std::string text = explain<battleaxe>(c, resolve<battleaxe>(c));
  CHECK(contains(text, "Empire scored 3\n"));
  CHECK(contains(text, "+ 2 for wounds inflicted"));
  CHECK(contains(text,
                 "no extra ranks for Spearmen: disrupted by Knights in its flank "
                 "(2 full ranks, unit strength 10)"));
  CHECK(contains(text, "(2 full ranks, unit strength 10) [3]\n"));
  CHECK(contains(text, "\n  [3] BFG, Combat Results 3.5: no ranks while"));
  CHECK(contains(text, "+ 1 for a flank attack (Knights against Spearmen)"));
  // Equal bonuses: the side counts one, the first unit's; neither is called the best.
  CHECK(contains(text,
                 "extra ranks of Knights (+1) not counted: the side counts one unit's, "
                 "Marauders' (+1)"));
  CHECK(contains(text, "Chaos scored 3\n"));
  // A draw cites the rule for ties (here: a musician would have broken it).
  CHECK(contains(text, "Draw, 3 to 3. [6]\n"));
  CHECK(contains(text, "\n  [6] BFG, Determine the Winner: on a tie"));
}

TEST_CASE("explain: a wipe-out and a musician's tie-break cite their rules", "[explain]") {
  const auto wiped = test::make(test::side("A", 3, {test::unit("a", 10, 5)}),
                                test::side("B", 9, {test::unit("b", 4, 4).ends_with(0)}));
  const std::string text = explain<wfb8>(wiped, resolve<wfb8>(wiped));
  CHECK(contains(text, "A won: the enemy had no models left (scores "));
  CHECK(contains(text, "\n  [3] 8th ed. (second-hand): a side that wipes out the enemy wins\n"));
}

TEST_CASE("explain: every reason reads as a sentence with its numbers", "[explain]") {
  const auto c = test::make(test::side("A", 0, {test::unit("Alpha", 1, 1)}),
                            test::side("B", 0, {test::unit("Beta", 1, 1)}));
  const denial d{.kind = bonus::flank,
                 .why = reason::attacker_too_small,
                 .where = facing::flank,
                 .unit = test::ref(0, 0),
                 .by = test::ref(1, 0),
                 .a = 4,
                 .b = 5};
  CHECK(describe(c, d) == "no flank attack for Alpha: 4 models at the start of the round, needs 5");
  const denial narrow{.kind = bonus::ranks,
                      .why = reason::formation_too_narrow,
                      .unit = test::ref(1, 0),
                      .a = 3,
                      .b = 4};
  CHECK(describe(c, narrow) == "no extra ranks for Beta: formation 3 wide, needs 4");
  CHECK(unit_name(c, no_unit) == "the side");
  combat unnamed = c;
  unnamed.sides[1].units[0].name = "";
  CHECK(unit_name(unnamed, test::ref(1, 0)) == "side 1, unit 0");
}

#include "rankfile/victory/score.hpp"
#include "support/battles.hpp"

TEST_CASE("explain: victory points line by line - with the outcome", "[explain]") {
  battle b =
      test::against(test::army("Orcs", {test::bu("boyz", 300, 20, 9, unit_state::fleeing)}), 2500);
  b.armies[0].name = "Empire";
  const std::string text = explain<wap>(b, score<wap>(b));
  CHECK(contains(text, "Empire scored 225 victory points\n"));
  CHECK(contains(text, "+ 225: boyz: fleeing and reduced, 9 of 20 left, 75 % of 300 [1]\n"));
  CHECK(contains(text, "Draw, 225 to 0 (difference 225) [2].\nRules:\n  [1] WAP, Victory"));

  const std::string none = explain<wfb7>(b, score<wfb7>(b));
  CHECK(contains(none, "No outcome: the result chart is unknown [2].\n"));
  CHECK(contains(none, "  [2] 7th ed.: the Victory chart is not known to us\n"));
}

TEST_CASE("explain: the non-template form cites whatever citations it is given", "[explain]") {
  const auto c = test::make(test::side("A", 2, {test::unit("Alpha", 10, 5)}),
                            test::side("B", 1, {test::unit("Beta", 10, 5)}));
  const combat_result r = resolve<wfb5>(c);
  const combat_citations house{.wounds = "House rules, p. 1"};
  const std::string text = explain(c, r, house);
  CHECK(contains(text, "+ 2 for wounds inflicted [1]\n"));
  CHECK(contains(text, "Rules:\n  [1] House rules, p. 1\n"));
  // explain<R> is that call with R's citations, plus the arithmetic R's components give.
  CHECK(contains(explain(c, r, wfb5::combat_cite), "+ 1 for extra ranks (Alpha) [2]\n"));
  CHECK(contains(explain<wfb5>(c, r),
                 "+ 1 for extra ranks (Alpha: 10 models as the round "
                 "began, 5 wide: 1 rank behind the front) [2]\n"));

  const battle b = test::against(test::army("Orcs", {test::bu("boyz", 300, 20, 0)}), 2500);
  const battle_result s = score<wap>(b);
  CHECK(explain<wap>(b, s) == explain(b, s, wap::victory_cite));
  CHECK(contains(explain(b, s, victory_citations{.unit_victory_points = "Club VP"}),
                 "[1] Club VP\n"));
}

TEST_CASE("explain: a disruption is cited by the disruption rule, whatever its test", "[explain]") {
  const auto c = test::make(
      test::side("A", 0, {test::unit("Spearmen", 15, 5)}),
      test::side("B", 0, {test::unit("Front", 1, 1), test::unit("Ogres", 2, 2).per_model(3)}),
      {test::fights(test::ref(1, 0), test::ref(0, 0)),
       test::fights(test::ref(1, 1), test::ref(0, 0), facing::flank)});
  const combat_result r = resolve<tow>(c);
  REQUIRE(r.sides[0].was_denied(bonus::ranks, reason::disrupted_by_unit_strength));
  const std::string text = explain<tow>(c, r);
  CHECK(contains(text,
                 "no extra ranks for Spearmen: disrupted by Ogres in its flank (unit strength "
                 "6, disrupts with 5) ["));
  CHECK(contains(text, "] " + std::string(tow::combat_cite.disruption) + "\n"));
}

TEST_CASE("explain: extra items by their label, troop types in English", "[explain]") {
  const auto c = test::make(
      test::side("A", 0, {test::unit("Knights", 10, 5).with_extra("War Banner", 1)}),
      test::side("B", 0, {test::unit("Chariots", 4, 2).of_type(troop_type::heavy_chariot)}));
  const std::string text = explain<tow>(c, resolve<tow>(c));
  CHECK(contains(text, "  + 1 for War Banner (Knights)\n"));
  CHECK(contains(text,
                 "no extra ranks for Chariots: its troop type, heavy chariot, never claims it"));
}

TEST_CASE("explain: sides and armies without a name are called by their index", "[explain]") {
  combat c = test::make(test::side("Empire", 1, {test::unit("a", 10, 5)}),
                        test::side("", 0, {test::unit("b", 10, 5)}));
  CHECK(side_name(c, 0) == "Empire");
  CHECK(side_name(c, 1) == "Side 1");
  battle b = test::against(test::army("", {test::bu("u", 100, 10, 5)}));
  b.armies[0].name = "Dwarfs";
  CHECK(army_name(b, 0) == "Dwarfs");
  CHECK(army_name(b, 1) == "Army 1");
}

TEST_CASE("explain: grammar - a bonus's noun after no, counts with their nouns, past tense",
          "[explain]") {
  const auto c = test::make(test::side("Orcs", 1,
                                       {test::unit("Boyz", 10, 5).with_standard(),
                                        test::unit("Greatswords", 10, 5).with_standard()}),
                            test::side("Empire", 0, {test::unit("Halberdiers", 10, 5)}));
  const std::string text = explain<wfb5>(c, resolve<wfb5>(c));
  CHECK(
      contains(text, "no standard for Greatswords: counted once per side, already earned by Boyz"));
  CHECK_FALSE(contains(text, "no a "));
  CHECK(contains(text, "Orcs scored 3\n"));  // never "Orcs scores"
  CHECK(contains(text, "Orcs won by 2 (higher score), 3 to 1.\n"));

  const denial level{.kind = bonus::flank,
                     .why = reason::equal_attackers,
                     .where = facing::flank,
                     .unit = test::ref(0, 0),
                     .a = 1,
                     .b = 1};
  CHECK(describe(c, level) ==
        "no flank attack for Boyz: both sides have 1 unit in the flank; they cancel out");
  denial two = level;
  two.a = two.b = 2;
  CHECK(contains(describe(c, two), "both sides have 2 units in the flank"));
}

TEST_CASE("explain: a wiped-out side loses, whatever the scores", "[explain]") {
  auto c = test::make(test::side("Orcs", 3, {test::unit("Boyz", 10, 5)}),
                      test::side("Empire", 7, {test::unit("Halberdiers", 0, 5)}));
  c.sides[1].units[0].models_at_start = 10;
  const combat_result r = resolve<wfb8>(c);
  REQUIRE(r.decided_by == decision::wipe_out);
  const std::string text = summarize(c, r);
  CHECK(contains(text, "Orcs won: the enemy had no models left (scores 4 to 7).\n"));
  CHECK_FALSE(contains(text, "by -"));
}

TEST_CASE("explain: each rule printed once, the lines pointing at it", "[explain]") {
  battle b =
      test::against(test::army("Orcs", {test::bu("boyz", 300, 20, 0), test::bu("wolves", 90, 5, 0),
                                        test::bu("goblins", 160, 30, 0)}),
                    2500);
  b.armies[0].name = "Empire";
  const std::string text = explain<wap>(b, score<wap>(b));
  const std::string_view rule = wap::victory_cite.unit_victory_points;
  std::size_t times = 0;
  for (std::size_t at = text.find(rule); at != std::string::npos; at = text.find(rule, at + 1))
    ++times;
  CHECK(times == 1);
  CHECK(contains(text,
                 "+ 300: boyz: nothing left of 20, so destroyed whatever its state, 100 % "
                 "of 300 [1]\n"));
  CHECK(contains(text,
                 "+ 90: wolves: nothing left of 5, so destroyed whatever its state, 100 % "
                 "of 90 [1]\n"));
  CHECK(contains(text, "\nRules:\n  [1] " + std::string(rule) + "\n  [2] "));
  CHECK(contains(text, "Empire won a massacre, 550 to 0: the enemy army was wiped out [2].\n"));
}

TEST_CASE("explain: a battle's short answer says who won - and no outcome where none is known",
          "[explain]") {
  battle b = test::against(
      test::army("Orcs", {test::bu("boyz", 300, 20, 0), test::bu("wolves", 1000, 5, 5)}), 2500);
  b.armies[0].name = "Empire";
  const std::string wap_text = summarize(b, score<wap>(b));  // 300 of 2,500: 12 %, marginal
  CHECK(wap_text ==
        "Empire: 300 VP, marginal victory\nOrcs: 0 VP, marginal defeat\n"
        "Empire won a marginal victory, 300 to 0, on the victory-point difference "
        "(300).\n");
  const std::string sixth = summarize(b, score<wfb6>(b));
  CHECK(contains(sixth, "Empire: 300 VP\n"));
  CHECK_FALSE(contains(sixth, "unknown\n"));
  CHECK(contains(sixth, "No outcome: the result chart is unknown.\n"));
}

TEST_CASE("explain: one standard taken, two standards taken", "[explain]") {
  battle b = test::against(test::army("Orcs", {test::bu("wolves", 90, 5, 0)}), 2500);
  b.armies[1].units[0].slain_in_combat = true;
  b.armies[1].units[0].standards_lost_in_combat = 1;
  const std::string one = explain<wap>(b, score<wap>(b));
  CHECK(contains(one, "1 enemy standard taken, 25 each"));
  b.armies[1].units[0].standards_lost_in_combat = 2;
  CHECK(contains(explain<wap>(b, score<wap>(b)), "2 enemy standards taken, 25 each"));
}

TEST_CASE("explain: the bonuses a rule set does not have, once, when asked", "[explain]") {
  STATIC_REQUIRE(absent_bonuses<wfb5>().size() == 4);
  STATIC_REQUIRE(absent_bonuses<wfb5>()[0] == bonus::charge);
  STATIC_REQUIRE(absent_bonuses<wfb8>().size() == 2);  // no outnumbering, no close order
  STATIC_REQUIRE(absent_bonuses<tow>()[0] == bonus::charge);
  const auto c = test::make(test::side("A", 2, {test::unit("Alpha", 10, 5)}),
                            test::side("B", 1, {test::unit("Beta", 10, 5)}));
  const std::string text = explain<wfb5>(c, resolve<wfb5>(c), {.absent_bonuses = true});
  CHECK(contains(text,
                 "Warhammer Fantasy Battle, 5th edition gives no bonus for the charge, "
                 "outnumbering the enemy, close order or a musician on a tie.\nRules:\n"));
  CHECK_FALSE(contains(explain<wfb5>(c, resolve<wfb5>(c)), "gives no bonus"));
  CHECK(contains(explain<wfb8>(c, resolve<wfb8>(c), {.absent_bonuses = true}),
                 "8th edition gives no bonus for outnumbering the enemy or close order.\n"));
}

TEST_CASE("explain: what the combat gives that the rule set does not read - said when asked",
          "[explain]") {
  // 7th edition has no charge bonus; its high ground and overkill are left out for want of a
  // source, which is not the same thing, and the note says which is which.
  constexpr auto absent = absent_bonuses<wfb7>();
  STATIC_REQUIRE(absent[0] == bonus::charge);
  CHECK(std::find(absent.begin(), absent.end(), bonus::high_ground) == absent.end());
  STATIC_REQUIRE(unsourced_bonuses<wfb7>().size() == 2);
  STATIC_REQUIRE(unsourced_bonuses<wfb7>()[0] == bonus::high_ground);
  auto c = test::make(test::side("A", 2, {test::unit("Alpha", 10, 5).charging()}),
                      test::side("B", 1, {test::unit("Beta", 10, 5)}));
  const auto said = [&](const combat& x) {
    return explain<wfb7>(x, resolve<wfb7>(x), {.unread_bonuses = true});
  };
  CHECK(contains(said(c),
                 "\nWarhammer Fantasy Battle, 7th edition gives no bonus for the "
                 "charge.\nRules:\n"));
  c.sides[0].challenge_overkill = 2;
  c.sides[1].units[0].elevation = 3;
  CHECK(contains(said(c),
                 "gives no bonus for the charge.\nLeft out for want of a source (no "
                 "bonus given): high ground and overkill in a challenge.\nRules:\n"));
  // Nothing given that it leaves unread: no note. A musician off a tie is not read by anyone.
  const auto plain = test::make(test::side("A", 2, {test::unit("Alpha", 10, 5).with_musician()}),
                                test::side("B", 1, {test::unit("Beta", 10, 5)}));
  CHECK_FALSE(contains(explain<wfb5>(plain, resolve<wfb5>(plain), {.unread_bonuses = true}),
                       "gives no bonus"));
  const auto tie = test::make(test::side("A", 1, {test::unit("Alpha", 10, 5).with_musician()}),
                              test::side("B", 1, {test::unit("Beta", 10, 5)}));
  CHECK(contains(explain<wfb5>(tie, resolve<wfb5>(tie), {.unread_bonuses = true}),
                 "5th edition gives no bonus for a musician on a tie.\n"));
}

TEST_CASE("explain: 6th edition's battle standard is a standard - not a bonus it lacks",
          "[explain]") {
  const auto c = test::make(test::side("A", 1, {test::unit("x", 5, 5).with_battle_standard()}),
                            test::side("B", 1, {test::unit("y", 5, 5)}));
  const std::string said = explain<wfb6>(c, resolve<wfb6>(c), {.unread_bonuses = true});
  CHECK(contains(said, "+ 1 for a standard (x) ["));
  CHECK_FALSE(contains(said, "gives no bonus"));
  // Both flags on one unit: the battle standard is denied, citing 6th edition's rule for it
  // ([3] is outnumbering, denied at 5 against 5).
  const auto both =
      test::make(test::side("A", 1, {test::unit("x", 5, 5).with_standard().with_battle_standard()}),
                 test::side("B", 1, {test::unit("y", 5, 5)}));
  const std::string twice = explain<wfb6>(both, resolve<wfb6>(both));
  CHECK(contains(twice,
                 "- no battle standard for x: counted once per side, already earned by "
                 "x [4]"));
  CHECK(contains(twice,
                 "[4] 6th ed., Combat Resolution Bonuses: the battle standard is one "
                 "more standard"));
}

TEST_CASE("explain: the arithmetic behind ranks and unit strength", "[explain]") {
  const auto c = test::make(test::side("Empire", 1, {test::unit("Halberdiers", 20, 5)}),
                            test::side("Orcs", 1, {test::unit("Boyz", 12, 4)}));
  const std::string sixth = explain<wfb6>(c, resolve<wfb6>(c));
  CHECK(contains(sixth,
                 "+ 3 for extra ranks (Halberdiers: 20 models as the round began, 5 "
                 "wide: 3 ranks behind the front) ["));
  CHECK(contains(sixth,
                 "+ 2 for extra ranks (Boyz: 12 models as the round began, 4 wide: 2 "
                 "ranks behind the front) ["));
  CHECK(contains(sixth, "+ 1 for outnumbering the enemy (unit strength 20 against 12) ["));
  // The Old World counts ranks after casualties, by troop type, and its outnumbering is
  // Massed Infantry.
  const std::string old_world = explain<tow>(c, resolve<tow>(c));
  CHECK(contains(old_world,
                 "+ 2 for extra ranks (Halberdiers: 20 models, 5 wide: 3 ranks behind "
                 "the front) ["));
  CHECK(
      contains(old_world, "+ 1 for massed infantry (Halberdiers: unit strength 20 against 12) ["));
}

TEST_CASE("explain: a unit wiped out in the round - no standard and no musician - each said",
          "[explain][reading]") {
  const auto c = test::make(
      test::side("Empire", 2,
                 {test::unit("Spearmen", 10, 5).ends_with(0).with_standard().with_musician(),
                  test::unit("Halberdiers", 10, 5)}),
      test::side("Orcs", 2, {test::unit("Boyz", 10, 5)}),
      {test::fights(test::ref(0, 0), test::ref(1, 0)),
       test::fights(test::ref(0, 1), test::ref(1, 0))});
  const std::string text = explain<wfb8>(c, resolve<wfb8>(c));
  CHECK(contains(text, "- no standard for Spearmen: 0 models after casualties, needs 1 ["));
  CHECK(
      contains(text, "- no musician on a tie for Spearmen: 0 models after casualties, needs 1 ["));
  CHECK(contains(text, "Draw, 3 to 3."));
}

TEST_CASE("describe_setup: each side and unit, its sizes, charge and whom it fights where",
          "[explain]") {
  combat_unit spears = block("Spearmen", 20, 5);
  spears.models = 17;
  spears.unit_strength = 17;
  spears.standard = true;
  combat_unit knights = block("Knights", 5, 5);
  knights.troop = troop_type::cavalry;
  knights.unit_strength = knights.unit_strength_at_start = 10;
  knights.charged = true;
  const combat c{
      .sides = {{{.name = "Elves", .wounds_inflicted = 1, .units = {spears}},
                 {.name = "Empire", .wounds_inflicted = 3, .units = {knights}}}},
      .engagements = {{.unit = {0, 0}, .fights = {1, 0}},
                      {.unit = {1, 0}, .fights = {0, 0}, .target_facing = facing::rear}}};
  CHECK(describe_setup(c) ==
        "Elves, 1 wound inflicted\n"
        "  Spearmen: 17 models (20 as the round began), 5 wide, unit strength 17 (20 as the round "
        "began), infantry, standard; fights Knights in the front\n"
        "Empire, 3 wounds inflicted\n"
        "  Knights: 5 models, 5 wide, unit strength 10, cavalry, charged; fights Spearmen in the "
        "rear\n");
}
