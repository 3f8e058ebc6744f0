// validate_fight: each refused input names its field.
#include <algorithm>
#include <string>
#include <vector>

#include "rankfile/editions/tow.hpp"
#include "rankfile/odds/validate.hpp"
#include "support/catch.hpp"

using namespace rankfile;

namespace {

fight valid() {
  return {
      .sides = {{{.name = "A", .troop = troop_type::regular_infantry, .models = 10, .files = 5},
                 {.name = "B", .troop = troop_type::regular_infantry, .models = 10, .files = 5}}}};
}

// The paths of the problems of `f`.
std::vector<std::string> paths(const fight& f) {
  std::vector<std::string> out;
  for (const problem& p : validate_fight<tow>(f)) out.push_back(p.path);
  return out;
}

bool names(const fight& f, const std::string& path) {
  const auto all = paths(f);
  return std::find(all.begin(), all.end(), path) != all.end();
}

}  // namespace

TEST_CASE("validate_fight: a valid fight has no problem", "[odds][validate]") {
  CHECK(validate_fight<tow>(valid()).empty());
}

TEST_CASE("validate_fight: counts and characteristics out of range", "[odds][validate]") {
  fight f = valid();
  f.sides[0].models = 0;
  CHECK(names(f, "sides[0].models"));
  f = valid();
  f.sides[1].models = max_fight_models + 1;
  CHECK(names(f, "sides[1].models"));
  f = valid();
  f.sides[1].files = -1;
  CHECK(names(f, "sides[1].files"));
  f = valid();
  f.sides[1].profile.ws = 11;
  CHECK(names(f, "sides[1].profile.ws"));
  f = valid();
  f.sides[0].profile.w = 0;
  CHECK(names(f, "sides[0].profile.w"));
  f = valid();
  f.sides[0].profile.w = max_fight_wounds + 1;
  CHECK(names(f, "sides[0].profile.w"));
  f = valid();
  f.sides[0].wounds_lost = 1;  // W1: must be below 1
  CHECK(names(f, "sides[0].wounds_lost"));
  f = valid();
  f.sides[0].in_contact = 6;  // the rank is 5
  CHECK(names(f, "sides[0].in_contact"));
  f = valid();
  f.sides[1].armour = 0;
  CHECK(names(f, "sides[1].armour"));
  f = valid();
  f.sides[1].ward = 1;
  CHECK(names(f, "sides[1].ward"));
  f = valid();
  f.sides[1].special_rules.impact_hits = {.die = 4};
  CHECK(names(f, "sides[1].special_rules.impact_hits"));
  f = valid();
  f.round.number = max_fight_rounds + 1;
  CHECK(names(f, "round.number"));
  f = valid();
  f.round.charger = 2;
  CHECK(names(f, "round.charger"));
  f = valid();
  f.round.flanked = 1;
  f.round.flank_fighting_models = 11;
  CHECK(names(f, "round.flank_fighting_models"));
}

TEST_CASE("validate_fight: weapons, troop types and rules the readings refuse",
          "[odds][validate]") {
  fight f = valid();
  f.sides[0].weapon = weapon::lance;  // cavalry or monsters only
  CHECK(names(f, "sides[0].weapon"));
  f = valid();
  f.sides[1].troop = troop_type::heavy_cavalry;
  f.sides[1].mount = fight_mount{};
  f.sides[1].weapon = weapon::thrusting_spear;  // infantry only
  CHECK(names(f, "sides[1].weapon"));
  f.sides[1].weapon = weapon::lance;
  CHECK(paths(f).empty());
  f.sides[1].mount.reset();  // cavalry fights as rider and mount
  CHECK(names(f, "sides[1].mount"));
  f = valid();
  f.sides[0].troop = troop_type::heavy_chariot;  // out of scope
  CHECK(names(f, "sides[0].troop_type"));
  f = valid();
  f.sides[0].troop = troop_type::swarm;
  CHECK(names(f, "sides[0].troop_type"));
  f = valid();
  f.sides[0].special_rules.killing_blow = true;  // R29
  f.sides[0].special_rules.stomp_attacks = {.fixed = 1};
  CHECK(names(f, "sides[0].special_rules.killing_blow"));
  f = valid();
  f.round.previous_winner = 0;  // not a rule of tow
  CHECK(names(f, "round.previous_winner"));
}

TEST_CASE("validate_fight: a failed Fear test only where one was taken (R21)",
          "[odds][validate][R21]") {
  fight f = valid();
  f.sides[0].fear_test_failed = true;  // B does not cause Fear
  CHECK(names(f, "sides[0].fear_test_failed"));
  f.sides[1].special_rules.causes_fear = true;  // but its unit strength is not higher
  CHECK(names(f, "sides[0].fear_test_failed"));
  f.sides[1].models = 11;
  CHECK(paths(f).empty());
  f.sides[0].special_rules.frenzy = true;  // Frenzy passes Fear tests
  CHECK(names(f, "sides[0].fear_test_failed"));
  f.sides[0].special_rules.frenzy = false;
  f.sides[0].special_rules.causes_fear = true;  // a Fear-causing unit takes none
  CHECK(names(f, "sides[0].fear_test_failed"));
}
