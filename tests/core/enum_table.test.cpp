// rankfile/core/enum_table.hpp: the table check, and the lookups that rely on it.
#include "rankfile/core/enum_table.hpp"

#include <cstdint>

#include "support/catch.hpp"

namespace {

enum class colour : std::uint8_t { red, green, blue };
using row = rankfile::enum_entry<colour>;

constexpr row in_order[] = {{colour::red, "red", "red", ""},
                            {colour::green, "green", "green", ""},
                            {colour::blue, "blue", "blue", ""}};
constexpr row swapped[] = {{colour::red, "red", "red", ""},
                           {colour::blue, "blue", "blue", ""},
                           {colour::green, "green", "green", ""}};
constexpr row gap[] = {{colour::red, "red", "red", ""}, {colour::blue, "blue", "blue", ""}};
constexpr row no_id[] = {{colour::red, "red", "red", ""},
                         {colour::green, "", "green", ""},
                         {colour::blue, "blue", "blue", ""}};

[[nodiscard]] constexpr rankfile::table_view<colour> entries_of(colour) noexcept {
  return in_order;
}

}  // namespace

TEST_CASE("enum tables: in_enum_order wants the values in order and every identifier",
          "[enum_table]") {
  STATIC_REQUIRE(rankfile::in_enum_order(in_order));
  STATIC_REQUIRE(!rankfile::in_enum_order(swapped));
  STATIC_REQUIRE(!rankfile::in_enum_order(gap));
  STATIC_REQUIRE(!rankfile::in_enum_order(no_id));
}

TEST_CASE("enum tables: lookups by value and by identifier", "[enum_table]") {
  STATIC_REQUIRE(rankfile::enum_count<colour> == 3);
  STATIC_REQUIRE(rankfile::name_of(colour::green) == "green");
  STATIC_REQUIRE(rankfile::english_of(colour::blue) == "blue");
  STATIC_REQUIRE(rankfile::enum_from<colour>("blue") == colour::blue);
  STATIC_REQUIRE(!rankfile::enum_from<colour>("Blue").has_value());
}
