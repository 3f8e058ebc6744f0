// rankfile/validate.hpp: every problem with a combat, each with the path of the field.
//
//   for (const rankfile::problem& p : rankfile::validate(c))
//     std::cerr << p.path << ": " << p.message << '\n';   // sides[1].units[0].files: must be ...
//
// An empty list means the combat meets every precondition of resolve(); validate_battle<R>
// does the same for score<R>(). Validation allocates (it builds messages); the engines do not.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rankfile/core/battle.hpp"
#include "rankfile/core/combat.hpp"
#include "rankfile/rules/rule_set.hpp"

namespace rankfile {

struct problem {
  std::string path;
  std::string message;

  friend bool operator==(const problem&, const problem&) = default;
};

namespace detail {

// Joins string pieces into one string.
inline std::string join(std::initializer_list<std::string_view> parts) {
  std::string s;
  for (std::string_view p : parts) s.append(p);
  return s;
}

inline void check_count(std::vector<problem>& out, std::string path, int value, int min,
                        int max = max_count) {
  if (value >= min && value <= max) return;
  const bool low = value < min;
  out.push_back({std::move(path),
                 join({low ? "must be at least " : "must be at most ",
                       std::to_string(low ? min : max), ", got ", std::to_string(value)})});
}

}  // namespace detail

[[nodiscard]] inline std::vector<problem> validate(const combat& c) {
  using detail::join;
  std::vector<problem> out;
  for (side_index s = 0; s < 2; ++s) {
    const combat_side& side = c.sides[s];
    const std::string path = join({"sides[", std::to_string(s), "]"});
    detail::check_count(out, path + ".wounds_inflicted", side.wounds_inflicted, 0);
    detail::check_count(out, path + ".challenge_overkill", side.challenge_overkill, 0);
    if (side.units.empty()) out.push_back({path + ".units", "must list at least one unit"});
    for (std::size_t i = 0; i < side.units.size(); ++i) {
      const combat_unit& u = side.units[i];
      const std::string p = join({path, ".units[", std::to_string(i), "]."});
      detail::check_count(out, p + "models", u.models, 0);
      detail::check_count(out, p + "models_at_start", u.models_at_start, 0);
      detail::check_count(out, p + "files", u.files, 1);
      detail::check_count(out, p + "unit_strength", u.unit_strength, 0);
      detail::check_count(out, p + "unit_strength_at_start", u.unit_strength_at_start, 0);
      if (u.elevation < -max_count || u.elevation > max_count)
        out.push_back({p + "elevation", join({"must be between -", std::to_string(max_count),
                                              " and ", std::to_string(max_count)})});
    }
  }

  const bool one_each = c.sides[0].units.size() == 1 && c.sides[1].units.size() == 1;
  if (c.engagements.empty() && !one_each && !c.sides[0].units.empty() &&
      !c.sides[1].units.empty())
    out.push_back({"engagements", "must say who fights whom when a side has more than one unit"});

  const auto exists = [&](unit_ref r) {
    return r.side < 2 && r.index < c.sides[r.side].units.size();
  };
  for (std::size_t i = 0; i < c.engagements.size(); ++i) {
    const engagement& e = c.engagements[i];
    const std::string path = join({"engagements[", std::to_string(i), "]"});
    const bool ok = exists(e.unit) && exists(e.fights);
    if (!exists(e.unit)) out.push_back({path + ".unit", "names no unit of the combat"});
    if (!exists(e.fights)) out.push_back({path + ".fights", "names no unit of the combat"});
    if (static_cast<int>(e.target_facing) > static_cast<int>(facing::rear))
      out.push_back({path + ".facing", "must be front, flank or rear"});
    if (!ok) continue;
    if (e.unit.side == e.fights.side)
      out.push_back({path + ".fights", "must be a unit of the other side"});
    for (std::size_t j = 0; j < i; ++j) {
      const engagement& f = c.engagements[j];
      if (f.unit == e.unit && f.fights == e.fights) {
        out.push_back({path, join({"repeats engagements[", std::to_string(j),
                                   "]: a unit fights one facing of an enemy unit"})});
        break;
      }
    }
  }
  return out;
}

// Every problem with a finished battle, for the rule set R that will score it.
template <VictoryRules R>
[[nodiscard]] std::vector<problem> validate_battle(const battle& b) {
  using detail::join;
  std::vector<problem> out;
  detail::check_count(out, "points_limit", b.points_limit, 1, max_points);
  if (b.armies[0].conceded && b.armies[1].conceded)
    out.push_back({"armies[1].conceded", "only one army can concede"});
  for (std::size_t a = 0; a < 2; ++a) {
    const battle_army& army = b.armies[a];
    const std::string path = join({"armies[", std::to_string(a), "]"});
    if (army.conceded && !R::concession::covered)
      out.push_back({path + ".conceded", join({"rule set ", R::info.id,
                                               " has no known rule for conceding"})});
    detail::check_count(out, path + ".bonus_victory_points", army.bonus_victory_points, 0,
                        max_points);
    detail::check_count(out, path + ".table_quarters", army.table_quarters, 0, 4);
    for (std::size_t i = 0; i < army.units.size(); ++i) {
      const battle_unit& u = army.units[i];
      const std::string p = join({path, ".units[", std::to_string(i), "]."});
      detail::check_count(out, p + "cost", u.cost, 0, max_points);
      detail::check_count(out, p + "strength_at_start", u.strength_at_start, 1, max_points);
      detail::check_count(out, p + "strength_at_end", u.strength_at_end, 0, max_points);
      detail::check_count(out, p + "standards_lost_in_combat", u.standards_lost_in_combat, 0, 100);
      detail::check_count(out, p + "standards_lost_otherwise", u.standards_lost_otherwise, 0, 100);
      if (u.is_detachment() &&
          (u.detachment_of < 0 || static_cast<std::size_t>(u.detachment_of) >= i ||
           army.units[static_cast<std::size_t>(u.detachment_of)].is_detachment()))
        out.push_back({p + "detachment_of", "must name an earlier unit that is no detachment"});
      for (std::size_t j = 0; j < i; ++j)
        if (!u.id.empty() && army.units[j].id == u.id) {
          out.push_back({p + "id", join({"repeats the id of units[", std::to_string(j), "]"})});
          break;
        }
    }
  }
  return out;
}

}  // namespace rankfile
