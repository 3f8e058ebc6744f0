// rankfile/editions/wap.hpp: the Warhammer Armies Project ("Unofficial 9th Edition"), victory
// points and battle outcome.
//
// Source: the WAP online index (Mathias Eliasson, wap.whfb.app), its Victory Conditions chapter
// and Victory Points Chart. The online index mixes versions 2.2 and 2.3; the version these
// rules come from is not pinned. WAP's combat rules are only partly known (its disruption and
// break-test pages were never retrieved), so this rule set has no combat roles.
#pragma once

#include "rankfile/core/rule_set_info.hpp"
#include "rankfile/victory/roles.hpp"

namespace rankfile {

namespace detail {
inline constexpr rules::unit_vp_rule wap_units{.fleeing = 50,
                                               .reduced = 50,
                                               .fleeing_reduced = 75,
                                               .threshold = {1, 2},
                                               .at_threshold = true,
                                               .round = rules::rounding::up,
                                               .detachments_apart = true};
}  // namespace detail

struct wap {
  using cites = wap;  // its citations are written for its own components
  static constexpr rule_set_info info{
      .id = "wap",
      .name = "Warhammer Armies Project (Unofficial 9th Edition)",
      .aliases = "warhammer-armies-project 9th",
      .source =
          "WAP online index, Victory Conditions and Victory Points Chart (version mixed "
          "2.2/2.3)",
      .confidence =
          "victory points and chart verified; rounding unstated (we round victory "
          "points up and percentages down); combat rules not encoded",
  };

  static constexpr victory_citations victory_cite{
      .unit_victory_points =
          "WAP, Victory Conditions: destroyed or fled 100 %; half strength or "
          "less 50 % (Decimated); fleeing with more than half 50 % (Broken); "
          "fleeing with half or less 75 % (Shattered); characters and "
          "monsters by wounds; detachments score apart; rounding unstated, "
          "rounded up here",
      .general = "WAP, Victory Conditions: the enemy General slain or fled off the table +100",
      .battle_standard_captured =
          "WAP, Seized Standards: the battle standard bearer slain in "
          "combat or run down +100 (instead of +25)",
      .standards_captured =
          "WAP, Seized Standards: +25 per standard bearer slain in combat or "
          "run down; none for shooting or magic",
      .outcome =
          "WAP, Victory Points Chart: difference as a whole percent of the battle size "
          "(a fraction unstated, rounded down here): 0-9 draw, 10-24 marginal, 25-49 "
          "solid victory, 50+ massacre; Victory Points: an army wiped out loses, the "
          "other wins a massacre",
      .concession = "WAP, Victory Points Chart: a player who concedes suffers a massacre",
  };

  using unit_vp = rules::unit_victory_points<detail::wap_units>;
  using bonus_vp = rules::bonus_victory_points<rules::bonus_vp_rule{
      .general = 100,
      .general_when = rules::lost_when::slain_or_fled_off,
      .battle_standard = 100,
      .battle_standard_when = rules::lost_when::slain_in_combat,
      .per_standard = 25}>;
  using concession = rules::concession_is_massacre;
  using outcome = rules::percent_chart<rules::percent_chart_rule{.marginal = 10,
                                                                 .solid = 25,
                                                                 .massacre = 50,
                                                                 .wipe_out_is_massacre = true,
                                                                 .round = rules::rounding::down}>;
};

// WAP with the text's other result rule: a win needs 100 VP more, a crushing victory twice the
// loser's VP, and wiping out the enemy wins.
struct wap_margin : wap {
  using cites = wap_margin;  // its citations are written for its own components
  static constexpr rule_set_info info{
      .id = "wap-margin",
      .name = "Warhammer Armies Project, 100-point margin result rule",
      .aliases = "",
      .source = wap::info.source,
      .confidence = "the index's alternative sentence; which rule governs is an open question",
  };
  static constexpr victory_citations victory_cite = [] {
    victory_citations c = wap::victory_cite;
    c.outcome =
        "WAP, Victory Points: win by wiping the enemy out or by 100 VP more; twice the "
        "enemy's VP is a crushing victory; anything else a draw";
    return c;
  }();
  using outcome = rules::margin_and_ratio<rules::margin_rule{
      .win_by = 100, .crushing_ratio = 2, .wipe_out_wins = true}>;
};

}  // namespace rankfile
