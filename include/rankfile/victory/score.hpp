// rankfile/victory/score.hpp: victory points and the outcome of a finished battle.
//
//   constexpr rankfile::battle_result r = rankfile::score<rankfile::wap>(b);
//   r.armies[0].victory_points; r.armies[0].lines; r.armies[0].outcome; r.difference
//
// score walks the same steps for every rule set: each army scores the other army's units, then
// its General, battle standard, standards and table quarters, then any bonus points it was
// given; the rule set's outcome rule then names the result of each army, and a concession may
// overrule it.
//
// Preconditions (validate_battle() in rankfile/victory/validate.hpp checks them): costs, strengths
// and points in [0, max_points], strength_at_start >= 1, points_limit >= 1, detachments name an
// earlier unit of their own army, at most one army conceded and only under a rule set that
// covers conceding. Under them score is pure, constexpr, noexcept and allocates nothing.
#pragma once

#include "rankfile/victory/battle.hpp"
#include "rankfile/victory/result.hpp"
#include "rankfile/victory/roles.hpp"

namespace rankfile {

namespace detail {
// score<R> below, with each component's settings from `settings`: own_settings<R>, or
// house_rules<R> (rankfile/house_rules.hpp).
template <VictoryRules R, class Settings>
constexpr battle_result score(const battle& b, const Settings& settings) noexcept {
  using unit_vp = component_t<victory_roles::unit_vp, R>;
  using bonus_vp = component_t<victory_roles::bonus_vp, R>;
  using concession = component_t<victory_roles::concession, R>;
  using outcome = component_t<victory_roles::outcome, R>;
  battle_result r;
  for (const side_index a : {side_index{0}, side_index{1}}) {
    const battle_army& enemy = b.armies[opponent(a)];
    const bool all_points = enemy.conceded && concession::gives_all_points;
    army_score& out = r.armies[a];
    with_settings<victory_roles::unit_vp, unit_vp>(
        settings, [&](const auto&... self) { unit_vp::apply(enemy, all_points, out, self...); });
    with_settings<victory_roles::bonus_vp, bonus_vp>(settings, [&](const auto&... self) {
      bonus_vp::apply(enemy, b.armies[a], all_points, out, self...);
    });
    if (const int bonus = b.armies[a].bonus_victory_points; bonus > 0)
      out.add({.why = vp_reason::bonus, .value = bonus});
  }
  r.count_difference();
  with_settings<victory_roles::outcome, outcome>(
      settings, [&](const auto&... self) { outcome::apply(b, r, self...); });
  concession::apply(b, r);
  return r;
}
}  // namespace detail

template <VictoryRules R>
[[nodiscard]] constexpr battle_result score(const battle& b) noexcept {
  return detail::score<R>(b, own_settings<R>{});
}

}  // namespace rankfile
