// rankfile_benchmarks: every engine beside a hand-written baseline, on the same inputs, in the
// same run. Before anything is timed, both must agree on every input; a disagreement stops the
// program with exit status 1.
//
//   resolve/<id>          rankfile::resolve<R> over 4096 random combats
//   baseline/<id>         the hand-written resolver for that rule set (baselines.hpp)
//   tally/<id>            rankfile::tally<R> (the numbers alone) over the same 4096 combats
//   tally_baseline/<id>   the hand-written scores-only resolver for that rule set
//                         (tally_baselines.hpp)
//   batch/<id>            rankfile::tally_all(id, ...): the 4096 combats as one batch, the rule
//                         set looked up by name once per batch
//   batch_baseline/<id>   the hand-written scores-only resolver in the same loop, each tally
//                         written into the output as tally_all writes it
//   house_tally/<id>      rankfile::tally(house_rules<R>, c): the rule set as a house rule with
//                         nothing changed, its settings read from memory instead of constants
//   score/<id>            rankfile::score<R> over 1024 random battles, armies of 25 units
//   score_baseline/<id>   the hand-written scorer for that rule set (score_baselines.hpp)
//   standings/<n>         standings of n players after 5 rounds
//   break_odds/<id>       rankfile::break_odds<R> over 144 break tests (Leadership 2..10, margin
//                         0..15, no special rules)
//   break_odds_baseline/<id>  the hand-written odds for that rule set (break_baselines.hpp)
//
// Each combat and battle benchmark runs twice: over all the inputs, and, under its name with
// "/cached" after it (tally/wfb6/cached), over the first 256 combats (956 KB) or 64 battles
// (798 KB), which stay in a 1 MB second-level cache, as a combat a simulator has just built does.
// All 4096 combats are 15 MB and all 1024 battles 12.8 MB: over them much of the time is the
// memory's, and the ratios to the baselines scatter with the order in which the compiler placed
// the loads (benchmarks/README.md, eighteenth session). The agreement checks use all the inputs.
//
// Every rule set of the registry (rankfile::rule_sets) gets the library's benchmarks of each
// engine it serves, so a new rule set is timed with no edit here. Its answers are checked against
// its own hand-written baseline, which is timed beside it; a rule set without one is checked
// against the baseline of the first rule set of the registry with one whose components it shares
// in every role of the engine (tow-matched-play's combats against tow's; a copy of wfb8 against
// wfb8's), which is not timed again; a rule set that shares no baseline's components is timed
// without a baseline, its library paths still checked against each other.
//
// Items per second count combats, battles or break tests. The "allocs" counter is the number
// of heap allocations made while timing, per item; it must be 0.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <random>
#include <span>
#include <string>
#include <type_traits>
#include <vector>

#include "baselines.hpp"
#include "break_baselines.hpp"
#include "rankfile/house_rules.hpp"
#include "rankfile/rankfile.hpp"
#include "rankfile/tournament.hpp"
#include "score_baselines.hpp"
#include "support/allocation_counter.hpp"
#include "support/random_battle.hpp"
#include "support/random_combat.hpp"
#include "tally_baselines.hpp"

namespace {

// The inputs a benchmark is timed on: the first `combats` combats or `battles` battles.
struct input_set {
  std::string_view suffix;  // after the benchmark's name
  std::size_t combats;
  std::size_t battles;
};
constexpr input_set all_inputs{"", 4096, 1024};
constexpr input_set input_sets[] = {all_inputs, {"/cached", 256, 64}};

const std::vector<rankfile::combat>& batch() {
  static const std::vector<rankfile::combat> combats = [] {
    test::combat_generator gen(20261129);
    std::vector<rankfile::combat> v;
    v.reserve(all_inputs.combats);
    for (std::size_t i = 0; i < all_inputs.combats; ++i) v.push_back(gen.next());
    return v;
  }();
  return combats;
}
std::span<const rankfile::combat> combats_of(const input_set& in) {
  return std::span(batch()).first(in.combats);
}
// A benchmark's name: "tally/" + "wfb6" + "/cached".
std::string benchmark_name(std::string_view what, std::string_view id, const input_set& in) {
  return std::string(what) + std::string(id) + std::string(in.suffix);
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
template <>
struct baseline_of<rankfile::wfb6> {
  static rankfile::combat_result resolve(const rankfile::combat& c) { return baseline::wfb6(c); }
};
template <>
struct baseline_of<rankfile::wfb7> {
  static rankfile::combat_result resolve(const rankfile::combat& c) { return baseline::wfb7(c); }
};
template <>
struct baseline_of<rankfile::wfb8> {
  static rankfile::combat_result resolve(const rankfile::combat& c) { return baseline::wfb8(c); }
};
template <>
struct baseline_of<rankfile::tow> {
  static rankfile::combat_result resolve(const rankfile::combat& c) { return baseline::tow(c); }
};

// Whether a rule set has a hand-written baseline of each kind (below: the scores-only, victory
// and break-test ones).
template <class R>
    struct has_baseline : std::bool_constant < requires(const rankfile::combat& c) {
  baseline_of<R>::resolve(c);
} > {};

// The rule set whose hand-written baseline (Has) checks R's answers in the roles of `Roles`: R
// itself when it has one, else the first rule set of the registry with one whose components are
// R's in every role; void when none is.
template <template <class> class Has, class Roles, class R, class... Candidates>
struct first_sharing {
  using type = void;
};
template <template <class> class Has, class Roles, class R, class C, class... Rest>
struct first_sharing<Has, Roles, R, C, Rest...>
    : std::conditional_t<Has<C>::value &&
                             rankfile::detail::same_components<R, C>(static_cast<Roles*>(nullptr)),
                         std::type_identity<C>, first_sharing<Has, Roles, R, Rest...>> {};
template <template <class> class Has, class Roles, class R, class List>
struct first_sharing_in;
template <template <class> class Has, class Roles, class R, class... Rs>
struct first_sharing_in<Has, Roles, R, rankfile::rule_set_list<Rs...>>
    : first_sharing<Has, Roles, R, Rs...> {};
template <template <class> class Has, class Roles, class R>
using baseline_source_t =
    typename std::conditional_t<Has<R>::value, std::type_identity<R>,
                                first_sharing_in<Has, Roles, R, rankfile::rule_sets>>::type;

// Items per second (`per_pass` items each time the timed loop runs) and the "allocs" counter: heap
// allocations made while timing, per item.
void count_items(benchmark::State& state, std::size_t per_pass, long allocations) {
  const auto items =
      static_cast<std::int64_t>(state.iterations()) * static_cast<std::int64_t>(per_pass);
  state.SetItemsProcessed(items);
  state.counters["allocs"] =
      benchmark::Counter(static_cast<double>(allocations) / static_cast<double>(items));
}

// Times f on every input, one call each (a combat, a battle or a break test).
template <class Inputs, class F>
void run_each(benchmark::State& state, const Inputs& inputs, F f) {
  const long before = test::allocations();
  for (auto _ : state) {
    for (const auto& input : inputs) {
      auto r = f(input);
      benchmark::DoNotOptimize(r);
    }
  }
  count_items(state, inputs.size(), test::allocations() - before);
}

// Registers the benchmark `name`: run_each over `inputs`.
template <class Inputs, class F>
void register_each(const std::string& name, Inputs inputs, F f) {
  benchmark::RegisterBenchmark(name.c_str(),
                               [inputs, f](benchmark::State& s) { run_each(s, inputs, f); });
}

// Both resolvers must give the same answer, line for line, on every combat of the batch: R's and
// the baseline of S (R itself, or the rule set whose components R shares).
template <class R, class S>
bool agree() {
  const auto& combats = batch();
  int wins = 0, draws = 0, wipe_outs = 0, musicians = 0;
  for (std::size_t i = 0; i < combats.size(); ++i) {
    const rankfile::combat_result a = rankfile::resolve<R>(combats[i]);
    const rankfile::combat_result b = baseline_of<S>::resolve(combats[i]);
    if (!(a == b)) {
      std::fprintf(stderr,
                   "rankfile_benchmarks: resolve/%s and baseline/%s disagree on combat %zu: "
                   "scores %d-%d vs %d-%d, winner %d vs %d\n",
                   std::string(R::info.id).c_str(), std::string(S::info.id).c_str(), i,
                   a.sides[0].score, a.sides[1].score, b.sides[0].score, b.sides[1].score,
                   a.winner ? *a.winner : -1, b.winner ? *b.winner : -1);
      return false;
    }
    wins += a.decided_by == rankfile::decision::score;
    draws += a.decided_by == rankfile::decision::draw;
    wipe_outs += a.decided_by == rankfile::decision::wipe_out;
    musicians += a.decided_by == rankfile::decision::musician;
  }
  std::fprintf(stderr,
               "%s: %zu combats agree with baseline/%s (%d by score, %d draws, %d wipe-outs, %d "
               "musician)\n",
               std::string(R::info.id).c_str(), combats.size(), std::string(S::info.id).c_str(),
               wins, draws, wipe_outs, musicians);
  return true;
}

// ---- Scores only --------------------------------------------------------------------------

template <class R>
struct tally_baseline_of;
#define RANKFILE_TALLY_BASELINE(type)                                \
  template <>                                                        \
  struct tally_baseline_of<rankfile::type> {                         \
    static rankfile::combat_tally tally(const rankfile::combat& c) { \
      return tally_baseline::type(c);                                \
    }                                                                \
  };
RANKFILE_TALLY_BASELINE(wfb5)
RANKFILE_TALLY_BASELINE(battleaxe)
RANKFILE_TALLY_BASELINE(wfb6)
RANKFILE_TALLY_BASELINE(wfb7)
RANKFILE_TALLY_BASELINE(wfb8)
RANKFILE_TALLY_BASELINE(tow)
RANKFILE_TALLY_BASELINE(tow_original)
#undef RANKFILE_TALLY_BASELINE

template <class R>
    struct has_tally_baseline : std::bool_constant < requires(const rankfile::combat& c) {
  tally_baseline_of<R>::tally(c);
} > {};

// The whole batch in one call, the rule set named at run time.
void run_tally_all(benchmark::State& state, const std::string& id,
                   std::span<const rankfile::combat> combats) {
  std::vector<rankfile::combat_tally> out(combats.size());
  const long before = test::allocations();
  for (auto _ : state) {
    auto done = rankfile::tally_all(id, combats, out);
    benchmark::DoNotOptimize(done);
    benchmark::ClobberMemory();
  }
  count_items(state, combats.size(), test::allocations() - before);
}

// The hand-written baseline in the batch's loop: each tally written into the output, as
// tally_all writes it.
template <class R>
void run_baseline_all(benchmark::State& state, std::span<const rankfile::combat> combats) {
  std::vector<rankfile::combat_tally> out(combats.size());
  benchmark::DoNotOptimize(out.data());  // the stores are seen, so they stay
  const long before = test::allocations();
  for (auto _ : state) {
    for (std::size_t i = 0; i < combats.size(); ++i)
      out[i] = tally_baseline_of<R>::tally(combats[i]);
    benchmark::ClobberMemory();
  }
  count_items(state, combats.size(), test::allocations() - before);
}

// tally<R>, the batch form, the house rule and the hand-written floor of S (void: none) must
// give resolve<R>'s numbers on every combat of the batch.
template <class R, class S>
bool agree_tally() {
  const auto& combats = batch();
  const std::string id(R::info.id);
  std::vector<rankfile::combat_tally> all(combats.size());
  const auto done = rankfile::tally_all(id, combats, all);
  if (!done || done->size() != combats.size()) {
    std::fprintf(stderr, "rankfile_benchmarks: batch/%s tallied %zu of %zu combats\n", id.c_str(),
                 done ? done->size() : 0, combats.size());
    return false;
  }
  for (std::size_t i = 0; i < combats.size(); ++i) {
    const rankfile::combat_tally full = rankfile::tally_of(rankfile::resolve<R>(combats[i]));
    const rankfile::combat_tally a = rankfile::tally<R>(combats[i]);
    rankfile::combat_tally b = full;
    if constexpr (!std::is_void_v<S>) b = tally_baseline_of<S>::tally(combats[i]);
    const rankfile::combat_tally h = rankfile::tally(rankfile::house_rules<R>{}, combats[i]);
    if (a == full && b == full && all[i] == full && h == full) continue;
    std::fprintf(stderr,
                 "rankfile_benchmarks: on combat %zu, resolve/%s scores %d-%d, tally/%s %d-%d, "
                 "batch/%s %d-%d, tally_baseline/%s %d-%d (or winners differ)\n",
                 i, id.c_str(), full.sides[0].score, full.sides[1].score, id.c_str(),
                 a.sides[0].score, a.sides[1].score, id.c_str(), all[i].sides[0].score,
                 all[i].sides[1].score, id.c_str(), b.sides[0].score, b.sides[1].score);
    return false;
  }
  if constexpr (std::is_void_v<S>)
    std::fprintf(stderr, "%s: %zu tallies agree with resolve (no scores-only baseline)\n",
                 id.c_str(), combats.size());
  else
    std::fprintf(stderr, "%s: %zu tallies agree with resolve and tally_baseline/%s\n", id.c_str(),
                 combats.size(), std::string(S::info.id).c_str());
  return true;
}

template <class R>
void register_tally(bool& ok) {
  using S = baseline_source_t<has_tally_baseline, rankfile::combat_roles::list, R>;
  ok = agree_tally<R, S>() && ok;
  const std::string id(R::info.id);
  for (const input_set& in : input_sets) {
    const auto combats = combats_of(in);
    if constexpr (std::is_same_v<S, R>)
      register_each(benchmark_name("tally_baseline/", id, in), combats,
                    [](const rankfile::combat& c) { return tally_baseline_of<R>::tally(c); });
    register_each(benchmark_name("tally/", id, in), combats,
                  [](const rankfile::combat& c) { return rankfile::tally<R>(c); });
    if constexpr (std::is_same_v<S, R>)
      benchmark::RegisterBenchmark(benchmark_name("batch_baseline/", id, in).c_str(),
                                   [=](benchmark::State& s) { run_baseline_all<R>(s, combats); });
    benchmark::RegisterBenchmark(benchmark_name("batch/", id, in).c_str(),
                                 [=](benchmark::State& s) { run_tally_all(s, id, combats); });
    register_each(benchmark_name("house_tally/", id, in), combats,
                  [same = rankfile::house_rules<R>{}](const rankfile::combat& c) {
                    return rankfile::tally(same, c);
                  });
  }
}

// ---- Victory points ------------------------------------------------------------------------

const std::vector<rankfile::battle>& battle_batch() {
  static const std::vector<rankfile::battle> all = [] {
    std::mt19937 rng(1129);
    std::vector<rankfile::battle> v;
    v.reserve(all_inputs.battles);
    for (std::size_t i = 0; i < all_inputs.battles; ++i)
      v.push_back(test::random_battle(rng, 25, 25));
    return v;
  }();
  return all;
}
std::span<const rankfile::battle> battles_of(const input_set& in) {
  return std::span(battle_batch()).first(in.battles);
}

template <class R>
struct score_baseline_of;
#define RANKFILE_SCORE_BASELINE(type, function)                                             \
  template <>                                                                               \
  struct score_baseline_of<rankfile::type> {                                                \
    static rankfile::battle_result score(const rankfile::battle& b) { return function(b); } \
  };
RANKFILE_SCORE_BASELINE(wap, score_baseline::wap)
RANKFILE_SCORE_BASELINE(wap_margin, score_baseline::wap_margin)
RANKFILE_SCORE_BASELINE(tow, score_baseline::tow)
RANKFILE_SCORE_BASELINE(tow_original, score_baseline::tow_original)
RANKFILE_SCORE_BASELINE(tow_matched_play, score_baseline::tow_matched_play)
RANKFILE_SCORE_BASELINE(tow_battle_march, score_baseline::tow_battle_march)
RANKFILE_SCORE_BASELINE(wfb6, score_baseline::wfb6)
RANKFILE_SCORE_BASELINE(wfb7, score_baseline::wfb7)
RANKFILE_SCORE_BASELINE(wfb8, score_baseline::wfb8)
#undef RANKFILE_SCORE_BASELINE

template <class R>
    struct has_score_baseline : std::bool_constant < requires(const rankfile::battle& b) {
  score_baseline_of<R>::score(b);
} > {};

template <class R>
void register_victory(bool& ok) {
  using S = baseline_source_t<has_score_baseline, rankfile::victory_roles::list, R>;
  const auto& all = battle_batch();
  if constexpr (!std::is_void_v<S>) {
    int decided = 0;
    for (std::size_t i = 0; i < all.size(); ++i) {
      const rankfile::battle& b = all[i];  // (a concession is ignored where no rule covers it)
      if (!(rankfile::score<R>(b) == score_baseline_of<S>::score(b))) {
        std::fprintf(stderr,
                     "rankfile_benchmarks: score/%s and score_baseline/%s disagree on battle %zu\n",
                     std::string(R::info.id).c_str(), std::string(S::info.id).c_str(), i);
        ok = false;
        return;
      }
      decided += rankfile::score<R>(b).winner.has_value();
    }
    std::fprintf(stderr, "%s: %zu battles agree with score_baseline/%s (%d decided)\n",
                 std::string(R::info.id).c_str(), all.size(), std::string(S::info.id).c_str(),
                 decided);
  } else {
    std::fprintf(stderr, "%s: no score baseline shares its components: timed alone\n",
                 std::string(R::info.id).c_str());
  }
  const std::string id(R::info.id);
  for (const input_set& in : input_sets) {
    const auto battles = battles_of(in);
    if constexpr (std::is_same_v<S, R>)
      register_each(benchmark_name("score_baseline/", id, in), battles,
                    [](const rankfile::battle& b) { return score_baseline_of<R>::score(b); });
    register_each(benchmark_name("score/", id, in), battles,
                  [](const rankfile::battle& b) { return rankfile::score<R>(b); });
  }
}

// ---- Standings ---------------------------------------------------------------------------------

rankfile::tournament::event event_of(int players) {
  std::mt19937 rng(static_cast<unsigned>(players));
  rankfile::tournament::event e{.scheme = rankfile::tournament::tow_matched_play_scheme()};
  std::vector<std::string> names;
  for (int i = 0; i < players; ++i) names.push_back(std::to_string(i));
  for (int round = 1; round <= 5; ++round) {
    std::shuffle(names.begin(), names.end(), rng);
    for (int i = 0; i + 1 < players; i += 2) {
      const auto vp = [&] { return std::uniform_int_distribution<int>(0, 2500)(rng); };
      e.games.push_back(
          {.round = round,
           .points_limit = 2000,
           .players = {names[static_cast<std::size_t>(i)], names[static_cast<std::size_t>(i + 1)]},
           .victory_points = {vp(), vp()}});
    }
  }
  return e;
}

void register_standings() {
  for (const int n : {16, 256, 4096, 65536}) {
    benchmark::RegisterBenchmark(("standings/" + std::to_string(n)).c_str(),
                                 [n](benchmark::State& s) {
                                   const rankfile::tournament::event e = event_of(n);
                                   for (auto _ : s) {
                                     auto table = rankfile::tournament::standings(e);
                                     benchmark::DoNotOptimize(table);
                                   }
                                   // Players a second (no allocs counter: standings allocate).
                                   s.SetItemsProcessed(s.iterations() * std::int64_t{n});
                                   s.SetComplexityN(n);
                                 })
        ->Unit(benchmark::kMillisecond);
  }
}

template <class R>
void register_combat(bool& ok) {
  using S = baseline_source_t<has_baseline, rankfile::combat_roles::list, R>;
  if constexpr (!std::is_void_v<S>)
    ok = agree<R, S>() && ok;
  else
    std::fprintf(stderr, "%s: no combat baseline shares its components: timed alone\n",
                 std::string(R::info.id).c_str());
  const std::string id(R::info.id);
  for (const input_set& in : input_sets) {
    const auto combats = combats_of(in);
    if constexpr (std::is_same_v<S, R>)
      register_each(benchmark_name("baseline/", id, in), combats,
                    [](const rankfile::combat& c) { return baseline_of<R>::resolve(c); });
    register_each(benchmark_name("resolve/", id, in), combats,
                  [](const rankfile::combat& c) { return rankfile::resolve<R>(c); });
  }
}

// ---- Break tests -------------------------------------------------------------------------

// Every Leadership 2..10 and margin 0..15, without special rules: 144 tests.
const std::vector<rankfile::break_test>& break_tests() {
  static const std::vector<rankfile::break_test> all = [] {
    std::vector<rankfile::break_test> v;
    for (int l = 2; l <= 10; ++l)
      for (int m = 0; m <= 15; ++m) v.push_back({.leadership = l, .margin = m});
    return v;
  }();
  return all;
}

template <class R>
struct break_baseline_of;
#define RANKFILE_BREAK_BASELINE(type)                                   \
  template <>                                                           \
  struct break_baseline_of<rankfile::type> {                            \
    static rankfile::break_result odds(const rankfile::break_test& t) { \
      return break_baseline::type(t);                                   \
    }                                                                   \
  };
RANKFILE_BREAK_BASELINE(wfb5)
RANKFILE_BREAK_BASELINE(wfb6)
RANKFILE_BREAK_BASELINE(wfb7)
RANKFILE_BREAK_BASELINE(wfb8)
RANKFILE_BREAK_BASELINE(battleaxe)
RANKFILE_BREAK_BASELINE(tow)
#undef RANKFILE_BREAK_BASELINE

template <class R>
    struct has_break_baseline : std::bool_constant < requires(const rankfile::break_test& t) {
  break_baseline_of<R>::odds(t);
} > {};

// Both must give the same result, odds and itemised lines, on every test: R's and the baseline
// of S (R itself, or the rule set whose components R shares).
template <class R, class S>
bool agree_break() {
  const std::string id(R::info.id);
  const auto& tests = break_tests();
  for (const rankfile::break_test& t : tests) {
    const rankfile::break_result a = rankfile::break_odds<R>(t);
    const rankfile::break_result b = break_baseline_of<S>::odds(t);
    if (a == b) continue;
    std::fprintf(stderr,
                 "rankfile_benchmarks: break_odds/%s and break_odds_baseline/%s disagree on "
                 "Leadership %d, margin %d (%zu vs %zu outcomes):\n",
                 id.c_str(), std::string(S::info.id).c_str(), t.leadership, t.margin,
                 a.outcomes.size(), b.outcomes.size());
    for (const auto& e : rankfile::break_outcome_table)
      std::fprintf(stderr, "  %s: %lld/%lld vs %lld/%lld\n", std::string(e.id).c_str(),
                   a.of(e.value).numerator, a.of(e.value).denominator, b.of(e.value).numerator,
                   b.of(e.value).denominator);
    return false;
  }
  std::fprintf(stderr, "%s: %zu break tests agree with break_odds_baseline/%s\n", id.c_str(),
               tests.size(), std::string(S::info.id).c_str());
  return true;
}

template <class R>
void register_break(bool& ok) {
  using S = baseline_source_t<has_break_baseline, rankfile::break_test_roles::list, R>;
  const std::string id(R::info.id);
  if constexpr (!std::is_void_v<S>)
    ok = agree_break<R, S>() && ok;
  else
    std::fprintf(stderr, "%s: no break-test baseline shares its components: timed alone\n",
                 id.c_str());
  if constexpr (std::is_same_v<S, R>)
    benchmark::RegisterBenchmark(("break_odds_baseline/" + id).c_str(), [](benchmark::State& s) {
      run_each(s, break_tests(),
               [](const rankfile::break_test& t) { return break_baseline_of<R>::odds(t); });
    });
  benchmark::RegisterBenchmark(("break_odds/" + id).c_str(), [](benchmark::State& s) {
    run_each(s, break_tests(),
             [](const rankfile::break_test& t) { return rankfile::break_odds<R>(t); });
  });
}

}  // namespace

int main(int argc, char** argv) {
  bool ok = true;
  using rankfile::rule_sets;
  rule_sets::serving<rankfile::combat_engine>::for_each(
      [&]<class R>(std::type_identity<R>) { register_combat<R>(ok); });
  rule_sets::serving<rankfile::combat_engine>::for_each(
      [&]<class R>(std::type_identity<R>) { register_tally<R>(ok); });
  rule_sets::serving<rankfile::victory_engine>::for_each(
      [&]<class R>(std::type_identity<R>) { register_victory<R>(ok); });
  rule_sets::serving<rankfile::break_test_engine>::for_each(
      [&]<class R>(std::type_identity<R>) { register_break<R>(ok); });
  register_standings();
  if (!ok) return 1;

  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
