// rankfile/json/battle.hpp: the battle document and its answer (docs/json-format.md).
//
//   std::vector<rankfile::problem> problems;
//   const rankfile::battle_document d = rankfile::read_battle_document(j, problems);
//   nlohmann::ordered_json answer = rankfile::battle_result_json(d.rules, d.value, r, &cite);
//
// and to_json / from_json for the battle value types. The values read own their names (copied
// into the battle: an army name or unit id longer than max_battle_name_length is a problem at
// its path).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "rankfile/json/common.hpp"
#include "rankfile/victory/battle.hpp"
#include "rankfile/victory/citations.hpp"
#include "rankfile/victory/engine.hpp"
#include "rankfile/victory/explain.hpp"
#include "rankfile/victory/result.hpp"

namespace rankfile {

struct battle_document {
  std::string rules{};                     // the rule set's id or alias
  std::optional<house_rule_spec> house{};  // when "rules" is a house rule: rules is its base
  battle value{};
};

namespace detail {

inline void read_battle_unit(reader& r, const nlohmann::json& ju, const std::string& p,
                             battle_army& army, std::int16_t parent) {
  if (!r.object(ju, p)) return;
  battle_unit u;
  const auto id = r.name(ju, p, "id", true, max_battle_name_length);
  if (id && id->empty()) r.fail(p + ".id", "must not be empty");
  u.id = id.value_or("");
  for (const battle_unit& other : army.units)
    if (id && !id->empty() && other.id == *id) {
      r.fail(p + ".id", "repeats the id \"" + std::string(*id) + "\" in this army");
      break;
    }
  // For people reading the document: not scored, not kept (so of any length), but text.
  (void)r.name(ju, p, "name", false, std::string_view::npos);
  u.cost = r.integer(ju, p, "cost", true, 0, max_points).value_or(0);
  u.kind = r.enumeration(ju, p, "kind", unit_kind::unit);
  u.strength_at_start = r.integer(ju, p, "strength_at_start", true, 1, max_points).value_or(1);
  const std::optional<int> strength_at_end =
      r.integer(ju, p, "strength_at_end", false, 0, max_points);
  u.strength_at_end = strength_at_end.value_or(u.strength_at_start);
  u.state = r.enumeration(ju, p, "state", unit_state::in_play);
  // A destroyed unit has nothing left: a strength above 0 says otherwise (fleeing, or in play).
  if (u.state == unit_state::destroyed && strength_at_end && *strength_at_end > 0)
    r.fail(p + ".strength_at_end",
           "must be 0 (or left out) when state is destroyed, got " +
               std::to_string(*strength_at_end) +
               ": a destroyed unit has nothing left; give the state it ended in");
  u.general = r.boolean(ju, p, "general", false);
  u.battle_standard_bearer = r.boolean(ju, p, "battle_standard_bearer", false);
  u.slain_in_combat = r.boolean(ju, p, "slain_in_combat", false);
  u.standards_lost_in_combat =
      r.integer(ju, p, "standards_lost_in_combat", false, 0, max_standards_per_unit).value_or(0);
  u.standards_lost_otherwise =
      r.integer(ju, p, "standards_lost_otherwise", false, 0, max_standards_per_unit).value_or(0);
  u.detachment_of = parent;
  u.scored = r.enumeration(ju, p, "scored", detachment_scoring::rule_set);
  if (parent == not_a_detachment && u.scored != detachment_scoring::rule_set)
    r.fail(p + ".scored", "is said of a detachment only: a unit always scores on its own");
  if (army.units.full()) {
    r.fail(p, "too many units and detachments in one army (at most " +
                  std::to_string(max_battle_units) + ")");
    (void)r.member(ju, p, "detachments", false);  // known, though not read: no unknown-field note
    return;
  }
  army.units.push_back(u);
  const auto index = static_cast<std::int16_t>(army.units.size() - 1);
  if (const nlohmann::json* ds = r.array(ju, p, "detachments", false, 0, max_battle_units)) {
    if (parent != not_a_detachment) {
      r.fail(p + ".detachments", "a detachment cannot have detachments of its own");
      return;
    }
    for (std::size_t i = 0; i < ds->size(); ++i)
      read_battle_unit(r, (*ds)[i], reader::at(p + ".detachments", i), army, index);
  }
}

}  // namespace detail

// Reads a battle document, appending every problem to `problems`. Validation that depends on
// the rule set (validate_battle<R>) is the caller's. Given `unknown_fields`, every member the
// reader does not know is added to it ("armies[0].units[2].cots: unknown field (did you mean
// "cost"?)").
inline battle_document read_battle_document(const nlohmann::json& root,
                                            std::vector<problem>& problems,
                                            std::vector<problem>* unknown_fields = nullptr) {
  detail::reader r(problems, unknown_fields);
  battle_document d;
  if (!r.object(root, "")) return d;
  r.version(root);
  d.rules = r.rules(root, true, d.house);
  d.value.points_limit = r.integer(root, "", "points_limit", true, 1, max_points).value_or(1);
  const nlohmann::json* armies = r.array(root, "", "armies", true, 2, 2);
  if (!armies || armies->size() != 2) {
    r.report_unknown_fields();
    return d;
  }
  for (std::size_t a = 0; a < 2; ++a) {
    const nlohmann::json& ja = (*armies)[a];
    const std::string path = detail::reader::at("armies", a);
    if (!r.object(ja, path)) continue;
    battle_army& army = d.value.armies[a];
    army.name = r.name(ja, path, "name", false, max_battle_name_length).value_or("");
    army.conceded = r.boolean(ja, path, "conceded", false);
    army.bonus_victory_points =
        r.integer(ja, path, "bonus_victory_points", false, 0, max_points).value_or(0);
    army.table_quarters =
        r.integer(ja, path, "table_quarters", false, 0, table_quarter_count).value_or(0);
    army.broken = r.boolean(ja, path, "broken", false);
    // What `rankfile import` writes besides (army_list_json): known, for people reading the
    // document, their values neither checked nor kept.
    for (const std::string_view info : {"format", "points_limit", "total"})
      (void)r.member(ja, path, info, false);
    if (const nlohmann::json* units = r.array(ja, path, "units", true, 0, max_battle_units))
      for (std::size_t i = 0; i < units->size(); ++i)
        detail::read_battle_unit(r, (*units)[i], detail::reader::at(path + ".units", i), army,
                                 not_a_detachment);
  }
  r.report_unknown_fields();
  return d;
}

// Where unit `i` of `army` stands in a battle document, which nests detachments inside their
// unit (as read_battle_document and battle_army_of list them: each after its unit):
// "units[2]", or "units[1].detachments[0]".
[[nodiscard]] inline std::string document_unit_path(const battle_army& army, std::size_t i) {
  const auto units_before = [&](std::size_t end) {  // units that are no detachment
    std::size_t n = 0;
    for (std::size_t k = 0; k < end; ++k)
      if (!army.units[k].is_detachment()) ++n;
    return n;
  };
  const battle_unit& u = army.units[i];
  if (!u.is_detachment() || u.detachment_of < 0 || static_cast<std::size_t>(u.detachment_of) >= i)
    return "units[" + std::to_string(units_before(i)) + "]";
  const auto parent = static_cast<std::size_t>(u.detachment_of);
  std::size_t nth = 0;
  for (std::size_t k = parent + 1; k < i; ++k)
    if (army.units[k].detachment_of == u.detachment_of) ++nth;
  return "units[" + std::to_string(units_before(parent)) + "].detachments[" + std::to_string(nth) +
         "]";
}

// validate_battle counts an army's units and detachments in one list (battle_army::units);
// this rewrites its paths ("armies[0].units[3].general") and the units its messages name
// ("already units[1]") as the document has them ("armies[0].units[2].general", "already
// units[0].detachments[0]"). Without detachments nothing changes.
inline void relocate_units(std::vector<problem>& problems, const battle& b) {
  const auto number_at = [](std::string_view s, std::size_t at, std::size_t& end) {
    std::size_t n = 0;
    end = at;
    while (end < s.size() && s[end] >= '0' && s[end] <= '9')
      n = n * 10 + static_cast<std::size_t>(s[end++] - '0');
    return end > at && end < s.size() && s[end] == ']' ? n : std::string_view::npos;
  };
  for (problem& p : problems) {
    constexpr std::string_view armies = "armies[";
    constexpr std::string_view units = "].units[";
    if (!p.path.starts_with(armies) || p.path.size() < armies.size() + 1 ||
        (p.path[armies.size()] != '0' && p.path[armies.size()] != '1') ||
        p.path.compare(armies.size() + 1, units.size(), units) != 0)
      continue;
    const battle_army& army = b.armies[p.path[armies.size()] == '1' ? 1 : 0];
    std::size_t end = 0;
    const std::size_t i = number_at(p.path, armies.size() + 1 + units.size(), end);
    if (i >= army.units.size()) continue;
    p.path =
        p.path.substr(0, armies.size() + 3) + document_unit_path(army, i) + p.path.substr(end + 1);
    for (std::size_t at = p.message.find("units["); at != std::string::npos;
         at = p.message.find("units[", at + 1)) {
      const std::size_t j = number_at(p.message, at + 6, end);
      if (j >= army.units.size()) continue;
      const std::string named = document_unit_path(army, j);
      p.message.replace(at, end + 1 - at, named);
      at += named.size() - 1;
    }
  }
}

inline void to_json(nlohmann::json& j, const battle_unit& u) {
  j = {{"id", u.id},
       {"cost", u.cost},
       {"kind", name_of(u.kind)},
       {"strength_at_start", u.strength_at_start},
       {"strength_at_end", u.strength_at_end},
       {"state", name_of(u.state)},
       {"general", u.general},
       {"battle_standard_bearer", u.battle_standard_bearer},
       {"slain_in_combat", u.slain_in_combat},
       {"standards_lost_in_combat", u.standards_lost_in_combat},
       {"standards_lost_otherwise", u.standards_lost_otherwise}};
  if (u.scored != detachment_scoring::rule_set) j["scored"] = name_of(u.scored);
}

// An army in document form: detachments nested inside their unit.
inline void to_json(nlohmann::json& j, const battle_army& a) {
  j = {{"name", a.name},
       {"conceded", a.conceded},
       {"bonus_victory_points", a.bonus_victory_points},
       {"table_quarters", a.table_quarters},
       {"broken", a.broken},
       {"units", nlohmann::json::array()}};
  for (std::size_t i = 0; i < a.units.size(); ++i) {
    if (a.units[i].is_detachment()) continue;
    nlohmann::json u = a.units[i];
    for (const battle_unit& d : a.units)
      if (d.detachment_of == static_cast<std::int16_t>(i)) u["detachments"].push_back(d);
    j["units"].push_back(std::move(u));
  }
}

// A battle in document form, without "rules".
inline void to_json(nlohmann::json& j, const battle& b) {
  j = {{"version", document_version},
       {"points_limit", b.points_limit},
       {"armies", {b.armies[0], b.armies[1]}}};
}

inline void from_json(const nlohmann::json& j, battle& b) {
  std::vector<problem> problems;
  const battle_document d = read_battle_document(j, problems);
  // A battle read without a rule set: "rules" may be absent.
  std::erase_if(problems, [](const problem& p) { return p.path == "rules"; });
  if (!problems.empty()) throw json_error(std::move(problems));
  b = d.value;
}

inline void to_json(nlohmann::json& j, const vp_line& l) {
  j = {{"reason", name_of(l.why)},
       {"value", l.value},
       {"unit", l.unit == no_battle_unit ? nlohmann::json(nullptr) : nlohmann::json(l.unit)},
       {"percent", l.percent},
       {"basis", l.basis},
       {"numbers", {l.a, l.b}}};
}
// The readers of answers below throw json_error (or nlohmann's own exceptions, for a missing
// key or a wrong type) on input no answer has: a list longer than its capacity, a unit index
// past the last, a number outside its type.
inline void from_json(const nlohmann::json& j, vp_line& l) {
  l.why = detail::parse_named<vp_reason>(j.at("reason"));
  l.value = detail::whole_at(j, "value");
  l.unit = j.at("unit").is_null()
               ? no_battle_unit
               : detail::whole_at<std::uint8_t>(j, "unit", 0, no_battle_unit - 1);
  l.percent = detail::whole_at(j, "percent");
  l.basis = detail::whole_at(j, "basis");
  l.a = detail::whole(j.at("numbers").at(0), "numbers[0]");
  l.b = detail::whole(j.at("numbers").at(1), "numbers[1]");
}
inline void to_json(nlohmann::json& j, const army_score& a) {
  j = {{"victory_points", a.victory_points},
       {"lines", nlohmann::json::array()},
       {"outcome", name_of(a.outcome)}};
  for (const vp_line& l : a.lines) j["lines"].push_back(l);
}
inline void from_json(const nlohmann::json& j, army_score& a) {
  a = {};
  for (const auto& l : detail::list_at(j, "lines", a.lines.capacity())) a.add(l.get<vp_line>());
  a.victory_points = detail::whole_at(j, "victory_points");
  a.outcome = detail::parse_named<battle_outcome>(j.at("outcome"));
}
inline void to_json(nlohmann::json& j, const battle_result& r) {
  j = {{"armies", {r.armies[0], r.armies[1]}},
       {"difference", r.difference},
       {"winner", r.winner ? nlohmann::json(*r.winner) : nlohmann::json(nullptr)},
       {"decided_by", name_of(r.basis)}};
}
inline void from_json(const nlohmann::json& j, battle_result& r) {
  r.armies[0] = j.at("armies").at(0).get<army_score>();
  r.armies[1] = j.at("armies").at(1).get<army_score>();
  r.difference = detail::whole_at(j, "difference");
  if (j.at("winner").is_null())
    r.winner.reset();
  else
    r.winner = detail::whole_at<side_index>(j, "winner", 0, 1);
  r.basis = detail::parse_named<outcome_basis>(j.at("decided_by"));
}

// The answer to a battle document: each army's victory points line by line (with its English
// sentence, and its rule when `cite` is given), the difference, the winner and the outcome.
inline nlohmann::ordered_json battle_result_json(std::string_view rules, const battle& b,
                                                 const battle_result& r,
                                                 const victory_citations* cite = nullptr) {
  nlohmann::ordered_json j = {
      {"version", document_version}, {"rules", rules}, {"points_limit", b.points_limit}};
  for (const side_index a : {side_index{0}, side_index{1}}) {
    const battle_army& enemy = b.armies[opponent(a)];
    nlohmann::ordered_json army = {{"name", b.armies[a].name},
                                   {"victory_points", r.armies[a].victory_points},
                                   {"outcome", name_of(r.armies[a].outcome)},
                                   {"lines", nlohmann::ordered_json::array()}};
    for (const vp_line& l : r.armies[a].lines) {
      nlohmann::ordered_json e = {
          {"reason", name_of(l.why)},
          {"value", l.value},
          {"unit", l.unit < enemy.units.size()
                       ? nlohmann::ordered_json(std::string(enemy.units[l.unit].id))
                       : nlohmann::ordered_json(nullptr)},
          {"percent", l.percent},
          {"basis", l.basis},
          {"numbers", {l.a, l.b}},
          {"explanation", describe(b, a, l)}};
      if (cite && !cite->of(l.why).empty()) e["rule"] = cite->of(l.why);
      army["lines"].push_back(std::move(e));
    }
    j["armies"].push_back(std::move(army));
  }
  j["difference"] = r.difference;
  j["winner"] = r.winner ? nlohmann::ordered_json(*r.winner) : nlohmann::ordered_json(nullptr);
  j["decided_by"] = name_of(r.basis);
  if (cite && r.basis == outcome_basis::chart_unknown) j["no_outcome_because"] = cite->outcome;
  return j;
}

namespace detail {
// explain(h, b, r) under house rules h, found through h (the member explain would hide it).
template <class Rules>
std::string explain_battle_document(const Rules& rules, const battle& b, const battle_result& r) {
  return explain(rules, b, r);
}
}  // namespace detail

// The victory-point engine's document, the battle document, for the tool's `score` (the
// contract: json/common.hpp).
template <>
struct document_of<victory_engine> {
  using type = battle_document;
  using answer_type = battle_result;
  static constexpr std::string_view summary = "victory points and outcome of a finished battle";

  static type read(const nlohmann::json& doc, std::vector<problem>& problems,
                   std::vector<problem>& unknown) {
    return read_battle_document(doc, problems, &unknown);
  }
  template <class R, class Rules>
  static void check(const type& d, const Rules& rules, std::vector<problem>& problems) {
    if (!problems.empty()) return;
    problems = validate_battle(rules, d.value);
    relocate_units(problems, d.value);
  }
  template <class R, class Rules>
  static answer_type answer(const type& d, const Rules& rules) {
    return score(rules, d.value);
  }
  template <class R, class Rules>
  static nlohmann::ordered_json write(const type& d, const answer_type& r, const Rules& rules) {
    const auto cited = engine_cite<victory_engine>(rules);
    return battle_result_json(R::info.id, d.value, r, &cited.get());
  }
  template <class R, class Rules>
  static std::string explain(const type& d, const answer_type& r, const Rules& rules) {
    return detail::explain_battle_document(rules, d.value, r);
  }
  static std::string summarize(const type& d, const answer_type& r) {
    return rankfile::summarize(d.value, r);
  }
};

}  // namespace rankfile
