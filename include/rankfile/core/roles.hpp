// rankfile/core/roles.hpp: how an engine lists the roles a rule set fills, once.
//
// An engine (combat, victory, ...) names its roles in one role_list. A role is a small struct:
//
//   struct charge {
//     static constexpr std::string_view name = "charge";       // knobs, docs, errors
//     template <class R> using of = typename R::charge;         // where a rule set puts it
//     template <class C, class R> static constexpr bool fits = SideBonus<C>;  // its concept
//     using fallback = rules::no_charge_bonus;                  // optional: the default
//   };
//
// The engine walks the list, its concept (`fills_roles`) checks every role, `knobs` lists each
// role's component and settings, and the static tests iterate it: a new role is one struct and
// one entry in its engine's list.
#pragma once

#include <concepts>
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
  requires requires { typename Role::template of<R>; }
struct component_of<Role, R> {
  using type = typename Role::template of<R>;
};
template <class Role, class R>
  requires(!requires { typename Role::template of<R>; } && requires { typename Role::fallback; })
struct component_of<Role, R> {
  using type = typename Role::fallback;
};
}  // namespace detail

// The component rule set R gives `Role`, or the role's fallback when R names none.
template <class Role, class R>
using component_t = typename detail::component_of<Role, R>::type;

// Whether R fills `Role` (itself or through the role's fallback).
template <class Role, class R>
concept Fills = requires { typename component_t<Role, R>; };

// Whether R fills `Role` with a component that fits the role's concept.
template <class Role, class R>
inline constexpr bool fills_role = [] {
  if constexpr (Fills<Role, R>)
    return Role::template fits<component_t<Role, R>, R>;
  else
    return false;
}();

namespace detail {
template <class R, class... Roles>
constexpr bool fills_all(role_list<Roles...>*) noexcept {
  return (fills_role<Roles, R> && ...);
}
}  // namespace detail

// Whether R fills every role of `List` with a fitting component.
template <class R, class List>
inline constexpr bool fills_roles = detail::fills_all<R>(static_cast<List*>(nullptr));

// The rule set R's citations were written for: R::cites when R names one, else R itself. A
// rule set that derives from another inherits its citations and its `cites`; one that replaces
// a component must cite its own rules and say so with `using cites = itself;`.
namespace detail {
template <class R>
struct cited_of {
  using type = R;
};
template <class R>
  requires requires { typename R::cites; }
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
