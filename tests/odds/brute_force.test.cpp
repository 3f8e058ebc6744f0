// A brute-force check of the round: small fights of monstrous infantry (one rank, every model in
// base contact, no Parry, no Press of Battle), each die of each attack enumerated face by face
// and each attack's outcome, each regeneration roll and each strike order followed one by one,
// written from the readings (R1, R2, R4, R6-R8, R13, R14, R18-R20), not from the engine's code.
// The models left and the wounds counted must be the engine's, jointly, within 1e-12.
#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <tuple>
#include <vector>

#include "rankfile/editions/tow.hpp"
#include "rankfile/odds/odds.hpp"
#include "rankfile/odds/validate.hpp"
#include "support/catch.hpp"

using namespace rankfile;

namespace {

struct unit {
  int models, w, damage, ws, s, t, i, a, armour, ward, regen;
  bool kb;
};

// The chance that a roll needing n succeeds on one die, face by face, a 1 failing.
double roll(int n) {
  int ok = 0;
  for (int face = 1; face <= 6; ++face) ok += face != 1 && face >= n;
  return ok / 6.0;
}

// One attack of `a` on `d`, every face of every die: the chance of an unsaved ordinary wound
// and of an unsaved Killing Blow.
std::pair<double, double> attack(const unit& a, const unit& d) {
  // R1: the chart as its rule: more than double 2+, higher 3+, less than half 5+, else 4+.
  const int hit = a.ws > 2 * d.ws ? 2 : a.ws > d.ws ? 3 : d.ws > 2 * a.ws ? 5 : 4;
  // R2: 4 + (T - S), 2+ at best, 6+ up to five below, six below or more: none.
  const int diff = d.t - a.s;
  const int wound = diff >= 6 ? 7 : std::clamp(4 + diff, 2, 6);
  double normal = 0, kb = 0;
  for (int h = 1; h <= 6; ++h) {
    if (h == 1 || (h < hit && h != 6)) continue;
    for (int w = 1; w <= 6; ++w) {
      if (w == 1 || w < wound || wound == 7) continue;
      for (int ar = 1; ar <= 6; ++ar)
        for (int wa = 1; wa <= 6; ++wa) {
          const double p = 1.0 / 1296;
          const bool warded = wa != 1 && wa >= d.ward;
          if (a.kb && w == 6) {  // R8: no armour, the ward only
            if (!warded) kb += p;
            continue;
          }
          const bool saved = ar != 1 && ar >= d.armour;
          if (!saved && !warded) normal += p;
        }
    }
  }
  return {normal, kb};
}

// A unit's state during the round.
struct state {
  int models, damage, counted;
  auto operator<=>(const state&) const = default;
};
using dist = std::map<std::pair<state, state>, double>;

// n attacks with chances (normal, kb) onto `d` (starting from `u`), then applied: Killing Blows
// first, then ordinary wounds one at a time, each with its regeneration roll (R7, R19, R20).
void land(const unit& d, state u, int n, std::pair<double, double> c, std::map<state, double>& out,
          double p) {
  // Every sequence of outcomes, attack by attack.
  std::map<std::pair<int, int>, double> counts{{{0, 0}, 1.0}};
  for (int k = 0; k < n; ++k) {
    std::map<std::pair<int, int>, double> next;
    for (const auto& [wk, q] : counts) {
      next[{wk.first, wk.second}] += q * (1 - c.first - c.second);
      next[{wk.first + 1, wk.second}] += q * c.first;
      next[{wk.first, wk.second + 1}] += q * c.second;
    }
    counts = next;
  }
  const double r = d.regen <= 6 ? roll(d.regen) : 0.0;
  for (const auto& [wk, q] : counts) {
    state v = u;
    for (int k = 0; k < wk.second && v.models > 0; ++k) {
      v.counted += d.w - v.damage;
      --v.models;
      v.damage = 0;
    }
    // Each ordinary wound in turn: counted while a model is left; lost unless regenerated.
    std::map<state, double> paths{{v, 1.0}};
    for (int k = 0; k < wk.first; ++k) {
      std::map<state, double> next;
      for (const auto& [x, qq] : paths) {
        if (x.models == 0) {
          next[x] += qq;
          continue;
        }
        state kept = x;
        ++kept.counted;
        if (r > 0) next[kept] += qq * r;
        state hurt = kept;
        if (++hurt.damage == d.w) {
          --hurt.models;
          hurt.damage = 0;
        }
        next[hurt] += qq * (1 - r);
      }
      paths = next;
    }
    for (const auto& [x, qq] : paths) out[x] += p * q * qq;
  }
}

dist brute(const std::array<unit, 2>& us) {
  dist cur{{{state{us[0].models, us[0].damage, 0}, state{us[1].models, us[1].damage, 0}}, 1.0}};
  std::vector<int> steps{us[0].i, us[1].i};
  std::sort(steps.rbegin(), steps.rend());
  steps.erase(std::unique(steps.begin(), steps.end()), steps.end());
  for (const int step : steps) {  // R14: from the highest, equal Initiative at once
    dist next;
    for (const auto& [st, p] : cur) {
      std::array<std::map<state, double>, 2> after;
      for (std::size_t s = 0; s < 2; ++s) {
        const std::size_t o = 1 - s;
        const state& them = o == 0 ? st.first : st.second;
        const state& me = s == 0 ? st.first : st.second;
        const int n = us[s].i == step ? me.models * us[s].a : 0;  // R18: the living strike
        land(us[o], them, n, attack(us[s], us[o]), after[o], 1.0);
      }
      for (const auto& [a0, p0] : after[0])
        for (const auto& [a1, p1] : after[1]) next[{a0, a1}] += p * p0 * p1;
    }
    cur = next;
  }
  return cur;
}

fight_side as_side(const unit& u) {
  return {.troop = troop_type::monstrous_infantry,
          .models = u.models,
          .files = u.models,
          .wounds_lost = u.damage,
          .profile = {.ws = u.ws, .s = u.s, .t = u.t, .w = u.w, .i = u.i, .a = u.a, .ld = 7},
          .armour = u.armour,
          .ward = u.ward,
          .regeneration = u.regen,
          .special_rules = {.killing_blow = u.kb}};
}

}  // namespace

TEST_CASE("brute force: small fights, every die enumerated, agree with the engine",
          "[odds][brute]") {
  std::mt19937 rng(45);
  const auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  for (int n = 0; n < 60; ++n) {
    std::array<unit, 2> us{};
    for (unit& u : us) {
      u.models = pick(1, 3);
      u.w = pick(1, 3);
      u.damage = pick(0, u.w - 1);
      u.ws = pick(1, 10);
      u.s = pick(1, 10);
      u.t = pick(1, 10);
      u.i = pick(1, 4);
      u.a = pick(0, 2);
      u.armour = pick(2, 7);
      u.ward = pick(2, 7);
      // From the 21st fight on, both sides regenerate, each on its own roll.
      u.regen = n >= 20 || pick(0, 1) ? pick(2, 6) : 7;
      u.kb = pick(0, 3) == 0;
    }
    const fight f{.sides = {{as_side(us[0]), as_side(us[1])}}};
    REQUIRE(validate_fight<tow>(f).empty());
    const dist d = brute(us);
    const round_odds r = odds_of_round<tow>(f);
    // The joint distribution of the wounds counted, and each side's models left.
    std::map<std::pair<int, int>, double> joint;
    std::array<std::map<int, double>, 2> left;
    for (const auto& [st, p] : d) {
      joint[{st.second.counted, st.first.counted}] += p;
      left[0][st.first.models] += p;
      left[1][st.second.models] += p;
    }
    INFO("fight " << n);
    for (const auto& [ab, p] : joint) {
      const auto a = static_cast<std::size_t>(ab.first);
      const auto b = static_cast<std::size_t>(ab.second);
      const double mine =
          a < r.wounds_joint.rows() && b < r.wounds_joint.columns ? r.wounds_joint.at(a, b) : 0.0;
      CHECK(std::abs(mine - p) < 1e-12);
    }
    for (int s = 0; s < 2; ++s)
      for (const auto& [m, p] : left[static_cast<std::size_t>(s)])
        CHECK(std::abs(r.models_left[static_cast<std::size_t>(s)][static_cast<std::size_t>(m)] -
                       p) < 1e-12);
  }
}
