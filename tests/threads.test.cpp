// The engines share no state: the same inputs resolved, scored and break-tested from 8 threads
// at once give the answers a single thread gives. The tsan preset (g++ -fsanitize=thread)
// builds and runs only this test, so a data race anywhere in the engines fails it.
#include <array>
#include <cstdint>
#include <random>
#include <thread>
#include <vector>

#include "rankfile/rankfile.hpp"
#include "support/catch.hpp"
#include "support/random_combat.hpp"

using namespace rankfile;

namespace {

constexpr int threads = 8;
constexpr int inputs = 100;

std::vector<combat> some_combats() {
  test::combat_generator gen(14);
  std::vector<combat> out;
  for (int i = 0; i < inputs; ++i) out.push_back(gen.next());
  return out;
}

std::vector<battle> some_battles() {
  std::mt19937_64 rng(14);
  const auto roll = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  std::vector<battle> out;
  for (int i = 0; i < inputs; ++i) {
    battle b{.points_limit = roll(500, 3000)};
    for (battle_army& a : b.armies) {
      a.bonus_victory_points = roll(0, 3) == 0 ? roll(0, 300) : 0;
      const int n = roll(0, 12);
      for (int k = 0; k < n; ++k) {
        battle_unit u{.id = "u",
                      .cost = roll(0, 500),
                      .kind = static_cast<unit_kind>(roll(0, 4)),
                      .strength_at_start = roll(1, 40)};
        u.strength_at_end = roll(0, u.strength_at_start);
        u.state = static_cast<unit_state>(roll(0, 3));
        u.general = k == 0;
        u.battle_standard_bearer = k == 1;
        a.units.push_back(u);
      }
    }
    static const char* ids[] = {"u0", "u1", "u2", "u3",  "u4",  "u5", "u6",
                                "u7", "u8", "u9", "u10", "u11", "u12"};
    for (battle_army& a : b.armies)
      for (std::size_t k = 0; k < a.units.size(); ++k) a.units[k].id = ids[k];
    out.push_back(b);
  }
  return out;
}

std::vector<break_test> some_break_tests() {
  std::mt19937_64 rng(14);
  const auto roll = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  const auto flag = [&] { return roll(0, 4) == 0; };
  std::vector<break_test> out;
  for (int i = 0; i < inputs; ++i)
    out.push_back({.leadership = roll(1, 10),
                   .margin = roll(0, 12),
                   .steadfast = flag(),
                   .stubborn = flag(),
                   .unbreakable = flag(),
                   .cold_blooded = flag(),
                   .reroll = flag(),
                   .terror = flag(),
                   .fear_auto_break = flag(),
                   .warband_rank_bonus = roll(0, 3),
                   .winner_unit_strength = roll(0, 40),
                   .loser_unit_strength = roll(0, 40)});
  return out;
}

// Everything one pass computes, in a form that compares with ==.
struct answers {
  std::vector<combat_result> combats;
  std::vector<int> tallies;
  std::vector<battle_result> battles;
  std::vector<break_result> breaks;
  std::vector<break_roll_result> rolls;
  std::size_t problems = 0;
  friend bool operator==(const answers&, const answers&) = default;
};

// Every rule set of the registry, in each engine it serves.
template <class... C, class... V, class... B>
answers work(const std::vector<combat>& cs, const std::vector<battle>& bs,
             const std::vector<break_test>& ts, rule_set_list<C...>, rule_set_list<V...>,
             rule_set_list<B...>) {
  answers a;
  for (const combat& c : cs) {
    ((a.problems += validate<C>(c).size()), ...);
    (a.combats.push_back(resolve<C>(c)), ...);
    (a.tallies.push_back(tally<C>(c).sides[0].score - tally<C>(c).sides[1].score), ...);
  }
  for (const battle& b : bs) {
    ((a.problems += validate_battle<V>(b).size()), ...);
    (a.battles.push_back(score<V>(b)), ...);
  }
  const break_dice dice{3, 4};
  for (const break_test& t : ts) {
    (a.breaks.push_back(break_odds<B>(t)), ...);
    (a.rolls.push_back(break_roll<B>(t, dice, break_dice{6, 6})), ...);
  }
  return a;
}

answers run_once(const std::vector<combat>& cs, const std::vector<battle>& bs,
                 const std::vector<break_test>& ts) {
  return work(cs, bs, ts, rule_sets::serving<combat_engine>{}, rule_sets::serving<victory_engine>{},
              rule_sets::serving<break_test_engine>{});
}

}  // namespace

TEST_CASE("threads: 8 threads at once give the answers one thread gives", "[threads][issue14]") {
  const std::vector<combat> cs = some_combats();
  const std::vector<battle> bs = some_battles();
  const std::vector<break_test> ts = some_break_tests();
  const answers expected = run_once(cs, bs, ts);
  REQUIRE(expected.combats.size() == rule_sets::serving<combat_engine>::size * inputs);

  // Each thread writes only its own slot; Catch's macros run on this thread alone.
  std::array<answers, threads> got;
  std::vector<std::thread> pool;
  for (int i = 0; i < threads; ++i)
    pool.emplace_back([&, i] { got[static_cast<std::size_t>(i)] = run_once(cs, bs, ts); });
  for (std::thread& t : pool) t.join();
  for (const answers& a : got) CHECK(a == expected);
}
