// The teaching case: one combat, four flankers, every rule set side by side.
//
// 20 Spearmen, four ranks of five with a standard, fight an enemy unit to their front (ten models
// in one rank) and are charged in the flank by a second enemy unit. The flankers differ only in
// size and shape, which is exactly what the editions disagree about: does the flanker take the
// Spearmen's ranks away, and does it earn its flank bonus?
#pragma once

#include <array>
#include <string_view>

#include <rankfile/combat/combat.hpp>

namespace teaching {

struct flanker {
  std::string_view shape;  // as a column heading
  int models;
  int files;
};

inline constexpr std::array<flanker, 4> flankers{{{"10 in two ranks of 5", 10, 5},
                                                  {"10 in one rank of 10", 10, 10},
                                                  {"9 in one rank of 9", 9, 9},
                                                  {"4 models", 4, 4}}};

[[nodiscard]] constexpr rankfile::combat combat_with(flanker f) {
  rankfile::combat_unit spearmen = rankfile::block("Spearmen", 20, 5);
  spearmen.standard = true;
  rankfile::combat_unit front = rankfile::block("Swordsmen", 10, 10);
  rankfile::combat_unit flank = rankfile::block("Flankers", f.models, f.files);
  flank.charged = true;
  rankfile::combat c{.sides = {{{.name = "Empire", .units = {spearmen}},
                                {.name = "Enemy", .units = {front, flank}}}}};
  c.engagements.push_back(
      {.unit = {1, 0}, .fights = {0, 0}, .target_facing = rankfile::facing::front});
  c.engagements.push_back(
      {.unit = {0, 0}, .fights = {1, 0}, .target_facing = rankfile::facing::front});
  c.engagements.push_back(
      {.unit = {1, 1}, .fights = {0, 0}, .target_facing = rankfile::facing::flank});
  return c;
}

}  // namespace teaching
