// The main demo: one combat resolved under every rule set, explained line by line, with the
// bonuses each rule set does not have.
//
// Empire Halberdiers hold against a unit of Orc Boyz while Wolf Riders hit their flank. The rule
// sets disagree on whether the wolves (5 models as they charged, 4 after the fight) are big
// enough to take the Halberdiers' ranks away, and to earn their flank bonus: 5th edition sizes
// them as the round began for the first and after it for the second.
#include <algorithm>
#include <iostream>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <rankfile/rankfile.hpp>

int main() {
  namespace rf = rankfile;

  rf::combat_unit halberdiers = rf::block("Halberdiers", 20, 5);
  halberdiers.models = 18;  // two lost this round
  halberdiers.unit_strength = 18;
  halberdiers.standard = true;
  halberdiers.musician = true;

  rf::combat_unit boyz = rf::block("Orc Boyz", 20, 5);
  boyz.models = boyz.unit_strength = 18;

  rf::combat_unit wolves = rf::block("Wolf Riders", 5, 5);
  wolves.unit_strength_at_start = 10;  // cavalry: unit strength 2 each
  wolves.models = 4;
  wolves.unit_strength = 8;
  wolves.troop = rf::troop_type::cavalry;
  wolves.charged = true;

  const rf::combat c{
      .sides = {{{.name = "Empire", .wounds_inflicted = 4, .units = {halberdiers}},
                 {.name = "Orcs", .wounds_inflicted = 2, .units = {boyz, wolves}}}},
      .engagements = {{.unit = {0, 0}, .fights = {1, 0}, .target_facing = rf::facing::front},
                      {.unit = {1, 0}, .fights = {0, 0}, .target_facing = rf::facing::front},
                      {.unit = {1, 1}, .fights = {0, 0}, .target_facing = rf::facing::flank}}};

  if (const auto problems = rf::validate(c); !problems.empty()) {
    for (const auto& p : problems) std::cerr << p.path << ": " << p.message << '\n';
    return 2;
  }

  std::cout << "The combat, under every rule set:\n" << rf::describe_setup(c) << "\n";
  // Each rule set's rules once: a variant citing the same rules as one above refers to it.
  std::vector<std::pair<std::string, std::string_view>> printed;  // rules block, rule set id
  rf::rule_sets::for_each([&]<class R>(std::type_identity<R>) {
    if constexpr (rf::CombatRules<R>) {  // the rule sets whose combat rules we know
      const rf::combat_result r = rf::resolve<R>(c);
      std::string text = rf::explain<R>(c, r, {.absent_bonuses = true});
      const std::size_t rules = text.find("Rules:\n");
      if (rules != std::string::npos) {
        std::string block = text.substr(rules);
        const auto same = std::find_if(printed.begin(), printed.end(),
                                       [&](const auto& p) { return p.first == block; });
        if (same != printed.end())
          text.replace(rules, std::string::npos,
                       "Rules: as under " + std::string(same->second) + " above.\n");
        else
          printed.emplace_back(std::move(block), R::info.id);
      }
      std::cout << "Under " << R::info.id << ": " << R::info.name << "\n" << text << "\n";
    }
  });
}
