// rankfile/rules/rule_set.hpp: what a rule set is made of. The index of customisation points.
//
// A rule set is a struct with an `info`, a `cite` and one type per role below: the combat roles
// when it knows how to resolve a combat (CombatRules), the victory roles when it knows how to
// score a battle (VictoryRules); a rule set we know nothing about for one engine simply lacks
// those roles, and that engine refuses it at compile time. The combat engine
// (rankfile/combat.hpp) walks its roles in this order for each side; a house rule is a struct
// that derives from a rule set and replaces one role:
//
//   struct my_club : rankfile::wfb5 {
//     using overkill = rankfile::rules::overkill<rankfile::rules::overkill_rule{.max = 3}>;
//   };
//
// | role            | concept         | components                                             |
// |-----------------|-----------------|--------------------------------------------------------|
// | (wounds)        | always counted  | +1 per unsaved wound, from combat_side::wounds_inflicted|
// | charge          | SideBonus       | no_charge_bonus, charge_once_per_side                  |
// | ranks           | RankBonus       | best_unit_rank_bonus<rank_rule>                        |
// | disruption      | Disruption      | no_disruption, flank_or_rear_disruption<disruption_rule>|
// | standard        | SideBonus       | standard_once_per_side, no_bonus<bonus::standard>      |
// | battle_standard | SideBonus       | battle_standard_once_per_side                          |
// | flank_rear      | SideBonus       | flank_and_rear_per_side, flank_and_rear_per_target     |
// | high_ground     | SideBonus       | higher_position, charged_downhill_once_per_side        |
// | overkill        | SideBonus       | overkill<overkill_rule>                                |
// | wipe_out        | WipeOut         | wiped_out_side_loses                                   |
// | ties            | TieBreak        | ties_are_draws, musicians_break_ties                   |
//
// | victory role    | concept         | components                                             |
// |-----------------|-----------------|--------------------------------------------------------|
// | unit_vp         | UnitVictory     | unit_victory_points<unit_vp_rule>                      |
// | bonus_vp        | BonusVictory    | bonus_victory_points<bonus_vp_rule>                    |
// | concession      | Concession      | concession_is_massacre, concession_gives_all_points,   |
// |                 |                 | no_concession_rule                                     |
// | outcome         | Outcome         | percent_chart, margin_and_ratio, army_size_table,      |
// |                 |                 | most_points_win, chart_unknown                         |
//
// Every component is a type with static constexpr noexcept functions, configured by a
// structural options struct passed as a template argument. Clang 14 needs the options type
// spelled out: `rank_rule{.max = 3}`, not `{.max = 3}`.
#pragma once

#include <concepts>

#include "rankfile/core/battle.hpp"
#include "rankfile/core/battle_result.hpp"
#include "rankfile/core/combat.hpp"
#include "rankfile/core/combat_result.hpp"
#include "rankfile/core/edition_info.hpp"
#include "rankfile/rules/disruption.hpp"
#include "rankfile/rules/ranks.hpp"

namespace rankfile::rules {

// Adds the side's lines for one bonus kind.
template <class C>
concept SideBonus = requires(const combat& c, side_index s, side_result& out) {
  { C::apply(c, s, out) } noexcept;
};

// Adds the side's rank lines, asking Disruption which units are disrupted.
template <class C, class D>
concept RankBonus = Disruption<D> && requires(const combat& c, side_index s, side_result& out) {
  { C::template apply<D>(c, s, out) } noexcept;
};

// Decides the result when a side was wiped out; returns whether it did.
template <class C>
concept WipeOut = requires(const combat& c, combat_result& r) {
  { C::apply(c, r) } noexcept -> std::same_as<bool>;
};

// Decides the result when the scores are level.
template <class C>
concept TieBreak = requires(const combat& c, combat_result& r) {
  { C::apply(c, r) } noexcept;
};

// Scores every unit of the enemy army (all as destroyed when it conceded).
template <class C>
concept UnitVictory = requires(const battle_army& enemy, bool conceded, army_score& out) {
  { C::apply(enemy, conceded, out) } noexcept;
};

// Scores the General, battle standard, standards and table quarters.
template <class C>
concept BonusVictory = requires(const battle_army& a, bool conceded, army_score& out) {
  { C::apply(a, a, conceded, out) } noexcept;
};

// What conceding means: decides the outcome (returns true) or hands out all the points.
template <class C>
concept Concession = requires(const battle& b, battle_result& r) {
  { C::gives_all_points } -> std::convertible_to<bool>;
  { C::covered } -> std::convertible_to<bool>;
  { C::apply(b, r) } noexcept -> std::same_as<bool>;
};

// Sets the outcome of each army from the victory points.
template <class C>
concept Outcome = requires(const battle& b, battle_result& r) {
  { C::apply(b, r) } noexcept;
};

}  // namespace rankfile::rules

namespace rankfile {

// Anything in the rule-set list: an identity and its citations.
template <class R>
concept RuleSet = requires {
  { R::info } -> std::convertible_to<edition_info>;
  { R::cite } -> std::convertible_to<citations>;
};

// A rule set that can resolve combats: every combat role is present and fits its concept.
template <class R>
concept CombatRules = RuleSet<R> && rules::SideBonus<typename R::charge> &&
    rules::RankBonus<typename R::ranks, typename R::disruption> &&
    rules::SideBonus<typename R::standard> && rules::SideBonus<typename R::battle_standard> &&
    rules::SideBonus<typename R::flank_rear> && rules::SideBonus<typename R::high_ground> &&
    rules::SideBonus<typename R::overkill> && rules::WipeOut<typename R::wipe_out> &&
    rules::TieBreak<typename R::ties>;

// A rule set that can score a battle: every victory role is present and fits its concept.
template <class R>
concept VictoryRules = RuleSet<R> && rules::UnitVictory<typename R::unit_vp> &&
    rules::BonusVictory<typename R::bonus_vp> && rules::Concession<typename R::concession> &&
    rules::Outcome<typename R::outcome>;

}  // namespace rankfile
