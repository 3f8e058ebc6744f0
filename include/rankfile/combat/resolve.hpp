// rankfile/combat/resolve.hpp: resolve a round of close combat under a rule set.
//
//   constexpr rankfile::combat_result r = rankfile::resolve<rankfile::wfb5>(c);
//   r.sides[0].score; r.winner; r.margin; r.decided_by; r.sides[1].denied
//
//   constexpr rankfile::combat_tally t = rankfile::tally<rankfile::wfb5>(c);  // numbers only
//   t.sides[0].score; t.winner; t.margin; t.decided_by
//
// Both walk the combat roles (combat_roles::list in rankfile/combat/roles.hpp) in order, applying
// each role that adds a side's lines to both sides (ranks with the rule set's disruption); then
// a wiped-out side loses, a higher score wins and level scores go to the rule set's tie-break.
// resolve() has the components write every line into a combat_result; tally() has the same
// components write into a combat_tally, which keeps the numbers alone, for simulators. Their
// numbers are always equal: tally<R>(c) == tally_of(resolve<R>(c)). For many combats at once, see
// tally_all in rankfile/combat/batch.hpp.
//
// Preconditions (validate<R>() in rankfile/combat/validate.hpp checks them all and names each
// problem; validate() without a rule set all but R's troop types): every count is in [0,
// max_count], every unit has files >= 1, each side has at least one unit, every engagement names
// existing units on opposite sides. Under them both are pure, constexpr, noexcept and allocate
// nothing.
#pragma once

#include <type_traits>

#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/result.hpp"
#include "rankfile/combat/roles.hpp"

namespace rankfile {

namespace detail {

// The one walk behind resolve() and tally(): `r` is a combat_result or a combat_tally;
// `settings` is own_settings<R>, or house_rules<R> (rankfile/house_rules.hpp).
template <CombatRules R, CombatSink Result, class Settings = own_settings<R>>
// Flattened: GCC otherwise may keep a component (flank_and_rear_per_side) out of line in a
// caller's loop, which cost tally<wfb6> about a fifth of its time (benchmarks/README.md).
[[gnu::flatten]] constexpr void resolve_into(const combat& c, Result& r,
                                             const Settings& settings = {}) noexcept {
  // Role by role, each for both sides: a side's lines come in role order all the same, and
  // with the sides named by constants a combat_tally's two scores stay in registers, so a bonus
  // that may or may not be given is an add, not a branch.
  combat_roles::list::for_each([&]<class Role>(std::type_identity<Role>) {
    if constexpr (Role::when == combat_roles::step::each_side) {
      Role::template apply<component_t<Role, R>, R>(c, side_index{0}, r.sides[0], settings);
      Role::template apply<component_t<Role, R>, R>(c, side_index{1}, r.sides[1], settings);
    }
  });

  if (!component_t<combat_roles::wipe_out, R>::apply(c, r)) {
    const int a = r.sides[0].score;
    const int b = r.sides[1].score;
    if (a != b) {
      r.winner = a > b ? side_index{0} : side_index{1};
      r.decided_by = decision::score;
    } else {
      using ties = component_t<combat_roles::ties, R>;
      with_settings<combat_roles::ties, ties>(
          settings, [&](const auto&... self) { ties::apply(c, r, self...); });
    }
  }
  if (r.winner) {  // the scores again: a tie-break may have added to them
    const int margin = r.sides[0].score - r.sides[1].score;
    r.margin = *r.winner == 0 ? margin : -margin;
  }
}

}  // namespace detail

// The itemised result: every bonus awarded and denied, with its unit and reason.
template <CombatRules R>
[[nodiscard]] constexpr combat_result resolve(const combat& c) noexcept {
  combat_result r;
  detail::resolve_into<R>(c, r);
  return r;
}

// The numbers alone: scores, winner, margin and how it was decided.
template <CombatRules R>
[[nodiscard]] constexpr combat_tally tally(const combat& c) noexcept {
  combat_tally t{};  // zeroed: GCC 12 -O3 otherwise warns the winner may be read uninitialised
  detail::resolve_into<R>(c, t);
  return t;
}

}  // namespace rankfile
