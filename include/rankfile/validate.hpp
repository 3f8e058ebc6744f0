// rankfile/validate.hpp: every problem with a combat, each with the path of the field.
//
//   for (const rankfile::problem& p : rankfile::validate(c))
//     std::cerr << p.path << ": " << p.message << '\n';   // sides[1].units[0].files: must be ...
//
// An empty list means the combat meets every precondition of resolve(). Validation allocates
// (it builds messages); the engines do not.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rankfile/core/combat.hpp"

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

inline void check_count(std::vector<problem>& out, std::string path, int value, int min) {
  if (value >= min && value <= max_count) return;
  const bool low = value < min;
  out.push_back({std::move(path),
                 join({low ? "must be at least " : "must be at most ",
                       std::to_string(low ? min : max_count), ", got ", std::to_string(value)})});
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

}  // namespace rankfile
