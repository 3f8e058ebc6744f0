// Reads a combat document through the installed rankfile::json and resolves it.
#include <fstream>
#include <iostream>
#include <rankfile/combat/resolve.hpp>
#include <rankfile/json/combat.hpp>
#include <rankfile/rule_sets.hpp>

int main(int argc, char** argv) {
  if (argc != 2) return 1;
  std::ifstream in(argv[1]);
  const nlohmann::json j = nlohmann::json::parse(in);
  std::vector<rankfile::problem> problems;
  const rankfile::combat_document d = rankfile::read_combat_document(j, problems);
  if (!problems.empty()) return 2;
  rankfile::rule_sets::visit(d.rules, [&]<class R>(std::type_identity<R>) {
    if constexpr (rankfile::CombatRules<R>)
      std::cout << "json consumer: " << rankfile::summarize(d.value, rankfile::resolve<R>(d.value));
  });
}
