// An army builder's end of a game: two real army lists imported (an Old World Builder export of
// Grand Cathay and one of Vampire Counts, shared under the MIT licence in the GitHub repository
// gwildar/warhammer-tracker), the finished game filled in, and the victory points unit by unit,
// the outcome and the tournament points under The Old World's matched play.
// docs/examples/army_builder.out.txt is its output, checked by CTest (docs/how-to.md, "Embed in
// an army builder", shows it).
//
//   army_builder DIR   (DIR: the folder with the lists)
#include <fstream>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

#include <rankfile/json.hpp>
#include <rankfile/rankfile.hpp>
#include <rankfile/tournament.hpp>

namespace rf = rankfile;

namespace {

rf::army_list import(const std::string& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw std::runtime_error("cannot open " + file);
  std::vector<rf::problem> problems;
  rf::army_list list = rf::read_army_list(nlohmann::json::parse(in), problems);
  if (!problems.empty()) throw rf::json_error(problems);
  return list;
}

// What happened to one unit.
struct fate {
  std::string_view id;
  int strength_at_end;
  rf::unit_state state;
  bool slain_in_combat = false;
};

void play(rf::battle_army& army, const std::vector<fate>& fates) {
  for (const fate& f : fates)
    for (rf::battle_unit& u : army.units)
      if (u.id == f.id) {
        u.strength_at_end = f.strength_at_end;
        u.state = f.state;
        u.slain_in_combat = f.slain_in_combat;
      }
}

std::string_view name_of_unit(const rf::army_list& list, std::string_view id) {
  for (const rf::list_unit& u : list.units)
    if (u.id == id) return u.name;
  return id;
}

}  // namespace

int main(int argc, char** argv) try {
  if (argc != 2) {
    std::cerr << "usage: army_builder DIR\n";
    return 1;
  }
  const std::string dir = argv[1];
  const rf::army_list lists[2] = {import(dir + "/grand-cathay.owb.json"),
                                  import(dir + "/vampire-counts.owb.json")};

  std::vector<rf::problem> problems;
  rf::battle b{
      .points_limit = lists[0].points_limit.value_or(2000),
      .armies = {rf::battle_army_of(lists[0], problems), rf::battle_army_of(lists[1], problems)}};
  using enum rf::unit_state;
  play(b.armies[0], {{"astromancer.gxuodlhgn", 0, destroyed, true},
                     {"peasant-levy.gmgtcxcmb", 0, destroyed, true},
                     {"jade-warriors.lkkdnovs", 4, fleeing},
                     {"cathayan-grand-cannon.hrgznb", 0, destroyed},
                     {"sky-lantern.kmpvywvc", 1, fled_off_table}});
  play(b.armies[1], {{"master-necromancer.xetbubxq", 1, fleeing},
                     {"vampire-count.fuhcrr", 0, destroyed},
                     {"wight-lord.repipmtt", 0, destroyed, true},
                     {"zombies.dsbqwrr", 0, destroyed},
                     {"crypt-ghouls.bfuzwjsfg", 3, in_play},
                     {"blood-knights.xykziqaan", 5, fleeing}});
  for (const rf::problem& p : rf::validate_battle<rf::tow>(b)) problems.push_back(p);
  if (!problems.empty()) throw rf::json_error(problems);

  const rf::battle_result r = rf::score<rf::tow>(b);
  for (const rf::side_index a : {rf::side_index{0}, rf::side_index{1}}) {
    const rf::army_list& enemy = lists[rf::opponent(a)];
    std::cout << lists[a].name << " (" << lists[a].total << " of " << b.points_limit
              << " points) scored " << r.armies[a].victory_points << " VP:\n";
    for (const rf::vp_line& l : r.armies[a].lines) {
      std::cout << "  " << rf::describe(b, a, l);
      if (l.unit != rf::no_battle_unit)
        std::cout << " (" << name_of_unit(enemy, b.armies[rf::opponent(a)].units[l.unit].id) << ")";
      std::cout << '\n';
    }
  }
  std::cout << rf::summarize(b, r);

  const rf::tournament::game g{
      .points_limit = b.points_limit,
      .players = {std::string(lists[0].name), std::string(lists[1].name)},
      .victory_points = {r.armies[0].victory_points, r.armies[1].victory_points}};
  const rf::tournament::game_score s =
      rf::tournament::score_game(rf::tournament::tow_matched_play_scheme(), g);
  for (std::size_t p = 0; p < 2; ++p)
    std::cout << "Tournament points (tow-matched-play), " << g.players[p] << ": " << s.points[p]
              << " (" << rf::english_of(s.outcomes[p]) << ")\n";
} catch (const std::exception& e) {
  std::cerr << "army_builder: " << e.what() << '\n';
  return 1;
}
