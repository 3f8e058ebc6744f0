// Team events (the Old World Matched Play Guide, pp. 44-45): rankfile/tournament/teams.hpp.
#include "rankfile/tournament/teams.hpp"
#include "rankfile/tournament/validate.hpp"
#include "rankfile/tournament/warnings.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "support/catch.hpp"

using namespace rankfile;
using namespace rankfile::tournament;

namespace {
game g(int round, std::string a, std::string b, int vpa, int vpb, int limit = 2000) {
  return {.round = round,
          .points_limit = limit,
          .players = {std::move(a), std::move(b)},
          .victory_points = {vpa, vpb}};
}
player on(std::string name, std::string team) {
  return {.name = std::move(name), .team = std::move(team)};
}

// Jonathan's team and another, four players each (the Guide's examples).
event a09() {
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "Jonathan", "Agata", 2000, 550), g(1, "Rob", "Dan", 1925, 475),
                    g(1, "Connor", "Alastair", 1800, 350), g(1, "Dave", "Ethan", 1000, 1000)},
          .players = {on("Jonathan", "Team 1"), on("Rob", "Team 1"), on("Connor", "Team 1"),
                      on("Dave", "Team 1"), on("Agata", "Team 2"), on("Dan", "Team 2"),
                      on("Alastair", "Team 2"), on("Ethan", "Team 2")}};
  e.scheme.teams = true;
  return e;
}
}  // namespace

TEST_CASE("A09: a team's VP difference is its players' VP scored minus VP conceded",
          "[tournament][teams][published]") {
  // Matched Play Guide p.44 (Ranking): after round one Jonathan's team has scored 6,725 VP in
  // its four games and conceded 2,375: its VP difference is 4,350. And p.44 (Scoring): three
  // Crushing Victories and a Draw make 21 TP (6 + 6 + 6 + 3).
  const event e = a09();
  REQUIRE(validate(e).empty());
  REQUIRE(validate_teams(e).empty());
  std::vector<game_score> scores;
  const auto players = standings(e, &scores);
  const auto teams = team_standings(e, players);
  REQUIRE(teams.size() == 2);
  CHECK(teams[0] == team_standing{.rank = 1,
                                  .team = "Team 1",
                                  .players = {"Jonathan", "Rob", "Connor", "Dave"},
                                  .tournament_points = 21,
                                  .vp_difference = 4350,
                                  .victory_points = 6725,
                                  .generals_slain = 0,
                                  .games = 4});
  CHECK(teams[1].tournament_points == 3);
  CHECK(teams[1].vp_difference == -4350);
  CHECK(teams[1].victory_points == 2375);
  CHECK(team_matches(e, scores) == std::vector<team_match>{{.round = 1,
                                                            .teams = {"Team 1", "Team 2"},
                                                            .tournament_points = {21, 3},
                                                            .victory_points = {6725, 2375},
                                                            .games = 4}});
}

TEST_CASE("team standings: the Guide's example of VP scored over two rounds",
          "[tournament][teams]") {
  // p.44: at the end of round two Connor has scored 2,800 VP, Becky 2,458, Ethan 1,958 and Rob
  // 865: 8,081 VP for the team.
  event e{
      .scheme = tow_matched_play_scheme(),
      .games = {g(1, "Connor", "W", 1400, 0), g(1, "Becky", "X", 1200, 0),
                g(1, "Ethan", "Y", 958, 0), g(1, "Rob", "Z", 865, 0), g(2, "Connor", "X", 1400, 0),
                g(2, "Becky", "W", 1258, 0), g(2, "Ethan", "Z", 1000, 0), g(2, "Rob", "Y", 0, 0)},
      .players = {on("Connor", "A"), on("Becky", "A"), on("Ethan", "A"), on("Rob", "A"),
                  on("W", "B"), on("X", "B"), on("Y", "B"), on("Z", "B")}};
  e.scheme.teams = true;
  REQUIRE(validate_teams(e).empty());
  CHECK(team_standings(e, standings(e))[0].victory_points == 8081);
}

TEST_CASE(
    "team standings: TP then VP difference then VP scored then Generals slain - level teams share "
    "a rank",
    "[tournament][teams]") {
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "A1", "B1", 1000, 1000), g(1, "A2", "B2", 1000, 1000),
                    g(1, "C1", "D1", 1200, 1100), g(1, "C2", "D2", 1100, 1200)},
          .players = {on("A1", "Anvils"), on("A2", "Anvils"), on("B1", "Bolts"), on("B2", "Bolts"),
                      on("C1", "Crowns"), on("C2", "Crowns"), on("D1", "Daggers"),
                      on("D2", "Daggers")}};
  e.scheme.teams = true;
  // Every game a draw (6 TP a team); VP difference 0 for all. Crowns and Daggers scored 2,300
  // VP, Anvils and Bolts 2,000. A General slain puts Daggers above Crowns.
  e.games[3].generals_slain = {0, 1};
  const auto t = team_standings(e, standings(e));
  REQUIRE(t.size() == 4);
  CHECK(t[0].team == "Daggers");
  CHECK(t[0].rank == 1);
  CHECK(t[1].team == "Crowns");
  CHECK(t[1].rank == 2);
  CHECK(t[2].team == "Anvils");  // level with Bolts on everything: listed by name
  CHECK(t[2].rank == 3);
  CHECK(t[3].team == "Bolts");
  CHECK(t[3].rank == 3);
}

TEST_CASE("validate_teams: each problem with its path and message", "[tournament][teams]") {
  event e = a09();
  CHECK(validate_teams(event{.scheme = e.scheme, .games = e.games}) ==
        std::vector<problem>{{"players", "a team event needs a roster giving each player's team"}});
  e.players[3].team.clear();
  e.games.push_back(g(2, "Jonathan", "Rob", 1000, 1000));
  e.players.push_back(on("Zed", "Team 3"));
  e.games.push_back(g(2, "Connor", "Agata", 1000, 1000));
  e.games.push_back(g(2, "Dan", "Zed", 1000, 1000));
  CHECK(validate_teams(e) ==
        std::vector<problem>{
            {"players[3].team", "\"Dave\" has no team: in a team event every player is on a team"},
            {"games[4].players",
             "\"Jonathan\" and \"Rob\" are both of team Team 1: in a team event a player meets a "
             "player of another team"},
            {"games[6].players[0]",
             "team Team 2 meets team Team 1 in round 2 (games[5]): a team meets one team a round, "
             "not also team Team 3"}});
  e.scheme.teams = false;
  CHECK(validate_teams(e).empty());
}

TEST_CASE(
    "team pairings: round 1 drawn with the seed, later rounds down the standings without a rematch",
    "[tournament][teams]") {
  event e{
      .scheme = tow_matched_play_scheme(),
      .players = {on("A1", "Anvils"), on("A2", "Anvils"), on("B1", "Bolts"), on("B2", "Bolts"),
                  on("C1", "Crowns"), on("C2", "Crowns"), on("D1", "Daggers"), on("D2", "Daggers")},
      .draw_seed = 2026};
  e.scheme.teams = true;
  const auto round1 = team_pairings(e, team_standings(e, standings(e)));
  REQUIRE(round1.size() == 2);
  CHECK(round1[0].why == pairing_reason::drawn);
  CHECK(round1[0].table == 1);
  CHECK(round1[1].table == 2);
  CHECK(explain_team(round1[0]) == "round 1: drawn at random");
  // The same seed, the same draw; no seed, the roster's order.
  CHECK(team_pairings(e, team_standings(e, standings(e))) == round1);
  e.draw_seed.reset();
  const auto ordered = team_pairings(e, team_standings(e, standings(e)));
  CHECK(ordered[0].player == "Anvils");
  CHECK(ordered[0].opponent == "Bolts");
  CHECK(ordered[1].player == "Crowns");
  CHECK(ordered[1].opponent == "Daggers");

  // Round 1: Anvils beat Bolts, Crowns beat Daggers. Top two have not met: Anvils v Crowns.
  e.games = {g(1, "A1", "B1", 1500, 500), g(1, "B2", "A2", 1000, 1000),
             g(1, "C1", "D1", 1500, 1000), g(1, "D2", "C2", 1000, 1000)};
  auto t = team_standings(e, standings(e));
  CHECK(team_text(t, team_pairings(e, t)) ==
        "rank  team     TP  VP diff    VP  generals  games\n"
        "   1  Anvils    8     1000  2500         0      2\n"
        "   2  Crowns    7      500  2500         0      2\n"
        "   3  Daggers   5     -500  2000         0      2\n"
        "   4  Bolts     4    -1000  1500         0      2\n"
        "\n"
        "next round:\n"
        "  table 1  Anvils v Crowns: next in the standings\n"
        "  table 2  Daggers v Bolts: next in the standings\n");
  CHECK(team_csv(t) ==
        "rank,team,tournament_points,vp_difference,victory_points,generals_slain,games\n"
        "1,Anvils,8,1000,2500,0,2\n"
        "2,Crowns,7,500,2500,0,2\n"
        "3,Daggers,5,-500,2000,0,2\n"
        "4,Bolts,4,-1000,1500,0,2\n");
  // Anvils and Crowns drew twice at 1,000 VP, level on everything at the top; having met,
  // Anvils pair down past Crowns.
  e.games = {g(1, "A1", "C1", 1000, 1000), g(1, "C2", "A2", 1000, 1000), g(1, "B1", "D1", 500, 500),
             g(1, "D2", "B2", 500, 500)};
  t = team_standings(e, standings(e));
  const auto next = team_pairings(e, t);
  REQUIRE(next.size() == 2);
  CHECK(next[0].player == "Anvils");
  CHECK(next[0].opponent == "Bolts");
  CHECK(explain_team(next[0]) == "paired down; already played Crowns");
  CHECK(next[1].player == "Crowns");
  CHECK(next[1].opponent == "Daggers");
}

TEST_CASE("team matches: a sheet in any order gives the meetings of the sheet sorted by round",
          "[tournament][teams]") {
  // Two rounds, each meeting of two teams two games; the sheet sorted by player splits a round's
  // meetings and puts round 2 before round 1.
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "A1", "B1", 1500, 500), g(1, "B2", "A2", 1000, 1000),
                    g(1, "C1", "D1", 1500, 1000), g(1, "D2", "C2", 1000, 1000),
                    g(2, "A1", "C1", 900, 1200), g(2, "C2", "A2", 1000, 800),
                    g(2, "B1", "D1", 700, 700), g(2, "D2", "B2", 400, 1400)},
          .players = {on("A1", "Anvils"), on("A2", "Anvils"), on("B1", "Bolts"), on("B2", "Bolts"),
                      on("C1", "Crowns"), on("C2", "Crowns"), on("D1", "Daggers"),
                      on("D2", "Daggers")}};
  e.scheme.teams = true;
  std::vector<game_score> scores;
  const auto table = standings(e, &scores);
  const auto matches = team_matches(e, scores);
  REQUIRE(matches.size() == 4);
  CHECK(matches[0].round == 1);
  CHECK(matches[3].round == 2);
  const auto teams = team_standings(e, table);
  const auto next = team_pairings(e, teams);
  event by_player = e;
  std::sort(by_player.games.begin(), by_player.games.end(), [](const game& x, const game& y) {
    return std::tie(y.players[0], y.round) < std::tie(x.players[0], x.round);
  });
  REQUIRE(by_player.games[0].round == 2);  // D2 v B2 first
  REQUIRE(validate(by_player).empty());
  REQUIRE(validate_teams(by_player).empty());
  std::vector<game_score> by_player_scores;
  CHECK(standings(by_player, &by_player_scores) == table);
  const auto regrouped = team_matches(by_player, by_player_scores);
  REQUIRE(regrouped.size() == 4);
  for (std::size_t i = 0; i < 4; ++i) {  // each meeting once, in the same round, same totals
    CHECK(regrouped[i].round == matches[i].round);
    CHECK(regrouped[i].games == 2);
  }
  CHECK(team_standings(by_player, standings(by_player)) == teams);
  CHECK(team_pairings(by_player, teams) == next);
}

TEST_CASE("team_final_text and team_final_html: final team standings, no team pairings",
          "[tournament][teams]") {
  event e = a09();
  e.rounds = 1;
  REQUIRE(validate(e).empty());
  REQUIRE(is_final(e));
  const auto t = team_standings(e, standings(e));
  const std::string text = team_final_text(t, 1);
  CHECK(text.starts_with("final standings after round 1 of 1\n\nrank  team    TP"));
  CHECK(text.find("next round") == std::string::npos);
  const std::string html = team_final_html(t, 1);
  CHECK(html.find("<h1>Final standings</h1>\n<p>After round 1 of 1.</p>") != std::string::npos);
  CHECK(html.find("<th>team</th>") != std::string::npos);
  CHECK(html.find("Pairings") == std::string::npos);
  // Without Dave v Ethan, round 1 is not complete: not final, and still nothing to pair.
  e.games.pop_back();
  REQUIRE(validate(e).empty());
  CHECK(last_round_started(e));
  CHECK(!is_final(e));
  const auto missing = missing_from_last_round(e);
  CHECK(missing == std::vector<std::string_view>{"Dave", "Ethan"});
  const auto now = team_standings(e, standings(e));
  CHECK(team_final_text(now, 1, missing)
            .starts_with("standings, not final: round 1 of 1 is not complete (no game or bye yet "
                         "for \"Dave\", \"Ethan\")\n\nrank  team    TP"));
  CHECK(team_final_html(now, 1, missing).find("<h1>Standings, not final</h1>") !=
        std::string::npos);
}

TEST_CASE("team pairings: an odd count of teams gives the lowest team without one the bye",
          "[tournament][teams]") {
  event e{.scheme = tow_matched_play_scheme(),
          .players = {on("A1", "Anvils"), on("B1", "Bolts"), on("C1", "Crowns")}};
  e.scheme.teams = true;
  e.scheme.bye_points = 6;
  const auto round1 = team_pairings(e, team_standings(e, standings(e)));
  REQUIRE(round1.size() == 2);
  CHECK(round1[0].player == "Crowns");
  CHECK(!round1[0].opponent);
  CHECK(explain_team(round1[0]) == "bye: last in round 1's order");
  e.games = {g(1, "A1", "B1", 1500, 500)};
  e.byes = {{1, "C1"}};
  const auto t = team_standings(e, standings(e));
  CHECK(t[0].team == "Crowns");  // 6 TP for the bye
  CHECK(t[0].byes == 1);
  const auto next = team_pairings(e, t);
  REQUIRE(next.size() == 2);
  CHECK(next[0].player == "Bolts");
  CHECK(explain_team(next[0]) == "bye: lowest-ranked team without a bye");
  CHECK(next[1].player == "Crowns");
  CHECK(next[1].opponent == "Anvils");
}

TEST_CASE("explain_team: team for player in the reason only - never inside a team's name",
          "[tournament][teams]") {
  const pairing down{.player = "Anvils",
                     .opponent = "Bolts",
                     .why = pairing_reason::paired_down,
                     .already_played = {"Dragonplayers"},
                     .would_leave_rematch = {"Players United"}};
  CHECK(explain_team(down) ==
        "paired down; already played Dragonplayers; pairing with Players United would leave a "
        "rematch below");
  CHECK(explain(down) == explain_team(down));
  const pairing bye{.player = "Dragonplayers", .why = pairing_reason::bye};
  CHECK(explain_team(bye) == "bye: lowest-ranked team without a bye");
  CHECK(explain(bye) == "bye: lowest-ranked player without a bye");

  event e{.scheme = tow_matched_play_scheme(),
          .players = {on("A1", "Anvils"), on("B1", "Bolts"), on("D1", "Dragonplayers")}};
  e.scheme.teams = true;
  e.scheme.bye_points = 6;
  e.games = {g(1, "A1", "D1", 1500, 500)};
  e.byes = {{1, "B1"}};
  const auto t = team_standings(e, standings(e));
  const auto next = team_pairings(e, t);
  REQUIRE(next.size() == 2);
  CHECK(next[0].player == "Dragonplayers");
  CHECK(explain_team(next[0]) == "bye: lowest-ranked team without a bye");
  CHECK(team_text(t, next).find("Dragonteams") == std::string::npos);
}

TEST_CASE("validate_teams: a team name with spaces around it is a problem", "[tournament][teams]") {
  event e{.scheme = tow_matched_play_scheme(), .players = {on("A1", "Red"), on("A2", "Red ")}};
  e.scheme.teams = true;
  CHECK(validate_teams(e) ==
        std::vector<problem>{{"players[1].team", "must not begin or end with a space"}});
}

namespace {
// Anvils, Bolts, Crowns, Daggers: two players each; round 1 Anvils v Bolts, Crowns v Daggers.
// Bob (Anvils) drops after round 1: in round 2 Ann plays Eve for Anvils v Crowns, and Eve's
// teammate Fay, with no one left to play, has the bye.
event with_a_drop() {
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "Ann", "Cat", 1500, 500), g(1, "Bob", "Dan", 1000, 1000),
                    g(1, "Eve", "Gus", 1200, 800), g(1, "Fay", "Hal", 1000, 1000),
                    g(2, "Ann", "Eve", 1000, 1000), g(2, "Cat", "Gus", 1100, 900),
                    g(2, "Dan", "Hal", 1000, 1000)},
          .byes = {{2, "Fay"}},
          .players = {on("Ann", "Anvils"), on("Bob", "Anvils"), on("Cat", "Bolts"),
                      on("Dan", "Bolts"), on("Eve", "Crowns"), on("Fay", "Crowns"),
                      on("Gus", "Daggers"), on("Hal", "Daggers")}};
  e.scheme.teams = true;
  e.scheme.bye_points = 3;  // the organiser's own bye: 3 points and no VP
  e.scheme.bye_victory_points_rule = bye_rule::fixed;
  e.players[1].dropped_after = 1;
  return e;
}
}  // namespace

TEST_CASE(
    "team events: a player who drops leaves and the team plays on - a team all of whose players "
    "dropped leaves the pairings",
    "[tournament][teams]") {
  event e = with_a_drop();
  REQUIRE(validate(e).empty());
  REQUIRE(validate_teams(e).empty());
  // Bob is not missed in round 2: he dropped after round 1. His round-1 points stay with
  // Anvils, who are paired for round 3 as any team.
  CHECK(warnings(e).empty());
  auto t = team_standings(e, standings(e));
  CHECK(t[1].players == std::vector<std::string>{"Ann", "Bob"});
  CHECK(team_text(t, team_pairings(e, t)) ==
        "rank  team     TP  VP diff    VP  generals  games  byes\n"
        "   1  Crowns   13      400  3200         0      3     1\n"
        "   2  Anvils   11     1000  3500         0      3     0\n"
        "   3  Daggers  11     -600  3700         0      4     0\n"
        "   4  Bolts    10     -800  3600         0      4     0\n"
        "\n"
        "next round:\n"
        "  table 1  Crowns v Bolts: paired down; already played Anvils, Daggers\n"
        "  table 2  Anvils v Daggers: next in the standings\n");
  // Without dropped_after, Bob's empty round 2 is a warning.
  e.players[1].dropped_after.reset();
  CHECK(warnings(e) == std::vector<problem>{{"players[1]",
                                             "\"Bob\" has no game and no bye in round 2 (if they "
                                             "left the event, set dropped_after)"}});

  // Eve and Fay both drop after round 2: Crowns stay in the standings and leave the pairings;
  // three teams left, the lowest without a bye has it.
  e = with_a_drop();
  e.players[4].dropped_after = 2;
  e.players[5].dropped_after = 2;
  CHECK(warnings(e).empty());
  t = team_standings(e, standings(e));
  CHECK(t[0].team == "Crowns");
  CHECK(team_text(t, team_pairings(e, t)) ==
        "rank  team     TP  VP diff    VP  generals  games  byes\n"
        "   1  Crowns   13      400  3200         0      3     1\n"
        "   2  Anvils   11     1000  3500         0      3     0\n"
        "   3  Daggers  11     -600  3700         0      4     0\n"
        "   4  Bolts    10     -800  3600         0      4     0\n"
        "\n"
        "next round:\n"
        "  table 1  Anvils v Daggers: next in the standings\n"
        "           Bolts v (bye): bye: lowest-ranked team without a bye\n");
  // One of them staying a round longer keeps Crowns in round 3.
  e.players[5].dropped_after = 3;
  const auto next = team_pairings(e, t);
  REQUIRE(next.size() == 2);
  CHECK(next[0].player == "Crowns");
  CHECK(next[0].opponent == "Bolts");
}

namespace {
// Anvils v Bolts and Crowns v Daggers in round 1; Anvils v Crowns and Bolts v Daggers in round
// 2, where A2 and C2 have byes (3 TP). Anvils score 5 + 4 = 9 in round 1 and 5 + 3 = 8 in round
// 2; Crowns 6 and 1 + 3 = 4; Bolts 3 and 6; Daggers 6 and 6.
event capped(std::optional<int> cap) {
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "A1", "B1", 1500, 500), g(1, "A2", "B2", 1200, 800),
                    g(1, "C1", "D1", 1000, 1000), g(1, "C2", "D2", 1100, 900),
                    g(2, "A1", "C1", 1500, 500), g(2, "B1", "D1", 1000, 1000),
                    g(2, "B2", "D2", 1000, 1000)},
          .byes = {{2, "A2"}, {2, "C2"}},
          .players = {on("A1", "Anvils"), on("A2", "Anvils"), on("B1", "Bolts"), on("B2", "Bolts"),
                      on("C1", "Crowns"), on("C2", "Crowns"), on("D1", "Daggers"),
                      on("D2", "Daggers")}};
  e.scheme.teams = true;
  e.scheme.bye_points = 3;  // the organiser's own bye: 3 points and no VP
  e.scheme.bye_victory_points_rule = bye_rule::fixed;
  e.scheme.team_round_cap = cap;
  return e;
}
}  // namespace

TEST_CASE("team_round_cap: a team's round score - games and byes - is cut to the cap",
          "[tournament][teams][cap]") {
  const event e = capped(7);
  REQUIRE(validate(e).empty());
  REQUIRE(validate_teams(e).empty());
  std::vector<game_score> scores;
  const auto players = standings(e, &scores);
  const auto t = team_standings(e, players);
  // Anvils: 9 and 8 cut to 7 and 7 (the bye counts towards the round's score): 14, not 17.
  CHECK(team_text(t, team_pairings(e, t)) ==
        "rank  team     TP  VP diff    VP  generals  games  byes\n"
        "   1  Anvils   14     2400  4200         0      3     1\n"
        "   2  Daggers  12     -200  3900         0      4     0\n"
        "   3  Crowns   10     -800  2600         0      3     1\n"
        "   4  Bolts     9    -1400  3300         0      4     0\n"
        "\n"
        "next round:\n"
        "  table 1  Anvils v Daggers: next in the standings\n"
        "  table 2  Crowns v Bolts: next in the standings\n");
  // The players' own points are not capped.
  CHECK(players[0].player == "A1");
  CHECK(players[0].tournament_points == 10);
  // A meeting's points are cut to the cap too (its games only: the byes are not in it).
  CHECK(team_matches(e, scores) == std::vector<team_match>{{.round = 1,
                                                            .teams = {"Anvils", "Bolts"},
                                                            .tournament_points = {7, 3},
                                                            .victory_points = {2700, 1300},
                                                            .games = 2},
                                                           {.round = 1,
                                                            .teams = {"Crowns", "Daggers"},
                                                            .tournament_points = {6, 6},
                                                            .victory_points = {2100, 1900},
                                                            .games = 2},
                                                           {.round = 2,
                                                            .teams = {"Anvils", "Crowns"},
                                                            .tournament_points = {5, 1},
                                                            .victory_points = {1500, 500},
                                                            .games = 1},
                                                           {.round = 2,
                                                            .teams = {"Bolts", "Daggers"},
                                                            .tournament_points = {6, 6},
                                                            .victory_points = {2000, 2000},
                                                            .games = 2}});
  // A bye scored as the player's average counts as standings scores it: A2's 4 (one game, 4 TP).
  event average = capped(7);
  average.scheme.bye_points_rule = bye_rule::average;
  const auto a = team_standings(average, standings(average));
  CHECK(a[0].team == "Anvils");
  CHECK(a[0].tournament_points == 7 + 7);  // 9 and 5 + 4 = 9, each cut to 7
}

TEST_CASE("team_round_cap: a cap no team reaches changes nothing", "[tournament][teams][cap]") {
  const event uncapped = capped(std::nullopt);
  const event e = capped(9);  // Anvils' 9 in round 1 is at the cap, not above it
  const auto t = team_standings(e, standings(e));
  CHECK(t == team_standings(uncapped, standings(uncapped)));
  CHECK(t[0].team == "Anvils");
  CHECK(t[0].tournament_points == 17);
  std::vector<game_score> scores;
  const auto players = standings(e, &scores);
  CHECK(team_matches(e, scores) == team_matches(uncapped, scores));
}

TEST_CASE("team_round_cap: a whole number from 1 to max_tournament_points, else a problem",
          "[tournament][teams][cap]") {
  event e = capped(0);
  CHECK(validate_teams(e) ==
        std::vector<problem>{
            {"scheme.team_round_cap", "must be a whole number from 1 to 1000, got 0"}});
  e.scheme.team_round_cap = max_tournament_points + 1;
  CHECK(validate_teams(e) ==
        std::vector<problem>{
            {"scheme.team_round_cap", "must be a whole number from 1 to 1000, got 1001"}});
  e.scheme.team_round_cap = 1;
  CHECK(validate_teams(e).empty());
  e.scheme.team_round_cap = max_tournament_points;
  CHECK(validate_teams(e).empty());
}

TEST_CASE("team_html: the team pairings with table numbers, the team standings, names escaped",
          "[tournament][teams][text]") {
  const std::vector<team_standing> table{{.rank = 1,
                                          .team = "<b>Tom & Jerry's</b>",
                                          .tournament_points = 9,
                                          .vp_difference = 400,
                                          .victory_points = 2200,
                                          .games = 2,
                                          .byes = 1},
                                         {.rank = 2,
                                          .team = "Bolts",
                                          .tournament_points = 3,
                                          .vp_difference = -400,
                                          .victory_points = 1800,
                                          .games = 2},
                                         {.rank = 3, .team = "Crowns", .games = 0}};
  const std::vector<pairing> next{
      {.player = "Crowns", .why = pairing_reason::bye},
      {.player = "<b>Tom & Jerry's</b>", .opponent = "Bolts", .table = 1}};
  const std::string html = team_html(table, next, 2);
  CHECK(html.find("<b>Tom") == std::string::npos);
  const std::string pairings =
      "<h1>Round 2</h1>\n<h2>Pairings</h2>\n<table>\n"
      "<tr><th class=\"n\">table</th><th>team</th><th>opponent</th><th>why</th></tr>\n"
      "<tr><td class=\"n\">1</td><td>&lt;b&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;</td><td>Bolts</td>"
      "<td>next in the standings</td></tr>\n"
      "<tr><td class=\"n\"></td><td>Crowns</td><td>(bye)</td>"
      "<td>bye: lowest-ranked team without a bye</td></tr>\n</table>\n";
  CHECK(html.find(pairings) != std::string::npos);
  const std::string standings_table =
      "<h2>Standings after round 1</h2>\n<table>\n"
      "<tr><th class=\"n\">rank</th><th>team</th><th class=\"n\">TP</th><th class=\"n\">VP "
      "diff</th><th class=\"n\">VP</th><th class=\"n\">generals</th><th class=\"n\">games</th>"
      "<th class=\"n\">byes</th></tr>\n"
      "<tr><td class=\"n\">1</td><td>&lt;b&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;</td><td "
      "class=\"n\">9</td><td class=\"n\">400</td><td class=\"n\">2200</td><td class=\"n\">0</td>"
      "<td class=\"n\">2</td><td class=\"n\">1</td></tr>\n";
  CHECK(html.find(standings_table) != std::string::npos);
  // The page is the players' page: the same skeleton and style, self-contained.
  const std::string players = to_html({}, {}, {}, 2);
  CHECK(html.substr(0, html.find("<h2>")) == players.substr(0, players.find("<h2>")));
  CHECK(html.ends_with("</table>\n</section>\n</body>\n</html>\n"));
  CHECK(html.find("<link") == std::string::npos);
  CHECK(html.find("<script") == std::string::npos);
}

TEST_CASE("team events with the organiser's own 20-0 table and a cap on a team's round",
          "[tournament][teams][cap]") {
  // No 20-0 table of a published rule set is known well enough to encode; an organiser gives
  // theirs as a scheme of bands (here: up to 5 % of the points limit 10-10, under 25 % 13-7,
  // under 50 % 16-4, else 20-0), and the team cap applies to the sum as to any scheme.
  event e{.scheme =
              {.id = "club 20-0",
               .basis = band_basis::percent_of_points_limit,
               .bands = {{.up_to = 5, .winner_points = 10, .loser_points = 10},
                         {.up_to = 25, .inclusive = false, .winner_points = 13, .loser_points = 7},
                         {.up_to = 50, .inclusive = false, .winner_points = 16, .loser_points = 4},
                         {.winner_points = 20, .loser_points = 0}}},
          .games = {g(1, "A1", "B1", 1500, 500),   // 1000 of 2000: 50 %, 20-0
                    g(1, "A2", "B2", 1200, 800),   // 20 %: 13-7
                    g(1, "C1", "D1", 1000, 1000),  // 0 %: 10-10
                    g(1, "C2", "D2", 1100, 900)},  // 10 %: 13-7
          .players = {on("A1", "Anvils"), on("A2", "Anvils"), on("B1", "Bolts"), on("B2", "Bolts"),
                      on("C1", "Crowns"), on("C2", "Crowns"), on("D1", "Daggers"),
                      on("D2", "Daggers")}};
  e.scheme.teams = true;
  REQUIRE(validate(e).empty());
  REQUIRE(validate_teams(e).empty());
  const auto uncapped = team_standings(e, standings(e));
  REQUIRE(uncapped.size() == 4);
  CHECK(uncapped[0].team == "Anvils");
  CHECK(uncapped[0].tournament_points == 33);
  e.scheme.team_round_cap = 30;
  const auto t = team_standings(e, standings(e));
  CHECK(t[0].team == "Anvils");
  CHECK(t[0].tournament_points == 30);  // 20 + 13, cut to 30
  CHECK(t[1].team == "Crowns");
  CHECK(t[1].tournament_points == 23);
  CHECK(t[2].team == "Daggers");
  CHECK(t[2].tournament_points == 17);
  CHECK(t[3].team == "Bolts");
  CHECK(t[3].tournament_points == 7);
}

TEST_CASE("team standings: totals past an int's range are summed in 64 bits",
          "[tournament][teams]") {
  // Within the limits (rankfile/tournament/limits.hpp) a player's VP reach 10^9; three such
  // players make a team's 3 * 10^9, past INT_MAX.
  event e{.scheme = tow_matched_play_scheme()};
  e.scheme.teams = true;
  const std::string a[3] = {"A0", "A1", "A2"}, b[3] = {"B0", "B1", "B2"};
  for (int i = 0; i < 3; ++i) {
    e.players.push_back(on(a[i], "Alpha"));
    e.players.push_back(on(b[i], "Beta"));
  }
  for (int round = 1; round <= max_rounds; ++round)
    for (int i = 0; i < 3; ++i) e.games.push_back(g(round, a[i], b[i], 1'000'000, 0, 1'000'000));
  REQUIRE(validate(e).empty());
  std::vector<game_score> scores;
  const auto teams = team_standings(e, standings(e, &scores));
  REQUIRE(teams.size() == 2);
  CHECK(teams[0].team == "Alpha");
  CHECK(teams[0].victory_points == 3'000'000'000LL);
  CHECK(teams[0].vp_difference == 3'000'000'000LL);
  CHECK(teams[1].vp_difference == -3'000'000'000LL);
  CHECK(team_matches(e, scores).front().victory_points[0] == 3'000'000);
}
