// rankfile/odds/explain.hpp: a round's odds in plain English: who strikes when, with how many
// attacks, needing what to hit, to wound and to save, with the reading behind each rule, then
// the odds.
//
//   std::cout << rankfile::explain_odds<rankfile::tow>(f,
//   rankfile::odds_of_round<rankfile::tow>(f));
//
//   Round 1 under tow: Spearmen against Swordsmen, Swordsmen charged (4").
//   Initiative 7: Swordsmen, 5 attacks: To Hit 3+, To Wound 4+, save 4+ (5+ on a 6)
//     - R13 charge: +1 Initiative per full inch, at most +3, Initiative 10 at most
//   Initiative 4: Spearmen, 15 attacks (fewer as models fall): To Hit 4+, To Wound 4+, save 5+
//     - R12 thrusting spear: +1 Initiative against a charge to its front
//     - R16 Press of Battle: a second fighting rank
//   Odds: Spearmen win 0.3120, Swordsmen win 0.5501, draw 0.1379
//     Spearmen lose 0.5501: hold 0.0000, break 0.1002, give ground 0.3571, ...
//
// The figures are the answer's doubles with four places; the strikes are the rule set's plan.
// Allocates (it builds strings); the engine does not.
#pragma once

#include <cstdio>
#include <string>
#include <string_view>

#include "rankfile/break_test/outcome.hpp"
#include "rankfile/core/enum_table.hpp"
#include "rankfile/core/on_use.hpp"
#include "rankfile/odds/fight.hpp"
#include "rankfile/odds/plan.hpp"
#include "rankfile/odds/result.hpp"
#include "rankfile/odds/roles.hpp"

namespace rankfile {

namespace detail {

template <on_use = void>
[[nodiscard]] std::string four_places(double p) {
  char text[32];
  std::snprintf(text, sizeof text, "%.4f", p);
  return text;
}

// "4+", "-" for impossible, "auto" for no roll.
template <on_use = void>
[[nodiscard]] std::string roll_text(int n) {
  if (n == 0) return "automatic";
  if (n > 6) return "-";
  return std::to_string(n < 2 ? 2 : n) + "+";
}

template <on_use = void>
[[nodiscard]] std::string describe_strike(const strike& k, const fight& f) {
  const int models = f.sides[k.side].models;
  std::string out = k.element + ", ";
  const int at_start = k.attacks_after(0);
  const bool falls =
      k.attacks_after(1) != at_start || k.die_models_after(1) != k.die_models_after(0);
  const bool hits = k.kind != strike_kind::attacks;
  out += std::to_string(at_start) + (hits ? " hits" : " attacks");
  if (k.die > 0)
    out += (at_start > 0 ? " + " : " and ") + std::to_string(k.die_models_after(0)) + " x D" +
           std::to_string(k.die) + " hits";
  if (falls && models > 1) out += " (fewer as models fall)";
  const strike_needs& n = k.needs;
  out += ": To Hit " + roll_text(n.to_hit);
  if (n.hit_rerolled) out += " (re-rolled)";
  out += ", To Wound " + roll_text(n.to_wound);
  if (n.to_wound_poisoned > 0) out += " (" + roll_text(n.to_wound_poisoned) + " after a 6 To Hit)";
  if (n.killing_blow)
    out += ", save " + roll_text(n.armour) + " (a 6 To Wound: Killing Blow)";
  else if (n.armour_on_six != n.armour)
    out += ", save " + roll_text(n.armour) + " (" + roll_text(n.armour_on_six) + " on a 6)";
  else
    out += ", save " + roll_text(n.armour);
  if (n.ward <= 6) out += ", ward " + roll_text(n.ward);
  if (n.regeneration <= 6)
    out += ", regeneration " + roll_text(n.regeneration) +
           (n.killing_blow ? " (not a Killing Blow)" : "");
  out += "\n";
  for (const std::string& r : k.readings) out += "    - " + r + "\n";
  return out;
}

}  // namespace detail

// Who strikes when and with what, then the odds of `r` (odds_of_round<R>(f)).
template <RoundOddsRules R>
[[nodiscard]] std::string explain_odds(const fight& f, const round_odds& r) {
  using detail::four_places;
  const round_plan plan = R::round_dice::plan(f);
  const std::string name0(f.sides[0].name.view());
  const std::string name1(f.sides[1].name.view());
  const std::array<std::string, 2> names{name0.empty() ? "side 0" : name0,
                                         name1.empty() ? "side 1" : name1};
  std::string out = "Round " + std::to_string(f.round.number) + " under " +
                    std::string(R::info.id) + ": " + names[0] + " against " + names[1];
  if (f.round.charger) {
    out += ", " + names[*f.round.charger] + " charged";
    if (f.round.charge_inches > 0)
      out += " (" + std::to_string(f.round.charge_inches) + "\"" +
             (f.round.disordered_charge ? ", disordered" : "") + ")";
  }
  if (f.round.flanked)
    out +=
        ", " + names[*f.round.flanked] + " fought in the " + std::string(english_of(f.round.arc));
  out += ".\n";
  for (const std::string& line : plan.readings) out += "  - " + line + "\n";
  int last_order = 1000;
  for (const strike& k : plan.strikes) {
    const bool same = k.order == last_order;
    last_order = k.order;
    const std::string& tag = plan.order_reading;
    if (k.kind == strike_kind::impact_hits)
      out += same ? "  at once, " : "Impact Hits (" + tag + ", first): ";
    else if (k.kind == strike_kind::stomps)
      out += same ? "  at once, " : "Stomp Attacks (" + tag + ", last): ";
    else
      out +=
          same ? "  at once (" + tag + "), " : "Initiative " + std::to_string(k.initiative) + ": ";
    out += detail::describe_strike(k, f);
  }
  if (plan.strikes.empty()) out += "Neither side strikes.\n";
  out += "Odds: " + names[0] + " win " + four_places(r.wins[0]) + ", " + names[1] + " win " +
         four_places(r.wins[1]) + ", draw " + four_places(r.draw) + "\n";
  for (side_index s = 0; s < 2; ++s) {
    const side_break_odds& b = r.break_test[s];
    if (b.loses <= 0) continue;
    out += "  " + names[s] + " lose and test " + four_places(b.loses) + ":";
    bool first = true;
    for (const enum_entry<break_outcome>& o : entries_of(break_outcome{})) {
      const double p = b.of(o.value);
      if (p <= 0) continue;
      out += std::string(first ? " " : ", ") + std::string(o.english) + " " + four_places(p);
      first = false;
    }
    out += " (" + plan.judged_reading + ", the break-test engine)\n";
  }
  for (side_index s = 0; s < 2; ++s)
    if (r.wiped_out[s] > 0)
      out += "  " + names[s] + " wiped out " + four_places(r.wiped_out[s]) + "\n";
  out += "Expected: wounds inflicted " + four_places(r.expected.wounds_inflicted[0]) + " and " +
         four_places(r.expected.wounds_inflicted[1]) + ", models left " +
         four_places(r.expected.models_left[0]) + " and " + four_places(r.expected.models_left[1]) +
         ", combat result " + four_places(r.expected.combat_result[0]) + " to " +
         four_places(r.expected.combat_result[1]) + "\n";
  return out;
}

}  // namespace rankfile
