// rankfile/vocabulary.hpp: every enum of the documents, from its table, as Markdown.
//
// The "Vocabulary" section of docs/json-format.md is this function's output, checked by a
// test, so the documented identifiers, their English and the meaning of their numbers cannot
// drift from the tables (rankfile/core/enum_table.hpp). `rankfile vocabulary` prints it.
#pragma once

#include <string>
#include <string_view>

#include "rankfile/break_test/result.hpp"
#include "rankfile/combat/result.hpp"
#include "rankfile/core/enum_table.hpp"
#include "rankfile/tournament/scheme.hpp"
#include "rankfile/tournament/standings.hpp"
#include "rankfile/victory/battle.hpp"
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

// Every enum the documents carry, in document order.
[[nodiscard]] inline std::string vocabulary_markdown() {
  std::string out;
  detail::vocabulary_section<troop_type>(out, "Troop types (`units[j].troop_type`)");
  detail::vocabulary_section<formation>(out, "Formations (`units[j].formation`)");
  detail::vocabulary_section<facing>(out, "Facings (`engagements[k].facing`, `denied[n].facing`)");
  detail::vocabulary_section<bonus>(out, "Bonuses (`awarded[n].bonus`, `denied[n].bonus`)");
  detail::vocabulary_section<reason>(out, "Denial codes (`denied[n].reason`, with `numbers`)");
  detail::vocabulary_section<decision>(out, "How a combat was decided (`decided_by`)");
  detail::vocabulary_section<unit_kind>(out, "Battle unit kinds (`units[j].kind`)");
  detail::vocabulary_section<unit_state>(out, "Battle unit states (`units[j].state`)");
  detail::vocabulary_section<vp_reason>(out, "Victory-point lines (`lines[n].reason`)");
  detail::vocabulary_section<battle_outcome>(out, "Battle outcomes (`armies[i].outcome`)");
  detail::vocabulary_section<outcome_basis>(out, "How a battle was decided (`decided_by`)");
  detail::vocabulary_section<break_outcome>(out, "Break-test outcomes (`outcomes[n].outcome`, `outcome`)");
  detail::vocabulary_section<break_modifier>(out, "Break-test modifiers (`modifiers[n].modifier`)");
  detail::vocabulary_section<break_reason>(out, "Break-test reasons (`modifiers[n].reason`, with `numbers`)");
  detail::vocabulary_section<tournament::band_basis>(out, "Scheme band edges (`scheme.basis`)");
  detail::vocabulary_section<tournament::tiebreaker>(out, "Tiebreakers (`tiebreakers`)");
  detail::vocabulary_section<tournament::pairing_reason>(
      out, "Pairing reasons (`next_round_pairings[n].code`)");
  return out;
}

}  // namespace rankfile
