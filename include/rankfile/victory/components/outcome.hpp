// rankfile/victory/components/outcome.hpp: from victory points to the result of a battle.
//
// Available components
//   percent_chart<percent_chart_rule>  the difference as a whole percent of the points limit
//                                      (rounded down, or as set) against bands (WAP)
//   margin_and_ratio<margin_rule>      a win needs a set margin, a crushing victory a set ratio;
//                                      optionally, wiping out the enemy wins (Old World
//                                      rulebook without; WAP's 100-point rule with)
//   army_size_table<Table>             the difference against a table of bands by army size
//                                      (Old World matched play)
//   most_points_win                    any lead wins (Old World Battle March)
//   chart_unknown                      no outcome: the chart is not known to us (6th, 7th)
//   blood_and_glory                    the army that breaks loses; else as chart_unknown (8th)
//
// Concession components (role `concession`), applied after the outcome rule
//   concession_is_massacre             the army that concedes suffers a massacre (WAP)
//   concession_gives_all_points<O>     the other army scores every victory point the
//                                      conceding army could give, and wins: as the points
//                                      say when they give it a win, else outcome O (Old World)
//   concession_is_crushing_at_game_size  the other army wins a crushing victory and counts as
//                                      scoring the game's size (the points limit) in victory
//                                      points, in place of what it scored (Old World matched play)
//   no_concession_rule                 conceding is not covered; validation rejects it
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "rankfile/core/text_view.hpp"
#include "rankfile/victory/battle.hpp"
#include "rankfile/victory/components/rounding.hpp"
#include "rankfile/victory/result.hpp"

namespace rankfile::rules {

namespace detail {

constexpr void decide(battle_result& r, side_index winner, battle_outcome o, outcome_basis why) {
  r.winner = winner;
  r.armies[winner].outcome = o;
  r.armies[opponent(winner)].outcome = mirror(o);
  r.basis = why;
}
constexpr void draw(battle_result& r, outcome_basis why = outcome_basis::margin) {
  r.winner.reset();
  r.armies[0].outcome = r.armies[1].outcome = battle_outcome::draw;
  r.basis = why;
}
[[nodiscard]] constexpr side_index leader(const battle_result& r) {
  return r.armies[0].victory_points >= r.armies[1].victory_points ? side_index{0} : side_index{1};
}
// When exactly one army broke, the other wins `o` on basis break_point; returns whether it did.
// (The Old World's Break Point games, 8th edition's Blood and Glory.) Not when that other army
// conceded: a broken army ends the game, so the concession came first, and the enemy's break
// was never reached (the points decide, then the concession rule gives the broken army the
// victory; our reading, as no text orders the two). A broken army that conceded loses here
// all the same: both rules name the same winner, and the greater victory stands.
constexpr bool one_broken_loses(const battle& b, battle_result& r, battle_outcome o) {
  if (b.armies[0].broken == b.armies[1].broken) return false;
  const side_index winner = b.armies[0].broken ? side_index{1} : side_index{0};
  if (b.armies[winner].conceded) return false;
  decide(r, winner, o, outcome_basis::break_point);
  return true;
}
// The army that did not concede, when exactly one army conceded.
[[nodiscard]] constexpr std::optional<side_index> not_conceding(const battle& b) noexcept {
  if (b.armies[0].conceded == b.armies[1].conceded) return std::nullopt;
  return b.armies[0].conceded ? side_index{1} : side_index{0};
}
[[nodiscard]] constexpr bool wiped_out(const battle_army& a) {
  if (a.units.empty()) return false;
  for (const battle_unit& u : a.units)
    if (u.state != unit_state::destroyed && u.state != unit_state::fled_off_table &&
        u.strength_at_end > 0)
      return false;
  return true;
}

}  // namespace detail

struct percent_chart_rule {
  int marginal = 10;  // whole percent from which a marginal victory starts
  int solid = 25;
  int massacre = 50;
  bool wipe_out_is_massacre = false;  // an army wiped out loses: the other wins a massacre
  // A percentage between two whole numbers (9.6 %), which the bands do not cover, taken as the
  // whole percent below (down: 9, a draw), above (up: 10) or nearest (10; a half goes up).
  rounding round = rounding::down;

  // What is wrong with these settings, or nothing. A marginal band from 0 % would make level
  // points a victory for the first army; bands out of order would skip one.
  [[nodiscard]] constexpr std::string_view problem() const noexcept {
    if (marginal < 1) return "marginal_percent must be at least 1: level points are a draw";
    return marginal <= solid && solid <= massacre
               ? ""
               : "the bands must be in order: marginal_percent <= solid_percent <= "
                 "massacre_percent";
  }

  // Each setting's name and value, for rankfile::knobs() and the docs' rule-set table.
  template <class Self, class F>
  static constexpr void for_each_setting(Self& self, F&& f) {
    f("marginal_percent", self.marginal);
    f("solid_percent", self.solid);
    f("massacre_percent", self.massacre);
    f("wipe_out_is_massacre", self.wipe_out_is_massacre);
    f("percent_rounding", self.round);
  }
};

template <percent_chart_rule Rule>
struct percent_chart {
  static_assert(Rule.problem().empty(), "percent_chart_rule: bands from 0 or out of order");
  static constexpr text_view name = "percent of the points limit";
  static constexpr percent_chart_rule rule = Rule;

  // The difference as a whole percentage of the points limit, rounded as `round` says (24.9:
  // 24 down, 25 up or nearest). A long long: a difference far above the limit is thousands of
  // percent. Precondition: difference >= 0, points_limit > 0.
  [[nodiscard]] static constexpr long long percent(int difference, int points_limit,
                                                   rounding round = Rule.round) noexcept {
    return divide(static_cast<long long>(difference) * 100, points_limit, round);
  }

  // `self`: this component, or its settings changed at run time (settings_of in core/roles.hpp).
  template <class Self = percent_chart>
  static constexpr void apply(const battle& b, battle_result& r, const Self& self = {}) noexcept {
    const percent_chart_rule& settings = self.rule;
    if (settings.wipe_out_is_massacre) {
      const bool gone0 = detail::wiped_out(b.armies[0]);
      const bool gone1 = detail::wiped_out(b.armies[1]);
      if (gone0 != gone1)
        return detail::decide(r, gone0 ? side_index{1} : side_index{0}, battle_outcome::massacre,
                              outcome_basis::wipe_out);
    }
    const long long p = percent(r.difference, b.points_limit, settings.round);
    if (p < settings.marginal) return detail::draw(r);
    const battle_outcome o = p >= settings.massacre ? battle_outcome::massacre
                             : p >= settings.solid  ? battle_outcome::solid_victory
                                                    : battle_outcome::marginal_victory;
    detail::decide(r, detail::leader(r), o, outcome_basis::margin);
  }
};

struct margin_rule {
  int win_by = 100;            // a win needs at least this many victory points more
  int crushing_ratio = 2;      // a crushing victory needs at least this many times the loser's
  bool wipe_out_wins = false;  // an army wiped out loses, whatever the points say
  // A crushing victory is a win (win_by more) with crushing_ratio times the loser's points; when
  // false, the ratio alone makes one (with more points than the loser), even below win_by.
  bool crushing_needs_win = true;
  // An army broken in a Break Point game loses: the other wins a crushing victory, whatever the
  // points say. Both broken: the points decide.
  bool break_point_decides = false;

  // What is wrong with these settings, or nothing. A win by 0 would make level points a victory
  // for the first army; a ratio of 0 is every win, as 1 is.
  [[nodiscard]] constexpr std::string_view problem() const noexcept {
    if (win_by < 1) return "win_by must be at least 1: level points are a draw";
    return crushing_ratio >= 1 ? "" : "crushing_ratio must be at least 1";
  }

  // Each setting's name and value, for rankfile::knobs() and the docs' rule-set table.
  template <class Self, class F>
  static constexpr void for_each_setting(Self& self, F&& f) {
    f("win_by", self.win_by);
    f("crushing_ratio", self.crushing_ratio);
    f("wipe_out_wins", self.wipe_out_wins);
    f("crushing_needs_win", self.crushing_needs_win);
    f("break_point_decides", self.break_point_decides);
  }
};

template <margin_rule Rule>
struct margin_and_ratio {
  static_assert(Rule.problem().empty(), "margin_rule: a win by less than 1, or a ratio below 1");
  static constexpr text_view name = "margin and ratio";
  static constexpr margin_rule rule = Rule;

  // `self`: this component, or its settings changed at run time (settings_of in core/roles.hpp).
  template <class Self = margin_and_ratio>
  static constexpr void apply(const battle& b, battle_result& r, const Self& self = {}) noexcept {
    const margin_rule& settings = self.rule;
    if (settings.break_point_decides &&
        detail::one_broken_loses(b, r, battle_outcome::crushing_victory))
      return;
    const bool wiped0 = settings.wipe_out_wins && detail::wiped_out(b.armies[0]);
    const bool wiped1 = settings.wipe_out_wins && detail::wiped_out(b.armies[1]);
    const side_index w =
        wiped0 != wiped1 ? (wiped1 ? side_index{0} : side_index{1}) : detail::leader(r);
    const long long won = r.armies[w].victory_points;
    const long long lost = r.armies[opponent(w)].victory_points;
    const bool crushing = won >= settings.crushing_ratio * lost;
    if (wiped0 != wiped1)
      return detail::decide(r, w,
                            crushing ? battle_outcome::crushing_victory : battle_outcome::victory,
                            outcome_basis::wipe_out);
    if (r.difference < settings.win_by && (settings.crushing_needs_win || !crushing || won == lost))
      return detail::draw(r);
    detail::decide(r, w, crushing ? battle_outcome::crushing_victory : battle_outcome::victory,
                   outcome_basis::margin);
  }
};

// Rank of a victory, for capping a table's outcome (outcome_table::capped): no victory <
// marginal < solid or resounding (no chart has both) < crushing < massacre. A plain victory,
// which no table gives, ranks with marginal.
[[nodiscard]] constexpr int strength_of(battle_outcome o) noexcept {
  switch (o) {
    case battle_outcome::victory:
    case battle_outcome::marginal_victory:
      return 1;
    case battle_outcome::solid_victory:
    case battle_outcome::resounding_victory:
      return 2;
    case battle_outcome::crushing_victory:
      return 3;
    case battle_outcome::massacre:
      return 4;
    case battle_outcome::draw:
    case battle_outcome::defeat:
    case battle_outcome::marginal_defeat:
    case battle_outcome::solid_defeat:
    case battle_outcome::resounding_defeat:
    case battle_outcome::crushing_defeat:
    case battle_outcome::massacred:
    case battle_outcome::unknown:
      return 0;
  }
  return 0;
}

// A table of outcomes: rows are bands of the victory-point difference (each row's upper bound,
// inclusive; the last row is open), columns are bands of army size (upper bound inclusive, the
// last open). Cells give the winner's outcome.
template <std::size_t Rows, std::size_t Columns>
struct outcome_table {
  std::array<int, Rows - 1> row_upper{};
  std::array<int, Columns - 1> column_upper{};
  std::array<std::array<battle_outcome, Columns>, Rows> cells{};
  battle_outcome both_broken_cap = battle_outcome::marginal_victory;

  [[nodiscard]] constexpr std::size_t row_of(int difference) const noexcept {
    std::size_t i = 0;
    while (i < row_upper.size() && difference > row_upper[i]) ++i;
    return i;
  }
  [[nodiscard]] constexpr std::size_t column_of(int army_size) const noexcept {
    std::size_t i = 0;
    while (i < column_upper.size() && army_size > column_upper[i]) ++i;
    return i;
  }
  [[nodiscard]] constexpr battle_outcome lookup(int difference, int army_size) const noexcept {
    return cells[row_of(difference)][column_of(army_size)];
  }
  // `o`, or the cap when both armies broke and `o` is stronger.
  [[nodiscard]] constexpr battle_outcome capped(battle_outcome o, bool both_broken) const noexcept {
    return both_broken && strength_of(o) > strength_of(both_broken_cap) ? both_broken_cap : o;
  }
};

template <auto Table>
struct army_size_table {
  static constexpr text_view name = "table by army size";
  static constexpr auto table = Table;

  static constexpr void apply(const battle& b, battle_result& r) noexcept {
    const battle_outcome looked_up = Table.lookup(r.difference, b.points_limit);
    const battle_outcome o = Table.capped(looked_up, b.armies[0].broken && b.armies[1].broken);
    const outcome_basis why =
        o == looked_up ? outcome_basis::margin : outcome_basis::both_broken_cap;
    if (o == battle_outcome::draw) return detail::draw(r, why);
    detail::decide(r, detail::leader(r), o, why);
  }
};

struct most_points_win {
  static constexpr text_view name = "most points win";
  static constexpr void apply(const battle&, battle_result& r) noexcept {
    if (r.difference == 0) return detail::draw(r);
    detail::decide(r, detail::leader(r), battle_outcome::victory, outcome_basis::margin);
  }
};

struct chart_unknown {
  static constexpr text_view name = "unknown chart";
  static constexpr void apply(const battle&, battle_result& r) noexcept {
    r.winner.reset();
    r.armies[0].outcome = r.armies[1].outcome = battle_outcome::unknown;
    r.basis = outcome_basis::chart_unknown;
  }
};

// 8th edition's Blood and Glory scenario. An army breaks as soon as its fortitude is at or below
// its breaking point; the army that breaks the other wins a victory. When neither army broke, or
// both broke at once, the victory points decide, by a rule not known to us: no outcome then, as
// chart_unknown. The caller tells which army broke (battle_army::broken), and can work it out
// with the three functions below.
struct blood_and_glory {
  static constexpr text_view name = "Blood and Glory: the army that breaks loses";

  // One for every 1,000 points of the army, a part of 1,000 counting as a whole one: 1,000 -> 1,
  // 2,000 -> 2, 2,001 -> 3 (none for an army of no points).
  [[nodiscard]] static constexpr int breaking_point(int army_points) noexcept {
    return army_points <= 0 ? 0 : (army_points - 1) / 1000 + 1;
  }
  // The army's standards on the table, the battle standard among them, plus 2 while its General
  // is. (The rule goes on to leave some standards out, fleeing units' among them; the copy of it
  // we read is cut short there, so the caller counts the standards.)
  [[nodiscard]] static constexpr int fortitude(int standards, bool general) noexcept {
    return standards + (general ? 2 : 0);
  }
  [[nodiscard]] static constexpr bool breaks(int fortitude, int breaking_point) noexcept {
    return fortitude <= breaking_point;
  }

  static constexpr void apply(const battle& b, battle_result& r) noexcept {
    if (!detail::one_broken_loses(b, r, battle_outcome::victory)) chart_unknown::apply(b, r);
  }
};

struct concession_is_massacre {
  static constexpr text_view name = "massacre for the conceding army";
  static constexpr bool gives_all_points = false;
  static constexpr bool covered = true;
  // Overrides the outcome when an army conceded.
  static constexpr void apply(const battle& b, battle_result& r) noexcept {
    if (const auto winner = detail::not_conceding(b))
      detail::decide(r, *winner, battle_outcome::massacre, outcome_basis::concession);
  }
};

// `least_win`: the outcome of the army that did not concede when the points alone do not give
// it a win (a draw, or the conceding army ahead): the smallest victory of the rule set's chart.
template <battle_outcome least_win>
struct concession_gives_all_points {
  static constexpr text_view name = "all points and the victory to the opponent";
  static constexpr bool gives_all_points = true;
  static constexpr bool covered = true;
  static constexpr void apply(const battle& b, battle_result& r) noexcept {
    if (const auto winner = detail::not_conceding(b); winner && r.winner != winner)
      detail::decide(r, *winner, least_win, outcome_basis::concession);
  }
};

// The army that did not concede wins a crushing victory whatever the points say, and its victory
// points are the game's size (the points limit): one line, vp_reason::conceded_game_size, in
// place of the lines it scored. The conceding army keeps what it scored (our reading: the rule
// gives only the winner's number).
struct concession_is_crushing_at_game_size {
  static constexpr text_view name = "a crushing victory at the game's size to the opponent";
  static constexpr bool gives_all_points = false;
  static constexpr bool covered = true;
  static constexpr void apply(const battle& b, battle_result& r) noexcept {
    const auto winner = detail::not_conceding(b);
    if (!winner) return;
    army_score& scored = r.armies[*winner];
    scored.victory_points = 0;
    scored.lines.clear();
    scored.add({.why = vp_reason::conceded_game_size, .value = b.points_limit});
    r.count_difference();
    detail::decide(r, *winner, battle_outcome::crushing_victory, outcome_basis::concession);
  }
};

struct no_concession_rule {
  static constexpr text_view name = "not covered";
  static constexpr bool gives_all_points = false;
  static constexpr bool covered = false;
  static constexpr void apply(const battle&, battle_result&) noexcept {}
};

}  // namespace rankfile::rules
