// rankfile/editions/tow.hpp: Warhammer: The Old World, combat results, break tests, victory
// points and battle outcome.
//
//   tow                the rulebook with FAQ & Errata 1.5.2
//   tow_original       the original printing: below a quarter scores 25 % (p.286), Close Order
//                      from unit strength 5 (p.101), Massed Infantry for regular infantry only
//   tow_battle_march   the Battle March variant: smaller bonuses, most VP wins
//   tow_matched_play   the Matched Play Guide: the outcome from its table by army size, and
//                      its concession (p.12): a crushing victory at the game's size in VP
//                      (its own id, so "tow" keeps the rulebook outcome)
//
// Sources: tow.whfb.app (the-combat-phase: calculate-combat-result, rank-bonus, the multiple
// combat pages; forming-units/disrupted-units; troop-types-in-detail; warhammer-battles/
// victory-points, dead-or-fled, the-king-is-dead, trophies-of-war, conceding; warhammer-armies/
// victory-points-battle-march; matched-play/scoring-and-tiebreakers and the-pairing-of-players,
// the Matched Play Guide pp.10 and 12), FAQ & Errata 1.5.2 ("Page 101 - Combat Result Bonus",
// "Page 190 - Heavy Infantry Rules", "Page 286 - Dead or Fled"). Every combat figure is counted
// at the end of the round.
#pragma once

#include <cstddef>

#include "rankfile/break_test/roles.hpp"
#include "rankfile/combat/roles.hpp"
#include "rankfile/core/rule_set_info.hpp"
#include "rankfile/odds/components.hpp"
#include "rankfile/victory/roles.hpp"

namespace rankfile {

// The troop-type table (TOW p.105): the models a rank needs to count and the most the rank
// bonus can be. Unqualified `infantry` reads as regular infantry and `fast_cavalry` as light
// cavalry; `cavalry` and `chariot` are rejected by validate<tow> (rules::tow_troop_types).
inline constexpr rules::troop_rank_rule tow_rank_rule = [] {
  rules::troop_rank_rule r{};
  const auto set = [&](troop_type t, int min_models, int max) {
    r.by_troop[static_cast<std::size_t>(t)] = {.min_models = min_models, .max = max};
  };
  for (const enum_entry<troop_type>& row : entries_of(troop_type{})) {  // each name it reads so
    if (rules::is_regular_infantry(row.value)) set(row.value, 5, 2);
    if (rules::is_fast_cavalry(row.value)) set(row.value, 5, 1);  // light cavalry
  }
  set(troop_type::heavy_infantry, 4, 2);
  set(troop_type::monstrous_infantry, 3, 2);
  set(troop_type::heavy_cavalry, 4, 1);
  set(troop_type::monstrous_cavalry, 3, 1);
  set(troop_type::war_beasts, 5, 1);
  set(troop_type::light_chariot, 3, 1);
  r.horde = 1;
  r.needs_combat_order = true;
  r.counted = rules::counted_at::round_end;
  return r;
}();

struct tow {
  using cites = tow;  // its citations are written for its own components
  static constexpr rule_set_info info{
      .id = "tow",
      .name = "Warhammer: The Old World (rulebook, FAQ & Errata 1.5.2)",
      .aliases = "old-world the-old-world",
      .source =
          "Warhammer: The Old World rulebook (The Combat Phase; p.286) with FAQ & Errata "
          "1.5.2",
      .confidence = "combat result, break tests, victory points and outcome verified",
  };

  static constexpr combat_citations combat_cite{
      .wounds =
          "TOW p.151, Unsaved Wounds Inflicted: every wound the enemy lost this phase, Stand "
          "and Shoot included",
      .charge = "",
      .ranks =
          "TOW p.151, Rank Bonus; p.105 troop types: close or open order in combat order, "
          "+1 per rank behind the first holding the troop type's minimum, up to its maximum "
          "(Horde +1); p.153: the best unit only; never skirmishers",
      .disruption =
          "TOW p.101, Disrupted Units; p.190 Steady in the Ranks: no rank bonus while "
          "an enemy unit of unit strength 5+ (10+ against heavy infantry) fights the "
          "flank or rear; p.185: skirmishers never disrupt",
      .close_order =
          "TOW p.101 (errata 1.5.2), Combat Result Bonus: +1 for each close-order unit "
          "in combat order with unit strength 10+",
      .massed_infantry =
          "TOW p.190, Massed Infantry (heavy infantry by errata 1.5.2): +1 to the "
          "side with the higher unit strength if it has infantry with the rule",
      .standard = "TOW p.152, Standards; p.153: +1 for a standard, once per side",
      .battle_standard = "TOW p.203, The Battle Standard: +1 more for the battle standard",
      .flank =
          "TOW p.152, Flank and Rear Attacks; p.153: +1 per enemy unit fought in the flank; "
          "skirmishers have no flank (FAQ 1.5.2)",
      .rear = "TOW p.152, Flank and Rear Attacks; p.153: +2 per enemy unit fought in the rear",
      .high_ground =
          "TOW p.152, The High Ground; p.153: +1 to the side whose highest unit is "
          "above every enemy unit",
      .overkill = "TOW p.152, Overkill: +1 per excess wound in a challenge, at most +5",
      .ties =
          "TOW p.201, Onwards to Victory!: on a tie a side with a musician gets +1; both, a "
          "draw",
      .wipe_out = "TOW p.151, Calculate Combat Result: a side wiped out loses whatever the scores",
  };
  static constexpr break_test_citations break_test_cite{
      .test =
          "TOW p.154, Break Test: a natural roll above Leadership breaks; within it but above "
          "it with the margin falls back in good order; else gives ground",
      .insane_courage = "TOW p.154: a natural double 1 gives ground",
      .steadfast = "The Old World has no Steadfast; numbers count through the 2:1 unit strength",
      .stubborn = "TOW p.178, Stubborn: falls back in good order without a roll",
      .unbreakable = "TOW p.179, Unbreakable: no test, gives ground",
      .cold_blooded =
          "TOW, Lizardmen p.20: Cold Blooded covers Fear, Panic and Terror tests, not "
          "break tests",
      .reroll =
          "TOW p.203, Hold Your Ground: the break test is rolled again and the second roll "
          "stands (our reading: only a break is re-rolled)",
      .terror = "TOW p.179, Terror: the losers take the test at Leadership -1",
      .fear = "The Old World's fear does not break a unit automatically",
      .warband = "TOW p.180, Warband: Leadership plus the rank bonus, at most 10",
      .unit_strength_ratio =
          "TOW p.154, Loser Falls Back in Good Order: against more than twice "
          "its unit strength it breaks instead",
  };
  using procedure = rules::break_procedure<rules::break_procedure_rule{
      .by = rules::judged_by::old_world, .insane_courage = true}>;
  using special_rules = rules::break_special_rules<rules::break_special_rule{
      .steadfast = false,
      .stubborn = rules::stubborn_effect::falls_back,
      .fear = rules::fear_effect::none,
      .unbreakable = true,
      .reroll = true}>;

  using troops = rules::tow_troop_types;
  using charge = rules::no_charge_bonus;
  using ranks = rules::troop_rank_bonus<tow_rank_rule>;
  using disruption = rules::flank_or_rear_disruption<rules::disruption_rule{
      .counted = rules::counted_at::round_end,
      .min_unit_strength = 5,
      .heavy_infantry_needs = 10,
      .skirmishers_disrupt = false}>;
  using outnumber = rules::massed_infantry<rules::massed_infantry_rule{.heavy_infantry = true}>;
  using close_order = rules::close_order_bonus<rules::close_order_rule{.min_unit_strength = 10}>;
  using standard = rules::standard_once_per_side;
  using battle_standard = rules::battle_standard_once_per_side;
  // Reading: a unit with no models left at the end of the round fights no flank or rear.
  using flank_rear = rules::flank_and_rear_per_target<rules::flank_rule{
      .flank = 1, .rear = 2, .min_models_at_end = 1, .against_skirmishers = false}>;
  using high_ground = rules::higher_position<1>;
  using overkill = rules::overkill<rules::overkill_rule{.max = 5}>;
  using wipe_out = rules::wiped_out_side_loses;
  using ties = rules::musicians_break_ties<1>;

  static constexpr victory_citations victory_cite{
      .unit_victory_points =
          "TOW p.286 (errata 1.5.2): destroyed or fled 100 %; fleeing at the "
          "end 50 %; a quarter or less of starting unit strength (wounds "
          "where equal) 50 %; rounded up; fanatics score only inside their "
          "unit",
      .general = "TOW, The King is Dead: the enemy General slain, fled or fleeing +100",
      .battle_standard_captured =
          "TOW, The King is Dead: the battle standard bearer slain, fled "
          "or fleeing +50",
      .standards_captured =
          "TOW, Trophies of War: +50 per standard taken when its unit is "
          "destroyed in combat or run down",
      .outcome =
          "TOW, Victory Points: a win needs 100 VP more, a crushing victory twice the "
          "loser's VP; anything else a draw (wiping the enemy out is no win of itself)",
      .concession =
          "TOW, Conceding: victory goes to the opponent, who scores every victory "
          "point available",
      .break_point =
          "TOW, Break Point: an army broken at the start of a turn (below a quarter "
          "of its starting unit strength) loses, the other wins a crushing victory; "
          "both broken, the victory points decide",
  };

  using unit_vp = rules::unit_victory_points<rules::unit_vp_rule{.fleeing = 50,
                                                                 .reduced = 50,
                                                                 .fleeing_reduced = 50,
                                                                 .threshold = {1, 4},
                                                                 .at_threshold = true,
                                                                 .round = rules::rounding::up,
                                                                 .detachments_apart = false}>;
  using bonus_vp = rules::bonus_victory_points<rules::bonus_vp_rule{
      .general = 100,
      .general_when = rules::lost_when::slain_fled_or_fleeing,
      .battle_standard = 50,
      .battle_standard_when = rules::lost_when::slain_fled_or_fleeing,
      .per_standard = 50,
      .standard_taken_with_unit = true}>;
  // The points decide how great the opponent's victory is; when they give it none, a victory.
  using concession = rules::concession_gives_all_points<battle_outcome::victory>;
  // Unlike the WAP text's (wap_margin), the rulebook's rule has no wipe-out clause.
  using outcome = rules::margin_and_ratio<rules::margin_rule{
      .win_by = 100, .crushing_ratio = 2, .wipe_out_wins = false, .break_point_decides = true}>;

  using round_dice = rules::tow_round_dice;  // round odds: readings R1-R30
};

// The original printing of p.286, before errata 1.5.2: below a quarter scores 25 %.
struct tow_original : tow {
  using cites = tow_original;  // its citations are written for its own components
  static constexpr rule_set_info info{
      .id = "tow-original",
      .name = "Warhammer: The Old World (original printing)",
      .aliases = "tow-first-printing",
      .source = "Warhammer: The Old World rulebook pp.101, 190 and 286, as first printed",
      .confidence = "known from players quoting the earlier text; superseded by errata 1.5.2",
  };
  static constexpr combat_citations combat_cite = [] {
    combat_citations c = tow::combat_cite;
    c.close_order =
        "TOW p.101 (original printing), Combat Result Bonus: +1 for each "
        "close-order unit in combat order with unit strength 5+";
    c.massed_infantry =
        "TOW p.190 (original printing), Massed Infantry: +1 to the side with the "
        "higher unit strength if it has regular infantry";
    return c;
  }();
  using outnumber = rules::massed_infantry<rules::massed_infantry_rule{.heavy_infantry = false}>;
  using close_order = rules::close_order_bonus<rules::close_order_rule{.min_unit_strength = 5}>;
  static constexpr victory_citations victory_cite = [] {
    victory_citations c = tow::victory_cite;
    c.unit_victory_points =
        "TOW p.286 (original printing): destroyed or fled 100 %; fleeing 50 "
        "%; below a quarter of starting unit strength 25 %; rounded up";
    return c;
  }();
  using unit_vp = rules::unit_victory_points<rules::unit_vp_rule{.fleeing = 50,
                                                                 .reduced = 25,
                                                                 .fleeing_reduced = 50,
                                                                 .threshold = {1, 4},
                                                                 .at_threshold = false,
                                                                 .round = rules::rounding::up,
                                                                 .detachments_apart = false}>;
};

struct tow_battle_march : tow {
  using cites = tow_battle_march;  // its citations are written for its own components
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
      .general = 50,
      .general_when = rules::lost_when::slain_fled_or_fleeing,
      .battle_standard = 25,
      .battle_standard_when = rules::lost_when::slain_fled_or_fleeing,
      .per_standard = 25,
      .standard_taken_with_unit = true}>;
  using outcome = rules::most_points_win;
};

namespace detail::tow_cells {
inline constexpr battle_outcome D = battle_outcome::draw;
inline constexpr battle_outcome MV = battle_outcome::marginal_victory;
inline constexpr battle_outcome RV = battle_outcome::resounding_victory;
inline constexpr battle_outcome CV = battle_outcome::crushing_victory;
}  // namespace detail::tow_cells

// The Matched Play Guide's table (p.10): rows of VP difference 0-100, 101-200, 201-300,
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
  using cites = tow_matched_play;  // its citations are written for its own components
  static constexpr rule_set_info info{
      .id = "tow-matched-play",
      .name = "Warhammer: The Old World, Matched Play Guide (2025)",
      .aliases = "tow-mp matched-play",
      .source =
          "Warhammer: The Old World Matched Play Guide p.10, Scoring & Tiebreakers; p.12, "
          "Concession",
      .confidence = "table verified against the guide",
  };
  static constexpr victory_citations victory_cite = [] {
    victory_citations c = tow::victory_cite;
    c.outcome =
        "TOW Matched Play Guide p.10: the VP difference against the army size gives a "
        "crushing, resounding or marginal victory or a draw; if both armies break in a "
        "Break Point game, a marginal victory at best";
    c.concession =
        "TOW Matched Play Guide p.12, Concession: the opponent wins a crushing "
        "victory and counts as scoring the game's size in victory points";
    c.break_point = {};  // a broken army does not lose of itself: it gives up 500 VP
    c.enemy_broken =
        "TOW Matched Play Guide: +500 VP for breaking the enemy in a Break Point "
        "game (reading: both broken, each army scores it)";
    return c;
  }();
  using bonus_vp = rules::bonus_victory_points<[] {
    rules::bonus_vp_rule r = tow::bonus_vp::rule;
    r.enemy_broken = 500;
    return r;
  }()>;
  using outcome = rules::army_size_table<tow_matched_play_table>;
  using concession = rules::concession_is_crushing_at_game_size;
};

}  // namespace rankfile
