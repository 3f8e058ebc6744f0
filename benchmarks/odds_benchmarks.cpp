// rankfile_odds_benchmarks: the round-odds engine's fights (issue 45, benchmarks/fights.hpp)
// beside the baseline the peers' tools stand for: a hand-written Monte Carlo that rolls every
// die (benchmarks/fight_monte_carlo.hpp).
//
//   odds_baseline/round/infantry_25_25     10,000 sampled rounds of 25 against 25 infantry
//   odds_baseline/round/monstrous_10_10    10,000 sampled rounds of 10 against 10 three-Wound
//                                          monstrous infantry: Impact Hits, Stomps, Regeneration
//   odds_baseline/combat/infantry_25_25    10,000 sampled whole combats (6 rounds) of the first
//
// Each iteration is the 10,000 samples; items_per_second counts the rounds (or combats) sampled.
// Before timing, the program prints what the samples came to, for the record.
// benchmarks/README.md has the figures.
#include <benchmark/benchmark.h>

#include <cstdio>

#include "fight_monte_carlo.hpp"
#include "fights.hpp"

// --- The exact engine goes here, beside its baseline (added with include/rankfile/odds/odds.hpp):
// `odds/round/<fight>` timing odds_of_round<tow>(f) and `odds/combat/<fight>` timing
// odds_of_combat<tow>(f, rankfile::bench::combat_rounds), over the same fights from fights.hpp,
// after checking the answers against the sampler with test::sampler_disagreements
// (tests/support/fight_sampler_agreement.hpp; the include path has tests/).

namespace {

using rankfile::fight;
using rankfile::bench::dice_rng;

constexpr int samples = 10'000;

void sampled_rounds(benchmark::State& state, const fight& f) {
  dice_rng rng{2026};
  for (auto _ : state) {
    long long wounds = 0;
    for (int k = 0; k < samples; ++k) {
      const rankfile::bench::sampled_round r = rankfile::bench::sample_round(f, rng);
      wounds += r.wounds_inflicted[0] + r.wounds_inflicted[1];
    }
    benchmark::DoNotOptimize(wounds);
  }
  state.SetItemsProcessed(state.iterations() * samples);
}

void sampled_combats(benchmark::State& state, const fight& f) {
  dice_rng rng{2026};
  for (auto _ : state) {
    long long rounds = 0;
    for (int k = 0; k < samples; ++k)
      rounds += rankfile::bench::sample_combat(f, rankfile::bench::combat_rounds, rng).rounds_fought;
    benchmark::DoNotOptimize(rounds);
  }
  state.SetItemsProcessed(state.iterations() * samples);
}

// What 10,000 samples of a fight come to: its record, and a check that the fight is fought.
void describe_round(const char* name, const fight& f) {
  dice_rng rng{1};
  double wounds[2] = {0, 0};
  int wins[2] = {0, 0};
  int breaks = 0;
  for (int k = 0; k < samples; ++k) {
    const rankfile::bench::sampled_round r = rankfile::bench::sample_round(f, rng);
    for (int s = 0; s < 2; ++s) wounds[s] += r.wounds_inflicted[static_cast<std::size_t>(s)];
    if (r.winner) ++wins[*r.winner];
    if (r.tested && r.outcome == rankfile::break_outcome::breaks) ++breaks;
  }
  std::printf("%s, %d sampled rounds: mean wounds %.3f / %.3f, wins %.4f / %.4f, a break %.4f\n",
              name, samples, wounds[0] / samples, wounds[1] / samples,
              static_cast<double>(wins[0]) / samples, static_cast<double>(wins[1]) / samples,
              static_cast<double>(breaks) / samples);
}

void describe_combat(const char* name, const fight& f) {
  dice_rng rng{1};
  int undecided = 0;
  double rounds = 0;
  for (int k = 0; k < samples; ++k) {
    const auto c = rankfile::bench::sample_combat(f, rankfile::bench::combat_rounds, rng);
    if (c.undecided()) ++undecided;
    rounds += c.rounds_fought;
  }
  std::printf("%s, %d sampled combats of %d rounds: mean rounds %.3f, undecided %.4f\n", name,
              samples, rankfile::bench::combat_rounds, rounds / samples,
              static_cast<double>(undecided) / samples);
}

}  // namespace

int main(int argc, char** argv) {
  const fight infantry = rankfile::bench::infantry_25_25();
  const fight monstrous = rankfile::bench::monstrous_10_10();
  describe_round("infantry_25_25", infantry);
  describe_round("monstrous_10_10", monstrous);
  describe_combat("infantry_25_25", infantry);

  benchmark::RegisterBenchmark("odds_baseline/round/infantry_25_25",
                               [&](benchmark::State& s) { sampled_rounds(s, infantry); });
  benchmark::RegisterBenchmark("odds_baseline/round/monstrous_10_10",
                               [&](benchmark::State& s) { sampled_rounds(s, monstrous); });
  benchmark::RegisterBenchmark("odds_baseline/combat/infantry_25_25",
                               [&](benchmark::State& s) { sampled_combats(s, infantry); });
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
