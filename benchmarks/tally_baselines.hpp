// Hand-written scores-only resolvers, one per rule set with combat rules: the floor for
// rankfile::tally.
//
// Each is what a simulator author would write who needs only the two scores and the winner:
// integers and early exits, no lines, no reasons. They give the very same combat_tally as
// rankfile::tally (the benchmarks check every combat of the batch before timing). They live here
// only; the library never uses them.
#pragma once

#include <algorithm>
#include <limits>

#include "baselines.hpp"  // ranks_of
#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/result.hpp"

namespace tally_baseline {

using namespace rankfile;
using baseline::ranks_of;

inline bool any(const combat_side& side, bool combat_unit::*flag) {
  for (const combat_unit& u : side.units)
    if (u.*flag) return true;
  return false;
}

// Whether a unit not wiped out in the round has `flag` (a standard, a musician).
inline bool any_standing(const combat_side& side, bool combat_unit::*flag) {
  for (const combat_unit& u : side.units)
    if (u.*flag && u.models > 0) return true;
  return false;
}

// +1 for a standard and +1 for the battle standard, each on a unit not wiped out in the round.
inline int standards(const combat_side& side) {
  return any_standing(side, &combat_unit::standard) +
         any_standing(side, &combat_unit::battle_standard);
}

inline int extras(const combat_side& side) {
  int sum = 0;
  for (const combat_unit& u : side.units)
    for (const extra_item& item : u.extra) sum += item.value;
  return sum;
}

inline int strength(const combat_side& side) {
  int sum = 0;
  for (const combat_unit& u : side.units) sum += u.unit_strength;
  return sum;
}

// +1 if the side's highest unit stands above every enemy unit; a unit wiped out in the round
// stands nowhere, and with every enemy unit wiped out there is no one to stand above.
inline int high_ground(const combat_side& side, const combat_side& enemy) {
  const auto highest = [](const combat_side& of) {
    int h = std::numeric_limits<int>::min();
    for (const combat_unit& u : of.units)
      if (u.models >= 1) h = std::max(h, u.elevation);
    return h;
  };
  const int theirs = highest(enemy);
  return theirs != std::numeric_limits<int>::min() && highest(side) > theirs ? 1 : 0;
}

// The best undisrupted unit's ranks, capped; with `deepest_only`, none when a disrupted unit is
// deeper (after the cap) than it.
template <class Disrupted>
int best_ranks(const combat& c, side_index s, int min_files, int max, bool at_start,
               Disrupted disrupted, bool skirmishers, bool fast_cavalry, bool deepest_only) {
  int best = 0;
  int lost = 0;
  const auto& units = c.sides[s].units;
  for (std::uint8_t i = 0; i < units.size(); ++i) {
    const combat_unit& u = units[i];
    if (u.files < min_files) continue;
    if (!skirmishers && u.order == formation::skirmish) continue;
    if (!fast_cavalry &&
        (u.troop == troop_type::fast_cavalry || u.troop == troop_type::light_cavalry))
      continue;
    const int ranks = ranks_of(at_start ? u.models_at_start : u.models, u.files, min_files) - 1;
    if (ranks <= best && (!deepest_only || ranks <= lost)) continue;
    int& deepest = disrupted(unit_ref{s, i}) ? lost : best;
    deepest = std::max(deepest, ranks);
  }
  if (deepest_only && std::min(lost, max) > std::min(best, max)) return 0;
  return std::min(best, max);
}

// Flank +1 and rear +2 once per enemy unit and facing, from a unit with models left.
inline int flank_rear_per_target(const combat& c, side_index s, bool against_skirmishers) {
  int sum = 0;
  for (std::size_t i = 0; i < c.engagements.size(); ++i) {
    const engagement& e = c.engagements[i];
    if (e.unit.side != s || e.target_facing == facing::front || c.unit(e.unit).models < 1) continue;
    if (!against_skirmishers && c.unit(e.fights).order == formation::skirmish) continue;
    bool seen = false;
    for (std::size_t j = 0; j < i && !seen; ++j) {
      const engagement& p = c.engagements[j];
      seen = p.unit.side == s && p.fights == e.fights && p.target_facing == e.target_facing &&
             c.unit(p.unit).models >= 1;
    }
    if (!seen) sum += e.target_facing == facing::rear ? 2 : 1;
  }
  return sum;
}

// Flank +1 and rear +2 once for the side, from a unit of unit strength 5+ after casualties.
inline int flank_rear_once_per_side(const combat& c, side_index s) {
  bool flank = false;
  bool rear = false;
  for (const engagement& e : c.engagements) {
    if (e.unit.side != s || c.unit(e.unit).unit_strength < 5) continue;
    flank = flank || e.target_facing == facing::flank;
    rear = rear || e.target_facing == facing::rear;
  }
  return (flank ? 1 : 0) + (rear ? 2 : 0);
}

// A wiped-out side loses; else the higher score; level scores to a lone musician, if `musicians`.
inline combat_tally decide(const combat& c, int a, int b, bool musicians) {
  combat_tally t{.sides = {side_tally{a}, side_tally{b}}};
  const bool gone0 = c.sides[0].models_left() == 0;
  const bool gone1 = c.sides[1].models_left() == 0;
  if (gone0 || gone1) {
    t.decided_by = decision::wipe_out;  // both gone: no winner, a draw
    if (gone0 != gone1) t.winner = gone0 ? side_index{1} : side_index{0};
  } else if (a != b) {
    t.winner = a > b ? side_index{0} : side_index{1};
    t.decided_by = decision::score;
  } else if (musicians) {
    const bool m0 = any_standing(c.sides[0], &combat_unit::musician);
    const bool m1 = any_standing(c.sides[1], &combat_unit::musician);
    t.sides[0].score += m0 && !m1 ? 1 : 0;  // two musicians cancel out
    t.sides[1].score += m1 && !m0 ? 1 : 0;
    if (m0 != m1) {
      t.winner = m0 ? side_index{0} : side_index{1};
      t.decided_by = decision::musician;
    }
  }
  if (t.winner) t.margin = t.sides[*t.winner].score - t.sides[1 - *t.winner].score;
  return t;
}

// Disrupted in flank or rear by an enemy unit passing `test`.
template <class Test>
bool disrupted_by(const combat& c, unit_ref target, Test test) {
  for (const engagement& e : c.engagements)
    if (e.fights == target && e.target_facing != facing::front && test(c.unit(e.unit))) return true;
  return false;
}

// ---- Warhammer Fantasy Battle, 5th edition --------------------------------------------------

inline combat_tally wfb5(const combat& c) noexcept {
  int score[2];
  for (side_index s = 0; s < 2; ++s) {
    const combat_side& side = c.sides[s];
    const combat_side& enemy = c.sides[1 - s];
    int n = side.wounds_inflicted;
    n += best_ranks(
        c, s, 4, 3, true,
        [&](unit_ref u) {
          return disrupted_by(c, u, [](const combat_unit& e) { return e.models_at_start >= 5; }) ||
                 c.unit(u).disrupted_earlier;
        },
        true, true, true);
    n += standards(side);
    // Flank and rear: once per side, to the side with more units of 5+ models in that facing.
    for (const facing f : {facing::flank, facing::rear}) {
      int count[2] = {0, 0};
      for (std::size_t i = 0; i < c.engagements.size(); ++i) {
        const engagement& e = c.engagements[i];
        if (e.target_facing != f || c.unit(e.unit).models < 5) continue;
        bool seen = false;
        for (std::size_t j = 0; j < i && !seen; ++j)
          seen = c.engagements[j].unit == e.unit && c.engagements[j].target_facing == f;
        if (!seen) ++count[e.unit.side];
      }
      if (count[s] > count[1 - s]) n += f == facing::rear ? 2 : 1;
    }
    n += high_ground(side, enemy);
    n += side.challenge_overkill + extras(side);
    score[s] = n;
  }
  return decide(c, score[0], score[1], false);
}

// ---- Battleaxe: Fantasy Generals -------------------------------------------------------------

inline combat_tally battleaxe(const combat& c) noexcept {
  int score[2];
  for (side_index s = 0; s < 2; ++s) {
    const combat_side& side = c.sides[s];
    int n = side.wounds_inflicted + any(side, &combat_unit::charged);
    n += best_ranks(
        c, s, 5, 3, false,
        [&](unit_ref u) {
          return disrupted_by(c, u, [](const combat_unit& e) {
            return ranks_of(e.models, e.files, 5) >= 2 || e.unit_strength >= 10;
          });
        },
        true, true, false);
    n += standards(side);
    n += flank_rear_per_target(c, s, true);
    n += any(side, &combat_unit::charged_downhill);
    n += std::min(side.challenge_overkill, 5) + extras(side);
    score[s] = n;
  }
  return decide(c, score[0], score[1], true);
}

// ---- Warhammer Fantasy Battle, 6th and 7th edition ------------------------------------------

inline bool strength_at_start_5(const combat_unit& e) {
  return e.unit_strength_at_start >= 5;
}

inline combat_tally wfb6(const combat& c) noexcept {
  int score[2];
  for (side_index s = 0; s < 2; ++s) {
    const combat_side& side = c.sides[s];
    const combat_side& enemy = c.sides[1 - s];
    int n = side.wounds_inflicted;
    n += best_ranks(
        c, s, 4, 3, true, [&](unit_ref u) { return disrupted_by(c, u, strength_at_start_5); },
        false, false, false);
    n += strength(side) > strength(enemy) ? 1 : 0;
    const bool flag = any_standing(side, &combat_unit::standard) ||
                      any_standing(side, &combat_unit::battle_standard);
    n += flag ? 1 : 0;  // a standard or the battle standard: +1 in all
    n += flank_rear_once_per_side(c, s);
    n += high_ground(side, enemy);
    n += std::min(side.challenge_overkill, 5) + extras(side);
    score[s] = n;
  }
  return decide(c, score[0], score[1], true);
}

inline combat_tally wfb7(const combat& c) noexcept {
  int score[2];
  for (side_index s = 0; s < 2; ++s) {
    const combat_side& side = c.sides[s];
    const combat_side& enemy = c.sides[1 - s];
    int n = side.wounds_inflicted;
    n += best_ranks(
        c, s, 5, 3, true, [&](unit_ref u) { return disrupted_by(c, u, strength_at_start_5); },
        false, false, false);
    n += strength(side) > strength(enemy) ? 1 : 0;
    n += standards(side);
    n += flank_rear_once_per_side(c, s);
    n += extras(side);  // no high ground, no overkill: 7th edition's are unknown
    score[s] = n;
  }
  return decide(c, score[0], score[1], true);
}

// ---- Warhammer Fantasy Battle, 8th edition --------------------------------------------------

inline combat_tally wfb8(const combat& c) noexcept {
  int score[2];
  for (side_index s = 0; s < 2; ++s) {
    const combat_side& side = c.sides[s];
    int n = side.wounds_inflicted + any(side, &combat_unit::charged);
    n += best_ranks(
        c, s, 5, 3, false,
        [&](unit_ref u) {
          return disrupted_by(
              c, u, [](const combat_unit& e) { return ranks_of(e.models, e.files, 5) >= 2; });
        },
        false, true, false);
    n += standards(side);
    n += flank_rear_per_target(c, s, true);
    n += any(side, &combat_unit::charged_downhill);
    n += std::min(side.challenge_overkill, 5) + extras(side);
    score[s] = n;
  }
  return decide(c, score[0], score[1], true);
}

// ---- Warhammer: The Old World ----------------------------------------------------------------

// The rulebook after errata 1.5.2 (close order at unit strength 10, Massed Infantry with heavy
// infantry too), or as first printed (`original`: 5, regular infantry only).
inline combat_tally tow(const combat& c, bool original = false) noexcept {
  int score[2];
  for (side_index s = 0; s < 2; ++s) {
    const combat_side& side = c.sides[s];
    const combat_side& enemy = c.sides[1 - s];
    const auto& units = side.units;
    int n = side.wounds_inflicted;

    int best = 0;  // ranks: the best unit in combat order, by troop type; Horde +1 to the cap
    for (std::uint8_t i = 0; i < units.size(); ++i) {
      const combat_unit& u = units[i];
      if (u.order == formation::skirmish) continue;
      int min_models = 0;
      int max = 0;
      baseline::tow_rank_limit(u.troop, min_models, max);
      if (min_models <= 0 || (u.models + u.files - 1) / u.files > u.files) continue;
      const int value = std::min(ranks_of(u.models, u.files, min_models) - 1, max + u.horde);
      if (value <= best) continue;
      const int needed = u.troop == troop_type::heavy_infantry ? 10 : 5;
      if (!disrupted_by(c, unit_ref{s, i}, [&](const combat_unit& e) {
            return e.order != formation::skirmish && e.unit_strength >= needed;
          }))
        best = value;
    }
    n += best;

    if (strength(side) > strength(enemy)) {  // Massed Infantry
      for (const combat_unit& u : units) {
        if ((u.troop == troop_type::infantry || u.troop == troop_type::regular_infantry ||
             (!original && u.troop == troop_type::heavy_infantry)) &&
            u.models > 0) {  // infantry wiped out in the round brings no rule
          ++n;
          break;
        }
      }
    }
    const int close_order_strength = original ? 5 : 10;
    for (const combat_unit& u : units)
      if (u.order == formation::close_order && (u.models + u.files - 1) / u.files <= u.files &&
          u.unit_strength >= close_order_strength)
        ++n;

    n += standards(side);
    n += flank_rear_per_target(c, s, false);
    n += high_ground(side, enemy);
    n += std::min(side.challenge_overkill, 5) + extras(side);
    score[s] = n;
  }
  return decide(c, score[0], score[1], true);
}

inline combat_tally tow_original(const combat& c) noexcept {
  return tow(c, true);
}

}  // namespace tally_baseline
