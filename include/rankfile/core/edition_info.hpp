// rankfile/core/edition_info.hpp: what a rule set says about itself.
//
// Every rule set carries an `info` (identity and provenance) and a `cite` (where each of its
// rules comes from). Tools list them, explanations quote them; the engines never read them.
#pragma once

#include <cstddef>
#include <string_view>

#include "rankfile/core/battle_result.hpp"
#include "rankfile/core/combat_result.hpp"

namespace rankfile {

struct edition_info {
  std::string_view id{};                         // stable identifier, e.g. "wfb5"
  std::string_view name{};                       // full name, e.g. "Warhammer Fantasy Battle, 5th edition"
  std::string_view aliases{};                    // other accepted identifiers, space-separated
  std::string_view source{};                     // the text the rule set encodes
  std::string_view confidence{};                 // how sure we are, and of what

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

// Where each rule comes from: book, section or page, and a one-line paraphrase. Empty when the
// rule set has no such rule.
struct citations {
  std::string_view wounds{};
  std::string_view charge{};
  std::string_view ranks{};
  std::string_view disruption{};
  std::string_view standard{};
  std::string_view battle_standard{};
  std::string_view flank{};
  std::string_view rear{};
  std::string_view high_ground{};
  std::string_view overkill{};
  std::string_view ties{};
  std::string_view wipe_out{};
  // Victory points and the battle's outcome.
  std::string_view unit_victory_points{};
  std::string_view general{};
  std::string_view battle_standard_captured{};
  std::string_view standards_captured{};
  std::string_view table_quarters{};
  std::string_view outcome{};
  std::string_view concession{};

  [[nodiscard]] constexpr std::string_view of(bonus b) const noexcept {
    switch (b) {
      case bonus::wounds: return wounds;
      case bonus::charge: return charge;
      case bonus::ranks: return ranks;
      case bonus::standard: return standard;
      case bonus::battle_standard: return battle_standard;
      case bonus::flank: return flank;
      case bonus::rear: return rear;
      case bonus::high_ground: return high_ground;
      case bonus::overkill: return overkill;
      case bonus::musician: return ties;
    }
    return {};
  }
  // The rule behind a denial: the disruption rule for disruptions, else its bonus's rule.
  [[nodiscard]] constexpr std::string_view of(const denial& d) const noexcept {
    const bool disrupted =
        d.why == reason::disrupted_by_models || d.why == reason::disrupted_by_mass;
    return disrupted ? disruption : of(d.kind);
  }
  // The rule behind a line of victory points (empty for bonus points the caller gave).
  [[nodiscard]] constexpr std::string_view of(vp_reason r) const noexcept {
    switch (r) {
      case vp_reason::general: return general;
      case vp_reason::battle_standard: return battle_standard_captured;
      case vp_reason::standards: return standards_captured;
      case vp_reason::table_quarters: return table_quarters;
      case vp_reason::bonus: return {};
      case vp_reason::concession: return concession;
      default: return unit_victory_points;
    }
  }
};

}  // namespace rankfile
