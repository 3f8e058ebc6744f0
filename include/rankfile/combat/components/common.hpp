// rankfile/combat/components/common.hpp: small pieces that several rule components share.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "rankfile/combat/combat.hpp"
#include "rankfile/core/enum_table.hpp"

namespace rankfile::rules {

// When a component reads a unit's figures: as the round began, or after its casualties.
enum class counted_at : std::uint8_t { round_start, round_end };
inline constexpr enum_entry<counted_at> counted_at_table[] = {
    {counted_at::round_start, "round_start", "start of round",
     "the figures as the round began (models_at_start, unit_strength_at_start)"},
    {counted_at::round_end, "round_end", "end of round",
     "the figures after the round's casualties (models, unit_strength)"},
};
[[nodiscard]] constexpr table_view<counted_at> entries_of(counted_at) noexcept {
  return counted_at_table;
}
static_assert(in_enum_order(counted_at_table));

[[nodiscard]] constexpr int models_of(const combat_unit& u, counted_at when) noexcept {
  return u.models_when(when == counted_at::round_start);
}
[[nodiscard]] constexpr int unit_strength_of(const combat_unit& u, counted_at when) noexcept {
  return when == counted_at::round_start ? u.unit_strength_at_start : u.unit_strength;
}

// Which units are still there to earn a bonus that comes from what they carry or are (a
// standard, a musician, Massed Infantry): those with at least `min_models_at_end` models after
// the round's casualties. 1, the default, is our reading: the rules give these bonuses to a unit
// that has its standard bearer or musician when the result is worked out (7th edition asks for
// the standard bearer in the front rank), and a unit wiped out in the round has neither; 0 is
// the other reading, that it earned them in the round all the same. No rule set we encode says
// which outright (docs/rule-sets/*.md). A unit that falls short is denied
// `too_few_models_at_end`. A charge is the side's act, not something a unit carries: it counts
// for a unit wiped out in the round (charge_once_per_side sets 0).
struct presence_rule {
  int min_models_at_end = 1;

  // What is wrong with these settings, or nothing.
  [[nodiscard]] constexpr std::string_view problem() const noexcept {
    return min_models_at_end < 0 ? "min_models_at_end cannot be negative" : "";
  }

  // Each setting's name and value, for rankfile::knobs() and the docs' rule-set table.
  template <class Self, class F>
  static constexpr void for_each_setting(Self& self, F&& f) {
    f("min_models_at_end", self.min_models_at_end);
  }
};

// Whether unit `u` is there to earn a bonus by `rule` (its models after casualties).
[[nodiscard]] constexpr bool present(const combat_unit& u, const presence_rule& rule) noexcept {
  return u.models >= rule.min_models_at_end;
}

// How many ranks of a formation hold at least `min_models` models, the front rank included.
// Ranks fill front to back, `files` models each, so only the last rank can be incomplete.
// Precondition: files >= 1, models >= 0.
[[nodiscard]] constexpr int ranks_of_at_least(int models, int files, int min_models) noexcept {
  const int complete = models / files;
  const int last = models % files;
  return (files >= min_models ? complete : 0) + (last > 0 && last >= min_models ? 1 : 0);
}

// Full ranks of at least `min_models` behind the first: what a rank bonus counts.
[[nodiscard]] constexpr int ranks_behind_first(int models, int files, int min_models) noexcept {
  const int ranks = ranks_of_at_least(models, files, min_models);
  return ranks > 1 ? ranks - 1 : 0;
}

// How many ranks deep `models` models stand `files` wide, an incomplete last rank included; a
// formation is in combat order when it is no deeper than it is wide (The Old World).
[[nodiscard]] constexpr int ranks_deep(int models, int files) noexcept {
  return files > 0 ? (models + files - 1) / files : 0;
}

// Calls f(unit_ref, const combat_unit&) for each unit of side `s`.
template <class F>
constexpr void for_each_unit(const combat& c, side_index s, F&& f) {
  const auto& units = c.sides[s].units;
  for (std::size_t i = 0; i < units.size(); ++i)
    f(unit_ref{s, static_cast<std::uint8_t>(i)}, units[i]);
}

// The index of side `s`'s first unit passing `test`; the number of its units if none does.
// Every unit is tested, from the last back, with no early exit: each test is a conditional move
// and the loop's one branch depends on the number of units alone, which a branch predictor
// learns (a tally's time is mostly its mispredicted branches; benchmarks/README.md). Join the
// parts of `test` with & and |, not && and ||, which compile to branches again.
template <class Test>
[[nodiscard]] constexpr std::uint8_t first_unit(const combat& c, side_index s, Test&& test) {
  const auto& units = c.sides[s].units;
  const auto none = static_cast<std::uint8_t>(units.size());
  std::uint8_t first = none;
  for (std::uint8_t i = none; i-- > 0;) first = test(units[i]) ? i : first;
  return first;
}

// Troop types a rule set reads alike: the WFB rule sets call light cavalry fast cavalry, The
// Old World calls unqualified infantry regular infantry.
[[nodiscard]] constexpr bool is_fast_cavalry(troop_type t) noexcept {
  return t == troop_type::fast_cavalry || t == troop_type::light_cavalry;
}
[[nodiscard]] constexpr bool is_regular_infantry(troop_type t) noexcept {
  return t == troop_type::infantry || t == troop_type::regular_infantry;
}

// The combined unit strength of side `s`.
[[nodiscard]] constexpr int side_unit_strength(const combat& c, side_index s,
                                               counted_at when) noexcept {
  int total = 0;
  for (const combat_unit& u : c.sides[s].units) total += unit_strength_of(u, when);
  return total;
}

}  // namespace rankfile::rules
