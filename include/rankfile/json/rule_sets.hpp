// rankfile/json/rule_sets.hpp: rule sets and their settings in JSON.
//
//   nlohmann::json j = rankfile::wfb5::info;                    // id, name, aliases, ...
//   for (const rankfile::knob& k : rankfile::knobs<rankfile::wfb5>()) j["knobs"][k.name] = k.value;
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>

#include <nlohmann/json.hpp>

#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/roles.hpp"
#include "rankfile/core/rule_set_info.hpp"
#include "rankfile/engines.hpp"
#include "rankfile/json/common.hpp"
#include "rankfile/knobs.hpp"

namespace rankfile {

inline void to_json(nlohmann::json& j, const knob& k) {
  j = {{"name", k.name}, {"value", k.value}};
}
inline void from_json(const nlohmann::json& j, knob& k) {
  k.name = j.at("name").get<std::string>();
  k.value = j.at("value").get<std::string>();
}

// An rule_set_info read from JSON views into the json's strings: keep the json alive.
inline void from_json(const nlohmann::json& j, rule_set_info& e) {
  const auto view = [&](const char* key) {
    return std::string_view(j.at(key).get_ref<const std::string&>());
  };
  e.id = view("id");
  e.name = view("name");
  e.source = view("source");
  e.confidence = view("confidence");
  e.aliases = j.at("aliases").empty() ? std::string_view{} : view("aliases_text");
}

inline void to_json(nlohmann::json& j, const rule_set_info& e) {
  j = {{"id", e.id},
       {"name", e.name},
       {"source", e.source},
       {"confidence", e.confidence},
       {"aliases", nlohmann::json::array()},
       {"aliases_text", e.aliases}};
  e.for_each_alias([&](std::string_view alias) { j["aliases"].push_back(alias); });
}

// Every rule set of `List` (a rule_set_list): id, aliases, name, source, confidence, which
// engines it serves, every knob, and for a rule set with combat rules the troop types it takes
// (those its `troops` component does not reject; rankfile/combat/components/troops.hpp), in
// the enum's order. The answer of `rankfile rule-sets`.
template <class List>
[[nodiscard]] nlohmann::ordered_json rule_sets_json() {
  nlohmann::ordered_json all = nlohmann::ordered_json::array();
  List::for_each([&]<class R>(std::type_identity<R>) {
    const nlohmann::json info = R::info;
    nlohmann::ordered_json e = {{"id", R::info.id},
                                {"aliases", info["aliases"]},
                                {"name", R::info.name},
                                {"source", R::info.source},
                                {"confidence", R::info.confidence}};
    e["engines"] = nlohmann::ordered_json::object();
    engines::for_each([&]<class E>(std::type_identity<E>) {
      e["engines"][std::string(E::name)] = E::template serves<R>;
    });
    nlohmann::ordered_json knobs_json = nlohmann::ordered_json::object();
    for (const knob& k : knobs<R>()) knobs_json[k.name] = k.value;
    e["knobs"] = std::move(knobs_json);
    if constexpr (CombatRules<R>) {
      nlohmann::ordered_json troops = nlohmann::ordered_json::array();
      for (const enum_entry<troop_type>& t : troop_type_table)
        if (component_t<combat_roles::troops, R>::instead_of(t.value).empty())
          troops.push_back(t.id);
      e["troop_types"] = std::move(troops);
    }
    all.push_back(std::move(e));
  });
  return all;
}

}  // namespace rankfile
