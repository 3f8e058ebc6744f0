// rankfile/combat/citations.hpp: where each combat rule of a rule set comes from.
//
// A rule set that resolves combats has a `static constexpr combat_citations combat_cite`: for
// each rule, the book, section or page and a one-line paraphrase (never the publisher's words).
// explain() prints the citation after each line it backs. Empty when the rule set has no such
// rule.
#pragma once

#include <string_view>

#include "rankfile/combat/result.hpp"
#include "rankfile/core/text_view.hpp"

namespace rankfile {

struct combat_citations {
  text_view wounds{};
  text_view charge{};
  text_view ranks{};
  text_view disruption{};
  text_view outnumber{};
  text_view close_order{};
  text_view massed_infantry{};
  text_view standard{};
  text_view battle_standard{};
  text_view flank{};
  text_view rear{};
  text_view high_ground{};
  text_view overkill{};
  text_view extra{};  // usually empty: the caller's items cite themselves by their label
  text_view ties{};
  text_view wipe_out{};

  [[nodiscard]] constexpr std::string_view of(bonus b) const noexcept {
    switch (b) {
      case bonus::wounds:
        return wounds;
      case bonus::charge:
        return charge;
      case bonus::ranks:
        return ranks;
      case bonus::outnumber:
        return outnumber;
      case bonus::close_order:
        return close_order;
      case bonus::massed_infantry:
        return massed_infantry;
      case bonus::standard:
        return standard;
      case bonus::battle_standard:
        return battle_standard;
      case bonus::flank:
        return flank;
      case bonus::rear:
        return rear;
      case bonus::high_ground:
        return high_ground;
      case bonus::overkill:
        return overkill;
      case bonus::extra:
        return extra;
      case bonus::musician:
        return ties;
    }
    return {};
  }
  // The rule behind a denial: the disruption rule for disruptions, else its bonus's rule.
  [[nodiscard]] constexpr std::string_view of(const denial& d) const noexcept {
    const bool disrupted =
        d.why == reason::disrupted_by_models || d.why == reason::disrupted_by_mass ||
        d.why == reason::disrupted_by_unit_strength || d.why == reason::disrupted_by_ranks ||
        d.why == reason::disrupted_earlier;
    if (disrupted) return disruption;
    return of(d.kind);
  }
  // The rule that decided the winner, for a decision that is not the plain score.
  [[nodiscard]] constexpr std::string_view of(decision d) const noexcept {
    if (d == decision::score) return {};
    return d == decision::wipe_out ? wipe_out : ties;
  }
};

}  // namespace rankfile
