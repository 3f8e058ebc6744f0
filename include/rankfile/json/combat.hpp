// rankfile/json/combat.hpp: the combat document and its answer (docs/json-format.md).
//
//   std::vector<rankfile::problem> problems;
//   const rankfile::combat_document d = rankfile::read_combat_document(j, problems);
//   nlohmann::ordered_json answer = rankfile::combat_result_json(d.rules, d.value, r, &cite);
//
// and to_json / from_json for the combat value types, so that `j.get<rankfile::combat>()` and
// `json(result)` work. The values read own their names (copied into the combat: a name longer
// than max_name_length, or a label longer than max_label_length, is a problem at its path).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "rankfile/combat/citations.hpp"
#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/engine.hpp"
#include "rankfile/combat/explain.hpp"
#include "rankfile/combat/result.hpp"
#include "rankfile/combat/validate.hpp"
#include "rankfile/json/common.hpp"

namespace rankfile {

struct combat_document {
  std::string rules{};                     // the rule set's id or alias
  std::optional<house_rule_spec> house{};  // when "rules" is a house rule: rules is its base
  combat value{};
};

// Reads a combat document (docs/json-format.md), appending every problem to `problems`, then
// runs validate() on what it read. The rule-set id is returned as read; checking it is the
// caller's (see rule_sets::find).
//
// With `rules` not required, reads a combat inside another document (a break test's). Given
// `unknown_fields`, every member of the document that the reader does not know is added to it
// ("sides[0].units[1].chargd: unknown field (did you mean "charged"?)"); otherwise unknown
// members are ignored.
inline combat_document read_combat_document(const nlohmann::json& root,
                                            std::vector<problem>& problems,
                                            bool rules_required = true,
                                            std::vector<problem>* unknown_fields = nullptr) {
  detail::reader r(problems, unknown_fields);
  combat_document d;
  if (!r.object(root, "")) return d;
  r.version(root);
  d.rules = r.rules(root, rules_required, d.house);
  const std::size_t before = problems.size();

  struct id_at {
    std::string_view id;
    unit_ref where;
  };
  std::vector<id_at> ids;
  // False when a side's unit list could not be read (too many units, not an array): an
  // engagement's id is then not looked for, for the problem is the list, already reported.
  bool all_unit_lists_read = true;
  const nlohmann::json* sides = r.array(root, "", "sides", true, 2, 2);
  if (sides && sides->size() != 2) {
    (void)r.member(root, "", "engagements", false);  // known, but not read without two sides
    r.report_unknown_fields();
    return d;
  }
  if (sides) {
    for (std::size_t s = 0; s < 2; ++s) {
      const nlohmann::json& js = (*sides)[s];
      const std::string path = detail::reader::at("sides", s);
      if (!r.object(js, path)) {
        all_unit_lists_read = false;
        continue;
      }
      combat_side& side = d.value.sides[s];
      side.name = r.name(js, path, "name", false, max_name_length).value_or("");
      side.wounds_inflicted =
          r.integer(js, path, "wounds_inflicted", true, 0, max_count).value_or(0);
      side.challenge_overkill =
          r.integer(js, path, "challenge_overkill", false, 0, max_count).value_or(0);
      const nlohmann::json* units = r.array(js, path, "units", true, 1, max_units_per_side);
      if (!units) {
        all_unit_lists_read = false;
        continue;
      }
      for (std::size_t i = 0; i < units->size(); ++i) {
        const nlohmann::json& ju = (*units)[i];
        const std::string p = detail::reader::at(path + ".units", i);
        if (!r.object(ju, p)) continue;
        combat_unit u;
        const auto id = r.name(ju, p, "id", true, max_name_length);
        if (id && id->empty()) r.fail(p + ".id", "must not be empty");
        u.name = id.value_or("");
        const unit_ref here{static_cast<side_index>(s), static_cast<std::uint8_t>(i)};
        for (const id_at& other : ids)
          if (id && !id->empty() && other.id == *id)
            r.fail(p + ".id", "repeats the id of sides[" + std::to_string(other.where.side) +
                                  "].units[" + std::to_string(other.where.index) + "]");
        if (id) ids.push_back({*id, here});
        const std::optional<int> models = r.integer(ju, p, "models", true, 0, max_count);
        u.models = models.value_or(0);
        const std::optional<int> models_at_start =
            r.integer(ju, p, "models_at_start", false, 0, max_count);
        u.models_at_start = models_at_start.value_or(u.models);
        if (!models_at_start && models == 0)
          r.fail(p + ".models_at_start",
                 "is needed when models is 0: how many the unit began the round with");
        u.files = r.integer(ju, p, "files", true, 1, max_count).value_or(1);
        const std::optional<int> strength = r.integer(ju, p, "unit_strength", false, 0, max_count);
        const std::optional<int> strength_at_start =
            r.integer(ju, p, "unit_strength_at_start", false, 0, max_count);
        // The strength not given is the other one when no model was lost, else one a model.
        const bool none_lost = u.models_at_start == u.models;
        u.unit_strength =
            strength.value_or(strength_at_start && none_lost ? *strength_at_start : u.models);
        u.unit_strength_at_start =
            strength_at_start.value_or(strength && none_lost ? *strength : u.models_at_start);
        // Models lost from a unit whose strength is not one a model (cavalry, monsters): the
        // strength not given cannot be worked out, and guessing one a model would size a flanker
        // too small to disrupt, or one that lost models too large. (More models than at the start
        // is its own problem, which validation names.)
        const auto needed = [&](const char* missing, const char* given, int value) {
          r.fail(p + "." + missing, "is needed: models were lost (" +
                                        std::to_string(u.models_at_start) + " to " +
                                        std::to_string(u.models) + ") and " + given + " (" +
                                        std::to_string(value) + ") is not one a model");
        };
        // (A unit with no models left has no strength: a strength above 0 is its own problem.)
        const bool lost = u.models < u.models_at_start && u.models > 0;
        if (lost && strength && !strength_at_start && *strength != u.models)
          needed("unit_strength_at_start", "unit_strength", *strength);
        if (lost && strength_at_start && !strength && *strength_at_start != u.models_at_start)
          needed("unit_strength", "unit_strength_at_start", *strength_at_start);
        u.troop = r.enumeration(ju, p, "troop_type", troop_type::infantry);
        u.order = r.enumeration(ju, p, "formation", formation::close_order);
        u.charged = r.boolean(ju, p, "charged", false);
        u.charged_downhill = r.boolean(ju, p, "charged_downhill", false);
        u.elevation = r.integer(ju, p, "elevation", false, -max_count, max_count).value_or(0);
        u.standard = r.boolean(ju, p, "standard", false);
        u.battle_standard = r.boolean(ju, p, "battle_standard", false);
        u.musician = r.boolean(ju, p, "musician", false);
        u.horde = r.boolean(ju, p, "horde", false);
        u.disrupted_earlier = r.boolean(ju, p, "disrupted_earlier", false);
        if (const nlohmann::json* items = r.array(ju, p, "extra", false, 0, max_extras_per_unit))
          for (std::size_t k = 0; k < items->size(); ++k) {
            const nlohmann::json& jx = (*items)[k];
            const std::string px = detail::reader::at(p + ".extra", k);
            if (!r.object(jx, px)) continue;
            u.extra.push_back({r.name(jx, px, "label", true, max_label_length).value_or(""),
                               r.integer(jx, px, "value", true, 0, max_count).value_or(0)});
          }
        side.units.push_back(u);
      }
    }
  }
  if (const nlohmann::json* es = r.array(root, "", "engagements", false, 0, max_engagements)) {
    for (std::size_t i = 0; i < es->size(); ++i) {
      const nlohmann::json& je = (*es)[i];
      const std::string p = detail::reader::at("engagements", i);
      if (!r.object(je, p)) continue;
      engagement e;
      bool ok = true;
      for (const auto& [key, ref] : {std::pair{"unit", &e.unit}, std::pair{"fights", &e.fights}}) {
        const auto id = r.string(je, p, key, true);
        if (!id) {
          ok = false;
          continue;
        }
        const id_at* found = nullptr;
        for (const id_at& x : ids)
          if (x.id == *id) found = &x;
        if (!found) {
          if (all_unit_lists_read) r.fail(p + "." + key, "names no unit: " + detail::quoted(*id));
          ok = false;
        } else {
          *ref = found->where;
        }
      }
      e.target_facing = r.enumeration(je, p, "facing", facing::front);
      if (ok) d.value.engagements.push_back(e);
    }
  }
  // Cross-field checks, once every field read cleanly.
  if (problems.size() == before)
    for (problem& p : validate(d.value)) problems.push_back(std::move(p));
  r.report_unknown_fields();
  return d;
}

namespace detail {

// A unit's id, or null for no_unit.
template <class Json = nlohmann::json>
Json unit_id(const combat& c, unit_ref r) {
  if (!c.has(r)) return nullptr;
  return std::string(c.unit(r).name);
}

}  // namespace detail

inline void to_json(nlohmann::json& j, unit_ref r) {
  j = r == no_unit ? nlohmann::json(nullptr) : nlohmann::json{{"side", r.side}, {"index", r.index}};
}
inline void from_json(const nlohmann::json& j, unit_ref& r) {
  if (j.is_null()) {
    r = no_unit;
    return;
  }
  r.side = detail::whole_at<side_index>(j, "side", 0, 1);
  r.index = detail::whole_at<std::uint8_t>(j, "index", 0, 254);
}

inline void to_json(nlohmann::json& j, const combat_unit& u) {
  j = {{"id", u.name},
       {"models", u.models},
       {"models_at_start", u.models_at_start},
       {"files", u.files},
       {"unit_strength", u.unit_strength},
       {"unit_strength_at_start", u.unit_strength_at_start},
       {"troop_type", name_of(u.troop)},
       {"formation", name_of(u.order)},
       {"charged", u.charged},
       {"charged_downhill", u.charged_downhill},
       {"elevation", u.elevation},
       {"standard", u.standard},
       {"battle_standard", u.battle_standard},
       {"musician", u.musician},
       {"horde", u.horde},
       {"disrupted_earlier", u.disrupted_earlier},
       {"extra", nlohmann::json::array()}};
  for (const extra_item& x : u.extra)
    j["extra"].push_back({{"label", x.label}, {"value", x.value}});
}

inline void to_json(nlohmann::json& j, const combat_side& s) {
  j = {{"name", s.name},
       {"wounds_inflicted", s.wounds_inflicted},
       {"challenge_overkill", s.challenge_overkill},
       {"units", nlohmann::json::array()}};
  for (const combat_unit& u : s.units) j["units"].push_back(u);
}

// A combat in document form, without "rules": engagements name units by id.
inline void to_json(nlohmann::json& j, const combat& c) {
  j = {{"version", document_version},
       {"sides", {c.sides[0], c.sides[1]}},
       {"engagements", nlohmann::json::array()}};
  for (const engagement& e : c.engagements)
    j["engagements"].push_back({{"unit", detail::unit_id(c, e.unit)},
                                {"fights", detail::unit_id(c, e.fights)},
                                {"facing", name_of(e.target_facing)}});
}

// A combat from its document form; "rules" may be absent.
inline void from_json(const nlohmann::json& j, combat& c) {
  std::vector<problem> problems;
  const combat_document d = read_combat_document(j, problems);
  std::erase_if(problems, [](const problem& p) { return p.path == "rules"; });
  if (!problems.empty()) throw json_error(std::move(problems));
  c = d.value;
}

inline void to_json(nlohmann::json& j, const award& a) {
  j = {{"bonus", name_of(a.kind)}, {"value", a.value}, {"unit", a.unit}, {"target", a.target}};
  if (a.kind == bonus::extra) j["item"] = a.item;
}
inline void to_json(nlohmann::json& j, const denial& d) {
  j = {{"bonus", name_of(d.kind)},
       {"reason", name_of(d.why)},
       {"facing", name_of(d.where)},
       {"unit", d.unit},
       {"by", d.by},
       {"numbers", {d.a, d.b}}};
}
inline void to_json(nlohmann::json& j, const side_result& s) {
  j = {{"score", s.score},
       {"awarded", nlohmann::json::array()},
       {"denied", nlohmann::json::array()}};
  for (const award& a : s.awarded) j["awarded"].push_back(a);
  for (const denial& d : s.denied) j["denied"].push_back(d);
}
inline void to_json(nlohmann::json& j, const combat_result& r) {
  j = {{"sides", {r.sides[0], r.sides[1]}},
       {"winner", r.winner ? nlohmann::json(*r.winner) : nlohmann::json(nullptr)},
       {"margin", r.margin},
       {"decided_by", name_of(r.decided_by)}};
}

// The readers of answers below throw json_error (or nlohmann's own exceptions, for a missing
// key or a wrong type) on input no answer has: a list longer than its capacity, a side other
// than 0 or 1, a number outside its type.
inline void from_json(const nlohmann::json& j, award& a) {
  a.kind = detail::parse_named<bonus>(j.at("bonus"));
  a.item = j.contains("item") ? detail::whole_at<std::uint8_t>(j, "item", 0, 255) : 0;
  a.value = detail::whole_at(j, "value");
  a.unit = j.at("unit").get<unit_ref>();
  a.target = j.at("target").get<unit_ref>();
}
inline void from_json(const nlohmann::json& j, denial& d) {
  d.kind = detail::parse_named<bonus>(j.at("bonus"));
  d.why = detail::parse_named<reason>(j.at("reason"));
  d.where = detail::parse_named<facing>(j.at("facing"));
  d.unit = j.at("unit").get<unit_ref>();
  d.by = j.at("by").get<unit_ref>();
  d.a = detail::whole(j.at("numbers").at(0), "numbers[0]");
  d.b = detail::whole(j.at("numbers").at(1), "numbers[1]");
}
inline void from_json(const nlohmann::json& j, side_result& s) {
  s = {};
  for (const auto& a : detail::list_at(j, "awarded", s.awarded.capacity())) s.give(a.get<award>());
  s.score = detail::whole_at(j, "score");
  for (const auto& d : detail::list_at(j, "denied", s.denied.capacity())) s.deny(d.get<denial>());
}
inline void from_json(const nlohmann::json& j, combat_result& r) {
  r.sides[0] = j.at("sides").at(0).get<side_result>();
  r.sides[1] = j.at("sides").at(1).get<side_result>();
  if (j.at("winner").is_null())
    r.winner.reset();
  else
    r.winner = detail::whole_at<side_index>(j, "winner", 0, 1);
  r.margin = detail::whole_at(j, "margin");
  r.decided_by = detail::parse_named<decision>(j.at("decided_by"));
}

// The answer to a combat document: scores, every line awarded and denied (with its English
// sentence, and its rule when `cite` is given), the winner, margin and how it was decided.
inline nlohmann::ordered_json combat_result_json(std::string_view rules, const combat& c,
                                                 const combat_result& r,
                                                 const combat_citations* cite = nullptr) {
  nlohmann::ordered_json j = {{"version", document_version}, {"rules", rules}};
  for (const side_index s : {side_index{0}, side_index{1}}) {
    nlohmann::ordered_json side = {{"name", c.sides[s].name},
                                   {"score", r.sides[s].score},
                                   {"awarded", nlohmann::ordered_json::array()},
                                   {"denied", nlohmann::ordered_json::array()}};
    for (const award& a : r.sides[s].awarded) {
      nlohmann::ordered_json e = {{"bonus", name_of(a.kind)},
                                  {"value", a.value},
                                  {"unit", detail::unit_id<nlohmann::ordered_json>(c, a.unit)},
                                  {"target", detail::unit_id<nlohmann::ordered_json>(c, a.target)},
                                  {"reason", describe(c, a)}};
      if (a.kind == bonus::extra) {
        const combat_unit& u = c.unit(a.unit);
        e["label"] = a.item < u.extra.size() ? u.extra[a.item].label.view() : std::string_view{};
      }
      if (cite) e["rule"] = cite->of(a.kind);
      side["awarded"].push_back(std::move(e));
    }
    for (const denial& d : r.sides[s].denied) {
      nlohmann::ordered_json e = {{"bonus", name_of(d.kind)},
                                  {"reason", name_of(d.why)},
                                  {"unit", detail::unit_id<nlohmann::ordered_json>(c, d.unit)},
                                  {"by", detail::unit_id<nlohmann::ordered_json>(c, d.by)},
                                  {"facing", name_of(d.where)},
                                  {"numbers", {d.a, d.b}},
                                  {"explanation", describe(c, d)}};
      if (cite) e["rule"] = cite->of(d);
      side["denied"].push_back(std::move(e));
    }
    j["sides"].push_back(std::move(side));
  }
  j["winner"] = r.winner ? nlohmann::ordered_json(*r.winner) : nlohmann::ordered_json(nullptr);
  j["margin"] = r.margin;
  j["decided_by"] = name_of(r.decided_by);
  return j;
}

namespace detail {
// explain(h, c, r, options) under house rules h, found through h (a member named explain would
// hide it): naming the bonuses the document gives that the rule set has no rule for.
template <class Rules>
std::string explain_combat_document(const Rules& rules, const combat& c, const combat_result& r) {
  return explain(rules, c, r, explain_options{.unread_bonuses = true});
}
}  // namespace detail

// The combat engine's document, for the tool's `combat` (the contract: json/common.hpp).
template <>
struct document_of<combat_engine> {
  using type = combat_document;
  using answer_type = combat_result;
  static constexpr std::string_view summary = "resolve a round of close combat";

  static type read(const nlohmann::json& doc, std::vector<problem>& problems,
                   std::vector<problem>& unknown) {
    return read_combat_document(doc, problems, true, &unknown);
  }
  template <class R, class Rules>
  static void check(const type& d, const Rules&, std::vector<problem>& problems) {
    for (problem& p : validate_troop_types<R>(d.value)) problems.push_back(std::move(p));
  }
  template <class R, class Rules>
  static answer_type answer(const type& d, const Rules& rules) {
    return resolve(rules, d.value);
  }
  template <class R, class Rules>
  static nlohmann::ordered_json write(const type& d, const answer_type& r, const Rules& rules) {
    const auto cited = engine_cite<combat_engine>(rules);
    return combat_result_json(R::info.id, d.value, r, &cited.get());
  }
  template <class R, class Rules>
  static std::string explain(const type& d, const answer_type& r, const Rules& rules) {
    return detail::explain_combat_document(rules, d.value, r);
  }
  static std::string summarize(const type& d, const answer_type& r) {
    return rankfile::summarize(d.value, r);
  }
};

}  // namespace rankfile
