// Compile-time probe: the umbrella header and nothing used from it (what a translation unit of
// an army builder pays for including it).
#include <rankfile/rankfile.hpp>

int main() {}
