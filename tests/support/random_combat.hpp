// Random valid combats, for property tests and benchmarks.
//
// Shapes: about 60 % one against one, 25 % two against one, 15 % three against two. Extra
// units fight the front, flank or rear of an enemy unit; ties and wiped-out sides occur.
// Deterministic for a given seed.
#pragma once

#include <cstdint>
#include <random>

#include "rankfile/combat/combat.hpp"

namespace test {

class combat_generator {
 public:
  explicit combat_generator(std::uint64_t seed) : rng_(seed) {}

  rankfile::combat next() {
    const int shape = roll(0, 99);
    const int n0 = shape < 60 ? 1 : shape < 85 ? 2 : 3;
    const int n1 = shape < 85 ? 1 : 2;
    rankfile::combat c;
    fill_side(c.sides[0], n0, "A");
    fill_side(c.sides[1], n1, "B");
    if (roll(0, 9) == 0) c.sides[1].wounds_inflicted = c.sides[0].wounds_inflicted;  // a tie

    if (n0 > 1 || n1 > 1) {
      // The first units fight each other front to front; every other unit fights some
      // enemy unit on a random facing.
      c.engagements.push_back({{0, 0}, {1, 0}, rankfile::facing::front});
      c.engagements.push_back({{1, 0}, {0, 0}, rankfile::facing::front});
      for (int s = 0; s < 2; ++s) {
        const int mine = s == 0 ? n0 : n1;
        const int theirs = s == 0 ? n1 : n0;
        for (int i = 1; i < mine; ++i) {
          const auto target = static_cast<std::uint8_t>(roll(0, theirs - 1));
          c.engagements.push_back(
              {{static_cast<rankfile::side_index>(s), static_cast<std::uint8_t>(i)},
               {static_cast<rankfile::side_index>(1 - s), target},
               static_cast<rankfile::facing>(roll(0, 2))});
        }
      }
    }
    return c;
  }

 private:
  int roll(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }

  void fill_side(rankfile::combat_side& side, int units, const char* name) {
    side.name = name;
    side.wounds_inflicted = roll(0, 8);
    side.challenge_overkill = roll(0, 5) == 0 ? roll(1, 8) : 0;
    const bool wiped = roll(0, 19) == 0;
    for (int i = 0; i < units; ++i) {
      rankfile::combat_unit u;
      u.models_at_start = roll(1, 40);
      u.models = wiped ? 0 : u.models_at_start - roll(0, u.models_at_start / 3);
      u.files = roll(0, 3) == 0 ? roll(1, 8) : roll(4, 6);
      const int per_model = roll(0, 4) == 0 ? roll(2, 3) : 1;
      u.unit_strength = u.models * per_model;
      u.unit_strength_at_start = u.models_at_start * per_model;
      u.charged = roll(0, 2) == 0;
      u.charged_downhill = u.charged && roll(0, 3) == 0;
      u.elevation = roll(0, 3) == 0 ? roll(1, 3) : 0;
      u.standard = roll(0, 1) == 0;
      u.battle_standard = roll(0, 7) == 0;
      u.musician = roll(0, 1) == 0;
      // Troop types every rule set accepts (The Old World rejects plain cavalry and chariot).
      constexpr rankfile::troop_type troops[] = {
          rankfile::troop_type::infantry,           rankfile::troop_type::heavy_infantry,
          rankfile::troop_type::monstrous_infantry, rankfile::troop_type::light_cavalry,
          rankfile::troop_type::heavy_cavalry,      rankfile::troop_type::war_beasts,
          rankfile::troop_type::light_chariot,      rankfile::troop_type::monster};
      u.troop = roll(0, 1) == 0 ? troops[0] : troops[roll(1, 7)];
      const int order = roll(0, 9);
      u.order = order < 7   ? rankfile::formation::close_order
                : order < 9 ? rankfile::formation::open_order
                            : rankfile::formation::skirmish;
      u.horde = roll(0, 7) == 0;
      u.disrupted_earlier = roll(0, 15) == 0;
      if (roll(0, 7) == 0) u.extra.push_back({"Banner", roll(1, 2)});
      side.units.push_back(u);
    }
  }

  std::mt19937_64 rng_;
};

}  // namespace test
