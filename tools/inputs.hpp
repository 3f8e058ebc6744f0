// What the rankfile tool's commands share in reading their inputs: a JSON document, the fields
// it has that its reader does not know, and the rule set it names.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <rankfile/rule_sets.hpp>

#include "options.hpp"

namespace rankfile::tool {

// The document, or invalid_input: malformed JSON, or a key given twice in one object
// (rankfile::parse_json).
inline json parse_document(const std::string& text) {
  std::vector<rf::problem> problems;
  std::optional<json> doc = rf::parse_json(text, problems);
  if (!doc) throw invalid_input{std::move(problems)};
  return std::move(*doc);
}

// The rule sets serving Engine, comma-separated.
template <class Engine>
std::string known_ids() {
  std::string ids;
  rf::rule_sets::for_each([&]<class R>(std::type_identity<R>) {
    if constexpr (Engine::template serves<R>)
      ids.append(ids.empty() ? "" : ", ").append(R::info.id);
  });
  return ids;
}

// The fields a document has that its reader does not know: warnings on standard error, or under
// --strict problems of the document.
inline void report_unknown_fields(const options& o, context& ctx, std::vector<rf::problem>& unknown,
                                  std::vector<rf::problem>& problems) {
  for (rf::problem& p : unknown) {
    if (o.strict)
      problems.push_back(std::move(p));
    else
      ctx.warnings.push_back(std::move(p));
  }
}

// Every rule set's id with its aliases: "wfb5 (also 5th, 5e, whfb5), battleaxe (also ...), ...".
inline std::string known_names() {
  std::string names;
  rf::rule_sets::for_each([&]<class R>(std::type_identity<R>) {
    names.append(names.empty() ? "" : ", ").append(R::info.id);
    std::string aliases;
    R::info.for_each_alias(
        [&](std::string_view alias) { aliases.append(aliases.empty() ? "" : ", ").append(alias); });
    if (!aliases.empty()) names.append(" (also ").append(aliases).append(")");
  });
  return names;
}

// The problem with a rule-set name that answers to none: the nearest name, every name known.
inline std::string unknown_rule_set(std::string_view name) {
  std::string message = "unknown rule set " + rf::detail::quoted(name);
  message.append(rf::detail::did_you_mean(rf::rule_sets::nearest(name)));
  return message + "; the rule sets: " + known_names();
}

// Checks the document's "rules" (at `path`: "rules.base" for a house rule) against the list;
// adds a problem if it cannot serve Engine.
template <class Engine>
void check_rules(std::string_view id, std::vector<rf::problem>& problems,
                 std::string_view path = "rules") {
  if (id.empty()) return;  // already reported as missing or not a string
  bool serves = false;
  const bool known = rf::rule_sets::visit(
      id, [&]<class R>(std::type_identity<R>) { serves = Engine::template serves<R>; });
  if (!known)
    problems.push_back({std::string(path), unknown_rule_set(id)});
  else if (!serves)
    problems.push_back(
        {std::string(path),
         "rule set \"" + std::string(id) + "\" has no " + std::string(Engine::rules_noun) +
             " rules we know of (rule sets with them: " + known_ids<Engine>() + ")"});
}

}  // namespace rankfile::tool
