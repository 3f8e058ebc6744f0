// A break test in plain English: the roll shown as each rule set takes the test (the numbers the
// engine compared), both rolls of a re-roll, and the odds without impossible outcomes.
#include <string>

#include "rankfile/break_test/explain.hpp"
#include "rankfile/break_test/odds.hpp"
#include "rankfile/house_rules.hpp"
#include "rankfile/rule_sets.hpp"
#include "support/catch.hpp"

using namespace rankfile;

TEST_CASE("describe(roll): the margin taken off Leadership (8th edition, Battleaxe)",
          "[break_test][explain]") {
  // Issue 48's document: 8 against Leadership 8 less 2 breaks.
  const break_test t{.leadership = 8, .margin = 2};
  CHECK(describe(break_roll<battleaxe>(t, {4, 4})) ==
        "Rolled a natural 8 against Leadership 8 less the margin 2, that is 6: breaks.\n");
  CHECK(describe(break_roll<wfb8>(t, {3, 3})) ==
        "Rolled a natural 6 against Leadership 8 less the margin 2, that is 6: holds.\n");
  // No margin: nothing to take off.
  CHECK(describe(break_roll<wfb8>({.leadership = 7, .margin = 0}, {4, 4})) ==
        "Rolled a natural 8 against Leadership 7: breaks.\n");
}

TEST_CASE("describe(roll): the margin added to the roll (5th to 7th edition)",
          "[break_test][explain]") {
  const break_test t{.leadership = 8, .margin = 2};
  CHECK(describe(break_roll<wfb6>(t, {4, 4})) ==
        "Rolled a natural 8 plus the margin 2, that is 10, against Leadership 8: breaks.\n");
  CHECK(describe(break_roll<wfb5>(t, {3, 3})) ==
        "Rolled a natural 6 plus the margin 2, that is 8, against Leadership 8: holds.\n");
}

TEST_CASE("describe(roll): Steadfast and Stubborn test on unmodified Leadership",
          "[break_test][explain]") {
  CHECK(describe(break_roll<wfb8>({.leadership = 8, .margin = 4, .steadfast = true}, {4, 4})) ==
        "Rolled a natural 8 against unmodified Leadership 8 (the margin 4 ignored): holds.\n");
  CHECK(describe(break_roll<wfb7>({.leadership = 7, .margin = 3, .stubborn = true}, {4, 4})) ==
        "Rolled a natural 8 against unmodified Leadership 7 (the margin 3 ignored): breaks.\n");
}

TEST_CASE("describe(roll): the rule that decides over the comparison", "[break_test][explain]") {
  // Insane Courage: 2 against 8 less 8, that is 0, would break.
  CHECK(describe(break_roll<wfb8>({.leadership = 8, .margin = 8}, {1, 1})) ==
        "Rolled a natural 2 against Leadership 8 less the margin 8, that is 0: holds (a natural "
        "double 1 always holds).\n");
  // 7th edition fear: only a natural double 1 holds, the margin does not count.
  CHECK(
      describe(break_roll<wfb7>({.leadership = 9, .margin = 1, .fear_auto_break = true}, {2, 2})) ==
      "Rolled a natural 4 against unmodified Leadership 9 (the margin 1 ignored): breaks "
      "(defeat by a fear-causing enemy: breaks unless it rolls a natural double 1).\n");
  // A test decided without the dice.
  CHECK(describe(break_roll<wfb8>({.leadership = 8, .margin = 4, .unbreakable = true}, {6, 6})) ==
        "The roll does not count: holds.\n");
}

TEST_CASE("describe(roll): The Old World's three outcomes and its modified Leadership",
          "[break_test][explain]") {
  const break_test t{.leadership = 8, .margin = 2};
  CHECK(describe(break_roll<tow>(t, {5, 4})) ==
        "Rolled a natural 9 against Leadership 8: breaks.\n");
  CHECK(describe(break_roll<tow>(t, {4, 3})) ==
        "Rolled a natural 7 against Leadership 8; plus the margin 2, that is 9 against it: falls "
        "back in good order.\n");
  CHECK(describe(break_roll<tow>(t, {4, 2})) ==
        "Rolled a natural 6 against Leadership 8; plus the margin 2, that is 8 against it: gives "
        "ground.\n");
  // Terror takes 1 off Leadership, Warband adds the rank bonus (p.179, p.180).
  CHECK(describe(break_roll<tow>({.leadership = 8, .margin = 2, .terror = true}, {4, 4})) ==
        "Rolled a natural 8 against Leadership 7 (modified from 8): breaks.\n");
  CHECK(
      describe(break_roll<tow>({.leadership = 7, .margin = 1, .warband_rank_bonus = 2}, {4, 4})) ==
      "Rolled a natural 8 against Leadership 9 (modified from 7); plus the margin 1, that is 9 "
      "against it: gives ground.\n");
  // More than twice the unit strength turns the fall back into a break.
  CHECK(describe(break_roll<tow>(
            {.leadership = 8, .margin = 3, .winner_unit_strength = 30, .loser_unit_strength = 10},
            {3, 4})) ==
        "Rolled a natural 7 against Leadership 8; plus the margin 3, that is 10 against it: breaks "
        "(the winning side's unit strength 30 is more than twice the losing side's 10: a fall "
        "back in good order becomes a break).\n");
}

TEST_CASE("describe(roll): a re-roll shows both rolls", "[break_test][explain]") {
  const break_test t{.leadership = 8, .margin = 2, .reroll = true};
  CHECK(describe(break_roll<wfb8>(t, {5, 4}, {2, 3})) ==
        "Rolled a natural 9 against Leadership 8 less the margin 2, that is 6: breaks, re-rolled.\n"
        "Re-rolled a natural 5 against Leadership 8 less the margin 2, that is 6: holds.\n");
  CHECK(describe(break_roll<wfb7>(t, {5, 4}, {6, 1})) ==
        "Rolled a natural 9 plus the margin 2, that is 11, against Leadership 8: breaks, "
        "re-rolled.\nRe-rolled a natural 7 plus the margin 2, that is 9, against Leadership 8: "
        "breaks.\n");
  CHECK(describe(break_roll<tow>(t, {6, 4}, {3, 3})) ==
        "Rolled a natural 10 against Leadership 8: breaks, re-rolled.\nRe-rolled a natural 6 "
        "against Leadership 8; plus the margin 2, that is 8 against it: gives ground.\n");
  CHECK(describe(break_roll<wfb8>(t, {5, 4})) ==
        "Rolled a natural 9 against Leadership 8 less the margin 2, that is 6: breaks, to be "
        "re-rolled once (the second roll stands).\n");
  // A roll that passes is not re-rolled: the second roll is not shown.
  CHECK(describe(break_roll<wfb8>(t, {2, 2}, {6, 6})) ==
        "Rolled a natural 4 against Leadership 8 less the margin 2, that is 6: holds.\n");
}

TEST_CASE("break_roll: the numbers compared are the engine's", "[break_test][explain]") {
  const break_roll_result r = break_roll<wfb6>({.leadership = 7, .margin = 3}, {4, 1});
  CHECK(r.first.total == 8);
  CHECK(r.first.target == 7);
  CHECK(r.outcome == break_outcome::breaks);
  const break_roll_result e = break_roll<wfb8>({.leadership = 7, .margin = 3}, {4, 1});
  CHECK(e.first.total == 5);
  CHECK(e.first.target == 4);
  CHECK(e.outcome == break_outcome::breaks);
}

TEST_CASE("odds_text: impossible outcomes left out, a certainty said as always",
          "[break_test][explain]") {
  CHECK(odds_text(break_odds<tow>({.leadership = 8, .margin = 2, .stubborn = true})) ==
        "always falls back in good order");
  CHECK(odds_text(break_odds<wfb8>({.leadership = 8, .margin = 2, .unbreakable = true})) ==
        "always holds");
  // More than twice the unit strength: no fall back in good order.
  CHECK(
      odds_text(break_odds<tow>(
          {.leadership = 8, .margin = 3, .winner_unit_strength = 30, .loser_unit_strength = 10})) ==
      "breaks 13/18 (0.7222), gives ground 5/18 (0.2778)");
  CHECK(odds_text(break_odds<wfb8>({.leadership = 8, .margin = 3})) ==
        "holds 5/18 (0.2778), breaks 13/18 (0.7222)");
  const break_test t{.leadership = 8, .margin = 2, .unbreakable = true};
  CHECK(summarize(t, break_odds<wfb8>(t)) ==
        "Leadership 8, lost by 2\nalways holds, without a roll\n");
}

TEST_CASE("describe(roll): a house rule's procedure and Cold-blooded, as the engine took them",
          "[break_test][explain]") {
  // 8th edition judged as 5th to 7th edition judge: the margin goes on the roll.
  house_rules<wfb8> on_roll("Margin on the roll");
  REQUIRE(on_roll.set("procedure", "judged_by", "roll_plus_margin").empty());
  const break_test t{.leadership = 8, .margin = 2};
  CHECK(describe(break_roll(on_roll, t, {4, 4})) ==
        "Rolled a natural 8 plus the margin 2, that is 10, against Leadership 8: breaks.\n");
  // 7th edition's Cold-blooded: the lowest two of three dice (6 discarded).
  CHECK(
      describe(break_roll<wfb7>({.leadership = 8, .margin = 3, .cold_blooded = true}, {6, 2, 3})) ==
      "Rolled a natural 5 (the lowest two of three dice) plus the margin 3, that is 8, against "
      "Leadership 8: holds.\n");
}
