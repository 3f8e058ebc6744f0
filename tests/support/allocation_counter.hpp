// Counts heap allocations: link allocation_counter.cpp into a program and every operator new
// it makes is counted (except under AddressSanitizer, which owns the allocator).
#pragma once

namespace test {
// Allocations made by the program so far.
long allocations() noexcept;
// Whether allocations are being counted in this build.
bool counting_allocations() noexcept;
}  // namespace test
