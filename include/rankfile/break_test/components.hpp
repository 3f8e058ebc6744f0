// rankfile/break_test/components.hpp: the parts a rule set's break test is made of.
//
// Available components
//   break_procedure<Rule>      how a roll is judged (role `procedure`):
//     judged_by::roll_plus_margin         2D6 plus the margin above Leadership breaks (5th to
//                                         7th edition)
//     judged_by::leadership_minus_margin  2D6 above Leadership minus the margin breaks (8th
//                                         edition, Battleaxe)
//     judged_by::old_world                a natural roll above Leadership breaks; within it, but
//                                         above it with the margin, falls back in good order
//                                         (a break against more than twice the unit strength);
//                                         else gives ground; Terror and Warband change the
//                                         Leadership (The Old World)
//     Rule.insane_courage: a natural double 1 holds (gives ground in The Old World)
//   break_special_rules<Rule>  which special rules the rule set knows, and what they do (role
//                              `special_rules`): Steadfast, Stubborn, fear, Cold-blooded, the
//                              battle standard's re-roll, Unbreakable (each only where a
//                              source was read: the rule sets' citations say which)
//
//   rankfile::rules::break_procedure<rankfile::rules::break_procedure_rule{
//       .by = rankfile::rules::judged_by::leadership_minus_margin, .insane_courage = true}>
#pragma once

#include <cstdint>
#include <string_view>

#include "rankfile/core/enum_table.hpp"
#include "rankfile/core/text_view.hpp"

namespace rankfile::rules {

enum class judged_by : std::uint8_t { roll_plus_margin, leadership_minus_margin, old_world };
inline constexpr enum_entry<judged_by> judged_by_table[] = {
    {judged_by::roll_plus_margin, "roll_plus_margin", "roll plus margin",
     "2D6 plus the margin above Leadership breaks"},
    {judged_by::leadership_minus_margin, "leadership_minus_margin", "Leadership minus margin",
     "2D6 above Leadership minus the margin breaks"},
    {judged_by::old_world, "old_world", "three results",
     "a natural roll above Leadership breaks; one above Leadership minus the margin falls back in "
     "good order (breaks against more than twice the unit strength); else gives ground"},
};
[[nodiscard]] constexpr table_view<judged_by> entries_of(judged_by) noexcept { return judged_by_table; }
static_assert(in_enum_order(judged_by_table));

struct break_procedure_rule {
  judged_by by = judged_by::roll_plus_margin;
  bool insane_courage = false;

  // Each setting's name and value, for rankfile::knobs() and the docs' rule-set table.
  template <class Self, class F>
  static constexpr void for_each_setting(Self& self, F&& f) {
    f("judged_by", self.by);
    f("insane_courage", self.insane_courage);
  }
};

template <break_procedure_rule Rule>
struct break_procedure {
  static constexpr text_view name = Rule.by == judged_by::roll_plus_margin
                                               ? "2D6 plus the margin against Leadership"
                                           : Rule.by == judged_by::leadership_minus_margin
                                               ? "2D6 against Leadership minus the margin"
                                               : "break, fall back in good order or give ground";
  static constexpr break_procedure_rule rule = Rule;
};

enum class stubborn_effect : std::uint8_t {
  none,            // the rule set has no Stubborn
  ignores_margin,  // tests on unmodified Leadership
  falls_back,      // falls back in good order without a roll (The Old World)
};
inline constexpr enum_entry<stubborn_effect> stubborn_effect_table[] = {
    {stubborn_effect::none, "none", "none", "the rule set has no Stubborn"},
    {stubborn_effect::ignores_margin, "ignores_margin", "ignores the margin",
     "tests on unmodified Leadership"},
    {stubborn_effect::falls_back, "falls_back", "falls back in good order",
     "falls back in good order without a roll"},
};
[[nodiscard]] constexpr table_view<stubborn_effect> entries_of(stubborn_effect) noexcept { return stubborn_effect_table; }
static_assert(in_enum_order(stubborn_effect_table));
enum class fear_effect : std::uint8_t {
  none,                      // defeat by fear-causers does not change the test
  breaks,                    // breaks without a roll (6th edition)
  breaks_unless_double_one,  // breaks unless a natural double 1 (7th edition)
};
inline constexpr enum_entry<fear_effect> fear_effect_table[] = {
    {fear_effect::none, "none", "none", "defeat by fear-causers does not change the test"},
    {fear_effect::breaks, "breaks", "breaks", "breaks without a roll"},
    {fear_effect::breaks_unless_double_one, "breaks_unless_double_one", "breaks unless a double 1",
     "only a natural double 1 holds"},
};
[[nodiscard]] constexpr table_view<fear_effect> entries_of(fear_effect) noexcept { return fear_effect_table; }
static_assert(in_enum_order(fear_effect_table));

// Each special rule is off unless the rule set turns it on: a rule set has a rule where a source
// for it was read, or a second-hand reading its page argues. A flag given for a rule the rule set
// lacks is itemised as not one of its rules and changes nothing.
struct break_special_rule {
  bool steadfast = false;      // more ranks than every enemy unit: unmodified Leadership
  stubborn_effect stubborn = stubborn_effect::none;
  fear_effect fear = fear_effect::none;
  bool unbreakable = false;    // never breaks (The Old World: gives ground without a roll)
  bool cold_blooded = false;   // 3D6, the highest discarded
  bool reroll = false;         // the battle standard: a rolled break is rolled again, once

  // Each setting's name and value, for rankfile::knobs() and the docs' rule-set table.
  template <class Self, class F>
  static constexpr void for_each_setting(Self& self, F&& f) {
    f("steadfast", self.steadfast);
    f("stubborn", self.stubborn);
    f("fear", self.fear);
    f("unbreakable", self.unbreakable);
    f("cold_blooded", self.cold_blooded);
    f("reroll", self.reroll);
  }
};

template <break_special_rule Rule>
struct break_special_rules {
  static constexpr text_view name = "special rules";
  static constexpr break_special_rule rule = Rule;
};

}  // namespace rankfile::rules
