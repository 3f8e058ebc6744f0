// rankfile/odds/odds.hpp: the exact odds of a round of close combat, and of a whole combat, from
// the two units' profiles.
//
//   const rankfile::round_odds r = rankfile::odds_of_round<rankfile::tow>(f);
//   r.wins[0];                                   // side 0 wins the round
//   r.break_test[1].of(rankfile::break_outcome::breaks);
//   const rankfile::combat_odds c = rankfile::odds_of_combat<rankfile::tow>(f, 6);
//   c.rounds[2].breaks[1];                       // side 1 breaks in the third round
//
// How: the rule set's round-dice component (rankfile/odds/components.hpp) plans the round as
// strikes in order (Impact Hits, Initiative steps from the highest, Stomps), each with the exact
// chance that one attack ends as an unsaved wound or an unsaved Killing Blow and with its attacks
// as a function of the casualties its side has taken. The engine walks the strikes over the
// distribution of states, a state being, per side, (models left, Wounds lost by the damaged
// model, wounds counted for combat result). Strikes of equal order are simultaneous: both sides'
// attacks come from the state at the start of the step. A side's hits of one step are one joint
// distribution of (ordinary wounds, Killing Blows); Killing Blows are applied first, then the
// ordinary wounds one at a time, each followed by its own regeneration roll (readings R7, R19).
// No dice are sampled: the answer is exact up to the rounding of doubles.
//
// Each distinct state after the round is made into a rankfile::combat and handed to the combat
// engine (tally<R>) and, for the loser, to the break-test engine (break_test_from<R>,
// break_odds<R>) under the same rule set (R25): the combat result and the break test are theirs,
// computed once per distinct end state.
//
// Cost: a round of n models a side with one Wound each holds at most (n+1)^2 states (models and
// counted wounds are tied: 81 for 25 spearmen against 25 swordsmen); with W Wounds and
// regeneration the wounds counted are a dimension of their own, up to (n W + 1) (hits + 1) a side
// (7,261 states for 10 against 10 monstrous infantry of 3 Wounds with Impact Hits, Stomps and
// regeneration on one side; 75,211 with it on both). A state is a 64-bit key and a double in an
// open-addressing table at most half full. `peak_states` in the answer says how many. The whole
// combat plays a round once per start state and plan (played_rounds): rounds 2 on from one state
// are alike but for their number. Measurements: docs/odds.md, benchmarks/README.md.
//
// Precondition: validate_fight<R>(f) is empty (rankfile/odds/validate.hpp).
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

#include "rankfile/break_test/odds.hpp"
#include "rankfile/combat/resolve.hpp"
#include "rankfile/core/on_use.hpp"
#include "rankfile/odds/fight.hpp"
#include "rankfile/odds/plan.hpp"
#include "rankfile/odds/result.hpp"
#include "rankfile/odds/roles.hpp"

namespace rankfile {

namespace detail::odds {

// One unit during a round.
struct unit_state {
  int models = 0;
  int damage = 0;   // Wounds lost by the damaged model
  int counted = 0;  // wounds counted against it for combat result this round
};

// Per side 32 bits: models (8), damage (5), counted (19).
[[nodiscard]] constexpr std::uint64_t pack(const unit_state& u) noexcept {
  return static_cast<std::uint64_t>(u.models) | static_cast<std::uint64_t>(u.damage) << 8 |
         static_cast<std::uint64_t>(u.counted) << 13;
}
[[nodiscard]] constexpr std::uint64_t pack(const unit_state& a, const unit_state& b) noexcept {
  return pack(a) | pack(b) << 32;
}
[[nodiscard]] constexpr unit_state unpack(std::uint64_t k, side_index s) noexcept {
  const std::uint64_t v = k >> (32 * s);
  return {.models = static_cast<int>(v & 0xFF),
          .damage = static_cast<int>(v >> 8 & 0x1F),
          .counted = static_cast<int>(v >> 13 & 0x7FFFF)};
}

// A distribution over keys: open addressing with linear probing, so that adding a chance to a
// state costs a multiply-shift and a probe or two, and no allocation per state.
template <class Key, class Hash>
class flat_map {
 public:
  explicit flat_map(std::size_t expected = 16) { rehash(expected * 2); }

  double& operator[](const Key& k) {
    if (2 * (size_ + 1) > keys_.size()) rehash(keys_.size() * 2);
    std::size_t i = Hash{}(k) & (keys_.size() - 1);
    while (used_[i] && !(keys_[i] == k)) i = (i + 1) & (keys_.size() - 1);
    if (!used_[i]) {
      used_[i] = 1;
      keys_[i] = k;
      values_[i] = 0;
      ++size_;
    }
    return values_[i];
  }
  [[nodiscard]] std::size_t size() const noexcept { return size_; }
  // Calls f(key, value) for every entry.
  template <class F>
  void for_each(F&& f) const {
    for (std::size_t i = 0; i < keys_.size(); ++i)
      if (used_[i]) f(keys_[i], values_[i]);
  }

 private:
  void rehash(std::size_t at_least) {
    std::size_t n = 16;
    while (n < at_least) n *= 2;
    std::vector<Key> keys(n);
    std::vector<double> values(n, 0.0);
    std::vector<unsigned char> used(n, 0);
    keys.swap(keys_);
    values.swap(values_);
    used.swap(used_);
    size_ = 0;
    for (std::size_t i = 0; i < keys.size(); ++i)
      if (used[i]) (*this)[keys[i]] = values[i];
  }
  std::vector<Key> keys_;
  std::vector<double> values_;
  std::vector<unsigned char> used_;
  std::size_t size_ = 0;
};

struct key_hash {
  std::size_t operator()(std::uint64_t k) const noexcept {
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdULL;
    k ^= k >> 33;
    return static_cast<std::size_t>(k);
  }
};
using state_map = flat_map<std::uint64_t, key_hash>;

// The joint distribution of (ordinary wounds, Killing Blows) of one side's strikes in one step,
// each count capped where more changes nothing (see strike_distribution).
struct hits {
  int w_cap = 0;
  int k_cap = 0;
  std::vector<double> p;  // p[w * (k_cap + 1) + k]

  [[nodiscard]] double at(int w, int k) const noexcept {
    return p[static_cast<std::size_t>(w * (k_cap + 1) + k)];
  }
};

// Adds one attack with chances (wound, kb) to `h`.
inline void add_attack(hits& h, double wound, double kb) {
  const double none = 1.0 - wound - kb;
  std::vector<double> next(h.p.size(), 0.0);
  const int kc = h.k_cap + 1;
  for (int w = 0; w <= h.w_cap; ++w)
    for (int k = 0; k <= h.k_cap; ++k) {
      const double q = h.p[static_cast<std::size_t>(w * kc + k)];
      if (q == 0.0) continue;
      next[static_cast<std::size_t>(w * kc + k)] += q * none;
      next[static_cast<std::size_t>(std::min(w + 1, h.w_cap) * kc + k)] += q * wound;
      next[static_cast<std::size_t>(w * kc + std::min(k + 1, h.k_cap))] += q * kb;
    }
  h.p = std::move(next);
}

// The distribution of one strike's outcomes: `fixed` attacks plus, for each of `die_models`
// models, a D`die` more, each attack with the strike's chances. Capped: Killing Blows at the
// defender's models, ordinary wounds at its Wounds left when nothing regenerates (the excess
// finds nobody to wound: exact, not an approximation).
inline hits strike_distribution(int fixed, int die, int die_models, double wound, double kb,
                                int w_cap, int k_cap) {
  // The number of attacks: fixed plus the dice.
  std::vector<double> count(static_cast<std::size_t>(fixed) + 1, 0.0);
  count[static_cast<std::size_t>(fixed)] = 1.0;
  for (int i = 0; i < die_models; ++i) {
    std::vector<double> next(count.size() + static_cast<std::size_t>(die), 0.0);
    for (std::size_t n = 0; n < count.size(); ++n)
      for (int face = 1; face <= die; ++face)
        next[n + static_cast<std::size_t>(face)] += count[n] / die;
    count = std::move(next);
  }
  hits h{.w_cap = w_cap,
         .k_cap = k_cap,
         .p = std::vector<double>(static_cast<std::size_t>((w_cap + 1) * (k_cap + 1)), 0.0)};
  hits running{.w_cap = w_cap, .k_cap = k_cap, .p = h.p};
  running.p[0] = 1.0;
  for (std::size_t n = 0; n < count.size(); ++n) {
    if (n > 0) add_attack(running, wound, kb);
    if (count[n] == 0.0) continue;
    for (std::size_t i = 0; i < h.p.size(); ++i) h.p[i] += count[n] * running.p[i];
  }
  return h;
}

// The sum of two independent strikes' hits, ordinary wounds capped at w_cap.
inline hits combine(const hits& a, const hits& b, int w_cap) {
  hits out{.w_cap = w_cap,
           .k_cap = a.k_cap,
           .p = std::vector<double>(static_cast<std::size_t>((w_cap + 1) * (a.k_cap + 1)), 0.0)};
  const int kc = a.k_cap + 1;
  for (int w1 = 0; w1 <= a.w_cap; ++w1)
    for (int k1 = 0; k1 <= a.k_cap; ++k1) {
      const double p1 = a.at(w1, k1);
      if (p1 == 0.0) continue;
      for (int w2 = 0; w2 <= b.w_cap; ++w2)
        for (int k2 = 0; k2 <= b.k_cap; ++k2) {
          const double p2 = b.at(w2, k2);
          if (p2 == 0.0) continue;
          out.p[static_cast<std::size_t>(std::min(w1 + w2, w_cap) * kc +
                                         std::min(k1 + k2, a.k_cap))] += p1 * p2;
        }
    }
  return out;
}

// Ordinary wounds with regeneration (R7, R19, R20): `w` wounds on a unit with `left` Wounds left
// (all its models), each counted while the unit has a model, each lost unless regenerated
// (chance r). The outcomes (Wounds lost, wounds counted, chance).
struct regen_outcome {
  int lost = 0;
  int counted = 0;
  double p = 0;
};
inline std::vector<regen_outcome> regenerate(int w, int left, double r) {
  std::vector<regen_outcome> out;
  std::vector<double> alive(static_cast<std::size_t>(left) + 1, 0.0);  // by Wounds lost so far
  alive[0] = 1.0;
  for (int j = 1; j <= w; ++j) {
    std::vector<double> next(alive.size(), 0.0);
    double died = 0;
    for (int l = 0; l < left; ++l) {
      const double q = alive[static_cast<std::size_t>(l)];
      if (q == 0.0) continue;
      next[static_cast<std::size_t>(l)] += q * r;
      if (l + 1 == left)
        died += q * (1.0 - r);
      else
        next[static_cast<std::size_t>(l) + 1] += q * (1.0 - r);
    }
    if (died > 0) out.push_back({.lost = left, .counted = j, .p = died});
    alive = std::move(next);
  }
  for (int l = 0; l < left; ++l)
    if (alive[static_cast<std::size_t>(l)] > 0)
      out.push_back({.lost = l, .counted = w, .p = alive[static_cast<std::size_t>(l)]});
  return out;
}

// The walk of one round over a plan.
class round_walk {
 public:
  round_walk(const round_plan& plan,
             std::map<std::tuple<int, int, int, double, double, int, int>, hits>& strikes)
      : plan_(plan), strikes_(strikes) {
    for (side_index s = 0; s < 2; ++s) regen_[s] = static_cast<double>(plan.sides[s].regeneration);
  }

  // The distribution of states after the round, from the plan's start; with a roll-off, the
  // mixture of its two strike orders.
  state_map run() {
    if (plan_.otherwise.empty()) return run(plan_.strikes);
    const auto first = static_cast<double>(plan_.strikes_chance);
    const state_map a = run(plan_.strikes);
    const state_map b = run(plan_.otherwise);
    state_map mixed(a.size() + b.size());
    a.for_each([&](std::uint64_t k, double p) { mixed[k] += first * p; });
    b.for_each([&](std::uint64_t k, double p) { mixed[k] += (1 - first) * p; });
    return mixed;
  }
  [[nodiscard]] std::size_t peak() const noexcept { return peak_; }

 private:
  state_map run(const std::vector<strike>& strikes) {
    strikes_now_ = &strikes;
    state_map cur;
    std::array<unit_state, 2> start{};
    for (side_index s = 0; s < 2; ++s)
      start[s] = {.models = plan_.sides[s].models, .damage = plan_.sides[s].wounds_lost};
    cur[pack(start[0], start[1])] = 1.0;
    peak_ = std::max<std::size_t>(peak_, 1);
    std::size_t i = 0;
    while (i < strikes.size()) {
      std::size_t j = i;
      while (j < strikes.size() && strikes[j].order == strikes[i].order) ++j;
      cur = step(cur, i, j);
      peak_ = std::max(peak_, cur.size());
      i = j;
    }
    return cur;
  }

  // What side a's strikes of a step do to a defender with `models` and `damage`: the models
  // and damage after, the wounds counted (added to those before), and the chance.
  struct change {
    int models = 0;
    int damage = 0;
    int counted = 0;
    double p = 0;
  };

  // Strikes [first, last) at once: both sides' attacks come from the state at the step's start.
  state_map step(const state_map& cur, std::size_t first, std::size_t last) {
    std::array<bool, 2> strikes{};
    for (std::size_t i = first; i < last; ++i) strikes[(*strikes_now_)[i].side] = true;
    // By (attacker's losses, defender's models, defender's damage): computed once each.
    std::array<std::map<std::tuple<int, int, int>, std::vector<change>>, 2> changes;
    std::array<std::map<int, hits>, 2> by_lost;
    const auto changes_of = [&](side_index a, int lost,
                                const unit_state& def) -> const std::vector<change>& {
      auto& cache = changes[a];
      const auto key = std::tuple{lost, def.models, def.damage};
      auto it = cache.find(key);
      if (it != cache.end()) return it->second;
      auto h = by_lost[a].find(lost);
      if (h == by_lost[a].end())
        h = by_lost[a].emplace(lost, strikes_of(a, lost, first, last)).first;
      std::vector<std::pair<unit_state, double>> out;
      apply(h->second, unit_state{.models = def.models, .damage = def.damage}, opponent(a), out);
      std::vector<change> list;
      list.reserve(out.size());
      for (const auto& [v, q] : out)
        list.push_back({.models = v.models, .damage = v.damage, .counted = v.counted, .p = q});
      return cache.emplace(key, std::move(list)).first->second;
    };
    const auto moved = [](const unit_state& u, const change& c) {
      return unit_state{.models = c.models, .damage = c.damage, .counted = u.counted + c.counted};
    };
    state_map next(cur.size() * 4);
    struct pair_hash {
      std::size_t operator()(const std::pair<std::uint64_t, int>& k) const noexcept {
        return key_hash{}(k.first * 1021 + static_cast<std::uint64_t>(k.second));
      }
    };
    // Only a step of both sides at once needs the half-way table.
    flat_map<std::pair<std::uint64_t, int>, pair_hash> half(
        strikes[0] && strikes[1] ? cur.size() * 4 : 0);
    cur.for_each([&](std::uint64_t key, double p) {
      const std::array<unit_state, 2> u{unpack(key, 0), unpack(key, 1)};
      const int lost0 = plan_.sides[0].models - u[0].models;
      const int lost1 = plan_.sides[1].models - u[1].models;
      if (strikes[0] && strikes[1]) {
        // Side 1's strikes first, into a map that remembers side 0's losses at the step's start
        // (its attacks come from them); then side 0's. Two passes of one side each cost far
        // less than every pair of outcomes.
        for (const change& c0 : changes_of(1, lost1, u[0]))
          half[{pack(moved(u[0], c0), u[1]), lost0}] += p * c0.p;
      } else if (strikes[0]) {
        for (const change& c1 : changes_of(0, lost0, u[1]))
          next[pack(u[0], moved(u[1], c1))] += p * c1.p;
      } else if (strikes[1]) {
        for (const change& c0 : changes_of(1, lost1, u[0]))
          next[pack(moved(u[0], c0), u[1])] += p * c0.p;
      } else {
        next[key] += p;
      }
    });
    half.for_each([&](const std::pair<std::uint64_t, int>& where, double p) {
      const unit_state u0 = unpack(where.first, 0);
      const unit_state u1 = unpack(where.first, 1);
      for (const change& c1 : changes_of(0, where.second, u1))
        next[pack(u0, moved(u1, c1))] += p * c1.p;
    });
    return next;
  }

  // The joint hits of side a's strikes among [first, last) after `lost` casualties.
  hits strikes_of(side_index a, int lost, std::size_t first, std::size_t last) const {
    const side_plan& def = plan_.sides[opponent(a)];
    const int k_cap = def.models;
    const int left = def.models * def.wounds - def.wounds_lost;
    const bool regen = regen_[opponent(a)] > 0;
    hits total{.w_cap = 0,
               .k_cap = k_cap,
               .p = std::vector<double>(static_cast<std::size_t>(k_cap + 1), 0.0)};
    total.p[0] = 1.0;  // no strike: nothing happens
    for (std::size_t i = first; i < last; ++i) {
      const strike& k = (*strikes_now_)[i];
      if (k.side != a) continue;
      const int fixed = k.attacks_after(lost);
      const int dice = k.die_models_after(lost);
      const int most = fixed + dice * k.die;
      const auto wound = static_cast<double>(k.chances.wound);
      const auto kb = static_cast<double>(k.chances.killing_blow);
      const int w_cap = regen ? most : std::min(most, left);
      const auto key = std::tuple{fixed, k.die, dice, wound, kb, w_cap, k_cap};
      auto it = strikes_.find(key);
      if (it == strikes_.end())
        it = strikes_.emplace(key, strike_distribution(fixed, k.die, dice, wound, kb, w_cap, k_cap))
                 .first;
      const hits& h = it->second;
      total =
          combine(total, h, regen ? total.w_cap + h.w_cap : std::min(total.w_cap + h.w_cap, left));
    }
    return total;
  }

  // The defender's states after hits h (R8, R19, R20): Killing Blows first, then the ordinary
  // wounds one at a time with regeneration.
  void apply(const hits& h, const unit_state& u, side_index d,
             std::vector<std::pair<unit_state, double>>& out) {
    const int wounds = plan_.sides[d].wounds;
    const double r = regen_[d];
    for (int w = 0; w <= h.w_cap; ++w)
      for (int k = 0; k <= h.k_cap; ++k) {
        const double p = h.at(w, k);
        if (p == 0.0) continue;
        unit_state v = u;
        const killing_blow_takes kb = plan_.sides[d].killing_blow;
        for (int i = 0; i < k && v.models > 0; ++i) {
          if (kb == killing_blow_takes::damaged_model || v.models == 1) {
            // R8: every Wound left, counted (R20); E8-16: the last model's profile Wounds.
            v.counted += kb == killing_blow_takes::whole_model ? wounds : wounds - v.damage;
            v.damage = 0;
          } else {
            v.counted += wounds;  // E8-16, E6-6: an undamaged model; the damage stays
          }
          --v.models;
        }
        const int left = v.models == 0 ? 0 : (v.models - 1) * wounds + (wounds - v.damage);
        const auto lose = [&](int lost, int counted, double q) {
          unit_state x = v;
          x.counted += counted;
          const int total = x.damage + lost;
          x.models -= total / wounds;
          x.damage = x.models == 0 ? 0 : total % wounds;
          add(out, x, p * q);
        };
        if (left == 0 || w == 0) {
          add(out, v, p);
        } else if (r == 0.0) {
          lose(std::min(w, left), std::min(w, left), 1.0);
        } else {
          // By defender too: each side regenerates on its own roll.
          auto it = regen_cache_.find({d, w, left});
          if (it == regen_cache_.end())
            it = regen_cache_.emplace(std::tuple{d, w, left}, regenerate(w, left, r)).first;
          for (const regen_outcome& o : it->second) lose(o.lost, o.counted, o.p);
        }
      }
  }
  static void add(std::vector<std::pair<unit_state, double>>& out, const unit_state& u, double p) {
    for (auto& [v, q] : out)
      if (v.models == u.models && v.damage == u.damage && v.counted == u.counted) {
        q += p;
        return;
      }
    out.emplace_back(u, p);
  }

  const round_plan& plan_;
  const std::vector<strike>* strikes_now_ = nullptr;  // the strikes being walked
  std::map<std::tuple<int, int, int, double, double, int, int>, hits>& strikes_;
  std::array<double, 2> regen_{};
  std::size_t peak_ = 0;
  std::map<std::tuple<side_index, int, int>, std::vector<regen_outcome>> regen_cache_;
};

// What the combat and break-test engines make of one end state (R25).
struct judged {
  std::optional<side_index> winner{};
  std::array<int, 2> score{};
  // outcomes[s][o]: the chance that side s, the loser, ends its test with outcome o.
  std::array<std::array<double, 4>, 2> outcomes{};
};

// The round's end as a combat: the units as the round found them, high ground and the flank or
// rear engagement; `at_end` then sets what the round changed.
template <class Dice>
[[nodiscard]] combat combat_of(const fight& f) {
  combat c;
  for (side_index s = 0; s < 2; ++s) {
    const fight_side& fs = f.sides[s];
    const int per = Dice::unit_strength_per_model(fs);
    combat_unit unit = block(fs.name.view(), fs.models, fs.files);
    unit.unit_strength = unit.unit_strength_at_start = fs.models * per;
    unit.troop = fs.troop;
    unit.charged = f.round.charger == s;
    unit.elevation = f.round.high_ground == s ? 1 : 0;
    // 8th edition's high ground is a charge downhill (E8-21), in the round of the charge (C7);
    // each rule set's combat rules read the one they have.
    unit.charged_downhill = f.round.high_ground == s && unit.charged && f.round.number == 1;
    unit.horde = fs.horde;
    unit.extra = fs.extra;
    c.sides[s].name = fs.name;
    c.sides[s].units.push_back(unit);
  }
  if (f.round.flanked) {
    const side_index victim = *f.round.flanked;
    const side_index other = opponent(victim);
    c.engagements.push_back(
        {.unit = {other, 0}, .fights = {victim, 0}, .target_facing = f.round.arc});
    c.engagements.push_back(
        {.unit = {victim, 0}, .fights = {other, 0}, .target_facing = facing::front});
  }
  return c;
}

// The state after the round in `c` (made by combat_of): models, unit strength, the wounds each
// side inflicted, and the command models that survive (R24).
template <class Dice>
void at_end(const fight& f, combat& c, const std::array<unit_state, 2>& u) {
  for (side_index s = 0; s < 2; ++s) {
    const fight_side& fs = f.sides[s];
    combat_unit& unit = c.sides[s].units[0];
    unit.models = u[s].models;
    unit.unit_strength = u[s].models * Dice::unit_strength_per_model(fs);
    unit.standard = fs.standard && u[s].models > 0;
    unit.musician = fs.musician && u[s].models >= (unit.standard ? 2 : 1);
    c.sides[s].wounds_inflicted = u[opponent(s)].counted;
  }
}

template <class Dice>
[[nodiscard]] combat combat_of(const fight& f, const std::array<unit_state, 2>& u) {
  combat c = combat_of<Dice>(f);
  at_end<Dice>(f, c, u);
  return c;
}

template <class R>
[[nodiscard]] judged judge(const fight& f, combat& c, const std::array<unit_state, 2>& u) {
  using Dice = typename R::round_dice;
  at_end<Dice>(f, c, u);
  const combat_tally t = tally<R>(c);
  judged j{.winner = t.winner, .score = {t.sides[0].score, t.sides[1].score}};
  if (t.winner && u[opponent(*t.winner)].models > 0) {
    const side_index loser = opponent(*t.winner);
    const fight_side& fs = f.sides[loser];
    const break_test flags{.leadership = fs.profile.ld,
                           .stubborn = fs.special_rules.stubborn,
                           .unbreakable = fs.special_rules.unbreakable};
    const break_test bt = break_test_from<R>(c, t, unit_ref{loser, 0}, flags);
    const break_result br = break_odds<R>(bt);
    for (std::size_t o = 0; o < 4; ++o) j.outcomes[loser][o] = br.odds[o].value();
  }
  return j;
}

template <class R>
[[nodiscard]] judged judge(const fight& f, const std::array<unit_state, 2>& u) {
  combat c = combat_of<typename R::round_dice>(f);
  return judge<R>(f, c, u);
}

// The round's states after it, judged: what odds_of_round and odds_of_combat read.
struct round_end {
  std::array<unit_state, 2> u{};
  double p = 0;
  judged j{};
};

// What the rounds of a whole combat share, computed once: each strike's distribution by its
// attacks, chances and caps; and room for one round's judgements.
struct caches {
  std::map<std::tuple<int, int, int, double, double, int, int>, hits> strikes;
  std::unordered_map<std::uint64_t, judged> judgements;
  std::size_t peak = 0;
};

// The round of `f`, planned as `plan` (R::round_dice::plan(f)); `in_order`: sorted by state, for
// an answer whose sums do not depend on the hash map's order (a whole combat's later rounds,
// summed by next state, do without).
template <class R>
[[nodiscard]] std::vector<round_end> play(const fight& f, const round_plan& plan, caches& cache,
                                          bool in_order = true) {
  round_walk walk(plan, cache.strikes);
  const state_map ends = walk.run();
  cache.peak = std::max(cache.peak, walk.peak());
  std::vector<round_end> out;
  out.reserve(ends.size());
  std::vector<std::pair<std::uint64_t, double>> listed;
  listed.reserve(ends.size());
  ends.for_each([&](std::uint64_t key, double p) { listed.emplace_back(key, p); });
  // The damage on a model changes no combat result: one judgement per (models, counted) pair,
  // on one combat made once and changed per state.
  cache.judgements.clear();
  combat c = combat_of<typename R::round_dice>(f);
  for (const auto& [key, p] : listed) {
    const std::array<unit_state, 2> u{unpack(key, 0), unpack(key, 1)};
    const std::uint64_t what = pack(unit_state{.models = u[0].models, .counted = u[0].counted},
                                    unit_state{.models = u[1].models, .counted = u[1].counted});
    auto it = cache.judgements.find(what);
    if (it == cache.judgements.end()) it = cache.judgements.emplace(what, judge<R>(f, c, u)).first;
    out.push_back({.u = u, .p = p, .j = it->second});
  }
  if (in_order)
    std::sort(out.begin(), out.end(), [](const round_end& a, const round_end& b) {
      return pack(a.u[0], a.u[1]) < pack(b.u[0], b.u[1]);
    });
  return out;
}

template <class R>
[[nodiscard]] std::vector<round_end> play(const fight& f, caches& cache) {
  return play<R>(f, R::round_dice::plan(f), cache);
}

// What a round hands the next besides the models: the round's winner (6th edition strikes ties
// by it, C5) and whether each side has lost a round (Frenzy is lost with it, C6). A component
// asks for them with `static constexpr bool previous_winner_breaks_ties` and
// `frenzy_lost_when_beaten`; without them neither is carried.
template <class Dice>
[[nodiscard]] constexpr bool carries_winner() noexcept {
  if constexpr (requires { Dice::previous_winner_breaks_ties; })
    return Dice::previous_winner_breaks_ties;
  return false;
}
template <class Dice>
[[nodiscard]] constexpr bool loses_frenzy() noexcept {
  if constexpr (requires { Dice::frenzy_lost_when_beaten; }) return Dice::frenzy_lost_when_beaten;
  return false;
}
struct carried {
  int winner = -1;               // the last round's winner, -1 for none (a draw)
  std::array<bool, 2> beaten{};  // a side that has lost a round of this combat
};

// A start state of a whole combat's round: (models, damage) a side with nothing counted. Side
// 0's counted bits are thus free for what is carried: the last winner plus one (0: none) in
// bits 0-1, side 0 and side 1 beaten in bits 2 and 3. A rule set that carries nothing keeps
// them 0, so its keys are pack's of (models, damage) alone.
[[nodiscard]] constexpr std::uint64_t start_key(const std::array<unit_state, 2>& u,
                                                const carried& c) noexcept {
  const int code = (c.winner + 1) | (c.beaten[0] ? 4 : 0) | (c.beaten[1] ? 8 : 0);
  return pack(unit_state{.models = u[0].models, .damage = u[0].damage, .counted = code},
              unit_state{.models = u[1].models, .damage = u[1].damage});
}
[[nodiscard]] constexpr std::array<unit_state, 2> start_units(std::uint64_t key) noexcept {
  const unit_state a = unpack(key, 0);
  const unit_state b = unpack(key, 1);
  return {unit_state{.models = a.models, .damage = a.damage},
          unit_state{.models = b.models, .damage = b.damage}};
}
[[nodiscard]] constexpr carried carried_of(std::uint64_t key) noexcept {
  const int code = unpack(key, 0).counted;
  return {.winner = (code & 3) - 1, .beaten = {(code & 4) != 0, (code & 8) != 0}};
}

// A round of a whole combat from one start state, as the combat needs it (C1-C3): how likely it
// ends there (a break, a wipe-out), and the start states of the next round with their chances
// (keys made by start_key, with what the round hands on where the component asks: C5, C6).
struct round_step {
  combat_round_end end{};
  std::vector<std::pair<std::uint64_t, double>> next{};
};

template <class Dice>
[[nodiscard]] round_step step_of(const std::vector<round_end>& ends, const carried& was) {
  round_step st;
  state_map next(ends.size());
  for (const round_end& e : ends) {
    const bool gone0 = e.u[0].models == 0;
    const bool gone1 = e.u[1].models == 0;
    if (gone0 && gone1) {
      st.end.both_wiped_out += e.p;
      continue;
    }
    if (gone0 || gone1) {
      st.end.wiped_out[gone0 ? 0 : 1] += e.p;
      continue;
    }
    double goes_on = e.p;
    if (e.j.winner) {
      const side_index loser = opponent(*e.j.winner);
      const double breaks =
          e.p * e.j.outcomes[loser][static_cast<std::size_t>(break_outcome::breaks)];
      st.end.breaks[loser] += breaks;
      goes_on -= breaks;
    }
    if (goes_on > 0) {
      carried now{.beaten = was.beaten};
      if (e.j.winner) {
        if constexpr (carries_winner<Dice>()) now.winner = *e.j.winner;
        if constexpr (loses_frenzy<Dice>()) now.beaten[opponent(*e.j.winner)] = true;
      }
      next[start_key(e.u, now)] += goes_on;
    }
  }
  st.next.reserve(next.size());
  next.for_each([&](std::uint64_t key, double p) { st.next.emplace_back(key, p); });
  return st;
}

// A round-dice component may say, as `static constexpr int plans_alike_from = N;`, that its plan
// of a fight is the same for every round number from N on (whatever keys on the number is of
// rounds before N). 0 when it does not say.
template <class Dice>
[[nodiscard]] constexpr int plans_alike_from() noexcept {
  if constexpr (requires { Dice::plans_alike_from; })
    return Dice::plans_alike_from;
  else
    return 0;
}

// The rounds of a whole combat already played, by their start state (start_key: what is carried,
// C5 and C6, included): a later round from the same state whose plan and fight are the same but
// for the round's number ends alike. The walk reads only the plan, the judgements only the
// fight's units and engagement, never its round number; so rounds 2 to 6 from one state are
// played once, while a rule of one round only (Hatred, R10) makes a different plan and is played
// anew. Whether two plans are the same: equal when both numbers are at least the component's
// plans_alike_from, else compared (wfb8 and wfb6 do not say, so theirs are compared).
class played_rounds {
 public:
  template <class R>
  const round_step& play(const fight& f, std::uint64_t start, caches& cache) {
    constexpr int alike_from = plans_alike_from<typename R::round_dice>();
    const bool alike_by_rule = alike_from > 0 && f.round.number >= alike_from;
    fight alike = f;
    alike.round.number = alike_by_rule ? alike_from : 0;
    std::vector<entry>& bucket = by_start_[start];
    if (alike_by_rule)
      for (const entry& e : bucket)
        if (e.by_rule && e.f == alike) return e.step;
    round_plan plan = R::round_dice::plan(f);
    if (!alike_by_rule)
      for (const entry& e : bucket)
        if (!e.by_rule && e.plan == plan && e.f == alike) return e.step;
    round_step st = step_of<typename R::round_dice>(detail::odds::play<R>(f, plan, cache, false),
                                                    carried_of(start));
    bucket.push_back({std::move(alike), std::move(plan), std::move(st), alike_by_rule});
    return bucket.back().step;
  }

 private:
  struct entry {
    fight f;
    round_plan plan;
    round_step step;
    bool by_rule = false;
  };
  std::unordered_map<std::uint64_t, std::vector<entry>> by_start_;
};

template <class R>
[[nodiscard]] round_odds summarise(const fight& f, const std::vector<round_end>& ends,
                                   std::size_t peak) {
  round_odds r;
  int lowest = 0;
  int highest = 0;
  bool first = true;
  std::size_t most0 = 0;
  std::size_t most1 = 0;
  for (const round_end& e : ends) {
    const int m = e.j.score[0] - e.j.score[1];
    lowest = first ? m : std::min(lowest, m);
    highest = first ? m : std::max(highest, m);
    first = false;
    most0 = std::max(most0, static_cast<std::size_t>(e.u[1].counted));
    most1 = std::max(most1, static_cast<std::size_t>(e.u[0].counted));
  }
  r.margin_lowest = lowest;
  r.margin.assign(static_cast<std::size_t>(highest - lowest) + 1, 0.0);
  r.wounds_joint.columns = most1 + 1;
  r.wounds_joint.p.assign((most0 + 1) * (most1 + 1), 0.0);
  for (side_index s = 0; s < 2; ++s) {
    r.models_left[s].assign(static_cast<std::size_t>(f.sides[s].models) + 1, 0.0);
    r.wounds_inflicted[s].assign((s == 0 ? most0 : most1) + 1, 0.0);
  }
  for (const round_end& e : ends) {
    const double p = e.p;
    if (e.j.winner)
      r.wins[*e.j.winner] += p;
    else
      r.draw += p;
    r.margin[static_cast<std::size_t>(e.j.score[0] - e.j.score[1] - lowest)] += p;
    const auto c0 = static_cast<std::size_t>(e.u[1].counted);  // inflicted by side 0
    const auto c1 = static_cast<std::size_t>(e.u[0].counted);
    r.wounds_joint.p[c0 * r.wounds_joint.columns + c1] += p;
    r.wounds_inflicted[0][c0] += p;
    r.wounds_inflicted[1][c1] += p;
    for (side_index s = 0; s < 2; ++s) {
      r.models_left[s][static_cast<std::size_t>(e.u[s].models)] += p;
      if (e.u[s].models == 0) r.wiped_out[s] += p;
      r.expected.models_left[s] += p * e.u[s].models;
      r.expected.combat_result[s] += p * e.j.score[s];
      r.expected.wounds_inflicted[s] += p * e.u[opponent(s)].counted;
      if (e.j.winner && *e.j.winner == opponent(s) && e.u[s].models > 0) {
        r.break_test[s].loses += p;
        for (std::size_t o = 0; o < 4; ++o) r.break_test[s].outcomes[o] += p * e.j.outcomes[s][o];
      }
    }
    if (e.u[0].models == 0 && e.u[1].models == 0) r.both_wiped_out += p;
  }
  r.expected.margin = r.expected.combat_result[0] - r.expected.combat_result[1];
  r.peak_states = peak;
  return r;
}

// The fight of round `k` (0: the first) of a whole combat from a surviving state (C1-C4; C5 and
// C6 where the rule set's component asks for them).
template <class Dice>
[[nodiscard]] fight next_round(const fight& f, int k, const std::array<unit_state, 2>& u,
                               const carried& c = {}) {
  fight n = f;
  if (k == 0) return n;
  if constexpr (carries_winner<Dice>()) {
    if (c.winner >= 0)
      n.round.previous_winner = static_cast<side_index>(c.winner);
    else
      n.round.previous_winner.reset();
  }
  if constexpr (loses_frenzy<Dice>())
    for (side_index s = 0; s < 2; ++s)
      if (c.beaten[s]) n.sides[s].special_rules.frenzy = false;
  n.round.number = f.round.number + k;
  n.round.charger.reset();
  n.round.charge_inches = 0;
  n.round.disordered_charge = false;
  for (side_index s = 0; s < 2; ++s) {
    fight_side& fs = n.sides[s];
    fs.models = u[s].models;
    fs.wounds_lost = u[s].damage;
    const int rank = std::min(fs.models, fs.files);
    if (fs.in_contact) fs.in_contact = std::min(*fs.in_contact, rank);
  }
  if (n.round.flanked) {
    const fight_side& v = n.sides[*n.round.flanked];
    const int depth = (v.models + v.files - 1) / v.files;
    const int cap =
        n.round.arc == facing::rear ? std::min(v.files, v.models) : std::min(depth, v.models);
    n.round.flank_fighting_models = std::min(n.round.flank_fighting_models, cap);
  }
  for (side_index s = 0; s < 2; ++s) {  // C4: a failed Fear test lasts while it would be taken
    fight_side& fs = n.sides[s];
    const fight_side& foe = n.sides[opponent(s)];
    if (fs.fear_test_failed)
      fs.fear_test_failed = foe.models * Dice::unit_strength_per_model(foe) >
                            fs.models * Dice::unit_strength_per_model(fs);
  }
  return n;
}

}  // namespace detail::odds

// The exact odds of one round of `f` under rule set R. Precondition: validate_fight<R>(f) empty.
template <RoundOddsRules R>
[[nodiscard]] round_odds odds_of_round(const fight& f) {
  detail::odds::caches cache;
  const auto ends = detail::odds::play<R>(f, cache);
  return detail::odds::summarise<R>(f, ends, cache.peak);
}

// The exact odds of the whole combat of `f` under R, `rounds` rounds at most (C1-C4): the first
// round in full, then, per round, the chance that it ends the combat by a break or a wipe-out,
// and the chance that it is still undecided after the last. Precondition:
// validate_combat<R>(f, rounds) is empty (validate_fight<R>(f), 1 <= rounds <= max_fight_rounds,
// and what R refuses only in a whole combat).
template <RoundOddsRules R>
[[nodiscard]] combat_odds odds_of_combat(const fight& f, int rounds = 6) {
  namespace od = detail::odds;
  using Dice = typename R::round_dice;
  combat_odds out;
  od::caches cache;
  od::played_rounds played;
  const auto add = [](combat_round_end& to, const combat_round_end& from, double q) {
    for (side_index s = 0; s < 2; ++s) {
      to.breaks[s] += q * from.breaks[s];
      to.wiped_out[s] += q * from.wiped_out[s];
    }
    to.both_wiped_out += q * from.both_wiped_out;
  };
  // Surviving states between rounds: (models, damage) a side and what is carried (C5, C6; nothing
  // in round 1, whose fight is f's own), packed by start_key.
  const std::uint64_t start =
      od::start_key({od::unit_state{.models = f.sides[0].models, .damage = f.sides[0].wounds_lost},
                     od::unit_state{.models = f.sides[1].models, .damage = f.sides[1].wounds_lost}},
                    od::carried{});
  od::state_map cur;
  cur[start] = 1.0;
  for (int k = 0; k < rounds; ++k) {
    combat_round_end end{};
    od::state_map next(cur.size() * 2);
    cur.for_each([&](std::uint64_t key, double q) {
      const od::carried was = od::carried_of(key);
      const fight fk = od::next_round<Dice>(f, k, od::start_units(key), was);
      od::round_step first;
      if (k == 0) {
        const std::vector<od::round_end> ends = od::play<R>(fk, cache);
        out.first = od::summarise<R>(fk, ends, cache.peak);
        first = od::step_of<Dice>(ends, was);
      }
      const od::round_step& st = k == 0 ? first : played.play<R>(fk, key, cache);
      add(end, st.end, q);
      for (const auto& [to, p] : st.next) next[to] += q * p;
    });
    out.rounds.push_back(end);
    cur = std::move(next);
  }
  cur.for_each([&](std::uint64_t, double q) { out.undecided += q; });
  out.peak_states = cache.peak;
  return out;
}

}  // namespace rankfile
