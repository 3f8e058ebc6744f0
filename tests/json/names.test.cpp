// Names read from JSON are copied into the values (core/inline_string.hpp): the values outlive
// the json they came from, and a name too long for them is a problem with its path.
#include <optional>
#include <string>
#include <vector>

#include "rankfile/editions/wfb5.hpp"
#include "rankfile/editions/wfb8.hpp"
#include "rankfile/json.hpp"
#include "rankfile/rankfile.hpp"
#include "support/catch.hpp"
#include "support/problems.hpp"

using namespace rankfile;
using nlohmann::json;
using test::lines;

TEST_CASE("names: a combat read from json outlives the json", "[json][names][asan]") {
  std::optional<combat_document> d;
  {
    std::vector<problem> problems;
    const json j = json::parse(R"js({"rules": "wfb5", "sides": [
      {"name": "Army of the Reikland", "wounds_inflicted": 3,
       "units": [{"id": "Nuln Halberdiers (2nd)", "models": 20, "files": 5,
                  "extra": [{"label": "Banner of the Eternal Flame", "value": 1}]}]},
      {"name": "Greenskins", "wounds_inflicted": 1,
       "units": [{"id": "Orc Boyz", "models": 10, "files": 5}]}]})js");
    d = read_combat_document(j, problems);
    REQUIRE(problems.empty());
  }  // the json and its strings are freed here
  CHECK(d->rules == "wfb5");
  const std::string text = explain<wfb5>(d->value, resolve<wfb5>(d->value));
  CHECK(text.find("Army of the Reikland scored") != std::string::npos);
  CHECK(text.find("Nuln Halberdiers (2nd)") != std::string::npos);
  CHECK(text.find("Banner of the Eternal Flame") != std::string::npos);
}

TEST_CASE("names: a break test's combat and unit outlive the json", "[json][names][asan]") {
  std::optional<break_test_document> d;
  {
    std::vector<problem> problems;
    const json j = json::parse(R"({"rules":"wfb8","leadership":7,"unit":"Halberdiers",
      "combat":{"sides":[
        {"wounds_inflicted":1,"units":[{"id":"Halberdiers","models":30,"files":6}]},
        {"wounds_inflicted":5,"units":[{"id":"Bloodletters","models":12,"files":5}]}]}})");
    d = read_break_test_document(j, problems);
    REQUIRE(problems.empty());
  }
  REQUIRE(d->fight.has_value());
  CHECK(d->rules == "wfb8");
  const auto unit = find_unit(*d->fight, d->unit);
  REQUIRE(unit.has_value());
  CHECK(*unit == unit_ref{0, 0});
}

TEST_CASE("names: too long in a combat document - each a problem with its path", "[json][names]") {
  const std::string id(40, 'h');
  const json j = {
      {"rules", "wfb5"},
      {"sides",
       {{{"name", std::string(40, 'E')},
         {"wounds_inflicted", 1},
         {"units",
          {{{"id", id},
            {"models", 10},
            {"files", 5},
            {"extra", {{{"label", std::string(28, 'b')}, {"value", 1}}}}},
           {{"id", "b"}, {"models", 10}, {"files", 5}}}}},
        {{"wounds_inflicted", 1}, {"units", {{{"id", "c"}, {"models", 10}, {"files", 5}}}}}}},
      {"engagements", {{{"unit", id}, {"fights", "c"}}, {{"unit", "b"}, {"fights", "c"}}}}};
  std::vector<problem> problems;
  (void)read_combat_document(j, problems);
  CHECK(lines(problems) ==
        std::vector<std::string>{"sides[0].name: longer than 39 characters",
                                 "sides[0].units[0].id: longer than 39 characters",
                                 "sides[0].units[0].extra[0].label: longer than 27 characters"});
  CHECK_THROWS_AS(j.get<combat>(), json_error);
}

TEST_CASE("names: too long in a battle document - each a problem with its path", "[json][names]") {
  const json j = {{"rules", "tow"},
                  {"points_limit", 2000},
                  {"armies",
                   {{{"name", std::string(64, 'O')},
                     {"units",
                      {{{"id", "night-goblins.doc"},
                        {"cost", 100},
                        {"strength_at_start", 20},
                        {"detachments",
                         {{{"id", "night-goblins.doc/" + std::string(50, 'f')},
                           {"cost", 25},
                           {"strength_at_start", 1}}}}}}}},
                    {{"name", "Empire"}, {"units", json::array()}}}}};
  std::vector<problem> problems;
  (void)read_battle_document(j, problems);
  CHECK(lines(problems) == std::vector<std::string>{
                               "armies[0].name: longer than 63 characters",
                               "armies[0].units[0].detachments[0].id: longer than 63 characters"});
}

TEST_CASE("names: an army list's ids too long for a battle are reported", "[json][names]") {
  army_list list{.name = "Waaagh!"};
  list.units.push_back({.id = "orc-boyz.abc", .name = "Orc Boyz", .cost = 100});
  list.units.back().detachments.push_back(
      {.id = "orc-boyz.abc/" + std::string(60, 'x'), .name = "Fanatic", .cost = 25});
  std::vector<problem> problems;
  const battle_army army = battle_army_of(list, problems);
  CHECK(army.name == "Waaagh!");
  CHECK(army.units[0].id == "orc-boyz.abc");
  CHECK(lines(problems) == std::vector<std::string>{"units[1].id: longer than 63 characters"});
}
