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
                          bool combat_unit::*flag, int min_models = 1) {
  unit_ref first = no_unit;
  const auto& units = c.sides[s].units;
  for (std::uint8_t i = 0; i < units.size(); ++i) {
    if (!(units[i].*flag) || units[i].models < min_models) continue;
    first = {s, i};
    out.give({.kind = kind, .value = 1, .unit = first});
    break;
  }
  for (std::uint8_t i = 0; i < units.size(); ++i) {
    if (!(units[i].*flag) || unit_ref{s, i} == first) continue;
    if (units[i].models < min_models)  // wiped out in the round
      out.deny({.kind = kind,
                .why = reason::too_few_models_at_end,
                .unit = {s, i},
                .a = units[i].models,
                .b = min_models});
    else
      out.deny({.kind = kind, .why = reason::counted_once_per_side, .unit = {s, i}, .by = first});
  }
}

// Best single unit's ranks; `disrupting` returns the disrupting engagement's denial, if any.
// Skirmishers and fast (light) cavalry never claim ranks unless `skirmishers` / `fast_cavalry`.
// With `deepest_only`, a disrupted unit deeper than every undisrupted one leaves the side none.
template <class Disrupting>
void best_ranks(const combat& c, side_index s, side_result& out, int min_files, int max,
                bool at_start, Disrupting disrupting, bool skirmishers = true,
                bool fast_cavalry = true, bool deepest_only = false) {
  const auto& units = c.sides[s].units;
  unit_ref cand_unit[max_units_per_side];
  int cand_ranks[max_units_per_side];
  int n = 0;
  int best = 0;
  unit_ref deepest_lost = no_unit;
  int deepest_lost_ranks = 0;
  for (std::uint8_t i = 0; i < units.size(); ++i) {
    const combat_unit& u = units[i];
    const int models = at_start ? u.models_at_start : u.models;
    if (!skirmishers && u.order == formation::skirmish) {
      if (models > u.files)
        out.deny({.kind = bonus::ranks, .why = reason::skirmishers_never, .unit = {s, i}});
      continue;
    }
    if (!fast_cavalry &&
        (u.troop == troop_type::fast_cavalry || u.troop == troop_type::light_cavalry)) {
      if (models > u.files)
        out.deny({.kind = bonus::ranks, .why = reason::troop_type_never, .unit = {s, i}});
      continue;
    }
    if (u.files < min_files) {
      if (models > u.files)
        out.deny({.kind = bonus::ranks,
                  .why = reason::formation_too_narrow,
                  .unit = {s, i},
                  .a = u.files,
                  .b = min_files});
      continue;
    }
    const int ranks = ranks_of(models, u.files, min_files) - 1;
    if (ranks <= 0) continue;
    denial d{};
    if (disrupting(unit_ref{s, i}, d)) {
      out.deny(d);
      if (ranks > deepest_lost_ranks) {
        deepest_lost = {s, i};
        deepest_lost_ranks = ranks;
      }
      continue;
    }
    if (n > 0 && ranks > cand_ranks[best]) best = n;
    cand_unit[n] = {s, i};
    cand_ranks[n++] = ranks;
  }
  if (n == 0) return;
  if (deepest_only && std::min(deepest_lost_ranks, max) > std::min(cand_ranks[best], max)) {
    for (int i = 0; i < n; ++i)
      out.deny({.kind = bonus::ranks,
                .why = reason::deepest_unit_disrupted,
                .unit = cand_unit[i],
                .by = deepest_lost,
                .a = std::min(cand_ranks[i], max),
                .b = std::min(deepest_lost_ranks, max)});
    return;
  }
  const int counted = std::min(cand_ranks[best], max);
  out.give({.kind = bonus::ranks, .value = counted, .unit = cand_unit[best]});
  if (cand_ranks[best] > max)
    out.deny({.kind = bonus::ranks,
              .why = reason::capped,
              .unit = cand_unit[best],
              .a = cand_ranks[best],
              .b = max});
  for (int i = 0; i < n; ++i)
    if (i != best)
      out.deny({.kind = bonus::ranks,
                .why = reason::not_best_unit,
                .unit = cand_unit[i],
                .by = cand_unit[best],
                .a = std::min(cand_ranks[i], max),
                .b = counted});
}

inline bool wiped_out(const combat& c, combat_result& r) {
  const bool gone0 = c.sides[0].models_left() == 0;
  const bool gone1 = c.sides[1].models_left() == 0;
  if (!gone0 && !gone1) return false;
  if (gone0 && gone1) {
    r.decided_by = decision::wipe_out;  // no winner: a draw
  } else {
    r.winner = gone0 ? side_index{1} : side_index{0};
    r.decided_by = decision::wipe_out;
  }
  return true;
}

// The caller's items (magic banners, special rules), each as it is, under its label.
inline void caller_items(const combat& c, side_index s, side_result& out) {
  const auto& units = c.sides[s].units;
  for (std::uint8_t i = 0; i < units.size(); ++i)
    for (std::uint8_t k = 0; k < units[i].extra.size(); ++k)
      out.give({.kind = bonus::extra, .item = k, .value = units[i].extra[k].value, .unit = {s, i}});
}

// Excess wounds in a challenge, at most `max`.
inline void overkill(const combat& c, side_index s, side_result& out, int max) {
  const int excess = c.sides[s].challenge_overkill;
  if (excess > 0) out.give({.kind = bonus::overkill, .value = std::min(excess, max)});
  if (excess > max)
    out.deny({.kind = bonus::overkill, .why = reason::capped, .a = excess, .b = max});
}

// +1 to the side whose highest unit stands above every enemy unit; a unit wiped out in the round
// stands nowhere.
inline void higher_ground(const combat& c, side_index s, side_result& out) {
  const side_index o = static_cast<side_index>(1 - s);
  unit_ref highest = no_unit;
  int ours = std::numeric_limits<int>::min();
  int theirs = std::numeric_limits<int>::min();
  for (std::uint8_t i = 0; i < c.sides[s].units.size(); ++i)
    if (c.sides[s].units[i].models >= 1 && c.sides[s].units[i].elevation > ours) {
      ours = c.sides[s].units[i].elevation;
      highest = {s, i};
    }
  for (const combat_unit& u : c.sides[o].units)
    if (u.models >= 1) theirs = std::max(theirs, u.elevation);
  if (theirs == std::numeric_limits<int>::min()) return;
  if (highest != no_unit && ours > theirs)
    out.give({.kind = bonus::high_ground, .value = 1, .unit = highest});
  else if (highest != no_unit && (ours != 0 || theirs != 0))
    out.deny({.kind = bonus::high_ground,
              .why = reason::not_higher,
              .unit = highest,
              .a = ours,
              .b = theirs});
  for (std::uint8_t i = 0; i < c.sides[s].units.size(); ++i)
    if (const combat_unit& u = c.sides[s].units[i];
        u.models < 1 && u.elevation > ours && u.elevation > theirs)
      out.deny({.kind = bonus::high_ground,
                .why = reason::too_few_models_at_end,
                .unit = {s, i},
                .a = u.models,
                .b = 1});
}

// Flank +1 and rear +2 once per enemy unit and facing, from a unit with models left; a
// skirmishing enemy has neither unless `against_skirmishers`.
inline void flank_rear_per_target(const combat& c, side_index s, side_result& out,
                                  bool against_skirmishers) {
  for (std::size_t i = 0; i < c.engagements.size(); ++i) {
    const engagement& e = c.engagements[i];
    if (e.unit.side != s || e.target_facing == facing::front) continue;
    const bonus kind = e.target_facing == facing::rear ? bonus::rear : bonus::flank;
    if (c.unit(e.unit).models < 1) {
      out.deny({.kind = kind,
                .why = reason::too_few_models_at_end,
                .where = e.target_facing,
                .unit = e.unit,
                .by = e.fights,
                .a = c.unit(e.unit).models,
                .b = 1});
      continue;
    }
    if (!against_skirmishers && c.unit(e.fights).order == formation::skirmish) {
      out.deny({.kind = kind,
                .why = reason::target_skirmishing,
                .where = e.target_facing,
                .unit = e.unit,
                .by = e.fights});
      continue;
    }
    bool seen = false;
    for (std::size_t j = 0; j < i && !seen; ++j) {
      const engagement& p = c.engagements[j];
      seen = p.unit.side == s && p.fights == e.fights && p.target_facing == e.target_facing &&
             c.unit(p.unit).models >= 1;
    }
    if (seen)
      out.deny({.kind = kind,
                .why = reason::counted_once_per_target,
                .where = e.target_facing,
                .unit = e.unit,
                .by = e.fights});
    else
      out.give(
          {.kind = kind, .value = kind == bonus::rear ? 2 : 1, .unit = e.unit, .target = e.fights});
  }
}

// Flank +1 and rear +2 once for the whole side, from a unit of unit strength 5+ after
// casualties (6th and 7th edition).
inline void flank_rear_once_per_side(const combat& c, side_index s, side_result& out) {
  for (const facing f : {facing::flank, facing::rear}) {
    const bonus kind = f == facing::rear ? bonus::rear : bonus::flank;
    unit_ref first = no_unit;
    for (const engagement& e : c.engagements) {
      if (e.unit.side != s || e.target_facing != f) continue;
      const int strength = c.unit(e.unit).unit_strength;
      if (strength < 5) {
        out.deny({.kind = kind,
                  .why = reason::unit_strength_too_low,
                  .where = f,
                  .unit = e.unit,
                  .by = e.fights,
                  .a = strength,
                  .b = 5});
        continue;
      }
      if (first == no_unit)
        first = e.unit;
      else if (!(e.unit == first))
        out.deny({.kind = kind,
                  .why = reason::counted_once_per_side,
                  .where = f,
                  .unit = e.unit,
                  .by = first});
    }
    if (first != no_unit)
      out.give({.kind = kind, .value = f == facing::rear ? 2 : 1, .unit = first});
  }
}

// +1 to the side with the higher combined unit strength after casualties.
inline void outnumber(const combat& c, side_index s, side_result& out) {
  int ours = 0;
  int theirs = 0;
  for (const combat_unit& u : c.sides[s].units) ours += u.unit_strength;
  for (const combat_unit& u : c.sides[static_cast<side_index>(1 - s)].units)
    theirs += u.unit_strength;
  if (ours > theirs)
    out.give({.kind = bonus::outnumber, .value = 1});
  else if (ours > 0)
    out.deny(
        {.kind = bonus::outnumber, .why = reason::not_more_unit_strength, .a = ours, .b = theirs});
}

// A wiped-out side loses; else the higher score wins; on level scores a side with a musician
// wins by 1 when the other has none (musicians on both sides cancel out).
inline void decide_with_musicians(const combat& c, combat_result& r) {
  if (wiped_out(c, r)) return;
  if (r.sides[0].score != r.sides[1].score) {
    r.winner = r.sides[0].score > r.sides[1].score ? side_index{0} : side_index{1};
    r.decided_by = decision::score;
    return;
  }
  unit_ref first[2] = {no_unit, no_unit};  // the first musician still standing
  unit_ref gone[2] = {no_unit, no_unit};   // the first wiped out in the round
  for (side_index s = 0; s < 2; ++s)
    for (std::uint8_t i = 0; i < c.sides[s].units.size(); ++i) {
      const combat_unit& u = c.sides[s].units[i];
      unit_ref& slot = u.models > 0 ? first[s] : gone[s];
      if (u.musician && slot == no_unit) slot = {s, i};
    }
  if (first[0] != no_unit && first[1] != no_unit) {
    for (side_index s = 0; s < 2; ++s)
      r.sides[s].deny({.kind = bonus::musician,
                       .why = reason::cancelled_by_enemy,
                       .unit = first[s],
                       .by = first[1 - s]});
  } else if (first[0] != no_unit || first[1] != no_unit) {
    const side_index s = first[0] != no_unit ? side_index{0} : side_index{1};
    r.sides[s].give({.kind = bonus::musician, .value = 1, .unit = first[s]});
    r.winner = s;
    r.decided_by = decision::musician;
  }
  for (side_index s = 0; s < 2; ++s)
    if (first[s] == no_unit && gone[s] != no_unit)
      r.sides[s].deny({.kind = bonus::musician,
                       .why = reason::too_few_models_at_end,
                       .unit = gone[s],
                       .a = 0,
                       .b = 1});
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

    best_ranks(
        c, s, out, 4, 3, true,
        [&](unit_ref target, denial& d) {
          for (const engagement& e : c.engagements) {
            if (!(e.fights == target) || e.target_facing == facing::front) continue;
            const int models = c.unit(e.unit).models_at_start;
            if (models >= 5) {
              d = {.kind = bonus::ranks,
                   .why = reason::disrupted_by_models,
                   .where = e.target_facing,
                   .unit = target,
                   .by = e.unit,
                   .a = models,
                   .b = 5};
              return true;
            }
          }
          if (!c.unit(target).disrupted_earlier) return false;
          d = {.kind = bonus::ranks, .why = reason::disrupted_earlier, .unit = target};
          return true;
        },
        true, true, true);
    once_per_side(c, s, out, bonus::standard, &combat_unit::standard);
    once_per_side(c, s, out, bonus::battle_standard, &combat_unit::battle_standard);

    for (const facing f : {facing::flank, facing::rear}) {
      const bonus kind = f == facing::rear ? bonus::rear : bonus::flank;
      unit_ref first = no_unit;
      int count[2] = {0, 0};  // attacking units of 5+ models, each counted once
      for (std::size_t i = 0; i < c.engagements.size(); ++i) {
        const engagement& e = c.engagements[i];
        if (e.target_facing != f || c.unit(e.unit).models < 5) continue;
        bool seen = false;
        for (std::size_t j = 0; j < i && !seen; ++j)
          seen = c.engagements[j].unit == e.unit && c.engagements[j].target_facing == f &&
                 c.unit(c.engagements[j].unit).models >= 5;
        if (!seen) ++count[e.unit.side];
        if (e.unit.side == s && first == no_unit) first = e.unit;
      }
      // Cancelled by the enemy's attackers, every attacker of this side is denied for that.
      const bool cancelled = first != no_unit && count[s] <= count[o];
      const reason why = !cancelled             ? reason::counted_once_per_side
                         : count[s] == count[o] ? reason::equal_attackers
                                                : reason::fewer_attackers;
      for (const engagement& e : c.engagements) {
        if (e.target_facing != f || e.unit.side != s) continue;
        if (c.unit(e.unit).models < 5)
          out.deny({.kind = kind,
                    .why = reason::too_few_models_at_end,
                    .where = f,
                    .unit = e.unit,
                    .by = e.fights,
                    .a = c.unit(e.unit).models,
                    .b = 5});
        else if (!(e.unit == first))
          out.deny({.kind = kind,
                    .why = why,
                    .where = f,
                    .unit = e.unit,
                    .by = cancelled ? no_unit : first,
                    .a = cancelled ? count[s] : 0,
                    .b = cancelled ? count[o] : 0});
      }
      if (first == no_unit) continue;
      if (!cancelled)
        out.give({.kind = kind, .value = f == facing::rear ? 2 : 1, .unit = first});
      else
        out.deny(
            {.kind = kind, .why = why, .where = f, .unit = first, .a = count[s], .b = count[o]});
    }

    unit_ref highest = no_unit;
    int ours = std::numeric_limits<int>::min();
    int theirs = std::numeric_limits<int>::min();
    for (std::uint8_t i = 0; i < c.sides[s].units.size(); ++i)
      if (c.sides[s].units[i].models >= 1 && c.sides[s].units[i].elevation > ours) {
        ours = c.sides[s].units[i].elevation;
        highest = {s, i};
      }
    for (const combat_unit& u : c.sides[o].units)
      if (u.models >= 1) theirs = std::max(theirs, u.elevation);
    if (theirs != std::numeric_limits<int>::min()) {
      if (highest != no_unit && ours > theirs)
        out.give({.kind = bonus::high_ground, .value = 1, .unit = highest});
      else if (highest != no_unit && (ours != 0 || theirs != 0))
        out.deny({.kind = bonus::high_ground,
                  .why = reason::not_higher,
                  .unit = highest,
                  .a = ours,
                  .b = theirs});
      for (std::uint8_t i = 0; i < c.sides[s].units.size(); ++i)
        if (const combat_unit& u = c.sides[s].units[i];
            u.models < 1 && u.elevation > ours && u.elevation > theirs)
          out.deny({.kind = bonus::high_ground,
                    .why = reason::too_few_models_at_end,
                    .unit = {s, i},
                    .a = u.models,
                    .b = 1});
    }

    if (c.sides[s].challenge_overkill > 0)
      out.give({.kind = bonus::overkill, .value = c.sides[s].challenge_overkill});
    caller_items(c, s, out);
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
    once_per_side(c, s, out, bonus::charge, &combat_unit::charged, 0);

    best_ranks(c, s, out, 5, 3, false, [&](unit_ref target, denial& d) {
      for (const engagement& e : c.engagements) {
        if (!(e.fights == target) || e.target_facing == facing::front) continue;
        const combat_unit& enemy = c.unit(e.unit);
        const int ranks = ranks_of(enemy.models, enemy.files, 5);
        if (ranks >= 2 || enemy.unit_strength >= 10) {
          d = {.kind = bonus::ranks,
               .why = reason::disrupted_by_mass,
               .where = e.target_facing,
               .unit = target,
               .by = e.unit,
               .a = ranks,
               .b = enemy.unit_strength};
          return true;
        }
      }
      return false;
    });
    once_per_side(c, s, out, bonus::standard, &combat_unit::standard);
    once_per_side(c, s, out, bonus::battle_standard, &combat_unit::battle_standard);

    flank_rear_per_target(c, s, out, true);
    once_per_side(c, s, out, bonus::high_ground, &combat_unit::charged_downhill, 0);

    const int excess = c.sides[s].challenge_overkill;
    if (excess > 0) out.give({.kind = bonus::overkill, .value = std::min(excess, 5)});
    if (excess > 5) out.deny({.kind = bonus::overkill, .why = reason::capped, .a = excess, .b = 5});
    caller_items(c, s, out);
  }
  decide_with_musicians(c, r);
  finish(r);
  return r;
}

// ---- Warhammer Fantasy Battle, 6th edition --------------------------------------------------

// No ranks while an enemy unit of unit strength 5+ at the start of the round fights the flank or
// rear (6th and 7th edition).
inline bool disrupted_by_strength_at_start(const combat& c, unit_ref target, denial& d) {
  for (const engagement& e : c.engagements) {
    if (!(e.fights == target) || e.target_facing == facing::front) continue;
    const int strength = c.unit(e.unit).unit_strength_at_start;
    if (strength >= 5) {
      d = {.kind = bonus::ranks,
           .why = reason::disrupted_by_unit_strength,
           .where = e.target_facing,
           .unit = target,
           .by = e.unit,
           .a = strength,
           .b = 5};
      return true;
    }
  }
  return false;
}

inline combat_result wfb6(const combat& c) noexcept {
  combat_result r;
  for (side_index s = 0; s < 2; ++s) {
    side_result& out = r.sides[s];
    if (c.sides[s].wounds_inflicted > 0)
      out.give({.kind = bonus::wounds, .value = c.sides[s].wounds_inflicted});
    best_ranks(
        c, s, out, 4, 3, true,
        [&](unit_ref target, denial& d) { return disrupted_by_strength_at_start(c, target, d); },
        false, false);
    outnumber(c, s, out);

    unit_ref first = no_unit;  // a standard or the battle standard, +1 in all
    const auto& units = c.sides[s].units;
    for (std::uint8_t i = 0; i < units.size() && first == no_unit; ++i)
      if ((units[i].standard || units[i].battle_standard) && units[i].models > 0) {
        first = {s, i};
        out.give({.kind = bonus::standard, .value = 1, .unit = first});
      }
    for (std::uint8_t i = 0; i < units.size(); ++i) {
      const bool earned = unit_ref{s, i} == first;
      const bool standard_denied = units[i].standard && !earned;  // it earned the +1
      const bool bsb_denied = units[i].battle_standard && (!earned || units[i].standard);
      const bool gone = units[i].models == 0;  // wiped out in the round: 0 models, needs 1
      denial d{.why = gone ? reason::too_few_models_at_end : reason::counted_once_per_side,
               .unit = {s, i},
               .by = gone ? no_unit : first,
               .a = 0,
               .b = gone ? 1 : 0};
      if (standard_denied) {
        d.kind = bonus::standard;
        out.deny(d);
      }
      if (bsb_denied) {
        d.kind = bonus::battle_standard;
        out.deny(d);
      }
    }

    flank_rear_once_per_side(c, s, out);
    higher_ground(c, s, out);
    overkill(c, s, out, 5);
    caller_items(c, s, out);
  }
  decide_with_musicians(c, r);
  finish(r);
  return r;
}

// ---- Warhammer Fantasy Battle, 7th edition --------------------------------------------------

inline combat_result wfb7(const combat& c) noexcept {
  combat_result r;
  for (side_index s = 0; s < 2; ++s) {
    side_result& out = r.sides[s];
    if (c.sides[s].wounds_inflicted > 0)
      out.give({.kind = bonus::wounds, .value = c.sides[s].wounds_inflicted});
    best_ranks(
        c, s, out, 5, 3, true,
        [&](unit_ref target, denial& d) { return disrupted_by_strength_at_start(c, target, d); },
        false, false);
    outnumber(c, s, out);
    once_per_side(c, s, out, bonus::standard, &combat_unit::standard);
    once_per_side(c, s, out, bonus::battle_standard, &combat_unit::battle_standard);
    flank_rear_once_per_side(c, s, out);
    // no high ground, no overkill: 7th edition's are unknown
    caller_items(c, s, out);
  }
  decide_with_musicians(c, r);
  finish(r);
  return r;
}

// ---- Warhammer Fantasy Battle, 8th edition --------------------------------------------------

inline combat_result wfb8(const combat& c) noexcept {
  combat_result r;
  for (side_index s = 0; s < 2; ++s) {
    side_result& out = r.sides[s];
    if (c.sides[s].wounds_inflicted > 0)
      out.give({.kind = bonus::wounds, .value = c.sides[s].wounds_inflicted});
    once_per_side(c, s, out, bonus::charge, &combat_unit::charged, 0);

    best_ranks(
        c, s, out, 5, 3, false,
        [&](unit_ref target, denial& d) {
          for (const engagement& e : c.engagements) {
            if (!(e.fights == target) || e.target_facing == facing::front) continue;
            const combat_unit& enemy = c.unit(e.unit);
            const int ranks = ranks_of(enemy.models, enemy.files, 5);
            if (ranks >= 2) {
              d = {.kind = bonus::ranks,
                   .why = reason::disrupted_by_ranks,
                   .where = e.target_facing,
                   .unit = target,
                   .by = e.unit,
                   .a = ranks,
                   .b = 2};
              return true;
            }
          }
          return false;
        },
        false, true);
    once_per_side(c, s, out, bonus::standard, &combat_unit::standard);
    once_per_side(c, s, out, bonus::battle_standard, &combat_unit::battle_standard);
    flank_rear_per_target(c, s, out, true);
    once_per_side(c, s, out, bonus::high_ground, &combat_unit::charged_downhill, 0);
    overkill(c, s, out, 5);
    caller_items(c, s, out);
  }
  decide_with_musicians(c, r);
  finish(r);
  return r;
}

// ---- Warhammer: The Old World (rulebook, FAQ & Errata 1.5.2) ---------------------------------

// The troop-type table (p.105): models a rank needs to count (0: never) and the bonus's cap.
inline void tow_rank_limit(troop_type t, int& min_models, int& max) {
  switch (t) {
    case troop_type::infantry:
    case troop_type::regular_infantry:
      min_models = 5;
      max = 2;
      return;
    case troop_type::heavy_infantry:
      min_models = 4;
      max = 2;
      return;
    case troop_type::monstrous_infantry:
      min_models = 3;
      max = 2;
      return;
    case troop_type::fast_cavalry:
    case troop_type::light_cavalry:
      min_models = 5;
      max = 1;
      return;
    case troop_type::heavy_cavalry:
      min_models = 4;
      max = 1;
      return;
    case troop_type::monstrous_cavalry:
      min_models = 3;
      max = 1;
      return;
    case troop_type::war_beasts:
      min_models = 5;
      max = 1;
      return;
    case troop_type::light_chariot:
      min_models = 3;
      max = 1;
      return;
    default:
      min_models = 0;
      max = 0;
      return;
  }
}

inline combat_result tow(const combat& c) noexcept {
  combat_result r;
  for (side_index s = 0; s < 2; ++s) {
    side_result& out = r.sides[s];
    const side_index o = static_cast<side_index>(1 - s);
    const auto& units = c.sides[s].units;
    if (c.sides[s].wounds_inflicted > 0)
      out.give({.kind = bonus::wounds, .value = c.sides[s].wounds_inflicted});

    // Ranks: the best unit in combat order, by troop type; Horde +1 to the cap.
    unit_ref cand_unit[max_units_per_side];
    int cand_ranks[max_units_per_side];
    int cand_value[max_units_per_side];
    int cand_cap[max_units_per_side];
    int n = 0;
    int best = 0;
    for (std::uint8_t i = 0; i < units.size(); ++i) {
      const combat_unit& u = units[i];
      const bool deep = u.models > u.files;
      if (u.order == formation::skirmish) {
        if (deep)
          out.deny({.kind = bonus::ranks, .why = reason::skirmishers_never, .unit = {s, i}});
        continue;
      }
      int min_models = 0;
      int max = 0;
      tow_rank_limit(u.troop, min_models, max);
      if (min_models <= 0) {
        if (deep) out.deny({.kind = bonus::ranks, .why = reason::troop_type_never, .unit = {s, i}});
        continue;
      }
      const int depth = (u.models + u.files - 1) / u.files;
      if (depth > u.files) {
        out.deny({.kind = bonus::ranks,
                  .why = reason::not_in_combat_order,
                  .unit = {s, i},
                  .a = u.files,
                  .b = depth});
        continue;
      }
      const int ranks = ranks_of(u.models, u.files, min_models) - 1;
      if (ranks <= 0) {
        if (deep && u.files < min_models)
          out.deny({.kind = bonus::ranks,
                    .why = reason::formation_too_narrow,
                    .unit = {s, i},
                    .a = u.files,
                    .b = min_models});
        continue;
      }
      bool disrupted = false;
      const int needed = u.troop == troop_type::heavy_infantry ? 10 : 5;
      for (const engagement& e : c.engagements) {
        if (!(e.fights == unit_ref{s, i}) || e.target_facing == facing::front) continue;
        const combat_unit& enemy = c.unit(e.unit);
        if (enemy.order == formation::skirmish) continue;
        if (enemy.unit_strength >= needed) {
          out.deny({.kind = bonus::ranks,
                    .why = reason::disrupted_by_unit_strength,
                    .where = e.target_facing,
                    .unit = {s, i},
                    .by = e.unit,
                    .a = enemy.unit_strength,
                    .b = needed});
          disrupted = true;
          break;
        }
      }
      if (disrupted) continue;
      const int cap = max + (u.horde ? 1 : 0);
      const int value = std::min(ranks, cap);
      if (n > 0 && value > cand_value[best]) best = n;
      cand_unit[n] = {s, i};
      cand_ranks[n] = ranks;
      cand_value[n] = value;
      cand_cap[n++] = cap;
    }
    if (n > 0) {
      out.give({.kind = bonus::ranks, .value = cand_value[best], .unit = cand_unit[best]});
      if (cand_ranks[best] > cand_cap[best])
        out.deny({.kind = bonus::ranks,
                  .why = reason::capped,
                  .unit = cand_unit[best],
                  .a = cand_ranks[best],
                  .b = cand_cap[best]});
      for (int i = 0; i < n; ++i)
        if (i != best)
          out.deny({.kind = bonus::ranks,
                    .why = reason::not_best_unit,
                    .unit = cand_unit[i],
                    .by = cand_unit[best],
                    .a = cand_value[i],
                    .b = cand_value[best]});
    }

    // Massed Infantry: the higher combined unit strength, with regular or heavy infantry.
    int ours = 0;
    int theirs = 0;
    for (const combat_unit& u : units) ours += u.unit_strength;
    for (const combat_unit& u : c.sides[o].units) theirs += u.unit_strength;
    if (ours <= theirs) {
      if (ours > 0)
        out.deny({.kind = bonus::massed_infantry,
                  .why = reason::not_more_unit_strength,
                  .a = ours,
                  .b = theirs});
    } else {
      unit_ref with_rule = no_unit;
      unit_ref gone = no_unit;  // infantry wiped out in the round brings no rule
      for (std::uint8_t i = 0; i < units.size(); ++i) {
        unit_ref& slot = units[i].models > 0 ? with_rule : gone;
        if ((units[i].troop == troop_type::infantry ||
             units[i].troop == troop_type::regular_infantry ||
             units[i].troop == troop_type::heavy_infantry) &&
            slot == no_unit)
          slot = {s, i};
      }
      if (with_rule == no_unit && gone != no_unit)
        out.deny({.kind = bonus::massed_infantry,
                  .why = reason::too_few_models_at_end,
                  .unit = gone,
                  .a = 0,
                  .b = 1});
      else if (with_rule == no_unit)
        out.deny({.kind = bonus::massed_infantry,
                  .why = reason::no_massed_infantry,
                  .a = ours,
                  .b = theirs});
      else
        out.give({.kind = bonus::massed_infantry, .value = 1, .unit = with_rule});
    }

    // Close order: +1 per close-order unit in combat order with unit strength 10+.
    for (std::uint8_t i = 0; i < units.size(); ++i) {
      const combat_unit& u = units[i];
      if (u.order != formation::close_order) {
        out.deny({.kind = bonus::close_order, .why = reason::not_close_order, .unit = {s, i}});
        continue;
      }
      const int depth = (u.models + u.files - 1) / u.files;
      if (depth > u.files)
        out.deny({.kind = bonus::close_order,
                  .why = reason::not_in_combat_order,
                  .unit = {s, i},
                  .a = u.files,
                  .b = depth});
      else if (u.unit_strength < 10)
        out.deny({.kind = bonus::close_order,
                  .why = reason::unit_strength_too_low,
                  .unit = {s, i},
                  .a = u.unit_strength,
                  .b = 10});
      else
        out.give({.kind = bonus::close_order, .value = 1, .unit = {s, i}});
    }

    once_per_side(c, s, out, bonus::standard, &combat_unit::standard);
    once_per_side(c, s, out, bonus::battle_standard, &combat_unit::battle_standard);
    flank_rear_per_target(c, s, out, false);
    higher_ground(c, s, out);
    overkill(c, s, out, 5);
    caller_items(c, s, out);
  }
  decide_with_musicians(c, r);
  finish(r);
  return r;
}

}  // namespace baseline
