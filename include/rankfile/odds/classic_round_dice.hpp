// rankfile/odds/classic_round_dice.hpp: the round dice of the editions built as 6th edition is
// (6th, 7th and 5th edition): rules::classic_round_dice<Readings>, one implementation over an
// edition's readings.
//
//   using wfb7_round_dice = classic_round_dice<wfb7_readings>;  // rankfile/odds/wfb7_dice.hpp
//   rankfile::round_plan p = rankfile::rules::wfb7_round_dice::plan(f);
//
// What the three share: the charger's models strike first, then Initiative, highest first;
// equal Initiative is never simultaneous (the previous round's winner, else a roll-off planned
// as an exact 50/50 mixture, round_plan::otherwise; or refused); a model that steps up does not
// fight, so a strike's attacks after x casualties are the round's first fighters less x.
//
// Readings (rankfile/odds/wfb6_dice.hpp, wfb7_dice.hpp, wfb5_dice.hpp) is a struct of:
//
//   static constexpr text_view name;                  // "6th edition's round dice (...)"
//   static constexpr std::string_view edition;        // "6th edition"
//   static constexpr classic_tags tag;                // the reading each rule is cited by
//   static constexpr classic_rules has;               // where the editions differ
//   static constexpr classic_refusals refuses;        // what it refuses, and why
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rankfile/core/enum_table.hpp"
#include "rankfile/core/on_use.hpp"
#include "rankfile/core/problem.hpp"
#include "rankfile/core/text_view.hpp"
#include "rankfile/odds/classic_dice.hpp"
#include "rankfile/odds/fight.hpp"
#include "rankfile/odds/plan.hpp"

namespace rankfile::rules {

// The tag of the reading each rule is cited by ("E6-2").
struct classic_tags {
  std::string_view to_wound;      // the chart and its cannot-wound cells
  std::string_view armour;        // the save, the shield, hand weapon and shield, Strength
  std::string_view killing_blow;  // a natural 6 To Wound
  std::string_view poisoned;      // a natural 6 To Hit
  std::string_view hatred;        // misses re-rolled in round 1
  std::string_view frenzy;        // the unit's Attacks; never its mount's
  std::string_view order;         // who strikes when, and ties
  std::string_view who_fights;    // the front rank in contact, spears
  std::string_view stepping_up;   // a model slain or stepping up does not fight
  std::string_view weapons;       // what each weapon gives
  std::string_view on_foot;       // spears and additional hand weapons on foot only
  std::string_view cavalry;       // rider and mount
  std::string_view judged;        // the combat result and break-test engines
};

// Where the editions differ in what they do.
struct classic_rules {
  bool hand_weapon_and_shield = true;  // armour 1 better again on foot with hand weapon and shield
  bool save_at_best_1 = false;         // the save before Strength is 1+ at best
  bool frenzy_doubles = false;         // Frenzy doubles the Attacks (else +1)
  bool great_weapon_last_when_charging = false;
  bool strike_first = false;  // Always Strikes First before the charger; ASF ties a roll-off
  // Equal Initiative: the previous round's winner, else a roll-off; false: a tie is refused.
  bool previous_winner_breaks_ties = true;
  bool frenzy_lost_when_beaten = true;  // the whole combat (C6)
};

// What an edition refuses, each a message naming the gap and its reading; empty: not refused.
// "{}" in a message stands for the id of the rule set that uses the component.
struct classic_refusals {
  std::string_view regeneration{};
  std::string_view ward{};
  std::string_view killing_blow{};              // the rule itself
  std::string_view killing_blow_many_wounds{};  // against a model it affects with W above 1
  std::string_view poisoned{};
  std::string_view spear{};
  std::string_view great_weapon{};
  std::string_view halberd{};
  std::string_view lance{};
  std::string_view hand_weapon_and_shield{};  // on foot
  std::string_view save_of_1{};               // an attack's modified save 1+ or better
  std::string_view strike_first{};
  std::string_view strike_last{};
  std::string_view impact_hits{};
  std::string_view stomps{};
  std::string_view horde{};
  std::string_view causes_fear{};
  std::string_view fear_test_failed{};
  std::string_view unbreakable{};
  std::string_view stubborn{};
  std::string_view previous_winner{};
  std::string_view tie{};                  // two sides at the same step (has: no tie-break)
  std::string_view frenzy_whole_combat{};  // a Frenzied side in a combat of more than one round
};

template <class Readings>
struct classic_round_dice {
  static constexpr text_view name = Readings::name;
  static constexpr classic_tags tag = Readings::tag;
  static constexpr classic_rules has = Readings::has;
  static constexpr classic_refusals refuses = Readings::refuses;
  // The whole combat (odds_of_combat): the winner of a round strikes first on equal Initiative in
  // the next, a roll-off after a draw (C5); a Frenzied unit that loses a round loses Frenzy (C6).
  static constexpr bool previous_winner_breaks_ties = has.previous_winner_breaks_ties;
  static constexpr bool frenzy_lost_when_beaten = has.frenzy_lost_when_beaten;

  // Unit strength per model (E6-16).
  [[nodiscard]] static constexpr int unit_strength_per_model(const fight_side& s) noexcept {
    return classic_dice::unit_strength_per_model(s);
  }

  // To Wound (E6-2): T four or more above S cannot wound (7).
  [[nodiscard]] static constexpr int to_wound(int s, int t) noexcept {
    const int d = t - s;
    return d >= 4 ? 7 : std::clamp(4 + d, 2, 6);
  }

  // The save before Strength: the input, 1 better for a shield the weapon leaves free (E6-4),
  // where the edition has it 1 more on foot with hand weapon and shield (E6-3, W7-3), and where
  // it says so 1+ at best (W5-3).
  [[nodiscard]] static constexpr int armour_unclipped(const fight_side& d) noexcept {
    const bool shield = d.shield && !classic_dice::two_hands(d.weapon);
    const bool hand_and_shield = has.hand_weapon_and_shield && shield &&
                                 d.weapon == weapon::hand_weapon && classic_dice::on_foot(d.troop);
    return d.armour - (shield ? 1 : 0) - (hand_and_shield ? 1 : 0);
  }
  [[nodiscard]] static constexpr int armour_before_strength(const fight_side& d) noexcept {
    return has.save_at_best_1 ? std::max(armour_unclipped(d), 1) : armour_unclipped(d);
  }
  [[nodiscard]] static constexpr int armour_against(const fight_side& d, int strength) noexcept {
    return std::min(armour_before_strength(d) + std::max(strength - 3, 0), 7);
  }
  // Killing Blow (E6-6, W7-7): roughly man-sized: unit strength 2 or less a model.
  [[nodiscard]] static constexpr bool killing_blow_affects(const fight_side& d) noexcept {
    return unit_strength_per_model(d) <= 2;
  }

  // Who fights (E6-11, E6-12): the front rank's models in base contact and, with a spear on foot
  // in a turn its unit did not charge, those behind them.
  [[nodiscard]] static constexpr int first_fighters(const fight& f, side_index s) noexcept {
    const fight_side& u = f.sides[s];
    const int front = classic_dice::rank_models(u.models, u.files, 1);
    const int contact = std::min(u.in_contact.value_or(front), front);
    return contact + (classic_dice::spear_rank(f, s)
                          ? std::min(classic_dice::rank_models(u.models, u.files, 2), contact)
                          : 0);
  }

  // One element as it fights this round: Frenzy the unit's, its class (-1 Always Strikes
  // First, 0 the charger's, 1 by Initiative, 2 strikes last), weapons never arm the mount.
  struct element {
    std::string label;
    int ws = 3;
    int s = 3;
    int i = 3;
    int attacks = 0;
    int strike_class = 1;
    const fight_rules* rules = nullptr;
    bool mount = false;
  };
  [[nodiscard]] static constexpr int class_of(const fight_rules& r, bool charged,
                                              bool strikes_last) noexcept {
    if (has.strike_first && r.strike_first) return -1;
    if (strikes_last && !(charged && !has.great_weapon_last_when_charging)) return 2;
    return charged ? 0 : 1;
  }
  [[nodiscard]] static std::vector<element> elements(const fight& f, side_index s) {
    const fight_side& u = f.sides[s];
    const bool charged = f.round.charger == s;
    element e{.label = classic_dice::side_label(f, s),
              .ws = u.profile.ws,
              .s = u.profile.s,
              .i = u.profile.i,
              .attacks = u.profile.a,
              .rules = &u.special_rules};
    if (u.special_rules.frenzy && has.frenzy_doubles) e.attacks *= 2;
    const classic_dice::weapon_bonus w = classic_dice::bonus_of(u.weapon);
    e.attacks += w.attacks;
    e.s += w.strength;
    const bool last = u.weapon == weapon::great_weapon;
    if (u.special_rules.frenzy && !has.frenzy_doubles) e.attacks += 1;
    e.strike_class = class_of(u.special_rules, charged, last);
    std::vector<element> out{e};
    if (u.mount)
      out.push_back({.label = e.label + "' mounts",
                     .ws = u.mount->ws,
                     .s = u.mount->s,
                     .i = u.mount->i,
                     .attacks = u.mount->a,
                     .strike_class = class_of(u.mount->special_rules, charged, false),
                     .rules = &u.mount->special_rules,
                     .mount = true});
    return out;
  }

  // The order of a strike: its class, then its Initiative, then on a tie the side that strikes
  // first (`ahead`).
  [[nodiscard]] static constexpr int order_of(int strike_class, int i, bool ahead) noexcept {
    return (2 - strike_class) * 100 + 2 * i + (ahead ? 1 : 0);
  }

  // The pairs of elements (side 0's, side 1's) that strike at the same step.
  struct tie {
    element first, second;
  };
  [[nodiscard]] static std::vector<tie> ties(const fight& f) {
    std::vector<tie> out;
    const bool fight0 = first_fighters(f, 0) > 0;
    const bool fight1 = first_fighters(f, 1) > 0;
    for (const element& a : elements(f, 0))
      for (const element& b : elements(f, 1))
        if (fight0 && fight1 && a.attacks > 0 && b.attacks > 0 &&
            a.strike_class == b.strike_class && a.i == b.i)
          out.push_back({a, b});
    return out;
  }

  // The strikes of the round when side `ahead` wins the ties (`ahead_first` those of Always
  // Strikes First).
  template <on_use = void>
  [[nodiscard]] static std::vector<strike> strikes(const fight& f, side_index ahead,
                                                   side_index ahead_first) {
    std::vector<strike> out;
    for (side_index s = 0; s < 2; ++s) {
      const fight_side& me = f.sides[s];
      const fight_side& foe = f.sides[opponent(s)];
      const int first = first_fighters(f, s);
      for (const element& e : elements(f, s)) {
        if (e.attacks <= 0 || first <= 0) continue;
        strike k{.side = s, .kind = strike_kind::attacks, .element = e.label};
        k.initiative = e.i;
        k.order = order_of(e.strike_class, e.i, s == (e.strike_class < 0 ? ahead_first : ahead));
        k.attacks.resize(static_cast<std::size_t>(me.models) + 1);
        for (int x = 0; x <= me.models; ++x)
          k.attacks[static_cast<std::size_t>(x)] = std::max(first - x, 0) * e.attacks;
        const bool hatred = e.rules->hatred && f.round.number == 1;
        const classic_dice::attack_rolls n{
            .to_hit = classic_dice::to_hit(e.ws, foe.profile.ws),
            .hit_rerolled = hatred,
            .poisoned = e.rules->poisoned_attacks,
            .to_wound = to_wound(e.s, foe.profile.t),
            .killing_blow = e.rules->killing_blow && killing_blow_affects(foe),
            .armour = armour_against(foe, e.s),
            .ward = foe.ward,
            .ward_killing_blow = foe.ward};
        k.chances = classic_dice::chances(n);
        k.needs = {.to_hit = n.to_hit,
                   .hit_rerolled = hatred,
                   .to_wound = n.to_wound,
                   .armour = n.armour,
                   .armour_on_six = n.armour,
                   .killing_blow = n.killing_blow,
                   .ward = n.ward};
        auto& r = k.readings;
        const auto say = [&](std::string_view tag_of, std::string_view what) {
          r.push_back(std::string(tag_of).append(" ").append(what));
        };
        if (e.strike_class == -1) say(tag.order, "Always Strikes First: before the charger");
        if (e.strike_class == 0) say(tag.order, "the charger strikes first");
        if (e.strike_class == 2)
          say(tag.order, has.great_weapon_last_when_charging
                             ? "great weapon: strikes last, even when charging"
                             : "great weapon: strikes last (not when charging)");
        if (hatred) say(tag.hatred, "Hatred: misses re-rolled in round 1");
        if (n.poisoned)
          say(tag.poisoned,
              "Poisoned: a natural 6 To Hit wounds automatically, even where the chart cannot");
        if (n.to_wound == 7) say(tag.to_wound, "T four or more above S: cannot wound");
        if (n.killing_blow)
          say(tag.killing_blow, "Killing Blow: a natural 6 To Wound slays, the ward only");
        else if (e.rules->killing_blow)
          say(tag.killing_blow, "Killing Blow: no effect on a model of unit strength 3 or more");
        if (e.s > 3)
          say(tag.armour, "S" + std::to_string(e.s) + ": armour -" + std::to_string(e.s - 3));
        const int shielded = foe.armour - (foe.shield ? 1 : 0);
        if (has.hand_weapon_and_shield && armour_unclipped(foe) < shielded)
          say(tag.armour, "hand weapon and shield: the enemy's armour 1 better again");
        if (has.save_at_best_1 && armour_unclipped(foe) < 1)
          say(tag.armour, "the enemy's save is 1+ at best before Strength");
        if (!e.mount && me.weapon != weapon::hand_weapon)
          say(tag.weapons, std::string(english_of(me.weapon)));
        if (!e.mount && me.special_rules.frenzy)
          say(tag.frenzy, has.frenzy_doubles ? "Frenzy: Attacks doubled" : "Frenzy: +1 Attack");
        out.push_back(std::move(k));
      }
    }
    sort_by_order(out);
    return out;
  }

  template <on_use = void>
  [[nodiscard]] static round_plan plan(const fight& f) {
    round_plan p;
    p.order_reading = tag.order;
    p.judged_reading = tag.judged;
    for (side_index s = 0; s < 2; ++s) {
      const fight_side& me = f.sides[s];
      p.sides[s] = {.models = me.models,
                    .wounds = me.profile.w,
                    .wounds_lost = me.wounds_lost,
                    .regeneration = fraction::whole(0),
                    .unit_strength_per_model = unit_strength_per_model(me),
                    .killing_blow = killing_blow_takes::whole_model_remaining};
      p.readings.push_back(std::string(tag.who_fights) + " " + classic_dice::side_label(f, s) +
                           ": " + std::to_string(first_fighters(f, s)) + " fighting" +
                           (classic_dice::spear_rank(f, s) ? " (two ranks with spears)" : "") +
                           "; a model slain before its turn or stepping up does not fight (" +
                           std::string(tag.stepping_up) + ")");
    }
    // A tie: a step where both sides strike. Always Strikes First against Always Strikes First
    // is a roll-off even when the previous winner is known (W7-11); other ties go to the
    // previous winner, else a roll-off, one for the round (E6-10).
    bool tie_first = false;
    bool tie_other = false;
    for (const tie& x : ties(f)) (x.first.strike_class < 0 ? tie_first : tie_other) = true;
    const std::optional<side_index> w = f.round.previous_winner;
    const std::string t(tag.order);
    if (tie_first && w) {
      p.strikes = strikes(f, *w, 0);
      p.otherwise = strikes(f, *w, 1);
      p.strikes_chance = fraction::of(1, 2);
      p.readings.push_back(t +
                           " Always Strikes First on both sides at equal Initiative: a roll-off, "
                           "even with a previous winner; the odds are the even mixture of either "
                           "side striking first (the strikes below are side 0's win)");
    } else if ((tie_first || tie_other) && !w) {
      p.strikes = strikes(f, 0, 0);
      p.otherwise = strikes(f, 1, 1);
      p.strikes_chance = fraction::of(1, 2);
      p.readings.push_back(t +
                           " equal Initiative: a roll-off, one for the round; the odds are "
                           "the even mixture of either side striking first (the strikes below "
                           "are side 0's win)");
    } else {
      p.strikes = strikes(f, w.value_or(0), 0);
    }
    if (tie_other && w)
      p.readings.push_back(t + " equal Initiative: the previous round's winner strikes first");
    return p;
  }

  // A refusal: `why` (empty: not refused) at `at` + `field`, "{}" the rule set's id.
  template <on_use = void>
  static void refuse(rankfile::detail::problem_list& out, std::string_view at,
                     std::string_view field, std::string_view why, std::string_view rule_set,
                     std::string_view before = {}) {
    if (why.empty()) return;
    const std::size_t id = why.find("{}");
    if (id == std::string_view::npos)
      out.add(at, field, {before, why});
    else
      out.add(at, field, {before, why.substr(0, id), rule_set, why.substr(id + 2)});
  }

  // What the edition's readings do not give, each refused at its field (under `rule_set`, the id
  // of the rule set that uses this component).
  template <on_use = void>
  static void check(const fight& f, std::string_view rule_set,
                    rankfile::detail::problem_list& out) {
    classic_dice::check_shared(f, rule_set,
                               {.edition = Readings::edition,
                                .cavalry = tag.cavalry,
                                .on_foot = tag.on_foot,
                                .frenzy = tag.frenzy},
                               out);
    if (f.round.previous_winner)
      refuse(out, "round", ".previous_winner", refuses.previous_winner, rule_set);
    for (side_index s = 0; s < 2; ++s) {
      const fight_side& me = f.sides[s];
      const fight_side& foe = f.sides[opponent(s)];
      const std::string at = s == 0 ? "sides[0]" : "sides[1]";
      if (!classic_dice::in_scope(me.troop)) continue;
      const auto no = [&](bool present, std::string_view field, std::string_view why) {
        if (present) refuse(out, at, field, why, rule_set);
      };
      no(me.weapon == weapon::lance, ".weapon", refuses.lance);
      no(me.weapon == weapon::great_weapon, ".weapon", refuses.great_weapon);
      no(me.weapon == weapon::halberd, ".weapon", refuses.halberd);
      no(me.weapon == weapon::thrusting_spear, ".weapon", refuses.spear);
      no(me.shield && me.weapon == weapon::hand_weapon && classic_dice::on_foot(me.troop),
         ".shield", refuses.hand_weapon_and_shield);
      no(me.regeneration != 7, ".regeneration", refuses.regeneration);
      no(me.ward != 7, ".ward", refuses.ward);
      no(me.horde, ".horde", refuses.horde);
      no(me.fear_test_failed, ".fear_test_failed", refuses.fear_test_failed);
      no(me.special_rules.stubborn, ".special_rules.stubborn", refuses.stubborn);
      const auto element_rules = [&](const fight_rules& r, const std::string& where) {
        const auto rule = [&](bool present, std::string_view field, std::string_view why) {
          if (present) refuse(out, at, where + std::string(field), why, rule_set);
        };
        rule(r.strike_first, ".strike_first", refuses.strike_first);
        rule(r.strike_last, ".strike_last", refuses.strike_last);
        rule(r.impact_hits.any(), ".impact_hits", refuses.impact_hits);
        rule(r.stomp_attacks.any(), ".stomp_attacks", refuses.stomps);
        rule(r.causes_fear, ".causes_fear", refuses.causes_fear);
        rule(r.unbreakable, ".unbreakable", refuses.unbreakable);
        rule(r.killing_blow, ".killing_blow", refuses.killing_blow);
        rule(r.killing_blow && killing_blow_affects(foe) && foe.profile.w > 1, ".killing_blow",
             refuses.killing_blow_many_wounds);
        rule(r.poisoned_attacks, ".poisoned_attacks", refuses.poisoned);
      };
      element_rules(me.special_rules, ".special_rules");
      if (me.mount) element_rules(me.mount->special_rules, ".mount.special_rules");
      // A save of 1+ or better after Strength against an attack that can wound (W5-3).
      if (!refuses.save_of_1.empty() && first_fighters(f, opponent(s)) > 0) {
        bool one = false;
        for (const element& e : elements(f, opponent(s)))
          one = one ||
                (e.attacks > 0 && to_wound(e.s, me.profile.t) < 7 && armour_against(me, e.s) <= 1);
        no(one, ".armour", refuses.save_of_1);
      }
    }
    if (!has.previous_winner_breaks_ties) refuse_ties(rule_set, {}, ties(f), out);
  }

  // What a whole combat of `rounds` rounds refuses beyond its first round's check: a Frenzied
  // side where the edition does not say whether Frenzy is lost (W5-8), and, where the edition
  // has no tie-break, the ties of the rounds after the first, where nobody charges (W5-9).
  template <on_use = void>
  static void check_combat(const fight& f, int rounds, std::string_view rule_set,
                           rankfile::detail::problem_list& out) {
    if (rounds <= 1) return;
    for (side_index s = 0; s < 2; ++s)
      if (f.sides[s].special_rules.frenzy)
        refuse(out, s == 0 ? "sides[0]" : "sides[1]", ".special_rules.frenzy",
               refuses.frenzy_whole_combat, rule_set);
    if (has.previous_winner_breaks_ties) return;
    fight later = f;
    later.round.charger.reset();
    later.round.number = f.round.number + 1;
    const std::vector<tie> now = ties(f);
    std::vector<tie> then;
    for (const tie& x : ties(later)) {
      bool seen = false;
      for (const tie& y : now)
        seen = seen || (y.first.mount == x.first.mount && y.second.mount == x.second.mount);
      if (!seen) then.push_back(x);
    }
    refuse_ties(rule_set, "in the rounds after the first, where nobody charges: ", then, out);
  }

  template <on_use = void>
  static void refuse_ties(std::string_view rule_set, std::string_view when,
                          const std::vector<tie>& found, rankfile::detail::problem_list& out) {
    for (const tie& x : found) {
      const std::string both = std::string(when) + x.first.label + " and " + x.second.label +
                               " strike at the same step (Initiative " +
                               std::to_string(x.second.i) + "): ";
      refuse(out, "sides[1]", x.second.mount ? ".mount.i" : ".profile.i", refuses.tie, rule_set,
             both);
    }
  }
};

}  // namespace rankfile::rules
