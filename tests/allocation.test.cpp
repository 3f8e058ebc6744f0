// The engines allocate nothing: counted with a replaced operator new.
#include <vector>

#include "rankfile/combat.hpp"
#include "rankfile/editions.hpp"
#include "support/allocation_counter.hpp"
#include "support/catch.hpp"
#include "support/random_combat.hpp"

TEMPLATE_TEST_CASE("resolve makes no heap allocation", "[allocation]", rankfile::wfb5,
                   rankfile::battleaxe) {
  if (!test::counting_allocations()) {
    WARN("allocation counting is off under AddressSanitizer; the other presets run this test");
    return;
  }
  test::combat_generator gen(6);
  std::vector<rankfile::combat> combats;
  for (int i = 0; i < 1000; ++i) combats.push_back(gen.next());
  std::vector<int> scores;
  scores.reserve(combats.size());

  const long before = test::allocations();
  for (const rankfile::combat& c : combats) scores.push_back(rankfile::resolve<TestType>(c).sides[0].score);
  const long made = test::allocations() - before;

  CHECK(made == 0);
  CHECK(scores.size() == combats.size());
  // The counter itself works: a vector that grows allocates.
  std::vector<int> grows(100);
  CHECK(test::allocations() > before);
}
