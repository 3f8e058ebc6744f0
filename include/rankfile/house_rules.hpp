// rankfile/house_rules.hpp: a rule set with some of its settings changed at run time: everything
// a house rule needs, in one include.
//
//   rankfile::house_rules<rankfile::wfb5> club("Club rules");
//   club.set("overkill", "max", 3);                   // "" when done, else what is wrong
//   rankfile::combat_result r = rankfile::resolve(club, c);
//   std::string why = rankfile::explain(club, c, r);   // cites the club's rule for overkill
//
// From data, by name (a house rule that a tool reads from a file):
//   rankfile::house_rule_spec spec{.name = "Club rules", .base = "5th",
//                                  .changes = {{"overkill", "max", 3}}};
//   std::vector<rankfile::problem> problems =
//       rankfile::visit(spec, [&]<class R>(const rankfile::house_rules<R>& rules) {
//         if constexpr (rankfile::CombatRules<R>) r = rankfile::resolve(rules, c);
//       });  // f is compiled for every rule set, those without combat rules (wap) too
// and a registry of them beside the built-in rule sets: rankfile::rule_book.
//
//   house_rules/rule_set.hpp        house_rules<R>: the settings, set by name, and cited
//   house_rules/setting_values.hpp  a value from data made a setting (detail)
//   house_rules/engines.hpp         each engine under a house rule, citing it
//   house_rules/knobs.hpp           knobs(h): every setting, the changed ones as changed
//   house_rules/spec.hpp            visit(spec, f), set_all: a house rule from data
//   house_rules/rule_book.hpp       rule_book: house rules beside the built-in rule sets
#pragma once

#include "rankfile/house_rules/engines.hpp"
#include "rankfile/house_rules/knobs.hpp"
#include "rankfile/house_rules/rule_book.hpp"
#include "rankfile/house_rules/rule_set.hpp"
#include "rankfile/house_rules/setting_values.hpp"
#include "rankfile/house_rules/spec.hpp"
