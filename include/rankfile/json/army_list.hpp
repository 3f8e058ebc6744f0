// rankfile/json/army_list.hpp: army lists from the army builders players use, read into an
// army_list, the format detected (list_to_battle.hpp makes it a battle army or document).
//
//   std::vector<rankfile::problem> problems;
//   const rankfile::army_list list = rankfile::read_army_list(j, problems);  // format detected
//
// Two formats: an Old World Builder export (`.owb.json`, old_world_builder.hpp) and a New Recruit
// roster in JSON (BattleScribe's roster schema, new_recruit.hpp). Costs are those frozen in the
// file, never a current data set. The list (army_list_types.hpp) is checked as a whole here: its
// total, and what a battle document would refuse of it.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "rankfile/core/names.hpp"
#include "rankfile/core/problem.hpp"
#include "rankfile/json/army_list_types.hpp"
#include "rankfile/json/common.hpp"
#include "rankfile/json/new_recruit.hpp"
#include "rankfile/json/old_world_builder.hpp"
#include "rankfile/victory/battle.hpp"

namespace rankfile {

namespace detail {
// An object with "roster" looks like a New Recruit roster; one with "army" and a category of
// units ("characters", "core", ...) like an Old World Builder export.
[[nodiscard]] inline bool looks_new_recruit(const nlohmann::json& j) {
  return j.is_object() && field(j, "roster") && field(j, "roster")->is_object();
}
[[nodiscard]] inline bool looks_owb(const nlohmann::json& j) {
  if (!j.is_object() || !field(j, "army")) return false;
  for (const std::string_view c : owb_categories)
    if (field(j, c)) return true;
  return false;
}
}  // namespace detail

// The format of an army list, when it looks like exactly one of them (detail::looks_owb,
// detail::looks_new_recruit).
[[nodiscard]] inline std::optional<army_list_format> detect_army_list_format(
    const nlohmann::json& j) {
  const bool nr = detail::looks_new_recruit(j), owb = detail::looks_owb(j);
  if (nr == owb) return std::nullopt;
  return nr ? army_list_format::new_recruit : army_list_format::owb;
}

// Reads an army list, appending every problem to `problems` (a list that is neither format, a
// unit with no cost, a field of the wrong type: each with its JSON path in the list). Over its
// points limit, the list is read, with a warning in `warnings`.
inline army_list read_army_list(const nlohmann::json& root, std::vector<problem>& problems,
                                const army_list_options& options = {}) {
  detail::reader r(problems);
  army_list list;
  if (!r.object(root, "")) return list;
  const std::optional<army_list_format> format =
      options.format ? options.format : detect_army_list_format(root);
  if (!format) {
    r.fail("(document)",
           detail::looks_owb(root)
               ? "is both an Old World Builder export and a New Recruit roster: give its format "
                 "(--format owb or new-recruit)"
               : "is not an army list we read: neither an Old World Builder export (\"army\" "
                 "and unit categories such as \"core\") nor a New Recruit roster (\"roster\")");
    return list;
  }
  list.format = *format;
  if (*format == army_list_format::owb)
    detail::read_owb(r, root, list, options.owb);
  else
    detail::read_new_recruit(r, root, list);
  long long total = 0;  // each cost at most max_points: no overflow
  for (const list_unit& u : list.units) {
    total += u.cost;
    for (const list_unit& d : u.detachments) total += d.cost;
  }
  if (total <= max_points) {
    list.total = static_cast<int>(total);
  } else {
    r.fail("(document)", "the list totals " + std::to_string(total) +
                             " points, more than a list can total (" + std::to_string(max_points) +
                             ")");
  }
  if (!detail::is_text(list.name))
    r.fail(*format == army_list_format::owb ? "name" : "roster.name",
           std::string(detail::not_text));
  // What a battle document refuses, said now rather than when the list is used in a battle (more
  // units than it holds were refused as they were read: add_unit).
  std::size_t entries = 0, generals = 0, bearers = 0, long_ids = 0;
  const auto count = [&](const list_unit& x) {
    ++entries;
    generals += x.general ? 1U : 0U;
    bearers += x.battle_standard_bearer ? 1U : 0U;
    long_ids += x.id.size() > max_battle_name_length ? 1U : 0U;
  };
  for (const list_unit& u : list.units) {
    count(u);
    for (const list_unit& d : u.detachments) count(d);
  }
  const auto refused = [&](std::size_t n, std::string_view what) {
    list.warnings.push_back({"(document)", std::to_string(n).append(what).append(
                                               ": a battle document refuses the list")});
  };
  if (generals > 1) refused(generals, " Generals");
  if (bearers > 1) refused(bearers, " battle standard bearers");
  if (long_ids > 0)
    refused(long_ids, std::string(long_ids == 1 ? " id" : " ids") + " longer than " +
                          std::to_string(max_battle_name_length) + " characters");
  const std::string name_path = *format == army_list_format::owb ? "name" : "roster.name";
  if (list.name.size() > max_battle_name_length)
    list.warnings.push_back({name_path, "longer than " + std::to_string(max_battle_name_length) +
                                            " characters: a battle document refuses the list"});
  if (entries == 0)
    list.warnings.push_back({"(document)", "lists no units: a battle would score nothing of it"});
  const std::string limit_path = *format == army_list_format::owb ? "points" : "roster.costLimits";
  if (list.points_limit && list.total > *list.points_limit)
    list.warnings.push_back({limit_path, "the list totals " + std::to_string(list.total) +
                                             " points, over its limit of " +
                                             std::to_string(*list.points_limit)});
  if (*format == army_list_format::new_recruit)
    if (const nlohmann::json* roster = detail::field(root, "roster"))
      if (const std::optional<long long> stored = detail::nr_points(r, *roster, "roster");
          stored && *stored != list.total)
        list.warnings.push_back(
            {"roster.costs", "the roster's stored total " + std::to_string(*stored) +
                                 " differs from its selections' " + std::to_string(list.total)});
  return list;
}

}  // namespace rankfile
