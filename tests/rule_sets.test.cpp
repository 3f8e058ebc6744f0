#include "rankfile/rule_sets.hpp"

#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "rankfile/combat/resolve.hpp"
#include "rankfile/engines.hpp"
#include "rankfile/victory/score.hpp"
#include "support/catch.hpp"
#include "support/combats.hpp"

using namespace rankfile;

TEST_CASE("rule_sets: lookup by id and alias", "[rule_sets]") {
  STATIC_REQUIRE(rule_sets::find("wfb5").has_value());
  STATIC_REQUIRE(rule_sets::find("5th")->id == "wfb5");
  STATIC_REQUIRE(rule_sets::find("bfg")->id == "battleaxe");
  STATIC_REQUIRE(!rule_sets::find("wfb9").has_value());
  STATIC_REQUIRE(!rule_sets::find("").has_value());
  STATIC_REQUIRE(!rule_sets::find("5t").has_value());  // whole aliases only
  STATIC_REQUIRE(!rule_sets::find("5e whfb5").has_value());
}

TEST_CASE("rule_sets: every rule set is found by its id and each alias", "[rule_sets]") {
  std::size_t listed = 0;
  rule_sets::for_each([&]<class R>(std::type_identity<R>) {
    INFO(R::info.id);
    CHECK(!R::info.id.empty());
    CHECK(!R::info.name.empty());
    R::info.for_each_name([&](std::string_view name) {
      INFO(name);
      const auto found = rule_sets::find(name);
      REQUIRE(found.has_value());
      CHECK(found->id == R::info.id);
      std::string_view visited;
      CHECK(rule_sets::visit(name, [&]<class V>(std::type_identity<V>) { visited = V::info.id; }));
      CHECK(visited == R::info.id);
    });
    CHECK(rule_sets::infos()[listed].id == R::info.id);  // infos() is in list order
    ++listed;
  });
  CHECK(listed == rule_sets::size);
}

TEST_CASE("rule_sets: names in any case", "[rule_sets]") {
  STATIC_REQUIRE(rule_sets::find("WFB5")->id == "wfb5");
  STATIC_REQUIRE(rule_sets::find("TOW")->id == "tow");
  STATIC_REQUIRE(rule_sets::find("8TH")->id == "wfb8");
  STATIC_REQUIRE(rule_sets::find("Tow-MP")->id == "tow-matched-play");
  STATIC_REQUIRE(!rule_sets::find("WFB9").has_value());
  std::string_view id;
  CHECK(rule_sets::visit("Battle-March", [&]<class R>(std::type_identity<R>) { id = R::info.id; }));
  CHECK(id == "tow-battle-march");
}

TEST_CASE("rule_sets: the nearest id or alias to an unknown name", "[rule_sets]") {
  STATIC_REQUIRE(rule_sets::nearest("wfb 5") == "wfb5");
  STATIC_REQUIRE(rule_sets::nearest("WFB 5") == "wfb5");
  // A tie: the first in the list.
  STATIC_REQUIRE(rule_set_list<wfb5, wfb6>::nearest("wfb9") == "wfb5");
  STATIC_REQUIRE(rule_set_list<wfb6, wfb5>::nearest("WFB9") == "wfb6");
  STATIC_REQUIRE(rule_sets::nearest("8tj") == "8th");  // an alias
  STATIC_REQUIRE(rule_sets::nearest("battelaxe") == "battleaxe");
  STATIC_REQUIRE(rule_sets::nearest("tow-matchedplay") == "tow-matched-play");
  STATIC_REQUIRE(rule_sets::nearest("chess").empty());
  STATIC_REQUIRE(rule_sets::nearest("").empty());
}

TEST_CASE("rule_sets: visit resolves under the named rule set", "[rule_sets]") {
  const auto c = test::make(test::side("A", 0, {test::unit("a", 1, 1).charging()}),
                            test::side("B", 0, {test::unit("b", 1, 1)}));
  int score = -1;
  const auto run = [&]<class R>(std::type_identity<R>) {
    if constexpr (CombatRules<R>) score = resolve<R>(c).sides[0].score;
  };
  CHECK(rule_sets::visit("battleaxe", run));
  CHECK(score == 1);  // charge bonus
  CHECK(rule_sets::visit("5e", run));
  CHECK(score == 0);  // no charge bonus in 5th
  score = -1;
  CHECK(rule_sets::visit("wap", run));  // known, but no combat rules: nothing resolved
  CHECK(score == -1);
  CHECK(!rule_sets::visit("wfb9", run));
}

TEST_CASE("rule_sets: ids and aliases are unique", "[rule_sets]") {
  std::vector<std::string> keys;
  rule_sets::for_each([&]<class R>(std::type_identity<R>) {
    keys.emplace_back(R::info.id);
    std::string_view rest = R::info.aliases;
    while (!rest.empty()) {
      const std::size_t space = rest.find(' ');
      keys.emplace_back(rest.substr(0, space));
      rest = space == std::string_view::npos ? std::string_view{} : rest.substr(space + 1);
    }
  });
  CHECK(keys.size() > rule_sets::size);
  for (std::size_t i = 0; i < keys.size(); ++i)  // names are read in any case
    for (std::size_t j = i + 1; j < keys.size(); ++j) CHECK(!detail::same_name(keys[i], keys[j]));
}

TEST_CASE("rule_sets: which engines each rule set supports", "[rule_sets]") {
  STATIC_REQUIRE(CombatRules<wfb5>);
  STATIC_REQUIRE(CombatRules<battleaxe>);
  STATIC_REQUIRE(!VictoryRules<wfb5>);  // the 5th edition VP schedule is unknown
  STATIC_REQUIRE(!VictoryRules<battleaxe>);
  STATIC_REQUIRE(VictoryRules<wap>);
  STATIC_REQUIRE(VictoryRules<tow>);
  STATIC_REQUIRE(VictoryRules<tow_matched_play>);
  STATIC_REQUIRE(VictoryRules<wfb6>);
  STATIC_REQUIRE(VictoryRules<wfb8>);
  STATIC_REQUIRE(CombatRules<tow>);
  STATIC_REQUIRE(CombatRules<wfb6>);
  STATIC_REQUIRE(CombatRules<wfb7>);
  STATIC_REQUIRE(CombatRules<wfb8>);
  STATIC_REQUIRE(!CombatRules<wap>);  // the Warhammer Armies Project's combat rules are not encoded
  // Every rule set serves an engine, and serving<E> lists, in order, the ones E serves.
  std::vector<std::string_view> combat, victory, break_tests;
  rule_sets::for_each([&]<class R>(std::type_identity<R>) {
    INFO(R::info.id);
    CHECK((CombatRules<R> || VictoryRules<R> || BreakTestRules<R>));
    if (CombatRules<R>) combat.push_back(R::info.id);
    if (VictoryRules<R>) victory.push_back(R::info.id);
    if (BreakTestRules<R>) break_tests.push_back(R::info.id);
  });
  const auto ids = [](auto list) {
    std::vector<std::string_view> out;
    decltype(list)::for_each([&]<class R>(std::type_identity<R>) { out.push_back(R::info.id); });
    return out;
  };
  CHECK(ids(rule_sets::serving<combat_engine>{}) == combat);
  CHECK(ids(rule_sets::serving<victory_engine>{}) == victory);
  CHECK(ids(rule_sets::serving<break_test_engine>{}) == break_tests);
  STATIC_REQUIRE(std::is_same_v<rule_set_list<wap, wfb5, tow>::serving<combat_engine>,
                                rule_set_list<wfb5, tow>>);
  STATIC_REQUIRE(
      std::is_same_v<rule_set_list<wfb5, battleaxe>::serving<victory_engine>, rule_set_list<>>);
  STATIC_REQUIRE(rule_set_list<>::serving<combat_engine>::size == 0);
}

TEST_CASE("wfb8 and battleaxe and tow: a unit wiped out in the round earns no rear bonus",
          "[flank][wfb8][battleaxe][tow]") {
  // Our reading (flank_rear.min_models_at_end 1, docs/rule-sets): the rules name no size for a
  // flank or rear attacker, but a unit with no models left at the end of the round fights nothing.
  const rankfile::combat c = test::make(
      test::side("A", 3, {test::unit("Front", 5, 5), test::unit("Wolves", 5, 5).ends_with(0)}),
      test::side("B", 5, {test::unit("Spears", 10, 8).ends_with(8)}),
      {test::fights(test::ref(0, 0), test::ref(1, 0)),
       test::fights(test::ref(0, 1), test::ref(1, 0), rankfile::facing::rear)});
  const auto check = [&]<class R>(std::type_identity<R>) {
    const rankfile::combat_result r = rankfile::resolve<R>(c);
    INFO(R::info.id);
    CHECK(r.sides[0].total(rankfile::bonus::rear) == 0);
    CHECK(r.sides[0].was_denied(rankfile::bonus::rear, rankfile::reason::too_few_models_at_end));
    CHECK(r.winner == 1);
    // One model left is enough: no size minimum.
    rankfile::combat one_left = c;
    one_left.sides[0].units[1].models = 1;
    one_left.sides[0].units[1].unit_strength = 1;
    CHECK(rankfile::resolve<R>(one_left).sides[0].total(rankfile::bonus::rear) == 2);
  };
  rankfile::rule_set_list<rankfile::wfb8, rankfile::battleaxe, rankfile::tow>::for_each(check);
}
