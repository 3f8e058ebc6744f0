// rankfile/house_rules/rule_set.hpp: house_rules<R>, rule set R with some of its settings
// changed at run time under a name of its own: the settings, set by name, and cited.
//
//   rankfile::house_rules<rankfile::wfb5> club("Club rules");
//   club.set("overkill", "max", 3);  // "" when done, else what is wrong
//
// Every setting that knobs<R>() lists can be changed (`role.setting`, as knobs names it), not the
// choice of component: a house rule that swaps a component is a type (docs/how-to.md). The
// components read a house rule's settings through the same code as their own (settings_of in
// rankfile/core/roles.hpp), so a house rule is never a second copy of a rule. Each role with a
// changed setting cites the house rule instead of the base rule set's rule: "Club rules: overkill
// max 3 (Warhammer Fantasy Battle, 5th edition: no cap)".
//
// house_rules<R> holds its settings by value: no allocation, and resolve(h, c) and tally(h, c)
// allocate nothing either. Reading settings from memory instead of constants costs: tally(h, c)
// takes 1.13 to 1.42 times tally<R>(c) (benchmarks/README.md, house_tally/<id>).
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "rankfile/core/fixed_vector.hpp"
#include "rankfile/core/house_rule_spec.hpp"
#include "rankfile/core/inline_string.hpp"
#include "rankfile/core/names.hpp"
#include "rankfile/core/roles.hpp"
#include "rankfile/engines.hpp"
#include "rankfile/house_rules/setting_values.hpp"
#include "rankfile/knobs.hpp"

namespace rankfile {

namespace detail {

// One role's settings in house_rules<R>.
template <class Role, class S>
struct role_slot {
  S settings{};
};
template <class R, class List>
struct role_slots;
template <class R, class... Roles>
struct role_slots<R, role_list<Roles...>>
    : role_slot<Roles, settings_of<component_t<Roles, R>>>... {};
template <class Engine>
struct no_slots {};
template <class R, class Engines>
struct engine_slots;
template <class R, class... E>
struct engine_slots<R, engine_list<E...>>
    : std::conditional_t<E::template serves<R>, role_slots<R, typename E::roles>, no_slots<E>>... {
};

}  // namespace detail

// Rule set R with some of its settings changed at run time, under a name of its own.
template <RuleSet R>
class house_rules {
 public:
  using base = R;
  // A changed setting (one set to another value than R's), by the names knobs<R>() gives it.
  struct change {
    std::string_view role;
    std::string_view setting;
  };
  // Every setting of R, as knobs<R>() lists them: each can be changed once.
  static constexpr std::size_t max_changes = [] {
    std::size_t n = 0;
    engines::for_each([&]<class E>(std::type_identity<E>) {
      if constexpr (E::template serves<R>)
        E::roles::for_each([&]<class Role>(std::type_identity<Role>) {
          using C = component_t<Role, R>;
          const C compiled{};
          for_each_setting<C>(compiled, [&](std::string_view, const auto&) { ++n; });
        });
    });
    return n;
  }();
  static constexpr std::size_t max_name = max_house_rule_name;

  // R as it is: nothing changed yet.
  house_rules() = default;
  // `name` is what explanations cite the changes as; at most max_name bytes (cut there, at the
  // start of a character: the JSON readers report a longer name instead).
  explicit house_rules(std::string_view name) {
    std::size_t n = std::min(name.size(), max_name);
    while (n < name.size() && n > 0 && (static_cast<unsigned char>(name[n]) & 0xC0) == 0x80) --n;
    name_ = name.substr(0, n);
  }

  [[nodiscard]] std::string_view name() const noexcept {
    return name_.empty() ? std::string_view(R::info.name) : std::string_view(name_);
  }
  [[nodiscard]] const fixed_vector<change, max_changes>& changes() const noexcept {
    return changes_;
  }

  // The settings the engines read for `Role`: R's, with the changes made.
  template <class Role>
  [[nodiscard]] constexpr const settings_of<component_t<Role, R>>& get() const noexcept {
    return static_cast<const detail::role_slot<Role, settings_of<component_t<Role, R>>>&>(slots_)
        .settings;
  }

  // Changes setting `setting` of the component in role `role` (as knobs<R>() names them:
  // "overkill", "max") to `value`. Returns what is wrong, and then changes nothing; "" when done.
  std::string set(std::string_view role, std::string_view setting, const setting_value& value) {
    std::string why = "no role " + detail::quoted(role) + " in " + std::string(R::info.id);
    bool found = false;
    for_each_slot([&]<class Role>(std::type_identity<Role>, auto& slot) {
      if (found || Role::name != role) return;
      found = true;
      why = set_in<Role>(slot.settings, setting, value);
    });
    if (!found) {
      detail::nearest near(role);
      std::string roles;
      for_each_slot([&]<class Role>(std::type_identity<Role>, auto&) {
        if (!has_settings<component_t<Role, R>>) return;
        near.offer(Role::name);
        roles.append(roles.empty() ? "" : ", ").append(Role::name);
      });
      why.append(detail::did_you_mean(near.name()));
      why.append("; the roles with settings: ").append(roles);
    }
    return why;
  }

  // Whether a setting of `role` was changed.
  [[nodiscard]] bool changed(std::string_view role) const noexcept {
    return std::any_of(changes_.begin(), changes_.end(),
                       [&](const change& c) { return c.role == role; });
  }

  // What the house rule says for `role`: "Club rules: overkill max 3 (Warhammer Fantasy Battle,
  // 5th edition: no cap)", each changed setting of the role in turn.
  [[nodiscard]] std::string cite(std::string_view role) const {
    std::string out(name_.empty() ? std::string_view("House rules") : std::string_view(name_));
    out.append(":");
    for_each_slot([&]<class Role>(std::type_identity<Role>, const auto& slot) {
      if (Role::name != role) return;
      using C = component_t<Role, R>;
      std::vector<knob> was;
      const C compiled{};
      for_each_setting<C>(compiled, [&](std::string_view s, const auto& v) {
        was.push_back({std::string(s), detail::text(v)});
      });
      std::size_t i = 0;
      for_each_setting<C>(slot.settings, [&](std::string_view s, const auto& v) {
        const knob& before = was[i++];
        if (!is_changed(role, s)) return;
        out.append(out.back() == ':' ? " " : "; ").append(role).append(" ").append(s);
        out.append(" ").append(detail::text(v)).append(" (").append(R::info.name);
        out.append(": ").append(before.value).append(")");
      });
    });
    return out;
  }

 private:
  [[nodiscard]] bool is_changed(std::string_view role, std::string_view setting) const noexcept {
    return std::any_of(changes_.begin(), changes_.end(),
                       [&](const change& c) { return c.role == role && c.setting == setting; });
  }

  // Calls f(type_identity<Role>, slot) for every role of every engine R serves.
  template <class F>
  void for_each_slot(F&& f) {
    for_each_slot_of(*this, f);
  }
  template <class F>
  void for_each_slot(F&& f) const {
    for_each_slot_of(*this, f);
  }
  template <class Self, class F>
  static void for_each_slot_of(Self& self, F& f) {
    engines::for_each([&]<class E>(std::type_identity<E>) {
      if constexpr (E::template serves<R>)
        E::roles::for_each([&]<class Role>(std::type_identity<Role>) {
          using slot = detail::role_slot<Role, settings_of<component_t<Role, R>>>;
          using qualified = std::conditional_t<std::is_const_v<Self>, const slot, slot>;
          f(std::type_identity<Role>{}, static_cast<qualified&>(self.slots_));
        });
    });
  }

  template <class Role, class S>
  std::string set_in(S& settings, std::string_view setting, const setting_value& value) {
    using C = component_t<Role, R>;
    const std::string where = std::string(Role::name) + " (" + std::string(C::name) + ")";
    if constexpr (!has_settings<C>) {
      return where + " has no settings to change";
    } else {
      std::string why;
      bool found = false;
      std::string names;
      detail::nearest near(setting);
      const S before = settings;
      std::string_view matched;
      for_each_setting<C>(settings, [&](std::string_view s, auto& target) {
        names.append(names.empty() ? "" : ", ").append(s);
        near.offer(s);
        if (found || s != setting) return;
        found = true;
        matched = s;
        if constexpr (std::is_same_v<std::remove_cvref_t<decltype(target)>, int>)
          why = detail::assign(target, value, s == "max");
        else
          why = detail::assign(target, value);
      });
      if (!found) {
        why = where + " has no setting " + detail::quoted(setting);
        why.append(detail::did_you_mean(near.name()));
        return why.append("; its settings: ").append(names);
      }
      if (!why.empty()) return why;
      if constexpr (requires { settings.rule.problem(); }) {
        if (const std::string_view p = settings.rule.problem(); !p.empty()) {
          settings = before;
          return std::string(p);
        }
      }
      // Changed: set to another value than R's own (set back to R's, it is no change at all).
      std::string now, own;
      const C compiled{};
      for_each_setting<C>(settings, [&](std::string_view s, const auto& v) {
        if (s == matched) now = detail::text(v);
      });
      for_each_setting<C>(compiled, [&](std::string_view s, const auto& v) {
        if (s == matched) own = detail::text(v);
      });
      const auto at = std::find_if(changes_.begin(), changes_.end(), [&](const change& c) {
        return c.role == Role::name && c.setting == matched;
      });
      if (now != own && at == changes_.end()) changes_.push_back({Role::name, matched});
      if (now == own && at != changes_.end()) {
        fixed_vector<change, max_changes> kept;
        for (const change& c : changes_)
          if (&c != at) kept.push_back(c);
        changes_ = kept;
      }
      return {};
    }
  }

  inline_string<max_name> name_{};
  fixed_vector<change, max_changes> changes_{};
  detail::engine_slots<R, engines> slots_{};
};

}  // namespace rankfile
