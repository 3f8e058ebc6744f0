// The tool's `odds` command: the exact odds of a round of close combat, and with --rounds N of
// the whole combat, from a fight document (docs/json-format.md), by the round-odds engine
// (rankfile/odds/odds.hpp).
//
//   rankfile odds FILE [--rounds N] [--format json|text|markdown] [--explain] [--strict]
//
// Part of tools/commands.hpp, which includes it after run_engine, outside its namespace (the
// command reads, checks and answers as the other engine commands do, with their helpers): not a
// header to include on its own.
#pragma once

#include <array>
#include <cstddef>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include <rankfile/json/fight.hpp>
#include <rankfile/odds/explain.hpp>
#include <rankfile/odds/odds.hpp>
#include <rankfile/odds/validate.hpp>

namespace rankfile::tool {

namespace odds_text {

// "48.1 %"
inline std::string percent(double p) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.1f %%", p * 100.0);
  return buffer;
}
// "2.41"
inline std::string number(double x) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.2f", x);
  return buffer;
}
// A side's name, or where it stands in the document when it has none.
inline std::string name(const rf::fight& f, std::size_t s) {
  const std::string_view n = f.sides[s].name;
  return n.empty() ? "sides[" + std::to_string(s) + "]" : std::string(n);
}

// The short answer: each side's chance to win, the draw, the expected wounds and models left,
// a side wiped out, and each outcome of the loser's break test; with a whole combat, how it
// ends round by round.
inline std::string summary(std::string_view rules, const rf::fight& f, const rf::round_odds& r,
                           const rf::combat_odds* c) {
  const std::array<std::string, 2> names = {name(f, 0), name(f, 1)};
  std::string out = names[0] + " against " + names[1] + ", one round under " +
                    std::string(rules) + ":\n";
  std::size_t width = std::string_view("draw").size();
  for (const std::string& n : names) width = std::max(width, n.size() + 4);
  const auto row = [&](const std::string& label, double p) {
    out.append("  ").append(label).append(width - label.size() + 2, ' ').append(percent(p));
    out.append("\n");
  };
  row(names[0] + " win", r.wins[0]);
  row(names[1] + " win", r.wins[1]);
  row("draw", r.draw);
  out.append("  expected wounds inflicted: ").append(names[0]).append(" ")
      .append(number(r.expected.wounds_inflicted[0])).append(", ").append(names[1]).append(" ")
      .append(number(r.expected.wounds_inflicted[1])).append("\n");
  out.append("  expected models left: ").append(names[0]).append(" ")
      .append(number(r.expected.models_left[0])).append(", ").append(names[1]).append(" ")
      .append(number(r.expected.models_left[1])).append("\n");
  out.append("  wiped out: ").append(names[0]).append(" ").append(percent(r.wiped_out[0]))
      .append(", ").append(names[1]).append(" ").append(percent(r.wiped_out[1])).append("\n");
  for (std::size_t s = 0; s < 2; ++s) {
    const rf::side_break_odds& b = r.break_test[s];
    out.append("  ").append(names[s]).append(" lose and test ").append(percent(b.loses));
    std::string outcomes;
    for (const rf::enum_entry<rf::break_outcome>& o : rf::break_outcome_table)
      if (b.of(o.value) > 0)
        outcomes.append(outcomes.empty() ? ": " : ", ").append(o.english).append(" ")
            .append(percent(b.of(o.value)));
    out.append(outcomes).append("\n");
  }
  if (!c) return out;
  out.append("the whole combat, up to ").append(std::to_string(c->rounds.size()))
      .append(c->rounds.size() == 1 ? " round:\n" : " rounds:\n");
  for (std::size_t k = 0; k < c->rounds.size(); ++k) {
    const rf::combat_round_end& e = c->rounds[k];
    out.append("  round ").append(std::to_string(k + 1)).append(": ");
    for (std::size_t s = 0; s < 2; ++s)
      out.append(names[s]).append(" breaks ").append(percent(e.breaks[s]))
          .append(", is wiped out ").append(percent(e.wiped_out[s])).append("; ");
    out.append("both wiped out ").append(percent(e.both_wiped_out)).append("\n");
  }
  out.append("  still fighting after round ").append(std::to_string(c->rounds.size()))
      .append(": ").append(percent(c->undecided)).append("\n");
  return out;
}

// The same as two Markdown tables: the round, then (with a whole combat) round by round.
inline std::string markdown(std::string_view rules, const rf::fight& f, const rf::round_odds& r,
                            const rf::combat_odds* c) {
  const std::array<std::string, 2> names = {name(f, 0), name(f, 1)};
  std::string out = "One round under " + std::string(rules) + ": a draw " + percent(r.draw) +
                    "\n\n| | " + names[0] + " | " + names[1] + " |\n|---|---|---|\n";
  const auto row = [&](std::string_view label, const std::string& a, const std::string& b) {
    out.append("| ").append(label).append(" | ").append(a).append(" | ").append(b).append(" |\n");
  };
  row("wins", percent(r.wins[0]), percent(r.wins[1]));
  row("expected wounds inflicted", number(r.expected.wounds_inflicted[0]),
      number(r.expected.wounds_inflicted[1]));
  row("expected models left", number(r.expected.models_left[0]),
      number(r.expected.models_left[1]));
  row("wiped out", percent(r.wiped_out[0]), percent(r.wiped_out[1]));
  row("loses and tests", percent(r.break_test[0].loses), percent(r.break_test[1].loses));
  for (const rf::enum_entry<rf::break_outcome>& o : rf::break_outcome_table)
    if (r.break_test[0].of(o.value) > 0 || r.break_test[1].of(o.value) > 0)
      row(o.english, percent(r.break_test[0].of(o.value)), percent(r.break_test[1].of(o.value)));
  if (!c) return out;
  out.append("\nThe whole combat, round by round\n\n| round | ").append(names[0])
      .append(" breaks | ").append(names[0]).append(" wiped out | ").append(names[1])
      .append(" breaks | ").append(names[1]).append(" wiped out | both wiped out |\n");
  out.append("|---|---|---|---|---|---|\n");
  for (std::size_t k = 0; k < c->rounds.size(); ++k) {
    const rf::combat_round_end& e = c->rounds[k];
    out.append("| ").append(std::to_string(k + 1));
    for (std::size_t s = 0; s < 2; ++s)
      out.append(" | ").append(percent(e.breaks[s])).append(" | ").append(percent(e.wiped_out[s]));
    out.append(" | ").append(percent(e.both_wiped_out)).append(" |\n");
  }
  out.append("\nStill fighting after round ").append(std::to_string(c->rounds.size()))
      .append(": ").append(percent(c->undecided)).append("\n");
  return out;
}

}  // namespace odds_text

struct odds_command {
  using engine = rf::round_odds_engine;
  static constexpr std::string_view rules_of = "round-odds";
  static rf::fight_document read(const json& doc, std::vector<rf::problem>& problems,
                                 std::vector<rf::problem>& unknown) {
    return rf::read_fight_document(doc, problems, &unknown);
  }
  // The round-odds engine works under a rule set as written: a house rule that changes a
  // setting would change the combat result and the break test it feeds, so it is refused, not
  // ignored. Then the fight under rule set R (validate_fight).
  template <class R>
  static void check(const rf::fight_document& d, const rf::house_rules<R>& rules,
                    std::vector<rf::problem>& problems) {
    if (!rules.changes().empty()) {
      std::string changed;
      for (const auto& c : rules.changes())
        changed.append(changed.empty() ? "" : ", ").append(c.role).append(".").append(c.setting);
      problems.push_back({"rules", "odds are worked out under a rule set as written, not under a "
                                   "house rule's changes (" + changed + "): give the rule set's "
                                   "id, " + std::string(R::info.id)});
    }
    if (problems.empty())
      for (rf::problem& p : rf::validate_fight<R>(d.value)) problems.push_back(std::move(p));
  }
  template <class R>
  static std::string answer(const options& o, const rf::fight_document& d,
                            const rf::house_rules<R>&) {
    std::optional<rf::combat_odds> whole;
    if (o.rounds) {
      if (*o.rounds > rf::max_fight_rounds)
        throw usage_error{"--rounds for odds must be a whole number from 1 to " +
                          std::to_string(rf::max_fight_rounds) + ", got " +
                          std::to_string(*o.rounds)};
      whole = rf::odds_of_combat<R>(d.value, *o.rounds);
    }
    const rf::round_odds r = whole ? whole->first : rf::odds_of_round<R>(d.value);
    const rf::combat_odds* c = whole ? &*whole : nullptr;
    if (o.format == "markdown" && !o.explain) return odds_text::markdown(R::info.id, d.value, r, c);
    return render(
        o, [&] { return rf::explain_odds<R>(d.value, r); },
        [&] {
          return c ? rf::combat_odds_json(R::info.id, d.value, *c)
                   : rf::round_odds_json(R::info.id, d.value, r);
        },
        [&] { return odds_text::summary(R::info.id, d.value, r, c); });
  }
};

}  // namespace rankfile::tool
