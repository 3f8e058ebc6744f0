// rankfile/tournament/csv.hpp: tournament games and rosters from CSV, one game (or player) a
// line, for organisers who keep results in a spreadsheet.
//
//   rankfile::tournament::csv_source where{.file = "results.csv"};
//   rankfile::tournament::read_games_csv(text, e, problems, where);
//   problems = rankfile::tournament::validate(e);
//   rankfile::tournament::relocate(problems, where);  // games[2].players[1] -> results.csv:4:4
//
// CSV as spreadsheets write it: a UTF-8 byte order mark, CRLF line ends, spaces around fields
// and header names, and `,`, `;` or a tab as the separator (the one the header line uses most;
// on a tie `,` wins, then `;` before a tab), or the one a first line `sep=;` names, as Excel
// reads it. Fields may be quoted ("Smith, J."; "" inside quotes is a quote). Header names
// match in any case. Lines with every field blank are skipped. Every problem is reported as
// "file:line:column" and "column_name ...": the column is the field's number, 1 for the first.
//
// Results: the header names the columns, in any order. A column the reader does not know is not
// read; given `unknown`, the readers add one problem for each, with the nearest known name
// ("results.csv:1:9: unknown column generals_slian_1 (did you mean generals_slain_1?): its
// values are not read"), and one for a column the header leaves unnamed that holds a value;
// the tool prints them as warnings, or as errors under --strict. The
// columns (game_csv_columns):
//   round, player_1, player_2, victory_points_1, victory_points_2 (required), points_limit,
//   secondary_victory_points_1, secondary_victory_points_2, generals_slain_1, generals_slain_2,
//   primary_objective (1, 2 or empty: the player who won it), secondary_objective_1,
//   secondary_objective_2, both_broken (true/false, 1/0, yes/no or empty), conceded (1, 2 or
//   empty: the player who conceded)
// A bye is a line with `bye` in player_2; its other cells are not read (a value there that would
// count in a game, neither blank, 0 nor false, is an `unknown` warning; points_limit aside).
// Victory points are required on every game: a game not yet played is left out of the file.
//
// Roster (roster_csv_columns): name (required), faction, team, club, dropped_after, seed.
#pragma once

#include <algorithm>
#include <cassert>
#include <charconv>
#include <concepts>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "rankfile/core/problem.hpp"
#include "rankfile/tournament/event.hpp"
#include "rankfile/tournament/names.hpp"

namespace rankfile::tournament {

// Splits one CSV line into fields; quotes may wrap a field, "" inside quotes is a quote. With
// `unclosed`, it is set to whether the line ends inside quotes; with `stray`, to the index of
// the first field with text after its closing quote ("Smith"x), or to npos.
[[nodiscard]] inline std::vector<std::string> split_csv_line(std::string_view line,
                                                             char separator = ',',
                                                             bool* unclosed = nullptr,
                                                             std::size_t* stray = nullptr) {
  std::vector<std::string> fields(1);
  bool quoted = false;
  bool closed = false;  // the field's closing quote has been read
  if (stray) *stray = std::string::npos;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char ch = line[i];
    if (quoted) {
      if (ch == '"' && i + 1 < line.size() && line[i + 1] == '"') {
        fields.back() += '"';
        ++i;
      } else if (ch == '"') {
        quoted = false;
        closed = true;
      } else {
        fields.back() += ch;
      }
    } else if (ch == '"' && !closed &&
               fields.back().find_first_not_of(" \t") == std::string::npos) {
      quoted = true;  // a quote opens a field; inside one it is a character, as spreadsheets read
    } else if (ch == separator) {
      fields.emplace_back();
      closed = false;
    } else if (ch != '\r') {
      if (closed && ch != ' ' && ch != '\t' && stray && *stray == std::string::npos)
        *stray = fields.size() - 1;
      fields.back() += ch;
    }
  }
  if (unclosed) *unclosed = quoted;
  return fields;
}

// Where a CSV file's games, byes or roster players came from, to name "file:line:column" in
// problems (relocate). read_games_csv and read_roster_csv fill it.
struct csv_source {
  std::string file = "csv";            // as problems name it
  std::vector<std::string> columns{};  // the header's names, trimmed and in lower case
  std::vector<std::size_t> game_lines{}, bye_lines{}, player_lines{};
  std::size_t header_line = 1;  // the line the header is on

  // "file:line:column" of the column named `column` (column 1 when the header lacks it).
  [[nodiscard]] std::string at(std::size_t line, std::string_view column) const {
    const auto it = std::find(columns.begin(), columns.end(), column);
    const std::size_t col =
        it == columns.end() ? 1 : static_cast<std::size_t>(it - columns.begin()) + 1;
    return file + ":" + std::to_string(line) + ":" + std::to_string(col);
  }
};

// The columns read_games_csv and read_roster_csv read: a header may name them in any order and
// case. The first game_csv_required (roster_csv_required) must be in the header.
inline constexpr std::string_view game_csv_columns[] = {
    "round",
    "player_1",
    "player_2",
    "victory_points_1",
    "victory_points_2",
    "points_limit",
    "secondary_victory_points_1",
    "secondary_victory_points_2",
    "generals_slain_1",
    "generals_slain_2",
    "primary_objective",
    "secondary_objective_1",
    "secondary_objective_2",
    "both_broken",
    "conceded",
};
inline constexpr std::size_t game_csv_required = 5;  // round to victory_points_2
inline constexpr std::string_view roster_csv_columns[] = {"name", "faction",       "team",
                                                          "club", "dropped_after", "seed"};
inline constexpr std::size_t roster_csv_required = 1;  // name
static_assert(game_csv_required <= std::size(game_csv_columns) &&
                  roster_csv_required <= std::size(roster_csv_columns),
              "the required columns are the first of their list");

namespace detail {

// The separator the header line uses most, outside quotes: ',', ';' or a tab. On a tie ','
// wins (over either or both), and ';' wins over a tab.
[[nodiscard]] inline char detect_separator(std::string_view header) {
  std::size_t comma = 0, semicolon = 0, tab = 0;
  bool quoted = false;
  for (const char c : header) {
    if (c == '"') quoted = !quoted;
    if (quoted) continue;
    comma += c == ',' ? 1 : 0;
    semicolon += c == ';' ? 1 : 0;
    tab += c == '\t' ? 1 : 0;
  }
  if (semicolon > comma && semicolon >= tab) return ';';
  if (tab > comma && tab > semicolon) return '\t';
  return ',';
}

// The separator a first line such as `sep=;` names (Excel's hint, in any case, the character
// right after the `=`), or nothing when `line` is not such a line.
[[nodiscard]] inline std::optional<char> separator_hint(std::string_view line) {
  if (line.size() != 5 || !rankfile::detail::same_name(line.substr(0, 4), "sep=") || line[4] == '"')
    return std::nullopt;
  return line[4];
}

// A CSV text read as spreadsheets write it: the header (trimmed, lower case) and each line's
// trimmed fields with its line number. Problems name `src.file`.
struct csv_rows {
  struct row {
    std::size_t line = 0;
    std::vector<std::string> fields{};
  };
  std::vector<row> rows{};
  bool ok = false;  // a header was found
};

// Spreadsheets saved in their own formats, which the readers refuse with a word on how to save
// them as CSV: known by the file's extension (in any case), or by their first bytes (.xlsx, .ods
// and .numbers are zip archives, "PK\3\4"; .xls is an OLE compound file).
struct spreadsheet_format {
  std::string_view extension;
  std::string_view name;
};
inline constexpr spreadsheet_format spreadsheet_formats[] = {
    {".xlsx", "an Excel workbook (.xlsx)"},
    {".xls", "an Excel 97-2003 workbook (.xls)"},
    {".ods", "an OpenDocument spreadsheet (.ods)"},
    {".numbers", "a Numbers spreadsheet (.numbers)"},
};
inline constexpr std::string_view zip_signature = "PK\x03\x04";
inline constexpr std::string_view ole_signature = "\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1";

// What spreadsheet `text`, read from `file`, is ("an Excel workbook (.xlsx)"); empty for text.
[[nodiscard]] inline std::string_view spreadsheet_kind(std::string_view file,
                                                       std::string_view text) noexcept {
  for (const spreadsheet_format& f : spreadsheet_formats)
    if (file.size() > f.extension.size() &&
        rankfile::detail::same_name(file.substr(file.size() - f.extension.size()), f.extension))
      return f.name;
  if (text.starts_with(zip_signature)) return "a zip archive, as an .xlsx or .ods spreadsheet is";
  if (text.starts_with(ole_signature)) return spreadsheet_formats[1].name;
  return {};
}

[[nodiscard]] inline csv_rows read_csv_rows(std::string_view text, csv_source& src,
                                            std::vector<problem>& problems) {
  csv_rows out;
  if (const std::string_view kind = spreadsheet_kind(src.file, text); !kind.empty()) {
    problems.push_back(
        {src.file + ":1:1", "the file is " + std::string(kind) +
                                ", not CSV text: save the sheet as CSV (comma-separated values) in "
                                "the spreadsheet program and give that file"});
    return out;
  }
  using rankfile::detail::utf8_bom;
  if (text.starts_with(utf8_bom)) text.remove_prefix(utf8_bom.size());
  std::size_t line_no = 0;
  char separator = ',';
  bool separator_named = false;  // by a `sep=` line
  // Takes the next line off `text`: lines end in LF, CRLF or a lone CR (old Mac files).
  const auto next_line = [&text, &line_no] {
    const std::size_t end = text.find_first_of("\r\n");
    const std::string_view line = text.substr(0, end);
    const bool crlf = end != std::string_view::npos && text.substr(end, 2) == "\r\n";
    text = end == std::string_view::npos ? std::string_view{} : text.substr(end + (crlf ? 2 : 1));
    ++line_no;
    return line;
  };
  while (!text.empty()) {
    const std::string_view line = next_line();
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    if (!out.ok && !separator_named) {
      if (const std::optional<char> named = separator_hint(line)) {
        separator = *named;
        separator_named = true;
        continue;
      }
      separator = detect_separator(line);
    }
    bool unclosed = false;
    std::size_t stray = std::string::npos;
    std::vector<std::string> fields = split_csv_line(line, separator, &unclosed, &stray);
    const auto where = [&](std::size_t i) {
      return src.file + ":" + std::to_string(line_no) + ":" + std::to_string(i + 1);
    };
    const auto column = [&](std::size_t i) {
      return out.ok && i < src.columns.size() ? src.columns[i] + ": " : std::string();
    };
    if (unclosed) {
      std::string message = column(fields.size() - 1) +
                            "a quote is opened and not closed on its line (a quoted field ends "
                            "with a quote and holds no line break)";
      const std::string at = where(fields.size() - 1);
      // The next lines are most likely the rest of the field: skip them up to the line that
      // closes the quote (an odd count of quotes), rather than read each as a game, and say
      // which lines were skipped.
      const std::size_t first = line_no + 1;
      bool closed = false;
      while (!text.empty() && !closed) {
        const std::string_view rest = next_line();
        closed = std::count(rest.begin(), rest.end(), '"') % 2 == 1;
      }
      if (line_no >= first) {  // "; no line closes it: lines 3 to 9 are not read"
        message.append(closed ? "; read as going on to line " + std::to_string(line_no)
                              : std::string("; no line closes it"));
        if (line_no == first)
          message.append(": line ").append(std::to_string(first)).append(" is not read");
        else
          message.append(": lines ")
              .append(std::to_string(first))
              .append(" to ")
              .append(std::to_string(line_no))
              .append(" are not read");
      }
      problems.push_back({at, std::move(message)});
      continue;
    }
    if (stray != std::string::npos) {
      problems.push_back({where(stray), column(stray) +
                                            "text after the closing quote (a quoted field ends "
                                            "with its quote; \"\" inside quotes is a quote)"});
      continue;
    }
    bool text_ok = true;
    for (std::size_t i = 0; i < fields.size(); ++i)
      if (!is_text(fields[i])) {
        problems.push_back({where(i), column(i) + "not valid UTF-8 text, or holds a control "
                                                  "character"});
        text_ok = false;
      }
    if (!text_ok) continue;
    bool blank = true;
    for (std::string& f : fields) {
      f = std::string(trimmed(f));
      blank = blank && f.empty();
    }
    if (blank) continue;  // a spreadsheet's empty row: ,,,,
    if (!out.ok) {
      src.columns.clear();
      src.header_line = line_no;
      for (const std::string& f : fields) {
        std::string name;
        for (const char c : f) name += rankfile::detail::ascii_lower(c);
        if (!name.empty() &&
            std::find(src.columns.begin(), src.columns.end(), name) != src.columns.end())
          problems.push_back(
              {where(src.columns.size()), "the header names column " + name + " twice"});
        src.columns.push_back(std::move(name));
      }
      out.ok = true;
      continue;
    }
    // A field past the header's last column: its value would be lost (blank ones are not).
    if (const auto extra = std::find_if(
            fields.begin() +
                static_cast<std::ptrdiff_t>(std::min(src.columns.size(), fields.size())),
            fields.end(), [](const std::string& f) { return !f.empty(); });
        extra != fields.end()) {
      problems.push_back({where(static_cast<std::size_t>(extra - fields.begin())),
                          "a value past the header's " + std::to_string(src.columns.size()) +
                              " columns: " + rankfile::detail::quoted(*extra)});
      continue;
    }
    out.rows.push_back({line_no, std::move(fields)});
  }
  if (!out.ok) problems.push_back({src.file + ":1:1", "no header line"});
  return out;
}

// The field of `row` in the column named `name` ("" when absent or blank). `name` must be in
// game_csv_columns or roster_csv_columns: a column read but not listed there would be reported
// as unknown, and its values read all the same.
[[nodiscard]] inline std::string_view csv_field(const csv_source& src, const csv_rows::row& r,
                                                std::string_view name) {
  assert(std::find(std::begin(game_csv_columns), std::end(game_csv_columns), name) !=
             std::end(game_csv_columns) ||
         std::find(std::begin(roster_csv_columns), std::end(roster_csv_columns), name) !=
             std::end(roster_csv_columns));
  for (std::size_t i = 0; i < src.columns.size() && i < r.fields.size(); ++i)
    if (src.columns[i] == name) return r.fields[i];
  return {};
}

// A column's name as a spreadsheet's header may write it: without its spaces, underscores and
// hyphens ("Victory Points 1" and victory_points_1 are both "victorypoints1"; case is ignored
// where they are compared), or as its words' initials and its digits ("VP 1", vp1).
[[nodiscard]] inline std::string squashed(std::string_view name) {
  std::string out;
  for (const char c : name)
    if (c != ' ' && c != '_' && c != '-') out += c;
  return out;
}
[[nodiscard]] inline std::string initials(std::string_view name) {
  std::string out;
  bool word_start = true;
  for (const char c : name) {
    const bool digit = c >= '0' && c <= '9';
    if (digit || (word_start && c != ' ' && c != '_' && c != '-')) out += c;
    word_start = c == ' ' || c == '_' || c == '-';
  }
  return out;
}

// The known column nearest to a header's `name`, as rankfile::detail::nearest finds it: by its
// spelling, else written without spaces and underscores, or as initials ("VP 1":
// victory_points_1); empty when none is near.
template <std::size_t N>
[[nodiscard]] std::string_view nearest_column(std::string_view name,
                                              const std::string_view (&known)[N]) {
  rankfile::detail::nearest near(name);
  for (const std::string_view k : known) near.offer(k);
  if (!near.name().empty()) return near.name();
  const std::string typed = squashed(name);
  rankfile::detail::nearest as_written(typed);
  for (const std::string_view k : known) {
    as_written.offer(k, squashed(k));
    as_written.offer(k, initials(k));
  }
  return as_written.name();
}

// Whether the header has the first `required` of the columns `known`; a problem for each missing.
template <std::size_t N>
[[nodiscard]] bool require_columns(const csv_source& src, std::vector<problem>& problems,
                                   const std::string_view (&known)[N], std::size_t required) {
  bool ok = true;
  for (const std::string_view c : std::span(known).first(required))
    if (std::find(src.columns.begin(), src.columns.end(), c) == src.columns.end()) {
      std::string have;
      std::string meant;  // a column of the header near this one: "; is vp 1 victory_points_1?"
      for (const std::string& h : src.columns) {
        have.append(have.empty() ? "" : ", ").append(h);
        if (meant.empty() && !h.empty() &&
            std::find(std::begin(known), std::end(known), h) == std::end(known) &&
            nearest_column(h, known) == c)
          meant = "; is " + h + " " + std::string(c) + "?";
      }
      problems.push_back(
          {src.file + ":" + std::to_string(src.header_line) + ":1",
           "the header has no column " + std::string(c) + " (its columns: " + have + meant + ")"});
      ok = false;
    }
  return ok;
}

// Adds to `unknown` (when given) a problem for every column of the header not in `known`. A
// column with no name (the empty cells a spreadsheet leaves after the last) is one only when a
// row has a value in it, at the first such row.
template <std::size_t N>
void report_unknown_columns(const csv_source& src, const csv_rows& t,
                            const std::string_view (&known)[N], std::vector<problem>* unknown) {
  if (!unknown) return;
  for (std::size_t i = 0; i < src.columns.size(); ++i) {
    const std::string& name = src.columns[i];
    if (name.empty()) {
      const auto filled = std::find_if(t.rows.begin(), t.rows.end(), [i](const csv_rows::row& r) {
        return i < r.fields.size() && !r.fields[i].empty();
      });
      if (filled != t.rows.end())
        unknown->push_back(
            {src.file + ":" + std::to_string(filled->line) + ":" + std::to_string(i + 1),
             "a column with no name in the header holds a value, " +
                 rankfile::detail::quoted(filled->fields[i]) + ": its values are not read"});
      continue;
    }
    if (std::find(std::begin(known), std::end(known), name) != std::end(known)) continue;
    const std::string_view near = nearest_column(name, known);
    std::string message = "unknown column " + name;
    if (!near.empty()) message.append(" (did you mean ").append(near).append("?)");
    message += ": its values are not read";
    unknown->push_back(
        {src.file + ":" + std::to_string(src.header_line) + ":" + std::to_string(i + 1),
         std::move(message)});
  }
}

// A whole number from the field `name`, or nullopt with a problem (when blank: only if
// `required`, with `why_required` after "is blank").
[[nodiscard]] inline std::optional<int> csv_number(const csv_source& src, const csv_rows::row& r,
                                                   std::string_view name, bool required,
                                                   std::string_view why_required,
                                                   std::vector<problem>& problems) {
  const std::string_view s = csv_field(src, r, name);
  if (s.empty()) {
    if (required)
      problems.push_back(
          {src.at(r.line, name), std::string(name) + " is blank" + std::string(why_required)});
    return std::nullopt;
  }
  // A whole number may be written with a zero fraction ("1000.0", as a spreadsheet formats a
  // number), as a JSON document may write one (20.0).
  std::string_view digits = s;
  if (const std::size_t point = s.find('.'); point != std::string_view::npos &&
                                             point + 1 < s.size() &&
                                             s.find_first_not_of('0', point + 1) == s.npos)
    digits = s.substr(0, point);
  int v = 0;
  const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v);
  if (ec == std::errc::result_out_of_range && ptr == digits.data() + digits.size()) {
    problems.push_back(
        {src.at(r.line, name), std::string(name) + " is out of range, got " + std::string(s)});
    return std::nullopt;
  }
  if (ec != std::errc{} || ptr != digits.data() + digits.size() || digits.empty()) {
    problems.push_back({src.at(r.line, name), std::string(name) + " must be a whole number, got " +
                                                  rankfile::detail::quoted(s)});
    return std::nullopt;
  }
  return v;
}

}  // namespace detail

// Reads games and byes from CSV text into `e` (its scheme and roster are left alone); each
// problem's path is "file:line:column", its message begins with the column's name. `src`
// receives where each game and bye came from, for relocate; `unknown`, when given, the columns
// not read.
template <std::same_as<event> Event>  // a template only to compile it where it is used
void read_games_csv(std::string_view text, Event& e, std::vector<problem>& problems,
                    csv_source& src, std::vector<problem>* unknown = nullptr) {
  const detail::csv_rows t = detail::read_csv_rows(text, src, problems);
  if (!t.ok) return;
  detail::report_unknown_columns(src, t, game_csv_columns, unknown);
  if (!detail::require_columns(src, problems, game_csv_columns, game_csv_required)) return;
  for (const detail::csv_rows::row& r : t.rows) {
    const auto field = [&](std::string_view name) { return detail::csv_field(src, r, name); };
    const auto number = [&](std::string_view name, bool required, std::string_view why = "") {
      return detail::csv_number(src, r, name, required, why, problems);
    };
    const auto flag = [&](std::string_view name) -> bool {
      const std::string_view s = field(name);
      if (s.empty() || s == "0" || equal_ignoring_case(s, "false") || equal_ignoring_case(s, "no"))
        return false;
      if (s == "1" || equal_ignoring_case(s, "true") || equal_ignoring_case(s, "yes")) return true;
      problems.push_back({src.at(r.line, name), std::string(name) + " must be true or false, got " +
                                                    rankfile::detail::quoted(s)});
      return false;
    };
    const int round = number("round", true).value_or(1);
    const std::string_view p1 = field("player_1"), p2 = field("player_2");
    if (p1.empty() || marks_a_bye(p1)) {
      problems.push_back({src.at(r.line, "player_1"),
                          p1.empty() ? std::string("player_1 is blank: every line names a player")
                                     : std::string("player_1 is \"bye\": write the player in "
                                                   "player_1 and bye in player_2")});
      continue;
    }
    if (marks_a_bye(p2)) {
      e.byes.push_back({round, std::string(p1), number("points_limit", false).value_or(0)});
      src.bye_lines.push_back(r.line);
      // A bye scores what the scheme gives it: a value on its line that would count in a game
      // (not blank, 0 or false) is not read, and is said. Its points limit is read: the game's
      // size, for a bye that scores it.
      if (unknown)
        for (const std::string_view name : game_csv_columns) {
          const std::string_view v = field(name);
          if (name == "round" || name == "player_1" || name == "player_2" ||
              name == "points_limit" || v.empty() || v == "0" || equal_ignoring_case(v, "false") ||
              equal_ignoring_case(v, "no"))
            continue;
          unknown->push_back({src.at(r.line, name),
                              std::string(name) + " is not read on a bye's line: a bye scores "
                                                  "the bye points, VP and VP difference "
                                                  "(--bye-points, --bye-vp, --bye-vp-difference)"});
        }
      continue;
    }
    if (p2.empty()) {
      // A line cut short before the column says so: a missing comma is not a blank field.
      const auto column = std::find(src.columns.begin(), src.columns.end(), "player_2");
      const auto fields = static_cast<std::ptrdiff_t>(r.fields.size());
      const std::string cut = column - src.columns.begin() >= fields
                                  ? " (the line ends after " + std::to_string(fields) +
                                        " of the header's " + std::to_string(src.columns.size()) +
                                        " columns)"
                                  : std::string();
      problems.push_back({src.at(r.line, "player_2"),
                          "player_2 is blank" + cut + ": write the opponent, or bye if " +
                              std::string(p1) + " has the bye this round"});
      continue;
    }
    constexpr std::string_view why_vp =
        ": enter both players' victory points (a game not yet played is left out of the file)";
    const std::optional<int> vp1 = number("victory_points_1", true, why_vp);
    const std::optional<int> vp2 = number("victory_points_2", true, why_vp);
    game g{.round = round,
           .points_limit = number("points_limit", false).value_or(0),
           .players = {std::string(p1), std::string(p2)},
           .victory_points = {vp1.value_or(0), vp2.value_or(0)},
           .secondary_victory_points = {number("secondary_victory_points_1", false).value_or(0),
                                        number("secondary_victory_points_2", false).value_or(0)},
           .generals_slain = {number("generals_slain_1", false).value_or(0),
                              number("generals_slain_2", false).value_or(0)},
           .secondary_objectives = {flag("secondary_objective_1"), flag("secondary_objective_2")},
           .both_broken = flag("both_broken")};
    if (const std::optional<int> p = number("primary_objective", false); p == 1 || p == 2) {
      g.primary_objective = *p - 1;
    } else if (p) {  // 0 too: the CSV counts players from 1 (the JSON document from 0)
      problems.push_back({src.at(r.line, "primary_objective"),
                          "primary_objective must be 1, 2 or empty, got " + std::to_string(*p) +
                              (*p == 0 ? ": the player who won it, counted from 1" : "")});
    }
    if (const std::optional<int> c = number("conceded", false); c == 1 || c == 2) {
      g.conceded = *c - 1;
    } else if (c) {
      problems.push_back({src.at(r.line, "conceded"),
                          "conceded must be 1, 2 or empty, got " + std::to_string(*c) +
                              (*c == 0 ? ": the player who conceded, counted from 1" : "")});
    }
    e.games.push_back(std::move(g));
    src.game_lines.push_back(r.line);
  }
}

template <std::same_as<event> Event>
void read_games_csv(std::string_view text, Event& e, std::vector<problem>& problems) {
  csv_source src;
  read_games_csv(text, e, problems, src);
}

// Reads a roster from CSV text (columns name, faction, team, club, dropped_after, seed) into
// `players`; problems and unknown columns as read_games_csv reports them.
inline void read_roster_csv(std::string_view text, std::vector<player>& players,
                            std::vector<problem>& problems, csv_source& src,
                            std::vector<problem>* unknown = nullptr) {
  const detail::csv_rows t = detail::read_csv_rows(text, src, problems);
  if (!t.ok) return;
  detail::report_unknown_columns(src, t, roster_csv_columns, unknown);
  if (!detail::require_columns(src, problems, roster_csv_columns, roster_csv_required)) return;
  for (const detail::csv_rows::row& r : t.rows) {
    const auto field = [&](std::string_view name) {
      return std::string(detail::csv_field(src, r, name));
    };
    player p{.name = field("name"),
             .faction = field("faction"),
             .team = field("team"),
             .club = field("club"),
             .dropped_after = detail::csv_number(src, r, "dropped_after", false, "", problems),
             .seed = detail::csv_number(src, r, "seed", false, "", problems)};
    players.push_back(std::move(p));
    src.player_lines.push_back(r.line);
  }
  // An empty roster is no roster: every name would pass unchecked.
  if (t.rows.empty())
    problems.push_back(
        {src.file + ":" + std::to_string(src.header_line) + ":1",
         "the roster lists no players: list them, one a line, or leave the roster out"});
}

namespace detail {

// "games[2].players[1]" read from `path` at `pos`: the list's name, the index, and the field
// after it (".players[1]"); false when `path` has no such form there.
struct indexed_path {
  std::string_view list, field;
  std::size_t index = 0, length = 0;  // length: of "games[2]" and the field
};
[[nodiscard]] inline std::optional<indexed_path> parse_indexed(std::string_view s) {
  for (const std::string_view list : {"games", "byes", "players"}) {
    if (!s.starts_with(list) || s.size() <= list.size() || s[list.size()] != '[') continue;
    const std::size_t close = s.find(']');
    if (close == std::string_view::npos) return std::nullopt;
    std::size_t index = 0;
    const auto [ptr, ec] = std::from_chars(s.data() + list.size() + 1, s.data() + close, index);
    if (ec != std::errc{} || ptr != s.data() + close) return std::nullopt;
    std::size_t end = close + 1;
    while (end < s.size() && (s[end] == '.' || s[end] == '_' || s[end] == '[' || s[end] == ']' ||
                              (s[end] >= 'a' && s[end] <= 'z') || (s[end] >= '0' && s[end] <= '9')))
      ++end;
    return indexed_path{list, s.substr(close + 1, end - close - 1), index, end};
  }
  return std::nullopt;
}

// The CSV column of a field path: ".players[1]" -> player_2, ".victory_points[0]" ->
// victory_points_1, ".round" -> round, ".player" -> player_1 (a bye), ".name" -> name.
[[nodiscard]] inline std::string csv_column(std::string_view list, std::string_view field) {
  if (field.starts_with(".")) field.remove_prefix(1);
  if (list == "byes" && (field == "player" || field.empty())) return "player_1";
  if (field.empty()) return list == "players" ? "name" : "player_1";
  std::string name(field.substr(0, field.find('[')));
  if (name == "players") name = "player";
  if (name == "secondary_objectives") name = "secondary_objective";
  if (const std::size_t open = field.find('['); open != std::string_view::npos)
    name.append("_").append(std::to_string(field[open + 1] - '0' + 1));
  else if (name == "player")
    name = "player_1";
  return name;
}

}  // namespace detail

// Rewrites the paths of problems about the games, byes or roster players `src` read (games[2],
// byes[0].player, players[3].name) as "file:line:column", the column's name leading the
// message, and "(games[0])" inside a message as "(line 2)" ("(roster.csv line 2)" from another
// file). A missing bye_points names the first bye and the tool's --bye-points option; the
// draw_seed, the tool's --seed; rounds, the tool's --rounds.
inline void relocate(std::vector<problem>& problems, const csv_source& src) {
  const auto lines_of = [&](std::string_view list) -> const std::vector<std::size_t>* {
    if (list == "games") return &src.game_lines;
    if (list == "byes") return &src.bye_lines;
    return &src.player_lines;
  };
  const auto known = [&](const detail::indexed_path& ip) {
    const std::vector<std::size_t>* lines = lines_of(ip.list);
    return !lines->empty() && ip.index < lines->size();
  };
  for (problem& p : problems) {
    if (p.path == "draw_seed") {  // from the command line's --seed, with a CSV file
      p.path = "--seed";
      continue;
    }
    if (p.path == "rounds") p.path = "--rounds";  // and --rounds; "(games[3])" below too
    if (p.path == "bye_points" && !src.bye_lines.empty()) {
      p.path = src.at(src.bye_lines[0], "player_2");
      p.message =
          "player_2 is bye, but the tournament points for a bye are not set: give them "
          "with --bye-points N (or --bye-points average)";
      continue;
    }
    const auto ip = detail::parse_indexed(p.path);
    const bool here = ip && ip->length == p.path.size() && known(*ip);
    // Inside the message: "(games[0])" or "(games[0].players[1])" -> "(line 2)", or
    // "(roster.csv line 2)" when the problem itself is in another file.
    const std::string file = here || p.path.starts_with(src.file + ":") ? "" : src.file + " ";
    for (std::size_t at = p.message.find('('); at != std::string::npos;
         at = p.message.find('(', at + 1)) {
      const auto in = detail::parse_indexed(std::string_view(p.message).substr(at + 1));
      if (!in || !known(*in)) continue;
      p.message.replace(at + 1, in->length,
                        file + "line " + std::to_string((*lines_of(in->list))[in->index]));
    }
    if (!here) continue;
    const std::string column = detail::csv_column(ip->list, ip->field);
    const std::string where = src.at((*lines_of(ip->list))[ip->index], column);
    p.message = column + ": " + p.message;
    p.path = where;
  }
}

}  // namespace rankfile::tournament
