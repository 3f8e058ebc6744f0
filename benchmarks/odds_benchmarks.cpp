// rankfile_odds_benchmarks: the round-odds engine's fights (issue 45, benchmarks/fights.hpp),
// exact (include/rankfile/odds/odds.hpp) beside the baseline the peers' tools stand for: a
// hand-written Monte Carlo that rolls every die (benchmarks/fight_monte_carlo.hpp).
//
//   odds/round/infantry_25_25              one exact round of 25 against 25 infantry
//   odds_baseline/round/infantry_25_25     10,000 sampled rounds of it (goal: exact <= 0.1x)
//   odds/round/monstrous_10_10             one exact round of 10 against 10 three-Wound
//                                          monstrous infantry: Impact Hits, Stomps, Regeneration
//   odds_baseline/round/monstrous_10_10    10,000 sampled rounds of it (goal: exact <= 1.0x)
//   odds/combat/infantry_25_25             the exact whole combat (6 rounds) of the first
//   odds_baseline/combat/infantry_25_25    10,000 sampled whole combats of it (goal: <= 1.0x)
//
// A baseline's iteration is the 10,000 samples; items_per_second counts the rounds (or combats)
// sampled. The exact benchmarks report `states` (the most states the enumeration held at once:
// round_odds::peak_states) and `peak_bytes` (the most heap the call held at once beyond what it
// started with, counted by this program's operator new). Before timing, the program prints what
// the samples came to and checks the exact answers against the sampler (a disagreement fails the
// run). benchmarks/README.md has the figures.
#include <benchmark/benchmark.h>

#include <atomic>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <new>
#include <string>
#include <vector>

#include "fight_monte_carlo.hpp"
#include "fights.hpp"
#include "rankfile/editions/tow.hpp"
#include "rankfile/odds/odds.hpp"
#include "support/fight_sampler_agreement.hpp"

// The heap this program holds, and the most it has held since `reset_peak`: every operator new
// records its size in front of the block it returns.
namespace {
std::atomic<std::size_t> heap_now{0};
std::atomic<std::size_t> heap_peak{0};
constexpr std::size_t header = alignof(std::max_align_t);

void reset_peak() noexcept {
  heap_peak.store(heap_now.load());
}
}  // namespace

void* operator new(std::size_t n) {
  void* raw = std::malloc(n + header);
  if (raw == nullptr) throw std::bad_alloc();
  *static_cast<std::size_t*>(raw) = n;
  const std::size_t now = heap_now.fetch_add(n) + n;
  std::size_t peak = heap_peak.load();
  while (now > peak && !heap_peak.compare_exchange_weak(peak, now)) {
  }
  return static_cast<char*>(raw) + header;
}
void* operator new[](std::size_t n) {
  return ::operator new(n);
}
void operator delete(void* p) noexcept {
  if (p == nullptr) return;
  void* raw = static_cast<char*>(p) - header;
  heap_now.fetch_sub(*static_cast<std::size_t*>(raw));
  std::free(raw);
}
void operator delete[](void* p) noexcept {
  ::operator delete(p);
}
void operator delete(void* p, std::size_t) noexcept {
  ::operator delete(p);
}
void operator delete[](void* p, std::size_t) noexcept {
  ::operator delete(p);
}

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
      rounds +=
          rankfile::bench::sample_combat(f, rankfile::bench::combat_rounds, rng).rounds_fought;
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

// The exact engine: one call an iteration, with its state count and peak heap as counters.
template <class Odds>
void exact(benchmark::State& state, Odds&& odds) {
  reset_peak();
  const std::size_t before = heap_now.load();
  std::size_t states = odds().peak_states;
  const double bytes = static_cast<double>(heap_peak.load() - before);
  for (auto _ : state) {
    auto r = odds();
    benchmark::DoNotOptimize(r);
    states = r.peak_states;
  }
  state.counters["states"] = static_cast<double>(states);
  state.counters["peak_bytes"] = bytes;
}

// The exact answers against 10,000 sampled rounds (tests/support/fight_sampler_agreement.hpp):
// a benchmark of a wrong engine is no benchmark.
bool agrees(const char* name, const fight& f) {
  const std::vector<std::string> bad =
      test::sampler_disagreements(f, rankfile::odds_of_round<rankfile::tow>(f), samples, 3);
  for (const std::string& b : bad) std::fprintf(stderr, "%s: %s\n", name, b.c_str());
  return bad.empty();
}

}  // namespace

int main(int argc, char** argv) {
  const fight infantry = rankfile::bench::infantry_25_25();
  const fight monstrous = rankfile::bench::monstrous_10_10();
  describe_round("infantry_25_25", infantry);
  describe_round("monstrous_10_10", monstrous);
  describe_combat("infantry_25_25", infantry);
  if (!agrees("infantry_25_25", infantry) || !agrees("monstrous_10_10", monstrous)) return 1;

  // Each exact benchmark beside its baseline, in the same run: compare ratios, not times.
  benchmark::RegisterBenchmark("odds/round/infantry_25_25", [&](benchmark::State& s) {
    exact(s, [&] { return rankfile::odds_of_round<rankfile::tow>(infantry); });
  });
  benchmark::RegisterBenchmark("odds_baseline/round/infantry_25_25",
                               [&](benchmark::State& s) { sampled_rounds(s, infantry); });
  benchmark::RegisterBenchmark("odds/round/monstrous_10_10", [&](benchmark::State& s) {
    exact(s, [&] { return rankfile::odds_of_round<rankfile::tow>(monstrous); });
  });
  benchmark::RegisterBenchmark("odds_baseline/round/monstrous_10_10",
                               [&](benchmark::State& s) { sampled_rounds(s, monstrous); });
  benchmark::RegisterBenchmark("odds/combat/infantry_25_25", [&](benchmark::State& s) {
    exact(s, [&] {
      return rankfile::odds_of_combat<rankfile::tow>(infantry, rankfile::bench::combat_rounds);
    });
  });
  benchmark::RegisterBenchmark("odds_baseline/combat/infantry_25_25",
                               [&](benchmark::State& s) { sampled_combats(s, infantry); });
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
