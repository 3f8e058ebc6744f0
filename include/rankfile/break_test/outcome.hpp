// rankfile/break_test/outcome.hpp: the words of a break test's answer, which the components
// (rankfile/break_test/components.hpp) judge in and the answers (rankfile/break_test/result.hpp)
// are written in: the outcomes, the special rules and circumstances, why each was applied or not,
// and one roll as the test takes it.
#pragma once

#include <cstddef>
#include <cstdint>

#include "rankfile/core/enum_table.hpp"

namespace rankfile {

// What a break test can end in. The WFB rule sets and Battleaxe: hold or break. The Old World:
// break, fall back in good order, or give ground.
enum class break_outcome : std::uint8_t { hold, breaks, give_ground, fall_back_in_good_order };
inline constexpr enum_entry<break_outcome> break_outcome_table[] = {
    {break_outcome::hold, "hold", "holds"},
    {break_outcome::breaks, "break", "breaks"},
    {break_outcome::give_ground, "give_ground", "gives ground"},
    {break_outcome::fall_back_in_good_order, "fall_back_in_good_order", "falls back in good order"},
};
[[nodiscard]] constexpr table_view<break_outcome> entries_of(break_outcome) noexcept {
  return break_outcome_table;
}
static_assert(in_enum_order(break_outcome_table));

// The special rules and circumstances a break test can meet.
enum class break_modifier : std::uint8_t {
  margin,
  steadfast,
  stubborn,
  unbreakable,
  cold_blooded,
  reroll,
  terror,
  fear,
  warband,
  insane_courage,
  unit_strength_ratio,
};
inline constexpr enum_entry<break_modifier> break_modifier_table[] = {
    {break_modifier::margin, "margin", "the margin", "what the loser lost by"},
    {break_modifier::steadfast, "steadfast", "Steadfast", "more ranks than every enemy unit"},
    {break_modifier::stubborn, "stubborn", "Stubborn"},
    {break_modifier::unbreakable, "unbreakable", "Unbreakable"},
    {break_modifier::cold_blooded, "cold_blooded", "Cold-blooded", "3D6, the highest discarded"},
    {break_modifier::reroll, "reroll", "the battle standard's re-roll"},
    {break_modifier::terror, "terror", "Terror"},
    {break_modifier::fear, "fear_auto_break", "defeat by a fear-causing enemy"},
    {break_modifier::warband, "warband_rank_bonus", "Warband"},
    {break_modifier::insane_courage, "insane_courage", "a natural double 1"},
    {break_modifier::unit_strength_ratio, "unit_strength_ratio", "the winning side's unit strength",
     "more than twice the losing side's turns a fall back into a break"},
};
[[nodiscard]] constexpr table_view<break_modifier> entries_of(break_modifier) noexcept {
  return break_modifier_table;
}
static_assert(in_enum_order(break_modifier_table));

// How a modifier was applied, or why it was not. Each row's English is the sentence explain()
// prints, with placeholders {modifier} and the numbers {a} and {b}; `meaning` says what they hold.
enum class break_reason : std::uint8_t {
  margin_added,
  margin_subtracted,
  margin_ignored,
  steadfast_ranks,
  steadfast_given,
  not_steadfast,
  ignores_margin,
  falls_back_without_roll,
  never_breaks,
  gives_ground_without_roll,
  rolls_three_dice,
  rerolls_a_break,
  not_after_automatic_break,
  leadership_lowered,
  leadership_raised,
  breaks_without_roll,
  only_double_one_holds,
  double_one_holds,
  double_one_gives_ground,
  ratio_breaks,
  ratio_too_small,
  ratio_unknown,
  not_in_rule_set,
  no_test,
  no_roll,
  overridden_by_fear,
};
inline constexpr enum_entry<break_reason> break_reason_table[] = {
    {break_reason::margin_added, "margin_added", "{modifier} {a} is added to the roll",
     "a = the margin"},
    {break_reason::margin_subtracted, "margin_subtracted",
     "tests on Leadership {a} minus {modifier} {b}", "a = Leadership, b = the margin"},
    {break_reason::margin_ignored, "margin_ignored", "{modifier} {a} is ignored", "a = the margin"},
    {break_reason::steadfast_ranks, "steadfast_ranks",
     "{modifier}: {a:rank|ranks} against {b}, tests on unmodified Leadership",
     "a = the unit's ranks, b = the most of any enemy unit"},
    {break_reason::steadfast_given, "steadfast_given", "{modifier}: tests on unmodified Leadership",
     ""},
    {break_reason::not_steadfast, "not_steadfast", "not steadfast: {a:rank|ranks} against {b}",
     "a = the unit's ranks, b = the most of any enemy unit"},
    {break_reason::ignores_margin, "ignores_margin",
     "{modifier}: tests on unmodified Leadership, the margin ignored", ""},
    {break_reason::falls_back_without_roll, "falls_back_without_roll",
     "{modifier}: falls back in good order without a roll", ""},
    {break_reason::never_breaks, "never_breaks", "{modifier}: never breaks, no roll", ""},
    {break_reason::gives_ground_without_roll, "gives_ground_without_roll",
     "{modifier}: gives ground, no roll", ""},
    {break_reason::rolls_three_dice, "rolls_three_dice",
     "{modifier}: rolls 3D6 and discards the highest", ""},
    {break_reason::rerolls_a_break, "rerolls_a_break",
     "{modifier}: a break is rolled again, once, and the second roll stands", ""},
    {break_reason::not_after_automatic_break, "not_after_automatic_break",
     "{modifier}: not after an automatic break", ""},
    {break_reason::leadership_lowered, "leadership_lowered",
     "{modifier}: Leadership {a} becomes {b}", "a = before, b = after"},
    {break_reason::leadership_raised, "leadership_raised",
     "{modifier}: Leadership {a} becomes {b} (at most 10)", "a = before, b = after"},
    {break_reason::breaks_without_roll, "breaks_without_roll", "{modifier}: breaks without a roll",
     ""},
    {break_reason::only_double_one_holds, "only_double_one_holds",
     "{modifier}: breaks unless it rolls a natural double 1", ""},
    {break_reason::double_one_holds, "double_one_holds", "{modifier} always holds", ""},
    {break_reason::double_one_gives_ground, "double_one_gives_ground",
     "{modifier} always gives ground", ""},
    {break_reason::ratio_breaks, "ratio_breaks",
     "{modifier} {a} is more than twice the losing side's {b}: a fall back in good order "
     "becomes a break",
     "a = the winners' unit strength, b = the losers'"},
    {break_reason::ratio_too_small, "ratio_too_small",
     "{modifier} {a} is not more than twice the losing side's {b}",
     "a = the winners' unit strength, b = the losers'"},
    {break_reason::ratio_unknown, "ratio_unknown",
     "{modifier}: unit strengths not given, the 2:1 rule is not applied", ""},
    {break_reason::not_in_rule_set, "not_in_rule_set",
     "{modifier}: not a rule of this rule set's break tests, ignored", ""},
    {break_reason::no_test, "no_test", "{modifier}: no test to change, ignored", ""},
    {break_reason::no_roll, "no_roll", "{modifier}: no roll to change, ignored", ""},
    {break_reason::overridden_by_fear, "overridden_by_fear",
     "{modifier}: ignored, defeat by fear-causers leaves only the natural double 1", ""},
};
[[nodiscard]] constexpr table_view<break_reason> entries_of(break_reason) noexcept {
  return break_reason_table;
}
static_assert(in_enum_order(break_reason_table));

// One modifier of a break test: applied or not, and why.
struct break_line {
  break_modifier what{};
  break_reason why{};
  bool applied = false;
  int a = 0;
  int b = 0;

  [[nodiscard]] friend constexpr bool operator==(const break_line&,
                                                 const break_line&) noexcept = default;
};

// One roll as the rule set's test takes it: the natural total of the kept dice, the number the
// test compares (the natural roll, plus the margin where the rule set adds the margin to the
// roll) and what it compares it with (the Leadership tested on, less the margin where the rule
// set takes the margin off Leadership), and the outcome. `ruled`: a rule decided the roll over
// that comparison, `rule` says which (a natural double 1, defeat by fear-causers, the winners'
// unit strength).
struct break_roll_taken {
  int natural = 0;
  int total = 0;
  int target = 0;
  break_outcome outcome{};
  bool ruled = false;
  break_line rule{};

  [[nodiscard]] friend constexpr bool operator==(const break_roll_taken&,
                                                 const break_roll_taken&) noexcept = default;
};

}  // namespace rankfile
