// Tournament points per game: rankfile/tournament/scheme.hpp.
#include "rankfile/tournament/scheme.hpp"

#include "support/catch.hpp"

using namespace rankfile;
using namespace rankfile::tournament;

namespace {
game played(int vp0, int vp1, int limit) {
  return {.round = 1, .points_limit = limit, .players = {"P0", "P1"}, .victory_points = {vp0, vp1}};
}
}  // namespace

TEST_CASE("tow-matched-play tournament points A01 and A02: the seed's worked examples",
          "[tournament][published]") {
  // Source: seed 001 (Matched Play Guide p.10): Jonathan beats Rob by 1,524 in a 2,000-point
  // event, a crushing victory, 6-0; Connor beats Dave by 476, a marginal victory, 4-2.
  const game_score a01 = score_game(tow_matched_play_scheme(), played(1824, 300, 2000));
  CHECK(a01.points == std::array{6, 0});
  CHECK(a01.outcomes[0] == battle_outcome::crushing_victory);
  CHECK(a01.outcomes[1] == battle_outcome::crushing_defeat);
  const game_score a02 = score_game(tow_matched_play_scheme(), played(600, 1076, 2000));
  CHECK(a02.points == std::array{2, 4});
  CHECK(a02.outcomes[1] == battle_outcome::marginal_victory);
}

TEST_CASE("tow-matched-play: both armies broken caps a game at a marginal victory",
          "[tournament]") {
  // Rules matrix 3.1, TOW Matched Play Guide [V]: if both armies are broken, the best result is
  // a Marginal Victory.
  game g = played(1824, 300, 2000);
  g.both_broken = true;
  const game_score capped = score_game(tow_matched_play_scheme(), g);
  CHECK(capped.points == std::array{4, 2});
  CHECK(capped.outcomes[0] == battle_outcome::marginal_victory);
  g.victory_points = {300, 800};  // 500 at 2,000 points: a marginal victory already
  CHECK(score_game(tow_matched_play_scheme(), g).points == std::array{2, 4});
  g.victory_points = {350, 300};  // a draw stays a draw
  CHECK(score_game(tow_matched_play_scheme(), g).points == std::array{3, 3});
}

TEST_CASE("tow-matched-play: tournament points at every band and column edge", "[tournament]") {
  // The seed's table as tournament points for the winner (D 3, MV 4, RV 5, CV 6).
  struct band {
    int low, high, tp[5];
  };
  const band bands[] = {
      {0, 100, {3, 3, 3, 3, 3}},     {101, 200, {4, 3, 3, 3, 3}},   {201, 300, {4, 4, 3, 3, 3}},
      {301, 450, {5, 4, 4, 3, 3}},   {451, 600, {5, 4, 4, 4, 3}},   {601, 750, {5, 5, 4, 4, 4}},
      {751, 950, {6, 5, 5, 4, 4}},   {951, 1150, {6, 5, 5, 5, 4}},  {1151, 1400, {6, 6, 5, 5, 5}},
      {1401, 1700, {6, 6, 6, 5, 5}}, {1701, 2500, {6, 6, 6, 6, 5}}, {2501, 20000, {6, 6, 6, 6, 6}}};
  const int sizes[5][2] = {{500, 1000}, {1001, 1500}, {1501, 2000}, {2001, 3000}, {3001, 9000}};
  for (const band& b : bands)
    for (int col = 0; col < 5; ++col)
      for (const int diff : {b.low, b.high})
        for (const int size : {sizes[col][0], sizes[col][1]}) {
          CAPTURE(diff, size);
          const game_score s = score_game(tow_matched_play_scheme(), played(diff + 100, 100, size));
          CHECK(s.points[0] == b.tp[col]);
          CHECK(s.points[1] == 6 - b.tp[col]);
        }
}

TEST_CASE("t9a-nr: percentage bands with inclusive upper edges", "[tournament]") {
  // ../shared/real-data/README.md: p <= 5 gives 10-10, then 11-9 up to 10, 12-8 up to 20,
  // 13-7 up to 30, 14-6 up to 40, 15-5 up to 50, 16-4 above. 4,000 points: 1 % is 40 VP.
  struct row {
    int diff, winner;
  };
  const row rows[] = {{0, 10},    {200, 10},  {201, 11},  {400, 11},  {401, 12},
                      {800, 12},  {801, 13},  {1200, 13}, {1201, 14}, {1600, 14},
                      {1601, 15}, {2000, 15}, {2001, 16}, {4000, 16}};
  for (const row& r : rows) {
    CAPTURE(r.diff);
    const game_score s = score_game(t9a_nr_scheme(), played(r.diff, 0, 4000));
    CHECK(s.points[0] == r.winner);
    CHECK(s.points[1] == 20 - r.winner);
  }
  // An odd limit: 5 % of 4,001 is 200.05, so 200 is in and 201 is out.
  CHECK(score_game(t9a_nr_scheme(), played(200, 0, 4001)).points[0] == 10);
  CHECK(score_game(t9a_nr_scheme(), played(201, 0, 4001)).points[0] == 11);
}

TEST_CASE("t9a-nr: objectives move points and keep the total at 20", "[tournament]") {
  game g = played(2500, 500, 4000);  // 50 %: 15-5
  g.primary_objective = 1;
  g.secondary_objectives = {true, true};
  const game_score s = score_game(t9a_nr_scheme(), g);
  CHECK(s.points == std::array{15 - 3 + 1 - 1, 5 + 3 + 1 - 1});
  CHECK(s.points[0] + s.points[1] == 20);
  g.primary_objective = 0;
  g.secondary_objectives = {true, false};
  CHECK(score_game(t9a_nr_scheme(), g).points == std::array{19, 1});
}

TEST_CASE("objectives are not clamped: a scheme of your own can give fewer than 0 points",
          "[tournament]") {
  const scheme club{.id = "club",
                    .bands = {{0, true, 1, 1, battle_outcome::draw},
                              {std::nullopt, true, 2, 0, battle_outcome::victory}},
                    .primary_objective_points = 3,
                    .secondary_objective_points = 2};
  game g = played(100, 0, 0);
  g.primary_objective = 0;
  g.secondary_objectives = {true, false};
  CHECK(score_game(club, g).points == std::array{2 + 3 + 2, 0 - 3 - 2});
}

TEST_CASE("t9a-nr: the game's outcome follows the points after objectives", "[tournament]") {
  // A real game (March to War 2025, round 1; ../shared/real-data): 393 VP behind of 4,000 is
  // 11-9 to P1, but P0 took the primary: 12-8 to P0, a win for P0 as New Recruit counts it.
  game g = played(2097, 2490, 4000);
  const game_score band = score_game(t9a_nr_scheme(), g);
  CHECK(band.outcomes == std::array{battle_outcome::defeat, battle_outcome::victory});
  g.primary_objective = 0;
  g.secondary_objectives = {true, true};
  const game_score s = score_game(t9a_nr_scheme(), g);
  CHECK(s.points == std::array{12, 8});
  CHECK(s.outcomes == std::array{battle_outcome::victory, battle_outcome::defeat});

  game level = played(2000, 2000, 4000);  // a band's draw, 10-10
  level.secondary_objectives = {false, true};
  CHECK(score_game(t9a_nr_scheme(), level).points == std::array{9, 11});
  CHECK(score_game(t9a_nr_scheme(), level).outcomes ==
        std::array{battle_outcome::defeat, battle_outcome::victory});
  game evened = played(2300, 2000, 4000);  // 7.5 %: 11-9, and P1's secondary levels it
  evened.secondary_objectives = {false, true};
  CHECK(score_game(t9a_nr_scheme(), evened).points == std::array{10, 10});
  CHECK(score_game(t9a_nr_scheme(), evened).outcomes ==
        std::array{battle_outcome::draw, battle_outcome::draw});

  // While the band's winner stays ahead, the band's own outcome stands.
  const scheme club{.id = "club",
                    .bands = {{0, true, 5, 5, battle_outcome::draw},
                              {std::nullopt, true, 8, 2, battle_outcome::marginal_victory}},
                    .primary_objective_points = 2};
  game kept = played(100, 0, 0);
  kept.primary_objective = 1;
  CHECK(score_game(club, kept).points == std::array{6, 4});
  CHECK(score_game(club, kept).outcomes ==
        std::array{battle_outcome::marginal_victory, battle_outcome::marginal_defeat});
  kept.victory_points = {0, 0};  // 5-5, and P1's primary: 3-7
  CHECK(score_game(club, kept).outcomes ==
        std::array{battle_outcome::defeat, battle_outcome::victory});
}

TEST_CASE("banded schemes of one's own: absolute exclusive edges win/draw/loss", "[tournament]") {
  const scheme wdl{.id = "club",
                   .basis = band_basis::absolute,
                   .bands = {{100, false, 1, 1, battle_outcome::draw},
                             {std::nullopt, true, 3, 0, battle_outcome::victory}}};
  CHECK(score_game(wdl, played(99, 0, 0)).points == std::array{1, 1});
  CHECK(score_game(wdl, played(100, 0, 0)).points == std::array{3, 0});
  CHECK(score_game(wdl, played(0, 100, 0)).points == std::array{0, 3});
  CHECK(score_game(wdl, played(0, 100, 0)).outcomes[1] == battle_outcome::victory);
  CHECK(score_game(wdl, played(50, 0, 0)).outcomes[0] == battle_outcome::draw);
}

TEST_CASE("scheme_named: ids in any case, as rule set ids - unknown ones none", "[tournament]") {
  REQUIRE(scheme_named("T9A-NR"));
  CHECK(scheme_named("T9A-NR")->id == "t9a-nr");
  CHECK(scheme_named("Tow-Matched-Play")->id == "tow-matched-play");
  CHECK(!scheme_named("swiss"));
  CHECK(!scheme_named("t9a"));
}
