// Structured fuzzer over the engines: decodes the fuzzer's bytes into a combat, a
// finished battle and a break test, runs validate first, and on every valid input asserts the
// invariants every rule set keeps. A breach aborts (libFuzzer keeps the input as a crash).
//
//   scores are never negative, and each is the sum of its lines; tally agrees with resolve;
//   every cap holds (the rank bonus, one-off bonuses); swapping the sides swaps the result;
//   the winner has the higher score unless a wipe-out or a musician decided it; a draw is
//   level scores, or both sides wiped out (decided by the wipe-out);
//   victory points never exceed the enemy army's cost plus the scorer's bonuses;
//   break odds add up to exactly 1.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "rankfile/rankfile.hpp"

namespace rf = rankfile;

namespace {

[[noreturn]] void breach(const char* what) {
  std::fprintf(stderr, "invariant breached: %s\n", what);
  std::abort();
}
#define RF_EXPECT(cond)         \
  do {                          \
    if (!(cond)) breach(#cond); \
  } while (false)

// Reads small numbers from the fuzzer's bytes; 0 once they run out.
class bytes {
 public:
  bytes(const std::uint8_t* d, std::size_t n) : d_(d), n_(n) {}
  int in(int lo, int hi) {  // lo..hi, mostly small, sometimes at the limits
    const unsigned b = next();
    const long long span = static_cast<long long>(hi) - lo + 1;
    if (b == 255) return hi;
    if (b == 254) return lo;
    if (b >= 240)
      return static_cast<int>(lo + (static_cast<long long>(next()) << 8 | next()) % span);
    return static_cast<int>(lo + static_cast<long long>(b) % span);
  }
  bool flag() { return next() & 1u; }

 private:
  unsigned next() { return i_ < n_ ? d_[i_++] : 0u; }
  const std::uint8_t* d_;
  std::size_t n_;
  std::size_t i_ = 0;
};

rf::combat decode_combat(bytes& in) {
  rf::combat c;
  static const char* names[2][rf::max_units_per_side] = {
      {"a0", "a1", "a2", "a3", "a4", "a5", "a6", "a7"},
      {"b0", "b1", "b2", "b3", "b4", "b5", "b6", "b7"}};
  for (std::size_t s = 0; s < 2; ++s) {
    rf::combat_side& side = c.sides[s];
    side.wounds_inflicted = in.in(0, rf::max_count);
    side.challenge_overkill = in.in(0, 3) == 0 ? in.in(0, rf::max_count) : 0;
    const int n = in.in(1, static_cast<int>(rf::max_units_per_side));
    for (int i = 0; i < n; ++i) {
      rf::combat_unit u;
      u.name = names[s][i];
      u.models_at_start = in.in(1, rf::max_count);  // validate refuses a unit of none
      u.models = in.in(0, u.models_at_start);
      u.files = in.in(1, rf::max_count);
      u.unit_strength_at_start = u.models_at_start + in.in(0, rf::max_count - u.models_at_start);
      u.unit_strength = u.models + in.in(0, u.unit_strength_at_start - u.models);
      u.troop = static_cast<rf::troop_type>(
          in.in(0, static_cast<int>(rf::enum_count<rf::troop_type>) - 1));
      u.order =
          static_cast<rf::formation>(in.in(0, static_cast<int>(rf::enum_count<rf::formation>) - 1));
      u.charged = in.flag();
      u.charged_downhill = u.charged && in.flag();
      u.elevation = in.in(-rf::max_count, rf::max_count);
      u.standard = in.flag();
      u.battle_standard = in.flag();
      u.musician = in.flag();
      u.horde = in.flag();
      u.disrupted_earlier = in.flag();
      const int extras = in.in(0, 5) - 1;
      for (int k = 0; k < extras; ++k) u.extra.push_back({"x", in.in(0, rf::max_count)});
      side.units.push_back(u);
    }
  }
  if (c.sides[0].units.size() > 1 || c.sides[1].units.size() > 1 || in.flag()) {
    const int n = in.in(1, static_cast<int>(rf::max_engagements));
    for (int i = 0; i < n; ++i) {
      const auto s = static_cast<rf::side_index>(in.in(0, 1));
      const auto a =
          static_cast<std::uint8_t>(in.in(0, static_cast<int>(c.sides[s].units.size()) - 1));
      const auto o = rf::opponent(s);
      const auto b =
          static_cast<std::uint8_t>(in.in(0, static_cast<int>(c.sides[o].units.size()) - 1));
      c.engagements.push_back({{s, a}, {o, b}, static_cast<rf::facing>(in.in(0, 2))});
    }
  }
  return c;
}

template <class R>
void check_combat(const rf::combat& c) {
  if (!rf::validate<R>(c).empty()) return;
  const rf::combat_result r = rf::resolve<R>(c);
  const rf::combat_tally t = rf::tally<R>(c);
  for (std::size_t s = 0; s < 2; ++s) {
    const rf::side_result& side = r.sides[s];
    RF_EXPECT(side.score >= 0);
    RF_EXPECT(side.score == t.sides[s].score);
    long long sum = 0, ranks = 0;
    for (const rf::award& a : side.awarded) {
      RF_EXPECT(a.value >= 0);
      sum += a.value;
      if (a.kind == rf::bonus::ranks) ranks += a.value;
      if (a.kind == rf::bonus::wounds) RF_EXPECT(a.value <= c.sides[s].wounds_inflicted);
      if (a.kind == rf::bonus::charge || a.kind == rf::bonus::standard ||
          a.kind == rf::bonus::battle_standard || a.kind == rf::bonus::high_ground)
        RF_EXPECT(a.value <= 2);
    }
    RF_EXPECT(sum == side.score);
    RF_EXPECT(ranks <= 4);  // the largest rank bonus any rule set gives (The Old World's Horde)
  }
  const int s0 = r.sides[0].score, s1 = r.sides[1].score;
  switch (r.decided_by) {
    case rf::decision::score:
      RF_EXPECT(r.winner.has_value());
      RF_EXPECT(r.sides[*r.winner].score > r.sides[rf::opponent(*r.winner)].score);
      RF_EXPECT(r.margin == (s0 > s1 ? s0 - s1 : s1 - s0));
      break;
    case rf::decision::musician:  // a tie broken by a musician; some rule sets also score it
      RF_EXPECT(r.winner.has_value());
      RF_EXPECT(r.sides[*r.winner].score >= r.sides[rf::opponent(*r.winner)].score);
      break;
    case rf::decision::draw:  // level scores
      RF_EXPECT(!r.winner.has_value() && r.margin == 0);
      RF_EXPECT(s0 == s1);
      break;
    case rf::decision::wipe_out:  // the side with no models left lost; both gone, a draw
      if (r.winner) {
        RF_EXPECT(c.sides[rf::opponent(*r.winner)].models_left() == 0);
      } else {
        RF_EXPECT(r.margin == 0);
        RF_EXPECT(c.sides[0].models_left() == 0 && c.sides[1].models_left() == 0);
      }
      break;
  }
  const rf::combat_result m = rf::resolve<R>(rf::mirrored(c));
  RF_EXPECT(m.sides[0].score == s1 && m.sides[1].score == s0);
  RF_EXPECT(m.decided_by == r.decided_by && m.margin == r.margin);
  RF_EXPECT(m.winner.has_value() == r.winner.has_value());
  if (r.winner) RF_EXPECT(*m.winner == rf::opponent(*r.winner));
}

rf::battle decode_battle(bytes& in) {
  static const char* ids[] = {"u0", "u1", "u2", "u3", "u4", "u5", "u6", "u7", "u8", "u9"};
  rf::battle b{.points_limit = in.in(1, rf::max_points)};
  for (rf::battle_army& a : b.armies) {
    a.conceded = in.in(0, 7) == 0;
    a.bonus_victory_points = in.in(0, 3) == 0 ? in.in(0, rf::max_points) : 0;
    a.table_quarters = in.in(0, 4 - b.armies[0].table_quarters);  // four between the two
    a.broken = in.in(0, 7) == 0;
    const int n = in.in(0, 10);
    for (int k = 0; k < n; ++k) {
      rf::battle_unit u{.id = ids[k],
                        .cost = in.in(0, rf::max_points),
                        .kind = static_cast<rf::unit_kind>(in.in(0, 4)),
                        .strength_at_start = in.in(1, rf::max_points)};
      u.strength_at_end = in.in(0, u.strength_at_start);
      u.state = static_cast<rf::unit_state>(in.in(0, 3));
      u.general = in.flag();
      u.battle_standard_bearer = in.flag();
      u.slain_in_combat = u.state == rf::unit_state::destroyed && in.flag();
      u.standards_lost_in_combat = u.slain_in_combat ? in.in(0, 100) : 0;
      u.standards_lost_otherwise = in.in(0, 3) == 0 ? in.in(0, 100) : 0;
      if (k > 0 && in.in(0, 5) == 0 && !a.units[0].is_detachment()) u.detachment_of = 0;
      a.units.push_back(u);
    }
  }
  return b;
}

template <class R>
void check_battle(const rf::battle& b) {
  if (!rf::validate_battle<R>(b).empty()) return;
  const rf::battle_result r = rf::score<R>(b);
  for (std::size_t a = 0; a < 2; ++a) {
    const rf::army_score& s = r.armies[a];
    const rf::battle_army& enemy = b.armies[1 - a];
    long long enemy_cost = 0, standards = 0, sum = 0, from_units = 0;
    for (const rf::battle_unit& u : enemy.units) {
      enemy_cost += u.cost;
      standards += u.standards_lost_in_combat + u.standards_lost_otherwise;
    }
    RF_EXPECT(s.victory_points >= 0);
    for (const rf::vp_line& l : s.lines) {
      RF_EXPECT(l.value >= 0);
      sum += l.value;
      switch (l.why) {
        case rf::vp_reason::bonus:
          RF_EXPECT(l.value == b.armies[a].bonus_victory_points);
          break;
        case rf::vp_reason::general:
        case rf::vp_reason::battle_standard:
        case rf::vp_reason::table_quarters:
        case rf::vp_reason::enemy_broken:
          RF_EXPECT(l.value <= 1000);
          break;
        case rf::vp_reason::standards:
          RF_EXPECT(l.value <= 1000 * standards);
          break;
        // The game's size, whatever the enemy army cost (Old World matched play's concession).
        case rf::vp_reason::conceded_game_size:
          RF_EXPECT(l.value == b.points_limit);
          break;
        default:
          from_units += l.value;
      }
    }
    RF_EXPECT(sum == s.victory_points);
    RF_EXPECT(from_units <= enemy_cost);  // never more than the enemy army cost
  }
  rf::battle swapped = b;
  std::swap(swapped.armies[0], swapped.armies[1]);
  const rf::battle_result m = rf::score<R>(swapped);
  RF_EXPECT(m.armies[0].victory_points == r.armies[1].victory_points);
  RF_EXPECT(m.armies[1].victory_points == r.armies[0].victory_points);
  RF_EXPECT(m.armies[0].outcome == r.armies[1].outcome &&
            m.armies[1].outcome == r.armies[0].outcome);
  RF_EXPECT(m.difference == r.difference && m.basis == r.basis);
  RF_EXPECT(m.winner.has_value() == r.winner.has_value());
  if (r.winner) RF_EXPECT(*m.winner == rf::opponent(*r.winner));
}

rf::break_test decode_break_test(bytes& in) {
  return {.leadership = in.in(1, rf::max_leadership),
          .margin = in.in(0, rf::max_margin),
          .steadfast = in.flag(),
          .stubborn = in.flag(),
          .unbreakable = in.flag(),
          .cold_blooded = in.flag(),
          .reroll = in.flag(),
          .terror = in.flag(),
          .fear_auto_break = in.flag(),
          .warband_rank_bonus = in.in(0, rf::max_leadership),
          .winner_unit_strength = in.in(0, rf::max_break_unit_strength),
          .loser_unit_strength = in.in(0, rf::max_break_unit_strength)};
}

template <class R>
void check_break_test(const rf::break_test& t, bytes& in) {
  if (!rf::validate_break_test<R>(t).empty()) return;
  const rf::break_result r = rf::break_odds<R>(t);
  long long n = 0, d = 1;
  for (const rf::probability& p : r.odds) {
    RF_EXPECT(p.numerator >= 0 && p.denominator >= 1 && p.numerator <= p.denominator);
    n = n * p.denominator + p.numerator * d;
    d *= p.denominator;
  }
  RF_EXPECT(n == d);  // exactly 1
  rf::break_dice dice;
  const int count = rf::rolls_three_dice<R>(t) ? 3 : 2;
  for (int i = 0; i < count; ++i) dice.push_back(in.in(1, 6));
  if (rf::validate_break_test<R>(t, &dice).empty()) {
    const rf::break_roll_result roll = rf::break_roll<R>(t, dice);
    RF_EXPECT(r.of(roll.outcome).numerator > 0);  // a roll never lands on an impossible outcome
  }
}

// Every rule set of the registry, in each engine it serves.
template <class... C, class... V, class... B>
void check_all(bytes& in, rf::rule_set_list<C...>, rf::rule_set_list<V...>,
               rf::rule_set_list<B...>) {
  const rf::combat c = decode_combat(in);
  (check_combat<C>(c), ...);
  const rf::battle b = decode_battle(in);
  (check_battle<V>(b), ...);
  const rf::break_test t = decode_break_test(in);
  (check_break_test<B>(t, in), ...);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  bytes in(data, size);
  check_all(in, rf::rule_sets::serving<rf::combat_engine>{},
            rf::rule_sets::serving<rf::victory_engine>{},
            rf::rule_sets::serving<rf::break_test_engine>{});
  return 0;
}
