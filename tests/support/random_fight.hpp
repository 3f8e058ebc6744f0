// Random valid fights (rankfile/odds/fight.hpp) within the readings' scope, for checking a
// round-odds engine against the Monte Carlo (fight_sampler_agreement.hpp) and for fuzzing.
//
//   rankfile::bench::dice_rng rng{1};
//   const rankfile::fight f = test::random_fight(rng, rankfile::bench::sampler_rules::tow);
//
// The Old World (../shared/rules/round-odds-readings.md R1..R30): regular, heavy and monstrous
// infantry, light and heavy cavalry (rider and mount), monsters; every weapon where its troop
// type may use it (R12: the thrusting spear on foot, the lance mounted); every special rule,
// but never Killing Blow together with Impact Hits or Stomps (R29); a failed Fear test only where
// one could have been required (R21); charges, disordered charges, flank and rear fights, high
// ground, pre-damaged models, command, horde and other combat result.
// 8th edition (E8-1..E8-22): infantry, monstrous infantry, cavalry, monsters; the weapons each may
// use (E8-17); Hatred, Poisoned, Killing Blow, ASF, ASL, Frenzy, Impact Hits, Stomp (1); front to
// front (no flank fight: no reading covers one), no Fear, Armour Bane or Furious Charge (rules
// the readings do not give 8th edition), no `horde` flag (8th edition counts a Horde from the
// width). Units are kept small enough (at most 30 models, 7 Wounds) that an exact answer stays
// quick. 6th edition (E6-1..E6-17): as 8th edition's, less what no 6th-edition reading gives
// (regeneration, lance, Impact Hits, Stomps, Strike First or Last, Unbreakable), with the
// previous round's winner in later rounds and high ground for either side.
// Battleaxe (BX-1..BX-16): as 8th edition's, less regeneration, Impact Hits, Stomps and
// Unbreakable. 7th edition (W7-1..W7-18): as 6th edition's with the hand weapon or additional
// hand weapon only, Always Strikes First (on either element) and Unbreakable, and no Killing
// Blow against a multi-wound target of unit strength 2 or less. 5th edition (W5-1..W5-15): as
// 6th edition's less Killing Blow, Poisoned, ward, spear, Stubborn, a hand weapon and shield on
// foot and a previous winner; no two elements of the two sides at the same strike step (drawn
// again until none), and no save of 1+ (the armour worsened until none).
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>

#include "fight_monte_carlo.hpp"
#include "rankfile/odds/fight.hpp"

namespace test {

namespace detail {

// A number in [lo, hi], each as likely.
inline int between(rankfile::bench::dice_rng& rng, int lo, int hi) {
  return lo - 1 + rng.roll(static_cast<std::uint32_t>(hi - lo + 1));
}
// True one time in n.
inline bool one_in(rankfile::bench::dice_rng& rng, int n) {
  return between(rng, 1, n) == 1;
}

inline rankfile::per_model random_per_model(rankfile::bench::dice_rng& rng) {
  switch (between(rng, 1, 4)) {
    case 1:
      return {.fixed = 1};
    case 2:
      return {.fixed = 2};
    case 3:
      return {.die = 3};
    default:
      return {.die = 6};
  }
}

// Rules that may go on any element; `own`: the unit's own element (not a mount).
inline rankfile::fight_rules random_rules(rankfile::bench::dice_rng& rng, bool own) {
  rankfile::fight_rules r;
  r.hatred = one_in(rng, 6);
  r.poisoned_attacks = one_in(rng, 7);
  r.killing_blow = one_in(rng, 7);
  r.armour_bane = one_in(rng, 7) ? between(rng, 1, 2) : 0;
  r.strike_first = one_in(rng, 9);
  r.strike_last = one_in(rng, 12);
  r.furious_charge = one_in(rng, 7);
  if (own) {
    r.frenzy = one_in(rng, 8);
    r.causes_fear = one_in(rng, 6);
    r.unbreakable = one_in(rng, 15);
    r.stubborn = !r.unbreakable && one_in(rng, 10);
  }
  return r;
}

// A profile of one model of infantry: WS 1-6, S and T 2-5, W1, I 1-6, A 1-2, Ld 5-9.
inline rankfile::fight_profile random_profile(rankfile::bench::dice_rng& rng) {
  return {.ws = between(rng, 1, 6),
          .s = between(rng, 2, 5),
          .t = between(rng, 2, 5),
          .w = 1,
          .i = between(rng, 1, 6),
          .a = between(rng, 1, 2),
          .ld = between(rng, 5, 9)};
}

// A unit named `name` of one of the troop types `kinds`, each as likely, with a random_profile.
template <std::size_t N>
rankfile::fight_side start_side(rankfile::bench::dice_rng& rng, const char* name,
                                const rankfile::troop_type (&kinds)[N]) {
  rankfile::fight_side u;
  u.name = name;
  u.troop = kinds[between(rng, 0, static_cast<int>(N) - 1)];
  u.profile = random_profile(rng);
  return u;
}

// A unit of infantry of 5-30 models, 3 to `widest` files, with any weapon it may use (the hand
// weapon twice as likely as each other).
inline void make_infantry(rankfile::bench::dice_rng& rng, rankfile::fight_side& u, int widest) {
  using rankfile::weapon;
  u.models = between(rng, 5, 30);
  u.files = between(rng, 3, widest);
  static constexpr weapon foot[] = {
      weapon::hand_weapon,  weapon::hand_weapon, weapon::additional_hand_weapon,
      weapon::great_weapon, weapon::halberd,     weapon::thrusting_spear};
  u.weapon = foot[between(rng, 0, 5)];
}

// A monster alone: W 3-7, A 2-5, S and T 4-6.
inline void make_monster(rankfile::bench::dice_rng& rng, rankfile::fight_side& u) {
  u.models = 1;
  u.files = 1;
  u.profile.w = between(rng, 3, 7);
  u.profile.a = between(rng, 2, 5);
  u.profile.s = between(rng, 4, 6);
  u.profile.t = between(rng, 4, 6);
}

// A unit of cavalry of 3-10 models with a lance or a hand weapon, and its mount's profile (no
// special rules yet).
inline rankfile::fight_mount make_cavalry(rankfile::bench::dice_rng& rng, rankfile::fight_side& u) {
  u.models = between(rng, 3, 10);
  u.files = between(rng, 3, 5);
  u.weapon = one_in(rng, 2) ? rankfile::weapon::lance : rankfile::weapon::hand_weapon;
  return {.ws = between(rng, 2, 4),
          .s = between(rng, 3, 4),
          .i = between(rng, 2, 4),
          .a = between(rng, 1, 2)};
}

// What every unit gets last: Wounds already lost, armour (`best_armour` to 6, or none), shield,
// ward, regeneration, models in contact, command and other combat result.
inline void finish_side(rankfile::bench::dice_rng& rng, rankfile::fight_side& u, int best_armour) {
  u.wounds_lost = u.profile.w > 1 && one_in(rng, 3) ? between(rng, 1, u.profile.w - 1) : 0;
  u.armour = one_in(rng, 4) ? 7 : between(rng, best_armour, 6);
  u.shield = u.troop != rankfile::troop_type::monster && one_in(rng, 2);
  u.ward = one_in(rng, 5) ? between(rng, 4, 6) : 7;
  u.regeneration = one_in(rng, 6) ? between(rng, 4, 6) : 7;
  const int front = std::min(u.models, u.files);
  if (front > 1 && one_in(rng, 6)) u.in_contact = between(rng, 1, front);
  u.standard = u.models > 1 && one_in(rng, 2);
  u.musician = u.models > 1 && one_in(rng, 2);
  if (one_in(rng, 10)) u.extra.push_back({.label = "banner", .value = between(rng, 1, 2)});
}

inline rankfile::fight_side random_side(rankfile::bench::dice_rng& rng, const char* name) {  // tow
  using rankfile::troop_type;
  using rankfile::weapon;
  static constexpr troop_type kinds[] = {
      troop_type::regular_infantry, troop_type::regular_infantry,
      troop_type::heavy_infantry,   troop_type::monstrous_infantry,
      troop_type::light_cavalry,    troop_type::heavy_cavalry,
      troop_type::monster};
  rankfile::fight_side u = start_side(rng, name, kinds);
  u.special_rules = random_rules(rng, true);
  const bool infantry = u.troop != troop_type::monstrous_infantry &&
                        u.troop != troop_type::light_cavalry &&
                        u.troop != troop_type::heavy_cavalry && u.troop != troop_type::monster;
  if (infantry) {
    make_infantry(rng, u, 7);
    u.horde = u.models >= 20 && one_in(rng, 6);
  } else if (u.troop == troop_type::monstrous_infantry) {
    u.models = between(rng, 2, 9);
    u.files = between(rng, 2, 4);
    u.profile.w = between(rng, 2, 4);
    u.profile.a = between(rng, 2, 3);
    u.profile.s = between(rng, 3, 5);
    u.profile.t = between(rng, 3, 5);
    static constexpr weapon foot[] = {weapon::hand_weapon, weapon::additional_hand_weapon,
                                      weapon::great_weapon, weapon::thrusting_spear};
    u.weapon = foot[between(rng, 0, 3)];
    if (one_in(rng, 3)) u.special_rules.stomp_attacks = random_per_model(rng);
    if (one_in(rng, 4)) u.special_rules.impact_hits = random_per_model(rng);
  } else if (u.troop == troop_type::monster) {
    make_monster(rng, u);
    if (one_in(rng, 2)) u.special_rules.stomp_attacks = random_per_model(rng);
    if (one_in(rng, 3)) u.special_rules.impact_hits = random_per_model(rng);
  } else {  // cavalry: rider and mount
    rankfile::fight_mount m = make_cavalry(rng, u);
    m.special_rules = random_rules(rng, false);
    if (one_in(rng, 4)) m.special_rules.impact_hits = random_per_model(rng);
    u.mount = m;
  }
  // R29: no Killing Blow on an element with Impact Hits or Stomps.
  const auto no_kb_with_automatic_hits = [](rankfile::fight_rules& r) {
    if (r.impact_hits.any() || r.stomp_attacks.any()) r.killing_blow = false;
  };
  no_kb_with_automatic_hits(u.special_rules);
  if (u.mount) no_kb_with_automatic_hits(u.mount->special_rules);
  if (u.mount && u.mount->special_rules.impact_hits.any()) u.special_rules.killing_blow = false;

  finish_side(rng, u, 3);
  return u;
}

// 8th edition: E8-14, E8-17, E8-19.
inline rankfile::fight_side random_side_wfb8(rankfile::bench::dice_rng& rng, const char* name) {
  using rankfile::troop_type;
  using rankfile::weapon;
  static constexpr troop_type kinds[] = {troop_type::infantry, troop_type::infantry,
                                         troop_type::monstrous_infantry, troop_type::cavalry,
                                         troop_type::monster};
  rankfile::fight_side u = start_side(rng, name, kinds);
  rankfile::fight_rules& r = u.special_rules;
  r.hatred = one_in(rng, 6);
  r.poisoned_attacks = one_in(rng, 7);
  r.killing_blow = one_in(rng, 7);
  r.strike_first = one_in(rng, 8);
  r.strike_last = one_in(rng, 12);
  r.frenzy = one_in(rng, 8);
  r.unbreakable = one_in(rng, 15);
  r.stubborn = !r.unbreakable && one_in(rng, 10);
  if (u.troop == troop_type::infantry) {
    make_infantry(rng, u, 10);
  } else if (u.troop == troop_type::monstrous_infantry) {
    u.models = between(rng, 2, 9);
    u.files = between(rng, 2, 6);
    u.profile.w = between(rng, 2, 4);
    u.profile.a = between(rng, 2, 4);
    static constexpr weapon foot[] = {weapon::hand_weapon, weapon::additional_hand_weapon,
                                      weapon::great_weapon};
    u.weapon = foot[between(rng, 0, 2)];
    if (one_in(rng, 3)) r.stomp_attacks = {.fixed = 1};
    if (one_in(rng, 4)) r.impact_hits = random_per_model(rng);
  } else if (u.troop == troop_type::monster) {
    make_monster(rng, u);
    if (one_in(rng, 2)) r.stomp_attacks = {.fixed = 1};
    if (one_in(rng, 3)) r.impact_hits = random_per_model(rng);
  } else {  // cavalry: rider and mount
    rankfile::fight_mount m = make_cavalry(rng, u);
    m.special_rules.hatred = one_in(rng, 8);
    m.special_rules.poisoned_attacks = one_in(rng, 10);
    if (one_in(rng, 4)) m.special_rules.impact_hits = random_per_model(rng);
    u.mount = m;
  }
  finish_side(rng, u, 2);
  return u;
}

// 6th edition: E6-1..E6-17 (no regeneration, lance, Impact Hits, Stomps, Strike First or Last,
// Unbreakable or Fear: no 6th-edition reading gives them).
inline rankfile::fight_side random_side_wfb6(rankfile::bench::dice_rng& rng, const char* name) {
  using rankfile::troop_type;
  using rankfile::weapon;
  rankfile::fight_side u = random_side_wfb8(rng, name);
  rankfile::fight_rules& r = u.special_rules;
  r.strike_first = false;
  r.strike_last = false;
  r.unbreakable = false;
  r.impact_hits = {};
  r.stomp_attacks = {};
  u.regeneration = 7;
  if (u.mount) {
    u.mount->special_rules.impact_hits = {};
    u.weapon = weapon::hand_weapon;
  }
  if (u.troop == troop_type::monster) u.profile.w = between(rng, 2, 6);  // W2: man-sized (E6-6)
  if (u.wounds_lost >= u.profile.w) u.wounds_lost = 0;
  return u;
}

// 7th edition (W7-1..W7-18): 6th edition's sides with the hand weapon or the additional hand
// weapon only (W7-13, W7-15: the others are refused), Always Strikes First on either element
// (W7-11) and Unbreakable (W7-18). Killing Blow against multi-wound targets is taken out by
// random_fight, which sees both sides (W7-7).
inline rankfile::fight_side random_side_wfb7(rankfile::bench::dice_rng& rng, const char* name) {
  using rankfile::weapon;
  rankfile::fight_side u = random_side_wfb6(rng, name);
  if (u.weapon != weapon::hand_weapon && u.weapon != weapon::additional_hand_weapon)
    u.weapon = one_in(rng, 2) ? weapon::additional_hand_weapon : weapon::hand_weapon;
  rankfile::fight_rules& r = u.special_rules;
  r.strike_first = one_in(rng, 6);
  if (u.mount) u.mount->special_rules.strike_first = one_in(rng, 8);
  r.unbreakable = !r.stubborn && one_in(rng, 15);
  return u;
}

// 5th edition (W5-1..W5-15): 6th edition's sides with no Killing Blow, Poisoned Attacks, ward
// (W5-5, W5-6), Stubborn or Unbreakable (W5-15: not rules of the wfb5 break test); a spear
// becomes a halberd (W5-11); no hand weapon and shield on foot (W5-4). Initiative ties and saves
// of 1+ are taken out by random_fight, which sees both sides (W5-3, W5-9).
inline rankfile::fight_side random_side_wfb5(rankfile::bench::dice_rng& rng, const char* name) {
  using rankfile::weapon;
  rankfile::fight_side u = random_side_wfb6(rng, name);
  for (rankfile::fight_rules* r : {&u.special_rules, u.mount ? &u.mount->special_rules : nullptr})
    if (r) r->killing_blow = r->poisoned_attacks = false;
  u.special_rules.stubborn = false;
  u.ward = 7;
  if (u.weapon == weapon::thrusting_spear) u.weapon = weapon::halberd;
  if (u.weapon == weapon::hand_weapon && !u.mount) u.shield = false;
  return u;
}

// Battleaxe (BX-1..BX-16): 8th edition's sides with no regeneration (BX-5), Impact Hits or
// Stomps (BX-14), or Unbreakable (not a rule of the battleaxe break test).
inline rankfile::fight_side random_side_battleaxe(rankfile::bench::dice_rng& rng,
                                                  const char* name) {
  rankfile::fight_side u = random_side_wfb8(rng, name);
  u.special_rules.impact_hits = {};
  u.special_rules.stomp_attacks = {};
  u.special_rules.unbreakable = false;
  if (u.mount) u.mount->special_rules.impact_hits = {};
  u.regeneration = 7;
  return u;
}

// The round of a fight of an edition before The Old World: round 1, or 2 or 3 one time in 4;
// a charger three times in 4; high ground (6th edition's family: either side's, one time in 5;
// 8th's: a charge downhill, E8-21); 6th and 7th edition: a previous winner half the time after
// round 1 (E6-10, W7-11).
inline void classic_round(rankfile::bench::dice_rng& rng, rankfile::fight& f,
                          rankfile::bench::sampler_rules rules) {
  using rankfile::side_index;
  using rankfile::bench::sampler_rules;
  f.round.number = one_in(rng, 4) ? between(rng, 2, 3) : 1;
  const int who = between(rng, 0, 3);
  if (who < 3) f.round.charger = static_cast<side_index>(who % 2);
  if (rules == sampler_rules::wfb8 || rules == sampler_rules::battleaxe) {
    if (f.round.charger && one_in(rng, 5)) f.round.high_ground = f.round.charger;
    return;
  }
  if (one_in(rng, 5)) f.round.high_ground = static_cast<side_index>(between(rng, 0, 1));
  if (rules != sampler_rules::wfb5 && f.round.number > 1 && one_in(rng, 2))
    f.round.previous_winner = static_cast<side_index>(between(rng, 0, 1));
}

// W5-9: whether the two sides of a 5th-edition fight would strike at the same step (the same
// class, charger's, by Initiative or great weapon, and the same Initiative) in this round.
inline bool initiative_tie_wfb5(const rankfile::fight& f) {
  using rankfile::bench::sampler_rules;
  namespace cd = rankfile::bench::classic_detail;
  const auto a = cd::strikers_of(f, 0, sampler_rules::wfb5);
  const auto b = cd::strikers_of(f, 1, sampler_rules::wfb5);
  for (const auto& x : a)
    for (const auto& y : b)
      if (x && y && x->order == y->order && x->initiative == y->initiative) return true;
  return false;
}

}  // namespace detail

inline rankfile::fight random_fight(rankfile::bench::dice_rng& rng,
                                    rankfile::bench::sampler_rules rules) {
  using rankfile::side_index;
  using rankfile::bench::sampler_rules;
  namespace cd = rankfile::bench::classic_detail;
  rankfile::fight f;
  rankfile::fight_side (*side)(rankfile::bench::dice_rng&, const char*) = nullptr;
  switch (rules) {
    case sampler_rules::tow:
      break;
    case sampler_rules::wfb8:
      side = detail::random_side_wfb8;
      break;
    case sampler_rules::battleaxe:
      side = detail::random_side_battleaxe;
      break;
    case sampler_rules::wfb6:
      side = detail::random_side_wfb6;
      break;
    case sampler_rules::wfb7:
      side = detail::random_side_wfb7;
      break;
    case sampler_rules::wfb5:
      side = detail::random_side_wfb5;
      break;
  }
  if (side) {
    // W5-9: a 5th-edition fight is drawn again until no step of the round has both sides
    // striking.
    do {
      f = {};
      f.sides = {side(rng, "A"), side(rng, "B")};
      detail::classic_round(rng, f, rules);
    } while (rules == sampler_rules::wfb5 && detail::initiative_tie_wfb5(f));
    for (side_index s = 0; s < 2; ++s) {
      const side_index d = rankfile::opponent(s);
      rankfile::fight_side& u = f.sides[s];
      // W7-7: no Killing Blow against a target of unit strength 2 or less with more than 1
      // Wound.
      if (rules == sampler_rules::wfb7 && f.sides[d].profile.w > 1 &&
          rankfile::bench::mc_detail::unit_strength_per_model(f.sides[d]) <= 2) {
        u.special_rules.killing_blow = false;
        if (u.mount) u.mount->special_rules.killing_blow = false;
      }
      // W5-3: no attack against a save of 1+ (armour 1+ before modifiers, enemy S 3 or less).
      if (rules == sampler_rules::wfb5)
        for (const auto& e : cd::strikers_of(f, d, rules))
          while (e && cd::saves_of(u, rules).armour + std::max(e->s - 3, 0) <= 1) ++u.armour;
    }
    return f;
  }
  f.sides = {detail::random_side(rng, "A"), detail::random_side(rng, "B")};
  rankfile::fight_round& r = f.round;
  r.number = detail::one_in(rng, 4) ? detail::between(rng, 2, 3) : 1;
  const int who = detail::between(rng, 0, 3);
  if (who < 3) {
    r.charger = static_cast<side_index>(who % 2);
    r.charge_inches = detail::between(rng, 0, 9);
    r.disordered_charge = detail::one_in(rng, 7);
  }
  if (detail::one_in(rng, 6)) {
    const side_index fl = r.charger ? rankfile::opponent(*r.charger)
                                    : static_cast<side_index>(detail::between(rng, 0, 1));
    const rankfile::fight_side& u = f.sides[fl];
    r.flanked = fl;
    r.arc = detail::one_in(rng, 2) ? rankfile::facing::rear : rankfile::facing::flank;
    const int cap = r.arc == rankfile::facing::rear ? std::min(u.models, u.files)
                                                    : (u.models + u.files - 1) / u.files;
    r.flank_fighting_models = detail::between(rng, 1, std::max(cap, 1));
  }
  if (detail::one_in(rng, 5)) r.high_ground = static_cast<side_index>(detail::between(rng, 0, 1));

  // R21: a failed Fear test only where the test was due: the enemy causes Fear and has the
  // higher unit strength, the unit neither causes Fear nor is Frenzied.
  for (side_index s = 0; s < 2; ++s) {
    const rankfile::fight_side& me = f.sides[s];
    const rankfile::fight_side& foe = f.sides[rankfile::opponent(s)];
    const int mine = me.models * rankfile::bench::mc_detail::unit_strength_per_model(me);
    const int theirs = foe.models * rankfile::bench::mc_detail::unit_strength_per_model(foe);
    if (foe.special_rules.causes_fear && theirs > mine && !me.special_rules.causes_fear &&
        !me.special_rules.frenzy)
      f.sides[s].fear_test_failed = detail::one_in(rng, 2);
  }
  return f;
}

}  // namespace test
