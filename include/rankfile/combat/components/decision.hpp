// rankfile/combat/components/decision.hpp: who wins when the scores alone do not say.
//
// Available components
//   wiped_out_side_loses        a side with no models left loses, whatever the scores; both
//                               wiped out is a draw (decided by the wipe-out, our reading)
//   ties_are_draws              level scores are a draw (5th edition)
//   musicians_break_ties<V, Presence>
//                               on level scores a side with a musician, and the other without,
//                               gets +V and wins; musicians on both sides cancel out (neither
//                               gets it) into a draw (6th to 8th, the Old World, Battleaxe);
//                               a unit wiped out in the round has no musician by default
//                               (Presence: presence_rule, common.hpp)
#pragma once

#include <cstdint>
#include <type_traits>
#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/components/common.hpp"
#include "rankfile/combat/result.hpp"
#include "rankfile/core/text_view.hpp"

namespace rankfile::rules {

struct wiped_out_side_loses {
  static constexpr text_view name = "a wiped-out side loses";
  // Decides `r` (a combat_result or a combat_tally) and returns true when a side was wiped out;
  // else leaves it alone.
  template <CombatSink Result>
  static constexpr bool apply(const combat& c, Result& r) noexcept {
    const bool gone0 = c.sides[0].models_left() == 0;
    const bool gone1 = c.sides[1].models_left() == 0;
    if (!gone0 && !gone1) return false;
    if (gone0 && gone1) {
      r.winner.reset();
      r.decided_by = decision::wipe_out;  // a draw: the wipe-out rule decided it all the same
    } else {
      r.winner = gone0 ? side_index{1} : side_index{0};
      r.decided_by = decision::wipe_out;
    }
    return true;
  }
};

struct ties_are_draws {
  static constexpr text_view name = "draw";
  static constexpr bonus absent = bonus::musician;  // no tie-break (absent_bonuses)
  // Called only when the scores are level.
  template <CombatSink Result>
  static constexpr void apply(const combat&, Result& r) noexcept {
    r.winner.reset();
    r.decided_by = decision::draw;
  }
};

template <int Value = 1, presence_rule Presence = presence_rule{}>
struct musicians_break_ties {
  static_assert(Presence.problem().empty(), "musicians_break_ties: min_models_at_end is negative");
  static constexpr text_view name = "musicians break ties";
  static constexpr presence_rule rule = Presence;
  static constexpr int value = Value;

  template <CombatSink Result, class Self = musicians_break_ties>
  static constexpr void apply(const combat& c, Result& r, const Self& self = {}) noexcept {
    const int min = self.rule.min_models_at_end;
    const auto with_musician = [min](const combat_unit& u) {
      return u.musician & (u.models >= min);  // `&`: one test without a branch (first_unit)
    };
    const unit_ref m[2] = {{0, first_unit(c, 0, with_musician)},
                           {1, first_unit(c, 1, with_musician)}};
    const bool has[2] = {m[0].index < c.sides[0].units.size(),
                         m[1].index < c.sides[1].units.size()};
    r.winner.reset();
    r.decided_by = decision::draw;
    if (has[0] && has[1]) {  // each side's is cancelled by the other's
      r.sides[0].deny(
          {.kind = bonus::musician, .why = reason::cancelled_by_enemy, .unit = m[0], .by = m[1]});
      r.sides[1].deny(
          {.kind = bonus::musician, .why = reason::cancelled_by_enemy, .unit = m[1], .by = m[0]});
    } else if (has[0] || has[1]) {
      const side_index s = has[0] ? side_index{0} : side_index{1};
      r.sides[s].give({.kind = bonus::musician, .value = self.value, .unit = m[s]});
      r.winner = s;
      r.decided_by = decision::musician;
    }
    // A side whose musicians were all wiped out in the round: the first of them is denied.
    using side_sink = std::remove_cvref_t<decltype(r.sides[0])>;
    if constexpr (keeps_lines<side_sink>) {
      for (side_index s = 0; s < 2; ++s) {
        if (has[s]) continue;
        const std::uint8_t gone = first_unit(c, s, [](const combat_unit& u) { return u.musician; });
        if (gone < c.sides[s].units.size())
          r.sides[s].deny({.kind = bonus::musician,
                           .why = reason::too_few_models_at_end,
                           .unit = {s, gone},
                           .a = c.sides[s].units[gone].models,
                           .b = min});
      }
    }
  }
};

}  // namespace rankfile::rules
