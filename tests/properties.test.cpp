// Properties every rule set keeps, over thousands of random valid combats.
#include <algorithm>
#include <cstddef>
#include <type_traits>

#include "rankfile/combat/resolve.hpp"
#include "rankfile/combat/validate.hpp"
#include "rankfile/rule_sets.hpp"
#include "rankfile/victory/validate.hpp"
#include "support/catch.hpp"
#include "support/random_combat.hpp"
#include "support/rule_sets.hpp"

using namespace rankfile;

namespace {
constexpr int combats = 3000;

int distinct_enemy_units_attacked(const combat& c, side_index s, facing f) {
  int n = 0;
  for (std::size_t i = 0; i < c.engagements.size(); ++i) {
    const engagement& e = c.engagements[i];
    if (e.unit.side != s || e.target_facing != f) continue;
    bool seen = false;
    for (std::size_t j = 0; j < i; ++j)
      seen = seen || (c.engagements[j].unit.side == s && c.engagements[j].fights == e.fights &&
                      c.engagements[j].target_facing == f);
    n += seen ? 0 : 1;
  }
  return n;
}
// The most a rule set's rank bonus can be: its cap, or its highest troop-type cap plus Horde.
template <class R>
constexpr int max_rank_bonus() {
  using ranks = component_t<combat_roles::ranks, R>;
  if constexpr (requires { ranks::rule.max; }) {
    return ranks::rule.max;
  } else {
    int most = 0;
    for (const auto& limit : ranks::rule.by_troop) most = std::max(most, limit.max);
    return most + ranks::rule.horde;
  }
}

// Whether each bonus kind's denials for each side stay within its row of denial_budgets
// (combat/result.hpp), counted for this combat's units and engagements, and none was dropped.
bool denials_within_budget(const combat& c, const combat_result& r) {
  for (side_index s = 0; s < 2; ++s) {
    if (r.sides[s].denied.overflowed()) return false;
    for (const denial_budget& b : denial_budgets) {
      const std::size_t most =
          b.per_unit * c.sides[s].units.size() + b.per_engagement * c.engagements.size() + b.once;
      const auto n =
          std::count_if(r.sides[s].denied.begin(), r.sides[s].denied.end(), [&](const denial& d) {
            // rear's denials are budgeted under flank
            const bonus k = d.kind == bonus::rear ? bonus::flank : d.kind;
            return k == b.kind;
          });
      if (static_cast<std::size_t>(n) > most) return false;
    }
  }
  return true;
}
}  // namespace

TEMPLATE_LIST_TEST_CASE("each bonus kind's denials stay within its budget", "[properties]",
                        test::combat_rule_sets) {
  INFO(TestType::info.id);
  test::combat_generator gen(11);
  for (int i = 0; i < combats; ++i) {
    const combat c = gen.next();
    REQUIRE(denials_within_budget(c, resolve<TestType>(c)));
  }
}

TEMPLATE_LIST_TEST_CASE("generated combats are valid", "[properties]", test::combat_rule_sets) {
  INFO(TestType::info.id);
  test::combat_generator gen(1);
  for (int i = 0; i < combats; ++i) REQUIRE(validate<TestType>(gen.next()).empty());
}

TEMPLATE_LIST_TEST_CASE("swapping the sides swaps the results", "[properties]",
                        test::combat_rule_sets) {
  INFO(TestType::info.id);
  test::combat_generator gen(2);
  for (int i = 0; i < combats; ++i) {
    const combat c = gen.next();
    const combat_result r = resolve<TestType>(c);
    const combat_result m = resolve<TestType>(mirrored(c));
    REQUIRE(r.sides[0].score == m.sides[1].score);
    REQUIRE(r.sides[1].score == m.sides[0].score);
    REQUIRE(r.margin == m.margin);
    REQUIRE(r.decided_by == m.decided_by);
    REQUIRE(r.winner.has_value() == m.winner.has_value());
    if (r.winner) REQUIRE(*r.winner == opponent(*m.winner));
  }
}

TEMPLATE_LIST_TEST_CASE(
    "disrupted_earlier only takes ranks away, and only where disruption "
    "lasts for the combat (5th edition)",
    "[properties][disruption]", test::combat_rule_sets) {
  INFO(TestType::info.id);
  test::combat_generator gen(7);
  for (int i = 0; i < combats; ++i) {
    combat c = gen.next();
    for (combat_side& side : c.sides)
      for (combat_unit& u : side.units) u.disrupted_earlier = false;
    const combat_result fresh = resolve<TestType>(c);
    for (combat_side& side : c.sides)
      for (combat_unit& u : side.units) u.disrupted_earlier = true;
    const combat_result marked = resolve<TestType>(c);
    if constexpr (component_t<combat_roles::disruption, TestType>::rule.lasts_for_combat) {
      for (const side_index s : {side_index{0}, side_index{1}}) {
        REQUIRE(marked.sides[s].total(bonus::ranks) == 0);
        REQUIRE(marked.sides[s].score == fresh.sides[s].score - fresh.sides[s].total(bonus::ranks));
      }
    } else {
      REQUIRE(marked == fresh);
    }
  }
}

TEMPLATE_LIST_TEST_CASE("one more wound never lowers a side's score or loses it the combat",
                        "[properties]", test::combat_rule_sets) {
  INFO(TestType::info.id);
  test::combat_generator gen(3);
  for (int i = 0; i < combats; ++i) {
    const combat c = gen.next();
    const combat_result before = resolve<TestType>(c);
    for (const side_index s : {side_index{0}, side_index{1}}) {
      combat more = c;
      more.sides[s].wounds_inflicted += 1;
      const combat_result after = resolve<TestType>(more);
      REQUIRE(after.sides[s].score >= before.sides[s].score);
      // The enemy gains nothing from it, except a musician's tie-break when the wound levels
      // the scores.
      const side_result& them_before = before.sides[opponent(s)];
      const side_result& them_after = after.sides[opponent(s)];
      REQUIRE(them_after.score - them_after.total(bonus::musician) ==
              them_before.score - them_before.total(bonus::musician));
      if (before.winner == s) REQUIRE(after.winner == s);
    }
  }
}

TEMPLATE_LIST_TEST_CASE("caps hold and scores add up", "[properties]", test::combat_rule_sets) {
  INFO(TestType::info.id);
  test::combat_generator gen(4);
  for (int i = 0; i < combats; ++i) {
    const combat c = gen.next();
    const combat_result r = resolve<TestType>(c);
    for (const side_index s : {side_index{0}, side_index{1}}) {
      const side_result& out = r.sides[s];
      int sum = 0;
      for (const award& a : out.awarded) sum += a.value;
      REQUIRE(out.score == sum);
      REQUIRE(out.total(bonus::wounds) == c.sides[s].wounds_inflicted);
      REQUIRE(out.total(bonus::ranks) <= max_rank_bonus<TestType>());
      using overkill = component_t<combat_roles::overkill, TestType>;
      if constexpr (requires { overkill::rule.max; })
        REQUIRE(out.total(bonus::overkill) <= overkill::rule.max);
      else  // a rule set without overkill
        REQUIRE(out.total(bonus::overkill) == 0);
      REQUIRE(out.total(bonus::overkill) <= c.sides[s].challenge_overkill);
      REQUIRE(out.total(bonus::standard) <= 1);
      REQUIRE(out.total(bonus::outnumber) + out.total(bonus::massed_infantry) <= 1);
      REQUIRE(out.total(bonus::close_order) <= static_cast<int>(c.sides[s].units.size()));
      REQUIRE(out.score >= 0);
      REQUIRE(out.total(bonus::battle_standard) <= 1);
      REQUIRE(out.total(bonus::charge) <= 1);
      REQUIRE(out.total(bonus::high_ground) <= 1);
      REQUIRE(out.total(bonus::musician) <= 1);
      const int flank = component_t<combat_roles::flank_rear, TestType>::rule.flank;
      const int rear = component_t<combat_roles::flank_rear, TestType>::rule.rear;
      REQUIRE(out.total(bonus::flank) <=
              flank * distinct_enemy_units_attacked(c, s, facing::flank));
      REQUIRE(out.total(bonus::rear) <= rear * distinct_enemy_units_attacked(c, s, facing::rear));
    }
    if (r.winner) {
      REQUIRE(r.margin == r.sides[*r.winner].score - r.sides[opponent(*r.winner)].score);
      if (r.decided_by != decision::wipe_out) REQUIRE(r.margin > 0);
    } else {
      REQUIRE(r.margin == 0);
      // A draw: level scores, or both sides wiped out (which the wipe-out rule decides).
      const bool both_gone = c.sides[0].models_left() == 0 && c.sides[1].models_left() == 0;
      REQUIRE(r.decided_by == (both_gone ? decision::wipe_out : decision::draw));
    }
  }
}

TEST_CASE("tally gives resolve's numbers, for every rule set with combat rules", "[properties]") {
  std::size_t checked = 0;
  rule_sets::for_each([&]<class R>(std::type_identity<R>) {
    if constexpr (CombatRules<R>) {
      INFO(R::info.id);
      test::combat_generator gen(7);
      bool all_equal = true;
      for (int i = 0; i < combats && all_equal; ++i) {
        const combat c = gen.next();
        const combat_tally t = tally<R>(c);
        all_equal = t == tally_of(resolve<R>(c));
        if (!all_equal) {
          INFO("combat " << i << ": tally " << t.sides[0].score << "-" << t.sides[1].score);
          CHECK(all_equal);
        }
      }
      CHECK(all_equal);
      ++checked;
    }
  });
  CHECK(checked == test::count_serving<combat_engine>);  // every one the registry lists
}

TEST_CASE("5th edition flank and rear are once per side", "[properties]") {
  test::combat_generator gen(5);
  for (int i = 0; i < combats; ++i) {
    const combat_result r = resolve<wfb5>(gen.next());
    for (const side_result& out : r.sides) {
      REQUIRE(out.total(bonus::flank) <= 1);
      REQUIRE(out.total(bonus::rear) <= 2);
      REQUIRE((out.total(bonus::flank) == 0 || r.sides[0].total(bonus::flank) == 0 ||
               r.sides[1].total(bonus::flank) == 0));  // never both sides
    }
  }
}

#include <random>

#include "rankfile/victory/score.hpp"
#include "support/random_battle.hpp"

TEMPLATE_LIST_TEST_CASE("battles: swapping the armies swaps the results - VP add up",
                        "[properties]", test::victory_rule_sets) {
  INFO(TestType::info.id);
  std::mt19937 rng(7);
  for (int i = 0; i < 2000; ++i) {
    battle b = test::random_battle(rng);
    if (!component_t<victory_roles::concession, TestType>::covered)
      b.armies[0].conceded = b.armies[1].conceded = false;
    REQUIRE(validate_battle<TestType>(b).empty());
    const battle_result r = score<TestType>(b);
    const battle_result m = score<TestType>(battle{b.points_limit, {b.armies[1], b.armies[0]}});
    REQUIRE(r.armies[0].victory_points == m.armies[1].victory_points);
    REQUIRE(r.armies[0].outcome == m.armies[1].outcome);
    REQUIRE(r.difference == m.difference);
    for (const army_score& a : r.armies) {
      int sum = 0;
      for (const vp_line& l : a.lines) sum += l.value;
      REQUIRE(a.victory_points == sum);
    }
    REQUIRE(r.armies[0].outcome == mirror(r.armies[1].outcome));
    // No unit ever scores more than its cost.
    for (const army_score& a : r.armies)
      for (const vp_line& l : a.lines)
        if (l.unit != no_battle_unit && l.basis > 0) REQUIRE(l.value <= l.basis);
  }
}
