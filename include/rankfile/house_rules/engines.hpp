// rankfile/house_rules/engines.hpp: each engine run under a house rule (resolve, tally, score,
// break_odds, break_roll, break_test_from, explain, validate), citing its changes in place of
// the rules they change.
//
//   rankfile::combat_result r = rankfile::resolve(club, c);
//   std::string why = rankfile::explain(club, c, r);   // cites the club's rule for overkill
#pragma once

#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "rankfile/break_test/explain.hpp"
#include "rankfile/break_test/odds.hpp"
#include "rankfile/break_test/validate.hpp"
#include "rankfile/combat/explain.hpp"
#include "rankfile/combat/resolve.hpp"
#include "rankfile/core/problem.hpp"
#include "rankfile/core/roles.hpp"
#include "rankfile/engines.hpp"
#include "rankfile/house_rules/rule_set.hpp"
#include "rankfile/victory/explain.hpp"
#include "rankfile/victory/score.hpp"
#include "rankfile/victory/validate.hpp"

namespace rankfile {

// A rule set's citations with a house rule's changes cited in place of the rules they change.
// Owns the texts the citations point to: keep it alive while they are used.
template <class Citations>
class house_citations {
 public:
  house_citations(const house_citations&) = delete;
  house_citations& operator=(const house_citations&) = delete;
  house_citations(house_citations&&) noexcept = default;  // the texts stay where they are
  house_citations& operator=(house_citations&&) noexcept = default;

  template <class R, class Roles>
  static house_citations of(const house_rules<R>& h, const Citations& base, Roles) {
    house_citations out;
    out.cite_ = base;
    out.texts_.reserve(Roles::size);
    Roles::for_each([&]<class Role>(std::type_identity<Role>) {
      if (!h.changed(Role::name)) return;
      out.texts_.push_back(h.cite(Role::name));
      for (const auto field : Role::cited) out.cite_.*field = std::string_view(out.texts_.back());
    });
    return out;
  }
  [[nodiscard]] const Citations& get() const noexcept { return cite_; }

 private:
  house_citations() = default;
  std::vector<std::string> texts_;
  Citations cite_{};
};

// The citations of any engine of `engines` under the house rule, from its descriptor (its
// `citations` and `citations_of<R>()`, <engine>/engine.hpp): a new engine needs no function here
// to cite its rules. An engine whose descriptor has `using citations = void` (the round-odds
// engine's) has none to cite.
template <class Engine, RuleSet R>
requires(Engine::template serves<R> && !std::is_void_v<typename Engine::citations>)
    [[nodiscard]] house_citations<typename Engine::citations> engine_cite(const house_rules<R>& h) {
  require_own_citations<R, typename Engine::roles>();
  return house_citations<typename Engine::citations>::of(h, Engine::template citations_of<R>(),
                                                         typename Engine::roles{});
}

// Each engine under a house rule: the same walk as under R, with the house rule's settings.

template <CombatRules R>
[[nodiscard]] constexpr combat_result resolve(const house_rules<R>& h, const combat& c) noexcept {
  combat_result r;
  detail::resolve_into<R>(c, r, h);
  return r;
}
template <CombatRules R>
[[nodiscard]] constexpr combat_tally tally(const house_rules<R>& h, const combat& c) noexcept {
  combat_tally t{};  // zeroed: GCC 12 -O3 otherwise warns the winner may be read uninitialised
  detail::resolve_into<R>(c, t, h);
  return t;
}
template <CombatRules R>
[[nodiscard]] house_citations<combat_citations> combat_cite(const house_rules<R>& h) {
  return engine_cite<combat_engine>(h);
}
template <CombatRules R>
[[nodiscard]] std::string explain(const house_rules<R>& h, const combat& c, const combat_result& r,
                                  explain_options options = {}) {
  const auto cite = combat_cite(h);
  return detail::explain_combat<R>(h, cite.get(), h.name(), c, r, options);
}

template <VictoryRules R>
[[nodiscard]] constexpr battle_result score(const house_rules<R>& h, const battle& b) noexcept {
  return detail::score<R>(b, h);
}
template <VictoryRules R>
[[nodiscard]] house_citations<victory_citations> victory_cite(const house_rules<R>& h) {
  return engine_cite<victory_engine>(h);
}
template <VictoryRules R>
[[nodiscard]] std::string explain(const house_rules<R>& h, const battle& b,
                                  const battle_result& r) {
  return explain(b, r, victory_cite(h).get());
}
// Every problem with a finished battle under the house rule: as validate_battle<R>, with the
// house rule's bonus_vp.standard_taken_with_unit.
template <VictoryRules R>
[[nodiscard]] std::vector<problem> validate_battle(const house_rules<R>& h, const battle& b) {
  return validate_battle(b, R::info.id, component_t<victory_roles::concession, R>::covered,
                         h.template get<victory_roles::bonus_vp>().rule.standard_taken_with_unit);
}

template <BreakTestRules R>
[[nodiscard]] constexpr break_result break_odds(const house_rules<R>& h,
                                                const break_test& t) noexcept {
  return detail::break_odds(h, t);
}
template <BreakTestRules R>
[[nodiscard]] constexpr break_roll_result break_roll(const house_rules<R>& h, const break_test& t,
                                                     const break_dice& dice) noexcept {
  return detail::break_roll(h, t, dice, nullptr);
}
template <BreakTestRules R>
[[nodiscard]] constexpr break_roll_result break_roll(const house_rules<R>& h, const break_test& t,
                                                     const break_dice& dice,
                                                     const break_dice& reroll) noexcept {
  return detail::break_roll(h, t, dice, &reroll);
}
template <BreakTestRules R>
[[nodiscard]] constexpr break_test break_test_from(const house_rules<R>& h, const combat& c,
                                                   const combat_tally& t, unit_ref loser,
                                                   break_test flags) noexcept {
  return detail::break_test_from(h, c, t, loser, flags);
}
template <BreakTestRules R>
[[nodiscard]] constexpr break_test break_test_from(const house_rules<R>& h, const combat& c,
                                                   const combat_result& r, unit_ref loser,
                                                   break_test flags) noexcept {
  return break_test_from(h, c, tally_of(r), loser, flags);
}
template <BreakTestRules R>
[[nodiscard]] house_citations<break_test_citations> break_test_cite(const house_rules<R>& h) {
  return engine_cite<break_test_engine>(h);
}
template <BreakTestRules R>
[[nodiscard]] std::string explain(const house_rules<R>& h, const break_test& t,
                                  const break_result& r) {
  return explain(t, r, break_test_cite(h).get());
}
template <BreakTestRules R>
[[nodiscard]] std::vector<problem> validate_break_test(const house_rules<R>& h, const break_test& t,
                                                       const break_dice* roll = nullptr,
                                                       const break_dice* reroll = nullptr) {
  const detail::break_plan plan = detail::plan_break_test(h, t, detail::no_lines{});
  // The dice's messages name the rules they follow: "under Lizards (house rules on wfb5)",
  // "under house rules on wfb5" when they have no name, "under wfb5" when nothing is changed.
  const bool named = h.name() != std::string_view(R::info.name);
  const std::string on = std::string("house rules on ").append(R::info.id);
  const std::string rules = h.changes().empty() ? std::string(R::info.id)
                            : named ? std::string(h.name()).append(" (").append(on).append(")")
                                    : on;
  return detail::validate_break_test(t, rules, plan.three_dice, roll, reroll);
}

}  // namespace rankfile
