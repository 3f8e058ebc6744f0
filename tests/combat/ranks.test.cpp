#include "rankfile/combat/components/ranks.hpp"

#include "rankfile/combat/components/disruption.hpp"
#include "support/catch.hpp"
#include "support/combats.hpp"

using namespace rankfile;
using rules::counted_at;

namespace {
using narrow_two = rules::best_unit_rank_bonus<rules::rank_rule{
    .min_files = 3, .min_models_in_rank = 2, .max = 2, .counted = counted_at::round_end}>;

side_result score(const combat& c) {
  side_result out;
  narrow_two::apply<rules::no_disruption>(c, 0, out);
  return out;
}
}  // namespace

TEST_CASE("best_unit_rank_bonus: every option is honoured", "[rules][ranks]") {
  // 3 wide, ranks of 2+ count, cap 2, after casualties.
  STATIC_REQUIRE(narrow_two::extra_ranks(test::unit("u", 5, 3)) == 1);  // 3 + 2
  STATIC_REQUIRE(narrow_two::extra_ranks(test::unit("u", 4, 3)) == 0);  // 3 + 1
  STATIC_REQUIRE(narrow_two::extra_ranks(test::unit("u", 9, 2)) == 0);  // 2 wide
  STATIC_REQUIRE(narrow_two::extra_ranks(test::unit("u", 30, 3).ends_with(6)) == 1);
  STATIC_REQUIRE(narrow_two::extra_ranks(test::unit("u", 12, 3)) == 3);  // before the cap

  const auto c = test::make(test::side("A", 0, {test::unit("u", 12, 3)}),
                            test::side("B", 0, {test::unit("b", 1, 1)}));
  const side_result out = score(c);
  CHECK(out.score == 2);
  CHECK(out.was_denied(bonus::ranks, reason::capped));
}

TEST_CASE("best_unit_rank_bonus: equal units - the first listed counts", "[rules][ranks]") {
  const auto c = test::make(test::side("A", 0, {test::unit("u1", 6, 3), test::unit("u2", 6, 3)}),
                            test::side("B", 0, {test::unit("b", 1, 1)}),
                            {test::fights(test::ref(0, 0), test::ref(1, 0)),
                             test::fights(test::ref(0, 1), test::ref(1, 0))});
  const side_result out = score(c);
  CHECK(out.score == 1);
  REQUIRE(out.awarded.size() == 1);
  CHECK(out.awarded[0].unit == test::ref(0, 0));
  REQUIRE(out.denied.size() == 1);
  CHECK(out.denied[0].why == reason::not_best_unit);
  CHECK(out.denied[0].a == 1);
  CHECK(out.denied[0].b == 1);
}
