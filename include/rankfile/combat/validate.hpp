// rankfile/combat/validate.hpp: every problem with a combat, each with the path of the field.
//
//   for (const rankfile::problem& p : rankfile::validate(c))
//     std::cerr << p.path << ": " << p.message << '\n';   // sides[1].units[0].files: must be ...
//
// An empty list means the combat meets every precondition of resolve(). Validation allocates
// (it builds messages); the engines do not.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/roles.hpp"
#include "rankfile/core/on_use.hpp"
#include "rankfile/core/problem.hpp"

namespace rankfile {

namespace detail {
// Counts that are each in range but cannot all be true of one unit. A round of combat only
// takes models and unit strength away, so neither grows from the start to the end. Unit
// strength is never below the model count: in every rule set that counts it, each model has
// unit strength 1 or more (WFB 6th and 7th edition rulebooks, "Unit Strength": 1 for a
// man-sized model, more for cavalry, ogre-sized models, chariots and monsters; The Old World,
// "Unit Strength": 1 for a regular infantry model, more for larger troop types). The rule sets
// that do not read it (5th and 8th edition) default it to the models.
template <on_use = void>
void check_unit_counts(const combat_unit& u, std::string_view unit, problem_list& out) {
  const auto in_range = [](int n) { return n >= 0 && n <= max_count; };
  const auto more = [&](std::string_view field, std::string_view start, int at_start, int at_end,
                        std::string_view what) {
    out.add(unit, field,
            problem_list::cat({"must be at most ", start, " (", std::to_string(at_start), "), got ",
                               std::to_string(at_end), ": a unit ends a round with no ", what,
                               " than it began with"}));
  };
  const auto fewer = [&](std::string_view field, std::string_view models, int n, int strength) {
    out.add(
        unit, field,
        problem_list::cat({"must be at least ", models, " (", std::to_string(n), "), got ",
                           std::to_string(strength), ": every model has unit strength 1 or more"}));
  };
  if (in_range(u.models) && in_range(u.models_at_start) && u.models > u.models_at_start)
    more(".models", "models_at_start", u.models_at_start, u.models, "more models");
  if (in_range(u.unit_strength) && in_range(u.unit_strength_at_start) &&
      u.unit_strength > u.unit_strength_at_start)
    more(".unit_strength", "unit_strength_at_start", u.unit_strength_at_start, u.unit_strength,
         "more unit strength");
  if (in_range(u.unit_strength) && in_range(u.models) && u.unit_strength < u.models)
    fewer(".unit_strength", "models", u.models, u.unit_strength);
  if (in_range(u.unit_strength_at_start) && in_range(u.models_at_start) &&
      u.unit_strength_at_start < u.models_at_start)
    fewer(".unit_strength_at_start", "models_at_start", u.models_at_start,
          u.unit_strength_at_start);
  // Unit strength is the models' own: a unit with no models has none (it would still outnumber,
  // disrupt and claim Close Order, wiped out).
  const auto none = [&](std::string_view field, std::string_view models, int strength) {
    out.add(unit, field,
            problem_list::cat({"must be 0 when ", models, " is 0, got ", std::to_string(strength),
                               ": a unit with no models has no unit strength"}));
  };
  if (u.models == 0 && u.unit_strength > 0 && u.unit_strength <= max_count)
    none(".unit_strength", "models", u.unit_strength);
}
}  // namespace detail

template <on_use = void>
[[nodiscard]] std::vector<problem> validate(const combat& c) {
  detail::problem_list out;
  for (side_index s = 0; s < 2; ++s) {
    const combat_side& side = c.sides[s];
    const std::string at = out.indexed("sides", s);
    out.name(at, ".name", side.name.too_long(), max_name_length);
    out.count(at, ".wounds_inflicted", side.wounds_inflicted, 0, max_count);
    out.count(at, ".challenge_overkill", side.challenge_overkill, 0, max_count);
    if (side.units.empty()) out.add(at, ".units", "must list at least one unit");
    // A push_back past a list's capacity dropped its value (core/fixed_vector.hpp).
    if (side.units.overflowed())
      out.add(at, ".units", "dropped a unit added when full: a side holds at most ",
              static_cast<long long>(max_units_per_side), " units");
    for (std::size_t i = 0; i < side.units.size(); ++i) {
      const combat_unit& u = side.units[i];
      const std::string unit = at + out.indexed(".units", i);
      out.name(unit, ".id", u.name.too_long(), max_name_length);
      // An id names one unit of the combat: explanations and the JSON answer name units by it.
      bool repeated = false;  // each later unit with the id, naming the first that has it
      for (side_index t = 0; t <= s && !repeated; ++t)
        for (std::size_t j = 0; j < (t < s ? c.sides[t].units.size() : i) && !repeated; ++j)
          if (!u.name.empty() && c.sides[t].units[j].name == u.name) {
            out.add(
                unit, ".id",
                out.cat({"repeats the id of ", out.indexed("sides", t), out.indexed(".units", j)}));
            repeated = true;
          }
      out.count(unit, ".models", u.models, 0, max_count);
      out.count(unit, ".models_at_start", u.models_at_start, 1, max_count);
      out.count(unit, ".files", u.files, 1, max_count);
      out.count(unit, ".unit_strength", u.unit_strength, 0, max_count);
      out.count(unit, ".unit_strength_at_start", u.unit_strength_at_start, 0, max_count);
      detail::check_unit_counts(u, unit, out);
      // A value cast from a number past its enum's table (the JSON reader never makes one).
      if (!is_listed(u.troop)) out.add(unit, ".troop_type", "is no troop type");
      if (!is_listed(u.order)) out.add(unit, ".formation", "is no formation");
      if (u.elevation < -max_count || u.elevation > max_count)
        out.add(unit, ".elevation",
                out.cat({"must be between -", std::to_string(max_count), " and ",
                         std::to_string(max_count)}));
      if (u.charged_downhill && !u.charged)
        out.add(unit, ".charged_downhill",
                "needs charged: a unit that charged downhill charged (set both)");
      if (u.extra.overflowed())
        out.add(unit, ".extra", "dropped an item added when full: a unit holds at most ",
                static_cast<long long>(max_extras_per_unit), " items");
      for (std::size_t k = 0; k < u.extra.size(); ++k) {
        const std::string item = unit + out.indexed(".extra", k);
        out.name(item, ".label", u.extra[k].label.too_long(), max_label_length);
        out.count(item, ".value", u.extra[k].value, 0, max_count);
      }
    }
  }

  const bool one_each = c.sides[0].units.size() == 1 && c.sides[1].units.size() == 1;
  if (c.engagements.empty() && !one_each && !c.sides[0].units.empty() && !c.sides[1].units.empty())
    out.add("engagements", "", "must say who fights whom when a side has more than one unit");

  if (c.engagements.overflowed())
    out.add("engagements", "", "dropped an engagement added when full: a combat holds at most ",
            static_cast<long long>(max_engagements), " engagements");
  for (std::size_t i = 0; i < c.engagements.size(); ++i) {
    const engagement& e = c.engagements[i];
    const std::string at = out.indexed("engagements", i);
    const bool ok = c.has(e.unit) && c.has(e.fights);
    if (!c.has(e.unit)) out.add(at, ".unit", "names no unit of the combat");
    if (!c.has(e.fights)) out.add(at, ".fights", "names no unit of the combat");
    if (!is_listed(e.target_facing)) out.add(at, ".facing", "must be front, flank or rear");
    if (!ok) continue;
    // A unit engaged with itself is a unit engaged with its own side: one check catches both.
    if (e.unit.side == e.fights.side) out.add(at, ".fights", "must be a unit of the other side");
    for (std::size_t j = 0; j < i; ++j) {
      const engagement& f = c.engagements[j];
      if (f.unit == e.unit && f.fights == e.fights) {
        out.add(at, "", "repeats engagements[", static_cast<long long>(j),
                "]: a unit fights one facing of an enemy unit");
        break;
      }
    }
  }
  // Every unit of a combat fights: one that no engagement names (as the unit or the one it
  // fights) would still add its ranks, standard and charge to its side's score.
  if (!c.engagements.empty())
    for (std::size_t s = 0; s < 2; ++s)
      for (std::size_t i = 0; i < c.sides[s].units.size(); ++i) {
        const unit_ref r{static_cast<side_index>(s), static_cast<std::uint8_t>(i)};
        bool engaged = false;
        for (const engagement& e : c.engagements) engaged = engaged || e.unit == r || e.fights == r;
        if (!engaged)
          out.add(out.indexed("sides", s) + out.indexed(".units", i), "",
                  "is in no engagement: list whom it fights, or leave it out of the combat");
      }
  return out.take();
}

namespace detail {
// Every unit whose troop type a rule set rejects; `instead_of(t)` names the types to choose.
template <on_use = void>
void check_troop_types(const combat& c, std::string_view rule_set,
                       std::string_view (*instead_of)(troop_type) noexcept,
                       std::vector<problem>& out) {
  for (std::size_t s = 0; s < 2; ++s)
    for (std::size_t i = 0; i < c.sides[s].units.size(); ++i) {
      const troop_type t = c.sides[s].units[i].troop;
      if (!is_listed(t)) continue;  // validate(c) reports it
      const std::string_view choices = instead_of(t);
      if (choices.empty()) continue;
      out.push_back({problem_list::cat({problem_list::indexed("sides", s),
                                        problem_list::indexed(".units", i), ".troop_type"}),
                     problem_list::cat({"\"", name_of(t), "\" is not a troop type of ", rule_set,
                                        ": choose ", choices})});
    }
}
}  // namespace detail

// Each unit whose troop type rule set R does not know, naming the types to choose instead.
template <CombatRules R>
[[nodiscard]] std::vector<problem> validate_troop_types(const combat& c) {
  std::vector<problem> out;
  detail::check_troop_types(c, R::info.id, &component_t<combat_roles::troops, R>::instead_of, out);
  return out;
}

// Every problem with a combat for the rule set R that will resolve it: validate(c), then each
// troop type R does not know.
template <CombatRules R>
[[nodiscard]] std::vector<problem> validate(const combat& c) {
  std::vector<problem> out = validate(c);
  for (problem& p : validate_troop_types<R>(c)) out.push_back(std::move(p));
  return out;
}

}  // namespace rankfile
