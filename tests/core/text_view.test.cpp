// rankfile/core/text_view.hpp: a std::string_view whose length the compiler's strlen gives.
#include "rankfile/core/text_view.hpp"

#include <string>
#include <type_traits>
#include <unordered_set>

#include "support/catch.hpp"

using rankfile::text_view;

static_assert(std::is_trivially_copyable_v<text_view>);
static_assert(sizeof(text_view) == sizeof(std::string_view));
static_assert(std::is_convertible_v<text_view, std::string_view>);
// A class that converts both to a std::string_view and to a const char* takes the first.
struct both_ways {
  constexpr operator std::string_view() const { return "view"; }     // NOLINT
  constexpr operator const char*() const { return "pointer text"; }  // NOLINT
};
inline constexpr both_ways either{};
static_assert(text_view(either).size() == 4);
// Not from a temporary class, which may own its text (a std::string made in the expression);
// from a temporary std::string_view, which does not.
static_assert(!std::is_constructible_v<text_view, std::string&&>);
static_assert(!std::is_constructible_v<text_view, both_ways&&>);
static_assert(std::is_constructible_v<text_view, const std::string&>);
static_assert(std::is_constructible_v<text_view, std::string_view&&>);

TEST_CASE("text_view: a literal's length - in a constant expression too", "[core]") {
  constexpr text_view t = "six ed";
  STATIC_REQUIRE(t.size() == 6);
  STATIC_REQUIRE(t == "six ed");
  STATIC_REQUIRE(text_view("a"
                           "bc")
                     .size() == 3);  // joined literals are one
  STATIC_REQUIRE(text_view{}.empty());
  constexpr struct { text_view rule{}; } cite{.rule = "6th ed., p. 52"};
  STATIC_REQUIRE(cite.rule.size() == 14);
}

TEST_CASE("text_view: a buffer's text - a std::string - hashing as a std::string_view", "[core]") {
  char buffer[64] = "Club rules";  // the text, not the whole array
  CHECK(text_view(buffer).size() == 10);
  const std::string owned = "House rule 3";
  text_view t;
  t = owned;  // assigned from a std::string, as a std::string_view would be
  CHECK(t == "House rule 3");
  CHECK(t.data() == owned.data());
  CHECK(std::hash<text_view>{}(t) == std::hash<std::string_view>{}("House rule 3"));
  const std::unordered_set<text_view> seen{text_view("a"), text_view("b")};
  CHECK(seen.count(text_view("b")) == 1);
  const bool pick = owned.empty();
  CHECK((pick ? std::string_view(t) : std::string_view("other")) == "other");
}
