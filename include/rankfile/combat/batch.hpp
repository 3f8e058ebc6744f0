// rankfile/combat/batch.hpp: tally many combats at once, for simulators.
//
//   std::vector<rankfile::combat> combats = ...;
//   std::vector<rankfile::combat_tally> tallies(combats.size());
//   rankfile::tally_all<rankfile::wfb8>(combats, tallies);             // rule set fixed in code
//   auto done = rankfile::tally_all("8th", combats, tallies);          // chosen at run time
//   if (!done) { /* no rule set with combat rules answers to "8th" */ }
//
// The run-time form looks the rule set up once (by id or alias, as rule_sets::visit does) and
// then runs the same loop as the compile-time form: one dispatch per batch, not per combat.
// Each writes tally<R>(in[i]) into out[i] for every i below min(in.size(), out.size()) and
// returns that part of `out`. Preconditions: as tally() (rankfile/combat/resolve.hpp), for every
// combat in `in`.
#pragma once

#include <concepts>
#include <cstddef>
#include <optional>
#include <span>
#include <string_view>
#include <type_traits>

#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/resolve.hpp"
#include "rankfile/combat/result.hpp"
#include "rankfile/rule_sets.hpp"

namespace rankfile {

template <CombatRules R>
constexpr std::span<combat_tally> tally_all(std::span<const combat> in,
                                            std::span<combat_tally> out) noexcept {
  const std::size_t n = in.size() < out.size() ? in.size() : out.size();
  for (std::size_t i = 0; i < n; ++i) out[i] = tally<R>(in[i]);
  return out.first(n);
}

// Empty when no rule set with combat rules answers to `rule_set` (rule_sets::find tells an
// unknown name, with rule_sets::nearest for "did you mean", from a rule set without combat
// rules, such as "wap"). `Sets` is the list to choose from (rule_sets::with<my_rules> adds one of
// your own). Being a template, the dispatch compiles only in a translation unit that calls it;
// `Tally` is one too only so that std::optional<std::span<...>> does as well (a third of what
// batch.hpp costs to compile otherwise).
template <class Sets = rule_sets, std::same_as<combat_tally> Tally = combat_tally>
std::optional<std::span<Tally>> tally_all(std::string_view rule_set, std::span<const combat> in,
                                          std::span<std::type_identity_t<Tally>> out) noexcept {
  std::optional<std::span<Tally>> done;
  Sets::visit(rule_set, [&]<class R>(std::type_identity<R>) {
    if constexpr (CombatRules<R>) done = tally_all<R>(in, out);
  });
  return done;
}

}  // namespace rankfile
