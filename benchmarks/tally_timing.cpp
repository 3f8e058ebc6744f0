// rankfile_tally_timing: C++'s tally_all on the combats of a batch file, the yardstick of
// benchmarks/python_tally_batch.py, which writes the file and times rankfile.tally_batch on the
// same combats.
//
//   rankfile_tally_timing RULES FILE N REPEATS
//
// FILE holds N one-unit-a-side combats as int32 columns, every field of the batch
// (python/src/tally_columns.hpp, `fields`) in that order, each N rows of 2 (side 0, side 1). The
// combats are built once (fill(), as tally_batch builds them), then tallied REPEATS times by
// rankfile::tally_all(RULES, ...), as a C++ simulator that keeps its combats would; and REPEATS
// times more from the columns by tally_columns (tally_batch's loop without Python). Prints the
// best time of each in combats per second, and the sum of every score, winner and margin, which
// the Python side checks against its own.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "../python/src/tally_columns.hpp"

namespace rp = rankfile::python;

int main(int argc, char** argv) {
  if (argc != 5) {
    std::fprintf(stderr, "usage: rankfile_tally_timing RULES FILE N REPEATS\n");
    return 2;
  }
  const std::string rules = argv[1];
  const auto n = static_cast<std::size_t>(std::strtoull(argv[3], nullptr, 10));
  const int repeats = std::max(1, std::atoi(argv[4]));
  std::vector<std::int32_t> data(n * rp::field_count * 2);
  std::ifstream file(argv[2], std::ios::binary);
  file.read(reinterpret_cast<char*>(data.data()),
            static_cast<std::streamsize>(data.size() * sizeof(std::int32_t)));
  if (!file || n == 0) {
    std::fprintf(stderr, "rankfile_tally_timing: cannot read %zu combats from %s\n", n, argv[2]);
    return 1;
  }
  rp::columns in{.size = n};
  for (std::size_t f = 0; f < rp::field_count; ++f)
    in.given[f] = rp::column{data.data() + f * n * 2, 2, 1};

  std::vector<rankfile::combat> combats(n, rp::one_unit_a_side());
  if (!rp::fill(rp::resolve(in), 0, combats)) {
    std::fprintf(stderr, "rankfile_tally_timing: a combat cannot be read\n");
    return 1;
  }
  std::vector<rankfile::combat_tally> out(n);
  using clock = std::chrono::steady_clock;
  double best = 1e300;
  for (int r = 0; r < repeats; ++r) {
    const auto start = clock::now();
    const auto done = rankfile::tally_all(rules, combats, out);
    const std::chrono::duration<double> took = clock::now() - start;
    if (!done) {
      std::fprintf(stderr, "rankfile_tally_timing: no rule set with combat rules is %s\n",
                   rules.c_str());
      return 1;
    }
    best = std::min(best, took.count());
  }
  long long sum = 0;
  for (const rankfile::combat_tally& t : out)
    sum += t.sides[0].score + t.sides[1].score + (t.winner ? *t.winner : -1) + t.margin;

  // tally_batch's loop: the columns read into a few combats at a time, then tally_all.
  std::vector<std::int32_t> scores(2 * n), margin(n);
  std::vector<std::int8_t> winner(n), decided(n);
  const rp::outputs o{scores.data(), winner.data(), margin.data(), decided.data()};
  double best_columns = 1e300;
  for (int r = 0; r < repeats; ++r) {
    std::vector<rankfile::problem> problems;
    std::size_t bad = 0;
    const auto start = clock::now();
    rankfile::rule_sets::visit(rules, [&]<class R>(std::type_identity<R>) {
      if constexpr (rankfile::CombatRules<R>) bad = rp::tally_columns<R>(in, o, problems);
    });
    const std::chrono::duration<double> took = clock::now() - start;
    if (bad != 0) {
      std::fprintf(stderr, "rankfile_tally_timing: %zu combats have problems\n", bad);
      return 1;
    }
    best_columns = std::min(best_columns, took.count());
  }
  long long sum_columns = 0;
  for (std::size_t i = 0; i < n; ++i)
    sum_columns += scores[2 * i] + scores[2 * i + 1] + winner[i] + margin[i];
  if (sum_columns != sum) {
    std::fprintf(stderr, "rankfile_tally_timing: the columns' tallies differ from tally_all's\n");
    return 1;
  }
  std::printf("tally_all: %.0f combats per second\n", static_cast<double>(n) / best);
  std::printf("tally_columns: %.0f combats per second\n", static_cast<double>(n) / best_columns);
  std::printf("checksum: %lld\n", sum);
  std::printf("combat size: %zu bytes\n", sizeof(rankfile::combat));
}
