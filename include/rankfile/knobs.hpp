// rankfile/knobs.hpp: every setting of a rule set, as name and value, for tools and docs.
//
//   for (const rankfile::knob& k : rankfile::knobs<rankfile::wfb5>())
//     std::cout << k.name << " = " << k.value << '\n';      // ranks.min_files = 4, ...
//
// The comparison tables in docs/ and `rankfile rule-sets` are generated from this, so they
// cannot drift from the code. Allocates; not for hot paths.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "rankfile/rules.hpp"

namespace rankfile {

struct knob {
  std::string name;
  std::string value;

  friend bool operator==(const knob&, const knob&) = default;
};

namespace detail {

inline std::string text(int v) { return v == rules::no_cap ? "no cap" : std::to_string(v); }
inline std::string text(bool v) { return v ? "yes" : "no"; }
inline std::string text(rules::counted_at v) {
  return v == rules::counted_at::round_start ? "start of round" : "end of round";
}
inline std::string text(rules::rounding v) {
  return v == rules::rounding::up ? "up" : v == rules::rounding::down ? "down" : "nearest";
}
inline std::string text(rules::lost_when v) {
  switch (v) {
    case rules::lost_when::never: return "never";
    case rules::lost_when::slain_or_fled_off: return "slain or fled off";
    case rules::lost_when::slain_fled_or_fleeing: return "slain, fled or fleeing";
    case rules::lost_when::slain_in_combat: return "slain in combat or run down";
  }
  return "unknown";
}

inline std::string text(rules::fraction v) {
  return std::to_string(v.numerator) + "/" + std::to_string(v.denominator);
}
inline std::string text(std::string_view v) { return std::string(v); }
inline std::string text(const char* v) { return v; }  // not the bool overload

class knob_list {
 public:
  // A template only so that the list's code is compiled where knobs<R>() is used, not in every
  // translation unit that includes this header.
  template <class V>
  void add(std::string_view name, const V& value) {
    list_.push_back({std::string(name), text(value)});
  }
  std::vector<knob> take() { return std::move(list_); }

 private:
  std::vector<knob> list_;
};

// A component's knobs: its name under `role`, then each setting its options struct lists
// (role.setting), then its single value if it has one.
template <class C>
void add_component(knob_list& k, std::string_view role) {
  k.add(role, C::name);
  if constexpr (requires { C::rule; })
    C::rule.for_each_setting([&](std::string_view setting, const auto& value) {
      k.add(std::string(role) + "." + std::string(setting), value);
    });
  if constexpr (requires { C::value; }) k.add(std::string(role) + ".value", C::value);
}

}  // namespace detail

// Every knob of rule set R: one entry per role naming its component, then the component's
// options. Roles a rule set lacks are listed as "unknown".
template <RuleSet R>
[[nodiscard]] std::vector<knob> knobs() {
  detail::knob_list k;
  if constexpr (CombatRules<R>) {
    detail::add_component<typename R::charge>(k, "charge");
    detail::add_component<typename R::ranks>(k, "ranks");
    detail::add_component<typename R::disruption>(k, "disruption");
    detail::add_component<typename R::standard>(k, "standard");
    detail::add_component<typename R::battle_standard>(k, "battle_standard");
    detail::add_component<typename R::flank_rear>(k, "flank_rear");
    detail::add_component<typename R::high_ground>(k, "high_ground");
    detail::add_component<typename R::overkill>(k, "overkill");
    detail::add_component<typename R::wipe_out>(k, "wipe_out");
    detail::add_component<typename R::ties>(k, "ties");
  } else {
    k.add("combat", "unknown");
  }
  if constexpr (VictoryRules<R>) {
    detail::add_component<typename R::unit_vp>(k, "unit_vp");
    detail::add_component<typename R::bonus_vp>(k, "bonus_vp");
    detail::add_component<typename R::concession>(k, "concession");
    detail::add_component<typename R::outcome>(k, "outcome");
  } else {
    k.add("victory_points", "unknown");
  }
  return k.take();
}

}  // namespace rankfile
