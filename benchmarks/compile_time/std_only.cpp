// Compile-time probe, the yardstick: only the standard headers the umbrella header includes
// (every #include <...> under include/rankfile but in the headers it leaves out; compile_time.sh
// checks the list).
#include <algorithm>
#include <array>
#include <compare>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <initializer_list>
#include <limits>
#include <map>
#include <numeric>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

int main() {}
