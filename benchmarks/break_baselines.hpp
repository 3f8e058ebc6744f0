// Hand-written break-test odds, one per rule set: the yardstick for rankfile::break_odds.
//
// Each is what a simulator author would write for that one rule set and a test with no special
// rules: count the 2D6 totals that break (and, in The Old World, those that fall back), with the
// numbers inline and no library components. They return the very same break_result as
// rankfile::break_odds for such tests, itemised lines included (the margin, the double 1, The
// Old World's unit strengths not given), so the benchmarks compare whole results before timing.
// Benchmarks only.
#pragma once

#include <cstddef>
#include <numeric>

#include "rankfile/break_test/result.hpp"
#include "rankfile/break_test/test.hpp"

namespace break_baseline {

using namespace rankfile;

// How many of the 36 rolls of 2D6 give each total 2..12 (index 0 and 1 unused).
inline constexpr int ways[13] = {0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1};

inline probability fraction(long long n, long long d) {
  const long long g = std::gcd(n, d);
  return {n / g, d / g};
}

inline std::size_t at(break_outcome o) {
  return static_cast<std::size_t>(o);
}

// The lines a test without special rules explains itself with.
inline void margin_added(break_result& r, const break_test& t) {
  r.lines.push_back({.what = break_modifier::margin,
                     .why = break_reason::margin_added,
                     .applied = true,
                     .a = t.margin});
}
inline void margin_subtracted(break_result& r, const break_test& t) {
  r.lines.push_back({.what = break_modifier::margin,
                     .why = break_reason::margin_subtracted,
                     .applied = true,
                     .a = t.leadership,
                     .b = t.margin});
}
inline void double_one(break_result& r, break_reason why) {
  r.lines.push_back({.what = break_modifier::insane_courage, .why = why, .applied = true});
}

// Hold or break, given how many of the 36 rolls break.
inline void hold_or_break(int broke, break_result& r) {
  r.outcomes = {break_outcome::hold, break_outcome::breaks};
  r.odds[at(break_outcome::hold)] = fraction(36 - broke, 36);
  r.odds[at(break_outcome::breaks)] = fraction(broke, 36);
}

// 5th edition: 2D6 plus the margin above Leadership breaks.
inline break_result wfb5(const break_test& t) {
  int broke = 0;
  for (int roll = 2; roll <= 12; ++roll)
    if (roll + t.margin > t.leadership) broke += ways[roll];
  break_result r;
  margin_added(r, t);
  hold_or_break(broke, r);
  return r;
}

// 6th edition: as 5th for a test without special rules (fear and Stubborn are not in play).
inline break_result wfb6(const break_test& t) {
  return wfb5(t);
}

// 7th edition: 2D6 plus the margin above Leadership breaks; a double 1 always holds.
inline break_result wfb7(const break_test& t) {
  int broke = 0;
  for (int roll = 3; roll <= 12; ++roll)
    if (roll + t.margin > t.leadership) broke += ways[roll];
  break_result r;
  margin_added(r, t);
  double_one(r, break_reason::double_one_holds);
  hold_or_break(broke, r);
  return r;
}

// 8th edition: 2D6 above Leadership minus the margin breaks; a double 1 always holds.
inline break_result wfb8(const break_test& t) {
  int broke = 0;
  for (int roll = 3; roll <= 12; ++roll)
    if (roll > t.leadership - t.margin) broke += ways[roll];
  break_result r;
  margin_subtracted(r, t);
  double_one(r, break_reason::double_one_holds);
  hold_or_break(broke, r);
  return r;
}

// Battleaxe: as 8th edition for a test without special rules (Steadfast is not in play).
inline break_result battleaxe(const break_test& t) {
  return wfb8(t);
}

// The Old World: a natural roll above Leadership breaks; within Leadership but above it with
// the margin falls back in good order; else (or on a double 1) gives ground. No unit
// strengths given, so the 2:1 rule does not apply.
inline break_result tow(const break_test& t) {
  int broke = 0;
  int fell_back = 0;
  for (int roll = 3; roll <= 12; ++roll) {
    if (roll > t.leadership)
      broke += ways[roll];
    else if (roll + t.margin > t.leadership)
      fell_back += ways[roll];
  }
  break_result r;
  margin_added(r, t);
  double_one(r, break_reason::double_one_gives_ground);
  r.lines.push_back(
      {.what = break_modifier::unit_strength_ratio, .why = break_reason::ratio_unknown});
  r.outcomes = {break_outcome::breaks, break_outcome::give_ground,
                break_outcome::fall_back_in_good_order};
  r.odds[at(break_outcome::breaks)] = fraction(broke, 36);
  r.odds[at(break_outcome::give_ground)] = fraction(36 - broke - fell_back, 36);
  r.odds[at(break_outcome::fall_back_in_good_order)] = fraction(fell_back, 36);
  return r;
}

}  // namespace break_baseline
