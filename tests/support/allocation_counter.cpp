// Replaces the global operator new and delete with counting versions. In a file of its own so
// that no caller sees both halves inlined together. Under AddressSanitizer, which brings its own
// allocator, nothing is replaced and counting is off (test::counting_allocations() is false).
#include "support/allocation_counter.hpp"

#include <atomic>
#include <cstdlib>
#include <new>

#if defined(__SANITIZE_ADDRESS__)
#define RANKFILE_NO_ALLOCATION_COUNTER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define RANKFILE_NO_ALLOCATION_COUNTER 1
#endif
#endif

namespace {
std::atomic<long> count{0};
}

long test::allocations() noexcept {
  return count.load(std::memory_order_relaxed);
}

#ifdef RANKFILE_NO_ALLOCATION_COUNTER
bool test::counting_allocations() noexcept {
  return false;
}
#else
bool test::counting_allocations() noexcept {
  return true;
}

void* operator new(std::size_t n) {
  count.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(n == 0 ? 1 : n)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t n) {
  return ::operator new(n);
}
void operator delete(void* p) noexcept {
  std::free(p);
}
void operator delete[](void* p) noexcept {
  std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
  std::free(p);
}
void operator delete[](void* p, std::size_t) noexcept {
  std::free(p);
}
#endif
