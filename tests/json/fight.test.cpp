// rankfile/json/fight.hpp: the fight document reads every field as documented, with its
// defaults; each bad input is one problem at its path; a fight survives a round trip; the
// answers carry the names docs/json-format.md gives them.
#include "rankfile/json/fight.hpp"

#include <cstddef>
#include <random>
#include <string>
#include <vector>

#include "support/catch.hpp"
#include "support/problems.hpp"

using namespace rankfile;
using nlohmann::json;
using test::lines;

namespace {

// Two sides with only the required fields.
const json minimal = json::parse(R"({"rules": "tow", "sides": [
  {"troop_type": "regular_infantry", "models": 25, "files": 5, "armour": 6,
   "profile": {"ws": 3, "s": 3, "t": 3, "w": 1, "i": 3, "a": 1, "ld": 7}},
  {"troop_type": "heavy_infantry", "models": 20, "files": 5, "armour": 5,
   "profile": {"ws": 4, "s": 4, "t": 4, "w": 1, "i": 4, "a": 1, "ld": 8}}]})");

fight_document read(const json& j, std::vector<problem>& problems,
                    std::vector<problem>* unknown = nullptr) {
  return read_fight_document(j, problems, unknown);
}

// The problems of `j` with `ptr` set to `value` (a JSON pointer into minimal).
std::vector<std::string> problems_with(const std::string& ptr, const json& value) {
  json j = minimal;
  j[json::json_pointer(ptr)] = value;
  std::vector<problem> problems;
  (void)read(j, problems);
  return lines(problems);
}

}  // namespace

TEST_CASE("fight document: the required fields alone - every default as documented",
          "[json][odds]") {
  std::vector<problem> problems, unknown;
  const fight_document d = read(minimal, problems, &unknown);
  REQUIRE(problems.empty());
  CHECK(unknown.empty());
  CHECK(d.rules == "tow");
  CHECK(!d.house);
  const fight_side& a = d.value.sides[0];
  CHECK(a.name.empty());
  CHECK(a.troop == troop_type::regular_infantry);
  CHECK(a.models == 25);
  CHECK(a.files == 5);
  CHECK(a.wounds_lost == 0);
  CHECK(!a.in_contact);
  CHECK(a.profile == fight_profile{.ws = 3, .s = 3, .t = 3, .w = 1, .i = 3, .a = 1, .ld = 7});
  CHECK(!a.mount);
  CHECK(a.armour == 6);
  CHECK(!a.shield);
  CHECK(a.ward == 7);
  CHECK(a.regeneration == 7);
  CHECK(a.weapon == weapon::hand_weapon);
  CHECK(a.special_rules == fight_rules{});
  CHECK(!a.fear_test_failed);
  CHECK(!a.standard);
  CHECK(!a.musician);
  CHECK(!a.horde);
  CHECK(a.extra.empty());
  CHECK(d.value.sides[1].troop == troop_type::heavy_infantry);
  CHECK(d.value.sides[1].profile.ld == 8);
  CHECK(d.value.round == fight_round{});
  CHECK(d.value.round.number == 1);
  CHECK(!d.value.round.charger);
}

TEST_CASE("fight document: every field read", "[json][odds]") {
  const json j = json::parse(R"({"version": 1, "rules": "tow", "sides": [
    {"name": "Knights", "troop_type": "heavy_cavalry", "models": 6, "files": 3, "wounds_lost": 0,
     "in_contact": 2,
     "profile": {"ws": 4, "s": 4, "t": 3, "w": 1, "i": 3, "a": 1, "ld": 8},
     "mount": {"ws": 3, "s": 3, "i": 3, "a": 1, "special_rules": {"stomp_attacks": 1}},
     "armour": 3, "shield": true, "ward": 6, "regeneration": 5, "weapon": "lance",
     "special_rules": {"hatred": true, "poisoned_attacks": true, "killing_blow": true,
       "armour_bane": 2, "strike_first": true, "strike_last": true, "frenzy": true,
       "furious_charge": true, "causes_fear": true, "impact_hits": "D3", "stomp_attacks": "D6",
       "unbreakable": true, "stubborn": true},
     "fear_test_failed": true, "standard": true, "musician": true, "horde": true,
     "extra": [{"label": "War Banner", "value": 1}]},
    {"name": "Ogres", "troop_type": "monstrous_infantry", "models": 6, "files": 3,
     "wounds_lost": 2, "armour": 5,
     "profile": {"ws": 3, "s": 4, "t": 4, "w": 3, "i": 2, "a": 3, "ld": 7},
     "special_rules": {"impact_hits": 1}}],
    "round": {"number": 2, "charger": 0, "charge_inches": 7, "disordered_charge": true,
      "flanked": 1, "arc": "rear", "flank_fighting_models": 2, "high_ground": 0,
      "previous_winner": 1}})");
  std::vector<problem> problems, unknown;
  const fight_document d = read(j, problems, &unknown);
  REQUIRE(lines(problems).empty());
  CHECK(lines(unknown).empty());
  const fight_side& k = d.value.sides[0];
  CHECK(k.name == "Knights");
  CHECK(k.troop == troop_type::heavy_cavalry);
  CHECK(k.models == 6);
  CHECK(k.files == 3);
  CHECK(k.in_contact == 2);
  CHECK(k.profile == fight_profile{.ws = 4, .s = 4, .t = 3, .w = 1, .i = 3, .a = 1, .ld = 8});
  REQUIRE(k.mount);
  CHECK(k.mount->ws == 3);
  CHECK(k.mount->a == 1);
  CHECK(k.mount->special_rules.stomp_attacks == per_model{.fixed = 1, .die = 0});
  CHECK(k.armour == 3);
  CHECK(k.shield);
  CHECK(k.ward == 6);
  CHECK(k.regeneration == 5);
  CHECK(k.weapon == weapon::lance);
  const fight_rules every{.hatred = true,
                          .poisoned_attacks = true,
                          .killing_blow = true,
                          .armour_bane = 2,
                          .strike_first = true,
                          .strike_last = true,
                          .frenzy = true,
                          .furious_charge = true,
                          .causes_fear = true,
                          .impact_hits = {.fixed = 0, .die = 3},
                          .stomp_attacks = {.fixed = 0, .die = 6},
                          .unbreakable = true,
                          .stubborn = true};
  CHECK(k.special_rules == every);
  CHECK(k.fear_test_failed);
  CHECK(k.standard);
  CHECK(k.musician);
  CHECK(k.horde);
  REQUIRE(k.extra.size() == 1);
  CHECK(k.extra[0].label == "War Banner");
  CHECK(k.extra[0].value == 1);
  const fight_side& o = d.value.sides[1];
  CHECK(o.wounds_lost == 2);
  CHECK(o.profile.w == 3);
  CHECK(o.special_rules.impact_hits == per_model{.fixed = 1, .die = 0});
  const fight_round& r = d.value.round;
  CHECK(r.number == 2);
  CHECK(r.charger == side_index{0});
  CHECK(r.charge_inches == 7);
  CHECK(r.disordered_charge);
  CHECK(r.flanked == side_index{1});
  CHECK(r.arc == facing::rear);
  CHECK(r.flank_fighting_models == 2);
  CHECK(r.high_ground == side_index{0});
  CHECK(r.previous_winner == side_index{1});
  // Written back and read again: the same fight.
  CHECK(json(d.value).get<fight>() == d.value);
}

TEST_CASE("fight document: names from the enum tables - every weapon and troop type",
          "[json][odds]") {
  for (const enum_entry<weapon>& row : weapon_table) {
    std::vector<problem> problems;
    json j = minimal;
    j["sides"][1]["weapon"] = row.id;
    CHECK(read(j, problems).value.sides[1].weapon == row.value);
    CHECK(problems.empty());
  }
  for (const enum_entry<troop_type>& row : entries_of(troop_type{})) {
    std::vector<problem> problems;
    json j = minimal;
    j["sides"][0]["troop_type"] = row.id;
    CHECK(read(j, problems).value.sides[0].troop == row.value);
    CHECK(problems.empty());
  }
  // The message lists the table's names, in its order.
  std::string weapons;
  for (const enum_entry<weapon>& row : weapon_table)
    weapons.append(weapons.empty() ? "" : ", ").append(row.id);
  CHECK(problems_with("/sides/0/weapon", "spear") ==
        std::vector<std::string>{"sides[0].weapon: must be one of " + weapons + ", got \"spear\""});
}

TEST_CASE("fight document: each bad input is a problem at its path", "[json][odds]") {
  using lines_t = std::vector<std::string>;
  CHECK(problems_with("/sides/0/models", 0) ==
        lines_t{"sides[0].models: must be at least 1, got 0"});
  CHECK(problems_with("/sides/1/models", -3) ==
        lines_t{"sides[1].models: must be at least 1, got -3"});
  CHECK(problems_with("/sides/0/models", max_fight_models + 1) ==
        lines_t{"sides[0].models: must be at most " + std::to_string(max_fight_models) + ", got " +
                std::to_string(max_fight_models + 1)});
  CHECK(problems_with("/sides/0/models", 1e300) ==
        lines_t{"sides[0].models: must be at most " + std::to_string(max_fight_models) +
                ", got 1e+300"});
  CHECK(problems_with("/sides/0/files", 0) == lines_t{"sides[0].files: must be at least 1, got 0"});
  CHECK(problems_with("/sides/1/profile/ws", 11) ==
        lines_t{"sides[1].profile.ws: must be at most 10, got 11"});
  CHECK(problems_with("/sides/1/profile/t", 0) ==
        lines_t{"sides[1].profile.t: must be at least 1, got 0"});
  CHECK(problems_with("/sides/1/profile/w", max_fight_wounds + 1) ==
        lines_t{"sides[1].profile.w: must be at most " + std::to_string(max_fight_wounds) +
                ", got " + std::to_string(max_fight_wounds + 1)});
  CHECK(problems_with("/sides/0/profile/a", 2.5) ==
        lines_t{"sides[0].profile.a: must be an integer, got 2.5"});
  CHECK(problems_with("/sides/0/profile/i", "3") ==
        lines_t{"sides[0].profile.i: must be an integer, got a string"});
  CHECK(problems_with("/sides/0/profile", json::array()) ==
        lines_t{"sides[0].profile: must be an object, got an array"});
  CHECK(problems_with("/sides/0/armour", 8) ==
        lines_t{"sides[0].armour: must be at most 7, got 8"});
  CHECK(problems_with("/sides/0/ward", 0) == lines_t{"sides[0].ward: must be at least 1, got 0"});
  CHECK(problems_with("/sides/0/shield", "yes") ==
        lines_t{"sides[0].shield: must be true or false, got a string"});
  CHECK(problems_with("/sides/0/troop_type", "knights")[0].starts_with(
      "sides[0].troop_type: must be one of infantry, "));
  CHECK(problems_with("/sides/0/special_rules", json{{"armour_bane", -1}}) ==
        lines_t{"sides[0].special_rules.armour_bane: must be at least 0, got -1"});
  CHECK(problems_with("/sides/0/special_rules", json{{"impact_hits", "2D6"}}) ==
        lines_t{"sides[0].special_rules.impact_hits: must be a number, \"D3\" or \"D6\", got "
                "\"2D6\""});
  CHECK(problems_with("/sides/0/special_rules", json{{"stomp_attacks", true}}) ==
        lines_t{"sides[0].special_rules.stomp_attacks: must be a number, \"D3\" or \"D6\", got "
                "a boolean"});
  CHECK(problems_with("/sides/0/special_rules", json{{"hatred", 1}}) ==
        lines_t{"sides[0].special_rules.hatred: must be true or false, got a number"});
  CHECK(problems_with("/sides/0/mount", json{{"ws", 3}, {"s", 3}, {"i", 3}}) ==
        lines_t{"sides[0].mount.a: is required"});
  CHECK(problems_with(
            "/sides/0/mount",
            json{{"ws", 3}, {"s", 3}, {"i", 3}, {"a", 1}, {"special_rules", {{"frenzy", "no"}}}}) ==
        lines_t{"sides[0].mount.special_rules.frenzy: must be true or false, got a string"});
  CHECK(problems_with("/sides/0/extra", json::array({json{{"value", 1}}})) ==
        lines_t{"sides[0].extra[0].label: is required"});
  CHECK(problems_with("/sides/0/name", std::string(max_name_length + 1, 'x')) ==
        lines_t{"sides[0].name: longer than " + std::to_string(max_name_length) + " characters"});
  CHECK(problems_with("/round/charger", 2) == lines_t{"round.charger: must be at most 1, got 2"});
  CHECK(problems_with("/round/high_ground", -1) ==
        lines_t{"round.high_ground: must be at least 0, got -1"});
  CHECK(problems_with("/round/charge_inches", "far") ==
        lines_t{"round.charge_inches: must be an integer, got a string"});
  CHECK(problems_with("/round", 1) == lines_t{"round: must be an object, got a number"});
  // Flank and rear: the arc and the models fighting back come with `flanked`, and only with it.
  CHECK(problems_with("/round", json{{"flanked", 1}}) ==
        lines_t{"round.arc: is required with flanked",
                "round.flank_fighting_models: is required with flanked"});
  CHECK(problems_with("/round", json{{"arc", "rear"}}) ==
        lines_t{"round.arc: is for a side fought in its flank or rear: give flanked (0 or 1), "
                "or leave it out"});
  CHECK(problems_with("/round",
                      json{{"flanked", 0}, {"arc", "front"}, {"flank_fighting_models", 0}}) ==
        lines_t{"round.arc: must be flank or rear, got \"front\""});
  CHECK(problems_with("/round",
                      json{{"flanked", 0}, {"arc", "side"}, {"flank_fighting_models", 0}}) ==
        lines_t{"round.arc: must be one of front, flank, rear, got \"side\""});
  // The document's shape.
  CHECK(problems_with("/sides", json::array({minimal["sides"][0]})) ==
        lines_t{"sides: must list at least 2 entries, got 1"});
  CHECK(problems_with("/sides/1", 7) == lines_t{"sides[1]: must be an object, got a number"});
  CHECK(problems_with("/version", 2) == lines_t{"version: must be at most 1, got 2"});
  json no_rules = minimal;
  no_rules.erase("rules");
  std::vector<problem> problems;
  (void)read(no_rules, problems);
  CHECK(lines(problems) == lines_t{"rules: is required"});
  // Every problem, not the first: the required fields of a side left empty.
  json empty = minimal;
  empty["sides"][1] = json::object();
  problems.clear();
  (void)read(empty, problems);
  CHECK(lines(problems) == lines_t{"sides[1].troop_type: is required",
                                   "sides[1].models: is required", "sides[1].files: is required",
                                   "sides[1].profile: is required",
                                   "sides[1].armour: is required"});
  problems.clear();
  (void)read(json::array(), problems);
  CHECK(lines(problems) == lines_t{"(document): must be an object, got an array"});
}

TEST_CASE("fight document: malformed text and a key given twice, through parse_json",
          "[json][odds]") {
  std::vector<problem> problems;
  CHECK(!parse_json(R"({"rules": "tow", "sides": [)", problems));
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].message.starts_with("malformed JSON"));
  problems.clear();
  CHECK(!parse_json(R"({"rules": "tow", "round": {"charger": 0, "charger": 1}})", problems));
  CHECK(lines(problems) == std::vector<std::string>{"round.charger: is given twice in one object"});
}

TEST_CASE("fight document: unknown fields with their paths and the nearest known field",
          "[json][odds]") {
  json j = minimal;
  j["sides"][0]["profile"]["wss"] = 3;
  j["sides"][1]["special_rules"] = {{"hatered", true}};
  j["round"] = {{"chargr", 0}};
  j["colour"] = "red";
  std::vector<problem> problems, unknown;
  (void)read(j, problems, &unknown);
  CHECK(problems.empty());
  CHECK(lines(unknown) ==
        std::vector<std::string>{"colour: unknown field",
                                 "sides[0].profile.wss: unknown field (did you mean \"ws\"?)",
                                 "sides[1].special_rules.hatered: unknown field (did you mean "
                                 "\"hatred\"?)",
                                 "round.chargr: unknown field (did you mean \"charger\"?)"});
}

TEST_CASE("fight document: a house rule in rules, as the other documents take it", "[json][odds]") {
  json j = minimal;
  j["rules"] = {{"base", "tow"}, {"name", "Club"}};
  std::vector<problem> problems;
  const fight_document d = read(j, problems);
  CHECK(problems.empty());
  CHECK(d.rules == "tow");
  REQUIRE(d.house);
  CHECK(d.house->name == "Club");
}

TEST_CASE("fight: round trip through the document form", "[json][odds]") {
  std::mt19937 rng(45);
  const auto in = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  const auto side = [&]() -> std::optional<side_index> {
    const int s = in(-1, 1);
    return s < 0 ? std::nullopt : std::optional<side_index>(static_cast<side_index>(s));
  };
  const auto rules = [&] {
    fight_rules x;
    for (const auto& f : detail::fight_rule_flags) x.*f.member = in(0, 1) == 1;
    x.armour_bane = in(0, 3);
    const per_model counts[] = {
        {}, {.fixed = 2, .die = 0}, {.fixed = 0, .die = 3}, {.fixed = 0, .die = 6}};
    x.impact_hits = counts[in(0, 3)];
    x.stomp_attacks = counts[in(0, 3)];
    return x;
  };
  for (int n = 0; n < 200; ++n) {
    fight f;
    for (fight_side& s : f.sides) {
      s.name = n % 2 ? "Spearmen" : "";
      s.troop = static_cast<troop_type>(in(0, static_cast<int>(enum_count<troop_type>) - 1));
      s.models = in(1, max_fight_models);
      s.files = in(1, 10);
      s.profile = {.ws = in(0, 10),
                   .s = in(0, 10),
                   .t = in(1, 10),
                   .w = in(1, max_fight_wounds),
                   .i = in(0, 10),
                   .a = in(0, 10),
                   .ld = in(1, 10)};
      s.wounds_lost = in(0, s.profile.w - 1);
      if (in(0, 1)) s.in_contact = in(1, s.files);
      if (in(0, 1)) s.mount = fight_mount{in(0, 10), in(0, 10), in(0, 10), in(0, 10), rules()};
      s.armour = in(1, 7);
      s.shield = in(0, 1) == 1;
      s.ward = in(1, 7);
      s.regeneration = in(1, 7);
      s.weapon = static_cast<weapon>(in(0, static_cast<int>(std::size(weapon_table)) - 1));
      s.special_rules = rules();
      s.fear_test_failed = in(0, 1) == 1;
      s.standard = in(0, 1) == 1;
      s.musician = in(0, 1) == 1;
      s.horde = in(0, 1) == 1;
      for (int k = in(0, 2); k > 0; --k) s.extra.push_back({"Banner", in(0, 3)});
    }
    f.round.number = in(1, 6);
    f.round.charger = side();
    f.round.charge_inches = in(0, 12);
    f.round.disordered_charge = in(0, 1) == 1;
    f.round.flanked = side();
    if (f.round.flanked) {
      f.round.arc = in(0, 1) ? facing::flank : facing::rear;
      f.round.flank_fighting_models = in(0, 5);
    }
    f.round.high_ground = side();
    f.round.previous_winner = side();
    const json j = f;
    CHECK(j.get<fight>() == f);
    // And the mirrored fight, as the fuzzer reads it.
    CHECK(json(mirrored(f)).get<fight>() == mirrored(f));
  }
}

TEST_CASE("fight: from_json throws json_error listing every problem", "[json][odds]") {
  json j = minimal;
  j["sides"][0]["models"] = 0;
  j["sides"][1]["profile"]["ws"] = 11;
  try {
    (void)j.get<fight>();
    FAIL("no json_error");
  } catch (const json_error& e) {
    CHECK(lines(e.problems()) ==
          std::vector<std::string>{"sides[0].models: must be at least 1, got 0",
                                   "sides[1].profile.ws: must be at most 10, got 11"});
  }
}

TEST_CASE("odds answers: the names of docs/json-format.md", "[json][odds]") {
  using oj = nlohmann::ordered_json;
  fight f;
  f.sides[0].name = "Spearmen";
  f.sides[1].name = "Swordsmen";
  round_odds r;
  r.wins = {0.5, 0.25};
  r.draw = 0.25;
  r.margin_lowest = -1;
  r.margin = {0.25, 0.25, 0.5};
  r.wounds_inflicted = {std::vector<double>{0.5, 0.5}, std::vector<double>{0.75, 0.25}};
  r.wounds_joint = {.columns = 2, .p = {0.375, 0.125, 0.375, 0.125}};
  r.models_left = {std::vector<double>{0.25, 0.75}, std::vector<double>{0.5, 0.5}};
  r.wiped_out = {0.25, 0.5};
  r.both_wiped_out = 0.125;
  r.break_test[1] = {.loses = 0.5, .outcomes = {0, 0.25, 0.125, 0.125}};
  r.expected = {.wounds_inflicted = {0.5, 0.25},
                .models_left = {0.75, 0.5},
                .combat_result = {1.5, 0.25},
                .margin = 1.25};
  const auto j = round_odds_json("tow", f, r);
  CHECK(j["version"] == document_version);
  CHECK(j["rules"] == "tow");
  CHECK(j["names"] == oj{"Spearmen", "Swordsmen"});
  CHECK(j["wins"] == oj{0.5, 0.25});
  CHECK(j["draw"] == 0.25);
  CHECK(j["margin"]["lowest"] == -1);
  CHECK(j["margin"]["p"] == oj{0.25, 0.25, 0.5});
  CHECK(j["wounds_inflicted"]["sides"][1] == oj{0.75, 0.25});
  CHECK(j["wounds_inflicted"]["joint"] == oj{{0.375, 0.125}, {0.375, 0.125}});
  CHECK(j["models_left"][0] == oj{0.25, 0.75});
  CHECK(j["wiped_out"] == oj{0.25, 0.5});
  CHECK(j["both_wiped_out"] == 0.125);
  // Each outcome by the break-test engine's ids, every one of its table.
  CHECK(j["break_test"][1]["loses"] == 0.5);
  for (const enum_entry<break_outcome>& row : break_outcome_table)
    CHECK(j["break_test"][1][std::string(row.id)] == r.break_test[1].of(row.value));
  CHECK(j["break_test"][1]["break"] == 0.25);
  CHECK(j["break_test"][0]["loses"] == 0.0);
  CHECK(j["expected"]["wounds_inflicted"] == oj{0.5, 0.25});
  CHECK(j["expected"]["models_left"] == oj{0.75, 0.5});
  CHECK(j["expected"]["combat_result"] == oj{1.5, 0.25});
  CHECK(j["expected"]["margin"] == 1.25);
  CHECK(!j.contains("combat"));

  combat_odds c{
      .first = r,
      .rounds = {{.breaks = {0.0, 0.25}, .wiped_out = {0.125, 0.25}, .both_wiped_out = 0.125},
                 {.breaks = {0.0625, 0.0}, .wiped_out = {0.0, 0.0}, .both_wiped_out = 0.0}},
      .undecided = 0.0625};
  const auto w = combat_odds_json("tow", f, c);
  CHECK(w["wins"] == j["wins"]);  // the first round in full
  CHECK(w["rounds"] == 2);
  REQUIRE(w["combat"].size() == 2);
  CHECK(w["combat"][0]["round"] == 1);
  CHECK(w["combat"][0]["breaks"] == oj{0.0, 0.25});
  CHECK(w["combat"][0]["wiped_out"] == oj{0.125, 0.25});
  CHECK(w["combat"][0]["both_wiped_out"] == 0.125);
  CHECK(w["combat"][1]["round"] == 2);
  CHECK(w["combat"][1]["breaks"] == oj{0.0625, 0.0});
  CHECK(w["undecided"] == 0.0625);
}
