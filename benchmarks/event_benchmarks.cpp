// rankfile_event_benchmarks: `rankfile standings` at the edges of what an event holds (issue 48),
// each step as the tool takes it (tools/commands.hpp, run_standings), on generated inputs:
//
//   event/csv_to_json/100000      50,000 games between 100,000 players, one round, as CSV text:
//                                 read, validated, warnings, standings and next round as the
//                                 tool's JSON answer (`rankfile standings big.csv`)
//   event/json_to_json/100000     the same games as a tournament document's text, to the same
//                                 answer (`rankfile standings big.json`)
//   event/csv_to_csv/100000       the same CSV to CSV standings (`--format csv`: no pairing)
//   event/pairing_after_round_robin/100
//                                 100 players after 99 rounds of a round robin (every pair has
//                                 met): standings and the next round's pairings, 50 rematches
//
// Players are named by two random words, so that few names are one letter apart (the warnings'
// "two spellings of one name?" compare those). Before anything is timed, the CSV and JSON
// inputs must give the same answer, and the round robin's pairing must have 50 rematches; a
// disagreement stops the program with exit status 1. Each iteration is one whole run of the tool's
// steps; the inputs are made once. benchmarks/README.md records the times.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "rankfile/json/tournament.hpp"
#include "rankfile/tournament.hpp"

namespace {

namespace tour = rankfile::tournament;

// n distinct names of two random words ("Mynbiq Pmzjplsg").
std::vector<std::string> names_of(std::size_t n) {
  std::mt19937 rng(48);
  std::uniform_int_distribution<int> letter(0, 25);
  std::vector<std::string> out;
  tour::detail::name_index<tour::event> seen;
  while (out.size() < n) {
    std::string name;
    for (const std::size_t length : {std::size_t{6}, std::size_t{8}}) {
      if (!name.empty()) name += ' ';
      for (std::size_t k = 0; k < length; ++k)
        name += static_cast<char>((k == 0 ? 'A' : 'a') + letter(rng));
    }
    if (seen.id(name) == out.size()) out.push_back(std::move(name));
  }
  return out;
}

// The results of one round between `players` players, as CSV text and as a tournament document.
struct sheet {
  std::string csv, json;
};
sheet one_round(std::size_t players) {
  const std::vector<std::string> names = names_of(players);
  std::mt19937 rng(2026);
  std::uniform_int_distribution<int> vp(0, 2000);
  sheet s{.csv = "round,points_limit,player_1,player_2,victory_points_1,victory_points_2\n",
          .json = R"({"scheme": "tow-matched-play", "games": [)"};
  for (std::size_t i = 0; i + 1 < players; i += 2) {
    const std::string a = std::to_string(vp(rng)), b = std::to_string(vp(rng));
    s.csv += "1,2000," + names[i] + "," + names[i + 1] + "," + a + "," + b + "\n";
    s.json += std::string(i == 0 ? "" : ",") +
              R"({"round": 1, "points_limit": 2000, "players": [")" + names[i] + R"(", ")" +
              names[i + 1] + R"("], "victory_points": [)" + a + ", " + b + "]}";
  }
  s.json += "]}";
  return s;
}

// The tool's steps for CSV results (run_standings): the games read, validated, their warnings;
// then the answer in `format` ("json" or "csv").
std::string standings_of_csv(const std::string& text, bool json) {
  tour::event e{.scheme = tour::tow_matched_play_scheme()};
  std::vector<rankfile::problem> problems, warnings;
  tour::csv_source results{.file = "big.csv"};
  tour::read_games_csv(text, e, problems, results);
  if (problems.empty()) problems = tour::validate(e);
  if (problems.empty()) problems = tour::validate_teams(e);
  if (problems.empty()) warnings = tour::warnings(e);
  tour::relocate(warnings, results);
  if (!problems.empty()) return "invalid";
  if (json) return rankfile::standings_json(e, &warnings).dump(2) + "\n";
  return tour::to_csv(tour::standings(e), e.scheme.tiebreakers);
}

// The tool's steps for a tournament document.
std::string standings_of_json(const std::string& text) {
  std::vector<rankfile::problem> problems, unknown;  // the tool asks for unknown fields
  const std::optional<nlohmann::json> doc = rankfile::parse_json(text, problems);
  if (!doc) return "malformed";
  const tour::event e = rankfile::read_tournament_document(*doc, problems, &unknown);
  if (!problems.empty()) return "invalid";
  return rankfile::standings_json(e).dump(2) + "\n";
}

// 100 players after a round robin of 99 rounds (the circle method).
tour::event round_robin(std::size_t players) {
  const std::vector<std::string> names = names_of(players);
  tour::event e{.scheme = tour::tow_matched_play_scheme()};
  std::vector<std::size_t> circle(players);
  for (std::size_t i = 0; i < players; ++i) circle[i] = i;
  std::mt19937 rng(99);
  std::uniform_int_distribution<int> vp(0, 2000);
  for (std::size_t round = 1; round < players; ++round) {
    for (std::size_t i = 0; i < players / 2; ++i)
      e.games.push_back({.round = static_cast<int>(round),
                         .points_limit = 2000,
                         .players = {names[circle[i]], names[circle[players - 1 - i]]},
                         .victory_points = {vp(rng), vp(rng)}});
    std::rotate(circle.begin() + 1, circle.end() - 1, circle.end());
  }
  return e;
}

}  // namespace

int main(int argc, char** argv) {
  constexpr std::size_t players = 100'000;
  const sheet big = one_round(players);
  // The CSV and the document are one event: the same answer, but for where a warning points
  // (a CSV line, a document path); this event has none.
  const std::string from_csv = standings_of_csv(big.csv, true);
  if (from_csv != standings_of_json(big.json) || from_csv.find("\"warnings\"") != from_csv.npos) {
    std::fprintf(stderr, "event: the CSV and the document disagree, or warn\n");
    return 1;
  }
  const tour::event robin = round_robin(100);
  {
    const auto next = tour::swiss_pairings(robin, tour::standings(robin));
    std::size_t rematches = 0;
    for (const tour::pairing& p : next) rematches += p.why == tour::pairing_reason::rematch ? 1 : 0;
    if (!tour::validate(robin).empty() || next.size() != 50 || rematches != 50) {
      std::fprintf(stderr, "event: the round robin's next round is not 50 rematches\n");
      return 1;
    }
  }

  const auto each = [](benchmark::State& s, auto run) {
    for (auto _ : s) {
      auto out = run();
      benchmark::DoNotOptimize(out);
    }
  };
  benchmark::RegisterBenchmark("event/csv_to_json/100000", [&](benchmark::State& s) {
    each(s, [&] { return standings_of_csv(big.csv, true); });
  })->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark("event/json_to_json/100000", [&](benchmark::State& s) {
    each(s, [&] { return standings_of_json(big.json); });
  })->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark("event/csv_to_csv/100000", [&](benchmark::State& s) {
    each(s, [&] { return standings_of_csv(big.csv, false); });
  })->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark("event/pairing_after_round_robin/100", [&](benchmark::State& s) {
    each(s, [&] { return tour::swiss_pairings(robin, tour::standings(robin)); });
  })->Unit(benchmark::kMillisecond);

  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
