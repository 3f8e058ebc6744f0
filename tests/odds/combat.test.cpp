// The whole combat (C1-C4): rounds played on from each surviving state until a break, a wipe-out
// or the round limit, each derived by hand.
#include <cmath>
#include <string>
#include <vector>

#include "rankfile/break_test/odds.hpp"
#include "rankfile/combat/resolve.hpp"
#include "rankfile/editions/tow.hpp"
#include "rankfile/odds/odds.hpp"
#include "rankfile/odds/validate.hpp"
#include "support/catch.hpp"

using namespace rankfile;

namespace {

bool near(double x, double y) {
  return std::abs(x - y) < 1e-12;
}

fight_side foot(std::string_view name, int models, int files) {
  return {.name = name, .troop = troop_type::regular_infantry, .models = models, .files = files};
}

double total(const combat_odds& c) {
  double t = c.undecided;
  for (const combat_round_end& e : c.rounds)
    t += e.breaks[0] + e.breaks[1] + e.wiped_out[0] + e.wiped_out[1] + e.both_wiped_out;
  return t;
}

}  // namespace

TEST_CASE("C1 C3 two duellists: a wipe-out ends it, a draw fights on", "[odds][combat]") {
  // Each strikes once at I3 with 1/4 a round, simultaneously. A round: both slain 1/16, one
  // alone 3/16 each, neither 9/16 (a draw: 0 to 0, nothing else counts): the next round.
  const fight f{.sides = {{foot("A", 1, 1), foot("B", 1, 1)}}};
  const combat_odds c = odds_of_combat<tow>(f, 4);
  REQUIRE(c.rounds.size() == 4);
  double going = 1;
  for (const combat_round_end& e : c.rounds) {
    CHECK(near(e.both_wiped_out, going / 16));
    CHECK(near(e.wiped_out[0], going * 3 / 16));
    CHECK(near(e.wiped_out[1], going * 3 / 16));
    CHECK(e.breaks[0] == 0.0);
    going *= 9.0 / 16;
  }
  CHECK(near(c.undecided, going));
  CHECK(near(total(c), 1.0));
  CHECK(c.first == odds_of_round<tow>(f));
}

TEST_CASE("C3 the loser tests every round: a break ends it, the other outcomes fight on",
          "[odds][combat][R25]") {
  // Neither side can wound (S1 against T7): A wins every round by its ranks, standard and close
  // order; B's chance to break, b, is the break-test engine's; it breaks in round k with
  // (1 - b)^(k-1) b.
  fight f{.sides = {{foot("A", 15, 5), foot("B", 5, 5)}}};
  for (fight_side& s : f.sides) {
    s.profile.s = 1;
    s.profile.t = 7;
  }
  f.sides[0].standard = true;
  const round_odds first = odds_of_round<tow>(f);
  REQUIRE(first.wins[0] == 1.0);
  const double b = first.break_test[1].of(break_outcome::breaks);
  REQUIRE(b > 0.0);
  REQUIRE(b < 1.0);
  const combat_odds c = odds_of_combat<tow>(f, 6);
  double going = 1;
  for (const combat_round_end& e : c.rounds) {
    CHECK(near(e.breaks[1], going * b));
    CHECK(e.breaks[0] == 0.0);
    going *= 1 - b;
  }
  CHECK(near(c.undecided, going));
  CHECK(near(total(c), 1.0));
}

TEST_CASE("C2 Hatred in the first round only, no charge effects after it", "[odds][combat]") {
  // A re-rolls its misses in round 1 only: B (A 0) is slain with 3/8 in round 1, then 1/4 a
  // round. Neither scores otherwise, so rounds without a wound are draws.
  fight f{.sides = {{foot("A", 1, 1), foot("B", 1, 1)}}};
  f.sides[0].special_rules.hatred = true;
  f.sides[1].profile.a = 0;
  const combat_odds c = odds_of_combat<tow>(f, 3);
  CHECK(near(c.rounds[0].wiped_out[1], 3.0 / 8));
  CHECK(near(c.rounds[1].wiped_out[1], 5.0 / 8 * 1 / 4));
  CHECK(near(c.rounds[2].wiped_out[1], 5.0 / 8 * 3 / 4 * 1 / 4));
  // Impact Hits come with the charge only: an ogre (A 0, 1 impact hit at S4 against T4, 1/2)
  // can slay B in round 1 and never after.
  fight g{.sides = {{foot("Ogre", 1, 1), foot("B", 1, 1)}}};
  g.sides[0].troop = troop_type::monstrous_infantry;
  g.sides[0].profile = {.ws = 3, .s = 4, .t = 4, .w = 3, .i = 2, .a = 0, .ld = 7};
  g.sides[0].special_rules.impact_hits = {.fixed = 1};
  g.sides[1].profile.a = 0;
  g.sides[1].profile.t = 4;
  g.round.charger = 0;
  g.round.charge_inches = 4;
  REQUIRE(validate_fight<tow>(g).empty());
  const combat_odds d = odds_of_combat<tow>(g, 3);
  CHECK(near(d.rounds[0].wiped_out[1], 0.5));
  CHECK(d.rounds[1].wiped_out[1] == 0.0);
  CHECK(near(d.undecided, 0.5));
}

TEST_CASE("C1 Wounds carry over on the damaged model", "[odds][combat][R19]") {
  // A (A1, S10: 2+ To Wound, 5/12 a round) against one model of W2 that does not strike back:
  // it dies in the round of the second wound: round 1 never, round 2 (5/12)^2. B is Unbreakable
  // (it gives ground when it loses, and fights on).
  fight f{.sides = {{foot("A", 1, 1), foot("B", 1, 1)}}};
  f.sides[1].special_rules.unbreakable = true;
  f.sides[0].profile.s = 10;
  f.sides[1].profile.a = 0;
  f.sides[1].profile.w = 2;
  const combat_odds c = odds_of_combat<tow>(f, 2);
  CHECK(c.rounds[0].wiped_out[1] == 0.0);
  CHECK(near(c.rounds[1].wiped_out[1], 25.0 / 144));
  CHECK(near(total(c), 1.0));
}

TEST_CASE("a whole combat of blocks: sums to 1 and mirrors", "[odds][combat]") {
  fight f{.sides = {{foot("Spearmen", 20, 5), foot("Swordsmen", 15, 5)}}};
  f.sides[0].weapon = weapon::thrusting_spear;
  f.sides[0].armour = 6;
  f.sides[0].shield = true;
  f.sides[1].profile.ws = 4;
  f.sides[1].armour = 5;
  f.sides[1].shield = true;
  f.sides[1].standard = true;
  f.round.charger = 1;
  f.round.charge_inches = 5;
  REQUIRE(validate_fight<tow>(f).empty());
  const combat_odds c = odds_of_combat<tow>(f, 6);
  const combat_odds m = odds_of_combat<tow>(mirrored(f), 6);
  CHECK(near(total(c), 1.0));
  CHECK(c.peak_states > 0);
  for (std::size_t k = 0; k < c.rounds.size(); ++k)
    for (side_index s = 0; s < 2; ++s) {
      CHECK(near(c.rounds[k].breaks[s], m.rounds[k].breaks[opponent(s)]));
      CHECK(near(c.rounds[k].wiped_out[s], m.rounds[k].wiped_out[opponent(s)]));
    }
  CHECK(near(c.undecided, m.undecided));
}

namespace {

// The Old World without its claim that rounds 2 on plan alike: the whole combat then compares
// each later round's plan with those already played from its state.
struct tow_plans_compared : tow {
  struct round_dice : rules::tow_round_dice {
    static constexpr int plans_alike_from = 0;
  };
};

// Fights whose plans could depend on the round: Hatred, Strike First, Impact Hits, a charge,
// multi-Wound models with regeneration, a flank.
std::vector<fight> round_sensitive_fights() {
  std::vector<fight> out;
  fight a{.sides = {{foot("Haters", 12, 4), foot("Guards", 10, 5)}}};
  a.sides[0].special_rules.hatred = true;
  a.sides[1].special_rules.strike_first = true;
  a.sides[1].armour = 5;
  a.sides[1].shield = true;
  a.round.charger = 0;
  a.round.charge_inches = 5;
  out.push_back(a);
  fight b{.sides = {{foot("Ogres", 4, 2), foot("Trolls", 4, 2)}}};
  for (fight_side& s : b.sides) {
    s.troop = troop_type::monstrous_infantry;
    s.profile = {.ws = 3, .s = 4, .t = 4, .w = 3, .i = 2, .a = 2, .ld = 7};
  }
  b.sides[0].special_rules.impact_hits = {.die = 3};
  b.sides[0].special_rules.hatred = true;
  b.sides[1].regeneration = 4;
  b.sides[1].wounds_lost = 1;
  b.round.charger = 0;
  b.round.charge_inches = 4;
  out.push_back(b);
  fight c{.sides = {{foot("Spearmen", 15, 5), foot("Swordsmen", 10, 5)}}};
  c.sides[0].weapon = weapon::thrusting_spear;
  c.sides[1].special_rules.hatred = true;
  c.round.flanked = 0;
  c.round.arc = facing::flank;
  c.round.flank_fighting_models = 2;
  out.push_back(c);
  return out;
}

}  // namespace

TEST_CASE("The Old World plans rounds 2 on alike: only round 1 keys on the number (R10)",
          "[odds][combat]") {
  static_assert(detail::odds::plans_alike_from<rules::tow_round_dice>() == 2);
  static_assert(detail::odds::plans_alike_from<tow_plans_compared::round_dice>() == 0);
  for (fight f : round_sensitive_fights()) {
    REQUIRE(validate_fight<tow>(f).empty());
    f.round.number = 1;
    const round_plan first = rules::tow_round_dice::plan(f);
    f.round.number = 2;
    const round_plan second = rules::tow_round_dice::plan(f);
    CHECK_FALSE(first == second);  // Hatred: the number does matter in round 1
    for (int n = 3; n <= max_fight_rounds; ++n) {
      f.round.number = n;
      CHECK(rules::tow_round_dice::plan(f) == second);
    }
  }
}

TEST_CASE("a whole combat is the same whether later rounds' plans are compared or alike by rule",
          "[odds][combat]") {
  for (const fight& f : round_sensitive_fights()) {
    const combat_odds by_rule = odds_of_combat<tow>(f, 6);
    const combat_odds compared = odds_of_combat<tow_plans_compared>(f, 6);
    CHECK(near(total(by_rule), 1.0));
    for (std::size_t k = 0; k < by_rule.rounds.size(); ++k)
      for (side_index s = 0; s < 2; ++s) {
        CHECK(near(by_rule.rounds[k].breaks[s], compared.rounds[k].breaks[s]));
        CHECK(near(by_rule.rounds[k].wiped_out[s], compared.rounds[k].wiped_out[s]));
      }
    CHECK(near(by_rule.undecided, compared.undecided));
  }
}
