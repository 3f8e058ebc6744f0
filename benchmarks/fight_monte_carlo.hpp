// A hand-written Monte Carlo of a close-combat round and of a whole combat (issue 45): every
// die rolled one at a time, in the plainest code that follows the readings of
// ../shared/rules/round-odds-readings.md (The Old World: R1..R30, whole combat C1..C4) and of
// each rule set below: six rule sets, listed under Scope.
//
// It is two things: the benchmarks' baseline ("what the peers do": sample 10,000 rounds), and the
// test oracle of the exact round-odds engine (tests/support/fight_sampler_agreement.hpp). So it
// is written apart from that engine, from the readings alone, and shares none of its code. What
// comes after the dice (the combat result and the break test) is the library's own combat and
// break-test engines (tally<R>, break_roll<R> of the rule set), fed the state after the round, as
// the issue asks the exact engine to do too.
//
//   rankfile::bench::dice_rng rng{42};
//   const rankfile::bench::sampled_round r = rankfile::bench::sample_round(f, rng);
//   r.wounds_inflicted[0];  // wounds side 0 inflicted, as counted for combat result (R20)
//
// Scope. The Old World (`sample_round(f, rng)`): every reading R1..R30 and C1..C4 (R26 needs
// nothing: every fighting model is taken to be within reach). The editions before it
// (`sample_round(f, rng, sampler_rules::X)`), fought front to front (no reading says how their
// flank fights fight, so `flanked` is ignored there):
//   wfb8       8th edition, E8-1..E8-22; whole combat C1..C3, C6, C7.
//   battleaxe  Battleaxe: Fantasy Generals, BX-1..BX-16 (8th edition's structure: two Always
//              Strikes Last elements by Initiative, the slower one hit with re-rolled misses,
//              Killing Blow on the larger troop types one wound past armour); C1..C3, C6, C7.
//   wfb6       6th edition, E6-1..E6-17; C1..C3, C5..C7.
//   wfb7       7th edition, W7-1..W7-18 (6th's structure: Always Strikes First before the
//              chargers, its ties by a roll-off; Killing Blow only on unit strength 2 or less);
//              C1..C3, C5 (6th edition's previous winner), C6, C7 (6th's high ground).
//   wfb5       5th edition, W5-1..W5-15 (6th's structure: Frenzy doubles the Attacks, great
//              weapons last even when charging, armour clipped to 1+ before modifiers);
//              C1..C3, C7 (its whole combat only for fights with no Initiative ties and no
//              Frenzy, the only ones the readings take).
// The W7, W5 and BX readings are the rule sets' (docs/rule-sets/<id>.md, "Round odds"), the
// others are in ../shared/rules/round-odds-readings.md. The fight is taken as valid
// (validate_fight<R> is the exact engine's): nothing here refuses input, and a field a rule set
// refuses is never sampled (tests/support/random_fight.hpp draws none).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <initializer_list>
#include <optional>

#include "rankfile/break_test/odds.hpp"
#include "rankfile/combat/resolve.hpp"
#include "rankfile/editions/battleaxe.hpp"
#include "rankfile/editions/tow.hpp"
#include "rankfile/editions/wfb5.hpp"
#include "rankfile/editions/wfb6.hpp"
#include "rankfile/editions/wfb7.hpp"
#include "rankfile/editions/wfb8.hpp"
#include "rankfile/odds/fight.hpp"

namespace rankfile::bench {

// The rule sets the sampler rolls the dice of, each with its own dice below: The Old World
// (R1..R30), 8th edition (E8-1..E8-22), 6th (E6-1..E6-17), 7th (W7-1..W7-18), 5th
// (W5-1..W5-15) and Battleaxe: Fantasy Generals (BX-1..BX-16).
enum class sampler_rules : std::uint8_t { tow, wfb8, wfb6, wfb7, wfb5, battleaxe };

// xoshiro256** seeded through splitmix64: fast, fixed-seed, the same dice on every machine.
class dice_rng {
 public:
  explicit dice_rng(std::uint64_t seed) noexcept {
    for (std::uint64_t& s : state_) {
      seed += 0x9E3779B97F4A7C15ULL;
      std::uint64_t z = seed;
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
      s = z ^ (z >> 31);
    }
  }

  std::uint64_t next() noexcept {
    const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
    const std::uint64_t t = state_[1] << 17;
    state_[2] ^= state_[0];
    state_[3] ^= state_[1];
    state_[1] ^= state_[2];
    state_[0] ^= state_[3];
    state_[2] ^= t;
    state_[3] = rotl(state_[3], 45);
    return result;
  }

  // 1..n, without modulo bias: 32 random bits times n, the few values that would favour some
  // results rejected (Lemire's method).
  int roll(std::uint32_t n) noexcept {
    const std::uint32_t threshold = (0u - n) % n;  // 2^32 mod n
    while (true) {
      const auto x = static_cast<std::uint32_t>(next() >> 32);
      const std::uint64_t m = std::uint64_t{x} * n;
      if (static_cast<std::uint32_t>(m) >= threshold) return static_cast<int>(m >> 32) + 1;
    }
  }
  int d6() noexcept { return roll(6); }
  int d3() noexcept { return roll(3); }

 private:
  static std::uint64_t rotl(std::uint64_t x, int k) noexcept { return (x << k) | (x >> (64 - k)); }
  std::array<std::uint64_t, 4> state_{};
};

// One sampled round.
struct sampled_round {
  std::array<int, 2> wounds_inflicted{};  // by side s on its enemy, counted for combat result
  std::array<int, 2> models_left{};
  std::array<int, 2> wounds_lost{};  // Wounds the model taking wounds has lost, after the round
  std::array<int, 2> score{};        // each side's combat result (tally<tow>)
  std::optional<side_index> winner{};
  std::optional<side_index> tested{};  // the loser, when it took a break test
  break_outcome outcome = break_outcome::hold;
  std::array<bool, 2> fear_kept{};  // a failed Fear test that still holds next round (C4)

  [[nodiscard]] bool wiped_out(side_index s) const noexcept { return models_left[s] == 0; }
  [[nodiscard]] int margin() const noexcept { return score[0] - score[1]; }
};

// How one sampled whole combat ended.
struct sampled_combat {
  int rounds_fought = 0;              // rounds played (the last one decided it, if any did)
  std::optional<side_index> broke{};  // the side that broke
  std::optional<side_index> wiped{};  // the side alone wiped out
  bool both_wiped_out = false;
  [[nodiscard]] bool undecided() const noexcept { return !broke && !wiped && !both_wiped_out; }
};

namespace mc_detail {

// Troop types as The Old World reads them (R8, R16, R4; `infantry` is regular infantry,
// `fast_cavalry` light cavalry, as the combat engine reads them).
inline bool regular_or_heavy_infantry(troop_type t) {
  return t == troop_type::infantry || t == troop_type::regular_infantry ||
         t == troop_type::heavy_infantry;
}
inline bool any_infantry(troop_type t) {
  return regular_or_heavy_infantry(t) || t == troop_type::monstrous_infantry;
}
inline bool any_cavalry(troop_type t) {
  return t == troop_type::cavalry || t == troop_type::light_cavalry ||
         t == troop_type::fast_cavalry || t == troop_type::heavy_cavalry;
}
inline bool is_monster(troop_type t) {
  return t == troop_type::monster;
}

// Unit strength of one model (TOW troop-type table; a monster: its starting Wounds).
inline int unit_strength_per_model(const fight_side& u) {
  if (u.troop == troop_type::monstrous_infantry) return 3;
  if (any_cavalry(u.troop)) return 2;
  if (is_monster(u.troop)) return u.profile.w;
  return 1;
}

// R1: TOW To Hit chart.
inline int to_hit_needed(int ws, int target_ws) {
  if (ws > 2 * target_ws) return 2;
  if (ws > target_ws) return 3;
  if (target_ws > 2 * ws) return 5;
  return 4;
}

// R2: TOW To Wound chart; 0 when it cannot wound (S six or more below T).
inline int to_wound_needed(int s, int t) {
  const int d = t - s;
  if (d >= 6) return 0;
  if (d <= -2) return 2;
  if (d == -1) return 3;
  if (d == 0) return 4;
  if (d == 1) return 5;
  return 6;
}

inline bool two_handed(weapon w) {
  return w == weapon::additional_hand_weapon || w == weapon::great_weapon || w == weapon::halberd;
}

// R4, R5: the armour value the defender saves on (before AP): armour, shield +1 when not using
// a two-handed weapon, Parry for regular and heavy infantry with hand weapon and shield (to 3+ at
// best), and the best value its troop type may have.
inline int armour_value(const fight_side& d) {
  int v = d.armour;
  const bool shield_used = d.shield && !two_handed(d.weapon);
  if (shield_used) v -= 1;
  if (shield_used && d.weapon == weapon::hand_weapon && regular_or_heavy_infantry(d.troop) && v > 3)
    v = std::max(v - 1, 3);
  return std::max(v, is_monster(d.troop) ? 3 : 2);
}

// A save needing `need` on a D6: a natural 1 always fails, 7+ cannot be taken.
inline bool save(dice_rng& rng, int need) {
  if (need >= 7) return false;
  const int roll = rng.d6();
  return roll != 1 && roll >= need;
}

// One attacking element (the unit's own, or its mount) as it strikes this round.
struct striker {
  int ws = 3;
  int s = 3;
  int ap = 0;           // Armour Piercing, as a positive number of points worse
  int armour_bane = 0;  // added to AP on a natural 6 To Wound
  int initiative = 1;
  int attacks = 0;     // of a model in base contact
  int one_attack = 0;  // of a fighting model not in base contact: 1, or 0 for a 0-Attacks model
  bool hatred = false;
  bool poisoned = false;
  bool killing_blow = false;
  bool supports = false;  // makes supporting attacks (the rider only)
  bool fear = false;      // failed Fear test: -1 To Hit
};

// The models of a side that fight this round, as the round began (R15, R16, R17, R27).
struct fighters {
  int contact = 0;      // first fighting rank, in base contact: full Attacks
  int rank1_other = 0;  // first fighting rank, not in base contact: 1 attack
  int rank2 = 0;        // Press of Battle's second rank: 1 attack
  int support = 0;      // the supporting rank: 1 attack (the rider)

  // R18: the fighters left after `casualties` of the side's models fell this round: the first
  // fighting rank (those not in base contact first), then the second, then the supporting rank.
  [[nodiscard]] fighters after(int casualties) const {
    fighters f = *this;
    int* order[] = {&f.rank1_other, &f.contact, &f.rank2, &f.support};
    for (int* n : order) {
      const int lost = std::min(*n, casualties);
      *n -= lost;
      casualties -= lost;
    }
    return f;
  }
};

// The models in rank k (1-based) of a unit of `models` in `files` files.
inline int rank_models(int models, int files, int k) {
  return std::clamp(models - (k - 1) * files, 0, files);
}

inline fighters fighters_of(const fight& f, side_index s) {
  const fight_side& u = f.sides[s];
  const fight_round& r = f.round;
  fighters out;
  if (r.flanked == s) {  // R27: fought in its flank or rear
    out.contact = std::min(r.flank_fighting_models, u.models);
    return out;
  }
  const int front = rank_models(u.models, u.files, 1);
  out.contact = std::min(u.in_contact.value_or(front), front);
  out.rank1_other = front - out.contact;
  const bool charged = r.charger == s;
  const int depth = (u.models + u.files - 1) / u.files;
  const bool press = regular_or_heavy_infantry(u.troop) && !charged && front >= depth;  // R16
  if (press) out.rank2 = rank_models(u.models, u.files, 2);
  const bool spear = u.weapon == weapon::thrusting_spear && any_infantry(u.troop);
  if (spear && !charged && !r.flanked)  // R17, R27
    out.support = rank_models(u.models, u.files, press ? 3 : 2);
  return out;
}

// R12, R13, R22, R23: the side's elements: its own (with the weapon) and its mount's.
inline std::array<std::optional<striker>, 2> strikers_of(const fight& f, side_index s,
                                                         bool fear_failed) {
  const fight_side& u = f.sides[s];
  const fight_round& r = f.round;
  const bool charged = r.charger == s;
  const bool furious = charged && r.charge_inches >= 3;
  const bool first_round = r.number == 1;
  const int charge_cap = r.flanked == opponent(s) ? 4 : 3;

  const auto initiative = [&](int i, bool first, bool last) {
    if (first && !last) i = 10;
    if (last && !first) i = 1;
    if (charged && !r.disordered_charge)
      i = std::min(10, i + std::min(r.charge_inches, charge_cap));
    return i;
  };

  // An element with Attacks `a` (its bonuses counted), before its weapon's S, AP and Bane.
  const auto element = [&](int ws, int str, int i, int a, const fight_rules& er, bool strike_last,
                           bool supports) {
    striker e;
    e.ws = ws;
    e.s = str;
    e.armour_bane = er.armour_bane;
    e.attacks = a;
    e.one_attack = a > 0 ? 1 : 0;
    e.initiative = initiative(i, er.strike_first, strike_last);
    e.hatred = er.hatred && first_round;
    e.poisoned = er.poisoned_attacks;
    e.killing_blow = er.killing_blow;
    e.supports = supports;
    e.fear = fear_failed;
    return e;
  };

  std::array<std::optional<striker>, 2> out{};
  // The unit's own element, with its weapon.
  {
    const fight_rules& sr = u.special_rules;
    int str = u.profile.s;
    int ap = 0;
    int bane = 0;
    bool strike_last = sr.strike_last;
    int a = u.profile.a;
    switch (u.weapon) {
      case weapon::hand_weapon:
        break;
      case weapon::additional_hand_weapon:
        a += 1;
        break;
      case weapon::great_weapon:
        str += 2;
        ap = 2;
        bane = 1;
        strike_last = true;
        break;
      case weapon::halberd:
        str += 1;
        ap = charged ? 2 : 1;
        bane = 1;
        break;
      case weapon::thrusting_spear:
        break;
      case weapon::lance:
        if (charged && (any_cavalry(u.troop) || is_monster(u.troop))) {
          str += 2;
          ap = 2;
          bane = 1;
        }
        break;
    }
    if (charged && sr.frenzy) a += 1;
    if (furious && sr.furious_charge) a += 1;
    striker e = element(u.profile.ws, str, u.profile.i, a, sr, strike_last, true);
    e.ap = ap;
    e.armour_bane += bane;
    // R12, R27: the spear's +1 I against a charge into its front.
    if (u.weapon == weapon::thrusting_spear && r.charger == opponent(s) && r.flanked != s)
      e.initiative += 1;
    out[0] = e;
  }
  if (u.mount) {
    const fight_mount& m = *u.mount;
    const fight_rules& mr = m.special_rules;
    const int a = m.a + (furious && mr.furious_charge ? 1 : 0);  // never Frenzy (R23)
    out[1] = element(m.ws, m.s, m.i, a, mr, mr.strike_last, false);
  }
  return out;
}

// Unsaved wounds a side suffered in one step, before they are applied.
struct unsaved {
  int killing_blows = 0;
  int ordinary = 0;
};

// One attack (or, with `auto_hit`, one Impact Hit or Stomp) against unit `d`, rolled die by die:
// To Hit (R1, R9, R10, R21), To Wound (R2, R3, R8, R9, R11), armour (R4, R5, R8), ward (R6).
inline void attack(dice_rng& rng, const striker& a, bool auto_hit, const fight_side& d, int armour,
                   unsaved& out) {
  bool six_to_hit = false;
  if (!auto_hit) {
    const int need = to_hit_needed(a.ws, d.profile.ws) + (a.fear ? 1 : 0);
    const auto hits = [&](int roll) { return roll == 6 || (roll != 1 && roll >= need); };
    int roll = rng.d6();
    if (!hits(roll) && a.hatred) roll = rng.d6();
    if (!hits(roll)) return;
    six_to_hit = roll == 6;
  }
  int need = to_wound_needed(a.s, d.profile.t);
  if (need == 0) return;                                 // R3: poison does not help here
  if (!auto_hit && a.poisoned && six_to_hit) need -= 2;  // R9
  const int wound_roll = rng.d6();
  if (wound_roll == 1 || wound_roll < need) return;
  const bool natural_six = wound_roll == 6;
  const bool killing_blow =
      !auto_hit && a.killing_blow && natural_six &&
      (any_infantry(d.troop) || any_cavalry(d.troop));  // R8: not against monsters
  if (!killing_blow) {
    const int ap = a.ap + (natural_six ? a.armour_bane : 0);
    if (save(rng, armour + ap)) return;
  }
  if (save(rng, d.ward)) return;
  if (killing_blow)
    ++out.killing_blows;
  else
    ++out.ordinary;
}

// The state of a side as the round goes.
struct side_state {
  int models = 0;
  int wounds_lost = 0;  // by the model taking wounds
  int casualties = 0;   // models removed this round
};

// R7, R19, R20: a step's unsaved wounds applied to side `d`, Killing Blows first, one model at a
// time, each ordinary wound followed by its regeneration roll. Returns the Wounds counted for
// combat result.
inline int apply(dice_rng& rng, const fight_side& d, side_state& st, const unsaved& w) {
  int counted = 0;
  for (int k = 0; k < w.killing_blows && st.models > 0; ++k) {
    counted += d.profile.w - st.wounds_lost;
    st.wounds_lost = 0;
    --st.models;
    ++st.casualties;
  }
  for (int k = 0; k < w.ordinary && st.models > 0; ++k) {
    ++counted;
    if (save(rng, d.regeneration)) continue;
    if (++st.wounds_lost == d.profile.w) {
      st.wounds_lost = 0;
      --st.models;
      ++st.casualties;
    }
  }
  return counted;
}

// Impact Hits or Stomp Attacks of `count` models: X each, fixed or a D3 or D6 per model.
inline int hits_of(dice_rng& rng, per_model x, int count) {
  int n = 0;
  for (int m = 0; m < count; ++m)
    n += x.fixed + (x.die == 3 ? rng.d3() : x.die == 6 ? rng.d6() : 0);
  return n;
}

// The striker an element's Impact Hits or Stomps hit as: unmodified S, its own Armour Bane, no
// AP, no To Hit (R28); Impact Hits of a cavalry model strike at its mount's S and Armour Bane.
inline striker automatic_hits(int s, int armour_bane) {
  striker e;
  e.s = s;
  e.armour_bane = armour_bane;
  return e;
}

// The combat after the round, for the library's combat and break-test engines (R24, R25).
// `downhill`: 8th edition's high ground, a charge downhill in the first round (E8-21, C7); else
// The Old World's, the side on higher ground (R25).
inline combat combat_after(const fight& f, const std::array<side_state, 2>& st,
                           const std::array<int, 2>& wounds, bool downhill = false) {
  combat c;
  for (side_index s = 0; s < 2; ++s) {
    const fight_side& u = f.sides[s];
    const int usp = unit_strength_per_model(u);
    combat_unit cu;
    cu.name = u.name;
    cu.models = st[s].models;
    cu.models_at_start = u.models;
    cu.files = u.files;
    cu.unit_strength = st[s].models * usp;
    cu.unit_strength_at_start = u.models * usp;
    cu.troop = u.troop;
    cu.charged = f.round.charger == s;
    if (downhill)
      cu.charged_downhill = f.round.high_ground == s && cu.charged && f.round.number == 1;
    else
      cu.elevation = f.round.high_ground == s ? 1 : 0;
    cu.standard = u.standard && st[s].models >= 1;
    cu.musician = u.musician && st[s].models >= (cu.standard ? 2 : 1);
    cu.horde = u.horde;
    cu.extra = u.extra;
    c.sides[s].name = u.name;
    c.sides[s].wounds_inflicted = wounds[s];
    c.sides[s].units.push_back(cu);
  }
  if (f.round.flanked) {
    const side_index fl = *f.round.flanked;
    const side_index other = opponent(fl);
    c.engagements.push_back({{other, 0}, {fl, 0}, f.round.arc});
    c.engagements.push_back({{fl, 0}, {other, 0}, facing::front});
  }
  return c;
}

// What follows the dice: the library's combat engine on the state after the round, and the
// loser's break test rolled with two dice (R25; E8-21, E8-22).
template <class R>
sampled_round after_the_dice(const fight& f, const std::array<side_state, 2>& st,
                             const std::array<int, 2>& wounds, dice_rng& rng,
                             bool downhill = false) {
  sampled_round out;
  for (side_index s = 0; s < 2; ++s) {
    out.wounds_inflicted[s] = wounds[s];
    out.models_left[s] = st[s].models;
    out.wounds_lost[s] = st[s].models > 0 ? st[s].wounds_lost : 0;
  }
  const combat c = combat_after(f, st, wounds, downhill);
  const combat_tally t = tally<R>(c);
  out.score = {t.sides[0].score, t.sides[1].score};
  out.winner = t.winner;
  if (t.winner) {
    const side_index loser = opponent(*t.winner);
    if (st[loser].models > 0) {
      const fight_side& u = f.sides[loser];
      const break_test flags{.leadership = u.profile.ld,
                             .stubborn = u.special_rules.stubborn,
                             .unbreakable = u.special_rules.unbreakable};
      const break_test bt = break_test_from<R>(c, t, unit_ref{loser, 0}, flags);
      const int d1 = rng.d6();
      const int d2 = rng.d6();
      out.tested = loser;
      out.outcome = break_roll<R>(bt, break_dice{d1, d2}).outcome;
    }
  }
  return out;
}

}  // namespace mc_detail

// One round of fight `f` under The Old World, every die rolled.
inline sampled_round sample_round(const fight& f, dice_rng& rng) {
  using namespace mc_detail;
  std::array<side_state, 2> st{};
  std::array<fighters, 2> start{};
  std::array<std::array<std::optional<striker>, 2>, 2> el{};
  std::array<int, 2> armour{};
  for (side_index s = 0; s < 2; ++s) {
    st[s].models = f.sides[s].models;
    st[s].wounds_lost = f.sides[s].wounds_lost;
    start[s] = fighters_of(f, s);
    el[s] = strikers_of(f, s, f.sides[s].fear_test_failed);
    armour[s] = armour_value(f.sides[s]);
  }
  std::array<int, 2> wounds{};

  // R28: Impact Hits, by the charger's models in base contact after a charge of 3" or more.
  if (f.round.charger && f.round.charge_inches >= 3) {
    const side_index s = *f.round.charger;
    const side_index d = opponent(s);
    const fight_side& u = f.sides[s];
    unsaved w;
    const auto impact = [&](per_model x, int str, int bane) {
      if (!x.any()) return;
      const int n = hits_of(rng, x, start[s].contact);
      const striker e = automatic_hits(str, bane);
      for (int k = 0; k < n; ++k) attack(rng, e, true, f.sides[d], armour[d], w);
    };
    if (u.mount) {
      const int ms = u.mount->s;
      const int mb = u.mount->special_rules.armour_bane;
      impact(u.special_rules.impact_hits, ms, mb);
      impact(u.mount->special_rules.impact_hits, ms, mb);
    } else {
      impact(u.special_rules.impact_hits, u.profile.s, u.special_rules.armour_bane);
    }
    wounds[s] += apply(rng, f.sides[d], st[d], w);
  }

  // R14: Initiative steps, highest first; a step's strikes are simultaneous.
  for (int step = 11; step >= 0; --step) {
    std::array<unsaved, 2> w{};  // suffered by side d
    bool any = false;
    for (side_index s = 0; s < 2; ++s) {
      const side_index d = opponent(s);
      const fighters now = start[s].after(st[s].casualties);
      for (const std::optional<striker>& e : el[s]) {
        if (!e || e->initiative != step) continue;
        int n = now.contact * e->attacks + now.rank1_other * e->one_attack;
        if (e->supports) n += (now.rank2 + now.support) * e->one_attack;
        for (int k = 0; k < n; ++k) attack(rng, *e, false, f.sides[d], armour[d], w[d]);
        any = any || n > 0;
      }
    }
    if (!any) continue;
    for (side_index d = 0; d < 2; ++d) wounds[opponent(d)] += apply(rng, f.sides[d], st[d], w[d]);
  }

  // R14, R28: Stomp Attacks last, by the models in base contact, both sides at once.
  {
    std::array<unsaved, 2> w{};
    for (side_index s = 0; s < 2; ++s) {
      const side_index d = opponent(s);
      const fight_side& u = f.sides[s];
      const int in_contact = start[s].after(st[s].casualties).contact;
      const auto stomp = [&](per_model x, int str, int bane) {
        if (!x.any()) return;
        const int n = hits_of(rng, x, in_contact);
        const striker e = automatic_hits(str, bane);
        for (int k = 0; k < n; ++k) attack(rng, e, true, f.sides[d], armour[d], w[d]);
      };
      stomp(u.special_rules.stomp_attacks, u.profile.s, u.special_rules.armour_bane);
      if (u.mount)
        stomp(u.mount->special_rules.stomp_attacks, u.mount->s, u.mount->special_rules.armour_bane);
    }
    for (side_index d = 0; d < 2; ++d) wounds[opponent(d)] += apply(rng, f.sides[d], st[d], w[d]);
  }

  // R25: combat result and break test by the library's engines.
  sampled_round out = after_the_dice<tow>(f, st, wounds, rng);
  // C4: a failed Fear test holds while the enemy's unit strength stays higher.
  for (side_index s = 0; s < 2; ++s) {
    const int mine = st[s].models * unit_strength_per_model(f.sides[s]);
    const int theirs = st[opponent(s)].models * unit_strength_per_model(f.sides[opponent(s)]);
    out.fear_kept[s] = f.sides[s].fear_test_failed && theirs > mine;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The editions before The Old World, each with its own dice, apart from The Old World's above
// (only the troop-type words, the rank arithmetic and what follows the dice are shared):
// 8th edition (wfb8, E8-1..E8-22) and Battleaxe (battleaxe, BX-1..BX-16), which takes 8th's
// structure; 6th edition (wfb6, E6-1..E6-17), and 7th (wfb7, W7-1..W7-18) and 5th (wfb5,
// W5-1..W5-15), which take 6th's. What they share (the classic charts, the saves, the wounds)
// is written once, each edition's difference where it falls.
namespace classic_detail {

using mc_detail::rank_models;
using mc_detail::save;
using mc_detail::side_state;
using mc_detail::unsaved;

inline bool on_foot(troop_type t) {
  return mc_detail::any_infantry(t);
}

// 8th edition's structure (Battleaxe's too): simultaneous steps, supporting attacks, parry.
// Otherwise 6th's (7th's, 5th's): one side after the other, the fighters of the round's start.
inline bool eighth_family(sampler_rules rules) {
  return rules == sampler_rules::wfb8 || rules == sampler_rules::battleaxe;
}

// E8-1, E6-1, W7-1, W5-1, BX-1: the classic chart (a natural 1 misses, a 6 hits).
inline int to_hit_needed(int ws, int target_ws) {
  if (ws > target_ws) return 3;
  if (target_ws > 2 * ws) return 5;
  return 4;
}
// E8-2, BX-2: no 'cannot wound' cell. E6-2, W7-2, W5-2: 0 when T is four or more above S.
inline int to_wound_needed(int s, int t, sampler_rules rules) {
  const int d = t - s;
  if (!eighth_family(rules) && d >= 4) return 0;
  return std::clamp(4 + d, 2, 6);
}

// One attacking element (the unit's own, or its mount) as it strikes this round.
struct striker {
  int ws = 3;
  int s = 3;
  int initiative = 1;
  int attacks = 0;  // of a model in base contact (6th's family: of each fighting model)
  int support = 0;  // 8th's family: of a supporting model (monstrous infantry: its A, at most 3)
  // 6th's family, the strike-order class: 0 Always Strikes First (7th), 1 the charger's, 2 by
  // Initiative, 3 strikes last (by Initiative).
  int order = 2;
  bool asf = false;     // 8th's family: Always Strikes First
  bool asl = false;     // 8th's family: Always Strikes Last
  bool reroll = false;  // misses re-rolled: Hatred in round 1 (8th: or ASF, Battleaxe: or ASL)
  bool poisoned = false;
  bool killing_blow = false;
};

// E8-17, E8-11, E8-12, E6-14, E6-9, E6-10, W7-10, W7-11, W7-15, W5-8, W5-9, W5-13, BX-9,
// BX-10, BX-13: the side's elements as they strike this round (the re-rolls of E8-13 and BX-10
// are filled in by the caller, which sees both sides). Weapon rules and Frenzy never arm the
// mount.
inline std::array<std::optional<striker>, 2> strikers_of(const fight& f, side_index s,
                                                         sampler_rules rules) {
  const fight_side& u = f.sides[s];
  const bool charged = f.round.charger == s;
  const auto element = [&](int ws, int str, int i, int a, const fight_rules& r, bool last,
                           bool great_weapon) {
    striker e;
    e.ws = ws;
    e.s = str;
    e.initiative = i;
    e.attacks = a;
    e.asf = r.strike_first && !last;
    e.asl = last && !r.strike_first;
    if (rules == sampler_rules::wfb7 && r.strike_first)
      e.order = 0;  // W7-11: before the chargers
    else if (rules == sampler_rules::wfb5 && great_weapon)
      e.order = 3;  // W5-9: last even when charging
    else if (charged)
      e.order = 1;
    else if (last)
      e.order = 3;
    e.reroll = r.hatred && f.round.number == 1;
    e.poisoned = r.poisoned_attacks;
    e.killing_blow = r.killing_blow;
    return e;
  };
  std::array<std::optional<striker>, 2> out{};
  {
    const fight_rules& sr = u.special_rules;
    int str = u.profile.s;
    int a = u.profile.a;
    if (sr.frenzy && rules == sampler_rules::wfb5) a *= 2;  // W5-8: doubled, then the weapon
    switch (u.weapon) {
      case weapon::additional_hand_weapon:
        if (on_foot(u.troop)) a += 1;
        break;
      case weapon::great_weapon:
        str += 2;
        break;
      case weapon::halberd:
        str += 1;
        break;
      case weapon::lance:
        if (eighth_family(rules) && charged && mc_detail::any_cavalry(u.troop)) str += 2;
        break;
      case weapon::hand_weapon:
      case weapon::thrusting_spear:
        break;
    }
    if (sr.frenzy && rules != sampler_rules::wfb5) a += 1;
    const bool great_weapon = u.weapon == weapon::great_weapon;
    striker e = element(u.profile.ws, str, u.profile.i, a, sr, sr.strike_last || great_weapon,
                        great_weapon);
    e.support = u.profile.a <= 0                            ? 0
                : u.troop == troop_type::monstrous_infantry ? std::min(u.profile.a, 3)
                                                            : 1;
    out[0] = e;
  }
  if (u.mount) {
    const fight_mount& m = *u.mount;
    out[1] = element(m.ws, m.s, m.i, m.a, m.special_rules, m.special_rules.strike_last, false);
  }
  return out;
}

// E8-14, E8-15, BX-11: the fighters of a side of `models` models at a step: the front rank's
// models in base contact, and the supporting models behind them (one rank; one more for a
// Horde, one more for a spear on foot in a turn its unit did not charge).
struct fighters {
  int contact = 0;
  int supporting = 0;
};
inline fighters fighters_of(const fight& f, side_index s, int models) {
  const fight_side& u = f.sides[s];
  const int front = rank_models(models, u.files, 1);
  fighters out;
  out.contact = std::min(u.in_contact.value_or(front), front);
  const int horde_width = u.troop == troop_type::monstrous_infantry ? 6 : 10;
  int ranks = 1;
  if (front >= horde_width) ++ranks;
  if (u.weapon == weapon::thrusting_spear && on_foot(u.troop) && f.round.charger != s) ++ranks;
  for (int k = 2; k <= 1 + ranks; ++k)
    out.supporting += std::min(rank_models(models, u.files, k), out.contact);
  return out;
}

// E6-11, W7-13, W5-11: the models that fight as the round begins: the front rank's in base
// contact, and with a spear on foot (6th edition only: the others refuse spears), in a turn its
// unit did not charge, the rank behind them, all with full Attacks.
inline int first_fighters(const fight& f, side_index s) {
  const fight_side& u = f.sides[s];
  const int front = rank_models(u.models, u.files, 1);
  const int contact = std::min(u.in_contact.value_or(front), front);
  int n = contact;
  if (u.weapon == weapon::thrusting_spear && on_foot(u.troop) && f.round.charger != s)
    n += std::min(rank_models(u.models, u.files, 2), contact);
  return n;
}

// What a natural 6 To Wound of a Killing Blow does to a defender.
enum class blow : std::uint8_t {
  none,            // an ordinary wound
  slays,           // no armour, the ward only; a whole model removed
  ignores_armour,  // BX-6: one wound, no armour, the ward still taken
};

// The defender's saves.
struct saves {
  int armour = 7;  // before the Strength modifier
  int ward = 7;    // its own ward
  int parry = 7;   // 6 when it parries close-combat attacks to its front (E8-5, BX-4)
  int regeneration = 7;
  blow killing_blow = blow::none;
};
inline saves saves_of(const fight_side& d, sampler_rules rules) {
  saves v;
  const bool shield_used = d.shield && !mc_detail::two_handed(d.weapon);  // E8-4, E6-4
  const bool hand_weapon_and_shield =
      shield_used && d.weapon == weapon::hand_weapon && on_foot(d.troop);
  v.armour = d.armour - (shield_used ? 1 : 0);
  v.ward = d.ward;
  if (eighth_family(rules)) {  // E8-3, E8-5, E8-7, BX-3..BX-5
    v.armour = std::max(v.armour, 1);
    if (hand_weapon_and_shield && !d.special_rules.frenzy) v.parry = 6;
    v.regeneration = d.regeneration;
  } else if (rules == sampler_rules::wfb5) {
    v.armour = std::max(v.armour, 1);  // W5-3 (W5-4: no further bonus)
  } else if (hand_weapon_and_shield) {
    v.armour -= 1;  // E6-3, W7-3
  }
  const bool infantry_or_cavalry =
      mc_detail::regular_or_heavy_infantry(d.troop) || mc_detail::any_cavalry(d.troop);
  switch (rules) {
    case sampler_rules::wfb8:  // E8-8
      v.killing_blow = infantry_or_cavalry ? blow::slays : blow::none;
      break;
    case sampler_rules::battleaxe:  // BX-6
      v.killing_blow = infantry_or_cavalry ? blow::slays : blow::ignores_armour;
      break;
    case sampler_rules::wfb6:  // E6-6, E6-16, W7-7: 'man-sized', unit strength 2 or less
    case sampler_rules::wfb7:
      v.killing_blow = mc_detail::unit_strength_per_model(d) <= 2 ? blow::slays : blow::none;
      break;
    case sampler_rules::wfb5:  // W5-6: refused
    case sampler_rules::tow:
      break;
  }
  return v;
}

// One attack, or with `automatic` one Impact Hit or Stomp (no To Hit, no parry, no Poison, no
// Killing Blow), against unit `d`: To Hit with one re-roll at most (E8-10, E6-8, W7-9, W5-7,
// BX-8), a Poisoned natural 6 To Hit wounding with no To Wound roll, even where the chart
// cannot wound (E8-9, E6-7, W7-8, BX-7), To Wound, Killing Blow, armour worsened by 1 a point
// of S above 3, then one ward (the better of parry and the unit's; regeneration where taken).
inline void attack(dice_rng& rng, const striker& a, bool automatic, const fight_side& d,
                   const saves& v, sampler_rules rules, unsaved& out) {
  bool wounded = false;
  blow b = blow::none;
  if (!automatic) {
    const int need = to_hit_needed(a.ws, d.profile.ws);
    const auto hits = [&](int roll) { return roll == 6 || (roll != 1 && roll >= need); };
    int roll = rng.d6();
    if (!hits(roll) && a.reroll) roll = rng.d6();
    if (!hits(roll)) return;
    if (a.poisoned && roll == 6) wounded = true;
  }
  if (!wounded) {
    const int need = to_wound_needed(a.s, d.profile.t, rules);
    if (need == 0) return;
    const int roll = rng.d6();
    if (roll == 1 || roll < need) return;
    if (!automatic && a.killing_blow && roll == 6) b = v.killing_blow;
  }
  if (b == blow::none && save(rng, v.armour + std::max(a.s - 3, 0))) return;
  const int ward = std::min(v.ward, automatic ? 7 : v.parry);
  const int best = b == blow::slays ? ward : std::min(ward, v.regeneration);
  if (save(rng, best)) return;
  if (b == blow::slays)
    ++out.killing_blows;
  else
    ++out.ordinary;
}

// E8-16, E6-13, W7-14, W5-12, BX-12: Killing Blows first, each removing a whole model (an
// undamaged one while the unit has another) and scoring its Wounds (E8-8: the profile's, even
// for the last model; E6-6: what the last model has left); then ordinary wounds to the unit,
// whole models removed, the leftover carried. Returns the Wounds counted.
inline int apply(const fight_side& d, side_state& st, const unsaved& w, sampler_rules rules) {
  int counted = 0;
  for (int k = 0; k < w.killing_blows && st.models > 0; ++k) {
    ++st.casualties;
    if (--st.models == 0) {
      counted += eighth_family(rules) ? d.profile.w : d.profile.w - st.wounds_lost;
      st.wounds_lost = 0;
    } else {
      counted += d.profile.w;
    }
  }
  for (int k = 0; k < w.ordinary && st.models > 0; ++k) {
    ++counted;
    if (++st.wounds_lost == d.profile.w) {
      st.wounds_lost = 0;
      --st.models;
      ++st.casualties;
    }
  }
  return counted;
}

// The round as it begins: each side's state, elements and saves.
struct round_start {
  std::array<side_state, 2> st{};
  std::array<std::array<std::optional<striker>, 2>, 2> el{};
  std::array<saves, 2> sv{};
};
inline round_start start_of(const fight& f, sampler_rules rules) {
  round_start out;
  for (side_index s = 0; s < 2; ++s) {
    out.st[s].models = f.sides[s].models;
    out.st[s].wounds_lost = f.sides[s].wounds_lost;
    out.el[s] = strikers_of(f, s, rules);
    out.sv[s] = saves_of(f.sides[s], rules);
  }
  return out;
}

// What follows the dice, under the rule set's own combat and break-test engines.
inline sampled_round after_the_dice(const fight& f, const std::array<side_state, 2>& st,
                                    const std::array<int, 2>& wounds, dice_rng& rng,
                                    sampler_rules rules) {
  switch (rules) {
    case sampler_rules::wfb8:
      return mc_detail::after_the_dice<wfb8>(f, st, wounds, rng, true);
    case sampler_rules::battleaxe:
      return mc_detail::after_the_dice<battleaxe>(f, st, wounds, rng, true);
    case sampler_rules::wfb7:
      return mc_detail::after_the_dice<wfb7>(f, st, wounds, rng);
    case sampler_rules::wfb5:
      return mc_detail::after_the_dice<wfb5>(f, st, wounds, rng);
    case sampler_rules::wfb6:
    case sampler_rules::tow:
      break;
  }
  return mc_detail::after_the_dice<wfb6>(f, st, wounds, rng);
}

}  // namespace classic_detail

// One round of fight `f` under 8th edition (`rules` wfb8) or Battleaxe, every die rolled.
inline sampled_round sample_round_wfb8(const fight& f, dice_rng& rng,
                                       sampler_rules rules = sampler_rules::wfb8) {
  using namespace classic_detail;
  round_start start = start_of(f, rules);
  std::array<side_state, 2>& st = start.st;
  std::array<std::array<std::optional<striker>, 2>, 2>& el = start.el;
  const std::array<saves, 2>& sv = start.sv;
  const auto any = [](const std::array<std::optional<striker>, 2>& side, auto pred) {
    return (side[0] && pred(*side[0])) || (side[1] && pred(*side[1]));
  };
  for (side_index s = 0; s < 2; ++s) {
    const side_index d = opponent(s);
    const int enemy_i = f.sides[d].profile.i;
    // E8-13: an ASF element at least as quick as the enemy re-rolls misses, unless the enemy
    // has ASF too.
    const bool enemy_asf = any(el[d], [](const striker& e) { return e.asf; });
    for (std::optional<striker>& e : el[s])
      if (e && e->asf && !enemy_asf && e->initiative >= enemy_i) e->reroll = true;
    // BX-10: an enemy ASL element slower than this side is attacked with re-rolled misses.
    const int my_i = f.sides[s].profile.i;
    if (rules == sampler_rules::battleaxe &&
        any(el[d], [&](const striker& e) { return e.asl && e.initiative < my_i; }))
      for (std::optional<striker>& e : el[s])
        if (e) e->reroll = true;
  }
  std::array<int, 2> wounds{};

  // E8-18: Impact Hits, the charger's models in base contact, before everything.
  if (f.round.charger) {
    const side_index s = *f.round.charger;
    const side_index d = opponent(s);
    const fight_side& u = f.sides[s];
    const int n_models = fighters_of(f, s, st[s].models).contact;
    striker e;
    e.s = u.mount ? u.mount->s : u.profile.s;
    unsaved w;
    for (const per_model x : {u.special_rules.impact_hits,
                              u.mount ? u.mount->special_rules.impact_hits : per_model{}}) {
      if (!x.any()) continue;
      const int n = mc_detail::hits_of(rng, x, n_models);
      for (int k = 0; k < n; ++k) attack(rng, e, true, f.sides[d], sv[d], rules, w);
    }
    wounds[s] += apply(f.sides[d], st[d], w, rules);
  }

  // E8-12: the ASF step, then Initiative from the highest, then the ASL step with the Stomps;
  // BX-10: the ASL elements by Initiative. Each step's strikes simultaneous, its fighters those
  // left at its start (E8-15).
  enum class kind { asf, normal, asl };
  const auto step = [&](kind k, int initiative) {
    const bool by_initiative =
        k == kind::normal || (k == kind::asl && rules == sampler_rules::battleaxe);
    std::array<unsaved, 2> w{};
    for (side_index s = 0; s < 2; ++s) {
      const side_index d = opponent(s);
      const fighters now = fighters_of(f, s, st[s].models);
      for (const std::optional<striker>& e : el[s]) {
        if (!e) continue;
        const kind ek = e->asf ? kind::asf : e->asl ? kind::asl : kind::normal;
        if (ek != k || (by_initiative && e->initiative != initiative)) continue;
        const int n = now.contact * e->attacks + now.supporting * e->support;
        for (int a = 0; a < n; ++a) attack(rng, *e, false, f.sides[d], sv[d], rules, w[d]);
      }
      // E8-19: Stomps with the ASL step, against infantry only, 1 a model in base contact.
      if (k == kind::asl && rules == sampler_rules::wfb8 &&
          mc_detail::regular_or_heavy_infantry(f.sides[d].troop)) {
        const fight_side& u = f.sides[s];
        striker stomp;
        if (u.special_rules.stomp_attacks.any()) {
          stomp.s = u.profile.s;
          for (int a = 0; a < now.contact; ++a)
            attack(rng, stomp, true, f.sides[d], sv[d], rules, w[d]);
        }
        if (u.mount && u.mount->special_rules.stomp_attacks.any()) {
          stomp.s = u.mount->s;
          for (int a = 0; a < now.contact; ++a)
            attack(rng, stomp, true, f.sides[d], sv[d], rules, w[d]);
        }
      }
    }
    for (side_index d = 0; d < 2; ++d) wounds[opponent(d)] += apply(f.sides[d], st[d], w[d], rules);
  };
  step(kind::asf, 0);
  for (int i = max_fight_characteristic; i >= 0; --i) step(kind::normal, i);
  if (rules == sampler_rules::battleaxe)
    for (int i = max_fight_characteristic; i >= 0; --i) step(kind::asl, i);
  else
    step(kind::asl, 0);

  return after_the_dice(f, st, wounds, rng, rules);
}

// One round of fight `f` under 6th edition (`rules` wfb6), 7th (wfb7) or 5th (wfb5), every die
// rolled.
inline sampled_round sample_round_wfb6(const fight& f, dice_rng& rng,
                                       sampler_rules rules = sampler_rules::wfb6) {
  using namespace classic_detail;
  round_start start = start_of(f, rules);
  std::array<side_state, 2>& st = start.st;
  const std::array<std::array<std::optional<striker>, 2>, 2>& el = start.el;
  const std::array<saves, 2>& sv = start.sv;
  const std::array<int, 2> first = {first_fighters(f, 0), first_fighters(f, 1)};
  // E6-10, W7-11: on equal Initiative the previous round's winner strikes first, else one
  // roll-off for the round; 7th edition's Always Strikes First ties go by that roll-off even
  // when there is a previous winner. W5-9: 5th edition has no ties to break.
  const bool roll =
      rules == sampler_rules::wfb7 || (rules == sampler_rules::wfb6 && !f.round.previous_winner);
  const side_index roll_off = roll ? static_cast<side_index>(rng.roll(2) - 1) : side_index{0};
  const side_index ahead = f.round.previous_winner.value_or(roll_off);
  std::array<int, 2> wounds{};
  // E6-10, E6-12, W7-11, W7-12, W5-9, W5-10: by class (Always Strikes First, the charger's, by
  // Initiative, strikes last), each by Initiative; each side's strikes at a step, then their
  // wounds; fighters are the round's first less the casualties so far.
  for (int order = 0; order <= 3; ++order) {
    const side_index lead = order == 0 ? roll_off : ahead;
    for (int i = max_fight_characteristic; i >= 0; --i)
      for (const side_index s : {lead, opponent(lead)}) {
        const side_index d = opponent(s);
        const int fighting = std::max(first[s] - st[s].casualties, 0);
        unsaved w;
        for (const std::optional<striker>& e : el[s]) {
          if (!e || e->order != order || e->initiative != i) continue;
          for (int a = 0; a < fighting * e->attacks; ++a)
            attack(rng, *e, false, f.sides[d], sv[d], rules, w);
        }
        wounds[s] += apply(f.sides[d], st[d], w, rules);
      }
  }
  return after_the_dice(f, st, wounds, rng, rules);
}

// One round under the rule set asked for.
inline sampled_round sample_round(const fight& f, dice_rng& rng, sampler_rules rules) {
  switch (rules) {
    case sampler_rules::wfb8:
    case sampler_rules::battleaxe:
      return sample_round_wfb8(f, rng, rules);
    case sampler_rules::wfb6:
    case sampler_rules::wfb7:
    case sampler_rules::wfb5:
      return sample_round_wfb6(f, rng, rules);
    case sampler_rules::tow:
      break;
  }
  return sample_round(f, rng);
}

// The fight of the next round, from the state a round left (C1, C2; The Old World: C4; the
// editions before it: C5..C7 as each takes them).
inline fight next_round(const fight& f, const sampled_round& r,
                        sampler_rules rules = sampler_rules::tow) {
  fight n = f;
  for (side_index s = 0; s < 2; ++s) {
    fight_side& u = n.sides[s];
    u.models = r.models_left[s];
    u.wounds_lost = r.wounds_lost[s];
    u.fear_test_failed = r.fear_kept[s];
    if (u.in_contact) u.in_contact = std::min(*u.in_contact, std::min(u.models, u.files));
  }
  if (rules != sampler_rules::tow) {
    for (side_index s = 0; s < 2; ++s)  // C6, W7-10, BX-9: Frenzy lost with a lost round
      if (r.winner == opponent(s)) n.sides[s].special_rules.frenzy = false;
  }
  // C7, BX-16: 8th edition's charge downhill counts in round 1 only.
  if (rules == sampler_rules::wfb8 || rules == sampler_rules::battleaxe)
    n.round.high_ground.reset();
  // C5, W7-11: the winner strikes first on equal Initiative in the next round (5th edition
  // knows no such rule, W5-9).
  if (rules == sampler_rules::wfb6 || rules == sampler_rules::wfb7)
    n.round.previous_winner = r.winner;
  n.round.number = f.round.number + 1;
  n.round.charger.reset();
  n.round.charge_inches = 0;
  n.round.disordered_charge = false;
  if (n.round.flanked) {
    const fight_side& u = n.sides[*n.round.flanked];
    const int cap = n.round.arc == facing::rear ? std::min(u.models, u.files)
                                                : (u.models + u.files - 1) / u.files;
    n.round.flank_fighting_models = std::min(n.round.flank_fighting_models, cap);
  }
  return n;
}

// A whole combat of at most `rounds` rounds (C1..C4): it ends when a side breaks or is wiped
// out; a loser that holds, gives ground or falls back in good order fights on, as after a draw.
inline sampled_combat sample_combat(const fight& f, int rounds, dice_rng& rng,
                                    sampler_rules rules = sampler_rules::tow) {
  sampled_combat out;
  fight now = f;
  for (int k = 0; k < rounds; ++k) {
    const sampled_round r = sample_round(now, rng, rules);
    out.rounds_fought = k + 1;
    if (r.wiped_out(0) && r.wiped_out(1)) {
      out.both_wiped_out = true;
      return out;
    }
    for (side_index s = 0; s < 2; ++s)
      if (r.wiped_out(s)) {
        out.wiped = s;
        return out;
      }
    if (r.tested && r.outcome == break_outcome::breaks) {
      out.broke = r.tested;
      return out;
    }
    now = next_round(now, r, rules);
  }
  return out;
}

}  // namespace rankfile::bench
