// rankfile/core/rule_set_info.hpp: what a rule set says about itself.
//
// Every rule set carries an `info`: its identity and provenance. Tools list it; the engines
// never read it. Where each rule comes from is the business of each engine: a rule set that
// resolves combats has a `combat_cite` (rankfile/combat/citations.hpp), one that scores battles
// a `victory_cite` (rankfile/victory/citations.hpp).
#pragma once

#include <cstddef>
#include <string_view>

#include "rankfile/core/names.hpp"
#include "rankfile/core/text_view.hpp"

namespace rankfile {

struct rule_set_info {
  text_view id{};          // stable identifier, e.g. "wfb5"
  text_view name{};        // full name, e.g. "Warhammer Fantasy Battle, 5th edition"
  text_view aliases{};     // other accepted identifiers, space-separated
  text_view source{};      // the text the rule set encodes
  text_view confidence{};  // how sure we are, and of what

  // Calls f(alias) for each alias, in order.
  template <class F>
  constexpr void for_each_alias(F&& f) const {
    detail::for_each_word(aliases, f);
  }

  // Calls f(name) for the id, then each alias, in order.
  template <class F>
  constexpr void for_each_name(F&& f) const {
    f(id);
    for_each_alias(f);
  }

  // Whether `key` is the id or one of the aliases, upper and lower case alike ("WFB5", "8TH").
  [[nodiscard]] constexpr bool answers_to(std::string_view key) const noexcept {
    if (key.empty()) return false;
    bool found = false;
    for_each_name([&](std::string_view n) { found = found || detail::same_name(n, key); });
    return found;
  }
};

}  // namespace rankfile
