// rankfile/core/side.hpp: the two sides of a combat, or the two armies of a battle.
#pragma once

#include <cstdint>

namespace rankfile {

// Index of a side in a combat, or of an army in a battle: 0 or 1.
using side_index = std::uint8_t;

[[nodiscard]] constexpr side_index opponent(side_index s) noexcept {
  return static_cast<side_index>(1 - s);
}

}  // namespace rankfile
