// TEMPORARY STAND-IN for the round-odds engine (issue 45), so that the fight document's reader,
// its answer's writer, the `rankfile odds` command and the fight fuzzer build and run on their
// branch before the engine is merged. The lead drops this commit at merge: the real engine
// (branch `odds`) defines these names in rankfile/odds/odds.hpp, validate.hpp and explain.hpp.
//
// Its numbers are NOT odds of anything: each side inflicts Binomial(n, 1/2) wounds, n its
// attacks capped at the enemy's Wounds, independently; the rest is worked out from that, so
// that every distribution is well-formed (sums to 1) and mirroring a fight swaps the answer.
#pragma once

#include <algorithm>
#include <array>
#include <concepts>
#include <cstddef>
#include <string>
#include <vector>

#include "rankfile/core/problem.hpp"
#include "rankfile/core/text_view.hpp"
#include "rankfile/editions/tow.hpp"
#include "rankfile/odds/fight.hpp"
#include "rankfile/odds/result.hpp"

namespace rankfile {

template <class R>
concept RoundOddsRules = std::same_as<R, tow>;  // stand-in: tow only

struct round_odds_engine {
  static constexpr text_view name = "odds";
  template <class R>
  static constexpr bool serves = RoundOddsRules<R>;
};

namespace detail::stand_in {
inline std::vector<double> binomial_half(int n) {
  std::vector<double> p(static_cast<std::size_t>(n) + 1, 0.0);
  p[0] = 1.0;
  for (int k = 0; k < n; ++k) {
    for (std::size_t j = static_cast<std::size_t>(k) + 1; j > 0; --j) p[j] = (p[j] + p[j - 1]) / 2;
    p[0] /= 2;
  }
  return p;
}
inline int total_wounds(const fight_side& s) {
  return s.models * s.profile.w - s.wounds_lost;
}
inline int models_left(const fight_side& s, int wounds) {
  const int lost = s.wounds_lost + wounds;
  return std::max(0, s.models - lost / std::max(1, s.profile.w));
}
}  // namespace detail::stand_in

template <RoundOddsRules R>
[[nodiscard]] std::vector<problem> validate_fight(const fight& f) {
  std::vector<problem> out;
  for (std::size_t s = 0; s < 2; ++s)
    if (f.sides[s].wounds_lost >= f.sides[s].profile.w)
      out.push_back({"sides[" + std::to_string(s) + "].wounds_lost",
                     "must be below the profile's Wounds"});
  return out;
}

template <RoundOddsRules R>
[[nodiscard]] round_odds odds_of_round(const fight& f) {
  namespace si = detail::stand_in;
  round_odds r;
  std::array<int, 2> n{};
  for (std::size_t s = 0; s < 2; ++s) {
    const fight_side& me = f.sides[s];
    const int fighting = std::min(me.models, me.in_contact.value_or(me.files));
    n[s] = std::min(fighting * me.profile.a, si::total_wounds(f.sides[1 - s]));
    r.wounds_inflicted[s] = si::binomial_half(std::max(0, n[s]));
    r.models_left[s].assign(static_cast<std::size_t>(me.models) + 1, 0.0);
  }
  const std::size_t rows = r.wounds_inflicted[0].size(), columns = r.wounds_inflicted[1].size();
  r.wounds_joint.columns = columns;
  r.wounds_joint.p.assign(rows * columns, 0.0);
  r.margin_lowest = -(n[1] + 1);
  r.margin.assign(static_cast<std::size_t>(n[0] + n[1] + 3), 0.0);
  for (std::size_t a = 0; a < rows; ++a)
    for (std::size_t b = 0; b < columns; ++b) {
      const double p = r.wounds_inflicted[0][a] * r.wounds_inflicted[1][b];
      r.wounds_joint.p[a * columns + b] = p;
      const std::array<int, 2> left = {si::models_left(f.sides[0], static_cast<int>(b)),
                                       si::models_left(f.sides[1], static_cast<int>(a))};
      r.models_left[0][static_cast<std::size_t>(left[0])] += p;
      r.models_left[1][static_cast<std::size_t>(left[1])] += p;
      const std::array<int, 2> score = {
          static_cast<int>(a) + (f.round.charger == side_index{0} ? 1 : 0),
          static_cast<int>(b) + (f.round.charger == side_index{1} ? 1 : 0)};
      const int margin = score[0] - score[1];
      r.margin[static_cast<std::size_t>(margin - r.margin_lowest)] += p;
      r.expected.combat_result[0] += p * score[0];
      r.expected.combat_result[1] += p * score[1];
      r.expected.margin += p * margin;
      if (left[0] == 0 && left[1] == 0) r.both_wiped_out += p;
      for (std::size_t s = 0; s < 2; ++s)
        if (left[s] == 0) r.wiped_out[s] += p;
      const bool both_left = left[0] > 0 && left[1] > 0;
      if ((both_left && margin == 0) || (left[0] == 0 && left[1] == 0)) {
        r.draw += p;
        continue;
      }
      const std::size_t winner = left[1] == 0 || (both_left && margin > 0) ? 0 : 1;
      r.wins[winner] += p;
      const std::size_t loser = 1 - winner;
      if (left[loser] == 0) continue;
      r.break_test[loser].loses += p;
      r.break_test[loser].outcomes[static_cast<std::size_t>(break_outcome::breaks)] += p / 2;
      r.break_test[loser].outcomes[static_cast<std::size_t>(break_outcome::give_ground)] += p / 2;
    }
  for (std::size_t s = 0; s < 2; ++s) {
    for (std::size_t k = 0; k < r.wounds_inflicted[s].size(); ++k)
      r.expected.wounds_inflicted[s] += static_cast<double>(k) * r.wounds_inflicted[s][k];
    for (std::size_t k = 0; k < r.models_left[s].size(); ++k)
      r.expected.models_left[s] += static_cast<double>(k) * r.models_left[s][k];
  }
  return r;
}

template <RoundOddsRules R>
[[nodiscard]] combat_odds odds_of_combat(const fight& f, int rounds) {
  combat_odds c;
  c.first = odds_of_round<R>(f);
  const round_odds& r = c.first;
  const auto breaks = [&](std::size_t s) { return r.break_test[s].of(break_outcome::breaks); };
  const double ends = breaks(0) + breaks(1) + r.wiped_out[0] + r.wiped_out[1] - r.both_wiped_out;
  double going_on = 1.0;
  for (int k = 0; k < rounds; ++k) {
    combat_round_end e;
    for (std::size_t s = 0; s < 2; ++s) {
      e.breaks[s] = going_on * breaks(s);
      e.wiped_out[s] = going_on * (r.wiped_out[s] - r.both_wiped_out);
    }
    e.both_wiped_out = going_on * r.both_wiped_out;
    c.rounds.push_back(e);
    going_on *= 1.0 - ends;
  }
  c.undecided = going_on;
  return c;
}

template <RoundOddsRules R>
[[nodiscard]] std::string explain_odds(const fight& f, const round_odds& r) {
  return "stand-in: " + std::string(f.sides[0].name) + " against " +
         std::string(f.sides[1].name) + ", " + std::to_string(r.wins[0]) + "\n";
}

}  // namespace rankfile
