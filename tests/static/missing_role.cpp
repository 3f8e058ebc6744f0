// Must not compile: a rule set that leaves a role unfilled cannot resolve a combat, and the
// compiler's message names the role (tests/CMakeLists.txt checks it).
#include "missing_ranks.hpp"

int main() {
  const rankfile::combat c{};
  return rankfile::resolve<missing_ranks>(c).margin;
}
