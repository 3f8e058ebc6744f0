// Prints the teaching case (teaching_case.hpp) under every rule set with combat rules, side by
// side: the Spearmen's rank bonus, the flankers' flank bonus, and the two scores. The table in
// docs/teaching-case.md is this program's output, checked by CTest.
#include <iostream>
#include <string>
#include <type_traits>

#include <rankfile/rankfile.hpp>

#include "teaching_case.hpp"

int main() {
  std::string out = "| rule set |";
  for (const teaching::flanker& f : teaching::flankers)
    out.append(" ").append(f.shape).append(" |");
  out += "\n|---|";
  for (std::size_t i = 0; i < teaching::flankers.size(); ++i) out += "---|";
  out += "\n";
  rankfile::rule_sets::for_each([&]<class R>(std::type_identity<R>) {
    // The six rule sets with combat rules of their own (tow's variants are left out).
    constexpr bool variant =
        std::is_base_of_v<rankfile::tow, R> && !std::is_same_v<rankfile::tow, R>;
    if constexpr (rankfile::CombatRules<R> && !variant) {
      out.append("| `").append(R::info.id).append("` |");
      for (const teaching::flanker& f : teaching::flankers) {
        const rankfile::combat_result r = rankfile::resolve<R>(teaching::combat_with(f));
        const int ranks = r.sides[0].total(rankfile::bonus::ranks);
        const int flank = r.sides[1].total(rankfile::bonus::flank);
        out.append(" ranks +").append(std::to_string(ranks));
        out.append(", flank +").append(std::to_string(flank));
        out.append("; ").append(std::to_string(r.sides[0].score)).append(" to ");
        out.append(std::to_string(r.sides[1].score)).append(" |");
      }
      out += "\n";
    }
  });
  std::cout << out;
}
