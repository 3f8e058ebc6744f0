// Compile-time probe (compile_instructions.sh json_all): the whole JSON adapter,
// rankfile/json.hpp, nothing used.
#include <rankfile/json.hpp>

int main() {}
