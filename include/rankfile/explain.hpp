// rankfile/explain.hpp: a combat result in plain English, with the rule behind every line.
//
//   std::cout << rankfile::explain<rankfile::wfb5>(c, rankfile::resolve<rankfile::wfb5>(c));
//
//   Empire scores 4
//     + 3 for wounds inflicted
//     + 1 for the battle standard (Captain) [5th ed., Battle Standard: +1 if ...]
//   Orcs scores 3
//     ...
//   Empire wins by 1 (higher score).
//
// This header allocates (it builds strings); the engines do not.
#pragma once

#include <string>
#include <string_view>

#include "rankfile/combat.hpp"
#include "rankfile/core/combat.hpp"
#include "rankfile/core/combat_result.hpp"
#include "rankfile/core/edition_info.hpp"

namespace rankfile {

// A unit's name, or its position when it has none ("side 1, unit 2").
[[nodiscard]] inline std::string unit_name(const combat& c, unit_ref r) {
  if (r == no_unit || r.side > 1 || r.index >= c.sides[r.side].units.size()) return "the side";
  const std::string_view name = c.unit(r).name;
  if (!name.empty()) return std::string(name);
  return "side " + std::to_string(r.side) + ", unit " + std::to_string(r.index);
}

[[nodiscard]] inline std::string_view label_of(bonus b) {
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

[[nodiscard]] inline std::string_view label_of(facing f) {
  switch (f) {
    case facing::front: return "front";
    case facing::flank: return "flank";
    case facing::rear: return "rear";
  }
  return "unknown facing";
}

// One awarded line, e.g. "+ 2 for extra ranks (Halberdiers)".
[[nodiscard]] inline std::string describe(const combat& c, const award& a) {
  std::string s = "+ " + std::to_string(a.value) + " for " + std::string(label_of(a.kind));
  if (a.unit != no_unit) {
    s += " (" + unit_name(c, a.unit);
    if (a.target != no_unit) s += " against " + unit_name(c, a.target);
    s += ")";
  }
  return s;
}

// One denied line, e.g. "no extra ranks for Spearmen: disrupted by Knights in its flank, ...".
[[nodiscard]] inline std::string describe(const combat& c, const denial& d) {
  const std::string who = d.unit == no_unit ? "" : " for " + unit_name(c, d.unit);
  const std::string what = "no " + std::string(label_of(d.kind)) + who + ": ";
  const std::string a = std::to_string(d.a);
  const std::string b = std::to_string(d.b);
  const std::string by = unit_name(c, d.by);
  const std::string where = std::string(label_of(d.where));
  switch (d.why) {
    case reason::formation_too_narrow:
      return what + "formation " + a + " wide, needs " + b;
    case reason::disrupted_by_models:
      return what + "disrupted by " + by + " in its " + where + " (" + a +
             " models, disrupts with " + b + ")";
    case reason::disrupted_by_mass:
      return what + "disrupted by " + by + " in its " + where + " (" + a +
             " full ranks, unit strength " + b + " after casualties)";
    case reason::not_best_unit:
      return "extra ranks of " + unit_name(c, d.unit) + " (+" + a + ") not counted: only the best "
             "unit counts, " + by + " (+" + b + ")";
    case reason::capped:
      return std::string(label_of(d.kind)) + who + " capped: +" + a + " earned, +" + b +
             " allowed";
    case reason::counted_once_per_side:
      return what + "counted once per side, already earned by " + by;
    case reason::counted_once_per_target:
      return what + "counted once per enemy unit, already earned against " + by + "'s " + where;
    case reason::attacker_too_small:
      return what + a + " models at the start of the round, needs " + b;
    case reason::fewer_attackers:
      return what + "the enemy has more units in the " + where + " (" + a + " against " + b + ")";
    case reason::equal_attackers:
      return what + "both sides have " + a + " units in the " + where + "; they cancel out";
    case reason::not_higher:
      return what + "highest ground " + a + " is not above the enemy's " + b;
  }
  return what + "unknown reason";
}

[[nodiscard]] inline std::string describe(decision d) {
  switch (d) {
    case decision::score: return "higher score";
    case decision::musician: return "tie broken by a musician";
    case decision::wipe_out: return "the enemy was wiped out";
    case decision::draw: return "draw";
  }
  return "unknown";
}

// The whole result: per side its score, every line awarded and denied with its rule, then the
// outcome.
template <RuleSet R>
[[nodiscard]] std::string explain(const combat& c, const combat_result& r) {
  std::string out;
  const auto side_name = [&](side_index s) {
    return c.sides[s].name.empty() ? "Side " + std::to_string(s) : std::string(c.sides[s].name);
  };
  for (const side_index s : {side_index{0}, side_index{1}}) {
    out += side_name(s) + " scores " + std::to_string(r.sides[s].score) + "\n";
    for (const award& a : r.sides[s].awarded) {
      out += "  " + describe(c, a);
      if (const std::string_view rule = R::cite.of(a.kind); !rule.empty())
        out += " [" + std::string(rule) + "]";
      out += "\n";
    }
    for (const denial& d : r.sides[s].denied) {
      out += "  - " + describe(c, d);
      const std::string_view rule =
          d.why == reason::disrupted_by_models || d.why == reason::disrupted_by_mass
              ? R::cite.disruption
              : R::cite.of(d.kind);
      if (!rule.empty()) out += " [" + std::string(rule) + "]";
      out += "\n";
    }
  }
  if (r.winner) {
    out += side_name(*r.winner) + " wins by " + std::to_string(r.margin) + " (" +
           describe(r.decided_by) + ").\n";
  } else {
    out += "Draw.\n";
  }
  return out;
}

}  // namespace rankfile
