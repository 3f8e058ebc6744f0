// Standings, tiebreakers, validation and pairings: rankfile/tournament/standings.hpp.
#include "rankfile/tournament/standings.hpp"

#include <algorithm>
#include <random>
#include <set>

#include "support/catch.hpp"

using namespace rankfile;
using namespace rankfile::tournament;

namespace {
game g(int round, std::string a, std::string b, int vpa, int vpb, int limit = 2000) {
  return {.round = round, .points_limit = limit, .players = {std::move(a), std::move(b)},
          .victory_points = {vpa, vpb}};
}
const standing& row(const std::vector<standing>& t, std::string_view player) {
  return *std::find_if(t.begin(), t.end(), [&](const standing& s) { return s.player == player; });
}
bool has(const std::vector<problem>& ps, std::string_view path, std::string_view words) {
  return std::any_of(ps.begin(), ps.end(), [&](const problem& p) {
    return p.path == path && p.message.find(words) != std::string::npos;
  });
}
}  // namespace

TEST_CASE("standings: points then the scheme's tiebreakers - level players share a rank",
          "[tournament]") {
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "Ann", "Bob", 1800, 300), g(1, "Cat", "Dan", 1800, 300),
                    g(2, "Ann", "Cat", 900, 900), g(2, "Bob", "Dan", 900, 900)}};
  const auto t = standings(e);
  REQUIRE(t.size() == 4);
  // Ann and Cat: 6 + 3 = 9 TP, 2,700 VP each: level on everything, rank 1 twice.
  CHECK(t[0].rank == 1);
  CHECK(t[1].rank == 1);
  CHECK(t[0].player == "Ann");  // level players are listed by name
  CHECK(t[2].rank == 3);
  CHECK(t[3].rank == 3);
  CHECK(row(t, "Ann").tournament_points == 9);
  CHECK(row(t, "Bob").tournament_points == 3);
  CHECK(row(t, "Bob").vp_difference == -1500);
  CHECK(row(t, "Ann").wins == 1);
  CHECK(row(t, "Ann").games == 2);

  e.games[2].secondary_victory_points = {0, 50};  // Cat's secondary VP break the tie
  const auto t2 = standings(e);
  CHECK(t2[0].player == "Cat");
  CHECK(t2[1].rank == 2);
}

TEST_CASE("standings: every tiebreaker can decide", "[tournament]") {
  // Two players level on points; each tiebreaker in turn tells them apart.
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "Ann", "Xen", 1000, 900), g(1, "Bob", "Yul", 1050, 950)}};
  e.games[0].generals_slain = {1, 0};
  e.games[1].secondary_victory_points = {0, 0};
  for (const auto& [breakers, leader] :
       std::vector<std::pair<std::vector<tiebreaker>, std::string>>{
           {{tiebreaker::victory_points}, "Bob"},
           {{tiebreaker::generals_slain}, "Ann"},
           {{tiebreaker::vp_difference}, "Ann"},  // both +100: level, then by name
           {{tiebreaker::wins, tiebreaker::generals_slain}, "Ann"}}) {
    e.scheme.tiebreakers = breakers;
    const auto t = standings(e);
    CHECK(t[0].player == leader);
  }
}

TEST_CASE("standings: wins decide between players level on points", "[tournament]") {
  // Ann: a crushing win and a crushing loss (6 + 0); Bob: two draws (3 + 3). Level on 6 TP.
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "Ann", "Cat", 1800, 300), g(1, "Bob", "Dan", 900, 900),
                    g(2, "Ann", "Eve", 300, 1800), g(2, "Bob", "Fay", 900, 900)}};
  e.scheme.tiebreakers = {tiebreaker::wins};
  auto t = standings(e);
  CHECK(row(t, "Ann").rank < row(t, "Bob").rank);
  CHECK(row(t, "Ann").wins == 1);
  CHECK(row(t, "Bob").wins == 0);
  e.scheme.tiebreakers = {};
  t = standings(e);
  CHECK(row(t, "Ann").rank == row(t, "Bob").rank);  // without it they share a rank
}

TEST_CASE("standings: strength of schedule exact averages", "[tournament]") {
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "Ann", "Bob", 1000, 1000), g(1, "Cat", "Dan", 1000, 1000),
                    g(2, "Bob", "Eve", 2000, 0), g(2, "Dan", "Fay", 1000, 1000)}};
  e.scheme.tiebreakers = {tiebreaker::strength_of_schedule};
  const auto t = standings(e);
  // Ann and Cat: 3 TP each from one draw; Ann's opponent Bob has 9, Cat's opponent Dan has 6.
  const auto ann = std::find_if(t.begin(), t.end(), [](auto& s) { return s.player == "Ann"; });
  const auto cat = std::find_if(t.begin(), t.end(), [](auto& s) { return s.player == "Cat"; });
  CHECK(ann < cat);
  CHECK(ann->strength_of_schedule.value() == 9.0);
  CHECK(cat->strength_of_schedule == ratio{6, 1});
}

TEST_CASE("standings: head-to-head is a mini-league among the level players", "[tournament]") {
  // Dan 9 TP; Ann and Bob 6 each, and Ann beat Bob; Cat 3.
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "Ann", "Bob", 1800, 300), g(1, "Cat", "Dan", 900, 900),
                    g(2, "Ann", "Dan", 300, 1800), g(2, "Bob", "Cat", 1800, 300)}};
  e.scheme.tiebreakers = {};
  auto t = standings(e);
  CHECK(t[1].player == "Ann");
  CHECK(t[1].rank == 2);
  CHECK(t[2].rank == 2);  // level without head-to-head
  e.scheme.tiebreakers = {tiebreaker::head_to_head};
  t = standings(e);
  CHECK(t[0].player == "Dan");
  CHECK(t[1].player == "Ann");
  CHECK(t[1].rank == 2);
  CHECK(t[2].player == "Bob");
  CHECK(t[2].rank == 3);
  CHECK(t[1].head_to_head == 6);
  CHECK(t[3].rank == 4);

  // A cycle of three (Ann beats Bob, Bob beats Cat, Cat beats Ann) stays level.
  event cycle{.scheme = tow_matched_play_scheme(),
              .games = {g(1, "Ann", "Bob", 1800, 300), g(2, "Bob", "Cat", 1800, 300),
                        g(3, "Cat", "Ann", 1800, 300)}};
  cycle.scheme.tiebreakers = {tiebreaker::head_to_head};
  for (const standing& s : standings(cycle)) CHECK(s.rank == 1);
}

TEST_CASE("standings: byes give the scheme's points", "[tournament]") {
  event e{.scheme = tow_matched_play_scheme(), .games = {g(1, "Ann", "Bob", 1000, 1000)},
          .byes = {{1, "Cat"}}};
  e.scheme.bye_points = 4;
  const auto t = standings(e);
  CHECK(t[0].player == "Cat");
  CHECK(t[0].tournament_points == 4);
  CHECK(t[0].byes == 1);
  CHECK(t[0].games == 0);
}

TEST_CASE("validate: each problem with its path", "[tournament]") {
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "Ann", "Bob", 10, 10), g(2, "Ann", "Ann", 10, 10),
                    g(1, "Cat", "Bob", -5, 10), g(2, "Dan", "Eve", 10, 10, 0)},
          .byes = {{2, "Eve"}}};
  const auto ps = validate(e);
  CHECK(has(ps, "games[1].players", "cannot play themselves"));
  CHECK(has(ps, "games[2].round", "rounds out of order: round 1 after round 2"));
  CHECK(has(ps, "games[2].victory_points[0]", "at least 0"));
  CHECK(has(ps, "games[2].players[1]", "\"Bob\" already plays in round 1 (games[0])"));
  CHECK(has(ps, "games[3].points_limit", "at least 1"));
  CHECK(has(ps, "byes[0].player", "\"Eve\" already plays in round 2"));
  CHECK(has(ps, "scheme.bye_points", "required"));
  CHECK(validate(event{.scheme = tow_matched_play_scheme(), .games = {g(1, "A", "B", 1, 2)}}).empty());
}

TEST_CASE("pairings: top down no rematch bye to the lowest without one", "[tournament]") {
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "Ann", "Bob", 1800, 300), g(1, "Cat", "Dan", 1800, 300)},
          .byes = {{1, "Eve"}}};
  e.scheme.bye_points = 3;
  const auto t = standings(e);  // Ann 6, Cat 6, Eve 3, Bob 0, Dan 0
  const auto p = swiss_pairings(e, t);
  REQUIRE(p.size() == 3);
  CHECK(p[0].player == "Dan");  // lowest-ranked without a bye
  CHECK(!p[0].opponent);
  CHECK(p[1].player == "Ann");
  CHECK(p[1].opponent == "Cat");
  CHECK(p[1].why == pairing_reason::next_in_standings);
  CHECK(explain(p[1]) == "next in the standings");
  CHECK(p[2].player == "Eve");
  CHECK(p[2].opponent == "Bob");

  // Ann has met Cat: she is paired down, and says so.
  e.games.push_back(g(2, "Ann", "Cat", 1000, 1000));
  e.games.push_back(g(2, "Eve", "Bob", 1000, 1000));
  e.byes.push_back({2, "Dan"});
  const auto t2 = standings(e);
  const auto p2 = swiss_pairings(e, t2);
  for (const pairing& x : p2)
    if (x.player == "Ann") {
      REQUIRE(x.opponent.has_value());
      CHECK(*x.opponent != "Cat");
      CHECK(*x.opponent != "Bob");
      CHECK(explain(x).find("already played Cat") != std::string::npos);
    }
}

TEST_CASE("pairings: 1024 players never meet twice over many random tournaments",
          "[tournament]") {
  std::mt19937 rng(2026);
  for (int t = 0; t < 8; ++t) {
    event e{.scheme = tow_matched_play_scheme()};
    std::vector<std::string> names;
    for (int i = 0; i < 1024; ++i) names.push_back(std::to_string(i));
    std::set<std::pair<std::string, std::string>> met;
    std::vector<standing> table;
    for (const auto& n : names) table.push_back({.player = n});
    for (int round = 1; round <= 5; ++round) {
      const auto pairs = swiss_pairings(e, table);
      REQUIRE(pairs.size() == 512);
      for (const pairing& p : pairs) {
        REQUIRE(p.opponent.has_value());
        const auto key = std::minmax(p.player, *p.opponent);
        REQUIRE(met.insert({key.first, key.second}).second);  // never a rematch
        const int a = std::uniform_int_distribution<int>(0, 2500)(rng);
        const int b = std::uniform_int_distribution<int>(0, 2500)(rng);
        e.games.push_back(g(round, p.player, *p.opponent, a, b));
      }
      table = standings(e);
    }
  }
}

TEST_CASE("pairings: the bye climbs past players who had one - and a forced rematch says so",
          "[tournament]") {
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "Ann", "Bob", 1800, 300)},
          .byes = {{1, "Cat"}}};
  e.scheme.bye_points = 3;
  const auto t = standings(e);  // Ann 6, Cat 3, Bob 0
  const auto p = swiss_pairings(e, t);
  REQUIRE(p.size() == 2);
  CHECK(p[0].player == "Bob");  // lowest, no bye yet
  CHECK(p[0].why == pairing_reason::bye);
  CHECK(explain(p[0]) == "bye: lowest-ranked player without a bye");
  CHECK(p[1].player == "Ann");
  CHECK(p[1].opponent == "Cat");

  e.byes.push_back({2, "Bob"});
  e.games.push_back(g(2, "Ann", "Cat", 1000, 1000));
  const auto t2 = standings(e);  // Ann 9, Cat 6, Bob 3: Bob and Cat have had byes
  const auto p2 = swiss_pairings(e, t2);
  CHECK(p2[0].player == "Ann");
  CHECK(p2[0].why == pairing_reason::bye_passed_over);
  CHECK(explain(p2[0]) == "bye: lowest-ranked player without a bye (those below had one)");

  e.byes.push_back({3, "Ann"});  // everyone has had one: back to the lowest
  CHECK(swiss_pairings(e, standings(e))[0].player == standings(e).back().player);

  // Two players who have met have no one else to play.
  const event two{.scheme = tow_matched_play_scheme(), .games = {g(1, "Ann", "Bob", 900, 100)}};
  const auto p3 = swiss_pairings(two, standings(two));
  REQUIRE(p3.size() == 1);
  CHECK(p3[0].player == "Ann");
  CHECK(p3[0].opponent == "Bob");
  CHECK(p3[0].why == pairing_reason::rematch);
  CHECK(explain(p3[0]) == "rematch: no rematch-free pairing exists");
}
