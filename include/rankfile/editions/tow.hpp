// rankfile/editions/tow.hpp: Warhammer: The Old World, victory points and battle outcome.
//
//   tow                the rulebook (p.286) with FAQ & Errata 1.5.2
//   tow_original       the original printing of p.286: below a quarter scores 25 %
//   tow_battle_march   the Battle March variant: smaller bonuses, most VP wins
//   tow_matched_play   the Matched Play Guide: the outcome from its table by army size
//                      (its own id, so "tow" keeps the rulebook outcome)
//
// Sources: tow.whfb.app (warhammer-battles/victory-points, dead-or-fled, the-king-is-dead,
// trophies-of-war, conceding; warhammer-armies/victory-points-battle-march; matched-play/
// scoring-and-tiebreakers, the project's seed 001), FAQ & Errata 1.5.2 "Page 286 - Dead or
// Fled". The Old World's combat rules are not encoded yet.
#pragma once

#include "rankfile/core/rule_set_info.hpp"
#include "rankfile/victory/roles.hpp"

namespace rankfile {

struct tow {
  static constexpr rule_set_info info{
      .id = "tow",
      .name = "Warhammer: The Old World (rulebook, FAQ & Errata 1.5.2)",
      .aliases = "old-world the-old-world",
      .source = "Warhammer: The Old World rulebook p.286 with FAQ & Errata 1.5.2",
      .confidence = "victory points and outcome verified; combat rules not encoded",
  };

  static constexpr victory_citations victory_cite{
      .unit_victory_points = "TOW p.286 (errata 1.5.2): destroyed or fled 100 %; fleeing at the "
                             "end 50 %; a quarter or less of starting unit strength (wounds "
                             "where equal) 50 %; rounded up; fanatics score only inside their "
                             "unit",
      .general = "TOW, The King is Dead: the enemy General slain, fled or fleeing +100",
      .battle_standard_captured = "TOW, The King is Dead: the battle standard bearer slain, fled "
                                  "or fleeing +50",
      .standards_captured = "TOW, Trophies of War: +50 per standard taken when its unit is "
                            "destroyed in combat or run down",
      .outcome = "TOW, Victory Points: a win needs 100 VP more, a crushing victory twice the "
                 "loser's VP; wiping out the enemy wins; anything else a draw",
      .concession = "TOW, Conceding: the opponent scores every victory point available",
  };

  using unit_vp = rules::unit_victory_points<rules::unit_vp_rule{
      .fleeing = 50, .reduced = 50, .fleeing_reduced = 50, .threshold = {1, 4},
      .at_threshold = true, .round = rules::rounding::up, .detachments_apart = false}>;
  using bonus_vp = rules::bonus_victory_points<rules::bonus_vp_rule{
      .general = 100, .general_when = rules::lost_when::slain_fled_or_fleeing,
      .battle_standard = 50, .battle_standard_when = rules::lost_when::slain_fled_or_fleeing,
      .per_standard = 50}>;
  using concession = rules::concession_gives_all_points;
  using outcome = rules::margin_and_ratio<rules::margin_rule{.win_by = 100, .crushing_ratio = 2}>;
};

// The original printing of p.286, before errata 1.5.2: below a quarter scores 25 %.
struct tow_original : tow {
  static constexpr rule_set_info info{
      .id = "tow-original",
      .name = "Warhammer: The Old World (original printing of p.286)",
      .aliases = "tow-first-printing",
      .source = "Warhammer: The Old World rulebook p.286, as first printed",
      .confidence = "known from players quoting the earlier text; superseded by errata 1.5.2",
  };
  static constexpr victory_citations victory_cite = [] {
    victory_citations c = tow::victory_cite;
    c.unit_victory_points = "TOW p.286 (original printing): destroyed or fled 100 %; fleeing 50 "
                            "%; below a quarter of starting unit strength 25 %; rounded up";
    return c;
  }();
  using unit_vp = rules::unit_victory_points<rules::unit_vp_rule{
      .fleeing = 50, .reduced = 25, .fleeing_reduced = 50, .threshold = {1, 4},
      .at_threshold = false, .round = rules::rounding::up, .detachments_apart = false}>;
};

struct tow_battle_march : tow {
  static constexpr rule_set_info info{
      .id = "tow-battle-march",
      .name = "Warhammer: The Old World, Battle March",
      .aliases = "battle-march",
      .source = "Warhammer: The Old World, Victory Points (Battle March)",
      .confidence = "verified",
  };
  static constexpr victory_citations victory_cite = [] {
    victory_citations c = tow::victory_cite;
    c.general = "TOW Battle March: the enemy General slain, fled or fleeing +50";
    c.battle_standard_captured = "TOW Battle March: the battle standard bearer +25";
    c.standards_captured = "TOW Battle March: +25 per standard taken";
    c.outcome = "TOW Battle March: the army with most VP wins";
    return c;
  }();
  using bonus_vp = rules::bonus_victory_points<rules::bonus_vp_rule{
      .general = 50, .general_when = rules::lost_when::slain_fled_or_fleeing,
      .battle_standard = 25, .battle_standard_when = rules::lost_when::slain_fled_or_fleeing,
      .per_standard = 25}>;
  using outcome = rules::most_points_win;
};

namespace detail::tow_cells {
inline constexpr battle_outcome D = battle_outcome::draw;
inline constexpr battle_outcome MV = battle_outcome::marginal_victory;
inline constexpr battle_outcome RV = battle_outcome::resounding_victory;
inline constexpr battle_outcome CV = battle_outcome::crushing_victory;
}  // namespace detail::tow_cells

// The Matched Play Guide's table (seed 001): rows of VP difference 0-100, 101-200, 201-300,
// 301-450, 451-600, 601-750, 751-950, 951-1,150, 1,151-1,400, 1,401-1,700, 1,701-2,500, 2,501+;
// columns of army size up to 1,000, 1,001-1,500, 1,501-2,000, 2,001-3,000, 3,001+. Bands are
// inclusive at both ends.
inline constexpr rules::outcome_table<12, 5> tow_matched_play_table = [] {
  using namespace detail::tow_cells;
  return rules::outcome_table<12, 5>{
    .row_upper = {100, 200, 300, 450, 600, 750, 950, 1150, 1400, 1700, 2500},
    .column_upper = {1000, 1500, 2000, 3000},
    .cells = {{{D, D, D, D, D},
               {MV, D, D, D, D},
               {MV, MV, D, D, D},
               {RV, MV, MV, D, D},
               {RV, MV, MV, MV, D},
               {RV, RV, MV, MV, MV},
               {CV, RV, RV, MV, MV},
               {CV, RV, RV, RV, MV},
               {CV, CV, RV, RV, RV},
               {CV, CV, CV, RV, RV},
               {CV, CV, CV, CV, RV},
               {CV, CV, CV, CV, CV}}},
    .both_broken_cap = battle_outcome::marginal_victory,
  };
}();

struct tow_matched_play : tow {
  static constexpr rule_set_info info{
      .id = "tow-matched-play",
      .name = "Warhammer: The Old World, Matched Play Guide (2025)",
      .aliases = "tow-mp matched-play",
      .source = "Warhammer: The Old World Matched Play Guide p.10, Scoring & Tiebreakers",
      .confidence = "table verified against the guide",
  };
  static constexpr victory_citations victory_cite = [] {
    victory_citations c = tow::victory_cite;
    c.outcome = "TOW Matched Play Guide p.10: the VP difference against the army size gives a "
                "crushing, resounding or marginal victory or a draw; if both armies break in a "
                "Break Point game, a marginal victory at best";
    return c;
  }();
  using outcome = rules::army_size_table<tow_matched_play_table>;
};

}  // namespace rankfile
