// rankfile/tournament/names.hpp: player names as organisers type them: trimming, spellings
// that are probably the same player, and "did you mean" suggestions from a roster.
//
//   rankfile::tournament::trimmed("  Ann ")                       // "Ann"
//   rankfile::tournament::same_but_case_or_spaces("Mary Ann", "maryann")  // true
//   rankfile::tournament::edit_distance("Jonathon", "Jonathan")   // 1
//   rankfile::tournament::did_you_mean("Jonathon", roster)        // "did you mean Jonathan?"
//
// Letters compare character by character (UTF-8: "José" and "Jose" are one letter apart), with
// case folded in ASCII only and combining accents left out (a decomposed "Zoë" is "Zoe" and an
// accent). Spaces include the no-break space, and the invisible characters (zero-width spaces,
// the byte order mark) count as spaces. The nearness threshold is core/names.hpp's.
#pragma once

#include <algorithm>
#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "rankfile/core/names.hpp"

namespace rankfile::tournament {

namespace detail {
// The no-break space (U+00A0) in UTF-8: a space a spreadsheet may type.
inline constexpr std::string_view no_break_space = "\xC2\xA0";
}  // namespace detail

// `s` without the spaces, tabs and no-break spaces around it.
[[nodiscard]] constexpr std::string_view trimmed(std::string_view s) noexcept {
  for (;;) {
    if (s.starts_with(' ') || s.starts_with('\t'))
      s.remove_prefix(1);
    else if (s.starts_with(detail::no_break_space))
      s.remove_prefix(2);
    else if (s.ends_with(' ') || s.ends_with('\t'))
      s.remove_suffix(1);
    else if (s.ends_with(detail::no_break_space))
      s.remove_suffix(2);
    else
      return s;
  }
}

namespace detail {

using rankfile::detail::is_text;
using rankfile::detail::not_text;

// Player names are compared in full up to this length (core's default suits identifiers).
inline constexpr std::size_t max_compared_player_name = 256;

// The code point of the UTF-8 character `c` (one valid sequence, or a byte).
[[nodiscard]] constexpr char32_t code_point(std::string_view c) noexcept {
  const auto byte = [&](std::size_t i) {
    return static_cast<char32_t>(static_cast<unsigned char>(c[i]));
  };
  switch (c.size()) {
    case 2:
      return ((byte(0) & 0x1F) << 6) | (byte(1) & 0x3F);
    case 3:
      return ((byte(0) & 0x0F) << 12) | ((byte(1) & 0x3F) << 6) | (byte(2) & 0x3F);
    case 4:
      return ((byte(0) & 0x07) << 18) | ((byte(1) & 0x3F) << 12) | ((byte(2) & 0x3F) << 6) |
             (byte(3) & 0x3F);
    default:
      return byte(0);
  }
}
// A space, or a character that shows nothing: what two spellings of one name may differ by
// unseen (the no-break and other Unicode spaces, zero-width spaces and joiners, the byte order
// mark).
[[nodiscard]] constexpr bool is_unseen(char32_t c) noexcept {
  return c == ' ' || c == '\t' || c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200D) ||
         c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x2060 || c == 0x3000 ||
         c == 0xFEFF;
}
// A combining accent (U+0300 to U+036F): a decomposed "é" is "e" and one of these.
[[nodiscard]] constexpr bool is_combining(char32_t c) noexcept {
  return c >= 0x300 && c <= 0x36F;
}

// Calls f(character) for each character of `s`: a UTF-8 sequence, or a byte that is not one.
template <class F>
constexpr void for_each_character(std::string_view s, F f) {
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t n = static_cast<unsigned char>(s[i]) < 0x80
                              ? 1
                              : std::max<std::size_t>(1, rankfile::detail::utf8_sequence(s, i));
    f(s.substr(i, n));
    i += n;
  }
}

// `s` in lower case (ASCII) without spaces or unseen characters: the key two spellings of one
// name share.
[[nodiscard]] inline std::string name_key(std::string_view s) {
  std::string k;
  k.reserve(s.size());
  for_each_character(s, [&](std::string_view c) {
    if (is_unseen(code_point(c))) return;
    if (c.size() == 1)
      k += rankfile::detail::ascii_lower(c[0]);
    else
      k.append(c);
  });
  return k;
}

// The letters of `s` as names compare them: each character in lower case (ASCII), combining
// accents left out.
[[nodiscard]] inline std::vector<std::string_view> letters(std::string_view s, std::string& lower) {
  lower.assign(s);
  for (char& c : lower) c = rankfile::detail::ascii_lower(c);
  std::vector<std::string_view> out;
  for_each_character(lower, [&](std::string_view c) {
    if (!is_combining(code_point(c))) out.push_back(c);
  });
  return out;
}

}  // namespace detail

[[nodiscard]] constexpr bool equal_ignoring_case(std::string_view a, std::string_view b) noexcept {
  return rankfile::detail::same_name(a, b);
}

// Whether `name` is the word that marks a bye in results ("bye", in any case, spaces around it
// aside): CSV results read it so, and no player may be called it.
[[nodiscard]] constexpr bool marks_a_bye(std::string_view name) noexcept {
  return equal_ignoring_case(trimmed(name), "bye");
}

// Whether two different spellings differ only in case or in spaces ("Mary Ann", "maryann").
[[nodiscard]] inline bool same_but_case_or_spaces(std::string_view a, std::string_view b) {
  return detail::name_key(a) == detail::name_key(b);
}

// Insertions, deletions and substitutions of letters (above) that turn `a` into `b`
// (Levenshtein: two letters swapped are two edits). The first max_compared_player_name letters
// are compared in full; past them only the difference in length counts.
[[nodiscard]] inline std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::string lower_a, lower_b;
  std::vector<std::string_view> x = detail::letters(a, lower_a);
  std::vector<std::string_view> y = detail::letters(b, lower_b);
  const std::size_t tail_x = x.size() - std::min(x.size(), detail::max_compared_player_name);
  const std::size_t tail_y = y.size() - std::min(y.size(), detail::max_compared_player_name);
  x.resize(x.size() - tail_x);
  y.resize(y.size() - tail_y);
  return rankfile::detail::edit_distance_of<detail::max_compared_player_name>(
             x, y, rankfile::detail::swaps::two_edits, std::equal_to<>{}) +
         (tail_x > tail_y ? tail_x - tail_y : tail_y - tail_x);
}

// The closest names to `name` among `known`: those at the smallest edit distance, if it is at
// most a third of the name's length (at least 2), at most three of them, in their order in
// `known`. Names equal but for case or spaces come first, alone.
[[nodiscard]] inline std::vector<std::string> closest_names(std::string_view name,
                                                            const std::vector<std::string>& known) {
  std::vector<std::string> out;
  const std::string_view t = trimmed(name);
  for (const std::string& k : known)
    if (same_but_case_or_spaces(t, k)) out.push_back(k);
  if (!out.empty()) return out;
  const std::size_t limit = rankfile::detail::edits_allowed(t.size(), 2);
  std::size_t best = limit + 1;
  for (const std::string& k : known) {
    const std::size_t d = edit_distance(t, k);
    if (d > limit) continue;
    if (d < best) {
      best = d;
      out.clear();
    }
    if (d == best && out.size() < 3) out.push_back(k);
  }
  return out;
}

// "did you mean Jonathan?", "did you mean Ann, Anne or Anna?", or "" when nothing is close.
[[nodiscard]] inline std::string did_you_mean(std::string_view name,
                                              const std::vector<std::string>& known) {
  const std::vector<std::string> close = closest_names(name, known);
  if (close.empty()) return {};
  std::string s = "did you mean ";
  for (std::size_t i = 0; i < close.size(); ++i) {
    if (i > 0) s += i + 1 == close.size() ? " or " : ", ";
    s += close[i];
  }
  return s + "?";
}

}  // namespace rankfile::tournament
