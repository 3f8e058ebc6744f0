// rankfile/explain.hpp: a combat result in plain English, with the rule behind every line.
//
//   std::cout << rankfile::explain<rankfile::wfb5>(c, rankfile::resolve<rankfile::wfb5>(c));
//
//   Empire scores 4
//     + 3 for wounds inflicted [5th ed., Close Combat: Results: ...]
//     + 1 for the battle standard (Captain) [5th ed., Battle Standard: ...]
//   Orcs scores 3
//     + 3 for wounds inflicted [...]
//   Empire wins by 1 (higher score).
//
// Every sentence is a pattern (data) filled in by one small routine, so the header stays cheap
// to compile. This header allocates (it builds strings); the engines do not.
#pragma once

#include <string>
#include <string_view>

#include "rankfile/core/battle.hpp"
#include "rankfile/core/battle_result.hpp"
#include "rankfile/core/combat.hpp"
#include "rankfile/core/combat_result.hpp"
#include "rankfile/core/edition_info.hpp"
#include "rankfile/rules/rule_set.hpp"

namespace rankfile {

[[nodiscard]] constexpr std::string_view label_of(bonus b) noexcept {
  switch (b) {
    case bonus::wounds: return "wounds inflicted";
    case bonus::charge: return "the charge";
    case bonus::ranks: return "extra ranks";
    case bonus::standard: return "a standard";
    case bonus::battle_standard: return "the battle standard";
    case bonus::flank: return "a flank attack";
    case bonus::rear: return "a rear attack";
    case bonus::high_ground: return "high ground";
    case bonus::overkill: return "overkill in a challenge";
    case bonus::musician: return "a musician on a tie";
  }
  return "unknown bonus";
}

[[nodiscard]] constexpr std::string_view label_of(facing f) noexcept {
  switch (f) {
    case facing::front: return "front";
    case facing::flank: return "flank";
    case facing::rear: return "rear";
  }
  return "unknown facing";
}

// The sentence for a denial, with placeholders: {kind} the bonus, {unit} and {by} the units,
// {where} the facing, {a} and {b} the numbers (see rankfile::reason for what they hold).
[[nodiscard]] constexpr std::string_view pattern_of(reason r) noexcept {
  switch (r) {
    case reason::formation_too_narrow:
      return "no {kind} for {unit}: formation {a} wide, needs {b}";
    case reason::disrupted_by_models:
      return "no {kind} for {unit}: disrupted by {by} in its {where} ({a} models, disrupts with "
             "{b})";
    case reason::disrupted_by_mass:
      return "no {kind} for {unit}: disrupted by {by} in its {where} ({a} full ranks, unit "
             "strength {b} after casualties)";
    case reason::not_best_unit:
      return "{kind} of {unit} (+{a}) not counted: only the best unit counts, {by} (+{b})";
    case reason::capped:
      return "{kind} for {unit} capped: +{a} earned, +{b} allowed";
    case reason::counted_once_per_side:
      return "no {kind} for {unit}: counted once per side, already earned by {by}";
    case reason::counted_once_per_target:
      return "no {kind} for {unit}: counted once per enemy unit, already earned against {by}'s "
             "{where}";
    case reason::attacker_too_small:
      return "no {kind} for {unit}: {a} models at the start of the round, needs {b}";
    case reason::fewer_attackers:
      return "no {kind} for {unit}: the enemy has more units in the {where} ({a} against {b})";
    case reason::equal_attackers:
      return "no {kind} for {unit}: both sides have {a} units in the {where}; they cancel out";
    case reason::not_higher:
      return "no {kind} for {unit}: highest ground {a} is not above the enemy's {b}";
  }
  return "no {kind} for {unit}: unknown reason";
}

// A unit's name, or its position when it has none ("side 1, unit 2"); "the side" for no_unit.
[[nodiscard]] inline std::string unit_name(const combat& c, unit_ref r) {
  if (r == no_unit || r.side > 1 || r.index >= c.sides[r.side].units.size()) return "the side";
  if (const std::string_view name = c.unit(r).name; !name.empty()) return std::string(name);
  return "side " + std::to_string(r.side) + ", unit " + std::to_string(r.index);
}

// A side's name, or "Side 0" / "Side 1" when it has none.
[[nodiscard]] inline std::string side_name(const combat& c, side_index s) {
  return c.sides[s].name.empty() ? "Side " + std::to_string(s) : std::string(c.sides[s].name);
}

// An army's name, or "Army 0" / "Army 1" when it has none.
[[nodiscard]] inline std::string army_name(const battle& b, side_index a) {
  return b.armies[a].name.empty() ? "Army " + std::to_string(a) : std::string(b.armies[a].name);
}

namespace detail {

struct line_fields {
  bonus kind{};
  unit_ref unit = no_unit;
  unit_ref by = no_unit;
  facing where = facing::front;
  int a = 0;
  int b = 0;
};

// Appends `pattern` to `out`, each {key} replaced by what `value(out, key)` appends.
template <class Value>
void fill(std::string& out, std::string_view pattern, Value&& value) {
  while (!pattern.empty()) {
    const std::size_t open = pattern.find('{');
    out.append(pattern.substr(0, open));
    if (open == std::string_view::npos) return;
    const std::size_t close = pattern.find('}', open);
    value(out, pattern.substr(open + 1, close - open - 1));
    pattern.remove_prefix(close + 1);
  }
}

// Fills a combat line's placeholders: {kind}, {unit}, {by}, {where}, {a}, {b}.
inline void fill(std::string& out, std::string_view pattern, const combat& c,
                 const line_fields& f) {
  fill(out, pattern, [&](std::string& o, std::string_view key) {
    if (key == "kind") o.append(label_of(f.kind));
    else if (key == "unit") o.append(unit_name(c, f.unit));
    else if (key == "by") o.append(unit_name(c, f.by));
    else if (key == "where") o.append(label_of(f.where));
    else if (key == "a") o.append(std::to_string(f.a));
    else if (key == "b") o.append(std::to_string(f.b));
  });
}

}  // namespace detail

// One awarded line, e.g. "+ 2 for extra ranks (Halberdiers)".
[[nodiscard]] inline std::string describe(const combat& c, const award& a) {
  std::string out;
  const detail::line_fields f{.kind = a.kind, .unit = a.unit, .by = a.target, .a = a.value};
  detail::fill(out,
               a.unit == no_unit     ? "+ {a} for {kind}"
               : a.target == no_unit ? "+ {a} for {kind} ({unit})"
                                     : "+ {a} for {kind} ({unit} against {by})",
               c, f);
  return out;
}

// One denied line, e.g. "no extra ranks for Spearmen: disrupted by Knights in its flank (...)".
[[nodiscard]] inline std::string describe(const combat& c, const denial& d) {
  std::string out;
  const detail::line_fields f{
      .kind = d.kind, .unit = d.unit, .by = d.by, .where = d.where, .a = d.a, .b = d.b};
  detail::fill(out, pattern_of(d.why), c, f);
  return out;
}

[[nodiscard]] constexpr std::string_view describe(decision d) noexcept {
  switch (d) {
    case decision::score: return "higher score";
    case decision::musician: return "tie broken by a musician";
    case decision::wipe_out: return "the enemy was wiped out";
    case decision::draw: return "draw";
  }
  return "unknown";
}

// The whole result: per side its score, every line awarded and denied with the rule `cite`
// gives for it, then the outcome. explain<R> below passes R's citations.
[[nodiscard]] inline std::string explain(const combat& c, const combat_result& r,
                                         const citations& cite) {
  std::string out;
  const auto cited = [&out](std::string_view rule) {
    if (!rule.empty()) out.append(" [").append(rule).append("]");
    out.append("\n");
  };
  for (const side_index s : {side_index{0}, side_index{1}}) {
    out.append(side_name(c, s)).append(" scores ").append(std::to_string(r.sides[s].score));
    out.append("\n");
    for (const award& a : r.sides[s].awarded) {
      out.append("  ").append(describe(c, a));
      cited(cite.of(a.kind));
    }
    for (const denial& d : r.sides[s].denied) {
      out.append("  - ").append(describe(c, d));
      cited(cite.of(d));
    }
  }
  if (r.winner) {
    out.append(side_name(c, *r.winner)).append(" wins by ").append(std::to_string(r.margin));
    out.append(" (").append(describe(r.decided_by)).append(").\n");
  } else {
    out.append("Draw.\n");
  }
  return out;
}

// The whole result under rule set R, with R's rules cited.
template <CombatRules R>
[[nodiscard]] std::string explain(const combat& c, const combat_result& r) {
  return explain(c, r, R::cite);
}

// ---- Victory points -------------------------------------------------------------------------

// The sentence for a line of victory points, with placeholders: {unit} the enemy unit, {value},
// {percent}, {basis}, {a} and {b} (see rankfile::vp_reason).
[[nodiscard]] constexpr std::string_view pattern_of(vp_reason r) noexcept {
  switch (r) {
    case vp_reason::destroyed: return "{unit}: destroyed, {percent} % of {basis}";
    case vp_reason::fled_off_table: return "{unit}: fled off the table, {percent} % of {basis}";
    case vp_reason::fleeing: return "{unit}: fleeing with {a} of {b} left, {percent} % of {basis}";
    case vp_reason::fleeing_reduced:
      return "{unit}: fleeing and reduced, {a} of {b} left, {percent} % of {basis}";
    case vp_reason::reduced: return "{unit}: reduced to {a} of {b}, {percent} % of {basis}";
    case vp_reason::general: return "{unit}: the enemy General";
    case vp_reason::battle_standard: return "{unit}: the enemy battle standard";
    case vp_reason::standards: return "{a} enemy standards taken, {percent} each";
    case vp_reason::table_quarters: return "{a} table quarters held, {percent} each";
    case vp_reason::bonus: return "bonus victory points";
    case vp_reason::concession: return "{unit}: the enemy conceded, {percent} % of {basis}";
  }
  return "unknown reason";
}

// One line an army scored, e.g. "+ 225: boyz: fleeing and reduced, 9 of 20 left, 75 % of 300".
// `scorer` is the army that scored it: the units named are the other army's.
[[nodiscard]] inline std::string describe(const battle& b, side_index scorer, const vp_line& l) {
  const battle_army& enemy = b.armies[opponent(scorer)];
  std::string out = "+ " + std::to_string(l.value) + ": ";
  detail::fill(out, pattern_of(l.why), [&](std::string& o, std::string_view key) {
    if (key == "unit") {
      if (l.unit < enemy.units.size() && !enemy.units[l.unit].id.empty())
        o.append(enemy.units[l.unit].id);
      else
        o.append("unit ").append(std::to_string(l.unit));
    } else if (key == "percent") o.append(std::to_string(l.percent));
    else if (key == "basis") o.append(std::to_string(l.basis));
    else if (key == "a") o.append(std::to_string(l.a));
    else if (key == "b") o.append(std::to_string(l.b));
  });
  return out;
}

// The whole battle: per army its victory points line by line with the rules `cite` gives, then
// the outcome (or why there is none). explain<R> below passes R's citations.
[[nodiscard]] inline std::string explain(const battle& b, const battle_result& r,
                                         const citations& cite) {
  std::string out;
  for (const side_index a : {side_index{0}, side_index{1}}) {
    out.append(army_name(b, a)).append(" scores ");
    out.append(std::to_string(r.armies[a].victory_points)).append(" victory points\n");
    for (const vp_line& l : r.armies[a].lines) {
      out.append("  ").append(describe(b, a, l));
      if (const std::string_view rule = cite.of(l.why); !rule.empty())
        out.append(" [").append(rule).append("]");
      out.append("\n");
    }
  }
  out.append("Difference ").append(std::to_string(r.difference)).append(". ");
  if (r.basis == outcome_basis::chart_unknown) {
    out.append("No outcome: ").append(cite.outcome).append(".\n");
  } else if (r.winner) {
    out.append(army_name(b, *r.winner)).append(": ").append(name_of(r.armies[*r.winner].outcome));
    out.append(", ").append(army_name(b, opponent(*r.winner))).append(": ");
    out.append(name_of(r.armies[opponent(*r.winner)].outcome));
    out.append(" (").append(name_of(r.basis)).append(") [").append(
        r.basis == outcome_basis::concession ? cite.concession : cite.outcome);
    out.append("].\n");
  } else {
    out.append("Draw [").append(cite.outcome).append("].\n");
  }
  return out;
}

// The whole battle under rule set R, with R's rules cited.
template <VictoryRules R>
[[nodiscard]] std::string explain(const battle& b, const battle_result& r) {
  return explain(b, r, R::cite);
}

}  // namespace rankfile
