#include "rankfile/validate.hpp"

#include <algorithm>
#include <string>

#include "support/catch.hpp"
#include "support/combats.hpp"

using namespace rankfile;

namespace {
bool has(const std::vector<problem>& ps, const std::string& path, const std::string& words) {
  return std::any_of(ps.begin(), ps.end(), [&](const problem& p) {
    return p.path == path && p.message.find(words) != std::string::npos;
  });
}
const combat good = test::make(test::side("A", 3, {test::unit("a", 10, 5)}),
                               test::side("B", 2, {test::unit("b", 10, 5)}));
}  // namespace

TEST_CASE("validate: a good combat has no problems", "[validate]") {
  CHECK(validate(good).empty());
}

TEST_CASE("validate: every bad number is named by its path", "[validate]") {
  combat c = good;
  c.sides[1].units[0].files = 0;
  c.sides[0].units[0].models = -1;
  c.sides[0].units[0].models_at_start = max_count + 1;
  c.sides[0].units[0].unit_strength = -3;
  c.sides[1].units[0].unit_strength_at_start = -1;
  c.sides[0].wounds_inflicted = -2;
  c.sides[1].challenge_overkill = -1;
  c.sides[1].units[0].elevation = max_count + 1;
  const auto ps = validate(c);
  CHECK(ps.size() == 8);
  CHECK(has(ps, "sides[1].units[0].files", "must be at least 1"));
  CHECK(has(ps, "sides[0].units[0].models", "must be at least 0, got -1"));
  CHECK(has(ps, "sides[0].units[0].models_at_start", "at most 100000"));
  CHECK(has(ps, "sides[0].units[0].unit_strength", "at least 0"));
  CHECK(has(ps, "sides[1].units[0].unit_strength_at_start", "at least 0"));
  CHECK(has(ps, "sides[0].wounds_inflicted", "at least 0"));
  CHECK(has(ps, "sides[1].challenge_overkill", "at least 0"));
  CHECK(has(ps, "sides[1].units[0].elevation", "between"));
}

TEST_CASE("validate: sides without units; missing and bad engagements", "[validate]") {
  combat empty = good;
  empty.sides[0].units.clear();
  CHECK(has(validate(empty), "sides[0].units", "at least one unit"));

  combat multi = good;
  multi.sides[0].units.push_back(test::unit("a2", 5, 5));
  CHECK(has(validate(multi), "engagements", "who fights whom"));

  multi.engagements.push_back(test::fights(test::ref(0, 0), test::ref(1, 0)));
  multi.engagements.push_back(test::fights(test::ref(0, 2), test::ref(1, 0)));
  multi.engagements.push_back(test::fights(test::ref(0, 1), test::ref(0, 0)));
  multi.engagements.push_back(test::fights(test::ref(0, 0), test::ref(1, 0), facing::flank));
  multi.engagements.push_back(test::fights(test::ref(0, 1), test::ref(1, 5)));
  const auto ps = validate(multi);
  CHECK(has(ps, "engagements[1].unit", "names no unit"));
  CHECK(has(ps, "engagements[2].fights", "other side"));
  CHECK(has(ps, "engagements[3]", "repeats engagements[0]"));
  CHECK(has(ps, "engagements[4].fights", "names no unit"));
  CHECK(ps.size() == 4);
}
