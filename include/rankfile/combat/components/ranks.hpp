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
// ranks are counted, who never claims them, and what happens when the deepest unit is
// disrupted:
//   rankfile::rules::rank_rule{.min_files = 5, .min_models_in_rank = 5, .max = 3,
//                              .counted = counted_at::round_end}          // 8th edition
//
// The engine passes the rule set's disruption component: a disrupted unit's ranks do not count;
// the best undisrupted unit counts instead (next_best), or the side gets none when the deepest
// unit is the one disrupted (none: 5th edition).
#pragma once

#include <string_view>
#include <algorithm>
#include <concepts>
#include <array>
#include <optional>

#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/result.hpp"
#include "rankfile/combat/components/common.hpp"
#include "rankfile/core/enum_table.hpp"

namespace rankfile::rules {

// What a side's rank bonus is when its deepest unit is disrupted.
enum class when_deepest_disrupted : std::uint8_t {
  next_best,  // the best unit that keeps its ranks counts (6th to 8th edition, Battleaxe)
  none,       // the side gets none (5th edition: only the deepest unit's bonus counts)
};
inline constexpr enum_entry<when_deepest_disrupted> when_deepest_disrupted_table[] = {
    {when_deepest_disrupted::next_best, "next_best", "the next best unit counts"},
    {when_deepest_disrupted::none, "none", "no rank bonus"},
};
[[nodiscard]] constexpr table_view<when_deepest_disrupted> entries_of(
    when_deepest_disrupted) noexcept {
  return when_deepest_disrupted_table;
}
static_assert(in_enum_order(entries_of(when_deepest_disrupted{})));

struct rank_rule {
  int min_files = 5;           // the formation must be at least this wide
  int min_models_in_rank = 5;  // a rank counts with at least this many models
  int max = 3;                 // cap on the bonus
  counted_at counted = counted_at::round_end;
  bool skirmishers = true;     // whether skirmishing units can claim ranks
  bool fast_cavalry = true;    // whether fast (light) cavalry can claim ranks
  when_deepest_disrupted deepest_disrupted = when_deepest_disrupted::next_best;

  // Each setting's name and value, for rankfile::knobs() and the docs' rule-set table.
  template <class F>
  constexpr void for_each_setting(F&& f) const {
    f("min_files", min_files);
    f("min_models_in_rank", min_models_in_rank);
    f("max", max);
    f("counted", counted);
    f("skirmishers_claim", skirmishers);
    f("fast_cavalry_claims", fast_cavalry);
    f("deepest_disrupted", deepest_disrupted);
  }
};

template <class D>
concept Disruption = requires(const combat& c, unit_ref r) {
  { D::check(c, r) } noexcept -> std::same_as<std::optional<denial>>;
};

template <rank_rule Rule>
struct best_unit_rank_bonus {
  static_assert(Rule.min_files >= 1 && Rule.min_models_in_rank >= 1 && Rule.max >= 0,
                "best_unit_rank_bonus: min_files and min_models_in_rank must be at least 1, "
                "max at least 0");
  static constexpr std::string_view name = "best single unit";
  static constexpr rank_rule rule = Rule;

  // Ranks behind the first that count for `u`, before the cap; 0 when the formation is too
  // narrow.
  [[nodiscard]] static constexpr int extra_ranks(const combat_unit& u) noexcept {
    return u.files < Rule.min_files ? 0 : ranks_behind(models_of(u, Rule.counted), u.files);
  }

  template <Disruption D, SideSink Out>
  static constexpr void apply(const combat& c, side_index s, Out& out) noexcept {
    struct candidate {
      unit_ref unit;
      int ranks;
    };
    fixed_vector<candidate, max_units_per_side> candidates;
    std::size_t best = 0;
    candidate deepest_disrupted{no_unit, 0};  // the deepest unit that lost its ranks

    for_each_unit(c, s, [&](unit_ref r, const combat_unit& u) {
      const int models = models_of(u, Rule.counted);
      if (const std::optional<reason> never = excluded(u)) {
        if (models > u.files) out.deny({.kind = bonus::ranks, .why = *never, .unit = r});
        return;
      }
      if (u.files < Rule.min_files) {
        if (models > u.files)  // deeper than one rank, but too narrow to claim any
          out.deny({.kind = bonus::ranks, .why = reason::formation_too_narrow, .unit = r,
                    .a = u.files, .b = Rule.min_files});
        return;
      }
      const int ranks = ranks_behind(models, u.files);
      if (ranks == 0) return;
      if (const std::optional<denial> disrupted = D::check(c, r)) {
        out.deny(*disrupted);
        if (ranks > deepest_disrupted.ranks) deepest_disrupted = {r, ranks};
        return;
      }
      if (!candidates.empty() && ranks > candidates[best].ranks) best = candidates.size();
      candidates.push_back({r, ranks});
    });
    if (candidates.empty()) return;

    // 5th edition: only the deepest unit's bonus counts; lost to disruption, it is not replaced.
    if (Rule.deepest_disrupted == when_deepest_disrupted::none &&
        std::min(deepest_disrupted.ranks, Rule.max) > std::min(candidates[best].ranks, Rule.max)) {
      for (const candidate& other : candidates)
        out.deny({.kind = bonus::ranks, .why = reason::deepest_unit_disrupted, .unit = other.unit,
                  .by = deepest_disrupted.unit, .a = std::min(other.ranks, Rule.max),
                  .b = std::min(deepest_disrupted.ranks, Rule.max)});
      return;
    }

    const candidate top = candidates[best];
    const int counted = std::min(top.ranks, Rule.max);
    out.give({.kind = bonus::ranks, .value = counted, .unit = top.unit});
    if (top.ranks > Rule.max)
      out.deny({.kind = bonus::ranks, .why = reason::capped, .unit = top.unit, .a = top.ranks,
                .b = Rule.max});
    for (std::size_t i = 0; i < candidates.size(); ++i) {
      if (i == best) continue;
      out.deny({.kind = bonus::ranks, .why = reason::not_best_unit, .unit = candidates[i].unit,
                .by = top.unit, .a = std::min(candidates[i].ranks, Rule.max), .b = counted});
    }
  }

 private:
  // Why `u` can never claim ranks under Rule, if it cannot.
  [[nodiscard]] static constexpr std::optional<reason> excluded(const combat_unit& u) noexcept {
    if (!Rule.skirmishers && u.order == formation::skirmish) return reason::skirmishers_never;
    if (!Rule.fast_cavalry && is_fast_cavalry(u.troop)) return reason::troop_type_never;
    return std::nullopt;
  }

  // Full ranks behind the first among `models` in a formation `files` wide.
  [[nodiscard]] static constexpr int ranks_behind(int models, int files) noexcept {
    const int ranks = ranks_of_at_least(models, files, Rule.min_models_in_rank);
    return ranks > 1 ? ranks - 1 : 0;
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
  int horde = 1;                 // a Horde's cap is this much higher
  bool needs_combat_order = true;  // only a unit at least as wide as deep claims it
  counted_at counted = counted_at::round_end;

  [[nodiscard]] constexpr troop_rank_limit of(troop_type t) const noexcept {
    return by_troop[static_cast<std::size_t>(t)];
  }
  // Each setting's name and value, for rankfile::knobs() and the docs' rule-set table.
  template <class F>
  constexpr void for_each_setting(F&& f) const {
    for (const enum_entry<troop_type>& row : entries_of(troop_type{})) f(row.id, of(row.value));
    f("horde", horde);
    f("needs_combat_order", needs_combat_order);
    f("counted", counted);
  }
};

template <troop_rank_rule Rule>
struct troop_rank_bonus {
  static constexpr std::string_view name = "best single unit, by troop type";
  static constexpr troop_rank_rule rule = Rule;

  // Ranks behind the first that count for `u` by its troop type's minimum, before the cap; 0
  // for a troop type that never claims them.
  [[nodiscard]] static constexpr int extra_ranks(const combat_unit& u) noexcept {
    const int min_models = Rule.of(u.troop).min_models;
    if (min_models <= 0) return 0;
    const int ranks = ranks_of_at_least(models_of(u, Rule.counted), u.files, min_models) - 1;
    return ranks > 0 ? ranks : 0;
  }

  template <Disruption D, SideSink Out>
  static constexpr void apply(const combat& c, side_index s, Out& out) noexcept {
    struct candidate {
      unit_ref unit;
      int ranks;  // extra ranks before the cap
      int value;  // after the unit's own cap
      int cap;
    };
    fixed_vector<candidate, max_units_per_side> candidates;
    std::size_t best = 0;

    for_each_unit(c, s, [&](unit_ref r, const combat_unit& u) {
      const int models = models_of(u, Rule.counted);
      const bool deep = models > u.files;  // more than one rank: worth explaining a denial
      const troop_rank_limit limit = Rule.of(u.troop);
      if (u.order == formation::skirmish) {
        if (deep) out.deny({.kind = bonus::ranks, .why = reason::skirmishers_never, .unit = r});
        return;
      }
      if (limit.min_models <= 0) {
        if (deep) out.deny({.kind = bonus::ranks, .why = reason::troop_type_never, .unit = r});
        return;
      }
      const int depth = (models + u.files - 1) / u.files;
      if (Rule.needs_combat_order && depth > u.files) {
        out.deny({.kind = bonus::ranks, .why = reason::not_in_combat_order, .unit = r,
                  .a = u.files, .b = depth});
        return;
      }
      const int ranks = extra_ranks(u);
      if (ranks == 0) return;
      if (const std::optional<denial> disrupted = D::check(c, r)) {
        out.deny(*disrupted);
        return;
      }
      const int cap = limit.max + (u.horde ? Rule.horde : 0);
      const int value = std::min(ranks, cap);
      if (!candidates.empty() && value > candidates[best].value) best = candidates.size();
      candidates.push_back({r, ranks, value, cap});
    });
    if (candidates.empty()) return;

    const candidate top = candidates[best];
    out.give({.kind = bonus::ranks, .value = top.value, .unit = top.unit});
    if (top.ranks > top.cap)
      out.deny({.kind = bonus::ranks, .why = reason::capped, .unit = top.unit, .a = top.ranks,
                .b = top.cap});
    for (std::size_t i = 0; i < candidates.size(); ++i) {
      if (i == best) continue;
      out.deny({.kind = bonus::ranks, .why = reason::not_best_unit, .unit = candidates[i].unit,
                .by = top.unit, .a = candidates[i].value, .b = top.value});
    }
  }
};

}  // namespace rankfile::rules
