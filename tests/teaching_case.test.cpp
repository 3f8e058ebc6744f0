// The teaching case (examples/teaching_case.hpp, docs/teaching-case.md) under all six rule sets
// with combat rules: the Spearmen's rank bonus and the flankers' flank bonus for each flanker,
// worked out by hand from each rule set's readings (docs/rule-sets/).
#include <array>

#include "rankfile/combat/resolve.hpp"
#include "rankfile/rule_sets.hpp"
#include "support/catch.hpp"
#include "teaching_case.hpp"

using namespace rankfile;

namespace {

struct expected {
  std::array<int, 4> ranks;  // the Spearmen's, for each flanker in teaching::flankers
  std::array<int, 4> flank;  // the flankers'
  std::array<int, 4> empire;
  std::array<int, 4> enemy;
};

template <class R>
void check(const expected& e) {
  for (std::size_t i = 0; i < teaching::flankers.size(); ++i) {
    INFO(R::info.id << ", flankers: " << teaching::flankers[i].shape);
    const combat_result r = resolve<R>(teaching::combat_with(teaching::flankers[i]));
    CHECK(r.sides[0].total(bonus::ranks) == e.ranks[i]);
    CHECK(r.sides[1].total(bonus::flank) == e.flank[i]);
    CHECK(r.sides[0].score == e.empire[i]);
    CHECK(r.sides[1].score == e.enemy[i]);
  }
}

}  // namespace

TEST_CASE("teaching case: 5th edition, 5 models disrupt and flank", "[teaching]") {
  // Ranks lost to 5+ models; the 4 flankers are too few to earn the flank. Standard +1.
  check<wfb5>({{0, 0, 0, 3}, {1, 1, 1, 0}, {1, 1, 1, 4}, {2, 1, 1, 0}});
}
TEST_CASE("teaching case: Battleaxe, two ranks of 5 or unit strength 10 disrupt", "[teaching]") {
  // Nine in one rank neither has two ranks nor unit strength 10; the charge +1 for the enemy.
  check<battleaxe>({{0, 0, 3, 3}, {1, 1, 1, 1}, {1, 1, 4, 4}, {3, 2, 2, 2}});
}
TEST_CASE("teaching case: 6th and 7th edition, unit strength 5, outnumber", "[teaching]") {
  // Outnumber: 20 against 20, 19 and 14 after casualties.
  check<wfb6>({{0, 0, 0, 3}, {1, 1, 1, 0}, {1, 1, 2, 5}, {2, 1, 1, 0}});
  check<wfb7>({{0, 0, 0, 3}, {1, 1, 1, 0}, {1, 1, 2, 5}, {2, 1, 1, 0}});
}
TEST_CASE("teaching case: 8th edition, only two ranks of 5 disrupt", "[teaching]") {
  check<wfb8>({{0, 3, 3, 3}, {1, 1, 1, 1}, {1, 4, 4, 4}, {3, 2, 2, 2}});
}
TEST_CASE("teaching case: The Old World, unit strength 5, Close Order, Massed Infantry",
          "[teaching]") {
  // Empire: standard + Close Order (+ Massed Infantry against 19 and 14) (+ ranks, capped at 2).
  // Enemy: flank + the Swordsmen's Close Order (+ the flankers' Close Order and rank at 10 in
  // two ranks, Close Order at 10 in one).
  check<tow>({{0, 0, 0, 2}, {1, 1, 1, 1}, {2, 2, 3, 5}, {4, 3, 2, 2}});
}
