// rankfile/core/text_view.hpp: the type of the library's fixed text (enum tables, citations,
// rule-set details, the names of roles and components): a std::string_view whose length the
// compiler works out in one step.
//
//   struct example_citations { text_view ranks{}; };
//   constexpr example_citations cite{.ranks = "6th ed., p. 52: +1 per rank behind the first"};
//   std::string_view s = cite.ranks;  // a text_view is a std::string_view
//
// Why not std::string_view itself: to make one from a literal in a constant expression, GCC 12's
// standard library counts the characters one constexpr call at a time (char_traits::length).
// The tables and citations hold tens of thousands of characters, and counting them was a large
// share of the time the library adds to compiling the umbrella header; a text_view asks the
// compiler's own strlen, which it evaluates at once. The names of roles and components are
// text_views for the same reason (`static constexpr text_view name`). Measured:
// benchmarks/README.md.
//
// A text_view is a std::string_view (it derives from one): it converts to one wherever one is
// expected, is made from anything a std::string_view is made from, and hashes as one. In
// `c ? a : b` with a std::string_view on the other side, name the type:
// `c ? std::string_view(a) : b`. Like a std::string_view it owns nothing: the text must outlive it.
#pragma once

#include <concepts>
#include <string_view>
#include <type_traits>

namespace rankfile {

struct text_view : std::string_view {
  constexpr text_view() noexcept = default;
  // A zero-terminated string: a literal, or any other.
  constexpr text_view(const char* text) noexcept  // NOLINT(google-explicit-constructor)
      : std::string_view(text, __builtin_strlen(text)) {}
  constexpr text_view(std::string_view text) noexcept  // NOLINT(google-explicit-constructor)
      : std::string_view(text) {}
  // A class that converts to a std::string_view, a std::string among them. The class test
  // comes first so that a literal, a char array of its own length, costs no conversion check:
  // clang weighs this constructor for each length it meets (measured: benchmarks/README.md).
  template <class Text>
  requires(
      std::is_class_v<Text>&& std::convertible_to<
          const Text&,
          std::
              string_view>) constexpr text_view(const Text&
                                                    text) noexcept  // NOLINT(google-explicit-constructor)
      : std::string_view(static_cast<std::string_view>(text)) {}
  // Not from a temporary that owns its text (a std::string made in the expression): the view
  // would outlive it (`cite.overkill = "Club: +" + std::to_string(n);` does not compile). A
  // temporary std::string_view is taken, by the constructor above it.
  template <class Text>
  requires(std::is_class_v<Text> && !std::is_same_v<Text, std::string_view> &&
           std::convertible_to<const Text&, std::string_view>) text_view(Text&& text)
  = delete;
};

}  // namespace rankfile

template <>
struct std::hash<rankfile::text_view> : std::hash<std::string_view> {};
