// rankfile/victory/engine.hpp: the victory-point engine as the engine list names it, with what
// each layer finds it by (as rankfile/combat/engine.hpp). Its document, the battle document, is
// read and written by document_of<victory_engine> (rankfile/json/battle.hpp).
#pragma once

#include "rankfile/core/text_view.hpp"
#include "rankfile/victory/battle.hpp"
#include "rankfile/victory/citations.hpp"
#include "rankfile/victory/components/rounding.hpp"
#include "rankfile/victory/components/victory_points.hpp"
#include "rankfile/victory/result.hpp"
#include "rankfile/victory/roles.hpp"

namespace rankfile {

struct victory_engine {
  static constexpr text_view name = "victory_points";  // knobs, `rule-sets`, errors
  static constexpr text_view command = "score";        // the tool's command (and the web package's)
  static constexpr text_view document = "battle";      // "battle document"
  static constexpr text_view rules_noun = "victory-point";  // "has no victory-point rules ..."
  using roles = victory_roles::list;
  template <class R>
  static constexpr bool serves = VictoryRules<R>;

  using citations = victory_citations;
  template <class R>
  static constexpr const citations& citations_of() noexcept {
    return R::victory_cite;
  }

  // The enums of the battle document and its answer, in document order (the vocabulary).
  template <class F>
  static constexpr void for_each_enum(F&& f) {
    f.template operator()<unit_kind>("unit_kind", "Battle unit kinds (`units[j].kind`)");
    f.template operator()<unit_state>("unit_state", "Battle unit states (`units[j].state`)");
    f.template operator()<detachment_scoring>(
        "detachment_scoring", "How a detachment scores (`units[j].detachments[k].scored`)");
    f.template operator()<vp_reason>("vp_reason", "Victory-point lines (`lines[n].reason`)");
    f.template operator()<battle_outcome>("battle_outcome",
                                          "Battle outcomes (`armies[i].outcome`)");
    f.template operator()<outcome_basis>("outcome_basis",
                                         "How a battle was decided (`decided_by`)");
  }
  // The choices of its roles' settings.
  template <class F>
  static constexpr void for_each_setting_enum(F&& f) {
    f.template operator()<rules::rounding>("rounding", "House rules: rounding");
    f.template operator()<rules::lost_when>(
        "lost_when", "House rules: when a General or battle standard bearer is lost");
  }
};

}  // namespace rankfile
