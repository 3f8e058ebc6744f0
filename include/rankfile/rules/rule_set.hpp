// rankfile/rules/rule_set.hpp: what a rule set is made of. The index of customisation points.
//
// A rule set is a struct with an `info`, a `cite` and one type per role below. The engine
// (rankfile/combat.hpp) walks the roles in this order for each side; a house rule is a struct
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
// Every component is a type with static constexpr noexcept functions, configured by a
// structural options struct passed as a template argument. Clang 14 needs the options type
// spelled out: `rank_rule{.max = 3}`, not `{.max = 3}`.
#pragma once

#include <concepts>

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

}  // namespace rankfile::rules

namespace rankfile {

// A complete rule set for resolving combats. rankfile::resolve names the first missing or
// ill-formed role in its error message.
template <class R>
concept RuleSet = requires {
  { R::info } -> std::convertible_to<edition_info>;
  { R::cite } -> std::convertible_to<citations>;
} && rules::SideBonus<typename R::charge> &&
    rules::RankBonus<typename R::ranks, typename R::disruption> &&
    rules::SideBonus<typename R::standard> && rules::SideBonus<typename R::battle_standard> &&
    rules::SideBonus<typename R::flank_rear> && rules::SideBonus<typename R::high_ground> &&
    rules::SideBonus<typename R::overkill> && rules::WipeOut<typename R::wipe_out> &&
    rules::TieBreak<typename R::ties>;

}  // namespace rankfile
