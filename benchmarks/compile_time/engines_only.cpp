// Compile-time probe: only the engine headers a simulator needs (no umbrella: no tournament,
// explanations or validation), with resolve<wfb5> and score<tow> instantiated.
#include <rankfile/combat/resolve.hpp>
#include <rankfile/rule_sets.hpp>
#include <rankfile/victory/score.hpp>

int main() {
  namespace rf = rankfile;
  const rf::combat c{
      .sides = {{{.name = "A", .wounds_inflicted = 1, .units = {rf::block("a", 10, 5)}},
                 {.name = "B", .units = {rf::block("b", 10, 5)}}}}};
  const rf::battle b{
      .points_limit = 2000,
      .armies = {{{.name = "A", .units = {{.id = "u", .cost = 100, .strength_at_start = 10}}},
                  {.name = "B", .units = {{.id = "v", .cost = 100, .strength_at_start = 10}}}}}};
  return rf::resolve<rf::wfb5>(c).sides[0].score + rf::score<rf::tow>(b).difference;
}
