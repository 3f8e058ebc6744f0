// Compile-time facts: value-type properties, concepts, and misuse that must not compile.
#include <type_traits>

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

// A rule set that forgets a role is not one, and resolve refuses it.
struct missing_ranks {
  static constexpr rf::edition_info info{.id = "x", .name = "x"};
  static constexpr rf::citations cite{};
  using charge = rf::rules::no_charge_bonus;
  using disruption = rf::rules::no_disruption;
  using standard = rf::rules::standard_once_per_side;
  using battle_standard = rf::rules::battle_standard_once_per_side;
  using flank_rear = rf::rules::flank_and_rear_per_target<rf::rules::flank_rule{}>;
  using high_ground = rf::rules::higher_position<1>;
  using overkill = rf::rules::overkill<rf::rules::overkill_rule{}>;
  using wipe_out = rf::rules::wiped_out_side_loses;
  using ties = rf::rules::ties_are_draws;
};
static_assert(rf::RuleSet<missing_ranks>, "it is listed as a rule set...");
static_assert(!rf::CombatRules<missing_ranks>, "...but cannot resolve combats: no `ranks` role");
template <class R>
concept resolvable = requires(const rf::combat& c) { rf::resolve<R>(c); };
static_assert(resolvable<rf::wfb5>);
static_assert(!resolvable<missing_ranks>, "resolve is constrained on RuleSet");
struct with_ranks : missing_ranks {
  using ranks = rf::wfb5::ranks;
};
static_assert(rf::CombatRules<with_ranks>, "adding the role completes it");

// A component of the wrong role does not fit: a tie-break is no side bonus.
struct wrong_role : rf::wfb5 {
  using charge = rf::rules::ties_are_draws;
};
static_assert(!rf::CombatRules<wrong_role>, "`charge` must be a SideBonus");

// score refuses a rule set without victory rules: 5th edition VP are unknown to us.
template <class R>
concept scorable = requires(const rf::battle& b) { rf::score<R>(b); };
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
