// rankfile/vocabulary.hpp: every enum of the documents, from its table, as Markdown (the JSON
// form, vocabulary_json, is in rankfile/json/vocabulary.hpp).
//
// The "Vocabulary" section of docs/json-format.md is this function's output, checked by a
// test, so the documented identifiers, their English and the meaning of their numbers cannot
// drift from the tables (rankfile/core/enum_table.hpp). `rankfile vocabulary` prints it.
#pragma once

#include <string>
#include <string_view>
#include <type_traits>

#include "rankfile/core/enum_table.hpp"
#include "rankfile/engines.hpp"
#include "rankfile/tournament/scheme.hpp"
#include "rankfile/tournament/standings.hpp"

namespace rankfile {

namespace detail {
// "### heading", then one row per value: identifier, English, meaning.
template <Tabled E>
void vocabulary_section(std::string& out, std::string_view heading) {
  out.append("\n### ").append(heading).append("\n\n| identifier | in English | meaning |\n");
  out.append("|---|---|---|\n");
  for (const enum_entry<E>& row : entries_of(E{})) {
    std::string english(row.english);
    for (std::size_t at = english.find('|'); at != std::string::npos;
         at = english.find('|', at + 2))
      english.replace(at, 1, "\\|");
    out.append("| `").append(row.id).append("` | ").append(english).append(" | ");
    out.append(row.meaning).append(" |\n");
  }
}
}  // namespace detail

// Calls f.template operator()<E>(key, heading) for every enum the documents carry, in document
// order: `key` names it in the JSON form (the enum's C++ name), `heading` in the Markdown one.
// Each engine's enums come from its descriptor (rankfile/engines.hpp), in the engines' order,
// then the tournament document's, then the choices of each engine's settings.
template <class F>
constexpr void for_each_vocabulary(F&& f) {
  engines::for_each([&]<class E>(std::type_identity<E>) { E::for_each_enum(f); });
  f.template operator()<tournament::band_basis>("band_basis", "Scheme band edges (`scheme.basis`)");
  f.template operator()<tournament::tiebreaker>("tiebreaker", "Tiebreakers (`tiebreakers`)");
  f.template operator()<tournament::pairing_reason>(
      "pairing_reason", "Pairing reasons (`next_round_pairings[n].code`)");
  // The choices of house-rule settings (`rules.<role>.<setting>`): `rankfile rule-sets` names
  // each setting and shows its value in these words; a value is given by identifier or English.
  engines::for_each([&]<class E>(std::type_identity<E>) { E::for_each_setting_enum(f); });
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
