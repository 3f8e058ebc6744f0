// rankfile/core/combat_result.hpp: the itemised answer to a round of close combat.
//
// Per side: the score, every bonus awarded (kind, value, the unit that earned it) and every
// bonus denied (kind, a reason code and the numbers behind it). Reasons are codes plus numbers
// so that a result can be computed in a constant expression; rankfile/explain.hpp turns them
// into English.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "rankfile/core/combat.hpp"
#include "rankfile/core/fixed_vector.hpp"

namespace rankfile {

// The parts of a combat result score, in the order the engines award them.
enum class bonus : std::uint8_t {
  wounds,           // unsaved wounds inflicted
  charge,           // a unit charged
  ranks,            // extra ranks of the best unit
  standard,         // a standard bearer in the fight
  battle_standard,  // the battle standard bearer in the fight
  flank,            // fighting an enemy unit's flank
  rear,             // fighting an enemy unit's rear
  high_ground,      // fighting from (or charging down from) higher ground
  overkill,         // excess wounds scored in a challenge
  musician,         // breaking a tie with a musician
};
inline constexpr std::size_t bonus_count = 10;

[[nodiscard]] constexpr std::string_view name_of(bonus b) noexcept {
  switch (b) {
    case bonus::wounds: return "wounds";
    case bonus::charge: return "charge";
    case bonus::ranks: return "ranks";
    case bonus::standard: return "standard";
    case bonus::battle_standard: return "battle_standard";
    case bonus::flank: return "flank";
    case bonus::rear: return "rear";
    case bonus::high_ground: return "high_ground";
    case bonus::overkill: return "overkill";
    case bonus::musician: return "musician";
  }
  return "unknown";
}

// Why a bonus was not (or not fully) given. The meaning of a denial's numbers `a` and `b` is
// stated for each reason.
enum class reason : std::uint8_t {
  formation_too_narrow,       // a = the unit's files, b = files needed
  disrupted_by_models,        // by = enemy unit in flank or rear; a = its models, b = models needed
  disrupted_by_mass,          // by = enemy unit; a = its ranks of the rule's width, b = its US
  not_best_unit,              // by = the unit whose bonus counts; a = this unit's, b = that one's
  capped,                     // a = the bonus before the cap, b = the cap
  counted_once_per_side,      // by = the unit already counted for the side
  counted_once_per_target,    // by = the enemy unit already counted once
  attacker_too_small,         // a = the unit's models at the start of the round, b = needed
  fewer_attackers,            // a = this side's qualifying units, b = the enemy's
  equal_attackers,            // a = b = qualifying units on each side
  not_higher,                 // a = this side's highest elevation, b = the enemy's highest
};

[[nodiscard]] constexpr std::string_view name_of(reason r) noexcept {
  switch (r) {
    case reason::formation_too_narrow: return "formation_too_narrow";
    case reason::disrupted_by_models: return "disrupted_by_models";
    case reason::disrupted_by_mass: return "disrupted_by_mass";
    case reason::not_best_unit: return "not_best_unit";
    case reason::capped: return "capped";
    case reason::counted_once_per_side: return "counted_once_per_side";
    case reason::counted_once_per_target: return "counted_once_per_target";
    case reason::attacker_too_small: return "attacker_too_small";
    case reason::fewer_attackers: return "fewer_attackers";
    case reason::equal_attackers: return "equal_attackers";
    case reason::not_higher: return "not_higher";
  }
  return "unknown";
}

// A bonus given: `value` points, earned by `unit` (no_unit when the whole side earned it);
// `target` is the enemy unit it was earned against, for flank and rear, else no_unit.
struct award {
  bonus kind{};
  int value = 0;
  unit_ref unit = no_unit;
  unit_ref target = no_unit;

  [[nodiscard]] friend constexpr bool operator==(const award&, const award&) noexcept = default;
};

// A bonus withheld from `unit` (or from the side: no_unit), because of `by` where another unit
// is involved; `where` is the facing involved in flank, rear and disruption denials.
struct denial {
  bonus kind{};
  reason why{};
  facing where = facing::front;
  unit_ref unit = no_unit;
  unit_ref by = no_unit;
  int a = 0;
  int b = 0;

  [[nodiscard]] friend constexpr bool operator==(const denial&, const denial&) noexcept = default;
};

// Enough room for every line any rule set can write: one award per bonus kind, one flank and
// one rear award per enemy unit; one denial per unit for each once-per-side bonus and for
// ranks, one per engagement for flank and rear, one per side-wide cap.
inline constexpr std::size_t max_awards = bonus_count + 2 * max_units_per_side;
inline constexpr std::size_t max_denials = 6 * max_units_per_side + max_engagements + 4;

struct side_result {
  int score = 0;
  fixed_vector<award, max_awards> awarded{};
  fixed_vector<denial, max_denials> denied{};

  constexpr void give(award a) noexcept {
    score += a.value;
    awarded.push_back(a);
  }
  constexpr void deny(denial d) noexcept { denied.push_back(d); }

  // The total awarded for one bonus kind (0 when none).
  [[nodiscard]] constexpr int total(bonus kind) const noexcept {
    int sum = 0;
    for (const award& a : awarded)
      if (a.kind == kind) sum += a.value;
    return sum;
  }
  [[nodiscard]] constexpr bool was_denied(bonus kind, reason why) const noexcept {
    for (const denial& d : denied)
      if (d.kind == kind && d.why == why) return true;
    return false;
  }
  [[nodiscard]] friend constexpr bool operator==(const side_result&,
                                                 const side_result&) noexcept = default;
};

// How the winner was found.
enum class decision : std::uint8_t {
  score,     // the higher score won
  musician,  // scores were level; a musician broke the tie
  wipe_out,  // the other side had no models left
  draw,      // level scores (or both sides wiped out): nobody won
};

[[nodiscard]] constexpr std::string_view name_of(decision d) noexcept {
  switch (d) {
    case decision::score: return "score";
    case decision::musician: return "musician";
    case decision::wipe_out: return "wipe_out";
    case decision::draw: return "draw";
  }
  return "unknown";
}

struct combat_result {
  std::array<side_result, 2> sides{};
  std::optional<side_index> winner{};  // empty for a draw
  int margin = 0;                      // winner's score minus loser's; 0 for a draw
  decision decided_by = decision::draw;

  [[nodiscard]] friend constexpr bool operator==(const combat_result&,
                                                 const combat_result&) noexcept = default;
};

}  // namespace rankfile
