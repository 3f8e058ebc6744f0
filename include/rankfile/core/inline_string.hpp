// rankfile/core/inline_string.hpp: a string with its capacity fixed at compile time, held inline.
//
// The names in the value types (a combat's side and unit names, a battle's army names and unit
// ids, the labels of a unit's extra items) are copied into the value: nothing they hold can
// dangle, they stay `constexpr`, allocation-free and trivially copyable, and a combat copied
// into a batch carries its names with it.
//
//   rankfile::inline_string<23> name = "Halberdiers";   // from a literal, string_view, string
//   name == "Halberdiers";  std::string(name);  std::string_view v = name;
//
// Capacity characters at most (bytes of UTF-8: an "é" is two). A longer name is never silently
// cut short:
// * in a constant expression (a `constexpr` combat), it does not compile (the compiler names
//   detail::inline_string_longer_than_its_capacity);
// * at run time the value keeps the first Capacity characters and remembers that the name was
//   too long (too_long()); validate(), validate_battle() and the JSON readers report it with its
//   path ("sides[0].units[1].id: longer than 39 characters"). It equals no string_view.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>

namespace rankfile {

namespace detail {
// Not constexpr on purpose: reached only while constant-evaluating a name too long for its
// inline_string, it makes that evaluation (and the program) ill-formed, with this name in the
// compiler's message.
inline void inline_string_longer_than_its_capacity() noexcept {}
}  // namespace detail

template <std::size_t Capacity>
class inline_string {
  static_assert(Capacity >= 1 && Capacity < 255, "inline_string keeps its length in one byte");

 public:
  using size_type = std::size_t;

  constexpr inline_string() noexcept = default;

  // From anything that is a string_view (a literal, a std::string, a string_view). Implicit,
  // so that `.name = "Empire"` and `.id = some_std_string` read as they did with string_view.
  template <class S>
  requires(
      std::is_convertible_v<const S&, std::string_view> &&
      !std::is_same_v<
          std::remove_cvref_t<S>,
          inline_string>) constexpr inline_string(const S&
                                                      s) noexcept {  // NOLINT(google-explicit-constructor)
    assign(std::string_view(s));
  }

  [[nodiscard]] static constexpr size_type capacity() noexcept { return Capacity; }
  // Characters held: at most Capacity (the first Capacity of a name that was too long).
  [[nodiscard]] constexpr size_type size() const noexcept {
    return size_ > Capacity ? Capacity : size_;
  }
  [[nodiscard]] constexpr bool empty() const noexcept { return size_ == 0; }
  // The name given was longer than Capacity: only its first Capacity characters are held.
  [[nodiscard]] constexpr bool too_long() const noexcept { return size_ > Capacity; }
  // Not null-terminated: read size() characters.
  [[nodiscard]] constexpr const char* data() const noexcept { return data_; }
  [[nodiscard]] constexpr const char* begin() const noexcept { return data_; }
  [[nodiscard]] constexpr const char* end() const noexcept { return data_ + size(); }
  [[nodiscard]] constexpr std::string_view view() const& noexcept { return {data_, size()}; }

  // A view of a name is good while its value lives: views of a temporary's name do not compile.
  constexpr operator std::string_view() const& noexcept {  // NOLINT(google-explicit-constructor)
    return view();
  }
  operator std::string_view() const&& = delete;
  std::string_view view() const&& = delete;

  // A name that was too long equals no string: it is not the characters it kept.
  [[nodiscard]] friend constexpr bool operator==(const inline_string& a,
                                                 std::string_view b) noexcept {
    return !a.too_long() && a.view() == b;
  }
  template <std::size_t M>
  [[nodiscard]] friend constexpr bool operator==(const inline_string& a,
                                                 const inline_string<M>& b) noexcept {
    return a.too_long() == b.too_long() && a.view() == b.view();
  }

  // Writes any stream that writes a string_view (std::ostream), without including <ostream>.
  template <class Stream>
  requires requires(Stream& os, std::string_view v) { os << v; }
  friend Stream& operator<<(Stream& os, const inline_string& s) {
    os << s.view();
    return os;
  }

 private:
  constexpr void assign(std::string_view s) noexcept {
    const bool fits = s.size() <= Capacity;
    if (!fits && std::is_constant_evaluated()) detail::inline_string_longer_than_its_capacity();
    const size_type n = fits ? s.size() : Capacity;
    // At run time one copy: GCC 12 at -O3 took the loop over a temporary std::string for a read
    // past its end (a false -Warray-bounds, an error under -Werror).
    if (std::is_constant_evaluated()) {
      for (size_type i = 0; i < n; ++i) data_[i] = s[i];
    } else if (n > 0) {
      __builtin_memcpy(data_, s.data(), n);
    }
    size_ = static_cast<std::uint8_t>(fits ? n : Capacity + 1);
  }

  char data_[Capacity]{};
  std::uint8_t size_ = 0;  // Capacity + 1: the name was too long (too_long())
};

}  // namespace rankfile
