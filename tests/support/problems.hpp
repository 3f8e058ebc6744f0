// Problems as the tool prints them, "path: message", for comparing whole lists in tests.
#pragma once

#include <string>
#include <vector>

#include "rankfile/core/problem.hpp"

namespace test {
inline std::vector<std::string> lines(const std::vector<rankfile::problem>& ps) {
  std::vector<std::string> out;
  for (const rankfile::problem& p : ps) out.push_back(p.path + ": " + p.message);
  return out;
}
}  // namespace test
