// rankfile/victory/components/rounding.hpp: how a share of victory points, or a percentage,
// that falls between two whole numbers is rounded: the setting `rounding` of unit victory points
// and `percent_rounding` of a percent chart.
#pragma once

#include <cstdint>

#include "rankfile/core/enum_table.hpp"

namespace rankfile::rules {

enum class rounding : std::uint8_t { up, down, nearest };
inline constexpr enum_entry<rounding> rounding_table[] = {
    {rounding::up, "up", "up"},
    {rounding::down, "down", "down"},
    {rounding::nearest, "nearest", "nearest"},
};
[[nodiscard]] constexpr table_view<rounding> entries_of(rounding) noexcept { return rounding_table; }
static_assert(in_enum_order(entries_of(rounding{})));

// `percent` % of `value`, rounded as asked. Precondition: value >= 0, percent 0 to 100.
[[nodiscard]] constexpr int percent_of(int value, int percent, rounding r) noexcept {
  const long long scaled = static_cast<long long>(value) * percent;
  switch (r) {
    case rounding::up: return static_cast<int>((scaled + 99) / 100);
    case rounding::down: return static_cast<int>(scaled / 100);
    case rounding::nearest: return static_cast<int>((scaled + 50) / 100);
  }
  return 0;
}

}  // namespace rankfile::rules
