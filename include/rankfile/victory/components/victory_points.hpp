// rankfile/victory/components/victory_points.hpp: what an enemy unit, General, standard or table
// quarter is worth at the end of a battle.
//
// Available components
//   unit_victory_points<unit_vp_rule>    a share of each enemy unit's cost by its state
//   bonus_victory_points<bonus_vp_rule>  General, battle standard, standards, table quarters
//
// A unit_vp_rule gives the share (percent) for fleeing, for reduced, for both, the reduced
// threshold as a fraction of starting strength (inclusive or not), the rounding, and whether
// detachments score apart from their parent unit:
//   rankfile::rules::unit_vp_rule{.fleeing = 50, .reduced = 50, .fleeing_reduced = 75,
//                                 .threshold = {1, 2}, .at_threshold = true}    // WAP
// Destroyed and fled-off-table units are always worth their full cost.
#pragma once

#include <cstdint>
#include <string_view>

#include "rankfile/core/enum_table.hpp"
#include "rankfile/core/fraction.hpp"
#include "rankfile/core/text_view.hpp"
#include "rankfile/victory/battle.hpp"
#include "rankfile/victory/components/rounding.hpp"
#include "rankfile/victory/result.hpp"

namespace rankfile::rules {

// A share of a unit's starting strength, as a setting (`.threshold = {1, 2}`): the library's one
// fraction type (rankfile/core/fraction.hpp), kept as given ("2/4" stays 2/4).
using fraction = rankfile::fraction;

struct unit_vp_rule {
  int fleeing = 50;          // % for a unit fleeing at the end, above the threshold
  int reduced = 50;          // % for a unit at (or below) the threshold, not fleeing
  int fleeing_reduced = 50;  // % for a unit both fleeing and at the threshold
  fraction threshold{1, 2};  // of the starting strength
  bool at_threshold = true;  // true: "half or less"; false: "below half"
  rounding round = rounding::up;
  bool detachments_apart = true;  // detachments score on their own; else inside their unit
  // A war machine scores all or nothing: its whole cost when fleeing (at any fleeing share),
  // nothing when reduced.
  bool war_machines_whole = false;

  // What is wrong with these settings, or nothing.
  [[nodiscard]] constexpr std::string_view problem() const noexcept {
    if (threshold.denominator <= 0 || threshold.numerator < 0 ||
        threshold.numerator > threshold.denominator)
      return "the threshold must be a fraction from 0 to 1 of the unit's starting strength";
    const auto share = [](int percent) { return percent >= 0 && percent <= 100; };
    if (!share(fleeing) || !share(reduced) || !share(fleeing_reduced))
      return "fleeing_percent, reduced_percent and fleeing_reduced_percent must be 0 to 100";
    return "";
  }

  // Each setting's name and value, for rankfile::knobs() and the docs' rule-set table.
  template <class Self, class F>
  static constexpr void for_each_setting(Self& self, F&& f) {
    f("fleeing_percent", self.fleeing);
    f("reduced_percent", self.reduced);
    f("fleeing_reduced_percent", self.fleeing_reduced);
    f("threshold", self.threshold);
    f("at_threshold_counts", self.at_threshold);
    f("rounding", self.round);
    f("detachments_apart", self.detachments_apart);
    f("war_machines_whole", self.war_machines_whole);
  }
};

template <unit_vp_rule Rule>
struct unit_victory_points {
  static_assert(Rule.problem().empty(),
                "unit_vp_rule: a threshold outside 0 to 1, or a share outside 0 to 100 percent");
  static constexpr text_view name = "share of cost by state";
  static constexpr unit_vp_rule rule = Rule;

  // Whether `u` ended at or below the threshold (below, when at_threshold is false).
  // `self`: this component, or its settings changed at run time (settings_of in core/roles.hpp).
  template <class Self = unit_victory_points>
  [[nodiscard]] static constexpr bool is_reduced(const battle_unit& u,
                                                 const Self& self = {}) noexcept {
    const unit_vp_rule& settings = self.rule;
    const long long left =
        static_cast<long long>(u.strength_at_end) * settings.threshold.denominator;
    const long long line =
        static_cast<long long>(u.strength_at_start) * settings.threshold.numerator;
    return settings.at_threshold ? left <= line : left < line;
  }

  // Whether detachment `d` scores on its own: as the battle says of it, else as the rule set
  // scores detachments.
  template <class Self = unit_victory_points>
  [[nodiscard]] static constexpr bool scores_apart(const battle_unit& d,
                                                   const Self& self = {}) noexcept {
    return d.scored == detachment_scoring::rule_set ? self.rule.detachments_apart
                                                    : d.scored == detachment_scoring::apart;
  }

  // The unit's value: its cost, plus the cost of each of its detachments that does not score
  // apart.
  template <class Self = unit_victory_points>
  [[nodiscard]] static constexpr int value_of(const battle_army& army, std::size_t i,
                                              const Self& self = {}) noexcept {
    int value = army.units[i].cost;
    for (const battle_unit& d : army.units)
      if (d.detachment_of == static_cast<std::int16_t>(i) && !scores_apart(d, self))
        value += d.cost;
    return value;
  }

  // Scores every unit of `enemy`; with `conceded`, each counts as destroyed.
  template <class Self = unit_victory_points>
  static constexpr void apply(const battle_army& enemy, bool conceded, army_score& out,
                              const Self& self = {}) noexcept {
    const unit_vp_rule& settings = self.rule;
    for (std::size_t i = 0; i < enemy.units.size(); ++i) {
      const battle_unit& u = enemy.units[i];
      if (u.is_detachment() && !scores_apart(u, self)) continue;
      const bool whole = settings.war_machines_whole && u.kind == unit_kind::war_machine;
      const int value = value_of(enemy, i, self);
      vp_line line{.unit = static_cast<std::uint8_t>(i),
                   .basis = value,
                   .a = u.strength_at_end,
                   .b = u.strength_at_start};
      const bool gone = u.state == unit_state::destroyed || u.strength_at_end == 0;
      if (conceded) {
        line.why = vp_reason::concession;
        line.percent = 100;
      } else if (gone || u.state == unit_state::fled_off_table) {
        line.why = u.state == unit_state::fled_off_table ? vp_reason::fled_off_table
                   : u.state == unit_state::destroyed    ? vp_reason::destroyed
                                                         : vp_reason::nothing_left;
        line.percent = 100;
      } else if (u.state == unit_state::fleeing) {
        line.why = is_reduced(u, self) ? vp_reason::fleeing_reduced : vp_reason::fleeing;
        line.percent = whole                 ? 100
                       : is_reduced(u, self) ? settings.fleeing_reduced
                                             : settings.fleeing;
      } else if (is_reduced(u, self) && !whole) {
        line.why = vp_reason::reduced;
        line.percent = settings.reduced;
      } else {
        continue;
      }
      if (line.percent == 0) continue;
      line.value = percent_of(value, line.percent, settings.round);
      out.add(line);
    }
  }
};

// When a General or battle standard bearer counts as lost to the enemy.
enum class lost_when : std::uint8_t {
  never,                  // the rule set gives nothing for it
  slain_or_fled_off,      // destroyed or fled off the table
  slain_fled_or_fleeing,  // destroyed, fled off the table, or fleeing at the end
  slain_in_combat,        // destroyed in close combat or run down (captured)
};
inline constexpr enum_entry<lost_when> lost_when_table[] = {
    {lost_when::never, "never", "never", "the rule set gives nothing for it"},
    {lost_when::slain_or_fled_off, "slain_or_fled_off", "slain or fled off",
     "destroyed or fled off the table"},
    {lost_when::slain_fled_or_fleeing, "slain_fled_or_fleeing", "slain, fled or fleeing",
     "destroyed, fled off the table, or fleeing at the end"},
    {lost_when::slain_in_combat, "slain_in_combat", "slain in combat or run down",
     "destroyed in close combat or run down (captured)"},
};
[[nodiscard]] constexpr table_view<lost_when> entries_of(lost_when) noexcept {
  return lost_when_table;
}
static_assert(in_enum_order(lost_when_table));

[[nodiscard]] constexpr bool is_lost(const battle_unit& u, lost_when when) noexcept {
  const bool slain = u.state == unit_state::destroyed || u.strength_at_end == 0;
  switch (when) {
    case lost_when::never:
      return false;
    case lost_when::slain_or_fled_off:
      return slain || u.state == unit_state::fled_off_table;
    case lost_when::slain_fled_or_fleeing:
      return u.state != unit_state::in_play || slain;
    case lost_when::slain_in_combat:
      return u.slain_in_combat;
  }
  return false;
}

// A bonus the rule set scores at a value not known to us (7th edition's General and standards):
// when it is earned, the army gets a line of 0 points that says so (vp_reason::
// general_value_unknown and the like), not silence. A house rule gives it a value.
inline constexpr int value_unknown = -1;

// general, battle_standard and per_standard: points, 0 for none, or value_unknown.
struct bonus_vp_rule {
  int general = 100;
  lost_when general_when = lost_when::slain_or_fled_off;
  int battle_standard = 0;
  lost_when battle_standard_when = lost_when::never;
  int per_standard = 0;       // each standard bearer of the enemy slain in combat or run down
  int per_table_quarter = 0;  // each table quarter the scoring army holds
  int enemy_broken = 0;       // the enemy army broke in a Break Point game
  // When both armies broke, each broke the other and scores enemy_broken (so the two cancel);
  // false: neither does, since neither army alone was broken by the other.
  bool enemy_broken_when_both = true;
  // A standard is taken only with its unit, destroyed in combat or run down (The Old World's
  // trophies), so a unit left on the table has lost none in combat; in 6th to 8th edition a unit
  // can lose its standard bearer, or its standard to a pursuer, and live.
  bool standard_taken_with_unit = false;

  // What is wrong with these settings, or nothing. A battle can hold 6,400 standards (64 units
  // of up to 100 each): at most 10,000 points apiece keeps an army's total within an int.
  [[nodiscard]] constexpr std::string_view problem() const noexcept {
    if (general < value_unknown || battle_standard < value_unknown || per_standard < value_unknown)
      return "general, battle_standard and per_standard must be 0 or more, or value_unknown";
    if (per_table_quarter < 0 || enemy_broken < 0)
      return "per_table_quarter and enemy_broken must be 0 or more";
    return per_standard <= 10'000 ? "" : "per_standard must be 0 to 10000";
  }

  // Each setting's name and value, for rankfile::knobs() and the docs' rule-set table.
  template <class Self, class F>
  static constexpr void for_each_setting(Self& self, F&& f) {
    f("general", self.general);
    f("general_when", self.general_when);
    f("battle_standard", self.battle_standard);
    f("battle_standard_when", self.battle_standard_when);
    f("per_standard", self.per_standard);
    f("per_table_quarter", self.per_table_quarter);
    f("enemy_broken", self.enemy_broken);
    f("enemy_broken_when_both", self.enemy_broken_when_both);
    f("standard_taken_with_unit", self.standard_taken_with_unit);
  }
};

template <bonus_vp_rule Rule>
struct bonus_victory_points {
  static_assert(Rule.problem().empty(),
                "bonus_vp_rule: general, battle_standard and per_standard must be 0 or more "
                "(per_standard at most 10000), or value_unknown");
  static constexpr text_view name = "General, standards, quarters";
  static constexpr bonus_vp_rule rule = Rule;

  // `conceded`: the enemy conceded, and its General and battle standard count as lost.
  // `self`: this component, or its settings changed at run time (settings_of in core/roles.hpp).
  template <class Self = bonus_victory_points>
  static constexpr void apply(const battle_army& enemy, const battle_army& own, bool conceded,
                              army_score& out, const Self& self = {}) noexcept {
    const bonus_vp_rule& settings = self.rule;
    int standards = 0;
    for (std::size_t i = 0; i < enemy.units.size(); ++i) {
      const battle_unit& u = enemy.units[i];
      const auto index = static_cast<std::uint8_t>(i);
      if (settings.general != 0 && u.general && (conceded || is_lost(u, settings.general_when)))
        out.add(settings.general == value_unknown
                    ? vp_line{.why = vp_reason::general_value_unknown, .unit = index}
                    : vp_line{.why = vp_reason::general, .value = settings.general, .unit = index});
      if (settings.battle_standard != 0 && u.battle_standard_bearer &&
          (conceded || is_lost(u, settings.battle_standard_when)))
        out.add(settings.battle_standard == value_unknown
                    ? vp_line{.why = vp_reason::battle_standard_value_unknown, .unit = index}
                    : vp_line{.why = vp_reason::battle_standard,
                              .value = settings.battle_standard,
                              .unit = index});
      standards += u.standards_lost_in_combat;
    }
    if (settings.per_standard != 0 && standards > 0)
      out.add(settings.per_standard == value_unknown
                  ? vp_line{.why = vp_reason::standards_value_unknown, .a = standards}
                  : vp_line{.why = vp_reason::standards,
                            .value = standards * settings.per_standard,
                            .percent = settings.per_standard,
                            .a = standards});
    if (own.table_quarters > 0)  // quarters given where none score: said, not silently dropped
      out.add(settings.per_table_quarter > 0
                  ? vp_line{.why = vp_reason::table_quarters,
                            .value = own.table_quarters * settings.per_table_quarter,
                            .percent = settings.per_table_quarter,
                            .a = own.table_quarters}
                  : vp_line{.why = vp_reason::table_quarters_not_scored, .a = own.table_quarters});
    if (settings.enemy_broken > 0 && enemy.broken &&
        (settings.enemy_broken_when_both || !own.broken))
      out.add({.why = vp_reason::enemy_broken, .value = settings.enemy_broken});
  }
};

}  // namespace rankfile::rules
