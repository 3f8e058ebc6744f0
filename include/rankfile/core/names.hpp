// rankfile/core/names.hpp: names as people type them: what text a name may hold, names compared
// without regard to case, and the nearest of a list of names to a misspelt one ("did you mean").
//
//   detail::same_name("WFB5", "wfb5")                        // true
//   detail::edit_distance("chargd", "charged")               // 1
//   detail::nearest_name("wfb9", {"wfb5", "tow"})            // "wfb5"
//
// ASCII only: identifiers in this library are lower-case ASCII. constexpr, allocation-free.
// The one implementation of each: tournament/names.hpp (player names) builds on these.
#pragma once

#include <algorithm>
#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>

#include "rankfile/core/on_use.hpp"
#include "rankfile/core/text_view.hpp"

namespace rankfile::detail {

// The length of the UTF-8 sequence that starts at byte `i` of `s` (a byte of 0x80 or more), or
// 0 when none does: a stray or cut-short sequence, an overlong one, a surrogate, or one beyond
// U+10FFFF.
[[nodiscard]] constexpr std::size_t utf8_sequence(std::string_view s, std::size_t i) noexcept {
  const auto c = static_cast<unsigned char>(s[i]);
  const std::size_t n = c >= 0xF0 && c <= 0xF4   ? 4
                        : c >= 0xE0 && c <= 0xEF ? 3
                        : c >= 0xC2 && c < 0xE0  ? 2
                                                 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  for (std::size_t k = 1; k < n; ++k)
    if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return 0;
  const auto c1 = static_cast<unsigned char>(s[i + 1]);
  if ((c == 0xE0 && c1 < 0xA0) || (c == 0xED && c1 > 0x9F) || (c == 0xF0 && c1 < 0x90) ||
      (c == 0xF4 && c1 > 0x8F))
    return 0;
  return n;
}
// Whether the character at byte `i` of `s`, `n` bytes long, is a control character: C0 (a tab
// aside), DEL and C1, which end a line or drive a terminal, and the characters that break a
// line or reorder the text around them where Unicode is shown: the line and paragraph
// separators (U+2028, U+2029) and the bidirectional embeddings, overrides and isolates
// (U+202A to U+202E, U+2066 to U+2069).
[[nodiscard]] constexpr bool is_control(std::string_view s, std::size_t i, std::size_t n) noexcept {
  const auto c = static_cast<unsigned char>(s[i]);
  if (n == 1) return (c < 0x20 && c != '\t') || c == 0x7F;  // C0 (a tab aside) and DEL
  if (n == 2) return c == 0xC2 && static_cast<unsigned char>(s[i + 1]) < 0xA0;  // C1 (U+009B: CSI)
  if (n != 3 || c != 0xE2) return false;
  const auto c1 = static_cast<unsigned char>(s[i + 1]);
  const auto c2 = static_cast<unsigned char>(s[i + 2]);
  return (c1 == 0x80 && c2 >= 0xA8 && c2 <= 0xAE) || (c1 == 0x81 && c2 >= 0xA6 && c2 <= 0xA9);
}

// Whether `s` is UTF-8 text with no control characters (a tab aside; is_control): what a name
// may hold (a line break, a terminal's escape or a right-to-left override in a name would forge
// lines of the tool's text output).
[[nodiscard]] constexpr bool is_text(std::string_view s) noexcept {
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t n = static_cast<unsigned char>(s[i]) < 0x80 ? 1 : utf8_sequence(s, i);
    if (n == 0 || is_control(s, i, n)) return false;
    i += n;
  }
  return true;
}

// The UTF-8 byte order mark a spreadsheet or an editor may write before a file's text.
inline constexpr text_view utf8_bom = "\xEF\xBB\xBF";

// What a problem says of a name that is not.
inline constexpr text_view not_text = "must be UTF-8 text with no control characters";

// `s` as a line of a message may show it: each control character (a tab aside) and each byte
// that is not UTF-8 written as an escape, \n, \r, \xHH or, for the others, \uHHHH; and a
// backslash as \\, so that no escape is read for what it stands for. A value quoted back
// ("unknown rule set \"a\nb\"") stays on its line and sends a terminal nothing.
template <on_use = void>
[[nodiscard]] std::string printable(std::string_view s) {
  constexpr std::string_view hex = "0123456789abcdef";
  const auto byte = [&](std::string& out, std::string_view prefix, unsigned char b) {
    out.append(prefix).append(1, hex[b >> 4]).append(1, hex[b & 0xF]);
  };
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    const std::size_t n = c < 0x80 ? 1 : utf8_sequence(s, i);
    if (n == 0)
      byte(out, "\\x", c);
    else if (c == '\n')
      out += "\\n";
    else if (c == '\r')
      out += "\\r";
    else if (c == '\\')
      out += "\\\\";
    else if (!is_control(s, i, n))
      out.append(s.substr(i, n));
    else if (n == 1)
      byte(out, "\\x", c);
    else if (n == 2)
      byte(out, "\\u00", static_cast<unsigned char>(s[i + 1]));  // C1: 0xC2, HH
    else {  // U+20HH: 0xE2, then 0x80 or 0x81 for the high bits of HH, then its low six bits
      const auto low = static_cast<unsigned char>(((s[i + 1] & 0x03) << 6) | (s[i + 2] & 0x3F));
      byte(out, "\\u20", low);
    }
    i += n == 0 ? 1 : n;
  }
  return out;
}

[[nodiscard]] constexpr char ascii_lower(char c) noexcept {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

// `a` and `b` equal when upper and lower case are not told apart.
[[nodiscard]] constexpr bool same_name(std::string_view a, std::string_view b) noexcept {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (ascii_lower(a[i]) != ascii_lower(b[i])) return false;
  return true;
}

inline constexpr std::size_t max_compared_name = 64;

// Whether edit_distance counts two neighbours swapped as one edit or as two.
enum class swaps : bool { two_edits, one_edit };

// Edit distance of two sequences of letters, each at most MaxCompared long (insertions,
// deletions, substitutions, and, unless `swapped` says two_edits, two neighbours swapped: "cots"
// is one edit from "cost"), `alike` telling two letters the same.
template <std::size_t MaxCompared, class Letters, class Alike>
[[nodiscard]] constexpr std::size_t edit_distance_of(const Letters& a, const Letters& b,
                                                     swaps swapped, Alike alike) noexcept {
  // Three rows of the table: the distances of a's first i-2, i-1 and i letters to b's. Plain
  // arrays and loops, not std::array and std::copy_n: this is instantiated in every translation
  // unit that includes the library.
  std::size_t before[MaxCompared + 1]{}, above[MaxCompared + 1]{}, row[MaxCompared + 1]{};
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  const auto same = [&](std::size_t i, std::size_t j) { return alike(a[i], b[j]); };  // 0-based
  for (std::size_t i = 1; i <= a.size(); ++i) {
    for (std::size_t j = 0; j <= b.size(); ++j) {  // only the columns in use
      before[j] = above[j];
      above[j] = row[j];
    }
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      row[j] = std::min(std::min(above[j] + 1, row[j - 1] + 1),
                        above[j - 1] + (same(i - 1, j - 1) ? 0 : 1));
      if (swapped == swaps::one_edit && i > 1 && j > 1 && same(i - 1, j - 2) && same(i - 2, j - 1))
        row[j] = std::min(row[j], before[j - 2] + 1);
    }
  }
  return row[b.size()];
}
// The same for two names, character by character, case ignored. Past MaxCompared characters only
// the difference in length counts (no field or rule-set name is max_compared_name long).
template <std::size_t MaxCompared = max_compared_name>
[[nodiscard]] constexpr std::size_t edit_distance(std::string_view a, std::string_view b,
                                                  swaps swapped = swaps::one_edit) noexcept {
  const auto tail = [](std::string_view s) {
    return s.size() > MaxCompared ? s.size() - MaxCompared : 0;
  };
  const std::size_t extra = tail(a) > tail(b) ? tail(a) - tail(b) : tail(b) - tail(a);
  return edit_distance_of<MaxCompared>(
             a.substr(0, MaxCompared), b.substr(0, MaxCompared), swapped,
             [](char x, char y) { return ascii_lower(x) == ascii_lower(y); }) +
         extra;
}

// The most edits a name of `typed_size` characters may be from one suggested for it: a third of
// its characters, and at least `at_least` (1 for identifiers; tournament/names.hpp allows player
// names 2).
[[nodiscard]] constexpr std::size_t edits_allowed(std::size_t typed_size,
                                                  std::size_t at_least = 1) noexcept {
  return std::max<std::size_t>(at_least, typed_size / 3);
}

// Whether `candidate` is near enough to `typed` to be suggested for it: at most a third of the
// typed name's characters wrong, at least one allowed.
[[nodiscard]] constexpr bool near_name(std::string_view typed,
                                       std::string_view candidate) noexcept {
  return edit_distance(typed, candidate) <= edits_allowed(typed.size());
}

// Keeps the nearest of the names offered, in the order offered (the first wins a tie), among
// those near enough to `typed`; empty when none is.
class nearest {
 public:
  constexpr explicit nearest(std::string_view typed) noexcept : typed_(typed) {}
  constexpr void offer(std::string_view candidate) noexcept { offer(candidate, candidate); }
  // `candidate`, compared as `as`: another spelling of it (a CSV column's name without its
  // underscores, or its initials), suggested as itself.
  constexpr void offer(std::string_view candidate, std::string_view as) noexcept {
    if (candidate.empty() || as.empty() || !near_name(typed_, as)) return;
    const std::size_t d = edit_distance(typed_, as);
    if (best_.empty() || d < distance_) {
      best_ = candidate;
      distance_ = d;
    }
  }
  [[nodiscard]] constexpr std::string_view name() const noexcept { return best_; }

 private:
  std::string_view typed_;
  std::string_view best_{};
  std::size_t distance_ = 0;
};

[[nodiscard]] constexpr std::string_view nearest_name(
    std::string_view typed, std::initializer_list<std::string_view> names) noexcept {
  nearest n(typed);
  for (const std::string_view name : names) n.offer(name);
  return n.name();
}

// Calls f(word) for each word of a list separated by single spaces ("5th 5e whfb5"), in order.
template <class F>
constexpr void for_each_word(std::string_view list, F&& f) {
  for (std::string_view rest = list; !rest.empty();) {
    const std::size_t space = rest.find(' ');
    f(rest.substr(0, space));
    rest = space == std::string_view::npos ? std::string_view{} : rest.substr(space + 1);
  }
}

// The longest value a message quotes back whole, in bytes.
inline constexpr std::size_t max_quoted = 64;

// `s` in double quotes, as a message quotes a value back; a value longer than max_quoted bytes
// is cut at the start of a character and its length given: "xxxx..." (5000 bytes).
template <on_use = void>
[[nodiscard]] std::string quoted(std::string_view s) {
  if (s.size() <= max_quoted) return std::string("\"").append(s).append("\"");
  std::size_t n = max_quoted;
  while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80) --n;
  return std::string("\"")
      .append(s.substr(0, n))
      .append("...\" (")
      .append(std::to_string(s.size()))
      .append(" bytes)");
}

// What a message about a misspelt name ends with: ` (did you mean "near"?)`, or nothing when no
// name was near enough (`near` empty).
template <on_use = void>
[[nodiscard]] std::string did_you_mean(std::string_view near) {
  return near.empty() ? std::string()
                      : std::string(" (did you mean \"").append(near).append("\"?)");
}

}  // namespace rankfile::detail
