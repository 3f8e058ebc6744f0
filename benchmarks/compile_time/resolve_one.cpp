// Compile-time probe: the umbrella header and one engine for one rule set, resolve<wfb5> (what a
// simulator's translation unit pays).
#include <rankfile/rankfile.hpp>

int main() {
  namespace rf = rankfile;
  const rf::combat c{
      .sides = {{{.name = "A", .wounds_inflicted = 1, .units = {rf::block("a", 10, 5)}},
                 {.name = "B", .units = {rf::block("b", 10, 5)}}}}};
  return rf::resolve<rf::wfb5>(c).sides[0].score;
}
