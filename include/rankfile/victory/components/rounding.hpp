// rankfile/victory/components/rounding.hpp: how a share of victory points, or a percentage,
// that falls between two whole numbers is rounded: the setting `rounding` of unit victory points
// and `percent_rounding` of a percent chart.
#pragma once

#include <cstdint>

#include "rankfile/core/enum_table.hpp"

namespace rankfile::rules {

enum class rounding : std::uint8_t { up, down, nearest };
inline constexpr enum_entry<rounding> rounding_table[] = {
    {rounding::up, "up", "up", "a fraction goes up to the next whole number"},
    {rounding::down, "down", "down", "a fraction is dropped"},
    {rounding::nearest, "nearest", "nearest", "to the nearest whole number; a half goes up"},
};
[[nodiscard]] constexpr table_view<rounding> entries_of(rounding) noexcept {
  return rounding_table;
}
static_assert(in_enum_order(rounding_table));

// n / d, rounded as asked (nearest: a half goes up). Precondition: n >= 0, d > 0.
[[nodiscard]] constexpr long long divide(long long n, long long d, rounding r) noexcept {
  switch (r) {
    case rounding::up:
      return (n + d - 1) / d;
    case rounding::down:
      return n / d;
    case rounding::nearest:
      return (2 * n + d) / (2 * d);
  }
  return 0;
}

// `percent` % of `value`, rounded as asked. Precondition: value >= 0, percent 0 to 100.
[[nodiscard]] constexpr int percent_of(int value, int percent, rounding r) noexcept {
  return static_cast<int>(divide(static_cast<long long>(value) * percent, 100, r));
}

}  // namespace rankfile::rules
