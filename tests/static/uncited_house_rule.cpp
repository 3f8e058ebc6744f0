// Must not compile: a house rule that replaces a component and keeps its parent's citations
// cannot be explained (tests/CMakeLists.txt checks the compiler's message).
#include <rankfile/rankfile.hpp>

struct uncited_club : rankfile::wfb5 {
  using overkill = rankfile::rules::overkill<rankfile::rules::overkill_rule{.max = 3}>;
};

int main() {
  const rankfile::combat c{};
  return static_cast<int>(
      rankfile::explain<uncited_club>(c, rankfile::resolve<uncited_club>(c)).size());
}
