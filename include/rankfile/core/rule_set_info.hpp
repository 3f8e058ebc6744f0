// rankfile/core/rule_set_info.hpp: what a rule set says about itself.
//
// Every rule set carries an `info`: its identity and provenance. Tools list it; the engines
// never read it. Where each rule comes from is the business of each engine: a rule set that
// resolves combats has a `combat_cite` (rankfile/combat/citations.hpp), one that scores battles
// a `victory_cite` (rankfile/victory/citations.hpp).
#pragma once

#include <cstddef>
#include <string_view>

namespace rankfile {

struct rule_set_info {
  std::string_view id{};          // stable identifier, e.g. "wfb5"
  std::string_view name{};        // full name, e.g. "Warhammer Fantasy Battle, 5th edition"
  std::string_view aliases{};     // other accepted identifiers, space-separated
  std::string_view source{};      // the text the rule set encodes
  std::string_view confidence{};  // how sure we are, and of what

  [[nodiscard]] constexpr bool answers_to(std::string_view key) const noexcept {
    if (key.empty()) return false;
    if (key == id) return true;
    for (std::string_view rest = aliases; !rest.empty();) {
      const std::size_t space = rest.find(' ');
      if (rest.substr(0, space) == key) return true;
      rest = space == std::string_view::npos ? std::string_view{} : rest.substr(space + 1);
    }
    return false;
  }
};

}  // namespace rankfile
