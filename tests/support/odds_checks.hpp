// tests/support/odds_checks.hpp: what the round-odds tests build their fights and checks from:
// exact fractions, the 1e-12 comparison, a plain infantry unit, a duel, the chance of one attack,
// a side's first strike and the refusal at a field.
#pragma once

#include <cmath>
#include <cstddef>
#include <numeric>
#include <string>
#include <string_view>
#include <vector>

#include "rankfile/core/fraction.hpp"
#include "rankfile/odds/fight.hpp"
#include "rankfile/odds/odds.hpp"
#include "rankfile/odds/plan.hpp"
#include "rankfile/odds/validate.hpp"
#include "support/catch.hpp"

namespace test {

constexpr rankfile::fraction fr(long long n, long long d) {
  return rankfile::fraction::of(n, d);
}

// Within 1e-12 of exact arithmetic.
inline bool near(double x, rankfile::fraction exact) {
  return std::abs(x - exact.value()) < 1e-12;
}
inline bool near(double x, double y) {
  return std::abs(x - y) < 1e-12;
}
inline double at(const std::vector<double>& v, std::size_t i) {
  return i < v.size() ? v[i] : 0.0;
}
inline double sum(const std::vector<double>& v) {
  return std::accumulate(v.begin(), v.end(), 0.0);
}

// A unit of infantry, WS S T 3, W 1, I 3, A 1, Ld 7, no armour.
inline rankfile::fight_side foot(std::string_view name, int models, int files) {
  return {.name = name, .troop = rankfile::troop_type::infantry, .models = models, .files = files};
}

// One model striking one model that does not strike back (A 0).
inline rankfile::fight duel() {
  rankfile::fight f{.sides = {{foot("A", 1, 1), foot("B", 1, 1)}}};
  f.sides[1].profile.a = 0;
  return f;
}

// The chance that side 0's single attack takes the defender's (only) Wound, under R.
template <class R>
double one_attack(const rankfile::fight& f) {
  REQUIRE(rankfile::validate_fight<R>(f).empty());
  return 1.0 - at(rankfile::odds_of_round<R>(f).wounds_inflicted[0], 0);
}

// Side 0's first strike in R's plan.
template <class R>
rankfile::strike first_strike(const rankfile::fight& f) {
  for (const rankfile::strike& k : R::round_dice::plan(f).strikes)
    if (k.side == 0) return k;
  return {};
}

// The message of the problem validate_fight<R> gives at `path`, or an empty one.
template <class R>
std::string refusal(const rankfile::fight& f, std::string_view path) {
  for (const rankfile::problem& p : rankfile::validate_fight<R>(f))
    if (p.path == path) return p.message;
  return {};
}
template <class R>
bool refused(const rankfile::fight& f, std::string_view path) {
  return !refusal<R>(f, path).empty();
}

}  // namespace test
