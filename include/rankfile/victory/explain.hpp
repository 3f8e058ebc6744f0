// rankfile/victory/explain.hpp: a battle's victory points in plain English, with the rule behind
// every line.
//
//   std::cout << rankfile::explain<rankfile::tow>(b, rankfile::score<rankfile::tow>(b));
//
//   Empire scores 555 victory points
//     + 225: boyz: fleeing and reduced, 9 of 20 left, 75 % of 300 [WAP, ...]
//   ...
//   Difference 315. Empire: marginal victory, Orcs: marginal defeat (on the victory-point
//   difference) [...].
//
// Every sentence is the English of a row of an enum table (rankfile/victory/result.hpp). This
// header allocates (it builds strings); the engines do not.
#pragma once

#include <string>
#include <string_view>

#include "rankfile/core/text.hpp"
#include "rankfile/victory/battle.hpp"
#include "rankfile/victory/citations.hpp"
#include "rankfile/victory/result.hpp"
#include "rankfile/victory/roles.hpp"

namespace rankfile {

// An army's name, or "Army 0" / "Army 1" when it has none.
[[nodiscard]] inline std::string army_name(const battle& b, side_index a) {
  return b.armies[a].name.empty() ? "Army " + std::to_string(a) : std::string(b.armies[a].name);
}

// One line an army scored, e.g. "+ 225: boyz: fleeing and reduced, 9 of 20 left, 75 % of 300".
// `scorer` is the army that scored it: the units named are the other army's.
[[nodiscard]] inline std::string describe(const battle& b, side_index scorer, const vp_line& l) {
  const battle_army& enemy = b.armies[opponent(scorer)];
  std::string out = "+ " + std::to_string(l.value) + ": ";
  detail::fill(out, english_of(l.why), [&](std::string& o, std::string_view key) {
    if (key == "unit") {
      if (l.unit < enemy.units.size() && !enemy.units[l.unit].id.empty())
        o.append(enemy.units[l.unit].id);
      else
        o.append("unit ").append(std::to_string(l.unit));
    } else if (key == "percent") o.append(std::to_string(l.percent));
    else if (key == "basis") o.append(std::to_string(l.basis));
    else if (key == "a") o.append(std::to_string(l.a));
    else if (key == "b") o.append(std::to_string(l.b));
  });
  return out;
}

// The whole battle: per army its victory points line by line with the rules `cite` gives, then
// the outcome (or why there is none). explain<R> below passes R's citations.
[[nodiscard]] inline std::string explain(const battle& b, const battle_result& r,
                                         const victory_citations& cite) {
  std::string out;
  for (const side_index a : {side_index{0}, side_index{1}}) {
    out.append(army_name(b, a)).append(" scores ");
    out.append(std::to_string(r.armies[a].victory_points)).append(" victory points\n");
    for (const vp_line& l : r.armies[a].lines) {
      out.append("  ").append(describe(b, a, l));
      detail::cite_line(out, cite.of(l.why));
    }
  }
  out.append("Difference ").append(std::to_string(r.difference)).append(". ");
  if (r.basis == outcome_basis::chart_unknown) {
    out.append("No outcome: ").append(cite.outcome).append(".\n");
  } else if (r.winner) {
    out.append(army_name(b, *r.winner)).append(": ");
    out.append(english_of(r.armies[*r.winner].outcome));
    out.append(", ").append(army_name(b, opponent(*r.winner))).append(": ");
    out.append(english_of(r.armies[opponent(*r.winner)].outcome));
    out.append(" (").append(english_of(r.basis)).append(") [").append(cite.of(r.basis));
    out.append("].\n");
  } else {
    out.append("Draw [").append(cite.outcome).append("].\n");
  }
  return out;
}

// The whole battle under rule set R, with R's rules cited.
template <VictoryRules R>
[[nodiscard]] std::string explain(const battle& b, const battle_result& r) {
  return explain(b, r, R::victory_cite);
}

// The short answer: each army's victory points and outcome, then the difference.
[[nodiscard]] inline std::string summarize(const battle& b, const battle_result& r) {
  std::string out;
  for (const side_index a : {side_index{0}, side_index{1}}) {
    out.append(army_name(b, a)).append(": ").append(std::to_string(r.armies[a].victory_points));
    out.append(" VP, ").append(english_of(r.armies[a].outcome)).append("\n");
  }
  return out.append("Difference ").append(std::to_string(r.difference)).append("\n");
}

}  // namespace rankfile
