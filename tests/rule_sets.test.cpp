#include "rankfile/rule_sets.hpp"

#include <string>
#include <type_traits>
#include <vector>

#include "rankfile/combat/resolve.hpp"
#include "rankfile/victory/score.hpp"
#include "support/catch.hpp"
#include "support/combats.hpp"

using namespace rankfile;

TEST_CASE("rule_sets: lookup by id and alias", "[rule_sets]") {
  STATIC_REQUIRE(rule_sets::size == 11);
  STATIC_REQUIRE(rule_sets::find("wfb5").has_value());
  STATIC_REQUIRE(rule_sets::find("5th")->id == "wfb5");
  STATIC_REQUIRE(rule_sets::find("bfg")->id == "battleaxe");
  STATIC_REQUIRE(!rule_sets::find("wfb9").has_value());
  STATIC_REQUIRE(!rule_sets::find("").has_value());
  STATIC_REQUIRE(!rule_sets::find("5t").has_value());   // whole aliases only
  STATIC_REQUIRE(!rule_sets::find("5e whfb5").has_value());
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
  STATIC_REQUIRE(rule_sets::nearest("wfb9") == "wfb5");     // a tie: the first in the list
  STATIC_REQUIRE(rule_sets::nearest("WFB9") == "wfb5");
  STATIC_REQUIRE(rule_sets::nearest("8tj") == "8th");       // an alias
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
  int combat = 0, victory = 0;
  rule_sets::for_each([&]<class R>(std::type_identity<R>) {
    combat += CombatRules<R>;
    victory += VictoryRules<R>;
  });
  CHECK(combat == 9);
  CHECK(victory == 9);
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
