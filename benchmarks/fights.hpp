// The fights the round-odds benchmarks time (issue 45), shared by the hand-written Monte Carlo
// baseline (fight_monte_carlo.hpp) and the exact engine, so that both time the same fights:
//
//   infantry_25_25()    25 Spearmen (thrusting spear, shield, light armour) charged 4" by 25
//                       Swordsmen (hand weapon and shield: Parry), standards and musicians: the
//                       spear's supporting rank and +1 I, the charge's Initiative, Press of Battle
//                       in later rounds. Timed as one round and as a whole combat of 6 rounds.
//   monstrous_10_10()   10 three-Wound monstrous infantry with Impact Hits (D3) and Stomp
//                       Attacks (1) charging 5" into 10 three-Wound monstrous infantry with
//                       Regeneration (4+) and Stomp Attacks (1), each 5 wide.
//
// Made-up units with plausible characteristics: the rules they exercise are what matters.
#pragma once

#include "rankfile/odds/fight.hpp"

namespace rankfile::bench {

inline constexpr int combat_rounds = 6;  // the whole combat's rounds

inline fight infantry_25_25() {
  fight f;
  f.sides[0] = {.name = "Spearmen",
                .troop = troop_type::regular_infantry,
                .models = 25,
                .files = 5,
                .profile = {.ws = 3, .s = 3, .t = 3, .w = 1, .i = 3, .a = 1, .ld = 7},
                .armour = 6,
                .shield = true,
                .weapon = weapon::thrusting_spear,
                .standard = true,
                .musician = true};
  f.sides[1] = {.name = "Swordsmen",
                .troop = troop_type::regular_infantry,
                .models = 25,
                .files = 5,
                .profile = {.ws = 4, .s = 3, .t = 3, .w = 1, .i = 4, .a = 1, .ld = 7},
                .armour = 6,
                .shield = true,
                .weapon = weapon::hand_weapon,
                .standard = true,
                .musician = true};
  f.round = {.number = 1, .charger = side_index{1}, .charge_inches = 4};
  return f;
}

inline fight monstrous_10_10() {
  fight f;
  f.sides[0] = {.name = "Ogres",
                .troop = troop_type::monstrous_infantry,
                .models = 10,
                .files = 5,
                .profile = {.ws = 3, .s = 4, .t = 4, .w = 3, .i = 2, .a = 3, .ld = 7},
                .armour = 6,
                .special_rules = {.impact_hits = {.die = 3}, .stomp_attacks = {.fixed = 1}},
                .standard = true};
  f.sides[1] = {.name = "Trolls",
                .troop = troop_type::monstrous_infantry,
                .models = 10,
                .files = 5,
                .profile = {.ws = 3, .s = 5, .t = 4, .w = 3, .i = 1, .a = 3, .ld = 6},
                .regeneration = 4,
                .special_rules = {.stomp_attacks = {.fixed = 1}}};
  f.round = {.number = 1, .charger = side_index{0}, .charge_inches = 5};
  return f;
}

}  // namespace rankfile::bench
