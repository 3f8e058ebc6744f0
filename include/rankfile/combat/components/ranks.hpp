// rankfile/combat/components/ranks.hpp: the bonus for ranks behind the fighting rank.
//
// Available components
//   best_unit_rank_bonus<Rule>   each unit's extra ranks are worked out by Rule; only the best
//                                unit on the side counts (WFB 5th to 8th edition, Battleaxe)
//   troop_rank_bonus<Rule>       the minimum models a rank needs and the cap come from the unit's
//                                troop type; only units in combat order (at least as wide as
//                                deep) count; only the best unit counts (The Old World)
//
// A rank_rule gives the minimum frontage, how many models make a rank count, the cap, when the
// ranks are counted, who never claims them, whether a unit wiped out in the round keeps them,
// and what happens when the deepest unit is disrupted:
//   rankfile::rules::rank_rule{.min_files = 5, .min_models_in_rank = 5, .max = 3,
//                              .counted = counted_at::round_end}          // 8th edition
//
// The engine passes the rule set's disruption component: a disrupted unit's ranks do not count;
// the best undisrupted unit counts instead (next_best), or the side gets none when the deepest
// unit is the one disrupted (none: 5th edition).
#pragma once

#include <algorithm>
#include <array>
#include <concepts>
#include <optional>
#include <string_view>

#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/components/common.hpp"
#include "rankfile/combat/result.hpp"
#include "rankfile/core/enum_table.hpp"
#include "rankfile/core/text_view.hpp"

namespace rankfile::rules {

// What a side's rank bonus is when its deepest unit is disrupted.
enum class when_deepest_disrupted : std::uint8_t {
  next_best,  // the best unit that keeps its ranks counts (6th to 8th edition, Battleaxe)
  none,       // the side gets none (5th edition: only the deepest unit's bonus counts)
};
inline constexpr enum_entry<when_deepest_disrupted> when_deepest_disrupted_table[] = {
    {when_deepest_disrupted::next_best, "next_best", "the next best unit counts",
     "the best unit that keeps its ranks counts instead"},
    {when_deepest_disrupted::none, "none", "no rank bonus",
     "the side gets none: only the deepest unit's bonus counts"},
};
[[nodiscard]] constexpr table_view<when_deepest_disrupted> entries_of(
    when_deepest_disrupted) noexcept {
  return when_deepest_disrupted_table;
}
static_assert(in_enum_order(when_deepest_disrupted_table));

struct rank_rule {
  int min_files = 5;           // the formation must be at least this wide
  int min_models_in_rank = 5;  // a rank counts with at least this many models
  int max = 3;                 // cap on the bonus
  counted_at counted = counted_at::round_end;
  bool skirmishers = true;   // whether skirmishing units can claim ranks
  bool fast_cavalry = true;  // whether fast (light) cavalry can claim ranks
  when_deepest_disrupted deepest_disrupted = when_deepest_disrupted::next_best;
  // Which unit is the deepest, when that matters (deepest_disrupted none): the one with the
  // highest bonus, after the cap (false), or with the most ranks, before it (true).
  bool deepest_before_cap = false;
  // The models a unit must have left at the end of the round to claim its ranks. 0: ranks
  // counted as the round began count even for a unit wiped out in it (the editions' text);
  // 1: a unit wiped out in the round claims none, as it keeps no standard (the other reading).
  int min_models_at_end = 0;

  // What is wrong with these settings, or nothing.
  [[nodiscard]] constexpr std::string_view problem() const noexcept {
    if (min_files < 1) return "min_files must be at least 1";
    if (min_models_in_rank < 1) return "min_models_in_rank must be at least 1";
    if (max < 0) return "max cannot be negative";
    if (min_models_at_end < 0) return "min_models_at_end cannot be negative";
    return "";
  }

  // Each setting's name and value, for rankfile::knobs() and the docs' rule-set table.
  template <class Self, class F>
  static constexpr void for_each_setting(Self& self, F&& f) {
    f("min_files", self.min_files);
    f("min_models_in_rank", self.min_models_in_rank);
    f("max", self.max);
    f("counted", self.counted);
    f("skirmishers_claim", self.skirmishers);
    f("fast_cavalry_claims", self.fast_cavalry);
    f("deepest_disrupted", self.deepest_disrupted);
    f("deepest_before_cap", self.deepest_before_cap);
    f("min_models_at_end", self.min_models_at_end);
  }
};

template <class D>
concept Disruption = requires(const combat& c, unit_ref r) {
  { D::check(c, r) }
  noexcept->std::same_as<std::optional<denial>>;
};

template <rank_rule Rule>
struct best_unit_rank_bonus {
  static_assert(Rule.problem().empty(),
                "best_unit_rank_bonus: min_files and min_models_in_rank must be at least 1, "
                "max and min_models_at_end at least 0");
  static constexpr text_view name = "best single unit";
  static constexpr rank_rule rule = Rule;

  // Ranks behind the first that count for `u`, before the cap; 0 when the formation is too
  // narrow.
  // `self`: this component, or its settings changed at run time (settings_of in core/roles.hpp).
  template <class Self = best_unit_rank_bonus>
  [[nodiscard]] static constexpr int extra_ranks(const combat_unit& u,
                                                 const Self& self = {}) noexcept {
    const rank_rule& settings = self.rule;
    return u.files < settings.min_files
               ? 0
               : ranks_behind(models_of(u, settings.counted), u.files, settings);
  }

  // `disruption`: D, or its settings changed at run time.
  template <Disruption D, SideSink Out, class Self = best_unit_rank_bonus, class DSelf = D>
  static constexpr void apply(const combat& c, side_index s, Out& out, const Self& self = {},
                              const DSelf& disruption = {}) noexcept {
    const rank_rule& settings = self.rule;
    struct candidate {
      unit_ref unit;
      int ranks;
    };
    fixed_vector<candidate, max_units_per_side> candidates;  // for the lines only
    candidate top{no_unit, 0};  // the deepest unit that keeps its ranks (the first of equals)
    candidate deepest_disrupted{no_unit, 0};  // the deepest unit that lost its ranks

    for_each_unit(c, s, [&](unit_ref r, const combat_unit& u) {
      const int models = models_of(u, settings.counted);
      // Skirmishers and fast cavalry, where the rule says so, never claim ranks.
      const bool skirmishers = !settings.skirmishers && u.order == formation::skirmish;
      if (skirmishers || (!settings.fast_cavalry && is_fast_cavalry(u.troop))) {
        if (models > u.files)
          out.deny({.kind = bonus::ranks,
                    .why = skirmishers ? reason::skirmishers_never : reason::troop_type_never,
                    .unit = r});
        return;
      }
      if (settings.min_models_at_end > 0 && u.models < settings.min_models_at_end) {
        if (models > u.files)  // ranks it had as the round began, gone with its models
          out.deny({.kind = bonus::ranks,
                    .why = reason::too_few_models_at_end,
                    .unit = r,
                    .a = u.models,
                    .b = settings.min_models_at_end});
        return;
      }
      if (u.files < settings.min_files) {
        if (models > u.files)  // deeper than one rank, but too narrow to claim any
          out.deny({.kind = bonus::ranks,
                    .why = reason::formation_too_narrow,
                    .unit = r,
                    .a = u.files,
                    .b = settings.min_files});
        return;
      }
      const int ranks = ranks_behind(models, u.files, settings);
      if (ranks == 0) return;
      if constexpr (!keeps_lines<Out>) {
        // A unit no deeper than the best so far (and, in 5th edition, than the deepest
        // disrupted one) cannot change the score: only its lines would tell it apart.
        if (ranks <= top.ranks &&
            (settings.deepest_disrupted == when_deepest_disrupted::next_best ||
             ranks <= deepest_disrupted.ranks))
          return;
      }
      if (const std::optional<denial> disrupted = D::check(c, r, disruption)) {
        out.deny(*disrupted);
        if (ranks > deepest_disrupted.ranks) deepest_disrupted = {r, ranks};
        return;
      }
      if (ranks > top.ranks) top = {r, ranks};
      if constexpr (keeps_lines<Out>) candidates.push_back({r, ranks});
    });
    const int counted = std::min(top.ranks, settings.max);
    // 5th edition: only the deepest unit's bonus counts; lost to disruption, it is not replaced.
    const auto depth = [&](int ranks) {
      return settings.deepest_before_cap ? ranks : std::min(ranks, settings.max);
    };
    const bool lost_with_deepest = settings.deepest_disrupted == when_deepest_disrupted::none &&
                                   depth(deepest_disrupted.ranks) > depth(top.ranks);
    give_if(out, top.ranks > 0 && !lost_with_deepest,
            {.kind = bonus::ranks, .value = counted, .unit = top.unit});
    if (top.ranks == 0) return;  // no unit keeps its ranks
    if (lost_with_deepest) {
      for (const candidate& other : candidates)
        out.deny({.kind = bonus::ranks,
                  .why = reason::deepest_unit_disrupted,
                  .unit = other.unit,
                  .by = deepest_disrupted.unit,
                  .a = std::min(other.ranks, settings.max),
                  .b = std::min(deepest_disrupted.ranks, settings.max)});
      return;
    }
    if (top.ranks > settings.max)
      out.deny({.kind = bonus::ranks,
                .why = reason::capped,
                .unit = top.unit,
                .a = top.ranks,
                .b = settings.max});
    for (const candidate& other : candidates) {
      if (other.unit == top.unit) continue;
      out.deny({.kind = bonus::ranks,
                .why = reason::not_best_unit,
                .unit = other.unit,
                .by = top.unit,
                .a = std::min(other.ranks, settings.max),
                .b = counted});
    }
  }

 private:
  // Full ranks behind the first among `models` in a formation `files` wide.
  [[nodiscard]] static constexpr int ranks_behind(int models, int files,
                                                  const rank_rule& settings) noexcept {
    return ranks_behind_first(models, files, settings.min_models_in_rank);
  }
};

// What a troop type's ranks need under troop_rank_bonus: the models a rank must hold to count
// (0: the type never claims a rank bonus) and the most the bonus can be.
struct troop_rank_limit {
  int min_models = 0;
  int max = 0;
};

struct troop_rank_rule {
  std::array<troop_rank_limit, enum_count<troop_type>> by_troop{};  // indexed by troop_type
  int horde = 1;                   // a Horde's cap is this much higher
  bool needs_combat_order = true;  // only a unit at least as wide as deep claims it
  counted_at counted = counted_at::round_end;

  [[nodiscard]] constexpr troop_rank_limit of(troop_type t) const noexcept {
    return by_troop[static_cast<std::size_t>(t)];
  }
  // Each setting's name and value, for rankfile::knobs() and the docs' rule-set table.
  template <class Self, class F>
  static constexpr void for_each_setting(Self& self, F&& f) {
    for (const enum_entry<troop_type>& row : entries_of(troop_type{}))
      f(row.id, self.by_troop[static_cast<std::size_t>(row.value)]);
    f("horde", self.horde);
    f("needs_combat_order", self.needs_combat_order);
    f("counted", self.counted);
  }
};

template <troop_rank_rule Rule>
struct troop_rank_bonus {
  static constexpr text_view name = "best single unit, by troop type";
  static constexpr troop_rank_rule rule = Rule;

  // Ranks behind the first that count for `u` by its troop type's minimum, before the cap; 0
  // for a troop type that never claims them.
  // `self`: this component, or its settings changed at run time (settings_of in core/roles.hpp).
  template <class Self = troop_rank_bonus>
  [[nodiscard]] static constexpr int extra_ranks(const combat_unit& u,
                                                 const Self& self = {}) noexcept {
    const troop_rank_rule& settings = self.rule;
    const int min_models = settings.of(u.troop).min_models;
    if (min_models <= 0) return 0;
    return ranks_behind_first(models_of(u, settings.counted), u.files, min_models);
  }

  // `disruption`: D, or its settings changed at run time.
  template <Disruption D, SideSink Out, class Self = troop_rank_bonus, class DSelf = D>
  static constexpr void apply(const combat& c, side_index s, Out& out, const Self& self = {},
                              const DSelf& disruption = {}) noexcept {
    const troop_rank_rule& settings = self.rule;
    struct candidate {
      unit_ref unit;
      int ranks;  // extra ranks before the cap
      int value;  // after the unit's own cap
      int cap;
    };
    fixed_vector<candidate, max_units_per_side> candidates;  // for the lines only
    candidate top{no_unit, 0, 0, 0};  // the best unit after its cap (the first of equals)

    for_each_unit(c, s, [&](unit_ref r, const combat_unit& u) {
      const int models = models_of(u, settings.counted);
      const bool deep = models > u.files;  // more than one rank: worth explaining a denial
      const troop_rank_limit limit = settings.of(u.troop);
      if (u.order == formation::skirmish) {
        if (deep) out.deny({.kind = bonus::ranks, .why = reason::skirmishers_never, .unit = r});
        return;
      }
      if (limit.min_models <= 0) {
        if (deep) out.deny({.kind = bonus::ranks, .why = reason::troop_type_never, .unit = r});
        return;
      }
      const int depth = ranks_deep(models, u.files);
      if (settings.needs_combat_order && depth > u.files) {
        out.deny({.kind = bonus::ranks,
                  .why = reason::not_in_combat_order,
                  .unit = r,
                  .a = u.files,
                  .b = depth});
        return;
      }
      const int ranks = extra_ranks(u, self);
      if (ranks == 0) {  // too narrow for a rank of the troop type's minimum: said when deep
        if (deep && u.files < limit.min_models)
          out.deny({.kind = bonus::ranks,
                    .why = reason::formation_too_narrow,
                    .unit = r,
                    .a = u.files,
                    .b = limit.min_models});
        return;
      }
      const int cap = limit.max + (u.horde ? settings.horde : 0);
      const int value = std::min(ranks, cap);
      // A unit whose bonus is no higher than the best so far cannot change the score: only its
      // lines would tell it apart.
      if constexpr (!keeps_lines<Out>)
        if (value <= top.value) return;
      if (const std::optional<denial> disrupted = D::check(c, r, disruption)) {
        out.deny(*disrupted);
        return;
      }
      if (top.unit == no_unit || value > top.value) top = {r, ranks, value, cap};
      if constexpr (keeps_lines<Out>) candidates.push_back({r, ranks, value, cap});
    });
    if (top.unit == no_unit) return;

    out.give({.kind = bonus::ranks, .value = top.value, .unit = top.unit});
    if (top.ranks > top.cap)
      out.deny({.kind = bonus::ranks,
                .why = reason::capped,
                .unit = top.unit,
                .a = top.ranks,
                .b = top.cap});
    for (const candidate& other : candidates) {
      if (other.unit == top.unit) continue;
      out.deny({.kind = bonus::ranks,
                .why = reason::not_best_unit,
                .unit = other.unit,
                .by = top.unit,
                .a = other.value,
                .b = top.value});
    }
  }
};

}  // namespace rankfile::rules
