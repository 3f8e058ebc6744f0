// rankfile/tournament/text.hpp: standings and pairings for the wall: a plain-text table, CSV for
// a spreadsheet, or one printable HTML page.
//
//   const auto table = rankfile::tournament::standings(e);
//   const auto next = rankfile::tournament::swiss_pairings(e, table);
//   std::cout << rankfile::tournament::to_text(table, next, e.scheme.tiebreakers);
//
//   rank  player   TP    VP  2nd VP  generals  VP diff  games
//      1  Ann      13  5300     250         2     2900      3
//   ...
//   next round:
//     table 1  Ann v Bob: next in the standings
//
// The columns: tournament points, each tiebreaker in the order it applies, then VP and VP
// difference when they are not tiebreakers, games, and byes when anyone had one. Names are
// never cut: the player column is as wide as the widest name, measured by display_width.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rankfile/tournament/names.hpp"
#include "rankfile/tournament/pairing.hpp"
#include "rankfile/tournament/ranking.hpp"
#include "rankfile/tournament/scheme.hpp"

namespace rankfile::tournament {

// How many columns a UTF-8 string takes in a terminal or a fixed-width font, kept small: one
// per code point, two for East Asian wide and fullwidth characters (CJK, kana, Hangul,
// fullwidth forms) and emoji, none for combining accents (U+0300-U+036F, as a name typed with
// decomposed accents has). A byte that is not valid UTF-8 counts one.
[[nodiscard]] constexpr std::size_t display_width(std::string_view s) noexcept {
  std::size_t width = 0;
  detail::for_each_character(s, [&](std::string_view character) {
    const char32_t c = detail::code_point(character);
    const bool wide = (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E) ||
                      (c >= 0x3041 && c <= 0x33FF) || (c >= 0x3400 && c <= 0x4DBF) ||
                      (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA000 && c <= 0xA4CF) ||
                      (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) ||
                      (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
                      (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x1F300 && c <= 0x1F64F) ||
                      (c >= 0x1F900 && c <= 0x1F9FF) || (c >= 0x20000 && c <= 0x3FFFD);
    width += detail::is_combining(c) ? 0U : wide ? 2U : 1U;
  });
  return width;
}

namespace detail {

// A column of the standings: its header in text, its id in CSV, and its value.
enum class column : std::uint8_t {
  tournament_points,
  victory_points,
  secondary_victory_points,
  generals_slain,
  vp_difference,
  wins,
  strength_of_schedule,
  head_to_head,
  games,
  byes,
};

[[nodiscard]] constexpr std::string_view header_of(column c) noexcept {
  constexpr std::string_view headers[] = {"TP",   "VP",  "2nd VP", "generals", "VP diff",
                                          "wins", "SoS", "H2H",    "games",    "byes"};
  return headers[static_cast<std::size_t>(c)];
}
// The tiebreaker's column (tiebreaker and column list the same totals in the same order).
[[nodiscard]] constexpr column column_of(tiebreaker t) noexcept {
  return static_cast<column>(static_cast<std::size_t>(t));
}
static_assert(column_of(tiebreaker::victory_points) == column::victory_points &&
              column_of(tiebreaker::head_to_head) == column::head_to_head &&
              enum_count<tiebreaker> == static_cast<std::size_t>(column::games));

// The column's id in CSV: a tiebreaker's id (its table in scheme.hpp), or games or byes.
[[nodiscard]] constexpr std::string_view id_of(column c) noexcept {
  if (c == column::games) return "games";
  if (c == column::byes) return "byes";
  return name_of(static_cast<tiebreaker>(c));
}

inline std::string value_of(const standing& s, column c) {
  switch (c) {
    case column::tournament_points:
      return std::to_string(s.tournament_points);
    case column::victory_points:
      return std::to_string(s.victory_points);
    case column::secondary_victory_points:
      return std::to_string(s.secondary_victory_points);
    case column::generals_slain:
      return std::to_string(s.generals_slain);
    case column::vp_difference:
      return std::to_string(s.vp_difference);
    case column::wins:
      return std::to_string(s.wins);
    case column::strength_of_schedule: {
      char text[32];
      std::snprintf(text, sizeof text, "%.2f", s.strength_of_schedule.value());
      return text;
    }
    case column::head_to_head:
      return std::to_string(s.head_to_head);
    case column::games:
      return std::to_string(s.games);
    case column::byes:
      return std::to_string(s.byes);
  }
  return {};
}

// TP, the tiebreakers in order, VP and VP difference when not among them, games, byes if any.
inline std::vector<column> columns_of(const std::vector<standing>& table,
                                      const std::vector<tiebreaker>& tiebreakers) {
  std::vector<column> out{column::tournament_points};
  const auto add = [&](column c) {
    if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
  };
  for (const tiebreaker t : tiebreakers) add(column_of(t));
  add(column::victory_points);
  add(column::vp_difference);
  add(column::games);
  if (std::any_of(table.begin(), table.end(), [](const standing& s) { return s.byes > 0; }))
    add(column::byes);
  return out;
}

inline void pad(std::string& out, std::size_t n) {
  out.append(n, ' ');
}

// The layout of both standings tables, players' and teams': the rank right-aligned in 4, the
// name left-aligned to the widest name (by display_width, never cut), then each column
// right-aligned to its widest cell, two spaces apart. `name(row)` is a row's name, `cell(row, k)`
// its k-th column as text.
template <class Row, class Name, class Cell>
std::string ranked_table(std::string_view name_header, const std::vector<Row>& rows,
                         const std::vector<std::string_view>& headers, Name name, Cell cell) {
  std::size_t name_width = display_width(name_header);
  for (const Row& r : rows) name_width = std::max(name_width, display_width(name(r)));
  std::vector<std::size_t> widths;
  for (std::size_t k = 0; k < headers.size(); ++k) {
    std::size_t w = headers[k].size();
    for (const Row& r : rows) w = std::max(w, cell(r, k).size());
    widths.push_back(w);
  }
  std::string out = "rank  ";
  out += name_header;
  pad(out, name_width - display_width(name_header));
  for (std::size_t k = 0; k < headers.size(); ++k) {
    pad(out, 2 + widths[k] - headers[k].size());
    out += headers[k];
  }
  out += '\n';
  for (const Row& r : rows) {
    const std::string rank = std::to_string(r.rank);
    pad(out, rank.size() < 4 ? 4 - rank.size() : 0);
    out += rank + "  " + name(r);
    pad(out, name_width - display_width(name(r)));
    for (std::size_t k = 0; k < headers.size(); ++k) {
      const std::string v = cell(r, k);
      pad(out, 2 + widths[k] - v.size());
      out += v;
    }
    out += '\n';
  }
  return out;
}

// "next round:" and a line a pairing, the table numbers aligned, byes last with no table;
// `why(p)` explains a pairing.
template <class Why>
void append_next_round(std::string& out, const std::vector<pairing>& next_round, Why why) {
  out += "\nnext round:\n";
  int last_table = 0;
  for (const pairing& p : next_round) last_table = std::max(last_table, p.table);
  const std::size_t table_width = std::to_string(last_table).size();
  for (const bool byes : {false, true})
    for (const pairing& p : next_round) {
      if (p.opponent.has_value() == byes) continue;
      out += "  ";
      if (p.table > 0) {
        const std::string n = std::to_string(p.table);
        out += "table ";
        pad(out, table_width - n.size());
        out += n + "  ";
      } else {
        pad(out, 6 + table_width + 2);
      }
      out += p.player + " v " + p.opponent.value_or("(bye)") + ": " + why(p) + "\n";
    }
}

}  // namespace detail

namespace detail {

// The standings as a table, with the scheme's tiebreakers as columns.
inline std::string standings_table(const std::vector<standing>& table,
                                   const std::vector<tiebreaker>& tiebreakers) {
  const std::vector<column> columns = columns_of(table, tiebreakers);
  std::vector<std::string_view> headers;
  for (const column c : columns) headers.push_back(header_of(c));
  return ranked_table(
      "player", table, headers, [](const standing& s) -> const std::string& { return s.player; },
      [&](const standing& s, std::size_t k) { return value_of(s, columns[k]); });
}

// The players of a heading that waits for them: the first five, quoted, then how many more.
inline std::string missing_names(const std::vector<std::string_view>& missing) {
  constexpr std::size_t shown = 5;
  std::string out;
  for (std::size_t i = 0; i < missing.size() && i < shown; ++i)
    out.append(i > 0 ? ", " : "").append(rankfile::detail::quoted(missing[i]));
  if (missing.size() > shown)
    out.append(" and ").append(std::to_string(missing.size() - shown)).append(" more");
  return out;
}

// The line that heads the standings once the last round has begun: "final standings after
// round 3 of 3", or, while `missing` (missing_from_last_round) is not empty, "standings, not
// final: round 3 of 3 is not complete (no game or bye yet for "Cat", "Dan")".
inline std::string final_heading(int rounds, const std::vector<std::string_view>& missing = {}) {
  const std::string n = std::to_string(rounds);
  if (missing.empty()) return "final standings after round " + n + " of " + n;
  return "standings, not final: round " + n + " of " + n +
         " is not complete (no game or bye yet for " + missing_names(missing) + ")";
}

}  // namespace detail

// The standings as a table, then the next round's pairings with their table numbers (a bye
// last, with no table). `tiebreakers`: the scheme's, which become columns.
[[nodiscard]] inline std::string to_text(const std::vector<standing>& table,
                                         const std::vector<pairing>& next_round,
                                         const std::vector<tiebreaker>& tiebreakers = {}) {
  std::string out = detail::standings_table(table, tiebreakers);
  detail::append_next_round(out, next_round, [](const pairing& p) { return explain(p); });
  return out;
}

// The standings once the event's last round has begun (last_round_started), with no pairings: a
// line that says they are final (is_final) or, while `missing` (missing_from_last_round) is not
// empty, that they are not and who the last round waits for; then the table of to_text.
// `rounds`: the event's number of rounds (event::rounds).
[[nodiscard]] inline std::string final_text(const std::vector<standing>& table,
                                            const std::vector<tiebreaker>& tiebreakers, int rounds,
                                            const std::vector<std::string_view>& missing = {}) {
  return detail::final_heading(rounds, missing) + "\n\n" +
         detail::standings_table(table, tiebreakers);
}

namespace detail {

// A CSV field as RFC 4180 writes it: quoted when it holds a separator, quote or line end, or
// begins or ends with a space (which a reader would trim). A name a spreadsheet would take for a
// formula (beginning with = + - or @) is written after a ' and quoted, so that it stays text.
inline std::string csv_field(std::string_view v) {
  const bool formula =
      !v.empty() && (v.front() == '=' || v.front() == '+' || v.front() == '-' || v.front() == '@');
  const bool quote = formula || v.find_first_of(",;\t\"\r\n") != std::string_view::npos ||
                     (!v.empty() && (v.front() == ' ' || v.back() == ' '));
  if (!quote) return std::string(v);
  std::string out = formula ? "\"'" : "\"";
  for (const char c : v) out.append(c == '"' ? "\"\"" : std::string(1, c));
  return out + "\"";
}

// Text for HTML: & < > " ' escaped.
inline std::string html_escaped(std::string_view v) {
  std::string out;
  for (const char c : v) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

}  // namespace detail

// The standings as CSV, one player a line, with the columns of to_text under their ids
// (rank,player,tournament_points,...; strength of schedule with two decimals).
[[nodiscard]] inline std::string to_csv(const std::vector<standing>& table,
                                        const std::vector<tiebreaker>& tiebreakers = {}) {
  const std::vector<detail::column> columns = detail::columns_of(table, tiebreakers);
  std::string out = "rank,player";
  for (const detail::column c : columns) out.append(",").append(detail::id_of(c));
  out += '\n';
  for (const standing& s : table) {
    out.append(std::to_string(s.rank)).append(",").append(detail::csv_field(s.player));
    for (const detail::column c : columns) out.append(",").append(detail::value_of(s, c));
    out += '\n';
  }
  return out;
}

namespace detail {

// A row of the standings on a printable page: its rank, its name (a player's or a team's) and
// its numbers, in the order of the page's headers.
struct html_standing {
  int rank = 0;
  std::string_view name{};
  std::vector<std::string> values{};
};

// One printable page (self-contained HTML, its style inline) for round `round`: its pairings
// with their table numbers (a bye last, with no table) and each pair's reason (explain, with
// `noun`, "player" or "team", in its own words), then the standings before it under `headers`.
// Without pairings (`next_round` null), the standings in round `round`, the event's last: final,
// or not while `missing` (final_heading) is not empty. `noun` heads the name columns. Names are
// escaped.
inline std::string html_page(int round, std::string_view noun,
                             const std::vector<pairing>* next_round,
                             const std::vector<std::string_view>& headers,
                             const std::vector<html_standing>& rows,
                             const std::vector<std::string_view>& missing = {}) {
  const std::string r = std::to_string(round);
  const std::string title = next_round        ? "Round " + r
                            : missing.empty() ? "Final standings"
                                              : "Standings, not final";
  std::string out =
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + title +
      "</title>\n<style>\n"
      "body { font-family: sans-serif; margin: 0; }\n"
      "section { break-after: page; page-break-after: always; }\n"
      "table { border-collapse: collapse; margin-bottom: 1em; }\n"
      "th, td { border: 1px solid #888; padding: 0.2em 0.6em; text-align: left; }\n"
      "td.n, th.n { text-align: right; }\n"
      "@page { margin: 1.5cm; }\n"
      "</style>\n</head>\n<body>\n<section>\n<h1>" +
      title + "</h1>\n";
  if (!next_round && missing.empty()) {
    out.append("<p>After round ").append(r).append(" of ").append(r).append(".</p>\n<table>\n");
  } else if (!next_round) {
    out.append("<p>Round ")
        .append(r)
        .append(" of ")
        .append(r)
        .append(" is not complete: no game or bye yet for ")
        .append(html_escaped(missing_names(missing)))
        .append(".</p>\n<table>\n");
  } else {
    out.append("<h2>Pairings</h2>\n<table>\n<tr><th class=\"n\">table</th><th>")
        .append(noun)
        .append("</th><th>opponent</th><th>why</th></tr>\n");
    for (const bool byes : {false, true})
      for (const pairing& p : *next_round) {
        if (p.opponent.has_value() == byes) continue;
        out.append("<tr><td class=\"n\">")
            .append(p.table > 0 ? std::to_string(p.table) : std::string())
            .append("</td><td>")
            .append(html_escaped(p.player))
            .append("</td><td>")
            .append(p.opponent ? html_escaped(*p.opponent) : std::string("(bye)"))
            .append("</td><td>")
            .append(html_escaped(explain(p, noun)))
            .append("</td></tr>\n");
      }
    out += "</table>\n<h2>Standings";
    if (round > 1) out.append(" after round ").append(std::to_string(round - 1));
    out.append("</h2>\n<table>\n");
  }
  out.append("<tr><th class=\"n\">rank</th><th>").append(noun).append("</th>");
  for (const std::string_view h : headers) out.append("<th class=\"n\">").append(h).append("</th>");
  out += "</tr>\n";
  for (const html_standing& s : rows) {
    out.append("<tr><td class=\"n\">").append(std::to_string(s.rank)).append("</td><td>");
    out.append(html_escaped(s.name)).append("</td>");
    for (const std::string& v : s.values)
      out.append("<td class=\"n\">").append(html_escaped(v)).append("</td>");
    out += "</tr>\n";
  }
  out += "</table>\n</section>\n</body>\n</html>\n";
  return out;
}

}  // namespace detail

namespace detail {

// The rows and headers of a printable page's standings, with the columns of to_text.
inline std::pair<std::vector<std::string_view>, std::vector<html_standing>> html_standings(
    const std::vector<standing>& table, const std::vector<tiebreaker>& tiebreakers) {
  const std::vector<column> columns = columns_of(table, tiebreakers);
  std::pair<std::vector<std::string_view>, std::vector<html_standing>> out;
  for (const column c : columns) out.first.push_back(header_of(c));
  out.second.reserve(table.size());
  for (const standing& s : table) {
    html_standing& row = out.second.emplace_back();
    row.rank = s.rank;
    row.name = s.player;
    for (const column c : columns) row.values.push_back(value_of(s, c));
  }
  return out;
}

}  // namespace detail

// One printable page (self-contained HTML, its style inline): round `round`'s pairings with
// their table numbers, then the standings before it. Names are escaped.
[[nodiscard]] inline std::string to_html(const std::vector<standing>& table,
                                         const std::vector<pairing>& next_round,
                                         const std::vector<tiebreaker>& tiebreakers, int round) {
  const auto [headers, rows] = detail::html_standings(table, tiebreakers);
  return detail::html_page(round, "player", &next_round, headers, rows);
}

// One printable page of the standings once the event's last round has begun (last_round_started),
// with no pairings: headed as final, or as not final while `missing` (missing_from_last_round)
// is not empty (final_text). `rounds`: the event's number of rounds (event::rounds).
[[nodiscard]] inline std::string final_html(const std::vector<standing>& table,
                                            const std::vector<tiebreaker>& tiebreakers, int rounds,
                                            const std::vector<std::string_view>& missing = {}) {
  const auto [headers, rows] = detail::html_standings(table, tiebreakers);
  return detail::html_page(rounds, "player", nullptr, headers, rows, missing);
}

}  // namespace rankfile::tournament
