// rankfile/json/army_list.hpp: army lists from the army builders players use, read into the
// `armies[i]` object of a battle document (docs/json-format.md, "Army lists").
//
//   std::vector<rankfile::problem> problems;
//   const rankfile::army_list list = rankfile::read_army_list(j, problems);  // format detected
//   nlohmann::ordered_json army = rankfile::army_list_json(list);
//   rankfile::battle b{.points_limit = 2000, .armies = {rankfile::battle_army_of(list, problems),
//                                                       rankfile::battle_army_of(other, problems)}};
//
// Two formats: an Old World Builder export (`.owb.json`) and a New Recruit roster in JSON
// (BattleScribe's roster schema). Costs are those frozen in the file, never a current data set:
//
// * Old World Builder stores no totals, only the price of each thing it offers: a unit costs
//   what Old World Builder's own rule makes of them (its src/utils/points.js, getUnitPoints),
//   worked out below step by step. Its detachments are entries of their own, priced on their
//   own.
// * New Recruit stores each selection's cost: a unit costs the sum over its selection tree.
//
// What a list cannot say is defaulted, and the defaults are documented in json-format.md:
// `strength_at_start` is the unit's number of models (neither format gives unit strength or
// wounds), `kind` is `character` for characters and `unit` for the rest in Old World Builder
// (its export names no troop type); New Recruit's troop-type categories give `monster`,
// `chariot` and `war_machine` too.
//
// The values own their strings, and so does the battle army that battle_army_of() gives.
#pragma once

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "rankfile/core/enum_table.hpp"
#include "rankfile/core/problem.hpp"
#include "rankfile/json/common.hpp"
#include "rankfile/victory/battle.hpp"

namespace rankfile {

enum class army_list_format : std::uint8_t { owb, new_recruit };
inline constexpr enum_entry<army_list_format> army_list_format_table[] = {
    {army_list_format::owb, "owb", "Old World Builder",
     "an export of Old World Builder (.owb.json): the list and the price of every option"},
    {army_list_format::new_recruit, "new-recruit", "New Recruit",
     "a New Recruit roster in JSON (BattleScribe's roster schema): every selection's cost"},
};
[[nodiscard]] constexpr table_view<army_list_format> entries_of(army_list_format) noexcept {
  return army_list_format_table;
}
static_assert(in_enum_order(army_list_format_table));

// How an Old World Builder unit is priced where Old World Builder itself changed its rule.
struct owb_pricing {
  // A magic item (a Chaotic Trait, say) with a price per model. false (the default, the rule
  // the project's reference costs follow): every unit pays the item's `points` (times
  // `amount`), as characters still do. true: Old World Builder since commit 455119e
  // (2025-11-21, "fix chaotic traits permodel points"), which charges a unit that is not a
  // character (category or `unitType` "characters": `lords` and `heroes` are not)
  // `perModelPoints` for each model when the item is `perModel`, else `perUnitPoints` once when
  // it has that (each times `amount`).
  bool magic_items_per_model = false;
};

struct army_list_options {
  std::optional<army_list_format> format{};  // none: detected (detect_army_list_format)
  owb_pricing owb{};
};

// One unit of a list, with its detachments (none of their own).
struct list_unit {
  std::string id;    // Old World Builder: the unit's `id`; New Recruit: the selection's id
  std::string name;  // for people: Old World Builder's `name_en`, New Recruit's `name`
  int cost = 0;      // without its detachments; with every option, mount and magic item
  unit_kind kind = unit_kind::unit;
  int strength_at_start = 1;  // its models, as the list gives them
  bool general = false;
  bool battle_standard_bearer = false;
  std::vector<list_unit> detachments{};
};

struct army_list {
  army_list_format format = army_list_format::owb;
  std::string name;
  std::optional<int> points_limit{};  // as the list gives it
  int total = 0;                      // every unit and detachment
  std::vector<list_unit> units{};
  // Read, but worth saying: a list over its points limit, a roster whose stored total differs
  // from its selections'. Each with the path of the field concerned.
  std::vector<problem> warnings{};
};

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
inline const nlohmann::json* field(const nlohmann::json& o, std::string_view key) {
  if (!o.is_object()) return nullptr;
  const auto it = o.find(key);
  return it == o.end() ? nullptr : &*it;
}
inline bool truthy(const nlohmann::json& o, std::string_view key) { return truthy(field(o, key)); }

// The elements of an optional array (absent or null: none); anything else is reported.
inline const nlohmann::json* list_of(reader& r, const nlohmann::json& o, const std::string& path,
                                     std::string_view key) {
  if (!o.is_object()) return nullptr;
  return r.array(o, path, key, false, 0, static_cast<std::size_t>(max_points));
}

// A whole number of points, prices or counts: absent, null or 0 is 0 (Old World Builder's
// `x || 0`); a whole number written with a fraction part (130.0) is that number. Prices and
// counts are 0 to max_points (`min` -max_points: a limit, where New Recruit writes -1 for none);
// anything else is reported at its path and counts 0.
inline long long number(reader& r, const nlohmann::json& o, const std::string& path,
                        std::string_view key, long long min = 0) {
  const nlohmann::json* j = field(o, key);
  if (!j || j->is_null()) return 0;
  if (j->is_number_float()) {
    const double v = j->get<double>();
    if (v >= static_cast<double>(min) && v <= max_points &&
        v == static_cast<double>(static_cast<int>(v)))
      return static_cast<int>(v);
  }
  return r.integer_value(*j, reader::at(path, key), min, max_points).value_or(0);
}

// Whether `key` is given (not null) in `o`; else reported at its path ("is required: why").
inline bool given(reader& r, const nlohmann::json& o, const std::string& path,
                  std::string_view key, std::string_view why) {
  if (const nlohmann::json* j = field(o, key); j && !j->is_null()) return true;
  r.fail(reader::at(path, key), "is required: " + std::string(why));
  return false;
}

// The price of a part the unit pays for (an active option, a mount, a magic item): required, as
// a whole number 0 to max_points. A part bought without a price is no list Old World Builder
// writes (its sum would be NaN), so it is reported rather than priced at 0.
inline long long price(reader& r, const nlohmann::json& o, const std::string& path,
                       std::string_view key = "points") {
  return given(r, o, path, key, "the price of a part the unit pays for") ? number(r, o, path, key)
                                                                         : 0;
}

// Costs are worked out in long long: each count and price is at most max_points, so a product
// of two is at most 10^12 and of three 10^18; every product and sum is capped at points_cap
// (10^15), far above max_points, so that no sum of them overflows.
inline constexpr long long points_cap = 1'000'000'000'000'000;
inline long long capped(long long v) { return std::min(v, points_cap); }

// A cost as a problem's message says it ("more than 10^15" at the cap).
inline std::string points_text(long long v) {
  return v >= points_cap ? "more than " + std::to_string(points_cap) : std::to_string(v);
}

// `cost`, worked out for the unit at `path`, as an int; above max_points it is reported there
// and counts 0.
inline int unit_cost(reader& r, long long cost, const std::string& path) {
  if (cost <= max_points) return static_cast<int>(cost);
  r.fail(path, "costs " + points_text(cost) + " points, more than a unit can cost (" +
                   std::to_string(max_points) + ")");
  return 0;
}

inline std::string text(const nlohmann::json& o, std::string_view key) {
  const nlohmann::json* j = field(o, key);
  return j && j->is_string() ? j->get<std::string>() : std::string();
}
// The same for a field the answer shows (an id, a name): another type than a string is reported
// at its path.
inline std::string text(reader& r, const nlohmann::json& o, const std::string& path,
                        std::string_view key) {
  if (!o.is_object()) return {};
  return std::string(r.string(o, path, key, false).value_or(""));
}
// An id: left out, null or "", it is reported as required (`why`: "a unit needs its id").
inline std::string id_of(reader& r, const nlohmann::json& o, const std::string& path,
                         std::string_view why) {
  const nlohmann::json* j = field(o, "id");
  if (j && !j->is_null() && !j->is_string()) return text(r, o, path, "id");  // reports the type
  std::string id = text(o, "id");
  if (id.empty()) r.fail(reader::at(path, "id"), "is required: " + std::string(why));
  return id;
}

// The units of a list as they are read: every id taken (a unit's and its detachments'), so that
// a repeat costs one hash look-up, and how many entries (units and detachments) are in.
struct list_units_read {
  std::unordered_set<std::string> ids{};
  std::size_t entries = 0;
  bool full = false;  // a unit past what a battle army holds was met: read no further
};

// Adds `u`, read at `path`; an id already in the list is reported there. A unit that would take
// the list past what a battle army holds (max_battle_units units and detachments) is refused
// there, before its ids are looked at, and the units after it are not read.
inline void add_unit(reader& r, army_list& list, list_units_read& read, list_unit u,
                     const std::string& path) {
  if (read.full) return;
  if (read.entries + 1 + u.detachments.size() > max_battle_units) {
    r.fail(path, "takes the list past the " + std::to_string(max_battle_units) +
                     " units and detachments a battle army holds: a battle document could not "
                     "hold the list, which is not read further");
    read.full = true;
    return;
  }
  read.entries += 1 + u.detachments.size();
  if (!u.id.empty() && !read.ids.insert(u.id).second)
    r.fail(reader::at(path, "id"), "repeats the id " + detail::quoted(u.id) + " in this list");
  for (const list_unit& d : u.detachments)
    if (!read.ids.insert(d.id).second)
      r.fail(reader::at(path, "detachments"),
             "repeats the id " + detail::quoted(d.id) + " in this list");
  // Ids and names reach battle documents and the tool's text: no control characters.
  const auto text_only = [&](const list_unit& x, const std::string& at) {
    if (!rankfile::detail::is_text(x.id) || !rankfile::detail::is_text(x.name))
      r.fail(at, "id and name " + std::string(rankfile::detail::not_text));
  };
  text_only(u, path);
  for (std::size_t k = 0; k < u.detachments.size(); ++k)
    text_only(u.detachments[k], reader::at(reader::at(path, "detachments"), k));
  list.units.push_back(std::move(u));
}

// ---- Old World Builder

// The categories of a list, in Old World Builder's order (lords and heroes: Warhammer Fantasy
// Battle lists).
inline constexpr std::string_view owb_categories[] = {
    "lords", "heroes", "characters", "core", "special", "rare", "mercenaries", "allies"};

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
      const bool unit_army = for_composition && army ? for_composition->is_string() && *for_composition == *army
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
          cost = capped(cost + owb_magic_item(r, (*sel)[m], reader::at(reader::at(p, "selected"), m),
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
    list.warnings.push_back({"game", "is " + detail::quoted(game) + ", not \"the-old-world\": "
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

// ---- New Recruit

inline bool is_points(const nlohmann::json& cost) {
  return text(cost, "typeId") == "points" || text(cost, "name") == "pts";
}

// The points among `costs` of `o` (nothing when it has none).
inline std::optional<long long> nr_points(reader& r, const nlohmann::json& o,
                                          const std::string& path) {
  std::optional<long long> points;
  if (const nlohmann::json* costs = list_of(r, o, path, "costs"))
    for (std::size_t k = 0; k < costs->size(); ++k)
      if (is_points((*costs)[k]))
        points = capped(points.value_or(0) +
                        number(r, (*costs)[k], reader::at(reader::at(path, "costs"), k), "value"));
  return points;
}

// The points of a selection and of everything selected inside it; nothing when none of them has
// a points cost.
inline std::optional<long long> nr_cost(reader& r, const nlohmann::json& s,
                                        const std::string& path) {
  std::optional<long long> points = nr_points(r, s, path);
  if (const nlohmann::json* subs = list_of(r, s, path, "selections"))
    for (std::size_t k = 0; k < subs->size(); ++k)
      if (const std::optional<long long> p = nr_cost(r, (*subs)[k], reader::at(reader::at(path, "selections"), k)))
        points = capped(points.value_or(0) + *p);
  return points;
}

// A selection named `name` (any case) anywhere inside `s`.
inline bool nr_has(const nlohmann::json& s, std::string_view name) {
  const nlohmann::json* subs = field(s, "selections");
  if (!subs || !subs->is_array()) return false;
  for (const nlohmann::json& t : *subs) {
    const std::string n = text(t, "name");
    bool same = n.size() == name.size();
    for (std::size_t i = 0; same && i < n.size(); ++i)
      same = std::tolower(static_cast<unsigned char>(n[i])) ==
             std::tolower(static_cast<unsigned char>(name[i]));
    if (same || nr_has(t, name)) return true;
  }
  return false;
}

inline bool nr_in_category(const nlohmann::json& s, std::string_view category) {
  if (const nlohmann::json* cs = field(s, "categories"); cs && cs->is_array())
    for (const nlohmann::json& c : *cs)
      if (text(c, "name").find(category) != std::string::npos) return true;
  return false;
}

inline list_unit nr_unit(reader& r, const nlohmann::json& s, const std::string& path) {
  list_unit u;
  u.id = id_of(r, s, path, "a unit needs its id");
  u.name = text(r, s, path, "name");
  if (const std::optional<long long> cost = nr_cost(r, s, path)) u.cost = unit_cost(r, *cost, path);
  else r.fail(path, "has no points cost: neither the selection nor anything in it has a cost "
                    "in points");
  // Models: the selections of type "model". Command crew (champion, standard bearer, musician)
  // are models of the unit upgraded, already among them (New Recruit prices them as the upgrade
  // alone: 22 Dark Elf Warriors and their 3 command cost 22 models' worth and 18 points), and
  // other crew (handlers, chariot crew) are part of their model.
  long long models = 0;
  u.kind = nr_in_category(s, "Characters") ? unit_kind::character : unit_kind::unit;
  // A model selection says how many: New Recruit writes `number` on every one. Its categories
  // say what a unit that is not a character is.
  const auto model = [&](const nlohmann::json& t, const std::string& at) {
    (void)given(r, t, at, "number", "the models of a model selection");
    models = capped(models + number(r, t, at, "number", 1));
    if (u.kind == unit_kind::character) return;
    if (nr_in_category(t, "Behemoth") || nr_in_category(t, "Monster")) u.kind = unit_kind::monster;
    else if (nr_in_category(t, "Chariot")) u.kind = unit_kind::chariot;
    else if (nr_in_category(t, "War Machine")) u.kind = unit_kind::war_machine;
  };
  if (text(s, "type") == "model") model(s, path);  // a model outside a unit is a unit of its own
  if (const nlohmann::json* subs = field(s, "selections"); subs && subs->is_array())
    for (std::size_t k = 0; k < subs->size(); ++k)
      if (text((*subs)[k], "type") == "model")
        model((*subs)[k], reader::at(reader::at(path, "selections"), k));
  if (models > max_points)
    r.fail(path, "has " + points_text(models) + " models, more than a unit can have (" +
                     std::to_string(max_points) + ")");
  u.strength_at_start = models > max_points ? 1 : std::max(1, static_cast<int>(models));
  u.general = nr_has(s, "General");
  u.battle_standard_bearer = nr_has(s, "Battle Standard Bearer");
  return u;
}

inline void nr_force(reader& r, const nlohmann::json& force, const std::string& path,
                     army_list& list, list_units_read& read) {
  if (!r.object(force, path)) return;
  if (const nlohmann::json* sels = list_of(r, force, path, "selections"))
    for (std::size_t i = 0; i < sels->size() && !read.full; ++i) {
      const nlohmann::json& s = (*sels)[i];
      const std::string p = reader::at(reader::at(path, "selections"), i);
      if (!r.object(s, p)) continue;
      const std::string type = text(s, "type");
      if (type == "unit" || type == "model")
        add_unit(r, list, read, nr_unit(r, s, p), p);
      else if (const std::optional<long long> cost = nr_cost(r, s, p); cost && *cost != 0)
        list.warnings.push_back({p, "costs " + std::to_string(*cost) + " points outside every "
                                    "unit (a selection of type " + detail::quoted(type) +
                                    "): in no unit's cost and not in the total"});
    }
  if (const nlohmann::json* forces = list_of(r, force, path, "forces"))
    for (std::size_t i = 0; i < forces->size() && !read.full; ++i)
      nr_force(r, (*forces)[i], reader::at(reader::at(path, "forces"), i), list, read);
}

inline void read_new_recruit(reader& r, const nlohmann::json& root, army_list& list) {
  const nlohmann::json* roster = r.member(root, "", "roster", true);
  if (!roster || !r.object(*roster, "roster")) return;
  // New Recruit serves many games; its units and prices are read here as The Old World's. A
  // roster that does not name its game (older exports) is taken as one.
  if (const std::string game = text(*roster, "gameSystemName");
      !game.empty() && game.find("Old World") == std::string::npos) {
    r.fail("roster.gameSystemName",
           "is " + detail::quoted(game) + ": only The Old World's rosters are read");
    return;
  }
  list.name = text(r, *roster, "roster", "name");
  if (const nlohmann::json* limits = list_of(r, *roster, "roster", "costLimits"))
    for (std::size_t k = 0; k < limits->size(); ++k)
      if (is_points((*limits)[k])) {
        const long long v = number(r, (*limits)[k], reader::at("roster.costLimits", k), "value",
                                   -max_points);
        if (v > 0) list.points_limit = static_cast<int>(v);  // New Recruit writes -1 for no limit
        else if (v != -1)
          list.warnings.push_back({reader::at("roster.costLimits", k) + ".value",
                                   std::to_string(v) + " is no points limit (New Recruit writes "
                                   "-1 for none): the list is read without one"});
      }
  list_units_read read;
  if (const nlohmann::json* forces = r.array(*roster, "roster", "forces", true, 0,
                                             static_cast<std::size_t>(max_points)))
    for (std::size_t i = 0; i < forces->size() && !read.full; ++i)
      nr_force(r, (*forces)[i], reader::at("roster.forces", i), list, read);
}

}  // namespace detail

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
  const std::optional<army_list_format> format = options.format ? options.format
                                                                : detect_army_list_format(root);
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
  if (*format == army_list_format::owb) detail::read_owb(r, root, list, options.owb);
  else detail::read_new_recruit(r, root, list);
  long long total = 0;  // each cost at most max_points: no overflow
  for (const list_unit& u : list.units) {
    total += u.cost;
    for (const list_unit& d : u.detachments) total += d.cost;
  }
  if (total <= max_points) {
    list.total = static_cast<int>(total);
  } else {
    r.fail("(document)", "the list totals " + std::to_string(total) +
                             " points, more than a list can total (" +
                             std::to_string(max_points) + ")");
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
        list.warnings.push_back({"roster.costs", "the roster's stored total " +
                                                     std::to_string(*stored) +
                                                     " differs from its selections' " +
                                                     std::to_string(list.total)});
  return list;
}

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
[[nodiscard]] inline nlohmann::ordered_json battle_skeleton_json(std::string_view rules,
                                                                 const army_list& a,
                                                                 const army_list& b,
                                                                 std::vector<problem>* warnings = nullptr) {
  int limit = 0;
  if (a.points_limit) limit = *a.points_limit;
  if (b.points_limit) limit = std::max(limit, *b.points_limit);
  if (a.points_limit && b.points_limit && *a.points_limit != *b.points_limit && warnings)
    warnings->push_back({"points_limit", "the lists' limits differ (" +
                                             std::to_string(*a.points_limit) + " and " +
                                             std::to_string(*b.points_limit) +
                                             "): the larger is the battle's"});
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
    army.units.push_back({.id = u.id, .cost = u.cost, .kind = u.kind,
                          .strength_at_start = u.strength_at_start,
                          .strength_at_end = u.strength_at_start, .general = u.general,
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
