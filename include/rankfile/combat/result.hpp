// rankfile/combat/result.hpp: the itemised answer to a round of close combat.
//
// Per side: the score, every bonus awarded (kind, value, the unit that earned it) and every
// bonus denied (kind, a reason code and the numbers behind it). Reasons are codes plus numbers
// so that a result can be computed in a constant expression; each enum's table below holds its
// identifier, its English and the meaning of its numbers (rankfile/combat/explain.hpp and the
// JSON adapter read them). At the end, combat_tally: the same answer's numbers alone.
#pragma once

#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <type_traits>

#include "rankfile/combat/combat.hpp"
#include "rankfile/core/enum_table.hpp"
#include "rankfile/core/fixed_vector.hpp"

namespace rankfile {

// The parts of a combat result score, in the order the engines award them.
enum class bonus : std::uint8_t {
  wounds,
  charge,
  ranks,
  outnumber,
  close_order,
  massed_infantry,
  standard,
  battle_standard,
  flank,
  rear,
  high_ground,
  overkill,
  extra,
  musician,
};
inline constexpr enum_entry<bonus> bonus_table[] = {
    {bonus::wounds, "wounds", "wounds inflicted", "unsaved wounds inflicted"},
    {bonus::charge, "charge", "the charge", "a unit charged"},
    {bonus::ranks, "ranks", "extra ranks", "extra ranks of the best unit"},
    {bonus::outnumber, "outnumber", "outnumbering the enemy", "the higher combined unit strength"},
    {bonus::close_order, "close_order", "close order",
     "a close-order unit in combat order, strong enough (The Old World)"},
    {bonus::massed_infantry, "massed_infantry", "massed infantry",
     "the higher combined unit strength, with infantry that has the rule (The Old World)"},
    {bonus::standard, "standard", "a standard", "a standard bearer in the fight"},
    {bonus::battle_standard, "battle_standard", "the battle standard",
     "the battle standard bearer in the fight"},
    {bonus::flank, "flank", "a flank attack", "fighting an enemy unit's flank"},
    {bonus::rear, "rear", "a rear attack", "fighting an enemy unit's rear"},
    {bonus::high_ground, "high_ground", "high ground",
     "fighting from (or charging down from) higher ground"},
    {bonus::overkill, "overkill", "overkill in a challenge", "excess wounds scored in a challenge"},
    {bonus::extra, "extra", "an extra bonus",
     "combat result the caller gave a unit (a magic banner, a special rule), under its label"},
    {bonus::musician, "musician", "a musician on a tie", "breaking a tie with a musician"},
};
[[nodiscard]] constexpr table_view<bonus> entries_of(bonus) noexcept {
  return bonus_table;
}
static_assert(in_enum_order(bonus_table));
inline constexpr std::size_t bonus_count = enum_count<bonus>;

// Why a bonus was not (or not fully) given. Each row's English is the sentence explain() prints,
// with placeholders: {kind} the bonus (its noun, without the article), {unit} and {by} the
// units, {where} the facing, {a} and {b} the denial's numbers, {a:one|many} a count with its
// noun; `meaning` says what a and b hold.
enum class reason : std::uint8_t {
  formation_too_narrow,
  disrupted_by_models,
  disrupted_by_mass,
  not_best_unit,
  capped,
  counted_once_per_side,
  counted_once_per_target,
  attacker_too_small,
  fewer_attackers,
  equal_attackers,
  not_higher,
  disrupted_by_unit_strength,
  unit_strength_too_low,
  skirmishers_never,
  troop_type_never,
  not_in_combat_order,
  not_more_unit_strength,
  no_massed_infantry,
  target_skirmishing,
  disrupted_by_ranks,
  deepest_unit_disrupted,
  too_few_models_at_end,
  cancelled_by_enemy,
  not_close_order,
  disrupted_earlier,
};
inline constexpr enum_entry<reason> reason_table[] = {
    {reason::formation_too_narrow, "formation_too_narrow",
     "no {kind} for {unit}: formation {a} wide, needs {b}",
     "a = the unit's files, b = files needed"},
    {reason::disrupted_by_models, "disrupted_by_models",
     "no {kind} for {unit}: disrupted by {by} in its {where} ({a:model|models}, disrupts with "
     "{b})",
     "by = the enemy unit in flank or rear; a = its models, b = models needed"},
    {reason::disrupted_by_mass, "disrupted_by_mass",
     "no {kind} for {unit}: disrupted by {by} in its {where} ({a:full rank|full ranks}, unit "
     "strength {b})",
     "by = the enemy unit; a = its ranks of the rule's width, b = its unit strength"},
    {reason::not_best_unit, "not_best_unit",
     "{kind} of {unit} (+{a}) not counted: the side counts one unit's, {by's} (+{b})",
     "by = the unit whose bonus counts; a = this unit's bonus, b = that one's"},
    {reason::capped, "capped", "{kind} for {unit} capped: +{a} earned, +{b} allowed",
     "a = the bonus before the cap, b = the cap"},
    {reason::counted_once_per_side, "counted_once_per_side",
     "no {kind} for {unit}: counted once per side, already earned by {by}",
     "by = the unit already counted for the side"},
    {reason::counted_once_per_target, "counted_once_per_target",
     "no {kind} for {unit}: counted once per enemy unit, already earned against {by's} {where}",
     "by = the enemy unit already counted once"},
    {reason::attacker_too_small, "attacker_too_small",
     "no {kind} for {unit}: {a:model|models} at the start of the round, needs {b}",
     "a = the unit's models at the start of the round, b = models needed"},
    {reason::fewer_attackers, "fewer_attackers",
     "no {kind} for {unit}: the enemy has more units in the {where} ({a} against {b})",
     "a = this side's qualifying units, b = the enemy's"},
    {reason::equal_attackers, "equal_attackers",
     "no {kind} for {unit}: both sides have {a:unit|units} in the {where}; they cancel out",
     "a = b = qualifying units on each side"},
    {reason::not_higher, "not_higher",
     "no {kind} for {unit}: highest ground {a} is not above the enemy's {b}",
     "a = this side's highest elevation, b = the enemy's highest"},
    {reason::disrupted_by_unit_strength, "disrupted_by_unit_strength",
     "no {kind} for {unit}: disrupted by {by} in its {where} (unit strength {a}, disrupts with "
     "{b})",
     "by = the enemy unit in flank or rear; a = its unit strength, b = unit strength needed"},
    {reason::unit_strength_too_low, "unit_strength_too_low",
     "no {kind} for {unit}: unit strength {a}, needs {b}",
     "a = the unit's unit strength when counted, b = unit strength needed"},
    {reason::skirmishers_never, "skirmishers_never",
     "no {kind} for {unit}: skirmishers never claim it", ""},
    {reason::troop_type_never, "troop_type_never",
     "no {kind} for {unit}: its troop type, {troop}, never claims it", ""},
    {reason::not_in_combat_order, "not_in_combat_order",
     "no {kind} for {unit}: {a} wide and {b} deep, not in combat order (at least as wide as "
     "deep)",
     "a = the unit's files, b = its ranks"},
    {reason::not_more_unit_strength, "not_more_unit_strength",
     "no {kind}: unit strength {a} against the enemy's {b}",
     "a = this side's combined unit strength, b = the enemy's"},
    {reason::no_massed_infantry, "no_massed_infantry",
     "no {kind}: unit strength {a} against {b}, but no infantry with Massed Infantry",
     "a = this side's combined unit strength, b = the enemy's"},
    {reason::target_skirmishing, "target_skirmishing",
     "no {kind} for {unit}: {by} is skirmishing and has no flank or rear",
     "by = the enemy unit fought"},
    {reason::disrupted_by_ranks, "disrupted_by_ranks",
     "no {kind} for {unit}: disrupted by {by} in its {where} ({a:full rank|full ranks}, "
     "disrupts with {b})",
     "by = the enemy unit in flank or rear; a = its ranks of the rule's width, b = ranks needed"},
    {reason::deepest_unit_disrupted, "deepest_unit_disrupted",
     "{kind} of {unit} (+{a}) not counted: only the deepest unit counts, and {by} (+{b}) is "
     "disrupted",
     "by = the deepest unit; a = this unit's bonus, b = the deepest unit's"},
    {reason::too_few_models_at_end, "too_few_models_at_end",
     "no {kind} for {unit}: {a:model|models} after casualties, needs {b}",
     "a = the unit's models at the end of the round, b = models needed"},
    {reason::cancelled_by_enemy, "cancelled_by_enemy",
     "no {kind} for {unit}: {by} has one too, and they cancel out",
     "by = the enemy unit with the same (a musician on a tie)"},
    {reason::not_close_order, "not_close_order",
     "no {kind} for {unit}: not in close order (open order or skirmishing)", ""},
    {reason::disrupted_earlier, "disrupted_earlier",
     "no {kind} for {unit}: disrupted by a flank or rear attack in an earlier round of this "
     "combat",
     "the unit's disrupted_earlier, where the rule set keeps that loss for the whole combat"},
};
[[nodiscard]] constexpr table_view<reason> entries_of(reason) noexcept {
  return reason_table;
}
static_assert(in_enum_order(reason_table));

// A bonus given: `value` points, earned by `unit` (no_unit when the whole side earned it);
// `target` is the enemy unit it was earned against, for flank and rear, else no_unit; `item` is
// the index of the unit's extra_item, for an extra bonus.
struct award {
  bonus kind{};
  std::uint8_t item = 0;
  int value = 0;
  unit_ref unit = no_unit;
  unit_ref target = no_unit;

  [[nodiscard]] friend constexpr bool operator==(const award&, const award&) noexcept = default;
};

// A bonus withheld from `unit` (or from the side: no_unit), because of `by` where another unit
// is involved; `where` is the facing involved in flank, rear and disruption denials.
struct denial {
  bonus kind{};
  reason why{};
  facing where = facing::front;
  unit_ref unit = no_unit;
  unit_ref by = no_unit;
  int a = 0;
  int b = 0;

  [[nodiscard]] friend constexpr bool operator==(const denial&, const denial&) noexcept = default;
};

// How many denials of one bonus kind the built-in components (combat/components/) can write
// for one side, at most: `per_unit` for each of the side's units, `per_engagement` for each
// engagement of the combat, `once` more. One row per bonus kind, in bonus_table's order.
struct denial_budget {
  bonus kind{};
  std::size_t per_unit = 0;
  std::size_t per_engagement = 0;
  std::size_t once = 0;

  [[nodiscard]] constexpr std::size_t most() const noexcept {
    return per_unit * max_units_per_side + per_engagement * max_engagements + once;
  }
};
inline constexpr denial_budget denial_budgets[] = {
    {bonus::wounds},                    // never denied
    {bonus::charge, 1},                 // once per side: every other unit that charged
    {bonus::ranks, 1},                  // each unit's own reason, or not the best (+ capped)
    {bonus::outnumber, 0, 0, 1},        // the side's combined unit strength
    {bonus::close_order, 1},            // each unit's own reason
    {bonus::massed_infantry, 0, 0, 1},  // the side's, one reason
    {bonus::standard, 1},               // once per side: every other standard
    {bonus::battle_standard, 1},        // likewise
    {bonus::flank, 0, 1},               // flank and rear together: one per engagement, which
    {bonus::rear},                      // names one facing (so rear's are counted under flank)
    {bonus::high_ground, 1},            // each unit wiped out higher, or not higher
    {bonus::overkill, 0, 0, 1},         // capped
    {bonus::extra},                     // never denied
    {bonus::musician, 0, 0, 1},         // cancelled, or the side's first musician wiped out
};
static_assert(std::size(denial_budgets) == bonus_count, "one denial budget per bonus kind");
static_assert(
    [] {
      for (std::size_t i = 0; i < bonus_count; ++i)
        if (denial_budgets[i].kind != bonus_table[i].value) return false;
      return true;
    }(),
    "denial_budgets lists the bonus kinds in bonus_table's order");

// The denials the built-in components can write for one side: the sum of denial_budgets.
[[nodiscard]] constexpr std::size_t denial_budget_total() noexcept {
  std::size_t sum = 0;
  for (const denial_budget& b : denial_budgets) sum += b.most();
  return sum;
}

// Enough room for every line any rule set can write: one award per bonus kind, one flank and
// one rear award per enemy unit, one close-order award per unit, one per extra item; and every
// denial of denial_budgets, so the denial capacity is the budget's sum. A component that wrote
// past its budget would find the list full: the line is dropped and the list says so
// (fixed_vector::overflowed), never a write past the end; tests/properties.test.cpp holds every
// kind to its row on random combats, tests/limits.test.cpp the largest combat to the sum.
inline constexpr std::size_t max_awards =
    bonus_count + 3 * max_units_per_side + max_units_per_side * max_extras_per_unit;
inline constexpr std::size_t max_denials = denial_budget_total();

// What a component writes a side's lines into: give() adds to the score, deny() records why a
// bonus was withheld. side_result keeps every line; side_tally (below) keeps only the score.
template <class S>
concept SideSink = requires(S& out, const award& a, const denial& d) {
  out.give(a);
  out.deny(d);
  { out.score } -> std::convertible_to<int>;
};

struct side_result {
  int score = 0;
  fixed_vector<award, max_awards> awarded{};
  fixed_vector<denial, max_denials> denied{};

  constexpr void give(award a) noexcept {
    score += a.value;
    awarded.push_back(a);
  }
  constexpr void deny(denial d) noexcept { denied.push_back(d); }

  // The total awarded for one bonus kind (0 when none).
  [[nodiscard]] constexpr int total(bonus kind) const noexcept {
    int sum = 0;
    for (const award& a : awarded)
      if (a.kind == kind) sum += a.value;
    return sum;
  }
  [[nodiscard]] constexpr bool was_denied(bonus kind, reason why) const noexcept {
    for (const denial& d : denied)
      if (d.kind == kind && d.why == why) return true;
    return false;
  }
  [[nodiscard]] friend constexpr bool operator==(const side_result&,
                                                 const side_result&) noexcept = default;
};

// How the winner was found.
enum class decision : std::uint8_t { score, musician, wipe_out, draw };
inline constexpr enum_entry<decision> decision_table[] = {
    {decision::score, "score", "higher score", "the higher score won"},
    {decision::musician, "musician", "tie broken by a musician",
     "scores were level; a musician broke the tie"},
    {decision::wipe_out, "wipe_out", "the enemy was wiped out",
     "the other side had no models left (with no winner: both sides had none, a draw)"},
    {decision::draw, "draw", "draw", "level scores: nobody won"},
};
[[nodiscard]] constexpr table_view<decision> entries_of(decision) noexcept {
  return decision_table;
}
static_assert(in_enum_order(decision_table));

struct combat_result {
  std::array<side_result, 2> sides{};
  std::optional<side_index> winner{};  // empty for a draw
  int margin = 0;                      // winner's score minus loser's; 0 for a draw
  decision decided_by = decision::draw;

  [[nodiscard]] friend constexpr bool operator==(const combat_result&,
                                                 const combat_result&) noexcept = default;
};

// ---- The numbers alone ----------------------------------------------------------------------
//
// What tally() returns (rankfile/combat/resolve.hpp), for callers that read only the scores, the
// winner, the margin and how it was decided: simulators. The same components write into a
// side_tally as into a side_result; a side_tally keeps only the sum, so the compiler drops the
// lines and the denials' reasons. 16 bytes.

struct side_tally {
  static constexpr bool keeps_lines = false;  // see keeps_lines below
  int score = 0;

  constexpr void give(const award& a) noexcept { score += a.value; }
  static constexpr void deny(const denial&) noexcept {}

  [[nodiscard]] friend constexpr bool operator==(const side_tally&,
                                                 const side_tally&) noexcept = default;
};
static_assert(SideSink<side_result> && SideSink<side_tally>);

// Whether sink S keeps the lines (side_result, and any sink that does not say) or only the score
// (side_tally). A component may skip work whose only product is a line, such as asking whether a
// unit that cannot change the score was disrupted, for a sink that does not keep them; and such a
// sink takes an award of value 0 as nothing (give_if below).
template <class S>
inline constexpr bool keeps_lines = [] {
  if constexpr (requires { S::keeps_lines; })
    return bool{S::keeps_lines};
  else
    return true;
}();
static_assert(keeps_lines<side_result> && !keeps_lines<side_tally>);

// Gives `a` when `earned`. A sink that keeps lines gets the line only then; a sink that does not
// is given `a` with its value zeroed when not earned, so that a bonus earned or not is an add and
// not a branch on the combat's data (mispredicted branches are most of what a tally costs;
// benchmarks/README.md).
template <SideSink S>
constexpr void give_if(S& out, bool earned, award a) noexcept {
  if constexpr (keeps_lines<S>) {
    if (earned) out.give(a);
  } else {
    a.value = earned ? a.value : 0;
    out.give(a);
  }
}

struct combat_tally {
  std::array<side_tally, 2> sides{};
  int margin = 0;                      // winner's score minus loser's; 0 for a draw
  std::optional<side_index> winner{};  // empty for a draw
  decision decided_by = decision::draw;

  [[nodiscard]] friend constexpr bool operator==(const combat_tally&,
                                                 const combat_tally&) noexcept = default;
};

// The numbers of an itemised result: what tally() gives for the same combat.
[[nodiscard]] constexpr combat_tally tally_of(const combat_result& r) noexcept {
  return {.sides = {side_tally{r.sides[0].score}, side_tally{r.sides[1].score}},
          .margin = r.margin,
          .winner = r.winner,
          .decided_by = r.decided_by};
}

// What a decision component writes the winner into: a combat_result or a combat_tally.
template <class R>
concept CombatSink = requires(R& r) {
  requires SideSink<std::remove_cvref_t<decltype(r.sides[0])>>;
  r.winner = side_index{0};
  r.decided_by = decision::draw;
  r.margin = 0;
};
static_assert(CombatSink<combat_result> && CombatSink<combat_tally>);

}  // namespace rankfile
