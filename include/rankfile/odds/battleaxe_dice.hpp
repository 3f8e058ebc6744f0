// rankfile/odds/battleaxe_dice.hpp: Battleaxe: Fantasy Generals' round dice
// (rules::battleaxe_round_dice), the readings BX-1 to BX-16 (docs/rule-sets/battleaxe.md, "Round
// odds"): 8th edition's structure (rankfile/odds/eighth_dice.hpp) with the differences verified
// for Battleaxe, every other reading presumed from the 8th edition reading it names.
//
//   rankfile::round_plan p = rankfile::rules::battleaxe_round_dice::plan(f);
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "rankfile/core/text_view.hpp"
#include "rankfile/odds/eighth_dice.hpp"

namespace rankfile::rules {

struct battleaxe_readings {
  static constexpr text_view name = "Battleaxe's round dice (readings BX-1-BX-16)";
  static constexpr std::string_view edition = "Battleaxe";

  // BX-16: charge_inches, disordered_charge, armour_bane, furious_charge and flanked are refused
  // as under wfb8.
  static constexpr std::array<std::string_view, 5> refused_as_8th{
      ".charge_inches", ".disordered_charge", ".armour_bane", ".furious_charge", ".flanked"};
  static constexpr eighth_changes changes{
      .asl_by_initiative = "BX-10",               // two ASL: the higher Initiative first
      .asl_slower_rerolled = "BX-10",             // the enemy re-rolls misses against a slower ASL
      .killing_blow_wounds_others = "BX-6",       // 1 wound, no armour, on other troop types
      .refuses_regeneration = "BX-5",             // not retrieved
      .refuses_impact_hits_and_stomps = "BX-14",  // not retrieved
      .refuses_fear = "BX-16",
      .refuses_as_8th = "BX-16",
      .refused_as_8th = refused_as_8th,
  };

  // Each 8th edition reading E8-n as Battleaxe takes it: the BX reading that names it, and
  // whether it is only presumed from 8th edition ([P]) or verified for Battleaxe.
  struct as_eighth {
    int bx = 0;
    bool presumed = true;
  };
  static constexpr std::array<as_eighth, 22> of_eighth{{
      {1, true},    // E8-1 To Hit
      {2, true},    // E8-2 To Wound
      {3, false},   // E8-3 armour by Strength, 1+ at best
      {3, true},    // E8-4 two hands leave the shield out
      {4, true},    // E8-5 parry
      {5, false},   // E8-6 ward
      {5, false},   // E8-7 regeneration (refused)
      {6, false},   // E8-8 Killing Blow against infantry and cavalry
      {7, true},    // E8-9 Poisoned
      {8, false},   // E8-10 Hatred
      {9, true},    // E8-11 Frenzy
      {10, false},  // E8-12 strike order (ASF presumed)
      {10, true},   // E8-13 ASF re-roll
      {11, true},   // E8-14 who fights
      {11, true},   // E8-15 casualties and stepping up
      {12, true},   // E8-16 multi-wound models
      {13, true},   // E8-17 weapons
      {14, false},  // E8-18 Impact Hits (refused)
      {14, false},  // E8-19 Stomps (refused)
      {15, true},   // E8-20 cavalry
      {16, false},  // E8-21 combat result
      {16, false},  // E8-22 break test
  }};

  // "BX-11": the reading that takes E8-n.
  [[nodiscard]] static std::string id(int n) {
    return "BX-" + std::to_string(of_eighth.at(static_cast<std::size_t>(n - 1)).bx);
  }
  // "BX-11 [P: as E8-14]", "BX-8 (as E8-10)".
  [[nodiscard]] static std::string tag(int n) {
    const std::string e8 = eighth_edition_tags::id(n);
    return id(n) + (of_eighth.at(static_cast<std::size_t>(n - 1)).presumed ? " [P: as " + e8 + "]"
                                                                           : " (as " + e8 + ")");
  }
};

using battleaxe_round_dice = eighth_round_dice<battleaxe_readings>;

}  // namespace rankfile::rules
