// rankfile/json/vocabulary.hpp: every enum of the documents, from its table, as JSON: for a
// program that builds documents (a form's choices, a label in English) without copying the
// identifiers. `rankfile vocabulary --format json` prints it; the Markdown form is
// rankfile/vocabulary.hpp.
//
//   { "troop_type": [ { "id": "infantry", "english": "infantry", "meaning": "" }, ... ], ... }
#pragma once

#include <string_view>

#include <nlohmann/json.hpp>

#include "rankfile/core/enum_table.hpp"
#include "rankfile/vocabulary.hpp"

namespace rankfile {

// One key per enum, in document order (for_each_vocabulary), each a list of its values.
[[nodiscard]] inline nlohmann::ordered_json vocabulary_json() {
  nlohmann::ordered_json out = nlohmann::ordered_json::object();
  for_each_vocabulary([&]<Tabled E>(std::string_view key, std::string_view) {
    nlohmann::ordered_json& list = out[std::string(key)] = nlohmann::ordered_json::array();
    for (const enum_entry<E>& row : entries_of(E{}))
      list.push_back({{"id", row.id}, {"english", row.english}, {"meaning", row.meaning}});
  });
  return out;
}

}  // namespace rankfile
