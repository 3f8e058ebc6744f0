// The hand-written Monte Carlo of a round (benchmarks/fight_monte_carlo.hpp) against answers
// derived by hand: each case works out the chance of one event from the charts and rules the
// readings give (../shared/rules/round-odds-readings.md), then samples enough seeded rounds that
// a correct sampler lands within 4 standard errors of it.
#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <vector>

#include "fight_monte_carlo.hpp"
#include "rankfile/break_test/odds.hpp"
#include "support/catch.hpp"
#include "support/fight_sampler_agreement.hpp"
#include "support/random_fight.hpp"

namespace {

using rankfile::fight;
using rankfile::fight_profile;
using rankfile::fight_side;
using rankfile::troop_type;
using rankfile::weapon;
using rankfile::bench::dice_rng;
using rankfile::bench::sample_round;
using rankfile::bench::sampled_round;
using rankfile::bench::sampler_rules;

constexpr long long samples = 60'000;

// One model of regular infantry.
fight_side single(const char* name, fight_profile p) {
  return {
      .name = name, .troop = troop_type::regular_infantry, .models = 1, .files = 1, .profile = p};
}

// The share of `samples` seeded rounds of `f` under `rules` for which `event` holds is within 4
// standard errors of `exact`.
template <class Event>
void check_chance(const fight& f, double exact, Event event, std::uint64_t seed = 12345,
                  sampler_rules rules = sampler_rules::tow) {
  dice_rng rng{seed};
  long long hits = 0;
  for (long long k = 0; k < samples; ++k)
    if (event(sample_round(f, rng, rules))) ++hits;
  const double p = static_cast<double>(hits) / static_cast<double>(samples);
  const double se = std::sqrt(std::max(exact * (1 - exact), 1e-6) / static_cast<double>(samples));
  INFO("exact " << exact << ", sampled " << p << ", " << std::abs(p - exact) / se << " SE");
  CHECK(std::abs(p - exact) <= 4 * se);
}

// The attacker: WS4 S4 T3 W3 I5 A1, first to strike and too tough for one attack to slay.
constexpr fight_profile attacker{.ws = 4, .s = 4, .t = 3, .w = 3, .i = 5, .a = 1, .ld = 7};
constexpr fight_profile target{.ws = 3, .s = 3, .t = 3, .w = 2, .i = 1, .a = 1, .ld = 7};

const auto wounds0 = [](int n) {
  return [n](const sampled_round& r) { return r.wounds_inflicted[0] == n; };
};

}  // namespace

TEST_CASE("D6 rolls are uniform and within 1..6", "[sampler]") {
  dice_rng rng{3};
  std::array<long long, 7> count{};
  bool in_range = true;
  for (int k = 0; k < 600'000; ++k) {
    const int d = rng.d6();
    in_range = in_range && d >= 1 && d <= 6;
    ++count[static_cast<std::size_t>(std::clamp(d, 0, 6))];
  }
  CHECK(in_range);
  for (int face = 1; face <= 6; ++face)  // 100,000 expected, standard error about 289
    CHECK(std::abs(count[static_cast<std::size_t>(face)] - 100'000) < 4 * 289);
}

TEST_CASE("one attack: To Hit, To Wound, then armour (R1, R2, R4)", "[sampler]") {
  // WS4 against WS3 hits on 3+ (4/6); S4 against T3 wounds on 3+ (4/6); armour 5+ fails on
  // 1 to 4 (4/6).
  fight f{.sides = {{single("A", attacker), single("B", target)}}};
  f.sides[1].armour = 5;
  check_chance(f, 4.0 / 6 * 4.0 / 6 * 4.0 / 6, wounds0(1));
}

TEST_CASE("Parry: a further +1 armour with hand weapon and shield, to 3+ at best (R5)",
          "[sampler]") {
  // S3 against T3 (4+), WS3 against WS3 (4+).
  fight f{.sides = {{single("A", {.ws = 3, .s = 3, .t = 3, .w = 3, .i = 5, .a = 1}),
                     single("B", target)}}};
  f.sides[1].shield = true;
  SECTION("light armour and shield: 6+, shield 5+, Parry 4+, failing on 1 to 3") {
    f.sides[1].armour = 6;
    check_chance(f, 0.5 * 0.5 * 0.5, wounds0(1));
  }
  SECTION("heavy armour and shield: 4+, shield 3+, Parry nothing: fails on 1 and 2") {
    f.sides[1].armour = 4;
    check_chance(f, 0.5 * 0.5 * (2.0 / 6), wounds0(1));
  }
  SECTION("a great weapon is used two-handed: no shield, no Parry: 6+ fails on 1 to 5") {
    f.sides[1].armour = 6;
    f.sides[1].weapon = weapon::great_weapon;
    check_chance(f, 0.5 * 0.5 * (5.0 / 6), wounds0(1));
  }
}

TEST_CASE("Poisoned Attacks: a natural 6 To Hit adds 2 to the To Wound roll (R9)", "[sampler]") {
  // To Hit 4+; S3 against T4 wounds on 5+, or on 3+ after a natural 6 To Hit.
  fight f{.sides = {{single("A", {.ws = 3, .s = 3, .t = 3, .w = 3, .i = 5, .a = 1}),
                     single("B", {.ws = 3, .s = 3, .t = 4, .w = 2, .i = 1, .a = 1})}}};
  f.sides[0].special_rules.poisoned_attacks = true;
  check_chance(f, 2.0 / 6 * 2.0 / 6 + 1.0 / 6 * 4.0 / 6, wounds0(1));
}

TEST_CASE("Hatred re-rolls failed To Hit rolls in round 1 only (R10)", "[sampler]") {
  fight f{.sides = {{single("A", {.ws = 3, .s = 3, .t = 3, .w = 3, .i = 5, .a = 1}),
                     single("B", target)}}};
  f.sides[0].special_rules.hatred = true;
  SECTION("round 1: hits on 4+ or on the re-roll") {
    check_chance(f, (0.5 + 0.5 * 0.5) * 0.5, wounds0(1));
  }
  SECTION("round 2: no re-roll") {
    f.round.number = 2;
    check_chance(f, 0.5 * 0.5, wounds0(1));
  }
}

TEST_CASE("Killing Blow: no armour, the ward still taken, every Wound counted (R8, R20)",
          "[sampler]") {
  // To Hit 4+. A natural 6 To Wound slays: ward 5+ fails 4/6, and the model's 3 Wounds count.
  // A 4 or 5 wounds: armour 3+ fails 2/6, ward 4/6, 1 Wound.
  fight f{.sides = {{single("A", {.ws = 3, .s = 3, .t = 3, .w = 3, .i = 5, .a = 1}),
                     single("B", {.ws = 3, .s = 3, .t = 3, .w = 3, .i = 1, .a = 1})}}};
  f.sides[0].special_rules.killing_blow = true;
  f.sides[1].armour = 3;
  f.sides[1].ward = 5;
  check_chance(f, 0.5 * (1.0 / 6) * (4.0 / 6), wounds0(3));
  check_chance(f, 0.5 * (2.0 / 6) * (2.0 / 6) * (4.0 / 6), wounds0(1));
  SECTION("a model that already lost a Wound: the Killing Blow counts the 2 it has left") {
    f.sides[1].wounds_lost = 1;
    check_chance(f, 0.5 * (1.0 / 6) * (4.0 / 6), wounds0(2));
  }
  SECTION("against a monster a natural 6 is an ordinary wound") {
    f.sides[1].troop = troop_type::monster;
    check_chance(f, 0.5 * (3.0 / 6) * (2.0 / 6) * (4.0 / 6), wounds0(1));
  }
}

TEST_CASE("Regeneration: a regenerated Wound still counts, the model stays (R7, R20)",
          "[sampler]") {
  fight f{.sides = {{single("A", {.ws = 3, .s = 3, .t = 3, .w = 3, .i = 5, .a = 1}),
                     single("B", {.ws = 3, .s = 3, .t = 3, .w = 1, .i = 1, .a = 1})}}};
  f.sides[1].regeneration = 4;
  check_chance(f, 0.25, wounds0(1));
  check_chance(f, 0.25 * 0.5, [](const sampled_round& r) { return r.models_left[1] == 0; });
}

TEST_CASE("strike order: a model slain before its step does not attack (R14, R18)", "[sampler]") {
  // Each side hits on 4+ and wounds on 4+ (1/4 a side); both W1, no armour.
  const fight_profile p{.ws = 3, .s = 3, .t = 3, .w = 1, .i = 3, .a = 1};
  fight f{.sides = {{single("A", p), single("B", p)}}};
  const auto b_wounds = [](const sampled_round& r) { return r.wounds_inflicted[1] == 1; };
  SECTION("equal Initiative: simultaneous, both may fall") {
    check_chance(f, 0.25, b_wounds);
    check_chance(f, 0.25 * 0.25,
                 [](const sampled_round& r) { return r.wiped_out(0) && r.wiped_out(1); });
  }
  SECTION("higher Initiative first: B strikes back only if it survived") {
    f.sides[0].profile.i = 5;
    check_chance(f, 0.75 * 0.25, b_wounds);
  }
  SECTION("a charge of 3\" gives I1 +3, before B's I3 (R13)") {
    f.sides[0].profile.i = 1;
    f.round.charger = 0;
    f.round.charge_inches = 3;
    check_chance(f, 0.75 * 0.25, b_wounds);
  }
  SECTION("a disordered charge gives no Initiative: B strikes first") {
    f.sides[0].profile.i = 1;
    f.round.charger = 0;
    f.round.charge_inches = 3;
    f.round.disordered_charge = true;
    check_chance(f, 0.25 * 0.75, [](const sampled_round& r) { return r.wounds_inflicted[0] == 1; });
  }
}

TEST_CASE("great weapon: S+2, AP -2, Armour Bane (1), Strike Last (R11, R12)", "[sampler]") {
  // A strikes last (I1) after B (I2), which slays it one time in 4. Then To Hit 4+, S5 against
  // T3 wounds on 2+; armour 4+ with AP 2 saves on 6; a natural 6 To Wound (AP 3) allows none.
  fight f{.sides = {{single("A", {.ws = 3, .s = 3, .t = 3, .w = 1, .i = 5, .a = 1}),
                     single("B", {.ws = 3, .s = 3, .t = 3, .w = 2, .i = 2, .a = 1})}}};
  f.sides[0].weapon = weapon::great_weapon;
  f.sides[1].armour = 4;
  check_chance(f, 0.75 * 0.5 * (4.0 / 6 * 5.0 / 6 + 1.0 / 6), wounds0(1));
}

TEST_CASE("Impact Hits before everything, Stomps after (R14, R28)", "[sampler]") {
  fight f{.sides = {{single("A", {.ws = 3, .s = 4, .t = 3, .w = 3, .i = 1, .a = 0}),
                     single("B", {.ws = 3, .s = 3, .t = 3, .w = 1, .i = 5, .a = 1})}}};
  f.sides[0].troop = troop_type::monstrous_infantry;
  SECTION("2 Impact Hits at S4 (3+) after a 3\" charge: B strikes back only if it survived") {
    f.sides[0].special_rules.impact_hits = {.fixed = 2};
    f.round.charger = 0;
    f.round.charge_inches = 3;
    check_chance(f, 1 - (2.0 / 6) * (2.0 / 6), wounds0(1));
    check_chance(f, (2.0 / 6) * (2.0 / 6) * 0.25,
                 [](const sampled_round& r) { return r.wounds_inflicted[1] == 1; });
  }
  SECTION("no Impact Hits after a charge of 2\"") {
    f.sides[0].special_rules.impact_hits = {.fixed = 2};
    f.round.charger = 0;
    f.round.charge_inches = 2;
    check_chance(f, 1.0, wounds0(0));
  }
  SECTION("D3 Stomps at S4 against T5 (5+), after B struck") {
    f.sides[1].profile.t = 5;
    f.sides[1].profile.w = 3;
    f.sides[0].special_rules.stomp_attacks = {.die = 3};
    const double miss = 4.0 / 6;
    check_chance(f, (miss + miss * miss + miss * miss * miss) / 3, wounds0(0));
  }
}

TEST_CASE("lost attacks: casualties take the fighting rank's attacks (R15, R18)", "[sampler]") {
  // Two models a side, one rank of 2, all in base contact, W1, no armour; every attack wounds
  // with 1/4 (4+, 4+). A strikes first (I5): each B model it slays loses B's attack at I1.
  const fight_profile a{.ws = 3, .s = 3, .t = 3, .w = 1, .i = 5, .a = 1};
  const fight_profile b{.ws = 3, .s = 3, .t = 3, .w = 1, .i = 1, .a = 1};
  fight f{.sides = {{single("A", a), single("B", b)}}};
  f.sides[0].models = 2;
  f.sides[0].files = 2;
  f.sides[1].models = 2;
  f.sides[1].files = 2;
  const double q = 0.25;
  double none = 0;  // B inflicts no wound
  for (int slain = 0; slain <= 2; ++slain) {
    const double p_slain = slain == 0 ? (1 - q) * (1 - q) : slain == 1 ? 2 * q * (1 - q) : q * q;
    none += p_slain * std::pow(1 - q, 2 - slain);
  }
  check_chance(f, none, [](const sampled_round& r) { return r.wounds_inflicted[1] == 0; });
}

TEST_CASE("combat result and break test come from the library's engines (R25)", "[sampler]") {
  // Nobody can wound (S1 against T7); A has 3 more combat result, so B tests at margin 3.
  const fight_profile p{.ws = 3, .s = 1, .t = 7, .w = 1, .i = 3, .a = 1, .ld = 7};
  fight f{.sides = {{single("A", p), single("B", p)}}};
  f.sides[0].extra.push_back({.label = "banner", .value = 3});
  const rankfile::break_result odds = rankfile::break_odds<rankfile::tow>(
      {.leadership = 7, .margin = 3, .winner_unit_strength = 1, .loser_unit_strength = 1});
  for (const auto& row : rankfile::entries_of(rankfile::break_outcome{})) {
    INFO(std::string(row.id));
    check_chance(f, odds.of(row.value).value(),
                 [&](const sampled_round& r) { return r.tested == 1 && r.outcome == row.value; });
  }
  SECTION("a whole combat: B fights on until it breaks (C3)") {
    const double b = odds.of(rankfile::break_outcome::breaks).value();
    dice_rng rng{9};
    std::array<long long, 7> ended{};  // index: rounds fought; 0: undecided
    bool only_b_breaks = true;
    for (long long k = 0; k < samples; ++k) {
      const auto c = rankfile::bench::sample_combat(f, 6, rng);
      only_b_breaks = only_b_breaks && (c.undecided() || c.broke == 1);
      ++ended[c.undecided() ? 0 : static_cast<std::size_t>(c.rounds_fought)];
    }
    CHECK(only_b_breaks);
    for (int round = 0; round <= 6; ++round) {
      const double exact = round == 0 ? std::pow(1 - b, 6) : std::pow(1 - b, round - 1) * b;
      const double got = static_cast<double>(ended[static_cast<std::size_t>(round)]) / samples;
      const double se = std::sqrt(exact * (1 - exact) / samples);
      INFO("round " << round << ": exact " << exact << ", sampled " << got);
      CHECK(std::abs(got - exact) <= 4 * se);
    }
  }
}

TEST_CASE("the agreement check accepts the exact answer and names a wrong one", "[sampler]") {
  // One attack on a model that cannot strike back: side 0 wounds with p = 1/4 (4+, 4+), and the
  // wounded B (W1) is wiped out, A scoring 2 (the wound, and Massed Infantry for the higher unit
  // strength, 1 against 0); otherwise nothing happens, a draw.
  const double p = 0.25;
  fight f{.sides = {{single("A", {.ws = 3, .s = 3, .t = 3, .w = 1, .i = 3, .a = 1}),
                     single("B", {.ws = 3, .s = 3, .t = 3, .w = 1, .i = 3, .a = 0})}}};
  rankfile::round_odds odds;
  odds.wins = {p, 0};
  odds.draw = 1 - p;
  odds.margin_lowest = 0;
  odds.margin = {1 - p, 0, p};
  odds.wounds_inflicted = {std::vector<double>{1 - p, p}, std::vector<double>{1}};
  odds.wounds_joint = {.columns = 1, .p = {1 - p, p}};
  odds.models_left = {std::vector<double>{0, 1}, std::vector<double>{p, 1 - p}};
  odds.wiped_out = {0, p};
  odds.expected = {.wounds_inflicted = {p, 0},
                   .models_left = {1, 1 - p},
                   .combat_result = {2 * p, 0},
                   .margin = 2 * p};
  const std::vector<std::string> none = test::sampler_disagreements(f, odds, 100'000, 5);
  CHECK(none == std::vector<std::string>{});

  rankfile::round_odds wrong = odds;
  wrong.wins = {p + 0.02, 0};
  wrong.wounds_inflicted[0] = {1 - p};  // a wound the odds do not allow
  const std::vector<std::string> found = test::sampler_disagreements(f, wrong, 100'000, 5);
  CAPTURE(found);
  REQUIRE(found.size() == 2);
  CHECK(found[0].rfind("wins[0]", 0) == 0);
  CHECK(found[1].find("wounds_inflicted[0][1] (not in the odds)") != std::string::npos);
}

TEST_CASE("the agreement check over random fights names the fight of each disagreement",
          "[sampler]") {
  // An engine that answers nothing but a certain draw disagrees on every fight.
  const auto always_a_draw = [](const fight&) {
    rankfile::round_odds o;
    o.draw = 1;
    return o;
  };
  const std::vector<std::string> found = test::random_fight_disagreements(
      always_a_draw, rankfile::bench::sampler_rules::tow, 3, 2'000, 11);
  for (int k = 0; k < 3; ++k) {
    const std::string prefix = "fight " + std::to_string(k) + ": ";
    CHECK(std::any_of(found.begin(), found.end(),
                      [&](const std::string& s) { return s.rfind(prefix, 0) == 0; }));
  }
}

TEST_CASE("random fights stay within the readings' scope and sample", "[sampler]") {
  const auto rules = GENERATE(sampler_rules::tow, sampler_rules::wfb8, sampler_rules::wfb6,
                              sampler_rules::wfb7, sampler_rules::wfb5, sampler_rules::battleaxe);
  dice_rng rng{77};
  for (int k = 0; k < 300; ++k) {
    const fight f = test::random_fight(rng, rules);
    for (const fight_side& u : f.sides) {
      REQUIRE(u.models >= 1);
      REQUIRE(u.wounds_lost < u.profile.w);
      const auto no_kb_with_hits = [](const rankfile::fight_rules& r) {
        return !(r.killing_blow && (r.impact_hits.any() || r.stomp_attacks.any()));
      };
      if (rules == rankfile::bench::sampler_rules::tow) {  // R29 (8th edition: E8-8 allows it)
        REQUIRE(no_kb_with_hits(u.special_rules));
        if (u.mount) REQUIRE(no_kb_with_hits(u.mount->special_rules));
      }
      if (u.weapon == weapon::thrusting_spear) REQUIRE(!u.mount);   // R12: infantry only
      if (u.weapon == weapon::lance) REQUIRE(u.mount.has_value());  // R12: mounted here
    }
    dice_rng dice{static_cast<std::uint64_t>(k)};
    bool sound = true;
    for (int n = 0; n < 50; ++n) {
      const sampled_round r = sample_round(f, dice, rules);
      for (std::size_t s = 0; s < 2; ++s)
        sound = sound && r.models_left[s] >= 0 && r.models_left[s] <= f.sides[s].models &&
                r.wounds_inflicted[s] >= 0;
      sound = sound && (!r.tested || r.winner == rankfile::opponent(*r.tested));
    }
    CHECK(sound);
  }
}

// 8th edition (E8-*): the dice that differ from The Old World's.
namespace {

constexpr auto wfb8 = rankfile::bench::sampler_rules::wfb8;

fight_side infantry8(const char* name, fight_profile p) {
  return {.name = name, .troop = troop_type::infantry, .models = 1, .files = 1, .profile = p};
}

template <class Event>
void check_chance8(const fight& f, double exact, Event event) {
  check_chance(f, exact, event, 4321, wfb8);
}

}  // namespace

TEST_CASE("8th edition: the classic charts and armour worsened by Strength (E8-1..E8-3)",
          "[sampler]") {
  // WS4 against WS3: 3+ (the classic chart has no 2+). S4 against T3: 3+. Armour 5+ worsened
  // by 1 for S4: 6+, failing 5/6.
  fight f{.sides = {{infantry8("A", {.ws = 4, .s = 4, .t = 3, .w = 3, .i = 5, .a = 1}),
                     infantry8("B", {.ws = 1, .s = 3, .t = 3, .w = 2, .i = 1, .a = 1})}}};
  f.sides[1].armour = 5;
  SECTION("WS4 against WS1: still 3+") {
    check_chance8(f, 4.0 / 6 * 4.0 / 6 * 5.0 / 6, wounds0(1));
  }
  SECTION("S2 against T7: 6+, no 'cannot wound'") {
    f.sides[0].profile.s = 2;
    f.sides[1].profile.t = 7;
    check_chance8(f, 4.0 / 6 * 1.0 / 6 * 4.0 / 6, wounds0(1));
  }
}

TEST_CASE("8th edition: parry is a 6+ ward, not while Frenzied (E8-5)", "[sampler]") {
  // To Hit 4+, To Wound 4+; armour 7 with a shield 6+ fails 5/6; the parry fails 5/6.
  fight f{.sides = {{infantry8("A", {.ws = 3, .s = 3, .t = 3, .w = 3, .i = 5, .a = 1}),
                     infantry8("B", {.ws = 3, .s = 3, .t = 3, .w = 2, .i = 1, .a = 1})}}};
  f.sides[1].shield = true;
  check_chance8(f, 0.25 * 5.0 / 6 * 5.0 / 6, wounds0(1));
  SECTION("Frenzied: no parry") {
    f.sides[1].special_rules.frenzy = true;
    check_chance8(f, 0.25 * 5.0 / 6, wounds0(1));
  }
}

TEST_CASE(
    "8th edition: Poisoned wounds on a natural 6 To Hit, Killing Blow scores the model's "
    "Wounds, regeneration saves (E8-7..E8-9)",
    "[sampler]") {
  fight f{.sides = {{infantry8("A", {.ws = 3, .s = 3, .t = 3, .w = 3, .i = 5, .a = 1}),
                     infantry8("B", {.ws = 3, .s = 3, .t = 6, .w = 2, .i = 1, .a = 1})}}};
  SECTION("S3 against T6 wounds on 6+; a natural 6 To Hit wounds") {
    f.sides[0].special_rules.poisoned_attacks = true;
    check_chance8(f, 2.0 / 6 * 1.0 / 6 + 1.0 / 6, wounds0(1));
  }
  SECTION("a Killing Blow on a W2 model scores 2; armour 4+ does not help") {
    f.sides[1].profile.t = 3;
    f.sides[1].armour = 4;
    f.sides[0].special_rules.killing_blow = true;
    check_chance8(f, 0.5 * 1.0 / 6, wounds0(2));
    check_chance8(f, 0.5 * 2.0 / 6 * 0.5, wounds0(1));
  }
  SECTION("a regenerated wound is saved and does not count") {
    f.sides[1].profile.t = 3;
    f.sides[1].regeneration = 4;
    check_chance8(f, 0.25 * 0.5, wounds0(1));
  }
}

TEST_CASE("8th edition: supporting attacks, a Horde's and a spear's extra rank (E8-14)",
          "[sampler]") {
  // Side A strikes first at 1/4 an attack on a target with 10 Wounds that cannot strike back.
  fight f{.sides = {{infantry8("A", {.ws = 3, .s = 3, .t = 3, .w = 1, .i = 5, .a = 1}),
                     infantry8("B", {.ws = 3, .s = 3, .t = 3, .w = 10, .i = 1, .a = 0})}}};
  f.sides[1].troop = troop_type::monster;
  SECTION("5 wide, 3 ranks: the front rank and one supporting rank, 10 attacks") {
    f.sides[0].models = 15;
    f.sides[0].files = 5;
    check_chance8(f, std::pow(0.75, 10), wounds0(0));
  }
  SECTION("a spear in a turn its unit did not charge: one more rank, 15 attacks") {
    f.sides[0].models = 15;
    f.sides[0].files = 5;
    f.sides[0].weapon = weapon::thrusting_spear;
    check_chance8(f, std::pow(0.75, 15), wounds0(0));
  }
  SECTION("a Horde 10 wide, 3 ranks: 30 attacks") {
    f.sides[0].models = 30;
    f.sides[0].files = 10;
    check_chance8(f, std::pow(0.75, 30), wounds0(0));
  }
}

TEST_CASE("8th edition: ASF strikes first and re-rolls misses against the slower (E8-12, E8-13)",
          "[sampler]") {
  // Both W1, every attack wounds with 1/4, or 7/16 with the re-roll (hits on 4+ or the re-roll:
  // 3/4, then 4+ to wound). B (I1, ASF) strikes before A (I5).
  const fight_profile p{.ws = 3, .s = 3, .t = 3, .w = 1, .i = 5, .a = 1};
  fight f{.sides = {{infantry8("A", p), infantry8("B", p)}}};
  f.sides[1].profile.i = 1;
  f.sides[1].special_rules.strike_first = true;
  const auto a_wounds = [](const sampled_round& r) { return r.wounds_inflicted[0] == 1; };
  SECTION("B is slower than A: no re-roll") {
    check_chance8(f, 0.75 * 0.25, a_wounds);
  }
  SECTION("B as quick as A: re-rolls its misses") {
    f.sides[1].profile.i = 5;
    check_chance8(f, (1 - 0.375) * 0.25, a_wounds);
  }
}

TEST_CASE("the sampler is symmetric: a mirrored fight samples the same with the sides swapped",
          "[sampler][monte_carlo]") {
  // Two independent samples of a fight and of its mirror image: each side's chances and means
  // agree within 4 standard errors of their difference. Catches a side index mixed up.
  const auto rules = GENERATE(sampler_rules::tow, sampler_rules::wfb8, sampler_rules::wfb6,
                              sampler_rules::wfb7, sampler_rules::wfb5, sampler_rules::battleaxe);
  constexpr long long n = 8'000;
  dice_rng rng{2024};
  for (int k = 0; k < 15; ++k) {
    const fight f = test::random_fight(rng, rules);
    const test::sampled_counts a = test::sample_counts(f, n, 100 + static_cast<unsigned>(k), rules);
    const test::sampled_counts b =
        test::sample_counts(rankfile::mirrored(f), n, 900 + static_cast<unsigned>(k), rules);
    const auto same = [&](const char* what, long long x, long long y) {
      const double p = static_cast<double>(x) / n;
      const double q = static_cast<double>(y) / n;
      const double se = std::sqrt((p * (1 - p) + q * (1 - q)) / n + 4.0 / (n * double{n}));
      INFO("fight " << k << ", " << what << ": " << p << " against " << q);
      CHECK(std::abs(p - q) <= 4 * se);
    };
    for (std::size_t s = 0; s < 2; ++s) {
      same("wins", a.wins[s], b.wins[1 - s]);
      same("wiped out", a.wiped[s], b.wiped[1 - s]);
      same("loses with a test", a.loses[s], b.loses[1 - s]);
      for (std::size_t o = 0; o < 4; ++o)
        same("break outcome", a.outcomes[s][o], b.outcomes[1 - s][o]);
      for (int w = 0; w <= 3; ++w) {
        const auto at = [&](const std::map<int, long long>& m) {
          const auto it = m.find(w);
          return it == m.end() ? 0LL : it->second;
        };
        same("wounds inflicted", at(a.wounds[s]), at(b.wounds[1 - s]));
      }
    }
    same("draw", a.draw, b.draw);
  }
}

// 6th edition (E6-*).
namespace {

constexpr auto wfb6 = rankfile::bench::sampler_rules::wfb6;

template <class Event>
void check_chance6(const fight& f, double exact, Event event) {
  check_chance(f, exact, event, 6543, wfb6);
}

}  // namespace

TEST_CASE(
    "6th edition: 'cannot wound', Poisoned, armour with hand weapon and shield (E6-2, "
    "E6-3, E6-7)",
    "[sampler]") {
  fight f{.sides = {{infantry8("A", {.ws = 3, .s = 3, .t = 3, .w = 3, .i = 5, .a = 1}),
                     infantry8("B", {.ws = 3, .s = 3, .t = 7, .w = 2, .i = 1, .a = 1})}}};
  SECTION("S3 against T7 cannot wound") {
    check_chance6(f, 1.0, wounds0(0));
  }
  SECTION("a poisoned natural 6 To Hit wounds even so") {
    f.sides[0].special_rules.poisoned_attacks = true;
    check_chance6(f, 1.0 / 6, wounds0(1));
  }
  SECTION("light armour, hand weapon and shield on foot: 4+, 5+ against S4") {
    f.sides[0].profile.s = 4;
    f.sides[1].profile.t = 3;
    f.sides[1].armour = 6;
    f.sides[1].shield = true;
    check_chance6(f, 0.5 * 4.0 / 6 * 4.0 / 6, wounds0(1));
  }
  SECTION("a save of 0+ still fails on a natural 1") {
    f.sides[1].profile.t = 3;
    f.sides[1].armour = 2;
    f.sides[1].shield = true;
    check_chance6(f, 0.25 * 1.0 / 6, wounds0(1));
  }
}

TEST_CASE(
    "6th edition: chargers first, great weapons last, ties to the last winner or a "
    "roll-off (E6-10)",
    "[sampler]") {
  // Both W1, every attack wounds with 1/4.
  const fight_profile p{.ws = 3, .s = 3, .t = 3, .w = 1, .i = 3, .a = 1};
  fight f{.sides = {{infantry8("A", p), infantry8("B", p)}}};
  const auto b_wounds = [](const sampled_round& r) { return r.wounds_inflicted[1] == 1; };
  SECTION("equal Initiative, no previous winner: a roll-off, never simultaneous") {
    check_chance6(f, 0.5 * 0.25 + 0.5 * 0.75 * 0.25, b_wounds);
    check_chance6(f, 0.0, [](const sampled_round& r) { return r.wiped_out(0) && r.wiped_out(1); });
  }
  SECTION("equal Initiative: the previous round's winner first") {
    f.round.number = 2;
    f.round.previous_winner = 0;
    check_chance6(f, 0.75 * 0.25, b_wounds);
  }
  SECTION("the charger first, whatever its Initiative") {
    f.sides[0].profile.i = 1;
    f.round.charger = 0;
    check_chance6(f, 0.75 * 0.25, b_wounds);
  }
  SECTION("a great weapon strikes last, but not in the turn its unit charged") {
    f.sides[0].profile.i = 5;
    f.sides[0].weapon = weapon::great_weapon;  // S5 against T3: 2+, so 1/2 x 5/6 an attack
    check_chance6(f, 0.25, b_wounds);
    f.round.charger = 0;
    check_chance6(f, (1 - 0.5 * 5.0 / 6) * 0.25, b_wounds);
  }
}

TEST_CASE(
    "6th edition: a spear's second rank fights with full Attacks, not after a charge "
    "(E6-11), and Killing Blow only on the man-sized (E6-6)",
    "[sampler]") {
  fight f{.sides = {{infantry8("A", {.ws = 3, .s = 3, .t = 3, .w = 1, .i = 5, .a = 2}),
                     infantry8("B", {.ws = 3, .s = 3, .t = 3, .w = 10, .i = 1, .a = 0})}}};
  f.sides[1].troop = troop_type::monster;
  f.sides[0].models = 15;
  f.sides[0].files = 5;
  f.sides[0].weapon = weapon::thrusting_spear;
  SECTION("two ranks of 5, 2 Attacks each") {
    check_chance6(f, std::pow(0.75, 20), wounds0(0));
  }
  SECTION("after a charge, the front rank only") {
    f.round.charger = 0;
    check_chance6(f, std::pow(0.75, 10), wounds0(0));
  }
  SECTION("Killing Blow: a W2 model slain scores 2, a monstrous one (unit strength 3) 1") {
    f.sides[0].models = 1;
    f.sides[0].files = 1;
    f.sides[0].profile.a = 1;
    f.sides[0].special_rules.killing_blow = true;
    f.sides[1].troop = troop_type::infantry;
    f.sides[1].profile.w = 2;
    check_chance6(f, 0.5 * 1.0 / 6, wounds0(2));
    f.sides[1].troop = troop_type::monstrous_infantry;
    check_chance6(f, 0.0, wounds0(2));
  }
}

// 7th edition (W7-*), 5th (W5-*) and Battleaxe (BX-*): the readings of each rule set's page
// (docs/rule-sets/<id>.md, "Round odds"), worked out by hand as above.
namespace {

constexpr auto wfb7 = sampler_rules::wfb7;
constexpr auto wfb5 = sampler_rules::wfb5;
constexpr auto battleaxe = sampler_rules::battleaxe;

template <class Event>
void check_chance7(const fight& f, double exact, Event event) {
  check_chance(f, exact, event, 7777, wfb7);
}
template <class Event>
void check_chance5(const fight& f, double exact, Event event) {
  check_chance(f, exact, event, 5555, wfb5);
}
template <class Event>
void check_chance_bx(const fight& f, double exact, Event event) {
  check_chance(f, exact, event, 9999, battleaxe);
}

const auto wounds1 = [](int n) {
  return [n](const sampled_round& r) { return r.wounds_inflicted[1] == n; };
};
const auto both_wiped = [](const sampled_round& r) { return r.wiped_out(0) && r.wiped_out(1); };

// Two W1 models that hit on 4+ and wound on 4+: each attack takes the other's Wound with 1/4.
constexpr fight_profile even{.ws = 3, .s = 3, .t = 3, .w = 1, .i = 3, .a = 1};

// A model with A attacks against a monster (W10, T3) that does not strike back: the chance
// that none of its attacks wounds is (1 - p)^attacks.
fight against_a_monster(fight_profile p) {
  fight f{.sides = {{infantry8("A", p),
                     infantry8("B", {.ws = 3, .s = 3, .t = 3, .w = 10, .i = 1, .a = 0})}}};
  f.sides[1].troop = troop_type::monster;
  return f;
}

}  // namespace

TEST_CASE(
    "7th edition: Always Strikes First before the charger, by Initiative, its ties by a "
    "roll-off even after a won round (W7-11)",
    "[sampler]") {
  fight f{.sides = {{infantry8("A", even), infantry8("B", even)}}};
  SECTION("an ASF I1 model strikes before the I5 charger") {
    f.sides[0].profile.i = 5;
    f.round.charger = 0;
    f.sides[1].profile.i = 1;
    f.sides[1].special_rules.strike_first = true;
    check_chance7(f, 0.25, wounds1(1));
    check_chance7(f, 0.75 * 0.25, wounds0(1));
  }
  SECTION("two ASF models: the higher Initiative first") {
    f.sides[0].special_rules.strike_first = true;
    f.sides[1].special_rules.strike_first = true;
    f.sides[1].profile.i = 4;
    check_chance7(f, 0.75 * 0.25, wounds0(1));
  }
  SECTION("two ASF models of equal Initiative: a roll-off, though A won the last round") {
    f.sides[0].special_rules.strike_first = true;
    f.sides[1].special_rules.strike_first = true;
    f.round.number = 2;
    f.round.previous_winner = 0;
    check_chance7(f, 0.5 * 0.25 + 0.5 * 0.75 * 0.25, wounds0(1));
    check_chance7(f, 0.0, both_wiped);
  }
  SECTION("equal Initiative without ASF: the last round's winner first") {
    f.round.number = 2;
    f.round.previous_winner = 0;
    check_chance7(f, 0.25, wounds0(1));
    check_chance7(f, 0.75 * 0.25, wounds1(1));
  }
}

TEST_CASE(
    "7th edition: Killing Blow slays a model of unit strength 2 or less past its armour "
    "(W7-7)",
    "[sampler]") {
  // To Hit 4+, To Wound 4+; a natural 6 slays the W1 model whatever its armour 3+, a 4 or 5
  // wounds and armour 3+ fails on 1 and 2.
  fight f{.sides = {{infantry8("A", {.ws = 3, .s = 3, .t = 3, .w = 3, .i = 5, .a = 1}),
                     infantry8("B", {.ws = 3, .s = 3, .t = 3, .w = 1, .i = 1, .a = 1})}}};
  f.sides[1].armour = 3;
  SECTION("infantry (unit strength 1): slain on a 6") {
    f.sides[0].special_rules.killing_blow = true;
    check_chance7(f, 0.5 * (1.0 / 6 + 2.0 / 6 * 2.0 / 6), wounds0(1));
  }
  SECTION("monstrous infantry (unit strength 3): a 6 is an ordinary wound") {
    f.sides[0].special_rules.killing_blow = true;
    f.sides[1].troop = troop_type::monstrous_infantry;
    check_chance7(f, 0.5 * 3.0 / 6 * 2.0 / 6, wounds0(1));
  }
}

TEST_CASE(
    "7th edition: armour 1 better for a shield and 1 more for hand weapon and shield on foot, "
    "worsened by S above 3 (W7-3)",
    "[sampler]") {
  // To Hit 4+; S4 against T3 wounds on 3+.
  fight f{.sides = {{infantry8("A", {.ws = 3, .s = 4, .t = 3, .w = 3, .i = 5, .a = 1}),
                     infantry8("B", {.ws = 3, .s = 3, .t = 3, .w = 1, .i = 1, .a = 1})}}};
  f.sides[1].armour = 6;
  f.sides[1].shield = true;
  SECTION("light armour, hand weapon and shield on foot: 4+, 5+ against S4") {
    check_chance7(f, 0.5 * 4.0 / 6 * 4.0 / 6, wounds0(1));
  }
  SECTION("mounted: the shield alone, 5+, 6+ against S4") {
    f.sides[1].troop = troop_type::cavalry;
    check_chance7(f, 0.5 * 4.0 / 6 * 5.0 / 6, wounds0(1));
  }
  SECTION("heavy armour, hand weapon and shield on foot: 2+, 3+ against S4") {
    f.sides[1].armour = 4;
    check_chance7(f, 0.5 * 4.0 / 6 * 2.0 / 6, wounds0(1));
  }
}

TEST_CASE(
    "7th edition: Frenzy and the additional hand weapon +1 Attack each (W7-10, W7-15), a "
    "Poisoned 6 To Hit wounds where the chart cannot (W7-8)",
    "[sampler]") {
  fight f = against_a_monster(even);
  f.sides[0].special_rules.frenzy = true;
  f.sides[0].weapon = weapon::additional_hand_weapon;
  check_chance7(f, std::pow(0.75, 3), wounds0(0));
  SECTION("S3 against T7: only the poisoned 6 wounds") {
    f = against_a_monster(even);
    f.sides[1].profile.t = 7;
    check_chance7(f, 1.0, wounds0(0));
    f.sides[0].special_rules.poisoned_attacks = true;
    check_chance7(f, 1.0 / 6, wounds0(1));
  }
}

TEST_CASE(
    "5th edition: Frenzy doubles the Attacks, then the additional hand weapon adds 1 (W5-8, "
    "W5-13)",
    "[sampler]") {
  fight f = against_a_monster({.ws = 3, .s = 3, .t = 3, .w = 1, .i = 3, .a = 2});
  f.sides[0].special_rules.frenzy = true;
  check_chance5(f, std::pow(0.75, 4), wounds0(0));
  f.sides[0].weapon = weapon::additional_hand_weapon;
  check_chance5(f, std::pow(0.75, 5), wounds0(0));
}

TEST_CASE(
    "5th edition: chargers first, great weapons last even when charging, two of them by "
    "Initiative (W5-9, W5-13)",
    "[sampler]") {
  // A great weapon strikes at S5: To Wound 2+, so 1/2 x 5/6 an attack.
  const double great = 0.5 * 5.0 / 6;
  fight f{.sides = {{infantry8("A", even), infantry8("B", even)}}};
  f.round.charger = 0;
  SECTION("the I1 charger before the I5 model") {
    f.sides[0].profile.i = 1;
    f.sides[1].profile.i = 5;
    check_chance5(f, 0.25, wounds0(1));
    check_chance5(f, 0.75 * 0.25, wounds1(1));
  }
  SECTION("a charging I5 great weapon after the I1 model") {
    f.sides[0].profile.i = 5;
    f.sides[0].weapon = weapon::great_weapon;
    f.sides[1].profile.i = 1;
    check_chance5(f, 0.25, wounds1(1));
    check_chance5(f, 0.75 * great, wounds0(1));
  }
  SECTION("two great weapons: the I4 one before the charging I2 one") {
    f.sides[0].profile.i = 2;
    f.sides[0].weapon = weapon::great_weapon;
    f.sides[1].profile.i = 4;
    f.sides[1].weapon = weapon::great_weapon;
    check_chance5(f, great, wounds1(1));
    check_chance5(f, (1 - great) * great, wounds0(1));
  }
}

TEST_CASE(
    "5th edition: armour with the shield clipped to 1+ before Strength (W5-3), the shield "
    "left out with two hands (W5-4)",
    "[sampler]") {
  fight f{.sides = {{infantry8("A", {.ws = 3, .s = 5, .t = 3, .w = 3, .i = 5, .a = 1}),
                     infantry8("B", {.ws = 3, .s = 3, .t = 3, .w = 2, .i = 1, .a = 1})}}};
  SECTION("mounted, armour 1+ and a shield: 1+ (not 0+), 3+ against S5") {
    f.sides[1].troop = troop_type::cavalry;
    f.sides[1].armour = 1;
    f.sides[1].shield = true;
    check_chance5(f, 0.5 * 5.0 / 6 * 2.0 / 6, wounds0(1));
  }
  SECTION("a halberdier's shield is left out: armour 5+, 6+ against S4") {
    f.sides[0].profile.s = 4;  // To Wound 3+
    f.sides[1].armour = 5;
    f.sides[1].shield = true;
    f.sides[1].weapon = weapon::halberd;
    check_chance5(f, 0.5 * 4.0 / 6 * 5.0 / 6, wounds0(1));
  }
}

TEST_CASE("5th edition: 'cannot wound' T four or more above S, a halberd +1 S (W5-2, W5-13)",
          "[sampler]") {
  fight f{.sides = {{infantry8("A", {.ws = 3, .s = 3, .t = 3, .w = 3, .i = 5, .a = 1}),
                     infantry8("B", {.ws = 3, .s = 3, .t = 7, .w = 2, .i = 1, .a = 1})}}};
  check_chance5(f, 1.0, wounds0(0));
  SECTION("a halberd's S4 wounds T7 on 6") {
    f.sides[0].weapon = weapon::halberd;
    check_chance5(f, 0.5 * 1.0 / 6, wounds0(1));
  }
  SECTION("a great weapon's S5 wounds T7 on 6, T6 on 5+") {
    f.sides[0].weapon = weapon::great_weapon;
    check_chance5(f, 0.5 * 1.0 / 6, wounds0(1));
    f.sides[1].profile.t = 6;
    check_chance5(f, 0.5 * 2.0 / 6, wounds0(1));
  }
}

TEST_CASE(
    "Battleaxe: two Always Strikes Last elements by Initiative, and one slower than its "
    "enemy is hit with re-rolled misses (BX-10)",
    "[sampler]") {
  const double great = 0.5 * 5.0 / 6;          // S5 against T3, no re-roll
  const double great_reroll = 0.75 * 5.0 / 6;  // with the re-roll: hits 3/4
  fight f{.sides = {{infantry8("A", even), infantry8("B", even)}}};
  SECTION("great weapons at I4 and I2: the I4 one first, re-rolling against the slower") {
    f.sides[0].profile.i = 4;
    f.sides[0].weapon = weapon::great_weapon;
    f.sides[1].profile.i = 2;
    f.sides[1].weapon = weapon::great_weapon;
    check_chance_bx(f, great_reroll, wounds0(1));
    check_chance_bx(f, (1 - great_reroll) * great, wounds1(1));
  }
  SECTION("great weapons of equal Initiative: simultaneous, no re-roll") {
    f.sides[0].weapon = weapon::great_weapon;
    f.sides[1].weapon = weapon::great_weapon;
    check_chance_bx(f, great * great, both_wiped);
  }
  SECTION("Always Strikes Last at I1 against I3: the I3 model first, re-rolling misses") {
    f.sides[1].profile.i = 1;
    f.sides[1].special_rules.strike_last = true;
    check_chance_bx(f, 0.75 * 0.5, wounds0(1));
    SECTION("at I5 it is not slower: no re-roll") {
      f.sides[1].profile.i = 5;
      check_chance_bx(f, 0.25, wounds0(1));
      check_chance_bx(f, 0.75 * 0.25, wounds1(1));
    }
    SECTION("with Always Strikes First too, the two cancel: I3 then I1, no re-roll") {
      f.sides[1].special_rules.strike_first = true;
      check_chance_bx(f, 0.25, wounds0(1));
      check_chance_bx(f, 0.75 * 0.25, wounds1(1));
    }
  }
}

TEST_CASE(
    "Battleaxe: Killing Blow slays infantry and scores its Wounds, and is one wound past "
    "armour on monstrous infantry and monsters, the ward still taken (BX-6)",
    "[sampler]") {
  // To Hit 4+, To Wound 4+; armour 3+ fails on 1 and 2.
  fight f{.sides = {{infantry8("A", {.ws = 3, .s = 3, .t = 3, .w = 3, .i = 5, .a = 1}),
                     infantry8("B", {.ws = 3, .s = 3, .t = 3, .w = 2, .i = 1, .a = 1})}}};
  f.sides[0].special_rules.killing_blow = true;
  f.sides[1].armour = 3;
  SECTION("infantry W2: a 6 slays and scores 2") {
    check_chance_bx(f, 0.5 * 1.0 / 6, wounds0(2));
    check_chance_bx(f, 0.5 * 2.0 / 6 * 2.0 / 6, wounds0(1));
  }
  SECTION("monstrous infantry W3: a 6 is one wound past armour") {
    f.sides[1].troop = troop_type::monstrous_infantry;
    f.sides[1].profile.w = 3;
    check_chance_bx(f, 0.5 * (1.0 / 6 + 2.0 / 6 * 2.0 / 6), wounds0(1));
    check_chance_bx(f, 0.0, wounds0(3));
  }
  SECTION("a monster with a 5+ ward: the ward after either") {
    f.sides[1].troop = troop_type::monster;
    f.sides[1].profile.w = 3;
    f.sides[1].ward = 5;
    check_chance_bx(f, 0.5 * (1.0 / 6 + 2.0 / 6 * 2.0 / 6) * 4.0 / 6, wounds0(1));
  }
}

TEST_CASE(
    "Battleaxe: armour worsened by S, a shield 1 better, and a 6+ parry for hand weapon and "
    "shield on foot (BX-3, BX-4)",
    "[sampler]") {
  // To Hit 4+, To Wound 4+ (1/4); armour 7 with a shield: 6+, failing 5/6.
  fight f{.sides = {{infantry8("A", {.ws = 3, .s = 3, .t = 3, .w = 3, .i = 5, .a = 1}),
                     infantry8("B", {.ws = 3, .s = 3, .t = 3, .w = 2, .i = 1, .a = 1})}}};
  f.sides[1].shield = true;
  SECTION("on foot: the parry fails 5/6 too") {
    check_chance_bx(f, 0.25 * 5.0 / 6 * 5.0 / 6, wounds0(1));
  }
  SECTION("Frenzied: no parry") {
    f.sides[1].special_rules.frenzy = true;
    check_chance_bx(f, 0.25 * 5.0 / 6, wounds0(1));
  }
  SECTION("armour 4+ with the shield 3+, 4+ against S4 (To Wound 3+): fails 1/2") {
    f.sides[0].profile.s = 4;
    f.sides[1].armour = 4;
    f.sides[1].troop = troop_type::cavalry;  // no parry mounted
    check_chance_bx(f, 0.5 * 4.0 / 6 * 0.5, wounds0(1));
  }
}

TEST_CASE("Battleaxe: Frenzy +1 Attack (BX-9) and Hatred's re-roll in round 1 (BX-8)",
          "[sampler]") {
  fight f = against_a_monster(even);
  SECTION("Frenzy: 2 attacks") {
    f.sides[0].special_rules.frenzy = true;
    check_chance_bx(f, 0.75 * 0.75, wounds0(0));
  }
  SECTION("Hatred in round 1: hits 3/4, so 3/8 an attack; none in round 2") {
    f.sides[0].special_rules.hatred = true;
    check_chance_bx(f, 1 - 0.375, wounds0(0));
    f.round.number = 2;
    check_chance_bx(f, 0.75, wounds0(0));
  }
}

TEST_CASE(
    "the next round of a whole combat: 7th edition carries the winner (C5, W7-11), 5th does "
    "not (W5-9), Frenzy lost when beaten (C6, W7-10, BX-9), Battleaxe's downhill charge "
    "round 1 only (C7, BX-16)",
    "[sampler]") {
  fight f{.sides = {{infantry8("A", even), infantry8("B", even)}}};
  f.sides[0].models = f.sides[1].models = 10;
  f.sides[0].files = f.sides[1].files = 5;
  f.sides[0].special_rules.frenzy = true;
  f.round.charger = 0;
  f.round.high_ground = 0;
  sampled_round r;
  r.models_left = {7, 9};
  r.wounds_lost = {0, 0};
  r.winner = 1;
  for (const sampler_rules rules : {wfb7, wfb5, battleaxe}) {
    INFO("rule set " << static_cast<int>(rules));
    const fight n = rankfile::bench::next_round(f, r, rules);
    CHECK(n.round.number == 2);
    CHECK(!n.round.charger);
    CHECK(n.sides[0].models == 7);
    CHECK(n.sides[1].models == 9);
    CHECK(n.round.previous_winner ==
          (rules == wfb7 ? std::optional<rankfile::side_index>{1} : std::nullopt));
    CHECK(n.round.high_ground ==
          (rules == battleaxe ? std::nullopt : std::optional<rankfile::side_index>{0}));
    if (rules != wfb5) CHECK(!n.sides[0].special_rules.frenzy);  // W5-8: not read for 5th
  }
}

TEST_CASE("random fights of wfb7, wfb5 and battleaxe carry no field their readings refuse",
          "[sampler]") {
  namespace cd = rankfile::bench::classic_detail;
  const auto rules = GENERATE(wfb7, wfb5, battleaxe);
  dice_rng rng{78};
  for (int k = 0; k < 300; ++k) {
    const fight f = test::random_fight(rng, rules);
    INFO("fight " << k);
    for (rankfile::side_index s = 0; s < 2; ++s) {
      const fight_side& u = f.sides[s];
      const fight_side& foe = f.sides[rankfile::opponent(s)];
      const rankfile::fight_rules none{};
      const rankfile::fight_rules& m = u.mount ? u.mount->special_rules : none;
      CHECK(u.regeneration == 7);  // W7-6, W5-5, BX-5
      CHECK(!u.fear_test_failed);
      CHECK(!f.round.flanked);
      CHECK(f.round.charge_inches == 0);
      if (rules == wfb7) {
        CHECK((u.weapon == weapon::hand_weapon || u.weapon == weapon::additional_hand_weapon));
        CHECK((!u.special_rules.strike_last && !m.strike_last));  // W7-11
        if (u.special_rules.killing_blow || m.killing_blow)       // W7-7
          CHECK(
              (rankfile::bench::mc_detail::unit_strength_per_model(foe) > 2 || foe.profile.w == 1));
      }
      if (rules == wfb5) {
        CHECK((!u.special_rules.killing_blow && !u.special_rules.poisoned_attacks &&
               !m.killing_blow && !m.poisoned_attacks));  // W5-6
        CHECK(u.ward == 7);                               // W5-5
        CHECK((u.weapon != weapon::thrusting_spear && u.weapon != weapon::lance));
        CHECK(!(u.weapon == weapon::hand_weapon && u.shield && !u.mount));      // W5-4
        CHECK(!f.round.previous_winner);                                        // W5-9
        for (const auto& e : cd::strikers_of(f, rankfile::opponent(s), rules))  // W5-3
          if (e) CHECK(cd::saves_of(u, rules).armour + std::max(e->s - 3, 0) >= 2);
        for (const auto& x : cd::strikers_of(f, s, rules))  // W5-9: no step shared
          for (const auto& y : cd::strikers_of(f, rankfile::opponent(s), rules))
            if (x && y) CHECK((x->order != y->order || x->initiative != y->initiative));
      }
      if (rules == battleaxe) {
        CHECK((!u.special_rules.impact_hits.any() && !u.special_rules.stomp_attacks.any() &&
               !m.impact_hits.any() && !m.stomp_attacks.any()));  // BX-14
        CHECK(!u.special_rules.unbreakable);
      }
    }
  }
}
