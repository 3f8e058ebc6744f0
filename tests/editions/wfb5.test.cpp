// Warhammer Fantasy Battle 5th edition: every rule of rankfile/editions/wfb5.hpp, both sides of
// every threshold, and the published examples (../shared/rules/published-examples.md).
#include "rankfile/editions/wfb5.hpp"

#include "rankfile/combat/resolve.hpp"
#include "support/catch.hpp"
#include "support/combats.hpp"

using rankfile::bonus;
using rankfile::decision;
using rankfile::facing;
using rankfile::reason;
using rankfile::resolve;
using rankfile::wfb5;
using test::fights;
using test::make;
using test::ref;
using test::side;
using test::unit;

// One of wfb5's own rules with a setting changed, so that each option below differs from wfb5 in
// that setting only.
template <class Rule, class Change>
constexpr Rule changed(Rule rule, Change change) {
  change(rule);
  return rule;
}

// The readings issue 18 replaced, kept as options (seed 004's sentences are cited in wfb5.hpp).
constexpr rankfile::rules::rank_rule next_best_counts = changed(wfb5::ranks::rule, [](auto& r) {
  r.deepest_disrupted = rankfile::rules::when_deepest_disrupted::next_best;
});
struct wfb5_next_best_counts : wfb5 {
  using ranks = rankfile::rules::best_unit_rank_bonus<next_best_counts>;
};
// "Deepest" as the most ranks, before the cap.
constexpr rankfile::rules::rank_rule deepest_before_cap =
    changed(wfb5::ranks::rule, [](auto& r) { r.deepest_before_cap = true; });
struct wfb5_deepest_before_cap : wfb5 {
  using ranks = rankfile::rules::best_unit_rank_bonus<deepest_before_cap>;
};
struct wfb5_flankers_sized_at_start : wfb5 {
  using flank_rear = rankfile::rules::flank_and_rear_per_side<rankfile::rules::flank_rule{
      .flank = 1, .rear = 2, .min_models_at_start = 5}>;
};

TEST_CASE(
    "wfb5 Flank Attack, so long as the entire unit numbers at least 5 models: after "
    "casualties",
    "[wfb5][flank]") {
  // Seed 004, Flank Attack, read when the result is worked out (issue 18): 5 models at the start
  // and 4 at the end earn nothing; 4 at the start and 5 at the end cannot happen, so the start
  // option is shown against the same combat.
  const auto c = make(side("A", 0, {unit("Front", 10, 5), unit("Flank", 5, 5).ends_with(4)}),
                      side("B", 0, {unit("B", 10, 5)}),
                      {fights(ref(0, 0), ref(1, 0)), fights(ref(0, 1), ref(1, 0), facing::flank)});
  CHECK(resolve<wfb5>(c).sides[0].total(bonus::flank) == 0);
  CHECK(resolve<wfb5>(c).sides[0].was_denied(bonus::flank, reason::too_few_models_at_end));
  CHECK(resolve<wfb5_flankers_sized_at_start>(c).sides[0].total(bonus::flank) == 1);
  const auto five =
      make(side("A", 0, {unit("Front", 10, 5), unit("Flank", 6, 6).ends_with(5)}),
           side("B", 0, {unit("B", 10, 5)}),
           {fights(ref(0, 0), ref(1, 0)), fights(ref(0, 1), ref(1, 0), facing::flank)});
  CHECK(resolve<wfb5>(five).sides[0].total(bonus::flank) == 1);
}

namespace {

// Ranks for a lone unit of `models` (at start and end) in `files` files, against a lone enemy.
constexpr int ranks_for(int models_at_start, int models_at_end, int files) {
  const auto c = make(side("A", 0, {unit("A", models_at_start, files).ends_with(models_at_end)}),
                      side("B", 0, {unit("B", 1, 1)}));
  return resolve<wfb5>(c).sides[0].total(bonus::ranks);
}

}  // namespace

TEST_CASE("wfb5 C01: equal wounds - the battle standard wins by 1", "[wfb5][published]") {
  // Source: seed 004 (5th edition rulebook, Close Combat: Results) and
  // 5th.whfb.app/close-combat/results: both sides cause 3 wounds, one side has its battle
  // standard in the fight, it wins 4 to 3.
  constexpr auto c = make(side("Empire", 3, {unit("Greatswords", 3, 5).with_battle_standard()}),
                          side("Orcs", 3, {unit("Boyz", 3, 5)}));
  constexpr auto r = resolve<wfb5>(c);
  STATIC_REQUIRE(r.sides[0].score == 4);
  STATIC_REQUIRE(r.sides[1].score == 3);
  STATIC_REQUIRE(r.winner == 0);
  STATIC_REQUIRE(r.margin == 1);
  CHECK(r.decided_by == decision::score);
  CHECK(r.sides[0].total(bonus::battle_standard) == 1);
}

TEST_CASE("wfb5 C02: Goblins in 4 ranks cause 3 wounds - Elves cause 4 - the Elves lose by 2",
          "[wfb5][published]") {
  // Source: 4th.whfb.app/hand-to-hand-combat-phase/losers-take-a-break-test (published example
  // C02). A 4th edition example: 4th edition counts only complete ranks, and these four are
  // complete, so 5th edition's rank bonus reads it the same: 3 + 3 ranks = 6 against 4.
  constexpr auto c = make(side("Goblins", 3, {unit("Spearmen", 16, 4)}),
                          side("Elves", 4, {unit("Archers", 10, 10)}));
  constexpr auto r = resolve<wfb5>(c);
  STATIC_REQUIRE(r.sides[0].total(bonus::ranks) == 3);
  STATIC_REQUIRE(r.sides[0].score == 6);
  STATIC_REQUIRE(r.sides[1].score == 4);
  STATIC_REQUIRE(r.winner == 0);
  STATIC_REQUIRE(r.margin == 2);
}

TEST_CASE("wfb5 C10: a flanker that later flees still cancels ranks", "[wfb5][published]") {
  // Source: 5th.whfb.app/appendix-1-commentary-on-the-rules/flank-attacks-and-combat-bonus:
  // a unit charged in the flank by a 5-model unit stays without its rank bonus for the rest of
  // that combat, even after the charger breaks. Here the 5 wolf riders are gone by the end of
  // the round; ranks are still lost, because 5th edition sizes them as the round began.
  constexpr auto c =
      make(side("Orcs", 2, {unit("Boyz", 20, 5), unit("Wolf Riders", 5, 5).ends_with(0)}),
           side("Empire", 1, {unit("Spearmen", 20, 5)}),
           {fights(ref(0, 0), ref(1, 0)), fights(ref(1, 0), ref(0, 0)),
            fights(ref(0, 1), ref(1, 0), facing::flank)});
  constexpr auto r = resolve<wfb5>(c);
  STATIC_REQUIRE(r.sides[1].total(bonus::ranks) == 0);
  CHECK(r.sides[1].was_denied(bonus::ranks, reason::disrupted_by_models));
  CHECK(r.sides[1].denied[0].by == ref(0, 1));
  // Issue 18: the flank bonus wants 5 models when the result is worked out; none are left.
  CHECK(r.sides[0].total(bonus::flank) == 0);
  CHECK(r.sides[0].was_denied(bonus::flank, reason::too_few_models_at_end));
  CHECK(resolve<wfb5_flankers_sized_at_start>(c).sides[0].total(bonus::flank) == 1);
}

// A unit disrupted in an earlier round, and the option of the other editions beside it.
constexpr rankfile::rules::disruption_rule ends_with_the_round =
    changed(wfb5::disruption::rule, [](auto& r) { r.lasts_for_combat = false; });
struct wfb5_disruption_ends_with_the_round : wfb5 {
  using disruption = rankfile::rules::flank_or_rear_disruption<ends_with_the_round>;
};

TEST_CASE("wfb5 C10, the rounds after: lost for the rest of that combat", "[wfb5][published]") {
  // Same source as C10: the penalty lasts for the rest of the combat, even after the charger
  // breaks. A round later the wolf riders are 4 (too few to disrupt now) and the Spearmen, marked
  // disrupted_earlier, still claim no ranks: Orcs 1 wound + 1 rank, Empire 1 wound.
  const auto round_two = [](test::unit spearmen) {
    return make(side("Orcs", 1, {unit("Boyz", 10, 5), unit("Wolf Riders", 4, 4)}),
                side("Empire", 1, {spearmen}),
                {fights(ref(0, 0), ref(1, 0)), fights(ref(1, 0), ref(0, 0)),
                 fights(ref(0, 1), ref(1, 0), facing::flank)});
  };
  constexpr auto r = resolve<wfb5>(round_two(unit("Spearmen", 20, 5).disrupted_earlier()));
  STATIC_REQUIRE(r.sides[1].total(bonus::ranks) == 0);
  STATIC_REQUIRE(r.sides[0].score == 2);
  STATIC_REQUIRE(r.sides[1].score == 1);
  STATIC_REQUIRE(r.winner == 0);
  CHECK(r.sides[1].was_denied(bonus::ranks, reason::disrupted_earlier));
  CHECK(r.sides[1].denied[0].unit == ref(1, 0));
  // Unmarked, the 4 wolf riders take nothing away: +3 ranks, and the Empire wins 4-2.
  const auto unmarked = resolve<wfb5>(round_two(unit("Spearmen", 20, 5)));
  CHECK(unmarked.sides[1].total(bonus::ranks) == 3);
  CHECK(unmarked.winner == 1);
  // The option: the loss ends with the round, as in 6th edition (regained once the enemy is
  // below unit strength 5).
  const auto option = resolve<wfb5_disruption_ends_with_the_round>(
      round_two(unit("Spearmen", 20, 5).disrupted_earlier()));
  CHECK(option.sides[1].total(bonus::ranks) == 3);
  // A flanker big enough now is named instead of the earlier loss.
  constexpr auto both =
      resolve<wfb5>(make(side("Orcs", 1, {unit("Boyz", 10, 5), unit("Wolf Riders", 5, 5)}),
                         side("Empire", 1, {unit("Spearmen", 20, 5).disrupted_earlier()}),
                         {fights(ref(0, 0), ref(1, 0)), fights(ref(1, 0), ref(0, 0)),
                          fights(ref(0, 1), ref(1, 0), facing::flank)}));
  CHECK(both.sides[1].was_denied(bonus::ranks, reason::disrupted_by_models));
  CHECK(!both.sides[1].was_denied(bonus::ranks, reason::disrupted_earlier));
}

TEST_CASE("wfb5 ranks: +1 per rank behind the first - counted at the start of the round",
          "[wfb5][ranks]") {
  struct row {
    int at_start, at_end, files, expected;
  };
  const row rows[] = {
      {12, 12, 3, 0},  // 3 wide: too narrow
      {12, 12, 4, 2},  // 4 wide: 3 ranks
      {7, 7, 4, 0},    // 4 + 3: last rank of 3 does not count
      {8, 8, 4, 1},    // 4 + 4
      {11, 11, 4, 1},  // 4 + 4 + 3
      {12, 12, 4, 2},  // 4 + 4 + 4
      {16, 16, 4, 3},  // 4 ranks: +3
      {20, 20, 4, 3},  // 5 ranks: capped at +3
      {3, 3, 5, 0},    // fewer models than files: one incomplete rank
      {12, 4, 4, 2},   // start figures count, not the casualties
      {4, 12, 4, 0},
  };
  for (const row& r : rows) {
    CAPTURE(r.at_start, r.at_end, r.files);
    CHECK(ranks_for(r.at_start, r.at_end, r.files) == r.expected);
  }
  STATIC_REQUIRE(ranks_for(16, 16, 4) == 3);
  STATIC_REQUIRE(ranks_for(12, 12, 3) == 0);
}

TEST_CASE("wfb5 ranks: denials say why", "[wfb5][ranks]") {
  const auto narrow =
      resolve<wfb5>(make(side("A", 0, {unit("A", 12, 3)}), side("B", 0, {unit("B", 1, 1)})));
  REQUIRE(narrow.sides[0].denied.size() == 1);
  CHECK(narrow.sides[0].denied[0].why == reason::formation_too_narrow);
  CHECK(narrow.sides[0].denied[0].a == 3);
  CHECK(narrow.sides[0].denied[0].b == 4);

  const auto capped =
      resolve<wfb5>(make(side("A", 0, {unit("A", 20, 4)}), side("B", 0, {unit("B", 1, 1)})));
  REQUIRE(capped.sides[0].denied.size() == 1);
  CHECK(capped.sides[0].denied[0].why == reason::capped);
  CHECK(capped.sides[0].denied[0].a == 4);
  CHECK(capped.sides[0].denied[0].b == 3);
}

TEST_CASE("wfb5 ranks: only the deepest unit counts", "[wfb5][ranks]") {
  const auto c = make(side("A", 0, {unit("Shallow", 8, 4), unit("Deep", 12, 4)}),
                      side("B", 0, {unit("B", 1, 1)}),
                      {fights(ref(0, 0), ref(1, 0)), fights(ref(0, 1), ref(1, 0))});
  const auto r = resolve<wfb5>(c);
  CHECK(r.sides[0].total(bonus::ranks) == 2);
  REQUIRE(r.sides[0].awarded.size() == 1);
  CHECK(r.sides[0].awarded[0].unit == ref(0, 1));
  REQUIRE(r.sides[0].denied.size() == 1);
  CHECK(r.sides[0].denied[0].why == reason::not_best_unit);
  CHECK(r.sides[0].denied[0].unit == ref(0, 0));
}

TEST_CASE("wfb5 disruption: an enemy of 5+ models at the start in the flank or rear",
          "[wfb5][disruption]") {
  for (const facing f : {facing::flank, facing::rear}) {
    for (const int flankers : {4, 5}) {
      CAPTURE(static_cast<int>(f), flankers);
      const auto c =
          make(side("A", 0, {unit("Spearmen", 16, 4)}),
               side("B", 0, {unit("Front", 1, 1), unit("Flankers", flankers, 5).ends_with(1)}),
               {fights(ref(1, 0), ref(0, 0)), fights(ref(1, 1), ref(0, 0), f)});
      const auto r = resolve<wfb5>(c);
      CHECK(r.sides[0].total(bonus::ranks) == (flankers >= 5 ? 0 : 3));
      CHECK(r.sides[0].was_denied(bonus::ranks, reason::disrupted_by_models) == (flankers >= 5));
    }
  }
  // In front, even a big unit takes no ranks away.
  const auto front = make(side("A", 0, {unit("Spearmen", 16, 4)}),
                          side("B", 0, {unit("Front", 1, 1), unit("Big", 30, 5)}),
                          {fights(ref(1, 0), ref(0, 0)), fights(ref(1, 1), ref(0, 0))});
  CHECK(resolve<wfb5>(front).sides[0].total(bonus::ranks) == 3);
}

TEST_CASE("wfb5 Extra Rank, count the bonus from your deepest unit: lost, it is not replaced",
          "[wfb5][disruption]") {
  // Seed 004, Extra Rank: the side counts its deepest unit's bonus, and that bonus is lost to a
  // flank or rear charge by 5+ models. The next deepest unit does not take over (issue 18);
  // rank_rule::deepest_disrupted = next_best keeps the old reading.
  const auto c = make(side("A", 0, {unit("Deep", 16, 4), unit("Shallow", 8, 4)}),
                      side("B", 0, {unit("Front", 1, 1), unit("Knights", 5, 5)}),
                      {fights(ref(0, 0), ref(1, 0)), fights(ref(0, 1), ref(1, 0)),
                       fights(ref(1, 1), ref(0, 0), facing::rear)});
  const auto r = resolve<wfb5>(c);
  CHECK(r.sides[0].total(bonus::ranks) == 0);
  CHECK(r.sides[0].was_denied(bonus::ranks, reason::disrupted_by_models));
  CHECK(r.sides[0].was_denied(bonus::ranks, reason::deepest_unit_disrupted));
  const auto old = resolve<wfb5_next_best_counts>(c);
  CHECK(old.sides[0].total(bonus::ranks) == 1);
  CHECK(old.sides[0].awarded[0].unit == ref(0, 1));
  // Both sides of the line: a disrupted unit no deeper than an undisrupted one takes nothing.
  const auto level = make(side("A", 0, {unit("Deep", 16, 4), unit("Also deep", 16, 4)}),
                          side("B", 0, {unit("Front", 1, 1), unit("Knights", 5, 5)}),
                          {fights(ref(0, 0), ref(1, 0)), fights(ref(0, 1), ref(1, 0)),
                           fights(ref(1, 1), ref(0, 0), facing::rear)});
  CHECK(resolve<wfb5>(level).sides[0].total(bonus::ranks) == 3);
  // The deepest unit counts its bonus as capped: +3 from 5 ranks ties +3 from 4.
  const auto capped = make(side("A", 0, {unit("Deeper", 24, 4), unit("Deep", 16, 4)}),
                           side("B", 0, {unit("Front", 1, 1), unit("Knights", 5, 5)}),
                           {fights(ref(0, 0), ref(1, 0)), fights(ref(0, 1), ref(1, 0)),
                            fights(ref(1, 1), ref(0, 0), facing::rear)});
  CHECK(resolve<wfb5>(capped).sides[0].total(bonus::ranks) == 3);
  // The option reads "deepest" as the most ranks, before the cap: Deeper's 5 ranks behind beat
  // Deep's 3, and Deeper is disrupted, so the side has none.
  const auto by_ranks = resolve<wfb5_deepest_before_cap>(capped);
  CHECK(by_ranks.sides[0].total(bonus::ranks) == 0);
  CHECK(by_ranks.sides[0].was_denied(bonus::ranks, reason::deepest_unit_disrupted));
  // Equal ranks still tie under the option, and a disrupted unit shallower takes nothing.
  CHECK(resolve<wfb5_deepest_before_cap>(level).sides[0].total(bonus::ranks) == 3);
  const auto shallower_disrupted = make(side("A", 0, {unit("Deeper", 24, 4), unit("Deep", 16, 4)}),
                                        side("B", 0, {unit("Front", 1, 1), unit("Knights", 5, 5)}),
                                        {fights(ref(0, 0), ref(1, 0)), fights(ref(0, 1), ref(1, 0)),
                                         fights(ref(1, 1), ref(0, 1), facing::rear)});
  CHECK(resolve<wfb5_deepest_before_cap>(shallower_disrupted).sides[0].total(bonus::ranks) == 3);
  CHECK(resolve<wfb5>(shallower_disrupted).sides[0].total(bonus::ranks) == 3);
}

TEST_CASE("wfb5 standards: +1 once per side - battle standard +1 on top", "[wfb5][standard]") {
  const auto c = make(side("A", 0,
                           {unit("A1", 1, 1).with_standard(),
                            unit("A2", 1, 1).with_standard().with_battle_standard()}),
                      side("B", 0, {unit("B", 1, 1)}),
                      {fights(ref(0, 0), ref(1, 0)), fights(ref(0, 1), ref(1, 0))});
  const auto r = resolve<wfb5>(c);
  CHECK(r.sides[0].total(bonus::standard) == 1);
  CHECK(r.sides[0].total(bonus::battle_standard) == 1);
  CHECK(r.sides[0].score == 2);
  CHECK(r.sides[0].was_denied(bonus::standard, reason::counted_once_per_side));
}

TEST_CASE("wfb5 flank and rear: +1 and +2 from units of 5+ models - once per side",
          "[wfb5][flank]") {
  const auto attack = [](int flank_models, int rear_models) {
    return resolve<wfb5>(make(
        side("A", 0,
             {unit("Front", 10, 5), unit("Flank", flank_models, 5), unit("Rear", rear_models, 5)}),
        side("B", 0, {unit("B", 10, 5)}),
        {fights(ref(0, 0), ref(1, 0)), fights(ref(0, 1), ref(1, 0), facing::flank),
         fights(ref(0, 2), ref(1, 0), facing::rear)}));
  };
  CHECK(attack(5, 5).sides[0].total(bonus::flank) == 1);
  CHECK(attack(5, 5).sides[0].total(bonus::rear) == 2);
  CHECK(attack(5, 5).sides[0].score == 1 + 1 + 2);  // the front unit's rank, flank and rear
  CHECK(attack(4, 5).sides[0].total(bonus::flank) == 0);
  CHECK(attack(4, 5).sides[0].was_denied(bonus::flank, reason::too_few_models_at_end));
  CHECK(attack(5, 4).sides[0].total(bonus::rear) == 0);

  // Two flankers on one side: still +1.
  const auto two = resolve<wfb5>(
      make(side("A", 0, {unit("Front", 10, 5), unit("Left", 5, 5), unit("Right", 5, 5)}),
           side("B", 0, {unit("B", 10, 5)}),
           {fights(ref(0, 0), ref(1, 0)), fights(ref(0, 1), ref(1, 0), facing::flank),
            fights(ref(0, 2), ref(1, 0), facing::flank)}));
  CHECK(two.sides[0].total(bonus::flank) == 1);
  CHECK(two.sides[0].was_denied(bonus::flank, reason::counted_once_per_side));
}

TEST_CASE("wfb5 flank: when both sides flank - the side with more flanking units",
          "[wfb5][flank]") {
  // Side A: one front unit and `a` flankers; side B: one front unit and `b` flankers.
  const auto contest = [](int a, int b) {
    auto c = make(side("A", 0, {unit("A", 10, 5)}), side("B", 0, {unit("B", 10, 5)}),
                  {fights(ref(0, 0), ref(1, 0)), fights(ref(1, 0), ref(0, 0))});
    for (int i = 0; i < a; ++i) {
      c.sides[0].units.push_back(unit("a", 5, 5));
      c.engagements.push_back(fights(ref(0, i + 1), ref(1, 0), facing::flank));
    }
    for (int i = 0; i < b; ++i) {
      c.sides[1].units.push_back(unit("b", 5, 5));
      c.engagements.push_back(fights(ref(1, i + 1), ref(0, 0), facing::flank));
    }
    return resolve<wfb5>(c);
  };
  CHECK(contest(2, 1).sides[0].total(bonus::flank) == 1);
  CHECK(contest(2, 1).sides[1].total(bonus::flank) == 0);
  CHECK(contest(2, 1).sides[1].was_denied(bonus::flank, reason::fewer_attackers));
  CHECK(contest(1, 1).sides[0].total(bonus::flank) == 0);
  CHECK(contest(1, 1).sides[1].total(bonus::flank) == 0);
  CHECK(contest(1, 1).sides[0].was_denied(bonus::flank, reason::equal_attackers));
  CHECK(contest(1, 0).sides[0].total(bonus::flank) == 1);
  // Two against two cancel out: each flanker is denied for that, and neither is said to have
  // been beaten to a bonus that nobody earned.
  const rankfile::combat_result two_each = contest(2, 2);
  CHECK(two_each.sides[0].total(bonus::flank) == 0);
  CHECK(!two_each.sides[0].was_denied(bonus::flank, reason::counted_once_per_side));
  int cancelled = 0;
  for (const rankfile::denial& d : two_each.sides[0].denied)
    if (d.kind == bonus::flank && d.why == reason::equal_attackers && d.a == 2 && d.b == 2)
      ++cancelled;
  CHECK(cancelled == 2);
  // Three against two: the first flanker earns it, and the others were counted once already.
  CHECK(contest(3, 2).sides[0].total(bonus::flank) == 1);
  CHECK(contest(3, 2).sides[0].was_denied(bonus::flank, reason::counted_once_per_side));
}

TEST_CASE("wfb5 high ground: the side whose highest unit is above every enemy unit",
          "[wfb5][high_ground]") {
  const auto at = [](int a, int b) {
    return resolve<wfb5>(make(side("A", 0, {unit("A", 1, 1).at_elevation(a)}),
                              side("B", 0, {unit("B", 1, 1).at_elevation(b)})));
  };
  CHECK(at(2, 1).sides[0].total(bonus::high_ground) == 1);
  CHECK(at(2, 1).sides[1].total(bonus::high_ground) == 0);
  CHECK(at(1, 1).sides[0].total(bonus::high_ground) == 0);
  CHECK(at(1, 1).sides[0].was_denied(bonus::high_ground, reason::not_higher));
  CHECK(at(0, 0).sides[0].denied.empty());
  // One enemy unit as high as our highest is enough to deny it.
  const auto multi =
      resolve<wfb5>(make(side("A", 0, {unit("A", 1, 1).at_elevation(2)}),
                         side("B", 0, {unit("B1", 1, 1), unit("B2", 1, 1).at_elevation(2)}),
                         {fights(ref(1, 0), ref(0, 0)), fights(ref(1, 1), ref(0, 0))}));
  CHECK(multi.sides[0].total(bonus::high_ground) == 0);
}

TEST_CASE("wfb5 overkill: +1 per excess wound - no cap - no charge bonus", "[wfb5][overkill]") {
  const auto r = resolve<wfb5>(
      make(side("A", 2, {unit("A", 5, 5).charging()}, 7), side("B", 0, {unit("B", 5, 5)})));
  CHECK(r.sides[0].total(bonus::overkill) == 7);
  CHECK(r.sides[0].total(bonus::charge) == 0);
  CHECK(r.sides[0].score == 9);
  CHECK(r.sides[0].denied.empty());
}

TEST_CASE("wfb5 ties are draws - musicians or not - a wiped-out side loses", "[wfb5][outcome]") {
  constexpr auto tie = resolve<wfb5>(
      make(side("A", 2, {unit("A", 5, 5).with_musician()}), side("B", 2, {unit("B", 5, 5)})));
  STATIC_REQUIRE(!tie.winner.has_value());
  STATIC_REQUIRE(tie.margin == 0);
  CHECK(tie.decided_by == decision::draw);
  CHECK(tie.sides[0].score == 2);

  constexpr auto wiped = resolve<wfb5>(
      make(side("A", 1, {unit("A", 5, 5).ends_with(0)}), side("B", 0, {unit("B", 5, 5)}), {}));
  STATIC_REQUIRE(wiped.winner == 1);
  CHECK(wiped.decided_by == decision::wipe_out);
  CHECK(wiped.margin == -1);  // the winner's score minus the loser's, as scored

  const auto both = resolve<wfb5>(make(side("A", 1, {unit("A", 5, 5).ends_with(0)}),
                                       side("B", 0, {unit("B", 5, 5).ends_with(0)})));
  CHECK(!both.winner.has_value());
  CHECK(both.decided_by == decision::wipe_out);  // a draw, decided by the wipe-out rule
}
