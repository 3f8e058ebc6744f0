#include <iostream>
#include <rankfile/rankfile.hpp>

int main() {
  rankfile::combat c{
      .sides = {
          {{.name = "Empire",
            .wounds_inflicted = 3,
            .units = {rankfile::block("Halberdiers", 3, 5)}},
           {.name = "Orcs", .wounds_inflicted = 3, .units = {rankfile::block("Boyz", 3, 5)}}}}};
  c.sides[0].units[0].battle_standard = true;
  const auto r = rankfile::resolve<rankfile::wfb5>(c);
  std::cout << "consumer: " << c.sides[*r.winner].name << " wins by " << r.margin << '\n';
}
