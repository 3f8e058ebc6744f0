// rankfile/core/text_view.hpp: the type of the library's fixed text (enum tables, citations,
// rule-set details): a std::string_view that takes a string literal's length from its type.
//
//   struct example_citations { text_view ranks{}; };
//   constexpr example_citations cite{.ranks = "6th ed., p. 52: +1 per rank behind the first"};
//   std::string_view s = cite.ranks;  // a text_view is a std::string_view
//
// Why not std::string_view itself: to make one from a literal in a constant expression, GCC 12
// counts the characters one constexpr call at a time (char_traits::length). The tables and
// citations hold about 38,000 characters, and counting them took a third of the time the
// umbrella header takes to compile (benchmarks/README.md, "Compile time").
//
// A text_view is a std::string_view (it derives from one) and converts to one wherever one is
// expected. In `c ? a : b` with a std::string_view on the other side, name the type:
// `c ? std::string_view(a) : b`.
#pragma once

#include <cstddef>
#include <string_view>

namespace rankfile {

struct text_view : std::string_view {
  constexpr text_view() noexcept = default;
  // A string literal, or any char array known at compile time that holds exactly its text and a
  // terminating zero (the length is the array's, less one).
  template <std::size_t N>
  consteval text_view(const char (&text)[N]) noexcept  // NOLINT(google-explicit-constructor)
      : std::string_view(text, N - 1) {}
  constexpr text_view(std::string_view text) noexcept  // NOLINT(google-explicit-constructor)
      : std::string_view(text) {}
};

}  // namespace rankfile
