// rankfile/house_rules/spec.hpp: a house rule from data (a house_rule_spec, as a tool reads it
// from a file): its base rule set looked up, its changes made, every problem with its path.
//
//   rankfile::house_rule_spec spec{.name = "Club rules", .base = "5th",
//                                  .changes = {{"overkill", "max", 3}}};
//   std::vector<rankfile::problem> problems =
//       rankfile::visit(spec, [&]<class R>(const rankfile::house_rules<R>& rules) {
//         if constexpr (rankfile::CombatRules<R>) r = rankfile::resolve(rules, c);
//       });  // f is compiled for every rule set, those without combat rules (wap) too
#pragma once

#include <cstddef>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "rankfile/core/house_rule_spec.hpp"
#include "rankfile/core/names.hpp"
#include "rankfile/core/problem.hpp"
#include "rankfile/house_rules/rule_set.hpp"
#include "rankfile/rule_sets.hpp"

namespace rankfile {

// Makes every change of `changes` to `h`, in whatever order they are listed: a change refused for
// the settings it would leave together (a component's problem()) may be allowed once the others
// are made, so refused changes are tried again until a round allows none. Returns the problems
// of those still refused, each at "<role>.<setting>".
template <RuleSet R>
std::vector<problem> set_all(house_rules<R>& h, const std::vector<house_rule_change>& changes) {
  std::vector<std::size_t> pending;  // indices into changes, in the document's order
  for (std::size_t i = 0; i < changes.size(); ++i) pending.push_back(i);
  std::vector<std::string> why(changes.size());
  for (std::size_t before = pending.size() + 1; pending.size() < before;) {
    before = pending.size();
    std::erase_if(pending, [&](std::size_t i) {
      why[i] = h.set(changes[i].role, changes[i].setting, changes[i].value);
      return why[i].empty();
    });
  }
  std::vector<problem> problems;
  for (const std::size_t i : pending)
    problems.push_back({changes[i].role + "." + changes[i].setting, std::move(why[i])});
  return problems;
}

// Looks spec.base up in List, makes the house rule and calls f(const house_rules<R>&). Returns
// the problems (an unknown base rule set, role or setting, a value out of range), each at
// "base" or "<role>.<setting>"; f is called only when there are none.
template <class List = rule_sets, class F>
std::vector<problem> visit(const house_rule_spec& spec, F&& f) {
  std::vector<problem> problems;
  const bool known = List::visit(spec.base, [&]<class R>(std::type_identity<R>) {
    house_rules<R> h(spec.name);
    problems = set_all(h, spec.changes);
    if (problems.empty()) f(std::as_const(h));
  });
  if (!known) {
    std::string message = "unknown rule set " + detail::quoted(spec.base);
    message.append(detail::did_you_mean(List::nearest(spec.base)));
    problems.push_back({"base", std::move(message)});
  }
  return problems;
}

}  // namespace rankfile
