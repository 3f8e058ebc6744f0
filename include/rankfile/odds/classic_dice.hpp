// rankfile/odds/classic_dice.hpp: what the round-dice components of the Warhammer editions before
// The Old World share (rankfile/odds/wfb8_dice.hpp, rankfile/odds/wfb6_dice.hpp): the classic To
// Hit chart, saves on a D6 that a natural 1 fails, ranks of a block, and the chances of one attack
// from the rolls it needs. Each edition's own rules (To Wound chart, saves, strike order, who
// fights) are its component's.
#pragma once

#include <algorithm>
#include <string>
#include <string_view>

#include "rankfile/combat/components/common.hpp"
#include "rankfile/core/dice.hpp"
#include "rankfile/core/fraction.hpp"
#include "rankfile/core/on_use.hpp"
#include "rankfile/core/problem.hpp"
#include "rankfile/odds/fight.hpp"
#include "rankfile/odds/plan.hpp"

namespace rankfile::rules::classic_dice {

[[nodiscard]] constexpr bool on_foot(troop_type t) noexcept {
  return is_regular_infantry(t) || t == troop_type::heavy_infantry ||
         t == troop_type::monstrous_infantry;
}
// Infantry that is neither monstrous (8th edition's Killing Blow and Stomp targets).
[[nodiscard]] constexpr bool man_sized_infantry(troop_type t) noexcept {
  return is_regular_infantry(t) || t == troop_type::heavy_infantry;
}
[[nodiscard]] constexpr bool is_cavalry(troop_type t) noexcept {
  return t == troop_type::cavalry || is_fast_cavalry(t) || t == troop_type::heavy_cavalry;
}
// The troop types the 8th and 6th edition readings cover (E8-14, E8-20, E6-15, E6-16).
[[nodiscard]] constexpr bool in_scope(troop_type t) noexcept {
  return on_foot(t) || is_cavalry(t) || t == troop_type::monster;
}
// Unit strength per model (E6-16; the same table for 8th edition's combat result): infantry 1,
// cavalry 2, monstrous infantry 3, a monster its starting Wounds.
[[nodiscard]] constexpr int unit_strength_per_model(const fight_side& s) noexcept {
  if (s.troop == troop_type::monster) return s.profile.w;
  if (s.troop == troop_type::monstrous_infantry) return 3;
  if (is_cavalry(s.troop)) return 2;
  return 1;
}
// A spear on foot fights with one more rank in a turn its unit did not charge (E8-14, E8-17;
// E6-11).
[[nodiscard]] constexpr bool spear_rank(const fight& f, side_index s) noexcept {
  const fight_side& u = f.sides[s];
  return u.weapon == weapon::thrusting_spear && on_foot(u.troop) && f.round.charger != s;
}
// What a weapon adds to its wielder's profile in every classic edition that has it (E8-17,
// E6-14, W5-13): an additional hand weapon +1 Attack, a great weapon +2 Strength, a halberd +1
// Strength. When each strikes, and the lance, are the edition's.
struct weapon_bonus {
  int attacks = 0;
  int strength = 0;
};
[[nodiscard]] constexpr weapon_bonus bonus_of(weapon w) noexcept {
  switch (w) {
    case weapon::additional_hand_weapon:
      return {.attacks = 1};
    case weapon::great_weapon:
      return {.strength = 2};
    case weapon::halberd:
      return {.strength = 1};
    case weapon::hand_weapon:
    case weapon::thrusting_spear:
    case weapon::lance:
      break;
  }
  return {};
}
// A weapon that needs both hands keeps the shield out of close combat (E8-4, E6-4).
[[nodiscard]] constexpr bool two_hands(weapon w) noexcept {
  return w == weapon::additional_hand_weapon || w == weapon::great_weapon || w == weapon::halberd;
}

// E8-1, E6-1: the classic chart: higher WS 3+, the target's more than double 5+, else 4+.
[[nodiscard]] constexpr int to_hit(int attacker_ws, int target_ws) noexcept {
  if (attacker_ws > target_ws) return 3;
  if (target_ws > 2 * attacker_ws) return 5;
  return 4;
}

// The chance that a save needing `n` succeeds: 7 or more cannot be taken, a natural 1 fails
// (so 1+ and better are 5 in 6).
[[nodiscard]] constexpr fraction save_chance(int n) noexcept {
  if (n > 6) return fraction::whole(0);
  return fraction::of(7 - std::max(n, 2), 6);
}

// The models in rank k (1-based) of a block of `models` in `files` files.
[[nodiscard]] constexpr int rank_models(int models, int files, int k) noexcept {
  return std::clamp(models - (k - 1) * files, 0, files);
}

// What one attack needs, in the classic editions' terms.
struct attack_rolls {
  int to_hit = 0;             // 0: an automatic hit (Impact Hits, Stomps)
  bool hit_rerolled = false;  // misses re-rolled (Hatred; 8th edition's ASF)
  bool poisoned = false;      // a natural 6 To Hit (the final die) wounds with no To Wound roll
  int to_wound = 4;           // 7: cannot wound
  bool killing_blow = false;  // a natural 6 To Wound slays (only when the roll is made)
  int armour = 7;             // the save against an ordinary wound, Strength applied
  int ward = 7;               // after armour (or instead of it, against a Killing Blow)
  int ward_killing_blow = 7;  // what a Killing Blow may still be saved on
  // A natural 6 To Wound is an ordinary wound saved on ward_killing_blow only (Battleaxe's Killing
  // Blow against troop types it does not slay, BX-6); only when killing_blow is false.
  bool six_ignores_armour = false;
};

// The exact chances of one attack: an unsaved ordinary wound, an unsaved Killing Blow.
[[nodiscard]] constexpr attack_chances chances(const attack_rolls& n) noexcept {
  const fraction one = fraction::whole(1);
  const fraction unsaved = (one - save_chance(n.armour)) * (one - save_chance(n.ward));
  const fraction kb_unsaved = one - save_chance(n.ward_killing_blow);
  const fraction six_unsaved = n.six_ignores_armour ? kb_unsaved : unsaved;
  const fraction six = fraction::of(1, 6);
  // The To Wound roll, once hit.
  const fraction plain =
      n.to_wound > 6 ? fraction::whole(0) : fraction::of(6 - std::max(n.to_wound, 2), 6);
  const fraction on_six = n.to_wound > 6 ? fraction::whole(0) : six;
  attack_chances rolled{};
  rolled.wound = plain * unsaved + (n.killing_blow ? fraction::whole(0) : on_six * six_unsaved);
  rolled.killing_blow = n.killing_blow ? on_six * kb_unsaved : fraction::whole(0);
  if (n.to_hit == 0) return rolled;
  const roll_needed hit{.target = n.to_hit};
  const distribution<> die =
      n.hit_rerolled ? reroll_if(d6, [&](int v) { return !hit.succeeds(v); }) : d6;
  const fraction hit_six = die.chance(6);
  const fraction hit_plain = die.chance_if([&](int v) { return v != 6 && hit.succeeds(v); });
  attack_chances out{};
  out.wound = hit_plain * rolled.wound + hit_six * (n.poisoned ? unsaved : rolled.wound);
  out.killing_blow = hit_plain * rolled.killing_blow +
                     (n.poisoned ? fraction::whole(0) : hit_six * rolled.killing_blow);
  out.wound = out.wound.reduced();
  out.killing_blow = out.killing_blow.reduced();
  return out;
}

// The readings an edition's refusals cite (check_shared below).
struct refusal_tags {
  std::string_view edition;  // "6th edition"
  std::string_view cavalry;  // rider and mount as two elements: "E6-15"
  std::string_view on_foot;  // spears and additional hand weapons on foot only: "E6-11, E6-14"
  std::string_view frenzy;   // Frenzy is the unit's: "E6-9"
};

// The refusals every classic edition shares, each at its field: what the round odds of these
// editions leave out (flank and rear fights, chariots, swarms and war machines), what belongs
// to The Old World, and a mount that is missing, not allowed or given the unit's rules.
template <on_use = void>
void check_shared(const fight& f, std::string_view rule_set, const refusal_tags& tag,
                  rankfile::detail::problem_list& out) {
  if (f.round.flanked)
    out.add(
        "round", ".flanked",
        {"out of scope under ", rule_set, ": no reading says who fights in a flank or rear fight"});
  if (f.round.charge_inches != 0)
    out.add("round", ".charge_inches",
            {"not a rule of ", rule_set, ": the charge distance changes nothing in ", tag.edition});
  if (f.round.disordered_charge)
    out.add("round", ".disordered_charge", {"not a rule of ", rule_set, " (a rule of tow)"});
  for (side_index s = 0; s < 2; ++s) {
    const fight_side& me = f.sides[s];
    const std::string at = s == 0 ? "sides[0]" : "sides[1]";
    if (!in_scope(me.troop)) {
      out.add(at, ".troop_type",
              {"out of scope under ", rule_set,
               ": the round odds cover infantry, monstrous infantry, cavalry and monsters"});
      continue;
    }
    if (is_cavalry(me.troop) && !me.mount)
      out.add(at, ".mount",
              {"cavalry fights as rider and mount (", tag.cavalry, "): give the mount"});
    if (!is_cavalry(me.troop) && me.mount)
      out.add(at, ".mount", {"only cavalry has a mount under ", rule_set, " (", tag.cavalry, ")"});
    if ((me.weapon == weapon::thrusting_spear || me.weapon == weapon::additional_hand_weapon) &&
        !on_foot(me.troop))
      out.add(at, ".weapon",
              {"a spear or an additional hand weapon is used on foot only (", tag.on_foot, ")"});
    const auto element = [&](const fight_rules& r, const std::string& where, bool mount) {
      if (r.armour_bane != 0)
        out.add(at, where + ".armour_bane", {"not a rule of ", rule_set, " (a rule of tow)"});
      if (r.furious_charge)
        out.add(at, where + ".furious_charge", {"not a rule of ", rule_set, " (a rule of tow)"});
      if (mount && r.frenzy)
        out.add(at, where + ".frenzy",
                {"Frenzy is the unit's, never its mount's (", tag.frenzy, ")"});
      if (mount && (r.unbreakable || r.stubborn))
        out.add(at, where + (r.unbreakable ? ".unbreakable" : ".stubborn"),
                "a break-test rule is the unit's, not its mount's");
    };
    element(me.special_rules, ".special_rules", false);
    if (me.mount) element(me.mount->special_rules, ".mount.special_rules", true);
  }
}

[[nodiscard]] inline std::string side_label(const fight& f, side_index s) {
  const std::string unit(f.sides[s].name.view());
  return unit.empty() ? std::string(s == 0 ? "side 0" : "side 1") : unit;
}

}  // namespace rankfile::rules::classic_dice
