// rankfile/json/army_list_types.hpp: an army list as the readers give it (army_list: its units,
// their costs and detachments), the formats read and the readers' options.
//
// What a list cannot say is defaulted, and the defaults are documented in json-format.md:
// `strength_at_start` is the unit's number of models (neither format gives unit strength or
// wounds), `kind` is `character` for characters and `unit` for the rest in Old World Builder
// (its export names no troop type); New Recruit's troop-type categories give `monster`,
// `chariot` and `war_machine` too.
//
// The values own their strings, and so does the battle army that battle_army_of() gives.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "rankfile/core/enum_table.hpp"
#include "rankfile/core/problem.hpp"
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

}  // namespace rankfile
