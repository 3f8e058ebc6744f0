// rankfile/vocabulary.hpp: every enum of the documents, from its table, as Markdown (the JSON
// form, vocabulary_json, is in rankfile/json/vocabulary.hpp).
//
// The "Vocabulary" section of docs/json-format.md is this function's output, checked by a
// test, so the documented identifiers, their English and the meaning of their numbers cannot
// drift from the tables (rankfile/core/enum_table.hpp). `rankfile vocabulary` prints it.
#pragma once

#include <string>
#include <string_view>

#include "rankfile/break_test/components.hpp"
#include "rankfile/break_test/result.hpp"
#include "rankfile/combat/components/common.hpp"
#include "rankfile/combat/components/ranks.hpp"
#include "rankfile/combat/result.hpp"
#include "rankfile/core/enum_table.hpp"
#include "rankfile/odds/fight.hpp"
#include "rankfile/tournament/scheme.hpp"
#include "rankfile/tournament/standings.hpp"
#include "rankfile/victory/battle.hpp"
#include "rankfile/victory/components/rounding.hpp"
#include "rankfile/victory/components/victory_points.hpp"
#include "rankfile/victory/result.hpp"

namespace rankfile {

namespace detail {
// "### heading", then one row per value: identifier, English, meaning.
template <Tabled E>
void vocabulary_section(std::string& out, std::string_view heading) {
  out.append("\n### ").append(heading).append("\n\n| identifier | in English | meaning |\n");
  out.append("|---|---|---|\n");
  for (const enum_entry<E>& row : entries_of(E{})) {
    std::string english(row.english);
    for (std::size_t at = english.find('|'); at != std::string::npos; at = english.find('|', at + 2))
      english.replace(at, 1, "\\|");
    out.append("| `").append(row.id).append("` | ").append(english).append(" | ");
    out.append(row.meaning).append(" |\n");
  }
}
}  // namespace detail

// Calls f.template operator()<E>(key, heading) for every enum the documents carry, in document
// order: `key` names it in the JSON form (the enum's C++ name), `heading` in the Markdown one.
template <class F>
constexpr void for_each_vocabulary(F&& f) {
  f.template operator()<troop_type>("troop_type", "Troop types (`units[j].troop_type`)");
  f.template operator()<formation>("formation", "Formations (`units[j].formation`)");
  f.template operator()<facing>("facing", "Facings (`engagements[k].facing`, `denied[n].facing`)");
  f.template operator()<weapon>("weapon", "Weapons (the fight document's `sides[i].weapon`)");
  f.template operator()<bonus>("bonus", "Bonuses (`awarded[n].bonus`, `denied[n].bonus`)");
  f.template operator()<reason>("reason", "Denial codes (`denied[n].reason`, with `numbers`)");
  f.template operator()<decision>("decision", "How a combat was decided (`decided_by`)");
  f.template operator()<unit_kind>("unit_kind", "Battle unit kinds (`units[j].kind`)");
  f.template operator()<unit_state>("unit_state", "Battle unit states (`units[j].state`)");
  f.template operator()<vp_reason>("vp_reason", "Victory-point lines (`lines[n].reason`)");
  f.template operator()<battle_outcome>("battle_outcome", "Battle outcomes (`armies[i].outcome`)");
  f.template operator()<outcome_basis>("outcome_basis", "How a battle was decided (`decided_by`)");
  f.template operator()<break_outcome>(
      "break_outcome", "Break-test outcomes (`outcomes[n].outcome`, `outcome`)");
  f.template operator()<break_modifier>(
      "break_modifier", "Break-test modifiers (`modifiers[n].modifier`)");
  f.template operator()<break_reason>(
      "break_reason", "Break-test reasons (`modifiers[n].reason`, with `numbers`)");
  f.template operator()<tournament::band_basis>("band_basis", "Scheme band edges (`scheme.basis`)");
  f.template operator()<tournament::tiebreaker>("tiebreaker", "Tiebreakers (`tiebreakers`)");
  f.template operator()<tournament::pairing_reason>(
      "pairing_reason", "Pairing reasons (`next_round_pairings[n].code`)");
  // The choices of house-rule settings (`rules.<role>.<setting>`): `rankfile rule-sets` names
  // each setting and shows its value in these words; a value is given by identifier or English.
  f.template operator()<rules::counted_at>("counted_at", "House rules: when figures are counted");
  f.template operator()<rules::when_deepest_disrupted>(
      "when_deepest_disrupted", "House rules: when the deepest unit is disrupted");
  f.template operator()<rules::rounding>("rounding", "House rules: rounding");
  f.template operator()<rules::lost_when>(
      "lost_when", "House rules: when a General or battle standard bearer is lost");
  f.template operator()<rules::judged_by>("judged_by", "House rules: how a break test is judged");
  f.template operator()<rules::stubborn_effect>("stubborn_effect",
                                                "House rules: what Stubborn does");
  f.template operator()<rules::fear_effect>(
      "fear_effect", "House rules: what defeat by fear-causers does");
}

// Every enum the documents carry, in document order.
[[nodiscard]] inline std::string vocabulary_markdown() {
  std::string out;
  for_each_vocabulary([&]<Tabled E>(std::string_view, std::string_view heading) {
    detail::vocabulary_section<E>(out, heading);
  });
  return out;
}

}  // namespace rankfile
