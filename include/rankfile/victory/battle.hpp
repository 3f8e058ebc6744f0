// rankfile/victory/battle.hpp: the state of two armies when a battle ends, for victory points.
//
// Each army lists its own units as they ended the battle; the victory points an army scores come
// from the other army's list. Detachments (fanatics, weapon teams) are units of their own whose
// `detachment_of` names the unit they were bought with; rule sets decide whether they score
// apart from it.
//
//   rankfile::battle b{.points_limit = 2500, .armies = {{
//       {.name = "Orcs", .units = {{.id = "boyz", .cost = 300, .strength_at_start = 20,
//                                   .strength_at_end = 9, .state = unit_state::fleeing}}},
//       {.name = "Empire"}}}};
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "rankfile/core/enum_table.hpp"
#include "rankfile/core/fixed_vector.hpp"
#include "rankfile/core/inline_string.hpp"
#include "rankfile/core/side.hpp"

namespace rankfile {

// Room for an army of 25 units with their characters and detachments, and more.
inline constexpr std::size_t max_battle_units = 64;

// Upper bound on costs, strengths and points in a battle; validate_battle() rejects larger.
inline constexpr int max_points = 1'000'000;

// The most standards one unit can lose (its own and those of the units that fought under it):
// validate_battle() and the JSON reader refuse more.
inline constexpr int max_standards_per_unit = 100;

// The table's quarters: two armies hold at most this many between them (6th and 7th edition).
inline constexpr int table_quarter_count = 4;

// Army names and unit ids are held in the battle (core/inline_string.hpp): 63 characters, room
// for a list's name and for the ids an army list gives a detachment (its unit's id, "/", its
// own: 52 characters at most in the Old World Builder lists we have). A longer one does not
// compile in a constant expression; at run time validate_battle() and the JSON readers report
// it ("armies[0].units[3].id: longer than 63 characters").
inline constexpr std::size_t max_battle_name_length = 63;
using battle_name = inline_string<max_battle_name_length>;

// What a battle unit is, as far as victory points care.
enum class unit_kind : std::uint8_t { unit, character, monster, chariot, war_machine };
inline constexpr enum_entry<unit_kind> unit_kind_table[] = {
    {unit_kind::unit, "unit", "unit"},
    {unit_kind::character, "character", "character"},
    {unit_kind::monster, "monster", "monster"},
    {unit_kind::chariot, "chariot", "chariot"},
    {unit_kind::war_machine, "war_machine", "war machine"},
};
[[nodiscard]] constexpr table_view<unit_kind> entries_of(unit_kind) noexcept {
  return unit_kind_table;
}
static_assert(in_enum_order(unit_kind_table));

enum class unit_state : std::uint8_t { in_play, fleeing, destroyed, fled_off_table };
inline constexpr enum_entry<unit_state> unit_state_table[] = {
    {unit_state::in_play, "in_play", "in play", "on the table, not fleeing"},
    {unit_state::fleeing, "fleeing", "fleeing", "fleeing, still on the table"},
    {unit_state::destroyed, "destroyed", "destroyed", "slain to the last model"},
    {unit_state::fled_off_table, "fled_off_table", "fled off the table",
     "fled off the table (or was run down off it)"},
};
[[nodiscard]] constexpr table_view<unit_state> entries_of(unit_state) noexcept {
  return unit_state_table;
}
static_assert(in_enum_order(unit_state_table));

inline constexpr std::int16_t not_a_detachment = -1;

// How one detachment scores. By default as its rule set scores detachments (unit_vp_rule::
// detachments_apart); a battle can say otherwise of one, where an army mixes kinds: The Old World
// folds a unit's Fanatics into it (its FAQ), while a Regimental Unit's Detachments are units of
// their own (docs/rule-sets/tow.md).
enum class detachment_scoring : std::uint8_t { rule_set, apart, with_unit };
inline constexpr enum_entry<detachment_scoring> detachment_scoring_table[] = {
    {detachment_scoring::rule_set, "rule_set", "as the rule set says",
     "as the rule set scores detachments"},
    {detachment_scoring::apart, "apart", "apart", "scores on its own, as a unit does"},
    {detachment_scoring::with_unit, "with_unit", "with its unit",
     "its cost is part of its unit's value, and it scores nothing on its own"},
};
[[nodiscard]] constexpr table_view<detachment_scoring> entries_of(detachment_scoring) noexcept {
  return detachment_scoring_table;
}
static_assert(in_enum_order(detachment_scoring_table));

struct battle_unit {
  battle_name id{};
  int cost = 0;  // with every upgrade, mount and magic item
  unit_kind kind = unit_kind::unit;
  int strength_at_start = 0;  // unit strength; wounds for characters and monsters
  int strength_at_end = 0;
  unit_state state = unit_state::in_play;
  bool general = false;
  bool battle_standard_bearer = false;
  bool slain_in_combat = false;      // destroyed in close combat or run down in pursuit
  int standards_lost_in_combat = 0;  // its standard bearers slain in combat or run down
  int standards_lost_otherwise = 0;  // its standard bearers lost to shooting, magic, ...
  std::int16_t detachment_of = not_a_detachment;             // index of its parent unit in the army
  detachment_scoring scored = detachment_scoring::rule_set;  // a detachment's only

  [[nodiscard]] constexpr bool is_detachment() const noexcept {
    return detachment_of != not_a_detachment;
  }
  [[nodiscard]] friend constexpr bool operator==(const battle_unit&,
                                                 const battle_unit&) noexcept = default;
};

struct battle_army {
  battle_name name{};
  bool conceded = false;
  int bonus_victory_points = 0;  // scenario or secondary-objective points, scored by this army
  int table_quarters = 0;        // table quarters this army holds (6th and 7th edition)
  // Broke: in the Old World's Break Point games, or 8th edition's Blood and Glory.
  bool broken = false;
  fixed_vector<battle_unit, max_battle_units> units{};

  [[nodiscard]] friend constexpr bool operator==(const battle_army&,
                                                 const battle_army&) noexcept = default;
};

struct battle {
  int points_limit = 0;
  std::array<battle_army, 2> armies{};

  [[nodiscard]] friend constexpr bool operator==(const battle&, const battle&) noexcept = default;
};

}  // namespace rankfile
