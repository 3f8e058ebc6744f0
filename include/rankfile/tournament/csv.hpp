// rankfile/tournament/csv.hpp: tournament games from CSV, one game a line, for organisers who
// keep results in a spreadsheet.
//
// The header names the columns (any order; unknown columns are ignored):
//   round, points_limit, player_1, player_2, victory_points_1, victory_points_2,
//   secondary_victory_points_1, secondary_victory_points_2, generals_slain_1, generals_slain_2,
//   primary_objective (1, 2 or empty: the player who won it), secondary_objective_1,
//   secondary_objective_2 (true/false, 1/0, yes/no or empty)
// A line with player_2 empty is a bye for player_1. Fields may be quoted ("Smith, J.").
#pragma once

#include <algorithm>
#include <charconv>
#include <concepts>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rankfile/tournament/standings.hpp"
#include "rankfile/core/problem.hpp"

namespace rankfile::tournament {

// Splits one CSV line into fields; quotes may wrap a field, "" inside quotes is a quote.
[[nodiscard]] inline std::vector<std::string> split_csv_line(std::string_view line) {
  std::vector<std::string> fields(1);
  bool quoted = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char ch = line[i];
    if (quoted) {
      if (ch == '"' && i + 1 < line.size() && line[i + 1] == '"') {
        fields.back() += '"';
        ++i;
      } else if (ch == '"') {
        quoted = false;
      } else {
        fields.back() += ch;
      }
    } else if (ch == '"') {
      quoted = true;
    } else if (ch == ',') {
      fields.emplace_back();
    } else if (ch != '\r') {
      fields.back() += ch;
    }
  }
  return fields;
}

// Reads games and byes from CSV text into `e` (its scheme is left alone), reporting problems
// as "line N, column: message".
template <std::same_as<event> Event>  // a template only to compile it where it is used
void read_games_csv(std::string_view text, Event& e, std::vector<problem>& problems) {
  detail::vector_for<Event, std::string> header;  // see detail::vector_for
  std::size_t line_no = 0;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    const std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
    ++line_no;
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    std::vector<std::string> fields = split_csv_line(line);
    if (header.empty()) {
      header = std::move(fields);
      for (const char* required : {"round", "player_1", "player_2"})
        if (std::find(header.begin(), header.end(), required) == header.end())
          problems.push_back({"line 1", std::string("the header has no column ") + required});
      if (!problems.empty()) return;
      continue;
    }
    const std::string where = "line " + std::to_string(line_no);
    const auto field = [&](std::string_view name) -> std::string_view {
      for (std::size_t i = 0; i < header.size() && i < fields.size(); ++i)
        if (header[i] == name) return fields[i];
      return {};
    };
    const auto number = [&](std::string_view name, int fallback) -> int {
      const std::string_view s = field(name);
      if (s.empty()) return fallback;
      int v = 0;
      const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
      if (ec != std::errc{} || ptr != s.data() + s.size()) {
        problems.push_back({where + ", " + std::string(name),
                            "must be an integer, got \"" + std::string(s) + "\""});
        return fallback;
      }
      return v;
    };
    const auto flag = [&](std::string_view name) -> bool {
      const std::string_view s = field(name);
      if (s.empty() || s == "0" || s == "false" || s == "no" || s == "False") return false;
      if (s == "1" || s == "true" || s == "yes" || s == "True") return true;
      problems.push_back({where + ", " + std::string(name),
                          "must be true or false, got \"" + std::string(s) + "\""});
      return false;
    };
    const int round = number("round", 0);
    if (field("player_2").empty()) {
      e.byes.push_back({round, std::string(field("player_1"))});
      continue;
    }
    game g{.round = round, .points_limit = number("points_limit", 0),
           .players = {std::string(field("player_1")), std::string(field("player_2"))},
           .victory_points = {number("victory_points_1", 0), number("victory_points_2", 0)},
           .secondary_victory_points = {number("secondary_victory_points_1", 0),
                                        number("secondary_victory_points_2", 0)},
           .generals_slain = {number("generals_slain_1", 0), number("generals_slain_2", 0)},
           .secondary_objectives = {flag("secondary_objective_1"), flag("secondary_objective_2")}};
    if (const int p = number("primary_objective", 0); p == 1 || p == 2) {
      g.primary_objective = p - 1;
    } else if (p != 0) {
      problems.push_back({where + ", primary_objective", "must be 1, 2 or empty"});
    }
    e.games.push_back(std::move(g));
  }
  if (header.empty()) problems.push_back({"line 1", "no header line"});
}

}  // namespace rankfile::tournament
