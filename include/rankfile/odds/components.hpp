// rankfile/odds/components.hpp: the round-dice components a rule set names for the round-odds
// engine (its `round_dice`, rankfile/odds/roles.hpp).
//
// Available components:
//
//   tow_round_dice   The Old World with FAQ & Errata 1.5.2, readings R1 to R30 of
//                    shared/rules/round-odds-readings.md (the tags below are theirs)
//   wfb8_round_dice  8th edition, readings E8-1 to E8-22 (rankfile/odds/wfb8_dice.hpp)
//   battleaxe_round_dice  Battleaxe: Fantasy Generals, readings BX-1 to BX-16: 8th edition's
//                    structure with Battleaxe's differences (rankfile/odds/battleaxe_dice.hpp;
//                    both from rankfile/odds/eighth_dice.hpp)
//   wfb6_round_dice  6th edition, readings E6-1 to E6-17 (rankfile/odds/wfb6_dice.hpp)
//   wfb7_round_dice  7th edition, readings W7-1 to W7-18 (rankfile/odds/wfb7_dice.hpp)
//   wfb5_round_dice  5th edition, readings W5-1 to W5-15 (rankfile/odds/wfb5_dice.hpp)
//                    (the last three: rules::classic_round_dice, classic_round_dice.hpp)
//
// A component plans one round of a `fight` (rankfile/odds/fight.hpp) into strikes
// (rankfile/odds/plan.hpp): who strikes when, with how many attacks after the casualties its side
// has taken, and the exact chances of one attack. It also says what of a fight its rule set does
// not have (check), and each model's unit strength. Everything else (the enumeration, the combat
// result and the break test) is the engines'.
//
//   rankfile::round_plan p = rankfile::rules::tow_round_dice::plan(f);
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "rankfile/combat/components/common.hpp"
#include "rankfile/core/dice.hpp"
#include "rankfile/core/fraction.hpp"
#include "rankfile/core/on_use.hpp"
#include "rankfile/core/problem.hpp"
#include "rankfile/core/text_view.hpp"
#include "rankfile/odds/battleaxe_dice.hpp"
#include "rankfile/odds/fight.hpp"
#include "rankfile/odds/plan.hpp"
#include "rankfile/odds/wfb5_dice.hpp"
#include "rankfile/odds/wfb6_dice.hpp"
#include "rankfile/odds/wfb7_dice.hpp"
#include "rankfile/odds/wfb8_dice.hpp"

namespace rankfile::rules {

// The Old World's dice. Each function cites the reading it implements.
struct tow_round_dice {
  static constexpr text_view name = "The Old World's round dice (readings R1-R30)";
  // The plan reads the round's number for Hatred alone (R10: round 1 only), so rounds 2 on plan
  // alike (optional, rankfile/odds/odds.hpp: detail::odds::plans_alike_from).
  static constexpr int plans_alike_from = 2;

  // --- Troop types -------------------------------------------------------------------------

  [[nodiscard]] static constexpr bool is_infantry(troop_type t) noexcept {
    return is_regular_infantry(t) || t == troop_type::heavy_infantry ||
           t == troop_type::monstrous_infantry;
  }
  [[nodiscard]] static constexpr bool is_cavalry(troop_type t) noexcept {
    return is_fast_cavalry(t) || t == troop_type::heavy_cavalry;
  }
  // The troop types the readings cover; the others are refused (out of scope).
  [[nodiscard]] static constexpr bool in_scope(troop_type t) noexcept {
    return is_infantry(t) || is_cavalry(t) || t == troop_type::monster;
  }
  // R5, R16: regular and heavy infantry have Parry and Press of Battle.
  [[nodiscard]] static constexpr bool rank_and_file_infantry(troop_type t) noexcept {
    return is_regular_infantry(t) || t == troop_type::heavy_infantry;
  }
  // R25: unit strength per model: infantry 1, cavalry 2, monstrous infantry 3, a monster its
  // starting Wounds.
  [[nodiscard]] static constexpr int unit_strength_per_model(const fight_side& s) noexcept {
    if (s.troop == troop_type::monster) return s.profile.w;
    if (s.troop == troop_type::monstrous_infantry) return 3;
    if (is_cavalry(s.troop)) return 2;
    return 1;
  }

  // --- The charts ----------------------------------------------------------------------------

  // R1: the roll needed To Hit, attacker WS against target WS (2+ to 5+).
  [[nodiscard]] static constexpr int to_hit(int attacker_ws, int target_ws) noexcept {
    if (attacker_ws > 2 * target_ws) return 2;
    if (attacker_ws > target_ws) return 3;
    if (target_ws > 2 * attacker_ws) return 5;
    return 4;
  }
  // R2: the roll needed To Wound, 7 when S is six or more below T (cannot wound).
  [[nodiscard]] static constexpr int to_wound(int s, int t) noexcept {
    const int d = t - s;
    if (d >= 6) return 7;
    return std::clamp(4 + d, 2, 6);
  }
  // R3, R9: the roll needed To Wound after a natural 6 To Hit with Poisoned Attacks (+2 to the
  // roll; a natural 1 still fails; a cannot-wound cell stays impossible).
  [[nodiscard]] static constexpr int to_wound_poisoned(int s, int t) noexcept {
    const int n = to_wound(s, t);
    return n == 7 ? 7 : std::max(n - 2, 2);
  }

  // --- Weapons (R12) ------------------------------------------------------------------------

  struct weapon_use {
    int strength = 0;     // added to S
    int ap = 0;           // Armour Piercing, as the number the save worsens by
    int armour_bane = 0;  // the weapon's Armour Bane (X)
    int extra_attacks = 0;
    bool two_hands = false;  // Requires Two Hands: no shield in combat (R4)
    bool strike_last = false;
    bool extra_rank = false;  // Fight in Extra Rank
  };
  // The weapon as a unit uses it this round: `charged` whether it charged this turn.
  [[nodiscard]] static constexpr weapon_use use_of(weapon w, bool charged) noexcept {
    switch (w) {
      case weapon::hand_weapon:
        return {};
      case weapon::additional_hand_weapon:
        return {.extra_attacks = 1, .two_hands = true};
      case weapon::great_weapon:
        return {.strength = 2, .ap = 2, .armour_bane = 1, .two_hands = true, .strike_last = true};
      case weapon::halberd:
        return {.strength = 1, .ap = charged ? 2 : 1, .armour_bane = 1, .two_hands = true};
      case weapon::thrusting_spear:
        return {.extra_rank = true};
      case weapon::lance:
        // Only in a turn it charged; otherwise the model fights with its hand weapon.
        return charged ? weapon_use{.strength = 2, .ap = 2, .armour_bane = 1} : weapon_use{};
    }
    return {};
  }

  // --- Saves ----------------------------------------------------------------------------------

  // R4, R5: the armour value a unit saves on in combat (7: none), before Armour Piercing: its
  // armour, +1 for a shield it can use, +1 more for Parry (to 3+ at best), capped at 2+ (3+ for
  // monsters).
  [[nodiscard]] static constexpr int armour_value(const fight_side& s, bool charged) noexcept {
    const bool shield = s.shield && !use_of(s.weapon, charged).two_hands;
    int v = s.armour - (shield ? 1 : 0);
    if (parries(s) && v > 3) v -= 1;
    return std::max(v, s.troop == troop_type::monster ? 3 : 2);
  }
  [[nodiscard]] static constexpr bool parries(const fight_side& s) noexcept {
    return rank_and_file_infantry(s.troop) && s.weapon == weapon::hand_weapon && s.shield;
  }
  // R8: whether a Killing Blow slays a model of this troop type outright.
  [[nodiscard]] static constexpr bool killing_blow_affects(troop_type t) noexcept {
    return is_infantry(t) || is_cavalry(t);
  }

  // The chance that a roll needing `n` on a D6 succeeds, a natural 1 always failing (R4, R6, R7).
  [[nodiscard]] static constexpr fraction save_chance(int n) noexcept {
    if (n > 6) return fraction::whole(0);
    return fraction::of(7 - std::max(n, 2), 6);
  }

  // The chances of one attack, from the rolls it needs (R1-R11, R28). `hit_die` is the final To
  // Hit die: a D6, or a D6 whose failures are rolled again (Hatred).
  [[nodiscard]] static constexpr attack_chances chances(const strike_needs& n) noexcept {
    const fraction one = fraction::whole(1);
    const fraction fail_ward = one - save_chance(n.ward);
    const fraction unsaved = (one - save_chance(n.armour)) * fail_ward;
    const fraction unsaved_six =
        n.killing_blow ? fail_ward : (one - save_chance(n.armour_on_six)) * fail_ward;
    // To Wound with a target: the chance of 2..5 succeeding, and of a natural 6.
    const auto wound = [&](int target, attack_chances& out, fraction weight) {
      if (target > 6) return;
      const fraction plain = fraction::of(6 - std::max(target, 2), 6);  // target..5
      const fraction six = fraction::of(1, 6);
      out.wound += weight * plain * unsaved;
      if (n.killing_blow)
        out.killing_blow += weight * six * unsaved_six;
      else
        out.wound += weight * six * unsaved_six;
    };
    attack_chances out{};
    if (n.to_hit == 0) {  // automatic hits
      wound(n.to_wound, out, one);
      return out;
    }
    const roll_needed hit{.target = n.to_hit};
    const distribution<> die =
        n.hit_rerolled ? reroll_if(d6, [&](int v) { return !hit.succeeds(v); }) : d6;
    const fraction six = die.chance(6);  // 6 always hits (R1), read on the final die (R9)
    const fraction plain = die.chance_if([&](int v) { return v != 6 && hit.succeeds(v); });
    if (n.to_wound_poisoned > 0) {
      wound(n.to_wound, out, plain);
      wound(n.to_wound_poisoned, out, six);
    } else {
      wound(n.to_wound, out, plain + six);
    }
    out.wound = out.wound.reduced();
    out.killing_blow = out.killing_blow.reduced();
    return out;
  }

  // --- Who fights (R15-R18, R27) ------------------------------------------------------------

  // The models of a side that fight, by kind, in the order casualties take them (R18): first the
  // first fighting rank's models not in base contact, then those in contact, then the second
  // fighting rank (Press of Battle), then the supporting rank.
  struct fighters {
    int not_in_contact = 0;
    int in_contact = 0;
    int second_rank = 0;  // Press of Battle: 1 attack each
    int supporting = 0;   // Fight in Extra Rank: 1 attack each, the rider only

    // After `lost` casualties this round.
    [[nodiscard]] constexpr fighters after(int lost) const noexcept {
      fighters f = *this;
      for (int* n : {&f.not_in_contact, &f.in_contact, &f.second_rank, &f.supporting}) {
        const int taken = std::min(*n, lost);
        *n -= taken;
        lost -= taken;
      }
      return f;
    }
  };

  // Whether a side is in combat order at the start of the round: at least as wide as deep.
  [[nodiscard]] static constexpr bool combat_order(int models, int files) noexcept {
    const int width = std::min(models, files);
    const int depth = (models + files - 1) / files;
    return width >= depth;
  }

  struct side_situation {
    bool charged = false;      // it charged this turn
    bool was_charged = false;  // its enemy charged it this turn
    bool flanked = false;      // it is fought in its flank or rear
    bool flanking = false;     // it fights the enemy's flank or rear
    bool press_of_battle = false;
  };
  [[nodiscard]] static constexpr side_situation situation(const fight& f, side_index s) noexcept {
    const fight_side& me = f.sides[s];
    side_situation out{.charged = f.round.charger == s,
                       .was_charged = f.round.charger == opponent(s),
                       .flanked = f.round.flanked == s,
                       .flanking = f.round.flanked == opponent(s)};
    out.press_of_battle = rank_and_file_infantry(me.troop) && !out.charged && !out.flanked &&
                          combat_order(me.models, me.files);  // R16
    return out;
  }

  [[nodiscard]] static constexpr fighters fighters_of(const fight& f, side_index s) noexcept {
    const fight_side& me = f.sides[s];
    const side_situation at = situation(f, s);
    fighters out{};
    if (at.flanked) {  // R27: the models the input gives, all in base contact
      out.in_contact = std::min(f.round.flank_fighting_models, me.models);
      return out;
    }
    const int rank = std::min(me.models, me.files);
    out.in_contact = std::min(me.in_contact.value_or(rank), rank);
    out.not_in_contact = rank - out.in_contact;
    int left = me.models - rank;
    if (at.press_of_battle) {
      out.second_rank = std::min(left, me.files);
      left -= out.second_rank;
    }
    // R17: Fight in Extra Rank, not in a turn it charged, never to or from a flank or rear.
    if (use_of(me.weapon, at.charged).extra_rank && !at.charged && !at.flanked && !at.flanking)
      out.supporting = std::min(left, me.files);
    return out;
  }

  // --- Initiative (R13) -----------------------------------------------------------------------

  [[nodiscard]] static constexpr int initiative(const fight& f, side_index s, int i,
                                                const fight_rules& r, bool weapon_strikes_last,
                                                bool rider) noexcept {
    const side_situation at = situation(f, s);
    const bool first = r.strike_first;
    const bool last = r.strike_last || weapon_strikes_last;
    if (first && !last) i = 10;
    if (last && !first) i = 1;
    if (at.charged && !f.round.disordered_charge)
      i = std::min(i + std::min(f.round.charge_inches, at.flanking ? 4 : 3), 10);
    // The thrusting spear's +1 against a charge to its front, not capped.
    if (rider && f.sides[s].weapon == weapon::thrusting_spear && at.was_charged && !at.flanked)
      i += 1;
    return i;
  }

  // --- The plan -------------------------------------------------------------------------------

  // One round of `f` (a valid fight, validate_fight<R>) as strikes in order.
  template <on_use = void>
  [[nodiscard]] static round_plan plan(const fight& f) {
    round_plan p;
    for (side_index s = 0; s < 2; ++s) {
      const fight_side& me = f.sides[s];
      p.sides[s] = {.models = me.models,
                    .wounds = me.profile.w,
                    .wounds_lost = me.wounds_lost,
                    .regeneration = save_chance(me.regeneration),
                    .unit_strength_per_model = unit_strength_per_model(me)};
    }
    for (side_index s = 0; s < 2; ++s) {
      const fighters g = fighters_of(f, s);
      const std::string unit(f.sides[s].name.view());
      std::string line = "R15 " +
                         (unit.empty() ? std::string("side ") + (s == 0 ? "0" : "1") : unit) +
                         ": " + std::to_string(g.in_contact) + " in base contact";
      if (g.not_in_contact > 0) line += ", " + std::to_string(g.not_in_contact) + " not";
      if (g.second_rank > 0)
        line += ", " + std::to_string(g.second_rank) + " in a second fighting rank (R16)";
      if (g.supporting > 0) line += ", " + std::to_string(g.supporting) + " supporting (R17)";
      if (situation(f, s).flanked) line += " (fought in the flank or rear, R27)";
      line += "; casualties take them in that order (R18)";
      p.readings.push_back(std::move(line));
      add_side(f, s, p);
    }
    sort_by_order(p.strikes);
    return p;
  }

  // Every problem of `f` that is not a rule The Old World's readings cover (out of scope) or that
  // the readings refuse, each at its field. The ranges common to every rule set are
  // validate_fight's (rankfile/odds/validate.hpp).
  template <on_use = void>
  static void check(const fight& f, std::string_view rule_set,
                    rankfile::detail::problem_list& out) {
    using namespace std::string_view_literals;
    if (f.round.previous_winner)
      out.add("round", ".previous_winner",
              {"not a rule of ", rule_set, ": equal Initiative strikes simultaneously (R14)"});
    for (side_index s = 0; s < 2; ++s) {
      const fight_side& me = f.sides[s];
      const fight_side& foe = f.sides[opponent(s)];
      const std::string at = s == 0 ? "sides[0]" : "sides[1]";
      if (!in_scope(me.troop)) {
        out.add(at, ".troop_type",
                {"out of scope under ", rule_set,
                 ": the round odds cover regular, heavy and monstrous "
                 "infantry, light and heavy cavalry and monsters"});
        continue;
      }
      if (is_cavalry(me.troop) && !me.mount)
        out.add(at, ".mount", "cavalry fights as rider and mount (R23): give the mount"sv);
      if (!is_cavalry(me.troop) && me.mount)
        out.add(at, ".mount", {"only cavalry has a mount under ", rule_set, " (R23)"});
      if (me.weapon == weapon::lance && !is_cavalry(me.troop) && me.troop != troop_type::monster)
        out.add(at, ".weapon", "a lance is a cavalry or monster weapon (R12)"sv);
      if (me.weapon == weapon::thrusting_spear && !is_infantry(me.troop))
        out.add(at, ".weapon", "a thrusting spear is an infantry weapon (R12)"sv);
      const auto element = [&](const fight_rules& r, std::string_view where, bool mount) {
        if (r.killing_blow && (r.impact_hits.any() || r.stomp_attacks.any()))
          out.add(at, std::string(where) + ".killing_blow",
                  "Killing Blow with Impact Hits or Stomp Attacks is out of scope (R29)"sv);
        if (!mount && is_cavalry(me.troop) && (r.impact_hits.any() || r.stomp_attacks.any()))
          out.add(at,
                  std::string(where) + (r.impact_hits.any() ? ".impact_hits" : ".stomp_attacks"),
                  "a cavalry model's impact hits and stomps are its mount's (R28): give them in "
                  "mount.special_rules"sv);
        if (mount && (r.unbreakable || r.stubborn))
          out.add(at, std::string(where) + (r.unbreakable ? ".unbreakable" : ".stubborn"),
                  "a break-test rule is the unit's, not its mount's"sv);
      };
      element(me.special_rules, ".special_rules", false);
      if (me.mount) element(me.mount->special_rules, ".mount.special_rules", true);
      // R21: a failed Fear test needs an enemy that causes Fear with the higher unit strength,
      // and a unit that neither causes Fear nor is Frenzied.
      if (me.fear_test_failed) {
        const auto fears = [](const fight_side& u) {
          return u.special_rules.causes_fear || (u.mount && u.mount->special_rules.causes_fear);
        };
        const int mine = me.models * unit_strength_per_model(me);
        const int theirs = foe.models * unit_strength_per_model(foe);
        if (!fears(foe))
          out.add(at, ".fear_test_failed", "the enemy does not cause Fear (R21)"sv);
        else if (theirs <= mine)
          out.add(at, ".fear_test_failed",
                  "no Fear test: the enemy's unit strength is not higher (R21)"sv);
        else if (fears(me))
          out.add(at, ".fear_test_failed", "a unit that causes Fear takes no Fear test (R21)"sv);
        else if (me.special_rules.frenzy)
          out.add(at, ".fear_test_failed", "a Frenzied unit passes Fear tests (R21)"sv);
      }
    }
  }

 private:
  template <on_use = void>
  static void add_side(const fight& f, side_index s, round_plan& p) {
    const fight_side& me = f.sides[s];
    const fight_side& foe = f.sides[opponent(s)];
    const side_situation at = situation(f, s);
    const weapon_use w = use_of(me.weapon, at.charged);
    const fighters all = fighters_of(f, s);
    const std::string unit(me.name.view());
    const auto by_lost = [&](auto count) {
      std::vector<int> v(static_cast<std::size_t>(me.models) + 1);
      for (int x = 0; x <= me.models; ++x) v[static_cast<std::size_t>(x)] = count(all.after(x));
      return v;
    };
    // The defender's saves, as the enemy's attacks meet them.
    const side_situation foe_at = situation(f, opponent(s));
    const int foe_armour = armour_value(foe, foe_at.charged);
    const bool kb_affects = killing_blow_affects(foe.troop);
    const auto needs_for = [&](int s_, int ap, int bane, bool kb) {
      strike_needs n;
      n.to_wound = to_wound(s_, foe.profile.t);
      n.armour = std::min(foe_armour + ap, 7);
      n.armour_on_six = std::min(foe_armour + ap + bane, 7);
      n.killing_blow = kb && kb_affects;
      n.ward = foe.ward;
      n.regeneration = foe.regeneration;
      return n;
    };
    const auto element = [&](std::string label, const fight_rules& r, int ws, int str, int a, int i,
                             bool rider) {
      // Impact Hits (R28): a charging model that moved 3" or more, in base contact.
      if (r.impact_hits.any() && at.charged && f.round.charge_inches >= 3) {
        strike k{.side = s,
                 .kind = strike_kind::impact_hits,
                 .order = 100,
                 .initiative = 0,
                 .element = label};
        k.attacks = by_lost([&](fighters g) { return g.in_contact * r.impact_hits.fixed; });
        k.die = r.impact_hits.die;
        k.die_models = by_lost([&](fighters g) { return r.impact_hits.die ? g.in_contact : 0; });
        k.needs = needs_for(str, 0, r.armour_bane, false);
        k.chances = chances(k.needs);
        k.readings.push_back("R28 Impact Hits: automatic hits at unmodified S, before all else");
        p.strikes.push_back(std::move(k));
      }
      if (a > 0) {
        strike k{.side = s, .kind = strike_kind::attacks, .element = label};
        k.initiative = initiative(f, s, i, r, rider && w.strike_last, rider);
        k.order = k.initiative;
        // R22: Extra Attacks (the rider's weapon), Frenzy (not a mount's) and Furious Charge add
        // to the Attacks of models in base contact only.
        int full = a;
        if (rider) full += w.extra_attacks;
        if (rider && r.frenzy && at.charged) full += 1;
        if (r.furious_charge && at.charged && f.round.charge_inches >= 3) full += 1;
        k.attacks = by_lost([&](fighters g) {
          return g.in_contact * full + g.not_in_contact + g.second_rank +
                 (rider ? g.supporting : 0);
        });
        const int ap = rider ? w.ap : 0;
        const int bane = r.armour_bane + (rider ? w.armour_bane : 0);
        k.needs = needs_for(str + (rider ? w.strength : 0), ap, bane, r.killing_blow);
        k.needs.to_hit = std::min(to_hit(ws, foe.profile.ws) + (me.fear_test_failed ? 1 : 0), 6);
        k.needs.hit_rerolled = r.hatred && f.round.number == 1;
        if (r.poisoned_attacks)
          k.needs.to_wound_poisoned =
              to_wound_poisoned(str + (rider ? w.strength : 0), foe.profile.t);
        k.chances = chances(k.needs);
        readings_of(f, s, k, r, rider, w, all);
        p.strikes.push_back(std::move(k));
      }
      // Stomp Attacks (R28): models in base contact, after all other attacks.
      if (r.stomp_attacks.any()) {
        strike k{.side = s,
                 .kind = strike_kind::stomps,
                 .order = -100,
                 .initiative = 0,
                 .element = label};
        k.attacks = by_lost([&](fighters g) { return g.in_contact * r.stomp_attacks.fixed; });
        k.die = r.stomp_attacks.die;
        k.die_models = by_lost([&](fighters g) { return r.stomp_attacks.die ? g.in_contact : 0; });
        k.needs = needs_for(str, 0, r.armour_bane, false);
        k.chances = chances(k.needs);
        k.readings.push_back(
            "R28 Stomp Attacks: automatic hits at unmodified S, after all "
            "other attacks (R14)");
        p.strikes.push_back(std::move(k));
      }
    };
    element(unit, me.special_rules, me.profile.ws, me.profile.s, me.profile.a, me.profile.i, true);
    if (me.mount) {
      const fight_mount& m = *me.mount;
      element(unit + "' mounts", m.special_rules, m.ws, m.s, m.a, m.i, false);
    }
  }

  template <on_use = void>
  static void readings_of(const fight& f, side_index s, strike& k, const fight_rules& r, bool rider,
                          const weapon_use& w, const fighters& all) {
    const fight_side& me = f.sides[s];
    const fight_side& foe = f.sides[opponent(s)];
    const side_situation at = situation(f, s);
    auto& out = k.readings;
    const auto n = [](int v) { return std::to_string(v); };
    if (r.strike_first != (r.strike_last || (rider && w.strike_last)))
      out.push_back(r.strike_first ? "R13 Strike First: Initiative 10 before modifiers"
                                   : "R13 Strike Last: Initiative 1 before modifiers");
    if (at.charged && !f.round.disordered_charge && f.round.charge_inches > 0)
      out.push_back("R13 charge: +1 Initiative per full inch, at most +" + n(at.flanking ? 4 : 3) +
                    ", Initiative 10 at most");
    if (rider && me.weapon == weapon::thrusting_spear && at.was_charged && !at.flanked)
      out.push_back("R12 thrusting spear: +1 Initiative against a charge to its front");
    if (all.not_in_contact + all.second_rank + (rider ? all.supporting : 0) > 0)
      out.push_back("R15 models not in base contact make 1 attack each");
    if (all.second_rank > 0) out.push_back("R16 Press of Battle: a second fighting rank");
    if (rider && all.supporting > 0)
      out.push_back("R17 supporting attacks: " + n(all.supporting) + " from the rank behind");
    if (rider && w.extra_attacks > 0) out.push_back("R12 additional hand weapon: +1 Attack");
    if (rider && r.frenzy && at.charged) out.push_back("R22 Frenzy: +1 Attack");
    if (r.furious_charge && at.charged && f.round.charge_inches >= 3)
      out.push_back("R22 Furious Charge: +1 Attack");
    if (me.fear_test_failed) out.push_back("R21 failed Fear test: -1 To Hit");
    if (k.needs.hit_rerolled) out.push_back("R10 Hatred: failed To Hit rolls re-rolled");
    if (k.needs.to_wound == 7) out.push_back("R2 too tough: cannot wound");
    if (k.needs.to_wound_poisoned > 0)
      out.push_back("R9 Poisoned Attacks: a natural 6 To Hit adds +2 To Wound");
    if (rider && w.ap > 0) out.push_back("R12 weapon: Armour Piercing -" + n(w.ap));
    if (k.needs.armour_on_six > k.needs.armour && !k.needs.killing_blow)
      out.push_back("R11 Armour Bane: a natural 6 To Wound worsens the save by " +
                    n(k.needs.armour_on_six - k.needs.armour));
    if (k.needs.killing_blow)
      out.push_back("R8 Killing Blow: a natural 6 To Wound, no armour or regeneration");
    else if (r.killing_blow)
      out.push_back("R8 Killing Blow: no effect on a monster");
    if (foe.shield && use_of(foe.weapon, situation(f, opponent(s)).charged).two_hands)
      out.push_back("R4 the enemy's weapon needs two hands: no shield");
    if (parries(foe)) out.push_back("R5 Parry: the enemy's armour +1, to 3+ at best");
  }
};

}  // namespace rankfile::rules
