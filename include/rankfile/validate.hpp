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

// Collects problems. A path is given as a prefix and a field ("sides[0]", ".files"); the
// strings are built here, once, so that a check costs its caller one call (which keeps the
// validators cheap to compile as well as to run).
class problem_list {
 public:
  void add(std::string_view at, std::string_view field, std::string_view message) {
    out_.push_back({cat({at, field}), std::string(message)});
  }
  // A problem whose message has a number in it: `before` + n + `after`.
  void add(std::string_view at, std::string_view field, std::string_view before, long long n,
           std::string_view after) {
    out_.push_back({cat({at, field}), cat({before, std::to_string(n), after})});
  }
  // value must lie in [min, max].
  void count(std::string_view at, std::string_view field, long long value, long long min,
             long long max = max_count) {
    if (value >= min && value <= max) return;
    const bool low = value < min;
    out_.push_back({cat({at, field}), cat({low ? "must be at least " : "must be at most ",
                                           std::to_string(low ? min : max), ", got ",
                                           std::to_string(value)})});
  }
  [[nodiscard]] std::vector<problem> take() noexcept { return std::move(out_); }

  // "name[i]"
  [[nodiscard]] static std::string indexed(std::string_view name, std::size_t i) {
    return cat({name, "[", std::to_string(i), "]"});
  }
  [[nodiscard]] static std::string cat(std::initializer_list<std::string_view> parts) {
    std::string s;
    for (std::string_view p : parts) s.append(p);
    return s;
  }

 private:
  std::vector<problem> out_;
};

}  // namespace detail

[[nodiscard]] inline std::vector<problem> validate(const combat& c) {
  detail::problem_list out;
  for (side_index s = 0; s < 2; ++s) {
    const combat_side& side = c.sides[s];
    const std::string at = out.indexed("sides", s);
    out.count(at, ".wounds_inflicted", side.wounds_inflicted, 0);
    out.count(at, ".challenge_overkill", side.challenge_overkill, 0);
    if (side.units.empty()) out.add(at, ".units", "must list at least one unit");
    for (std::size_t i = 0; i < side.units.size(); ++i) {
      const combat_unit& u = side.units[i];
      const std::string unit = at + out.indexed(".units", i);
      out.count(unit, ".models", u.models, 0);
      out.count(unit, ".models_at_start", u.models_at_start, 0);
      out.count(unit, ".files", u.files, 1);
      out.count(unit, ".unit_strength", u.unit_strength, 0);
      out.count(unit, ".unit_strength_at_start", u.unit_strength_at_start, 0);
      if (u.elevation < -max_count || u.elevation > max_count)
        out.add(unit, ".elevation",
                out.cat({"must be between -", std::to_string(max_count), " and ",
                         std::to_string(max_count)}));
    }
  }

  const bool one_each = c.sides[0].units.size() == 1 && c.sides[1].units.size() == 1;
  if (c.engagements.empty() && !one_each && !c.sides[0].units.empty() &&
      !c.sides[1].units.empty())
    out.add("engagements", "", "must say who fights whom when a side has more than one unit");

  const auto exists = [&](unit_ref r) {
    return r.side < 2 && r.index < c.sides[r.side].units.size();
  };
  for (std::size_t i = 0; i < c.engagements.size(); ++i) {
    const engagement& e = c.engagements[i];
    const std::string at = out.indexed("engagements", i);
    const bool ok = exists(e.unit) && exists(e.fights);
    if (!exists(e.unit)) out.add(at, ".unit", "names no unit of the combat");
    if (!exists(e.fights)) out.add(at, ".fights", "names no unit of the combat");
    if (static_cast<int>(e.target_facing) > static_cast<int>(facing::rear))
      out.add(at, ".facing", "must be front, flank or rear");
    if (!ok) continue;
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
  return out.take();
}

// Every problem with a finished battle, for a rule set named `rule_set` that covers conceding
// or not; validate_battle<R> below passes R's.
[[nodiscard]] inline std::vector<problem> validate_battle(const battle& b,
                                                          std::string_view rule_set,
                                                          bool covers_concession) {
  detail::problem_list out;
  out.count("points_limit", "", b.points_limit, 1, max_points);
  if (b.armies[0].conceded && b.armies[1].conceded)
    out.add("armies[1].conceded", "", "only one army can concede");
  for (std::size_t a = 0; a < 2; ++a) {
    const battle_army& army = b.armies[a];
    const std::string at = out.indexed("armies", a);
    if (army.conceded && !covers_concession)
      out.add(at, ".conceded",
              out.cat({"rule set ", rule_set, " has no known rule for conceding"}));
    out.count(at, ".bonus_victory_points", army.bonus_victory_points, 0, max_points);
    out.count(at, ".table_quarters", army.table_quarters, 0, 4);
    for (std::size_t i = 0; i < army.units.size(); ++i) {
      const battle_unit& u = army.units[i];
      const std::string unit = at + out.indexed(".units", i);
      out.count(unit, ".cost", u.cost, 0, max_points);
      out.count(unit, ".strength_at_start", u.strength_at_start, 1, max_points);
      out.count(unit, ".strength_at_end", u.strength_at_end, 0, max_points);
      out.count(unit, ".standards_lost_in_combat", u.standards_lost_in_combat, 0, 100);
      out.count(unit, ".standards_lost_otherwise", u.standards_lost_otherwise, 0, 100);
      if (u.is_detachment() &&
          (u.detachment_of < 0 || static_cast<std::size_t>(u.detachment_of) >= i ||
           army.units[static_cast<std::size_t>(u.detachment_of)].is_detachment()))
        out.add(unit, ".detachment_of", "must name an earlier unit that is no detachment");
      for (std::size_t j = 0; j < i; ++j)
        if (!u.id.empty() && army.units[j].id == u.id) {
          out.add(unit, ".id", "repeats the id of units[", static_cast<long long>(j), "]");
          break;
        }
    }
  }
  return out.take();
}

// Every problem with a finished battle, for the rule set R that will score it.
template <VictoryRules R>
[[nodiscard]] std::vector<problem> validate_battle(const battle& b) {
  return validate_battle(b, R::info.id, R::concession::covered);
}

}  // namespace rankfile
