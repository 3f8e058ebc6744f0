// rankfile/odds/result.hpp: the answers of the round-odds engine: exact distributions, as
// doubles within 1e-12 of the exact fractions.
//
// A distribution is a std::vector<double> indexed by the value (wounds, models): p[k] is the
// chance of k. Unlike the other engines' answers these allocate: their length depends on the
// units.
#pragma once

#include <array>
#include <cstddef>
#include <vector>

#include "rankfile/break_test/outcome.hpp"

namespace rankfile {

// The chance of each pair (a, b): side 0 inflicted a, side 1 inflicted b.
struct joint_distribution {
  std::size_t columns = 0;  // b runs over 0..columns-1
  std::vector<double> p{};  // row-major: p[a * columns + b]

  [[nodiscard]] double at(std::size_t a, std::size_t b) const noexcept {
    return p[a * columns + b];
  }
  [[nodiscard]] std::size_t rows() const noexcept { return columns == 0 ? 0 : p.size() / columns; }
  friend bool operator==(const joint_distribution&, const joint_distribution&) = default;
};

// One side's break test, over every way the round can go: the chance that the side loses the
// round (and is left with a model to test), and the chance of each outcome of its test, indexed
// by break_outcome (hold, break, give ground, fall back in good order); these sum to `loses`.
struct side_break_odds {
  double loses = 0;
  std::array<double, 4> outcomes{};

  [[nodiscard]] double of(break_outcome o) const noexcept {
    return outcomes[static_cast<std::size_t>(o)];
  }
  friend bool operator==(const side_break_odds&, const side_break_odds&) = default;
};

struct expected_values {
  std::array<double, 2> wounds_inflicted{};
  std::array<double, 2> models_left{};
  std::array<double, 2> combat_result{};  // each side's total
  double margin = 0;                      // side 0's total less side 1's

  friend bool operator==(const expected_values&, const expected_values&) = default;
};

// One round.
struct round_odds {
  std::array<double, 2> wins{};  // side s has the higher combat result (or the foe is wiped out)
  double draw = 0;
  // margin[k]: the chance that side 0's combat result less side 1's is margin_lowest + k.
  int margin_lowest = 0;
  std::vector<double> margin{};
  std::array<std::vector<double>, 2> wounds_inflicted{};  // wounds counted for combat result
  joint_distribution wounds_joint{};
  std::array<std::vector<double>, 2> models_left{};
  std::array<double, 2> wiped_out{};  // side s has no model left (alone or both)
  double both_wiped_out = 0;
  std::array<side_break_odds, 2> break_test{};
  expected_values expected{};
  // The most states the enumeration held at once (rankfile/odds/odds.hpp): its cost.
  std::size_t peak_states = 0;

  friend bool operator==(const round_odds&, const round_odds&) = default;
};

// How a whole combat ends in one of its rounds.
struct combat_round_end {
  std::array<double, 2> breaks{};     // side s breaks in this round
  std::array<double, 2> wiped_out{};  // side s alone is wiped out in this round
  double both_wiped_out = 0;

  friend bool operator==(const combat_round_end&, const combat_round_end&) = default;
};

// A whole combat: the first round in full, then how it ends round by round.
struct combat_odds {
  round_odds first{};
  std::vector<combat_round_end> rounds{};  // rounds[0] is the first round
  double undecided = 0;                    // still fighting after the last round asked for
  std::size_t peak_states = 0;             // the most states any round held at once

  friend bool operator==(const combat_odds&, const combat_odds&) = default;
};

}  // namespace rankfile
