// Hand-written victory-point scorers, one per rule set: the yardstick for rankfile::score.
//
// Straight code with the numbers inline, producing the same battle_result line for line, so
// the benchmarks check agreement on every battle before timing. Benchmarks only.
#pragma once

#include <cstdint>

#include "rankfile/editions/tow.hpp"
#include "rankfile/victory/battle.hpp"
#include "rankfile/victory/result.hpp"

namespace score_baseline {

using namespace rankfile;

inline int up(int value, int percent) {
  return static_cast<int>((static_cast<long long>(value) * percent + 99) / 100);
}
inline bool gone(const battle_unit& u) {
  return u.state == unit_state::destroyed || u.strength_at_end == 0;
}

inline void decide(battle_result& r, side_index w, battle_outcome o, outcome_basis why) {
  r.winner = w;
  r.armies[w].outcome = o;
  r.armies[1 - w].outcome = mirror(o);
  r.basis = why;
}
inline void draw(battle_result& r, outcome_basis why = outcome_basis::margin) {
  r.armies[0].outcome = r.armies[1].outcome = battle_outcome::draw;
  r.basis = why;
}
inline side_index leader(const battle_result& r) {
  return r.armies[0].victory_points >= r.armies[1].victory_points ? 0 : 1;
}
inline void finish_difference(battle_result& r) {
  const int d = r.armies[0].victory_points - r.armies[1].victory_points;
  r.difference = d < 0 ? -d : d;
}

// One unit's line: destroyed and fled 100 %; else fleeing / reduced / both by the percentages.
// `at_threshold`: reduced means end * den <= start * num, else end * den < start * num.
inline void unit_line(army_score& out, const battle_army& enemy, std::size_t i, int value,
                      int fleeing, int reduced, int fleeing_reduced, int num, int den,
                      bool at_threshold, bool conceded, bool war_machines_whole = false) {
  const battle_unit& u = enemy.units[i];
  vp_line l{.unit = static_cast<std::uint8_t>(i),
            .basis = value,
            .a = u.strength_at_end,
            .b = u.strength_at_start};
  const long long left = static_cast<long long>(u.strength_at_end) * den;
  const long long line = static_cast<long long>(u.strength_at_start) * num;
  const bool is_reduced = at_threshold ? left <= line : left < line;
  if (conceded) {
    l.why = vp_reason::concession;
    l.percent = 100;
  } else if (gone(u) || u.state == unit_state::fled_off_table) {
    l.why = u.state == unit_state::fled_off_table ? vp_reason::fled_off_table
            : u.state == unit_state::destroyed    ? vp_reason::destroyed
                                                  : vp_reason::nothing_left;
    l.percent = 100;
  } else if (u.state == unit_state::fleeing) {
    l.why = is_reduced ? vp_reason::fleeing_reduced : vp_reason::fleeing;
    l.percent = is_reduced ? fleeing_reduced : fleeing;
  } else if (is_reduced && !(war_machines_whole && u.kind == unit_kind::war_machine)) {
    l.why = vp_reason::reduced;
    l.percent = reduced;
  } else {
    return;
  }
  if (l.percent == 0) return;
  l.value = up(value, l.percent);
  out.add(l);
}

// general, bsb, per_standard: points, or -1 for a value not known (a 0-point line says so).
inline void bonuses(army_score& out, const battle_army& enemy, const battle_army& own, int general,
                    bool general_if_fleeing, int bsb, int bsb_mode /*0 none,1 combat,2 lost*/,
                    int per_standard, int per_quarter, bool conceded) {
  int standards = 0;
  for (std::size_t i = 0; i < enemy.units.size(); ++i) {
    const battle_unit& u = enemy.units[i];
    const auto index = static_cast<std::uint8_t>(i);
    const bool lost = gone(u) || u.state == unit_state::fled_off_table ||
                      (general_if_fleeing && u.state == unit_state::fleeing);
    if (general > 0 && u.general && (conceded || lost))
      out.add({.why = vp_reason::general, .value = general, .unit = index});
    if (general == -1 && u.general && (conceded || lost))
      out.add({.why = vp_reason::general_value_unknown, .unit = index});
    const bool bsb_lost =
        bsb_mode == 1 ? u.slain_in_combat : u.state != unit_state::in_play || gone(u);
    if (bsb_mode != 0 && u.battle_standard_bearer && (conceded || bsb_lost))
      out.add(bsb == -1 ? vp_line{.why = vp_reason::battle_standard_value_unknown, .unit = index}
                        : vp_line{.why = vp_reason::battle_standard, .value = bsb, .unit = index});
    standards += u.standards_lost_in_combat;
  }
  if (per_standard > 0 && standards > 0)
    out.add({.why = vp_reason::standards,
             .value = standards * per_standard,
             .percent = per_standard,
             .a = standards});
  if (per_standard == -1 && standards > 0)
    out.add({.why = vp_reason::standards_value_unknown, .a = standards});
  if (per_quarter > 0 && own.table_quarters > 0)
    out.add({.why = vp_reason::table_quarters,
             .value = own.table_quarters * per_quarter,
             .percent = per_quarter,
             .a = own.table_quarters});
  else if (own.table_quarters > 0)
    out.add({.why = vp_reason::table_quarters_not_scored, .a = own.table_quarters});
}

inline void bonus_points(army_score& out, const battle_army& own) {
  if (own.bonus_victory_points > 0)
    out.add({.why = vp_reason::bonus, .value = own.bonus_victory_points});
}

// +`value` when the enemy army broke in a Break Point game (Old World matched play).
inline void enemy_broken(army_score& out, const battle_army& enemy, int value) {
  if (enemy.broken) out.add({.why = vp_reason::enemy_broken, .value = value});
}

// Each army scores the other army's list through `score_army(out, enemy, own)`, then its own
// bonus points; the difference follows.
template <class F>
battle_result both_armies(const battle& b, F score_army) {
  battle_result r;
  for (side_index a = 0; a < 2; ++a) {
    score_army(r.armies[a], b.armies[1 - a], b.armies[a]);
    bonus_points(r.armies[a], b.armies[a]);
  }
  finish_difference(r);
  return r;
}

// ---- WAP ---------------------------------------------------------------------------------------

inline bool wiped(const battle_army& a) {
  if (a.units.empty()) return false;
  for (const battle_unit& u : a.units)
    if (!gone(u) && u.state != unit_state::fled_off_table) return false;
  return true;
}

inline battle_result wap(const battle& b) noexcept {
  battle_result r =
      both_armies(b, [](army_score& out, const battle_army& enemy, const battle_army& own) {
        for (std::size_t i = 0; i < enemy.units.size(); ++i)
          unit_line(out, enemy, i, enemy.units[i].cost, 50, 50, 75, 1, 2, true, false);
        bonuses(out, enemy, own, 100, false, 100, 1, 25, 0, false);
      });
  if (b.armies[0].conceded != b.armies[1].conceded) {
    decide(r, b.armies[0].conceded ? 1 : 0, battle_outcome::massacre, outcome_basis::concession);
    return r;
  }
  if (wiped(b.armies[0]) != wiped(b.armies[1])) {  // wiping the enemy out is a massacre
    decide(r, wiped(b.armies[0]) ? 1 : 0, battle_outcome::massacre, outcome_basis::wipe_out);
    return r;
  }
  const long long p = static_cast<long long>(r.difference) * 100 / b.points_limit;
  if (p < 10)
    draw(r);
  else
    decide(r, leader(r),
           p >= 50   ? battle_outcome::massacre
           : p >= 25 ? battle_outcome::solid_victory
                     : battle_outcome::marginal_victory,
           outcome_basis::margin);
  return r;
}

// Whether one army broke and the other, unbroken, did not concede (a broken army ends the game,
// so a concession came first).
inline bool break_decides(const battle& b) {
  return b.armies[0].broken != b.armies[1].broken && !b.armies[b.armies[0].broken ? 1 : 0].conceded;
}

// A win needs 100 more, a crushing victory twice the loser's; `wipe_out`: a wiped-out army loses
// (WAP); `break_point`: a broken army loses to an unbroken one, crushingly (The Old World).
inline void margin_outcome(const battle& b, battle_result& r, bool wipe_out, bool break_point) {
  if (break_point && break_decides(b))
    return decide(r, b.armies[0].broken ? 1 : 0, battle_outcome::crushing_victory,
                  outcome_basis::break_point);
  const bool w0 = wipe_out && wiped(b.armies[0]), w1 = wipe_out && wiped(b.armies[1]);
  const side_index w = w0 != w1 ? (w1 ? 0 : 1) : leader(r);
  const bool crushing = r.armies[w].victory_points >= 2LL * r.armies[1 - w].victory_points;
  const battle_outcome o = crushing ? battle_outcome::crushing_victory : battle_outcome::victory;
  if (w0 != w1) return decide(r, w, o, outcome_basis::wipe_out);
  if (r.difference < 100) return draw(r);
  decide(r, w, o, outcome_basis::margin);
}

inline battle_result wap_margin(const battle& b) noexcept {
  battle_result r = wap(b);
  if (r.basis == outcome_basis::concession) return r;
  r.winner.reset();
  margin_outcome(b, r, true, false);
  return r;
}

// ---- The Old World -----------------------------------------------------------------------------

// The Old World family: fanatics inside their unit, all points on a concession (the rulebook's
// rule; not the Matched Play Guide's, `all_points_conceded` false).
inline battle_result tow_family(const battle& b, int reduced, bool at_threshold, int general,
                                int bsb, int standard, int broken_bonus = 0,
                                bool all_points_conceded = true) {
  return both_armies(b, [&](army_score& out, const battle_army& enemy, const battle_army& own) {
    const bool conceded = all_points_conceded && enemy.conceded;
    for (std::size_t i = 0; i < enemy.units.size(); ++i) {
      if (enemy.units[i].is_detachment()) continue;
      int value = enemy.units[i].cost;
      for (const battle_unit& d : enemy.units)
        if (d.detachment_of == static_cast<std::int16_t>(i)) value += d.cost;
      unit_line(out, enemy, i, value, 50, reduced, 50, 1, 4, at_threshold, conceded);
    }
    bonuses(out, enemy, own, general, true, bsb, 2, standard, 0, conceded);
    if (broken_bonus > 0) enemy_broken(out, enemy, broken_bonus);
  });
}

// A concession gives the other army the victory: `least` when the points gave it none.
inline battle_result conceded_to(const battle& b, battle_result r, battle_outcome least) {
  if (b.armies[0].conceded == b.armies[1].conceded) return r;
  const side_index w = b.armies[0].conceded ? 1 : 0;
  if (r.winner != w) decide(r, w, least, outcome_basis::concession);
  return r;
}

inline battle_result tow(const battle& b) noexcept {
  battle_result r = tow_family(b, 50, true, 100, 50, 50);
  margin_outcome(b, r, false, true);
  return conceded_to(b, r, battle_outcome::victory);
}
inline battle_result tow_original(const battle& b) noexcept {
  battle_result r = tow_family(b, 25, false, 100, 50, 50);
  margin_outcome(b, r, false, true);
  return conceded_to(b, r, battle_outcome::victory);
}
inline battle_result tow_battle_march(const battle& b) noexcept {
  battle_result r = tow_family(b, 50, true, 50, 25, 25);
  if (r.difference == 0)
    draw(r);
  else
    decide(r, leader(r), battle_outcome::victory, outcome_basis::margin);
  return conceded_to(b, r, battle_outcome::victory);
}
inline battle_result tow_matched_play(const battle& b) noexcept {
  battle_result r = tow_family(b, 50, true, 100, 50, 50, 500, false);
  battle_outcome o = tow_matched_play_table.lookup(r.difference, b.points_limit);
  outcome_basis why = outcome_basis::margin;
  if (b.armies[0].broken && b.armies[1].broken &&
      (o == battle_outcome::resounding_victory || o == battle_outcome::crushing_victory)) {
    o = battle_outcome::marginal_victory;
    why = outcome_basis::both_broken_cap;
  }
  if (o == battle_outcome::draw)
    draw(r, why);
  else
    decide(r, leader(r), o, why);
  if (b.armies[0].conceded != b.armies[1].conceded) {  // p.12: the game's size, crushing
    const side_index w = b.armies[0].conceded ? 1 : 0;
    r.armies[w].victory_points = 0;
    r.armies[w].lines.clear();
    r.armies[w].add({.why = vp_reason::conceded_game_size, .value = b.points_limit});
    finish_difference(r);
    decide(r, w, battle_outcome::crushing_victory, outcome_basis::concession);
  }
  return r;
}

// ---- 6th to 8th edition ------------------------------------------------------------------------

inline battle_result unknown_chart(battle_result r) {
  r.armies[0].outcome = r.armies[1].outcome = battle_outcome::unknown;
  r.basis = outcome_basis::chart_unknown;
  return r;
}

// The three editions differ only in their numbers: fleeing and reduced percentages, the
// threshold (1/2, inclusive or not), and the bonuses.
inline battle_result edition_678(const battle& b, int fleeing, int reduced, int num,
                                 bool at_threshold, int general, bool general_if_fleeing, int bsb,
                                 int bsb_mode, int per_standard, int per_quarter,
                                 bool war_machines_whole) {
  return unknown_chart(
      both_armies(b, [&](army_score& out, const battle_army& enemy, const battle_army& own) {
        for (std::size_t i = 0; i < enemy.units.size(); ++i)
          unit_line(out, enemy, i, enemy.units[i].cost, fleeing, reduced, fleeing, num,
                    num == 0 ? 1 : 2, at_threshold, false, war_machines_whole);
        bonuses(out, enemy, own, general, general_if_fleeing, bsb, bsb_mode, per_standard,
                per_quarter, false);
      }));
}
inline battle_result wfb6(const battle& b) noexcept {
  return edition_678(b, 100, 50, 1, false, 100, true, 100, 1, 100, 100, false);
}
inline battle_result wfb7(const battle& b) noexcept {
  return edition_678(b, 100, 50, 1, true, -1, true, -1, 1, -1, 100, true);
}
// Blood and Glory: an army broken loses to an unbroken one, whatever the points.
inline battle_result wfb8(const battle& b) noexcept {
  battle_result r = edition_678(b, 0, 0, 0, false, 100, false, 100, 1, 25, 0, false);
  if (break_decides(b))
    decide(r, b.armies[0].broken ? 1 : 0, battle_outcome::victory, outcome_basis::break_point);
  return r;
}

}  // namespace score_baseline
