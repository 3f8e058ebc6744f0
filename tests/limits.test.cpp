// The documented limits (docs/json-format.md, "Limits"): every engine answers at each limit
// without overflow (the sanitize preset runs this under -fsanitize=undefined, which traps a
// signed overflow), and validation rejects one past it, naming the field.
#include <climits>
#include <string>

#include "rankfile/rankfile.hpp"
#include "rankfile/tournament.hpp"
#include "support/catch.hpp"

using namespace rankfile;

namespace {
// Every unit of both sides at the limit: max_count models in one file (max_count ranks), unit
// strength max_count, every flag that adds to the score, 4 extras of max_count; each side's 8
// units fight the enemy's front, flank and rear (32 engagements).
combat largest_combat() {
  combat c;
  for (side_index s = 0; s < 2; ++s) {
    combat_side& side = c.sides[s];
    side.wounds_inflicted = max_count;
    side.challenge_overkill = max_count;
    for (std::size_t i = 0; i < max_units_per_side; ++i) {
      std::string id(s == 0 ? "a" : "b");  // ids are unique: a0 to a7, b0 to b7
      id += std::to_string(i);
      combat_unit u = block(id, max_count, 1);
      u.charged = s == 0;
      u.charged_downhill = s == 0;
      u.elevation = s == 0 ? max_count : -max_count;
      u.standard = u.battle_standard = u.musician = u.horde = true;
      for (std::size_t k = 0; k < max_extras_per_unit; ++k) u.extra.push_back({"x", max_count});
      side.units.push_back(u);
    }
  }
  const facing f[] = {facing::front, facing::flank, facing::rear, facing::front};
  for (std::uint8_t i = 0; i < max_units_per_side; ++i)
    for (std::uint8_t k = 0; k < 4 && c.engagements.size() < max_engagements; ++k) {
      const std::uint8_t j = static_cast<std::uint8_t>((i + k) % max_units_per_side);
      c.engagements.push_back({{0, i}, {1, j}, f[k]});
    }
  return c;
}

template <class R>
void check_largest_combat() {
  const combat c = largest_combat();
  REQUIRE(validate<R>(c).empty());
  const combat_result r = resolve<R>(c);
  const combat_tally t = tally<R>(c);
  for (std::size_t s = 0; s < 2; ++s) {
    // Every line kept: no list of the result was full (core/fixed_vector.hpp).
    CHECK(!r.sides[s].awarded.overflowed());
    CHECK(!r.sides[s].denied.overflowed());
    CHECK(r.sides[s].denied.size() <= denial_budget_total());
    CHECK(r.sides[s].score >= 0);
    CHECK(r.sides[s].score == t.sides[s].score);
    // Wounds and 32 extras (and overkill, where a rule set counts it): far below INT_MAX.
    CHECK(r.sides[s].score >= max_count * 33);
    CHECK(r.sides[s].score < INT_MAX / 2);
  }
}
}  // namespace

TEST_CASE("limits: a combat at every limit resolves without overflow", "[limits][issue14]") {
  rule_sets::serving<combat_engine>::for_each([]<class R>(std::type_identity<R>) {
    INFO(R::info.id);
    check_largest_combat<R>();
  });
}

TEST_CASE("limits: one past each combat limit is an error", "[limits][issue14]") {
  const auto one_past = [](auto change, const std::string& path, const std::string& message) {
    combat c = largest_combat();
    change(c);
    const auto ps = validate(c);
    REQUIRE(!ps.empty());  // the first problem is the field's own range
    CHECK(ps[0].path == path);
    CHECK(ps[0].message == message);
  };
  one_past([](combat& c) { c.sides[0].wounds_inflicted = max_count + 1; },
           "sides[0].wounds_inflicted", "must be at most 100000, got 100001");
  one_past([](combat& c) { c.sides[1].challenge_overkill = max_count + 1; },
           "sides[1].challenge_overkill", "must be at most 100000, got 100001");
  one_past([](combat& c) { c.sides[0].units[7].files = max_count + 1; }, "sides[0].units[7].files",
           "must be at most 100000, got 100001");
  one_past([](combat& c) { c.sides[0].units[0].extra[3].value = max_count + 1; },
           "sides[0].units[0].extra[3].value", "must be at most 100000, got 100001");
  one_past([](combat& c) { c.sides[1].units[2].elevation = -max_count - 1; },
           "sides[1].units[2].elevation", "must be between -100000 and 100000");
  one_past(
      [](combat& c) {
        c.sides[0].units[1].models = c.sides[0].units[1].models_at_start = max_count + 1;
        c.sides[0].units[1].unit_strength = c.sides[0].units[1].unit_strength_at_start =
            max_count + 1;
      },
      "sides[0].units[1].models", "must be at most 100000, got 100001");
  // Capacities (8 units a side, 32 engagements, 4 extras) are the fixed_vectors' own: one past
  // them cannot be built, and the JSON reader says so (tests/cli/malformed.sh, "too many").
  static_assert(decltype(combat_side{}.units)::capacity() == max_units_per_side);
  static_assert(decltype(combat{}.engagements)::capacity() == max_engagements);
}

namespace {
// 64 units, each at max_points cost, the general, the battle standard, 100 standards lost in
// combat, all destroyed; max_points bonus points, every table quarter to army 0, and a points
// limit of max_points.
battle largest_battle() {
  battle b{.points_limit = max_points};
  for (std::size_t a = 0; a < 2; ++a) {
    b.armies[a].bonus_victory_points = max_points;
    b.armies[a].table_quarters = a == 0 ? 4 : 0;  // the table has four between the two
    for (std::size_t i = 0; i < max_battle_units; ++i)
      b.armies[a].units.push_back({.id = "u",
                                   .cost = max_points,
                                   .strength_at_start = max_points,
                                   .strength_at_end = 0,
                                   .state = unit_state::destroyed,
                                   .general = i == 0,
                                   .battle_standard_bearer = i == 1,
                                   .slain_in_combat = true,
                                   .standards_lost_in_combat = 100,
                                   .standards_lost_otherwise = 100});
  }
  // Distinct ids, as validate_battle wants them.
  static const std::string ids[max_battle_units] = {
#define RF_ID(n) "u" #n
      RF_ID(0),  RF_ID(1),  RF_ID(2),  RF_ID(3),  RF_ID(4),  RF_ID(5),  RF_ID(6),  RF_ID(7),
      RF_ID(8),  RF_ID(9),  RF_ID(10), RF_ID(11), RF_ID(12), RF_ID(13), RF_ID(14), RF_ID(15),
      RF_ID(16), RF_ID(17), RF_ID(18), RF_ID(19), RF_ID(20), RF_ID(21), RF_ID(22), RF_ID(23),
      RF_ID(24), RF_ID(25), RF_ID(26), RF_ID(27), RF_ID(28), RF_ID(29), RF_ID(30), RF_ID(31),
      RF_ID(32), RF_ID(33), RF_ID(34), RF_ID(35), RF_ID(36), RF_ID(37), RF_ID(38), RF_ID(39),
      RF_ID(40), RF_ID(41), RF_ID(42), RF_ID(43), RF_ID(44), RF_ID(45), RF_ID(46), RF_ID(47),
      RF_ID(48), RF_ID(49), RF_ID(50), RF_ID(51), RF_ID(52), RF_ID(53), RF_ID(54), RF_ID(55),
      RF_ID(56), RF_ID(57), RF_ID(58), RF_ID(59), RF_ID(60), RF_ID(61), RF_ID(62), RF_ID(63)};
#undef RF_ID
  for (std::size_t a = 0; a < 2; ++a)
    for (std::size_t i = 0; i < max_battle_units; ++i) b.armies[a].units[i].id = ids[i];
  return b;
}

template <class R>
void check_largest_battle() {
  battle b = largest_battle();
  b.armies[0].conceded = false;
  REQUIRE(validate_battle<R>(b).empty());
  const battle_result r = score<R>(b);
  for (std::size_t a = 0; a < 2; ++a) {
    CHECK(r.armies[a].victory_points >= 0);
    CHECK(r.armies[a].victory_points < INT_MAX / 2);
  }
  // Half-strength and fleeing units take the percentage paths (long long inside).
  for (std::size_t i = 0; i < max_battle_units; ++i) {
    battle_unit& u = b.armies[1].units[i];
    u.state = i % 2 ? unit_state::fleeing : unit_state::in_play;
    u.strength_at_end = max_points / 2 + static_cast<int>(i);
    u.slain_in_combat = false;
    u.standards_lost_in_combat = 0;
  }
  REQUIRE(validate_battle<R>(b).empty());
  CHECK(score<R>(b).armies[0].victory_points >= 0);
}
}  // namespace

TEST_CASE("limits: a battle at every limit scores without overflow", "[limits][issue14]") {
  rule_sets::serving<victory_engine>::for_each([]<class R>(std::type_identity<R>) {
    INFO(R::info.id);
    check_largest_battle<R>();
  });
}

TEST_CASE("limits: one past each battle limit is an error", "[limits][issue14]") {
  battle b = largest_battle();
  b.points_limit = max_points + 1;
  b.armies[0].bonus_victory_points = max_points + 1;
  b.armies[1].units[63].cost = max_points + 1;
  b.armies[1].units[62].strength_at_start = max_points + 1;
  b.armies[1].units[61].standards_lost_otherwise = 101;
  const auto ps = validate_battle<tow>(b);
  REQUIRE(ps.size() == 5);
  CHECK(ps[0] == problem{"points_limit", "must be at most 1000000, got 1000001"});
  CHECK(ps[1] == problem{"armies[0].bonus_victory_points", "must be at most 1000000, got 1000001"});
  CHECK(ps[2] ==
        problem{"armies[1].units[61].standards_lost_otherwise", "must be at most 100, got 101"});
  CHECK(ps[3] ==
        problem{"armies[1].units[62].strength_at_start", "must be at most 1000000, got 1000001"});
  CHECK(ps[4] == problem{"armies[1].units[63].cost", "must be at most 1000000, got 1000001"});
}

TEST_CASE("limits: a break test at every limit, and one past", "[limits][issue14]") {
  break_test t{.leadership = max_leadership,
               .margin = max_margin,
               .reroll = true,
               .warband_rank_bonus = max_leadership,
               .winner_unit_strength = max_break_unit_strength,
               .loser_unit_strength = max_break_unit_strength};
  const auto sum_is_one = [](const break_result& r) {
    long long n = 0, d = 1;  // add the fractions exactly
    for (const probability& p : r.odds) {
      n = n * p.denominator + p.numerator * d;
      d *= p.denominator;
    }
    return n == d;
  };
  rule_sets::serving<break_test_engine>::for_each([&]<class R>(std::type_identity<R>) {
    INFO(R::info.id);
    REQUIRE(validate_break_test<R>(t).empty());
    CHECK(sum_is_one(break_odds<R>(t)));
  });
  t.margin = 0;
  t.leadership = 1;
  CHECK(sum_is_one(break_odds<wfb6>(t)));

  t = {.leadership = max_leadership + 1,
       .margin = max_margin + 1,
       .warband_rank_bonus = max_leadership + 1,
       .winner_unit_strength = max_break_unit_strength + 1,
       .loser_unit_strength = max_break_unit_strength + 1};
  const auto ps = validate_break_test<tow>(t);
  REQUIRE(ps.size() == 5);
  CHECK(ps[0] == problem{"leadership", "must be at most 10, got 11"});
  CHECK(ps[1] == problem{"margin", "must be at most 100000, got 100001"});
  CHECK(ps[2] == problem{"warband_rank_bonus", "must be at most 10, got 11"});
  CHECK(ps[3] == problem{"winner_unit_strength", "must be at most 1000000, got 1000001"});
  CHECK(ps[4] == problem{"loser_unit_strength", "must be at most 1000000, got 1000001"});
}

TEST_CASE("limits: a tournament at every limit, and one past", "[limits][issue14]") {
  using namespace rankfile::tournament;
  event e;
  e.scheme = *scheme_named("tow-matched-play");
  // Two players meet in every round, the same one winning by max_points each time: the
  // largest totals one player can reach.
  for (int round = 1; round <= max_rounds; ++round)
    e.games.push_back({.round = round,
                       .points_limit = max_points,
                       .players = {"Ann", "Bob"},
                       .victory_points = {max_points, 0},
                       .secondary_victory_points = {max_points, 0},
                       .generals_slain = {max_generals_slain, 0}});
  REQUIRE(validate(e).empty());
  const std::vector<standing> s = standings(e);
  REQUIRE(s.size() == 2);
  CHECK(s[0].player == "Ann");
  CHECK(s[0].victory_points == max_rounds * max_points);
  CHECK(s[0].secondary_victory_points == max_rounds * max_points);
  CHECK(s[0].vp_difference == max_rounds * max_points);
  CHECK(s[1].vp_difference == -max_rounds * max_points);
  CHECK(s[0].generals_slain == max_rounds * max_generals_slain);

  e.games.back().round = max_rounds + 1;
  e.games.front().victory_points[1] = max_points + 1;
  e.games.front().generals_slain[1] = max_generals_slain + 1;
  const auto ps = validate(e);
  REQUIRE(ps.size() == 3);
  CHECK(ps[0] == problem{"games[0].victory_points[1]", "must be at most 1000000, got 1000001"});
  CHECK(ps[1] == problem{"games[0].generals_slain[1]", "must be at most 100, got 101"});
  CHECK(ps[2] == problem{"games[999].round", "must be at most 1000, got 1001"});

  event big;
  big.scheme = e.scheme;
  big.players.resize(max_players + 1);
  for (std::size_t i = 0; i < big.players.size(); ++i) big.players[i].name = std::to_string(i);
  big.games.push_back(
      {.round = 1, .points_limit = 2000, .players = {"0", "1"}, .victory_points = {1, 0}});
  const auto too_many = validate(big);
  REQUIRE(!too_many.empty());
  CHECK(too_many[0] == problem{"players", "must list at most 100000 entries, got 100001"});
}
