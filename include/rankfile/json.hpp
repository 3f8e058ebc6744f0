// rankfile/json.hpp: the JSON documents of docs/json-format.md, through nlohmann::json.
//
// The only header with a dependency (Debian: nlohmann-json3-dev). Two layers:
//
// * Readers that check a whole document and report every problem with its path, the way the
//   command-line tool needs them:
//
//     std::vector<rankfile::problem> problems;
//     const rankfile::combat_document d = rankfile::read_combat_document(j, problems);
//
// * to_json / from_json for every public value type, found by nlohmann's ADL, so that
//   `j.get<rankfile::combat>()` and `json(result)` work. from_json throws rankfile::json_error
//   listing every problem.
//
// Strings in the values read (unit names and ids) view into the json they came from: keep the
// json alive as long as the values.
#pragma once

#include <algorithm>
#include <cstdint>
#include <utility>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "rankfile/core/battle.hpp"
#include "rankfile/core/battle_result.hpp"
#include "rankfile/core/combat.hpp"
#include "rankfile/core/combat_result.hpp"
#include "rankfile/core/edition_info.hpp"
#include "rankfile/explain.hpp"
#include "rankfile/knobs.hpp"
#include "rankfile/tournament.hpp"
#include "rankfile/validate.hpp"

namespace rankfile {

inline constexpr int document_version = 1;

// Thrown by from_json: what() lists every problem as "path: message", one a line.
class json_error : public std::runtime_error {
 public:
  explicit json_error(std::vector<problem> problems)
      : std::runtime_error(join(problems)), problems_(std::move(problems)) {}
  [[nodiscard]] const std::vector<problem>& problems() const noexcept { return problems_; }

 private:
  static std::string join(const std::vector<problem>& ps) {
    std::string s = "[rankfile.json] invalid document";
    for (const problem& p : ps) s.append("\n").append(p.path).append(": ").append(p.message);
    return s;
  }
  std::vector<problem> problems_;
};

namespace detail {

using json = nlohmann::json;

template <class E>
struct enum_names;
template <>
struct enum_names<troop_type> {
  static constexpr std::string_view names[] = {"infantry",          "cavalry", "monstrous_infantry",
                                               "monstrous_cavalry", "monster", "chariot",
                                               "war_machine",       "swarm",   "character"};
};
template <>
struct enum_names<formation> {
  static constexpr std::string_view names[] = {"close_order", "open_order", "skirmish"};
};
template <>
struct enum_names<facing> {
  static constexpr std::string_view names[] = {"front", "flank", "rear"};
};
template <>
struct enum_names<unit_kind> {
  static constexpr std::string_view names[] = {"unit", "character", "monster", "chariot",
                                               "war_machine"};
};
template <>
struct enum_names<unit_state> {
  static constexpr std::string_view names[] = {"in_play", "fleeing", "destroyed",
                                               "fled_off_table"};
};

template <class E>
std::string_view enum_name(E e) {
  return enum_names<E>::names[static_cast<std::size_t>(e)];
}

// Walks a document, collecting every problem with its path; values that are missing or wrong
// are replaced by safe defaults so that reading can go on.
class reader {
 public:
  explicit reader(std::vector<problem>& out) : out_(out) {}

  void fail(std::string path, std::string message) {
    out_.push_back({std::move(path), std::move(message)});
  }

  static std::string at(const std::string& path, std::string_view key) {
    return path.empty() ? std::string(key) : path + "." + std::string(key);
  }
  static std::string at(const std::string& path, std::size_t i) {
    return path + "[" + std::to_string(i) + "]";
  }

  // The member `key` of object `o`, or nullptr (reporting it if required).
  const json* member(const json& o, const std::string& path, std::string_view key,
                     bool required) {
    const auto it = o.find(key);
    if (it == o.end() || it->is_null()) {
      if (required) fail(at(path, key), "is required");
      return nullptr;
    }
    return &*it;
  }

  bool object(const json& j, const std::string& path) {
    if (j.is_object()) return true;
    fail(path.empty() ? "(document)" : path, "must be an object, got " + type_of(j));
    return false;
  }

  // An array of min..max elements, or nullptr.
  const json* array(const json& o, const std::string& path, std::string_view key, bool required,
                    std::size_t min, std::size_t max) {
    const json* j = member(o, path, key, required);
    if (!j) return nullptr;
    if (!j->is_array()) {
      fail(at(path, key), "must be an array, got " + type_of(*j));
      return nullptr;
    }
    const auto entries = [](std::size_t n) {
      return std::to_string(n) + (n == 1 ? " entry" : " entries");
    };
    if (j->size() < min)
      fail(at(path, key), "must list at least " + entries(min) + ", got " + std::to_string(j->size()));
    if (j->size() > max) {
      fail(at(path, key), "must list at most " + entries(max) + ", got " + std::to_string(j->size()));
      return nullptr;
    }
    return j;
  }

  std::optional<int> integer(const json& o, const std::string& path, std::string_view key,
                             bool required, long long min, long long max) {
    const json* j = member(o, path, key, required);
    if (!j) return std::nullopt;
    return integer_value(*j, at(path, key), min, max);
  }

  // `j` as an int in [min, max], or nothing (reported at `p`).
  std::optional<int> integer_value(const json& j, const std::string& p, long long min,
                                   long long max) {
    if (j.is_number_float()) {  // too large for an integer, or with a fraction
      const double v = j.get<double>();
      if (v == static_cast<double>(static_cast<long long>(v)) || v > 9e18 || v < -9e18)
        fail(p, std::string(v < 0 ? "must be at least " : "must be at most ") +
                    std::to_string(v < 0 ? min : max) + ", got " + j.dump());
      else
        fail(p, "must be an integer, got " + j.dump());
      return std::nullopt;
    }
    if (!j.is_number_integer()) {
      fail(p, "must be an integer, got " + type_of(j));
      return std::nullopt;
    }
    if (j.is_number_unsigned() &&
        j.get<std::uint64_t>() > static_cast<std::uint64_t>(std::numeric_limits<long long>::max())) {
      fail(p, "must be at most " + std::to_string(max) + ", got " + j.dump());
      return std::nullopt;
    }
    const long long v = j.get<long long>();
    if (v < min || v > max) {
      fail(p, std::string(v < min ? "must be at least " : "must be at most ") +
                  std::to_string(v < min ? min : max) + ", got " + std::to_string(v));
      return std::nullopt;
    }
    return static_cast<int>(v);
  }

  bool boolean(const json& o, const std::string& path, std::string_view key, bool fallback) {
    const json* j = member(o, path, key, false);
    if (!j) return fallback;
    if (!j->is_boolean()) {
      fail(at(path, key), "must be true or false, got " + type_of(*j));
      return fallback;
    }
    return j->get<bool>();
  }

  std::optional<std::string_view> string(const json& o, const std::string& path,
                                         std::string_view key, bool required) {
    const json* j = member(o, path, key, required);
    if (!j) return std::nullopt;
    if (!j->is_string()) {
      fail(at(path, key), "must be a string, got " + type_of(*j));
      return std::nullopt;
    }
    return std::string_view(j->get_ref<const std::string&>());
  }

  template <class E>
  E enumeration(const json& o, const std::string& path, std::string_view key, E fallback) {
    const std::optional<std::string_view> s = string(o, path, key, false);
    if (!s) return fallback;
    std::string choices;
    std::size_t i = 0;
    for (std::string_view name : enum_names<E>::names) {
      if (name == *s) return static_cast<E>(i);
      choices.append(i++ == 0 ? "" : ", ").append(name);
    }
    fail(at(path, key), "must be one of " + choices + ", got \"" + std::string(*s) + "\"");
    return fallback;
  }

  // The document's version, when given, must be the one we read.
  void version(const json& root) {
    if (root.contains("version")) integer(root, "", "version", false, document_version,
                                          document_version);
  }

  static std::string type_of(const json& j) {
    if (j.is_number()) return "a number";
    return std::string("a") + (j.is_object() || j.is_array() ? "n " : " ") + j.type_name();
  }

 private:
  std::vector<problem>& out_;
};

}  // namespace detail

namespace detail {
template <class E, std::size_t N>
E parse_enum(const nlohmann::json& j, const std::string_view (&names)[N]) {
  const std::string& s = j.get_ref<const std::string&>();
  for (std::size_t i = 0; i < N; ++i)
    if (names[i] == s) return static_cast<E>(i);
  throw json_error({{"(value)", "unknown name \"" + s + "\""}});
}
template <class E>
E parse_named(const nlohmann::json& j, std::size_t count) {
  const std::string& s = j.get_ref<const std::string&>();
  for (std::size_t i = 0; i < count; ++i)
    if (name_of(static_cast<E>(i)) == s) return static_cast<E>(i);
  throw json_error({{"(value)", "unknown name \"" + s + "\""}});
}
}  // namespace detail

// ---- Combat document ---------------------------------------------------------------------------

struct combat_document {
  std::string_view rules{};
  combat value{};
};

// Reads a combat document (docs/json-format.md), appending every problem to `problems`, then
// runs validate() on what it read. The rule-set id is returned as read; checking it is the
// caller's (see rule_sets::find).
inline combat_document read_combat_document(const nlohmann::json& root,
                                            std::vector<problem>& problems) {
  detail::reader r(problems);
  combat_document d;
  if (!r.object(root, "")) return d;
  r.version(root);
  d.rules = r.string(root, "", "rules", true).value_or("");
  const std::size_t before = problems.size();

  struct id_at {
    std::string_view id;
    unit_ref where;
  };
  std::vector<id_at> ids;
  if (const nlohmann::json* sides = r.array(root, "", "sides", true, 2, 2)) {
    if (sides->size() != 2) return d;
    for (std::size_t s = 0; s < 2; ++s) {
      const nlohmann::json& js = (*sides)[s];
      const std::string path = detail::reader::at("sides", s);
      if (!r.object(js, path)) continue;
      combat_side& side = d.value.sides[s];
      side.name = r.string(js, path, "name", false).value_or("");
      side.wounds_inflicted = r.integer(js, path, "wounds_inflicted", true, 0, max_count).value_or(0);
      side.challenge_overkill =
          r.integer(js, path, "challenge_overkill", false, 0, max_count).value_or(0);
      const nlohmann::json* units = r.array(js, path, "units", true, 1, max_units_per_side);
      if (!units) continue;
      for (std::size_t i = 0; i < units->size(); ++i) {
        const nlohmann::json& ju = (*units)[i];
        const std::string p = detail::reader::at(path + ".units", i);
        if (!r.object(ju, p)) continue;
        combat_unit u;
        const auto id = r.string(ju, p, "id", true);
        if (id && id->empty()) r.fail(p + ".id", "must not be empty");
        u.name = id.value_or("");
        const unit_ref here{static_cast<side_index>(s), static_cast<std::uint8_t>(i)};
        for (const id_at& other : ids)
          if (id && !id->empty() && other.id == *id)
            r.fail(p + ".id", "repeats the id of sides[" + std::to_string(other.where.side) +
                                  "].units[" + std::to_string(other.where.index) + "]");
        if (id) ids.push_back({*id, here});
        u.models = r.integer(ju, p, "models", true, 0, max_count).value_or(0);
        u.models_at_start = r.integer(ju, p, "models_at_start", false, 0, max_count).value_or(u.models);
        u.files = r.integer(ju, p, "files", true, 1, max_count).value_or(1);
        u.unit_strength = r.integer(ju, p, "unit_strength", false, 0, max_count).value_or(u.models);
        u.unit_strength_at_start = r.integer(ju, p, "unit_strength_at_start", false, 0, max_count)
                                       .value_or(u.models_at_start);
        u.troop = r.enumeration(ju, p, "troop_type", troop_type::infantry);
        u.order = r.enumeration(ju, p, "formation", formation::close_order);
        u.charged = r.boolean(ju, p, "charged", false);
        u.charged_downhill = r.boolean(ju, p, "charged_downhill", false);
        u.elevation = r.integer(ju, p, "elevation", false, -max_count, max_count).value_or(0);
        u.standard = r.boolean(ju, p, "standard", false);
        u.battle_standard = r.boolean(ju, p, "battle_standard", false);
        u.musician = r.boolean(ju, p, "musician", false);
        side.units.push_back(u);
      }
    }
  }
  if (const nlohmann::json* es = r.array(root, "", "engagements", false, 0, max_engagements)) {
    for (std::size_t i = 0; i < es->size(); ++i) {
      const nlohmann::json& je = (*es)[i];
      const std::string p = detail::reader::at("engagements", i);
      if (!r.object(je, p)) continue;
      engagement e;
      bool ok = true;
      for (const auto& [key, ref] : {std::pair{"unit", &e.unit}, std::pair{"fights", &e.fights}}) {
        const auto id = r.string(je, p, key, true);
        if (!id) {
          ok = false;
          continue;
        }
        const id_at* found = nullptr;
        for (const id_at& x : ids)
          if (x.id == *id) found = &x;
        if (!found) {
          r.fail(p + "." + key, "names no unit: \"" + std::string(*id) + "\"");
          ok = false;
        } else {
          *ref = found->where;
        }
      }
      e.target_facing = r.enumeration(je, p, "facing", facing::front);
      if (ok) d.value.engagements.push_back(e);
    }
  }
  // Cross-field checks, once every field read cleanly.
  if (problems.size() == before)
    for (problem& p : validate(d.value)) problems.push_back(std::move(p));
  return d;
}

// ---- Battle document ---------------------------------------------------------------------------

struct battle_document {
  std::string_view rules{};
  battle value{};
};

namespace detail {

inline void read_battle_unit(reader& r, const nlohmann::json& ju, const std::string& p,
                             battle_army& army, std::int16_t parent) {
  if (!r.object(ju, p)) return;
  battle_unit u;
  const auto id = r.string(ju, p, "id", true);
  if (id && id->empty()) r.fail(p + ".id", "must not be empty");
  u.id = id.value_or("");
  for (const battle_unit& other : army.units)
    if (id && !id->empty() && other.id == *id) {
      r.fail(p + ".id", "repeats the id \"" + std::string(*id) + "\" in this army");
      break;
    }
  u.cost = r.integer(ju, p, "cost", true, 0, max_points).value_or(0);
  u.kind = r.enumeration(ju, p, "kind", unit_kind::unit);
  u.strength_at_start = r.integer(ju, p, "strength_at_start", true, 1, max_points).value_or(1);
  u.strength_at_end =
      r.integer(ju, p, "strength_at_end", false, 0, max_points).value_or(u.strength_at_start);
  u.state = r.enumeration(ju, p, "state", unit_state::in_play);
  u.general = r.boolean(ju, p, "general", false);
  u.battle_standard_bearer = r.boolean(ju, p, "battle_standard_bearer", false);
  u.slain_in_combat = r.boolean(ju, p, "slain_in_combat", false);
  u.standards_lost_in_combat = r.integer(ju, p, "standards_lost_in_combat", false, 0, 100).value_or(0);
  u.standards_lost_otherwise = r.integer(ju, p, "standards_lost_otherwise", false, 0, 100).value_or(0);
  u.detachment_of = parent;
  if (army.units.full()) {
    r.fail(p, "too many units and detachments in one army (at most " +
                  std::to_string(max_battle_units) + ")");
    return;
  }
  army.units.push_back(u);
  const auto index = static_cast<std::int16_t>(army.units.size() - 1);
  if (const nlohmann::json* ds = r.array(ju, p, "detachments", false, 0, max_battle_units)) {
    if (parent != not_a_detachment) {
      r.fail(p + ".detachments", "a detachment cannot have detachments of its own");
      return;
    }
    for (std::size_t i = 0; i < ds->size(); ++i)
      read_battle_unit(r, (*ds)[i], reader::at(p + ".detachments", i), army, index);
  }
}

}  // namespace detail

// Reads a battle document, appending every problem to `problems`. Validation that depends on
// the rule set (validate_battle<R>) is the caller's.
inline battle_document read_battle_document(const nlohmann::json& root,
                                            std::vector<problem>& problems) {
  detail::reader r(problems);
  battle_document d;
  if (!r.object(root, "")) return d;
  r.version(root);
  d.rules = r.string(root, "", "rules", true).value_or("");
  d.value.points_limit = r.integer(root, "", "points_limit", true, 1, max_points).value_or(1);
  const nlohmann::json* armies = r.array(root, "", "armies", true, 2, 2);
  if (!armies || armies->size() != 2) return d;
  for (std::size_t a = 0; a < 2; ++a) {
    const nlohmann::json& ja = (*armies)[a];
    const std::string path = detail::reader::at("armies", a);
    if (!r.object(ja, path)) continue;
    battle_army& army = d.value.armies[a];
    army.name = r.string(ja, path, "name", false).value_or("");
    army.conceded = r.boolean(ja, path, "conceded", false);
    army.bonus_victory_points =
        r.integer(ja, path, "bonus_victory_points", false, 0, max_points).value_or(0);
    army.table_quarters = r.integer(ja, path, "table_quarters", false, 0, 4).value_or(0);
    army.broken = r.boolean(ja, path, "broken", false);
    if (const nlohmann::json* units = r.array(ja, path, "units", true, 0, max_battle_units))
      for (std::size_t i = 0; i < units->size(); ++i)
        detail::read_battle_unit(r, (*units)[i], detail::reader::at(path + ".units", i), army,
                                 not_a_detachment);
  }
  return d;
}

// ---- Tournament values ---------------------------------------------------------------------

namespace tournament {

inline void to_json(nlohmann::json& j, const game& g) {
  j = {{"round", g.round},
       {"points_limit", g.points_limit},
       {"players", g.players},
       {"victory_points", g.victory_points},
       {"secondary_victory_points", g.secondary_victory_points},
       {"generals_slain", g.generals_slain},
       {"primary_objective",
        g.primary_objective ? nlohmann::json(*g.primary_objective) : nlohmann::json(nullptr)},
       {"secondary_objectives", g.secondary_objectives}};
}
inline void from_json(const nlohmann::json& j, game& g) {
  g.round = j.at("round").get<int>();
  g.points_limit = j.value("points_limit", 0);
  g.players = j.at("players").get<std::array<std::string, 2>>();
  g.victory_points = j.at("victory_points").get<std::array<int, 2>>();
  g.secondary_victory_points = j.value("secondary_victory_points", std::array<int, 2>{});
  g.generals_slain = j.value("generals_slain", std::array<int, 2>{});
  if (j.contains("primary_objective") && !j["primary_objective"].is_null())
    g.primary_objective = j["primary_objective"].get<int>();
  else
    g.primary_objective.reset();
  g.secondary_objectives = j.value("secondary_objectives", std::array<bool, 2>{});
}
inline void to_json(nlohmann::json& j, const bye& b) { j = {{"round", b.round}, {"player", b.player}}; }
inline void from_json(const nlohmann::json& j, bye& b) {
  b.round = j.at("round").get<int>();
  b.player = j.at("player").get<std::string>();
}
// A standing as JSON; `strength_of_schedule` as a number, and exactly as [numerator,
// denominator] in `strength_of_schedule_exact`.
template <class Json>
Json standing_json(const standing& s) {
  return {{"rank", s.rank},
          {"player", s.player},
          {"tournament_points", s.tournament_points},
          {"victory_points", s.victory_points},
          {"secondary_victory_points", s.secondary_victory_points},
          {"generals_slain", s.generals_slain},
          {"vp_difference", s.vp_difference},
          {"wins", s.wins},
          {"strength_of_schedule", s.strength_of_schedule.value()},
          {"strength_of_schedule_exact",
           {s.strength_of_schedule.numerator, s.strength_of_schedule.denominator}},
          {"head_to_head", s.head_to_head},
          {"games", s.games},
          {"byes", s.byes}};
}
inline void to_json(nlohmann::json& j, const standing& s) { j = standing_json<nlohmann::json>(s); }
inline void from_json(const nlohmann::json& j, standing& s) {
  s.rank = j.at("rank").get<int>();
  s.player = j.at("player").get<std::string>();
  s.tournament_points = j.at("tournament_points").get<int>();
  s.victory_points = j.at("victory_points").get<int>();
  s.secondary_victory_points = j.at("secondary_victory_points").get<int>();
  s.generals_slain = j.at("generals_slain").get<int>();
  s.vp_difference = j.at("vp_difference").get<int>();
  s.wins = j.at("wins").get<int>();
  s.strength_of_schedule = {j.at("strength_of_schedule_exact").at(0).get<long long>(),
                            j.at("strength_of_schedule_exact").at(1).get<long long>()};
  s.head_to_head = j.at("head_to_head").get<int>();
  s.games = j.at("games").get<int>();
  s.byes = j.at("byes").get<int>();
}


inline void to_json(nlohmann::json& j, const game_score& g) {
  j = {{"tournament_points", g.points},
       {"outcomes", {name_of(g.outcomes[0]), name_of(g.outcomes[1])}}};
}
inline void from_json(const nlohmann::json& j, game_score& g) {
  g.points = j.at("tournament_points").get<std::array<int, 2>>();
  for (std::size_t k = 0; k < 2; ++k)
    g.outcomes[k] = rankfile::detail::parse_named<battle_outcome>(j.at("outcomes").at(k), 14);
}
inline void to_json(nlohmann::json& j, const pairing& p) {
  j = {{"player", p.player},
       {"opponent", p.opponent ? nlohmann::json(*p.opponent) : nlohmann::json(nullptr)},
       {"reason", p.reason}};
}
inline void from_json(const nlohmann::json& j, pairing& p) {
  p.player = j.at("player").get<std::string>();
  if (j.at("opponent").is_null()) p.opponent.reset();
  else p.opponent = j.at("opponent").get<std::string>();
  p.reason = j.at("reason").get<std::string>();
}
inline void to_json(nlohmann::json& j, const band& b) {
  j = {{"up_to", b.up_to ? nlohmann::json(*b.up_to) : nlohmann::json(nullptr)},
       {"inclusive", b.inclusive},
       {"points", {b.winner_points, b.loser_points}},
       {"outcome", name_of(b.outcome)}};
}
inline void from_json(const nlohmann::json& j, band& b) {
  if (j.at("up_to").is_null()) b.up_to.reset();
  else b.up_to = j.at("up_to").get<int>();
  b.inclusive = j.at("inclusive").get<bool>();
  b.winner_points = j.at("points").at(0).get<int>();
  b.loser_points = j.at("points").at(1).get<int>();
  b.outcome = rankfile::detail::parse_named<battle_outcome>(j.at("outcome"), 14);
}
}  // namespace tournament

// ---- Tournament document -----------------------------------------------------------------------

namespace detail {

inline void read_tiebreakers(reader& r, const nlohmann::json& o, const std::string& path,
                             std::vector<tournament::tiebreaker>& out) {
  const nlohmann::json* list = r.array(o, path, "tiebreakers", false, 0, tournament::tiebreaker_count);
  if (!list) return;
  out.clear();
  for (std::size_t i = 0; i < list->size(); ++i) {
    const std::string p = reader::at(reader::at(path, "tiebreakers"), i);
    if (!(*list)[i].is_string()) {
      r.fail(p, "must be a string, got " + reader::type_of((*list)[i]));
      continue;
    }
    const std::string& name = (*list)[i].get_ref<const std::string&>();
    if (const auto t = tournament::tiebreaker_named(name)) {
      out.push_back(*t);
    } else {
      std::string known;
      for (std::size_t k = 0; k < tournament::tiebreaker_count; ++k)
        known.append(k ? ", " : "").append(name_of(static_cast<tournament::tiebreaker>(k)));
      r.fail(p, "unknown tiebreaker \"" + name + "\" (known: " + known + ")");
    }
  }
}

inline tournament::scheme read_scheme(reader& r, const nlohmann::json& root) {
  const nlohmann::json* js = r.member(root, "", "scheme", true);
  if (!js) return {};
  if (js->is_string()) {
    const std::string& id = js->get_ref<const std::string&>();
    if (auto s = tournament::scheme_named(id)) return *s;
    r.fail("scheme", "unknown scheme \"" + id + "\" (known: tow-matched-play, t9a-nr, or an "
                     "object with bands)");
    return {};
  }
  if (!r.object(*js, "scheme")) return {};
  tournament::scheme s;
  s.id = std::string(r.string(*js, "scheme", "id", false).value_or("custom"));
  const std::string basis = std::string(r.string(*js, "scheme", "basis", false).value_or("absolute"));
  if (basis == "percent") s.basis = tournament::band_basis::percent_of_points_limit;
  else if (basis != "absolute")
    r.fail("scheme.basis", "must be absolute or percent, got \"" + basis + "\"");
  if (const nlohmann::json* bands = r.array(*js, "scheme", "bands", true, 1, 100)) {
    for (std::size_t i = 0; i < bands->size(); ++i) {
      const nlohmann::json& jb = (*bands)[i];
      const std::string p = reader::at("scheme.bands", i);
      if (!r.object(jb, p)) continue;
      tournament::band b;
      b.up_to = r.integer(jb, p, "up_to", false, 0, max_points);
      b.inclusive = r.boolean(jb, p, "inclusive", true);
      if (const nlohmann::json* pts = r.array(jb, p, "points", true, 2, 2); pts && pts->size() == 2) {
        b.winner_points = r.integer_value((*pts)[0], p + ".points[0]", 0, 1000).value_or(0);
        b.loser_points = r.integer_value((*pts)[1], p + ".points[1]", 0, 1000).value_or(0);
      }
      if (i + 1 < bands->size() && !b.up_to) r.fail(p + ".up_to", "is required but in the last band");
      s.bands.push_back(b);
    }
  }
  s.primary_objective_points =
      r.integer(*js, "scheme", "primary_objective_points", false, 0, 1000).value_or(0);
  s.secondary_objective_points =
      r.integer(*js, "scheme", "secondary_objective_points", false, 0, 1000).value_or(0);
  s.bye_points = r.integer(*js, "scheme", "bye_points", false, 0, 1000);
  read_tiebreakers(r, *js, "scheme", s.tiebreakers);
  return s;
}

inline void read_pair(reader& r, const nlohmann::json& o, const std::string& path,
                      std::string_view key, std::array<int, 2>& out, bool required) {
  const nlohmann::json* a = r.array(o, path, key, required, 2, 2);
  if (!a || a->size() != 2) return;
  for (std::size_t k = 0; k < 2; ++k)
    if (auto v = r.integer_value((*a)[k], reader::at(reader::at(path, key), k), 0, max_points))
      out[k] = *v;
}

}  // namespace detail

// Reads a tournament document (docs/json-format.md) into an event, appending every problem,
// then runs tournament::validate on it.
inline tournament::event read_tournament_document(const nlohmann::json& root,
                                                  std::vector<problem>& problems) {
  detail::reader r(problems);
  tournament::event e;
  if (!r.object(root, "")) return e;
  r.version(root);
  e.scheme = detail::read_scheme(r, root);
  detail::read_tiebreakers(r, root, "", e.scheme.tiebreakers);
  if (auto bye = r.integer(root, "", "bye_points", false, 0, 1000)) e.scheme.bye_points = bye;
  if (const nlohmann::json* games = r.array(root, "", "games", true, 0, 1'000'000)) {
    e.games.reserve(games->size());
    for (std::size_t i = 0; i < games->size(); ++i) {
      const nlohmann::json& jg = (*games)[i];
      const std::string p = detail::reader::at("games", i);
      if (!r.object(jg, p)) continue;
      tournament::game g;
      g.round = r.integer(jg, p, "round", true, 1, 10'000).value_or(1);
      g.points_limit = r.integer(jg, p, "points_limit", false, 1, max_points).value_or(0);
      if (const nlohmann::json* pl = r.array(jg, p, "players", true, 2, 2); pl && pl->size() == 2)
        for (std::size_t k = 0; k < 2; ++k) {
          if ((*pl)[k].is_string()) g.players[k] = (*pl)[k].get<std::string>();
          else r.fail(detail::reader::at(p + ".players", k), "must be a string");
        }
      detail::read_pair(r, jg, p, "victory_points", g.victory_points, true);
      detail::read_pair(r, jg, p, "secondary_victory_points", g.secondary_victory_points, false);
      detail::read_pair(r, jg, p, "generals_slain", g.generals_slain, false);
      g.primary_objective = r.integer(jg, p, "primary_objective", false, 0, 1);
      if (const nlohmann::json* so = r.array(jg, p, "secondary_objectives", false, 2, 2);
          so && so->size() == 2)
        for (std::size_t k = 0; k < 2; ++k) {
          if ((*so)[k].is_boolean()) g.secondary_objectives[k] = (*so)[k].get<bool>();
          else r.fail(detail::reader::at(p + ".secondary_objectives", k), "must be true or false");
        }
      e.games.push_back(std::move(g));
    }
  }
  if (const nlohmann::json* byes = r.array(root, "", "byes", false, 0, 1'000'000))
    for (std::size_t i = 0; i < byes->size(); ++i) {
      const nlohmann::json& jb = (*byes)[i];
      const std::string p = detail::reader::at("byes", i);
      if (!r.object(jb, p)) continue;
      e.byes.push_back({r.integer(jb, p, "round", true, 1, 10'000).value_or(1),
                        std::string(r.string(jb, p, "player", true).value_or(""))});
    }
  if (problems.empty())
    for (problem& p : tournament::validate(e)) problems.push_back(std::move(p));
  return e;
}

// The answer to a tournament document: standings, each game's outcomes and points, and the
// next round's Swiss pairings.
inline nlohmann::ordered_json standings_json(const tournament::event& e) {
  std::vector<tournament::game_score> scores;
  const std::vector<tournament::standing> table = tournament::standings(e, &scores);
  nlohmann::ordered_json j = {{"version", document_version}, {"scheme", e.scheme.id}};
  j["tiebreakers"] = nlohmann::ordered_json::array();
  for (tournament::tiebreaker t : e.scheme.tiebreakers) j["tiebreakers"].push_back(name_of(t));
  j["standings"] = nlohmann::ordered_json::array();
  for (const tournament::standing& s : table)
    j["standings"].push_back(tournament::standing_json<nlohmann::ordered_json>(s));
  j["games"] = nlohmann::ordered_json::array();
  for (std::size_t i = 0; i < e.games.size(); ++i)
    j["games"].push_back({{"round", e.games[i].round},
                          {"players", e.games[i].players},
                          {"outcomes", {name_of(scores[i].outcomes[0]), name_of(scores[i].outcomes[1])}},
                          {"tournament_points", scores[i].points}});
  j["next_round_pairings"] = nlohmann::ordered_json::array();
  for (const tournament::pairing& p : tournament::swiss_pairings(e, table))
    j["next_round_pairings"].push_back(
        {{"player", p.player},
         {"opponent", p.opponent ? nlohmann::ordered_json(*p.opponent) : nlohmann::ordered_json(nullptr)},
         {"reason", p.reason}});
  return j;
}

// ---- Writing results ---------------------------------------------------------------------------

namespace detail {

// A unit's id, or null for no_unit.
template <class Json = nlohmann::json>
Json unit_id(const combat& c, unit_ref r) {
  if (r == no_unit || r.side > 1 || r.index >= c.sides[r.side].units.size()) return nullptr;
  return std::string(c.unit(r).name);
}

}  // namespace detail

// The answer to a combat document: scores, every line awarded and denied (with its English
// sentence and rule when `cite` is given), the winner, margin and how it was decided.
inline nlohmann::ordered_json combat_result_json(std::string_view rules, const combat& c,
                                                 const combat_result& r,
                                                 const citations* cite = nullptr);

// The answer to a battle document.
inline nlohmann::ordered_json battle_result_json(std::string_view rules, const battle& b,
                                                 const battle_result& r,
                                                 const citations* cite = nullptr);

// ---- to_json / from_json for every public value type -----------------------------------------

inline void to_json(nlohmann::json& j, unit_ref r) {
  j = r == no_unit ? nlohmann::json(nullptr) : nlohmann::json{{"side", r.side}, {"index", r.index}};
}
inline void from_json(const nlohmann::json& j, unit_ref& r) {
  if (j.is_null()) {
    r = no_unit;
    return;
  }
  r.side = j.at("side").get<side_index>();
  r.index = j.at("index").get<std::uint8_t>();
}

inline void to_json(nlohmann::json& j, const combat_unit& u) {
  j = {{"id", u.name},
       {"models", u.models},
       {"models_at_start", u.models_at_start},
       {"files", u.files},
       {"unit_strength", u.unit_strength},
       {"unit_strength_at_start", u.unit_strength_at_start},
       {"troop_type", detail::enum_name(u.troop)},
       {"formation", detail::enum_name(u.order)},
       {"charged", u.charged},
       {"charged_downhill", u.charged_downhill},
       {"elevation", u.elevation},
       {"standard", u.standard},
       {"battle_standard", u.battle_standard},
       {"musician", u.musician}};
}

inline void to_json(nlohmann::json& j, const combat_side& s) {
  j = {{"name", s.name},
       {"wounds_inflicted", s.wounds_inflicted},
       {"challenge_overkill", s.challenge_overkill},
       {"units", nlohmann::json::array()}};
  for (const combat_unit& u : s.units) j["units"].push_back(u);
}

// A combat in document form, without "rules": engagements name units by id.
inline void to_json(nlohmann::json& j, const combat& c) {
  j = {{"version", document_version},
       {"sides", {c.sides[0], c.sides[1]}},
       {"engagements", nlohmann::json::array()}};
  for (const engagement& e : c.engagements)
    j["engagements"].push_back({{"unit", detail::unit_id(c, e.unit)},
                                {"fights", detail::unit_id(c, e.fights)},
                                {"facing", detail::enum_name(e.target_facing)}});
}

// A combat from its document form; "rules" may be absent.
inline void from_json(const nlohmann::json& j, combat& c) {
  std::vector<problem> problems;
  const combat_document d = read_combat_document(j, problems);
  std::erase_if(problems, [](const problem& p) { return p.path == "rules"; });
  if (!problems.empty()) throw json_error(std::move(problems));
  c = d.value;
}

inline void to_json(nlohmann::json& j, const award& a) {
  j = {{"bonus", name_of(a.kind)}, {"value", a.value}, {"unit", a.unit}, {"target", a.target}};
}
inline void to_json(nlohmann::json& j, const denial& d) {
  j = {{"bonus", name_of(d.kind)}, {"reason", name_of(d.why)}, {"facing", detail::enum_name(d.where)},
       {"unit", d.unit},           {"by", d.by},                {"numbers", {d.a, d.b}}};
}
inline void to_json(nlohmann::json& j, const side_result& s) {
  j = {{"score", s.score}, {"awarded", nlohmann::json::array()}, {"denied", nlohmann::json::array()}};
  for (const award& a : s.awarded) j["awarded"].push_back(a);
  for (const denial& d : s.denied) j["denied"].push_back(d);
}
inline void to_json(nlohmann::json& j, const combat_result& r) {
  j = {{"sides", {r.sides[0], r.sides[1]}},
       {"winner", r.winner ? nlohmann::json(*r.winner) : nlohmann::json(nullptr)},
       {"margin", r.margin},
       {"decided_by", name_of(r.decided_by)}};
}


inline void from_json(const nlohmann::json& j, award& a) {
  a.kind = detail::parse_named<bonus>(j.at("bonus"), bonus_count);
  a.value = j.at("value").get<int>();
  a.unit = j.at("unit").get<unit_ref>();
  a.target = j.at("target").get<unit_ref>();
}
inline void from_json(const nlohmann::json& j, denial& d) {
  d.kind = detail::parse_named<bonus>(j.at("bonus"), bonus_count);
  d.why = detail::parse_named<reason>(j.at("reason"), 11);
  d.where = detail::parse_enum<facing>(j.at("facing"), detail::enum_names<facing>::names);
  d.unit = j.at("unit").get<unit_ref>();
  d.by = j.at("by").get<unit_ref>();
  d.a = j.at("numbers").at(0).get<int>();
  d.b = j.at("numbers").at(1).get<int>();
}
inline void from_json(const nlohmann::json& j, side_result& s) {
  s = {};
  for (const auto& a : j.at("awarded")) s.give(a.get<award>());
  s.score = j.at("score").get<int>();
  for (const auto& d : j.at("denied")) s.deny(d.get<denial>());
}
inline void from_json(const nlohmann::json& j, combat_result& r) {
  r.sides[0] = j.at("sides").at(0).get<side_result>();
  r.sides[1] = j.at("sides").at(1).get<side_result>();
  if (j.at("winner").is_null()) r.winner.reset();
  else r.winner = j.at("winner").get<side_index>();
  r.margin = j.at("margin").get<int>();
  r.decided_by = detail::parse_named<decision>(j.at("decided_by"), 4);
}

inline void to_json(nlohmann::json& j, const battle_unit& u) {
  j = {{"id", u.id},
       {"cost", u.cost},
       {"kind", detail::enum_name(u.kind)},
       {"strength_at_start", u.strength_at_start},
       {"strength_at_end", u.strength_at_end},
       {"state", detail::enum_name(u.state)},
       {"general", u.general},
       {"battle_standard_bearer", u.battle_standard_bearer},
       {"slain_in_combat", u.slain_in_combat},
       {"standards_lost_in_combat", u.standards_lost_in_combat},
       {"standards_lost_otherwise", u.standards_lost_otherwise}};
}

// An army in document form: detachments nested inside their unit.
inline void to_json(nlohmann::json& j, const battle_army& a) {
  j = {{"name", a.name},
       {"conceded", a.conceded},
       {"bonus_victory_points", a.bonus_victory_points},
       {"table_quarters", a.table_quarters},
       {"broken", a.broken},
       {"units", nlohmann::json::array()}};
  for (std::size_t i = 0; i < a.units.size(); ++i) {
    if (a.units[i].is_detachment()) continue;
    nlohmann::json u = a.units[i];
    for (const battle_unit& d : a.units)
      if (d.detachment_of == static_cast<std::int16_t>(i)) u["detachments"].push_back(d);
    j["units"].push_back(std::move(u));
  }
}

// A battle in document form, without "rules".
inline void to_json(nlohmann::json& j, const battle& b) {
  j = {{"version", document_version},
       {"points_limit", b.points_limit},
       {"armies", {b.armies[0], b.armies[1]}}};
}

inline void from_json(const nlohmann::json& j, battle& b) {
  std::vector<problem> problems;
  const battle_document d = read_battle_document(j, problems);
  // A battle read without a rule set: "rules" may be absent.
  std::erase_if(problems, [](const problem& p) { return p.path == "rules"; });
  if (!problems.empty()) throw json_error(std::move(problems));
  b = d.value;
}

inline void to_json(nlohmann::json& j, const vp_line& l) {
  j = {{"reason", name_of(l.why)}, {"value", l.value},
       {"unit", l.unit == no_battle_unit ? nlohmann::json(nullptr) : nlohmann::json(l.unit)},
       {"percent", l.percent},       {"basis", l.basis},
       {"numbers", {l.a, l.b}}};
}
inline void from_json(const nlohmann::json& j, vp_line& l) {
  l.why = detail::parse_named<vp_reason>(j.at("reason"), 11);
  l.value = j.at("value").get<int>();
  l.unit = j.at("unit").is_null() ? no_battle_unit : j.at("unit").get<std::uint8_t>();
  l.percent = j.at("percent").get<int>();
  l.basis = j.at("basis").get<int>();
  l.a = j.at("numbers").at(0).get<int>();
  l.b = j.at("numbers").at(1).get<int>();
}
inline void to_json(nlohmann::json& j, const army_score& a) {
  j = {{"victory_points", a.victory_points}, {"lines", nlohmann::json::array()},
       {"outcome", name_of(a.outcome)}};
  for (const vp_line& l : a.lines) j["lines"].push_back(l);
}
inline void from_json(const nlohmann::json& j, army_score& a) {
  a = {};
  for (const auto& l : j.at("lines")) a.add(l.get<vp_line>());
  a.victory_points = j.at("victory_points").get<int>();
  a.outcome = detail::parse_named<battle_outcome>(j.at("outcome"), 14);
}
inline void to_json(nlohmann::json& j, const battle_result& r) {
  j = {{"armies", {r.armies[0], r.armies[1]}},
       {"difference", r.difference},
       {"winner", r.winner ? nlohmann::json(*r.winner) : nlohmann::json(nullptr)},
       {"decided_by", name_of(r.basis)}};
}
inline void from_json(const nlohmann::json& j, battle_result& r) {
  r.armies[0] = j.at("armies").at(0).get<army_score>();
  r.armies[1] = j.at("armies").at(1).get<army_score>();
  r.difference = j.at("difference").get<int>();
  if (j.at("winner").is_null()) r.winner.reset();
  else r.winner = j.at("winner").get<side_index>();
  r.basis = detail::parse_named<outcome_basis>(j.at("decided_by"), 5);
}


inline void to_json(nlohmann::json& j, const knob& k) { j = {{"name", k.name}, {"value", k.value}}; }
inline void from_json(const nlohmann::json& j, knob& k) {
  k.name = j.at("name").get<std::string>();
  k.value = j.at("value").get<std::string>();
}

inline void to_json(nlohmann::json& j, const problem& p) {
  j = {{"path", p.path}, {"message", p.message}};
}
inline void from_json(const nlohmann::json& j, problem& p) {
  p.path = j.at("path").get<std::string>();
  p.message = j.at("message").get<std::string>();
}

// An edition_info read from JSON views into the json's strings: keep the json alive.
inline void from_json(const nlohmann::json& j, edition_info& e) {
  const auto view = [&](const char* key) {
    return std::string_view(j.at(key).get_ref<const std::string&>());
  };
  e.id = view("id");
  e.name = view("name");
  e.source = view("source");
  e.confidence = view("confidence");
  e.aliases = j.at("aliases").empty() ? std::string_view{} : view("aliases_text");
}

inline void to_json(nlohmann::json& j, const edition_info& e) {
  j = {{"id", e.id},         {"name", e.name},
       {"source", e.source}, {"confidence", e.confidence},
       {"aliases", nlohmann::json::array()}, {"aliases_text", e.aliases}};
  for (std::string_view rest = e.aliases; !rest.empty();) {
    const std::size_t space = rest.find(' ');
    j["aliases"].push_back(rest.substr(0, space));
    rest = space == std::string_view::npos ? std::string_view{} : rest.substr(space + 1);
  }
}

// ---- Result documents ------------------------------------------------------------------------

inline nlohmann::ordered_json combat_result_json(std::string_view rules, const combat& c,
                                                 const combat_result& r, const citations* cite) {
  nlohmann::ordered_json j = {{"version", document_version}, {"rules", rules}};
  for (const side_index s : {side_index{0}, side_index{1}}) {
    nlohmann::ordered_json side = {{"name", c.sides[s].name},
                           {"score", r.sides[s].score},
                           {"awarded", nlohmann::ordered_json::array()},
                           {"denied", nlohmann::ordered_json::array()}};
    for (const award& a : r.sides[s].awarded) {
      nlohmann::ordered_json e = {{"bonus", name_of(a.kind)},
                          {"value", a.value},
                          {"unit", detail::unit_id<nlohmann::ordered_json>(c, a.unit)},
                          {"target", detail::unit_id<nlohmann::ordered_json>(c, a.target)},
                          {"reason", describe(c, a)}};
      if (cite) e["rule"] = cite->of(a.kind);
      side["awarded"].push_back(std::move(e));
    }
    for (const denial& d : r.sides[s].denied) {
      nlohmann::ordered_json e = {{"bonus", name_of(d.kind)},
                          {"reason", name_of(d.why)},
                          {"unit", detail::unit_id<nlohmann::ordered_json>(c, d.unit)},
                          {"by", detail::unit_id<nlohmann::ordered_json>(c, d.by)},
                          {"facing", detail::enum_name(d.where)},
                          {"numbers", {d.a, d.b}},
                          {"explanation", describe(c, d)}};
      if (cite) e["rule"] = cite->of(d);
      side["denied"].push_back(std::move(e));
    }
    j["sides"].push_back(std::move(side));
  }
  j["winner"] = r.winner ? nlohmann::ordered_json(*r.winner) : nlohmann::ordered_json(nullptr);
  j["margin"] = r.margin;
  j["decided_by"] = name_of(r.decided_by);
  return j;
}

inline nlohmann::ordered_json battle_result_json(std::string_view rules, const battle& b,
                                                 const battle_result& r, const citations* cite) {
  nlohmann::ordered_json j = {{"version", document_version},
                      {"rules", rules},
                      {"points_limit", b.points_limit}};
  for (const side_index a : {side_index{0}, side_index{1}}) {
    const battle_army& enemy = b.armies[opponent(a)];
    nlohmann::ordered_json army = {{"name", b.armies[a].name},
                           {"victory_points", r.armies[a].victory_points},
                           {"outcome", name_of(r.armies[a].outcome)},
                           {"lines", nlohmann::ordered_json::array()}};
    for (const vp_line& l : r.armies[a].lines) {
      nlohmann::ordered_json e = {{"reason", name_of(l.why)},
                          {"value", l.value},
                          {"unit", l.unit < enemy.units.size()
                                       ? nlohmann::ordered_json(std::string(enemy.units[l.unit].id))
                                       : nlohmann::ordered_json(nullptr)},
                          {"percent", l.percent},
                          {"basis", l.basis},
                          {"numbers", {l.a, l.b}},
                          {"explanation", describe(b, a, l)}};
      if (cite && !cite->of(l.why).empty()) e["rule"] = cite->of(l.why);
      army["lines"].push_back(std::move(e));
    }
    j["armies"].push_back(std::move(army));
  }
  j["difference"] = r.difference;
  j["winner"] = r.winner ? nlohmann::ordered_json(*r.winner) : nlohmann::ordered_json(nullptr);
  j["decided_by"] = name_of(r.basis);
  if (cite && r.basis == outcome_basis::chart_unknown) j["no_outcome_because"] = cite->outcome;
  return j;
}

}  // namespace rankfile
