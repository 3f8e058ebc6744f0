// rankfile/combat/components/disruption.hpp: when an enemy in the flank or rear takes a unit's
// ranks away.
//
// Available components
//   no_disruption                         ranks are never lost this way
//   flank_or_rear_disruption<Rule>        an enemy unit fighting the unit's flank or rear, and
//                                         passing any one of Rule's size tests, disrupts it
//
// A disruption_rule names up to three size tests (0 switches a test off) and when the enemy's
// figures are read:
//   rankfile::rules::disruption_rule{.counted = counted_at::round_start, .min_models = 5,
//                                    .lasts_for_combat = true}
//     5th edition: a unit of 5 or more models as the round began; a unit so disrupted in an
//     earlier round of the combat stays disrupted (combat_unit::disrupted_earlier).
//   rankfile::rules::disruption_rule{.counted = counted_at::round_end, .min_ranks = 2,
//                                    .rank_width = 5, .min_unit_strength = 10}
//     Battleaxe: after casualties, two ranks of five (front rank included) or unit strength 10.
//   rankfile::rules::disruption_rule{.min_unit_strength = 5, .heavy_infantry_needs = 10,
//                                    .skirmishers_disrupt = false}
//     The Old World: unit strength 5 (10 against heavy infantry); skirmishers never disrupt.
#pragma once

#include <optional>
#include <string_view>

#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/components/common.hpp"
#include "rankfile/combat/result.hpp"
#include "rankfile/core/text_view.hpp"

namespace rankfile::rules {

struct disruption_rule {
  counted_at counted = counted_at::round_end;
  int min_models = 0;  // disrupts with at least this many models
  int min_ranks = 0;   // disrupts with at least this many ranks of `rank_width` models
  int rank_width = 5;
  int min_unit_strength = 0;     // disrupts with at least this unit strength
  int heavy_infantry_needs = 0;  // against heavy infantry, this unit strength (0: as others)
  bool skirmishers_disrupt = true;
  bool lasts_for_combat = false;  // a unit disrupted in an earlier round stays disrupted

  // What is wrong with these settings, or nothing.
  [[nodiscard]] constexpr std::string_view problem() const noexcept {
    if (rank_width < 1) return "rank_width must be at least 1: the models a rank needs to count";
    return min_models > 0 || min_ranks > 0 || min_unit_strength > 0
               ? ""
               : "every size test is switched off (min_models, min_ranks and min_unit_strength "
                 "are all 0)";
  }

  // Each setting's name and value, for rankfile::knobs() and the docs' rule-set table.
  template <class Self, class F>
  static constexpr void for_each_setting(Self& self, F&& f) {
    f("counted", self.counted);
    f("min_models", self.min_models);
    f("min_ranks", self.min_ranks);
    f("rank_width", self.rank_width);
    f("min_unit_strength", self.min_unit_strength);
    f("heavy_infantry_needs", self.heavy_infantry_needs);
    f("skirmishers_disrupt", self.skirmishers_disrupt);
    f("lasts_for_combat", self.lasts_for_combat);
  }
};

struct no_disruption {
  static constexpr text_view name = "none";
  template <class Self = no_disruption>
  static constexpr std::optional<denial> check(const combat&, unit_ref, const Self& = {}) noexcept {
    return {};
  }
};

template <disruption_rule Rule>
struct flank_or_rear_disruption {
  static_assert(Rule.problem().empty(),
                "flank_or_rear_disruption: the rule switches every size test off; "
                "use rules::no_disruption instead");
  static constexpr text_view name = "enemy in flank or rear";
  static constexpr disruption_rule rule = Rule;

  // The ranks denial for `target`, naming the first enemy unit that disrupts it, else saying it
  // was disrupted in an earlier round (when the rule says that lasts), if any.
  // `self`: this component, or its settings changed at run time (settings_of in core/roles.hpp).
  template <class Self = flank_or_rear_disruption>
  static constexpr std::optional<denial> check(const combat& c, unit_ref target,
                                               const Self& self = {}) noexcept {
    const disruption_rule& settings = self.rule;
    const combat_unit& unit = c.unit(target);
    const int strength_needed =
        settings.heavy_infantry_needs > 0 && unit.troop == troop_type::heavy_infantry
            ? settings.heavy_infantry_needs
            : settings.min_unit_strength;
    for (const engagement& e : c.engagements) {
      if (!(e.fights == target) || e.target_facing == facing::front) continue;
      const combat_unit& enemy = c.unit(e.unit);
      if (!settings.skirmishers_disrupt && enemy.order == formation::skirmish) continue;
      const int models = models_of(enemy, settings.counted);
      const int ranks = ranks_of_at_least(models, enemy.files, settings.rank_width);
      const int strength = unit_strength_of(enemy, settings.counted);
      const denial base{
          .kind = bonus::ranks, .where = e.target_facing, .unit = target, .by = e.unit};
      if (settings.min_models > 0 && models >= settings.min_models) {
        denial d = base;
        d.why = reason::disrupted_by_models;
        d.a = models;
        d.b = settings.min_models;
        return d;
      }
      const bool by_ranks = settings.min_ranks > 0 && ranks >= settings.min_ranks;
      const bool by_strength = strength_needed > 0 && strength >= strength_needed;
      if (by_ranks && strength_needed == 0) {  // ranks alone (8th edition)
        denial d = base;
        d.why = reason::disrupted_by_ranks;
        d.a = ranks;
        d.b = settings.min_ranks;
        return d;
      }
      if (by_ranks || (by_strength && settings.min_ranks > 0)) {  // either test of a pair
        denial d = base;
        d.why = reason::disrupted_by_mass;
        d.a = ranks;
        d.b = strength;
        return d;
      }
      if (by_strength) {
        denial d = base;
        d.why = reason::disrupted_by_unit_strength;
        d.a = strength;
        d.b = strength_needed;
        return d;
      }
    }
    if (settings.lasts_for_combat && unit.disrupted_earlier)
      return denial{.kind = bonus::ranks, .why = reason::disrupted_earlier, .unit = target};
    return {};
  }
};

}  // namespace rankfile::rules
