// explain_odds: who strikes when, with what, and the reading behind each rule, then the odds.
#include <string>

#include "rankfile/editions/tow.hpp"
#include "rankfile/odds/explain.hpp"
#include "rankfile/odds/odds.hpp"
#include "support/catch.hpp"

using namespace rankfile;

TEST_CASE("explain_odds: strike order, rolls needed with their readings, then the odds",
          "[odds][explain]") {
  fight f{.sides = {{{.name = "Spearmen",
                      .troop = troop_type::regular_infantry,
                      .models = 25,
                      .files = 5,
                      .armour = 6,
                      .shield = true,
                      .weapon = weapon::thrusting_spear},
                     {.name = "Swordsmen",
                      .troop = troop_type::regular_infantry,
                      .models = 20,
                      .files = 5,
                      .profile = {.ws = 4, .s = 3, .t = 3, .w = 1, .i = 4, .a = 1, .ld = 7},
                      .armour = 5,
                      .shield = true}}},
          .round = {.charger = 1, .charge_inches = 4}};
  const std::string text = explain_odds<tow>(f, odds_of_round<tow>(f));
  INFO(text);
  // The Swordsmen charged 4": I4 + 3 = 7, first; the Spearmen at I3 + 1 (spear) = 4.
  CHECK(text.find("Swordsmen charged (4\")") != std::string::npos);
  const auto seven = text.find("Initiative 7: Swordsmen, 5 attacks");
  const auto four = text.find("Initiative 4: Spearmen, 15 attacks");
  CHECK(seven != std::string::npos);
  CHECK(four != std::string::npos);
  CHECK(seven < four);
  // Swordsmen WS4 against WS3: 3+; the Spearmen's armour 6+ and shield: 5+, hand weapon? no:
  // a spear, so no Parry. The Swordsmen's 5+ and shield with Parry: 3+.
  CHECK(text.find("Swordsmen, 5 attacks (fewer as models fall): To Hit 3+, To Wound 4+, save 5+") !=
        std::string::npos);
  CHECK(text.find("To Hit 4+, To Wound 4+, save 3+") != std::string::npos);
  CHECK(text.find("R5 Parry") != std::string::npos);
  CHECK(text.find("R13 charge") != std::string::npos);
  CHECK(text.find("R12 thrusting spear: +1 Initiative") != std::string::npos);
  CHECK(text.find("R16 Press of Battle") != std::string::npos);
  CHECK(text.find("5 supporting (R17)") != std::string::npos);
  CHECK(text.find("Odds: Spearmen win ") != std::string::npos);
  CHECK(text.find("(R25, the break-test engine)") != std::string::npos);
}

TEST_CASE("explain_odds: Impact Hits first and Stomps last, Killing Blow named",
          "[odds][explain]") {
  fight f{.sides = {{{.name = "Ogres",
                      .troop = troop_type::monstrous_infantry,
                      .models = 3,
                      .files = 3,
                      .profile = {.ws = 3, .s = 4, .t = 4, .w = 3, .i = 2, .a = 3, .ld = 7},
                      .special_rules = {.impact_hits = {.die = 3}, .stomp_attacks = {.fixed = 1}}},
                     {.name = "Executioners",
                      .troop = troop_type::regular_infantry,
                      .models = 10,
                      .files = 5,
                      .weapon = weapon::great_weapon,
                      .special_rules = {.killing_blow = true}}}},
          .round = {.charger = 0, .charge_inches = 5}};
  const std::string text = explain_odds<tow>(f, odds_of_round<tow>(f));
  INFO(text);
  const auto impact = text.find("Impact Hits (R14, first): Ogres, 0 hits and 3 x D3 hits");
  const auto stomp = text.find("Stomp Attacks (R14, last): Ogres, 3 hits");
  CHECK(impact != std::string::npos);
  CHECK(stomp != std::string::npos);
  CHECK(impact < stomp);
  CHECK(text.find("a 6 To Wound: Killing Blow") != std::string::npos);
  CHECK(text.find("R13 Strike Last") != std::string::npos);  // the great weapon's (R12)
  CHECK(text.find("Initiative 1: Executioners") != std::string::npos);
}
