// rankfile/combat/components/outnumber.hpp: the bonus for the side with the higher unit strength.
//
// Available components (role `outnumber`)
//   no_bonus<bonus::outnumber>   the rule set has no such bonus (the fallback)
//   higher_unit_strength<When>   +1 to the side whose units' combined unit strength is higher,
//                                counted at When (6th and 7th edition: the end of the round)
//   massed_infantry<Rule>        +1 to the side with the higher combined unit strength when it
//                                includes infantry with the rule: regular infantry, and heavy
//                                infantry when Rule says so (The Old World; errata 1.5.2 gives
//                                it to heavy infantry too); a unit wiped out in the round
//                                does not bring the rule, by default
#pragma once

#include <string_view>

#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/components/common.hpp"
#include "rankfile/combat/result.hpp"
#include "rankfile/core/text_view.hpp"

namespace rankfile::rules {

template <counted_at When = counted_at::round_end>
struct higher_unit_strength {
  static constexpr text_view name = "higher combined unit strength";
  static constexpr counted_at counted = When;

  template <SideSink Out>
  static constexpr void apply(const combat& c, side_index s, Out& out) noexcept {
    const int ours = side_unit_strength(c, s, When);
    const int theirs = side_unit_strength(c, opponent(s), When);
    if (ours > theirs)
      out.give({.kind = bonus::outnumber, .value = 1});
    else if (ours > 0)
      out.deny({.kind = bonus::outnumber,
                .why = reason::not_more_unit_strength,
                .a = ours,
                .b = theirs});
  }
};

struct massed_infantry_rule {
  bool heavy_infantry = true;  // heavy infantry has the rule too (errata 1.5.2)
  // A unit wiped out in the round does not bring the rule by default (presence_rule,
  // common.hpp, says why).
  presence_rule presence{};

  // What is wrong with these settings, or nothing.
  [[nodiscard]] constexpr std::string_view problem() const noexcept { return presence.problem(); }

  // Each setting's name and value, for rankfile::knobs() and the docs' rule-set table.
  template <class Self, class F>
  static constexpr void for_each_setting(Self& self, F&& f) {
    f("heavy_infantry", self.heavy_infantry);
    presence_rule::for_each_setting(self.presence, f);
  }
};

template <massed_infantry_rule Rule>
struct massed_infantry {
  static_assert(Rule.problem().empty(), "massed_infantry: min_models_at_end is negative");
  static constexpr text_view name = "massed infantry";
  static constexpr massed_infantry_rule rule = Rule;
  static constexpr counted_at counted = counted_at::round_end;

  template <SideSink Out, class Self = massed_infantry>
  static constexpr void apply(const combat& c, side_index s, Out& out,
                              const Self& self = {}) noexcept {
    const bool heavy_infantry = self.rule.heavy_infantry;
    const int ours = side_unit_strength(c, s, counted);
    const int theirs = side_unit_strength(c, opponent(s), counted);
    if (ours <= theirs) {
      if (ours > 0)
        out.deny({.kind = bonus::massed_infantry,
                  .why = reason::not_more_unit_strength,
                  .a = ours,
                  .b = theirs});
      return;
    }
    unit_ref with_rule = no_unit;
    unit_ref gone = no_unit;  // the first unit with the rule wiped out in the round
    for_each_unit(c, s, [&](unit_ref r, const combat_unit& u) {
      const bool has =
          is_regular_infantry(u.troop) || (heavy_infantry && u.troop == troop_type::heavy_infantry);
      const bool here = present(u, self.rule.presence);
      if (has && here && with_rule == no_unit) with_rule = r;
      if constexpr (keeps_lines<Out>)
        if (has && !here && gone == no_unit) gone = r;
    });
    if (with_rule == no_unit && gone != no_unit)
      out.deny({.kind = bonus::massed_infantry,
                .why = reason::too_few_models_at_end,
                .unit = gone,
                .a = c.unit(gone).models,
                .b = self.rule.presence.min_models_at_end});
    else if (with_rule == no_unit)
      out.deny({.kind = bonus::massed_infantry,
                .why = reason::no_massed_infantry,
                .a = ours,
                .b = theirs});
    else
      out.give({.kind = bonus::massed_infantry, .value = 1, .unit = with_rule});
  }
};

}  // namespace rankfile::rules
