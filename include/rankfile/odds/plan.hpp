// rankfile/odds/plan.hpp: what a rule set's round-dice component hands the round-odds engine: a
// round planned as strikes, each with its exact chances per attack and its attacks as a function
// of the models its side has lost so far in the round.
//
// The component (rankfile/odds/components.hpp: rules::tow_round_dice) knows the edition: charts,
// saves, weapons, who fights and in what order. The engine (rankfile/odds/odds.hpp) knows none of
// it: it walks the strikes in order, rolls them against the state of both units and hands the
// state after the round to the combat and break-test engines. Another edition is another
// component that fills the same plan.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "rankfile/core/fraction.hpp"
#include "rankfile/core/side.hpp"

namespace rankfile {

enum class strike_kind : std::uint8_t { impact_hits, attacks, stomps };

// One attack (or automatic hit) of a strike against one enemy model, exactly: the chance that it
// ends as an unsaved ordinary wound (which regeneration may still undo), and as an unsaved
// Killing Blow (the model loses every Wound it has left). The rest of the time nothing happens.
struct attack_chances {
  fraction wound = fraction::whole(0);
  fraction killing_blow = fraction::whole(0);

  friend bool operator==(const attack_chances&, const attack_chances&) = default;
};

// The rolls a strike needs, for explanations: the roll needed on a D6 (7: impossible; 0: no roll).
struct strike_needs {
  int to_hit = 0;             // 0: hits automatically
  bool hit_rerolled = false;  // failed To Hit rolls re-rolled (Hatred)
  int to_wound = 0;           // 7: cannot wound
  int to_wound_poisoned = 0;  // after a natural 6 To Hit with Poisoned Attacks; 0: none
  int armour = 7;             // save needed against an ordinary wound
  int armour_on_six = 7;      // against a natural 6 To Wound (Armour Bane)
  bool killing_blow = false;  // a natural 6 To Wound is a Killing Blow
  int ward = 7;
  int regeneration = 7;

  friend bool operator==(const strike_needs&, const strike_needs&) = default;
};

// The attacks of one element (a unit's models, or their mounts) made at one moment of the round.
struct strike {
  side_index side = 0;
  strike_kind kind = strike_kind::attacks;
  // When it strikes: higher first, equal at once (simultaneous).
  int order = 0;
  int initiative = 0;     // its Initiative step (attacks)
  std::string element{};  // "Spearmen", "Knights' mounts"
  // attacks[x]: the attacks (or automatic hits) it makes when its side has lost x models earlier
  // in the round; die_models[x]: the models that roll `die` (3 or 6) more hits each.
  std::vector<int> attacks{};
  int die = 0;
  std::vector<int> die_models{};
  attack_chances chances{};
  strike_needs needs{};
  std::vector<std::string> readings{};  // the readings applied, each "R5 Parry: ..."

  [[nodiscard]] int attacks_after(int lost) const noexcept {
    return lost < 0 || static_cast<std::size_t>(lost) >= attacks.size()
               ? 0
               : attacks[static_cast<std::size_t>(lost)];
  }
  [[nodiscard]] int die_models_after(int lost) const noexcept {
    return lost < 0 || static_cast<std::size_t>(lost) >= die_models.size()
               ? 0
               : die_models[static_cast<std::size_t>(lost)];
  }
  friend bool operator==(const strike&, const strike&) = default;
};

// A plan's strikes in the order they strike: higher `order` first, equal orders (at once) in the
// order they were planned.
inline void sort_by_order(std::vector<strike>& strikes) {
  std::stable_sort(strikes.begin(), strikes.end(),
                   [](const strike& a, const strike& b) { return a.order > b.order; });
}

// How a Killing Blow takes a model of a side, and what it counts for combat result.
enum class killing_blow_takes : std::uint8_t {
  // The Old World (R8, R19): the model taking wounds loses every Wound it has left, all counted.
  damaged_model,
  // 8th edition (E8-16): an undamaged model while the unit has another (the damage stays on the
  // unit), the last model otherwise; its profile Wounds are counted either way.
  whole_model,
  // 6th edition (E6-6, E6-13): an undamaged model while the unit has another, its Wounds
  // counted; the last model counts the Wounds it has left.
  whole_model_remaining,
};

// One side as the engine sees it: how its models take wounds.
struct side_plan {
  int models = 0;       // at the start of the round
  int wounds = 1;       // each model's Wounds
  int wounds_lost = 0;  // already lost by one model
  // The chance that a lost ordinary Wound is regenerated (it still counts for combat result).
  fraction regeneration = fraction::whole(0);
  int unit_strength_per_model = 1;
  rankfile::killing_blow_takes killing_blow = killing_blow_takes::damaged_model;

  friend bool operator==(const side_plan&, const side_plan&) = default;
};

struct round_plan {
  std::array<side_plan, 2> sides{};
  std::vector<strike> strikes{};  // in striking order (order descending)
  // A roll-off (6th edition, E6-10): when `otherwise` is not empty, the round is `strikes` with
  // chance `strikes_chance` and `otherwise` (in striking order too) the rest of the time, an
  // exact mixture.
  std::vector<strike> otherwise{};
  fraction strikes_chance = fraction::whole(1);
  std::vector<std::string> readings{};  // readings about the round as a whole (who fights)
  // The tags an explanation cites for the strike order and for what judges the round's end
  // (The Old World's by default: R14, R25).
  std::string order_reading = "R14";
  std::string judged_reading = "R25";

  // Equal plans walk alike: the whole combat (odds.hpp) plays a round once per equal plan (the
  // roll-off's `otherwise` and its chance included).
  friend bool operator==(const round_plan&, const round_plan&) = default;
};

}  // namespace rankfile
