// rankfile/combat/combat.hpp: the input to a round of close combat, in no edition's terms.
//
// A combat has two sides. Each side lists the units it has in the fight and what it inflicted
// this round; engagements say which unit fights which enemy unit, and on which facing of that
// enemy. Every unit carries its figures at the start and at the end of the round, because
// editions disagree on when things are counted (5th edition counts ranks at the start of the
// round, Battleaxe after casualties): the rule set picks, the input has both.
//
//   rankfile::combat c{.sides = {{
//       {.name = "Empire", .wounds_inflicted = 3,
//        .units = {rankfile::block("Halberdiers", 20, 5)}},
//       {.name = "Orcs", .wounds_inflicted = 2, .units = {rankfile::block("Boyz", 15, 5)}}}}};
//
// With one unit a side, `engagements` may stay empty: the two fight front to front.
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

// Capacities of the fixed-size lists. A combat that needs more is not representable: the JSON
// reader reports it as an error; in C++ a longer initializer list throws std::length_error,
// try_push_back returns false, and push_back writes nothing but marks the list overflowed,
// which validate() reports. Nothing is cut short silently.
inline constexpr std::size_t max_units_per_side = 8;
inline constexpr std::size_t max_engagements = 32;
inline constexpr std::size_t max_extras_per_unit = 4;

// Names are held in the combat (core/inline_string.hpp), so a combat is a value that owns
// everything it says. Side names and unit ids: 39 characters, enough for the unit ids Old World
// Builder exports (up to 37: "mounted-knights-of-the-realm.elpexdyx") and for a UUID (36). A
// unit's id sits between its side's counts and its own, which every engine reads: each byte of
// it moves them apart, and a batch of combats touches more cache lines, so it is no longer than
// that. Extra items' labels: 27 characters ("Banner of the Eternal Flame"), so that a label and its
// value fill 32 bytes. A longer name does not compile in a constant expression; at run time
// validate() and the JSON reader report it ("sides[0].units[1].id: longer than 39 characters").
inline constexpr std::size_t max_name_length = 39;
inline constexpr std::size_t max_label_length = 27;
using combat_name = inline_string<max_name_length>;
using extra_label = inline_string<max_label_length>;

// Upper bound on every count in a combat (models, wounds, unit strength, |elevation|), chosen so
// that no sum the engines form can overflow an int. validate() rejects larger numbers.
inline constexpr int max_count = 100'000;

// What a unit is. The WFB rule sets and Battleaxe know the first few; The Old World grades
// infantry and cavalry (regular, heavy, light, ...). Each rule set reads the names it does not
// use as its nearest own type, or rejects them (the `troops` role,
// rankfile/combat/components/troops.hpp; validate<R> reports a rejected one).
enum class troop_type : std::uint8_t {
  infantry,
  regular_infantry,
  heavy_infantry,
  monstrous_infantry,
  cavalry,
  fast_cavalry,
  light_cavalry,
  heavy_cavalry,
  monstrous_cavalry,
  war_beasts,
  chariot,
  light_chariot,
  heavy_chariot,
  monster,
  behemoth,
  war_machine,
  swarm,
  character,
};
inline constexpr enum_entry<troop_type> troop_type_table[] = {
    {troop_type::infantry, "infantry", "infantry"},
    {troop_type::regular_infantry, "regular_infantry", "regular infantry"},
    {troop_type::heavy_infantry, "heavy_infantry", "heavy infantry"},
    {troop_type::monstrous_infantry, "monstrous_infantry", "monstrous infantry"},
    {troop_type::cavalry, "cavalry", "cavalry"},
    {troop_type::fast_cavalry, "fast_cavalry", "fast cavalry"},
    {troop_type::light_cavalry, "light_cavalry", "light cavalry"},
    {troop_type::heavy_cavalry, "heavy_cavalry", "heavy cavalry"},
    {troop_type::monstrous_cavalry, "monstrous_cavalry", "monstrous cavalry"},
    {troop_type::war_beasts, "war_beasts", "war beasts"},
    {troop_type::chariot, "chariot", "chariot"},
    {troop_type::light_chariot, "light_chariot", "light chariot"},
    {troop_type::heavy_chariot, "heavy_chariot", "heavy chariot"},
    {troop_type::monster, "monster", "monster"},
    {troop_type::behemoth, "behemoth", "behemoth"},
    {troop_type::war_machine, "war_machine", "war machine"},
    {troop_type::swarm, "swarm", "swarm"},
    {troop_type::character, "character", "character"},
};
[[nodiscard]] constexpr table_view<troop_type> entries_of(troop_type) noexcept {
  return troop_type_table;
}
static_assert(in_enum_order(troop_type_table));

enum class formation : std::uint8_t { close_order, open_order, skirmish };
inline constexpr enum_entry<formation> formation_table[] = {
    {formation::close_order, "close_order", "close order"},
    {formation::open_order, "open_order", "open order"},
    {formation::skirmish, "skirmish", "skirmish"},
};
[[nodiscard]] constexpr table_view<formation> entries_of(formation) noexcept {
  return formation_table;
}
static_assert(in_enum_order(formation_table));

// The facing of the *enemy* unit that a unit fights.
enum class facing : std::uint8_t { front, flank, rear };
inline constexpr enum_entry<facing> facing_table[] = {
    {facing::front, "front", "front"},
    {facing::flank, "flank", "flank"},
    {facing::rear, "rear", "rear"},
};
[[nodiscard]] constexpr table_view<facing> entries_of(facing) noexcept {
  return facing_table;
}
static_assert(in_enum_order(facing_table));

// Names one unit of a combat: its side and its position in that side's unit list.
struct unit_ref {
  side_index side = 0;
  std::uint8_t index = 0;

  [[nodiscard]] friend constexpr bool operator==(unit_ref, unit_ref) noexcept = default;
};

// Stands for "no unit" in itemised lines that are not about one unit (wounds, overkill).
inline constexpr unit_ref no_unit{0xFF, 0xFF};

// Combat result a caller adds for a unit: a magic banner, a special rule, a D3 already rolled.
// Itemised like every other bonus, under its label.
struct extra_item {
  extra_label label{};
  int value = 0;

  [[nodiscard]] friend constexpr bool operator==(const extra_item&,
                                                 const extra_item&) noexcept = default;
};

struct combat_unit {
  combat_name name{};       // its id: names it in engagements, itemised lines and explanations
  int models = 0;           // models left at the end of the round
  int models_at_start = 0;  // models at the start of the round
  int files = 1;            // frontage: models per rank
  int unit_strength = 0;    // at the end of the round
  int unit_strength_at_start = 0;  // at the start of the round
  troop_type troop = troop_type::infantry;
  formation order = formation::close_order;
  bool charged = false;           // charged this turn
  bool charged_downhill = false;  // charged from higher ground this turn
  int elevation = 0;              // height of the ground it fights from, any unit of length
  bool standard = false;          // has a standard bearer
  bool battle_standard = false;   // has (or is) the army's battle standard bearer
  bool musician = false;
  bool horde = false;  // The Old World's Horde: its rank bonus may go one higher
  // Lost its ranks to a flank or rear attack in an earlier round of this combat: read where
  // that loss lasts for the whole combat (5th edition, disruption_rule::lasts_for_combat).
  bool disrupted_earlier = false;
  fixed_vector<extra_item, max_extras_per_unit> extra{};

  [[nodiscard]] constexpr int models_when(bool at_start) const noexcept {
    return at_start ? models_at_start : models;
  }
  [[nodiscard]] friend constexpr bool operator==(const combat_unit&,
                                                 const combat_unit&) noexcept = default;
};

// A rank-and-file block that took no casualties yet: `models` at start and end, unit strength
// one per model. Adjust the fields that differ.
[[nodiscard]] constexpr combat_unit block(std::string_view name, int models, int files) noexcept {
  return {.name = name,
          .models = models,
          .models_at_start = models,
          .files = files,
          .unit_strength = models,
          .unit_strength_at_start = models};
}

// `unit` fights the `target_facing` facing of enemy unit `fights`.
struct engagement {
  unit_ref unit{};
  unit_ref fights{};
  facing target_facing = facing::front;

  [[nodiscard]] friend constexpr bool operator==(const engagement&,
                                                 const engagement&) noexcept = default;
};

struct combat_side {
  combat_name name{};
  int wounds_inflicted = 0;    // unsaved wounds this side inflicted this round
  int challenge_overkill = 0;  // wounds its challenger scored beyond what the victim had left
  fixed_vector<combat_unit, max_units_per_side> units{};

  [[nodiscard]] constexpr int models_left() const noexcept {
    int n = 0;
    for (const combat_unit& u : units) n += u.models;
    return n;
  }
  [[nodiscard]] friend constexpr bool operator==(const combat_side&,
                                                 const combat_side&) noexcept = default;
};

struct combat {
  std::array<combat_side, 2> sides{};
  fixed_vector<engagement, max_engagements> engagements{};

  // Precondition: has(r).
  [[nodiscard]] constexpr const combat_unit& unit(unit_ref r) const noexcept {
    return sides[r.side].units[r.index];
  }
  // Whether `r` names a unit of this combat (no_unit names none).
  [[nodiscard]] constexpr bool has(unit_ref r) const noexcept {
    return r.side < 2 && r.index < sides[r.side].units.size();
  }
  [[nodiscard]] friend constexpr bool operator==(const combat&, const combat&) noexcept = default;
};

// The same combat seen from the other table edge: side 0 and side 1 swap, and so do the sides
// named in engagements. Resolving it swaps the per-side results.
[[nodiscard]] constexpr combat mirrored(const combat& c) noexcept {
  combat m{.sides = {c.sides[1], c.sides[0]}, .engagements = {}};
  for (engagement e : c.engagements) {
    e.unit.side = opponent(e.unit.side);
    e.fights.side = opponent(e.fights.side);
    m.engagements.push_back(e);
  }
  return m;
}

}  // namespace rankfile
