#include "rankfile/combat/components/overkill.hpp"

#include "support/catch.hpp"
#include "support/combats.hpp"

using namespace rankfile;

TEST_CASE("overkill: counts excess wounds up to the cap", "[rules][overkill]") {
  using three = rules::overkill<rules::overkill_rule{.max = 3}>;
  for (const int excess : {0, 1, 3, 4, 9}) {
    CAPTURE(excess);
    const auto c = test::make(test::side("A", 0, {test::unit("a", 1, 1)}, excess),
                              test::side("B", 0, {test::unit("b", 1, 1)}));
    side_result out;
    three::apply(c, 0, out);
    CHECK(out.score == (excess < 3 ? excess : 3));
    CHECK(out.was_denied(bonus::overkill, reason::capped) == (excess > 3));
    CHECK(out.awarded.size() == (excess > 0 ? 1u : 0u));
  }
}
