// A small Monte Carlo simulator: the engines in a hot loop.
//
// 25 Empire Swordsmen (5 wide) fight 20 Orcs (5 wide) for N independent rounds (default
// 1,000,000; `--rounds N`). Each round both units start at full strength; each side's unsaved
// wounds are 10 attacks at 1 in 3, and they remove that many enemy models. The round is tallied
// under 8th edition (tally: the scores and the winner, without the itemised lines), and the
// loser takes its break test on Leadership 7: two dice rolled and judged by break_roll. Beside
// the rolled rate it prints the exact odds averaged over the same tests, from break_odds,
// worked out once per distinct test (margin and Steadfast) and kept. The seed is fixed, so every
// run prints the same rates.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string_view>

#include <rankfile/rankfile.hpp>

int main(int argc, char** argv) {
  namespace rf = rankfile;

  long rounds = 1'000'000;
  for (int i = 1; i < argc; ++i) {
    if (std::string_view(argv[i]) == "--rounds" && i + 1 < argc) {
      rounds = std::strtol(argv[++i], nullptr, 10);
    } else {
      std::fprintf(stderr, "usage: simulator [--rounds N]\n");
      return 2;
    }
  }
  if (rounds <= 0) {
    std::fprintf(stderr, "simulator: --rounds needs a positive number\n");
    return 2;
  }

  std::mt19937 rng(2026);
  std::uniform_int_distribution<int> d3(1, 3);  // an attack wounds on a 1: 1 in 3
  std::uniform_int_distribution<int> d6(1, 6);
  const auto wounds = [&] {  // 10 attacks: a binomial(10, 1/3)
    int w = 0;
    for (int attack = 0; attack < 10; ++attack) w += d3(rng) == 1 ? 1 : 0;
    return w;
  };

  // The combat is set up once; each round changes only what the dice changed.
  rf::combat c{.sides = {{{.name = "Empire", .units = {rf::block("Swordsmen", 25, 5)}},
                          {.name = "Orcs", .units = {rf::block("Orc Boyz", 20, 5)}}}}};
  rf::combat_unit& swordsmen = c.sides[0].units[0];
  rf::combat_unit& orcs = c.sides[1].units[0];

  // The exact odds of breaking, by margin and Steadfast: each distinct test worked out once.
  // Every other field of the test is the same in every round here (Leadership 7, no special
  // rules), and the margin cannot pass 20 (ten wounds a side, ranks, standards), so the two
  // numbers are the whole key.
  constexpr int most_margin = 64;
  double odds[most_margin + 1][2];
  bool known[most_margin + 1][2] = {};

  long wins[2] = {0, 0};
  long draws = 0;
  long breaks = 0;
  double exact = 0;  // the break odds summed over every test taken, to compare with the rolls
  const auto start = std::chrono::steady_clock::now();
  for (long round = 0; round < rounds; ++round) {
    c.sides[0].wounds_inflicted = wounds();
    c.sides[1].wounds_inflicted = wounds();
    swordsmen.models = swordsmen.unit_strength = 25 - c.sides[1].wounds_inflicted;
    orcs.models = orcs.unit_strength = 20 - c.sides[0].wounds_inflicted;

    const rf::combat_tally r = rf::tally<rf::wfb8>(c);
    if (!r.winner) {
      ++draws;
      continue;
    }
    ++wins[*r.winner];
    const rf::unit_ref loser{.side = rf::opponent(*r.winner), .index = 0};
    const rf::break_test test = rf::break_test_from<rf::wfb8>(c, r, loser, {.leadership = 7});
    if (rf::break_roll<rf::wfb8>(test, {d6(rng), d6(rng)}).outcome == rf::break_outcome::breaks)
      ++breaks;

    const auto m = static_cast<std::size_t>(std::clamp(test.margin, 0, most_margin));
    const std::size_t steadfast = test.steadfast ? 1 : 0;
    if (!known[m][steadfast]) {
      odds[m][steadfast] = rf::break_odds<rf::wfb8>(test).of(rf::break_outcome::breaks).value();
      known[m][steadfast] = true;
    }
    exact += odds[m][steadfast];
  }
  const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;

  const auto rate = [](long n, long of) {
    return of > 0 ? static_cast<double>(n) / static_cast<double>(of) : 0.0;
  };
  const long decided = wins[0] + wins[1];
  std::printf("rounds: %ld\n", rounds);
  std::printf("Empire win rate: %.4f\n", rate(wins[0], rounds));
  std::printf("Orcs win rate: %.4f\n", rate(wins[1], rounds));
  std::printf("draw rate: %.4f\n", rate(draws, rounds));
  std::printf("loser break rate: %.4f (exact odds averaged: %.4f)\n", rate(breaks, decided),
              decided > 0 ? exact / static_cast<double>(decided) : 0.0);
  std::printf("rounds per second: %.0f\n", static_cast<double>(rounds) / took.count());
}
