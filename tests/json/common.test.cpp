// rankfile/json/common.hpp: the reader reports the members it does not know, with their paths
// and the nearest field it does know, for every document (combat, battle, break test,
// tournament); the known fields are the ones each reader reads.
#include "rankfile/json/common.hpp"

#include <string>
#include <string_view>
#include <vector>

#include "rankfile/json/battle.hpp"
#include "rankfile/json/break_test.hpp"
#include "rankfile/json/combat.hpp"
#include "rankfile/json/tournament.hpp"
#include "support/catch.hpp"
#include "support/problems.hpp"

using namespace rankfile;
using nlohmann::json;
using test::lines;

namespace {

const json combat_doc = json::parse(R"({
  "rules": "wfb5", "colour": "red",
  "sides": [
    {"wounds_inflicted": 1, "units": [{"id": "a", "models": 10, "files": 5}]},
    {"wounds_inflicted": 2, "units": [{"id": "b", "models": 10, "files": 5},
                                      {"id": "c", "models": 5, "files": 5, "chargd": true}]}],
  "engagements": [{"unit": "a", "fights": "b"}, {"unit": "c", "fights": "a", "facin": "flank"}]
})");
}  // namespace

TEST_CASE("unknown fields: combat document, with paths and the nearest known field", "[json]") {
  std::vector<problem> problems, unknown;
  const combat_document d = read_combat_document(combat_doc, problems, true, &unknown);
  CHECK(problems.empty());
  CHECK(d.value.sides[1].units.size() == 2);
  CHECK(lines(unknown) == std::vector<std::string>{
                              "colour: unknown field",
                              "sides[1].units[1].chargd: unknown field (did you mean \"charged\"?)",
                              "engagements[1].facin: unknown field (did you mean \"facing\"?)"});
  // Without a list for them, unknown fields are ignored, as before.
  std::vector<problem> again;
  CHECK(read_combat_document(combat_doc, again).value == d.value);
  CHECK(again.empty());
}

TEST_CASE("unknown fields: a key that is no name is quoted - and past 100 they are counted",
          "[json]") {
  json doc = combat_doc;
  doc.erase("colour");
  doc["sides"][0][""] = 1;
  doc["sides"][0]["wounds inflicted"] = 1;
  doc[std::string(300, 'k')] = 1;
  std::vector<problem> problems, unknown;
  (void)read_combat_document(doc, problems, true, &unknown);
  CHECK(problems.empty());
  CHECK(lines(unknown) ==
        std::vector<std::string>{
            std::string("(document): unknown field \"").append(64, 'k').append("...\" (300 bytes)"),
            "sides[0]: unknown field \"\"",
            "sides[0]: unknown field \"wounds inflicted\" (did you mean \"wounds_inflicted\"?)",
            "sides[1].units[1].chargd: unknown field (did you mean \"charged\"?)",
            "engagements[1].facin: unknown field (did you mean \"facing\"?)"});
  json many = combat_doc;
  for (int i = 0; i < 150; ++i) many[std::string("x").append(std::to_string(i))] = i;
  unknown.clear();
  (void)read_combat_document(many, problems, true, &unknown);
  REQUIRE(unknown.size() == 101);
  CHECK(unknown.back() == problem{"(document)", "and 53 more unknown fields"});  // 150 + 3
}

TEST_CASE("unknown fields: none in documents that only use known fields", "[json]") {
  std::vector<problem> problems, unknown;
  const combat c = read_combat_document(combat_doc, problems).value;
  json written = c;  // every field the document form has
  written["rules"] = "wfb5";
  (void)read_combat_document(written, problems, true, &unknown);
  CHECK(problems.empty());
  CHECK(unknown.empty());
}

TEST_CASE("unknown fields: battle document, detachments too", "[json]") {
  const json j = json::parse(R"({
    "rules": "tow", "points_limit": 2000,
    "armies": [
      {"name": "A", "concede": true, "units": [{"id": "u", "name": "Spearmen", "cots": 100,
        "cost": 100, "strength_at_start": 10,
        "detachments": [{"id": "f", "cost": 25, "strength_at_start": 1, "stat": "fleeing"}]}]},
      {"name": "B", "units": []}]
  })");
  std::vector<problem> problems, unknown;
  (void)read_battle_document(j, problems, &unknown);
  CHECK(problems.empty());
  CHECK(lines(unknown) ==
        std::vector<std::string>{
            "armies[0].concede: unknown field (did you mean \"conceded\"?)",
            "armies[0].units[0].cots: unknown field (did you mean \"cost\"?)",
            "armies[0].units[0].detachments[0].stat: unknown field (did you mean \"state\"?)"});
}

TEST_CASE(
    "unknown fields: an army past its room reports the unit that does not fit - its "
    "detachments are not unknown",
    "[json]") {
  json j = json::parse(R"({"rules": "tow", "points_limit": 2000,
                           "armies": [{"units": []}, {"units": []}]})");
  for (int i = 0; i < 40; ++i)
    j["armies"][0]["units"].push_back(
        {{"id", std::string("u").append(std::to_string(i))},
         {"cost", 10},
         {"strength_at_start", 5},
         {"detachments", json::array({{{"id", std::string("d").append(std::to_string(i))},
                                       {"cost", 5},
                                       {"strength_at_start", 1}}})}});
  std::vector<problem> problems, unknown;
  (void)read_battle_document(j, problems, &unknown);
  CHECK(unknown.empty());
  REQUIRE(!problems.empty());
  CHECK(problems[0].path == "armies[0].units[32]");  // 32 units and 32 detachments fill 64
  CHECK(problems[0].message == "too many units and detachments in one army (at most 64)");
}

TEST_CASE("unknown fields: break-test document, inside its combat too", "[json]") {
  json j = json::parse(R"({"rules": "wfb8", "leadership": 7, "unit": "b", "stubbron": true})");
  j["combat"] = combat_doc;
  j["combat"].erase("rules");  // the break test's rules resolve it
  std::vector<problem> problems, unknown;
  (void)read_break_test_document(j, problems, &unknown);
  CHECK(problems.empty());
  CHECK(lines(unknown) ==
        std::vector<std::string>{
            "stubbron: unknown field (did you mean \"stubborn\"?)", "combat.colour: unknown field",
            "combat.sides[1].units[1].chargd: unknown field (did you mean \"charged\"?)",
            "combat.engagements[1].facin: unknown field (did you mean \"facing\"?)"});
}

TEST_CASE(
    "break-test document: the combat's rules may name the break test's rule set by any "
    "of its names",
    "[json]") {
  for (const char* same : {"wfb8", "WFB8", "8th", "whfb8"}) {
    json j = json::parse(R"({"rules": "wfb8", "leadership": 7, "unit": "b"})");
    j["combat"] = combat_doc;
    j["combat"]["rules"] = same;
    std::vector<problem> problems;
    (void)read_break_test_document(j, problems);
    CHECK(problems.empty());
  }
  for (const char* other : {"wfb7", "tow", "8"}) {
    json j = json::parse(R"({"rules": "8th", "leadership": 7, "unit": "b"})");
    j["combat"] = combat_doc;
    j["combat"]["rules"] = other;
    std::vector<problem> problems;
    (void)read_break_test_document(j, problems);
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].path == "combat.rules");
  }
}

TEST_CASE("unknown fields: tournament document, its scheme too", "[json]") {
  const json j = json::parse(R"({
    "scheme": {"basis": "absolute", "bands": [{"points": [1, 1], "upto": 5}]},
    "games": [{"round": 1, "players": ["A", "B"], "victory_points": [1, 2],
               "victory_pionts": [1, 2]}]
  })");
  std::vector<problem> problems, unknown;
  (void)read_tournament_document(j, problems, &unknown);
  CHECK(problems.empty());
  CHECK(lines(unknown) ==
        std::vector<std::string>{
            "scheme.bands[0].upto: unknown field (did you mean \"up_to\"?)",
            "games[0].victory_pionts: unknown field (did you mean \"victory_points\"?)"});
}

TEST_CASE("numbers far beyond any limit are problems - the reader never converts them blindly",
          "[json]") {
  // Found by the combat fuzzer: 2.9e99 was converted to long long before its range was checked
  // (undefined behaviour, reported by the undefined-behaviour sanitizer).
  json doc = combat_doc;
  doc["sides"][0]["wounds_inflicted"] = 2.9e99;
  doc["sides"][1]["wounds_inflicted"] = -2.9e99;
  doc["sides"][1]["units"][0]["models"] = 1e18;
  std::vector<problem> problems;
  (void)read_combat_document(doc, problems);
  CHECK(lines(problems) ==
        std::vector<std::string>{"sides[0].wounds_inflicted: must be at most 100000, got 2.9e+99",
                                 "sides[1].wounds_inflicted: must be at least 0, got -2.9e+99",
                                 "sides[1].units[0].models: must be at most 100000, got 1e+18"});
}

TEST_CASE("parse_json: a key given twice is refused at its path - malformed text too", "[json]") {
  std::vector<problem> problems;
  const auto doc = parse_json(R"({"rules":"wfb8","sides":[{"units":[{"id":"a","models":10,)"
                              R"("models":12}]},{"units":[]}],"rules":"wfb6"})",
                              problems);
  CHECK(!doc);
  CHECK(problems ==
        std::vector<problem>{{"sides[0].units[0].models", "is given twice in one object"},
                             {"rules", "is given twice in one object"}});
  problems.clear();
  CHECK(!parse_json(R"({"rules": "wfb8",})", problems));
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].path == "(document)");
  CHECK(problems[0].message.starts_with("malformed JSON: "));
  problems.clear();
  // The same key in two objects, and in an object and the one inside it, is no repeat.
  const auto ok = parse_json(R"({"id":"x","a":{"id":"y"},"b":[{"id":1},{"id":2}]})", problems);
  REQUIRE(ok);
  CHECK(problems.empty());
  CHECK((*ok)["b"][1]["id"] == 2);
}

TEST_CASE("parse_json: a NUL byte is refused where it stands - not taken for the end", "[json]") {
  using namespace std::string_view_literals;
  std::vector<problem> problems;
  // A whole document and then a NUL: nlohmann's parser alone would stop at the NUL and answer.
  CHECK(!parse_json("{\"a\":1}\n  \0{garbage"sv, problems));
  CHECK(problems == std::vector<problem>{{"(document)",
                                          "malformed JSON: a NUL byte at line 2, "
                                          "column 3: JSON text holds none"}});
  problems.clear();
  CHECK(!parse_json("\0{\"a\":1}"sv, problems));
  CHECK(problems == std::vector<problem>{{"(document)",
                                          "malformed JSON: a NUL byte at line 1, "
                                          "column 1: JSON text holds none"}});
  problems.clear();
  // Escaped, a NUL is a string's character like any other.
  const auto ok = parse_json(R"({"a":"x\u0000y"})", problems);
  REQUIRE(ok);
  CHECK((*ok)["a"].get<std::string>() == std::string("x\0y", 3));
}

TEST_CASE("parse_json: a document nesting deeper than max_json_depth is refused unread", "[json]") {
  const auto nested = [](std::size_t levels) {
    std::string text;
    for (std::size_t i = 0; i < levels; ++i) text += R"({"a":)";
    text += "1";
    return text.append(levels, '}');
  };
  std::vector<problem> problems;
  REQUIRE(parse_json(nested(max_json_depth), problems));
  CHECK(problems.empty());
  CHECK(!parse_json(nested(max_json_depth + 1), problems));
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].path == "(document)");
  CHECK(problems[0].message ==
        "nests arrays and objects deeper than 100 levels, under \"a.a.a.a.a.a.a.a.a.a.a.a.a.a.a."
        "a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a....\" (199 bytes)");
  // 100,000 levels (a roster whose selections nest without end): refused at once.
  problems.clear();
  CHECK(!parse_json(std::string(100'000, '[') + std::string(100'000, ']'), problems));
  CHECK(problems.size() == 1);
}
