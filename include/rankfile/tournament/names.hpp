// rankfile/tournament/names.hpp: player names as organisers type them: trimming, spellings
// that are probably the same player, and "did you mean" suggestions from a roster.
//
//   rankfile::tournament::trimmed("  Ann ")                       // "Ann"
//   rankfile::tournament::same_but_case_or_spaces("Mary Ann", "maryann")  // true
//   rankfile::tournament::edit_distance("Jonathon", "Jonathan")   // 1
//   rankfile::tournament::did_you_mean("Jonathon", roster)        // "did you mean Jonathan?"
//
// Letters compare byte by byte; case folding is ASCII only (other bytes must match exactly).
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace rankfile::tournament {

// `s` without the spaces and tabs around it.
[[nodiscard]] constexpr std::string_view trimmed(std::string_view s) noexcept {
  const std::size_t first = s.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t") - first + 1);
}

namespace detail {

[[nodiscard]] constexpr char fold(char c) noexcept {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

// `s` in lower case (ASCII) without spaces or tabs: the key two spellings of one name share.
[[nodiscard]] inline std::string name_key(std::string_view s) {
  std::string k;
  k.reserve(s.size());
  for (const char c : s)
    if (c != ' ' && c != '\t') k += fold(c);
  return k;
}

}  // namespace detail

[[nodiscard]] constexpr bool equal_ignoring_case(std::string_view a, std::string_view b) noexcept {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (detail::fold(a[i]) != detail::fold(b[i])) return false;
  return true;
}

// Whether two different spellings differ only in case or in spaces ("Mary Ann", "maryann").
[[nodiscard]] inline bool same_but_case_or_spaces(std::string_view a, std::string_view b) {
  return detail::name_key(a) == detail::name_key(b);
}

// Insertions, deletions and substitutions that turn `a` into `b`, ignoring case (Levenshtein).
[[nodiscard]] inline std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t up = row[j];
      const std::size_t cost = detail::fold(a[i - 1]) == detail::fold(b[j - 1]) ? 0 : 1;
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + cost});
      diagonal = up;
    }
  }
  return row[b.size()];
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
  const std::size_t limit = std::max<std::size_t>(2, t.size() / 3);
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
