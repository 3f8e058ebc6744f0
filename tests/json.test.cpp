// rankfile/json.hpp: every public value type survives a round trip; documents read as documented.
#include "rankfile/json.hpp"

#include "rankfile/rankfile.hpp"
#include "support/battles.hpp"
#include "support/catch.hpp"
#include "support/random_combat.hpp"

using namespace rankfile;
using nlohmann::json;

namespace {
// Random combats get unit names, so that engagements can name them in the document form.
combat named(combat c) {
  static const char* names[2][max_units_per_side] = {
      {"a0", "a1", "a2", "a3", "a4", "a5", "a6", "a7"},
      {"b0", "b1", "b2", "b3", "b4", "b5", "b6", "b7"}};
  for (std::size_t s = 0; s < 2; ++s)
    for (std::size_t i = 0; i < c.sides[s].units.size(); ++i)
      c.sides[s].units[i].name = names[s][i];
  return c;
}
}  // namespace

TEST_CASE("round trip: combat - combat_result", "[json]") {
  test::combat_generator gen(11);
  for (int i = 0; i < 300; ++i) {
    const combat c = named(gen.next());
    const json j = c;
    CHECK(j.get<combat>() == c);
    const combat_result r = resolve<battleaxe>(c);
    const json jr = r;
    CHECK(jr.get<combat_result>() == r);
  }
}

TEST_CASE("round trip: battle - battle_result - with detachments", "[json]") {
  battle b = test::against(
      test::army("Goblins", {test::bu("night goblins", 200, 20, 8, unit_state::fleeing),
                             test::bu("fanatic", 25, 1, 0, unit_state::destroyed),
                             test::bu("boss", 90, 2, 0, unit_state::destroyed)}));
  b.armies[1].units[1].detachment_of = 0;
  b.armies[1].units[2].general = true;
  b.armies[1].units[0].standards_lost_in_combat = 1;
  b.armies[0].table_quarters = 1;
  b.armies[1].broken = true;
  const json j = b;
  CHECK(j.get<battle>() == b);
  for (const battle_result& r : {score<wap>(b), score<tow>(b), score<wfb7>(b)}) {
    const json jr = r;
    CHECK(jr.get<battle_result>() == r);
  }
}

TEST_CASE("round trip: award - denial - vp_line - unit_ref", "[json]") {
  const award a{.kind = bonus::rear, .value = 2, .unit = {1, 3}, .target = {0, 2}};
  CHECK(json(a).get<award>() == a);
  const denial d{.kind = bonus::ranks,
                 .why = reason::disrupted_by_mass,
                 .where = facing::rear,
                 .unit = {0, 1},
                 .by = {1, 0},
                 .a = 2,
                 .b = 11};
  CHECK(json(d).get<denial>() == d);
  const vp_line l{.why = vp_reason::fleeing_reduced,
                  .value = 225,
                  .unit = 3,
                  .percent = 75,
                  .basis = 300,
                  .a = 9,
                  .b = 20};
  CHECK(json(l).get<vp_line>() == l);
  CHECK(json(no_unit).get<unit_ref>() == no_unit);
}

TEST_CASE("battle problems name units and detachments as the document nests them", "[json]") {
  const json j = json::parse(R"({"rules": "tow", "points_limit": 2000, "armies": [
      {"units": [{"id": "a", "cost": 10, "strength_at_start": 10}]},
      {"units": [{"id": "goblins", "cost": 100, "strength_at_start": 20,
                  "detachments": [{"id": "fanatic", "cost": 25, "strength_at_start": 1},
                                  {"id": "shaman", "cost": 50, "strength_at_start": 1,
                                   "general": true}]},
                 {"id": "boss", "cost": 90, "strength_at_start": 2, "general": true}]}]})");
  std::vector<problem> problems;
  const battle_document d = read_battle_document(j, problems);
  REQUIRE(problems.empty());
  CHECK(document_unit_path(d.value.armies[1], 0) == "units[0]");
  CHECK(document_unit_path(d.value.armies[1], 2) == "units[0].detachments[1]");
  CHECK(document_unit_path(d.value.armies[1], 3) == "units[1]");
  problems = validate_battle<tow>(d.value);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].path == "armies[1].units[3].general");  // units and detachments in one list
  relocate_units(problems, d.value);
  CHECK(problems[0] == problem{"armies[1].units[1].general",
                               "the army's General is already units[0].detachments[1]: an army "
                               "has one"});
  std::vector<problem> several = {{"armies[1].units[3]", "units[1] and units[2], not units[12]"},
                                  {"armies[1].units[12].cost", "units[3]"}};
  relocate_units(several, d.value);
  CHECK(several[0] ==
        problem{"armies[1].units[1]",
                "units[0].detachments[0] and units[0].detachments[1], not units[12]"});
  CHECK(several[1] == problem{"armies[1].units[12].cost", "units[3]"});  // no unit 12: left alone
  std::vector<problem> unchanged = {{"armies[0].units[0].cost", "units[0]"}, {"points_limit", ""}};
  relocate_units(unchanged, d.value);
  CHECK(unchanged ==
        std::vector<problem>{{"armies[0].units[0].cost", "units[0]"}, {"points_limit", ""}});
}

TEST_CASE("reading answers: what no answer holds is an error - not a wrapped number or an overrun",
          "[json]") {
  const auto fails = [](const json& j, auto type, std::string_view path, std::string_view says) {
    using T = typename decltype(type)::type;
    try {
      (void)j.get<T>();
    } catch (const json_error& e) {
      REQUIRE(e.problems().size() == 1);
      CHECK(e.problems()[0].path == path);
      CHECK(e.problems()[0].message.starts_with(says));
      return;
    }
    FAIL("no json_error for " << j.dump());
  };
  fails(json{{"side", 0}, {"index", 300}}, std::type_identity<unit_ref>{}, "index",
        "must be a whole number from 0 to 254, got 300");
  fails(json{{"side", 2}, {"index", 0}}, std::type_identity<unit_ref>{}, "side",
        "must be a whole number from 0 to 1");
  json a = award{.kind = bonus::rear, .value = 2};
  a["value"] = 1e300;
  fails(a, std::type_identity<award>{}, "value", "must be a whole number from -2147483648 to");
  a["value"] = 2;
  json side = side_result{};
  for (std::size_t k = 0; k <= side_result{}.awarded.capacity(); ++k) side["awarded"].push_back(a);
  fails(side, std::type_identity<side_result>{}, "awarded", "must be a list of at most 70 entries");
  json d = denial{.kind = bonus::ranks, .why = reason::capped};
  d["numbers"][1] = 2.5;
  fails(d, std::type_identity<denial>{}, "numbers[1]", "must be a whole number");
  json l = vp_line{.why = vp_reason::general, .value = 100};
  l["unit"] = 255;
  fails(l, std::type_identity<vp_line>{}, "unit", "must be a whole number from 0 to 254");
  json score = army_score{};
  for (std::size_t k = 0; k <= army_score{}.lines.capacity(); ++k) score["lines"].push_back(l);
  fails(score, std::type_identity<army_score>{}, "lines", "must be a list of at most");
  CHECK_THROWS_AS(rankfile::detail::whole(json::parse("0"), "denominator", 1, 9), json_error);
  CHECK(json::parse("0").is_number_unsigned());  // the branch that once let it through
  CHECK(rankfile::detail::whole(json(9), "denominator", 1, 9) == 9);
  CHECK_THROWS_AS(rankfile::detail::whole(json(-1), "n", 0, 9), json_error);
  CHECK_THROWS_AS(rankfile::detail::whole(json(18446744073709551615ULL), "n"), json_error);
  json battle_r = battle_result{};
  battle_r["winner"] = 5;
  fails(battle_r, std::type_identity<battle_result>{}, "winner",
        "must be a whole number from 0 to 1");
}

TEST_CASE("combat document: defaults as documented", "[json]") {
  const json j = json::parse(R"({"rules":"wfb5","sides":[
      {"wounds_inflicted":1,"units":[{"id":"a","models":18,"models_at_start":20,"files":5}]},
      {"wounds_inflicted":0,"units":[{"id":"b","models":7,"files":4}]}]})");
  std::vector<problem> problems;
  const combat_document d = read_combat_document(j, problems);
  REQUIRE(problems.empty());
  CHECK(d.rules == "wfb5");
  const combat_unit& a = d.value.sides[0].units[0];
  CHECK(a.unit_strength == 18);
  CHECK(a.unit_strength_at_start == 20);
  CHECK(a.troop == troop_type::infantry);
  CHECK(a.order == formation::close_order);
  CHECK(!a.charged);
  CHECK(!a.horde);
  CHECK(!a.disrupted_earlier);
  CHECK(a.extra.empty());
  const combat_unit& b = d.value.sides[1].units[0];
  CHECK(b.models_at_start == 7);
  CHECK(b.unit_strength_at_start == 7);
  CHECK(d.value.sides[0].challenge_overkill == 0);
  CHECK(d.value.engagements.empty());
}

TEST_CASE(
    "combat document: a unit strength not given comes from the other - or is asked for when "
    "models were lost",
    "[json]") {
  // Cavalry at two a model: 10 models, unit strength 20, no losses: 20 at the start too.
  const auto read = [](const char* unit) {
    std::vector<problem> problems;
    const json j = json::parse(std::string(R"({"rules":"tow","sides":[{"wounds_inflicted":1,)"
                                           R"("units":[)") +
                               unit +
                               R"(]},{"wounds_inflicted":0,"units":[{"id":"b","models":7,)"
                               R"("files":4}]}]})");
    const combat_document d = read_combat_document(j, problems);
    return std::pair{d.value.sides[0].units[0], problems};
  };
  const auto [cavalry, none] = read(R"({"id":"a","models":10,"files":5,"unit_strength":20})");
  CHECK(none.empty());
  CHECK(cavalry.unit_strength_at_start == 20);
  // Models lost from a unit at one a model: the default is models_at_start.
  const auto [infantry, fine] =
      read(R"({"id":"a","models":10,"models_at_start":12,"files":5,"unit_strength":10})");
  CHECK(fine.empty());
  CHECK(infantry.unit_strength_at_start == 12);
  // Models lost from a unit at two a model: its starting strength cannot be worked out, so it is
  // asked for, whether one a model would guess above unit_strength or below it (4 knights, 8 at
  // the start, 2 left with 4: one a model would guess 4, too few to disrupt in 6th edition).
  const auto [lost, problems] =
      read(R"({"id":"a","models":10,"models_at_start":12,"files":5,"unit_strength":20})");
  CHECK(problems == std::vector<problem>{{"sides[0].units[0].unit_strength_at_start",
                                          "is needed: models were lost (12 to 10) and "
                                          "unit_strength (20) is not one a model"}});
  const auto [knights, asked] =
      read(R"({"id":"a","models":2,"models_at_start":4,"files":2,"unit_strength":4})");
  CHECK(asked == std::vector<problem>{{"sides[0].units[0].unit_strength_at_start",
                                       "is needed: models were lost (4 to 2) and "
                                       "unit_strength (4) is not one a model"}});
  const auto [given, none_given] = read(R"({"id":"a","models":2,"models_at_start":4,"files":2,)"
                                        R"("unit_strength":4,"unit_strength_at_start":8})");
  CHECK(none_given.empty());
  CHECK(given.unit_strength_at_start == 8);
  // The other way round: the strength at the start given, the end's not. No model lost, it is
  // the same; one a model, it is the models left; else it is asked for (4 of 5 knights at two a
  // model: one a model would make them 4, too few to flank in 6th edition, not 8).
  const auto [whole, whole_fine] =
      read(R"({"id":"a","models":5,"files":5,"unit_strength_at_start":10})");
  CHECK(whole_fine.empty());
  CHECK(whole.unit_strength == 10);
  const auto [foot, foot_fine] =
      read(R"({"id":"a","models":4,"models_at_start":5,"files":5,"unit_strength_at_start":5})");
  CHECK(foot_fine.empty());
  CHECK(foot.unit_strength == 4);
  const auto [riders, riders_asked] =
      read(R"({"id":"a","models":4,"models_at_start":5,"files":5,"unit_strength_at_start":10})");
  CHECK(riders_asked == std::vector<problem>{{"sides[0].units[0].unit_strength",
                                              "is needed: models were lost (5 to 4) and "
                                              "unit_strength_at_start (10) is not one a model"}});
  // A unit with no models left has no strength to work out: a strength above 0 is the problem
  // validation names, not a missing one; and with no models, where it began must be said.
  const auto [gone, gone_problems] =
      read(R"({"id":"a","models":0,"models_at_start":3,"files":5,"unit_strength":3})");
  CHECK(gone_problems ==
        std::vector<problem>{{"sides[0].units[0].unit_strength",
                              "must be 0 when models is 0, got 3: a unit with no models has no "
                              "unit strength"}});
  const auto [empty, empty_asked] = read(R"({"id":"a","models":0,"files":5})");
  CHECK(empty_asked == std::vector<problem>{
                           {"sides[0].units[0].models_at_start",
                            "is needed when models is 0: how many the unit began the round with"}});
}

TEST_CASE("null: an optional field given as null is absent, a required one is missing",
          "[json][issue14]") {
  const json j = json::parse(R"({"rules":"wfb5","version":null,"engagements":null,"sides":[
      {"name":null,"wounds_inflicted":1,"challenge_overkill":null,"units":[{"id":"a","models":18,
       "models_at_start":null,"files":5,"unit_strength":null,"troop_type":null,"charged":null,
       "extra":null}]},
      {"wounds_inflicted":0,"units":[{"id":"b","models":7,"files":4}]}]})");
  std::vector<problem> problems, unknown;
  const combat_document d = read_combat_document(j, problems, true, &unknown);
  REQUIRE(problems.empty());
  CHECK(unknown.empty());
  const combat_unit& a = d.value.sides[0].units[0];
  CHECK(a.models_at_start == 18);
  CHECK(a.unit_strength == 18);
  CHECK(a.troop == troop_type::infantry);
  CHECK(!a.charged);

  const json missing = json::parse(R"({"rules":null,"sides":[
      {"wounds_inflicted":null,"units":[{"id":"a","models":null,"files":null}]},
      {"wounds_inflicted":0,"units":null}]})");
  problems.clear();
  (void)read_combat_document(missing, problems);
  CHECK(problems == std::vector<problem>{{"rules", "is required"},
                                         {"sides[0].wounds_inflicted", "is required"},
                                         {"sides[0].units[0].models", "is required"},
                                         {"sides[0].units[0].files", "is required"},
                                         {"sides[1].units", "is required"}});
}

TEST_CASE("combat document: troop types, horde and extra items, read and written back", "[json]") {
  const json j = json::parse(R"({"rules":"tow","sides":[
      {"wounds_inflicted":1,"units":[{"id":"a","models":20,"files":5,"horde":true,
        "troop_type":"heavy_infantry","formation":"open_order",
        "extra":[{"label":"War Banner","value":1},{"label":"Laurels","value":2}]}]},
      {"wounds_inflicted":0,"units":[{"id":"b","models":7,"files":4,"troop_type":"war_beasts"}]}]})");
  std::vector<problem> problems;
  const combat_document d = read_combat_document(j, problems);
  REQUIRE(problems.empty());
  const combat_unit& a = d.value.sides[0].units[0];
  CHECK(a.horde);
  CHECK(a.troop == troop_type::heavy_infantry);
  CHECK(a.order == formation::open_order);
  REQUIRE(a.extra.size() == 2);
  CHECK(a.extra[1].label == "Laurels");
  CHECK(a.extra[1].value == 2);
  CHECK(d.value.sides[1].units[0].troop == troop_type::war_beasts);
  const json back = d.value;
  CHECK(back.get<combat>() == d.value);
  // Every troop type's name reads back as itself.
  for (const auto& row : entries_of(troop_type{})) {
    json one = j;
    one["sides"][1]["units"][0]["troop_type"] = row.id;
    std::vector<problem> none;
    CHECK(read_combat_document(one, none).value.sides[1].units[0].troop == row.value);
    CHECK(none.empty());
  }
  // An extra award names its item, and the answer carries its label.
  const combat_result r = resolve<tow>(d.value);
  CHECK(r.sides[0].total(bonus::extra) == 3);
  const auto answer = combat_result_json("tow", d.value, r, &tow::combat_cite);
  bool labelled = false;
  for (const auto& line : answer["sides"][0]["awarded"])
    if (line["bonus"] == "extra" && line["label"] == "Laurels" && line["value"] == 2)
      labelled = line["reason"] == "+ 2 for Laurels (a)";
  CHECK(labelled);
  CHECK(json(r.sides[0]).get<side_result>() == r.sides[0]);
}

TEST_CASE("combat document: every problem is reported - not just the first", "[json]") {
  const json j = json::parse(R"({"rules":"wfb5","sides":[
      {"wounds_inflicted":-1,"units":[{"id":"a","models":"many","files":0}]},
      {"units":[{"id":"a","models":5,"files":5,"musician":1}]}]})");
  std::vector<problem> problems;
  (void)read_combat_document(j, problems);
  CHECK(problems.size() == 6);
  CHECK_THROWS_AS(j.get<combat>(), json_error);
  try {
    (void)j.get<combat>();
  } catch (const json_error& e) {
    CHECK(std::string(e.what()).find("sides[1].units[0].musician: must be true or false") !=
          std::string::npos);
  }
}

TEST_CASE("combat document: a unit list too long is one problem - no id in it is looked for",
          "[json]") {
  json j = json::parse(R"({"rules":"wfb6","sides":[{"wounds_inflicted":1,"units":[]},
      {"wounds_inflicted":0,"units":[{"id":"b","models":10,"files":5}]}],"engagements":[]})");
  for (int i = 0; i < 9; ++i) {
    j["sides"][0]["units"].push_back(
        {{"id", "a" + std::to_string(i)}, {"models", 10}, {"files", 5}});
    j["engagements"].push_back({{"unit", "a" + std::to_string(i)}, {"fights", "b"}});
  }
  std::vector<problem> problems;
  (void)read_combat_document(j, problems);
  CHECK(problems == std::vector<problem>{{"sides[0].units", "must list at most 8 entries, got 9"}});
  // With every list read, an id that is in none is still named.
  j["sides"][0]["units"].erase(8);
  problems.clear();
  (void)read_combat_document(j, problems);
  CHECK(problems == std::vector<problem>{{"engagements[8].unit", "names no unit: \"a8\""}});
}

TEST_CASE("battle document: detachments are flattened after their unit", "[json]") {
  const json j = json::parse(R"({"rules":"tow","points_limit":2000,"armies":[
      {"units":[{"id":"gobbos","cost":160,"strength_at_start":30,
                 "detachments":[{"id":"fanatic","cost":25,"strength_at_start":1,"strength_at_end":0,
                                 "state":"destroyed"}]},
                {"id":"boss","cost":80,"strength_at_start":2}]},
      {"units":[]}]})");
  std::vector<problem> problems;
  const battle_document d = read_battle_document(j, problems);
  REQUIRE(problems.empty());
  const battle_army& a = d.value.armies[0];
  REQUIRE(a.units.size() == 3);
  CHECK(a.units[1].id == "fanatic");
  CHECK(a.units[1].detachment_of == 0);
  CHECK(a.units[2].detachment_of == not_a_detachment);
  CHECK(a.units[2].strength_at_end == 2);                    // defaults to the start
  CHECK(score<tow>(d.value).armies[1].victory_points == 0);  // fanatics never score alone
  CHECK(score<wap>(d.value).armies[1].victory_points == 25);
  CHECK(a.units[1].scored == detachment_scoring::rule_set);
  CHECK(json(a)["units"][0]["detachments"][0].count("scored") == 0);
}

TEST_CASE("battle document: a destroyed unit with strength left is refused", "[json]") {
  json j = json::parse(R"({"rules":"tow","points_limit":2000,"armies":[
      {"units":[{"id":"knights","cost":200,"strength_at_start":10,"strength_at_end":9,
                 "state":"destroyed"}]},
      {"units":[]}]})");
  std::vector<problem> problems;
  (void)read_battle_document(j, problems);
  CHECK(problems == std::vector<problem>{{"armies[0].units[0].strength_at_end",
                                          "must be 0 (or left out) when state is destroyed, got "
                                          "9: a destroyed unit has nothing left; give the state "
                                          "it ended in"}});
  // Left out, or 0, it is read: a destroyed unit scores in full either way.
  j["armies"][0]["units"][0].erase("strength_at_end");
  problems.clear();
  const battle_document d = read_battle_document(j, problems);
  CHECK(problems.empty());
  CHECK(score<tow>(d.value).armies[1].victory_points == 200);
}

TEST_CASE("battle document: a detachment says how it scores - a unit cannot", "[json]") {
  json j = json::parse(R"({"rules":"tow","points_limit":2000,"armies":[
      {"units":[{"id":"state troops","cost":150,"strength_at_start":20,"strength_at_end":18,
                 "detachments":[{"id":"handgunners","cost":60,"strength_at_start":5,
                                 "strength_at_end":0,"state":"destroyed","scored":"apart"}]}]},
      {"units":[]}]})");
  std::vector<problem> problems;
  const battle_document d = read_battle_document(j, problems);
  REQUIRE(problems.empty());
  CHECK(d.value.armies[0].units[1].scored == detachment_scoring::apart);
  CHECK(score<tow>(d.value).armies[1].victory_points == 60);
  CHECK(json(d.value.armies[0])["units"][0]["detachments"][0]["scored"] == "apart");
  j["armies"][0]["units"][0]["scored"] = "apart";
  j["armies"][0]["units"][0]["detachments"][0]["scored"] = "aside";
  problems.clear();
  (void)read_battle_document(j, problems);
  REQUIRE(problems.size() == 2);
  CHECK(problems[0].path == "armies[0].units[0].scored");
  CHECK(problems[0].message == "is said of a detachment only: a unit always scores on its own");
  CHECK(problems[1].path == "armies[0].units[0].detachments[0].scored");
  CHECK(problems[1].message.starts_with("must be one of rule_set, apart, with_unit"));
}

TEST_CASE("round trip: tournament game - bye - standing - the tournament document", "[json]") {
  tournament::game g{.round = 2,
                     .points_limit = 4000,
                     .players = {"Ann", "Bob"},
                     .victory_points = {1200, 800},
                     .secondary_victory_points = {50, 0},
                     .generals_slain = {1, 0},
                     .primary_objective = 1,
                     .secondary_objectives = {true, false}};
  CHECK(json(g).get<tournament::game>() == g);
  const tournament::bye b{3, "Cat"};
  CHECK(json(b).get<tournament::bye>() == b);
  tournament::event e{.scheme = tournament::t9a_nr_scheme(), .games = {g}};
  for (const tournament::standing& s : tournament::standings(e)) {
    const tournament::standing back =
        json(s).get<tournament::standing>();  // exact strength of schedule
    CHECK(back.player == s.player);
    CHECK(back.tournament_points == s.tournament_points);
    CHECK(back.strength_of_schedule == s.strength_of_schedule);
    CHECK(back.rank == s.rank);
  }
  // The document form reads back into the same games.
  json doc = {{"scheme", "t9a-nr"}, {"games", {g}}};
  std::vector<problem> problems;
  const tournament::event read = read_tournament_document(doc, problems);
  REQUIRE(problems.empty());
  REQUIRE(read.games.size() == 1);
  CHECK(read.games[0] == g);
  CHECK(standings_json(read)["standings"][0]["tournament_points"] == 9 + 3 - 1);  // Bob: 11
}

TEST_CASE("tournament document: both_broken caps a matched-play game - must be a boolean",
          "[json]") {
  json doc = {{"scheme", "tow-matched-play"},
              {"games",
               {{{"round", 1},
                 {"points_limit", 2000},
                 {"players", {"Ann", "Bob"}},
                 {"victory_points", {1824, 300}},
                 {"both_broken", true}}}}};
  std::vector<problem> problems;
  const tournament::event e = read_tournament_document(doc, problems);
  REQUIRE(problems.empty());
  REQUIRE(e.games.size() == 1);
  CHECK(e.games[0].both_broken);
  CHECK(standings_json(e)["standings"][0]["tournament_points"] == 4);
  CHECK(json(e.games[0]).get<tournament::game>() == e.games[0]);
  doc["games"][0]["both_broken"] = 1;
  problems.clear();
  (void)read_tournament_document(doc, problems);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].path == "games[0].both_broken");
}

TEST_CASE("tournament document: a conceded game says so in the answer - no other game does",
          "[json]") {
  const json doc = {{"scheme", "tow-matched-play"},
                    {"games",
                     {{{"round", 1},
                       {"points_limit", 2000},
                       {"players", {"Ann", "Bob"}},
                       {"victory_points", {900, 300}},
                       {"conceded", 0}},
                      {{"round", 1},
                       {"points_limit", 2000},
                       {"players", {"Cat", "Dan"}},
                       {"victory_points", {900, 300}}}}}};
  std::vector<problem> problems;
  const json answer = standings_json(read_tournament_document(doc, problems));
  REQUIRE(problems.empty());
  const json& games = answer["games"];
  REQUIRE(games.size() == 2);
  CHECK(games[0]["conceded"] == 0);  // Ann conceded: Bob wins though behind on points
  CHECK(games[0]["outcomes"] == json({"crushing_defeat", "crushing_victory"}));
  CHECK(!games[1].contains("conceded"));
  CHECK(games[1]["outcomes"][0] != "crushing_defeat");
}

TEST_CASE("tournament document: rounds - final standings without pairings once the last is in",
          "[json]") {
  json doc = json::parse(R"({"scheme": "tow-matched-play", "rounds": 2, "bye_points": 3,
      "games": [{"round": 1, "points_limit": 2000, "players": ["Ann", "Bob"],
                 "victory_points": [1500, 400]}],
      "byes": [{"round": 1, "player": "Cat"}]})");
  std::vector<problem> problems;
  tournament::event e = read_tournament_document(doc, problems);
  REQUIRE(problems.empty());
  CHECK(e.rounds == 2);
  json answer = json::parse(standings_json(e).dump());
  CHECK(answer["rounds"] == 2);
  CHECK(answer["final"] == false);
  CHECK(answer["next_round_pairings"].size() == 2);  // round 2 still to play
  doc["games"].push_back(json::parse(R"({"round": 2, "points_limit": 2000,
      "players": ["Ann", "Cat"], "victory_points": [900, 1000]})"));
  doc["byes"].push_back(json::parse(R"({"round": 2, "player": "Bob"})"));
  e = read_tournament_document(doc, problems);
  REQUIRE(problems.empty());
  answer = json::parse(standings_json(e).dump());
  CHECK(answer["final"] == true);
  CHECK(!answer.contains("next_round_pairings"));
  CHECK(answer["standings"].size() == 3);
  CHECK(!answer.contains("last_round_missing"));
  // Round 2 begun but not complete (Bob's bye not entered): not final, whom it waits for, and
  // still no pairings (there is no round after it).
  doc["byes"].erase(1);
  e = read_tournament_document(doc, problems);
  REQUIRE(problems.empty());
  answer = json::parse(standings_json(e).dump());
  CHECK(answer["final"] == false);
  CHECK(answer["last_round_missing"] == json({"Bob"}));
  CHECK(!answer.contains("next_round_pairings"));
  CHECK(answer["warnings"].size() == 1);
  CHECK(answer["warnings"][0]["path"] == "games[0].players[1]");
  CHECK(answer["standings"].size() == 3);
  // A team event likewise: no next_round_team_pairings until the round is complete.
  json teams = json::parse(R"({"scheme": "tow-matched-play", "rounds": 1, "teams": true,
      "players": [{"name": "Ann", "team": "Anvils"}, {"name": "Bob", "team": "Anvils"},
                  {"name": "Cat", "team": "Bolts"}, {"name": "Dan", "team": "Bolts"}],
      "games": [{"round": 1, "points_limit": 2000, "players": ["Ann", "Cat"],
                 "victory_points": [1500, 400]}]})");
  e = read_tournament_document(teams, problems);
  REQUIRE(problems.empty());
  answer = json::parse(standings_json(e).dump());
  CHECK(answer["final"] == false);
  CHECK(answer["last_round_missing"] == json({"Bob", "Dan"}));
  CHECK(answer.contains("team_standings"));
  CHECK(!answer.contains("next_round_team_pairings"));
  teams["games"].push_back(json::parse(R"({"round": 1, "points_limit": 2000,
      "players": ["Bob", "Dan"], "victory_points": [900, 1000]})"));
  e = read_tournament_document(teams, problems);
  REQUIRE(problems.empty());
  answer = json::parse(standings_json(e).dump());
  CHECK(answer["final"] == true);
  CHECK(!answer.contains("last_round_missing"));
  CHECK(!answer.contains("next_round_team_pairings"));
  doc["byes"].push_back(json::parse(R"({"round": 2, "player": "Bob"})"));
  // Without rounds, neither key, and the pairings as ever.
  doc.erase("rounds");
  e = read_tournament_document(doc, problems);
  answer = json::parse(standings_json(e).dump());
  CHECK(!answer.contains("rounds"));
  CHECK(!answer.contains("final"));
  CHECK(answer.contains("next_round_pairings"));
  // Fewer rounds than played, not a whole number, below 1: each an error at rounds.
  for (const auto& [rounds, message] :
       {std::pair{json(1),
                  "is 1, but round 2 has been played (games[1]): the event has at least "
                  "2 rounds"},
        std::pair{json("3"), "must be an integer, got a string"},
        std::pair{json(0), "must be at least 1, got 0"}}) {
    doc["rounds"] = rounds;
    problems.clear();
    (void)read_tournament_document(doc, problems);
    CHECK(problems == std::vector<problem>{{"rounds", message}});
  }
}

TEST_CASE("tournament document: draw_seed may be written with a point or an exponent", "[json]") {
  json doc = {{"scheme", "tow-matched-play"},
              {"players", {{{"name", "Ann"}}, {{"name", "Bob"}}}},
              {"games", json::array()}};
  for (const char* seed : {"1000", "1000.0", "1e3"}) {
    doc["draw_seed"] = json::parse(seed);
    std::vector<problem> problems;
    const tournament::event e = read_tournament_document(doc, problems);
    CHECK(problems.empty());
    CHECK(e.draw_seed == 1000u);
  }
  for (const char* seed : {"1000.5", "-1", "-1.0"}) {
    doc["draw_seed"] = json::parse(seed);
    std::vector<problem> problems;
    (void)read_tournament_document(doc, problems);
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].path == "draw_seed");
  }
}

TEST_CASE("tournament document: team and club names are trimmed on read", "[json][teams]") {
  const json doc = {{"scheme", "tow-matched-play"},
                    {"teams", true},
                    {"players",
                     {{{"name", "Ann"}, {"team", "Red"}, {"club", " Hammers"}},
                      {{"name", "Bob"}, {"team", "Red "}, {"club", "Hammers\t"}},
                      {{"name", "Cat"}, {"team", " Blue"}},
                      {{"name", "Dan"}, {"team", "Blue"}}}},
                    {"games", json::array()}};
  std::vector<problem> problems;
  const tournament::event e = read_tournament_document(doc, problems);
  REQUIRE(problems.empty());
  REQUIRE(e.players.size() == 4);
  CHECK(e.players[1].team == "Red");
  CHECK(e.players[2].team == "Blue");
  CHECK(e.players[0].club == "Hammers");
  CHECK(e.players[1].club == "Hammers");
  const auto teams = tournament::team_standings(e, tournament::standings(e));
  REQUIRE(teams.size() == 2);  // not "Red" and "Red "
  CHECK(teams[0].team == "Blue");
  CHECK(teams[0].players == std::vector<std::string>{"Cat", "Dan"});
  CHECK(teams[1].team == "Red");
  CHECK(teams[1].players == std::vector<std::string>{"Ann", "Bob"});
}

TEST_CASE(
    "tournament document: team_round_cap at the top or in a scheme object - checked - in the "
    "answer",
    "[json][teams][cap]") {
  const auto player = [](const char* name, const char* team) {
    return json{{"name", name}, {"team", team}};
  };
  json doc = {{"scheme", "tow-matched-play"},
              {"teams", true},
              {"team_round_cap", 7},
              {"players",
               {player("A1", "Anvils"), player("A2", "Anvils"), player("B1", "Bolts"),
                player("B2", "Bolts")}},
              {"games",
               {{{"round", 1},
                 {"points_limit", 2000},
                 {"players", {"A1", "B1"}},
                 {"victory_points", {1500, 500}}},
                {{"round", 1},
                 {"points_limit", 2000},
                 {"players", {"A2", "B2"}},
                 {"victory_points", {1200, 800}}}}}};
  std::vector<problem> problems;
  tournament::event e = read_tournament_document(doc, problems);
  REQUIRE(problems.empty());
  CHECK(e.scheme.team_round_cap == 7);
  const auto answer = standings_json(e);
  CHECK(answer["team_round_cap"] == 7);
  CHECK(answer["team_standings"][0]["team"] == "Anvils");
  CHECK(answer["team_standings"][0]["tournament_points"] == 7);  // 5 + 4, cut to 7
  CHECK(answer["team_matches"][0]["tournament_points"].get<std::array<int, 2>>() ==
        std::array<int, 2>{7, 3});

  json in_scheme = doc;
  in_scheme.erase("team_round_cap");
  in_scheme["scheme"] = {{"id", "club"},
                         {"bands", {{{"up_to", 0}, {"points", {1, 1}}}, {{"points", {3, 0}}}}},
                         {"team_round_cap", 4}};
  problems.clear();
  e = read_tournament_document(in_scheme, problems);
  REQUIRE(problems.empty());
  CHECK(e.scheme.team_round_cap == 4);
  CHECK(standings_json(e)["team_standings"][0]["tournament_points"] == 4);  // 3 + 3, cut to 4

  const auto problems_of = [](const json& d) {
    std::vector<problem> out;
    (void)read_tournament_document(d, out);
    return out;
  };
  for (const auto& [cap, message] : {std::pair{json(0), "must be at least 1, got 0"},
                                     std::pair{json(1001), "must be at most 1000, got 1001"},
                                     std::pair{json(2.5), "must be an integer, got 2.5"},
                                     std::pair{json("7"), "must be an integer, got a string"}}) {
    json bad = doc;
    bad["team_round_cap"] = cap;
    CHECK(problems_of(bad) == std::vector<problem>{{"team_round_cap", message}});
    json bad_scheme = in_scheme;
    bad_scheme["scheme"]["team_round_cap"] = cap;
    CHECK(problems_of(bad_scheme) == std::vector<problem>{{"scheme.team_round_cap", message}});
  }
  json not_teams = doc;
  not_teams.erase("teams");
  CHECK(problems_of(not_teams) ==
        std::vector<problem>{
            {"team_round_cap", "is for team events: the document needs \"teams\": true"}});
  not_teams = in_scheme;
  not_teams["teams"] = false;
  CHECK(problems_of(not_teams) ==
        std::vector<problem>{
            {"scheme.team_round_cap", "is for team events: the document needs \"teams\": true"}});
  // Without a cap the answer has no team_round_cap.
  doc.erase("team_round_cap");
  problems.clear();
  CHECK(!standings_json(read_tournament_document(doc, problems)).contains("team_round_cap"));
}

TEST_CASE("round trip: problem - knob - rule_set_info - game_score - pairing - band", "[json]") {
  const problem p{"sides[0].units[0].files", "must be at least 1, got 0"};
  CHECK(json(p).get<problem>() == p);
  for (const knob& k : knobs<wfb5>()) CHECK(json(k).get<knob>() == k);
  const json info = tow_matched_play::info;
  const rule_set_info back = info.get<rule_set_info>();
  CHECK(back.id == tow_matched_play::info.id);
  CHECK(back.name == tow_matched_play::info.name);
  CHECK(back.aliases == tow_matched_play::info.aliases);
  CHECK(back.answers_to("tow-mp"));
  CHECK(info["aliases"] == json({"tow-mp", "matched-play"}));
  const tournament::game_score gs{
      {6, 0}, {battle_outcome::crushing_victory, battle_outcome::crushing_defeat}};
  CHECK(json(gs).get<tournament::game_score>() == gs);
  const tournament::pairing pr{.player = "Ann", .why = tournament::pairing_reason::bye};
  CHECK(json(pr).get<tournament::pairing>() == pr);
  CHECK(json(pr)["reason"] == "bye: lowest-ranked player without a bye");
  const tournament::pairing down{.player = "Ann",
                                 .opponent = "Dan",
                                 .why = tournament::pairing_reason::paired_down,
                                 .already_played = {"Bob"},
                                 .would_leave_rematch = {"Cat"}};
  CHECK(json(down).get<tournament::pairing>() == down);
  CHECK(json(down)["reason"] ==
        "paired down; already played Bob; pairing with Cat would leave a rematch below");
  const tournament::pairing apart{.player = "Ann",
                                  .opponent = "Dan",
                                  .why = tournament::pairing_reason::paired_down,
                                  .table = 3,
                                  .same_club = {"Bob"},
                                  .same_team = {"Cat", "Eve"}};
  CHECK(json(apart).get<tournament::pairing>() == apart);
  CHECK(json(apart)["table"] == 3);
  CHECK(json(pr)["table"].is_null());
  CHECK(json(apart)["reason"] == "paired down; same club as Bob; same team as Cat, Eve");
  for (const tournament::band& b : tournament::t9a_nr_scheme().bands)
    CHECK(json(b).get<tournament::band>() == b);
}

TEST_CASE("break-test document: the combat form keeps its names alive with the json", "[json]") {
  // The combat's unit names used to view into the document; under AddressSanitizer this read
  // freed memory when the reader worked on a copy of the combat object. They are copies now
  // (json/names.test.cpp reads them after the json is gone).
  const json j = json::parse(R"({"rules":"wfb8","leadership":7,"unit":"Halberdiers",
      "combat":{"sides":[
        {"wounds_inflicted":1,"units":[{"id":"Halberdiers","models":30,"files":6}]},
        {"wounds_inflicted":5,"units":[{"id":"Bloodletters","models":12,"files":5}]}]}})");
  std::vector<problem> problems;
  const break_test_document d = read_break_test_document(j, problems);
  REQUIRE(problems.empty());
  REQUIRE(d.fight.has_value());
  CHECK(d.unit == "Halberdiers");
  const auto unit = find_unit(*d.fight, d.unit);
  REQUIRE(unit.has_value());
  CHECK(*unit == unit_ref{0, 0});
  const combat_result r = resolve<wfb8>(*d.fight);
  const break_test t = break_test_from<wfb8>(*d.fight, r, *unit, d.value);
  CHECK(t.steadfast);  // 5 ranks against 2
  CHECK(break_odds<wfb8>(t).of(break_outcome::hold) == probability{7, 12});

  // null is an absent field: a margin or combat rules of null are left out, not refused.
  json with_nulls = j;
  with_nulls["margin"] = nullptr;
  with_nulls["combat"]["rules"] = nullptr;
  problems.clear();
  (void)read_break_test_document(with_nulls, problems);
  CHECK(problems.empty());
  with_nulls["margin"] = 3;
  (void)read_break_test_document(with_nulls, problems);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].path == "margin");
}
