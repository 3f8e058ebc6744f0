// rankfile/combat/engine.hpp: the combat engine as the engine list names it, with what each layer
// finds it by: its roles (knobs, house rules), its citations (house rules), the enums of its
// document (the vocabulary) and the names of its tool command and document. Its document's
// reader and writer are the JSON adapter's: document_of<combat_engine> (rankfile/json/combat.hpp).
#pragma once

#include "rankfile/combat/citations.hpp"
#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/components/common.hpp"
#include "rankfile/combat/components/ranks.hpp"
#include "rankfile/combat/result.hpp"
#include "rankfile/combat/roles.hpp"
#include "rankfile/core/text_view.hpp"

namespace rankfile {

struct combat_engine {
  static constexpr text_view name = "combat";        // knobs, `rule-sets`, errors
  static constexpr text_view command = "combat";     // the tool's command (and the web package's)
  static constexpr text_view document = "combat";    // "combat document"
  static constexpr text_view rules_noun = "combat";  // "has no combat rules we know of"
  using roles = combat_roles::list;
  template <class R>
  static constexpr bool serves = CombatRules<R>;

  // The rule set's citations (house rules cite a changed role in their place).
  using citations = combat_citations;
  template <class R>
  static constexpr const citations& citations_of() noexcept {
    return R::combat_cite;
  }

  // Calls f.template operator()<E>(key, heading) for each enum of the document and its answer
  // (the vocabulary: `key` names it in JSON, `heading` in Markdown), in document order.
  template <class F>
  static constexpr void for_each_enum(F&& f) {
    f.template operator()<troop_type>("troop_type", "Troop types (`units[j].troop_type`)");
    f.template operator()<formation>("formation", "Formations (`units[j].formation`)");
    f.template operator()<facing>("facing",
                                  "Facings (`engagements[k].facing`, `denied[n].facing`)");
    f.template operator()<bonus>("bonus", "Bonuses (`awarded[n].bonus`, `denied[n].bonus`)");
    f.template operator()<reason>("reason", "Denial codes (`denied[n].reason`, with `numbers`)");
    f.template operator()<decision>("decision", "How a combat was decided (`decided_by`)");
  }
  // The same for the choices of its roles' settings (`rules.<role>.<setting>`).
  template <class F>
  static constexpr void for_each_setting_enum(F&& f) {
    f.template operator()<rules::counted_at>("counted_at", "House rules: when figures are counted");
    f.template operator()<rules::when_deepest_disrupted>(
        "when_deepest_disrupted", "House rules: when the deepest unit is disrupted");
  }
};

}  // namespace rankfile
