// rankfile/break_test/result.hpp: the answer to a break test.
//
// The exact probability of every outcome the rule set has (fractions in lowest terms), and the
// itemised reasoning: each special rule applied or ignored, with why. Reasons are codes plus
// numbers, so the odds can be computed in a constant expression; each enum's table (in
// rankfile/break_test/outcome.hpp, included here) holds its identifier, its English and the
// meaning of its numbers.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "rankfile/break_test/components.hpp"
#include "rankfile/break_test/outcome.hpp"
#include "rankfile/core/enum_table.hpp"
#include "rankfile/core/fixed_vector.hpp"
#include "rankfile/core/fraction.hpp"

namespace rankfile {

// An exact probability: a fraction in lowest terms (0/1 and 1/1 included). The library's one
// fraction type (rankfile/core/fraction.hpp), under the name the break-test answers have used.
using probability = fraction;

inline constexpr std::size_t max_break_lines = enum_count<break_modifier> + 2;

struct break_result {
  std::array<probability, enum_count<break_outcome>> odds{};          // by break_outcome
  fixed_vector<break_outcome, enum_count<break_outcome>> outcomes{};  // the rule set's, in order
  bool automatic = false;                                             // decided without dice
  fixed_vector<break_line, max_break_lines> lines{};

  [[nodiscard]] constexpr probability of(break_outcome o) const noexcept {
    return odds[static_cast<std::size_t>(o)];
  }
  [[nodiscard]] constexpr bool was(break_modifier m, break_reason why) const noexcept {
    for (const break_line& l : lines)
      if (l.what == m && l.why == why) return true;
    return false;
  }
  [[nodiscard]] friend constexpr bool operator==(const break_result&,
                                                 const break_result&) noexcept = default;
};

// The outcome of a roll already made, and how the test was taken (not when automatic).
struct break_roll_result {
  break_outcome outcome{};
  bool reroll_due =
      false;              // a rolled break that the battle standard re-rolls (no second roll given)
  bool rerolled = false;  // the second roll decided
  bool automatic = false;       // decided without the dice
  int natural = 0;              // the kept dice's sum (of the roll that decided)
  rules::judged_by by{};        // the rule set's procedure
  bool three_dice = false;      // Cold-blooded: the natural roll is the lowest two of three dice
  int leadership_given = 0;     // the unit's Leadership
  int leadership = 0;           // the Leadership tested on (after Warband and Terror)
  int margin = 0;               // what the unit lost by
  bool margin_ignored = false;  // Steadfast, Stubborn or defeat by fear-causers: not counted
  break_roll_taken first{};     // the roll
  break_roll_taken second{};    // the re-roll, when rerolled

  [[nodiscard]] friend constexpr bool operator==(const break_roll_result&,
                                                 const break_roll_result&) noexcept = default;
};

}  // namespace rankfile
