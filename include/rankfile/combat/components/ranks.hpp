// rankfile/combat/components/ranks.hpp: the bonus for ranks behind the fighting rank.
//
// Available components
//   best_unit_rank_bonus<Rule>   each unit's extra ranks are worked out by Rule; only the best
//                                unit on the side counts (5th edition, Battleaxe, 8th edition)
//
// A rank_rule gives the minimum frontage, how many models make a rank count, the cap and when
// the ranks are counted:
//   rankfile::rules::rank_rule{.min_files = 4, .min_models_in_rank = 4, .max = 3,
//                              .counted = counted_at::round_start}        // 5th edition
//
// The engine passes the rule set's disruption component: a disrupted unit's ranks do not count,
// and the best undisrupted unit counts instead.
#pragma once

#include <string_view>
#include <algorithm>
#include <concepts>
#include <optional>

#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/result.hpp"
#include "rankfile/combat/components/common.hpp"

namespace rankfile::rules {

struct rank_rule {
  int min_files = 5;           // the formation must be at least this wide
  int min_models_in_rank = 5;  // a rank counts with at least this many models
  int max = 3;                 // cap on the bonus
  counted_at counted = counted_at::round_end;

  // Each setting's name and value, for rankfile::knobs() and the docs' rule-set table.
  template <class F>
  constexpr void for_each_setting(F&& f) const {
    f("min_files", min_files);
    f("min_models_in_rank", min_models_in_rank);
    f("max", max);
    f("counted", counted);
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

  template <Disruption D>
  static constexpr void apply(const combat& c, side_index s, side_result& out) noexcept {
    struct candidate {
      unit_ref unit;
      int ranks;
    };
    fixed_vector<candidate, max_units_per_side> candidates;
    std::size_t best = 0;

    for_each_unit(c, s, [&](unit_ref r, const combat_unit& u) {
      const int models = models_of(u, Rule.counted);
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
        return;
      }
      if (!candidates.empty() && ranks > candidates[best].ranks) best = candidates.size();
      candidates.push_back({r, ranks});
    });
    if (candidates.empty()) return;

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
  // Full ranks behind the first among `models` in a formation `files` wide.
  [[nodiscard]] static constexpr int ranks_behind(int models, int files) noexcept {
    const int ranks = ranks_of_at_least(models, files, Rule.min_models_in_rank);
    return ranks > 1 ? ranks - 1 : 0;
  }
};

}  // namespace rankfile::rules
