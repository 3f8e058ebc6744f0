// rankfile/json/old_world_builder.hpp: an Old World Builder export (`.owb.json`) read into an
// army list (detail: read_owb; rankfile/json/army_list.hpp reads either format).
//
// Costs are those frozen in the file, never a current data set. Old World Builder stores no
// totals, only the price of each thing it offers: a unit costs what Old World Builder's own rule
// makes of them (its src/utils/points.js, getUnitPoints), worked out below step by step. Its
// detachments are entries of their own, priced on their own.
#pragma once

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <string>
#include <string_view>
#include <utility>

#include <nlohmann/json.hpp>

#include "rankfile/core/names.hpp"
#include "rankfile/json/army_list_reader.hpp"
#include "rankfile/json/army_list_types.hpp"
#include "rankfile/json/common.hpp"
#include "rankfile/victory/battle.hpp"

namespace rankfile {

namespace detail {

// JavaScript's truthiness, which Old World Builder's rule relies on: absent, null, false, 0 and
// "" are false. Its flags (owb_flags) are true or false by then; other fields (a price, a magic
// item's name) are read as the builder reads them.
inline bool truthy(const nlohmann::json* j) {
  if (!j || j->is_null()) return false;
  if (j->is_boolean()) return j->get<bool>();
  if (j->is_number()) return j->get<double>() != 0;
  if (j->is_string()) return !j->get_ref<const std::string&>().empty();
  return true;
}
inline bool truthy(const nlohmann::json& o, std::string_view key) {
  return truthy(field(o, key));
}

// The price of a part the unit pays for (an active option, a mount, a magic item): required, as
// a whole number 0 to max_points. A part bought without a price is no list Old World Builder
// writes (its sum would be NaN), so it is reported rather than priced at 0.
inline long long price(reader& r, const nlohmann::json& o, const std::string& path,
                       std::string_view key = "points") {
  return given(r, o, path, key, "the price of a part the unit pays for") ? number(r, o, path, key)
                                                                         : 0;
}

// The categories of a list, in Old World Builder's order (lords and heroes: Warhammer Fantasy
// Battle lists).
inline constexpr std::string_view owb_categories[] = {"lords",   "heroes", "characters",  "core",
                                                      "special", "rare",   "mercenaries", "allies"};

inline bool owb_is_character(std::string_view category, const nlohmann::json& unit) {
  return category == "characters" || text(unit, "unitType") == "characters";
}

// Old World Builder's unitHasItem: a magic item of that name (any case) selected on the unit or
// on one of its command options.
inline bool owb_has_item(const nlohmann::json& unit, std::string_view name) {
  const auto same = [&](const nlohmann::json& item) {
    const std::string n = text(item, "name_en");
    if (n.size() != name.size()) return false;
    for (std::size_t i = 0; i < n.size(); ++i)
      if (std::tolower(static_cast<unsigned char>(n[i])) !=
          std::tolower(static_cast<unsigned char>(name[i])))
        return false;
    return true;
  };
  const auto any_selected = [&](const nlohmann::json* selected) {
    if (!selected || !selected->is_array()) return false;
    for (const nlohmann::json& s : *selected)
      if (same(s)) return true;
    return false;
  };
  if (const nlohmann::json* items = field(unit, "items"); items && items->is_array())
    for (const nlohmann::json& category : *items)
      if (any_selected(field(category, "selected"))) return true;
  if (const nlohmann::json* command = field(unit, "command"); command && command->is_array())
    for (const nlohmann::json& c : *command)
      if (const nlohmann::json* magic = field(c, "magic"))
        if (any_selected(field(*magic, "selected"))) return true;
  return false;
}

// An active option, or one that needs a magic item the unit has (`requiredMagicItem`: the item's
// name; another type is reported at `path`).
inline bool owb_bought(reader& r, const nlohmann::json& unit, const nlohmann::json& option,
                       const std::string& path) {
  if (!truthy(option, "active")) return false;
  const nlohmann::json* needs = field(option, "requiredMagicItem");
  if (!truthy(needs)) return true;
  if (!needs->is_string()) {
    r.fail(reader::at(path, "requiredMagicItem"),
           "must be a magic item's name, got " + reader::type_of(*needs));
    return false;
  }
  return owb_has_item(unit, needs->get_ref<const std::string&>());
}

// The active sub-options of `o` (options[k].options, a command's or a mount's options): per
// model `models` times, else once.
inline long long owb_sub_options(reader& r, const nlohmann::json& o, const std::string& path,
                                 long long models) {
  long long points = 0;
  if (const nlohmann::json* subs = list_of(r, o, path, "options"))
    for (std::size_t k = 0; k < subs->size(); ++k) {
      const nlohmann::json& s = (*subs)[k];
      const std::string at = reader::at(reader::at(path, "options"), k);
      if (!r.object(s, at) || !truthy(s, "active")) continue;
      const long long p = price(r, s, at);
      points = capped(points + (truthy(s, "perModel") ? models * p : p));
    }
  return points;
}

// One magic item selected on the unit.
inline long long owb_magic_item(reader& r, const nlohmann::json& item, const std::string& path,
                                bool character, long long models, const owb_pricing& pricing) {
  if (!r.object(item, path)) return 0;
  const long long amount = number(r, item, path, "amount");
  const auto times = [&](long long p) { return amount ? amount * p : p; };
  if (pricing.magic_items_per_model && !character && truthy(item, "perModel"))
    return capped(models * times(price(r, item, path, "perModelPoints")));
  if (pricing.magic_items_per_model && !character && truthy(item, "perUnitPoints"))
    return times(number(r, item, path, "perUnitPoints"));
  return times(price(r, item, path));
}

// A detachment bought with its unit (Old World Builder's `detachments`): its models at their
// price, and its own equipment, armour and options.
inline list_unit owb_detachment(reader& r, const nlohmann::json& d, const std::string& path,
                                std::string_view parent_id) {
  list_unit u;
  u.id = std::string(parent_id) + "/" + id_of(r, d, path, "a detachment needs its id");
  u.name = text(r, d, path, "name_en");
  (void)given(r, d, path, "strength", "a detachment's models (0 when not bought)");
  const long long models = number(r, d, path, "strength");
  u.strength_at_start = static_cast<int>(models);
  (void)given(r, d, path, "points", "a detachment with no cost");
  long long cost = models * number(r, d, path, "points");
  for (const std::string_view key : {"equipment", "armor", "options"})
    if (const nlohmann::json* os = list_of(r, d, path, key))
      for (std::size_t k = 0; k < os->size(); ++k) {
        const nlohmann::json& o = (*os)[k];
        const std::string p = reader::at(reader::at(path, key), k);
        if (!r.object(o, p)) continue;
        if (key == "equipment" && truthy(o, "stackable")) {
          const long long count = truthy(o, "stackableCount") ? number(r, o, p, "stackableCount")
                                                              : number(r, o, p, "minimum");
          if (count > 0) cost = capped(cost + count * price(r, o, p));
        } else if (truthy(o, "active")) {
          cost = capped(cost + (truthy(o, "perModel") ? models : 1) * price(r, o, p));
        }
      }
  u.cost = unit_cost(r, cost, path);
  return u;
}

// One unit of an Old World Builder list, priced as getUnitPoints prices it. `composition`: the
// list's army composition (or its army, when it has none).
inline list_unit owb_unit(reader& r, const nlohmann::json& unit, const std::string& path,
                          std::string_view category, std::string_view composition,
                          const owb_pricing& pricing) {
  list_unit u;
  if (!r.object(unit, path)) return u;
  u.id = id_of(r, unit, path, "a unit needs its id");
  u.name = text(r, unit, path, "name_en");
  if (u.name.empty()) u.name = text(r, unit, path, "name");
  const bool character = owb_is_character(category, unit);
  u.kind = character || category == "lords" || category == "heroes" ? unit_kind::character
                                                                    : unit_kind::unit;
  (void)given(r, unit, path, "points", "a unit with no cost");

  // Base: the price per model times the models (the unit's `strength`, else its `minimum`), or
  // the price once for a single model.
  const long long strength = number(r, unit, path, "strength");
  const long long size = strength ? strength : number(r, unit, path, "minimum");
  const long long models = strength ? strength : 1;  // what per-model prices are multiplied by
  u.strength_at_start = size > 1 ? static_cast<int>(size) : 1;
  long long cost = number(r, unit, path, "points") * (size > 1 ? size : 1);

  // Options: stackable ones by their count; active (or always active) per-model ones for each
  // model; ones with sub-options, with the active sub-options; the rest when active, or always
  // active for the list's composition (or the unit's own army).
  if (const nlohmann::json* os = list_of(r, unit, path, "options"))
    for (std::size_t k = 0; k < os->size(); ++k) {
      const nlohmann::json& o = (*os)[k];
      const std::string p = reader::at(reader::at(path, "options"), k);
      if (!r.object(o, p)) continue;
      const bool on = truthy(o, "active") || truthy(o, "alwaysActive");
      const nlohmann::json* subs = field(o, "options");
      // JavaScript's ===: an option for no composition matches a unit of no army.
      const nlohmann::json* for_composition = field(o, "armyComposition");
      const nlohmann::json* army = field(unit, "army");
      const bool unit_army = for_composition && army
                                 ? for_composition->is_string() && *for_composition == *army
                                 : !for_composition && !army;
      const bool list_composition = for_composition && for_composition->is_string() &&
                                    for_composition->get_ref<const std::string&>() == composition;
      if (truthy(o, "stackable")) {
        const long long count = truthy(o, "stackableCount") ? number(r, o, p, "stackableCount")
                                                            : number(r, o, p, "minimum");
        if (count > 0) cost = capped(cost + count * price(r, o, p));
      } else if (on && truthy(o, "perModel")) {
        cost = capped(cost + models * price(r, o, p));
      } else if (on && subs && subs->is_array() && !subs->empty()) {
        cost = capped(cost + price(r, o, p) + owb_sub_options(r, o, p, models));
      } else if (truthy(o, "active") ||
                 (truthy(o, "alwaysActive") && (unit_army || list_composition))) {
        cost = capped(cost + price(r, o, p));
      }
    }

  // Equipment, armour and mounts: those bought (active, with the magic item they need), per
  // model or once; a mount's own active options too.
  for (const std::string_view key : {"equipment", "armor", "mounts"})
    if (const nlohmann::json* os = list_of(r, unit, path, key))
      for (std::size_t k = 0; k < os->size(); ++k) {
        const nlohmann::json& o = (*os)[k];
        const std::string p = reader::at(reader::at(path, key), k);
        if (!r.object(o, p) || !owb_bought(r, unit, o, p)) continue;
        cost = capped(cost + (truthy(o, "perModel") ? models : 1) * price(r, o, p));
        if (key == "mounts") cost = capped(cost + owb_sub_options(r, o, p, models));
      }

  // Command: the active options, with the magic items bought on them and their own options;
  // none of it when the unit is a detachment (an active option named "Detachment").
  bool detachment = false;
  if (const nlohmann::json* os = field(unit, "options"); os && os->is_array())
    for (std::size_t k = 0; k < os->size(); ++k)
      if (truthy((*os)[k], "active") &&
          text(r, (*os)[k], reader::at(reader::at(path, "options"), k), "name_en") == "Detachment")
        detachment = true;
  if (const nlohmann::json* cs = list_of(r, unit, path, "command"))
    for (std::size_t k = 0; k < cs->size(); ++k) {
      const nlohmann::json& c = (*cs)[k];
      const std::string p = reader::at(reader::at(path, "command"), k);
      if (!r.object(c, p) || !truthy(c, "active")) continue;
      const std::string name = text(r, c, p, "name_en");
      if (name == "General") u.general = true;
      if (name == "Battle Standard Bearer") u.battle_standard_bearer = true;
      if (detachment) continue;
      cost = capped(cost + price(r, c, p));
      if (const nlohmann::json* magic = field(c, "magic"))
        if (const nlohmann::json* sel = list_of(r, *magic, reader::at(p, "magic"), "selected"))
          for (std::size_t m = 0; m < sel->size(); ++m) {
            const std::string mp = reader::at(reader::at(p, "magic.selected"), m);
            if (!r.object((*sel)[m], mp)) continue;
            const long long amount = number(r, (*sel)[m], mp, "amount");
            cost = capped(cost + (amount ? amount : 1) * price(r, (*sel)[m], mp));
          }
      cost = capped(cost + owb_sub_options(r, c, p, models));
    }

  // Magic items selected on the unit.
  if (const nlohmann::json* items = list_of(r, unit, path, "items"))
    for (std::size_t k = 0; k < items->size(); ++k) {
      const std::string p = reader::at(reader::at(path, "items"), k);
      if (!r.object((*items)[k], p)) continue;
      if (const nlohmann::json* sel = list_of(r, (*items)[k], p, "selected"))
        for (std::size_t m = 0; m < sel->size(); ++m)
          cost =
              capped(cost + owb_magic_item(r, (*sel)[m], reader::at(reader::at(p, "selected"), m),
                                           character, models, pricing));
    }
  u.cost = unit_cost(r, cost, path);

  // Detachments, each its own entry (one not bought, with no models, is left out).
  if (const nlohmann::json* ds = list_of(r, unit, path, "detachments"))
    for (std::size_t k = 0; k < ds->size(); ++k) {
      const std::string p = reader::at(reader::at(path, "detachments"), k);
      if (!r.object((*ds)[k], p)) continue;
      list_unit d = owb_detachment(r, (*ds)[k], p, u.id);
      if (d.strength_at_start > 0) u.detachments.push_back(std::move(d));
    }
  return u;
}

// Old World Builder's flags (`active`, `alwaysActive`, `perModel`, `stackable`) are true or
// false, or left out: the builder's JavaScript would read any other value by its truthiness, the
// string "false" as true, so another value is reported where it stands. Flags deeper than a list
// nests are not read by the pricing, and not looked for.
inline void owb_flags(reader& r, const nlohmann::json& j, const std::string& path, int depth = 0) {
  constexpr int deepest = 16;
  if (depth > deepest) return;
  if (j.is_array())
    for (std::size_t i = 0; i < j.size(); ++i) owb_flags(r, j[i], reader::at(path, i), depth + 1);
  if (!j.is_object()) return;
  for (const auto& [key, value] : j.items()) {
    const bool flag =
        key == "active" || key == "alwaysActive" || key == "perModel" || key == "stackable";
    if (flag && !value.is_boolean() && !value.is_null())
      r.fail(reader::at(path, key), "must be true or false, got " + reader::type_of(value));
    else
      owb_flags(r, value, reader::at(path, key), depth + 1);
  }
}

inline void read_owb(reader& r, const nlohmann::json& root, army_list& list,
                     const owb_pricing& pricing) {
  list_units_read read;
  owb_flags(r, root, "");
  // Every export names its army: a document without one is no Old World Builder list.
  (void)r.string(root, "", "army", true);
  list.name = text(r, root, "", "name");
  if (const nlohmann::json* limit = field(root, "points"); limit && !limit->is_null())
    list.points_limit = r.integer_value(*limit, "points", 1, max_points);
  // Old World Builder also builds lists of custom games (their own datasets), priced by the
  // same rule: read, with a warning.
  if (const std::string game = text(r, root, "", "game"); !game.empty() && game != "the-old-world")
    list.warnings.push_back({"game", "is " + detail::quoted(game) +
                                         ", not \"the-old-world\": "
                                         "read as Old World Builder prices any game's list"});
  std::string composition = text(r, root, "", "armyComposition");
  if (composition.empty()) composition = text(root, "army");
  for (const std::string_view category : owb_categories)
    if (const nlohmann::json* units = list_of(r, root, "", category))
      for (std::size_t i = 0; i < units->size() && !read.full; ++i) {
        const std::string path = reader::at(std::string(category), i);
        add_unit(r, list, read, owb_unit(r, (*units)[i], path, category, composition, pricing),
                 path);
      }
  // Units under a key that is no category of Old World Builder's are not read: said, not lost.
  for (const auto& [key, value] : root.items())
    if (value.is_array() && !value.empty() && value.front().is_object() &&
        field(value.front(), "points") &&
        std::find(std::begin(owb_categories), std::end(owb_categories), key) ==
            std::end(owb_categories)) {  // not std::ranges: emscripten 3.1.6's libc++ lacks it
      std::string categories;
      for (const std::string_view c : owb_categories)
        categories.append(categories.empty() ? "" : ", ").append(c);
      list.warnings.push_back({key, "is no category of Old World Builder's (" + categories +
                                        "): " + std::to_string(value.size()) +
                                        (value.size() == 1 ? " entry is" : " entries are") +
                                        " not read"});
    }
}

}  // namespace detail

}  // namespace rankfile
