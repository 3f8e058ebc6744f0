// Hand-written resolvers, one per rule set: the yardstick for rankfile::resolve.
//
// Each is what a simulator author would write for that one rule set: straight loops, the
// numbers inline, no policies. They produce the very same combat_result (scores, winner and
// every itemised line, in the same order), so the benchmarks can check that both agree on
// every combat before timing either. They live here only; the library never uses them.
#pragma once

#include <algorithm>
#include <limits>

#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/result.hpp"

namespace baseline {

using namespace rankfile;

inline int ranks_of(int models, int files, int min_models) {
  const int complete = models / files;
  const int last = models % files;
  return (files >= min_models ? complete : 0) + (last > 0 && last >= min_models ? 1 : 0);
}

inline void once_per_side(const combat& c, side_index s, side_result& out, bonus kind,
                          bool combat_unit::*flag) {
  unit_ref first = no_unit;
  const auto& units = c.sides[s].units;
  for (std::uint8_t i = 0; i < units.size(); ++i) {
    if (!(units[i].*flag)) continue;
    if (first == no_unit) {
      first = {s, i};
      out.give({.kind = kind, .value = 1, .unit = first});
    } else {
      out.deny({.kind = kind, .why = reason::counted_once_per_side, .unit = {s, i}, .by = first});
    }
  }
}

// Best single unit's ranks; `disrupting` returns the disrupting engagement's denial, if any.
template <class Disrupting>
void best_ranks(const combat& c, side_index s, side_result& out, int min_files, int max,
                bool at_start, Disrupting disrupting) {
  const auto& units = c.sides[s].units;
  unit_ref cand_unit[max_units_per_side];
  int cand_ranks[max_units_per_side];
  int n = 0;
  int best = 0;
  for (std::uint8_t i = 0; i < units.size(); ++i) {
    const combat_unit& u = units[i];
    const int models = at_start ? u.models_at_start : u.models;
    if (u.files < min_files) {
      if (models > u.files)
        out.deny({.kind = bonus::ranks, .why = reason::formation_too_narrow, .unit = {s, i},
                  .a = u.files, .b = min_files});
      continue;
    }
    const int ranks = ranks_of(models, u.files, min_files) - 1;
    if (ranks <= 0) continue;
    denial d{};
    if (disrupting(unit_ref{s, i}, d)) {
      out.deny(d);
      continue;
    }
    if (n > 0 && ranks > cand_ranks[best]) best = n;
    cand_unit[n] = {s, i};
    cand_ranks[n++] = ranks;
  }
  if (n == 0) return;
  const int counted = std::min(cand_ranks[best], max);
  out.give({.kind = bonus::ranks, .value = counted, .unit = cand_unit[best]});
  if (cand_ranks[best] > max)
    out.deny({.kind = bonus::ranks, .why = reason::capped, .unit = cand_unit[best],
              .a = cand_ranks[best], .b = max});
  for (int i = 0; i < n; ++i)
    if (i != best)
      out.deny({.kind = bonus::ranks, .why = reason::not_best_unit, .unit = cand_unit[i],
                .by = cand_unit[best], .a = std::min(cand_ranks[i], max), .b = counted});
}

inline bool wiped_out(const combat& c, combat_result& r) {
  const bool gone0 = c.sides[0].models_left() == 0;
  const bool gone1 = c.sides[1].models_left() == 0;
  if (!gone0 && !gone1) return false;
  if (gone0 && gone1) {
    r.decided_by = decision::draw;
  } else {
    r.winner = gone0 ? side_index{1} : side_index{0};
    r.decided_by = decision::wipe_out;
  }
  return true;
}

inline void finish(combat_result& r) {
  if (r.winner) r.margin = r.sides[*r.winner].score - r.sides[1 - *r.winner].score;
}

// ---- Warhammer Fantasy Battle, 5th edition --------------------------------------------------

inline combat_result wfb5(const combat& c) noexcept {
  combat_result r;
  for (side_index s = 0; s < 2; ++s) {
    side_result& out = r.sides[s];
    const side_index o = static_cast<side_index>(1 - s);
    if (c.sides[s].wounds_inflicted > 0)
      out.give({.kind = bonus::wounds, .value = c.sides[s].wounds_inflicted});

    best_ranks(c, s, out, 4, 3, true, [&](unit_ref target, denial& d) {
      for (const engagement& e : c.engagements) {
        if (!(e.fights == target) || e.target_facing == facing::front) continue;
        const int models = c.unit(e.unit).models_at_start;
        if (models >= 5) {
          d = {.kind = bonus::ranks, .why = reason::disrupted_by_models, .where = e.target_facing,
               .unit = target, .by = e.unit, .a = models, .b = 5};
          return true;
        }
      }
      return false;
    });
    once_per_side(c, s, out, bonus::standard, &combat_unit::standard);
    once_per_side(c, s, out, bonus::battle_standard, &combat_unit::battle_standard);

    for (const facing f : {facing::flank, facing::rear}) {
      const bonus kind = f == facing::rear ? bonus::rear : bonus::flank;
      unit_ref first = no_unit;
      int count[2] = {0, 0};
      for (std::size_t i = 0; i < c.engagements.size(); ++i) {
        const engagement& e = c.engagements[i];
        if (e.target_facing != f || c.unit(e.unit).models_at_start < 5) {
          if (e.target_facing == f && e.unit.side == s)
            out.deny({.kind = kind, .why = reason::attacker_too_small, .where = f, .unit = e.unit,
                      .by = e.fights, .a = c.unit(e.unit).models_at_start, .b = 5});
          continue;
        }
        bool seen = false;
        for (std::size_t j = 0; j < i && !seen; ++j)
          seen = c.engagements[j].unit == e.unit && c.engagements[j].target_facing == f &&
                 c.unit(c.engagements[j].unit).models_at_start >= 5;
        if (!seen) ++count[e.unit.side];
        if (e.unit.side != s) continue;
        if (first == no_unit) {
          first = e.unit;
        } else if (!(e.unit == first)) {
          out.deny({.kind = kind, .why = reason::counted_once_per_side, .where = f,
                    .unit = e.unit, .by = first});
        }
      }
      if (first == no_unit) continue;
      if (count[s] > count[o])
        out.give({.kind = kind, .value = f == facing::rear ? 2 : 1, .unit = first});
      else
        out.deny({.kind = kind,
                  .why = count[s] == count[o] ? reason::equal_attackers : reason::fewer_attackers,
                  .where = f, .unit = first, .a = count[s], .b = count[o]});
    }

    unit_ref highest = no_unit;
    int ours = std::numeric_limits<int>::min();
    int theirs = std::numeric_limits<int>::min();
    for (std::uint8_t i = 0; i < c.sides[s].units.size(); ++i)
      if (c.sides[s].units[i].elevation > ours) {
        ours = c.sides[s].units[i].elevation;
        highest = {s, i};
      }
    for (const combat_unit& u : c.sides[o].units) theirs = std::max(theirs, u.elevation);
    if (ours > theirs)
      out.give({.kind = bonus::high_ground, .value = 1, .unit = highest});
    else if (ours != 0 || theirs != 0)
      out.deny({.kind = bonus::high_ground, .why = reason::not_higher, .unit = highest,
                .a = ours, .b = theirs});

    if (c.sides[s].challenge_overkill > 0)
      out.give({.kind = bonus::overkill, .value = c.sides[s].challenge_overkill});
  }
  if (!wiped_out(c, r)) {
    if (r.sides[0].score != r.sides[1].score) {
      r.winner = r.sides[0].score > r.sides[1].score ? side_index{0} : side_index{1};
      r.decided_by = decision::score;
    }
  }
  finish(r);
  return r;
}

// ---- Battleaxe: Fantasy Generals -------------------------------------------------------------

inline combat_result battleaxe(const combat& c) noexcept {
  combat_result r;
  for (side_index s = 0; s < 2; ++s) {
    side_result& out = r.sides[s];
    if (c.sides[s].wounds_inflicted > 0)
      out.give({.kind = bonus::wounds, .value = c.sides[s].wounds_inflicted});
    once_per_side(c, s, out, bonus::charge, &combat_unit::charged);

    best_ranks(c, s, out, 5, 3, false, [&](unit_ref target, denial& d) {
      for (const engagement& e : c.engagements) {
        if (!(e.fights == target) || e.target_facing == facing::front) continue;
        const combat_unit& enemy = c.unit(e.unit);
        const int ranks = ranks_of(enemy.models, enemy.files, 5);
        if (ranks >= 2 || enemy.unit_strength >= 10) {
          d = {.kind = bonus::ranks, .why = reason::disrupted_by_mass, .where = e.target_facing,
               .unit = target, .by = e.unit, .a = ranks, .b = enemy.unit_strength};
          return true;
        }
      }
      return false;
    });
    once_per_side(c, s, out, bonus::standard, &combat_unit::standard);
    once_per_side(c, s, out, bonus::battle_standard, &combat_unit::battle_standard);

    for (std::size_t i = 0; i < c.engagements.size(); ++i) {
      const engagement& e = c.engagements[i];
      if (e.unit.side != s || e.target_facing == facing::front) continue;
      const bonus kind = e.target_facing == facing::rear ? bonus::rear : bonus::flank;
      bool seen = false;
      for (std::size_t j = 0; j < i && !seen; ++j) {
        const engagement& p = c.engagements[j];
        seen = p.unit.side == s && p.fights == e.fights && p.target_facing == e.target_facing;
      }
      if (seen)
        out.deny({.kind = kind, .why = reason::counted_once_per_target, .where = e.target_facing,
                  .unit = e.unit, .by = e.fights});
      else
        out.give({.kind = kind, .value = kind == bonus::rear ? 2 : 1, .unit = e.unit,
                  .target = e.fights});
    }

    once_per_side(c, s, out, bonus::high_ground, &combat_unit::charged_downhill);

    const int excess = c.sides[s].challenge_overkill;
    if (excess > 0) out.give({.kind = bonus::overkill, .value = std::min(excess, 5)});
    if (excess > 5) out.deny({.kind = bonus::overkill, .why = reason::capped, .a = excess, .b = 5});
  }
  if (!wiped_out(c, r)) {
    if (r.sides[0].score != r.sides[1].score) {
      r.winner = r.sides[0].score > r.sides[1].score ? side_index{0} : side_index{1};
      r.decided_by = decision::score;
    } else {
      bool has[2] = {false, false};
      for (side_index s = 0; s < 2; ++s)
        for (std::uint8_t i = 0; i < c.sides[s].units.size() && !has[s]; ++i)
          if (c.sides[s].units[i].musician) {
            has[s] = true;
            r.sides[s].give({.kind = bonus::musician, .value = 1, .unit = {s, i}});
          }
      if (has[0] != has[1]) {
        r.winner = has[0] ? side_index{0} : side_index{1};
        r.decided_by = decision::musician;
      }
    }
  }
  finish(r);
  return r;
}

}  // namespace baseline
