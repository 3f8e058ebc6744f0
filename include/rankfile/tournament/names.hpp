// rankfile/tournament/names.hpp: player names as organisers type them: trimming, spellings
// that are probably the same player, and "did you mean" suggestions from a roster.
//
//   rankfile::tournament::trimmed("  Ann ")                       // "Ann"
//   rankfile::tournament::same_but_case_or_spaces("Mary Ann", "maryann")  // true
//   rankfile::tournament::edit_distance("Jonathon", "Jonathan")   // 1
//   rankfile::tournament::did_you_mean("Jonathon", roster)        // "did you mean Jonathan?"
//
// Letters compare byte by byte; case folding is ASCII only (other bytes must match exactly).
// Case folding, case-insensitive equality, edit distance and the nearness threshold are
// core/names.hpp's, with player names' own settings (below).
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "rankfile/core/names.hpp"

namespace rankfile::tournament {

// `s` without the spaces and tabs around it.
[[nodiscard]] constexpr std::string_view trimmed(std::string_view s) noexcept {
  const std::size_t first = s.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t") - first + 1);
}

namespace detail {

using rankfile::detail::is_text;
using rankfile::detail::not_text;

// Player names are compared in full up to this length (core's default suits identifiers).
inline constexpr std::size_t max_compared_player_name = 256;

// `s` in lower case (ASCII) without spaces or tabs: the key two spellings of one name share.
[[nodiscard]] inline std::string name_key(std::string_view s) {
  std::string k;
  k.reserve(s.size());
  for (const char c : s)
    if (c != ' ' && c != '\t') k += rankfile::detail::ascii_lower(c);
  return k;
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

// Insertions, deletions and substitutions that turn `a` into `b`, ignoring case (Levenshtein:
// two letters swapped are two edits); core's edit_distance, comparing the first
// max_compared_player_name characters in full (past them only the difference in length counts).
[[nodiscard]] constexpr std::size_t edit_distance(std::string_view a, std::string_view b) noexcept {
  return rankfile::detail::edit_distance<detail::max_compared_player_name>(
      a, b, rankfile::detail::swaps::two_edits);
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
