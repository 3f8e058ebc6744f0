// rankfile/house_rules/rule_book.hpp: a registry of house rules added at run time beside the
// built-in rule sets, each found by name (rule_book).
#pragma once

#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "rankfile/core/house_rule_spec.hpp"
#include "rankfile/core/names.hpp"
#include "rankfile/core/problem.hpp"
#include "rankfile/house_rules/rule_set.hpp"
#include "rankfile/house_rules/spec.hpp"
#include "rankfile/rule_sets.hpp"

namespace rankfile {

// The rule sets of List and house rules added at run time, found by name: what a tool that
// reads a club's house rules from a file looks rule sets up in.
//
//   rankfile::rule_book book;
//   std::vector<rankfile::problem> problems = book.add(spec);   // spec.name "Club rules"
//   book.visit("club rules", [&](const auto& rules) { ... });    // house_rules<wfb5>
//   book.visit("8th", [&](const auto& rules) { ... });           // house_rules<wfb8>, unchanged
template <class List = rule_sets>
class basic_rule_book {
 public:
  // Adds a house rule, after checking it as visit(spec, f) does; also a problem at "name" when
  // it has none, or one that a rule set or an earlier house rule already answers to.
  std::vector<problem> add(house_rule_spec spec) {
    std::vector<problem> problems = rankfile::visit<List>(spec, [](const auto&) {});
    if (spec.name.empty())
      problems.insert(problems.begin(), {"name", "is required: the book finds a house rule by it"});
    else if (List::find(spec.name) || find(spec.name))
      problems.insert(problems.begin(),
                      {"name", "\"" + spec.name + "\" already names a rule set in the book"});
    if (problems.empty()) specs_.push_back(std::move(spec));
    return problems;
  }

  // Calls f(const house_rules<R>&) for the house rule named `name` (in any case), else for the
  // rule set of List answering to it, unchanged; false if neither does.
  template <class F>
  bool visit(std::string_view name, F&& f) const {
    if (const house_rule_spec* spec = find(name)) return rankfile::visit<List>(*spec, f).empty();
    return List::visit(name, [&]<class R>(std::type_identity<R>) { f(house_rules<R>{}); });
  }

  [[nodiscard]] const std::vector<house_rule_spec>& house_rules_added() const noexcept {
    return specs_;
  }

 private:
  [[nodiscard]] const house_rule_spec* find(std::string_view name) const noexcept {
    for (const house_rule_spec& spec : specs_)
      if (detail::same_name(spec.name, name)) return &spec;
    return nullptr;
  }
  std::vector<house_rule_spec> specs_;
};
using rule_book = basic_rule_book<>;

}  // namespace rankfile
