// rankfile/victory/roles.hpp: what a rule set needs to score a battle. The index of the
// victory-point customisation points.
//
// A rule set that scores battles has a `victory_cite` (rankfile/victory/citations.hpp) and one
// component per role below, named after the role. score() walks them in this order; a rule set
// we know nothing about for this engine simply lacks them, and score() refuses it at compile
// time.
//
// | role       | concept      | components (rankfile::rules)                                  |
// |------------|--------------|---------------------------------------------------------------|
// | unit_vp    | UnitVictory  | unit_victory_points<unit_vp_rule>                             |
// | bonus_vp   | BonusVictory | bonus_victory_points<bonus_vp_rule>                           |
// | concession | Concession   | concession_is_massacre, concession_gives_all_points,          |
// |            |              | concession_is_crushing_at_game_size, no_concession_rule       |
// | outcome    | OutcomeRule  | percent_chart, margin_and_ratio, army_size_table,             |
// |            |              | most_points_win, chart_unknown, blood_and_glory               |
#pragma once

#include <array>
#include <concepts>

#include "rankfile/core/roles.hpp"
#include "rankfile/core/text_view.hpp"
#include "rankfile/victory/battle.hpp"
#include "rankfile/victory/citations.hpp"
#include "rankfile/victory/components/outcome.hpp"
#include "rankfile/victory/components/victory_points.hpp"
#include "rankfile/victory/result.hpp"

namespace rankfile::rules {

// Scores every unit of the enemy army (all as destroyed when it conceded). A component with
// settings also reads them from a settings_of<C> given last (house rules).
template <class C>
concept UnitVictory = requires(const battle_army& enemy, bool conceded, army_score& out) {
  { C::apply(enemy, conceded, out) }
  noexcept;
}
&&(!has_settings<C> ||
   requires(const battle_army& enemy, bool conceded, army_score& out, const settings_of<C>& self) {
     { C::apply(enemy, conceded, out, self) }
     noexcept;
   });

// Scores the General, battle standard, standards and table quarters.
template <class C>
concept BonusVictory = requires(const battle_army& a, bool conceded, army_score& out) {
  { C::apply(a, a, conceded, out) }
  noexcept;
}
&&(!has_settings<C> ||
   requires(const battle_army& a, bool conceded, army_score& out, const settings_of<C>& self) {
     { C::apply(a, a, conceded, out, self) }
     noexcept;
   });

// What conceding means: whether the other army scores all the points, and what the concession
// makes of the outcome the outcome rule gave (apply runs after it).
template <class C>
concept Concession = requires(const battle& b, battle_result& r) {
  { C::gives_all_points } -> std::convertible_to<bool>;
  { C::covered } -> std::convertible_to<bool>;
  { C::apply(b, r) }
  noexcept;
};

// Sets the outcome of each army from the victory points.
template <class C>
concept OutcomeRule = requires(const battle& b, battle_result& r) {
  { C::apply(b, r) }
  noexcept;
}
&&(!has_settings<C> || requires(const battle& b, battle_result& r, const settings_of<C>& self) {
  { C::apply(b, r, self) }
  noexcept;
});

}  // namespace rankfile::rules

namespace rankfile::victory_roles {

struct unit_vp {
  static constexpr text_view name = "unit_vp";
  static constexpr std::array cited{&victory_citations::unit_victory_points};
  template <class R>
  using of = typename R::unit_vp;
  template <class C, class R>
  static constexpr bool fits = rules::UnitVictory<C>;
};
struct bonus_vp {
  static constexpr text_view name = "bonus_vp";
  static constexpr std::array cited{
      &victory_citations::general, &victory_citations::battle_standard_captured,
      &victory_citations::standards_captured, &victory_citations::table_quarters,
      &victory_citations::enemy_broken};
  template <class R>
  using of = typename R::bonus_vp;
  template <class C, class R>
  static constexpr bool fits = rules::BonusVictory<C>;
};
struct concession {
  static constexpr text_view name = "concession";
  static constexpr std::array cited{&victory_citations::concession};
  template <class R>
  using of = typename R::concession;
  template <class C, class R>
  static constexpr bool fits = rules::Concession<C>;
};
struct outcome {
  static constexpr text_view name = "outcome";
  static constexpr std::array cited{&victory_citations::outcome, &victory_citations::break_point};
  template <class R>
  using of = typename R::outcome;
  template <class C, class R>
  static constexpr bool fits = rules::OutcomeRule<C>;
};

// Every victory role, in the order score() uses them.
using list = role_list<unit_vp, bonus_vp, concession, outcome>;

}  // namespace rankfile::victory_roles

namespace rankfile {

// A rule set that can score a battle: its victory citations, and every victory role filled by
// a component that fits the role's concept.
template <class R>
concept VictoryRules = RuleSet<R> && FillsRoles<R, victory_roles::list> && requires {
  { R::victory_cite } -> std::convertible_to<victory_citations>;
};

}  // namespace rankfile
