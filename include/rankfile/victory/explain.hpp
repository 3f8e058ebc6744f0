// rankfile/victory/explain.hpp: a battle's victory points in plain English, with the rule behind
// every line.
//
//   std::cout << rankfile::explain<rankfile::wap>(b, rankfile::score<rankfile::wap>(b));
//
//   Orcs scored 240 victory points
//     + 140: knights: reduced to 4 of 10, 50 % of 280 [1]
//   ...
//   Empire won a marginal victory, 645 to 240, on the victory-point difference (405) [3].
//   Rules:
//     [1] WAP, Victory Conditions: ...
//
// Every sentence is the English of a row of an enum table (rankfile/victory/result.hpp); each
// rule is printed once, at the end. This header allocates (it builds strings); the engines do
// not.
#pragma once

#include <string>
#include <string_view>

#include "rankfile/core/on_use.hpp"
#include "rankfile/core/text.hpp"
#include "rankfile/victory/battle.hpp"
#include "rankfile/victory/citations.hpp"
#include "rankfile/victory/result.hpp"
#include "rankfile/victory/roles.hpp"

namespace rankfile {

// An army's name, or "Army 0" / "Army 1" when it has none.
template <on_use = void>
[[nodiscard]] std::string army_name(const battle& b, side_index a) {
  return b.armies[a].name.empty() ? "Army " + std::to_string(a) : std::string(b.armies[a].name);
}

// One line an army scored, e.g. "+ 225: boyz: fleeing and reduced, 9 of 20 left, 75 % of 300".
// `scorer` is the army that scored it: the units named are the other army's.
template <on_use = void>
[[nodiscard]] std::string describe(const battle& b, side_index scorer, const vp_line& l) {
  const battle_army& enemy = b.armies[opponent(scorer)];
  std::string out = "+ " + std::to_string(l.value) + ": ";
  detail::fill(out, english_of(l.why), [&](std::string& o, std::string_view key) {
    if (key == "unit") {
      if (l.unit < enemy.units.size() && !enemy.units[l.unit].id.empty())
        o.append(enemy.units[l.unit].id);
      else
        o.append("unit ").append(std::to_string(l.unit));
    } else if (key == "percent")
      o.append(std::to_string(l.percent));
    else if (key == "basis")
      o.append(std::to_string(l.basis));
    else if (key == "a")
      o.append(std::to_string(l.a));
    else if (key == "b")
      o.append(std::to_string(l.b));
  });
  return out;
}

namespace detail {
// How the battle ended: "Empire won a marginal victory, 645 to 240, on the victory-point
// difference (405)", "Draw, 300 to 280 (difference 20)" or "No outcome: the result chart is
// unknown"; without the full stop, for the rule's number to follow.
template <on_use = void>
void append_outcome(std::string& out, const battle& b, const battle_result& r) {
  const auto vp = [&](side_index a) { return std::to_string(r.armies[a].victory_points); };
  if (r.basis == outcome_basis::chart_unknown) {
    out.append("No outcome: ").append(english_of(r.basis));
    return;
  }
  if (!r.winner) {
    out.append("Draw, ").append(vp(0)).append(" to ").append(vp(1));
    out.append(" (difference ").append(std::to_string(r.difference)).append(")");
    return;
  }
  const side_index w = *r.winner;
  out.append(army_name(b, w)).append(" won ").append(with_article(english_of(r.armies[w].outcome)));
  out.append(", ").append(vp(w)).append(" to ").append(vp(opponent(w)));
  if (r.basis == outcome_basis::margin)
    out.append(", ")
        .append(english_of(r.basis))
        .append(" (")
        .append(std::to_string(r.difference))
        .append(")");
  else
    out.append(": ").append(english_of(r.basis));
}
}  // namespace detail

// The whole battle: per army its victory points line by line with the rules `cite` gives, then
// the outcome (or why there is none) and the rules cited, each once. explain<R> below passes
// R's citations.
template <on_use = void>
[[nodiscard]] std::string explain(const battle& b, const battle_result& r,
                                  const victory_citations& cite) {
  std::string out;
  detail::cited_rules rules;
  for (const side_index a : {side_index{0}, side_index{1}}) {
    out.append(army_name(b, a)).append(" scored ");
    out.append(std::to_string(r.armies[a].victory_points)).append(" victory points\n");
    for (const vp_line& l : r.armies[a].lines) {
      out.append("  ").append(describe(b, a, l));
      rules.end_line(out, cite.of(l.why));
    }
  }
  detail::append_outcome(out, b, r);
  const std::string_view rule = r.basis == outcome_basis::chart_unknown || !r.winner
                                    ? std::string_view(cite.outcome)
                                    : cite.of(r.basis);
  if (!rule.empty()) out.append(" [").append(std::to_string(rules.number_of(rule))).append("]");
  out.append(".\n");
  rules.append_to(out);
  return out;
}

// The whole battle under rule set R, with R's rules cited.
template <VictoryRules R>
[[nodiscard]] std::string explain(const battle& b, const battle_result& r) {
  require_own_citations<R, victory_roles::list>();
  return explain(b, r, R::victory_cite);
}

// The short answer: each army's victory points and outcome, then how the battle ended.
template <on_use = void>
[[nodiscard]] std::string summarize(const battle& b, const battle_result& r) {
  std::string out;
  for (const side_index a : {side_index{0}, side_index{1}}) {
    out.append(army_name(b, a)).append(": ").append(std::to_string(r.armies[a].victory_points));
    out.append(" VP");
    if (r.armies[a].outcome != battle_outcome::unknown)
      out.append(", ").append(english_of(r.armies[a].outcome));
    out.append("\n");
  }
  detail::append_outcome(out, b, r);
  return out.append(".\n");
}

}  // namespace rankfile
