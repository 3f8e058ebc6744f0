// rankfile/combat/citations.hpp: where each combat rule of a rule set comes from.
//
// A rule set that resolves combats has a `static constexpr combat_citations combat_cite`: for
// each rule, the book, section or page and a one-line paraphrase (never the publisher's words).
// explain() prints the citation after each line it backs. Empty when the rule set has no such
// rule.
#pragma once

#include <cstddef>
#include <string_view>

#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/result.hpp"
#include "rankfile/core/text_view.hpp"

namespace rankfile {

struct combat_citations {
  text_view wounds{};
  text_view charge{};
  text_view ranks{};
  text_view disruption{};
  text_view outnumber{};
  text_view close_order{};
  text_view massed_infantry{};
  text_view standard{};
  text_view battle_standard{};
  text_view flank{};
  text_view rear{};
  text_view high_ground{};
  text_view overkill{};
  text_view extra{};  // usually empty: the caller's items cite themselves by their label
  text_view ties{};
  text_view wipe_out{};

  // The rule behind a bonus kind: its field (bonus_traits below).
  [[nodiscard]] constexpr std::string_view of(bonus b) const noexcept;
  // The rule behind a denial: the disruption rule for disruptions, else its bonus's rule.
  [[nodiscard]] constexpr std::string_view of(const denial& d) const noexcept {
    const bool disrupted =
        d.why == reason::disrupted_by_models || d.why == reason::disrupted_by_mass ||
        d.why == reason::disrupted_by_unit_strength || d.why == reason::disrupted_by_ranks ||
        d.why == reason::disrupted_earlier;
    if (disrupted) return disruption;
    return of(d.kind);
  }
  // The rule that decided the winner, for a decision that is not the plain score.
  [[nodiscard]] constexpr std::string_view of(decision d) const noexcept {
    if (d == decision::score) return {};
    return d == decision::wipe_out ? wipe_out : ties;
  }
};

// What each bonus kind brings beyond its name (bonus_table, rankfile/combat/result.hpp) and its
// denial budget (denial_budgets, beside it): the citation that backs it, and the input that asks
// for it on its own (a unit that charged, a standard, a musician on level scores, an overkill,
// higher ground, a flank or rear engagement), which absent_bonuses and unsourced_bonuses are
// checked against (given_in, rankfile/combat/roles.hpp). No such input: null, for the kinds
// fed by numbers every combat has or by several fields at once (wounds, ranks, unit strength).
// One row per bonus kind, in bonus_table's order.
struct bonus_traits {
  bonus kind{};
  text_view combat_citations::*cited = nullptr;
  bool (*given)(const combat&, const combat_result&) = nullptr;
};

namespace detail::bonus_input {
template <bool combat_unit::*flag>
constexpr bool any_unit(const combat& c, const combat_result&) noexcept {
  for (const combat_side& s : c.sides)
    for (const combat_unit& u : s.units)
      if (u.*flag) return true;
  return false;
}
template <facing f>
constexpr bool any_engagement(const combat& c, const combat_result&) noexcept {
  for (const engagement& e : c.engagements)
    if (e.target_facing == f) return true;
  return false;
}
constexpr bool musician_on_a_tie(const combat& c, const combat_result& r) noexcept {
  return r.sides[0].score == r.sides[1].score && any_unit<&combat_unit::musician>(c, r);
}
constexpr bool overkill(const combat& c, const combat_result&) noexcept {
  return c.sides[0].challenge_overkill > 0 || c.sides[1].challenge_overkill > 0;
}
constexpr bool higher_ground(const combat& c, const combat_result&) noexcept {
  for (const combat_side& s : c.sides)
    for (const combat_unit& u : s.units)
      if (u.charged_downhill || u.elevation != 0) return true;
  return false;
}
}  // namespace detail::bonus_input

inline constexpr bonus_traits bonus_traits_table[] = {
    {bonus::wounds, &combat_citations::wounds},
    {bonus::charge, &combat_citations::charge,
     detail::bonus_input::any_unit<&combat_unit::charged>},
    {bonus::ranks, &combat_citations::ranks},
    {bonus::outnumber, &combat_citations::outnumber},
    {bonus::close_order, &combat_citations::close_order},
    {bonus::massed_infantry, &combat_citations::massed_infantry},
    {bonus::standard, &combat_citations::standard,
     detail::bonus_input::any_unit<&combat_unit::standard>},
    {bonus::battle_standard, &combat_citations::battle_standard,
     detail::bonus_input::any_unit<&combat_unit::battle_standard>},
    {bonus::flank, &combat_citations::flank, detail::bonus_input::any_engagement<facing::flank>},
    {bonus::rear, &combat_citations::rear, detail::bonus_input::any_engagement<facing::rear>},
    {bonus::high_ground, &combat_citations::high_ground, detail::bonus_input::higher_ground},
    {bonus::overkill, &combat_citations::overkill, detail::bonus_input::overkill},
    {bonus::extra, &combat_citations::extra},
    {bonus::musician, &combat_citations::ties, detail::bonus_input::musician_on_a_tie},
};
static_assert(std::size(bonus_traits_table) == bonus_count, "one row of traits per bonus kind");
static_assert(
    [] {
      for (std::size_t i = 0; i < bonus_count; ++i)
        if (bonus_traits_table[i].kind != bonus_table[i].value ||
            bonus_traits_table[i].cited == nullptr)
          return false;
      return true;
    }(),
    "bonus_traits_table lists every bonus kind in bonus_table's order, each with its citation");

[[nodiscard]] constexpr const bonus_traits& traits_of(bonus b) noexcept {
  return bonus_traits_table[static_cast<std::size_t>(b)];
}

constexpr std::string_view combat_citations::of(bonus b) const noexcept {
  return this->*traits_of(b).cited;
}

}  // namespace rankfile
