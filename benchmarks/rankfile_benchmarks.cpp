// rankfile_benchmarks: every engine beside a hand-written baseline, on the same inputs, in the
// same run. Before anything is timed, both must agree on every input; a disagreement stops the
// program with exit status 1.
//
//   resolve/<id>    rankfile::resolve<R> over 4096 random combats
//   baseline/<id>   the hand-written resolver for that rule set (baselines.hpp), same combats
//
// Items per second count combats. The "allocs" counter is the number of heap allocations made
// while timing, per combat; it must be 0.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <string>
#include <type_traits>
#include <vector>

#include "baselines.hpp"
#include "rankfile/rankfile.hpp"
#include "support/allocation_counter.hpp"
#include "support/random_combat.hpp"

namespace {

constexpr std::size_t batch_size = 4096;

const std::vector<rankfile::combat>& batch() {
  static const std::vector<rankfile::combat> combats = [] {
    test::combat_generator gen(20261129);
    std::vector<rankfile::combat> v;
    v.reserve(batch_size);
    for (std::size_t i = 0; i < batch_size; ++i) v.push_back(gen.next());
    return v;
  }();
  return combats;
}

template <class R>
struct baseline_of;
template <>
struct baseline_of<rankfile::wfb5> {
  static rankfile::combat_result resolve(const rankfile::combat& c) { return baseline::wfb5(c); }
};
template <>
struct baseline_of<rankfile::battleaxe> {
  static rankfile::combat_result resolve(const rankfile::combat& c) {
    return baseline::battleaxe(c);
  }
};

template <class F>
void run_batch(benchmark::State& state, F resolve) {
  const auto& combats = batch();
  const long before = test::allocations();
  for (auto _ : state) {
    for (const rankfile::combat& c : combats) {
      rankfile::combat_result r = resolve(c);
      benchmark::DoNotOptimize(r);
    }
  }
  const long made = test::allocations() - before;
  const auto items = static_cast<std::int64_t>(state.iterations()) *
                     static_cast<std::int64_t>(combats.size());
  state.SetItemsProcessed(items);
  state.counters["allocs"] =
      benchmark::Counter(static_cast<double>(made) / static_cast<double>(items));
}

// Both resolvers must give the same answer, line for line, on every combat of the batch.
template <class R>
bool agree() {
  const auto& combats = batch();
  int wins = 0, draws = 0, wipe_outs = 0, musicians = 0;
  for (std::size_t i = 0; i < combats.size(); ++i) {
    const rankfile::combat_result a = rankfile::resolve<R>(combats[i]);
    const rankfile::combat_result b = baseline_of<R>::resolve(combats[i]);
    if (!(a == b)) {
      std::fprintf(stderr,
                   "rankfile_benchmarks: resolve/%s and baseline/%s disagree on combat %zu: "
                   "scores %d-%d vs %d-%d, winner %d vs %d\n",
                   std::string(R::info.id).c_str(), std::string(R::info.id).c_str(), i,
                   a.sides[0].score, a.sides[1].score, b.sides[0].score, b.sides[1].score,
                   a.winner ? *a.winner : -1, b.winner ? *b.winner : -1);
      return false;
    }
    wins += a.decided_by == rankfile::decision::score;
    draws += a.decided_by == rankfile::decision::draw;
    wipe_outs += a.decided_by == rankfile::decision::wipe_out;
    musicians += a.decided_by == rankfile::decision::musician;
  }
  std::fprintf(stderr, "%s: %zu combats agree (%d by score, %d draws, %d wipe-outs, %d musician)\n",
               std::string(R::info.id).c_str(), combats.size(), wins, draws, wipe_outs, musicians);
  return true;
}

template <class R>
void register_combat(bool& ok) {
  ok = agree<R>() && ok;
  const std::string id(R::info.id);
  benchmark::RegisterBenchmark(("baseline/" + id).c_str(), [](benchmark::State& s) {
    run_batch(s, [](const rankfile::combat& c) { return baseline_of<R>::resolve(c); });
  });
  benchmark::RegisterBenchmark(("resolve/" + id).c_str(), [](benchmark::State& s) {
    run_batch(s, [](const rankfile::combat& c) { return rankfile::resolve<R>(c); });
  });
}

}  // namespace

int main(int argc, char** argv) {
  bool ok = true;
  rankfile::rule_sets::for_each([&]<class R>(std::type_identity<R>) {
    if constexpr (rankfile::CombatRules<R>) register_combat<R>(ok);
  });
  if (!ok) return 1;


  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
