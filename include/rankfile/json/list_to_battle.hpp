// rankfile/json/list_to_battle.hpp: an army list put into a battle: the `armies[i]` object of a
// battle document (docs/json-format.md, "Army lists"), a battle document ready to fill in, or a
// battle army.
//
//   nlohmann::ordered_json army = rankfile::army_list_json(list);
//   rankfile::battle b{.points_limit = 2000, .armies = {rankfile::battle_army_of(list, problems),
//                                                       rankfile::battle_army_of(other,
//                                                       problems)}};
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "rankfile/core/names.hpp"
#include "rankfile/core/problem.hpp"
#include "rankfile/json/army_list_types.hpp"
#include "rankfile/json/common.hpp"
#include "rankfile/victory/battle.hpp"

namespace rankfile {

// The list as the `armies[i]` object of a battle document: `name`, `format`, `points_limit` and
// `total` (which the battle reader knows as informational fields: read, their values ignored),
// and `units` (each with `name` too).
[[nodiscard]] inline nlohmann::ordered_json army_list_json(const army_list& list) {
  const auto unit = [](const list_unit& u) {
    nlohmann::ordered_json j = {{"id", u.id},
                                {"name", u.name},
                                {"cost", u.cost},
                                {"kind", name_of(u.kind)},
                                {"strength_at_start", u.strength_at_start},
                                {"general", u.general},
                                {"battle_standard_bearer", u.battle_standard_bearer}};
    return j;
  };
  nlohmann::ordered_json j = {
      {"name", list.name},
      {"format", name_of(list.format)},
      {"points_limit", list.points_limit ? nlohmann::ordered_json(*list.points_limit)
                                         : nlohmann::ordered_json(nullptr)},
      {"total", list.total},
      {"units", nlohmann::ordered_json::array()}};
  for (const list_unit& u : list.units) {
    nlohmann::ordered_json ju = unit(u);
    for (const list_unit& d : u.detachments) ju["detachments"].push_back(unit(d));
    j["units"].push_back(std::move(ju));
  }
  return j;
}

// A battle document ready to be filled in as the game goes: every unit in play at full
// strength. The points limit is the lists' (the larger when they differ, with a warning; the
// larger total when neither gives one). A list that totals more than that limit is a warning at
// armies[0] or armies[1] (unless the list's own limit is the battle's: the list's own warning
// says it).
[[nodiscard]] inline nlohmann::ordered_json battle_skeleton_json(
    std::string_view rules, const army_list& a, const army_list& b,
    std::vector<problem>* warnings = nullptr) {
  int limit = 0;
  if (a.points_limit) limit = *a.points_limit;
  if (b.points_limit) limit = std::max(limit, *b.points_limit);
  if (a.points_limit && b.points_limit && *a.points_limit != *b.points_limit && warnings)
    warnings->push_back(
        {"points_limit", "the lists' limits differ (" + std::to_string(*a.points_limit) + " and " +
                             std::to_string(*b.points_limit) + "): the larger is the battle's"});
  if (limit == 0) {
    const int larger = std::max(a.total, b.total);
    limit = std::max(1, larger);  // a battle's limit is at least 1 (read_battle_document)
    if (warnings)
      warnings->push_back(
          {"points_limit", larger >= 1 ? "neither list gives a points limit: the larger total, " +
                                             std::to_string(limit) + ", is the battle's"
                                       : "neither list gives a points limit and both total 0: "
                                         "the battle's is 1, the least a battle takes"});
  }
  // A list over the battle's limit, when its own warning (over its own limit) has not said so.
  for (std::size_t k = 0; k < 2 && warnings; ++k) {
    const army_list& list = k == 0 ? a : b;
    if (list.total > limit && list.points_limit != limit)
      warnings->push_back({detail::problem_list::indexed("armies", k),
                           detail::quoted(list.name) + " totals " + std::to_string(list.total) +
                               " points, over the battle's points limit of " +
                               std::to_string(limit)});
  }
  nlohmann::ordered_json j = {{"version", document_version},
                              {"rules", rules},
                              {"points_limit", limit},
                              {"armies", nlohmann::ordered_json::array()}};
  for (const army_list* list : {&a, &b}) {
    nlohmann::ordered_json army = army_list_json(*list);
    army.erase("format");
    army.erase("points_limit");
    army.erase("total");
    const auto fill = [](nlohmann::ordered_json& u) {
      u["strength_at_end"] = u["strength_at_start"];
      u["state"] = name_of(unit_state::in_play);
      u["slain_in_combat"] = false;
      u["standards_lost_in_combat"] = 0;
      u["standards_lost_otherwise"] = 0;
    };
    for (nlohmann::ordered_json& u : army["units"]) {
      fill(u);
      if (u.contains("detachments"))
        for (nlohmann::ordered_json& d : u["detachments"]) fill(d);
    }
    j["armies"].push_back(std::move(army));
  }
  return j;
}

// The list as a battle army, every unit in play at full strength, its detachments after it.
// More units and detachments than a battle holds are reported at `units`; a name or id longer
// than a battle holds (max_battle_name_length) at its place in the army ("units[3].id").
[[nodiscard]] inline battle_army battle_army_of(const army_list& list,
                                                std::vector<problem>& problems) {
  battle_army army;
  army.name = list.name;
  const auto add = [&](const list_unit& u, std::int16_t parent) {
    if (army.units.full()) return false;
    army.units.push_back({.id = u.id,
                          .cost = u.cost,
                          .kind = u.kind,
                          .strength_at_start = u.strength_at_start,
                          .strength_at_end = u.strength_at_start,
                          .general = u.general,
                          .battle_standard_bearer = u.battle_standard_bearer,
                          .detachment_of = parent});
    return true;
  };
  if (army.name.too_long())
    problems.push_back({"name", detail::problem_list::longer_than(max_battle_name_length)});
  for (const list_unit& u : list.units) {
    bool room = add(u, not_a_detachment);
    const auto index = static_cast<std::int16_t>(army.units.size() - 1);
    for (const list_unit& d : u.detachments) room = room && add(d, index);
    if (!room) {
      problems.push_back({"units", "too many units and detachments in one army (at most " +
                                       std::to_string(max_battle_units) + ")"});
      break;
    }
  }
  for (std::size_t i = 0; i < army.units.size(); ++i)
    if (army.units[i].id.too_long())
      problems.push_back({detail::problem_list::indexed("units", i) + ".id",
                          detail::problem_list::longer_than(max_battle_name_length)});
  return army;
}

}  // namespace rankfile
