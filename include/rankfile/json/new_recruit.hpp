// rankfile/json/new_recruit.hpp: a New Recruit roster in JSON (BattleScribe's roster schema) read
// into an army list (detail: read_new_recruit; rankfile/json/army_list.hpp reads either format).
//
// Costs are those frozen in the file, never a current data set: New Recruit stores each
// selection's cost, and a unit costs the sum over its selection tree.
#pragma once

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "rankfile/core/names.hpp"
#include "rankfile/json/army_list_reader.hpp"
#include "rankfile/json/army_list_types.hpp"
#include "rankfile/json/common.hpp"
#include "rankfile/victory/battle.hpp"

namespace rankfile {

namespace detail {

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
      if (const std::optional<long long> p =
              nr_cost(r, (*subs)[k], reader::at(reader::at(path, "selections"), k)))
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
  if (const std::optional<long long> cost = nr_cost(r, s, path))
    u.cost = unit_cost(r, *cost, path);
  else
    r.fail(path,
           "has no points cost: neither the selection nor anything in it has a cost "
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
    if (nr_in_category(t, "Behemoth") || nr_in_category(t, "Monster"))
      u.kind = unit_kind::monster;
    else if (nr_in_category(t, "Chariot"))
      u.kind = unit_kind::chariot;
    else if (nr_in_category(t, "War Machine"))
      u.kind = unit_kind::war_machine;
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
        list.warnings.push_back({p, "costs " + std::to_string(*cost) +
                                        " points outside every "
                                        "unit (a selection of type " +
                                        detail::quoted(type) +
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
        const long long v =
            number(r, (*limits)[k], reader::at("roster.costLimits", k), "value", -max_points);
        if (v > 0)
          list.points_limit = static_cast<int>(v);  // New Recruit writes -1 for no limit
        else if (v != -1)
          list.warnings.push_back({reader::at("roster.costLimits", k) + ".value",
                                   std::to_string(v) +
                                       " is no points limit (New Recruit writes "
                                       "-1 for none): the list is read without one"});
      }
  list_units_read read;
  if (const nlohmann::json* forces =
          r.array(*roster, "roster", "forces", true, 0, static_cast<std::size_t>(max_points)))
    for (std::size_t i = 0; i < forces->size() && !read.full; ++i)
      nr_force(r, (*forces)[i], reader::at("roster.forces", i), list, read);
}

}  // namespace detail

}  // namespace rankfile
