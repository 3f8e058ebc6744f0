// Compile-time probe (compile_instructions.sh json_army_list): the army-list reader alone (Old
// World Builder and New Recruit), nothing used.
#include <rankfile/json/army_list.hpp>

int main() {}
