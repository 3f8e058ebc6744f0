// The exact engine against an independent implementation: the hand-written Monte Carlo of
// benchmarks/fight_monte_carlo.hpp, written apart from the engine from the same readings, rolls
// every die of random fights one at a time; each probability the engine gives must lie within 4
// standard errors of the sampled frequency (tests/support/fight_sampler_agreement.hpp).
#include <string>
#include <vector>

#include "fights.hpp"
#include "rankfile/odds/odds.hpp"
#include "rankfile/odds/validate.hpp"
#include "rankfile/rule_sets.hpp"
#include "support/catch.hpp"
#include "support/fight_sampler_agreement.hpp"

namespace {

using rankfile::bench::sampler_rules;

// The random fights are fights the engine takes: a generator that strayed outside the readings'
// scope would make the agreement below check nothing for the fights it refuses.
TEST_CASE("odds agreement: the random fights of tow are valid fights", "[odds][agreement]") {
  rankfile::bench::dice_rng rng{11};
  for (int k = 0; k < 200; ++k) {
    const rankfile::fight f = test::random_fight(rng, sampler_rules::tow);
    INFO("fight " << k);
    CHECK(rankfile::validate_fight<rankfile::tow>(f).empty());
  }
}

TEST_CASE("odds agreement: tow rounds agree with the independent Monte Carlo",
          "[odds][agreement][monte_carlo]") {
  CHECK(test::random_fight_disagreements(
            [](const rankfile::fight& f) { return rankfile::odds_of_round<rankfile::tow>(f); },
            sampler_rules::tow, 30, 40'000, 1) == std::vector<std::string>{});
}

TEST_CASE("odds agreement: the benchmarks' fights agree with the independent Monte Carlo",
          "[odds][agreement][monte_carlo]") {
  for (const rankfile::fight& f :
       {rankfile::bench::infantry_25_25(), rankfile::bench::monstrous_10_10()}) {
    INFO(std::string(f.sides[0].name) + " against " + std::string(f.sides[1].name));
    CHECK(test::sampler_disagreements(f, rankfile::odds_of_round<rankfile::tow>(f), 100'000, 5,
                                      sampler_rules::tow) == std::vector<std::string>{});
  }
}

}  // namespace
