// rankfile/combat/components/disruption.hpp: when an enemy in the flank or rear takes a unit's ranks away.
//
// Available components
//   no_disruption                         ranks are never lost this way
//   flank_or_rear_disruption<Rule>        an enemy unit fighting the unit's flank or rear, and
//                                         passing any one of Rule's size tests, disrupts it
//
// A disruption_rule names up to three size tests (0 switches a test off) and when the enemy's
// figures are read:
//   rankfile::rules::disruption_rule{.counted = counted_at::round_start, .min_models = 5}
//     5th edition: a unit of 5 or more models as the round began.
//   rankfile::rules::disruption_rule{.counted = counted_at::round_end, .min_ranks = 2,
//                                    .rank_width = 5, .min_unit_strength = 10}
//     Battleaxe: after casualties, two ranks of five (front rank included) or unit strength 10.
#pragma once

#include <string_view>
#include <optional>

#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/result.hpp"
#include "rankfile/combat/components/common.hpp"

namespace rankfile::rules {

struct disruption_rule {
  counted_at counted = counted_at::round_end;
  int min_models = 0;         // disrupts with at least this many models
  int min_ranks = 0;          // disrupts with at least this many ranks of `rank_width` models
  int rank_width = 5;
  int min_unit_strength = 0;  // disrupts with at least this unit strength

  // Each setting's name and value, for rankfile::knobs() and the docs' rule-set table.
  template <class F>
  constexpr void for_each_setting(F&& f) const {
    f("counted", counted);
    f("min_models", min_models);
    f("min_ranks", min_ranks);
    f("rank_width", rank_width);
    f("min_unit_strength", min_unit_strength);
  }
};

struct no_disruption {
  static constexpr std::string_view name = "none";
  static constexpr std::optional<denial> check(const combat&, unit_ref) noexcept { return {}; }
};

template <disruption_rule Rule>
struct flank_or_rear_disruption {
  static_assert(Rule.min_models > 0 || Rule.min_ranks > 0 || Rule.min_unit_strength > 0,
                "flank_or_rear_disruption: the rule switches every size test off; "
                "use rules::no_disruption instead");
  static constexpr std::string_view name = "enemy in flank or rear";
  static constexpr disruption_rule rule = Rule;

  // The ranks denial for `target`, naming the first enemy unit that disrupts it, if any.
  static constexpr std::optional<denial> check(const combat& c, unit_ref target) noexcept {
    for (const engagement& e : c.engagements) {
      if (!(e.fights == target) || e.target_facing == facing::front) continue;
      const combat_unit& enemy = c.unit(e.unit);
      const int models = models_of(enemy, Rule.counted);
      const int ranks = ranks_of_at_least(models, enemy.files, Rule.rank_width);
      const int strength = unit_strength_of(enemy, Rule.counted);
      if (Rule.min_models > 0 && models >= Rule.min_models)
        return denial{.kind = bonus::ranks, .why = reason::disrupted_by_models,
                      .where = e.target_facing, .unit = target, .by = e.unit,
                      .a = models, .b = Rule.min_models};
      if ((Rule.min_ranks > 0 && ranks >= Rule.min_ranks) ||
          (Rule.min_unit_strength > 0 && strength >= Rule.min_unit_strength))
        return denial{.kind = bonus::ranks, .why = reason::disrupted_by_mass,
                      .where = e.target_facing, .unit = target, .by = e.unit,
                      .a = ranks, .b = strength};
    }
    return {};
  }
};

}  // namespace rankfile::rules
