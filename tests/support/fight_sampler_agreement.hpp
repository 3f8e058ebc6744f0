// Whether a round's exact odds (a round_odds from any engine) agree with the hand-written Monte
// Carlo (benchmarks/fight_monte_carlo.hpp) on the same fight: every probability reported, and
// every value the sampler saw that the odds give no chance, within 4 standard errors of the
// sampled frequency; the expected values within 4 standard errors of the sampled means.
//
//   const auto bad = test::sampler_disagreements(f, rankfile::odds_of_round<rankfile::tow>(f),
//                                                100'000, 7);
//   CHECK(bad.empty());  // else each string says what, the two values, and by how much
//
// Over random fights of a rule set (random_fight.hpp), each disagreement prefixed with the fight:
//
//   CHECK(test::random_fight_disagreements(
//             [](const rankfile::fight& f) { return rankfile::odds_of_round<rankfile::tow>(f); },
//             rankfile::bench::sampler_rules::tow, 40, 50'000, 1) == std::vector<std::string>{});
//
// The standard error of a probability p over N rounds is sqrt(p (1 - p) / N); p (1 - p) is
// taken as at least 2 / N, so that a value of chance 0 or 1 is allowed a stray count or two
// (no more than 5 in N) instead of none. With a few hundred values checked a fight, a correct
// engine fails a 4-standard-error check about once in a few hundred fights; the seed is fixed,
// so a test that passes keeps passing.
#pragma once

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "fight_monte_carlo.hpp"
#include "rankfile/odds/fight.hpp"
#include "rankfile/odds/result.hpp"
#include "support/random_fight.hpp"

namespace test {

// What N sampled rounds of one fight came to.
struct sampled_counts {
  long long rounds = 0;
  std::array<long long, 2> wins{};
  long long draw = 0;
  std::map<int, long long> margin{};
  std::array<std::map<int, long long>, 2> wounds{};
  std::map<std::pair<int, int>, long long> joint{};
  std::array<std::map<int, long long>, 2> models{};
  std::array<long long, 2> wiped{};  // alone or both
  long long both_wiped = 0;
  std::array<long long, 2> loses{};  // lost with a model left to test
  std::array<std::array<long long, 4>, 2> outcomes{};
  // Sums and sums of squares for the expected values: wounds[2], models[2], scores[2], margin.
  std::array<double, 7> sum{};
  std::array<double, 7> sum_sq{};
};

inline sampled_counts sample_counts(const rankfile::fight& f, long long rounds, std::uint64_t seed,
                                    rankfile::bench::sampler_rules rules) {
  rankfile::bench::dice_rng rng{seed};
  sampled_counts c;
  c.rounds = rounds;
  for (long long k = 0; k < rounds; ++k) {
    const rankfile::bench::sampled_round r = rankfile::bench::sample_round(f, rng, rules);
    if (r.winner)
      ++c.wins[*r.winner];
    else
      ++c.draw;
    ++c.margin[r.margin()];
    for (std::size_t s = 0; s < 2; ++s) {
      ++c.wounds[s][r.wounds_inflicted[s]];
      ++c.models[s][r.models_left[s]];
      if (r.models_left[s] == 0) ++c.wiped[s];
    }
    if (r.models_left[0] == 0 && r.models_left[1] == 0) ++c.both_wiped;
    ++c.joint[{r.wounds_inflicted[0], r.wounds_inflicted[1]}];
    if (r.tested) {
      ++c.loses[*r.tested];
      ++c.outcomes[*r.tested][static_cast<std::size_t>(r.outcome)];
    }
    const std::array<int, 7> v = {r.wounds_inflicted[0],
                                  r.wounds_inflicted[1],
                                  r.models_left[0],
                                  r.models_left[1],
                                  r.score[0],
                                  r.score[1],
                                  r.margin()};
    for (std::size_t i = 0; i < v.size(); ++i) {
      const auto x = static_cast<double>(v[i]);
      c.sum[i] += x;
      c.sum_sq[i] += x * x;
    }
  }
  return c;
}

namespace detail {

class agreement {
 public:
  explicit agreement(long long rounds) : n_(static_cast<double>(rounds)) {}

  void probability(const std::string& what, double reported, long long count) {
    const double sampled = static_cast<double>(count) / n_;
    const double variance = std::max(reported * (1 - reported), 2 / n_);
    const double se = std::sqrt(variance / n_);
    if (std::abs(sampled - reported) > 4 * se)
      problems.push_back(what + ": reported " + std::to_string(reported) + ", sampled " +
                         std::to_string(sampled) + " (" +
                         std::to_string(std::abs(sampled - reported) / se) + " standard errors, " +
                         std::to_string(static_cast<long long>(n_)) + " rounds)");
  }

  // A distribution p[k] (k = lowest + index) against sampled counts by value.
  void distribution(const std::string& what, const std::vector<double>& p, int lowest,
                    const std::map<int, long long>& counts) {
    for (std::size_t k = 0; k < p.size(); ++k) {
      const int value = lowest + static_cast<int>(k);
      const auto it = counts.find(value);
      probability(what + "[" + std::to_string(value) + "]", p[k],
                  it == counts.end() ? 0 : it->second);
    }
    for (const auto& [value, count] : counts)
      if (value < lowest || value - lowest >= static_cast<int>(p.size()))
        probability(what + "[" + std::to_string(value) + "] (not in the odds)", 0, count);
  }

  void mean(const std::string& what, double reported, double sum, double sum_sq) {
    const double m = sum / n_;
    // As for a probability, a value the sampler never saw vary is allowed a stray count or two
    // of one unit (a value of chance 1e-5 moves the mean so little that no sample shows it).
    const double variance = std::max(sum_sq / n_ - m * m, 2 / n_);
    const double se = std::sqrt(variance / n_);
    if (std::abs(m - reported) > 4 * se + 1e-9)
      problems.push_back(what + ": reported " + std::to_string(reported) + ", sampled mean " +
                         std::to_string(m) + " (standard error " + std::to_string(se) + ")");
  }

  std::vector<std::string> problems{};

 private:
  double n_;
};

}  // namespace detail

// Every way in which `odds` disagrees with `rounds` sampled rounds of `f` (seeded by `seed`)
// under rule set `rules`; empty when they agree.
inline std::vector<std::string> sampler_disagreements(
    const rankfile::fight& f, const rankfile::round_odds& odds, long long rounds,
    std::uint64_t seed,
    rankfile::bench::sampler_rules rules = rankfile::bench::sampler_rules::tow) {
  const sampled_counts c = sample_counts(f, rounds, seed, rules);
  detail::agreement a{rounds};
  for (std::size_t s = 0; s < 2; ++s) {
    const std::string side = "[" + std::to_string(s) + "]";
    a.probability("wins" + side, odds.wins[s], c.wins[s]);
    a.distribution("wounds_inflicted" + side, odds.wounds_inflicted[s], 0, c.wounds[s]);
    a.distribution("models_left" + side, odds.models_left[s], 0, c.models[s]);
    a.probability("wiped_out" + side, odds.wiped_out[s], c.wiped[s]);
    a.probability("break_test" + side + ".loses", odds.break_test[s].loses, c.loses[s]);
    for (const auto& row : rankfile::entries_of(rankfile::break_outcome{})) {
      const auto o = static_cast<std::size_t>(row.value);
      a.probability("break_test" + side + "." + std::string(row.id), odds.break_test[s].outcomes[o],
                    c.outcomes[s][o]);
    }
  }
  a.probability("draw", odds.draw, c.draw);
  a.probability("both_wiped_out", odds.both_wiped_out, c.both_wiped);
  a.distribution("margin", odds.margin, odds.margin_lowest, c.margin);

  // The joint distribution, cell by cell, and every pair sampled outside it.
  const rankfile::joint_distribution& j = odds.wounds_joint;
  for (std::size_t x = 0; x < j.rows(); ++x)
    for (std::size_t y = 0; y < j.columns; ++y) {
      const auto it = c.joint.find({static_cast<int>(x), static_cast<int>(y)});
      a.probability("wounds_joint[" + std::to_string(x) + "][" + std::to_string(y) + "]",
                    j.at(x, y), it == c.joint.end() ? 0 : it->second);
    }
  for (const auto& [xy, count] : c.joint)
    if (static_cast<std::size_t>(xy.first) >= j.rows() ||
        static_cast<std::size_t>(xy.second) >= j.columns)
      a.probability("wounds_joint[" + std::to_string(xy.first) + "][" + std::to_string(xy.second) +
                        "] (not in the odds)",
                    0, count);

  const rankfile::expected_values& e = odds.expected;
  const std::array<std::pair<const char*, double>, 7> means = {{
      {"expected.wounds_inflicted[0]", e.wounds_inflicted[0]},
      {"expected.wounds_inflicted[1]", e.wounds_inflicted[1]},
      {"expected.models_left[0]", e.models_left[0]},
      {"expected.models_left[1]", e.models_left[1]},
      {"expected.combat_result[0]", e.combat_result[0]},
      {"expected.combat_result[1]", e.combat_result[1]},
      {"expected.margin", e.margin},
  }};
  for (std::size_t i = 0; i < means.size(); ++i)
    a.mean(means[i].first, means[i].second, c.sum[i], c.sum_sq[i]);
  return std::move(a.problems);
}

// Two small units of equal Initiative, one Frenzied: the ties, the previous winner and Frenzy
// lost with a lost round all matter from round 2 of a whole combat.
inline rankfile::fight frenzied_tie() {
  const auto foot = [](const char* name, int models, int files) {
    return rankfile::fight_side{
        .name = name, .troop = rankfile::troop_type::infantry, .models = models, .files = files};
  };
  rankfile::fight f{.sides = {{foot("Berserkers", 8, 4), foot("Guards", 10, 5)}}};
  f.sides[0].special_rules.frenzy = true;
  f.sides[0].profile.ld = 6;
  f.sides[1].armour = 5;
  f.sides[1].shield = true;
  f.sides[1].profile.ld = 6;
  return f;
}

// Every way in which the exact odds `c` of a whole combat of `f` over `rounds` rounds disagree
// with `n` sampled whole combats (seeded by `seed`) under `rules`: each round's chance of each
// side breaking, of each side alone wiped out and of both wiped out, and the chance of no end
// after the last round, each within 4 standard errors as above; empty when they agree.
//
//   CHECK(test::combat_disagreements(rankfile::odds_of_combat<rankfile::wfb6>(f, 4), f, 4,
//                                    rankfile::bench::sampler_rules::wfb6, 100'000, 3).empty());
inline std::vector<std::string> combat_disagreements(const rankfile::combat_odds& c,
                                                     const rankfile::fight& f, int rounds,
                                                     rankfile::bench::sampler_rules rules,
                                                     long long n, std::uint64_t seed) {
  std::vector<std::array<long long, 5>> seen(static_cast<std::size_t>(rounds), {0, 0, 0, 0, 0});
  long long undecided = 0;
  rankfile::bench::dice_rng rng{seed};
  for (long long k = 0; k < n; ++k) {
    const rankfile::bench::sampled_combat s = rankfile::bench::sample_combat(f, rounds, rng, rules);
    if (s.undecided()) {
      ++undecided;
      continue;
    }
    auto& row = seen[static_cast<std::size_t>(s.rounds_fought - 1)];
    if (s.broke) ++row[*s.broke];
    if (s.wiped) ++row[2 + *s.wiped];
    if (s.both_wiped_out) ++row[4];
  }
  detail::agreement a{n};
  for (std::size_t k = 0; k < c.rounds.size() && k < seen.size(); ++k) {
    const std::string r = "round " + std::to_string(k + 1);
    a.probability(r + " breaks[0]", c.rounds[k].breaks[0], seen[k][0]);
    a.probability(r + " breaks[1]", c.rounds[k].breaks[1], seen[k][1]);
    a.probability(r + " wiped_out[0]", c.rounds[k].wiped_out[0], seen[k][2]);
    a.probability(r + " wiped_out[1]", c.rounds[k].wiped_out[1], seen[k][3]);
    a.probability(r + " both_wiped_out", c.rounds[k].both_wiped_out, seen[k][4]);
  }
  if (c.rounds.size() != seen.size())
    a.problems.push_back("the odds give " + std::to_string(c.rounds.size()) + " rounds, not " +
                         std::to_string(rounds));
  a.probability("undecided", c.undecided, undecided);
  return std::move(a.problems);
}

// sampler_disagreements on `fights` random fights of rule set `rules`, drawn from `seed`: each
// disagreement starts with the fight's number ("fight 3: wins[0]: ..."). `odds_of(fight)` gives
// a round_odds: the engine under test.
template <class OddsOf>
std::vector<std::string> random_fight_disagreements(OddsOf&& odds_of,
                                                    rankfile::bench::sampler_rules rules,
                                                    int fights, long long rounds,
                                                    std::uint64_t seed) {
  rankfile::bench::dice_rng rng{seed};
  std::vector<std::string> out;
  for (int k = 0; k < fights; ++k) {
    const rankfile::fight f = random_fight(rng, rules);
    const rankfile::round_odds odds = odds_of(f);
    for (const std::string& problem :
         sampler_disagreements(f, odds, rounds, seed + static_cast<std::uint64_t>(k) + 1, rules))
      out.push_back("fight " + std::to_string(k) + ": " + problem);
  }
  return out;
}

}  // namespace test
