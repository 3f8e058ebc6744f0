// Counts heap allocations: link allocation_counter.cpp into a program and every operator new
// it makes is counted.
#pragma once

namespace test {
// Allocations made by the program so far.
long allocations() noexcept;
}  // namespace test
