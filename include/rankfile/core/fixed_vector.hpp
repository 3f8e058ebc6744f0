// rankfile/core/fixed_vector.hpp: a vector with its capacity fixed at compile time.
//
// The engines never allocate, so every list they read or write (units on a side, engagements,
// itemised lines) lives inline in this container. A push_back onto a full one writes nothing,
// in every build, and sets overflowed(), which validation reports for the lists a caller fills;
// no value is ever written past the capacity. Elements past size() are never read. At run
// time they are default-initialised (left alone for types without default member initialisers,
// given those values for the library's own element types, which have them); during constant
// evaluation they are value-initialised so that results can be `constexpr` variables.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <stdexcept>
#include <type_traits>

namespace rankfile {

template <class T, std::size_t Capacity>
class fixed_vector {
  // The compiler's own test (GCC and clang): std::is_trivially_copyable_v would instantiate a
  // dozen completeness traits for each element type, in every translation unit.
  static_assert(__is_trivially_copyable(T), "fixed_vector holds trivially copyable values");

 public:
  using value_type = T;
  using size_type = std::size_t;
  using iterator = T*;
  using const_iterator = const T*;

  constexpr fixed_vector() noexcept {
    if (std::is_constant_evaluated())
      for (T& value : data_) value = T{};
  }

  // Throws std::length_error when `init` holds more than Capacity values (a compile error
  // when it happens during constant evaluation).
  constexpr fixed_vector(std::initializer_list<T> init) : fixed_vector() {
    if (init.size() > Capacity)
      throw std::length_error("rankfile::fixed_vector: too many elements");
    for (const T& value : init) data_[size_++] = value;
  }

  [[nodiscard]] static constexpr size_type capacity() noexcept { return Capacity; }
  [[nodiscard]] constexpr size_type size() const noexcept { return size_; }
  [[nodiscard]] constexpr bool empty() const noexcept { return size_ == 0; }
  [[nodiscard]] constexpr bool full() const noexcept { return size_ == Capacity; }

  // Appends `value`. On a full container nothing is written, in every build (release too):
  // the value is dropped and overflowed() stays true until clear(). The engines size their
  // lists so that this cannot happen: each capacity is derived from what fills it (a side's
  // denials from denial_budgets, combat/result.hpp, checked by a static_assert). validate(),
  // validate_battle() and validate_break_test() report an input list that overflowed. For
  // input of unknown size, try_push_back says at once whether the value was kept.
  constexpr void push_back(const T& value) noexcept {
    if (full()) {
      overflowed_ = true;
      return;
    }
    data_[size_++] = value;
  }

  // Appends when there is room; returns false (and changes nothing) when full.
  constexpr bool try_push_back(const T& value) noexcept {
    if (full()) return false;
    data_[size_++] = value;
    return true;
  }

  // Whether a push_back found the container full and dropped its value (since the last clear).
  [[nodiscard]] constexpr bool overflowed() const noexcept { return overflowed_; }

  constexpr void clear() noexcept {
    size_ = 0;
    overflowed_ = false;
  }

  [[nodiscard]] constexpr T& operator[](size_type i) noexcept { return data_[i]; }
  [[nodiscard]] constexpr const T& operator[](size_type i) const noexcept { return data_[i]; }
  [[nodiscard]] constexpr T& back() noexcept { return data_[size_ - 1]; }
  [[nodiscard]] constexpr const T& back() const noexcept { return data_[size_ - 1]; }

  [[nodiscard]] constexpr iterator begin() noexcept { return data_.data(); }
  [[nodiscard]] constexpr iterator end() noexcept { return data_.data() + size_; }
  [[nodiscard]] constexpr const_iterator begin() const noexcept { return data_.data(); }
  [[nodiscard]] constexpr const_iterator end() const noexcept { return data_.data() + size_; }

  [[nodiscard]] friend constexpr bool operator==(const fixed_vector& a,
                                                 const fixed_vector& b) noexcept {
    // The flags are compared after the values, not joined to the sizes' test by `||`: g++ 12
    // folds `a.size_ != b.size_ || a.overflowed_ != b.overflowed_` into one masked compare of
    // the 8 bytes the two adjacent members share, and then no longer knows the sizes equal in
    // the loop. Once -O3 unrolls the loop to the capacity, it warns (-Wmaybe-uninitialized, a
    // false positive) that the unset values past the shorter list's size may be read
    // (tests/core/fixed_vector.test.cpp's first case, in the release build).
    if (a.size_ != b.size_) return false;
    for (size_type i = 0; i < a.size_; ++i)
      if (!(a.data_[i] == b.data_[i])) return false;
    return a.overflowed_ == b.overflowed_;
  }

 private:
  // The size first: a reader that asks for it touches the cache line where the values begin.
  // 32 bits, so that the overflow flag shares the 8 bytes a std::size_t took, and the values
  // begin where they did, aligned as a std::size_t: the layout the benchmarks measured.
  static_assert(Capacity <= 0xFFFF'FFFFu, "fixed_vector: the size is held in 32 bits");
  std::uint32_t size_ = 0;
  // Whether a push_back found the list full (overflowed()).
  bool overflowed_ = false;
  // A std::array, though a plain array compiles faster: the plain array changed the engines'
  // code layout and measured slower (benchmarks/README.md: "a plain array in `fixed_vector`").
  alignas(std::size_t) std::array<T, Capacity> data_;
};

}  // namespace rankfile
