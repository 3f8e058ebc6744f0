// libFuzzer target over the fight document and the round-odds engine: the fuzzer's bytes are
// read as a fight document (rankfile/json/fight.hpp); when it reads cleanly, every rule set that
// has round-odds rules and finds the fight valid (validate_fight<R>) answers it, and the answer
// must keep these invariants (a breach aborts, and libFuzzer keeps the input):
//
//   every probability is in [0, 1]; each distribution sums to 1 within 1e-9 (the margin, each
//   side's wounds inflicted and models left, the joint wounds, wins + draw, the whole combat's
//   endings + undecided); the joint wounds give each side's as its margins; a side's break-test
//   outcomes sum to its chance to lose, which is at most the other side's to win;
//   no side inflicts more wounds than the enemy has (models * w - wounds_lost; with regeneration,
//   than its attacks can: most_wounds), nor is left with more models than it had; the mirrored
//   fight (rankfile::mirrored) gives the same answer with the sides swapped; the whole combat's
//   first round is the round's answer; the document form of the fight read reads back as the
//   same fight.
//
// The document's own "rules" is read but not used: every rule set is tried, so that the seeds'
// one rule set does not keep the others unfuzzed. Fights past max_fuzzed_* below are skipped:
// their exact answer is correct but slow, and libFuzzer's time is better spent on many inputs.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string_view>
#include <type_traits>
#include <vector>

#include "rankfile/json/fight.hpp"
#include "rankfile/odds/odds.hpp"
#include "rankfile/odds/validate.hpp"
#include "rankfile/rule_sets.hpp"

namespace rf = rankfile;

namespace {

constexpr int max_fuzzed_models = 40;  // a side
// A side's models * w. 25 keeps the 25 against 25 seed and drops the 10 against 10 three-Wound
// monsters, whose rounds under every rule set and mirrored take over the 10 s libFuzzer allows
// an input with the sanitizers on a loaded machine.
constexpr int max_fuzzed_wounds = 25;
constexpr int fuzzed_rounds = 2;  // of the whole combat
constexpr double tolerance = 1e-9;

[[noreturn]] void breach(const char* what, double a = 0, double b = 0) {
  std::fprintf(stderr, "invariant breached: %s (%.17g, %.17g)\n", what, a, b);
  std::abort();
}
#define RF_EXPECT(cond, ...)                               \
  do {                                                     \
    if (!(cond)) breach(#cond __VA_OPT__(, ) __VA_ARGS__); \
  } while (false)

bool near(double a, double b) {
  return std::fabs(a - b) <= tolerance;
}

void probability(double p) {
  RF_EXPECT(p >= 0.0 && p <= 1.0 + tolerance, p);
}

double distribution(const std::vector<double>& d) {
  double sum = 0;
  for (const double p : d) {
    probability(p);
    sum += p;
  }
  RF_EXPECT(near(sum, 1.0), sum);
  return sum;
}

// The chance of k is 0 for every k past `most`.
void nothing_past(const std::vector<double>& d, int most) {
  for (std::size_t k = static_cast<std::size_t>(std::max(most, -1) + 1); k < d.size(); ++k)
    RF_EXPECT(d[k] == 0.0, static_cast<double>(k), d[k]);
}

void same(const std::vector<double>& a, const std::vector<double>& b) {
  const std::size_t n = std::max(a.size(), b.size());
  for (std::size_t k = 0; k < n; ++k)
    RF_EXPECT(near(k < a.size() ? a[k] : 0.0, k < b.size() ? b[k] : 0.0));
}

// The most a number a model can be: fixed, or the most its die rolls.
int most(rf::per_model n) {
  return std::max(n.fixed, n.die);
}

// The most wounds `me` can have counted against `enemy` in a round: the Wounds the enemy has,
// unless it regenerates (a regenerated Wound still counts: readings R7, R20); and never more
// than each model's attacks, its most (+3: Frenzy, Furious Charge, an additional hand weapon;
// a mount's +1: Furious Charge; Impact Hits and Stomp Attacks at their most), each taking a
// whole model's Wounds (Killing Blow).
int most_wounds(const rf::fight_side& me, const rf::fight_side& enemy) {
  int attacks =
      me.profile.a + 3 + most(me.special_rules.impact_hits) + most(me.special_rules.stomp_attacks);
  if (me.mount)
    attacks += me.mount->a + 1 + most(me.mount->special_rules.impact_hits) +
               most(me.mount->special_rules.stomp_attacks);
  const int by_attacks = me.models * attacks * enemy.profile.w;
  const int wounds = enemy.models * enemy.profile.w - enemy.wounds_lost;
  return enemy.regeneration < 7 ? by_attacks : std::min(wounds, by_attacks);
}

void check_round(const rf::fight& f, const rf::round_odds& r) {
  for (std::size_t s = 0; s < 2; ++s) {
    probability(r.wins[s]);
    probability(r.wiped_out[s]);
    distribution(r.wounds_inflicted[s]);
    nothing_past(r.wounds_inflicted[s], most_wounds(f.sides[s], f.sides[1 - s]));
    distribution(r.models_left[s]);
    nothing_past(r.models_left[s], f.sides[s].models);
    const rf::side_break_odds& b = r.break_test[s];
    probability(b.loses);
    double outcomes = 0;
    for (const double p : b.outcomes) {
      probability(p);
      outcomes += p;
    }
    RF_EXPECT(near(outcomes, b.loses), outcomes, b.loses);
    RF_EXPECT(b.loses <= r.wins[1 - s] + tolerance, b.loses, r.wins[1 - s]);
    RF_EXPECT(r.both_wiped_out <= r.wiped_out[s] + tolerance);
  }
  probability(r.draw);
  probability(r.both_wiped_out);
  RF_EXPECT(near(r.wins[0] + r.wins[1] + r.draw, 1.0), r.wins[0] + r.wins[1] + r.draw);
  distribution(r.margin);
  distribution(r.wounds_joint.p);
  // The joint wounds' margins are each side's wounds.
  const rf::joint_distribution& j = r.wounds_joint;
  RF_EXPECT(j.columns == r.wounds_inflicted[1].size());
  RF_EXPECT(j.rows() == r.wounds_inflicted[0].size());
  std::vector<double> rows(j.rows(), 0.0), columns(j.columns, 0.0);
  for (std::size_t a = 0; a < j.rows(); ++a)
    for (std::size_t b = 0; b < j.columns; ++b) {
      rows[a] += j.at(a, b);
      columns[b] += j.at(a, b);
    }
  same(rows, r.wounds_inflicted[0]);
  same(columns, r.wounds_inflicted[1]);
}

// `m` is the answer to the mirrored fight of the one `r` answers.
void check_mirrored(const rf::round_odds& r, const rf::round_odds& m) {
  for (std::size_t s = 0; s < 2; ++s) {
    const std::size_t o = 1 - s;
    RF_EXPECT(near(r.wins[s], m.wins[o]), r.wins[s], m.wins[o]);
    RF_EXPECT(near(r.wiped_out[s], m.wiped_out[o]));
    same(r.wounds_inflicted[s], m.wounds_inflicted[o]);
    same(r.models_left[s], m.models_left[o]);
    RF_EXPECT(near(r.break_test[s].loses, m.break_test[o].loses));
    for (std::size_t k = 0; k < r.break_test[s].outcomes.size(); ++k)
      RF_EXPECT(near(r.break_test[s].outcomes[k], m.break_test[o].outcomes[k]));
    RF_EXPECT(near(r.expected.wounds_inflicted[s], m.expected.wounds_inflicted[o]));
    RF_EXPECT(near(r.expected.models_left[s], m.expected.models_left[o]));
    RF_EXPECT(near(r.expected.combat_result[s], m.expected.combat_result[o]));
  }
  RF_EXPECT(near(r.draw, m.draw), r.draw, m.draw);
  RF_EXPECT(near(r.both_wiped_out, m.both_wiped_out));
  RF_EXPECT(near(r.expected.margin, -m.expected.margin));
  // The margin turned round: side 0's margin m is the mirrored side 0's -m.
  for (std::size_t k = 0; k < r.margin.size(); ++k) {
    const long long mirrored_index =
        -(r.margin_lowest + static_cast<long long>(k)) - m.margin_lowest;
    const bool inside =
        mirrored_index >= 0 && static_cast<std::size_t>(mirrored_index) < m.margin.size();
    const double p = inside ? m.margin[static_cast<std::size_t>(mirrored_index)] : 0.0;
    RF_EXPECT(near(r.margin[k], p), r.margin[k], p);
  }
  // The joint wounds transposed.
  const rf::joint_distribution& a = r.wounds_joint;
  const rf::joint_distribution& b = m.wounds_joint;
  for (std::size_t x = 0; x < a.rows(); ++x)
    for (std::size_t y = 0; y < a.columns; ++y)
      RF_EXPECT(near(a.at(x, y), y < b.rows() && x < b.columns ? b.at(y, x) : 0.0));
}

void check_combat(const rf::round_odds& first, const rf::combat_odds& c) {
  for (std::size_t s = 0; s < 2; ++s) RF_EXPECT(near(c.first.wins[s], first.wins[s]));
  RF_EXPECT(near(c.first.draw, first.draw));
  RF_EXPECT(c.rounds.size() == static_cast<std::size_t>(fuzzed_rounds));
  double sum = c.undecided;
  probability(c.undecided);
  for (const rf::combat_round_end& e : c.rounds) {
    for (std::size_t s = 0; s < 2; ++s) {
      probability(e.breaks[s]);
      probability(e.wiped_out[s]);
      sum += e.breaks[s] + e.wiped_out[s];
    }
    probability(e.both_wiped_out);
    sum += e.both_wiped_out;
  }
  RF_EXPECT(near(sum, 1.0), sum);
}

bool small_enough(const rf::fight& f) {
  return std::all_of(f.sides.begin(), f.sides.end(), [](const rf::fight_side& s) {
    return s.models <= max_fuzzed_models && s.models * s.profile.w <= max_fuzzed_wounds;
  });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::vector<rf::problem> problems;
  const std::optional<nlohmann::json> doc =
      rf::parse_json(std::string_view(reinterpret_cast<const char*>(data), size), problems);
  if (!doc) return 0;
  const rf::fight_document d = rf::read_fight_document(*doc, problems);
  if (!problems.empty() || !small_enough(d.value)) return 0;
  // The document form is read back as the same fight.
  RF_EXPECT(nlohmann::json(d.value).get<rf::fight>() == d.value);
  rf::rule_sets::for_each([&]<class R>(std::type_identity<R>) {
    if constexpr (rf::RoundOddsRules<R>) {
      if (!rf::validate_fight<R>(d.value).empty()) return;
      const rf::fight mirror = rf::mirrored(d.value);
      RF_EXPECT(rf::validate_fight<R>(mirror).empty());
      const rf::round_odds r = rf::odds_of_round<R>(d.value);
      check_round(d.value, r);
      const rf::round_odds m = rf::odds_of_round<R>(mirror);
      check_round(mirror, m);
      check_mirrored(r, m);
      check_combat(r, rf::odds_of_combat<R>(d.value, fuzzed_rounds));
    }
  });
  return 0;
}
