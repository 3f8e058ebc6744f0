// The rankfile tool's army-list commands: `import` (one list as the army of a battle document)
// and `battle` (a battle document from two lists).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include <rankfile/json.hpp>
#include <rankfile/rankfile.hpp>

#include "inputs.hpp"
#include "options.hpp"

namespace rankfile::tool {

// One army list, read in the format given or detected; nothing when it has problems, which are
// added to `problems` with `where` before their path (battle names the file). Warnings go to
// standard error.
inline std::optional<rf::army_list> read_list(const options& o, context& ctx,
                                              const std::string& file, const std::string& where,
                                              std::vector<rf::problem>& problems) {
  std::vector<rf::problem> found;
  std::optional<rf::army_list> list;
  if (const std::optional<json> doc = rf::parse_json(ctx.read(file), found)) {
    rf::army_list_options settings;
    if (o.list_format) settings.format = rf::enum_from<rf::army_list_format>(*o.list_format);
    settings.owb.magic_items_per_model = o.magic_items_per_model;
    list = rf::read_army_list(*doc, found, settings);
  }
  for (rf::problem& p : found) problems.push_back({where + p.path, std::move(p.message)});
  if (!found.empty()) return std::nullopt;
  for (const rf::problem& w : list->warnings) ctx.warnings.push_back({where + w.path, w.message});
  return list;
}

inline std::string run_import(const options& o, context& ctx) {
  std::vector<rf::problem> problems;
  const std::optional<rf::army_list> list = read_list(o, ctx, o.file, "", problems);
  if (!list) throw invalid_input{problems};
  return rf::army_list_json(*list).dump(2) + "\n";
}

inline std::string run_battle(const options& o, context& ctx) {
  if (o.second_file.empty())
    throw usage_error{"battle needs two army lists: rankfile battle LIST_A LIST_B"};
  if (o.file == "-" && o.second_file == "-")
    throw usage_error{"only one of the two lists can come from standard input"};
  std::vector<rf::problem> problems;
  const std::string rules = o.rules.value_or(std::string(rf::tow::info.id));
  if (rules.empty()) throw usage_error{"--rules needs a rule set id, e.g. tow"};
  // An option's value the tool does not take is a usage error (exit 1), as for --scheme.
  check_rules<rf::victory_engine>(rules, problems);
  if (!problems.empty()) throw usage_error{"--rules: " + problems.front().message};
  std::string id;
  rf::rule_sets::visit(rules, [&]<class R>(std::type_identity<R>) { id = R::info.id; });
  // Both lists are read, so that the problems of each are reported together.
  const std::optional<rf::army_list> first = read_list(o, ctx, o.file, o.file + ": ", problems);
  const std::optional<rf::army_list> second =
      read_list(o, ctx, o.second_file, o.second_file + ": ", problems);
  if (!first || !second) throw invalid_input{problems};
  const rf::army_list& a = *first;
  const rf::army_list& b = *second;
  std::vector<rf::problem> warnings;
  const auto skeleton = rf::battle_skeleton_json(id, a, b, &warnings);
  // The document must be one `score` takes: two lists beyond its limits (ids, names, units)
  // are refused here, not in the next command.
  std::vector<rf::problem> wrong;
  rf::battle battle{.points_limit = skeleton["points_limit"].get<int>()};
  for (std::size_t k = 0; k < 2; ++k) {
    std::vector<rf::problem> army_problems;
    battle.armies[k] = rf::battle_army_of(k == 0 ? a : b, army_problems);
    for (rf::problem& p : army_problems)
      wrong.push_back({"armies[" + std::to_string(k) + "]." + p.path, std::move(p.message)});
  }
  if (wrong.empty())
    rf::rule_sets::visit(id, [&]<class R>(std::type_identity<R>) {
      if constexpr (rf::VictoryRules<R>) wrong = rf::validate_battle<R>(battle);
    });
  rf::relocate_units(wrong, battle);
  const std::string* list_file[2] = {&o.file, &o.second_file};
  for (rf::problem& p : wrong) {  // under the file of the list its army comes from
    for (std::size_t k = 0; k < 2; ++k)
      if (p.path.starts_with("armies[" + std::to_string(k) + "]")) {
        p.path = *list_file[k] + ": " + p.path;
        break;
      }
    p.message = "in the battle document the two lists make, " + p.message;
  }
  if (!wrong.empty()) throw invalid_input{wrong};
  for (rf::problem& w : warnings)  // a list over the battle's limit: under its file
    for (std::size_t k = 0; k < 2; ++k)
      if (w.path == "armies[" + std::to_string(k) + "]") w.path = *list_file[k];
  ctx.warnings.insert(ctx.warnings.end(), warnings.begin(), warnings.end());
  return skeleton.dump(2) + "\n";
}

}  // namespace rankfile::tool
