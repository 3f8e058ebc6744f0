// rankfile/core/enum_table.hpp: one table per enum, read by everything that names its values.
//
// Each public enum of the library is declared next to its table: one row per value, in the
// enum's order, with the identifier used in JSON and code, the English used in explanations,
// and what the value means with the numbers that travel with it. name_of, english_of, the JSON
// reader and writer, `explain` and the vocabulary in docs/json-format.md all read that table, so
// a new value is one new row (and one enumerator beside it):
//
//   enum class facing : std::uint8_t { front, flank, rear };
//   inline constexpr enum_entry<facing> facing_table[] = {
//       {facing::front, "front", "front"}, {facing::flank, "flank", "flank"}, ...};
//   constexpr table_view<facing> entries_of(facing) noexcept { return facing_table; }  // ADL
//   static_assert(in_enum_order(facing_table));
//
//   rankfile::name_of(facing::rear)          // "rear"
//   rankfile::enum_from<facing>("flank")     // std::optional<facing>{facing::flank}
#pragma once

#include <concepts>
#include <cstddef>
#include <optional>
#include <string_view>
#include <type_traits>

#include "rankfile/core/text_view.hpp"

namespace rankfile {

template <class E>
struct enum_entry {
  E value{};
  text_view id{};       // identifier: JSON, code, tool output
  text_view english{};  // words or a sentence pattern for explanations
  text_view meaning{};  // what the value means, and what the numbers it carries hold
};

// A table's rows, as a pointer and a count (cheaper to compile than <span>).
template <class E>
struct table_view {
  const enum_entry<E>* rows = nullptr;
  std::size_t count = 0;

  template <std::size_t N>
  constexpr table_view(const enum_entry<E> (&table)[N]) noexcept : rows(table), count(N) {}

  [[nodiscard]] constexpr const enum_entry<E>* begin() const noexcept { return rows; }
  [[nodiscard]] constexpr const enum_entry<E>* end() const noexcept { return rows + count; }
  [[nodiscard]] constexpr std::size_t size() const noexcept { return count; }
  [[nodiscard]] constexpr const enum_entry<E>& operator[](std::size_t i) const noexcept {
    return rows[i];
  }
};

// An enum with a table: `entries_of(E{})` finds it by argument-dependent lookup.
template <class E>
concept Tabled = std::is_enum_v<E> && requires {
  { entries_of(E{}) } -> std::same_as<table_view<E>>;
};

// True when the rows list the values 0, 1, 2, ... in order, each with an identifier: what the
// lookups below rely on. Each table is checked by a static_assert beside it. It takes the array
// itself, not entries_of's table_view, and reads the rows directly: that costs GCC half the
// instructions in each translation unit (measured: benchmarks/README.md).
template <class E, std::size_t N>
[[nodiscard]] constexpr bool in_enum_order(const enum_entry<E> (&rows)[N]) noexcept {
  for (std::size_t i = 0; i < N; ++i)
    if (static_cast<std::size_t>(rows[i].value) != i || rows[i].id.size() == 0) return false;
  return true;
}

// How many values E has.
template <Tabled E>
inline constexpr std::size_t enum_count = entries_of(E{}).size();

// Whether `e` is one of E's values: a value cast from a number past the table is not
// (validate() reports such a value; the lookups below require one that is).
template <Tabled E>
[[nodiscard]] constexpr bool is_listed(E e) noexcept {
  return static_cast<std::size_t>(e) < enum_count<E>;
}

// Precondition: is_listed(e).
template <Tabled E>
[[nodiscard]] constexpr const enum_entry<E>& entry_of(E e) noexcept {
  return entries_of(E{})[static_cast<std::size_t>(e)];
}

// The identifier of `e`, as JSON writes it.
template <Tabled E>
[[nodiscard]] constexpr std::string_view name_of(E e) noexcept {
  return entry_of(e).id;
}

// The English of `e`, as explanations write it.
template <Tabled E>
[[nodiscard]] constexpr std::string_view english_of(E e) noexcept {
  return entry_of(e).english;
}

// The value whose identifier is `id`, if any.
template <Tabled E>
[[nodiscard]] constexpr std::optional<E> enum_from(std::string_view id) noexcept {
  for (const enum_entry<E>& row : entries_of(E{}))
    if (row.id == id) return row.value;
  return std::nullopt;
}

}  // namespace rankfile
