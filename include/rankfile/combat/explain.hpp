// rankfile/combat/explain.hpp: a combat result in plain English, with the rule behind every line.
//
//   std::cout << rankfile::explain<rankfile::wfb5>(c, rankfile::resolve<rankfile::wfb5>(c));
//
//   Empire scored 4
//     + 3 for wounds inflicted [1]
//     + 1 for the battle standard (Captain) [2]
//   Orcs scored 3
//     + 3 for wounds inflicted [1]
//   Empire won by 1 (higher score), 4 to 3.
//   Rules:
//     [1] 5th ed., Close Combat: Results: ...
//     [2] 5th ed., Battle Standard: ...
//
// Every sentence is the English of a row of an enum table (rankfile/combat/result.hpp), filled
// in by one small routine, so the header stays cheap to compile; each rule is printed once, at
// the end, and the lines it backs carry its number. Verbs are in the past tense ("scored",
// "won"), which reads right for a side named in the singular or the plural. This header
// allocates (it builds strings); the engines do not.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

#include "rankfile/combat/citations.hpp"
#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/result.hpp"
#include "rankfile/combat/roles.hpp"
#include "rankfile/core/on_use.hpp"
#include "rankfile/core/text.hpp"

namespace rankfile {

// A unit's name, or its position when it has none ("side 1, unit 2"); "the side" for no_unit.
template <on_use = void>
[[nodiscard]] std::string unit_name(const combat& c, unit_ref r) {
  if (!c.has(r)) return "the side";
  if (const std::string_view name = c.unit(r).name; !name.empty()) return std::string(name);
  return "side " + std::to_string(r.side) + ", unit " + std::to_string(r.index);
}

// A side's name, or "Side 0" / "Side 1" when it has none.
template <on_use = void>
[[nodiscard]] std::string side_name(const combat& c, side_index s) {
  return c.sides[s].name.empty() ? "Side " + std::to_string(s) : std::string(c.sides[s].name);
}

// What a combat is, before its result: each side with the wounds it inflicted, then each unit,
// its size now and as the round began, its frontage, troop type, command and charge, and whom it
// fights in which facing:
//   Orcs, 2 wounds inflicted
//     Wolf Riders: 4 models (5 as the round began), 5 wide, unit strength 8 (10 as the round
//     began), cavalry, charged; fights Halberdiers in the flank
template <on_use = void>
[[nodiscard]] std::string describe_setup(const combat& c) {
  std::string out;
  const auto as_the_round_began = [&](int now, int then) {
    if (then != now) out.append(" (").append(std::to_string(then)).append(" as the round began)");
  };
  for (side_index s = 0; s < 2; ++s) {
    out.append(side_name(c, s)).append(", ").append(std::to_string(c.sides[s].wounds_inflicted));
    out.append(c.sides[s].wounds_inflicted == 1 ? " wound inflicted\n" : " wounds inflicted\n");
    for (std::uint8_t i = 0; i < c.sides[s].units.size(); ++i) {
      const combat_unit& u = c.sides[s].units[i];
      out.append("  ").append(unit_name(c, {s, i})).append(": ");
      out.append(std::to_string(u.models)).append(u.models == 1 ? " model" : " models");
      as_the_round_began(u.models, u.models_at_start);
      out.append(", ").append(std::to_string(u.files)).append(" wide, unit strength ");
      out.append(std::to_string(u.unit_strength));
      as_the_round_began(u.unit_strength, u.unit_strength_at_start);
      out.append(", ").append(english_of(u.troop));
      if (u.order != formation::close_order) out.append(", ").append(english_of(u.order));
      for (const auto& [flag, word] : {std::pair{u.horde, "horde"},
                                       {u.standard, "standard"},
                                       {u.battle_standard, "battle standard"},
                                       {u.musician, "musician"},
                                       {u.charged, "charged"},
                                       {u.charged_downhill, "charged downhill"},
                                       {u.disrupted_earlier, "disrupted earlier in the combat"}})
        if (flag) out.append(", ").append(word);
      if (u.elevation != 0)
        out.append(", on ground of height ").append(std::to_string(u.elevation));
      std::string_view separator = "; fights ";
      for (const engagement& e : c.engagements)
        if (e.unit == unit_ref{s, i}) {
          out.append(separator).append(unit_name(c, e.fights)).append(" in the ");
          out.append(english_of(e.target_facing));
          separator = ", ";
        }
      out.append("\n");
    }
  }
  return out;
}

namespace detail {

struct line_fields {
  bonus kind{};
  unit_ref unit = no_unit;
  unit_ref by = no_unit;
  facing where = facing::front;
  int a = 0;
  int b = 0;
  std::string_view label{};
};

// The unit `r` names, if it names one of the combat.
template <on_use = void>
[[nodiscard]] const combat_unit* unit_at(const combat& c, unit_ref r) {
  if (!c.has(r)) return nullptr;
  return &c.unit(r);
}

// Fills a combat line's placeholders: {kind} (the bonus's noun, "standard"), {the kind} (with
// its article, "a standard"), {unit}, {by}, {by's} ("Skeletons'", "Ogre's"), {where}, {a},
// {b}, {label} (an extra item's) and {troop} (the unit's troop type).
template <on_use = void>
void fill(std::string& out, std::string_view pattern, const combat& c, const line_fields& f) {
  fill(out, pattern, [&](std::string& o, std::string_view key) {
    if (key == "kind")
      o.append(without_article(english_of(f.kind)));
    else if (key == "the kind")
      o.append(english_of(f.kind));
    else if (key == "unit")
      o.append(unit_name(c, f.unit));
    else if (key == "by")
      o.append(unit_name(c, f.by));
    else if (key == "by's")
      o.append(possessive(unit_name(c, f.by)));
    else if (key == "where")
      o.append(english_of(f.where));
    else if (key == "a")
      o.append(std::to_string(f.a));
    else if (key == "b")
      o.append(std::to_string(f.b));
    else if (key == "label")
      o.append(f.label);
    else if (key == "troop") {
      const combat_unit* u = unit_at(c, f.unit);
      o.append(u ? english_of(u->troop) : std::string_view("its troop type"));
    }
  });
}

}  // namespace detail

// One awarded line, e.g. "+ 2 for extra ranks (Halberdiers)".
template <on_use = void>
[[nodiscard]] std::string describe(const combat& c, const award& a) {
  std::string out;
  detail::line_fields f{.kind = a.kind, .unit = a.unit, .by = a.target, .a = a.value};
  if (a.kind == bonus::extra) {
    const combat_unit* u = detail::unit_at(c, a.unit);
    if (u && a.item < u->extra.size()) f.label = u->extra[a.item].label;
    if (f.label.empty()) f.label = english_of(bonus::extra);
    detail::fill(out, "+ {a} for {label} ({unit})", c, f);
    return out;
  }
  detail::fill(out,
               a.unit == no_unit     ? "+ {a} for {the kind}"
               : a.target == no_unit ? "+ {a} for {the kind} ({unit})"
                                     : "+ {a} for {the kind} ({unit} against {by})",
               c, f);
  return out;
}

// One denied line, e.g. "no extra ranks for Spearmen: disrupted by Knights in its flank (...)".
template <on_use = void>
[[nodiscard]] std::string describe(const combat& c, const denial& d) {
  std::string out;
  const detail::line_fields f{
      .kind = d.kind, .unit = d.unit, .by = d.by, .where = d.where, .a = d.a, .b = d.b};
  detail::fill(out, english_of(d.why), c, f);
  return out;
}

namespace detail {
// How the combat ended: "Empire won by 1 (higher score), 4 to 3." and its like, without the
// line's end (the caller cites the rule that decided it).
template <on_use = void>
void append_outcome(std::string& out, const combat& c, const combat_result& r) {
  const auto score = [&](side_index s) { return std::to_string(r.sides[s].score); };
  if (!r.winner) {
    if (c.sides[0].models_left() == 0 && c.sides[1].models_left() == 0)
      out.append("Draw: both sides were wiped out.");
    else
      out.append("Draw, ").append(score(0)).append(" to ").append(score(1)).append(".");
    return;
  }
  const side_index w = *r.winner;
  const side_index l = opponent(w);
  out.append(side_name(c, w)).append(" won");
  if (r.decided_by == decision::wipe_out) {
    out.append(": the enemy had no models left (scores ").append(score(w)).append(" to ");
    out.append(score(l)).append(").");
    return;
  }
  out.append(" by ").append(std::to_string(r.margin)).append(" (");
  out.append(english_of(r.decided_by)).append("), ").append(score(w)).append(" to ");
  out.append(score(l)).append(".");
}

// The arithmetic behind an award of side `s`, from the rule set's own component: "20 models, 5
// wide: 3 ranks behind the front", "unit strength 25 against 20"; empty where there is none.
// `settings` points to the Settings (own_settings<R> or house_rules<R>) it was made for.
struct working_fn {
  std::string (*of)(const void* settings, const combat&, side_index, const award&) = nullptr;
  const void* settings = nullptr;
};

template <CombatRules R, class Settings>
std::string working_of(const void* settings_ptr, const combat& c, side_index s, const award& a) {
  const Settings& settings = *static_cast<const Settings*>(settings_ptr);
  std::string out;
  if (a.kind == bonus::ranks) {
    using C = component_t<combat_roles::ranks, R>;
    if constexpr (requires(const combat_unit& v) { C::extra_ranks(v); }) {
      const combat_unit* u = unit_at(c, a.unit);
      if (!u) return out;
      const auto& self = settings.template get<combat_roles::ranks>();
      const int ranks = C::extra_ranks(*u, self);
      out.append(std::to_string(rules::models_of(*u, self.rule.counted))).append(" models");
      if (self.rule.counted == rules::counted_at::round_start) out.append(" as the round began");
      out.append(", ").append(std::to_string(u->files)).append(" wide: ");
      out.append(std::to_string(ranks)).append(ranks == 1 ? " rank" : " ranks");
      out.append(" behind the front");
    }
  } else if (a.kind == bonus::outnumber || a.kind == bonus::massed_infantry) {
    using C = component_t<combat_roles::outnumber, R>;
    if constexpr (requires { C::counted; }) {
      out.append("unit strength ");
      out.append(std::to_string(rules::side_unit_strength(c, s, C::counted))).append(" against ");
      out.append(std::to_string(rules::side_unit_strength(c, opponent(s), C::counted)));
    }
  }
  return out;
}

// An award's line with its arithmetic, when there is some: "+ 3 for extra ranks (Halberdiers:
// 20 models, 5 wide: 3 ranks behind the front)".
template <on_use = void>
std::string award_line(const combat& c, side_index s, const award& a, working_fn working) {
  std::string line = describe(c, a);
  const std::string w = working.of ? working.of(working.settings, c, s, a) : std::string();
  if (w.empty()) return line;
  if (!line.empty() && line.back() == ')') {
    line.pop_back();
    return line.append(": ").append(w).append(")");
  }
  return line.append(" (").append(w).append(")");
}

// Each side's score, its lines with their rules (and arithmetic, when `working` is given) when
// `cite` is given, then the outcome, `note` and the rules cited, each once.
template <on_use = void>
std::string explain_combat(const combat& c, const combat_result& r, const combat_citations* cite,
                           std::string_view note = {}, working_fn working = {}) {
  std::string out;
  cited_rules rules;
  for (const side_index s : {side_index{0}, side_index{1}}) {
    out.append(side_name(c, s)).append(" scored ").append(std::to_string(r.sides[s].score));
    out.append("\n");
    if (!cite) continue;
    for (const award& a : r.sides[s].awarded) {
      out.append("  ").append(award_line(c, s, a, working));
      rules.end_line(out, cite->of(a.kind));
    }
    for (const denial& d : r.sides[s].denied) {
      out.append("  - ").append(describe(c, d));
      rules.end_line(out, cite->of(d));
    }
  }
  append_outcome(out, c, r);
  // The rule behind a winner found by a musician or a wipe-out, or behind a draw.
  if (cite)
    rules.end_line(out, cite->of(r.decided_by));
  else
    out.append("\n");
  out.append(note);
  rules.append_to(out);
  return out;
}

// "Warhammer Fantasy Battle 5th edition gives no bonus for the charge, ... or a musician on a
// tie.\n" for `absent`, then "Left out for want of a source (no bonus given): high ground and
// overkill in a challenge.\n" for `unsourced`; nothing for an empty list.
template <on_use = void>
std::string absent_note(std::string_view rule_set, const fixed_vector<bonus, bonus_count>& absent,
                        const fixed_vector<bonus, bonus_count>& unsourced) {
  std::string out;
  const auto list = [&](const fixed_vector<bonus, bonus_count>& kinds, std::string_view last,
                        bool article) {
    for (std::size_t i = 0; i < kinds.size(); ++i) {
      if (i > 0) out.append(i + 1 == kinds.size() ? last : ", ");
      out.append(article ? english_of(kinds[i]) : without_article(english_of(kinds[i])));
    }
    out.append(".\n");
  };
  if (!absent.empty()) {
    out.append(rule_set).append(" gives no bonus for ");
    list(absent, " or ", true);
  }
  if (!unsourced.empty()) {
    out.append("Left out for want of a source (no bonus given): ");
    list(unsourced, " and ", false);
  }
  return out;
}
}  // namespace detail

// The whole result: per side its score, every line awarded and denied with the rule `cite`
// gives for it, then the outcome. explain<R> below passes R's citations, and the arithmetic.
template <on_use = void>
[[nodiscard]] std::string explain(const combat& c, const combat_result& r,
                                  const combat_citations& cite) {
  return detail::explain_combat(c, r, &cite);
}

// What an explanation adds on request.
struct explain_options {
  bool absent_bonuses = false;  // name the bonus kinds the rule set does not have, once
  // Name those of them the combat gives input for (unread_bonuses), so that an overkill given
  // under a rule set without one is not dropped without a word. The tool's --explain sets it.
  bool unread_bonuses = false;
};

namespace detail {
// explain<R> below, with the settings (own_settings<R> or house_rules<R>), the citations and the
// name they go with.
template <CombatRules R, class Settings>
std::string explain_combat(const Settings& settings, const combat_citations& cite,
                           std::string_view name, const combat& c, const combat_result& r,
                           explain_options options) {
  const std::string note =
      options.absent_bonuses   ? absent_note(name, absent_bonuses<R>(), unsourced_bonuses<R>())
      : options.unread_bonuses ? absent_note(name, given_only(c, r, absent_bonuses<R>()),
                                             given_only(c, r, unsourced_bonuses<R>()))
                               : std::string();
  return explain_combat(c, r, &cite, note, {&working_of<R, Settings>, &settings});
}
}  // namespace detail

// The whole result under rule set R, with R's rules cited and the arithmetic of its ranks and
// unit strengths; `options` adds what a teacher asks for.
template <CombatRules R>
[[nodiscard]] std::string explain(const combat& c, const combat_result& r,
                                  explain_options options = {}) {
  require_own_citations<R, combat_roles::list>();
  static constexpr own_settings<R> settings{};
  return detail::explain_combat<R>(settings, R::combat_cite, R::info.name, c, r, options);
}

// The short answer: each side's score, then the outcome (the explanation without its lines).
template <on_use = void>
[[nodiscard]] std::string summarize(const combat& c, const combat_result& r) {
  return detail::explain_combat(c, r, nullptr);
}

}  // namespace rankfile
