// Short, constexpr ways to write finished battles in tests.
#pragma once

#include <initializer_list>
#include <string_view>

#include "rankfile/victory/battle.hpp"
#include "rankfile/victory/score.hpp"

namespace test {

using rankfile::battle;
using rankfile::battle_army;
using rankfile::battle_unit;
using rankfile::unit_state;

// A unit of `cost` points that began with `start` and ended with `end` strength in `state`.
constexpr battle_unit bu(std::string_view id, int cost, int start, int end,
                         unit_state state = unit_state::in_play) {
  return {
      .id = id, .cost = cost, .strength_at_start = start, .strength_at_end = end, .state = state};
}

constexpr battle_army army(std::string_view name, std::initializer_list<battle_unit> units) {
  battle_army a{.name = name};
  for (const battle_unit& u : units) a.units.push_back(u);
  return a;
}

// A battle where `loser` lost the listed units and the other army lost nothing that scores.
constexpr battle against(const battle_army& enemy, int points_limit = 2000) {
  return {.points_limit = points_limit,
          .armies = {army("Scorer", {bu("untouched", 100, 10, 10)}), enemy}};
}

// What army 0 scores from `enemy` under rule set R.
template <class R>
constexpr int vp_from(const battle_army& enemy) {
  return rankfile::score<R>(against(enemy)).armies[0].victory_points;
}

// Army 0 scores `a`, army 1 scores `b` as bonus points; nothing else scores.
constexpr battle scored(int a, int b, int points_limit) {
  battle x{.points_limit = points_limit,
           .armies = {army("A", {bu("a", 10, 10, 10)}), army("B", {bu("b", 10, 10, 10)})}};
  x.armies[0].bonus_victory_points = a;
  x.armies[1].bonus_victory_points = b;
  return x;
}

}  // namespace test
