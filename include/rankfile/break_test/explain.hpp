// rankfile/break_test/explain.hpp: a break test in plain English, with the rule behind each line.
//
//   std::cout << rankfile::explain<rankfile::wfb8>(t, rankfile::break_odds<rankfile::wfb8>(t));
//
//   Leadership 7, lost by 7
//     + Steadfast: tests on unmodified Leadership [1]
//     - the margin 7 is ignored
//     + a natural double 1 always holds [2]
//   holds 7/12 (0.5833), breaks 5/12 (0.4167)
//   Rules:
//     [1] 8th ed., Steadfast: ...
//
// A test worked out of a combat (break_test_from) also says why: "Steadfast: 5 ranks against 2".
// A roll already made is shown as the rule set takes the test (describe):
//
//   Rolled a natural 8 against Leadership 8 less the margin 2, that is 6: breaks.
//
// Each rule is printed once, at the end; the lines it backs carry its number.
// Allocates (it builds strings); the engine does not.
#pragma once

#include <cstdio>
#include <string>
#include <string_view>

#include "rankfile/break_test/citations.hpp"
#include "rankfile/break_test/components.hpp"
#include "rankfile/break_test/result.hpp"
#include "rankfile/break_test/roles.hpp"
#include "rankfile/break_test/test.hpp"
#include "rankfile/core/on_use.hpp"
#include "rankfile/core/text.hpp"

namespace rankfile {

// "7/12"
template <on_use = void>
[[nodiscard]] std::string to_string(probability p) {
  return std::to_string(p.numerator) + "/" + std::to_string(p.denominator);
}

// A probability as a decimal with four places: "0.5833".
template <on_use = void>
[[nodiscard]] std::string decimal(probability p) {
  char text[16];
  std::snprintf(text, sizeof text, "%.4f", p.value());
  return text;
}

// One modifier line, e.g. "Stubborn: tests on unmodified Leadership, the margin ignored".
template <on_use = void>
[[nodiscard]] std::string describe(const break_line& l) {
  std::string out;
  detail::fill(out, english_of(l.why), [&](std::string& o, std::string_view key) {
    if (key == "modifier")
      o.append(english_of(l.what));
    else if (key == "a")
      o.append(std::to_string(l.a));
    else if (key == "b")
      o.append(std::to_string(l.b));
  });
  return out;
}

// The odds of each outcome that can happen, "holds 7/12 (0.5833), breaks 5/12 (0.4167)"; a
// certainty alone, as "always breaks" (the JSON answer lists every outcome, 0 and 1 included).
template <on_use = void>
[[nodiscard]] std::string odds_text(const break_result& r) {
  for (const break_outcome o : r.outcomes)
    if (r.of(o) == probability{1, 1}) return std::string("always ").append(english_of(o));
  std::string out;
  for (const break_outcome o : r.outcomes) {
    if (r.of(o).numerator == 0) continue;
    out.append(out.empty() ? "" : ", ").append(english_of(o)).append(" ");
    out.append(to_string(r.of(o))).append(" (").append(decimal(r.of(o))).append(")");
  }
  return out;
}

namespace detail {
// "Leadership 8, lost by 3", each modifier with its rule when `cite` is given, then the odds.
template <on_use = void>
std::string explain_break_test(const break_test& t, const break_result& r,
                               const break_test_citations* cite) {
  std::string out =
      "Leadership " + std::to_string(t.leadership) + ", lost by " + std::to_string(t.margin) + "\n";
  cited_rules rules;
  for (const break_line& l : r.lines) {
    if (!cite) break;
    out.append(l.applied ? "  + " : "  - ").append(describe(l));
    rules.end_line(out, cite->of(l));
  }
  out.append(odds_text(r)).append(r.automatic ? ", without a roll\n" : "\n");
  rules.append_to(out);
  return out;
}
}  // namespace detail

// The whole test: Leadership and margin, each modifier with the rule `cite` gives for it, then
// the odds of each outcome. explain<R> below passes R's citations.
template <on_use = void>
[[nodiscard]] std::string explain(const break_test& t, const break_result& r,
                                  const break_test_citations& cite) {
  return detail::explain_break_test(t, r, &cite);
}

// The short answer: Leadership and margin, then the odds of each outcome.
template <on_use = void>
[[nodiscard]] std::string summarize(const break_test& t, const break_result& r) {
  return detail::explain_break_test(t, r, nullptr);
}

namespace detail {
// One roll as the test took it, after "Rolled " or "Re-rolled ": the numbers the engine compared
// (break_roll_taken), in the rule set's own terms, then the outcome and the rule that decided
// it, if one did: "a natural 8 against Leadership 8 less the margin 2, that is 6: breaks".
template <on_use = void>
std::string describe_taken(const break_roll_result& roll, const break_roll_taken& k) {
  std::string out = "a natural " + std::to_string(k.natural);
  if (roll.three_dice) out.append(" (the lowest two of three dice)");
  std::string leadership = "Leadership " + std::to_string(roll.leadership);
  if (roll.leadership != roll.leadership_given)
    leadership.append(" (modified from ").append(std::to_string(roll.leadership_given)).append(")");
  if (roll.margin_ignored) {
    out.append(" against unmodified ").append(leadership).append(" (the margin ");
    out.append(std::to_string(roll.margin)).append(" ignored)");
  } else if (roll.by == rules::judged_by::old_world) {
    // A natural roll above Leadership breaks; otherwise the margin is added to it.
    out.append(" against ").append(leadership);
    if (k.total != k.natural && (k.ruled || k.outcome != break_outcome::breaks))
      out.append("; plus the margin ")
          .append(std::to_string(roll.margin))
          .append(", that is ")
          .append(std::to_string(k.total))
          .append(" against it");
  } else if (k.total != k.natural) {  // the margin added to the roll
    out.append(" plus the margin ").append(std::to_string(roll.margin)).append(", that is ");
    out.append(std::to_string(k.total)).append(", against ").append(leadership);
  } else if (k.target != roll.leadership) {  // the margin taken off Leadership
    out.append(" against ").append(leadership).append(" less the margin ");
    out.append(std::to_string(roll.margin)).append(", that is ").append(std::to_string(k.target));
  } else {
    out.append(" against ").append(leadership);
  }
  out.append(": ").append(english_of(k.outcome));
  if (k.ruled) out.append(" (").append(describe(k.rule)).append(")");
  return out;
}
}  // namespace detail

// A roll already made, as the test takes it: "Rolled a natural 8 against Leadership 8 less the
// margin 2, that is 6: breaks." With a re-roll, both rolls, each on its line.
template <on_use = void>
[[nodiscard]] std::string describe(const break_roll_result& roll) {
  if (roll.automatic)
    return std::string("The roll does not count: ").append(english_of(roll.outcome)).append(".\n");
  std::string out = "Rolled " + detail::describe_taken(roll, roll.first);
  if (roll.rerolled)
    return out.append(", re-rolled.\nRe-rolled ")
        .append(detail::describe_taken(roll, roll.second))
        .append(".\n");
  return out.append(roll.reroll_due ? ", to be re-rolled once (the second roll stands).\n" : ".\n");
}

template <BreakTestRules R>
[[nodiscard]] std::string explain(const break_test& t, const break_result& r) {
  require_own_citations<R, break_test_roles::list>();
  return explain(t, r, R::break_test_cite);
}

}  // namespace rankfile
