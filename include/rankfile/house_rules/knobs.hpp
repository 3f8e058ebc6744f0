// rankfile/house_rules/knobs.hpp: every setting of a house rule, as name and value, the changed
// ones with their new values (rankfile/knobs.hpp lists a rule set's own).
#pragma once

#include <type_traits>
#include <vector>

#include "rankfile/engines.hpp"
#include "rankfile/house_rules/rule_set.hpp"
#include "rankfile/knobs.hpp"

namespace rankfile {

// Every knob of the house rule, as knobs<R>() lists them, with the changed values.
template <RuleSet R>
[[nodiscard]] std::vector<knob> knobs(const house_rules<R>& h) {
  detail::knob_list<R> k;
  engines::for_each([&]<class E>(std::type_identity<E>) { detail::add_engine<R, E>(k, h); });
  return k.take();
}

}  // namespace rankfile
