#include "rankfile/core/fixed_vector.hpp"

#include <cstddef>
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

// A push_back on a full container writes nothing, in every build: the value is dropped and
// overflowed() says so until clear(). Checked during constant evaluation, where a write past
// the end would not compile.
TEST_CASE("fixed_vector: push_back on a full container drops the value and flags it", "[core]") {
  struct filled {
    fixed_vector<int, 2> v;
    int after = 0;  // the value next to the container's storage
  };
  constexpr filled f = [] {
    filled r{};
    r.v.push_back(1);
    r.v.push_back(2);
    r.v.push_back(3);
    r.v.push_back(4);
    return r;
  }();
  STATIC_REQUIRE(f.v.size() == 2);
  STATIC_REQUIRE(f.v.back() == 2);
  STATIC_REQUIRE(f.v.overflowed());
  STATIC_REQUIRE(f.after == 0);
  STATIC_REQUIRE(!(f.v == fixed_vector<int, 2>{1, 2}));  // a list that lost a value differs

  // Also at run time (a release build included), and clear() forgets the overflow.
  fixed_vector<int, 2> v{7, 8};
  CHECK(!v.overflowed());
  v.push_back(9);
  CHECK(v.size() == 2);
  CHECK(v[0] == 7);
  CHECK(v[1] == 8);
  CHECK(v.overflowed());
  v.clear();
  CHECK(!v.overflowed());
  v.push_back(9);
  CHECK(v.size() == 1);
  CHECK(!v.overflowed());
}

// The flag costs no room: the size and the flag share the 8 bytes before the values, which
// begin where a std::size_t size put them.
static_assert(sizeof(fixed_vector<unsigned char, 3>) == 8 + 8);
static_assert(sizeof(fixed_vector<int, 3>) == 8 + 16);
static_assert(alignof(fixed_vector<unsigned char, 3>) == alignof(std::size_t));

TEST_CASE("fixed_vector: try_push_back on a full container refuses without the flag", "[core]") {
  fixed_vector<int, 1> v{1};
  CHECK(!v.try_push_back(2));
  CHECK(v.size() == 1);
  CHECK(!v.overflowed());  // the caller was told
}
