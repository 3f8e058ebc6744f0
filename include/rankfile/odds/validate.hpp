// rankfile/odds/validate.hpp: every problem with a fight under a rule set, each at its field.
//
//   for (const rankfile::problem& p : rankfile::validate_fight<rankfile::tow>(f))
//     std::cerr << p.path << ": " << p.message << "\n";  // sides[1].profile.ws: must be ...
//
// The ranges every rule set shares are checked here; what a rule set does not cover is its
// round-dice component's to refuse (check(), rankfile/odds/components.hpp), named by its reading.
// The engine's precondition is a fight with no problem.
#pragma once

#include <string>
#include <vector>

#include "rankfile/core/enum_table.hpp"
#include "rankfile/core/on_use.hpp"
#include "rankfile/core/problem.hpp"
#include "rankfile/odds/fight.hpp"
#include "rankfile/odds/roles.hpp"

namespace rankfile {

namespace detail {

template <on_use = void>
void check_rules(problem_list& out, const std::string& at, const fight_rules& r) {
  out.count(at, ".armour_bane", r.armour_bane, 0, 6);
  for (const auto& [field, x] :
       {std::pair{".impact_hits", r.impact_hits}, std::pair{".stomp_attacks", r.stomp_attacks}}) {
    out.count(at, field, x.fixed, 0, max_fight_characteristic);
    if (x.die != 0 && x.die != 3 && x.die != 6)
      out.add(at, field, "a number, D3 or D6; got a D", x.die, "");
    else if (x.die != 0 && x.fixed != 0)
      out.add(at, field, "a number or a die, not both");
  }
}

template <on_use = void>
void check_side(problem_list& out, const fight_side& s, const std::string& at) {
  constexpr int top = max_fight_characteristic;
  out.count(at, ".models", s.models, 1, max_fight_models);
  out.count(at, ".files", s.files, 1, max_fight_models);
  if (static_cast<std::size_t>(s.troop) >= enum_count<troop_type>)
    out.add(at, ".troop_type", "not a troop type");
  if (static_cast<std::size_t>(s.weapon) >= enum_count<weapon>)
    out.add(at, ".weapon", "not a weapon");
  const std::string p = at + ".profile";
  out.count(p, ".ws", s.profile.ws, 1, top);
  out.count(p, ".s", s.profile.s, 1, top);
  out.count(p, ".t", s.profile.t, 1, top);
  out.count(p, ".w", s.profile.w, 1, max_fight_wounds);
  out.count(p, ".i", s.profile.i, 1, top);
  out.count(p, ".a", s.profile.a, 0, top);
  out.count(p, ".ld", s.profile.ld, 1, top);
  if (s.wounds_lost < 0 || s.wounds_lost >= s.profile.w)
    out.add(at, ".wounds_lost", "must be at least 0 and below profile.w (", s.profile.w,
            "), got " + std::to_string(s.wounds_lost));
  if (s.in_contact) {
    const int rank = s.models < s.files ? s.models : s.files;
    out.count(at, ".in_contact", *s.in_contact, 0, rank < 0 ? 0 : rank);
  }
  if (s.mount) {
    const std::string m = at + ".mount";
    out.count(m, ".ws", s.mount->ws, 1, top);
    out.count(m, ".s", s.mount->s, 1, top);
    out.count(m, ".i", s.mount->i, 1, top);
    out.count(m, ".a", s.mount->a, 0, top);
    check_rules(out, m + ".special_rules", s.mount->special_rules);
  }
  out.count(at, ".armour", s.armour, 1, 7);
  out.count(at, ".ward", s.ward, 2, 7);
  out.count(at, ".regeneration", s.regeneration, 2, 7);
  check_rules(out, at + ".special_rules", s.special_rules);
  for (std::size_t i = 0; i < s.extra.size(); ++i)
    out.count(at, problem_list::indexed(".extra", i) + ".value", s.extra[i].value, -max_count,
              max_count);
}

}  // namespace detail

namespace detail {
// validate_fight's checks, into `out`.
template <RoundOddsRules R>
void check_fight(const fight& f, problem_list& out) {
  detail::check_side(out, f.sides[0], "sides[0]");
  detail::check_side(out, f.sides[1], "sides[1]");
  const auto side = [&](const char* field, const std::optional<side_index>& s) {
    if (s && *s > 1) out.add("round", field, "must be 0 or 1, got ", *s, "");
  };
  side(".charger", f.round.charger);
  side(".flanked", f.round.flanked);
  side(".high_ground", f.round.high_ground);
  side(".previous_winner", f.round.previous_winner);
  out.count("round", ".number", f.round.number, 1, max_fight_rounds);
  out.count("round", ".charge_inches", f.round.charge_inches, 0, 30);
  if (f.round.charger && f.round.charger == f.round.flanked)
    out.add("round", ".flanked", "the charger is not the unit charged in its flank or rear");
  if (f.round.flanked && *f.round.flanked <= 1) {
    if (f.round.arc != facing::flank && f.round.arc != facing::rear)
      out.add("round", ".arc", "flank or rear");
    out.count("round", ".flank_fighting_models", f.round.flank_fighting_models, 0,
              f.sides[*f.round.flanked].models);
  }
  R::round_dice::check(f, R::info.id, out);
}
}  // namespace detail

// Every problem with `f` under R: values out of range (including the max_fight_* bounds that
// keep an exact answer affordable) and what R's readings do not cover.
template <RoundOddsRules R>
[[nodiscard]] std::vector<problem> validate_fight(const fight& f) {
  detail::problem_list out;
  detail::check_fight<R>(f, out);
  return out.take();
}

// Every problem with the whole combat of `f` up to `rounds` rounds under R (odds_of_combat):
// validate_fight's, the number of rounds, and what R's component refuses only in a whole combat
// (its optional check_combat, rankfile/odds/roles.hpp: 5th edition's ties in the rounds after
// the first, W5-9).
template <RoundOddsRules R>
[[nodiscard]] std::vector<problem> validate_combat(const fight& f, int rounds) {
  detail::problem_list out;
  detail::check_fight<R>(f, out);
  out.count("", "rounds", rounds, 1, max_fight_rounds);
  if constexpr (requires { R::round_dice::check_combat(f, rounds, R::info.id, out); })
    R::round_dice::check_combat(f, rounds, R::info.id, out);
  return out.take();
}

}  // namespace rankfile
