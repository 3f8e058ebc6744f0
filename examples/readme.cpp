// The README's ten-line example, kept compiling and checked by CTest.
#include <iostream>
#include <rankfile/rankfile.hpp>

int main() {
  rankfile::combat c{
      .sides = {
          {{.name = "Empire",
            .wounds_inflicted = 3,
            .units = {rankfile::block("Halberdiers", 20, 5)}},
           {.name = "Orcs", .wounds_inflicted = 4, .units = {rankfile::block("Boyz", 10, 5)}}}}};
  const auto r = rankfile::resolve<rankfile::wfb5>(c);   // constexpr, no allocation
  std::cout << rankfile::explain<rankfile::wfb5>(c, r);  // ... Empire won by 1, 6 to 5; rules cited
}
