// rankfile/combat.hpp: resolve a round of close combat under a rule set.
//
//   constexpr rankfile::combat_result r = rankfile::resolve<rankfile::wfb5>(c);
//   r.sides[0].score; r.winner; r.margin; r.decided_by; r.sides[1].denied
//
// resolve walks the same steps for every rule set, asking the rule set's component for each:
// wounds, charge, ranks (with disruption), standard, battle standard, flank and rear, high
// ground, overkill; then a wiped-out side loses, a higher score wins and level scores go to the
// rule set's tie-break.
//
// Preconditions (validate() in rankfile/validate.hpp checks them all and names each problem):
// every count is in [0, max_count], every unit has files >= 1, each side has at least one unit,
// every engagement names existing units on opposite sides. Under them resolve is pure,
// constexpr, noexcept and allocates nothing.
#pragma once

#include "rankfile/core/combat.hpp"
#include "rankfile/core/combat_result.hpp"
#include "rankfile/rules/rule_set.hpp"

namespace rankfile {

template <CombatRules R>
[[nodiscard]] constexpr combat_result resolve(const combat& c) noexcept {
  combat_result r;
  for (const side_index s : {side_index{0}, side_index{1}}) {
    side_result& out = r.sides[s];
    if (const int wounds = c.sides[s].wounds_inflicted; wounds > 0)
      out.give({.kind = bonus::wounds, .value = wounds});
    R::charge::apply(c, s, out);
    R::ranks::template apply<typename R::disruption>(c, s, out);
    R::standard::apply(c, s, out);
    R::battle_standard::apply(c, s, out);
    R::flank_rear::apply(c, s, out);
    R::high_ground::apply(c, s, out);
    R::overkill::apply(c, s, out);
  }

  if (!R::wipe_out::apply(c, r)) {
    const int a = r.sides[0].score;
    const int b = r.sides[1].score;
    if (a != b) {
      r.winner = a > b ? side_index{0} : side_index{1};
      r.decided_by = decision::score;
    } else {
      R::ties::apply(c, r);
    }
  }
  if (r.winner)
    r.margin = r.sides[*r.winner].score - r.sides[opponent(*r.winner)].score;
  return r;
}

}  // namespace rankfile
