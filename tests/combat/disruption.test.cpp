#include "rankfile/combat/components/disruption.hpp"

#include "support/catch.hpp"
#include "support/combats.hpp"

using namespace rankfile;
using rules::counted_at;

namespace {
template <class D>
constexpr bool disrupted(test::unit flanker, facing f = facing::flank) {
  const auto c =
      test::make(test::side("A", 0, {test::unit("a", 20, 5)}), test::side("B", 0, {flanker}),
                 {test::fights(test::ref(1, 0), test::ref(0, 0), f)});
  return D::check(c, test::ref(0, 0)).has_value();
}
using by_models_at_end = rules::flank_or_rear_disruption<rules::disruption_rule{
    .counted = counted_at::round_end, .min_models = 5}>;
using by_three_ranks_of_four = rules::flank_or_rear_disruption<rules::disruption_rule{
    .counted = counted_at::round_start, .min_ranks = 3, .rank_width = 4}>;
using by_strength_at_start = rules::flank_or_rear_disruption<rules::disruption_rule{
    .counted = counted_at::round_start, .min_unit_strength = 8}>;
}  // namespace

TEST_CASE("flank_or_rear_disruption: each size test and its timing", "[rules][disruption]") {
  STATIC_REQUIRE(disrupted<by_models_at_end>(test::unit("f", 9, 5).ends_with(5)));
  STATIC_REQUIRE(!disrupted<by_models_at_end>(test::unit("f", 9, 5).ends_with(4)));
  STATIC_REQUIRE(!disrupted<by_models_at_end>(test::unit("f", 9, 5), facing::front));
  STATIC_REQUIRE(disrupted<by_models_at_end>(test::unit("f", 9, 5), facing::rear));

  STATIC_REQUIRE(disrupted<by_three_ranks_of_four>(test::unit("f", 12, 4).ends_with(1)));
  STATIC_REQUIRE(!disrupted<by_three_ranks_of_four>(test::unit("f", 11, 4)));

  STATIC_REQUIRE(disrupted<by_strength_at_start>(test::unit("f", 4, 4).strength(0, 8)));
  STATIC_REQUIRE(!disrupted<by_strength_at_start>(test::unit("f", 4, 4).strength(20, 7)));

  STATIC_REQUIRE(!disrupted<rules::no_disruption>(test::unit("f", 50, 5)));
}

TEST_CASE("flank_or_rear_disruption: the denial names the enemy and its numbers",
          "[rules][disruption]") {
  const auto c = test::make(test::side("A", 0, {test::unit("a", 20, 5)}),
                            test::side("B", 0, {test::unit("front", 1, 1), test::unit("f", 7, 5)}),
                            {test::fights(test::ref(1, 0), test::ref(0, 0)),
                             test::fights(test::ref(1, 1), test::ref(0, 0), facing::rear)});
  const auto d = by_models_at_end::check(c, test::ref(0, 0));
  REQUIRE(d.has_value());
  CHECK(d->kind == bonus::ranks);
  CHECK(d->why == reason::disrupted_by_models);
  CHECK(d->where == facing::rear);
  CHECK(d->by == test::ref(1, 1));
  CHECK(d->a == 7);
  CHECK(d->b == 5);
}

TEST_CASE("flank_or_rear_disruption: disrupted_earlier counts only where the loss lasts",
          "[rules][disruption]") {
  using lasting = rules::flank_or_rear_disruption<rules::disruption_rule{
      .counted = counted_at::round_start, .min_models = 5, .lasts_for_combat = true}>;
  // Nothing in the flank now: only the earlier loss can disrupt.
  const auto check = []<class D>(bool earlier) {
    auto c = test::make(test::side("A", 0, {test::unit("a", 20, 5)}),
                        test::side("B", 0, {test::unit("b", 10, 5)}),
                        {test::fights(test::ref(1, 0), test::ref(0, 0))});
    c.sides[0].units[0].disrupted_earlier = earlier;
    return D::check(c, test::ref(0, 0));
  };
  const auto lost = check.operator()<lasting>(true);
  REQUIRE(lost.has_value());
  CHECK(lost->why == reason::disrupted_earlier);
  CHECK(lost->unit == test::ref(0, 0));
  CHECK(lost->by == no_unit);
  CHECK(!check.operator()<lasting>(false).has_value());
  CHECK(!check.operator()<by_models_at_end>(true).has_value());
  CHECK(!check.operator()<rules::no_disruption>(true).has_value());
}
