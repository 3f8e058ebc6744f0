// The round-odds engine under Battleaxe: Fantasy Generals (readings BX-1 to BX-16,
// docs/rule-sets/battleaxe.md "Round odds"): 8th edition's structure
// (rankfile/odds/eighth_dice.hpp) with Battleaxe's differences. Single attacks and small rounds
// derived by hand in the comments and compared with exact fractions, each naming its reading; what
// Battleaxe refuses.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "rankfile/editions/battleaxe.hpp"
#include "rankfile/editions/wfb8.hpp"
#include "rankfile/odds/engine.hpp"
#include "rankfile/odds/explain.hpp"
#include "rankfile/odds/odds.hpp"
#include "rankfile/odds/validate.hpp"
#include "support/catch.hpp"
#include "support/odds_checks.hpp"

using namespace rankfile;

static_assert(RoundOddsRules<battleaxe>);
static_assert(round_odds_engine::serves<battleaxe>);
static_assert(std::same_as<battleaxe::round_dice, rules::battleaxe_round_dice>);
// Every 8th edition reading E8-1 to E8-22 is taken by a Battleaxe reading BX-1 to BX-16.
static_assert(std::all_of(rules::battleaxe_readings::of_eighth.begin(),
                          rules::battleaxe_readings::of_eighth.end(),
                          [](const auto& r) { return r.bx >= 1 && r.bx <= 16; }));

using namespace test;

TEST_CASE("BX-1 BX-2 as E8-1 and E8-2: a plain attack 1/4, S3 against T7 on 6s",
          "[odds][battleaxe][BX-1][BX-2]") {
  fight f = duel();
  // 4+ To Hit (1/2), 4+ To Wound (1/2).
  CHECK(near(one_attack<battleaxe>(f), fr(1, 4)));
  f.sides[1].profile.t = 7;
  // No cannot-wound cell: 1/2 * 1/6.
  CHECK(near(one_attack<battleaxe>(f), fr(1, 12)));
  f.sides[0].profile.ws = 4;  // higher Combat Skill: 3+
  CHECK(first_strike<battleaxe>(f).needs.to_hit == 3);
}

TEST_CASE("BX-10 two Always Strikes Last elements strike by Initiative, not at once as in wfb8",
          "[odds][battleaxe][BX-10]") {
  // Two single models with great weapons (ASL, S5 against T3: 2+ To Wound, 5/6).
  fight f{.sides = {{foot("A", 1, 1), foot("B", 1, 1)}}};
  f.sides[0].weapon = weapon::great_weapon;
  f.sides[1].weapon = weapon::great_weapon;
  // Equal Initiative: at once, no re-roll; each slays on 1/2 * 5/6 = 5/12: both 25/144, in
  // Battleaxe as in wfb8.
  CHECK(near(odds_of_round<battleaxe>(f).both_wiped_out, fr(25, 144)));
  CHECK(near(odds_of_round<wfb8>(f).both_wiped_out, fr(25, 144)));
  // A at I4, B at I3. wfb8: every ASL at once, still 25/144 both.
  f.sides[0].profile.i = 4;
  CHECK(near(odds_of_round<wfb8>(f).both_wiped_out, fr(25, 144)));
  // Battleaxe: A first; and B is an ASL element slower than A, so A re-rolls misses against it
  // (BX-10): 3/4 * 5/6 = 5/8. B strikes only if it lives (3/8), without a re-roll (A is not
  // slower): 5/12. B wiped out 5/8, A 3/8 * 5/12 = 5/32, never both.
  const round_odds r = odds_of_round<battleaxe>(f);
  CHECK(near(r.both_wiped_out, fr(0, 1)));
  CHECK(near(r.wiped_out[1], fr(5, 8)));
  CHECK(near(r.wiped_out[0], fr(5, 32)));
  const round_plan p = battleaxe::round_dice::plan(f);
  REQUIRE(p.strikes.size() == 2);
  CHECK(p.strikes[0].side == 0);
  CHECK(p.strikes[1].side == 1);
  // Both still after every Initiative step: a hand weapon at I1 strikes before either.
  CHECK(p.strikes[0].order < 1);
}

TEST_CASE("BX-10 an ASL element slower than its enemy is hit with misses re-rolled",
          "[odds][battleaxe][BX-10]") {
  fight f = duel();
  f.sides[0].profile.i = 4;
  f.sides[1].weapon = weapon::great_weapon;  // B Always Strikes Last at I3
  // A re-rolls its 4+ To Hit: 3/4, then 4+ To Wound: 3/8 (wfb8: 1/4).
  CHECK(near(one_attack<battleaxe>(f), fr(3, 8)));
  CHECK(near(one_attack<wfb8>(f), fr(1, 4)));
  CHECK(first_strike<battleaxe>(f).needs.hit_rerolled);
  // The rule Strike Last, not only the great weapon.
  f.sides[1].weapon = weapon::hand_weapon;
  f.sides[1].special_rules.strike_last = true;
  CHECK(near(one_attack<battleaxe>(f), fr(3, 8)));
}

TEST_CASE("BX-10 no ASL re-roll at equal or higher Initiative, nor when ASF and ASL cancel",
          "[odds][battleaxe][BX-10]") {
  fight f = duel();
  f.sides[1].special_rules.strike_last = true;
  // I3 against I3: not lower, 1/4.
  CHECK(near(one_attack<battleaxe>(f), fr(1, 4)));
  f.sides[1].profile.i = 5;  // the ASL element quicker: 1/4
  CHECK(near(one_attack<battleaxe>(f), fr(1, 4)));
  // Slower, but ASF and ASL on one element cancel: no ASL, no re-roll.
  f.sides[1].profile.i = 2;
  f.sides[1].special_rules.strike_first = true;
  CHECK(near(one_attack<battleaxe>(f), fr(1, 4)));
  CHECK(!first_strike<battleaxe>(f).needs.hit_rerolled);
  // Not slower than an ASL attacker either: the attacker's own ASL gives it nothing.
  fight g = duel();
  g.sides[0].special_rules.strike_last = true;
  g.sides[0].profile.i = 1;
  CHECK(near(one_attack<battleaxe>(g), fr(1, 4)));
}

TEST_CASE("BX-10 BX-8 one re-roll at most: Hatred and a slower ASL enemy re-roll once",
          "[odds][battleaxe][BX-10][BX-8]") {
  fight f = duel();
  f.sides[0].special_rules.hatred = true;
  // Hatred in round 1 alone: 3/4 * 1/2 = 3/8 (BX-8 as E8-10).
  CHECK(near(one_attack<battleaxe>(f), fr(3, 8)));
  f.sides[0].profile.i = 4;
  f.sides[1].special_rules.strike_last = true;
  // With the ASL re-roll as well: still one re-roll, 3/8.
  CHECK(near(one_attack<battleaxe>(f), fr(3, 8)));
  // Round 2: no Hatred, the ASL re-roll alone, 3/8 again.
  f.round.number = 2;
  CHECK(near(one_attack<battleaxe>(f), fr(3, 8)));
}

TEST_CASE("BX-6 Killing Blow against a monster: 1 wound with no armour save, the ward taken",
          "[odds][battleaxe][BX-6]") {
  fight f = duel();
  f.sides[1].troop = troop_type::monster;
  f.sides[1].profile.w = 3;
  f.sides[1].armour = 4;
  f.sides[1].ward = 5;
  f.sides[0].special_rules.killing_blow = true;
  // Hit 1/2. A 4 or 5 To Wound (2/6): armour 4+ fails 1/2, ward 5+ fails 2/3: 1/9. A 6 (1/6): no
  // armour, the ward fails 2/3: 1/9. One wound: 1/2 * 2/9 = 1/9, never a Killing Blow.
  const strike k = first_strike<battleaxe>(f);
  CHECK(k.chances.wound == fr(1, 9));
  CHECK(k.chances.killing_blow == fr(0, 1));
  CHECK(k.needs.armour_on_six == 7);
  const round_odds r = odds_of_round<battleaxe>(f);
  CHECK(near(at(r.wounds_inflicted[0], 1), fr(1, 9)));
  CHECK(near(at(r.wounds_inflicted[0], 3), fr(0, 1)));
  // wfb8: an ordinary wound, armour taken: 1/2 * 1/2 * 1/2 * 2/3 = 1/12.
  CHECK(first_strike<wfb8>(f).chances.wound == fr(1, 12));
  // No ward: 1/2 * (2/6 * 1/2 + 1/6) = 1/6.
  f.sides[1].ward = 7;
  CHECK(first_strike<battleaxe>(f).chances.wound == fr(1, 6));
}

TEST_CASE("BX-6 Killing Blow against monstrous infantry: 1 wound through armour, parry taken",
          "[odds][battleaxe][BX-6][BX-4]") {
  fight f = duel();
  f.sides[1].troop = troop_type::monstrous_infantry;
  f.sides[1].profile.w = 3;
  f.sides[1].armour = 5;
  f.sides[1].shield = true;  // 4+ armour, and the 6+ parry (BX-4 as E8-5)
  f.sides[0].special_rules.killing_blow = true;
  // Hit 1/2. 4 or 5 (2/6): armour 4+ fails 1/2, parry fails 5/6: 5/36. 6 (1/6): parry only,
  // fails 5/6: 5/36. 1/2 * 10/36 = 5/36.
  CHECK(first_strike<battleaxe>(f).chances.wound == fr(5, 36));
  CHECK(near(at(odds_of_round<battleaxe>(f).wounds_inflicted[0], 1), fr(5, 36)));
}

TEST_CASE("BX-6 Killing Blow against infantry as E8-8: slain, armour ignored, profile Wounds",
          "[odds][battleaxe][BX-6][BX-12]") {
  fight f = duel();
  f.sides[1].armour = 4;
  f.sides[0].special_rules.killing_blow = true;
  // Hit 1/2; 4 or 5 To Wound (2/6) then armour 4+ fails 1/2; a 6 slays: 1/2 * (1/6 + 1/6) = 1/6.
  CHECK(near(one_attack<battleaxe>(f), fr(1, 6)));
  // A model of 3 Wounds that lost 1: the Killing Blow counts its profile Wounds, 3 (BX-12 as
  // E8-16).
  f.sides[1].profile.w = 3;
  f.sides[1].wounds_lost = 1;
  const round_odds r = odds_of_round<battleaxe>(f);
  CHECK(near(at(r.wounds_inflicted[0], 3), fr(1, 12)));  // 1/2 * 1/6
  CHECK(near(at(r.wounds_inflicted[0], 1), fr(1, 12)));  // 1/2 * 2/6 * 1/2
  // Not when the attack wounds automatically (BX-6, BX-7): a natural 6 To Hit poisons.
  fight p = duel();
  p.sides[1].armour = 4;
  p.sides[0].special_rules.killing_blow = true;
  p.sides[0].special_rules.poisoned_attacks = true;
  // 4 or 5 To Hit (1/3): 4 or 5 To Wound (1/3) then armour (1/2), a 6 (1/6) slays; a 6 To Hit
  // (1/6) wounds with armour (1/2). Killing Blow 1/18; ordinary 1/18 + 1/12 = 5/36.
  const strike k = first_strike<battleaxe>(p);
  CHECK(k.chances.killing_blow == fr(1, 18));
  CHECK(k.chances.wound == fr(5, 36));
}

TEST_CASE("BX-3 any save capped at 1+ before Strength, a natural 1 fails",
          "[odds][battleaxe][BX-3]") {
  fight f = duel();
  f.sides[1].armour = 1;
  f.sides[1].shield = true;  // 0+ capped at 1+; the 6+ parry too
  f.sides[0].profile.s = 5;
  // 1+ then S5: 3+ (fails 1/3); parry fails 5/6; hit 1/2; wound 2+ 5/6:
  // 1/2 * 5/6 * 1/3 * 5/6 = 25/216 (a 0+ worsened to 2+ would give 25/432).
  CHECK(near(one_attack<battleaxe>(f), fr(25, 216)));
  CHECK(first_strike<battleaxe>(f).needs.armour == 3);
  f.sides[0].profile.s = 3;
  // 1+ against S3: only the natural 1 fails (1/6): 1/2 * 1/2 * 1/6 * 5/6 = 5/144.
  CHECK(near(one_attack<battleaxe>(f), fr(5, 144)));
}

TEST_CASE("BX-11 lost attacks: a model slain before its step does not fight, ranks refill",
          "[odds][battleaxe][BX-11]") {
  // A: one model at I4. B: 6 models in 5 files at I3, 5 in contact and 1 supporting.
  fight f{.sides = {{foot("A", 1, 1), foot("B", 6, 5)}}};
  f.sides[0].profile.i = 4;
  const strike b = battleaxe::round_dice::plan(f).strikes.back();
  REQUIRE(b.side == 1);
  CHECK(b.attacks_after(0) == 6);
  CHECK(b.attacks_after(1) == 5);  // the rear model steps up; no supporter left
  // A slays one (1/4): B has 5 attacks, else 6, each 1/4 to slay A. A lives
  // 1/4 * (3/4)^5 + 3/4 * (3/4)^6 = (3/4)^5 * 13/16 = 3159/16384.
  const round_odds r = odds_of_round<battleaxe>(f);
  CHECK(near(r.wiped_out[0], fr(16384 - 3159, 16384)));
  CHECK(near(r.wiped_out[1], fr(0, 1)));
}

TEST_CASE("BX the explanation cites Battleaxe's tags, presumed ones marked",
          "[odds][battleaxe][explain]") {
  fight f{.sides = {{foot("Spearmen", 25, 5), foot("Swordsmen", 20, 5)}}};
  f.sides[0].weapon = weapon::thrusting_spear;
  f.sides[0].shield = true;
  f.sides[1].shield = true;
  f.sides[1].special_rules.strike_last = true;
  f.sides[1].profile.i = 2;
  const std::string text = explain_odds<battleaxe>(f, odds_of_round<battleaxe>(f));
  CHECK(text.find("BX-11 [P: as E8-14] Spearmen") != std::string::npos);
  CHECK(text.find("BX-4 [P: as E8-5] parry") != std::string::npos);
  CHECK(text.find("BX-13 [P: as E8-17] thrusting spear") != std::string::npos);
  CHECK(text.find("BX-10 the enemy Always Strikes Last") != std::string::npos);
  CHECK(text.find("(BX-16, the break-test engine)") != std::string::npos);
  CHECK(text.find("(BX-11 [P: as E8-15])") != std::string::npos);  // stepping up
  // No bare 8th edition tag: each is cited as the Battleaxe reading that takes it.
  for (std::size_t at = text.find("E8-"); at != std::string::npos; at = text.find("E8-", at + 1))
    CHECK(text.substr(at - 3, 3) == "as ");
  // The plan's own tags.
  const round_plan p = battleaxe::round_dice::plan(f);
  CHECK(p.order_reading == "BX-10");
  CHECK(p.judged_reading == "BX-16");
}

TEST_CASE("BX the whole combat sums to one", "[odds][battleaxe]") {
  fight f{.sides = {{foot("A", 15, 5), foot("B", 12, 4)}}};
  f.sides[0].weapon = weapon::great_weapon;
  f.sides[1].special_rules.frenzy = true;
  f.round.charger = 1;
  const combat_odds c = odds_of_combat<battleaxe>(f, 3);
  double total = c.undecided;
  for (const combat_round_end& e : c.rounds)
    total += e.breaks[0] + e.breaks[1] + e.wiped_out[0] + e.wiped_out[1] + e.both_wiped_out;
  CHECK(std::abs(total - 1.0) < 1e-9);
}

TEST_CASE("battleaxe refuses what its readings do not give, at the field, naming the reading",
          "[odds][battleaxe][validate]") {
  const fight plain = duel();
  CHECK(validate_fight<battleaxe>(plain).empty());
  struct refused_case {
    std::string_view path;
    std::string_view tag;  // the reading the message names
    void (*make)(fight&);
  };
  const refused_case cases[] = {
      {"sides[1].regeneration", "BX-5", [](fight& f) { f.sides[1].regeneration = 4; }},
      {"sides[0].special_rules.impact_hits", "BX-14",
       [](fight& f) {
         f.sides[0].troop = troop_type::monstrous_infantry;
         f.sides[0].special_rules.impact_hits = {.fixed = 1};
         f.round.charger = 0;
       }},
      {"sides[0].mount.special_rules.impact_hits", "BX-14",
       [](fight& f) {
         f.sides[0].troop = troop_type::cavalry;
         f.sides[0].mount = fight_mount{};
         f.sides[0].mount->special_rules.impact_hits = {.die = 3};
       }},
      {"sides[0].special_rules.stomp_attacks", "BX-14",
       [](fight& f) {
         f.sides[0].troop = troop_type::monster;
         f.sides[0].special_rules.stomp_attacks = {.fixed = 1};
       }},
      {"sides[1].special_rules.causes_fear", "BX-16",
       [](fight& f) { f.sides[1].special_rules.causes_fear = true; }},
      {"sides[0].fear_test_failed", "BX-16",
       [](fight& f) {
         f.sides[1].special_rules.causes_fear = true;
         f.sides[0].fear_test_failed = true;
       }},
      {"round.charge_inches", "BX-16", [](fight& f) { f.round.charge_inches = 4; }},
      {"round.disordered_charge", "BX-16",
       [](fight& f) {
         f.round.charger = 0;
         f.round.charge_inches = 4;
         f.round.disordered_charge = true;
       }},
      {"sides[0].special_rules.armour_bane", "BX-16",
       [](fight& f) { f.sides[0].special_rules.armour_bane = 1; }},
      {"sides[1].special_rules.furious_charge", "BX-16",
       [](fight& f) { f.sides[1].special_rules.furious_charge = true; }},
      {"round.flanked", "BX-16",
       [](fight& f) {
         f.round.flanked = 1;
         f.round.flank_fighting_models = 1;
       }},
      {"round.previous_winner", "BX-10", [](fight& f) { f.round.previous_winner = 0; }},
      {"round.high_ground", "BX-16", [](fight& f) { f.round.high_ground = 1; }},
      {"sides[0].horde", "BX-11", [](fight& f) { f.sides[0].horde = true; }},
      {"sides[0].weapon", "BX-13", [](fight& f) { f.sides[0].weapon = weapon::lance; }},
  };
  for (const refused_case& c : cases) {
    INFO(c.path);
    fight f = plain;
    c.make(f);
    const std::string message = refusal<battleaxe>(f, c.path);
    CHECK(message.find(c.tag) != std::string::npos);
  }
  // The rule set's own id, never a hand-typed one.
  fight f = plain;
  f.sides[1].regeneration = 4;
  CHECK(refusal<battleaxe>(f, "sides[1].regeneration").find(battleaxe::info.id) !=
        std::string::npos);
  // What 8th edition serves and Battleaxe does not: wfb8 takes them.
  CHECK(validate_fight<wfb8>(f).empty());
}
