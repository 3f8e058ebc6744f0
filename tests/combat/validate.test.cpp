#include "rankfile/combat/validate.hpp"
#include "rankfile/victory/validate.hpp"

#include <algorithm>
#include <string>

#include "rankfile/editions/tow.hpp"
#include "rankfile/editions/wfb7.hpp"
#include "rankfile/editions/wfb8.hpp"
#include "support/catch.hpp"
#include "support/combats.hpp"

using namespace rankfile;

namespace {
bool has(const std::vector<problem>& ps, const std::string& path, const std::string& words) {
  return std::any_of(ps.begin(), ps.end(), [&](const problem& p) {
    return p.path == path && p.message.find(words) != std::string::npos;
  });
}
const combat good = test::make(test::side("A", 3, {test::unit("a", 10, 5)}),
                               test::side("B", 2, {test::unit("b", 10, 5)}));
}  // namespace

TEST_CASE("validate: a good combat has no problems", "[validate]") {
  CHECK(validate(good).empty());
}

TEST_CASE("validate: a unit in no engagement is refused - it would add its bonuses unfought",
          "[validate]") {
  combat c = test::make(test::side("A", 3, {test::unit("a", 10, 5), test::unit("x", 20, 5)}),
                        test::side("B", 2, {test::unit("b", 10, 5), test::unit("y", 10, 5)}));
  c.engagements.push_back({.unit = {0, 0}, .fights = {1, 0}});
  c.engagements.push_back({.unit = {1, 1}, .fights = {0, 0}, .target_facing = facing::flank});
  const auto ps = validate(c);
  REQUIRE(ps.size() == 1);
  CHECK(ps[0] ==
        problem{"sides[0].units[1]",
                "is in no engagement: list whom it fights, or leave it out of the combat"});
  c.engagements.push_back({.unit = {1, 0}, .fights = {0, 1}});  // named as the unit fought
  CHECK(validate(c).empty());
}

TEST_CASE("validate: every bad number is named by its path", "[validate]") {
  combat c = good;
  c.sides[1].units[0].files = 0;
  c.sides[0].units[0].models = -1;
  c.sides[0].units[0].models_at_start = max_count + 1;
  c.sides[0].units[0].unit_strength = -3;
  c.sides[1].units[0].unit_strength_at_start = -1;
  c.sides[0].wounds_inflicted = -2;
  c.sides[1].challenge_overkill = -1;
  c.sides[1].units[0].elevation = max_count + 1;
  const auto ps = validate(c);
  CHECK(ps.size() == 8);
  CHECK(has(ps, "sides[1].units[0].files", "must be at least 1"));
  CHECK(has(ps, "sides[0].units[0].models", "must be at least 0, got -1"));
  CHECK(has(ps, "sides[0].units[0].models_at_start", "at most 100000"));
  CHECK(has(ps, "sides[0].units[0].unit_strength", "at least 0"));
  CHECK(has(ps, "sides[1].units[0].unit_strength_at_start", "at least 0"));
  CHECK(has(ps, "sides[0].wounds_inflicted", "at least 0"));
  CHECK(has(ps, "sides[1].challenge_overkill", "at least 0"));
  CHECK(has(ps, "sides[1].units[0].elevation", "between"));
}

TEST_CASE("validate: sides without units - missing and bad engagements", "[validate]") {
  combat empty = good;
  empty.sides[0].units.clear();
  CHECK(has(validate(empty), "sides[0].units", "at least one unit"));

  combat multi = good;
  multi.sides[0].units.push_back(test::unit("a2", 5, 5));
  CHECK(has(validate(multi), "engagements", "who fights whom"));

  multi.engagements.push_back(test::fights(test::ref(0, 0), test::ref(1, 0)));
  multi.engagements.push_back(test::fights(test::ref(0, 2), test::ref(1, 0)));
  multi.engagements.push_back(test::fights(test::ref(0, 1), test::ref(0, 0)));
  multi.engagements.push_back(test::fights(test::ref(0, 0), test::ref(1, 0), facing::flank));
  multi.engagements.push_back(test::fights(test::ref(0, 1), test::ref(1, 5)));
  const auto ps = validate(multi);
  CHECK(has(ps, "engagements[1].unit", "names no unit"));
  CHECK(has(ps, "engagements[2].fights", "other side"));
  CHECK(has(ps, "engagements[3]", "repeats engagements[0]"));
  CHECK(has(ps, "engagements[4].fights", "names no unit"));
  CHECK(ps.size() == 4);
}

#include "rankfile/rule_sets.hpp"
#include "support/battles.hpp"

TEST_CASE("validate_battle: a good battle has no problems", "[validate]") {
  const battle b = test::against(test::army("E", {test::bu("u", 100, 10, 5)}));
  CHECK(validate_battle<tow>(b).empty());
}

TEST_CASE("validate_battle: a unit pushed onto a full army is reported, not lost", "[validate]") {
  battle b = test::against(test::army("E", {test::bu("u", 100, 10, 5)}));
  for (std::size_t i = b.armies[1].units.size(); i <= max_battle_units; ++i)
    // (The id appended to its letter: GCC 12's -Wrestrict at -O3 misreads "u" + std::string.)
    b.armies[1].units.push_back(test::bu(std::string("u").append(std::to_string(i)), 100, 10, 5));
  const auto ps = validate_battle<tow>(b);
  CHECK(has(ps, "armies[1].units", "dropped a unit added when full: an army holds at most 64"));
  CHECK(!has(ps, "armies[0].units", "dropped"));
}

TEST_CASE("validate_battle: every bad field is named by its path", "[validate]") {
  battle b = test::against(test::army("E", {test::bu("u", -1, 0, -2), test::bu("u", 10, 1, 1)}));
  b.points_limit = 0;
  b.armies[1].units[1].detachment_of = 5;
  b.armies[1].units[0].standards_lost_in_combat = -1;
  b.armies[0].table_quarters = 5;
  b.armies[0].bonus_victory_points = max_points + 1;
  const auto ps = validate_battle<wap>(b);
  CHECK(has(ps, "points_limit", "at least 1"));
  CHECK(has(ps, "armies[1].units[0].cost", "at least 0, got -1"));
  CHECK(has(ps, "armies[1].units[0].strength_at_start", "at least 1"));
  CHECK(has(ps, "armies[1].units[0].strength_at_end", "at least 0"));
  CHECK(has(ps, "armies[1].units[0].standards_lost_in_combat", "at least 0"));
  CHECK(has(ps, "armies[1].units[1].detachment_of", "earlier unit"));
  CHECK(has(ps, "armies[1].units[1].id", "repeats the id of units[0]"));
  CHECK(has(ps, "armies[0].table_quarters", "at most 4"));
  CHECK(has(ps, "armies[0].bonus_victory_points", "at most 1000000"));
  CHECK(ps.size() == 9);
}

TEST_CASE("validate_battle: the two armies hold four table quarters at most between them",
          "[validate]") {
  battle b = test::against(test::army("E", {test::bu("u", 100, 10, 10)}));
  b.armies[0].table_quarters = 3;
  b.armies[1].table_quarters = 1;
  CHECK(validate_battle<wfb6>(b).empty());
  b.armies[1].table_quarters = 2;
  const auto ps = validate_battle<wfb6>(b);
  REQUIRE(ps.size() == 1);
  CHECK(ps[0].path == "armies[1].table_quarters");
  CHECK(ps[0].message == "the two armies hold 5 table quarters between them: the table has 4");
}

TEST_CASE("validate_battle: conceding needs a rule for it", "[validate]") {
  battle b = test::against(test::army("E", {test::bu("u", 100, 10, 5)}));
  b.armies[1].conceded = true;
  CHECK(validate_battle<tow>(b).empty());
  CHECK(
      has(validate_battle<wfb8>(b), "armies[1].conceded", "wfb8 has no known rule for conceding"));
  b.armies[0].conceded = true;
  CHECK(has(validate_battle<wap>(b), "armies[1].conceded", "only one army"));
}

TEST_CASE("validate_battle: the non-template form takes the rule set's name and concession rule",
          "[validate]") {
  battle b = test::against(test::army("E", {test::bu("u", 100, 10, 5)}));
  b.armies[0].conceded = true;
  CHECK(validate_battle(b, "tow", true).empty());
  const auto ps = validate_battle(b, "my-club", false);
  REQUIRE(ps.size() == 1);
  CHECK(ps[0].path == "armies[0].conceded");
  CHECK(ps[0].message == "rule set my-club has no known rule for conceding");
  CHECK(validate_battle<wfb6>(b) == validate_battle(b, "wfb6", false));
}

TEST_CASE("validate: charged_downhill without charged names both fields", "[validate][issue18]") {
  // Seed 003, Battleaxe item 6: a unit that charged downhill charged (issue 18).
  combat c = test::make(test::side("A", 1, {test::unit("a", 10, 5)}),
                        test::side("B", 1, {test::unit("b", 10, 5)}));
  c.sides[0].units[0].charged_downhill = true;
  const auto problems = validate(c);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].path == "sides[0].units[0].charged_downhill");
  CHECK(problems[0].message == "needs charged: a unit that charged downhill charged (set both)");
  c.sides[0].units[0].charged = true;
  CHECK(validate(c).empty());
}

TEST_CASE("validate_battle: slain or standards lost in combat, yet on the table",
          "[validate][issue18]") {
  battle b = test::against(test::army("E", {test::bu("boyz", 300, 20, 9, unit_state::fleeing)}));
  b.armies[1].units[0].slain_in_combat = true;
  b.armies[1].units[0].standards_lost_in_combat = 1;
  const auto problems = validate_battle<tow>(b);
  REQUIRE(problems.size() == 2);
  CHECK(problems[0].path == "armies[1].units[0].slain_in_combat");
  CHECK(problems[0].message ==
        "contradicts state \"fleeing\": a unit slain in combat is destroyed");
  CHECK(problems[1].path == "armies[1].units[0].standards_lost_in_combat");
  // 6th to 8th edition: a unit can lose its standard in combat and live (7th edition,
  // Capturing Standards: a broken unit caught by a pursuer, or its bearer slain).
  const auto lenient = validate_battle<wfb7>(b);
  REQUIRE(lenient.size() == 1);
  CHECK(lenient[0].path == "armies[1].units[0].slain_in_combat");
  CHECK(validate_battle<wfb8>(b).size() == 1);
  CHECK(validate_battle<tow_battle_march>(b).size() == 2);
  b.armies[1].units[0].strength_at_end = 0;  // nothing left: destroyed whatever the state
  CHECK(validate_battle<tow>(b).empty());
  b.armies[1].units[0].strength_at_end = 9;
  b.armies[1].units[0].state = unit_state::destroyed;
  CHECK(validate_battle<tow>(b).empty());
}

TEST_CASE("validate: counts that cannot all be true of one unit", "[validate][issue14]") {
  // The one problem of a combat that has exactly one.
  const auto only = [](const combat& c) {
    const std::vector<problem> ps = validate(c);
    REQUIRE(ps.size() == 1);
    return ps[0];
  };
  combat c = good;  // a: 10 models, unit strength 10; b the same
  c.sides[0].units[0].models = 12;
  c.sides[0].units[0].unit_strength = 12;
  c.sides[0].units[0].unit_strength_at_start = 12;
  CHECK(only(c) == problem{"sides[0].units[0].models",
                           "must be at most models_at_start (10), got 12: a unit ends a round "
                           "with no more models than it began with"});

  c = good;
  c.sides[1].units[0].unit_strength = 11;
  CHECK(only(c) == problem{"sides[1].units[0].unit_strength",
                           "must be at most unit_strength_at_start (10), got 11: a unit ends a "
                           "round with no more unit strength than it began with"});

  c = good;
  c.sides[1].units[0].unit_strength = 9;
  CHECK(only(c) == problem{"sides[1].units[0].unit_strength",
                           "must be at least models (10), got 9: every model has unit strength 1 "
                           "or more"});

  c = good;
  c.sides[0].units[0].unit_strength_at_start = 9;
  c.sides[0].units[0].unit_strength = 9;
  c.sides[0].units[0].models = 9;
  CHECK(only(c) == problem{"sides[0].units[0].unit_strength_at_start",
                           "must be at least models_at_start (10), got 9: every model has unit "
                           "strength 1 or more"});

  // At the edges: equal counts are true; a destroyed unit with strength left at 0 is true.
  c = good;
  c.sides[0].units[0].models = 0;
  c.sides[0].units[0].unit_strength = 0;
  c.sides[1].units[0].unit_strength = 10;  // 10 models, 10 strength: equal is fine
  CHECK(validate(c).empty());
  // A unit wiped out with unit strength left would still outnumber, disrupt and claim Close
  // Order (an outside audit's tow combat: "+1 for close order" from a unit of 0 models).
  c.sides[0].units[0].unit_strength = 10;
  CHECK(only(c) == problem{"sides[0].units[0].unit_strength",
                           "must be 0 when models is 0, got 10: a unit with no models has no unit "
                           "strength"});
  // A unit with no models at the start of the round was never in the combat (an outside audit:
  // such a unit "inflicted" its side's wounds).
  c = good;
  c.sides[0].units[0].models = c.sides[0].units[0].models_at_start = 0;
  c.sides[0].units[0].unit_strength = c.sides[0].units[0].unit_strength_at_start = 0;
  CHECK(only(c) == problem{"sides[0].units[0].models_at_start", "must be at least 1, got 0"});
  // A count out of range is reported once, by its range, not again by these checks.
  c = good;
  c.sides[0].units[0].models = max_count + 1;
  CHECK(only(c).path == "sides[0].units[0].models");
}

TEST_CASE("validate: a unit engaged with itself or its own side", "[validate][issue14]") {
  combat c = good;
  c.sides[0].units.push_back(test::unit("a2", 5, 5));
  c.engagements.push_back(test::fights(test::ref(0, 0), test::ref(1, 0)));
  c.engagements.push_back(test::fights(test::ref(0, 1), test::ref(0, 1)));  // itself
  c.engagements.push_back(test::fights(test::ref(1, 0), test::ref(1, 0)));  // itself
  c.engagements.push_back(test::fights(test::ref(0, 1), test::ref(0, 0)));  // its own side
  const auto ps = validate(c);
  REQUIRE(ps.size() == 3);
  for (std::size_t i = 0; i < 3; ++i) {
    CHECK(ps[i].path == "engagements[" + std::to_string(i + 1) + "].fights");
    CHECK(ps[i].message == "must be a unit of the other side");
  }
}

TEST_CASE("validate_battle: more strength at the end than at the start", "[validate][issue14]") {
  battle b = test::against(test::army("E", {test::bu("u", 100, 10, 11)}));
  auto ps = validate_battle<tow>(b);
  REQUIRE(ps.size() == 1);
  CHECK(ps[0].path == "armies[1].units[0].strength_at_end");
  CHECK(ps[0].message ==
        "must be at most strength_at_start (10), got 11: a unit ends a battle "
        "with no more strength than it began with");
  b.armies[1].units[0].strength_at_end = 10;
  CHECK(validate_battle<tow>(b).empty());
}

TEST_CASE("validate: an enum value cast from a number past its table is named, not looked up",
          "[validate]") {
  // The JSON reader never makes one; C++ callers can. Resolving one would read past a table.
  combat c = good;
  c.sides[0].units[0].troop = static_cast<troop_type>(41);
  c.sides[1].units[0].order = static_cast<formation>(9);
  c.engagements.push_back(
      {.unit = {0, 0}, .fights = {1, 0}, .target_facing = static_cast<facing>(7)});
  const auto ps = validate<tow>(c);  // tow rejects some troop types: it must skip this one
  CHECK(has(ps, "sides[0].units[0].troop_type", "is no troop type"));
  CHECK(has(ps, "sides[1].units[0].formation", "is no formation"));
  CHECK(has(ps, "engagements[0].facing", "must be front, flank or rear"));
  CHECK(ps.size() == 3);

  battle b = test::against(test::army("E", {test::bu("u", 100, 10, 5)}));
  b.armies[1].units[0].kind = static_cast<unit_kind>(12);
  b.armies[1].units[0].state = static_cast<unit_state>(200);
  const auto bs = validate_battle<tow>(b);
  CHECK(has(bs, "armies[1].units[0].kind", "is no kind of unit"));
  CHECK(has(bs, "armies[1].units[0].state", "is no state of a unit"));
  CHECK(bs.size() == 2);
}

TEST_CASE("validate: a unit id used twice in a combat is named where it repeats", "[validate]") {
  // The JSON reader refuses it too; C++ callers get the same from validate().
  const combat c = test::make(test::side("A", 3, {test::unit("a", 10, 5), test::unit("b", 5, 5)}),
                              test::side("B", 2, {test::unit("a", 10, 5)}),
                              {test::fights(test::ref(0, 0), test::ref(1, 0)),
                               test::fights(test::ref(0, 1), test::ref(1, 0))});
  const auto ps = validate(c);
  REQUIRE(ps.size() == 1);
  CHECK(ps[0] == problem{"sides[1].units[0].id", "repeats the id of sides[0].units[0]"});
  CHECK(validate(good).empty());
}

TEST_CASE("validate: a value pushed onto a full list of the combat is reported, not lost",
          "[validate]") {
  combat c = good;
  for (std::size_t k = 0; k <= max_extras_per_unit; ++k)
    c.sides[0].units[0].extra.push_back({"x", 1});
  for (std::size_t i = c.sides[1].units.size(); i <= max_units_per_side; ++i)
    c.sides[1].units.push_back(test::unit(std::string("b").append(std::to_string(i)), 10, 5));
  for (std::size_t i = 0; i <= max_engagements; ++i)
    c.engagements.push_back({.unit = {0, 0}, .fights = {1, 0}});
  const auto ps = validate(c);
  CHECK(has(ps, "sides[0].units[0].extra",
            "dropped an item added when full: a unit holds at most 4 items"));
  CHECK(has(ps, "sides[1].units", "a side holds at most 8 units"));
  CHECK(has(ps, "engagements", "a combat holds at most 32 engagements"));
  CHECK(!has(ps, "sides[0].units", "dropped"));  // the side that did not overflow
}
