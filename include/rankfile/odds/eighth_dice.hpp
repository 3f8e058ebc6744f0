// rankfile/odds/eighth_dice.hpp: the round dice of 8th edition's structure
// (rules::eighth_round_dice<Readings>), the readings E8-1 to E8-22 of
// shared/rules/round-odds-readings.md (the tags below are theirs), for every rule set that plays
// the round as 8th edition does. Two use it:
//
//   wfb8_round_dice       8th edition itself (rankfile/odds/wfb8_dice.hpp)
//   battleaxe_round_dice  Battleaxe: Fantasy Generals, readings BX-1 to BX-16, 8th edition's
//                         structure with the differences of its eighth_changes
//                         (rankfile/odds/battleaxe_dice.hpp)
//
// A rule set's `Readings` give its name, the edition its refusals name, its changes to 8th
// edition (eighth_changes below: all empty is 8th edition) and, for each 8th edition reading
// E8-n, the tag the rule set's plan and refusals cite (`id(n)`, bare, and `tag(n)`, which may say
// the reading is presumed from E8-n):
//
//   struct my_readings {
//     static constexpr text_view name = "...";
//     static constexpr std::string_view edition = "...";
//     static constexpr eighth_changes changes{};
//     static std::string id(int n);
//     static std::string tag(int n);
//   };
//   using my_round_dice = eighth_round_dice<my_readings>;
//
// What sets 8th edition apart in the plan: Initiative alone orders the strikes (a charge gives no
// priority; equal steps strike at once), Always Strikes First and Last make steps of their own,
// and a model that steps up still fights, so a strike's attacks after x casualties are those of
// the unit of (models - x) models, its ranks refilled from the rear (E8-15).
#pragma once

#include <algorithm>
#include <array>
#include <span>
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

// What a rule set that plays 8th edition's round changes, each given by the tag of the reading
// that says so (cited in the plan and the refusals); an empty tag keeps 8th edition's rule.
struct eighth_changes {
  // Two Always Strikes Last elements strike by Initiative, the higher first (E8-12: at once).
  std::string_view asl_by_initiative{};
  // An Always Strikes Last element (the unit's own, the one hit) with a lower Initiative than
  // its enemy's is hit with misses re-rolled: every enemy element re-rolls failed To Hit rolls
  // against it (one re-roll at most). Initiatives compared as E8-13's: the units' profiles'.
  std::string_view asl_slower_rerolled{};
  // Killing Blow against a troop type it does not slay (monstrous infantry, monsters): a
  // natural 6 To Wound is still 1 wound, with no armour save (the ward taken) (E8-8: ordinary).
  std::string_view killing_blow_wounds_others{};
  // Refused at their fields: regeneration (E8-7), Impact Hits and Stomps (E8-18, E8-19), Fear
  // (`causes_fear`, `fear_test_failed`: refused by 8th edition too, without a tag).
  std::string_view refuses_regeneration{};
  std::string_view refuses_impact_hits_and_stomps{};
  std::string_view refuses_fear{};
  // The tag that refuses, as 8th edition does, the fields classic_dice::check_shared refuses
  // that are listed in `refused_as_8th` (their messages get the tag).
  std::string_view refuses_as_8th{};
  std::span<const std::string_view> refused_as_8th{};
};

// A rule set's readings as 8th edition's: 8th edition's own tags, E8-n.
struct eighth_edition_tags {
  [[nodiscard]] static std::string id(int n) { return "E8-" + std::to_string(n); }
  [[nodiscard]] static std::string tag(int n) { return id(n); }
};

template <class Readings>
struct eighth_round_dice {
  static constexpr text_view name = Readings::name;
  static constexpr const eighth_changes& changes = Readings::changes;
  [[nodiscard]] static std::string id(int n) { return Readings::id(n); }
  [[nodiscard]] static std::string tag(int n) { return Readings::tag(n); }
  // The whole combat (odds_of_combat): a Frenzied unit that loses a round loses Frenzy (C6); the
  // charge downhill counts in the round of the charge only (C7, the engine's combat_of).
  static constexpr bool frenzy_lost_when_beaten = true;

  [[nodiscard]] static constexpr int unit_strength_per_model(const fight_side& s) noexcept {
    return classic_dice::unit_strength_per_model(s);
  }

  // E8-2: no cannot-wound cell.
  [[nodiscard]] static constexpr int to_wound(int s, int t) noexcept {
    return std::clamp(4 + t - s, 2, 6);
  }

  // E8-3, E8-4: the armour save before Strength: the input, 1 better for a shield the weapon
  // leaves free, 1+ at best.
  [[nodiscard]] static constexpr int armour_before_strength(const fight_side& d) noexcept {
    const bool shield = d.shield && !classic_dice::two_hands(d.weapon);
    return std::max(d.armour - (shield ? 1 : 0), 1);
  }
  // E8-3: worsened by 1 per point of Strength above 3.
  [[nodiscard]] static constexpr int armour_against(const fight_side& d, int strength) noexcept {
    return std::min(armour_before_strength(d) + std::max(strength - 3, 0), 7);
  }
  // E8-5: a model on foot fighting with hand weapon and shield, not Frenzied, parries on a 6.
  [[nodiscard]] static constexpr bool parries(const fight_side& d) noexcept {
    return classic_dice::on_foot(d.troop) && d.shield && d.weapon == weapon::hand_weapon &&
           !d.special_rules.frenzy;
  }
  // E8-8: Killing Blow slays infantry (not monstrous) and cavalry.
  [[nodiscard]] static constexpr bool killing_blow_affects(troop_type t) noexcept {
    return classic_dice::man_sized_infantry(t) || classic_dice::is_cavalry(t);
  }

  // E8-14, E8-15: the fighters of side s when it has `models` models: the front rank's models in
  // base contact (full Attacks) and the supporting models behind them (one rank, one more for a
  // Horde, one more for a spear on foot in a turn it did not charge; each rank's supporters at
  // most the models in contact).
  struct fighters {
    int contact = 0;
    int supporting = 0;
    int supporting_ranks = 0;
    bool horde = false;
  };
  [[nodiscard]] static constexpr fighters fighters_of(const fight& f, side_index s,
                                                      int models) noexcept {
    const fight_side& u = f.sides[s];
    const int front = classic_dice::rank_models(models, u.files, 1);
    fighters out;
    out.contact = std::min(u.in_contact.value_or(front), front);
    out.horde = front >= (u.troop == troop_type::monstrous_infantry ? 6 : 10);
    out.supporting_ranks = 1 + (out.horde ? 1 : 0) + (classic_dice::spear_rank(f, s) ? 1 : 0);
    for (int k = 2; k <= 1 + out.supporting_ranks; ++k)
      out.supporting += std::min(classic_dice::rank_models(models, u.files, k), out.contact);
    return out;
  }

  // One element (the unit's own, or its mount) as it fights this round.
  struct element {
    std::string label;
    int ws = 3;
    int s = 3;
    int i = 3;
    int attacks = 0;  // of a model in base contact
    int support = 0;  // of a supporting model
    bool asf = false;
    bool asl = false;
    const fight_rules* rules = nullptr;
  };
  // E8-11, E8-12, E8-14, E8-17: a weapon never arms the mount; Frenzy is the unit's own.
  [[nodiscard]] static element rider(const fight& f, side_index s) {
    const fight_side& u = f.sides[s];
    const fight_rules& r = u.special_rules;
    element e{.label = classic_dice::side_label(f, s),
              .ws = u.profile.ws,
              .s = u.profile.s,
              .i = u.profile.i,
              .attacks = u.profile.a,
              .rules = &r};
    const classic_dice::weapon_bonus w = classic_dice::bonus_of(u.weapon);
    e.attacks += w.attacks;
    e.s += w.strength;
    if (u.weapon == weapon::lance && f.round.charger == s) e.s += 2;  // E8-17
    const bool asl = r.strike_last || u.weapon == weapon::great_weapon;
    if (r.frenzy) e.attacks += 1;
    e.support = u.profile.a <= 0                            ? 0
                : u.troop == troop_type::monstrous_infantry ? std::min(u.profile.a, 3)
                                                            : 1;
    e.asf = r.strike_first && !asl;
    e.asl = asl && !r.strike_first;
    return e;
  }
  [[nodiscard]] static element mount(const fight& f, side_index s) {
    const fight_mount& m = *f.sides[s].mount;
    const fight_rules& r = m.special_rules;
    return {.label = classic_dice::side_label(f, s) + "' mounts",
            .ws = m.ws,
            .s = m.s,
            .i = m.i,
            .attacks = m.a,
            .support = 0,
            .asf = r.strike_first && !r.strike_last,
            .asl = r.strike_last && !r.strike_first,
            .rules = &r};
  }
  [[nodiscard]] static std::vector<element> elements(const fight& f, side_index s) {
    std::vector<element> out{rider(f, s)};
    if (f.sides[s].mount) out.push_back(mount(f, s));
    return out;
  }

  // E8-12: the order of each kind of strike (higher first, equal at once).
  static constexpr int impact_order = 100;
  static constexpr int asf_order = 50;
  static constexpr int asl_order = -50;  // Always Strikes Last, and the Stomps
  // Two ASL elements by Initiative: asl_order + Initiative, still after every Initiative step
  // (an Initiative is at most max_fight_characteristic, rankfile/odds/fight.hpp).
  static constexpr bool asl_by_initiative = !changes.asl_by_initiative.empty();
  static_assert(asl_order + max_fight_characteristic < 1 && asf_order > max_fight_characteristic);

  template <on_use = void>
  [[nodiscard]] static round_plan plan(const fight& f) {
    using namespace std::string_literals;
    round_plan p;
    p.order_reading = id(12);
    p.judged_reading = id(22);
    for (side_index s = 0; s < 2; ++s) {
      const fight_side& me = f.sides[s];
      p.sides[s] = {.models = me.models,
                    .wounds = me.profile.w,
                    .wounds_lost = me.wounds_lost,
                    .regeneration = fraction::whole(0),  // E8-7: a save, in the chances
                    .unit_strength_per_model = unit_strength_per_model(me),
                    .killing_blow = killing_blow_takes::whole_model};
      const fighters g = fighters_of(f, s, me.models);
      std::string line =
          tag(14) + " " + classic_dice::side_label(f, s) + ": " + std::to_string(g.contact) +
          " in base contact, " + std::to_string(g.supporting) + " supporting from " +
          std::to_string(g.supporting_ranks) + " rank" + (g.supporting_ranks == 1 ? "" : "s");
      if (g.horde) line += " (Horde)";
      if (classic_dice::spear_rank(f, s)) line += " (spear)";
      line +=
          "; casualties come off the rear and ranks refill: the fighters are counted again "
          "at each step (" +
          tag(15) + ")";
      p.readings.push_back(std::move(line));
    }
    std::array<std::vector<element>, 2> el{elements(f, 0), elements(f, 1)};
    const auto any_asf = [&](side_index s) {
      return std::any_of(el[s].begin(), el[s].end(), [](const element& e) { return e.asf; });
    };
    for (side_index s = 0; s < 2; ++s) {
      const side_index d = opponent(s);
      const fight_side& me = f.sides[s];
      const fight_side& foe = f.sides[d];
      const auto by_lost = [&](auto count) {
        std::vector<int> v(static_cast<std::size_t>(me.models) + 1);
        for (int x = 0; x <= me.models; ++x)
          v[static_cast<std::size_t>(x)] = count(fighters_of(f, s, me.models - x));
        return v;
      };
      const int ward = foe.ward;
      const int parry = parries(foe) ? 6 : 7;
      // Automatic hits at Strength `str` (Impact Hits, Stomps): no parry, no Poison, no Killing
      // Blow (E8-8, E8-18, E8-19).
      const auto automatic = [&](int str) {
        classic_dice::attack_rolls n{.to_hit = 0,
                                     .to_wound = to_wound(str, foe.profile.t),
                                     .armour = armour_against(foe, str),
                                     .ward = std::min(ward, foe.regeneration)};
        return n;
      };
      const auto needs_of = [&](const classic_dice::attack_rolls& n) {
        strike_needs out{.to_hit = n.to_hit,
                         .hit_rerolled = n.hit_rerolled,
                         .to_wound = n.to_wound,
                         .armour = n.armour,
                         .armour_on_six = n.armour,
                         .killing_blow = n.killing_blow,
                         .ward = std::min(ward, n.to_hit ? parry : 7)};
        if (foe.regeneration < out.ward) out.regeneration = foe.regeneration;
        return out;
      };
      // E8-18: Impact Hits in the turn the unit charged, by its models in base contact, at the
      // model's Strength (a cavalry model's mount's).
      if (f.round.charger == s) {
        const int str = me.mount ? me.mount->s : me.profile.s;
        for (const per_model x : {me.special_rules.impact_hits,
                                  me.mount ? me.mount->special_rules.impact_hits : per_model{}}) {
          if (!x.any()) continue;
          strike k{.side = s,
                   .kind = strike_kind::impact_hits,
                   .order = impact_order,
                   .element = el[s][0].label};
          k.attacks = by_lost([&](fighters g) { return g.contact * x.fixed; });
          k.die = x.die;
          k.die_models = by_lost([&](fighters g) { return x.die ? g.contact : 0; });
          const classic_dice::attack_rolls n = automatic(str);
          k.chances = classic_dice::chances(n);
          k.needs = needs_of(n);
          k.readings.push_back(tag(18) + " Impact Hits: automatic hits at S" + std::to_string(str) +
                               ", before everything, no parry");
          p.strikes.push_back(std::move(k));
        }
      }
      for (const element& e : el[s]) {
        strike k{.side = s, .kind = strike_kind::attacks, .element = e.label};
        k.initiative = e.i;
        k.order = e.asf ? asf_order : e.asl ? asl_order + (asl_by_initiative ? e.i : 0) : e.i;
        k.attacks =
            by_lost([&](fighters g) { return g.contact * e.attacks + g.supporting * e.support; });
        if (std::all_of(k.attacks.begin(), k.attacks.end(), [](int a) { return a == 0; })) continue;
        const bool hatred = e.rules->hatred && f.round.number == 1;
        // E8-13: ASF at least as quick as the enemy's unit, against an enemy without ASF.
        const bool asf_reroll = e.asf && !any_asf(d) && e.i >= foe.profile.i;
        // The enemy's own element Always Strikes Last and is slower than this unit.
        const bool asl_reroll =
            !changes.asl_slower_rerolled.empty() && el[d][0].asl && foe.profile.i < me.profile.i;
        // A Killing Blow that does not slay this troop type may still wound through armour.
        const bool kb_wounds = !changes.killing_blow_wounds_others.empty() &&
                               e.rules->killing_blow && !killing_blow_affects(foe.troop);
        classic_dice::attack_rolls n{
            .to_hit = classic_dice::to_hit(e.ws, foe.profile.ws),
            .hit_rerolled = hatred || asf_reroll || asl_reroll,
            .poisoned = e.rules->poisoned_attacks,
            .to_wound = to_wound(e.s, foe.profile.t),
            .killing_blow = e.rules->killing_blow && killing_blow_affects(foe.troop),
            .armour = armour_against(foe, e.s),
            .ward = std::min({ward, parry, foe.regeneration}),
            .ward_killing_blow = std::min(ward, parry),
            .six_ignores_armour = kb_wounds};
        k.chances = classic_dice::chances(n);
        k.needs = needs_of(n);
        if (kb_wounds) k.needs.armour_on_six = 7;
        auto& r = k.readings;
        if (e.asf) r.push_back(tag(12) + " Always Strikes First: before every Initiative step");
        if (e.asl && asl_by_initiative)
          r.push_back(std::string(changes.asl_by_initiative) +
                      " Always Strikes Last: after every Initiative step; two such elements by "
                      "Initiative, the higher first");
        else if (e.asl)
          r.push_back(tag(12) + " Always Strikes Last: after every Initiative step");
        if (e.rules->strike_first && !e.asf) r.push_back(tag(12) + " ASF and ASL cancel");
        if (asf_reroll)
          r.push_back(tag(13) + " ASF with Initiative at least the enemy's: misses re-rolled");
        else if (asl_reroll)
          r.push_back(std::string(changes.asl_slower_rerolled) +
                      " the enemy Always Strikes Last with a lower Initiative: misses re-rolled");
        if (hatred && !asf_reroll && !asl_reroll)
          r.push_back(tag(10) + " Hatred: misses re-rolled in round 1");
        if (n.poisoned) r.push_back(tag(9) + " Poisoned: a natural 6 To Hit wounds automatically");
        if (n.killing_blow)
          r.push_back(tag(8) + " Killing Blow: a natural 6 To Wound slays, ward or parry only");
        else if (kb_wounds)
          r.push_back(std::string(changes.killing_blow_wounds_others) +
                      " Killing Blow against monstrous infantry or monsters: a natural 6 To "
                      "Wound is 1 wound with no armour save, the ward taken");
        else if (e.rules->killing_blow)
          r.push_back(tag(8) + " Killing Blow: no effect on monstrous infantry or monsters");
        if (e.s > 3)
          r.push_back(tag(3) + " S" + std::to_string(e.s) + ": armour -" + std::to_string(e.s - 3));
        if (parry < 7)
          r.push_back(tag(5) + " parry: the enemy has a 6+ ward against these attacks");
        if (foe.regeneration < 7)
          r.push_back(tag(7) +
                      " regeneration instead of the ward, whichever is better; none against "
                      "a Killing Blow");
        if (&e == &el[s][0] && me.weapon != weapon::hand_weapon)
          r.push_back(tag(17) + " " + std::string(english_of(me.weapon)));
        if (e.rules->frenzy && &e == &el[s][0]) r.push_back(tag(11) + " Frenzy: +1 Attack");
        p.strikes.push_back(std::move(k));
      }
      // E8-19: Stomp: 1 automatic hit a model in base contact, with ASL, against infantry only.
      if (classic_dice::man_sized_infantry(foe.troop)) {
        const auto stomp = [&](const fight_rules& r, int str, const std::string& label) {
          if (!r.stomp_attacks.any()) return;
          strike k{.side = s, .kind = strike_kind::stomps, .order = asl_order, .element = label};
          k.attacks = by_lost([](fighters g) { return g.contact; });
          const classic_dice::attack_rolls n = automatic(str);
          k.chances = classic_dice::chances(n);
          k.needs = needs_of(n);
          k.readings.push_back(tag(19) +
                               " Stomp: 1 automatic hit a model in base contact, with "
                               "Always Strikes Last, no parry");
          p.strikes.push_back(std::move(k));
        };
        stomp(me.special_rules, me.profile.s, el[s][0].label);
        if (me.mount) stomp(me.mount->special_rules, me.mount->s, el[s].back().label);
      }
    }
    sort_by_order(p.strikes);
    return p;
  }

  // What the readings do not give, each refused at its field (under `rule_set`, the id of the
  // rule set that uses this component).
  template <on_use = void>
  static void check(const fight& f, std::string_view rule_set,
                    rankfile::detail::problem_list& out) {
    const std::string cavalry = tag(20);
    const std::string on_foot = tag(14) + ", " + tag(17);
    const std::string frenzy = tag(11);
    const classic_dice::refusal_tags shared{
        .edition = Readings::edition, .cavalry = cavalry, .on_foot = on_foot, .frenzy = frenzy};
    if (changes.refuses_as_8th.empty()) {
      classic_dice::check_shared(f, rule_set, shared, out);
    } else {
      // The shared refusals, those the rule set's reading lists with its tag.
      rankfile::detail::problem_list mine;
      classic_dice::check_shared(f, rule_set, shared, mine);
      for (problem& p : mine.take()) {
        const bool listed = std::any_of(
            changes.refused_as_8th.begin(), changes.refused_as_8th.end(),
            [&](std::string_view field) { return std::string_view(p.path).ends_with(field); });
        out.add(p.path, "",
                listed ? p.message + " (" + std::string(changes.refuses_as_8th) + ")" : p.message);
      }
    }
    if (f.round.previous_winner)
      out.add(
          "round", ".previous_winner",
          {"not a rule of ", rule_set, ": equal Initiative strikes simultaneously (", id(12), ")"});
    if (f.round.high_ground && f.round.high_ground != f.round.charger)
      out.add("round", ".high_ground",
              {"under ", rule_set,
               " the high ground is a charge downhill: only the charger has it (", id(21), ")"});
    const std::string_view no_stomps = changes.refuses_impact_hits_and_stomps;
    for (side_index s = 0; s < 2; ++s) {
      const fight_side& me = f.sides[s];
      const std::string at = s == 0 ? "sides[0]" : "sides[1]";
      if (!classic_dice::in_scope(me.troop)) continue;
      if (me.weapon == weapon::lance && !classic_dice::is_cavalry(me.troop))
        out.add(at, ".weapon", {"a lance is a cavalry weapon (", tag(17), ")"});
      if (me.horde)
        out.add(at, ".horde",
                {"under ", rule_set, " a Horde is counted from the front rank's width (", tag(14),
                 ")"});
      if (!changes.refuses_regeneration.empty() && me.regeneration != 7)
        out.add(at, ".regeneration",
                {"regeneration under ", rule_set, " was not retrieved (",
                 changes.refuses_regeneration, ")"});
      const std::string fear = changes.refuses_fear.empty()
                                   ? std::string()
                                   : " (" + std::string(changes.refuses_fear) + ")";
      if (me.fear_test_failed)
        out.add(at, ".fear_test_failed",
                {"no reading gives ", rule_set, " Fear in close combat", fear});
      const auto element = [&](const fight_rules& r, const std::string& where) {
        if (r.causes_fear)
          out.add(at, where + ".causes_fear",
                  {"no reading gives ", rule_set, " Fear in close combat", fear});
        if (!no_stomps.empty()) {
          if (r.impact_hits.any())
            out.add(at, where + ".impact_hits",
                    {"Impact Hits under ", rule_set, " were not retrieved (", no_stomps, ")"});
          if (r.stomp_attacks.any())
            out.add(at, where + ".stomp_attacks",
                    {"Stomps under ", rule_set, " were not retrieved (", no_stomps, ")"});
        } else if (r.stomp_attacks.any() &&
                   !(r.stomp_attacks.fixed == 1 && r.stomp_attacks.die == 0)) {
          out.add(at, where + ".stomp_attacks",
                  {"under ", rule_set, " Stomp is 1 hit a model (", tag(19),
                   "); Thunderstomp is out of scope"});
        }
      };
      element(me.special_rules, ".special_rules");
      if (me.mount) element(me.mount->special_rules, ".mount.special_rules");
    }
  }
};

}  // namespace rankfile::rules
