// Compile-time probe, the yardstick: only the standard headers the library itself includes
// (every #include <...> under include/rankfile except json.hpp; compile_time.sh checks the list).
#include <algorithm>
#include <array>
#include <cassert>
#include <charconv>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

int main() {}
