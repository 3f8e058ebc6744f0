// Results and rosters from CSV as spreadsheets write them, every problem as file:line:column:
// rankfile/tournament/csv.hpp (issue 16).
#include "rankfile/tournament/csv.hpp"
#include "rankfile/tournament/teams.hpp"
#include "rankfile/tournament/validate.hpp"
#include "rankfile/tournament/warnings.hpp"

#include <algorithm>

#include "support/catch.hpp"

using namespace rankfile;
using namespace rankfile::tournament;

namespace {
constexpr std::string_view header =
    "round,points_limit,player_1,player_2,victory_points_1,victory_points_2\n";

struct read_result {
  event e;
  std::vector<problem> problems;
  csv_source src{.file = "r.csv"};
};
read_result read(std::string_view text, std::vector<player> roster = {},
                 scheme sch = tow_matched_play_scheme()) {
  read_result r;
  r.e.scheme = std::move(sch);
  r.e.players = std::move(roster);
  read_games_csv(text, r.e, r.problems, r.src);
  if (r.problems.empty()) r.problems = validate(r.e);
  relocate(r.problems, r.src);
  return r;
}
std::vector<problem> warned(read_result& r) {
  std::vector<problem> w = warnings(r.e);
  relocate(w, r.src);
  return w;
}
}  // namespace

TEST_CASE("csv: a spreadsheet's export - byte order mark, spaces, semicolons, CRLF",
          "[tournament][csv]") {
  const auto r = read(
      "\xEF\xBB\xBF round ; points_limit ; Player_1 ; player_2 ; victory_points_1 ; "
      "victory_points_2\r\n"
      "1 ; 2000 ; Ann ;  Bob ; 1824 ; 300\r\n"
      ";;;;;\r\n"
      "1;2000;\"Smith; J.\";Cat;900;900\r\n");
  REQUIRE(r.problems.empty());
  REQUIRE(r.e.games.size() == 2);
  CHECK(r.e.games[0].players == std::array<std::string, 2>{"Ann", "Bob"});
  CHECK(r.e.games[0].victory_points == std::array<int, 2>{1824, 300});
  CHECK(r.e.games[1].players[0] == "Smith; J.");
  CHECK(r.src.game_lines == std::vector<std::size_t>{2, 4});
}

TEST_CASE("csv: both_broken caps a matched-play game - an error under another scheme",
          "[tournament][csv]") {
  const std::string text =
      "round,points_limit,player_1,player_2,victory_points_1,"
      "victory_points_2,both_broken\n1,2000,Ann,Bob,1824,300,yes\n"
      "1,2000,Cat,Dan,1824,300,\n";
  const auto r = read(text);
  REQUIRE(r.problems.empty());
  CHECK(r.e.games[0].both_broken);
  CHECK_FALSE(r.e.games[1].both_broken);
  CHECK(score_game(r.e.scheme, r.e.games[0]).points == std::array{4, 2});
  CHECK(score_game(r.e.scheme, r.e.games[1]).points == std::array{6, 0});

  event other = r.e;
  other.scheme = t9a_nr_scheme();
  const std::vector<problem> ps = validate(other);
  REQUIRE(ps.size() == 1);
  CHECK(ps[0].path == "games[0].both_broken");
}

TEST_CASE("csv: old Mac line ends (a lone CR) end lines too", "[tournament][csv]") {
  const auto r = read(
      "round,points_limit,player_1,player_2,victory_points_1,victory_points_2\r"
      "1,2000,Ann,Bob,1000,900\r1,2000,Cat,Dan,500,400\r");
  CHECK(r.problems.empty());
  REQUIRE(r.e.games.size() == 2);
  CHECK(r.e.games[1].players[0] == "Cat");
  CHECK(r.src.game_lines == std::vector<std::size_t>{2, 3});
}

TEST_CASE("csv: primary_objective counts players from 1 - 0 is an error", "[tournament][csv]") {
  const auto r = read(
      "round,points_limit,player_1,player_2,victory_points_1,victory_points_2,"
      "primary_objective\n1,4500,Ann,Bob,1000,900,0\n1,4500,Cat,Dan,1,1,2\n");
  CHECK(r.problems ==
        std::vector<problem>{{"r.csv:2:7",
                              "primary_objective must be 1, 2 or "
                              "empty, got 0: the player who won it, counted from 1"}});
  REQUIRE(r.e.games.size() == 2);
  CHECK(r.e.games[1].primary_objective == 1);
}

TEST_CASE("csv: a tab-separated export", "[tournament][csv]") {
  const auto r = read(
      "round\tplayer_1\tplayer_2\tvictory_points_1\tvictory_points_2\tpoints_limit\n"
      "1\tAnn\tBob\t10\t20\t2000\n");
  REQUIRE(r.problems.empty());
  CHECK(r.e.games[0].victory_points == std::array<int, 2>{10, 20});
  CHECK(r.e.games[0].points_limit == 2000);
}

TEST_CASE("csv: a first line sep= names the separator, as Excel reads it", "[tournament][csv]") {
  // The header has more commas than semicolons: without the hint it would split on commas.
  const auto r = read(
      "\xEF\xBB\xBFSEP=;\r\n"
      "round;points_limit;player_1;player_2;victory_points_1;victory_points_2\r\n"
      "1;2000;Smith, J.;Bob, K.;1824;300\r\n");
  REQUIRE(r.problems.empty());
  REQUIRE(r.e.games.size() == 1);
  CHECK(r.e.games[0].players == std::array<std::string, 2>{"Smith, J.", "Bob, K."});
  CHECK(r.src.header_line == 2);
  CHECK(r.src.game_lines == std::vector<std::size_t>{3});

  // Any one character after the '=': here a bar, which is never guessed.
  const auto bars = read(
      "sep=|\nround|player_1|player_2|victory_points_1|victory_points_2|"
      "points_limit\n1|Ann|Bob|10|20|2000\n");
  REQUIRE(bars.problems.empty());
  CHECK(bars.e.games[0].victory_points == std::array<int, 2>{10, 20});

  // Only a line of exactly that form, before the header: "sep=;;" is read as the header.
  const auto not_hint = read("sep=;;\n1,Ann,Bob,10,20\n");
  REQUIRE_FALSE(not_hint.problems.empty());
  CHECK(not_hint.problems[0].path == "r.csv:1:1");
}

TEST_CASE("csv: blank victory points are an error with line and column", "[tournament][csv]") {
  const auto r = read(std::string(header) + "1,2000,Ann,Bob,1824,300\n1,2000,Cat,Dan,,\n");
  REQUIRE(r.problems.size() == 2);
  CHECK(r.problems[0] == problem{"r.csv:3:5",
                                 "victory_points_1 is blank: enter both players' "
                                 "victory points (a game not yet played is left out of the file)"});
  CHECK(r.problems[1].path == "r.csv:3:6");
}

TEST_CASE("csv: one player on a line is a bye only with bye in player_2", "[tournament][csv]") {
  const auto blank = read(std::string(header) + "1,2000,Ann,Bob,1824,300\n1,,Cat,,,\n");
  REQUIRE(blank.problems.size() == 1);
  CHECK(blank.problems[0] ==
        problem{"r.csv:3:4",
                "player_2 is blank: write the opponent, or bye if Cat has the bye this round"});

  // A bye: tow-matched-play scores it (6 and the game's size); t9a-nr needs its bye points.
  const auto scored = read(std::string(header) + "1,2000,Ann,Bob,1824,300\n1,,Cat, BYE ,,\n");
  CHECK(scored.problems.empty());
  CHECK(scored.e.byes == std::vector<bye>{{1, "Cat"}});
  // Its line's points limit is the bye's game size (a bye entered before its round's games).
  const auto sized = read(std::string(header) + "1,2000,Ann,Bob,1824,300\n2,2500,Cat,bye,,\n");
  CHECK(sized.problems.empty());
  CHECK(sized.e.byes == std::vector<bye>{{2, "Cat", 2500}});
  const auto marked =
      read(std::string(header) + "1,2000,Ann,Bob,1824,300\n1,,Cat, BYE ,,\n", {}, t9a_nr_scheme());
  REQUIRE(marked.problems.size() == 1);  // a bye, and no bye points set
  CHECK(marked.problems[0] ==
        problem{"r.csv:3:4",
                "player_2 is bye, but the tournament points for a bye are not set: "
                "give them with --bye-points N (or --bye-points average)"});
  CHECK(marked.e.byes == std::vector<bye>{{1, "Cat"}});

  const auto first = read(std::string(header) + "1,2000,bye,Bob,,\n");
  CHECK(first.problems == std::vector<problem>{{"r.csv:2:3",
                                                "player_1 is \"bye\": write the player "
                                                "in player_1 and bye in player_2"}});
}

TEST_CASE("csv: conceded names the player who conceded - counted from 1", "[tournament][csv]") {
  const auto conceded = read(std::string(header) + "1,2000,Ann,Bob,1824,300\n");
  CHECK(!conceded.e.games[0].conceded);
  std::string with_column =
      "round,points_limit,player_1,player_2,victory_points_1,"
      "victory_points_2,conceded\n";
  CHECK(read(with_column + "1,2000,Ann,Bob,1824,300,2\n").e.games[0].conceded == 1);
  const auto zero = read(with_column + "1,2000,Ann,Bob,1824,300,0\n");
  REQUIRE(zero.problems.size() == 1);
  CHECK(zero.problems[0] == problem{"r.csv:2:7",
                                    "conceded must be 1, 2 or empty, got 0: the "
                                    "player who conceded, counted from 1"});
}

TEST_CASE("csv: the header and the numbers", "[tournament][csv]") {
  CHECK(read("round,player_1,player_2,victory_points_1\n1,A,B,1\n").problems ==
        std::vector<problem>{{"r.csv:1:1",
                              "the header has no column victory_points_2 (its columns: "
                              "round, player_1, player_2, victory_points_1)"}});
  CHECK(read("").problems == std::vector<problem>{{"r.csv:1:1", "no header line"}});
  // Each of the first game_csv_required columns is required; the rest may be left out.
  for (std::size_t k = 0; k < std::size(game_csv_columns); ++k) {
    std::string without;
    for (std::size_t i = 0; i < std::size(game_csv_columns); ++i)
      if (i != k) without.append(without.empty() ? "" : ",").append(game_csv_columns[i]);
    const auto r = read(without + "\n");
    INFO(game_csv_columns[k]);
    REQUIRE(r.problems.size() == (k < game_csv_required ? 1U : 0U));
    if (k < game_csv_required)
      CHECK(r.problems[0].message.starts_with("the header has no column " +
                                              std::string(game_csv_columns[k]) + " "));
  }
  const std::vector<std::string_view> required(game_csv_columns,
                                               game_csv_columns + game_csv_required);
  CHECK(required == std::vector<std::string_view>{"round", "player_1", "player_2",
                                                  "victory_points_1", "victory_points_2"});
  CHECK(
      read(std::string(header) + "1,2000,Ann,Bob,12a,3\n").problems ==
      std::vector<problem>{{"r.csv:2:5", "victory_points_1 must be a whole number, got \"12a\""}});
  CHECK(read(std::string(header) + "x,2000,Ann,Bob,1,3\n").problems ==
        std::vector<problem>{{"r.csv:2:1", "round must be a whole number, got \"x\""}});
  // A zero fraction, as a spreadsheet may format a number (and as JSON reads 20.0), is whole.
  const auto zeros = read(std::string(header) + "1.0,2000.00,Ann,Bob,1824.0,300\n");
  CHECK(zeros.problems.empty());
  REQUIRE(zeros.e.games.size() == 1);
  CHECK(zeros.e.games[0].victory_points == std::array<int, 2>{1824, 300});
  CHECK(zeros.e.games[0].points_limit == 2000);
  for (const char* vp : {"1824.5", "1824.", ".0", "1e3", "1824.0.0"})
    CHECK(read(std::string(header) + "1,2000,Ann,Bob," + vp + ",300\n").problems ==
          std::vector<problem>{{"r.csv:2:5", "victory_points_1 must be a whole number, got \"" +
                                                 std::string(vp) + "\""}});
}

TEST_CASE("csv: validation problems name the line and column, not JSON paths",
          "[tournament][csv]") {
  const auto r = read(std::string(header) +
                      "1,2000,Ann,Bob,1824,300\n1,2000,Ann,Cat,1,1\n"
                      "2,2000,Dan,Dan,1,1\n");
  CHECK(r.problems ==
        std::vector<problem>{{"r.csv:3:3", "player_1: \"Ann\" already plays in round 1 (line 2)"},
                             {"r.csv:4:3", "player_1: \"Dan\" cannot play themselves"}});
}

TEST_CASE("csv: with a roster, a name not on it suggests the closest - case is an error too",
          "[tournament][csv]") {
  const std::vector<player> roster{
      {.name = "Jonathan"}, {.name = "Rob"}, {.name = "Connor"}, {.name = "Dave"}};
  const auto r = read(std::string(header) +
                          "1,2000,Jonathan ,Rob,1824,300\n"  // a stray space: trimmed, fine
                          "1,2000,Connor,Dave,1276,800\n"
                          "2,2000,Jonathon,Connor,1,1\n"
                          "2,2000,dave,rob,1,1\n"
                          "3,2000,Xavier,Rob,1,1\n",
                      roster);
  CHECK(
      r.problems ==
      std::vector<problem>{
          {"r.csv:4:3", "player_1: \"Jonathon\" is not on the roster: did you mean Jonathan?"},
          {"r.csv:5:3",
           "player_1: \"dave\" is not on the roster (names must match in case): did you mean "
           "Dave?"},
          {"r.csv:5:4",
           "player_2: \"rob\" is not on the roster (names must match in case): did you mean Rob?"},
          {"r.csv:6:3", "player_1: \"Xavier\" is not on the roster"}});
}

TEST_CASE("csv: without a roster, near-identical names are warnings naming both",
          "[tournament][csv]") {
  auto r = read(std::string(header) +
                "1,2000,Jonathan,Rob,1824,300\n2,2000,jonathan,Rob,1,1\n"
                "3,2000,Rob,Jonathon,1,1\n4,2000,Mary Ann,Rob,1,1\n"
                "5,2000,Rob,MaryAnn,1,1\n");
  REQUIRE(r.problems.empty());
  const auto w = warned(r);
  CHECK(w[0] == problem{"r.csv:3:3",
                        "player_1: \"jonathan\" and \"Jonathan\" (line 2) differ only in "
                        "case or spaces: one player or two? (a roster settles it)"});
  CHECK(w[1] == problem{"r.csv:4:4",
                        "player_2: \"Jonathon\" and \"Jonathan\" (line 2) differ only by "
                        "one letter: one player or two? (a roster settles it)"});
  CHECK(std::any_of(w.begin(), w.end(), [](const problem& p) {
    return p.path == "r.csv:6:4" &&
           p.message.starts_with("player_2: \"MaryAnn\" and \"Mary Ann\" (line 5)");
  }));
}

TEST_CASE("csv: names compare letter by letter - accents, decomposed letters and unseen spaces",
          "[tournament][csv]") {
  // José and Jose are one letter apart (two bytes apart); a decomposed Zoë (e and a combining
  // diaeresis) is one letter from the composed one; a zero-width space is a space; a no-break
  // space around a name is trimmed, as a space is.
  auto r = read(std::string(header) +
                "1,2000,Jos\xC3\xA9,Rob,1,1\n2,2000,Jose,Rob,1,1\n"
                "3,2000,Zo\xC3\xAB,Rob,1,1\n4,2000,Zoe\xCC\x88,Rob,1,1\n"
                "5,2000,Ann,Rob,1,1\n6,2000,Ann\xE2\x80\x8B,Rob,1,1\n"
                "7,2000,Bea\xC2\xA0,Rob,1,1\n8,2000,Bea,Rob,1,1\n");
  REQUIRE(r.problems.empty());
  const auto w = warned(r);
  const auto said = [&](std::string_view at, std::string_view start) {
    return std::any_of(w.begin(), w.end(), [&](const problem& p) {
      return p.path == at && p.message.starts_with(start);
    });
  };
  CHECK(said("r.csv:3:3",
             "player_1: \"Jose\" and \"Jos\xC3\xA9\" (line 2) differ only by one letter"));
  CHECK(said("r.csv:5:3",
             "player_1: \"Zoe\xCC\x88\" and \"Zo\xC3\xAB\" (line 4) differ only by one letter"));
  CHECK(said("r.csv:7:3",
             "player_1: \"Ann\xE2\x80\x8B\" and \"Ann\" (line 6) differ only in case or spaces"));
  CHECK(std::none_of(w.begin(), w.end(), [](const problem& p) {
    return p.message.find("\"Bea") != std::string::npos &&  // one player: trimmed alike
           p.message.find("differ only") != std::string::npos;
  }));
  using rankfile::tournament::edit_distance;
  CHECK(edit_distance("Jos\xC3\xA9", "Jose") == 1);
  CHECK(edit_distance("Zoe\xCC\x88", "Zoe") == 0);  // an accent alone is no letter
  CHECK(edit_distance("Jonathon", "Jonathan") == 1);
  CHECK(rankfile::tournament::did_you_mean("Zoe\xCC\x88", {"Zo\xC3\xAB", "Rob"}) ==
        "did you mean Zo\xC3\xAB?");
}

TEST_CASE("csv: two names one letter apart that met in a game are two players",
          "[tournament][csv]") {
  auto r = read(std::string(header) +
                "1,2000,Dan,Don,1000,500\n1,2000,Ann,Bob,1,1\n"
                "2,2000,Dan,Ann,1,1\n2,2000,Bob,Dun,1,1\n");
  REQUIRE(r.problems.empty());
  const auto w = warned(r);
  // Dan and Don played each other; Dun met neither, so Dun is one letter from both.
  REQUIRE(w.size() == 2);
  CHECK(w[0].message.starts_with("player_2: \"Dun\" and \"Dan\" (line 2)"));
  CHECK(w[1].message.starts_with("player_2: \"Dun\" and \"Don\" (line 2)"));
}

TEST_CASE("csv: two names that differ only in case are flagged - even when they played each other",
          "[tournament][csv]") {
  auto r = read(std::string(header) + "1,2000,Ann,ann,1000,500\n");
  REQUIRE(r.problems.empty());
  const auto w = warned(r);
  REQUIRE(w.size() == 1);
  CHECK(w[0] == problem{"r.csv:2:4",
                        "player_2: \"ann\" and \"Ann\" (line 2) differ only in "
                        "case or spaces and played each other: two players a "
                        "roster could not tell apart; rename one"});
}

TEST_CASE("csv: lines that cannot be read whole are errors with line and column",
          "[tournament][csv]") {
  const auto problems_of = [](std::string_view body) {
    return read(std::string(header) + std::string(body)).problems;
  };
  const std::string unclosed =
      "a quote is opened and not closed on its line (a quoted field ends with a quote and holds "
      "no line break)";
  CHECK(problems_of("1,2000,\"Ann,Bob,1000,500\n") ==
        std::vector<problem>{{"r.csv:2:3", "player_1: " + unclosed}});
  CHECK(problems_of("1,2000,\"Ann,Bob,1000,500\n1,2000,Cat,Dan,1,2\n1,2000,Eve,Fay,1,2\n") ==
        std::vector<problem>{{"r.csv:2:3", "player_1: " + unclosed +
                                               "; no line closes it: lines 3 to 4 are not read"}});
  // The line that closes the quote is skipped with it, not read as a game of its own; the next
  // one is read.
  const auto broken = read(std::string(header) +
                           "1,2000,\"C\"\"at\",\"Dan\nX\",1,2\n"
                           "1,2000,Eve,Fay,3,4\n");
  CHECK(broken.problems ==
        std::vector<problem>{{"r.csv:2:4", "player_2: " + unclosed +
                                               "; read as going on to line 3: line 3 is not "
                                               "read"}});
  REQUIRE(broken.e.games.size() == 1);
  CHECK(broken.e.games[0].players[0] == "Eve");
  // A line cut short before player_2 says so.
  CHECK(problems_of("1,2000,Ann\n") ==
        std::vector<problem>{{"r.csv:2:4",
                              "player_2 is blank (the line ends after 3 of the "
                              "header's 6 columns): write the opponent, or bye if "
                              "Ann has the bye this round"}});
  CHECK(problems_of("1,2000,A\xffnn,Bob,1000,500\n") ==
        std::vector<problem>{{"r.csv:2:3",
                              "player_1: not valid UTF-8 text, or holds a control "
                              "character"}});
  CHECK(problems_of(std::string("1,2000,A\0nn,Bob,1000,500\n", 25)).size() == 1);
  CHECK(problems_of("1,2000,Ann,Bob,1000,500,7\n") ==
        std::vector<problem>{{"r.csv:2:7", "a value past the header's 6 columns: \"7\""}});
  CHECK(problems_of("1,2000,Ann,Bob,1000,500,,\n").empty());  // blank ones are no loss
  CHECK(problems_of("1,2000,Ann,Bob,99999999999,500\n") ==
        std::vector<problem>{{"r.csv:2:5", "victory_points_1 is out of range, got 99999999999"}});
  CHECK(read("round,round,player_1,player_2,victory_points_1,victory_points_2\n").problems ==
        std::vector<problem>{{"r.csv:1:2", "the header names column round twice"}});
  CHECK(problems_of("1,2000,Ann,Bob,1000,500\n").empty());
  CHECK(read(std::string(header) + "1,2000,An\"n,Bob,1000,500\n").e.games[0].players[0] ==
        "An\"n");  // a quote inside an unquoted field is a character, as spreadsheets read it
  CHECK(read(std::string(header) + "1,2000, \"Ann, Jr\" ,Bob,1000,500\n").e.games[0].players[0] ==
        "Ann, Jr");
  CHECK(problems_of("1,2000,\"Smith\"x,Bob,1000,500\n") ==  // not Smithx
        std::vector<problem>{{"r.csv:2:3",
                              "player_1: text after the closing quote (a quoted field "
                              "ends with its quote; \"\" inside quotes is a quote)"}});
  CHECK(problems_of("1,2000,\"Smith\"\"s\",Bob,1000,500\n").empty());
  CHECK(problems_of("1,2000,Ren\xc3\xa9"
                    "e,Bob,1000,500\n")
            .empty());                                                   // UTF-8 is welcome
  CHECK(problems_of("1,2000,\xf0\x9f\x8e\xb2,Bob,1000,500\n").empty());  // four bytes too
  for (const char* bad :
       {"\xc0\xaf", "\xe0\x80\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xe2\x82"})
    CHECK(problems_of(std::string("1,2000,A") + bad + ",Bob,1000,500\n").size() ==
          1);  // overlong, surrogate, beyond U+10FFFF, cut short
}

TEST_CASE("csv: a header as a spreadsheet writes it gets the column it means",
          "[tournament][csv]") {
  // Spaces for underscores, any case, or a column's initials with its number.
  event e{.scheme = tow_matched_play_scheme()};
  std::vector<problem> problems, unknown;
  csv_source src{.file = "r.csv"};
  read_games_csv("Round,Player 1,Player_2,VP 1,Victory Points 2,GS1\n1,Ann,Bob,1500,500,1\n", e,
                 problems, src, &unknown);
  CHECK(unknown ==
        std::vector<problem>{{"r.csv:1:2",
                              "unknown column player 1 (did you mean player_1?): its "
                              "values are not read"},
                             {"r.csv:1:4",
                              "unknown column vp 1 (did you mean victory_points_1?): its "
                              "values are not read"},
                             {"r.csv:1:5",
                              "unknown column victory points 2 (did you mean "
                              "victory_points_2?): its values are not read"},
                             {"r.csv:1:6",
                              "unknown column gs1 (did you mean generals_slain_1?): its "
                              "values are not read"}});
  // The required columns missing say which header column is near each.
  CHECK(problems ==
        std::vector<problem>{{"r.csv:1:1",
                              "the header has no column player_1 (its columns: round, "
                              "player 1, player_2, vp 1, victory points 2, gs1; is "
                              "player 1 player_1?)"},
                             {"r.csv:1:1",
                              "the header has no column victory_points_1 (its columns: "
                              "round, player 1, player_2, vp 1, victory points 2, gs1; is "
                              "vp 1 victory_points_1?)"},
                             {"r.csv:1:1",
                              "the header has no column victory_points_2 (its columns: "
                              "round, player 1, player_2, vp 1, victory points 2, gs1; is "
                              "victory points 2 victory_points_2?)"}});
  // A name near no column, in any spelling, gets no suggestion.
  CHECK(tournament::detail::nearest_column("army", game_csv_columns).empty());
  CHECK(tournament::detail::nearest_column("SVP-2", game_csv_columns) ==
        "secondary_victory_points_2");
  CHECK(tournament::detail::nearest_column("Drop", roster_csv_columns).empty());
  CHECK(tournament::detail::nearest_column("Dropped After", roster_csv_columns) == "dropped_after");
}

TEST_CASE("csv: a spreadsheet file is refused with how to save it as CSV", "[tournament][csv]") {
  const auto refused = [](std::string file, std::string_view text) {
    event e{.scheme = tow_matched_play_scheme()};
    std::vector<problem> problems;
    csv_source src{.file = std::move(file)};
    read_games_csv(text, e, problems, src);
    return problems;
  };
  const std::string zip = std::string("PK\x03\x04\x14\x00\x06\x00", 8) + "[Content_Types].xml";
  const std::string saving =
      ", not CSV text: save the sheet as CSV (comma-separated values) in "
      "the spreadsheet program and give that file";
  CHECK(
      refused("results.xlsx", zip) ==
      std::vector<problem>{{"results.xlsx:1:1", "the file is an Excel workbook (.xlsx)" + saving}});
  CHECK(refused("Round 2.ODS", zip) ==
        std::vector<problem>{
            {"Round 2.ODS:1:1", "the file is an OpenDocument spreadsheet (.ods)" + saving}});
  // By its first bytes, whatever its name (standard input has none).
  CHECK(refused("stdin", zip) ==
        std::vector<problem>{{"stdin:1:1",
                              "the file is a zip archive, as an .xlsx or .ods "
                              "spreadsheet is" +
                                  saving}});
  CHECK(refused("old.csv", "\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1rest") ==
        std::vector<problem>{
            {"old.csv:1:1", "the file is an Excel 97-2003 workbook (.xls)" + saving}});
  // A roster as well.
  std::vector<player> players;
  std::vector<problem> problems;
  csv_source roster{.file = "players.xlsx"};
  read_roster_csv("name\nAnn\n", players, problems, roster);
  CHECK(problems == std::vector<problem>{
                        {"players.xlsx:1:1", "the file is an Excel workbook (.xlsx)" + saving}});
  CHECK(players.empty());
  // CSV text whose name only looks like one: read.
  CHECK(refused("xlsx.csv", "round,player_1,player_2,victory_points_1,victory_points_2\n").empty());
}

TEST_CASE("csv: columns a reader does not know are reported with the nearest it knows",
          "[tournament][csv]") {
  event e{.scheme = tow_matched_play_scheme()};
  std::vector<problem> problems, unknown;
  csv_source src{.file = "r.csv"};
  read_games_csv(
      "\n\nround,player_1,player_2,victory_points_1,victory_points_2,Generals_Slian_1,"
      "notes,\n1,Ann,Bob,1500,500,1,close,\n",
      e, problems, src, &unknown);
  CHECK(problems.empty());
  CHECK(unknown ==
        std::vector<problem>{{"r.csv:3:6",
                              "unknown column generals_slian_1 (did you mean "
                              "generals_slain_1?): its values are not read"},
                             {"r.csv:3:7", "unknown column notes: its values are not read"}});
  REQUIRE(e.games.size() == 1);
  CHECK(e.games[0].generals_slain == std::array{0, 0});  // the misspelt column is not read
  std::string every_column;  // a header of every listed column has none unknown
  for (const std::string_view column : game_csv_columns)
    every_column.append(every_column.empty() ? "" : ",").append(column);
  std::vector<problem> none;
  event f{.scheme = tow_matched_play_scheme()};
  csv_source s;
  read_games_csv(every_column + "\n", f, problems, s, &none);
  CHECK(none.empty());
  CHECK(problems.empty());

  // Columns the header leaves unnamed: nothing while their cells are blank (above), one
  // problem each at the first row that has a value in one.
  std::vector<problem> nameless;
  event g{.scheme = tow_matched_play_scheme()};
  read_games_csv(
      "round,player_1,player_2,victory_points_1,victory_points_2,points_limit,,\n"
      "1,Ann,Bob,1500,500,2000,,\n1,Cy,Di,1500,500,2000,x,y\n",
      g, problems, src, &nameless);
  CHECK(problems.empty());
  CHECK(nameless ==
        std::vector<problem>{{"r.csv:3:7",
                              "a column with no name in the header holds a value, \"x\": "
                              "its values are not read"},
                             {"r.csv:3:8",
                              "a column with no name in the header holds a value, \"y\": "
                              "its values are not read"}});

  std::vector<player> players;
  read_roster_csv("name,factoin,seed\nAnn,Dwarfs,1\n", players, problems, src, &unknown);
  CHECK(unknown.back() == problem{"r.csv:1:2",
                                  "unknown column factoin (did you mean faction?): "
                                  "its values are not read"});
  CHECK(problems.empty());
  read_roster_csv("faction,team\nDwarfs,North\n", players, problems, src);  // name is required
  CHECK(problems == std::vector<problem>{{"r.csv:1:1",
                                          "the header has no column name (its "
                                          "columns: faction, team)"}});
  problems.clear();
  read_roster_csv("name,club\n", players, problems, src);  // would check no name
  CHECK(problems == std::vector<problem>{{"r.csv:1:1",
                                          "the roster lists no players: list them, "
                                          "one a line, or leave the roster out"}});
}

TEST_CASE("csv: a roster file", "[tournament][csv]") {
  std::vector<player> players;
  std::vector<problem> problems;
  csv_source src{.file = "roster.csv"};
  read_roster_csv(
      "Name;Faction;Team;Club;Dropped_After;Seed\r\nAnn;Dwarfs;North;Hammers;3;1\r\n"
      "Bob;;;;;\r\nCat;;;;x;\r\n",
      players, problems, src);
  REQUIRE(players.size() == 3);
  CHECK(players[0] == player{.name = "Ann",
                             .faction = "Dwarfs",
                             .team = "North",
                             .club = "Hammers",
                             .dropped_after = 3,
                             .seed = 1});
  CHECK(players[1] == player{.name = "Bob"});
  CHECK(problems == std::vector<problem>{
                        {"roster.csv:4:5", "dropped_after must be a whole number, got \"x\""}});

  event e{.scheme = tow_matched_play_scheme(), .players = {{.name = "Ann"}, {.name = "ann"}}};
  std::vector<problem> v = validate(e);
  relocate(v, src);
  CHECK(v == std::vector<problem>{{"roster.csv:3:1",
                                   "name: \"ann\" is on the roster already (line 2, as \"Ann\")"}});
}

TEST_CASE("csv: a problem in the results that points at the roster names the roster's file",
          "[tournament][csv]") {
  event e{.scheme = tow_matched_play_scheme()};
  std::vector<problem> problems;
  csv_source roster{.file = "roster.csv"};
  read_roster_csv("name,dropped_after\nAnn,\nBob,\nCat,1\nDan,\n", e.players, problems, roster);
  csv_source results{.file = "results.csv"};
  read_games_csv(std::string(header) +
                     "1,2000,Ann,Bob,1000,500\n1,2000,Cat,Dan,900,100\n"
                     "2,2000,Cat,Ann,900,100\n",
                 e, problems, results);
  REQUIRE(problems.empty());
  std::vector<problem> w = warnings(e);
  relocate(w, results);
  relocate(w, roster);
  CHECK(std::find(w.begin(), w.end(),
                  problem{"results.csv:4:3",
                          "player_1: \"Cat\" dropped after round 1 (roster.csv "
                          "line 4) but plays in round 2"}) != w.end());
}

TEST_CASE("csv: roster team and club names are trimmed - quoted too", "[tournament][csv][teams]") {
  std::vector<player> players;
  std::vector<problem> problems;
  csv_source src{.file = "roster.csv"};
  read_roster_csv(
      "name,team,club\nAnn,Red,Hammers\nBob,\"Red \",\" Hammers\"\nCat, Blue ,\n"
      "Dan,Blue,\n",
      players, problems, src);
  REQUIRE(problems.empty());
  REQUIRE(players.size() == 4);
  CHECK(players[1].team == "Red");
  CHECK(players[1].club == "Hammers");
  CHECK(players[2].team == "Blue");
  event e{.scheme = tow_matched_play_scheme(), .players = players};
  e.scheme.teams = true;
  CHECK(validate_teams(e).empty());
  const auto teams = team_standings(e, standings(e));
  REQUIRE(teams.size() == 2);
  CHECK(teams[0].team == "Blue");
  CHECK(teams[1].team == "Red");
  CHECK(teams[1].players == std::vector<std::string>{"Ann", "Bob"});
}

TEST_CASE("csv: a bye's line - what would count in a game is said, placeholders are not",
          "[tournament][csv]") {
  const std::string text =
      "round,points_limit,player_1,player_2,victory_points_1,victory_points_2,both_broken\n"
      "1,2000,Ann,Bob,1500,500,\n"
      "1,2000,Cat,bye,0,0,no\n"       // placeholders: nothing said
      "2,2000,Cat,bye,1500,,true\n";  // a score typed on a bye's line
  event e;
  std::vector<problem> problems, unknown;
  csv_source src{.file = "r.csv"};
  read_games_csv(text, e, problems, src, &unknown);
  CHECK(problems.empty());
  REQUIRE(e.byes.size() == 2);
  CHECK(unknown ==
        std::vector<problem>{
            {"r.csv:4:5",
             "victory_points_1 is not read on a bye's line: a bye scores the bye points, "
             "VP and VP difference (--bye-points, --bye-vp, --bye-vp-difference)"},
            {"r.csv:4:7",
             "both_broken is not read on a bye's line: a bye scores the bye points, VP "
             "and VP difference (--bye-points, --bye-vp, --bye-vp-difference)"}});
}
