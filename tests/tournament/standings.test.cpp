// Standings, tiebreakers, validation and pairings: rankfile/tournament/standings.hpp (event.hpp,
// validate.hpp, warnings.hpp, ranking.hpp, pairing.hpp).
#include "rankfile/tournament/standings.hpp"

#include <algorithm>
#include <bit>
#include <random>
#include <set>

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

TEST_CASE("standings: The Old World's default tiebreakers in seed 001's order", "[tournament]") {
  // Seed 001: level on Tournament Points, then total VP, then VP from secondary objectives, then
  // enemy Generals slain. Each pair below is level on points, and the earlier tiebreaker wins
  // against the later one that favours the other player.
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "Ann", "Xen", 1000, 900), g(1, "Bob", "Yul", 1050, 950)}};
  e.games[0].secondary_victory_points = {50, 0};  // Ann: more secondary VP, a General slain
  e.games[0].generals_slain = {1, 0};
  CHECK(standings(e)[0].player == "Bob");  // total VP first: 1,050 against 1,000
  e.games[1].victory_points = {1000, 900};
  e.games[1].secondary_victory_points = {60, 0};  // now Bob: more secondary VP, no General
  CHECK(standings(e)[0].player == "Bob");         // secondary VP before Generals slain
  e.games[1].secondary_victory_points = {50, 0};
  CHECK(standings(e)[0].player == "Ann");  // Generals slain last
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
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "Ann", "Bob", 1000, 1000)},
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
  e.scheme.bye_points.reset();  // the scheme's own, 6, removed
  const auto ps = validate(e);
  CHECK(has(ps, "games[1].players", "cannot play themselves"));
  CHECK_FALSE(has(ps, "games[2].round", ""));  // a game of round 1 after round 2 is fine
  CHECK(has(ps, "games[2].victory_points[0]", "at least 0"));
  CHECK(has(ps, "games[2].players[1]", "\"Bob\" already plays in round 1 (games[0])"));
  CHECK(has(ps, "games[3].points_limit",
            "is required (0 is none): the scheme's result depends on the size"));
  CHECK(has(ps, "byes[0].player", "\"Eve\" already plays in round 2"));
  CHECK(has(ps, "bye_points", "required"));
  CHECK(validate(event{.scheme = tow_matched_play_scheme(), .games = {g(1, "A", "B", 1, 2)}})
            .empty());
  // Round 0 is one error, not also out of order after a round 1 no game has.
  const auto zero =
      validate(event{.scheme = tow_matched_play_scheme(), .games = {g(0, "A", "B", 1, 2)}});
  REQUIRE(zero.size() == 1);
  CHECK(zero[0].path == "games[0].round");
  CHECK(zero[0].message.find("at least 1") != std::string::npos);
}

TEST_CASE("a results sheet in any order gives what the sheet sorted by round gives",
          "[tournament]") {
  // Five players over three rounds, a bye each round, one dropping after round 2: a sheet sorted
  // by table or by player holds the same games as one sorted by round.
  event sorted{.scheme = tow_matched_play_scheme(),
               .games = {g(1, "Ann", "Bob", 1500, 400), g(1, "Cat", "Dan", 900, 1000),
                         g(2, "Ann", "Dan", 1200, 1100), g(2, "Bob", "Eve", 300, 1700),
                         g(3, "Ann", "Eve", 800, 800), g(3, "Cat", "Bob", 1300, 200)},
               .byes = {{1, "Eve"}, {2, "Cat"}, {3, "Dan"}},
               .players = {{.name = "Ann"},
                           {.name = "Bob"},
                           {.name = "Cat"},
                           {.name = "Dan"},
                           {.name = "Eve", .dropped_after = 3},
                           {.name = "Fay"}}};
  sorted.scheme.bye_points = 3;
  REQUIRE(validate(sorted).empty());
  const auto table = standings(sorted);
  const auto pairs = swiss_pairings(sorted, table);
  std::mt19937 random(48);
  for (int trial = 0; trial < 20; ++trial) {
    event shuffled = sorted;
    std::shuffle(shuffled.games.begin(), shuffled.games.end(), random);
    std::shuffle(shuffled.byes.begin(), shuffled.byes.end(), random);
    CHECK(validate(shuffled).empty());
    CHECK(standings(shuffled) == table);
    CHECK(swiss_pairings(shuffled, standings(shuffled)) == pairs);
    CHECK(warnings(shuffled).size() == warnings(sorted).size());
  }
  // The warning a gap in the rounds gives names the round missing, in any order.
  event gap = sorted;
  gap.games[4].round = gap.games[5].round = 5;
  gap.byes[2].round = 5;
  std::reverse(gap.games.begin(), gap.games.end());
  CHECK(has(warnings(gap), "games[0].round", "round 5 follows round 2"));
}

TEST_CASE("rounds: at least the rounds played - final once the last is in", "[tournament]") {
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "Ann", "Bob", 1500, 400), g(2, "Ann", "Cat", 900, 1000)},
          .byes = {{1, "Cat"}, {2, "Bob"}}};
  e.scheme.bye_points = 3;
  CHECK(!is_final(e));  // an event that does not say how many rounds it has is never over
  e.rounds = 3;
  CHECK(validate(e).empty());
  CHECK(!is_final(e));
  e.rounds = 2;
  CHECK(validate(e).empty());
  CHECK(is_final(e));
  e.rounds = 1;
  CHECK(validate(e) == std::vector<problem>{{"rounds",
                                             "is 1, but round 2 has been played "
                                             "(games[1]): the event has at least 2 "
                                             "rounds"}});
  // A bye alone in the last round played is a round played; games in any order.
  e.games = {g(2, "Ann", "Cat", 900, 1000), g(1, "Ann", "Bob", 1500, 400)};
  e.byes = {{1, "Cat"}, {3, "Bob", 2000}};
  CHECK(validate(e) == std::vector<problem>{{"rounds",
                                             "is 1, but round 3 has been played "
                                             "(byes[1]): the event has at least 3 "
                                             "rounds"}});
  e.rounds = 0;
  CHECK(has(validate(e), "rounds", "must be at least 1, got 0"));
  e.rounds = max_rounds + 1;
  CHECK(has(validate(e), "rounds", "must be at most 1000, got 1001"));
}

TEST_CASE("rounds: the last round counts only once complete - who it waits for", "[tournament]") {
  // Four players, two rounds: round 2 has one of its two games.
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "Ann", "Bob", 1500, 400), g(1, "Cat", "Dan", 900, 1000),
                    g(2, "Ann", "Cat", 1200, 800)},
          .rounds = 2};
  REQUIRE(validate(e).empty());
  CHECK(last_round_started(e));
  CHECK(!is_final(e));
  CHECK(missing_from_last_round(e) == std::vector<std::string_view>{"Bob", "Dan"});
  // Without a roster, a warning at each one's seat in the round before.
  const auto missing_warning = [](const std::vector<problem>& ps) {
    return std::count_if(ps.begin(), ps.end(), [](const problem& p) {
      return p.message.find("the last, so the standings are not final") != std::string::npos;
    });
  };
  const auto ws = warnings(e);
  CHECK(has(ws, "games[0].players[1]", "\"Bob\" has no game and no bye in round 2, the last"));
  CHECK(has(ws, "games[1].players[1]", "\"Dan\" has no game and no bye in round 2, the last"));
  CHECK(missing_warning(ws) == 2);
  // A bye in the last round counts as playing in it; the last game completes the round.
  e.scheme.bye_points = 3;
  e.byes = {{2, "Dan"}};
  CHECK(missing_from_last_round(e) == std::vector<std::string_view>{"Bob"});
  e.byes.clear();
  e.games.push_back(g(2, "Bob", "Dan", 700, 700));
  CHECK(is_final(e));
  CHECK(missing_from_last_round(e).empty());
  CHECK(missing_warning(warnings(e)) == 0);
  // Before the last round has begun: neither started nor final, and no one is waited for.
  e.games.resize(2);
  CHECK(!last_round_started(e));
  CHECK(!is_final(e));
  CHECK(missing_from_last_round(e).empty());
  // Without a round before it, a one-round event is complete with its first game.
  e.games.resize(1);
  e.rounds = 1;
  CHECK(is_final(e));

  // With a roster: every rostered player who had not dropped before the last round.
  event r{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "Ann", "Bob", 1500, 400), g(1, "Cat", "Dan", 900, 1000),
                    g(2, "Ann", "Cat", 1200, 800)},
          .players = {{.name = "Ann"},
                      {.name = "Bob"},
                      {.name = "Cat"},
                      {.name = "Dan"},
                      {.name = "Eve", .dropped_after = 0}},
          .rounds = 2};
  REQUIRE(validate(r).empty());
  CHECK(!is_final(r));
  CHECK(missing_from_last_round(r) == std::vector<std::string_view>{"Bob", "Dan"});
  // The roster's own warning names them; the one without a roster is not repeated.
  const auto rws = warnings(r);
  CHECK(has(rws, "players[1]", "\"Bob\" has no game and no bye in round 2"));
  CHECK(has(rws, "players[3]", "\"Dan\" has no game and no bye in round 2"));
  CHECK(missing_warning(rws) == 0);
  // Bob and Dan left after round 1: round 2 is complete, the standings final.
  r.players[1].dropped_after = r.players[3].dropped_after = 1;
  CHECK(missing_from_last_round(r).empty());
  CHECK(is_final(r));
  // A rostered player who has played no round at all is waited for too.
  r.players[4].dropped_after.reset();
  CHECK(missing_from_last_round(r) == std::vector<std::string_view>{"Eve"});
  CHECK(!is_final(r));
}

TEST_CASE("validate: a seed given twice - a player named bye", "[tournament]") {
  event e{.scheme = tow_matched_play_scheme(),
          .players = {{.name = "Ann", .seed = 1}, {.name = "Bob", .seed = 1}, {.name = "Bye"}}};
  const auto ps = validate(e);
  CHECK(has(ps, "players[1].seed", "seed 1 is players[0]'s already"));
  CHECK(has(ps, "players[2].name", "\"bye\" cannot be a player's name"));
  e.players[1].seed = 2;
  e.players[2].name = "Byers";
  CHECK(validate(e).empty());
}

TEST_CASE("validate: a scheme of one's own - bands in order and the leader never below the trailer",
          "[tournament]") {
  const game one = g(1, "Ann", "Bob", 10, 0);
  const scheme wdl{.id = "club",
                   .basis = band_basis::absolute,
                   .bands = {{100, false, 1, 1, battle_outcome::draw},
                             {std::nullopt, true, 3, 0, battle_outcome::victory}}};
  CHECK(validate(event{.scheme = wdl, .games = {one}}).empty());

  scheme out_of_order = wdl;
  out_of_order.bands.insert(out_of_order.bands.begin() + 1,
                            band{50, true, 2, 0, battle_outcome::marginal_victory});
  auto ps = validate(event{.scheme = out_of_order, .games = {one}});
  REQUIRE(ps.size() == 1);
  CHECK(ps[0] == problem{"scheme.bands[1].up_to",
                         "must be above the edge of the band before (100 exclusive): bands go "
                         "from the smallest difference up"});
  // The same edge twice is an empty band unless it turns exclusive into inclusive.
  scheme same_edge = wdl;
  same_edge.bands.insert(same_edge.bands.begin() + 1, band{100, true, 2, 0});
  CHECK(validate(event{.scheme = same_edge, .games = {one}}).empty());
  same_edge.bands[0].inclusive = true;
  CHECK(has(validate(event{.scheme = same_edge, .games = {one}}), "scheme.bands[1].up_to",
            "must be above the edge of the band before (100 inclusive)"));

  scheme upside_down = wdl;
  upside_down.bands[1] = {std::nullopt, true, 3, 9, battle_outcome::victory};
  CHECK(validate(event{.scheme = upside_down, .games = {one}}) ==
        std::vector<problem>{
            {"scheme.bands[1].points", "the leader's 3 must be at least the trailer's 9"}});

  // A level game falls in the first band that holds a difference of 0: it must be a draw.
  scheme no_draw = wdl;
  no_draw.bands[0] = {0, false, 1, 1, battle_outcome::draw};  // holds nothing: 0 < 0 is false
  CHECK(has(validate(event{.scheme = no_draw, .games = {one}}), "scheme.bands[1]",
            "holds a level game (a difference of 0) but gives its players different points"));
  no_draw.bands[0].inclusive = true;  // holds a difference of exactly 0
  CHECK(validate(event{.scheme = no_draw, .games = {one}}).empty());

  scheme open_middle = wdl;
  open_middle.bands.insert(open_middle.bands.begin() + 1, band{std::nullopt, true, 2, 0});
  CHECK(validate(event{.scheme = open_middle, .games = {one}}) ==
        std::vector<problem>{{"scheme.bands[1].up_to",
                              "is required in every band but the last: no band after it is "
                              "reached"}});

  scheme negative = wdl;
  negative.primary_objective_points = -1000;
  CHECK(has(validate(event{.scheme = negative, .games = {one}}), "scheme.primary_objective_points",
            "must be at least 0"));
}

TEST_CASE("validate: a name that shows nothing names no one - nor two spellings two players",
          "[tournament]") {
  const std::string zero_width = "\xE2\x80\x8B";  // U+200B, zero-width space
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, zero_width, "Bob", 1, 2)},
          .byes = {{1, zero_width + " "}}};
  e.scheme.bye_points = 3;
  CHECK(has(validate(e), "games[0].players[0]", "must name a player"));
  CHECK(has(validate(e), "byes[0].player", "must name a player"));
  e = event{.scheme = tow_matched_play_scheme(),
            .players = {{.name = "Ann"},
                        {.name = "Ann" + zero_width},
                        {.name = zero_width},
                        {.name = "Bob", .team = zero_width, .club = "\xC2\xA0"}}};
  const auto ps = validate(e);
  CHECK(has(ps, "players[1].name", "is on the roster already (players[0], as \"Ann\")"));
  CHECK(has(ps, "players[2].name", "must name a player"));
  CHECK(has(ps, "players[3].team", "shows nothing: give a name, or leave it out"));
  CHECK(has(ps, "players[3].club", "shows nothing"));
  CHECK(ps.size() == 4);
}

TEST_CASE("validate: a name with a control character - bye as a player in a game", "[tournament]") {
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "A\x1b[31mRED", "Bob", 1, 2), g(1, "BYE", "Cat", 1, 2)},
          .byes = {{1, std::string("Eve\0", 4)}},
          .players = {}};
  e.scheme.bye_points = 3;
  const auto ps = validate(e);
  CHECK(has(ps, "games[0].players[0]", "must be UTF-8 text with no control characters"));
  CHECK(has(ps, "games[1].players[0]", "\"bye\" cannot be a player's name"));
  CHECK(has(ps, "byes[0].player", "must be UTF-8 text with no control characters"));
  CHECK(ps.size() == 3);
  // Refused names are not looked up on the roster too; a roster's other fields are checked.
  e.players = {{.name = "Bob", .team = "Red\x07"}, {.name = "Cat", .club = "Ok"}};
  const auto with_roster = validate(e);
  CHECK(has(with_roster, "players[0].team", "must be UTF-8 text with no control characters"));
  CHECK(with_roster.size() == 4);
  e.players.clear();
  CHECK(has(validate(event{.scheme = tow_matched_play_scheme(), .players = {{.name = "Ann\n"}}}),
            "players[0].name", "must be UTF-8 text with no control characters"));
  e.games[0].players[0] = "Ann\tLee";  // a tab is text, as in CSV
  e.games[1].players[0] = "Byers";
  e.byes[0].player = "Eve";
  CHECK(validate(e).empty());
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

TEST_CASE("pairings: 1024 players never meet twice over many random tournaments", "[tournament]") {
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

  // Everyone has had one: from the lowest up, the first whose bye leaves no rematch. Ann has
  // met both others, so Cat v Bob is the only rematch-free pair and Ann has the bye.
  e.byes.push_back({3, "Ann"});
  const auto p3b = swiss_pairings(e, standings(e));
  REQUIRE(p3b.size() == 2);
  CHECK(p3b[0].player == "Ann");
  CHECK(p3b[0].why == pairing_reason::bye_all_had_one);
  CHECK(explain(p3b[0]) == "bye: lowest-ranked player (every player has had a bye)");
  CHECK(p3b[1].why != pairing_reason::rematch);

  // A bye that would force a rematch goes up to the next player without one: Ann and Bob have
  // met, Cat (joining late, last) would leave them to meet again; Bob's bye leaves Ann v Cat.
  event late{.scheme = tow_matched_play_scheme(), .games = {g(1, "Ann", "Bob", 1200, 1000)}};
  late.players = {{.name = "Ann"}, {.name = "Bob"}, {.name = "Cat"}};
  const auto pl = swiss_pairings(late, standings(late));
  REQUIRE(pl.size() == 2);
  CHECK(pl[0].player == "Bob");
  CHECK(pl[0].why == pairing_reason::bye_avoids_rematch);
  CHECK(explain(pl[0]) == "bye: lowest-ranked player without a bye whose bye leaves no rematch");
  CHECK(pl[1].player == "Ann");
  CHECK(pl[1].opponent == "Cat");
  CHECK(pl[1].why == pairing_reason::next_in_standings);

  // Two players who have met have no one else to play.
  const event two{.scheme = tow_matched_play_scheme(), .games = {g(1, "Ann", "Bob", 900, 100)}};
  const auto p3 = swiss_pairings(two, standings(two));
  REQUIRE(p3.size() == 1);
  CHECK(p3[0].player == "Ann");
  CHECK(p3[0].opponent == "Bob");
  CHECK(p3[0].why == pairing_reason::rematch);
  CHECK(explain(p3[0]) == "rematch: no rematch-free pairing exists");
}

TEST_CASE("pairings: with no rematch-free pairing - the fewest rematches", "[tournament]") {
  // Ann has met everyone, and Bob and Dan are the only pair not met (both had a bye in round
  // 2). Each taking the next player, Ann v Bob and Cat v Dan, is two rematches; Ann v Cat and
  // Bob v Dan is one.
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "Ann", "Bob", 1500, 0), g(1, "Cat", "Dan", 1500, 0),
                    g(2, "Ann", "Cat", 1500, 0), g(3, "Ann", "Dan", 1500, 0),
                    g(3, "Bob", "Cat", 1500, 0)},
          .byes = {{2, "Bob"}, {2, "Dan"}}};
  e.scheme.bye_points = 3;
  REQUIRE(validate(e).empty());
  const std::vector<standing> s = standings(e);
  REQUIRE(s[0].player == "Ann");
  REQUIRE(s[1].player == "Bob");
  const auto p = swiss_pairings(e, s);
  REQUIRE(p.size() == 2);
  CHECK(p[0].player == "Ann");
  CHECK(p[0].opponent == "Cat");
  CHECK(p[0].why == pairing_reason::rematch);
  CHECK(p[1].player == "Bob");
  CHECK(p[1].opponent == "Dan");
  CHECK(p[1].why != pairing_reason::rematch);
}

TEST_CASE("pairings: a rematch-free pairing that a depth-first search misses is found",
          "[tournament]") {
  // 70 players after 62 rounds of a round robin (the circle method): the pairs not yet met are
  // the 7 rounds left, so a rematch-free pairing exists. A depth-first search ran out of its
  // steps before it found one, and allowed rematches; the matching (matching.hpp) finds it.
  event e{.scheme = tow_matched_play_scheme()};
  std::vector<std::string> circle;
  for (int i = 0; i < 70; ++i) circle.push_back(std::string("P").append(std::to_string(100 + i)));
  for (int round = 1; round <= 62; ++round) {
    for (std::size_t i = 0; i < 35; ++i)
      e.games.push_back(g(round, circle[i], circle[69 - i], static_cast<int>(i * 37 + 11) % 2000,
                          static_cast<int>(i * 53 + 7) % 2000));
    std::rotate(circle.begin() + 1, circle.end() - 1, circle.end());
  }
  REQUIRE(validate(e).empty());
  std::set<std::pair<std::string, std::string>> met;
  for (const game& x : e.games) {
    met.insert({x.players[0], x.players[1]});
    met.insert({x.players[1], x.players[0]});
  }
  const auto p = swiss_pairings(e, standings(e));
  REQUIRE(p.size() == 35);
  for (const pairing& x : p) {
    CHECK(x.why != pairing_reason::rematch);
    CHECK(x.why != pairing_reason::rematch_search_limit);
    CHECK(met.count({x.player, x.opponent.value_or("")}) == 0);
  }
}

TEST_CASE("pairings: after a full round robin every pair is a rematch, found at once",
          "[tournament]") {
  // 100 players, 99 rounds (the circle method): every pairing is 50 rematches, the fewest any can
  // have; each player from the top takes the next one. A depth-first search spent its whole step
  // budget (35 s) proving that no pairing has fewer.
  event e{.scheme = tow_matched_play_scheme()};
  std::vector<std::string> circle;
  for (int i = 0; i < 100; ++i) circle.push_back(std::string("P").append(std::to_string(100 + i)));
  for (int round = 1; round <= 99; ++round) {
    for (std::size_t i = 0; i < 50; ++i)
      e.games.push_back(g(round, circle[i], circle[99 - i], static_cast<int>(i * 37 + 11) % 2000,
                          static_cast<int>(i * 53 + 7) % 2000));
    std::rotate(circle.begin() + 1, circle.end() - 1, circle.end());
  }
  REQUIRE(validate(e).empty());
  const auto s = standings(e);
  const auto p = swiss_pairings(e, s);
  REQUIRE(p.size() == 50);
  for (std::size_t i = 0; i < 50; ++i) {
    CHECK(p[i].why == pairing_reason::rematch);
    CHECK(p[i].player == s[2 * i].player);
    CHECK(p[i].opponent == s[2 * i + 1].player);
  }
}

TEST_CASE(
    "pairings: the fewest rematches, each player from the top taking the first opponent "
    "that allows them",
    "[tournament]") {
  // Random events of 6, 8 and 10 players, against a brute force over every pairing of the
  // documented rule (running-an-event.md): each player from the top takes the highest opponent
  // not met that still allows the fewest rematches any pairing of the rest has, and only when
  // none does the highest met.
  std::mt19937 random(2026);
  for (int trial = 0; trial < 300; ++trial) {
    const std::size_t n = 6 + 2 * static_cast<std::size_t>(trial % 3);
    std::vector<std::string> names;
    for (std::size_t i = 0; i < n; ++i) names.push_back(std::string(1, static_cast<char>('A' + i)));
    event e{.scheme = tow_matched_play_scheme()};
    const int rounds = 1 + static_cast<int>(random() % (n - 1));
    for (int round = 1; round <= rounds; ++round) {
      std::vector<std::string> order = names;
      std::shuffle(order.begin(), order.end(), random);
      for (std::size_t i = 0; i < n; i += 2)
        e.games.push_back(g(round, order[i], order[i + 1], static_cast<int>(random() % 2001),
                            static_cast<int>(random() % 2001)));
    }
    REQUIRE(validate(e).empty());
    const auto s = standings(e);
    std::set<std::pair<std::string, std::string>> met;
    for (const game& x : e.games) {
      met.insert({x.players[0], x.players[1]});
      met.insert({x.players[1], x.players[0]});
    }
    const auto again = [&](std::size_t a, std::size_t b) {
      return met.count({s[a].player, s[b].player}) > 0;
    };
    // The fewest rematches of the rows in `left` (a bit each), by trying every pairing.
    std::vector<int> fewest(std::size_t{1} << n, -1);
    const auto count = [&](auto&& self, unsigned left) -> int {
      if (left == 0) return 0;
      if (fewest[left] >= 0) return fewest[left];
      const auto a = static_cast<std::size_t>(std::countr_zero(left));
      int best = 1 << 20;
      for (std::size_t b = a + 1; b < n; ++b)
        if (left & (1U << b))
          best = std::min(best, (again(a, b) ? 1 : 0) + self(self, left & ~(1U << a) & ~(1U << b)));
      return fewest[left] = best;
    };
    unsigned left = (1U << n) - 1;
    std::vector<std::pair<std::string, std::string>> expected;
    while (left != 0) {
      const auto a = static_cast<std::size_t>(std::countr_zero(left));
      const int target = count(count, left);
      std::size_t chosen = n;
      for (const bool met_before : {false, true})
        for (std::size_t b = a + 1; b < n && chosen == n; ++b)
          if ((left & (1U << b)) && again(a, b) == met_before &&
              (met_before ? 1 : 0) + count(count, left & ~(1U << a) & ~(1U << b)) == target)
            chosen = b;
      REQUIRE(chosen < n);
      expected.emplace_back(s[a].player, s[chosen].player);
      left &= ~(1U << a) & ~(1U << chosen);
    }
    std::vector<std::pair<std::string, std::string>> got;
    for (const pairing& x : swiss_pairings(e, s))
      got.emplace_back(x.player, x.opponent.value_or(""));
    CHECK(got == expected);
  }
}

// ---- Issue 16: rosters, warnings, round 1 and byes --------------------------------------------

TEST_CASE("validate: with a roster every name must be on it, with a suggestion",
          "[tournament][roster]") {
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "Jonathon", "Rob", 1, 1)},
          .byes = {{1, "connor"}},
          .players = {{.name = "Jonathan"}, {.name = "Rob"}, {.name = "Connor"}}};
  e.scheme.bye_points = 3;
  CHECK(validate(e) ==
        std::vector<problem>{
            {"games[0].players[0]", "\"Jonathon\" is not on the roster: did you mean Jonathan?"},
            {"byes[0].player",
             "\"connor\" is not on the roster (names must match in case): did you mean Connor?"}});
  CHECK(did_you_mean("Ane", {"Ann", "Anne", "Bob", "Ana"}) == "did you mean Ann, Anne or Ana?");
  CHECK(did_you_mean("Zebedee", {"Ann", "Bob"}).empty());
  CHECK(validate(event{
                     .players = {{.name = " Ann"}, {.name = ""}},
                 })
            .size() >= 2);
}

TEST_CASE("warnings: rematch, round gap, two points limits, second bye - each with its path",
          "[tournament][warnings]") {
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "Ann", "Bob", 1, 1), g(1, "Cat", "Dan", 1, 1, 2500),
                    g(3, "Bob", "Ann", 1, 1), g(3, "Cat", "Eve", 1, 1)},
          .byes = {{1, "Eve"}, {3, "Dan"}, {4, "Eve"}}};
  e.scheme.bye_points = 3;
  e.scheme.bye_victory_points_rule = bye_rule::fixed;  // round 4 has no game to size a bye
  REQUIRE(validate(e).empty());
  CHECK(
      warnings(e) ==
      std::vector<problem>{
          {"games[2].round", "round 3 follows round 1: no game or bye in round 2"},
          {"games[1].points_limit", "round 1 is played at 2000 points (games[0]) and here at 2500"},
          {"games[2].players",
           "a rematch: \"Bob\" and \"Ann\" played each other in round 1 (games[0])"},
          {"byes[2].player", "more than one bye: \"Eve\" had a bye in round 1 (byes[0])"}});
  // A bye with a points limit of its own other than its round's games'; a bye in a round
  // without games, or at the round's limit, is not warned about.
  e.byes[0].points_limit = 2500;
  e.byes[1].points_limit = 2000;
  e.byes[2].points_limit = 3000;
  REQUIRE(warnings(e).size() == 5);
  CHECK(warnings(e)[3] ==
        problem{"byes[0].points_limit",
                "round 1 is played at 2000 points (games[0]) and this bye at 2500"});
  e.byes[0].points_limit = 2000;
  CHECK(warnings(e).size() == 4);
  e.byes = {{1, "Eve"}, {3, "Dan"}, {4, "Eve"}};
  // Two byes in one round: the two could have played each other.
  e.byes.push_back({4, "Cat"});
  REQUIRE(warnings(e).size() == 5);
  CHECK(warnings(e)[4] == problem{"byes[3].round",
                                  "a second bye in round 4: \"Cat\" and \"Eve\" "
                                  "(byes[2]) could have played each other"});
  e.byes.pop_back();
  // A third bye names the first, and byes are reported in their order whatever the names.
  e.byes = {{1, "Zed"}, {2, "Eve"}, {3, "Zed"}, {4, "Eve"}, {5, "Zed"}};
  std::vector<problem> second_byes;
  for (const problem& p : warnings(e))
    if (p.path.starts_with("byes")) second_byes.push_back(p);
  CHECK(second_byes ==
        std::vector<problem>{
            {"byes[2].player", "more than one bye: \"Zed\" had a bye in round 1 (byes[0])"},
            {"byes[3].player", "more than one bye: \"Eve\" had a bye in round 2 (byes[1])"},
            {"byes[4].player", "more than one bye: \"Zed\" had a bye in round 1 (byes[0])"}});
}

TEST_CASE("warnings: secondary VP above VP - a team spelt two ways - a draw seed unused",
          "[tournament][warnings]") {
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "Ann", "Bob", 1000, 100)},
          .players = {{.name = "Ann", .team = "Red"}, {.name = "Bob", .team = "red "}}};
  e.games[0].secondary_victory_points = {150, 150};
  e.draw_seed = 7;
  REQUIRE(validate(e).empty());
  CHECK(warnings(e) ==
        std::vector<problem>{
            {"games[0].secondary_victory_points[1]",
             "is more than the player's victory points (100), which include them"},
            {"players[1].team",
             "\"red \" and \"Red\" (players[0]) differ only in case or spaces: one team or two?"},
            {"draw_seed", "is not used: it draws round 1, which has been played"}});
  e.games.clear();
  e.players[0].seed = 1;
  e.players[1].team = "Red";
  CHECK(warnings(e) ==
        std::vector<problem>{{"draw_seed", "is not used: the roster's seeds pair round 1"}});
  // The one seeded player left before round 1 (dropped_after 0): the seed draws round 1.
  e.players[0].dropped_after = 0;
  CHECK(warnings(e).empty());
  e.players[0].dropped_after.reset();
  e.players[0].seed.reset();
  CHECK(warnings(e).empty());  // the seed draws round 1
}

TEST_CASE("warnings: an event with no one in it says so", "[tournament][warnings]") {
  event e{.scheme = tow_matched_play_scheme()};
  REQUIRE(validate(e).empty());
  CHECK(warnings(e) ==
        std::vector<problem>{
            {"games", "no game, bye or rostered player: the standings and pairings are empty"}});
  e.players = {{.name = "Ann"}, {.name = "Bob"}};  // a roster alone pairs round 1
  CHECK(warnings(e).empty());
}

TEST_CASE("warnings: a rostered player missing from a round before they dropped",
          "[tournament][warnings]") {
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "Ann", "Bob", 1, 1), g(2, "Ann", "Cat", 1, 1), g(3, "Ann", "Bob", 1, 1)},
          .players = {{.name = "Ann"},
                      {.name = "Bob"},
                      {.name = "Cat", .dropped_after = 2},
                      {.name = "Dan", .dropped_after = 1}}};
  REQUIRE(validate(e).empty());
  const auto w = warnings(e);
  CHECK(std::find(w.begin(), w.end(),
                  problem{"players[1]",
                          "\"Bob\" has no game and no bye in round 2 (if they left the "
                          "event, set dropped_after)"}) != w.end());
  CHECK(std::find(w.begin(), w.end(),
                  problem{"players[2]",
                          "\"Cat\" has no game and no bye in round 1 (if they left the "
                          "event, set dropped_after)"}) != w.end());
  CHECK(std::find(w.begin(), w.end(),
                  problem{"players[3]",
                          "\"Dan\" has no game and no bye in round 1 (if they left the "
                          "event, set dropped_after)"}) != w.end());
  e.games.push_back(g(4, "Cat", "Bob", 1, 1));
  const auto w2 = warnings(e);
  CHECK(std::find(w2.begin(), w2.end(),
                  problem{"games[3].players[0]",
                          "\"Cat\" dropped after round 2 (players[2]) but plays in round 4"}) !=
        w2.end());
  // Dropped players stay in the standings and leave the pairings.
  const auto t = standings(e);
  CHECK(t.size() == 4);
  for (const pairing& p : swiss_pairings(e, t)) {
    CHECK(p.player != "Cat");
    CHECK(p.player != "Dan");
  }
}

TEST_CASE("pairings: round 1 from the roster - by seed, drawn, or in roster order",
          "[tournament][roster]") {
  event e{.scheme = tow_matched_play_scheme(),
          .players = {
              {.name = "Ann"}, {.name = "Bob"}, {.name = "Cat"}, {.name = "Dan"}, {.name = "Eve"}}};
  auto t = standings(e);
  REQUIRE(t.size() == 5);  // everyone on the roster stands from the start
  auto p = swiss_pairings(e, t);
  REQUIRE(p.size() == 3);
  CHECK(p[0] == pairing{.player = "Eve", .why = pairing_reason::first_round_bye});
  CHECK(
      p[1] ==
      pairing{.player = "Ann", .opponent = "Bob", .why = pairing_reason::roster_order, .table = 1});
  CHECK(
      p[2] ==
      pairing{.player = "Cat", .opponent = "Dan", .why = pairing_reason::roster_order, .table = 2});

  e.draw_seed = 7;
  const auto drawn = swiss_pairings(e, t);
  CHECK(drawn == swiss_pairings(e, t));  // the same seed, the same draw
  CHECK(drawn[1].why == pairing_reason::drawn);
  e.draw_seed = 8;
  CHECK(swiss_pairings(e, t) != drawn);

  e.players.pop_back();
  e.players[0].seed = 2;
  e.players[1].seed = 4;
  e.players[2].seed = 1;
  e.players[3].seed = 3;
  t = standings(e);
  p = swiss_pairings(e, t);  // seeds 1 Cat, 2 Ann, 3 Dan, 4 Bob: 1 v 3, 2 v 4
  CHECK(p == std::vector<pairing>{
                 {.player = "Cat", .opponent = "Dan", .why = pairing_reason::seeded, .table = 1},
                 {.player = "Ann", .opponent = "Bob", .why = pairing_reason::seeded, .table = 2}});
}

TEST_CASE("warnings: clubs or teams kept apart with none on the roster", "[tournament][avoid]") {
  event e{.scheme = tow_matched_play_scheme(), .games = {g(1, "Ann", "Bob", 1, 2)}};
  e.scheme.avoid_same_club = true;
  CHECK(warnings(e) ==
        std::vector<problem>{{"avoid_same",
                              "is not used: no player on the roster has a club (there "
                              "is no roster)"}});
  e.players = {{.name = "Ann", .team = "Red"}, {.name = "Bob"}};
  e.scheme.avoid_same_team = true;
  CHECK(warnings(e) ==
        std::vector<problem>{{"avoid_same", "is not used: no player on the roster has a club"}});
  e.players[1].club = "Hammers";
  CHECK(warnings(e).empty());
}

TEST_CASE("pairings: round 1 keeps one club apart by swapping partners", "[tournament][avoid]") {
  event e{.scheme = tow_matched_play_scheme(),
          .players = {{.name = "Ann", .club = "Hammers"},
                      {.name = "Bob", .club = "Hammers"},
                      {.name = "Cat", .club = "Anvils"},
                      {.name = "Dan", .club = "Anvils"}}};
  const auto t = standings(e);
  // Not asked: roster order, Ann v Bob and Cat v Dan, one club each.
  CHECK(swiss_pairings(e, t)[0].opponent == "Bob");
  e.scheme.avoid_same_club = true;
  const auto p = swiss_pairings(e, t);
  REQUIRE(p.size() == 2);
  CHECK(p[0] == pairing{.player = "Ann",
                        .opponent = "Dan",
                        .why = pairing_reason::roster_order,
                        .table = 1,
                        .same_club = {"Bob"}});
  CHECK(explain(p[0]) == "round 1: in roster order; same club as Bob");
  CHECK(
      p[1] ==
      pairing{.player = "Cat", .opponent = "Bob", .why = pairing_reason::roster_order, .table = 2});
  // Seeded: still top half against bottom half (seeds 1 Ann, 2 Cat; 3 Bob, 4 Dan: Ann v Bob
  // and Cat v Dan, one club each, become Ann v Dan and Cat v Bob).
  e.players[0].seed = 1;
  e.players[2].seed = 2;
  e.players[1].seed = 3;
  e.players[3].seed = 4;
  const auto s = swiss_pairings(e, standings(e));
  REQUIRE(s.size() == 2);
  CHECK((s[0].player == "Ann" && s[0].opponent == "Dan" && s[0].same_club.size() == 1));
  CHECK((s[1].player == "Cat" && s[1].opponent == "Bob"));
  // Teams the same way; with no team given, nobody is kept apart.
  e.scheme.avoid_same_club = false;
  e.scheme.avoid_same_team = true;
  CHECK(swiss_pairings(e, standings(e))[0].opponent == "Bob");
  for (player& pl : e.players) pl.team = pl.club;
  const auto tm = swiss_pairings(e, standings(e));
  CHECK(tm[0].opponent == "Dan");
  CHECK(explain(tm[0]) ==
        "round 1: top half of the seeds against the bottom half; same team as Bob");
}

TEST_CASE("pairings: later rounds keep one club apart only when it costs no rematch",
          "[tournament][avoid]") {
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "Ann", "Cat", 1800, 300), g(1, "Bob", "Dan", 1500, 300)},
          .players = {{.name = "Ann", .club = "Hammers"},
                      {.name = "Bob", .club = "Hammers"},
                      {.name = "Cat", .club = "Anvils"},
                      {.name = "Dan", .club = "Anvils"}}};
  e.scheme.avoid_same_club = true;
  auto p = swiss_pairings(e, standings(e));  // Ann 6, Bob 5, Dan 1, Cat 0
  REQUIRE(p.size() == 2);
  CHECK(p[0] == pairing{.player = "Ann",
                        .opponent = "Dan",
                        .why = pairing_reason::paired_down,
                        .table = 1,
                        .same_club = {"Bob"}});
  CHECK(explain(p[0]) == "paired down; same club as Bob");
  CHECK(p[1] == pairing{.player = "Bob",
                        .opponent = "Cat",
                        .why = pairing_reason::next_in_standings,
                        .table = 2});
  // Round 3: only Ann v Bob and Cat v Dan avoid a rematch, so one club meets itself.
  e.games.push_back(g(2, "Ann", "Dan", 1000, 1000));
  e.games.push_back(g(2, "Bob", "Cat", 1000, 1000));
  p = swiss_pairings(e, standings(e));
  REQUIRE(p.size() == 2);
  for (const pairing& x : p) {
    CHECK(x.why == pairing_reason::next_in_standings);
    CHECK(x.same_club.empty());
    CHECK(((x.player == "Ann" && x.opponent == "Bob") ||
           (x.player == "Cat" && x.opponent == "Dan") ||
           (x.player == "Dan" && x.opponent == "Cat")));
  }
  // Dropped players leave the pairings, and the tables close up.
  e.players[1].dropped_after = 2;
  e.players[2].dropped_after = 2;
  p = swiss_pairings(e, standings(e));
  REQUIRE(p.size() == 1);
  CHECK(p[0].table == 1);
  CHECK((p[0].player == "Ann" && p[0].opponent == "Dan"));  // a rematch: the only game left
  CHECK(p[0].why == pairing_reason::rematch);
}

TEST_CASE("standings: a bye scores fixed numbers or the player's average", "[tournament][bye]") {
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "Ann", "Bob", 1800, 300), g(2, "Ann", "Cat", 1100, 1000)},
          .byes = {{1, "Cat"}, {2, "Bob"}}};
  e.scheme.bye_points = 3;
  e.scheme.bye_victory_points = 1000;
  e.scheme.bye_victory_points_rule = bye_rule::fixed;  // the scheme's own is the game's size
  e.scheme.bye_vp_difference = 200;
  auto t = standings(e);
  CHECK(row(t, "Cat").tournament_points == 3 + 3);  // its game a draw: 3 TP
  CHECK(row(t, "Bob").tournament_points == 0 + 3);
  CHECK(row(t, "Cat").victory_points == 1000 + 1000);
  CHECK(row(t, "Cat").vp_difference == 200 - 100);

  e.scheme.bye_points_rule = bye_rule::average;
  e.scheme.bye_victory_points_rule = bye_rule::average;
  e.scheme.bye_vp_difference_rule = bye_rule::average;
  e.scheme.bye_points.reset();
  REQUIRE(validate(e).empty());  // an average needs no bye_points
  t = standings(e);
  CHECK(row(t, "Cat").tournament_points == 3 + 3);  // its one game's 3 TP
  CHECK(row(t, "Bob").tournament_points == 0 + 0);
  CHECK(row(t, "Cat").victory_points == 1000 + 1000);
  CHECK(row(t, "Cat").vp_difference == -100 - 100);
  CHECK(row(t, "Bob").vp_difference == -1500 - 1500);
  CHECK(tournament::detail::rounded_average(5, 2) == 3);
  CHECK(tournament::detail::rounded_average(-5, 2) == -3);
  CHECK(tournament::detail::rounded_average(7, 3) == 2);
  CHECK(tournament::detail::rounded_average(7, 0) == 0);
}

TEST_CASE(
    "standings: tow-matched-play scores a bye as a crushing victory at the game's size "
    "(Matched Play Guide p.12)",
    "[tournament][bye]") {
  // Matched Play Guide p.12, Byes: a bye counts as a crushing victory (6 tournament points, p.10)
  // with victory points equal to the size of the games. Round 1 is played at 2,000 points,
  // round 2 at 2,500.
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "Ann", "Bob", 1800, 300), g(2, "Ann", "Cat", 1100, 1000)},
          .byes = {{1, "Cat"}, {2, "Bob"}}};
  e.games[1].points_limit = 2500;
  REQUIRE(validate(e).empty());
  const auto t = standings(e);
  CHECK(row(t, "Cat").tournament_points == 6 + 3);  // the bye, then a draw (100 at 2,500)
  CHECK(row(t, "Bob").tournament_points == 0 + 6);
  CHECK(row(t, "Cat").victory_points == 2000 + 1000);
  CHECK(row(t, "Bob").victory_points == 300 + 2500);
  CHECK(row(t, "Cat").vp_difference == 0 - 100);  // a bye's VP difference stays 0 (our reading)
  CHECK(row(t, "Bob").byes == 1);

  // The game's size is read from the bye's round: with no points_limit there, an error, unless
  // the bye gives its own (a bye entered before its round's games are).
  e.games[1].points_limit = 0;
  CHECK(has(validate(e), "byes[1].points_limit",
            "the bye scores the game's size in victory points, but neither the bye nor a game of "
            "round 2 gives a points_limit"));
  e.byes.push_back({3, "Ann", 3000});  // round 3: no game yet
  e.games[1].points_limit = 2500;
  REQUIRE(validate(e).empty());
  CHECK(row(standings(e), "Ann").victory_points == 1800 + 1100 + 3000);
  e.byes.back().points_limit = -1;
  CHECK(has(validate(e), "byes[2].points_limit", "must be at least 0"));
  e.byes.pop_back();
  // Victory points only: tournament points and VP difference cannot be the game's size.
  e.games[1].points_limit = 2500;
  e.scheme.bye_points_rule = bye_rule::points_limit;
  e.scheme.bye_vp_difference_rule = bye_rule::points_limit;
  CHECK(has(validate(e), "bye_points", "for bye_victory_points only"));
  CHECK(has(validate(e), "bye_vp_difference", "for bye_victory_points only"));
}

TEST_CASE(
    "standings: a game conceded under tow-matched-play is a crushing victory at the game's "
    "size (Matched Play Guide p.12)",
    "[tournament][concession]") {
  // Matched Play Guide p.12, Concession: the opponent wins a crushing victory and counts the
  // game's size as its VP. At 750 points even 750 to 0 is only a resounding victory on the table
  // (p.10), so the rule, not the points, makes it crushing.
  event e{.scheme = tow_matched_play_scheme(), .games = {g(1, "Ann", "Bob", 300, 150, 750)}};
  CHECK(score_game(e.scheme, e.games[0]).points == std::array<int, 2>{4, 2});  // 150: MV
  CHECK(score_game(e.scheme, g(1, "Ann", "Bob", 750, 0, 750)).points ==
        std::array<int, 2>{5, 1});  // 750: RV
  e.games[0].conceded = 0;          // Ann, ahead on points, concedes
  REQUIRE(validate(e).empty());
  const game_score s = score_game(e.scheme, e.games[0]);
  CHECK(s.points == std::array<int, 2>{0, 6});
  CHECK(s.outcomes[1] == battle_outcome::crushing_victory);
  CHECK(s.outcomes[0] == battle_outcome::crushing_defeat);
  const auto t = standings(e);
  CHECK(row(t, "Bob").victory_points == 750);  // the game's size
  CHECK(row(t, "Ann").victory_points == 300);  // what she scored (our reading)
  CHECK(row(t, "Bob").vp_difference == 450);
  CHECK(counted_victory_points(e.scheme, e.games[0]) == std::array<int, 2>{300, 750});
  // Both armies broken caps a result at a marginal victory, but not a concession.
  e.games[0].both_broken = true;
  CHECK(score_game(e.scheme, e.games[0]).points == std::array<int, 2>{0, 6});

  // No other scheme has a rule for conceding; and a player is 0 or 1.
  e.scheme = t9a_nr_scheme();
  e.games[0].both_broken = false;
  CHECK(has(validate(e), "games[0].conceded", "only the tow-matched-play scheme"));
  e.scheme = tow_matched_play_scheme();
  e.games[0].conceded = 2;
  CHECK(has(validate(e), "games[0].conceded", "must be 0, 1 or null"));
}

TEST_CASE("pairings: a roster at max_players with no games pairs round 1 in linear time",
          "[tournament][pairing]") {
  // Validation, the standings and round 1 each look a name up by hash, not down the roster:
  // 100,000 players cost ~10^5 steps, not ~10^10 (this would not finish in a test run).
  event e{.scheme = tow_matched_play_scheme()};
  e.players.resize(max_players);
  for (std::size_t i = 0; i < e.players.size(); ++i)
    e.players[i].name = std::string("P").append(std::to_string(i));
  e.players[7].dropped_after = 0;  // left before round 1
  CHECK(validate(e).empty());
  const auto table = standings(e);
  REQUIRE(table.size() == max_players);
  const auto round1 = swiss_pairings(e, table);
  REQUIRE(round1.size() == max_players / 2);  // 99,999 players: one bye
  CHECK(round1[0].player == "P99999");
  CHECK(!round1[0].opponent);
  CHECK(round1[1].player == "P0");
  CHECK(round1[1].opponent == "P1");
  CHECK(round1[4].player == "P6");
  CHECK(round1[4].opponent == "P8");
  CHECK(round1.back().opponent == "P99998");

  e.players.push_back({.name = "p99999"});  // one past the limit, and a name given twice
  const auto problems = validate(e);
  REQUIRE(problems.size() == 2);
  CHECK(problems[1] ==
        problem{"players[100000].name",
                "\"p99999\" is on the roster already (players[99999], as \"P99999\")"});
}

TEST_CASE("warnings: names one letter apart - the first 20 pairs named - the rest counted",
          "[tournament][warnings]") {
  // 30 players N00 to N29, paired N00-N01, N02-N03, ...: 165 pairs one letter apart (135 with
  // the same tens, 30 with the same units), 15 of them opponents (two players): 150 to flag.
  event e{.scheme = tow_matched_play_scheme()};
  const auto name = [](int k) { return "N" + std::to_string(k / 10) + std::to_string(k % 10); };
  for (int k = 0; k < 30; k += 2) e.games.push_back(g(1, name(k), name(k + 1), 1000, 1000));
  REQUIRE(validate(e).empty());
  const std::vector<problem> w = warnings(e);
  const auto one_letter = std::count_if(w.begin(), w.end(), [](const problem& p) {
    return p.message.find("differ only by one letter: one player or two?") != std::string::npos;
  });
  CHECK(one_letter == static_cast<long>(max_one_letter_warnings));
  CHECK(std::count_if(w.begin(), w.end(), [](const problem& p) {
          return p.message ==
                 "130 more pairs of names differ only by one letter (the first 20 are named): a "
                 "roster settles them";
        }) == 1);
  CHECK(w.size() == max_one_letter_warnings + 1);
}

TEST_CASE("warnings: teammates on byes in one round could not have played each other",
          "[tournament][warnings]") {
  // A team event where team Red has a bye in round 1: each of its players has one. They are
  // teammates, never paired; Dan (team Blue) on a bye too could have played either.
  event e{.scheme = tow_matched_play_scheme(),
          .games = {g(1, "Eve", "Fay", 1000, 1000)},
          .byes = {{1, "Ann"}, {1, "Bob"}},
          .players = {{.name = "Ann", .team = "Red"},
                      {.name = "Bob", .team = "Red"},
                      {.name = "Dan", .team = "Blue"},
                      {.name = "Eve", .team = "Blue"},
                      {.name = "Fay", .team = "Gold"}}};
  e.scheme.avoid_same_team = true;
  const auto second_byes = [&] {
    std::vector<problem> out;
    for (const problem& p : warnings(e))
      if (p.message.find("could have played") != std::string::npos) out.push_back(p);
    return out;
  };
  CHECK(second_byes().empty());
  e.byes[1].player = "Dan";
  CHECK(second_byes() == std::vector<problem>{{"byes[1].round",
                                               "a second bye in round 1: \"Dan\" and \"Ann\" "
                                               "(byes[0]) could have played each other"}});
  e.byes[1].player = "Bob";
  e.scheme.avoid_same_team = false;  // teams not kept apart: teammates could have met
  CHECK(second_byes().size() == 1);
}
