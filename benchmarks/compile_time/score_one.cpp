// Compile-time probe: the umbrella header and one engine for one rule set, score<tow> (what an
// army builder's translation unit pays).
#include <rankfile/rankfile.hpp>

int main() {
  namespace rf = rankfile;
  const rf::battle b{
      .points_limit = 2000,
      .armies = {{{.name = "A", .units = {{.id = "u", .cost = 100, .strength_at_start = 10}}},
                  {.name = "B", .units = {{.id = "v", .cost = 100, .strength_at_start = 10}}}}}};
  return rf::score<rf::tow>(b).difference;
}
