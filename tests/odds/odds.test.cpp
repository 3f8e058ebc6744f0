// The round-odds engine under The Old World (readings R1-R30, C1-C4 of
// shared/rules/round-odds-readings.md): single attacks through each rule, derived by hand in the
// comments and compared with exact fractions; a round's strike order, lost attacks and wounds;
// the combat result and break test handed to their engines; the whole combat; symmetry and sums.
#include <cmath>
#include <numeric>
#include <string>
#include <vector>

#include "rankfile/break_test/odds.hpp"
#include "rankfile/combat/resolve.hpp"
#include "rankfile/editions/tow.hpp"
#include "rankfile/odds/odds.hpp"
#include "rankfile/odds/validate.hpp"
#include "support/catch.hpp"
#include "support/odds_checks.hpp"

using namespace rankfile;
using test::at;
using test::fr;
using test::near;
using test::sum;

namespace {

using dice = rules::tow_round_dice;

// A unit of regular infantry, WS S T 3, W 1, I 3, A 1, Ld 7, no armour.
fight_side foot(std::string_view name, int models, int files) {
  return {.name = name, .troop = troop_type::regular_infantry, .models = models, .files = files};
}

// One model striking one model that does not strike back (A 0): the wounds side 0 inflicts are
// those of a single attack.
fight duel() {
  fight f{.sides = {{foot("A", 1, 1), foot("B", 1, 1)}}};
  f.sides[1].profile.a = 0;
  return f;
}

// The chance that side 0's single attack wounds (ordinary or Killing Blow), from the round.
double one_attack(const fight& f) {
  const round_odds r = odds_of_round<tow>(f);
  return 1.0 - at(r.wounds_inflicted[0], 0);
}

// The chances of side 0's first strike in the plan.
attack_chances plan_chances(const fight& f) {
  for (const strike& k : dice::plan(f).strikes)
    if (k.side == 0) return k.chances;
  return {};
}

void sums_to_one(const round_odds& r) {
  CHECK(near(r.wins[0] + r.wins[1] + r.draw, 1.0));
  CHECK(near(sum(r.margin), 1.0));
  CHECK(near(sum(r.wounds_joint.p), 1.0));
  for (side_index s = 0; s < 2; ++s) {
    CHECK(near(sum(r.wounds_inflicted[s]), 1.0));
    CHECK(near(sum(r.models_left[s]), 1.0));
    double outcomes = 0;
    for (double o : r.break_test[s].outcomes) outcomes += o;
    CHECK(near(outcomes, r.break_test[s].loses));
  }
}

}  // namespace

// ---- R1: the To Hit chart ----------------------------------------------------------------------

TEST_CASE("R1 To Hit chart: every cell of the rulebook's table", "[odds][R1]") {
  // The TOW chart (round-odds-matrix.md 3.2), row = attacker WS 1..10, column = target WS 1..10.
  constexpr int chart[10][10] = {{4, 4, 5, 5, 5, 5, 5, 5, 5, 5}, {3, 4, 4, 4, 5, 5, 5, 5, 5, 5},
                                 {2, 3, 4, 4, 4, 4, 5, 5, 5, 5}, {2, 3, 3, 4, 4, 4, 4, 4, 5, 5},
                                 {2, 2, 3, 3, 4, 4, 4, 4, 4, 4}, {2, 2, 3, 3, 3, 4, 4, 4, 4, 4},
                                 {2, 2, 2, 3, 3, 3, 4, 4, 4, 4}, {2, 2, 2, 3, 3, 3, 3, 4, 4, 4},
                                 {2, 2, 2, 2, 3, 3, 3, 3, 4, 4}, {2, 2, 2, 2, 3, 3, 3, 3, 3, 4}};
  for (int a = 1; a <= 10; ++a)
    for (int t = 1; t <= 10; ++t) CHECK(dice::to_hit(a, t) == chart[a - 1][t - 1]);
}

TEST_CASE("R1 single attacks: 4+, 3+, 2+ and 5+ to hit", "[odds][R1]") {
  fight f = duel();
  // WS3 against WS3: 4+ (1/2); S3 against T3: 4+ (1/2); no armour: 1/2 * 1/2 = 1/4.
  CHECK(near(one_attack(f), fr(1, 4)));
  CHECK(plan_chances(f).wound == fr(1, 4));
  // WS4 against WS3: 3+ (2/3), then 1/2: 1/3.
  f.sides[0].profile.ws = 4;
  CHECK(near(one_attack(f), fr(1, 3)));
  // WS7 against WS3: more than double, 2+ (5/6), then 1/2: 5/12.
  f.sides[0].profile.ws = 7;
  CHECK(near(one_attack(f), fr(5, 12)));
  // WS3 against WS7: the target more than double, 5+ (1/3), then 1/2: 1/6.
  f.sides[0].profile.ws = 3;
  f.sides[1].profile.ws = 7;
  CHECK(near(one_attack(f), fr(1, 6)));
}

// ---- R2, R3: To Wound ------------------------------------------------------------------------

TEST_CASE("R2 To Wound: the chart and the cannot-wound cells", "[odds][R2]") {
  // T - S <= -2: 2+, -1: 3+, 0: 4+, 1: 5+, 2 to 5: 6+, 6 or more: cannot (7).
  CHECK(dice::to_wound(5, 3) == 2);
  CHECK(dice::to_wound(10, 1) == 2);
  CHECK(dice::to_wound(4, 3) == 3);
  CHECK(dice::to_wound(3, 3) == 4);
  CHECK(dice::to_wound(3, 4) == 5);
  CHECK(dice::to_wound(3, 5) == 6);
  CHECK(dice::to_wound(3, 8) == 6);  // five below: still 6+
  CHECK(dice::to_wound(3, 9) == 7);  // six below: cannot wound
  CHECK(dice::to_wound(1, 7) == 7);
  fight f = duel();
  // S3 against T5: 6+ (1/6) after 1/2 to hit: 1/12.
  f.sides[1].profile.t = 5;
  CHECK(near(one_attack(f), fr(1, 12)));
  // S5 against T3: 2+ (5/6): 5/12.
  f.sides[1].profile.t = 3;
  f.sides[0].profile.s = 5;
  CHECK(near(one_attack(f), fr(5, 12)));
  // S3 against T9: cannot wound: never.
  f.sides[0].profile.s = 3;
  f.sides[1].profile.t = 9;
  CHECK(one_attack(f) == 0.0);
}

TEST_CASE("R3 a cannot-wound cell stays impossible with Poisoned Attacks", "[odds][R3][R9]") {
  fight f = duel();
  f.sides[0].special_rules.poisoned_attacks = true;
  f.sides[1].profile.t = 9;  // S3 against T9
  CHECK(dice::to_wound_poisoned(3, 9) == 7);
  CHECK(one_attack(f) == 0.0);
}

// ---- R4, R5, R6: saves ----------------------------------------------------------------------

TEST_CASE("R4 armour, shield and the caps", "[odds][R4]") {
  fight f = duel();
  f.sides[1].troop = troop_type::monstrous_infantry;  // no Parry
  f.sides[1].armour = 5;
  f.sides[1].shield = true;
  // 5+ with a shield: 4+, saves 1/2: 1/4 * 1/2 = 1/8.
  CHECK(near(one_attack(f), fr(1, 8)));
  // A great weapon needs two hands: no shield, 5+ saves 1/3: 1/4 * 2/3 = 1/6.
  f.sides[1].weapon = weapon::great_weapon;
  CHECK(near(one_attack(f), fr(1, 6)));
  // Infantry armour is 2+ at best: armour 1 counts as 2+, saves 5/6: 1/4 * 1/6 = 1/24.
  f.sides[1] = foot("B", 1, 1);
  f.sides[1].profile.a = 0;
  f.sides[1].armour = 1;
  CHECK(near(one_attack(f), fr(1, 24)));
  // A monster's best is 3+: armour 2 counts as 3+, saves 2/3: 1/4 * 1/3 = 1/12.
  f.sides[1].troop = troop_type::monster;
  f.sides[1].armour = 2;
  CHECK(near(one_attack(f), fr(1, 12)));
}

TEST_CASE("R5 Parry: hand weapon and shield, +1 more, to 3+ at best", "[odds][R5]") {
  fight f = duel();
  f.sides[1].armour = 5;
  f.sides[1].shield = true;
  // Regular infantry: 5+, shield 4+, Parry 3+: saves 2/3: 1/4 * 1/3 = 1/12.
  CHECK(near(one_attack(f), fr(1, 12)));
  CHECK(dice::armour_value(f.sides[1], false) == 3);
  // Heavy infantry parries too.
  f.sides[1].troop = troop_type::heavy_infantry;
  CHECK(near(one_attack(f), fr(1, 12)));
  // Armour 4 and a shield: 3+ already, Parry adds nothing (3+ at most): still 1/12.
  f.sides[1].armour = 4;
  CHECK(dice::armour_value(f.sides[1], false) == 3);
  CHECK(near(one_attack(f), fr(1, 12)));
  // Armour 3 and a shield: 2+, Parry adds nothing: saves 5/6: 1/4 * 1/6 = 1/24.
  f.sides[1].armour = 3;
  CHECK(near(one_attack(f), fr(1, 24)));
  // With a halberd, no shield and no Parry: armour 5 alone saves 1/3: 1/4 * 2/3 = 1/6.
  f.sides[1].armour = 5;
  f.sides[1].weapon = weapon::halberd;
  CHECK(near(one_attack(f), fr(1, 6)));
}

TEST_CASE("R6 ward save after armour", "[odds][R6]") {
  fight f = duel();
  f.sides[1].armour = 5;  // 5+: fails 2/3
  f.sides[1].ward = 5;    // 5+: fails 2/3
  // 1/4 * 2/3 * 2/3 = 1/9.
  CHECK(near(one_attack(f), fr(1, 9)));
}

TEST_CASE("R7 regeneration: the Wound still counts, the model may live", "[odds][R7][R20]") {
  fight f = duel();
  f.sides[1].regeneration = 4;  // regenerates 1/2
  const round_odds r = odds_of_round<tow>(f);
  // An unsaved wound (1/4) counts for combat result whether regenerated or not.
  CHECK(near(at(r.wounds_inflicted[0], 1), fr(1, 4)));
  // The model is slain only when not regenerated: 1/4 * 1/2 = 1/8.
  CHECK(near(r.models_left[1][0], fr(1, 8)));
}

// ---- R8: Killing Blow -------------------------------------------------------------------------

TEST_CASE("R8 Killing Blow against a ward: all remaining Wounds", "[odds][R8][R6]") {
  fight f = duel();
  f.sides[0].special_rules.killing_blow = true;
  f.sides[1].profile.w = 3;
  f.sides[1].armour = 4;  // no shield: 4+
  f.sides[1].ward = 5;
  // To hit 1/2. A 4 or 5 To Wound (2/6): armour fails 1/2, ward fails 2/3: 1/9, one Wound.
  // A natural 6 (1/6): no armour, ward fails 2/3: 1/9, a Killing Blow: 3 Wounds.
  // So 1 Wound counted 1/2 * 1/9 = 1/18, 3 Wounds 1/18.
  const attack_chances c = plan_chances(f);
  CHECK(c.wound == fr(1, 18));
  CHECK(c.killing_blow == fr(1, 18));
  const round_odds r = odds_of_round<tow>(f);
  CHECK(near(at(r.wounds_inflicted[0], 1), fr(1, 18)));
  CHECK(near(at(r.wounds_inflicted[0], 3), fr(1, 18)));
  CHECK(near(r.models_left[1][0], fr(1, 18)));
  // A pre-damaged model (1 Wound lost) loses its 2 remaining: 2 counted.
  f.sides[1].wounds_lost = 1;
  const round_odds d = odds_of_round<tow>(f);
  CHECK(near(at(d.wounds_inflicted[0], 2), fr(1, 18)));
  CHECK(at(d.wounds_inflicted[0], 3) == 0.0);
}

TEST_CASE("R8 Killing Blow has no effect on a monster, nor does it stop regeneration there",
          "[odds][R8]") {
  fight f = duel();
  f.sides[0].special_rules.killing_blow = true;
  f.sides[1].troop = troop_type::monster;
  f.sides[1].profile.w = 3;
  f.sides[1].armour = 4;
  // An ordinary wound on 4, 5 or 6 (1/2), armour 4+ fails 1/2: 1/2 * 1/2 * 1/2 = 1/8, one Wound.
  const attack_chances c = plan_chances(f);
  CHECK(c.killing_blow == fr(0, 1));
  CHECK(c.wound == fr(1, 8));
  CHECK(near(at(odds_of_round<tow>(f).wounds_inflicted[0], 1), fr(1, 8)));
}

TEST_CASE("R8 Killing Blow ignores regeneration", "[odds][R8][R7]") {
  fight f = duel();
  f.sides[0].special_rules.killing_blow = true;
  f.sides[1].regeneration = 2;  // regenerates 5/6
  // Hit 1/2. A 4 or 5 (1/3): a wound, regenerated 5/6: the model dies 1/2 * 1/3 * 1/6 = 1/36.
  // A 6 (1/6): a Killing Blow, no regeneration: 1/2 * 1/6 = 1/12. Dies 1/36 + 3/36 = 1/9.
  CHECK(near(odds_of_round<tow>(f).models_left[1][0], fr(1, 9)));
}

// ---- R9, R10: Hatred and Poisoned --------------------------------------------------------------

TEST_CASE("R10 Hatred re-rolls failed hits in round 1 only", "[odds][R10]") {
  fight f = duel();
  f.sides[0].special_rules.hatred = true;
  // 4+ re-rolled: 1/2 + 1/2 * 1/2 = 3/4, then 1/2 To Wound: 3/8.
  CHECK(near(one_attack(f), fr(3, 8)));
  f.round.number = 2;  // no longer the first round: 1/4
  CHECK(near(one_attack(f), fr(1, 4)));
}

TEST_CASE("R9 Poisoned: the natural 6 is read on the final die after a Hatred re-roll",
          "[odds][R9][R10]") {
  fight f = duel();
  f.sides[0].special_rules.hatred = true;
  f.sides[0].special_rules.poisoned_attacks = true;
  f.sides[1].profile.t = 4;  // S3 against T4: 5+, poisoned 3+
  // Final die: a 6 first (1/6) or after a failed first roll (1/2 * 1/6): 1/4. A 4 or 5:
  // 2/6 + 1/2 * 2/6 = 1/2. To Wound: 5+ (1/3) after a 4 or 5, 3+ (2/3) after a 6.
  // 1/2 * 1/3 + 1/4 * 2/3 = 1/6 + 1/6 = 1/3.
  CHECK(plan_chances(f).wound == fr(1, 3));
  CHECK(near(one_attack(f), fr(1, 3)));
  // Without Hatred: 6 (1/6) * 2/3 + 4,5 (1/3) * 1/3 = 1/9 + 1/9 = 2/9.
  f.sides[0].special_rules.hatred = false;
  CHECK(near(one_attack(f), fr(2, 9)));
}

// ---- R11, R12: Armour Bane and weapons -------------------------------------------------------

TEST_CASE("R11 Armour Bane: the model's and the weapon's add up", "[odds][R11][R12]") {
  fight f = duel();
  f.sides[0].special_rules.armour_bane = 1;
  f.sides[0].weapon = weapon::halberd;  // S+1, AP -1 (not charging), Armour Bane (1)
  f.sides[1].troop = troop_type::heavy_infantry;
  f.sides[1].profile.t = 4;  // S4 against T4: 4+
  f.sides[1].armour = 4;     // no shield: 4+
  // Hit 1/2. A 4 or 5 (1/3): save 4+ with AP 1: 5+, fails 2/3. A 6 (1/6): AP 1 + Bane 2: 7+,
  // no save. 1/2 * (1/3 * 2/3 + 1/6) = 1/2 * 7/18 = 7/36.
  CHECK(near(one_attack(f), fr(7, 36)));
}

TEST_CASE("R12 great weapon: S+2, AP -2, Armour Bane (1), Strike Last", "[odds][R12]") {
  fight f = duel();
  f.sides[0].weapon = weapon::great_weapon;
  f.sides[1].profile.t = 4;  // S5 against T4: 3+
  f.sides[1].armour = 3;
  // Hit 1/2. 3, 4 or 5 (1/2): save 3+ with AP 2: 5+, fails 2/3. A 6 (1/6): 6+, fails 5/6.
  // 1/2 * (1/2 * 2/3 + 1/6 * 5/6) = 1/2 * 17/36 = 17/72.
  CHECK(near(one_attack(f), fr(17, 72)));
  for (const strike& k : dice::plan(f).strikes)
    if (k.side == 0) CHECK(k.initiative == 1);
}

TEST_CASE("R12 lance: only in a turn it charged", "[odds][R12]") {
  fight f = duel();
  f.sides[0].troop = troop_type::heavy_cavalry;
  f.sides[0].mount = fight_mount{.a = 0};
  f.sides[0].weapon = weapon::lance;
  f.sides[1].armour = 5;
  // Charging: S5 against T3: 2+ (5/6), save 5+ with AP 2: 7+, none. 1/2 * 5/6 = 5/12.
  f.round.charger = 0;
  CHECK(near(one_attack(f), fr(5, 12)));
  // Not charging: a hand weapon: 1/2 * 1/2 * (save 5+ fails 2/3) = 1/6.
  f.round.charger.reset();
  CHECK(near(one_attack(f), fr(1, 6)));
}

// ---- R13, R14: strike order -----------------------------------------------------------------

namespace {
// Two single models, each wounding with 1/4 an attack (WS, S, T 3, no armour).
fight pair_of_duellists() {
  return fight{.sides = {{foot("A", 1, 1), foot("B", 1, 1)}}};
}
}  // namespace

TEST_CASE("R14 equal Initiative strikes simultaneously", "[odds][R14]") {
  const round_odds r = odds_of_round<tow>(pair_of_duellists());
  // Both strike: each is slain 1/4, both 1/16.
  CHECK(near(r.wiped_out[0], fr(1, 4)));
  CHECK(near(r.wiped_out[1], fr(1, 4)));
  CHECK(near(r.both_wiped_out, fr(1, 16)));
  sums_to_one(r);
}

TEST_CASE("R13 Strike First and Strike Last", "[odds][R13][R18]") {
  fight f = pair_of_duellists();
  f.sides[0].special_rules.strike_first = true;
  f.sides[1].profile.i = 5;
  // A strikes at I10 first: B dies 1/4; A dies only if B lives: 3/4 * 1/4 = 3/16.
  round_odds r = odds_of_round<tow>(f);
  CHECK(near(r.wiped_out[1], fr(1, 4)));
  CHECK(near(r.wiped_out[0], fr(3, 16)));
  CHECK(r.both_wiped_out == 0.0);
  // Strike First and Strike Last cancel: I3 against I5, B first.
  f.sides[0].special_rules.strike_last = true;
  r = odds_of_round<tow>(f);
  CHECK(near(r.wiped_out[0], fr(1, 4)));
  CHECK(near(r.wiped_out[1], fr(3, 16)));
  // Strike Last alone on B (I5): I1, A (I3) first.
  f.sides[0].special_rules = {};
  f.sides[1].special_rules.strike_last = true;
  r = odds_of_round<tow>(f);
  CHECK(near(r.wiped_out[1], fr(1, 4)));
  CHECK(near(r.wiped_out[0], fr(3, 16)));
}

TEST_CASE("R13 charge: +1 I per full inch, +3 front, +4 flank, none when disordered",
          "[odds][R13]") {
  fight f = pair_of_duellists();
  f.sides[1].profile.i = 5;
  f.round.charger = 0;
  f.round.charge_inches = 2;  // I3 + 2 = 5: simultaneous with B
  CHECK(near(odds_of_round<tow>(f).both_wiped_out, fr(1, 16)));
  f.round.charge_inches = 7;  // +3 at most: I6, A first
  round_odds r = odds_of_round<tow>(f);
  CHECK(near(r.wiped_out[0], fr(3, 16)));
  CHECK(r.both_wiped_out == 0.0);
  f.sides[1].profile.i = 7;  // I6 against I7: B first
  CHECK(near(odds_of_round<tow>(f).wiped_out[1], fr(3, 16)));
  f.round.flanked = 1;  // a flank charge: +4, I7: simultaneous
  f.round.flank_fighting_models = 1;
  CHECK(near(odds_of_round<tow>(f).both_wiped_out, fr(1, 16)));
  f.round.disordered_charge = true;  // no bonus: I3 against I7, B first
  CHECK(near(odds_of_round<tow>(f).wiped_out[1], fr(3, 16)));
  // The cap of Initiative 10: I9 + 3 = 10, not 12.
  f = pair_of_duellists();
  f.sides[0].profile.i = 9;
  f.round.charger = 0;
  f.round.charge_inches = 5;
  for (const strike& k : dice::plan(f).strikes)
    if (k.side == 0) CHECK(k.initiative == 10);
}

TEST_CASE("R12 R13 thrusting spear: +1 I when charged to its front, not capped",
          "[odds][R12][R13]") {
  fight f = pair_of_duellists();
  f.sides[1].weapon = weapon::thrusting_spear;
  f.sides[1].profile.i = 10;
  f.round.charger = 0;
  for (const strike& k : dice::plan(f).strikes)
    if (k.side == 1) CHECK(k.initiative == 11);
}

// ---- R15-R18: who fights and lost attacks -------------------------------------------------------

TEST_CASE("R18 lost attacks: a model slain before its step does not strike", "[odds][R18]") {
  // A (1 model, I5) strikes first at B (2 models in contact, I3, A1 each); each attack 1/4.
  fight f{.sides = {{foot("A", 1, 1), foot("B", 2, 2)}}};
  f.sides[0].profile.i = 5;
  // B keeps 2 attacks with 3/4 (A missed), 1 with 1/4 (A slew one).
  // A dies: 1/4 * 1/4 + 3/4 * (1 - (3/4)^2) = 1/16 + 21/64 = 25/64.
  CHECK(near(odds_of_round<tow>(f).wiped_out[0], fr(25, 64)));
  // Simultaneous (I3 both): B always strikes twice: 1 - (3/4)^2 = 7/16.
  f.sides[0].profile.i = 3;
  CHECK(near(odds_of_round<tow>(f).wiped_out[0], fr(7, 16)));
}

TEST_CASE("R18 casualties take the models not in base contact first", "[odds][R15][R18]") {
  // B: 3 models in a rank of 3, only 1 in base contact, A 2 each: 2 + 1 + 1 = 4 attacks.
  fight f{.sides = {{foot("A", 5, 5), foot("B", 3, 3)}}};
  f.sides[1].profile.a = 2;
  f.sides[1].in_contact = 1;
  const round_plan p = dice::plan(f);
  for (const strike& k : p.strikes)
    if (k.side == 1) {
      CHECK(k.attacks_after(0) == 4);
      CHECK(k.attacks_after(1) == 3);  // a model not in contact falls first
      CHECK(k.attacks_after(2) == 2);
      CHECK(k.attacks_after(3) == 0);
    }
}

TEST_CASE("R16 Press of Battle: a second fighting rank in combat order, not when charging",
          "[odds][R16]") {
  // 10 models 5 wide (2 deep): 5 + 5 attacks against a block that does not strike back.
  fight f{.sides = {{foot("A", 10, 5), foot("B", 20, 5)}}};
  f.sides[1].profile.a = 0;
  const auto attacks = [](const fight& g) {
    for (const strike& k : dice::plan(g).strikes)
      if (k.side == 0) return k.attacks_after(0);
    return -1;
  };
  CHECK(attacks(f) == 10);
  // Expected wounds: 10 attacks of 1/4 each, against 20 models with one Wound: 10/4.
  CHECK(near(odds_of_round<tow>(f).expected.wounds_inflicted[0], 2.5));
  f.round.charger = 0;  // it charged: no Press of Battle
  CHECK(attacks(f) == 5);
  f.round.charger.reset();
  f.sides[0].files = 3;  // 3 wide, 4 deep: not in combat order
  CHECK(attacks(f) == 3);
  f.sides[0].files = 5;
  f.sides[0].troop = troop_type::monstrous_infantry;  // not regular or heavy infantry
  CHECK(attacks(f) == 5);
}

TEST_CASE("R17 supporting attacks with a thrusting spear, not in a turn it charged",
          "[odds][R17]") {
  // 15 spearmen 3 wide (5 deep, so not in combat order): front 3, supporting rank 3.
  fight f{.sides = {{foot("A", 15, 3), foot("B", 20, 5)}}};
  f.sides[0].weapon = weapon::thrusting_spear;
  const auto attacks = [](const fight& g) {
    for (const strike& k : dice::plan(g).strikes)
      if (k.side == 0) return k.attacks_after(0);
    return -1;
  };
  CHECK(attacks(f) == 6);
  // 25 models 5 wide, 5 deep: in combat order (5 >= 5): Press of Battle, then rank 3 supports.
  f.sides[0].models = 25;
  f.sides[0].files = 5;
  CHECK(attacks(f) == 15);
  f.round.charger = 0;  // charged: neither
  CHECK(attacks(f) == 5);
  f.round.charger = 1;  // charged by B: both, and +1 I
  CHECK(attacks(f) == 15);
}

TEST_CASE("R22 Frenzy, Furious Charge and Extra Attacks add to models in contact only",
          "[odds][R22]") {
  // 3 models in a rank of 3, 2 in contact: A1 each.
  fight f{.sides = {{foot("A", 3, 3), foot("B", 20, 5)}}};
  f.sides[0].in_contact = 2;
  f.sides[0].special_rules.frenzy = true;
  f.sides[0].special_rules.furious_charge = true;
  f.sides[0].weapon = weapon::additional_hand_weapon;
  const auto attacks = [](const fight& g) {
    for (const strike& k : dice::plan(g).strikes)
      if (k.side == 0) return k.attacks_after(0);
    return -1;
  };
  CHECK(attacks(f) == 2 * 2 + 1);  // not charging: A1 + 1 (weapon) in contact, 1 otherwise
  f.round.charger = 0;
  f.round.charge_inches = 2;  // Frenzy only
  CHECK(attacks(f) == 2 * 3 + 1);
  f.round.charge_inches = 3;  // and Furious Charge
  CHECK(attacks(f) == 2 * 4 + 1);
}

TEST_CASE("R21 a failed Fear test: -1 To Hit", "[odds][R21]") {
  fight f = duel();
  f.sides[1].models = 2;
  f.sides[1].files = 2;
  f.sides[1].special_rules.causes_fear = true;
  f.sides[0].fear_test_failed = true;
  REQUIRE(validate_fight<tow>(f).empty());
  // 4+ becomes 5+ (1/3), then 1/2: 1/6 a wound.
  CHECK(near(one_attack(f), fr(1, 6)));
}

// ---- R23: split profiles ------------------------------------------------------------------------

TEST_CASE("R23 cavalry: rider and mount strike at their own Initiative, hits use the rider's WS",
          "[odds][R23]") {
  fight f = duel();
  f.sides[0].troop = troop_type::heavy_cavalry;
  f.sides[0].profile = {.ws = 4, .s = 3, .t = 3, .w = 1, .i = 3, .a = 1, .ld = 8};
  f.sides[0].mount = fight_mount{.ws = 3, .s = 4, .i = 4, .a = 1};
  f.sides[1].profile.a = 1;
  f.sides[1].profile.ws = 4;
  f.sides[1].profile.i = 1;
  const round_plan p = dice::plan(f);
  // Mount first (I4): WS3 against WS4 4+ (1/2), S4 against T3 3+ (2/3): 1/3.
  // Rider (I3): WS4 against WS4 4+ (1/2), S3 against T3 (1/2): 1/4.
  // B (I1) hits the rider's WS4 with WS4: 4+.
  REQUIRE(p.strikes.size() == 3);
  CHECK(p.strikes[0].initiative == 4);
  CHECK(p.strikes[0].chances.wound == fr(1, 3));
  CHECK(p.strikes[1].chances.wound == fr(1, 4));
  CHECK(p.strikes[2].needs.to_hit == 4);
  // B survives both: 2/3 * 3/4 = 1/2.
  CHECK(near(odds_of_round<tow>(f).models_left[1][1], fr(1, 2)));
}

// ---- R28: Impact Hits and Stomps
// -----------------------------------------------------------------

TEST_CASE("R28 Impact Hits D3, only after a charge of 3 inches or more", "[odds][R28]") {
  fight f{.sides = {{foot("Ogre", 1, 1), foot("B", 5, 5)}}};
  f.sides[0].troop = troop_type::monstrous_infantry;
  f.sides[0].profile = {.ws = 3, .s = 4, .t = 4, .w = 3, .i = 2, .a = 0, .ld = 7};
  f.sides[0].special_rules.impact_hits = {.die = 3};
  f.sides[1].profile.a = 0;
  f.sides[1].profile.t = 4;
  f.round.charger = 0;
  f.round.charge_inches = 3;
  // D3 hits at S4 against T4, 4+ (1/2), no armour. None wound:
  // 1/3 * (1/2 + 1/4 + 1/8) = 7/24. All three: 1/3 * 1/8 = 1/24.
  round_odds r = odds_of_round<tow>(f);
  CHECK(near(r.wounds_inflicted[0][0], fr(7, 24)));
  CHECK(near(r.wounds_inflicted[0][3], fr(1, 24)));
  sums_to_one(r);
  f.round.charge_inches = 2;
  CHECK(odds_of_round<tow>(f).wounds_inflicted[0][0] == 1.0);
}

TEST_CASE("R28 Stomp Attacks come after every other attack", "[odds][R28][R14]") {
  // A monster (I1, A0, Stomp 2 at S5) against one model at I1 (A1, 1/4): the model strikes first.
  fight f{.sides = {{foot("Giant", 1, 1), foot("B", 1, 1)}}};
  f.sides[0].troop = troop_type::monster;
  f.sides[0].profile = {.ws = 3, .s = 5, .t = 3, .w = 1, .i = 1, .a = 0, .ld = 7};
  f.sides[0].special_rules.stomp_attacks = {.fixed = 2};
  f.sides[1].profile.i = 1;
  f.sides[1].armour = 4;
  // Each stomp: S5 against T3 2+ (5/6), armour 4+ fails 1/2: 5/12. B lives through both:
  // (7/12)^2 = 49/144. B slays the giant first with 1/4; it then stomps with 3/4.
  const round_odds r = odds_of_round<tow>(f);
  CHECK(near(r.wiped_out[0], fr(1, 4)));
  CHECK(near(r.models_left[1][1], fr(1, 4) + fr(3, 4) * fr(49, 144)));
}

// ---- R19, R20: multi-wound models ---------------------------------------------------------------

TEST_CASE("R19 wounds one at a time, the excess over a model is lost", "[odds][R19][R20]") {
  // Two attacks (A2) at a single model with 1 Wound left of 3: the second wound finds nobody.
  fight f = duel();
  f.sides[0].profile.a = 2;
  f.sides[1].profile.w = 3;
  f.sides[1].wounds_lost = 2;
  const round_odds r = odds_of_round<tow>(f);
  // At least one of two 1/4 attacks: 1 - (3/4)^2 = 7/16, and never 2 counted.
  CHECK(near(at(r.wounds_inflicted[0], 1), fr(7, 16)));
  CHECK(at(r.wounds_inflicted[0], 2) == 0.0);
  // Two models of W2, one with 1 lost: two wounds slay it and damage the next.
  fight g = duel();
  g.sides[0].profile.a = 2;
  g.sides[0].profile.s = 10;  // 2+ to wound: 5/6; hits 1/2: 5/12 an attack
  g.sides[1] = foot("B", 2, 2);
  g.sides[1].profile.a = 0;
  g.sides[1].profile.w = 2;
  g.sides[1].wounds_lost = 1;
  const round_odds q = odds_of_round<tow>(g);
  // Two wounds (25/144): one model left; one wound (2 * 5/12 * 7/12 = 70/144): one left.
  CHECK(near(q.models_left[1][1], fr(95, 144)));
  CHECK(near(q.models_left[1][2], fr(49, 144)));
}

// ---- R24, R25: combat result and break test from their engines ---------------------------------

TEST_CASE("R25 the combat result and the break test are the engines' own", "[odds][R25]") {
  // Neither side can wound (S1 against T7): the round is decided by the static bonuses alone.
  fight f{.sides = {{foot("A", 15, 5), foot("B", 5, 5)}}};
  for (fight_side& s : f.sides) {
    s.profile.s = 1;
    s.profile.t = 7;
  }
  f.sides[0].standard = true;
  f.sides[1].profile.ld = 7;
  const round_odds r = odds_of_round<tow>(f);
  // The same state, handed to the engines by hand.
  combat c;
  c.sides[0].name = "A";
  c.sides[1].name = "B";
  combat_unit a = block("A", 15, 5);
  a.troop = troop_type::regular_infantry;
  a.standard = true;
  combat_unit b = block("B", 5, 5);
  b.troop = troop_type::regular_infantry;
  c.sides[0].units.push_back(a);
  c.sides[1].units.push_back(b);
  const combat_tally t = tally<tow>(c);
  REQUIRE(t.winner == side_index{0});
  CHECK(r.wins[0] == 1.0);
  CHECK(r.margin_lowest == t.sides[0].score - t.sides[1].score);
  const break_result br =
      break_odds<tow>(break_test_from<tow>(c, t, unit_ref{1, 0}, break_test{.leadership = 7}));
  CHECK(r.break_test[1].loses == 1.0);
  for (const break_outcome o : {break_outcome::hold, break_outcome::breaks,
                                break_outcome::give_ground, break_outcome::fall_back_in_good_order})
    CHECK(near(r.break_test[1].of(o), br.of(o)));
  CHECK(r.break_test[0].loses == 0.0);
  sums_to_one(r);
}

// ---- Sums and symmetry --------------------------------------------------------------------------

namespace {
std::vector<fight> assorted() {
  std::vector<fight> out;
  fight f{.sides = {{foot("Spearmen", 25, 5), foot("Swordsmen", 20, 5)}}};
  f.sides[0].weapon = weapon::thrusting_spear;
  f.sides[0].shield = true;
  f.sides[0].armour = 6;
  f.sides[1].profile.ws = 4;
  f.sides[1].profile.i = 4;
  f.sides[1].shield = true;
  f.sides[1].armour = 5;
  f.sides[1].standard = true;
  f.sides[1].musician = true;
  f.round.charger = 1;
  f.round.charge_inches = 4;
  out.push_back(f);
  fight g{.sides = {{foot("Ogres", 4, 2), foot("Halberdiers", 12, 4)}}};
  g.sides[0].troop = troop_type::monstrous_infantry;
  g.sides[0].profile = {.ws = 3, .s = 4, .t = 4, .w = 3, .i = 2, .a = 3, .ld = 7};
  g.sides[0].special_rules.impact_hits = {.die = 3};
  g.sides[0].special_rules.stomp_attacks = {.fixed = 1};
  g.sides[0].regeneration = 5;
  g.sides[0].wounds_lost = 1;
  g.sides[1].weapon = weapon::halberd;
  g.sides[1].special_rules.hatred = true;
  g.sides[1].armour = 5;
  g.round.charger = 0;
  g.round.charge_inches = 5;
  out.push_back(g);
  fight h{.sides = {{foot("Knights", 5, 5), foot("Elves", 16, 4)}}};
  h.sides[0].troop = troop_type::heavy_cavalry;
  h.sides[0].profile = {.ws = 4, .s = 4, .t = 3, .w = 1, .i = 3, .a = 1, .ld = 8};
  h.sides[0].mount = fight_mount{.ws = 3, .s = 3, .i = 3, .a = 1};
  h.sides[0].weapon = weapon::lance;
  h.sides[0].armour = 3;
  h.sides[0].shield = true;
  h.sides[1].special_rules.killing_blow = true;
  h.sides[1].special_rules.poisoned_attacks = true;
  h.sides[1].ward = 6;
  h.round.charger = 0;
  h.round.charge_inches = 6;
  h.round.high_ground = 0;
  out.push_back(h);
  return out;
}
}  // namespace

TEST_CASE("every distribution sums to 1, the mirrored fight swaps the answer", "[odds]") {
  for (const fight& f : assorted()) {
    INFO(std::string(f.sides[0].name.view()));
    REQUIRE(validate_fight<tow>(f).empty());
    const round_odds r = odds_of_round<tow>(f);
    sums_to_one(r);
    const round_odds m = odds_of_round<tow>(mirrored(f));
    CHECK(near(r.wins[0], m.wins[1]));
    CHECK(near(r.wins[1], m.wins[0]));
    CHECK(near(r.draw, m.draw));
    CHECK(r.margin.size() == m.margin.size());
    for (std::size_t i = 0; i < r.margin.size() && i < m.margin.size(); ++i)
      CHECK(near(r.margin[i], m.margin[m.margin.size() - 1 - i]));
    for (side_index s = 0; s < 2; ++s) {
      const side_index o = opponent(s);
      CHECK(r.wounds_inflicted[s].size() == m.wounds_inflicted[o].size());
      for (std::size_t i = 0; i < r.wounds_inflicted[s].size(); ++i)
        CHECK(near(r.wounds_inflicted[s][i], at(m.wounds_inflicted[o], i)));
      for (std::size_t i = 0; i < r.models_left[s].size(); ++i)
        CHECK(near(r.models_left[s][i], at(m.models_left[o], i)));
      CHECK(near(r.break_test[s].loses, m.break_test[o].loses));
      for (std::size_t k = 0; k < 4; ++k)
        CHECK(near(r.break_test[s].outcomes[k], m.break_test[o].outcomes[k]));
    }
    for (std::size_t a = 0; a < r.wounds_joint.rows(); ++a)
      for (std::size_t b = 0; b < r.wounds_joint.columns; ++b)
        CHECK(near(r.wounds_joint.at(a, b), m.wounds_joint.at(b, a)));
  }
}

// ---- The engine in the engine list
// ----------------------------------------------------------------

#include "rankfile/editions/wfb8.hpp"
#include "rankfile/engines.hpp"

// The Old World and the rule sets derived from it have round dice, and so has 8th edition.
static_assert(RoundOddsRules<tow>);
static_assert(RoundOddsRules<tow_original>);
static_assert(RoundOddsRules<wfb8>);
static_assert(round_odds_engine::serves<tow> && round_odds_engine::serves<wfb8>);
static_assert(rules::RoundDice<rules::wfb8_round_dice>);
static_assert(rules::RoundDice<rules::tow_round_dice>);
static_assert(!rules::RoundDice<rules::tow_troop_types>, "a troop-type component plans no round");
