// Standings as text, CSV and HTML: rankfile/tournament/text.hpp.
#include "rankfile/tournament/text.hpp"

#include <string>

#include "support/catch.hpp"

using namespace rankfile::tournament;

TEST_CASE("display_width: code points, wide characters and emoji two, combining accents none",
          "[tournament][text]") {
  static_assert(display_width("Ann") == 3);
  static_assert(display_width("Zo\xc3\xab") == 3);                // Zoë, precomposed
  static_assert(display_width("Zoe\xcc\x88") == 3);               // Zoë, e + combining diaeresis
  static_assert(display_width("\xe6\x9d\x8e\xe5\xb0\x8f") == 4);  // 李小, CJK
  static_assert(display_width("Ann \xf0\x9f\x90\x89") == 6);      // Ann 🐉
  static_assert(display_width("\xef\xbc\xa1") == 2);              // Ａ, fullwidth
  static_assert(display_width("\xff") == 1);                      // not UTF-8: one per byte
  static_assert(display_width("\xe6\x9d") == 2);                  // cut short: one per byte
}

TEST_CASE("to_text: every tiebreaker a column, names aligned by display width and never cut",
          "[tournament][text]") {
  const std::string long_name = "Bartholomew Featherstonehaugh-Smythe";
  std::vector<standing> table{
      {.rank = 1,
       .player = "\xe6\x9d\x8e\xe5\xb0\x8f\xe9\xbe\x8d",
       .tournament_points = 12,
       .victory_points = 3000,
       .vp_difference = 900,
       .wins = 2,
       .strength_of_schedule = {7, 2},
       .games = 2},
      {.rank = 2,
       .player = "Zo\xc3\xab",
       .tournament_points = 6,
       .victory_points = 2000,
       .vp_difference = -100,
       .wins = 1,
       .strength_of_schedule = {12, 2},
       .games = 2},
      {.rank = 3,
       .player = long_name,
       .tournament_points = 3,
       .victory_points = 1000,
       .vp_difference = -800,
       .strength_of_schedule = {9, 1},
       .games = 1,
       .byes = 1},
  };
  const std::vector<pairing> next{
      {.player = "Zo\xc3\xab", .opponent = long_name, .table = 1},
      {.player = "\xe6\x9d\x8e\xe5\xb0\x8f\xe9\xbe\x8d", .why = pairing_reason::bye}};
  CHECK(to_text(table, next, {tiebreaker::wins, tiebreaker::strength_of_schedule}) ==
        "rank  player                                TP  wins   SoS    VP  VP diff  games  byes\n"
        "   1  \xe6\x9d\x8e\xe5\xb0\x8f\xe9\xbe\x8d                                12     2  3.50  "
        "3000      900      2     0\n"
        "   2  Zo\xc3\xab                                    6     1  6.00  2000     -100      2   "
        "  0\n"
        "   3  Bartholomew Featherstonehaugh-Smythe   3     0  9.00  1000     -800      1     1\n"
        "\n"
        "next round:\n"
        "  table 1  Zo\xc3\xab v Bartholomew Featherstonehaugh-Smythe: next in the standings\n"
        "           \xe6\x9d\x8e\xe5\xb0\x8f\xe9\xbe\x8d v (bye): bye: lowest-ranked player "
        "without a bye\n");
  // Without tiebreakers: TP, VP, VP difference and games, as before.
  const std::vector<standing> one{{.rank = 1,
                                   .player = "Ann",
                                   .tournament_points = 6,
                                   .victory_points = 1800,
                                   .vp_difference = 1500,
                                   .games = 1}};
  CHECK(to_text(one, {}) ==
        "rank  player  TP    VP  VP diff  games\n"
        "   1  Ann      6  1800     1500      1\n\nnext round:\n");
}

TEST_CASE("final_text and final_html: the last round's standings headed as final, no pairings",
          "[tournament][text]") {
  const std::vector<standing> table{{.rank = 1,
                                     .player = "Ann",
                                     .tournament_points = 12,
                                     .victory_points = 3000,
                                     .vp_difference = 900,
                                     .games = 3},
                                    {.rank = 2,
                                     .player = "<Bob>",
                                     .tournament_points = 6,
                                     .victory_points = 2000,
                                     .vp_difference = -900,
                                     .games = 3}};
  CHECK(final_text(table, {}, 3) ==
        "final standings after round 3 of 3\n"
        "\n"
        "rank  player  TP    VP  VP diff  games\n"
        "   1  Ann     12  3000      900      3\n"
        "   2  <Bob>    6  2000     -900      3\n");
  const std::string html = final_html(table, {}, 3);
  CHECK(html.find("<title>Final standings</title>") != std::string::npos);
  CHECK(html.find("<h1>Final standings</h1>\n<p>After round 3 of 3.</p>\n<table>\n<tr><th "
                  "class=\"n\">rank</th><th>player</th>") != std::string::npos);
  CHECK(html.find("&lt;Bob&gt;") != std::string::npos);
  for (const std::string_view pairings : {"Round 4", "Pairings", "opponent", "next round"}) {
    CHECK(html.find(pairings) == std::string::npos);
    CHECK(final_text(table, {}, 3).find(pairings) == std::string::npos);
  }
  // A last round not complete: headed as not final, naming whom it waits for (five, then a count).
  CHECK(
      final_text(table, {}, 3, {"Cat", "<Dan>"})
          .starts_with(
              "standings, not final: round 3 of 3 is not complete (no game or bye yet for \"Cat\", "
              "\"<Dan>\")\n\nrank  player"));
  CHECK(detail::final_heading(3, {"A", "B", "C", "D", "E", "F", "G"})
            .ends_with("(no game or bye yet for \"A\", \"B\", \"C\", \"D\", \"E\" and 2 more)"));
  const std::string waiting = final_html(table, {}, 3, {"Cat", "<Dan>"});
  CHECK(waiting.find("<title>Standings, not final</title>") != std::string::npos);
  CHECK(waiting.find("<h1>Standings, not final</h1>\n<p>Round 3 of 3 is not complete: no game or "
                     "bye yet for &quot;Cat&quot;, &quot;&lt;Dan&gt;&quot;.</p>\n<table>") !=
        std::string::npos);
  CHECK(waiting.find("Final") == std::string::npos);
  CHECK(waiting.find("Pairings") == std::string::npos);
  // The page of a round still to play keeps its pairings and heading.
  CHECK(to_html(table, {}, {}, 3).find("<h1>Round 3</h1>\n<h2>Pairings</h2>") != std::string::npos);
}

TEST_CASE("to_csv: a name a spreadsheet would run as a formula stays text", "[tournament][text]") {
  const std::vector<standing> table{{.rank = 1, .player = "=SUM(A1)", .games = 1},
                                    {.rank = 2, .player = "@cmd", .games = 1},
                                    {.rank = 3, .player = "Ann-Marie", .games = 1}};
  CHECK(to_csv(table, {}) ==
        "rank,player,tournament_points,victory_points,vp_difference,games\n"
        "1,\"'=SUM(A1)\",0,0,0,1\n"
        "2,\"'@cmd\",0,0,0,1\n"
        "3,Ann-Marie,0,0,0,1\n");
}

TEST_CASE("to_csv and to_html: quoted and escaped names", "[tournament][text]") {
  const std::vector<standing> table{
      {.rank = 1, .player = "Smith, J. \"Hammer\"", .tournament_points = 6, .games = 1},
      {.rank = 2, .player = "<b>Tom & Jerry's</b>", .games = 1}};
  CHECK(to_csv(table, {tiebreaker::generals_slain}) ==
        "rank,player,tournament_points,generals_slain,victory_points,vp_difference,games\n"
        "1,\"Smith, J. \"\"Hammer\"\"\",6,0,0,0,1\n"
        "2,<b>Tom & Jerry's</b>,0,0,0,0,1\n");
  const std::vector<pairing> next{
      {.player = "Smith, J. \"Hammer\"", .opponent = "<b>Tom & Jerry's</b>", .table = 1}};
  const std::string html = to_html(table, next, {}, 2);
  CHECK(html.find("<b>Tom") == std::string::npos);
  CHECK(html.find("<td>&lt;b&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;</td>") != std::string::npos);
  CHECK(html.find("<td>Smith, J. &quot;Hammer&quot;</td>") != std::string::npos);
  CHECK(html.find("<h1>Round 2</h1>") != std::string::npos);
  CHECK(html.find("<h2>Standings after round 1</h2>") != std::string::npos);
  CHECK(html.find("<tr><td class=\"n\">1</td><td>Smith") != std::string::npos);  // table 1
  CHECK(html.starts_with("<!DOCTYPE html>\n"));
  CHECK(html.find("<link") == std::string::npos);  // self-contained
  CHECK(html.find("<script") == std::string::npos);
}
