// rankfile/combat/components/side_bonus.hpp: bonuses a side earns from a flag on any of its units.
//
// Available components
//   no_bonus<Kind>                    the rule set has no such bonus
//   unsourced_bonus<Kind>             the rule set may have it, but no source for its rule was
//                                     found: left out, and an explanation says so
//   once_per_side<Kind, Flag, Value, Presence>
//                                     +Value if any unit of the side has Flag and is still
//                                     there by Presence (common.hpp: by default, not wiped out
//                                     in the round); the other units with Flag are listed as
//                                     denied ("counted once per side", "0 models after
//                                     casualties")
//
// Named forms used by the editions
//   no_charge_bonus, charge_once_per_side, standard_once_per_side,
//   battle_standard_once_per_side, charged_downhill_once_per_side
//   standard_or_battle_standard_once_per_side   +1 in all for a standard or the battle
//                                               standard (6th edition)
//   battle_standard_as_standard       the battle standard role of such a rule set: nothing of
//                                     its own
//
//   struct my_rules : rankfile::wfb5 { using charge = rankfile::rules::charge_once_per_side; };
#pragma once

#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/components/common.hpp"
#include "rankfile/combat/result.hpp"
#include "rankfile/core/text_view.hpp"

namespace rankfile::rules {

template <bonus Kind>
struct no_bonus {
  static constexpr text_view name = "none";
  static constexpr bonus kind = Kind;
  static constexpr bonus absent = Kind;  // a bonus the rule set does not have (absent_bonuses)
  template <SideSink Out>
  static constexpr void apply(const combat&, side_index, Out&) noexcept {}
};

// A bonus the rule set may well have, left out because no source for its rule was found: it
// awards nothing, and an explanation says why (unsourced_bonuses).
template <bonus Kind>
struct unsourced_bonus {
  static constexpr text_view name = "left out: no source";
  static constexpr bonus kind = Kind;
  static constexpr bonus absent = Kind;
  static constexpr bool unsourced = true;  // absent from what we encode, not from the rules
  template <SideSink Out>
  static constexpr void apply(const combat&, side_index, Out&) noexcept {}
};

namespace detail {
// The denial of unit `i` of side `s`, which has the flag of a bonus of `kind` but does not earn
// it: too few models left by `presence`, or the bonus already earned by unit `first`.
[[nodiscard]] constexpr denial flag_denied(bonus kind, side_index s, std::uint8_t i,
                                           const combat_unit& u, const presence_rule& presence,
                                           std::uint8_t first) noexcept {
  if (!present(u, presence))
    return {.kind = kind,
            .why = reason::too_few_models_at_end,
            .unit = {s, i},
            .a = u.models,
            .b = presence.min_models_at_end};
  return {.kind = kind, .why = reason::counted_once_per_side, .unit = {s, i}, .by = {s, first}};
}
}  // namespace detail

template <bonus Kind, bool combat_unit::*Flag, int Value = 1,
          presence_rule Presence = presence_rule{}>
struct once_per_side {
  static_assert(Presence.problem().empty(), "once_per_side: min_models_at_end is negative");
  static constexpr text_view name = "once per side";
  static constexpr bonus kind = Kind;
  static constexpr presence_rule rule = Presence;
  static constexpr int value = Value;

  template <SideSink Out, class Self = once_per_side>
  static constexpr void apply(const combat& c, side_index s, Out& out,
                              const Self& self = {}) noexcept {
    const auto& units = c.sides[s].units;
    const int min = self.rule.min_models_at_end;
    // One test without a branch: `&` rather than `&&` (first_unit).
    const std::uint8_t first =
        first_unit(c, s, [min](const combat_unit& u) { return u.*Flag & (u.models >= min); });
    give_if(out, first < units.size(), {.kind = Kind, .value = self.value, .unit = {s, first}});
    if constexpr (keeps_lines<Out>)  // the denials, in a pass of their own
      for (std::uint8_t i = 0; i < units.size(); ++i)
        if (units[i].*Flag && i != first)
          out.deny(detail::flag_denied(Kind, s, i, units[i], self.rule, first));
  }
};

// +1 if any unit of the side has a standard or the battle standard, once for the side (6th
// edition: the battle standard is a standard, not a bonus of its own).
struct standard_or_battle_standard_once_per_side {
  static constexpr text_view name = "standard or battle standard, once per side";
  static constexpr bonus kind = bonus::standard;
  static constexpr presence_rule rule{};
  static constexpr int value = 1;

  template <SideSink Out, class Self = standard_or_battle_standard_once_per_side>
  static constexpr void apply(const combat& c, side_index s, Out& out,
                              const Self& self = {}) noexcept {
    const auto& units = c.sides[s].units;
    const int min = self.rule.min_models_at_end;
    // The first unit with either: `|` and `&` rather than `||` and `&&` (first_unit).
    const std::uint8_t first = first_unit(c, s, [min](const combat_unit& u) {
      return (u.standard | u.battle_standard) & (u.models >= min);
    });
    give_if(out, first < units.size(),
            {.kind = bonus::standard, .value = self.value, .unit = {s, first}});
    // The denials, in a pass of their own: every flag but the one that earned the +1 (the
    // first unit's standard when it has both), each under its own name.
    if constexpr (keeps_lines<Out>) {
      for (std::uint8_t i = 0; i < units.size(); ++i) {
        const combat_unit& u = units[i];
        if (u.standard && i != first)
          out.deny(detail::flag_denied(bonus::standard, s, i, u, self.rule, first));
        if (u.battle_standard && (i != first || u.standard))
          out.deny(detail::flag_denied(bonus::battle_standard, s, i, u, self.rule, first));
      }
    }
  }
};

// The battle standard as one more standard (6th edition): no bonus of its own, for the standard
// role's standard_or_battle_standard_once_per_side counts it, and lists it when it earns nothing.
// Not absent either: an explanation does not say the rule set ignores it.
struct battle_standard_as_standard {
  static constexpr text_view name = "counted as a standard";
  static constexpr bonus kind = bonus::battle_standard;
  template <SideSink Out>
  static constexpr void apply(const combat&, side_index, Out&) noexcept {}
};

// A charge is the side's act, not something its unit carries: it counts for a unit wiped out in
// the round (presence_rule, common.hpp), and so does a charge downhill.
using no_charge_bonus = no_bonus<bonus::charge>;
using charge_once_per_side =
    once_per_side<bonus::charge, &combat_unit::charged, 1, presence_rule{.min_models_at_end = 0}>;
using standard_once_per_side = once_per_side<bonus::standard, &combat_unit::standard>;
using battle_standard_once_per_side =
    once_per_side<bonus::battle_standard, &combat_unit::battle_standard>;
using charged_downhill_once_per_side =
    once_per_side<bonus::high_ground, &combat_unit::charged_downhill, 1,
                  presence_rule{.min_models_at_end = 0}>;

}  // namespace rankfile::rules
