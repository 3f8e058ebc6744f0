// Real games scored by New Recruit (test-data/t9a-nr, see test-data/README.md): every game with
// VP and a points limit must get New Recruit's own battle points, and the four complete events
// must give the recomputed standings.
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "rankfile/tournament.hpp"
#include "support/catch.hpp"

using namespace rankfile::tournament;

namespace {
const std::filesystem::path data_dir = std::filesystem::path(RANKFILE_TEST_DATA_DIR) / "t9a-nr";

struct table {
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;
  const std::string& at(const std::vector<std::string>& row, std::string_view column) const {
    for (std::size_t i = 0; i < header.size(); ++i)
      if (header[i] == column) return row[i];
    throw std::runtime_error("no column " + std::string(column));
  }
};

table read_csv(const std::filesystem::path& file) {
  std::ifstream in(file);
  REQUIRE(in);  // test-data/ travels with the repository
  table t;
  for (std::string line; std::getline(in, line);) {
    if (t.header.empty())
      t.header = split_csv_line(line);
    else
      t.rows.push_back(split_csv_line(line));
  }
  return t;
}

bool truthy(const std::string& s) {
  return s == "1" || s == "true" || s == "True";
}

game game_of(const table& t, const std::vector<std::string>& r) {
  game g{.round = t.at(r, "round").empty() ? 1 : std::stoi(t.at(r, "round")),
         .points_limit = std::stoi(t.at(r, "inferred_game_size")),
         .players = {t.at(r, "p1_participant_id"), t.at(r, "p2_participant_id")},
         .victory_points = {std::stoi(t.at(r, "p1_VP")), std::stoi(t.at(r, "p2_VP"))}};
  if (truthy(t.at(r, "p1_Obj"))) g.primary_objective = 0;
  if (truthy(t.at(r, "p2_Obj"))) g.primary_objective = 1;
  g.secondary_objectives = {truthy(t.at(r, "p1_Sec")), truthy(t.at(r, "p2_Sec"))};
  return g;
}

bool scorable(const table& t, const std::vector<std::string>& r) {
  return !t.at(r, "p1_VP").empty() && !t.at(r, "p2_VP").empty() &&
         !t.at(r, "inferred_game_size").empty();
}
}  // namespace

TEST_CASE("t9a-nr reproduces New Recruit's battle points on every real game", "[real-data]") {
  const table t = read_csv(data_dir / "t9a-nr-2025-games.csv");
  int scored = 0, with_bp = 0, turned = 0;
  for (const auto& r : t.rows) {
    if (!scorable(t, r)) continue;
    const game g = game_of(t, r);
    game vp_only = g;
    vp_only.primary_objective.reset();
    vp_only.secondary_objectives = {false, false};
    CAPTURE(t.at(r, "match_id"));
    // Some reports carry only the points with objectives (BP from VP alone left empty).
    if (!t.at(r, "p1_BP").empty()) {
      CHECK(score_game(t9a_nr_scheme(), vp_only).points ==
            std::array{std::stoi(t.at(r, "p1_BP")), std::stoi(t.at(r, "p2_BP"))});
      ++with_bp;
    }
    const game_score s = score_game(t9a_nr_scheme(), g);
    const int bp_obj = std::stoi(t.at(r, "p1_BPObj"));
    CHECK(s.points == std::array{bp_obj, std::stoi(t.at(r, "p2_BPObj"))});
    // Who won, as New Recruit counts it (more than 10 of the 20 points), objectives included.
    CHECK(s.outcomes[0] == (bp_obj > 10   ? rankfile::battle_outcome::victory
                            : bp_obj < 10 ? rankfile::battle_outcome::defeat
                                          : rankfile::battle_outcome::draw));
    turned += s.outcomes != score_game(t9a_nr_scheme(), vp_only).outcomes ? 1 : 0;
    ++scored;
  }
  CHECK(scored == 476);
  CHECK(turned == 65);  // games whose objectives turned the VP band's result
  CHECK(with_bp > 400);
}

TEST_CASE("t9a-nr standings of the four complete events", "[real-data]") {
  const table games = read_csv(data_dir / "t9a-nr-2025-games.csv");
  const table expected = read_csv(data_dir / "t9a-nr-2025-derived-standings.csv");
  std::map<std::string, event> events;
  for (const auto& r : expected.rows)
    events[expected.at(r, "tournament_id")].scheme = t9a_nr_scheme();
  for (const auto& r : games.rows) {
    auto it = events.find(games.at(r, "tournament_id"));
    if (it == events.end() || !scorable(games, r)) continue;
    game g = game_of(games, r);
    g.round = 1;  // rounds are not all recorded; standings do not depend on them
    it->second.games.push_back(std::move(g));
  }
  REQUIRE(events.size() == 4);
  std::size_t rows = 0;
  for (const auto& [id, e] : events) {
    const auto t = standings(e);
    for (const auto& r : expected.rows) {
      if (expected.at(r, "tournament_id") != id) continue;
      const std::string& player = expected.at(r, "participant_id");
      const auto s = std::find_if(t.begin(), t.end(), [&](auto& x) { return x.player == player; });
      REQUIRE(s != t.end());
      CAPTURE(id, player);
      CHECK(s->rank == std::stoi(expected.at(r, "derived_rank")));
      CHECK(s->tournament_points == std::stoi(expected.at(r, "sum_BPObj")));
      CHECK(s->vp_difference == std::stoi(expected.at(r, "sum_VP_diff")));
      CHECK(s->victory_points == std::stoi(expected.at(r, "sum_VP_for")));
      CHECK(s->games == std::stoi(expected.at(r, "games")));
      ++rows;
    }
  }
  CHECK(rows == expected.rows.size());
}
