// rankfile/break_test/test.hpp: the input to a break test, in no edition's terms.
//
// The loser of a combat tests its nerve: its Leadership, the margin it lost by, and the special
// rules that change the test. Each rule set uses the flags it has and reports the others as
// ignored. The dice of a roll already made are a separate input (break_test/odds.hpp).
//
//   rankfile::break_test t{.leadership = 8, .margin = 3, .stubborn = true};
#pragma once

#include <cstdint>

#include "rankfile/core/fixed_vector.hpp"

namespace rankfile {

// Upper bounds that validate_break_test() enforces; the engine's arithmetic cannot overflow
// inside them.
inline constexpr int max_leadership = 10;
inline constexpr int max_margin = 100'000;
inline constexpr int max_break_unit_strength = 1'000'000;

struct break_test {
  int leadership = 7;
  int margin = 0;          // the loser's deficit in combat result, 0 or more
  bool steadfast = false;  // more ranks than every enemy unit (8th edition)
  bool stubborn = false;
  bool unbreakable = false;
  bool cold_blooded = false;     // rolls 3D6 and discards the highest
  bool reroll = false;           // a battle standard nearby: a break is re-rolled once
  bool terror = false;           // the winners include a terror-causing unit (The Old World)
  bool fear_auto_break = false;  // lost to a fear-causing enemy of higher unit strength
  int warband_rank_bonus = 0;    // Warband: Leadership + the rank bonus (The Old World)
  int winner_unit_strength = 0;  // 0: not given
  int loser_unit_strength = 0;   // 0: not given
  // Worked out from a combat (break_test_from): the unit's ranks for Steadfast and the most any
  // enemy unit has; -1 when not worked out.
  int ranks = -1;
  int enemy_ranks = -1;

  [[nodiscard]] friend constexpr bool operator==(const break_test&,
                                                 const break_test&) noexcept = default;
};

// The dice of a roll already made: two, or three for a cold-blooded unit.
using break_dice = fixed_vector<int, 3>;

}  // namespace rankfile
