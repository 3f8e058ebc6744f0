// Compile-time probe (compile_instructions.sh json_nlohmann): nlohmann's header alone: the
// yardstick of the JSON probes, nothing used.
#include <nlohmann/json.hpp>

int main() {}
