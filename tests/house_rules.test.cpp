#include "rankfile/house_rules.hpp"

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "rankfile/rule_sets.hpp"
#include "support/catch.hpp"
#include "support/combats.hpp"
#include "support/random_combat.hpp"

using namespace rankfile;
using namespace test;

namespace {

// The same house rule as a type (docs/how-to.md), to compare the run-time one with.
struct club5 : wfb5 {
  using cites = club5;
  using overkill = rules::overkill<rules::overkill_rule{.max = 3}>;
  using ranks = rules::best_unit_rank_bonus<rules::rank_rule{
      .min_files = 5,
      .min_models_in_rank = 4,
      .max = 2,
      .counted = rules::counted_at::round_start,
      .deepest_disrupted = rules::when_deepest_disrupted::none}>;
  using flank_rear = rules::flank_and_rear_per_side<rules::flank_rule{
      .flank = 1, .rear = 3, .min_models_at_end = 5}>;
  static constexpr combat_citations combat_cite = [] {
    combat_citations c = wfb5::combat_cite;
    c.overkill = c.ranks = c.flank = c.rear = "club";
    return c;
  }();
};

house_rules<wfb5> club5_from_data() {
  house_rules<wfb5> h("Club rules");
  REQUIRE(h.set("overkill", "max", 3).empty());
  REQUIRE(h.set("ranks", "min_files", 5).empty());
  REQUIRE(h.set("ranks", "max", 2).empty());
  REQUIRE(h.set("flank_rear", "rear", 3).empty());
  return h;
}

}  // namespace

TEST_CASE("house rules: without changes, every engine answers as the rule set does",
          "[house_rules]") {
  int checked = 0;
  rule_sets::for_each([&]<class R>(std::type_identity<R>) {
    INFO(R::info.id);
    const house_rules<R> same;
    CHECK(knobs(same) == knobs<R>());
    CHECK(same.changes().empty());
    CHECK(same.name() == R::info.name);
    if constexpr (CombatRules<R>) {
      combat_generator gen(11);
      bool all_equal = true;
      for (int i = 0; i < 500 && all_equal; ++i) {
        const combat c = gen.next();
        const combat_result r = resolve<R>(c);
        all_equal = resolve(same, c) == r && tally(same, c) == tally<R>(c) &&
                    explain(same, c, r) == explain<R>(c, r);
      }
      CHECK(all_equal);
    }
    if constexpr (BreakTestRules<R>) {
      bool all_equal = true;
      for (int ld = 2; ld <= 10; ++ld)
        for (int margin = 0; margin <= 15; ++margin)
          for (const bool reroll : {false, true}) {
            const break_test t{.leadership = ld, .margin = margin, .reroll = reroll};
            all_equal = all_equal && break_odds(same, t) == break_odds<R>(t) &&
                        explain(same, t, break_odds(same, t)) == explain<R>(t, break_odds<R>(t));
          }
      CHECK(all_equal);
    }
    ++checked;
  });
  CHECK(checked == static_cast<int>(rule_sets::size));
}

TEST_CASE("house rules: a house rule from data resolves as the same house rule written as a type",
          "[house_rules]") {
  const house_rules<wfb5> h = club5_from_data();
  combat_generator gen(5);
  int differ_from_wfb5 = 0;
  bool all_equal = true;
  for (int i = 0; i < 2000 && all_equal; ++i) {
    combat c = gen.next();
    c.sides[0].challenge_overkill = i % 7;  // overkill often, above the cap of 3 often
    const combat_result r = resolve(h, c);
    all_equal = r == resolve<club5>(c) && tally(h, c) == tally<club5>(c);
    if (!(tally(h, c) == tally<wfb5>(c))) ++differ_from_wfb5;
  }
  CHECK(all_equal);
  CHECK(differ_from_wfb5 > 100);  // the changes matter: the test would see a wrong reading
}

TEST_CASE("house rules: the explanation cites the house rule for what it changes, once",
          "[house_rules]") {
  const house_rules<wfb5> h = club5_from_data();
  const combat c = make(side("Empire", 2, {block("Halberdiers", 20, 5)}, 5),
                        side("Orcs", 1, {block("Boyz", 15, 5)}));
  const combat_result r = resolve(h, c);
  CHECK(r.sides[0].score == 2 + 2 + 3);  // wounds, ranks capped at 2, overkill capped at 3
  const std::string text = explain(h, c, r);
  CHECK(text.find("[Club rules: overkill max 3 (Warhammer Fantasy Battle, 5th edition: no cap)]") ==
        std::string::npos);  // cited once under "Rules:", not on the line
  CHECK(text.find("  [3] Club rules: overkill max 3 (Warhammer Fantasy Battle, 5th edition: no "
                  "cap)\n") != std::string::npos);
  CHECK(text.find("Club rules: ranks min_files 5 (Warhammer Fantasy Battle, 5th edition: 4); "
                  "ranks max 2 (Warhammer Fantasy Battle, 5th edition: 3)") != std::string::npos);
  CHECK(text.find("Overkill: +1 per wound") == std::string::npos);  // not the rule it replaces
  CHECK(text.find("capped: +5 earned, +3 allowed [3]") != std::string::npos);
  CHECK(text.find("5th ed., Close Combat: Results") != std::string::npos);  // unchanged rules
}

TEST_CASE("house rules: each citation belongs to one role - a change cites only that role's rules",
          "[house_rules]") {
  // A change of bonus_vp leaves the outcome's Break Point rule cited as The Old World's.
  house_rules<tow> club("Club");
  REQUIRE(club.set("bonus_vp", "general", 60).empty());
  battle b{.points_limit = 2000};
  b.armies[0].broken = true;
  b.armies[0].units.push_back(
      {.id = "a", .cost = 100, .strength_at_start = 10, .strength_at_end = 10});
  b.armies[1].units.push_back(
      {.id = "b", .cost = 100, .strength_at_start = 10, .strength_at_end = 10});
  const std::string score_text = explain(club, b, score(club, b));
  CHECK(score_text.find("the other army broke [1]") != std::string::npos);
  CHECK(score_text.find("  [1] TOW, Break Point: an army broken") != std::string::npos);

  // The procedure's rules include Terror and Warband: judged as in The Old World, a 5th edition
  // house rule cites itself for them, not "The Old World only".
  house_rules<wfb5> old_world("Old World tests");
  REQUIRE(old_world.set("procedure", "judged_by", "old_world").empty());
  const break_test t{.leadership = 8, .margin = 1, .terror = true};
  const std::string test_text = explain(old_world, t, break_odds(old_world, t));
  CHECK(test_text.find("Old World tests: procedure judged_by") != std::string::npos);
  CHECK(test_text.find("The Old World only") == std::string::npos);
}

TEST_CASE("house rules: knobs list the changed values", "[house_rules]") {
  const house_rules<wfb5> h = club5_from_data();
  const std::vector<knob> k = knobs(h);
  const auto value = [&](std::string_view name) {
    for (const knob& x : k)
      if (x.name == name) return x.value;
    return std::string("(none)");
  };
  CHECK(value("overkill.max") == "3");
  CHECK(value("ranks.min_files") == "5");
  CHECK(value("ranks.max") == "2");
  CHECK(value("flank_rear.rear") == "3");
  CHECK(value("flank_rear.flank") == "1");
  CHECK(k.size() == knobs<wfb5>().size());
}

TEST_CASE("house rules: a component named after a setting is named after the changed one",
          "[house_rules]") {
  const auto component = [](const std::vector<knob>& k) {
    for (const knob& x : k)
      if (x.name == "flank_rear") return x.value;
    return std::string("(none)");
  };
  REQUIRE(component(knobs<wfb5>()) == "once per side, more attacking units wins");
  house_rules<wfb5> h;
  REQUIRE(h.set("flank_rear", "more_attackers_win", setting_value{false}).empty());
  CHECK(component(knobs(h)) == "once per side");
  CHECK(component(knobs<wfb6>()) == "once per side");  // 6th edition's compiled rule
}

TEST_CASE("house rules: victory points and break tests", "[house_rules]") {
  house_rules<wfb8> h("No re-rolls");
  REQUIRE(h.set("special_rules", "reroll", false).empty());
  const break_test t{.leadership = 7, .margin = 2, .reroll = true};
  const break_result with = break_odds<wfb8>(t);
  const break_result without = break_odds(h, t);
  CHECK(without.of(break_outcome::hold) == probability::of(10, 36));  // 2D6 of 5 or less
  CHECK(!(with == without));
  CHECK(explain(h, t, without)
            .find("No re-rolls: special_rules reroll no (Warhammer Fantasy "
                  "Battle, 8th edition: yes)") != std::string::npos);

  // From a combat, tallied (a simulator's path) or resolved: the same test, with the house
  // rule's Steadfast (switched off here) applied.
  house_rules<wfb8> no_steadfast("No Steadfast");
  REQUIRE(no_steadfast.set("special_rules", "steadfast", false).empty());
  const combat fight{.sides = {{{.name = "A", .wounds_inflicted = 4, .units = {block("a", 10, 5)}},
                                {.name = "B", .units = {block("b", 30, 5)}}}}};
  const combat_tally tallied = tally(no_steadfast, fight);
  const break_test from_tally =
      break_test_from(no_steadfast, fight, tallied, {1, 0}, {.leadership = 7});
  CHECK(from_tally.margin == tallied.margin);
  CHECK(!from_tally.steadfast);
  CHECK(break_test_from<wfb8>(fight, tally<wfb8>(fight), {1, 0}, {.leadership = 7}).steadfast);
  const break_test from_result =
      break_test_from(no_steadfast, fight, resolve(no_steadfast, fight), {1, 0}, {.leadership = 7});
  CHECK(from_result.margin == from_tally.margin);
  CHECK(from_result.steadfast == from_tally.steadfast);

  // Stubborn that falls back, under a procedure of hold or break: the odds still add up to 1.
  house_rules<wfb8> falls_back("Stubborn falls back");
  REQUIRE(falls_back.set("special_rules", "stubborn", "falls_back").empty());
  const break_result fb =
      break_odds(falls_back, break_test{.leadership = 7, .margin = 3, .stubborn = true});
  CHECK(fb.automatic);
  CHECK(fb.of(break_outcome::fall_back_in_good_order) == probability::of(1, 1));
  CHECK(fb.of(break_outcome::hold) == probability::of(0, 1));
  CHECK(fb.outcomes.size() == 3);
  // Fear comes before that Stubborn as before 7th edition's own (docs/rule-sets/wfb7.md): only
  // the double 1 holds, and Stubborn says it was overridden.
  house_rules<wfb7> feared_stubborn("Stubborn falls back");
  REQUIRE(feared_stubborn.set("special_rules", "stubborn", "falls_back").empty());
  const break_result fs = break_odds(
      feared_stubborn,
      break_test{.leadership = 7, .margin = 3, .stubborn = true, .fear_auto_break = true});
  CHECK(!fs.automatic);
  CHECK(fs.of(break_outcome::hold) == probability::of(1, 36));
  CHECK(fs.of(break_outcome::breaks) == probability::of(35, 36));
  CHECK(fs.was(break_modifier::fear, break_reason::only_double_one_holds));
  CHECK(fs.was(break_modifier::stubborn, break_reason::overridden_by_fear));
  CHECK(!break_odds(feared_stubborn, break_test{.leadership = 7, .margin = 3, .stubborn = true})
             .was(break_modifier::stubborn, break_reason::overridden_by_fear));

  // 7th edition's fear under The Old World's procedure: the double 1 that saves the unit gives
  // ground, the outcome that procedure gives a passed test, and the odds add up to 1.
  house_rules<tow> fear("Fear as in 7th");
  REQUIRE(fear.set("special_rules", "fear", "breaks_unless_double_one").empty());
  const break_test feared{.leadership = 7, .margin = 2, .fear_auto_break = true};
  const break_result fr = break_odds(fear, feared);
  CHECK(fr.of(break_outcome::breaks) == probability::of(35, 36));
  CHECK(fr.of(break_outcome::give_ground) == probability::of(1, 36));
  CHECK(fr.of(break_outcome::fall_back_in_good_order) == probability::of(0, 1));
  CHECK(break_roll(fear, feared, {1, 1}).outcome == break_outcome::give_ground);
  CHECK(break_roll(fear, feared, {1, 2}).outcome == break_outcome::breaks);
  // The re-roll overload: counted when one is due, as break_roll<tow> counts it.
  const break_test rerolls{.leadership = 8,
                           .margin = 3,
                           .reroll = true,
                           .winner_unit_strength = 30,
                           .loser_unit_strength = 10};
  const house_rules<tow> as_printed("The Old World as printed");
  CHECK(break_roll(as_printed, rerolls, {4, 5}).reroll_due);
  const break_roll_result again = break_roll(as_printed, rerolls, {4, 5}, {1, 2});
  CHECK(again.rerolled);
  CHECK(again.outcome == break_outcome::give_ground);
  CHECK(again == break_roll<tow>(rerolls, {4, 5}, {1, 2}));

  // A special rule a rule set leaves out for want of a source, added back.
  house_rules<wfb6> unbreakable("Slayers never run");
  const break_test slayers{.leadership = 2, .margin = 15, .unbreakable = true};
  CHECK(break_odds<wfb6>(slayers).of(break_outcome::breaks) == probability::of(1, 1));
  REQUIRE(unbreakable.set("special_rules", "unbreakable", true).empty());
  CHECK(break_odds(unbreakable, slayers).of(break_outcome::hold) == probability::of(1, 1));
  const std::string why = explain(unbreakable, slayers, break_odds(unbreakable, slayers));
  CHECK(why.find("Slayers never run: special_rules unbreakable yes") != std::string::npos);
  CHECK(why.find("no 6th edition source found") == std::string::npos);

  house_rules<tow> vp("Big generals");
  REQUIRE(vp.set("bonus_vp", "general", 250).empty());
  battle b{.points_limit = 2000};
  b.armies[0].units.push_back({.cost = 100,
                               .strength_at_start = 1,
                               .strength_at_end = 0,
                               .state = unit_state::destroyed,
                               .general = true});
  b.armies[1].units.push_back({.cost = 100, .strength_at_start = 10, .strength_at_end = 10});
  const int base = score<tow>(b).armies[1].victory_points;
  CHECK(score(vp, b).armies[1].victory_points == base - 100 + 250);

  // A standard taken only with its unit (bonus_vp standard_taken_with_unit): the house rule's
  // setting, not the base rule set's, decides which battles are consistent.
  battle kept{.points_limit = 2000};
  kept.armies[0].units.push_back(
      {.cost = 100, .strength_at_start = 10, .strength_at_end = 6, .standards_lost_in_combat = 1});
  kept.armies[1].units.push_back({.cost = 100, .strength_at_start = 10, .strength_at_end = 10});
  CHECK(validate_battle<wfb7>(kept).empty());  // 7th edition: a standard can be lost alone
  house_rules<wfb7> trophies("Trophies");
  CHECK(validate_battle(trophies, kept).empty());
  REQUIRE(trophies.set("bonus_vp", "standard_taken_with_unit", true).empty());
  const std::vector<problem> wrong = validate_battle(trophies, kept);
  REQUIRE(wrong.size() == 1);
  CHECK(wrong[0].path == "armies[0].units[0].standards_lost_in_combat");
  house_rules<tow> standards_alone("Standards alone");
  CHECK(validate_battle<tow>(kept).size() == 1);
  REQUIRE(standards_alone.set("bonus_vp", "standard_taken_with_unit", false).empty());
  CHECK(validate_battle(standards_alone, kept).empty());

  // WAP's chart, with 9.6 % read as 10 % (outcome percent_rounding up): a marginal victory.
  house_rules<wap> up("Round the percent up");
  REQUIRE(up.set("outcome", "percent_rounding", "up").empty());
  battle close{.points_limit = 2500};
  close.armies[1].units.push_back(
      {.cost = 240, .strength_at_start = 1, .strength_at_end = 0, .state = unit_state::destroyed});
  close.armies[1].units.push_back({.cost = 500, .strength_at_start = 20, .strength_at_end = 20});
  CHECK(score<wap>(close).armies[0].outcome == battle_outcome::draw);
  CHECK(score(up, close).armies[0].outcome == battle_outcome::marginal_victory);

  // A share of a unit's cost is 0 to 100 percent: more is refused, and nothing changes.
  house_rules<wfb6> shares("Big shares");
  CHECK(shares.set("unit_vp", "fleeing_percent", 150) ==
        "fleeing_percent, reduced_percent and fleeing_reduced_percent must be 0 to 100");
  CHECK(shares.set("unit_vp", "reduced_percent", 100).empty());
  CHECK(shares.set("bonus_vp", "per_standard", 10'001) == "per_standard must be 0 to 10000");
  CHECK(shares.set("bonus_vp", "per_standard", 10'000).empty());
  CHECK(knobs(shares) != knobs<wfb6>());
}

TEST_CASE("house rules: what is wrong with a change is said and nothing changes", "[house_rules]") {
  house_rules<wfb5> h("Club rules");
  CHECK(h.set("overkil", "max", 3) ==
        "no role \"overkil\" in wfb5 (did you mean \"overkill\"?); the roles with settings: ranks, "
        "disruption, standard, battle_standard, flank_rear, high_ground, overkill, procedure, "
        "special_rules");
  CHECK(
      h.set("overkill", "mx", 3) ==
      "overkill (excess wounds in a challenge) has no setting \"mx\" (did you mean \"max\"?); its "
      "settings: max");
  CHECK(h.set("wounds", "value", 2) == "wounds (one per unsaved wound) has no settings to change");
  CHECK(h.set("overkill", "max", -1) == "must be 0 to 1000000, got -1");
  CHECK(h.set("overkill", "max", true) == "must be a whole number (or \"no cap\"), got true");
  CHECK(h.set("ranks", "min_files", 0) == "min_files must be at least 1");
  CHECK(h.set("ranks", "counted", "later") ==
        "must be one of round_start (\"start of round\"), round_end (\"end of round\"), got "
        "\"later\"");
  CHECK(h.set("overkill", "max", "3") == "must be a whole number (or \"no cap\"), got \"3\"");
  CHECK(h.set("ranks", "skirmishers_claim", 1) == "must be true or false, got 1");
  CHECK(h.set("disruption", "min_models", 0) ==
        "every size test is switched off (min_models, min_ranks and min_unit_strength are all 0)");
  CHECK(h.set("disruption", "rank_width", 0) ==
        "rank_width must be at least 1: the models a rank needs to count");
  CHECK(h.changes().empty());
  CHECK(knobs(h) == knobs<wfb5>());

  house_rules<tow> t;
  CHECK(t.set("ranks", "infantry", 3) ==
        "cannot be changed from data: the troop type's rank limits are set in code");
  house_rules<wap> w;
  CHECK(w.set("unit_vp", "threshold", "1/3").empty());
  CHECK(w.get<victory_roles::unit_vp>().rule.threshold.numerator == 1);
  CHECK(w.get<victory_roles::unit_vp>().rule.threshold.denominator == 3);
  for (const char* bad : {"1/0", "a/2", "1/2/3", "12345678/1", "1/", "/2", "-1/2"})
    CHECK(w.set("unit_vp", "threshold", bad) ==
          std::string("must be a fraction such as \"1/2\", got \"") + bad + "\"");
  CHECK(w.get<victory_roles::unit_vp>().rule.threshold.denominator == 3);
  // A threshold above the whole unit would count a unit at full strength as reduced.
  CHECK(w.set("unit_vp", "threshold", "3/2") ==
        "the threshold must be a fraction from 0 to 1 of the unit's starting strength");
  CHECK(w.set("unit_vp", "threshold", "1/1").empty());
  // A chart whose marginal band starts at 0 % would give level points to the first army; bands
  // out of order would skip one.
  CHECK(w.set("outcome", "marginal_percent", 0) ==
        "marginal_percent must be at least 1: level points are a draw");
  CHECK(w.set("outcome", "solid_percent", 60) ==
        "the bands must be in order: marginal_percent <= solid_percent <= massacre_percent");
  CHECK(w.set("outcome", "solid_percent", 50).empty());
  CHECK(w.set("outcome", "massacre_percent", 49) ==
        "the bands must be in order: marginal_percent <= solid_percent <= massacre_percent");
  house_rules<tow> m;
  CHECK(m.set("outcome", "win_by", 0) == "win_by must be at least 1: level points are a draw");
  CHECK(m.set("outcome", "crushing_ratio", 0) == "crushing_ratio must be at least 1");
  CHECK(m.set("outcome", "win_by", 1).empty());
  CHECK(m.set("outcome", "crushing_ratio", 1).empty());
  CHECK(w.set("overkill", "max", "no cap") ==
        "no role \"overkill\" in wap; the roles with settings: unit_vp, bonus_vp, outcome");
  // Only a cap may be "no cap": any other number is added to a score.
  CHECK(w.set("bonus_vp", "general", "no cap") == "must be a whole number, got \"no cap\"");
  house_rules<wfb5> capped;
  CHECK(capped.set("ranks", "max", "no cap").empty());
  CHECK(capped.set("ranks", "min_files", "no cap") == "must be a whole number, got \"no cap\"");
}

TEST_CASE("house rules: words are read in any case - as rule sets' names are", "[house_rules]") {
  house_rules<wfb6> h;
  const auto value = [&](std::string_view name) {
    for (const knob& x : knobs(h))
      if (x.name == name) return x.value;
    return std::string("(none)");
  };
  REQUIRE(h.set("ranks", "counted", "End Of Round").empty());
  CHECK(value("ranks.counted") == "end of round");
  REQUIRE(h.set("ranks", "counted", "ROUND_START").empty());
  CHECK(value("ranks.counted") == "start of round");
  REQUIRE(h.set("overkill", "max", "No Cap").empty());
  CHECK(value("overkill.max") == "no cap");
  REQUIRE(h.set("flank_rear", "more_attackers_win", "YES").empty());
  CHECK(value("flank_rear.more_attackers_win") == "yes");
  CHECK(h.set("flank_rear", "more_attackers_win", "yess") == "must be true or false, got \"yess\"");
}

TEST_CASE(
    "house rules: changes from data are taken in any order - a setting refused alone is "
    "tried again after the others",
    "[house_rules]") {
  // 5th edition disrupts by models: switching that test off is refused alone (no size test
  // left), and allowed with another test switched on, whichever the document lists first.
  for (const bool models_first : {true, false}) {
    const house_rule_change models{"disruption", "min_models", 0};
    const house_rule_change ranks{"disruption", "min_ranks", 2};
    const house_rule_spec spec{
        .name = "Ranked flankers",
        .base = "wfb5",
        .changes = models_first ? std::vector{models, ranks} : std::vector{ranks, models}};
    int min_ranks = 0;
    const auto problems = visit(spec, [&](const auto& h) {
      for (const knob& k : knobs(h))
        if (k.name == "disruption.min_ranks") min_ranks = std::stoi(k.value);
    });
    CHECK(problems.empty());
    CHECK(min_ranks == 2);
  }
  // Refused however it is ordered: reported once, at its path.
  const house_rule_spec alone{.name = "No test",
                              .base = "wfb5",
                              .changes = {{"disruption", "min_models", 0}, {"overkill", "max", 3}}};
  const auto problems = visit(alone, [](const auto&) {});
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].path == "disruption.min_models");
}

TEST_CASE("house rules: a choice by its id or by the words rule-sets shows", "[house_rules]") {
  house_rules<wfb8> by_id, by_words;
  REQUIRE(by_id.set("ranks", "counted", "round_start").empty());
  REQUIRE(
      by_words.set("ranks", "counted", std::string_view(english_of(rules::counted_at::round_start)))
          .empty());
  CHECK(knobs(by_id) == knobs(by_words));
  CHECK(knobs(by_id) != knobs<wfb8>());
}

TEST_CASE("house rules: by name at run time", "[house_rules]") {
  const house_rule_spec spec{
      .name = "Club rules", .base = "5TH", .changes = {{"overkill", "max", 3}}};
  int score0 = -1;
  const combat c = make(side("A", 1, {block("X", 10, 5)}, 6), side("B", 1, {block("Y", 10, 5)}));
  CHECK(visit(spec, [&]<class R>(const house_rules<R>& rules) {
          if constexpr (CombatRules<R>) score0 = resolve(rules, c).sides[0].score;
        }).empty());
  CHECK(score0 == 1 + 1 + 3);

  bool called = false;
  const house_rule_spec bad{.name = "", .base = "wfb9", .changes = {}};
  const std::vector<problem> p1 = visit(bad, [&](const auto&) { called = true; });
  REQUIRE(p1.size() == 1);
  CHECK(p1[0].path == "base");
  CHECK(p1[0].message == "unknown rule set \"wfb9\" (did you mean \"wfb5\"?)");
  const house_rule_spec wrong{
      .name = "", .base = "wfb5", .changes = {{"overkill", "max", -2}, {"x", "y", 1}}};
  const std::vector<problem> p2 = visit(wrong, [&](const auto&) { called = true; });
  REQUIRE(p2.size() == 2);
  CHECK(p2[0].path == "overkill.max");
  CHECK(p2[1].path == "x.y");
  CHECK(!called);
}

TEST_CASE("house rules: a name too long is cut at a character's start", "[house_rules]") {
  const std::string name = std::string(62, 'x') + "\xC3\xA9";  // 64 bytes: the é would be split
  const house_rules<wfb5> h(name);
  CHECK(h.name() == std::string(62, 'x'));
  CHECK(house_rules<wfb5>(std::string(70, 'y')).name() == std::string(63, 'y'));
  CHECK(house_rules<wfb5>("").name() == wfb5::info.name);
}

TEST_CASE("house rules: a rule book finds house rules added at run time by name", "[house_rules]") {
  rule_book book;
  CHECK(book.add({.name = "Club rules", .base = "wfb5", .changes = {{"overkill", "max", 3}}})
            .empty());
  const combat c = make(side("A", 1, {block("X", 10, 5)}, 6), side("B", 1, {block("Y", 10, 5)}));
  std::string_view found;
  int score0 = -1;
  const auto f = [&]<class R>(const house_rules<R>& rules) {
    found = rules.name();
    if constexpr (CombatRules<R>) score0 = resolve(rules, c).sides[0].score;
  };
  CHECK(book.visit("CLUB RULES", f));
  CHECK(found == "Club rules");
  CHECK(score0 == 1 + 1 + 3);
  CHECK(book.visit("5th", f));  // a built-in rule set, unchanged
  CHECK(score0 == 1 + 1 + 6);
  CHECK(!book.visit("Other club", f));

  const std::vector<problem> again =
      book.add({.name = "club rules", .base = "wfb8", .changes = {}});
  REQUIRE(again.size() == 1);
  CHECK(again[0].message == "\"club rules\" already names a rule set in the book");
  const std::vector<problem> builtin = book.add({.name = "8th", .base = "wfb8", .changes = {}});
  REQUIRE(builtin.size() == 1);
  CHECK(builtin[0].path == "name");
  const std::vector<problem> nameless = book.add({.name = "", .base = "wfb8", .changes = {}});
  REQUIRE(nameless.size() == 1);
  CHECK(nameless[0].message == "is required: the book finds a house rule by it");
  CHECK(book.house_rules_added().size() == 1);
}

TEST_CASE("house rules: random changes keep tally and resolve equal and scores whole",
          "[house_rules]") {
  std::mt19937 rng(2026);
  int house_rules_made = 0;
  rule_sets::for_each([&]<class R>(std::type_identity<R>) {
    if constexpr (CombatRules<R>) {
      INFO(R::info.id);
      const std::vector<knob> settings = knobs<R>();
      for (int round = 0; round < 20; ++round) {
        house_rules<R> h("Random");
        for (const knob& k : settings) {  // each setting by the name knobs gives it, half of them
          const std::size_t dot = k.name.find('.');
          if (dot == std::string::npos || rng() % 2 == 0) continue;
          const std::string role = k.name.substr(0, dot);
          const std::string setting = k.name.substr(dot + 1);
          // A number, or yes/no: whichever the setting takes is kept, the other refused.
          if (!h.set(role, setting, static_cast<int>(rng() % 8)).empty())
            (void)h.set(role, setting, rng() % 2 == 0);
        }
        combat_generator gen(static_cast<std::uint64_t>(round));
        bool all_equal = true;
        for (int i = 0; i < 200 && all_equal; ++i) {
          const combat c = gen.next();
          const combat_result r = resolve(h, c);
          all_equal = tally(h, c) == tally_of(r) && !explain(h, c, r).empty();
        }
        CHECK(all_equal);
        house_rules_made += h.changes().empty() ? 0 : 1;
      }
    }
  });
  CHECK(house_rules_made > 100);
}

namespace {
// A component with settings that cannot read them from a house rule: not a SideBonus.
struct settings_without_self {
  static constexpr rules::overkill_rule rule{};
  template <SideSink Out>
  static constexpr void apply(const combat&, side_index, Out&) noexcept {}
};
}  // namespace

TEST_CASE("house rules: a component with settings must take them as `self`", "[house_rules]") {
  STATIC_REQUIRE(rules::SideBonus<rules::overkill<rules::overkill_rule{.max = 3}>>);
  STATIC_REQUIRE(!rules::SideBonus<settings_without_self>);
  STATIC_REQUIRE(has_settings<settings_without_self>);
  STATIC_REQUIRE(!has_settings<rules::one_per_wound>);
  // The settings a house rule starts from are the rule set's own.
  STATIC_REQUIRE(settings_of<component_t<combat_roles::overkill, battleaxe>>{}.rule.max ==
                 component_t<combat_roles::overkill, battleaxe>::rule.max);
}

TEST_CASE("house rules: every setting can be changed once - the list holds them all",
          "[house_rules]") {
  // One change a setting: as many as knobs lists settings (the names with a dot).
  const auto settings = [](const std::vector<knob>& k) {
    return static_cast<std::size_t>(std::count_if(
        k.begin(), k.end(), [](const knob& x) { return x.name.find('.') != std::string::npos; }));
  };
  STATIC_REQUIRE(house_rules<tow>::max_changes > 30);
  CHECK(house_rules<tow>::max_changes == settings(knobs<tow>()));
  CHECK(house_rules<wfb5>::max_changes == settings(knobs<wfb5>()));
  house_rules<wfb5> h;
  for (int i = 0; i < 3; ++i) CHECK(h.set("overkill", "max", i).empty());  // the same setting again
  CHECK(h.changes().size() == 1);
  // Set to the rule set's own value, a setting is no change: the book's rule is still cited.
  CHECK(h.set("ranks", "max", 3).empty());
  CHECK(h.changes().size() == 1);
  CHECK(!h.changed("ranks"));
  CHECK(combat_cite(h).get().ranks == wfb5::combat_cite.ranks);
  CHECK(combat_cite(h).get().overkill != wfb5::combat_cite.overkill);
  CHECK(h.set("overkill", "max", "no cap").empty());  // back to 5th edition's: no change left
  CHECK(h.changes().empty());
  CHECK(combat_cite(h).get().overkill == wfb5::combat_cite.overkill);
}

TEST_CASE(
    "house rules: the reading that a unit wiped out in the round keeps its standard and "
    "musician",
    "[house_rules][reading]") {
  // A's standard and musician are carried by a unit wiped out this round; 2 wounds each way.
  const combat c = make(
      side("A", 2,
           {unit("gone", 5, 5).ends_with(0).with_standard().with_musician(), unit("here", 5, 5)}),
      side("B", 2, {unit("x", 5, 5)}),
      {fights(ref(0, 0), ref(1, 0)), fights(ref(0, 1), ref(1, 0))});
  const combat_result as_written = resolve<wfb6>(c);
  CHECK(as_written.sides[0].score == 2);
  CHECK(as_written.sides[1].score == 2);
  CHECK(as_written.sides[0].was_denied(bonus::standard, reason::too_few_models_at_end));
  CHECK(as_written.sides[0].was_denied(bonus::musician, reason::too_few_models_at_end));
  CHECK(!as_written.winner.has_value());

  house_rules<wfb6> musician("Fallen musicians count");
  REQUIRE(musician.set("ties", "min_models_at_end", 0).empty());
  const combat_result tie = resolve(musician, c);
  CHECK(tie.winner == 0);
  CHECK(tie.decided_by == decision::musician);

  house_rules<wfb6> standard("Fallen standards count");
  REQUIRE(standard.set("standard", "min_models_at_end", 0).empty());
  const combat_result r = resolve(standard, c);
  CHECK(r.sides[0].total(bonus::standard) == 1);
  CHECK(r.winner == 0);
  CHECK(r.decided_by == decision::score);
  CHECK(standard.set("standard", "min_models_at_end", -1) == "must be 0 to 1000000, got -1");
}

TEST_CASE("house rule: a unit wiped out in the round keeps its high ground (the other reading)",
          "[house_rules][reading]") {
  // 3 wounds each way; A's only unit on the hill was wiped out, B's on the flat is still there.
  const combat c =
      make(side("A", 3, {unit("gone", 5, 5).ends_with(0).at_elevation(1), unit("here", 5, 5)}),
           side("B", 3, {unit("x", 5, 5)}),
           {fights(ref(0, 0), ref(1, 0)), fights(ref(0, 1), ref(1, 0))});
  const combat_result as_written = resolve<tow>(c);
  CHECK(as_written.sides[0].score == 3);
  CHECK(as_written.sides[0].was_denied(bonus::high_ground, reason::too_few_models_at_end));
  CHECK(!as_written.winner.has_value());

  house_rules<tow> hill("Fallen units hold the hill");
  REQUIRE(hill.set("high_ground", "min_models_at_end", 0).empty());
  const combat_result r = resolve(hill, c);
  CHECK(r.sides[0].total(bonus::high_ground) == 1);
  CHECK(r.winner == 0);
}

TEST_CASE("house rule: a unit wiped out in the round claims no ranks (the other reading)",
          "[house_rules][reading]") {
  // A's 20-model block (5 wide, 3 ranks behind as the round began) was wiped out; its other
  // unit is one rank deep. 2 wounds each way.
  const combat c = make(side("A", 2, {unit("gone", 20, 5).ends_with(0), unit("here", 5, 5)}),
                        side("B", 2, {unit("x", 5, 5)}),
                        {fights(ref(0, 0), ref(1, 0)), fights(ref(0, 1), ref(1, 0))});
  for (const combat_result& as_written : {resolve<wfb5>(c), resolve<wfb6>(c), resolve<wfb7>(c)}) {
    CHECK(as_written.sides[0].total(bonus::ranks) == 3);  // counted as the round began
    CHECK(as_written.winner == 0);
  }
  CHECK(resolve<wfb8>(c).sides[0].total(bonus::ranks) == 0);  // counted at the end: none left

  house_rules<wfb6> fallen("Fallen units keep no ranks");
  REQUIRE(fallen.set("ranks", "min_models_at_end", 1).empty());
  const combat_result r = resolve(fallen, c);
  CHECK(r.sides[0].total(bonus::ranks) == 0);
  CHECK(r.sides[0].was_denied(bonus::ranks, reason::too_few_models_at_end));
  CHECK(!r.winner.has_value());
  CHECK(tally(fallen, c) == tally_of(r));
  CHECK(explain(fallen, c, r).find("no extra ranks for gone: 0 models after casualties, needs 1") !=
        std::string::npos);
  CHECK(fallen.set("ranks", "min_models_at_end", -1) == "must be 0 to 1000000, got -1");
}
