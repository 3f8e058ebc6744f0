// rankfile/rule_sets.hpp: every rule set, listed once, with lookup by id or alias at run time.
//
//   bool known = rankfile::rule_sets::visit("5th", [&]<class R>(std::type_identity<R>) {
//     result = rankfile::resolve<R>(c);
//   });
//
// Tools, documentation tables, tests, fuzzers and benchmarks iterate this one list (`serving`
// filters it by engine), so a new rule set is its header in editions/ plus one include and one
// entry here, its page in docs/rule-sets/ and scripts/generate-docs (docs/design.md, "Where do I
// change what").
#pragma once

#include <array>
#include <concepts>
#include <cstddef>
#include <optional>
#include <string_view>
#include <type_traits>

#include "rankfile/core/names.hpp"
#include "rankfile/core/roles.hpp"
#include "rankfile/core/rule_set_info.hpp"
#include "rankfile/editions/battleaxe.hpp"
#include "rankfile/editions/tow.hpp"
#include "rankfile/editions/wap.hpp"
#include "rankfile/editions/wfb5.hpp"
#include "rankfile/editions/wfb6.hpp"
#include "rankfile/editions/wfb7.hpp"
#include "rankfile/editions/wfb8.hpp"

namespace rankfile {

template <RuleSet... R>
struct rule_set_list;

namespace detail {
template <class... Lists>
struct joined_rule_sets {
  using type = rule_set_list<>;
};
template <class... A>
struct joined_rule_sets<rule_set_list<A...>> {
  using type = rule_set_list<A...>;
};
template <class... A, class... B, class... Rest>
struct joined_rule_sets<rule_set_list<A...>, rule_set_list<B...>, Rest...>
    : joined_rule_sets<rule_set_list<A..., B...>, Rest...> {};
}  // namespace detail

template <RuleSet... R>
struct rule_set_list {
  static constexpr std::size_t size = sizeof...(R);
  // Every rule set's info, in list order.
  [[nodiscard]] static constexpr std::array<rule_set_info, size> infos() noexcept {
    return {R::info...};
  }

  // The info of the rule set answering to `key` (its id or an alias, in any case), if any:
  // `rule_sets::find("5th")->id` is "wfb5". Info is always rule_set_info; as a template
  // parameter it makes the std::optional a type GCC instantiates where find is called, not in
  // every translation unit that includes this header (measured: benchmarks/README.md).
  template <std::same_as<rule_set_info> Info = rule_set_info>
  [[nodiscard]] static constexpr std::optional<Info> find(std::string_view key) noexcept {
    std::optional<Info> found;
    (void)((R::info.answers_to(key) ? (found = R::info, true) : false) || ...);
    return found;
  }

  // The id or alias nearest to `key`, a name that answers to none, for "did you mean": empty
  // when none is near (detail::near_name). Ids and aliases in list order; the first wins a tie.
  [[nodiscard]] static constexpr std::string_view nearest(std::string_view key) noexcept {
    detail::nearest n(key);
    (R::info.for_each_name([&](std::string_view name) { n.offer(name); }), ...);
    return n.name();
  }

  // Calls f(std::type_identity<Rule>{}) for the rule set answering to `key` (its id or an
  // alias, in any case); false if none does.
  template <class F>
  static constexpr bool visit(std::string_view key, F&& f) {
    return ((R::info.answers_to(key) ? (f(std::type_identity<R>{}), true) : false) || ...);
  }

  // Calls f(std::type_identity<Rule>{}) for every rule set, in list order.
  template <class F>
  static constexpr void for_each(F&& f) {
    (f(std::type_identity<R>{}), ...);
  }

  // The rule sets of this list that an engine of the `engines` list serves, in list order:
  // `rule_sets::serving<combat_engine>` is every rule set with combat rules. Tests, fuzzers and
  // benchmarks iterate it, so a new rule set is exercised wherever its engines are.
  template <class Engine>
  using serving = typename detail::joined_rule_sets<
      std::conditional_t<Engine::template serves<R>, rule_set_list<R>, rule_set_list<>>...>::type;

  // This list and more rule sets after it: a registry that also finds house rules by name,
  //   using my_rule_sets = rankfile::rule_sets::with<my_club>;
  //   my_rule_sets::visit("my-club", ...);
  template <RuleSet... More>
  using with = rule_set_list<R..., More...>;
};

using rule_sets = rule_set_list<wfb5, battleaxe, wfb6, wfb7, wfb8, wap, wap_margin, tow,
                                tow_original, tow_matched_play, tow_battle_march>;

}  // namespace rankfile
