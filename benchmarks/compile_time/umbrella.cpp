// Compile-time probe: the umbrella header and the tournament engine, with every engine
// instantiated for every rule set (reported; not a goal).
#include <rankfile/rankfile.hpp>
#include <rankfile/tournament.hpp>

int main() {
  namespace rf = rankfile;
  rf::combat c{.sides = {{{.name = "A", .wounds_inflicted = 1, .units = {rf::block("a", 10, 5)}},
                          {.name = "B", .units = {rf::block("b", 10, 5)}}}}};
  int total = static_cast<int>(rf::validate(c).size());
  const rf::battle b{
      .points_limit = 2000,
      .armies = {{{.name = "A", .units = {{.id = "u", .cost = 100, .strength_at_start = 10}}},
                  {.name = "B", .units = {{.id = "v", .cost = 100, .strength_at_start = 10}}}}}};
  rf::rule_sets::for_each([&]<class R>(std::type_identity<R>) {
    if constexpr (rf::CombatRules<R>) {
      const rf::combat_result r = rf::resolve<R>(c);
      total += r.sides[0].score + static_cast<int>(rf::explain<R>(c, r).size());
    }
    if constexpr (rf::VictoryRules<R>) {
      total += rf::score<R>(b).difference + static_cast<int>(rf::validate_battle<R>(b).size());
    }
    if constexpr (rf::BreakTestRules<R>) {
      const rf::break_test t{.leadership = 7, .margin = total % 5};
      const rf::break_result odds = rf::break_odds<R>(t);
      total += static_cast<int>(rf::explain<R>(t, odds).size()) +
               static_cast<int>(rf::break_roll<R>(t, {3, 4}).outcome);
    }
  });
  rf::tournament::event e{
      .scheme = rf::tournament::tow_matched_play_scheme(),
      .games = {
          {.round = 1, .points_limit = 2000, .players = {"A", "B"}, .victory_points = {900, 100}}}};
  const auto table = rf::tournament::standings(e);
  total += static_cast<int>(rf::tournament::validate(e).size() + table.size() +
                            rf::tournament::swiss_pairings(e, table).size());
  return total > 0 ? 0 : 1;
}
