// Compile-time probe (compile_instructions.sh json_combat): the JSON adapter's combat document
// alone (what a tool reading combats pays), nothing used.
#include <rankfile/json/combat.hpp>

int main() {}
