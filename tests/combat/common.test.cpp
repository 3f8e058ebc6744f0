#include "rankfile/combat/components/common.hpp"

#include "support/catch.hpp"

using rankfile::rules::ranks_of_at_least;

TEST_CASE("ranks_of_at_least: ranks fill front to back - files models each", "[rules]") {
  struct row {
    int models, files, min, expected;
  };
  const row rows[] = {
      {0, 5, 5, 0},  {4, 5, 5, 0}, {5, 5, 5, 1}, {9, 5, 5, 1},  {10, 5, 5, 2}, {14, 5, 4, 3},
      {13, 5, 4, 2}, {8, 4, 5, 0}, {3, 5, 1, 1}, {11, 4, 4, 2}, {12, 4, 4, 3}, {100, 10, 5, 10},
  };
  for (const row& r : rows) {
    CAPTURE(r.models, r.files, r.min);
    CHECK(ranks_of_at_least(r.models, r.files, r.min) == r.expected);
  }
  STATIC_REQUIRE(ranks_of_at_least(15, 5, 5) == 3);
}
