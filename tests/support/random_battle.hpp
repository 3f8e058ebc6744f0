// Random valid finished battles (armies of up to `max_units` units), for property tests and
// benchmarks. Deterministic for a given generator state.
#pragma once

#include <random>

#include "rankfile/victory/battle.hpp"

namespace test {

inline rankfile::battle random_battle(std::mt19937& rng, int min_units = 1, int max_units = 25) {
  using namespace rankfile;
  const auto roll = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  battle b{.points_limit = roll(5, 40) * 100};
  for (battle_army& a : b.armies) {
    const int n = roll(min_units, max_units);
    for (int i = 0; i < n; ++i) {
      battle_unit u{.cost = roll(1, 60) * 5, .strength_at_start = roll(1, 40)};
      u.strength_at_end = roll(0, u.strength_at_start);
      u.state = static_cast<unit_state>(roll(0, 3));
      u.general = i == 0;
      u.battle_standard_bearer = i == 1;
      u.slain_in_combat = roll(0, 1) == 1;
      u.standards_lost_in_combat = roll(0, 4) == 0 ? 1 : 0;
      // Only a unit that left the table (or has nothing left) was slain or lost standards in
      // combat, and only one slain there lost them (The Old World takes a standard only with
      // its unit): anything else contradicts itself, and validation says so.
      if ((u.state == unit_state::in_play || u.state == unit_state::fleeing) &&
          u.strength_at_end > 0)
        u.slain_in_combat = false;
      if (!u.slain_in_combat) u.standards_lost_in_combat = 0;
      if (i > 2 && roll(0, 9) == 0) u.detachment_of = 2;  // a fanatic of unit 2
      a.units.push_back(u);
    }
    a.bonus_victory_points = roll(0, 3) == 0 ? roll(0, 300) : 0;
    a.table_quarters = roll(0, 2);
    a.broken = roll(0, 3) == 0;
  }
  if (roll(0, 19) == 0) b.armies[static_cast<std::size_t>(roll(0, 1))].conceded = true;
  return b;
}

}  // namespace test
