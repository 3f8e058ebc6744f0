// Short, constexpr ways to write combats in tests.
//
//   constexpr auto c = test::make(test::side("Empire", 3, {test::unit("Halberdiers", 20, 5)}),
//                                 test::side("Orcs", 2, {test::unit("Boyz", 15, 5)}));
#pragma once

#include <initializer_list>
#include <string_view>

#include "rankfile/combat/combat.hpp"

namespace test {

using rankfile::combat;
using rankfile::combat_side;
using rankfile::combat_unit;
using rankfile::engagement;
using rankfile::facing;
using rankfile::unit_ref;

// A unit that took no casualties; each modifier returns a changed copy.
struct unit {
  combat_unit u;

  constexpr unit(std::string_view name, int models, int files)
      : u(rankfile::block(name, models, files)) {}

  // Ended the round with `m` models (unit strength follows, one per model).
  constexpr unit ends_with(int m) const {
    unit c = *this;
    c.u.unit_strength = m * (u.models == 0 ? 1 : u.unit_strength / u.models);
    c.u.models = m;
    return c;
  }
  constexpr unit strength(int end, int start) const {
    unit c = *this;
    c.u.unit_strength = end;
    c.u.unit_strength_at_start = start;
    return c;
  }
  constexpr unit with_standard() const {
    unit c = *this;
    c.u.standard = true;
    return c;
  }
  constexpr unit with_battle_standard() const {
    unit c = *this;
    c.u.battle_standard = true;
    return c;
  }
  constexpr unit with_musician() const {
    unit c = *this;
    c.u.musician = true;
    return c;
  }
  constexpr unit charging() const {
    unit c = *this;
    c.u.charged = true;
    return c;
  }
  constexpr unit charging_downhill() const {
    unit c = *this;
    c.u.charged = true;
    c.u.charged_downhill = true;
    return c;
  }
  constexpr unit at_elevation(int e) const {
    unit c = *this;
    c.u.elevation = e;
    return c;
  }
  constexpr unit of_type(rankfile::troop_type t) const {
    unit c = *this;
    c.u.troop = t;
    return c;
  }
  constexpr unit in(rankfile::formation f) const {
    unit c = *this;
    c.u.order = f;
    return c;
  }
  constexpr unit as_horde() const {
    unit c = *this;
    c.u.horde = true;
    return c;
  }
  constexpr unit disrupted_earlier() const {
    unit c = *this;
    c.u.disrupted_earlier = true;
    return c;
  }
  constexpr unit with_extra(std::string_view label, int value) const {
    unit c = *this;
    c.u.extra.push_back({label, value});
    return c;
  }
  // Unit strength `per_model` a model, at the start and the end of the round.
  constexpr unit per_model(int per_model) const {
    unit c = *this;
    c.u.unit_strength = u.models * per_model;
    c.u.unit_strength_at_start = u.models_at_start * per_model;
    return c;
  }

  constexpr operator combat_unit() const { return u; }  // NOLINT: implicit by design
};

constexpr combat_side side(std::string_view name, int wounds,
                           std::initializer_list<combat_unit> units, int overkill = 0) {
  combat_side s{.name = name, .wounds_inflicted = wounds, .challenge_overkill = overkill};
  for (const combat_unit& u : units) s.units.push_back(u);
  return s;
}

// Unit `index` of side `s`.
constexpr unit_ref ref(int s, int index) {
  return {static_cast<rankfile::side_index>(s), static_cast<std::uint8_t>(index)};
}

constexpr engagement fights(unit_ref u, unit_ref target, facing f = facing::front) {
  return {.unit = u, .fights = target, .target_facing = f};
}

constexpr combat make(const combat_side& a, const combat_side& b,
                      std::initializer_list<engagement> engagements = {}) {
  combat c{.sides = {a, b}};
  for (const engagement& e : engagements) c.engagements.push_back(e);
  return c;
}

}  // namespace test
