// A small Monte Carlo simulator: the engines in a hot loop.
//
// 25 Empire Swordsmen (5 wide) fight 20 Orcs (5 wide) for N independent rounds (default 100,000;
// `--rounds N`). Each round both units start at full strength; each side's unsaved wounds are 10
// attacks at 1 in 3, and they remove that many enemy models. The round is resolved under 8th
// edition, and the loser takes its break test on Leadership 7: the exact odds from break_odds,
// against one uniform draw. The seed is fixed, so every run prints the same rates.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string_view>

#include <rankfile/rankfile.hpp>

int main(int argc, char** argv) {
  namespace rf = rankfile;

  long rounds = 100'000;
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
  std::uniform_int_distribution<int> d3(1, 3);            // an attack wounds on a 1: 1 in 3
  std::uniform_real_distribution<double> draw(0.0, 1.0);  // against the break probability
  const auto wounds = [&] {  // 10 attacks: a binomial(10, 1/3)
    int w = 0;
    for (int attack = 0; attack < 10; ++attack) w += d3(rng) == 1 ? 1 : 0;
    return w;
  };

  long wins[2] = {0, 0};
  long draws = 0;
  long breaks = 0;
  double exact = 0;  // the break odds summed over every test taken, to compare with the draws
  const auto start = std::chrono::steady_clock::now();
  for (long round = 0; round < rounds; ++round) {
    const int empire_wounds = wounds();
    const int orc_wounds = wounds();
    rf::combat_unit swordsmen = rf::block("Swordsmen", 25, 5);  // reset every round
    swordsmen.models = swordsmen.unit_strength = 25 - orc_wounds;
    rf::combat_unit orcs = rf::block("Orc Boyz", 20, 5);
    orcs.models = orcs.unit_strength = 20 - empire_wounds;
    const rf::combat c{
        .sides = {{{.name = "Empire", .wounds_inflicted = empire_wounds, .units = {swordsmen}},
                   {.name = "Orcs", .wounds_inflicted = orc_wounds, .units = {orcs}}}}};

    const rf::combat_result r = rf::resolve<rf::wfb8>(c);
    if (!r.winner) {
      ++draws;
      continue;
    }
    ++wins[*r.winner];
    const rf::unit_ref loser{.side = rf::opponent(*r.winner), .index = 0};
    const rf::break_result odds =
        rf::break_odds<rf::wfb8>(rf::break_test_from<rf::wfb8>(c, r, loser, {.leadership = 7}));
    const double p = odds.of(rf::break_outcome::breaks).value();
    exact += p;
    if (draw(rng) < p) ++breaks;
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
