// rankfile/json/fight.hpp: the fight document and the round-odds answers (docs/json-format.md).
//
//   std::vector<rankfile::problem> problems;
//   const rankfile::fight_document d = rankfile::read_fight_document(j, problems);
//   // under rule set R, once validate_fight<R>(d.value) is empty (rankfile/odds/validate.hpp):
//   nlohmann::ordered_json answer =
//       rankfile::round_odds_json(R::info.id, d.value, rankfile::odds_of_round<R>(d.value));
//
// and to_json / from_json for rankfile::fight, so that `j.get<rankfile::fight>()` and
// `json(f)` work (the document without "rules"), and document_of<round_odds_engine> (the tool's
// `odds` command: the answer as JSON, text, Markdown or explained). The reader checks what a
// document can say alone: types, names from the enum tables, the bounds of rankfile/odds/fight.hpp,
// and which fields need which; validate_fight<R> checks the fight under its rule set (a weapon the
// troop type cannot use, wounds_lost not below w, a rule the rule set does not have).
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "rankfile/break_test/outcome.hpp"
#include "rankfile/json/common.hpp"
#include "rankfile/odds/engine.hpp"
#include "rankfile/odds/explain.hpp"
#include "rankfile/odds/fight.hpp"
#include "rankfile/odds/odds.hpp"
#include "rankfile/odds/result.hpp"
#include "rankfile/odds/validate.hpp"

namespace rankfile {

struct fight_document {
  std::string rules{};                     // the rule set's id or alias
  std::optional<house_rule_spec> house{};  // when "rules" is a house rule: rules is its base
  fight value{};
};

namespace detail {

// The special rules that are true or false, by their names in `special_rules`, in the order the
// document lists them; the reader and the writer both walk this list.
struct fight_rule_flag {
  std::string_view name;
  bool fight_rules::*member;
};
inline constexpr fight_rule_flag fight_rule_flags[] = {
    {"hatred", &fight_rules::hatred},
    {"poisoned_attacks", &fight_rules::poisoned_attacks},
    {"killing_blow", &fight_rules::killing_blow},
    {"strike_first", &fight_rules::strike_first},
    {"strike_last", &fight_rules::strike_last},
    {"frenzy", &fight_rules::frenzy},
    {"furious_charge", &fight_rules::furious_charge},
    {"causes_fear", &fight_rules::causes_fear},
    {"unbreakable", &fight_rules::unbreakable},
    {"stubborn", &fight_rules::stubborn},
};
// The rules that are a number a model, fixed or rolled: Impact Hits (X), Stomp Attacks (X).
struct fight_rule_count {
  std::string_view name;
  per_model fight_rules::*member;
};
inline constexpr fight_rule_count fight_rule_counts[] = {
    {"impact_hits", &fight_rules::impact_hits},
    {"stomp_attacks", &fight_rules::stomp_attacks},
};
// The dice a per_model number may be rolled with, as the document writes them.
struct per_model_die {
  int die;
  std::string_view name;
};
inline constexpr per_model_die per_model_dice[] = {{3, "D3"}, {6, "D6"}};

// The characteristics of a profile and of a mount, by their names in the document.
struct characteristic {
  std::string_view name;
  int fight_profile::*member;
  int least;  // the most is max_fight_characteristic (max_fight_wounds for Wounds)
};
inline constexpr characteristic profile_characteristics[] = {
    {"ws", &fight_profile::ws, 0}, {"s", &fight_profile::s, 0}, {"t", &fight_profile::t, 1},
    {"w", &fight_profile::w, 1},   {"i", &fight_profile::i, 0}, {"a", &fight_profile::a, 0},
    {"ld", &fight_profile::ld, 1},
};
struct mount_characteristic {
  std::string_view name;
  int fight_mount::*member;
};
inline constexpr mount_characteristic mount_characteristics[] = {{"ws", &fight_mount::ws},
                                                                 {"s", &fight_mount::s},
                                                                 {"i", &fight_mount::i},
                                                                 {"a", &fight_mount::a}};

// `key` of `o`: a number (0 to max_fight_characteristic), "D3" or "D6"; none when absent.
inline per_model read_per_model(reader& r, const nlohmann::json& o, const std::string& path,
                                std::string_view key) {
  const nlohmann::json* j = r.member(o, path, key, false);
  if (!j) return {};
  const std::string p = reader::at(path, key);
  std::string choices = "a number";
  for (const per_model_die& d : per_model_dice)
    choices.append(&d == &per_model_dice[std::size(per_model_dice) - 1] ? " or " : ", ")
        .append(rankfile::detail::quoted(d.name));
  if (j->is_string()) {
    const std::string& s = j->get_ref<const std::string&>();
    for (const per_model_die& d : per_model_dice)
      if (s == d.name) return {.fixed = 0, .die = d.die};
    r.fail(p, "must be " + choices + ", got " + rankfile::detail::quoted(s));
    return {};
  }
  if (!j->is_number()) {
    r.fail(p, "must be " + choices + ", got " + reader::type_of(*j));
    return {};
  }
  return {.fixed = r.integer_value(*j, p, 0, max_fight_characteristic).value_or(0), .die = 0};
}

// `special_rules` of `o` (a side's or its mount's).
inline fight_rules read_fight_rules(reader& r, const nlohmann::json& o, const std::string& path) {
  fight_rules x;
  const nlohmann::json* j = r.member(o, path, "special_rules", false);
  const std::string p = reader::at(path, "special_rules");
  if (!j || !r.object(*j, p)) return x;
  for (const fight_rule_flag& f : fight_rule_flags) x.*f.member = r.boolean(*j, p, f.name, false);
  x.armour_bane = r.integer(*j, p, "armour_bane", false, 0, max_fight_characteristic).value_or(0);
  for (const fight_rule_count& c : fight_rule_counts)
    x.*c.member = read_per_model(r, *j, p, c.name);
  return x;
}

// A side of the round (`charger`, `flanked`, ...): 0 or 1, or none.
inline std::optional<side_index> read_side_index(reader& r, const nlohmann::json& o,
                                                 const std::string& path, std::string_view key) {
  const std::optional<int> s = r.integer(o, path, key, false, 0, 1);
  if (!s) return std::nullopt;
  return static_cast<side_index>(*s);
}

inline void read_fight_side(reader& r, const nlohmann::json& js, const std::string& path,
                            fight_side& side) {
  side.name = r.name(js, path, "name", false, max_name_length).value_or("");
  if (r.member(js, path, "troop_type", true))
    side.troop = r.enumeration(js, path, "troop_type", troop_type::infantry);
  side.models = r.integer(js, path, "models", true, 1, max_fight_models).value_or(1);
  side.files = r.integer(js, path, "files", true, 1, max_fight_models).value_or(1);
  side.wounds_lost = r.integer(js, path, "wounds_lost", false, 0, max_fight_wounds).value_or(0);
  side.in_contact = r.integer(js, path, "in_contact", false, 1, max_fight_models);
  if (const nlohmann::json* jp = r.member(js, path, "profile", true)) {
    const std::string p = reader::at(path, "profile");
    if (r.object(*jp, p))
      for (const characteristic& c : profile_characteristics)
        side.profile.*c.member =
            r.integer(*jp, p, c.name, true, c.least,
                      c.member == &fight_profile::w ? max_fight_wounds : max_fight_characteristic)
                .value_or(side.profile.*c.member);
  }
  if (const nlohmann::json* jm = r.member(js, path, "mount", false)) {
    const std::string p = reader::at(path, "mount");
    if (r.object(*jm, p)) {
      fight_mount m;
      for (const mount_characteristic& c : mount_characteristics)
        m.*c.member =
            r.integer(*jm, p, c.name, true, 0, max_fight_characteristic).value_or(m.*c.member);
      m.special_rules = read_fight_rules(r, *jm, p);
      side.mount = m;
    }
  }
  // Saves: the roll needed on a D6, 7 for none.
  side.armour = r.integer(js, path, "armour", true, 1, 7).value_or(7);
  side.shield = r.boolean(js, path, "shield", false);
  side.ward = r.integer(js, path, "ward", false, 1, 7).value_or(7);
  side.regeneration = r.integer(js, path, "regeneration", false, 1, 7).value_or(7);
  side.weapon = r.enumeration(js, path, "weapon", weapon::hand_weapon);
  side.special_rules = read_fight_rules(r, js, path);
  side.fear_test_failed = r.boolean(js, path, "fear_test_failed", false);
  side.standard = r.boolean(js, path, "standard", false);
  side.musician = r.boolean(js, path, "musician", false);
  side.horde = r.boolean(js, path, "horde", false);
  // Other combat result, as in the combat document.
  if (const nlohmann::json* items = r.array(js, path, "extra", false, 0, max_extras_per_unit))
    for (std::size_t k = 0; k < items->size(); ++k) {
      const nlohmann::json& jx = (*items)[k];
      const std::string px = reader::at(path + ".extra", k);
      if (!r.object(jx, px)) continue;
      side.extra.push_back({r.name(jx, px, "label", true, max_label_length).value_or(""),
                            r.integer(jx, px, "value", true, 0, max_count).value_or(0)});
    }
}

inline void read_fight_round(reader& r, const nlohmann::json& root, fight_round& round) {
  const nlohmann::json* j = r.member(root, "", "round", false);
  if (!j || !r.object(*j, "round")) return;
  const std::string p = "round";
  round.number = r.integer(*j, p, "number", false, 1, max_count).value_or(1);
  round.charger = read_side_index(r, *j, p, "charger");
  round.charge_inches = r.integer(*j, p, "charge_inches", false, 0, max_count).value_or(0);
  round.disordered_charge = r.boolean(*j, p, "disordered_charge", false);
  round.flanked = read_side_index(r, *j, p, "flanked");
  // Where the flanked side is fought, and how many of it fight back: asked for with `flanked`,
  // never guessed; without it they mean nothing.
  const bool flanked =
      round.flanked.has_value() || (j->contains("flanked") && !(*j)["flanked"].is_null());
  for (const std::string_view key : {"arc", "flank_fighting_models"}) {
    const nlohmann::json* v = r.member(*j, p, key, false);
    if (flanked && !v) r.fail(reader::at(p, key), "is required with flanked");
    if (!flanked && v)
      r.fail(reader::at(p, key),
             "is for a side fought in its flank or rear: give flanked (0 or "
             "1), or leave it out");
  }
  if (flanked) {
    // A facing of the table, but the front is no flank: only given, never a fallback.
    const facing a = r.enumeration(*j, p, "arc", facing::flank);
    if (a == facing::front)
      r.fail("round.arc", "must be " + std::string(name_of(facing::flank)) + " or " +
                              std::string(name_of(facing::rear)) + ", got " +
                              rankfile::detail::quoted(name_of(a)));
    else
      round.arc = a;
    round.flank_fighting_models =
        r.integer(*j, p, "flank_fighting_models", false, 0, max_fight_models).value_or(0);
  }
  round.high_ground = read_side_index(r, *j, p, "high_ground");
  round.previous_winner = read_side_index(r, *j, p, "previous_winner");
}

}  // namespace detail

// Reads a fight document (docs/json-format.md), appending every problem to `problems`, each at
// its path ("sides[1].profile.ws: must be at most 10, got 11"). The rule-set id is returned as
// read; checking it, and validate_fight<R>, are the caller's. Given `unknown_fields`, every
// member the reader does not know is added to it ("sides[0].profile.wss: unknown field (did you
// mean "ws"?)"); otherwise unknown members are ignored.
inline fight_document read_fight_document(const nlohmann::json& root,
                                          std::vector<problem>& problems,
                                          std::vector<problem>* unknown_fields = nullptr) {
  detail::reader r(problems, unknown_fields);
  fight_document d;
  if (!r.object(root, "")) return d;
  r.version(root);
  d.rules = r.rules(root, true, d.house);
  const nlohmann::json* sides = r.array(root, "", "sides", true, 2, 2);
  if (sides && sides->size() == 2)
    for (std::size_t s = 0; s < 2; ++s) {
      const std::string path = detail::reader::at("sides", s);
      if (r.object((*sides)[s], path))
        detail::read_fight_side(r, (*sides)[s], path, d.value.sides[s]);
    }
  detail::read_fight_round(r, root, d.value.round);
  r.report_unknown_fields();
  return d;
}

namespace detail {
template <class Json>
Json per_model_json(per_model n) {
  for (const per_model_die& d : per_model_dice)
    if (n.die == d.die) return Json(d.name);
  return Json(n.fixed);
}
template <class Json>
Json fight_rules_json(const fight_rules& x) {
  Json j = Json::object();
  for (const fight_rule_flag& f : fight_rule_flags) j[std::string(f.name)] = x.*f.member;
  j["armour_bane"] = x.armour_bane;
  for (const fight_rule_count& c : fight_rule_counts)
    j[std::string(c.name)] = per_model_json<Json>(x.*c.member);
  return j;
}
}  // namespace detail

// A fight in document form, without "rules": every field, defaults too; `in_contact`, `mount`
// and the round's sides only when set, `arc` and `flank_fighting_models` only with `flanked`.
inline void to_json(nlohmann::json& j, const fight& f) {
  using json = nlohmann::json;
  j = {{"version", document_version}, {"sides", json::array()}};
  for (const fight_side& s : f.sides) {
    json side = {{"name", s.name.view()},
                 {"troop_type", name_of(s.troop)},
                 {"models", s.models},
                 {"files", s.files},
                 {"wounds_lost", s.wounds_lost}};
    if (s.in_contact) side["in_contact"] = *s.in_contact;
    json& profile = side["profile"] = json::object();
    for (const detail::characteristic& c : detail::profile_characteristics)
      profile[std::string(c.name)] = s.profile.*c.member;
    if (s.mount) {
      json& mount = side["mount"] = json::object();
      for (const detail::mount_characteristic& c : detail::mount_characteristics)
        mount[std::string(c.name)] = (*s.mount).*c.member;
      mount["special_rules"] = detail::fight_rules_json<json>(s.mount->special_rules);
    }
    side["armour"] = s.armour;
    side["shield"] = s.shield;
    side["ward"] = s.ward;
    side["regeneration"] = s.regeneration;
    side["weapon"] = name_of(s.weapon);
    side["special_rules"] = detail::fight_rules_json<json>(s.special_rules);
    side["fear_test_failed"] = s.fear_test_failed;
    side["standard"] = s.standard;
    side["musician"] = s.musician;
    side["horde"] = s.horde;
    side["extra"] = json::array();
    for (const extra_item& x : s.extra)
      side["extra"].push_back({{"label", x.label.view()}, {"value", x.value}});
    j["sides"].push_back(std::move(side));
  }
  const fight_round& r = f.round;
  json round = {{"number", r.number}};
  if (r.charger) round["charger"] = *r.charger;
  round["charge_inches"] = r.charge_inches;
  round["disordered_charge"] = r.disordered_charge;
  if (r.flanked) {
    round["flanked"] = *r.flanked;
    round["arc"] = name_of(r.arc);
    round["flank_fighting_models"] = r.flank_fighting_models;
  }
  if (r.high_ground) round["high_ground"] = *r.high_ground;
  if (r.previous_winner) round["previous_winner"] = *r.previous_winner;
  j["round"] = std::move(round);
}

// A fight from its document form; "rules" may be absent. Throws json_error listing every problem.
inline void from_json(const nlohmann::json& j, fight& f) {
  std::vector<problem> problems;
  const fight_document d = read_fight_document(j, problems);
  std::erase_if(problems, [](const problem& p) { return p.path == "rules"; });
  if (!problems.empty()) throw json_error(std::move(problems));
  f = d.value;
}

namespace detail {
inline nlohmann::ordered_json side_pair(const std::array<double, 2>& p) {
  return {p[0], p[1]};
}

// The answer's names for one round (docs/json-format.md, "The answer").
inline void round_odds_into(nlohmann::ordered_json& j, const round_odds& r) {
  using ojson = nlohmann::ordered_json;
  j["wins"] = side_pair(r.wins);
  j["draw"] = r.draw;
  j["margin"] = {{"lowest", r.margin_lowest}, {"p", r.margin}};
  ojson joint = ojson::array();
  for (std::size_t a = 0; a < r.wounds_joint.rows(); ++a) {
    ojson row = ojson::array();
    for (std::size_t b = 0; b < r.wounds_joint.columns; ++b) row.push_back(r.wounds_joint.at(a, b));
    joint.push_back(std::move(row));
  }
  j["wounds_inflicted"] = {{"sides", {r.wounds_inflicted[0], r.wounds_inflicted[1]}},
                           {"joint", std::move(joint)}};
  j["models_left"] = {r.models_left[0], r.models_left[1]};
  j["wiped_out"] = side_pair(r.wiped_out);
  j["both_wiped_out"] = r.both_wiped_out;
  ojson tests = ojson::array();
  for (const side_break_odds& b : r.break_test) {
    ojson t = {{"loses", b.loses}};
    for (const enum_entry<break_outcome>& row : break_outcome_table)
      t[std::string(row.id)] = b.of(row.value);
    tests.push_back(std::move(t));
  }
  j["break_test"] = std::move(tests);
  j["expected"] = {{"wounds_inflicted", side_pair(r.expected.wounds_inflicted)},
                   {"models_left", side_pair(r.expected.models_left)},
                   {"combat_result", side_pair(r.expected.combat_result)},
                   {"margin", r.expected.margin}};
}
}  // namespace detail

// The answer to a fight document for one round: every probability as a double (within 1e-12 of
// the exact fraction); distributions as lists indexed by the value (wounds, models); the margin
// as {"lowest": m, "p": [...]}, p[k] the chance that side 0's combat result less side 1's is
// m + k; the joint wounds as rows, joint[a][b] the chance side 0 inflicted a and side 1 b.
inline nlohmann::ordered_json round_odds_json(std::string_view rules, const fight& f,
                                              const round_odds& r) {
  nlohmann::ordered_json j = {{"version", document_version},
                              {"rules", rules},
                              {"names", {f.sides[0].name.view(), f.sides[1].name.view()}}};
  detail::round_odds_into(j, r);
  return j;
}

// The answer for a whole combat: the first round as round_odds_json gives it, then `rounds` (how
// many were asked for), `combat` (round by round, each side's chance to break, or to be wiped out
// alone, and both to be wiped out, in that round) and `undecided` (still fighting after them).
inline nlohmann::ordered_json combat_odds_json(std::string_view rules, const fight& f,
                                               const combat_odds& c) {
  nlohmann::ordered_json j = round_odds_json(rules, f, c.first);
  j["rounds"] = c.rounds.size();
  nlohmann::ordered_json rounds = nlohmann::ordered_json::array();
  for (std::size_t k = 0; k < c.rounds.size(); ++k) {
    const combat_round_end& e = c.rounds[k];
    rounds.push_back({{"round", k + 1},
                      {"breaks", detail::side_pair(e.breaks)},
                      {"wiped_out", detail::side_pair(e.wiped_out)},
                      {"both_wiped_out", e.both_wiped_out}});
  }
  j["combat"] = std::move(rounds);
  j["undecided"] = c.undecided;
  return j;
}

namespace detail::odds_text {

// "48.1 %"
inline std::string percent(double p) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.1f %%", p * 100.0);
  return buffer;
}
// "2.41"
inline std::string number(double x) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.2f", x);
  return buffer;
}
// A side's name, or where it stands in the document when it has none.
inline std::string name(const fight& f, std::size_t s) {
  const std::string_view n = f.sides[s].name;
  return n.empty() ? "sides[" + std::to_string(s) + "]" : std::string(n);
}

// The short answer: each side's chance to win, the draw, the expected wounds and models left,
// a side wiped out, and each outcome of the loser's break test; with a whole combat, how it
// ends round by round.
inline std::string summary(std::string_view rules, const fight& f, const round_odds& r,
                           const combat_odds* c) {
  const std::array<std::string, 2> names = {name(f, 0), name(f, 1)};
  std::string out =
      names[0] + " against " + names[1] + ", one round under " + std::string(rules) + ":\n";
  std::size_t width = std::string_view("draw").size();
  for (const std::string& n : names) width = std::max(width, n.size() + 4);
  const auto row = [&](const std::string& label, double p) {
    out.append("  ").append(label).append(width - label.size() + 2, ' ').append(percent(p));
    out.append("\n");
  };
  row(names[0] + " win", r.wins[0]);
  row(names[1] + " win", r.wins[1]);
  row("draw", r.draw);
  out.append("  expected wounds inflicted: ")
      .append(names[0])
      .append(" ")
      .append(number(r.expected.wounds_inflicted[0]))
      .append(", ")
      .append(names[1])
      .append(" ")
      .append(number(r.expected.wounds_inflicted[1]))
      .append("\n");
  out.append("  expected models left: ")
      .append(names[0])
      .append(" ")
      .append(number(r.expected.models_left[0]))
      .append(", ")
      .append(names[1])
      .append(" ")
      .append(number(r.expected.models_left[1]))
      .append("\n");
  out.append("  wiped out: ")
      .append(names[0])
      .append(" ")
      .append(percent(r.wiped_out[0]))
      .append(", ")
      .append(names[1])
      .append(" ")
      .append(percent(r.wiped_out[1]))
      .append("\n");
  for (std::size_t s = 0; s < 2; ++s) {
    const side_break_odds& b = r.break_test[s];
    out.append("  ").append(names[s]).append(" lose and test ").append(percent(b.loses));
    std::string outcomes;
    for (const enum_entry<break_outcome>& o : break_outcome_table)
      if (b.of(o.value) > 0)
        outcomes.append(outcomes.empty() ? ": " : ", ")
            .append(o.english)
            .append(" ")
            .append(percent(b.of(o.value)));
    out.append(outcomes).append("\n");
  }
  if (!c) return out;
  out.append("the whole combat, up to ")
      .append(std::to_string(c->rounds.size()))
      .append(c->rounds.size() == 1 ? " round:\n" : " rounds:\n");
  for (std::size_t k = 0; k < c->rounds.size(); ++k) {
    const combat_round_end& e = c->rounds[k];
    out.append("  round ").append(std::to_string(k + 1)).append(": ");
    for (std::size_t s = 0; s < 2; ++s)
      out.append(names[s])
          .append(" breaks ")
          .append(percent(e.breaks[s]))
          .append(", is wiped out ")
          .append(percent(e.wiped_out[s]))
          .append("; ");
    out.append("both wiped out ").append(percent(e.both_wiped_out)).append("\n");
  }
  out.append("  still fighting after round ")
      .append(std::to_string(c->rounds.size()))
      .append(": ")
      .append(percent(c->undecided))
      .append("\n");
  return out;
}

// The same as two Markdown tables: the round, then (with a whole combat) round by round.
inline std::string markdown(std::string_view rules, const fight& f, const round_odds& r,
                            const combat_odds* c) {
  const std::array<std::string, 2> names = {name(f, 0), name(f, 1)};
  std::string out = "One round under " + std::string(rules) + ": a draw " + percent(r.draw) +
                    "\n\n| | " + names[0] + " | " + names[1] + " |\n|---|---|---|\n";
  const auto row = [&](std::string_view label, const std::string& a, const std::string& b) {
    out.append("| ").append(label).append(" | ").append(a).append(" | ").append(b).append(" |\n");
  };
  row("wins", percent(r.wins[0]), percent(r.wins[1]));
  row("expected wounds inflicted", number(r.expected.wounds_inflicted[0]),
      number(r.expected.wounds_inflicted[1]));
  row("expected models left", number(r.expected.models_left[0]), number(r.expected.models_left[1]));
  row("wiped out", percent(r.wiped_out[0]), percent(r.wiped_out[1]));
  row("loses and tests", percent(r.break_test[0].loses), percent(r.break_test[1].loses));
  for (const enum_entry<break_outcome>& o : break_outcome_table)
    if (r.break_test[0].of(o.value) > 0 || r.break_test[1].of(o.value) > 0)
      row(o.english, percent(r.break_test[0].of(o.value)), percent(r.break_test[1].of(o.value)));
  if (!c) return out;
  out.append("\nThe whole combat, round by round\n\n| round | ")
      .append(names[0])
      .append(" breaks | ")
      .append(names[0])
      .append(" wiped out | ")
      .append(names[1])
      .append(" breaks | ")
      .append(names[1])
      .append(" wiped out | both wiped out |\n");
  out.append("|---|---|---|---|---|---|\n");
  for (std::size_t k = 0; k < c->rounds.size(); ++k) {
    const combat_round_end& e = c->rounds[k];
    out.append("| ").append(std::to_string(k + 1));
    for (std::size_t s = 0; s < 2; ++s)
      out.append(" | ").append(percent(e.breaks[s])).append(" | ").append(percent(e.wiped_out[s]));
    out.append(" | ").append(percent(e.both_wiped_out)).append(" |\n");
  }
  out.append("\nStill fighting after round ")
      .append(std::to_string(c->rounds.size()))
      .append(": ")
      .append(percent(c->undecided))
      .append("\n");
  return out;
}

}  // namespace detail::odds_text

// The answer to a fight document: a round's odds, and with --rounds N the whole combat's.
struct fight_answer {
  std::string_view rules;  // the rule set's id (R::info.id)
  round_odds round;
  std::optional<combat_odds> whole;  // with --rounds N
};

// The fight document for the round-odds engine (json/common.hpp has the contract): the tool's
// `odds` command.
template <>
struct document_of<round_odds_engine> {
  using type = fight_document;
  using answer_type = fight_answer;
  static constexpr std::string_view summary =
      "the exact odds of a round of close combat from the units' profiles, and with --rounds N "
      "of the whole combat up to N rounds";
  static constexpr engine_option options[] = {
      {"--rounds", "the whole combat, up to N rounds", max_fight_rounds}};

  static type read(const nlohmann::json& doc, std::vector<problem>& problems,
                   std::vector<problem>& unknown) {
    return read_fight_document(doc, problems, &unknown);
  }
  // The round-odds engine works under a rule set as written: a house rule that changes a
  // setting would change the combat result and the break test it feeds, so it is refused, not
  // ignored. Then the fight under rule set R (validate_fight; with --rounds N, the whole combat:
  // validate_combat).
  template <class R, class Rules>
  static void check(const type& d, const Rules& rules, const answer_settings& s,
                    std::vector<problem>& problems) {
    if (!rules.changes().empty()) {
      std::string changed;
      for (const auto& c : rules.changes())
        changed.append(changed.empty() ? "" : ", ").append(c.role).append(".").append(c.setting);
      problems.push_back({"rules",
                          "odds are worked out under a rule set as written, not under a "
                          "house rule's changes (" +
                              changed +
                              "): give the rule set's "
                              "id, " +
                              std::string(R::info.id)});
    }
    if (problems.empty())
      for (problem& p :
           s.rounds ? validate_combat<R>(d.value, *s.rounds) : validate_fight<R>(d.value))
        problems.push_back(std::move(p));
  }
  template <class R, class Rules>
  static answer_type answer(const type& d, const Rules&, const answer_settings& s) {
    answer_type a{R::info.id, {}, std::nullopt};
    if (s.rounds) {
      a.whole = odds_of_combat<R>(d.value, *s.rounds);
      a.round = a.whole->first;
    } else {
      a.round = odds_of_round<R>(d.value);
    }
    return a;
  }
  template <class R, class Rules>
  static nlohmann::ordered_json write(const type& d, const answer_type& a, const Rules&) {
    return a.whole ? combat_odds_json(R::info.id, d.value, *a.whole)
                   : round_odds_json(R::info.id, d.value, a.round);
  }
  template <class R, class Rules>
  static std::string explain(const type& d, const answer_type& a, const Rules&) {
    return explain_odds<R>(d.value, a.round);
  }
  static std::string summarize(const type& d, const answer_type& a) {
    return detail::odds_text::summary(a.rules, d.value, a.round, a.whole ? &*a.whole : nullptr);
  }
  static std::string markdown(const type& d, const answer_type& a) {
    return detail::odds_text::markdown(a.rules, d.value, a.round, a.whole ? &*a.whole : nullptr);
  }
};

}  // namespace rankfile
