// The rankfile tool's commands about the tool and its registries: `rule-sets`, `version` and
// `vocabulary` (`help` is the dispatch's: tools/dispatch.hpp).
#pragma once

#include <string>
#include <string_view>
#include <type_traits>

#include <rankfile/json.hpp>
#include <rankfile/rankfile.hpp>
#include <rankfile/version.hpp>
#include <rankfile/vocabulary.hpp>

#include "options.hpp"

namespace rankfile::tool {

// --format text: one block per rule set, its name, id, aliases, source and how sure we are.
inline std::string rule_sets_text() {
  std::string out;
  rf::rule_sets::for_each([&]<class R>(std::type_identity<R>) {
    std::string aliases;
    R::info.for_each_alias(
        [&](std::string_view alias) { aliases.append(aliases.empty() ? "" : ", ").append(alias); });
    out.append(out.empty() ? "" : "\n").append(R::info.name).append("\n");
    out.append("  id:        ").append(R::info.id).append("\n");
    out.append("  aliases:   ").append(aliases.empty() ? "none" : aliases).append("\n");
    out.append("  source:    ").append(R::info.source).append("\n");
    out.append("  how sure:  ").append(R::info.confidence).append("\n");
  });
  return out;
}

inline std::string run_rule_sets(const options& o, context&) {
  if (o.format == "json") return rf::rule_sets_json<rf::rule_sets>().dump(2) + "\n";
  if (o.format == "text") return rule_sets_text();
  return rf::settings_table<rf::rule_sets>();
}

// "rankfile 0.1.0", or {"rankfile": "0.1.0"} with --format json.
inline std::string run_version(const options& o, context&) {
  const std::string version = std::to_string(rf::version_major) + "." +
                              std::to_string(rf::version_minor) + "." +
                              std::to_string(rf::version_patch);
  if (!o.format_given || o.format == "text") return "rankfile " + version + "\n";
  if (o.format == "json") return ordered_json{{"rankfile", version}}.dump(2) + "\n";
  throw usage_error{"--format for version is text (the default) or json"};
}

// Markdown (the docs' section), or JSON with --format json.
inline std::string run_vocabulary(const options& o, context&) {
  if (!o.format_given || o.format == "markdown") return rf::vocabulary_markdown();
  if (o.format == "json") return rf::vocabulary_json().dump(2) + "\n";
  throw usage_error{"--format for vocabulary is markdown (the default) or json"};
}

}  // namespace rankfile::tool
