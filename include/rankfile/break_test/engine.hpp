// rankfile/break_test/engine.hpp: the break-test engine as the engine list names it, with what
// each layer finds it by (as rankfile/combat/engine.hpp). Its document is read and written by
// document_of<break_test_engine> (rankfile/json/break_test.hpp).
#pragma once

#include "rankfile/break_test/citations.hpp"
#include "rankfile/break_test/components.hpp"
#include "rankfile/break_test/outcome.hpp"
#include "rankfile/break_test/roles.hpp"
#include "rankfile/core/text_view.hpp"

namespace rankfile {

struct break_test_engine {
  static constexpr text_view name = "break_test";        // knobs, `rule-sets`, errors
  static constexpr text_view command = "break-test";     // the tool's command; breakTest in JS
  static constexpr text_view document = "break-test";    // "break-test document"
  static constexpr text_view rules_noun = "break-test";  // "has no break-test rules ..."
  using roles = break_test_roles::list;
  template <class R>
  static constexpr bool serves = BreakTestRules<R>;

  using citations = break_test_citations;
  template <class R>
  static constexpr const citations& citations_of() noexcept {
    return R::break_test_cite;
  }

  // The enums of the break-test document and its answer, in document order (the vocabulary).
  template <class F>
  static constexpr void for_each_enum(F&& f) {
    f.template operator()<break_outcome>("break_outcome",
                                         "Break-test outcomes (`outcomes[n].outcome`, `outcome`)");
    f.template operator()<break_modifier>("break_modifier",
                                          "Break-test modifiers (`modifiers[n].modifier`)");
    f.template operator()<break_reason>(
        "break_reason", "Break-test reasons (`modifiers[n].reason`, with `numbers`)");
  }
  // The choices of its roles' settings.
  template <class F>
  static constexpr void for_each_setting_enum(F&& f) {
    f.template operator()<rules::judged_by>("judged_by", "House rules: how a break test is judged");
    f.template operator()<rules::stubborn_effect>("stubborn_effect",
                                                  "House rules: what Stubborn does");
    f.template operator()<rules::fear_effect>("fear_effect",
                                              "House rules: what defeat by fear-causers does");
  }
};

}  // namespace rankfile
