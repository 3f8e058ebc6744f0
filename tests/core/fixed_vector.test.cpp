#include "rankfile/core/fixed_vector.hpp"

#include <stdexcept>

#include "support/catch.hpp"

using rankfile::fixed_vector;

TEST_CASE("fixed_vector: push - index - iterate - compare", "[core]") {
  fixed_vector<int, 3> v{1, 2};
  CHECK(v.size() == 2);
  CHECK(v[1] == 2);
  v.push_back(3);
  CHECK(v.full());
  CHECK(!v.try_push_back(4));
  CHECK(v.size() == 3);
  int sum = 0;
  for (int x : v) sum += x;
  CHECK(sum == 6);
  CHECK(v == fixed_vector<int, 3>{1, 2, 3});
  CHECK(!(v == fixed_vector<int, 3>{1, 2}));
  v.clear();
  CHECK(v.empty());
}

TEST_CASE("fixed_vector: too many initial values throw length_error", "[core]") {
  CHECK_THROWS_AS((fixed_vector<int, 2>{1, 2, 3}), std::length_error);
}

TEST_CASE("fixed_vector: usable in constant expressions", "[core]") {
  constexpr auto v = [] {
    fixed_vector<int, 4> r{5};
    r.push_back(6);
    return r;
  }();
  STATIC_REQUIRE(v.size() == 2);
  STATIC_REQUIRE(v.back() == 6);
}
