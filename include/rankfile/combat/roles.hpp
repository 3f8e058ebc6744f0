// rankfile/combat/roles.hpp: what a rule set needs to resolve a combat. The index of the combat
// customisation points.
//
// A rule set that resolves combats has a `combat_cite` (rankfile/combat/citations.hpp) and one
// component per role below, named after the role (`using ranks = ...;`). A role with a fallback
// may be left out. resolve() walks the roles in this order, each for both sides, then lets
// `wipe_out` and `ties` decide the winner; validate<R> asks `troops` which troop types R knows. A
// house rule derives from a rule set and replaces one role, citing its own rule for it (explain<R>
// refuses a rule set whose citations were written for other components: see `cites` in
// rankfile/core/roles.hpp):
//
//   struct my_club : rankfile::wfb5 {
//     using overkill = rankfile::rules::overkill<rankfile::rules::overkill_rule{.max = 3}>;
//     using cites = my_club;
//     static constexpr rankfile::combat_citations combat_cite = [] {
//       auto c = rankfile::wfb5::combat_cite;
//       c.overkill = "Club rules: overkill at most +3";
//       return c;
//     }();
//   };
//
// | role            | concept    | components (rankfile::rules)                       | fallback |
// |-----------------|------------|----------------------------------------------------|----------|
// | troops          | TroopNames | any_troop_type, tow_troop_types                    | any     |
// | wounds          | SideBonus  | one_per_wound                                      | yes     |
// | charge          | SideBonus  | no_charge_bonus, charge_once_per_side              |         |
// | ranks           | RankBonus  | best_unit_rank_bonus<rank_rule>,                   |         |
// |                 |            | troop_rank_bonus<troop_rank_rule>                  |         |
// | disruption      | Disruption | no_disruption, flank_or_rear_disruption<...>       |         |
// | outnumber       | SideBonus  | higher_unit_strength<When>, massed_infantry<...>   | none    |
// | close_order     | SideBonus  | close_order_bonus<close_order_rule>                | none    |
// | standard        | SideBonus  | standard_once_per_side, no_bonus<bonus::standard>, |         |
// |                 |            | standard_or_battle_standard_once_per_side          |         |
// | battle_standard | SideBonus  | battle_standard_once_per_side, no_bonus<...>,      |         |
// |                 |            | battle_standard_as_standard                        |         |
// | flank_rear      | SideBonus  | flank_and_rear_per_side, flank_and_rear_per_target |         |
// | high_ground     | SideBonus  | higher_position, charged_downhill_once_per_side,   |         |
// |                 |            | unsourced_bonus<bonus::high_ground>                |         |
// | overkill        | SideBonus  | overkill<overkill_rule>,                           |         |
// |                 |            | unsourced_bonus<bonus::overkill>                   |         |
// | extra           | SideBonus  | caller_items                                       | yes     |
// | wipe_out        | WipeOut    | wiped_out_side_loses                               |         |
// | ties            | TieBreak   | ties_are_draws, musicians_break_ties               |         |
//
// Every component is a type with static constexpr noexcept functions, configured by a
// structural options struct passed as a template argument (its `rule`) or a `value`; a function
// that reads them takes a trailing `self`, so that house_rules<R> can hand it the same settings
// changed at run time (settings_of in rankfile/core/roles.hpp). Clang 14 needs the options type
// spelled out: `rank_rule{.max = 3}`, not `{.max = 3}`.
#pragma once

#include <array>
#include <concepts>
#include <string_view>
#include <type_traits>

#include "rankfile/combat/citations.hpp"
#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/components/close_order.hpp"
#include "rankfile/combat/components/decision.hpp"
#include "rankfile/combat/components/disruption.hpp"
#include "rankfile/combat/components/extra.hpp"
#include "rankfile/combat/components/flank_rear.hpp"
#include "rankfile/combat/components/high_ground.hpp"
#include "rankfile/combat/components/outnumber.hpp"
#include "rankfile/combat/components/overkill.hpp"
#include "rankfile/combat/components/ranks.hpp"
#include "rankfile/combat/components/side_bonus.hpp"
#include "rankfile/combat/components/troops.hpp"
#include "rankfile/combat/components/wounds.hpp"
#include "rankfile/combat/result.hpp"
#include "rankfile/core/fixed_vector.hpp"
#include "rankfile/core/roles.hpp"
#include "rankfile/core/text_view.hpp"

namespace rankfile::rules {

// Each component writes into either sink (rankfile/combat/result.hpp): every line into a
// side_result for resolve(), the score alone into a side_tally for tally().

// Adds the side's lines for one bonus kind; a component with settings also reads them from a
// settings_of<C> given last (house rules).
template <class C>
concept SideBonus = requires(const combat& c, side_index s, side_result& out, side_tally& sum) {
  { C::apply(c, s, out) }
  noexcept;
  { C::apply(c, s, sum) }
  noexcept;
}
&&(!has_settings<C> || requires(const combat& c, side_index s, side_result& out, side_tally& sum,
                                const settings_of<C>& self) {
  { C::apply(c, s, out, self) }
  noexcept;
  { C::apply(c, s, sum, self) }
  noexcept;
});

// Adds the side's rank lines, asking Disruption which units are disrupted.
template <class C, class D>
concept RankBonus = Disruption<D> &&
    requires(const combat& c, side_index s, side_result& out, side_tally& sum,
             const settings_of<C>& self, const settings_of<D>& disruption) {
  { C::template apply<D>(c, s, out) }
  noexcept;
  { C::template apply<D>(c, s, sum) }
  noexcept;
  { C::template apply<D>(c, s, out, self, disruption) }
  noexcept;
  { C::template apply<D>(c, s, sum, self, disruption) }
  noexcept;
};

// Decides the result when a side was wiped out; returns whether it did.
template <class C>
concept WipeOut = requires(const combat& c, combat_result& r, combat_tally& t) {
  { C::apply(c, r) }
  noexcept->std::same_as<bool>;
  { C::apply(c, t) }
  noexcept->std::same_as<bool>;
};

// Decides the result when the scores are level.
template <class C>
concept TieBreak = requires(const combat& c, combat_result& r, combat_tally& t) {
  { C::apply(c, r) }
  noexcept;
  { C::apply(c, t) }
  noexcept;
}
&&(!has_settings<C> ||
   requires(const combat& c, combat_result& r, combat_tally& t, const settings_of<C>& self) {
     { C::apply(c, r, self) }
     noexcept;
     { C::apply(c, t, self) }
     noexcept;
   });

// Says which troop types the rule set knows: for a rejected one, the names to choose instead.
template <class C>
concept TroopNames = requires(troop_type t) {
  { C::instead_of(t) }
  noexcept->std::convertible_to<std::string_view>;
};

}  // namespace rankfile::rules

namespace rankfile::combat_roles {

// When resolve() calls a role's component.
enum class step : std::uint8_t {
  each_side,  // once per side, adding that side's lines
  helper,     // only through another role (disruption, through ranks)
  decide,     // once, to decide the winner
};

namespace detail {
// A role whose component adds one side's lines by itself. `settings`: own_settings<R> or
// house_rules<R>, where the component's settings come from.
template <class Role>
struct side_bonus_role {
  static constexpr step when = step::each_side;
  template <class C, class R>
  static constexpr bool fits = rules::SideBonus<C>;
  template <class C, class R, SideSink Out, class Settings>
  static constexpr void apply(const combat& c, side_index s, Out& out,
                              const Settings& settings) noexcept {
    with_settings<Role, C>(settings, [&](const auto&... self) { C::apply(c, s, out, self...); });
  }
};
}  // namespace detail

struct troops {
  static constexpr text_view name = "troops";
  static constexpr std::array<text_view combat_citations::*, 0> cited{};
  static constexpr step when = step::helper;  // read by validate<R>
  template <class R>
  using of = typename R::troops;
  template <class C, class R>
  static constexpr bool fits = rules::TroopNames<C>;
  using fallback = rules::any_troop_type;
};
struct wounds : detail::side_bonus_role<wounds> {
  static constexpr text_view name = "wounds";
  static constexpr std::array cited{&combat_citations::wounds};
  template <class R>
  using of = typename R::wounds;
  using fallback = rules::one_per_wound;
};
struct charge : detail::side_bonus_role<charge> {
  static constexpr text_view name = "charge";
  static constexpr std::array cited{&combat_citations::charge};
  template <class R>
  using of = typename R::charge;
};
struct disruption {
  static constexpr text_view name = "disruption";
  static constexpr std::array cited{&combat_citations::disruption};
  static constexpr step when = step::helper;
  template <class R>
  using of = typename R::disruption;
  template <class C, class R>
  static constexpr bool fits = rules::Disruption<C>;
};
struct ranks {
  static constexpr text_view name = "ranks";
  static constexpr std::array cited{&combat_citations::ranks};
  static constexpr step when = step::each_side;
  template <class R>
  using of = typename R::ranks;
  template <class C, class R>
  static constexpr bool fits =
      Fills<disruption, R>&& rules::RankBonus<C, component_t<disruption, R>>;
  template <class C, class R, SideSink Out, class Settings>
  static constexpr void apply(const combat& c, side_index s, Out& out,
                              const Settings& settings) noexcept {
    C::template apply<component_t<disruption, R>>(c, s, out, settings.template get<ranks>(),
                                                  settings.template get<disruption>());
  }
};
struct outnumber : detail::side_bonus_role<outnumber> {
  static constexpr text_view name = "outnumber";
  static constexpr std::array cited{&combat_citations::outnumber,
                                    &combat_citations::massed_infantry};
  template <class R>
  using of = typename R::outnumber;
  using fallback = rules::no_bonus<bonus::outnumber>;
};
struct close_order : detail::side_bonus_role<close_order> {
  static constexpr text_view name = "close_order";
  static constexpr std::array cited{&combat_citations::close_order};
  template <class R>
  using of = typename R::close_order;
  using fallback = rules::no_bonus<bonus::close_order>;
};
struct standard : detail::side_bonus_role<standard> {
  static constexpr text_view name = "standard";
  static constexpr std::array cited{&combat_citations::standard};
  template <class R>
  using of = typename R::standard;
};
struct battle_standard : detail::side_bonus_role<battle_standard> {
  static constexpr text_view name = "battle_standard";
  static constexpr std::array cited{&combat_citations::battle_standard};
  template <class R>
  using of = typename R::battle_standard;
};
struct flank_rear : detail::side_bonus_role<flank_rear> {
  static constexpr text_view name = "flank_rear";
  static constexpr std::array cited{&combat_citations::flank, &combat_citations::rear};
  template <class R>
  using of = typename R::flank_rear;
};
struct high_ground : detail::side_bonus_role<high_ground> {
  static constexpr text_view name = "high_ground";
  static constexpr std::array cited{&combat_citations::high_ground};
  template <class R>
  using of = typename R::high_ground;
};
struct overkill : detail::side_bonus_role<overkill> {
  static constexpr text_view name = "overkill";
  static constexpr std::array cited{&combat_citations::overkill};
  template <class R>
  using of = typename R::overkill;
};
struct extra : detail::side_bonus_role<extra> {
  static constexpr text_view name = "extra";
  static constexpr std::array cited{&combat_citations::extra};
  template <class R>
  using of = typename R::extra;
  using fallback = rules::caller_items;
};
struct wipe_out {
  static constexpr text_view name = "wipe_out";
  static constexpr std::array cited{&combat_citations::wipe_out};
  static constexpr step when = step::decide;
  template <class R>
  using of = typename R::wipe_out;
  template <class C, class R>
  static constexpr bool fits = rules::WipeOut<C>;
};
struct ties {
  static constexpr text_view name = "ties";
  static constexpr std::array cited{&combat_citations::ties};
  static constexpr step when = step::decide;
  template <class R>
  using of = typename R::ties;
  template <class C, class R>
  static constexpr bool fits = rules::TieBreak<C>;
};

// Every combat role, in the order resolve() walks them.
using list = role_list<troops, wounds, charge, ranks, disruption, outnumber, close_order, standard,
                       battle_standard, flank_rear, high_ground, overkill, extra, wipe_out, ties>;

}  // namespace rankfile::combat_roles

namespace rankfile {

// A rule set that can resolve combats: its combat citations, and every combat role filled by a
// component that fits the role's concept.
template <class R>
concept CombatRules = RuleSet<R> && FillsRoles<R, combat_roles::list> && requires {
  { R::combat_cite } -> std::convertible_to<combat_citations>;
};

namespace detail {
// The bonus kinds of R's components that stand for a bonus not given (`absent`), in the order
// of the roles: those left out for want of a source (`unsourced`), or the others.
template <CombatRules R, bool Unsourced>
[[nodiscard]] constexpr fixed_vector<bonus, bonus_count> bonuses_not_given() noexcept {
  fixed_vector<bonus, bonus_count> out;
  combat_roles::list::for_each([&]<class Role>(std::type_identity<Role>) {
    using C = component_t<Role, R>;
    if constexpr (requires { C::absent; })
      if (requires { C::unsourced; } == Unsourced) out.push_back(C::absent);
  });
  return out;
}
}  // namespace detail

// The bonus kinds rule set R does not have (no_bonus<K>, ties_are_draws). For a teacher
// comparing rule sets: explain(..., explain_options{.absent_bonuses = true}) prints them.
template <CombatRules R>
[[nodiscard]] constexpr fixed_vector<bonus, bonus_count> absent_bonuses() noexcept {
  return detail::bonuses_not_given<R, false>();
}

// The bonus kinds rule set R leaves out for want of a source (unsourced_bonus<K>): not known to
// be absent, not encoded either.
template <CombatRules R>
[[nodiscard]] constexpr fixed_vector<bonus, bonus_count> unsourced_bonuses() noexcept {
  return detail::bonuses_not_given<R, true>();
}

// Whether combat `c` (resolved as `r`) gives the input a bonus of `kind` asks for on its own
// (bonus_traits, rankfile/combat/citations.hpp); false for a kind no input feeds alone.
[[nodiscard]] constexpr bool given_in(const combat& c, const combat_result& r,
                                      bonus kind) noexcept {
  const auto given = traits_of(kind).given;
  return given != nullptr && given(c, r);
}

// The kinds of `kinds` (absent_bonuses<R>() or unsourced_bonuses<R>()) that combat `c` gives
// input for: what the rule set leaves unread (a charge under the Old World, an overkill under
// 7th edition).
[[nodiscard]] constexpr fixed_vector<bonus, bonus_count> given_only(
    const combat& c, const combat_result& r,
    const fixed_vector<bonus, bonus_count>& kinds) noexcept {
  fixed_vector<bonus, bonus_count> out;
  for (const bonus kind : kinds)
    if (given_in(c, r, kind)) out.push_back(kind);
  return out;
}

}  // namespace rankfile
