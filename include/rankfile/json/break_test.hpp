// rankfile/json/break_test.hpp: the break-test document and its answer (docs/json-format.md).
//
//   std::vector<rankfile::problem> problems;
//   const rankfile::break_test_document d = rankfile::read_break_test_document(j, problems);
//   nlohmann::ordered_json answer = rankfile::break_result_json(d.rules, t, odds, &cite, &roll);
//
// The document gives the test directly (leadership, margin, flags), or a combat and the id of
// the unit that tests (`combat`, `unit`): then the margin, the unit strengths and Steadfast come
// from resolving the combat (break_test_from). The values read own their strings.
#pragma once

#include <cmath>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "rankfile/break_test/citations.hpp"
#include "rankfile/break_test/engine.hpp"
#include "rankfile/break_test/explain.hpp"
#include "rankfile/break_test/result.hpp"
#include "rankfile/break_test/test.hpp"
#include "rankfile/json/combat.hpp"
#include "rankfile/json/common.hpp"
#include "rankfile/rule_sets.hpp"

namespace rankfile {

struct break_test_document {
  std::string rules{};                     // the rule set's id or alias
  std::optional<house_rule_spec> house{};  // when "rules" is a house rule: rules is its base
  break_test value{};
  std::optional<break_dice> roll{};
  std::optional<break_dice> second_roll{};
  std::optional<combat> fight{};  // the combat form: the combat the unit lost
  std::string unit{};             // ... and the id of the unit that tests
};

namespace detail {
inline std::optional<break_dice> read_dice(reader& r, const nlohmann::json& root,
                                           std::string_view key) {
  const nlohmann::json* a = r.array(root, "", key, false, 2, 3);
  if (!a || a->size() < 2) return std::nullopt;  // reported as too short
  break_dice dice;
  for (std::size_t i = 0; i < a->size(); ++i)
    dice.push_back(r.integer_value((*a)[i], reader::at(std::string(key), i), 1, 6).value_or(1));
  return dice;
}
// Whether a combat's "rules" names the break test's: the same value, or two names of one
// built-in rule set (an id and an alias, in any case: "TOW" and "tow", "8th" and "wfb8").
inline bool same_rules(const nlohmann::json& test, const nlohmann::json& fight) {
  if (test == fight) return true;
  if (!test.is_string() || !fight.is_string()) return false;
  const auto found = rule_sets::find(test.get_ref<const std::string&>());
  return found && found->answers_to(fight.get_ref<const std::string&>());
}
}  // namespace detail

// Reads a break-test document, appending every problem. The rule-set dependent checks
// (validate_break_test<R>, the testing unit on the losing side) are the caller's. Given
// `unknown_fields`, every member the reader does not know is added to it, the combat's too
// ("combat.sides[0].units[0].chargd: unknown field (did you mean "charged"?)").
inline break_test_document read_break_test_document(
    const nlohmann::json& root, std::vector<problem>& problems,
    std::vector<problem>* unknown_fields = nullptr) {
  detail::reader r(problems, unknown_fields);
  break_test_document d;
  if (!r.object(root, "")) return d;
  r.version(root);
  d.rules = r.rules(root, true, d.house);
  break_test& t = d.value;
  t.leadership = r.integer(root, "", "leadership", true, 1, max_leadership).value_or(7);
  const bool combat_form = r.member(root, "", "combat", false) != nullptr;
  t.margin = r.integer(root, "", "margin", !combat_form, 0, max_margin).value_or(0);
  t.steadfast = r.boolean(root, "", "steadfast", false);
  t.stubborn = r.boolean(root, "", "stubborn", false);
  t.unbreakable = r.boolean(root, "", "unbreakable", false);
  t.cold_blooded = r.boolean(root, "", "cold_blooded", false);
  t.reroll = r.boolean(root, "", "reroll", false);
  t.terror = r.boolean(root, "", "terror", false);
  t.fear_auto_break = r.boolean(root, "", "fear_auto_break", false);
  t.warband_rank_bonus =
      r.integer(root, "", "warband_rank_bonus", false, 0, max_leadership).value_or(0);
  t.winner_unit_strength =
      r.integer(root, "", "winner_unit_strength", false, 1, max_break_unit_strength).value_or(0);
  t.loser_unit_strength =
      r.integer(root, "", "loser_unit_strength", false, 1, max_break_unit_strength).value_or(0);
  d.roll = detail::read_dice(r, root, "roll");
  d.second_roll = detail::read_dice(r, root, "second_roll");
  if (d.second_roll && !d.roll) r.fail("second_roll", "needs a first roll in roll");
  std::vector<problem> unknown_inside;
  if (combat_form) {
    if (root.contains("margin") && !root["margin"].is_null())
      r.fail("margin", "must be left out with combat: it comes from it");
    const std::optional<std::string_view> unit = r.string(root, "", "unit", true);
    if (unit && unit->empty()) r.fail("unit", "names no unit of the combat: it is empty");
    d.unit = unit.value_or("");
    const nlohmann::json& inner = root.at("combat");
    if (r.object(inner, "combat")) {
      if (inner.contains("rules") && !inner["rules"].is_null() &&
          !(root.contains("rules") && detail::same_rules(root["rules"], inner["rules"])))
        r.fail("combat.rules",
               "must be left out, or be the break test's rules: the combat is "
               "resolved under those");
      std::vector<problem> inside;
      const combat_document c =
          read_combat_document(inner, inside, false, unknown_fields ? &unknown_inside : nullptr);
      for (problem& p : inside) problems.push_back({"combat." + p.path, std::move(p.message)});
      if (inside.empty()) d.fight = c.value;
    }
  } else if (r.member(root, "", "unit", false)) {
    r.fail("unit", "needs combat: the unit is named in a combat");
  }
  r.report_unknown_fields();
  for (problem& p : unknown_inside)
    unknown_fields->push_back({"combat." + p.path, std::move(p.message)});
  return d;
}

// The unit of `c` whose id is `id`, if any.
[[nodiscard]] inline std::optional<unit_ref> find_unit(const combat& c, std::string_view id) {
  for (side_index s = 0; s < 2; ++s)
    for (std::uint8_t i = 0; i < c.sides[s].units.size(); ++i)
      if (c.sides[s].units[i].name == id) return unit_ref{s, i};
  return std::nullopt;
}

// The answer to a break-test document: the test as taken (margin and unit strengths worked out),
// each outcome's exact probability, every modifier applied or ignored (with its English and,
// when `cite` is given, its rule), and the outcome of the roll when one was given.
inline nlohmann::ordered_json break_result_json(std::string_view rules, const break_test& t,
                                                const break_result& r,
                                                const break_test_citations* cite = nullptr,
                                                const break_roll_result* roll = nullptr) {
  nlohmann::ordered_json j = {{"version", document_version},
                              {"rules", rules},
                              {"leadership", t.leadership},
                              {"margin", t.margin}};
  if (t.winner_unit_strength > 0) j["winner_unit_strength"] = t.winner_unit_strength;
  if (t.loser_unit_strength > 0) j["loser_unit_strength"] = t.loser_unit_strength;
  if (t.ranks >= 0) j["ranks"] = {t.ranks, t.enemy_ranks};
  j["outcomes"] = nlohmann::ordered_json::array();
  for (const break_outcome o : r.outcomes)
    j["outcomes"].push_back({{"outcome", name_of(o)},
                             {"probability", to_string(r.of(o))},
                             {"approximately", std::round(r.of(o).value() * 10000.0) / 10000.0}});
  j["automatic"] = r.automatic;
  j["modifiers"] = nlohmann::ordered_json::array();
  for (const break_line& l : r.lines) {
    nlohmann::ordered_json e = {{"modifier", name_of(l.what)},
                                {"applied", l.applied},
                                {"reason", name_of(l.why)},
                                {"numbers", {l.a, l.b}},
                                {"explanation", describe(l)}};
    if (cite) e["rule"] = cite->of(l);
    j["modifiers"].push_back(std::move(e));
  }
  if (roll) {
    j["outcome"] = name_of(roll->outcome);
    j["natural"] = roll->natural;
    j["reroll_due"] = roll->reroll_due;
    j["rerolled"] = roll->rerolled;
  }
  return j;
}

// The break-test engine's answer to its document: the test as taken, its odds, and the outcome
// of the roll when one is given.
struct break_test_answer {
  break_test test{};
  break_result odds{};
  std::optional<break_roll_result> roll{};
};

namespace detail {
// The test as taken under house rules h: in the combat form, its margin, unit strengths and
// Steadfast come from resolving the combat; a problem when the unit is not on the losing side,
// or has no models left to test. The engine functions are found through h.
template <class Rules>
break_test break_test_taken(const break_test_document& d, const Rules& rules,
                            std::vector<problem>* problems) {
  if (!d.fight || d.unit.empty()) return d.value;  // `unit` missing: already reported
  const std::optional<unit_ref> unit = find_unit(*d.fight, d.unit);
  const auto r = resolve(rules, *d.fight);
  std::string why = unit ? why_no_break_test(*d.fight, r, *unit)
                         : "names no unit of the combat: " + detail::quoted(d.unit);
  if (why.empty()) return break_test_from(rules, *d.fight, r, *unit, d.value);
  if (problems) problems->push_back({"unit", std::move(why)});
  return d.value;
}
// explain(h, t, r) under house rules h, found through h (the member explain would hide it).
template <class Rules>
std::string explain_break_test_document(const Rules& rules, const break_test& t,
                                        const break_result& r) {
  return explain(rules, t, r);
}
}  // namespace detail

// The break-test engine's document, for the tool's `break-test` (the contract:
// json/common.hpp).
template <>
struct document_of<break_test_engine> {
  using type = break_test_document;
  using answer_type = break_test_answer;
  static constexpr std::string_view summary =
      "the exact odds of each outcome of a break test, and the outcome of a roll";

  static type read(const nlohmann::json& doc, std::vector<problem>& problems,
                   std::vector<problem>& unknown) {
    return read_break_test_document(doc, problems, &unknown);
  }
  template <class R, class Rules>
  static void check(const type& d, const Rules& rules, std::vector<problem>& problems) {
    if (d.fight) {
      for (problem& p : validate_troop_types<R>(*d.fight))
        problems.push_back({"combat." + p.path, std::move(p.message)});
      if (!problems.empty()) return;
    }
    const break_test t = detail::break_test_taken(d, rules, &problems);
    for (problem& p : validate_break_test(rules, t, d.roll ? &*d.roll : nullptr,
                                          d.second_roll ? &*d.second_roll : nullptr)) {
      // In the combat form the margin and unit strengths are the combat's, not fields given.
      if (d.fight && (p.path == "margin" || p.path.ends_with("unit_strength")))
        p = {"combat", p.path + ", worked out from it, " + p.message};
      problems.push_back(std::move(p));
    }
  }
  template <class R, class Rules>
  static answer_type answer(const type& d, const Rules& rules) {
    answer_type a;
    a.test = detail::break_test_taken(d, rules, nullptr);
    a.odds = break_odds(rules, a.test);
    if (d.roll)
      a.roll = d.second_roll ? break_roll(rules, a.test, *d.roll, *d.second_roll)
                             : break_roll(rules, a.test, *d.roll);
    return a;
  }
  template <class R, class Rules>
  static nlohmann::ordered_json write(const type&, const answer_type& a, const Rules& rules) {
    const auto cited = engine_cite<break_test_engine>(rules);
    return break_result_json(R::info.id, a.test, a.odds, &cited.get(), a.roll ? &*a.roll : nullptr);
  }
  template <class R, class Rules>
  static std::string explain(const type&, const answer_type& a, const Rules& rules) {
    std::string text = detail::explain_break_test_document(rules, a.test, a.odds);
    if (a.roll) text += describe(*a.roll);
    return text;
  }
  static std::string summarize(const type&, const answer_type& a) {
    return rankfile::summarize(a.test, a.odds) + (a.roll ? describe(*a.roll) : std::string());
  }
};

}  // namespace rankfile
