// The exact engine under 7th edition (wfb7), 5th (wfb5) and Battleaxe (battleaxe) against the
// independent Monte Carlo of benchmarks/fight_monte_carlo.hpp, written apart from the engine
// from the same readings (W7-1..W7-18, W5-1..W5-15, BX-1..BX-16 of each rule set's page): the
// random fights of each rule set (tests/support/random_fight.hpp) are fights it takes, every
// probability of their rounds lies within 4 standard errors of the sampled frequency
// (tests/support/fight_sampler_agreement.hpp), and so do the ends of a whole combat of 4 rounds.
// The round agreement samples millions of rounds: tagged [monte_carlo], it is left out of the
// sanitize build (docs/testing.md).
#include <string>
#include <type_traits>
#include <vector>

#include "rankfile/editions/battleaxe.hpp"
#include "rankfile/editions/wfb5.hpp"
#include "rankfile/editions/wfb7.hpp"
#include "rankfile/odds/odds.hpp"
#include "rankfile/odds/validate.hpp"
#include "support/catch.hpp"
#include "support/fight_sampler_agreement.hpp"

namespace {

using rankfile::fight;
using rankfile::fight_side;
using rankfile::troop_type;
using rankfile::weapon;
using rankfile::bench::sampler_rules;

// The Monte Carlo's name for rule set R.
template <class R>
constexpr sampler_rules sampler_of() {
  if constexpr (std::is_same_v<R, rankfile::wfb7>) {
    return sampler_rules::wfb7;
  } else if constexpr (std::is_same_v<R, rankfile::wfb5>) {
    return sampler_rules::wfb5;
  } else {
    static_assert(std::is_same_v<R, rankfile::battleaxe>, "sampler_of: not a rule set here");
    return sampler_rules::battleaxe;
  }
}

// A whole combat each rule set takes, in which its carried state matters from round 2.
template <class R>
fight whole_combat() {
  const auto foot = [](const char* name, int models, int files) {
    return fight_side{
        .name = name, .troop = troop_type::infantry, .models = models, .files = files};
  };
  if constexpr (std::is_same_v<R, rankfile::wfb5>) {
    // W5-9: no Initiative tie in any round, no Frenzy (W5-8). A charge of I4 swordsmen with
    // two weapons into I3 halberdiers, whose shield the halberd leaves out (W5-4).
    fight f{.sides = {{foot("Swordsmen", 10, 5), foot("Halberdiers", 12, 4)}}};
    f.sides[0].profile.i = 4;
    f.sides[0].weapon = weapon::additional_hand_weapon;
    f.sides[0].armour = 6;
    f.sides[1].weapon = weapon::halberd;
    f.sides[1].armour = 5;
    f.sides[1].shield = true;
    f.sides[1].profile.ld = 6;
    f.round.charger = 0;
    return f;
  } else {
    // Equal Initiative and a Frenzied side: the previous winner (wfb7, C5) and Frenzy lost with
    // a lost round (C6) matter from round 2. Battleaxe: the guards' great weapons strike last
    // at I2, slower than the berserkers, who re-roll their misses (BX-10); the charge downhill
    // counts in round 1 only (C7).
    fight f = test::frenzied_tie();
    f.round.charger = 0;
    f.round.high_ground = 0;
    if constexpr (std::is_same_v<R, rankfile::battleaxe>) {
      f.sides[1].weapon = weapon::great_weapon;
      f.sides[1].profile.i = 2;
    }
    return f;
  }
}

}  // namespace

TEMPLATE_TEST_CASE("odds agreement: the random fights of wfb7, wfb5 and battleaxe are valid",
                   "[odds][agreement]", rankfile::wfb7, rankfile::wfb5, rankfile::battleaxe) {
  rankfile::bench::dice_rng rng{21};
  for (int k = 0; k < 200; ++k) {
    const fight f = test::random_fight(rng, sampler_of<TestType>());
    INFO("fight " << k);
    CHECK(rankfile::validate_fight<TestType>(f).empty());
  }
}

TEMPLATE_TEST_CASE(
    "odds agreement: wfb7, wfb5 and battleaxe rounds agree with the independent Monte Carlo",
    "[odds][agreement][sampler][monte_carlo]", rankfile::wfb7, rankfile::wfb5,
    rankfile::battleaxe) {
  CHECK(test::random_fight_disagreements(
            [](const fight& f) {
              REQUIRE(rankfile::validate_fight<TestType>(f).empty());
              return rankfile::odds_of_round<TestType>(f);
            },
            sampler_of<TestType>(), 20, 40'000, 1) == std::vector<std::string>{});
}

TEMPLATE_TEST_CASE(
    "odds agreement: a whole combat of wfb7, wfb5 and battleaxe agrees with the independent "
    "Monte Carlo (C1-C3, C5-C7)",
    "[odds][agreement][sampler][combat]", rankfile::wfb7, rankfile::wfb5, rankfile::battleaxe) {
  const fight f = whole_combat<TestType>();
  REQUIRE(rankfile::validate_fight<TestType>(f).empty());
  CHECK(test::combat_disagreements(rankfile::odds_of_combat<TestType>(f, 4), f, 4,
                                   sampler_of<TestType>(), 100'000,
                                   5) == std::vector<std::string>{});
}
