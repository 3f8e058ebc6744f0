// rankfile/core/roles.hpp: how an engine lists the roles a rule set fills, once.
//
// An engine (combat, victory, ...) names its roles in one role_list. A role is a small struct:
//
//   struct charge {
//     static constexpr text_view name = "charge";              // knobs, docs, errors
//     template <class R> using of = typename R::charge;         // where a rule set puts it
//     template <class C, class R> static constexpr bool fits = SideBonus<C>;  // its concept
//     using fallback = rules::no_charge_bonus;                  // optional: the default
//     static constexpr std::array cited{&combat_citations::charge};  // the citations it backs
//   };
//
// The engine walks the list, its concept (`FillsRoles`) checks every role, `knobs` lists each
// role's component and settings, and the static tests iterate it: a new role is one struct and
// one entry in its engine's list.
#pragma once

#include <concepts>
#include <string_view>
#include <type_traits>

#include "rankfile/core/rule_set_info.hpp"

namespace rankfile {

template <class... Roles>
struct role_list {
  static constexpr std::size_t size = sizeof...(Roles);

  // Calls f(std::type_identity<Role>{}) for every role, in order.
  template <class F>
  static constexpr void for_each(F&& f) {
    (f(std::type_identity<Roles>{}), ...);
  }
};

namespace detail {
template <class Role, class R>
struct component_of {};
template <class Role, class R>
requires requires {
  typename Role::template of<R>;
}
struct component_of<Role, R> {
  using type = typename Role::template of<R>;
};
template <class Role, class R>
requires(
    !requires { typename Role::template of<R>; } &&
    requires { typename Role::fallback; }) struct component_of<Role, R> {
  using type = typename Role::fallback;
};
}  // namespace detail

// The component rule set R gives `Role`, or the role's fallback when R names none.
template <class Role, class R>
using component_t = typename detail::component_of<Role, R>::type;

// Whether R fills `Role` (itself or through the role's fallback).
template <class Role, class R>
concept Fills = requires {
  typename component_t<Role, R>;
};

// A component's settings as values: its `rule` (the options struct it was given as a template
// argument) and its `value`, copied so that they can be changed at run time (house_rules<R> in
// rankfile/house_rules.hpp). Every component function that reads a setting takes a trailing
// `self` argument and reads `self.rule` and `self.value`: by default `self` is an empty
// component, whose static members are the constants it was compiled with; given a settings_of,
// the same code reads the values. So each rule is written once, and a rule set compiled as it
// is costs what it did.
namespace detail {
template <class C>
concept has_rule = requires {
  C::rule;
};
template <class C>
concept has_value = requires {
  C::value;
};
}  // namespace detail

template <class C>
struct settings_of {
  using component = C;
};
template <class C>
requires(detail::has_rule<C> && !detail::has_value<C>) struct settings_of<C> {
  using component = C;
  std::remove_cv_t<decltype(C::rule)> rule = C::rule;
};
template <class C>
requires(!detail::has_rule<C> && detail::has_value<C>) struct settings_of<C> {
  using component = C;
  std::remove_cv_t<decltype(C::value)> value = C::value;
};

template <class C>
requires(detail::has_rule<C>&& detail::has_value<C>) struct settings_of<C> {
  using component = C;
  std::remove_cv_t<decltype(C::rule)> rule = C::rule;
  std::remove_cv_t<decltype(C::value)> value = C::value;
};

// Whether a component has settings that house_rules<R> can change.
template <class C>
inline constexpr bool has_settings = detail::has_rule<C> || detail::has_value<C>;

// Calls f(name, setting) for every setting of component C held in `self` (an empty C, whose
// settings are its constants, or a settings_of<C>; const or not): its `rule`'s settings, or only
// those C lists when it reads only some, then its `value`. knobs() prints them; house_rules<R>
// changes them.
template <class C, class Self, class F>
constexpr void for_each_setting(Self& self, F&& f) {
  if constexpr (detail::has_rule<C>) {
    if constexpr (requires { C::for_each_setting(self.rule, f); })
      C::for_each_setting(self.rule, f);
    else
      std::remove_cvref_t<decltype(self.rule)>::for_each_setting(self.rule, f);
  }
  if constexpr (detail::has_value<C>) f("value", self.value);
}

// Component C's name as its settings in `self` make it (an empty C or a settings_of<C>): C::name,
// or C::name_for(rule) for a component whose name says how a setting is set.
template <class C, class Self>
[[nodiscard]] constexpr std::string_view name_for(const Self& self) noexcept {
  if constexpr (requires { C::name_for(self.rule); })
    return C::name_for(self.rule);
  else
    return C::name;
}

// The component whose settings `S` holds: S itself (an empty component, as own_settings<R> hands
// out), or C for a settings_of<C> (house_rules<R>). An engine that has only the settings calls
// the component's functions through it: `component_in<decltype(s)>::judge(..., s)`.
namespace detail {
template <class S>
struct component_in_settings {
  using type = S;
};
template <class S>
requires requires {
  typename S::component;
}
struct component_in_settings<S> {
  using type = typename S::component;
};
}  // namespace detail
template <class S>
using component_in = typename detail::component_in_settings<std::remove_cvref_t<S>>::type;

// Calls f(settings of Role) when component C has settings, else f(): how an engine hands a
// component its settings (from own_settings<R> or house_rules<R>) without a case per component.
template <class Role, class C, class Settings, class F>
constexpr decltype(auto) with_settings(const Settings& settings, F&& f) {
  if constexpr (has_settings<C>)
    return f(settings.template get<Role>());
  else
    return f();
}

// The settings an engine reads for rule set R as it was compiled: each role's component itself
// (an empty object: its settings are its constants). house_rules<R> has the same get<Role>().
template <class R>
struct own_settings {
  template <class Role>
  [[nodiscard]] static constexpr component_t<Role, R> get() noexcept {
    return {};
  }
};

// Whether R fills `Role` with a component that fits the role's concept.
template <class Role, class R>
inline constexpr bool fills_role = [] {
  if constexpr (Fills<Role, R>)
    return Role::template fits<component_t<Role, R>, R>;
  else
    return false;
}();

// What an engine's concept names when rule set R leaves a role unfilled, so that the compiler's
// message says which role and, when R gives one, which component (g++ and clang both print it):
//
//   note: the expression 'is_same_v<T, rankfile::every_role_filled>
//         [with T = rankfile::role_has_no_component<rankfile::combat_roles::ranks>]'
//         evaluated to 'false'
//
// role_has_no_component: R names no component for the role, and the role has no fallback.
// component_does_not_fit_role: R's component for the role fails the role's concept.
template <class Role>
struct role_has_no_component {};
template <class Role, class Component>
struct component_does_not_fit_role {};
struct every_role_filled {};

namespace detail {
template <class Role, class R>
struct unfilled {
  using type = role_has_no_component<Role>;
};
template <class Role, class R>
requires Fills<Role, R>
struct unfilled<Role, R> {
  using type = component_does_not_fit_role<Role, component_t<Role, R>>;
};
template <class R, class... Roles>
struct first_unfilled {
  using type = every_role_filled;
};
template <class R, class Role, class... Rest>
struct first_unfilled<R, Role, Rest...> {
  using type = typename std::conditional_t<fills_role<Role, R>, first_unfilled<R, Rest...>,
                                           unfilled<Role, R>>::type;
};
template <class R, class List>
struct first_unfilled_in;
template <class R, class... Roles>
struct first_unfilled_in<R, role_list<Roles...>> : first_unfilled<R, Roles...> {};
}  // namespace detail

// The first role of `List` that R leaves unfilled, as above, or every_role_filled.
template <class R, class List>
using unfilled_role_t = typename detail::first_unfilled_in<R, List>::type;

template <class T>
concept EveryRoleFilled = std::is_same_v<T, every_role_filled>;

// Whether R fills every role of `List` with a fitting component: each engine's concept
// (CombatRules, VictoryRules, BreakTestRules) asks this.
template <class R, class List>
concept FillsRoles = EveryRoleFilled<unfilled_role_t<R, List>>;

// The rule set R's citations were written for: R::cites when R names one, else R itself. A
// rule set that derives from another inherits its citations and its `cites`; one that replaces
// a component must cite its own rules and say so with `using cites = itself;`.
namespace detail {
template <class R>
struct cited_of {
  using type = R;
};
template <class R>
requires requires {
  typename R::cites;
}
struct cited_of<R> {
  using type = typename R::cites;
};
template <class Role, class R, class Cited>
constexpr bool same_component() noexcept {
  if constexpr (Fills<Role, R> && Fills<Role, Cited>)
    return std::is_same_v<component_t<Role, R>, component_t<Role, Cited>>;
  else
    return Fills<Role, R> == Fills<Role, Cited>;
}
template <class R, class Cited, class... Roles>
constexpr bool same_components(role_list<Roles...>*) noexcept {
  return (same_component<Roles, R, Cited>() && ...);
}
}  // namespace detail
template <class R>
using cited_t = typename detail::cited_of<R>::type;

// Whether R's citations fit R's components in the roles of `List`: each is the component of
// the rule set the citations were written for. False for a house rule that replaces a component
// and still cites its parent's rule: explain() refuses it at compile time.
template <class R, class List>
inline constexpr bool cites_own_components =
    detail::same_components<R, cited_t<R>>(static_cast<List*>(nullptr));

// Stops the compilation of an explanation whose citations do not fit R's components.
template <class R, class List>
constexpr void require_own_citations() noexcept {
  static_assert(cites_own_components<R, List>,
                "this rule set replaces a component of the rule set it derives from but cites "
                "that rule set's rules: give it its own citations and `using cites = <this rule "
                "set>;` (see docs/how-to.md, house rules)");
}

// Anything in the rule-set list: an identity, and the roles of any engine it fills.
template <class R>
concept RuleSet = requires {
  { R::info } -> std::convertible_to<rule_set_info>;
};

}  // namespace rankfile
