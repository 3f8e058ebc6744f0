// rankfile/combat/components/flank_rear.hpp: bonuses for fighting an enemy unit's flank or rear.
//
// Available components
//   flank_and_rear_per_side<Rule>    flank and rear each count once for the whole side; when
//                                    both sides attack flanks (or rears), only the side with
//                                    more such units gets that bonus, and neither on a tie
//                                    (5th edition)
//   flank_and_rear_per_target<Rule>  flank and rear count once per enemy unit attacked: two
//                                    units on one enemy's flanks +1, flank and rear of one enemy
//                                    +3, the flanks of two enemies +2 (Battleaxe, 8th edition)
//
// A flank_rule gives the two values and the size an attacker needs: models at the start of the
// round, models after casualties (5th edition: 5; 8th edition, Battleaxe and The Old World: 1,
// so that a unit wiped out in the round fights no flank or rear) or unit strength after
// casualties (6th, 7th edition: 5), 0 for no minimum; whether the side with more attacking units
// alone gets the bonus when both sides attack flanks (5th edition; per side only), and whether a
// skirmishing enemy has a flank or rear at all (not in The Old World). Flank and rear are
// separate bonuses, so they add up.
#pragma once

#include <string_view>
#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/components/common.hpp"
#include "rankfile/combat/result.hpp"
#include "rankfile/core/text_view.hpp"

namespace rankfile::rules {

struct flank_rule {
  int flank = 1;
  int rear = 2;
  int min_models_at_start = 0;
  int min_models_at_end = 0;
  int min_unit_strength_at_end = 0;
  bool more_attackers_win = true;   // per side: both sides attacking, the side with more
  bool against_skirmishers = true;  // a skirmishing enemy unit has a flank and a rear

  // Each setting's name and value, for rankfile::knobs() and the docs' rule-set table.
  template <class Self, class F>
  static constexpr void for_each_setting(Self& self, F&& f) {
    f("flank", self.flank);
    f("rear", self.rear);
    f("min_models_at_start", self.min_models_at_start);
    f("min_models_at_end", self.min_models_at_end);
    f("min_unit_strength_at_end", self.min_unit_strength_at_end);
    f("more_attackers_win", self.more_attackers_win);
    f("against_skirmishers", self.against_skirmishers);
  }
};

namespace detail {

[[nodiscard]] constexpr bonus bonus_for(facing f) noexcept {
  return f == facing::rear ? bonus::rear : bonus::flank;
}

// `self`: the component, or its settings changed at run time (settings_of in core/roles.hpp).
template <class Self>
[[nodiscard]] constexpr int value_for(const Self& self, facing f) noexcept {
  return f == facing::rear ? self.rule.rear : self.rule.flank;
}

// Whether the engagement can earn a bonus at all: the attacker is big enough and the enemy has
// a flank or rear.
template <class Self>
[[nodiscard]] constexpr bool counts(const Self& self, const combat& c,
                                    const engagement& e) noexcept {
  const flank_rule& settings = self.rule;
  const combat_unit& u = c.unit(e.unit);
  return u.models_at_start >= settings.min_models_at_start &&
         u.models >= settings.min_models_at_end &&
         u.unit_strength >= settings.min_unit_strength_at_end &&
         (settings.against_skirmishers || c.unit(e.fights).order != formation::skirmish);
}

// Lists an engagement that cannot earn its bonus as denied, with why; true if it can.
template <class Self, SideSink Out>
constexpr bool qualifies(const Self& self, const combat& c, const engagement& e,
                         Out& out) noexcept {
  if (counts(self, c, e)) return true;
  const flank_rule& settings = self.rule;
  const combat_unit& u = c.unit(e.unit);
  denial d{
      .kind = bonus_for(e.target_facing), .where = e.target_facing, .unit = e.unit, .by = e.fights};
  if (u.models_at_start < settings.min_models_at_start) {
    d.why = reason::attacker_too_small;
    d.a = u.models_at_start;
    d.b = settings.min_models_at_start;
  } else if (u.models < settings.min_models_at_end) {
    d.why = reason::too_few_models_at_end;
    d.a = u.models;
    d.b = settings.min_models_at_end;
  } else if (u.unit_strength < settings.min_unit_strength_at_end) {
    d.why = reason::unit_strength_too_low;
    d.a = u.unit_strength;
    d.b = settings.min_unit_strength_at_end;
  } else {
    d.why = reason::target_skirmishing;
  }
  out.deny(d);
  return false;
}

// How many distinct units of side `s` fight an enemy's `f` facing and meet the size minimum.
template <class Self>
[[nodiscard]] constexpr int attackers(const Self& self, const combat& c, side_index s,
                                      facing f) noexcept {
  int count = 0;
  for (std::size_t i = 0; i < c.engagements.size(); ++i) {
    const engagement& e = c.engagements[i];
    if (e.unit.side != s || e.target_facing != f) continue;
    if (!counts(self, c, e)) continue;
    bool seen = false;  // the same unit on two enemy units counts once
    for (std::size_t j = 0; j < i && !seen; ++j) {
      const engagement& earlier = c.engagements[j];
      seen = earlier.unit == e.unit && earlier.target_facing == f && counts(self, c, earlier);
    }
    count += seen ? 0 : 1;
  }
  return count;
}

// Denies the `f` bonus, for `why`, to each unit of side `s` that would earn it but `earner`:
// counted_once_per_side names the earner; the others carry the attackers counted, `a` and `b`.
// A unit too small to earn it is denied for that (qualifies), whatever `why`.
template <class Self, SideSink Out>
constexpr void deny_others(const Self& self, const combat& c, side_index s, facing f,
                           unit_ref earner, Out& out, reason why, int a = 0, int b = 0) noexcept {
  for (const engagement& e : c.engagements) {
    if (e.unit.side != s || e.target_facing != f) continue;
    if (qualifies(self, c, e, out) && !(e.unit == earner))
      out.deny({.kind = bonus_for(f),
                .why = why,
                .where = f,
                .unit = e.unit,
                .by = why == reason::counted_once_per_side ? earner : no_unit,
                .a = a,
                .b = b});
  }
}

}  // namespace detail

template <flank_rule Rule>
struct flank_and_rear_per_side {
  [[nodiscard]] static constexpr text_view name_for(const flank_rule& r) noexcept {
    return r.more_attackers_win ? "once per side, more attacking units wins" : "once per side";
  }
  static constexpr text_view name = name_for(Rule);
  static constexpr flank_rule rule = Rule;

  // `self`: this component, or its settings changed at run time (settings_of in core/roles.hpp).
  template <SideSink Out, class Self = flank_and_rear_per_side>
  static constexpr void apply(const combat& c, side_index s, Out& out,
                              const Self& self = {}) noexcept {
    // The unit that earns each facing's bonus: the first whose engagement counts.
    unit_ref first[2] = {no_unit, no_unit};  // flank, rear
    for (const engagement& e : c.engagements) {
      if (e.unit.side != s || e.target_facing == facing::front) continue;
      unit_ref& earner = first[e.target_facing == facing::rear ? 1 : 0];
      if (earner == no_unit && detail::counts(self, c, e)) earner = e.unit;
    }
    for (const facing f : {facing::flank, facing::rear}) {
      const unit_ref earner = first[f == facing::rear ? 1 : 0];
      if (!self.rule.more_attackers_win || earner == no_unit) {
        detail::deny_others(self, c, s, f, earner, out, reason::counted_once_per_side);
        give_if(
            out, earner != no_unit,
            {.kind = detail::bonus_for(f), .value = detail::value_for(self, f), .unit = earner});
        continue;
      }
      const int ours = detail::attackers(self, c, s, f);
      const int theirs = detail::attackers(self, c, opponent(s), f);
      if (ours > theirs) {
        detail::deny_others(self, c, s, f, earner, out, reason::counted_once_per_side);
        out.give(
            {.kind = detail::bonus_for(f), .value = detail::value_for(self, f), .unit = earner});
      } else {  // the enemy's attackers cancel this side's: every one of them is denied so
        const reason why = ours == theirs ? reason::equal_attackers : reason::fewer_attackers;
        detail::deny_others(self, c, s, f, earner, out, why, ours, theirs);
        out.deny({.kind = detail::bonus_for(f),
                  .why = why,
                  .where = f,
                  .unit = earner,
                  .a = ours,
                  .b = theirs});
      }
    }
  }
};

template <flank_rule Rule>
struct flank_and_rear_per_target {
  static constexpr text_view name = "once per enemy unit attacked";
  static constexpr flank_rule rule = Rule;

  // The rule's settings but more_attackers_win, which only a per-side bonus can contest.
  template <class Self, class F>
  static constexpr void for_each_setting(Self& self, F&& f) {
    flank_rule::for_each_setting(self, [&](std::string_view setting, auto& value) {
      if (setting != "more_attackers_win") f(setting, value);
    });
  }

  // `self`: this component, or its settings changed at run time (settings_of in core/roles.hpp).
  template <SideSink Out, class Self = flank_and_rear_per_target>
  static constexpr void apply(const combat& c, side_index s, Out& out,
                              const Self& self = {}) noexcept {
    const auto& engagements = c.engagements;
    for (std::size_t i = 0; i < engagements.size(); ++i) {
      const engagement& e = engagements[i];
      if (e.unit.side != s || e.target_facing == facing::front) continue;
      if (!detail::qualifies(self, c, e, out)) continue;
      // Already earned against this enemy unit on this facing by an earlier engagement?
      unit_ref earlier_unit = no_unit;
      for (std::size_t j = 0; j < i && earlier_unit == no_unit; ++j) {
        const engagement& p = engagements[j];
        if (p.unit.side == s && p.fights == e.fights && p.target_facing == e.target_facing &&
            detail::counts(self, c, p))
          earlier_unit = p.unit;
      }
      if (earlier_unit == no_unit) {
        out.give({.kind = detail::bonus_for(e.target_facing),
                  .value = detail::value_for(self, e.target_facing),
                  .unit = e.unit,
                  .target = e.fights});
      } else {
        out.deny({.kind = detail::bonus_for(e.target_facing),
                  .why = reason::counted_once_per_target,
                  .where = e.target_facing,
                  .unit = e.unit,
                  .by = e.fights});
      }
    }
  }
};

}  // namespace rankfile::rules
