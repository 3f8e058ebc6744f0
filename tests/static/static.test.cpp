// Compile-time facts: value-type properties, concepts, and misuse that must not compile.
#include <string>
#include <type_traits>
#include <vector>

#include "missing_ranks.hpp"
#include "rankfile/rankfile.hpp"

namespace rf = rankfile;

// Plain values: cheap to copy, safe to memcpy, usable as constants.
static_assert(std::is_trivially_copyable_v<rf::combat>);
static_assert(std::is_trivially_copyable_v<rf::combat_result>);
static_assert(std::is_trivially_copyable_v<rf::combat_unit>);
static_assert(std::is_trivially_destructible_v<rf::combat_result>);
static_assert(std::is_nothrow_default_constructible_v<rf::combat>);
static_assert(sizeof(rf::unit_ref) == 2);

// Every shipped rule set is complete.
static_assert(rf::CombatRules<rf::wfb5>);
static_assert(rf::CombatRules<rf::battleaxe>);

// A rule set that forgets a role is not one, and resolve refuses it (missing_ranks.hpp).
static_assert(rf::RuleSet<missing_ranks>, "it is listed as a rule set...");
static_assert(!rf::CombatRules<missing_ranks>, "...but cannot resolve combats: no `ranks` role");
template <class R>
concept resolvable = requires(const rf::combat& c) {
  rf::resolve<R>(c);
};
static_assert(resolvable<rf::wfb5>);
static_assert(!resolvable<missing_ranks>, "resolve is constrained on RuleSet");
struct with_ranks : missing_ranks {
  using ranks = rf::wfb5::ranks;
};
static_assert(rf::CombatRules<with_ranks>, "adding the role completes it");
// The concept's failure names the role: the first one left unfilled, in the engine's order.
static_assert(std::is_same_v<rf::unfilled_role_t<missing_ranks, rf::combat_roles::list>,
                             rf::role_has_no_component<rf::combat_roles::ranks>>);
static_assert(
    std::is_same_v<rf::unfilled_role_t<with_ranks, rf::combat_roles::list>, rf::every_role_filled>);
static_assert(std::is_same_v<rf::unfilled_role_t<rf::wfb5, rf::victory_roles::list>,
                             rf::role_has_no_component<rf::victory_roles::unit_vp>>,
              "5th edition has no victory-point rules: the first victory role says so");

// A role with a fallback may be left out: `wounds` falls back to one point per wound.
static_assert(
    std::is_same_v<rf::component_t<rf::combat_roles::wounds, rf::wfb5>, rf::rules::one_per_wound>);
struct own_wounds : rf::wfb5 {
  using wounds = rf::rules::no_bonus<rf::bonus::wounds>;
};
static_assert(std::is_same_v<rf::component_t<rf::combat_roles::wounds, own_wounds>,
                             rf::rules::no_bonus<rf::bonus::wounds>>,
              "a rule set that names the role overrides the fallback");

// Citations follow the components: a house rule that replaces one and keeps its parent's
// citations is caught (explain<R> refuses it); one that cites its own rules passes.
struct uncited_club : rf::wfb5 {
  using overkill = rf::rules::overkill<rf::rules::overkill_rule{.max = 3}>;
};
static_assert(!rf::cites_own_components<uncited_club, rf::combat_roles::list>);
static_assert(rf::cites_own_components<uncited_club, rf::break_test_roles::list>,
              "its break tests are wfb5's, and so are their citations");
struct cited_club : uncited_club {
  using cites = cited_club;
  static constexpr rf::combat_citations combat_cite = [] {
    auto c = rf::wfb5::combat_cite;
    c.overkill = "Club rules: overkill at most +3";
    return c;
  }();
};
static_assert(rf::cites_own_components<cited_club, rf::combat_roles::list>);
static_assert(rf::cites_own_components<own_wounds, rf::victory_roles::list> &&
              !rf::cites_own_components<own_wounds, rf::combat_roles::list>);
// Every built-in rule set cites its own components, in every engine it serves.
static_assert([] {
  bool ok = true;
  rf::rule_sets::for_each([&]<class R>(std::type_identity<R>) {
    ok = ok && rf::cites_own_components<R, rf::combat_roles::list> &&
         rf::cites_own_components<R, rf::victory_roles::list> &&
         rf::cites_own_components<R, rf::break_test_roles::list>;
  });
  return ok;
}());

// Every rule set in the list fills every role of each engine it claims, one role at a time:
// the role list is what the engines, knobs and these checks all walk.
template <class R, class List>
constexpr bool each_role_fits() {
  bool ok = true;
  List::for_each([&]<class Role>(std::type_identity<Role>) { ok = ok && rf::fills_role<Role, R>; });
  return ok;
}
// Every rule set of the registry, one role at a time, in every engine that says it serves it; and
// each serves at least one engine.
static_assert([] {
  bool ok = true;
  rf::rule_sets::for_each([&]<class R>(std::type_identity<R>) {
    bool serves_one = false;
    rf::engines::for_each([&]<class E>(std::type_identity<E>) {
      if constexpr (E::template serves<R>) {
        serves_one = true;
        ok = ok && each_role_fits<R, typename E::roles>();
      }
    });
    ok = ok && serves_one;
  });
  return ok;
}());
static_assert(each_role_fits<rf::wfb5, rf::combat_roles::list>());
static_assert(each_role_fits<rf::battleaxe, rf::combat_roles::list>());
static_assert(!each_role_fits<missing_ranks, rf::combat_roles::list>());
static_assert(each_role_fits<rf::tow, rf::victory_roles::list>());
static_assert(!each_role_fits<rf::wfb5, rf::victory_roles::list>());
static_assert(each_role_fits<rf::wfb8, rf::combat_roles::list>());
static_assert(each_role_fits<rf::tow_original, rf::combat_roles::list>());
static_assert(!each_role_fits<rf::wap, rf::combat_roles::list>());
static_assert(!rf::fills_role<rf::combat_roles::ranks, missing_ranks>);
static_assert(rf::fills_role<rf::combat_roles::charge, missing_ranks>);

// Every enum table lists its values in order, so name_of and the JSON reader can index it.
static_assert(rf::enum_count<rf::bonus> == 14);
static_assert(rf::enum_count<rf::troop_type> == 18);
static_assert(rf::name_of(rf::reason::not_higher) == "not_higher");
static_assert(rf::enum_from<rf::decision>("musician") == rf::decision::musician);
static_assert(!rf::enum_from<rf::decision>("Musician"), "identifiers are exact");

// A bonus value is points, 0 for none, or value_unknown; nothing below that is a rule.
static_assert(rf::rules::bonus_vp_rule{.general = rf::rules::value_unknown}.problem().empty());
static_assert(!rf::rules::bonus_vp_rule{.general = -2}.problem().empty());
static_assert(!rf::rules::bonus_vp_rule{.per_standard = -2}.problem().empty());
static_assert(!rf::rules::bonus_vp_rule{.per_standard = 10'001}.problem().empty());
static_assert(!rf::rules::bonus_vp_rule{.per_table_quarter = -1}.problem().empty());
static_assert(!rf::rules::bonus_vp_rule{.enemy_broken = -1}.problem().empty());

// Settings that would make level points a win, or skip a band, are refused.
static_assert(rf::rules::margin_rule{.win_by = 1, .crushing_ratio = 1}.problem().empty());
static_assert(!rf::rules::margin_rule{.win_by = 0}.problem().empty());
static_assert(!rf::rules::margin_rule{.crushing_ratio = 0}.problem().empty());
static_assert(
    rf::rules::percent_chart_rule{.marginal = 1, .solid = 1, .massacre = 1}.problem().empty());
static_assert(!rf::rules::percent_chart_rule{.marginal = 0}.problem().empty());
static_assert(!rf::rules::percent_chart_rule{.solid = 60}.problem().empty());
static_assert(rf::rules::unit_vp_rule{.threshold = {1, 1}}.problem().empty());
static_assert(!rf::rules::unit_vp_rule{.threshold = {3, 2}}.problem().empty());

// A component of the wrong role does not fit: a tie-break is no side bonus.
struct wrong_role : rf::wfb5 {
  using charge = rf::rules::ties_are_draws;
};
static_assert(!rf::CombatRules<wrong_role>, "`charge` must be a SideBonus");
static_assert(std::is_same_v<rf::unfilled_role_t<wrong_role, rf::combat_roles::list>,
                             rf::component_does_not_fit_role<rf::combat_roles::charge,
                                                             rf::rules::ties_are_draws>>,
              "a component that fails its role's concept is named with the role");

// score refuses a rule set without victory rules: 5th edition VP are unknown to us.
template <class R>
concept scorable = requires(const rf::battle& b) {
  rf::score<R>(b);
};
static_assert(scorable<rf::tow>);
static_assert(!scorable<rf::wfb5>, "wfb5 has no victory-point rules");

// The published 5th edition example C01, at compile time.
constexpr rf::combat c01 = [] {
  rf::combat c{.sides = {{{.name = "A", .wounds_inflicted = 3, .units = {rf::block("a", 3, 5)}},
                          {.name = "B", .wounds_inflicted = 3, .units = {rf::block("b", 3, 5)}}}}};
  c.sides[0].units[0].battle_standard = true;
  return c;
}();
static_assert(rf::resolve<rf::wfb5>(c01).winner == 0);
static_assert(rf::resolve<rf::wfb5>(c01).margin == 1);
static_assert(rf::tally<rf::wfb5>(c01) == rf::tally_of(rf::resolve<rf::wfb5>(c01)));
static_assert(rf::tally<rf::wfb5>(c01).sides[0].score == 4 &&
              rf::tally<rf::wfb5>(c01).sides[1].score == 3);
static_assert(noexcept(rf::tally<rf::wfb8>(c01)));
static_assert(sizeof(rf::combat_tally) <= 16, "a tally is the numbers alone");

// Break-test odds in a constant expression: the 8th edition Steadfast Halberdiers (E05).
static_assert(rf::break_odds<rf::wfb8>({.leadership = 7, .margin = 7, .steadfast = true})
                  .of(rf::break_outcome::hold) == rf::probability{7, 12});
static_assert(rf::break_roll<rf::tow>({.leadership = 8,
                                       .margin = 3,
                                       .winner_unit_strength = 30,
                                       .loser_unit_strength = 10},
                                      {3, 4})
                  .outcome == rf::break_outcome::breaks);
static_assert(rf::BreakTestRules<rf::wfb5> && rf::BreakTestRules<rf::tow_matched_play>);
static_assert(!rf::BreakTestRules<rf::wap>,
              "the Warhammer Armies Project's break test is not encoded");

// A break-test component is its behaviour, not only its settings: a type with a procedure's
// settings and no way to judge a roll fits no role, nor does one with special rules' settings
// that gives no dice.
struct settings_only_procedure {
  static constexpr rf::rules::break_procedure_rule rule{};
};
struct settings_only_special_rules {
  static constexpr rf::rules::break_special_rule rule{};
};
static_assert(!rf::rules::BreakProcedure<settings_only_procedure>,
              "a procedure needs outcomes, passed, judge, count...");
static_assert(!rf::rules::SpecialRules<settings_only_special_rules>,
              "special rules need dice_rolled, totals, natural");
static_assert(rf::rules::BreakProcedure<rf::wfb8::procedure> &&
              rf::rules::SpecialRules<rf::tow::special_rules>);
struct settings_only_club : rf::wfb8 {
  using procedure = settings_only_procedure;
};
static_assert(!rf::BreakTestRules<settings_only_club>, "its procedure cannot judge a roll");

// The text layer's functions are templates only so that they compile where they are called
// (core/on_use.hpp): callers never name the parameter, and a rule set named explicitly picks the
// rule set's overload, never the rule-set-free one with its parameter taken by the rule set.
template <class... R>
concept summarizable = requires(const rf::combat& c, const rf::combat_result& r) {
  rf::summarize<R...>(c, r);
};
static_assert(summarizable<>, "called without a template argument");
static_assert(!summarizable<rf::wfb5>, "no rule set binds to on_use");
static_assert(
    std::is_same_v<decltype(rf::explain<rf::wfb5>(c01, rf::resolve<rf::wfb5>(c01))), std::string>,
    "explain<wfb5> is not ambiguous with the rule-set-free explain(c, r, cite)");
static_assert(std::is_same_v<decltype(rf::validate<rf::wfb5>(c01)), std::vector<rf::problem>>,
              "nor validate<wfb5> with validate(c)");
