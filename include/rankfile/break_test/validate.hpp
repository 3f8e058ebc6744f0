// rankfile/break_test/validate.hpp: every problem with a break test, with the path of the field.
//
// An empty list means the test (and the roll, when given) meets every precondition of
// break_odds<R> and break_roll<R>. Allocates (it builds messages); the engine does not.
#pragma once

#include <string>
#include <vector>

#include "rankfile/break_test/odds.hpp"
#include "rankfile/break_test/test.hpp"
#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/result.hpp"
#include "rankfile/core/on_use.hpp"
#include "rankfile/core/problem.hpp"

namespace rankfile {

namespace detail {
// The dice of a roll: each 1 to 6, and 3 of them where the test rolls 3D6 (`three`), else 2. A
// test decided without dice reads a roll and ignores it, after the same checks. `cold_blooded`:
// the unit is, though the test may not roll 3D6 for it.
template <on_use = void>
void validate_dice(const break_dice& dice, std::string_view field, bool three, bool cold_blooded,
                   std::string_view rule_set, problem_list& out) {
  // A push_back past the list's capacity dropped its die (core/fixed_vector.hpp).
  if (dice.overflowed())
    out.add(field, "", "dropped a die added when full: a roll lists at most ",
            static_cast<long long>(break_dice::capacity()), " dice");
  if (dice.size() != (three ? 3u : 2u))
    out.add(field, "",
            three          ? problem_list::cat({"must list 3 dice: cold-blooded under ", rule_set,
                                                " rolls 3D6 and discards the highest"})
            : cold_blooded ? problem_list::cat({"must list 2 dice: this test under ", rule_set,
                                                " does not roll 3D6 for cold-blooded (the rule "
                                                "set has no such rule, or the test is not rolled)"})
                           : std::string("must list 2 dice"));
  for (std::size_t i = 0; i < dice.size(); ++i)
    out.count(problem_list::cat({field, problem_list::indexed("", i)}), "", dice[i], 1, 6);
}

// The checks that do not depend on the rule set, and the dice for a test that rolls `three`.
template <on_use = void>
std::vector<problem> validate_break_test(const break_test& t, std::string_view rule_set, bool three,
                                         const break_dice* roll, const break_dice* reroll) {
  problem_list out;
  out.count("leadership", "", t.leadership, 1, max_leadership);
  out.count("margin", "", t.margin, 0, max_margin);
  out.count("warband_rank_bonus", "", t.warband_rank_bonus, 0, max_leadership);
  out.count("winner_unit_strength", "", t.winner_unit_strength, 0, max_break_unit_strength);
  out.count("loser_unit_strength", "", t.loser_unit_strength, 0, max_break_unit_strength);
  if (roll) validate_dice(*roll, "roll", three, t.cold_blooded, rule_set, out);
  if (reroll) validate_dice(*reroll, "second_roll", three, t.cold_blooded, rule_set, out);
  if (reroll && !t.reroll) out.add("second_roll", "", "is only for a re-roll: set reroll");
  return out.take();
}
}  // namespace detail

// Why unit `loser` of combat `c`, resolved as `r`, takes no break test ("is on the side that
// won: ..."), or "" when it takes one: break_test_from's precondition, as a sentence. A unit
// takes one when its side lost and it has models left.
template <on_use = void>
[[nodiscard]] std::string why_no_break_test(const combat& c, const combat_tally& r,
                                            unit_ref loser) {
  if (!c.has(loser)) return "is no unit of the combat";
  if (!r.winner) return "fought a draw: it takes no break test";
  if (*r.winner == loser.side) return "is on the side that won: it takes no break test";
  if (c.sides[loser.side].models_left() == 0)
    return "has no models left on its side: it takes no break test";
  if (c.unit(loser).models == 0) return "has no models left: it takes no break test";
  return {};
}
template <on_use = void>
[[nodiscard]] std::string why_no_break_test(const combat& c, const combat_result& r,
                                            unit_ref loser) {
  return why_no_break_test(c, tally_of(r), loser);
}

// Every problem with break test `t` (and its roll and re-roll, when given) under rule set R.
template <BreakTestRules R>
[[nodiscard]] std::vector<problem> validate_break_test(const break_test& t,
                                                       const break_dice* roll = nullptr,
                                                       const break_dice* reroll = nullptr) {
  return detail::validate_break_test(t, R::info.id, rolls_three_dice<R>(t), roll, reroll);
}

}  // namespace rankfile
