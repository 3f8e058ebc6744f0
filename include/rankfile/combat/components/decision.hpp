// rankfile/combat/components/decision.hpp: who wins when the scores alone do not say.
//
// Available components
//   wiped_out_side_loses        a side with no models left loses, whatever the scores; both
//                               wiped out is a draw
//   ties_are_draws              level scores are a draw (5th edition)
//   musicians_break_ties<V>     on level scores each side with a musician gets +V; one side
//                               alone wins, both cancel out into a draw (Battleaxe, 8th)
#pragma once

#include <cstdint>
#include <string_view>
#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/result.hpp"
#include "rankfile/combat/components/common.hpp"

namespace rankfile::rules {

struct wiped_out_side_loses {
  static constexpr std::string_view name = "a wiped-out side loses";
  // Decides `r` (a combat_result or a combat_tally) and returns true when a side was wiped out;
  // else leaves it alone.
  template <CombatSink Result>
  static constexpr bool apply(const combat& c, Result& r) noexcept {
    const bool gone0 = c.sides[0].models_left() == 0;
    const bool gone1 = c.sides[1].models_left() == 0;
    if (!gone0 && !gone1) return false;
    if (gone0 && gone1) {
      r.winner.reset();
      r.decided_by = decision::draw;
    } else {
      r.winner = gone0 ? side_index{1} : side_index{0};
      r.decided_by = decision::wipe_out;
    }
    return true;
  }
};

struct ties_are_draws {
  static constexpr std::string_view name = "draw";
  static constexpr bonus absent = bonus::musician;  // no tie-break (absent_bonuses)
  // Called only when the scores are level.
  template <CombatSink Result>
  static constexpr void apply(const combat&, Result& r) noexcept {
    r.winner.reset();
    r.decided_by = decision::draw;
  }
};

template <int Value = 1>
struct musicians_break_ties {
  static constexpr std::string_view name = "musicians break ties";
  static constexpr int value = Value;

  template <CombatSink Result, class Self = musicians_break_ties>
  static constexpr void apply(const combat& c, Result& r, const Self& self = {}) noexcept {
    const bool has0 = give_first(c, side_index{0}, r.sides[0], self.value);
    const bool has1 = give_first(c, side_index{1}, r.sides[1], self.value);
    if (has0 != has1) {
      r.winner = has0 ? side_index{0} : side_index{1};
      r.decided_by = decision::musician;
    } else {
      r.winner.reset();
      r.decided_by = decision::draw;
    }
  }

 private:
  // Gives side `s` the bonus for its first unit with a musician; returns whether it has one.
  template <SideSink Out>
  static constexpr bool give_first(const combat& c, side_index s, Out& out,
                                   int bonus_value) noexcept {
    const std::uint8_t first = first_unit(c, s, [](const combat_unit& u) { return u.musician; });
    if (first == c.sides[s].units.size()) return false;
    out.give({.kind = bonus::musician, .value = bonus_value, .unit = {s, first}});
    return true;
  }
};

}  // namespace rankfile::rules
