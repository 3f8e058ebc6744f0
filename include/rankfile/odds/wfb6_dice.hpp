// rankfile/odds/wfb6_dice.hpp: 6th edition's round dice (rules::wfb6_round_dice), the readings
// E6-1 to E6-17 of shared/rules/round-odds-readings.md (the tags below are theirs).
//
//   rankfile::round_plan p = rankfile::rules::wfb6_round_dice::plan(f);
//
// What sets 6th edition apart in the plan: the charger's models strike first, then Initiative,
// then the great weapons; equal Initiative is never simultaneous: the previous round's winner
// strikes first, else a roll-off, planned as an exact 50/50 mixture of the two orders
// (round_plan::otherwise); and a model that steps up does not fight, so a strike's attacks after
// x casualties are the round's first fighters less x (E6-12).
#pragma once

#include <algorithm>
#include <array>
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

struct wfb6_round_dice {
  static constexpr text_view name = "6th edition's round dice (readings E6-1-E6-17)";
  // The whole combat (odds_of_combat): the winner of a round strikes first on equal Initiative in
  // the next, a roll-off after a draw (C5); a Frenzied unit that loses a round loses Frenzy (C6).
  static constexpr bool previous_winner_breaks_ties = true;
  static constexpr bool frenzy_lost_when_beaten = true;

  // E6-16.
  [[nodiscard]] static constexpr int unit_strength_per_model(const fight_side& s) noexcept {
    return classic_dice::unit_strength_per_model(s);
  }

  // E6-2: T four or more above S cannot wound (7).
  [[nodiscard]] static constexpr int to_wound(int s, int t) noexcept {
    const int d = t - s;
    return d >= 4 ? 7 : std::clamp(4 + d, 2, 6);
  }

  // E6-3, E6-4: the save before Strength: the input, 1 better for a shield the weapon leaves
  // free, 1 more on foot with hand weapon and shield (1+ and better possible).
  [[nodiscard]] static constexpr int armour_before_strength(const fight_side& d) noexcept {
    const bool shield = d.shield && !classic_dice::two_hands(d.weapon);
    const bool hand_and_shield =
        shield && d.weapon == weapon::hand_weapon && classic_dice::on_foot(d.troop);
    return d.armour - (shield ? 1 : 0) - (hand_and_shield ? 1 : 0);
  }
  [[nodiscard]] static constexpr int armour_against(const fight_side& d, int strength) noexcept {
    return std::min(armour_before_strength(d) + std::max(strength - 3, 0), 7);
  }
  // E6-6: roughly man-sized: unit strength 2 or less a model.
  [[nodiscard]] static constexpr bool killing_blow_affects(const fight_side& d) noexcept {
    return unit_strength_per_model(d) <= 2;
  }

  // E6-11, E6-12: the models that fight as the round begins: the front rank's in base contact
  // and, with a spear on foot in a turn its unit did not charge, those behind them.
  [[nodiscard]] static constexpr int first_fighters(const fight& f, side_index s) noexcept {
    const fight_side& u = f.sides[s];
    const int front = classic_dice::rank_models(u.models, u.files, 1);
    const int contact = std::min(u.in_contact.value_or(front), front);
    return contact + (spear_rank(f, s)
                          ? std::min(classic_dice::rank_models(u.models, u.files, 2), contact)
                          : 0);
  }
  [[nodiscard]] static constexpr bool spear_rank(const fight& f, side_index s) noexcept {
    const fight_side& u = f.sides[s];
    return u.weapon == weapon::thrusting_spear && classic_dice::on_foot(u.troop) &&
           f.round.charger != s;
  }

  // One element as it fights this round: E6-9 (Frenzy the unit's), E6-10 (its class: 0 the
  // charger's, 1 by Initiative, 2 strikes last), E6-14 (weapons never arm the mount).
  struct element {
    std::string label;
    int ws = 3;
    int s = 3;
    int i = 3;
    int attacks = 0;
    int strike_class = 1;
    const fight_rules* rules = nullptr;
  };
  [[nodiscard]] static std::vector<element> elements(const fight& f, side_index s) {
    const fight_side& u = f.sides[s];
    const bool charged = f.round.charger == s;
    element e{.label = classic_dice::side_label(f, s),
              .ws = u.profile.ws,
              .s = u.profile.s,
              .i = u.profile.i,
              .attacks = u.profile.a,
              .rules = &u.special_rules};
    bool last = false;
    switch (u.weapon) {
      case weapon::additional_hand_weapon:
        e.attacks += 1;
        break;
      case weapon::great_weapon:
        e.s += 2;
        last = true;
        break;
      case weapon::halberd:
        e.s += 1;
        break;
      case weapon::hand_weapon:
      case weapon::thrusting_spear:
      case weapon::lance:
        break;
    }
    if (u.special_rules.frenzy) e.attacks += 1;
    e.strike_class = charged ? 0 : last ? 2 : 1;
    std::vector<element> out{e};
    if (u.mount)
      out.push_back({.label = e.label + "' mounts",
                     .ws = u.mount->ws,
                     .s = u.mount->s,
                     .i = u.mount->i,
                     .attacks = u.mount->a,
                     .strike_class = charged ? 0 : 1,
                     .rules = &u.mount->special_rules});
    return out;
  }

  // E6-10: the order of a strike: its class, then its Initiative, then on a tie the side that
  // strikes first (`ahead`).
  [[nodiscard]] static constexpr int order_of(int strike_class, int i, bool ahead) noexcept {
    return (2 - strike_class) * 100 + 2 * i + (ahead ? 1 : 0);
  }

  // The strikes of the round when side `ahead` wins the ties.
  template <on_use = void>
  [[nodiscard]] static std::vector<strike> strikes(const fight& f, side_index ahead) {
    std::vector<strike> out;
    for (side_index s = 0; s < 2; ++s) {
      const fight_side& me = f.sides[s];
      const fight_side& foe = f.sides[opponent(s)];
      const int first = first_fighters(f, s);
      for (const element& e : elements(f, s)) {
        if (e.attacks <= 0 || first <= 0) continue;
        strike k{.side = s, .kind = strike_kind::attacks, .element = e.label};
        k.initiative = e.i;
        k.order = order_of(e.strike_class, e.i, s == ahead);
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
        if (e.strike_class == 0) r.push_back("E6-10 the charger strikes first");
        if (e.strike_class == 2)
          r.push_back("E6-10 great weapon: strikes last (not when charging)");
        if (hatred) r.push_back("E6-8 Hatred: misses re-rolled in round 1");
        if (n.poisoned)
          r.push_back(
              "E6-7 Poisoned: a natural 6 To Hit wounds automatically, even where the "
              "chart cannot");
        if (n.to_wound == 7) r.push_back("E6-2 T four or more above S: cannot wound");
        if (n.killing_blow)
          r.push_back("E6-6 Killing Blow: a natural 6 To Wound slays, the ward only");
        else if (e.rules->killing_blow)
          r.push_back("E6-6 Killing Blow: no effect on a model of unit strength 3 or more");
        if (e.s > 3)
          r.push_back("E6-3 S" + std::to_string(e.s) + ": armour -" + std::to_string(e.s - 3));
        if (armour_before_strength(foe) < foe.armour - (foe.shield ? 1 : 0))
          r.push_back("E6-3 hand weapon and shield: the enemy's armour 1 better again");
        if (e.rules == &me.special_rules && me.weapon != weapon::hand_weapon)
          r.push_back("E6-14 " + std::string(english_of(me.weapon)));
        if (e.rules == &me.special_rules && me.special_rules.frenzy)
          r.push_back("E6-9 Frenzy: +1 Attack");
        out.push_back(std::move(k));
      }
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const strike& a, const strike& b) { return a.order > b.order; });
    return out;
  }

  template <on_use = void>
  [[nodiscard]] static round_plan plan(const fight& f) {
    round_plan p;
    p.order_reading = "E6-10";
    p.judged_reading = "E6-17";
    for (side_index s = 0; s < 2; ++s) {
      const fight_side& me = f.sides[s];
      p.sides[s] = {.models = me.models,
                    .wounds = me.profile.w,
                    .wounds_lost = me.wounds_lost,
                    .regeneration = fraction::whole(0),
                    .unit_strength_per_model = unit_strength_per_model(me),
                    .killing_blow = killing_blow_takes::whole_model_remaining};
      p.readings.push_back("E6-11 " + classic_dice::side_label(f, s) + ": " +
                           std::to_string(first_fighters(f, s)) + " fighting" +
                           (spear_rank(f, s) ? " (two ranks with spears)" : "") +
                           "; a model slain before its turn or stepping up does not fight (E6-12)");
    }
    const side_index ahead = f.round.previous_winner.value_or(0);
    p.strikes = strikes(f, ahead);
    // A tie: a step where both sides strike. Without a previous winner, a roll-off (E6-10).
    bool tie = false;
    for (std::size_t i = 0; i + 1 < p.strikes.size(); ++i)
      for (std::size_t j = i + 1; j < p.strikes.size(); ++j)
        tie = tie || (p.strikes[i].side != p.strikes[j].side &&
                      p.strikes[i].order / 2 == p.strikes[j].order / 2);
    if (tie && !f.round.previous_winner) {
      p.otherwise = strikes(f, 1);
      p.strikes_chance = fraction::of(1, 2);
      p.readings.push_back(
          "E6-10 equal Initiative: a roll-off, one for the round; the odds are "
          "the even mixture of either side striking first (the strikes below "
          "are side 0's win)");
    } else if (tie) {
      p.readings.push_back("E6-10 equal Initiative: the previous round's winner strikes first");
    }
    return p;
  }

  // What 6th edition's readings do not give, each refused at its field (under `rule_set`, the
  // id of the rule set that uses this component).
  template <on_use = void>
  static void check(const fight& f, std::string_view rule_set,
                    rankfile::detail::problem_list& out) {
    using namespace std::string_view_literals;
    classic_dice::check_shared(
        f, rule_set,
        {.edition = "6th edition", .cavalry = "E6-15", .on_foot = "E6-11, E6-14", .frenzy = "E6-9"},
        out);
    for (side_index s = 0; s < 2; ++s) {
      const fight_side& me = f.sides[s];
      const std::string at = s == 0 ? "sides[0]" : "sides[1]";
      if (!classic_dice::in_scope(me.troop)) continue;
      if (me.weapon == weapon::lance)
        out.add(at, ".weapon", "no 6th edition reading gives the lance (E6-14)"sv);
      if (me.regeneration != 7)
        out.add(at, ".regeneration", "no 6th edition source read for regeneration (E6-5)"sv);
      if (me.horde) out.add(at, ".horde", {"not a rule of ", rule_set});
      if (me.fear_test_failed)
        out.add(at, ".fear_test_failed", {"Fear is out of scope under ", rule_set, " (E6-17)"});
      const auto element = [&](const fight_rules& r, const std::string& where) {
        const auto no = [&](bool has, std::string_view field,
                            std::initializer_list<std::string_view> why) {
          if (has) out.add(at, where + std::string(field), why);
        };
        no(r.strike_first, ".strike_first", {"no 6th edition reading gives Strike First"});
        no(r.strike_last, ".strike_last",
           {"no 6th edition reading gives Strike Last but the great weapon's (E6-10)"});
        no(r.impact_hits.any(), ".impact_hits",
           {"no 6th edition reading gives Impact Hits to a unit (chariots are out of scope)"});
        no(r.stomp_attacks.any(), ".stomp_attacks", {"not a rule of ", rule_set});
        no(r.causes_fear, ".causes_fear", {"Fear is out of scope under ", rule_set, " (E6-17)"});
        no(r.unbreakable, ".unbreakable", {"no 6th edition source read for Unbreakable (E6-17)"});
      };
      element(me.special_rules, ".special_rules");
      if (me.mount) element(me.mount->special_rules, ".mount.special_rules");
    }
  }
};

}  // namespace rankfile::rules
