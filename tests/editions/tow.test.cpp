// The Old World victory points and outcomes: rankfile/editions/tow.hpp.
#include "rankfile/editions/tow.hpp"
#include "rankfile/editions/wap.hpp"
#include "rankfile/house_rules.hpp"
#include "rankfile/victory/explain.hpp"
#include "rankfile/victory/score.hpp"
#include "rankfile/victory/validate.hpp"
#include "support/battles.hpp"
#include "support/catch.hpp"

using namespace rankfile;
using test::army;
using test::bu;
using test::scored;
using test::vp_from;

TEST_CASE("tow B01: a 351-point unit fleeing at the end scores 176", "[tow][published]") {
  // Source: tow.whfb.app/warhammer-battles/dead-or-fled-warhammer-battles (example B01).
  STATIC_REQUIRE(vp_from<tow>(army("E", {bu("u", 351, 20, 20, unit_state::fleeing)})) == 176);
  STATIC_REQUIRE(
      vp_from<tow_matched_play>(army("E", {bu("u", 351, 20, 20, unit_state::fleeing)})) == 176);
}

TEST_CASE("tow B02: Battle March - a 150-point unit fleeing scores 75", "[tow][published]") {
  // Source: tow.whfb.app/warhammer-armies/victory-points-battle-march (example B02).
  STATIC_REQUIRE(
      vp_from<tow_battle_march>(army("E", {bu("u", 150, 10, 10, unit_state::fleeing)})) == 75);
}

TEST_CASE("tow B03 and I02: reduced units under both printings", "[tow][published]") {
  // Sources: FAQ & Errata 1.5.2 "Page 286 - Dead or Fled" (I02) and the earlier wording quoted
  // by players (B03): a 100-point unit of 20 left with 4 (20 %) or 5 (25 %), not fleeing.
  STATIC_REQUIRE(vp_from<tow>(army("E", {bu("u", 100, 20, 4)})) == 50);
  STATIC_REQUIRE(vp_from<tow>(army("E", {bu("u", 100, 20, 5)})) == 50);  // a quarter: included
  STATIC_REQUIRE(vp_from<tow>(army("E", {bu("u", 100, 20, 6)})) == 0);
  STATIC_REQUIRE(vp_from<tow_original>(army("E", {bu("u", 100, 20, 4)})) == 25);
  STATIC_REQUIRE(vp_from<tow_original>(army("E", {bu("u", 100, 20, 5)})) == 0);  // not below
  // Fleeing instead: 50; destroyed: 100 (both printings).
  STATIC_REQUIRE(vp_from<tow>(army("E", {bu("u", 100, 20, 4, unit_state::fleeing)})) == 50);
  STATIC_REQUIRE(vp_from<tow_original>(army("E", {bu("u", 100, 20, 4, unit_state::fleeing)})) ==
                 50);
  STATIC_REQUIRE(vp_from<tow>(army("E", {bu("u", 100, 20, 0, unit_state::destroyed)})) == 100);
  // Wounds where unit strength equals them: a 5-wound monster left with 1.
  STATIC_REQUIRE(vp_from<tow>(army("E", {bu("giant", 205, 5, 1)})) == 103);
  STATIC_REQUIRE(vp_from<tow>(army("E", {bu("giant", 205, 5, 2)})) == 0);
}

TEST_CASE("tow B06: a standard lost to shooting is no trophy", "[tow][published]") {
  // Source: tow.whfb.app/command-groups/trophies-of-war-command-groups (example B06).
  battle_army e = army("E", {bu("knights", 200, 5, 0, unit_state::destroyed)});
  e.units[0].standards_lost_otherwise = 1;
  CHECK(vp_from<tow>(e) == 200);
  e.units[0].standards_lost_otherwise = 0;
  e.units[0].standards_lost_in_combat = 1;  // destroyed in combat instead: a trophy
  e.units[0].slain_in_combat = true;
  CHECK(vp_from<tow>(e) == 250);
  CHECK(vp_from<tow_battle_march>(e) == 225);
}

TEST_CASE("tow I03: fanatics score only inside their unit", "[tow][published]") {
  // Source: tow.whfb.app/faq/orc-and-goblin-tribes (example I03): dead fanatics of a surviving
  // unit give nothing; their cost counts when the unit itself scores.
  battle_army e = army("Goblins", {bu("night goblins", 200, 20, 20),
                                   bu("fanatic", 25, 1, 0, unit_state::destroyed)});
  e.units[1].detachment_of = 0;
  CHECK(vp_from<tow>(e) == 0);
  e.units[0].state = unit_state::destroyed;
  e.units[0].strength_at_end = 0;
  CHECK(vp_from<tow>(e) == 225);
}

TEST_CASE("tow: a detachment the battle says scores apart is a unit of its own", "[tow]") {
  // A Regimental Unit's Detachment (State Troops with a detachment of Handgunners) is a unit of
  // its own, where Fanatics fold into theirs: the battle says so of the one detachment.
  battle_army e = army("Empire", {bu("state troops", 150, 20, 18),
                                  bu("handgunners", 60, 5, 0, unit_state::destroyed)});
  e.units[1].detachment_of = 0;
  CHECK(vp_from<tow>(e) == 0);  // as the rule set reads detachments: folded in, as Fanatics
  e.units[1].scored = detachment_scoring::apart;
  CHECK(vp_from<tow>(e) == 60);
  e.units[0].state = unit_state::destroyed;  // the regiment's own value no longer holds its cost
  e.units[0].strength_at_end = 0;
  CHECK(vp_from<tow>(e) == 210);
  e.units[1].state = unit_state::in_play;
  e.units[1].strength_at_end = 5;
  CHECK(vp_from<tow>(e) == 150);
  e.units[1].scored = detachment_scoring::with_unit;
  CHECK(vp_from<tow>(e) == 210);
}

TEST_CASE("tow General +100 and battle standard +50 when slain - fled or fleeing", "[tow]") {
  for (const unit_state s :
       {unit_state::destroyed, unit_state::fled_off_table, unit_state::fleeing}) {
    battle_army e = army("E", {bu("general", 100, 3, s == unit_state::destroyed ? 0 : 3, s),
                               bu("bsb", 80, 2, s == unit_state::destroyed ? 0 : 2, s)});
    e.units[0].general = true;
    e.units[1].battle_standard_bearer = true;
    const int units = s == unit_state::fleeing ? 50 + 40 : 180;
    CHECK(vp_from<tow>(e) == units + 100 + 50);
    CHECK(vp_from<tow_battle_march>(e) == units + 50 + 25);
  }
  battle_army alive = army("E", {bu("general", 100, 3, 3)});
  alive.units[0].general = true;
  CHECK(vp_from<tow>(alive) == 0);
}

TEST_CASE("tow outcome: 100 VP more wins - twice the loser's is crushing", "[tow]") {
  STATIC_REQUIRE(score<tow>(scored(599, 500, 2000)).armies[0].outcome == battle_outcome::draw);
  STATIC_REQUIRE(score<tow>(scored(600, 500, 2000)).armies[0].outcome == battle_outcome::victory);
  STATIC_REQUIRE(score<tow>(scored(600, 500, 2000)).armies[1].outcome == battle_outcome::defeat);
  STATIC_REQUIRE(score<tow>(scored(999, 500, 2000)).armies[0].outcome == battle_outcome::victory);
  STATIC_REQUIRE(score<tow>(scored(1000, 500, 2000)).armies[0].outcome ==
                 battle_outcome::crushing_victory);
  STATIC_REQUIRE(score<tow>(scored(500, 1000, 2000)).armies[1].outcome ==
                 battle_outcome::crushing_victory);
  STATIC_REQUIRE(score<tow>(scored(500, 1000, 2000)).winner == 1);
}

TEST_CASE("tow outcome reading: a crushing victory is a win with twice the points", "[tow]") {
  // Rules matrix 3.1 and R2.6: "a win needs 100 VP more; crushing if twice the opponent's VP;
  // otherwise a draw". Default reading: crushing is a kind of win, so 80 to 0 is a draw. The
  // other reading (outcome.crushing_needs_win false): twice the points is crushing on its own.
  CHECK(score<tow>(scored(80, 0, 2000)).armies[0].outcome == battle_outcome::draw);
  CHECK(score<tow>(scored(180, 90, 2000)).armies[0].outcome == battle_outcome::draw);
  house_rules<tow> ratio_alone;
  REQUIRE(ratio_alone.set("outcome", "crushing_needs_win", false).empty());
  CHECK(score(ratio_alone, scored(80, 0, 2000)).armies[0].outcome ==
        battle_outcome::crushing_victory);
  CHECK(score(ratio_alone, scored(180, 90, 2000)).armies[0].outcome ==
        battle_outcome::crushing_victory);
  CHECK(score(ratio_alone, scored(0, 90, 2000)).armies[1].outcome ==
        battle_outcome::crushing_victory);
  CHECK(score(ratio_alone, scored(179, 90, 2000)).armies[0].outcome == battle_outcome::draw);
  CHECK(score(ratio_alone, scored(0, 0, 2000)).armies[0].outcome == battle_outcome::draw);
  CHECK(score(ratio_alone, scored(600, 500, 2000)).armies[0].outcome == battle_outcome::victory);
}

TEST_CASE("tow outcome: wiping out the enemy army is no win of itself", "[tow]") {
  // The rulebook's rule has a margin and a ratio only (rules-matrix R2.6, TOW VP p.286); the
  // wipe-out clause is the WAP text's (wap-margin) and a house rule here.
  battle b{.points_limit = 2000,
           .armies = {army("A", {bu("a", 500, 10, 10)}),
                      army("B", {bu("b", 40, 5, 0, unit_state::destroyed)})}};
  b.armies[1].bonus_victory_points = 60;  // B leads 60 to 40 although A wiped it out
  const auto r = score<tow>(b);
  CHECK_FALSE(r.winner.has_value());
  CHECK(r.basis == outcome_basis::margin);
  CHECK(r.armies[0].outcome == battle_outcome::draw);
  CHECK(score<tow_original>(b).armies[0].outcome == battle_outcome::draw);

  house_rules<tow> wipe_out_wins;
  REQUIRE(wipe_out_wins.set("outcome", "wipe_out_wins", true).empty());
  const auto h = score(wipe_out_wins, b);
  CHECK(h.winner == 0);
  CHECK(h.basis == outcome_basis::wipe_out);
  CHECK(h.armies[0].outcome == battle_outcome::victory);

  b.armies[1].bonus_victory_points = 0;  // 40 to 0: a ratio but no margin, so still a draw
  CHECK(score<tow>(b).armies[0].outcome == battle_outcome::draw);
  CHECK(score<wap_margin>(b).armies[0].outcome == battle_outcome::crushing_victory);
}

TEST_CASE("tow concession: the opponent scores every victory point", "[tow]") {
  battle b{.points_limit = 2000,
           .armies = {army("A", {bu("a", 500, 10, 10)}),
                      army("B", {bu("general", 150, 3, 3), bu("b", 300, 20, 20)})}};
  b.armies[1].units[0].general = true;
  b.armies[1].conceded = true;
  const auto r = score<tow>(b);
  CHECK(r.armies[0].victory_points == 150 + 300 + 100);
  CHECK(r.armies[0].total(vp_reason::concession) == 450);
  CHECK(r.armies[0].outcome == battle_outcome::crushing_victory);
}

TEST_CASE("tow: table quarters given score nothing - and a line says so", "[tow]") {
  // The Old World scores no table quarters (its bonus_vp has per_table_quarter 0); quarters in
  // the document are a line of 0 points, not dropped without a word.
  battle b{.points_limit = 2000,
           .armies = {army("A", {bu("a", 100, 10, 10)}), army("B", {bu("b", 100, 10, 10)})}};
  b.armies[0].table_quarters = 2;
  const auto r = score<tow>(b);
  CHECK(r.armies[0].victory_points == 0);
  REQUIRE(r.armies[0].lines.size() == 1);
  CHECK(r.armies[0].lines[0] == vp_line{.why = vp_reason::table_quarters_not_scored, .a = 2});
  CHECK(explain<tow>(b, r).find("2 table quarters held, not scored: these rules give table "
                                "quarters nothing\n") != std::string::npos);
  CHECK(score<tow>(b).armies[1].lines.empty());
}

TEST_CASE("tow concession: victory goes to the opponent even when the conceding army leads",
          "[tow]") {
  // TOW, Conceding (p.286): the game ends and victory goes to the opponent, who scores every
  // victory point available. A destroyed 600-point unit against a conceding army worth 100 + its
  // General's 100: the conceding army leads 600 to 200, yet loses.
  battle b{.points_limit = 2000,
           .armies = {army("A", {bu("a", 600, 10, 0, unit_state::destroyed)}),
                      army("B", {bu("b", 100, 10, 10)})}};
  b.armies[1].units[0].general = true;
  b.armies[1].conceded = true;
  const auto r = score<tow>(b);
  CHECK(r.armies[0].victory_points == 200);
  CHECK(r.armies[1].victory_points == 600);
  CHECK(r.winner == 0);
  CHECK(r.basis == outcome_basis::concession);
  CHECK(r.armies[0].outcome == battle_outcome::victory);
  CHECK(r.armies[1].outcome == battle_outcome::defeat);
  CHECK(score<tow_original>(b).armies[0].outcome == battle_outcome::victory);
  CHECK(score<tow_battle_march>(b).armies[0].outcome == battle_outcome::victory);
  // The guide's own concession rule (p.12): a crushing victory (the test below).
  const auto m = score<tow_matched_play>(b);
  CHECK(m.winner == 0);
  CHECK(m.armies[0].outcome == battle_outcome::crushing_victory);
  CHECK(m.armies[1].outcome == battle_outcome::crushing_defeat);

  // Points that already give the opponent a win decide how great it is.
  b.armies[0].units[0].state = unit_state::in_play;
  b.armies[0].units[0].strength_at_end = 10;
  b.armies[1].units[0].cost = 1000;
  const auto big = score<tow>(b);
  CHECK(big.winner == 0);
  CHECK(big.basis == outcome_basis::margin);
  CHECK(big.armies[0].outcome == battle_outcome::crushing_victory);
  // A draw on points (level) becomes the opponent's victory; the other army conceding, too.
  b.armies[1].conceded = false;
  b.armies[0].conceded = true;
  b.armies[0].units[0].cost = 1000;
  b.armies[0].units[0].general = true;
  b.armies[1].units[0].general = false;
  b.armies[1].units[0].cost = 1100;
  b.armies[1].units[0].state = unit_state::destroyed;
  b.armies[1].units[0].strength_at_end = 0;
  const auto level = score<tow>(b);  // 1,100 each
  CHECK(level.armies[0].victory_points == level.armies[1].victory_points);
  CHECK(level.winner == 1);
  CHECK(level.armies[1].outcome == battle_outcome::victory);
}

TEST_CASE(
    "tow-matched-play concession: a crushing victory at the game's size in VP (Matched "
    "Play Guide p.12)",
    "[tow]") {
  // Matched Play Guide p.12, Concession: the opponent of an army that concedes wins a crushing
  // victory and counts as having scored the game's size in VP. A 2,000-point game: army B
  // concedes while behind 600 to 450, then while ahead 600 to 1,200.
  battle b{.points_limit = 2000,
           .armies = {army("A", {bu("a", 450, 10, 0, unit_state::destroyed)}),
                      army("B", {bu("b", 600, 10, 0, unit_state::destroyed)})}};
  b.armies[1].conceded = true;
  const auto r = score<tow_matched_play>(b);
  CHECK(r.winner == 0);
  CHECK(r.basis == outcome_basis::concession);
  CHECK(r.armies[0].outcome == battle_outcome::crushing_victory);
  CHECK(r.armies[1].outcome == battle_outcome::crushing_defeat);
  REQUIRE(r.armies[0].lines.size() == 1);
  CHECK(r.armies[0].lines[0].why == vp_reason::conceded_game_size);
  CHECK(r.armies[0].victory_points == 2000);
  CHECK(r.armies[1].victory_points == 450);  // the conceding army keeps its own (our reading)
  CHECK(r.difference == 1550);
  // The rulebook's rule under `tow`: every point of the conceding army, 600, and the points
  // decide how great a win (150 more, not twice as many: a victory).
  const auto rulebook = score<tow>(b);
  CHECK(rulebook.armies[0].victory_points == 600);
  CHECK(rulebook.armies[0].outcome == battle_outcome::victory);

  b.armies[0].units[0].cost = 1200;  // the conceding army ahead, 1,200 to 600
  const auto ahead = score<tow_matched_play>(b);
  CHECK(ahead.winner == 0);
  CHECK(ahead.armies[0].outcome == battle_outcome::crushing_victory);
  CHECK(ahead.armies[0].victory_points == 2000);
  CHECK(ahead.armies[1].victory_points == 1200);

  b.armies[1].conceded = false;  // no concession: the table decides, 600 to 1,200 at 2,000: MV
  CHECK(score<tow_matched_play>(b).armies[1].outcome == battle_outcome::marginal_victory);
  CHECK(score<tow_matched_play>(b).basis == outcome_basis::margin);
}

TEST_CASE(
    "tow concession: standards the caller counts as trophies are scored - units still on "
    "the table",
    "[tow]") {
  battle b{.points_limit = 2000,
           .armies = {army("A", {bu("a", 500, 10, 10)}), army("B", {bu("b", 300, 20, 20)})}};
  b.armies[1].units[0].standards_lost_in_combat = 1;
  const auto refused = validate_battle<tow>(b);
  REQUIRE(refused.size() == 1);
  CHECK(refused[0].path == "armies[1].units[0].standards_lost_in_combat");
  b.armies[1].conceded = true;
  CHECK(validate_battle<tow>(b).empty());
  CHECK(score<tow>(b).armies[0].victory_points == 300 + 50);
}

TEST_CASE("tow-matched-play A01 and A02: the seed's worked examples", "[tow][published]") {
  // Source: seed 001 (Matched Play Guide p.10): 2,000 points; Jonathan beats Rob by 1,524, a
  // crushing victory (TP 6-0); Connor beats Dave by 476, a marginal victory (TP 4-2).
  constexpr auto a01 = score<tow_matched_play>(scored(1824, 300, 2000));
  STATIC_REQUIRE(a01.armies[0].outcome == battle_outcome::crushing_victory);
  STATIC_REQUIRE(a01.armies[1].outcome == battle_outcome::crushing_defeat);
  constexpr auto a02 = score<tow_matched_play>(scored(500, 976, 2000));
  STATIC_REQUIRE(a02.armies[1].outcome == battle_outcome::marginal_victory);
  STATIC_REQUIRE(a02.armies[0].outcome == battle_outcome::marginal_defeat);
}

TEST_CASE("tow-matched-play: every band edge and army-size column edge", "[tow]") {
  using O = battle_outcome;
  constexpr O D = O::draw, MV = O::marginal_victory, RV = O::resounding_victory,
              CV = O::crushing_victory;
  // The table of seed 001, row by row: each row's first and last difference.
  struct band {
    int low, high;
    O cells[5];
  };
  const band bands[] = {
      {0, 100, {D, D, D, D, D}},          {101, 200, {MV, D, D, D, D}},
      {201, 300, {MV, MV, D, D, D}},      {301, 450, {RV, MV, MV, D, D}},
      {451, 600, {RV, MV, MV, MV, D}},    {601, 750, {RV, RV, MV, MV, MV}},
      {751, 950, {CV, RV, RV, MV, MV}},   {951, 1150, {CV, RV, RV, RV, MV}},
      {1151, 1400, {CV, CV, RV, RV, RV}}, {1401, 1700, {CV, CV, CV, RV, RV}},
      {1701, 2500, {CV, CV, CV, CV, RV}}, {2501, 9999, {CV, CV, CV, CV, CV}},
  };
  // Each column's first and last army size.
  const int sizes[5][2] = {{1, 1000}, {1001, 1500}, {1501, 2000}, {2001, 3000}, {3001, 9000}};
  for (const band& b : bands)
    for (int col = 0; col < 5; ++col)
      for (const int diff : {b.low, b.high})
        for (const int size : {sizes[col][0], sizes[col][1]}) {
          CAPTURE(diff, size);
          const auto r = score<tow_matched_play>(scored(diff, 0, size));
          CHECK(r.armies[0].outcome == b.cells[col]);
          CHECK(r.armies[1].outcome == mirror(b.cells[col]));
        }
}

TEST_CASE("tow-matched-play: both armies broken caps the result at a marginal victory", "[tow]") {
  battle b = scored(1524, 0, 2000);
  CHECK(score<tow_matched_play>(b).armies[0].outcome == battle_outcome::crushing_victory);
  b.armies[0].broken = b.armies[1].broken = true;
  const auto r = score<tow_matched_play>(b);
  CHECK(r.armies[0].outcome == battle_outcome::marginal_victory);
  CHECK(r.armies[1].outcome == battle_outcome::marginal_defeat);
  CHECK(r.basis == outcome_basis::both_broken_cap);
  // Army 0 alone broken: army 1 scores +500 for breaking it, 1,524 to 500, a resounding
  // victory for army 0 still.
  b.armies[1].broken = false;
  CHECK(score<tow_matched_play>(b).armies[0].outcome == battle_outcome::resounding_victory);
  // A draw stays a draw.
  battle level = scored(50, 0, 2000);
  level.armies[0].broken = level.armies[1].broken = true;
  CHECK(score<tow_matched_play>(level).armies[0].outcome == battle_outcome::draw);
}

TEST_CASE("tow-matched-play: +500 for breaking the enemy in a Break Point game", "[tow]") {
  // Rules matrix 3.1, TOW Matched Play Guide [V]: breaking the enemy in Break-Point games +500.
  battle b = scored(300, 200, 2000);
  b.armies[1].broken = true;
  const auto r = score<tow_matched_play>(b);
  CHECK(r.armies[0].victory_points == 300 + 500);
  CHECK(r.armies[0].total(vp_reason::enemy_broken) == 500);
  CHECK(r.armies[1].total(vp_reason::enemy_broken) == 0);
  CHECK(r.difference == 600);
  CHECK(r.armies[0].outcome == battle_outcome::marginal_victory);  // 451-600 at 2,000 points
  CHECK(r.basis == outcome_basis::margin);
  // The line cites the Matched Play Guide's +500 (enemy_broken), not the Break Point outcome.
  const std::string why = explain<tow_matched_play>(b, r);
  const std::string_view marker = "+ 500: the enemy army broke [";
  const std::size_t at = why.find(marker);
  REQUIRE(at != std::string::npos);
  const std::size_t from = at + marker.size();
  const std::string number = why.substr(from, why.find(']', from) - from);
  CHECK(why.find("  [" + number + "] TOW Matched Play Guide: +500 VP for breaking the enemy") !=
        std::string::npos);
  // Both broken: each army broke the other (a reading), so each scores it; the cap applies.
  b.armies[0].broken = true;
  const auto both = score<tow_matched_play>(b);
  CHECK(both.armies[0].victory_points == 800);
  CHECK(both.armies[1].victory_points == 700);
  // The other reading: neither army scores it when both broke.
  struct neither : tow_matched_play {
    using bonus_vp = rules::bonus_victory_points<[] {
      rules::bonus_vp_rule r = tow_matched_play::bonus_vp::rule;
      r.enemy_broken_when_both = false;
      return r;
    }()>;
  };
  CHECK(score<neither>(b).armies[0].victory_points == 300);
  CHECK(score<neither>(b).armies[1].victory_points == 200);
  b.armies[0].broken = false;
  CHECK(score<neither>(b).armies[0].victory_points == 800);  // one army broken: as before
  b.armies[0].broken = true;
  // The rulebook's rule sets have no such bonus: the Break Point decides the battle instead.
  CHECK(score<tow>(b).armies[0].total(vp_reason::enemy_broken) == 0);
}

TEST_CASE(
    "tow Break Point I06: the unbroken army wins a crushing victory - both broken - the "
    "points decide",
    "[tow][published]") {
  // Rules matrix R2.6, Break Point scenario [V]: the unbroken army wins a crushing victory;
  // both broken, the victory points decide (published example I06,
  // tow.whfb.app/warhammer-battles/break-point-warhammer-battles).
  battle b = scored(0, 700, 2000);  // army 1 leads by 700 but breaks
  b.armies[1].broken = true;
  for (const battle_result& r : {score<tow>(b), score<tow_original>(b)}) {
    CHECK(r.winner == 0);
    CHECK(r.armies[0].outcome == battle_outcome::crushing_victory);
    CHECK(r.armies[1].outcome == battle_outcome::crushing_defeat);
    CHECK(r.basis == outcome_basis::break_point);
    CHECK(r.armies[0].victory_points == 0);  // no points for it: it decides the battle
  }
  b.armies[0].broken = true;  // both broken: 0 to 700, a crushing victory for army 1 on points
  const auto both = score<tow>(b);
  CHECK(both.winner == 1);
  CHECK(both.basis == outcome_basis::margin);
  // Battle March has no Break Point rule; a house rule switches it off.
  b.armies[0].broken = false;
  CHECK(score<tow_battle_march>(b).winner == 1);
  house_rules<tow> points_only;
  REQUIRE(points_only.set("outcome", "break_point_decides", false).empty());
  CHECK(score(points_only, b).winner == 1);
  CHECK(score(points_only, b).basis == outcome_basis::margin);
}

TEST_CASE("tow Break Point and a concession: the army that conceded ended the game first",
          "[tow]") {
  // A broken army ends the game, so when the army that would win by Break Point conceded, the
  // concession came first and Break Point does not apply (our reading: no text orders the
  // two). The concession gives the broken army the victory, and the points say how great.
  battle b = scored(300, 0, 2000);  // army 0 leads 300 to 0
  b.armies[0].broken = true;
  CHECK(score<tow>(b).winner == 1);  // without a concession: Break Point
  b.armies[1].conceded = true;
  const auto r = score<tow>(b);
  CHECK(r.winner == 0);
  CHECK(r.basis == outcome_basis::margin);
  CHECK(r.armies[0].outcome == battle_outcome::crushing_victory);  // 300 to 0, as the points say
  // Level on points: the concession's least victory.
  const auto level = score<tow>(scored(0, 0, 2000));
  REQUIRE(level.armies[0].outcome == battle_outcome::draw);
  battle l = scored(0, 0, 2000);
  l.armies[0].broken = true;
  l.armies[1].conceded = true;
  CHECK(score<tow>(l).armies[0].outcome == battle_outcome::victory);
  CHECK(score<tow>(l).basis == outcome_basis::concession);
  // The broken army conceding: both rules name the same winner, and Break Point's crushing
  // victory stands.
  b.armies[1].conceded = false;
  b.armies[0].conceded = true;
  CHECK(score<tow>(b).armies[1].outcome == battle_outcome::crushing_victory);
  CHECK(score<tow>(b).basis == outcome_basis::break_point);
}

TEST_CASE("tow Battle March: most VP wins", "[tow]") {
  CHECK(score<tow_battle_march>(scored(101, 100, 2000)).winner == 0);
  CHECK(score<tow_battle_march>(scored(100, 100, 2000)).armies[0].outcome == battle_outcome::draw);
}

TEST_CASE("tow: standards lost in combat need a unit slain in combat", "[tow]") {
  // B06 (above): a unit destroyed by shooting gives no trophy, so a battle that says its
  // standards were lost in combat contradicts itself; a unit destroyed in combat gives one.
  battle b{.points_limit = 2000,
           .armies = {army("A", {bu("a", 500, 10, 10)}), army("B", {bu("b", 300, 20, 0)})}};
  b.armies[1].units[0].state = unit_state::destroyed;
  b.armies[1].units[0].standards_lost_in_combat = 1;
  const auto refused = validate_battle<tow>(b);
  REQUIRE(refused.size() == 1);
  CHECK(refused[0].path == "armies[1].units[0].standards_lost_in_combat");
  CHECK(refused[0].message.starts_with("needs slain_in_combat"));
  b.armies[1].units[0].slain_in_combat = true;
  CHECK(validate_battle<tow>(b).empty());
  CHECK(score<tow>(b).armies[0].victory_points == 300 + 50);
  // 6th edition, where a standard may be lost by a unit that lives on, takes it as given.
  b.armies[1].units[0].slain_in_combat = false;
  CHECK(validate_battle<wfb6>(b).empty());
}
