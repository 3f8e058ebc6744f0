// The engine: the steps it walks, house rules, and what it promises about its result.
#include "rankfile/combat/resolve.hpp"

#include <type_traits>
#include <vector>

#include "rankfile/combat/batch.hpp"
#include "rankfile/rule_sets.hpp"
#include "support/catch.hpp"
#include "support/combats.hpp"
#include "support/random_combat.hpp"

using namespace rankfile;

namespace {
// A house rule: 5th edition with overkill capped at 3 and the Battleaxe musician tie-break.
struct house : wfb5 {
  using overkill = rules::overkill<rules::overkill_rule{.max = 3}>;
  using ties = rules::musicians_break_ties<1>;
};
}  // namespace

namespace {
struct named_house : house {
  static constexpr rule_set_info info{
      .id = "my-club", .name = "5th, club rules", .aliases = "club"};
};
}  // namespace

TEST_CASE("a house rule joins the registry and is found by name at run time", "[combat]") {
  using registry = rule_sets::with<named_house>;
  STATIC_REQUIRE(registry::size == rule_sets::size + 1);
  const auto c = test::make(test::side("A", 1, {test::unit("a", 16, 4).with_musician()}, 6),
                            test::side("B", 7, {test::unit("b", 1, 1)}));
  int score = -1;
  CHECK(registry::visit("CLUB", [&]<class R>(std::type_identity<R>) {
    if constexpr (CombatRules<R>) score = resolve<R>(c).sides[0].score;
  }));
  CHECK(score == 1 + 3 + 3 + 1);  // overkill capped at 3, the musician's tie-break
  CHECK(registry::find("wfb5"));
  CHECK_FALSE(rule_sets::find("my-club"));
}

TEST_CASE("a house rule overrides one component and keeps the rest", "[combat]") {
  const auto c = test::make(test::side("A", 1, {test::unit("a", 16, 4).with_musician()}, 6),
                            test::side("B", 7, {test::unit("b", 1, 1)}));
  const auto base = resolve<wfb5>(c);
  const auto mine = resolve<house>(c);
  CHECK(base.sides[0].score == 1 + 3 + 6);
  CHECK(mine.sides[0].score == 1 + 3 + 3 + 1);  // 7-7 tie broken by the musician
  CHECK(mine.winner == 0);
  CHECK(mine.decided_by == decision::musician);
  CHECK(base.winner == 0);
}

TEST_CASE("the score is the sum of the awarded lines - in the engine's order", "[combat]") {
  const auto c = test::make(
      test::side(
          "A", 2,
          {test::unit("a", 20, 5).charging_downhill().with_standard().with_battle_standard()}, 2),
      test::side("B", 1, {test::unit("b", 5, 5)}));
  const auto r = resolve<battleaxe>(c);
  const bonus expected[] = {bonus::wounds,   bonus::charge,          bonus::ranks,
                            bonus::standard, bonus::battle_standard, bonus::high_ground,
                            bonus::overkill};
  REQUIRE(r.sides[0].awarded.size() == std::size(expected));
  int sum = 0;
  for (std::size_t i = 0; i < std::size(expected); ++i) {
    CHECK(r.sides[0].awarded[i].kind == expected[i]);
    sum += r.sides[0].awarded[i].value;
  }
  CHECK(r.sides[0].score == sum);
  CHECK(sum == 2 + 1 + 3 + 1 + 1 + 1 + 2);
}

TEST_CASE("no wounds - no wounds line", "[combat]") {
  const auto r = resolve<wfb5>(test::make(test::side("A", 0, {test::unit("a", 1, 1)}),
                                          test::side("B", 0, {test::unit("b", 1, 1)})));
  CHECK(r.sides[0].awarded.empty());
  CHECK(r.sides[1].awarded.empty());
  CHECK(r.decided_by == decision::draw);
}

TEST_CASE("resolve is noexcept and usable in constant expressions", "[combat]") {
  constexpr combat c = test::make(test::side("A", 1, {test::unit("a", 1, 1)}),
                                  test::side("B", 0, {test::unit("b", 1, 1)}));
  STATIC_REQUIRE(noexcept(resolve<wfb5>(c)));
  constexpr combat_result r = resolve<battleaxe>(c);
  STATIC_REQUIRE(r.winner == 0);
}

TEST_CASE("tally_all: one rule set for a whole batch, fixed in code or named at run time",
          "[combat]") {
  test::combat_generator gen(8);
  std::vector<combat> combats;
  for (int i = 0; i < 200; ++i) combats.push_back(gen.next());
  std::vector<combat_tally> by_type(combats.size());
  std::vector<combat_tally> by_name(combats.size());

  CHECK(tally_all<wfb8>(combats, by_type).size() == combats.size());
  const auto named = tally_all("8th", combats, by_name);  // an alias of wfb8
  REQUIRE(named);
  CHECK(named->size() == combats.size());
  for (std::size_t i = 0; i < combats.size(); ++i) {
    INFO("combat " << i);
    CHECK(by_type[i] == tally<wfb8>(combats[i]));
    CHECK(by_name[i] == by_type[i]);
  }

  SECTION("no rule set by that name, or one without combat rules: nothing written") {
    std::vector<combat_tally> untouched(combats.size());
    CHECK_FALSE(tally_all("wfb9", combats, untouched));
    CHECK_FALSE(tally_all("wap", combats, untouched));  // victory points only
    CHECK(untouched[0] == combat_tally{});
  }
  SECTION("a shorter output: as many as fit, and the part written") {
    std::vector<combat_tally> three(3);
    const auto done = tally_all<wfb5>(combats, three);
    CHECK(done.size() == 3);
    CHECK(done.data() == three.data());
    CHECK(three[2] == tally<wfb5>(combats[2]));
  }
}
