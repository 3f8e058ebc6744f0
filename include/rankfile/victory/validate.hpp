// rankfile/victory/validate.hpp: every problem with a finished battle, with the path of the field.
//
//   for (const rankfile::problem& p : rankfile::validate_battle<rankfile::tow>(b)) ...
//
// An empty list means the battle meets every precondition of score<R>(). Validation allocates
// (it builds messages); the engines do not.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "rankfile/core/on_use.hpp"
#include "rankfile/core/problem.hpp"
#include "rankfile/victory/battle.hpp"
#include "rankfile/victory/roles.hpp"

namespace rankfile {

// Every problem with a finished battle, for a rule set named `rule_set` that covers conceding
// or not, and takes a standard only with its unit or not (bonus_vp_rule::standard_taken_with_unit);
// validate_battle<R> below passes R's.
template <on_use = void>
[[nodiscard]] std::vector<problem> validate_battle(const battle& b, std::string_view rule_set,
                                                   bool covers_concession,
                                                   bool standard_taken_with_unit = true) {
  detail::problem_list out;
  out.count("points_limit", "", b.points_limit, 1, max_points);
  if (b.armies[0].conceded && b.armies[1].conceded)
    out.add("armies[1].conceded", "", "only one army can concede");
  for (std::size_t a = 0; a < 2; ++a) {
    const battle_army& army = b.armies[a];
    const std::string at = out.indexed("armies", a);
    out.name(at, ".name", army.name.too_long(), max_battle_name_length);
    if (army.conceded && !covers_concession)
      out.add(at, ".conceded",
              out.cat({"rule set ", rule_set, " has no known rule for conceding"}));
    out.count(at, ".bonus_victory_points", army.bonus_victory_points, 0, max_points);
    out.count(at, ".table_quarters", army.table_quarters, 0, table_quarter_count);
    // A push_back past the list's capacity dropped its value (core/fixed_vector.hpp).
    if (army.units.overflowed())
      out.add(at, ".units", "dropped a unit added when full: an army holds at most ",
              static_cast<long long>(max_battle_units), " units");
    for (std::size_t i = 0; i < army.units.size(); ++i) {
      const battle_unit& u = army.units[i];
      const std::string unit = at + out.indexed(".units", i);
      out.name(unit, ".id", u.id.too_long(), max_battle_name_length);
      out.count(unit, ".cost", u.cost, 0, max_points);
      out.count(unit, ".strength_at_start", u.strength_at_start, 1, max_points);
      out.count(unit, ".strength_at_end", u.strength_at_end, 0, max_points);
      // A unit gains no strength in a battle (its wounds and models are only ever lost).
      if (u.strength_at_end > u.strength_at_start && u.strength_at_start >= 1 &&
          u.strength_at_end <= max_points)
        out.add(unit, ".strength_at_end",
                out.cat({"must be at most strength_at_start (", std::to_string(u.strength_at_start),
                         "), got ", std::to_string(u.strength_at_end),
                         ": a unit ends a battle with no more strength than it began with"}));
      // A value cast from a number past its enum's table (the JSON reader never makes one).
      if (!is_listed(u.kind)) out.add(unit, ".kind", "is no kind of unit");
      if (!is_listed(u.state)) out.add(unit, ".state", "is no state of a unit");
      out.count(unit, ".standards_lost_in_combat", u.standards_lost_in_combat, 0,
                max_standards_per_unit);
      out.count(unit, ".standards_lost_otherwise", u.standards_lost_otherwise, 0,
                max_standards_per_unit);
      // Inputs that contradict themselves: slain in combat (or its standards lost there) yet on
      // the table at the end. A unit with nothing left is destroyed whatever its state says.
      const bool on_table = u.state == unit_state::in_play || u.state == unit_state::fleeing;
      if (on_table && u.strength_at_end > 0 && u.slain_in_combat)
        out.add(unit, ".slain_in_combat",
                out.cat({"contradicts state \"", name_of(u.state),
                         "\": a unit slain in combat is destroyed"}));
      // Where a standard is taken only with its unit, the unit was slain in combat. A conceding
      // army gives up what it has: its standards may be counted as taken (TOW, Conceding: every
      // available point; whether trophies are among them is not said).
      if (standard_taken_with_unit && !army.conceded && u.standards_lost_in_combat > 0) {
        if (on_table && u.strength_at_end > 0)
          out.add(unit, ".standards_lost_in_combat",
                  out.cat({"contradicts state \"", name_of(u.state),
                           "\": standards are lost in combat when their unit is destroyed or "
                           "run down"}));
        else if (!u.slain_in_combat)
          out.add(unit, ".standards_lost_in_combat",
                  "needs slain_in_combat: a standard is taken with its unit, destroyed in "
                  "combat or run down (a unit destroyed otherwise gives up none)");
      }
      if (u.is_detachment() &&
          (u.detachment_of < 0 || static_cast<std::size_t>(u.detachment_of) >= i ||
           army.units[static_cast<std::size_t>(u.detachment_of)].is_detachment()))
        out.add(unit, ".detachment_of", "must name an earlier unit that is no detachment");
      for (std::size_t j = 0; j < i; ++j)
        if (!u.id.empty() && army.units[j].id == u.id) {
          out.add(unit, ".id", "repeats the id of units[", static_cast<long long>(j), "]");
          break;
        }
      // An army has one General and one battle standard bearer.
      for (std::size_t j = 0; j < i; ++j)
        if (u.general && army.units[j].general) {
          out.add(unit, ".general", "the army's General is already units[",
                  static_cast<long long>(j), "]: an army has one");
          break;
        }
      for (std::size_t j = 0; j < i; ++j)
        if (u.battle_standard_bearer && army.units[j].battle_standard_bearer) {
          out.add(unit, ".battle_standard_bearer",
                  "the army's battle standard bearer is already units[", static_cast<long long>(j),
                  "]: an army has one");
          break;
        }
    }
  }
  // One army at most holds a quarter: an enemy unit in it, not fleeing, denies it (6th edition
  // Victory Points; 7th edition Captured Table Quarters): the two hold the table's four at most.
  const auto quarters_ok = [](int q) { return q >= 0 && q <= table_quarter_count; };
  if (quarters_ok(b.armies[0].table_quarters) && quarters_ok(b.armies[1].table_quarters) &&
      b.armies[0].table_quarters + b.armies[1].table_quarters > table_quarter_count)
    out.add("armies[1].table_quarters", "",
            out.cat({"the two armies hold ",
                     std::to_string(b.armies[0].table_quarters + b.armies[1].table_quarters),
                     " table quarters between them: the table has ",
                     std::to_string(table_quarter_count)}));
  return out.take();
}

// Every problem with a finished battle, for the rule set R that will score it.
template <VictoryRules R>
[[nodiscard]] std::vector<problem> validate_battle(const battle& b) {
  return validate_battle(b, R::info.id, component_t<victory_roles::concession, R>::covered,
                         component_t<victory_roles::bonus_vp, R>::rule.standard_taken_with_unit);
}

}  // namespace rankfile
