// rankfile/odds/engine.hpp: the round-odds engine as the engine list names it, with what each
// layer finds it by (as rankfile/combat/engine.hpp). Its document, the fight document, is read
// and written by document_of<round_odds_engine> (rankfile/json/fight.hpp).
#pragma once

#include "rankfile/core/text_view.hpp"
#include "rankfile/odds/fight.hpp"
#include "rankfile/odds/roles.hpp"

namespace rankfile {

struct round_odds_engine {
  static constexpr text_view name = "round_odds";  // knobs, `rule-sets`, errors
  static constexpr text_view command = "odds";     // the tool's command (and the web package's)
  static constexpr text_view document = "fight";   // "fight document"
  static constexpr text_view rules_noun = "round-odds";  // "has no round-odds rules ..."
  using roles = round_odds_roles::list;
  template <class R>
  static constexpr bool serves = RoundOddsRules<R>;

  // None: a rule set carries no citations of this engine's (its explanation cites the readings
  // of docs/odds.md, R1-R30, C1-C4), so engine_cite<round_odds_engine> is not defined.
  using citations = void;

  // The enums of the fight document and its answer, in document order (the vocabulary).
  template <class F>
  static constexpr void for_each_enum(F&& f) {
    f.template operator()<weapon>("weapon", "Weapons (the fight document's `sides[i].weapon`)");
  }
  // The choices of its roles' settings: none (its one role, round_dice, has no settings).
  template <class F>
  static constexpr void for_each_setting_enum(F&&) {}
};

}  // namespace rankfile
