// rankfile/odds/fight.hpp: the input to the round-odds engine, in no edition's terms: two units'
// profiles and the situation of a round. The engine (rankfile/odds/odds.hpp) enumerates the dice
// and answers with the exact distribution of what the round, or the whole combat, can end in.
//
//   rankfile::fight f{.sides = {{
//       {.name = "Spearmen", .troop = rankfile::troop_type::regular_infantry, .models = 25,
//        .files = 5, .profile = {.ws = 3, .s = 3, .t = 3, .w = 1, .i = 3, .a = 1, .ld = 7},
//        .armour = 6, .shield = true, .weapon = rankfile::weapon::thrusting_spear},
//       {.name = "Swordsmen", .troop = rankfile::troop_type::regular_infantry, .models = 20,
//        .files = 5, .profile = {.ws = 4, .s = 3, .t = 3, .w = 1, .i = 4, .a = 1, .ld = 7}}}},
//     .round = {.charger = 0, .charge_inches = 4}};
//
// The field names are those of the JSON `fight` document (docs/json-format.md), so that the
// tool, the web package and the bindings share one contract. A rule set reads the fields it has
// rules for; validate_fight<R> (rankfile/odds/validate.hpp) refuses a field that asks for a rule
// the rule set does not have, and every value out of range, naming the field.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "rankfile/combat/combat.hpp"  // troop_type, facing, combat_name, extra_item
#include "rankfile/core/enum_table.hpp"
#include "rankfile/core/fixed_vector.hpp"
#include "rankfile/core/side.hpp"

namespace rankfile {

// Upper bounds that validate_fight<R> enforces: the state space of an exact answer grows with
// the models and Wounds on each side, so a fight past them is refused, not approximated.
inline constexpr int max_fight_models = 200;  // models a side
inline constexpr int max_fight_wounds = 20;   // the profile's Wounds
inline constexpr int max_fight_rounds = 20;   // rounds of a whole combat
inline constexpr int max_fight_characteristic = 10;

// The weapon a unit fights with (its rider's, for cavalry: a weapon never arms the mount).
enum class weapon : std::uint8_t {
  hand_weapon,
  additional_hand_weapon,
  great_weapon,
  halberd,
  thrusting_spear,
  lance,
};
inline constexpr enum_entry<weapon> weapon_table[] = {
    {weapon::hand_weapon, "hand_weapon", "hand weapon"},
    {weapon::additional_hand_weapon, "additional_hand_weapon", "additional hand weapon"},
    {weapon::great_weapon, "great_weapon", "great weapon"},
    {weapon::halberd, "halberd", "halberd"},
    {weapon::thrusting_spear, "thrusting_spear", "thrusting spear"},
    {weapon::lance, "lance", "lance"},
};
[[nodiscard]] constexpr table_view<weapon> entries_of(weapon) noexcept {
  return weapon_table;
}
static_assert(in_enum_order(weapon_table));

// A number per model: fixed (`die` 0), or one D3 or D6 rolled for each model (`die` 3 or 6,
// `fixed` 0). Impact Hits (X) and Stomp Attacks (X). JSON: a number, "D3" or "D6".
struct per_model {
  int fixed = 0;
  int die = 0;

  [[nodiscard]] constexpr bool any() const noexcept { return fixed > 0 || die > 0; }
  [[nodiscard]] friend constexpr bool operator==(per_model, per_model) noexcept = default;
};

// The special rules of a unit's element (the unit, or its mount). JSON: `special_rules`.
struct fight_rules {
  bool hatred = false;
  bool poisoned_attacks = false;
  bool killing_blow = false;
  int armour_bane = 0;  // Armour Bane (X); the weapon's adds to it
  bool strike_first = false;
  bool strike_last = false;
  bool frenzy = false;
  bool furious_charge = false;
  bool causes_fear = false;
  per_model impact_hits{};
  per_model stomp_attacks{};
  bool unbreakable = false;
  bool stubborn = false;

  [[nodiscard]] friend constexpr bool operator==(const fight_rules&,
                                                 const fight_rules&) noexcept = default;
};

// A model's characteristics. For cavalry, the rider's (the model's Toughness, Wounds and
// Leadership are the rider's).
struct fight_profile {
  int ws = 3;
  int s = 3;
  int t = 3;
  int w = 1;
  int i = 3;
  int a = 1;
  int ld = 7;

  [[nodiscard]] friend constexpr bool operator==(fight_profile, fight_profile) noexcept = default;
};

// The mount of a split-profile model: it attacks with its own characteristics and rules.
struct fight_mount {
  int ws = 3;
  int s = 3;
  int i = 3;
  int a = 1;
  fight_rules special_rules{};

  [[nodiscard]] friend constexpr bool operator==(const fight_mount&,
                                                 const fight_mount&) noexcept = default;
};

// One unit a side. Saves are the roll needed on a D6, 7 for none.
struct fight_side {
  combat_name name{};
  troop_type troop = troop_type::infantry;  // JSON: troop_type
  int models = 0;                           // models at the start of the round
  int files = 1;                            // models in its front rank when it has that many
  int wounds_lost = 0;                      // Wounds one model has already lost (below profile.w)
  // Models of the first fighting rank in base contact with the enemy; none: all of it.
  std::optional<int> in_contact{};
  fight_profile profile{};
  std::optional<fight_mount> mount{};
  int armour = 7;  // from armour, barding and hide, without the shield
  bool shield = false;
  int ward = 7;
  int regeneration = 7;
  rankfile::weapon weapon = weapon::hand_weapon;
  fight_rules special_rules{};
  bool fear_test_failed = false;
  bool standard = false;
  bool musician = false;
  bool horde = false;
  fixed_vector<extra_item, max_extras_per_unit> extra{};  // other combat result

  [[nodiscard]] friend constexpr bool operator==(const fight_side&,
                                                 const fight_side&) noexcept = default;
};

// The situation of the round (of the first round, for a whole combat).
struct fight_round {
  int number = 1;                       // the round of this combat: Hatred is round 1 only
  std::optional<side_index> charger{};  // the side that charged this turn
  int charge_inches = 0;                // full inches the charger moved before contact
  bool disordered_charge = false;
  std::optional<side_index> flanked{};  // the side fought in its flank or rear
  facing arc = facing::flank;           // which, when `flanked` is set: flank or rear
  int flank_fighting_models = 0;        // models of the flanked side that fight back
  std::optional<side_index> high_ground{};
  std::optional<side_index> previous_winner{};  // 6th and 7th edition: ties in Initiative

  [[nodiscard]] friend constexpr bool operator==(const fight_round&,
                                                 const fight_round&) noexcept = default;
};

struct fight {
  std::array<fight_side, 2> sides{};
  fight_round round{};

  [[nodiscard]] friend constexpr bool operator==(const fight&, const fight&) noexcept = default;
};

// The same fight seen from the other table edge: the sides swap, and so do the sides the round
// names. Its answer is the original's with every per-side value swapped.
[[nodiscard]] constexpr fight mirrored(const fight& f) noexcept {
  const auto swap = [](std::optional<side_index> s) {
    return s ? std::optional<side_index>{opponent(*s)} : s;
  };
  fight m = f;
  m.sides = {f.sides[1], f.sides[0]};
  m.round.charger = swap(f.round.charger);
  m.round.flanked = swap(f.round.flanked);
  m.round.high_ground = swap(f.round.high_ground);
  m.round.previous_winner = swap(f.round.previous_winner);
  return m;
}

}  // namespace rankfile
