// rankfile/json/army_list_reader.hpp: what the two army-list readers (old_world_builder.hpp,
// new_recruit.hpp) share (detail only): fields, numbers and texts read with their paths, costs
// capped, and each unit added to the list with its ids checked.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>

#include <nlohmann/json.hpp>

#include "rankfile/core/names.hpp"
#include "rankfile/json/army_list_types.hpp"
#include "rankfile/json/common.hpp"
#include "rankfile/victory/battle.hpp"

namespace rankfile {

namespace detail {

inline const nlohmann::json* field(const nlohmann::json& o, std::string_view key) {
  if (!o.is_object()) return nullptr;
  const auto it = o.find(key);
  return it == o.end() ? nullptr : &*it;
}

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
inline bool given(reader& r, const nlohmann::json& o, const std::string& path, std::string_view key,
                  std::string_view why) {
  if (const nlohmann::json* j = field(o, key); j && !j->is_null()) return true;
  r.fail(reader::at(path, key), "is required: " + std::string(why));
  return false;
}

// Costs are worked out in long long: each count and price is at most max_points, so a product
// of two is at most 10^12 and of three 10^18; every product and sum is capped at points_cap
// (10^15), far above max_points, so that no sum of them overflows.
inline constexpr long long points_cap = 1'000'000'000'000'000;
inline long long capped(long long v) {
  return std::min(v, points_cap);
}

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

}  // namespace detail

}  // namespace rankfile
