// The rankfile tool's commands, apart from the process around them: the command line in, the
// answer out as text. tools/rankfile.cpp runs them on files; web/src/binding.cpp runs the same
// code compiled to WebAssembly, so the JavaScript package answers exactly as the tool does.
//
//   rankfile <command> [FILE|-] [--format json|text|markdown|csv|html] [--explain] [--strict]
//   rankfile import LIST [--format owb|new-recruit]
//   rankfile battle LIST_A LIST_B [--format owb|new-recruit] [--rules ID]
//   rankfile --version
#pragma once

#include <algorithm>
#include <charconv>
#include <functional>
#include <iterator>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <rankfile/house_rules.hpp>
#include <rankfile/json.hpp>
#include <rankfile/rankfile.hpp>
#include <rankfile/tournament.hpp>
#include <rankfile/version.hpp>
#include <rankfile/vocabulary.hpp>

namespace rankfile::tool {

namespace rf = rankfile;
using json = nlohmann::json;
using ordered_json = nlohmann::ordered_json;

constexpr std::string_view usage = R"(usage: rankfile <command> [FILE|-] [--format json|text|markdown|csv|html] [--explain] [--strict]
       rankfile import LIST [--format owb|new-recruit] [--magic-items-per-model]
       rankfile battle LIST_A LIST_B [--format owb|new-recruit] [--rules ID]
                       [--magic-items-per-model]
       rankfile --version

commands:
  combat      resolve a round of close combat (combat document)
  score       victory points and outcome of a finished battle (battle document)
  rule-sets   every rule set with its id, aliases, sources and settings
  version     the version of rankfile (also --version; --format json for programs)
  vocabulary  every identifier the documents use, its English and its numbers (Markdown;
              --format json for programs)
  break-test  the exact odds of each outcome of a break test, and the outcome of a roll
              (break-test document)
  odds        the exact odds of a round of close combat from the units' profiles, and with
              --rounds N of the whole combat up to N rounds (fight document)
  standings   tournament standings and next-round pairings (tournament document, or CSV with
              one game a line: --scheme ID, --bye-points, --roster FILE, --seed N,
              --avoid-same, --teams and --rounds apply to CSV); warnings on standard error;
              --format csv or html
  import      an army list (Old World Builder export or New Recruit roster) as the army of a
              battle document, every unit with its cost
  battle      a battle document from two army lists, every unit in play at full strength, to
              fill in as the game goes (--rules ID, default tow)

FILE is a JSON document; without FILE, or with -, standard input is read. Rule sets are named
by id or alias, in any case (wfb5, 5th, TOW).
--format json (default) or text; rule-sets also takes markdown, standings csv and html. For
import and battle, the lists' format: owb or new-recruit (detected when not given); they write
JSON.
--magic-items-per-model (import, battle): Old World Builder's pricing since 2025-11-21, where a
unit pays a magic item priced per model (a Chaotic Trait) for each model; by default, once.
--scheme tow-matched-play|t9a-nr (CSV only; default tow-matched-play).
--bye-points N|average, --bye-vp N|average|points_limit, --bye-vp-difference N|average: what a
bye scores (tournament points, victory points, VP difference: fixed, the player's average, or
the game's size). tow-matched-play scores a bye 6 tournament points and the game's size in VP
(its guide, p.12).
--roster FILE.csv: the players (name, faction, team, club, dropped_after, seed); every name in
the results must be on it. --seed N: round 1 drawn at random with this seed.
--avoid-same club|team|club,team: pairings keep players of one club (team) apart while that
costs no rematch.
--teams: a team event (needs --roster with a team column): teams ranked and paired on their
players' summed tournament points, then VP difference, VP scored, generals slain.
--team-cap N: with --teams, the most a team scores in a round (1 to 1000).
--rounds N: the event has N rounds (1 to 1000): once round N is in, the standings are final,
with no pairings. For odds: the whole combat, up to N rounds (1 to 20).
--explain adds the itemised reasoning in plain English.
An option's value may also follow it after = (--format=text). After --, every argument is
the command or a file (a file named -x.json).
A field that a document does not have (a misspelt "chargd"), or a CSV column the reader does not
know, is a warning on standard error; --strict makes it an error (combat, score, break-test,
odds, standings).
Exit status: 0 success, 2 invalid input (each problem as "path: message" on standard error),
1 anything else.
)";

struct option_spec;

struct options {
  std::string command;
  std::string file = "-";
  std::string second_file;  // battle's second list
  std::string format = "json";
  bool format_given = false;  // vocabulary, version: their own form unless --format json
  std::optional<std::string> list_format;  // --format owb|new-recruit (import, battle)
  std::optional<std::string> rules;        // --rules ID (battle)
  bool magic_items_per_model = false;      // --magic-items-per-model (import, battle)
  bool explain = false;
  bool strict = false;  // unknown fields are errors, not warnings
  std::string scheme = rf::tournament::tow_matched_play_scheme().id;
  bool scheme_given = false;  // standings: --scheme is for CSV results
  // N or "average" (bye_vp also "points_limit")
  std::optional<std::string> bye_points, bye_vp, bye_vp_difference;
  std::optional<std::string> roster;                                 // --roster FILE (CSV)
  std::optional<unsigned long long> draw_seed;                       // --seed N
  std::optional<std::string> avoid_same;                             // --avoid-same club,team
  bool teams = false;                                                // --teams (CSV)
  std::optional<int> team_cap;                                       // --team-cap N (CSV)
  std::optional<int> rounds;                                         // --rounds N (CSV)
  std::vector<const option_spec*> given;  // each option given, to check against the command
};

// Where a command reads its inputs and leaves its warnings. The tool reads files (with "-" for
// standard input) and prints the warnings on standard error; the WebAssembly package passes
// texts it was given and returns the warnings to JavaScript.
struct context {
  // The text of the input named `name` on the command line (a FILE, LIST or --roster value);
  // throws usage_error when it cannot.
  std::function<std::string(const std::string& name)> read;
  std::vector<rf::problem> warnings;  // in the order found
};

// Thrown for invalid input: exit status 2.
struct invalid_input {
  std::vector<rf::problem> problems;
};

// Thrown for anything else the user must fix: exit status 1.
struct usage_error {
  std::string message;
};

// The output formats of --format (import and battle take the lists' formats instead).
inline constexpr std::string_view output_formats[] = {"json", "text", "markdown", "csv", "html"};

// "json, text, markdown, csv or html".
inline std::string output_formats_text() {
  std::string s;
  for (std::size_t k = 0; k < std::size(output_formats); ++k)
    s.append(k == 0 ? "" : k + 1 == std::size(output_formats) ? " or " : ", ")
        .append(output_formats[k]);
  return s;
}

// "owb or new-recruit": the army-list formats of --format for import and battle.
inline std::string list_formats_text() {
  std::string s;
  const auto rows = rf::entries_of(rf::army_list_format{});
  for (std::size_t k = 0; k < rows.size(); ++k)
    s.append(k == 0 ? "" : k + 1 == rows.size() ? " or " : ", ").append(rows[k].id);
  return s;
}

// The value of `option`: a whole number from `min` to `max`; usage_error otherwise, naming the
// bounds and `also`, what else the option takes (", or average").
template <class Number>
Number number_option(std::string_view option, std::string_view v, Number min, Number max,
                     std::string_view also = "") {
  Number n = 0;
  const auto [ptr, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
  if (ec == std::errc{} && ptr == v.data() + v.size() && n >= min && n <= max) return n;
  throw usage_error{std::string(option) + " must be a whole number from " + std::to_string(min) +
                    " to " + std::to_string(max) + std::string(also) + ", got " +
                    rf::detail::quoted(v)};
}

// Every option, once: the value it takes, the commands that take it, and where it goes.
// parse_arguments reads the command line with this table, and the JavaScript package builds
// its functions' options from it (web/src/binding.cpp, rankfile_options).
struct option_spec {
  std::string_view name;      // as on the command line
  std::string_view value;     // what follows it, "" for a flag; "FILE": a file's name
  std::string_view needs;     // the end of "--rules needs ...", when the value is missing
  std::string_view commands;  // the commands that take it, separated by spaces
  void (*set)(options&, std::string_view value);

  // Calls f(name) for each command that takes the option, in the table's order.
  template <class F>
  constexpr void for_each_command(F f) const {
    rf::detail::for_each_word(commands, f);
  }
  [[nodiscard]] constexpr bool taken_by(std::string_view command) const {
    bool taken = false;
    for_each_command([&](std::string_view c) { taken = taken || c == command; });
    return taken;
  }
};

inline constexpr option_spec option_specs[] = {
    {"--format", "FORMAT", "a value: json, text, markdown, csv or html",
     "combat score break-test odds standings rule-sets vocabulary import battle help version",
     [](options& o, std::string_view v) {
       if (rf::enum_from<rf::army_list_format>(v)) {
         o.list_format = v;
       } else if (std::find(std::begin(output_formats), std::end(output_formats), v) ==
                  std::end(output_formats)) {
         throw usage_error{"--format must be " + output_formats_text() +
                           " (" + list_formats_text() + " for import and battle), got " +
                           rf::detail::quoted(v)};
       } else {
         o.format = v;
         o.format_given = true;
       }
     }},
    {"--explain", "", "", "combat score break-test odds",
     [](options& o, std::string_view) { o.explain = true; }},
    {"--strict", "", "", "combat score break-test odds standings",
     [](options& o, std::string_view) { o.strict = true; }},
    {"--rules", "ID", "a rule set id, e.g. tow", "battle",
     [](options& o, std::string_view v) { o.rules = v; }},
    {"--magic-items-per-model", "", "", "import battle",
     [](options& o, std::string_view) { o.magic_items_per_model = true; }},
    {"--scheme", "ID", "a scheme's id (rankfile --help lists them)", "standings",
     [](options& o, std::string_view v) {
       o.scheme = v;
       o.scheme_given = true;
     }},
    {"--bye-points", "N|average", "a number or average", "standings",
     [](options& o, std::string_view v) { o.bye_points = v; }},
    {"--bye-vp", "N|average|points_limit", "a number, average or points_limit", "standings",
     [](options& o, std::string_view v) { o.bye_vp = v; }},
    {"--bye-vp-difference", "N|average", "a number or average", "standings",
     [](options& o, std::string_view v) { o.bye_vp_difference = v; }},
    {"--roster", "FILE", "a CSV file of the players", "standings",
     [](options& o, std::string_view v) { o.roster = v; }},
    {"--seed", "N", "a whole number", "standings",
     [](options& o, std::string_view v) {
       o.draw_seed = number_option("--seed", v, 0ULL,
                                   std::numeric_limits<unsigned long long>::max());
     }},
    {"--avoid-same", "club|team|club,team", "club, team or club,team", "standings",
     [](options& o, std::string_view v) { o.avoid_same = v; }},
    {"--teams", "", "", "standings", [](options& o, std::string_view) { o.teams = true; }},
    {"--team-cap", "N", "a whole number", "standings",
     [](options& o, std::string_view v) {
       o.team_cap = number_option("--team-cap", v, 1, rf::tournament::max_tournament_points);
     }},
    {"--rounds", "N", "a whole number", "standings odds",
     [](options& o, std::string_view v) {
       o.rounds = number_option("--rounds", v, 1, rf::tournament::max_rounds);
     }},
};

// "--explain is for combat, score and break-test", "--rules is for battle only".
inline std::string not_for(const option_spec& spec) {
  std::vector<std::string_view> names;
  spec.for_each_command([&](std::string_view c) { names.push_back(c); });
  std::string s = std::string(spec.name) + " is for ";
  for (std::size_t k = 0; k < names.size(); ++k)
    s.append(k == 0 ? "" : k + 1 == names.size() ? " and " : ", ").append(names[k]);
  return names.size() == 1 ? s + " only" : s;
}

inline options parse_arguments(std::span<const std::string> args) {
  options o;
  bool have_file = false;
  // The command, then the files, in the order given.
  const auto operand = [&](std::string_view a) {
    if (o.command.empty()) {
      o.command = a;
    } else if (!have_file) {
      o.file = a;
      have_file = true;
    } else if (o.second_file.empty()) {
      o.second_file = a;
    } else {
      throw usage_error{o.command == "battle"
                            ? "battle takes two army lists, got a third: " + std::string(a)
                            : "more than one input file given: " + o.file + ", " +
                                  o.second_file + ", " + std::string(a)};
    }
  };
  bool operands_only = false;  // after "--", as POSIX tools do: a file named "--strict" or "-x"
  const std::size_t argc = args.size();
  for (std::size_t i = 0; i < argc; ++i) {
    const std::string_view a = args[i];
    if (operands_only) {
      operand(a);
    } else if (a == "--") {
      operands_only = true;
    } else if (a == "--help" || a == "-h") {
      o.command = "help";
    } else if (a == "--version") {
      o.command = "version";
    } else if (a.starts_with("--")) {
      const std::size_t equals = a.find('=');
      const std::string_view name = a.substr(0, equals);
      const option_spec* spec =
          std::find_if(std::begin(option_specs), std::end(option_specs),
                       [&](const option_spec& s) { return s.name == name; });
      if (spec == std::end(option_specs) || (spec->value.empty() && equals != a.npos)) {
        rf::detail::nearest near(name);  // a misspelt option: the nearest of the table's
        if (spec == std::end(option_specs))
          for (const option_spec& s : option_specs) near.offer(s.name);
        throw usage_error{"unknown option " + std::string(a) +
                          rf::detail::did_you_mean(near.name())};
      }
      std::string_view value;
      if (!spec->value.empty()) {  // the next argument, unless it is another option
        if (equals == a.npos && i + 1 < argc && !args[i + 1].starts_with("--")) value = args[++i];
        else if (equals != a.npos) value = a.substr(equals + 1);
        if (value.empty())
          throw usage_error{std::string(name) + " needs " + std::string(spec->needs)};
      }
      if (std::find(o.given.begin(), o.given.end(), spec) != o.given.end())
        throw usage_error{std::string(name) + " is given twice"};
      spec->set(o, value);
      o.given.push_back(spec);
    } else if (a.size() > 1 && a.starts_with('-')) {  // "-" alone is standard input
      throw usage_error{"unknown option " + std::string(a) + " (options begin with --)"};
    } else {
      operand(a);
    }
  }
  if (o.command.empty()) throw usage_error{"no command given"};
  const bool lists = o.command == "import" || o.command == "battle";
  if (!o.second_file.empty() && o.command != "battle")
    throw usage_error{"more than one input file given: " + o.file + ", " + o.second_file};
  if (lists && o.format != "json")
    throw usage_error{"--format for " + o.command + " is the lists' format: " +
                      list_formats_text()};
  if (!lists && o.list_format)
    throw usage_error{"--format " + *o.list_format + " is for import and battle only"};
  if ((o.format == "csv" || o.format == "html") && o.command != "standings")
    throw usage_error{"--format " + o.format + " is for standings only"};
  if (have_file && (o.command == "rule-sets" || o.command == "vocabulary" ||
                    o.command == "version" || o.command == "help"))
    throw usage_error{o.command + " takes no input file"};
  return o;
}

// The document, or invalid_input: malformed JSON, or a key given twice in one object
// (rankfile::parse_json).
inline json parse_document(const std::string& text) {
  std::vector<rf::problem> problems;
  std::optional<json> doc = rf::parse_json(text, problems);
  if (!doc) throw invalid_input{std::move(problems)};
  return std::move(*doc);
}

// The rule sets serving Engine, comma-separated.
template <class Engine>
std::string known_ids() {
  std::string ids;
  rf::rule_sets::for_each([&]<class R>(std::type_identity<R>) {
    if constexpr (Engine::template serves<R>)
      ids.append(ids.empty() ? "" : ", ").append(R::info.id);
  });
  return ids;
}

// The fields a document has that its reader does not know: warnings on standard error, or under
// --strict problems of the document.
inline void report_unknown_fields(const options& o, context& ctx, std::vector<rf::problem>& unknown,
                           std::vector<rf::problem>& problems) {
  for (rf::problem& p : unknown) {
    if (o.strict)
      problems.push_back(std::move(p));
    else
      ctx.warnings.push_back(std::move(p));
  }
}

// Every rule set's id with its aliases: "wfb5 (also 5th, 5e, whfb5), battleaxe (also ...), ...".
inline std::string known_names() {
  std::string names;
  rf::rule_sets::for_each([&]<class R>(std::type_identity<R>) {
    names.append(names.empty() ? "" : ", ").append(R::info.id);
    std::string aliases;
    R::info.for_each_alias([&](std::string_view alias) {
      aliases.append(aliases.empty() ? "" : ", ").append(alias);
    });
    if (!aliases.empty()) names.append(" (also ").append(aliases).append(")");
  });
  return names;
}

// The problem with a rule-set name that answers to none: the nearest name, every name known.
inline std::string unknown_rule_set(std::string_view name) {
  std::string message = "unknown rule set " + rf::detail::quoted(name);
  message.append(rf::detail::did_you_mean(rf::rule_sets::nearest(name)));
  return message + "; the rule sets: " + known_names();
}

// Checks the document's "rules" (at `path`: "rules.base" for a house rule) against the list;
// adds a problem if it cannot serve Engine.
template <class Engine>
void check_rules(std::string_view id, std::string_view what, std::vector<rf::problem>& problems,
                 std::string_view path = "rules") {
  if (id.empty()) return;  // already reported as missing or not a string
  bool serves = false;
  const bool known = rf::rule_sets::visit(
      id, [&]<class R>(std::type_identity<R>) { serves = Engine::template serves<R>; });
  if (!known)
    problems.push_back({std::string(path), unknown_rule_set(id)});
  else if (!serves)
    problems.push_back({std::string(path), "rule set \"" + std::string(id) + "\" has no " +
                                     std::string(what) + " rules we know of (rule sets with them: " +
                                     known_ids<Engine>() + ")"});
}

// One result in the chosen format: the JSON answer (with the explanation when --explain is
// given), the explanation, or the short summary. Each is built only when printed.
template <class Explanation, class Document, class Summary>
std::string render(const options& o, Explanation explanation, Document document,
                   Summary summary) {
  if (o.format == "json") {
    ordered_json j = document();
    if (o.explain) j["explanation"] = explanation();
    return j.dump(2) + "\n";
  }
  return o.explain ? explanation() : summary();
}

// The commands over an engine: how each reads its document, what it checks under rule set R
// once the document reads cleanly or not (every problem is reported at once), and its answer.
struct combat_command {
  using engine = rf::combat_engine;
  static constexpr std::string_view rules_of = "combat";
  static rf::combat_document read(const json& doc, std::vector<rf::problem>& problems,
                                  std::vector<rf::problem>& unknown) {
    return rf::read_combat_document(doc, problems, true, &unknown);
  }
  template <class R>
  static void check(const rf::combat_document& d, const rf::house_rules<R>&,
                    std::vector<rf::problem>& problems) {
    for (rf::problem& p : rf::validate_troop_types<R>(d.value)) problems.push_back(std::move(p));
  }
  template <class R>
  static std::string answer(const options& o, const rf::combat_document& d,
                            const rf::house_rules<R>& rules) {
    const rf::combat_result r = rf::resolve(rules, d.value);
    return render(
        o, [&] { return rf::explain(rules, d.value, r, {.unread_bonuses = true}); },
        [&] {
          const auto cite = rf::combat_cite(rules);
          return rf::combat_result_json(R::info.id, d.value, r, &cite.get());
        },
        [&] { return rf::summarize(d.value, r); });
  }
};

struct score_command {
  using engine = rf::victory_engine;
  static constexpr std::string_view rules_of = "victory-point";
  static rf::battle_document read(const json& doc, std::vector<rf::problem>& problems,
                                  std::vector<rf::problem>& unknown) {
    return rf::read_battle_document(doc, problems, &unknown);
  }
  template <class R>
  static void check(const rf::battle_document& d, const rf::house_rules<R>& rules,
                    std::vector<rf::problem>& problems) {
    if (problems.empty()) {
      problems = rf::validate_battle(rules, d.value);
      rf::relocate_units(problems, d.value);
    }
  }
  template <class R>
  static std::string answer(const options& o, const rf::battle_document& d,
                            const rf::house_rules<R>& rules) {
    const rf::battle_result r = rf::score(rules, d.value);
    return render(
        o, [&] { return rf::explain(rules, d.value, r); },
        [&] {
          const auto cite = rf::victory_cite(rules);
          return rf::battle_result_json(R::info.id, d.value, r, &cite.get());
        },
        [&] { return rf::summarize(d.value, r); });
  }
};

struct break_test_command {
  using engine = rf::break_test_engine;
  static constexpr std::string_view rules_of = "break-test";
  static rf::break_test_document read(const json& doc, std::vector<rf::problem>& problems,
                                      std::vector<rf::problem>& unknown) {
    return rf::read_break_test_document(doc, problems, &unknown);
  }
  // The test as taken: in the combat form, its margin, unit strengths and Steadfast come from
  // resolving the combat; a problem when the unit is not on the losing side, or has no models
  // left to test.
  template <class R>
  static rf::break_test test_of(const rf::break_test_document& d, const rf::house_rules<R>& rules,
                                std::vector<rf::problem>* problems) {
    if (!d.fight || d.unit.empty()) return d.value;  // `unit` missing: already reported
    const std::optional<rf::unit_ref> unit = rf::find_unit(*d.fight, d.unit);
    const rf::combat_result r = rf::resolve(rules, *d.fight);
    std::string why = unit ? rf::why_no_break_test(*d.fight, r, *unit)
                           : "names no unit of the combat: " + rf::detail::quoted(d.unit);
    if (why.empty()) return rf::break_test_from(rules, *d.fight, r, *unit, d.value);
    if (problems) problems->push_back({"unit", std::move(why)});
    return d.value;
  }
  template <class R>
  static void check(const rf::break_test_document& d, const rf::house_rules<R>& rules,
                    std::vector<rf::problem>& problems) {
    if (d.fight) {
      for (rf::problem& p : rf::validate_troop_types<R>(*d.fight))
        problems.push_back({"combat." + p.path, std::move(p.message)});
      if (!problems.empty()) return;
    }
    const rf::break_test t = test_of(d, rules, &problems);
    for (rf::problem& p : rf::validate_break_test(rules, t, d.roll ? &*d.roll : nullptr,
                                                  d.second_roll ? &*d.second_roll : nullptr)) {
      // In the combat form the margin and unit strengths are the combat's, not fields given.
      if (d.fight && (p.path == "margin" || p.path.ends_with("unit_strength")))
        p = {"combat", p.path + ", worked out from it, " + p.message};
      problems.push_back(std::move(p));
    }
  }
  template <class R>
  static std::string answer(const options& o, const rf::break_test_document& d,
                            const rf::house_rules<R>& rules) {
    const rf::break_test t = test_of(d, rules, nullptr);
    const rf::break_result r = rf::break_odds(rules, t);
    std::optional<rf::break_roll_result> roll;
    if (d.roll)
      roll = d.second_roll ? rf::break_roll(rules, t, *d.roll, *d.second_roll)
                           : rf::break_roll(rules, t, *d.roll);
    const auto explanation = [&] {
      std::string text = rf::explain(rules, t, r);
      if (roll) text += rf::describe(*roll);
      return text;
    };
    return render(
        o, explanation,
        [&] {
          const auto cite = rf::break_test_cite(rules);
          return rf::break_result_json(R::info.id, t, r, &cite.get(), roll ? &*roll : nullptr);
        },
        [&] { return rf::summarize(t, r) + (roll ? rf::describe(*roll) : std::string()); });
  }
};

// Any engine command: read the document, check it under its rule set, answer under it.
template <class Command>
std::string run_engine(const options& o, context& ctx) {
  const json doc = parse_document(ctx.read(o.file));
  std::vector<rf::problem> problems;
  std::vector<rf::problem> unknown;
  const auto d = Command::read(doc, problems, unknown);
  report_unknown_fields(o, ctx, unknown, problems);
  check_rules<typename Command::engine>(d.rules, Command::rules_of, problems,
                                        d.house ? "rules.base" : "rules");
  std::string out;
  rf::rule_sets::visit(d.rules, [&]<class R>(std::type_identity<R>) {
    if constexpr (Command::engine::template serves<R>) {
      // A rule set is a house rule without changes; a house rule's changes are checked here.
      rf::house_rules<R> rules(d.house ? d.house->name : std::string_view());
      if (d.house)  // in any order (set_all)
        for (rf::problem& p : rf::set_all(rules, d.house->changes))
          problems.push_back({"rules." + p.path, std::move(p.message)});
      Command::template check<R>(d, rules, problems);
      if (problems.empty()) out = Command::template answer<R>(o, d, rules);
    }
  });
  if (!problems.empty()) throw invalid_input{problems};
  return out;
}

}  // namespace rankfile::tool
#include "odds_command.hpp"  // odds_command: after run_engine, outside the namespace
namespace rankfile::tool {

// --format text: one block per rule set, its name, id, aliases, source and how sure we are.
inline std::string rule_sets_text() {
  std::string out;
  rf::rule_sets::for_each([&]<class R>(std::type_identity<R>) {
    std::string aliases;
    R::info.for_each_alias([&](std::string_view alias) {
      aliases.append(aliases.empty() ? "" : ", ").append(alias);
    });
    out.append(out.empty() ? "" : "\n").append(R::info.name).append("\n");
    out.append("  id:        ").append(R::info.id).append("\n");
    out.append("  aliases:   ").append(aliases.empty() ? "none" : aliases).append("\n");
    out.append("  source:    ").append(R::info.source).append("\n");
    out.append("  how sure:  ").append(R::info.confidence).append("\n");
  });
  return out;
}

inline std::string run_rule_sets(const options& o, context&) {
  if (o.format == "json") return rf::rule_sets_json<rf::rule_sets>().dump(2) + "\n";
  if (o.format == "text") return rule_sets_text();
  return rf::settings_table<rf::rule_sets>();
}

// A bye option's value, N (min to max), "average" or, where `game_size` allows it,
// "points_limit", into the scheme.
template <class Value>
void bye_option(const std::optional<std::string>& given, std::string_view name, int min, int max,
                Value& value, rf::tournament::bye_rule& rule, bool game_size = false) {
  if (!given) return;
  using rf::tournament::bye_rule;
  for (const bye_rule r : {bye_rule::average, bye_rule::points_limit})
    if (*given == rf::name_of(r) && (r != bye_rule::points_limit || game_size)) {
      rule = r;
      return;
    }
  const std::string_view average = rf::name_of(bye_rule::average);
  value = number_option(name, *given, min, max,
                        game_size ? std::string(", ").append(average).append(" or ").append(
                                        rf::name_of(bye_rule::points_limit))
                                  : std::string(", or ").append(average));
  rule = bye_rule::fixed;
}

// --avoid-same club|team|club,team into the scheme.
inline void avoid_same_option(std::string_view given, rf::tournament::scheme& s) {
  for (std::string_view rest = given;;) {
    const std::size_t comma = rest.find(',');
    const std::string_view v = rest.substr(0, comma);
    bool* avoid = v == "club" ? &s.avoid_same_club : v == "team" ? &s.avoid_same_team : nullptr;
    if (!avoid)
      throw usage_error{"--avoid-same must be club, team or club,team, got " +
                        rf::detail::quoted(given)};
    if (*avoid) throw usage_error{"--avoid-same lists " + std::string(v) + " twice"};
    *avoid = true;
    if (comma == std::string_view::npos) break;
    rest.remove_prefix(comma + 1);
  }
}

inline std::string run_standings(const options& o, context& ctx) {
  const std::string text = ctx.read(o.file);
  std::vector<rf::problem> problems, warnings;
  rf::tournament::event e;
  // A JSON document starts with { or [, after white space and a byte order mark if any.
  const std::string_view bom = rf::detail::utf8_bom;
  const std::size_t first =
      text.find_first_not_of(" \t\r\n", text.starts_with(bom) ? bom.size() : 0);
  const bool csv = !(first != std::string::npos && (text[first] == '{' || text[first] == '['));
  if (!csv) {
    if (o.teams || o.team_cap)
      throw usage_error{"--teams and --team-cap are for CSV results; a tournament document says "
                        "\"teams\": true and team_round_cap itself"};
    if (o.roster || o.draw_seed || o.bye_points || o.bye_vp || o.bye_vp_difference ||
        o.avoid_same || o.scheme_given || o.rounds)
      throw usage_error{"--scheme, --roster, --seed, --avoid-same, --rounds and the bye options "
                        "are for CSV results; a tournament document gives scheme, players, "
                        "draw_seed, avoid_same, rounds and bye_points itself"};
    std::vector<rf::problem> unknown;
    e = rf::read_tournament_document(parse_document(text), problems, &unknown);
    report_unknown_fields(o, ctx, unknown, problems);
  } else {
    const auto scheme = rf::tournament::scheme_named(o.scheme);
    if (!scheme)
      throw usage_error{"--scheme must be " + rf::tournament::scheme_ids() + ", got " +
                        rf::detail::quoted(o.scheme) +
                        rf::tournament::scheme_did_you_mean(o.scheme)};
    e.scheme = *scheme;
    // The bounds of the tournament document's bye_points, bye_victory_points and
    // bye_vp_difference (json/tournament.hpp, read_bye_number).
    bye_option(o.bye_points, "--bye-points", 0, rf::tournament::max_tournament_points,
               e.scheme.bye_points, e.scheme.bye_points_rule);
    bye_option(o.bye_vp, "--bye-vp", 0, rf::max_points, e.scheme.bye_victory_points,
               e.scheme.bye_victory_points_rule, true);
    bye_option(o.bye_vp_difference, "--bye-vp-difference", -rf::max_points, rf::max_points,
               e.scheme.bye_vp_difference, e.scheme.bye_vp_difference_rule);
    e.draw_seed = o.draw_seed;
    if (o.avoid_same) avoid_same_option(*o.avoid_same, e.scheme);
    e.scheme.teams = o.teams;
    if (o.team_cap && !o.teams) throw usage_error{"--team-cap is for team events: add --teams"};
    e.scheme.team_round_cap = o.team_cap;
    e.rounds = o.rounds;
    rf::tournament::csv_source roster{.file = o.roster.value_or("")};
    std::vector<rf::problem> unknown;
    if (o.roster)
      rf::tournament::read_roster_csv(ctx.read(*o.roster), e.players, problems, roster, &unknown);
    rf::tournament::csv_source results{.file = o.file == "-" ? "stdin" : o.file};
    rf::tournament::read_games_csv(text, e, problems, results, &unknown);
    report_unknown_fields(o, ctx, unknown, problems);
    if (problems.empty()) problems = rf::tournament::validate(e);
    if (problems.empty()) problems = rf::tournament::validate_teams(e);
    if (problems.empty()) warnings = rf::tournament::warnings(e);
    for (auto* list : {&problems, &warnings}) {
      rf::tournament::relocate(*list, results);
      rf::tournament::relocate(*list, roster);
    }
  }
  if (!problems.empty()) throw invalid_input{problems};
  if (!csv) warnings = rf::tournament::warnings(e);
  ctx.warnings.insert(ctx.warnings.end(), warnings.begin(), warnings.end());
  if (o.format == "json") return rf::standings_json(e, &warnings).dump(2) + "\n";
  const std::vector<rf::tournament::standing> table = rf::tournament::standings(e);
  // Once the last round is in (--rounds, a document's rounds): final standings, nothing paired.
  const bool final = rf::tournament::is_final(e);
  if (e.scheme.teams) {  // the teams' standings and pairings
    const auto teams = rf::tournament::team_standings(e, table);
    if (o.format == "csv") return rf::tournament::team_csv(teams);
    if (final && o.format == "html") return rf::tournament::team_final_html(teams, *e.rounds);
    if (final) return rf::tournament::team_final_text(teams, *e.rounds);
    const auto next = rf::tournament::team_pairings(e, teams);
    if (o.format == "html")
      return rf::tournament::team_html(teams, next, rf::tournament::next_round_number(e));
    return rf::tournament::team_text(teams, next);
  }
  const std::vector<rf::tournament::tiebreaker>& tiebreakers = e.scheme.tiebreakers;
  if (o.format == "csv") return rf::tournament::to_csv(table, tiebreakers);
  if (final && o.format == "html") return rf::tournament::final_html(table, tiebreakers, *e.rounds);
  if (final) return rf::tournament::final_text(table, tiebreakers, *e.rounds);
  const auto next = rf::tournament::swiss_pairings(e, table);
  if (o.format == "html")
    return rf::tournament::to_html(table, next, tiebreakers, rf::tournament::next_round_number(e));
  return rf::tournament::to_text(table, next, tiebreakers);
}

// One army list, read in the format given or detected; nothing when it has problems, which are
// added to `problems` with `where` before their path (battle names the file). Warnings go to
// standard error.
inline std::optional<rf::army_list> read_list(const options& o, context& ctx,
                                              const std::string& file, const std::string& where,
                                              std::vector<rf::problem>& problems) {
  std::vector<rf::problem> found;
  std::optional<rf::army_list> list;
  if (const std::optional<json> doc = rf::parse_json(ctx.read(file), found)) {
    rf::army_list_options settings;
    if (o.list_format) settings.format = rf::enum_from<rf::army_list_format>(*o.list_format);
    settings.owb.magic_items_per_model = o.magic_items_per_model;
    list = rf::read_army_list(*doc, found, settings);
  }
  for (rf::problem& p : found) problems.push_back({where + p.path, std::move(p.message)});
  if (!found.empty()) return std::nullopt;
  for (const rf::problem& w : list->warnings) ctx.warnings.push_back({where + w.path, w.message});
  return list;
}

inline std::string run_import(const options& o, context& ctx) {
  std::vector<rf::problem> problems;
  const std::optional<rf::army_list> list = read_list(o, ctx, o.file, "", problems);
  if (!list) throw invalid_input{problems};
  return rf::army_list_json(*list).dump(2) + "\n";
}

inline std::string run_battle(const options& o, context& ctx) {
  if (o.second_file.empty())
    throw usage_error{"battle needs two army lists: rankfile battle LIST_A LIST_B"};
  if (o.file == "-" && o.second_file == "-")
    throw usage_error{"only one of the two lists can come from standard input"};
  std::vector<rf::problem> problems;
  const std::string rules = o.rules.value_or(std::string(rf::tow::info.id));
  if (rules.empty()) throw usage_error{"--rules needs a rule set id, e.g. tow"};
  // An option's value the tool does not take is a usage error (exit 1), as for --scheme.
  check_rules<rf::victory_engine>(rules, score_command::rules_of, problems);
  if (!problems.empty()) throw usage_error{"--rules: " + problems.front().message};
  std::string id;
  rf::rule_sets::visit(rules, [&]<class R>(std::type_identity<R>) { id = R::info.id; });
  // Both lists are read, so that the problems of each are reported together.
  const std::optional<rf::army_list> first = read_list(o, ctx, o.file, o.file + ": ", problems);
  const std::optional<rf::army_list> second =
      read_list(o, ctx, o.second_file, o.second_file + ": ", problems);
  if (!first || !second) throw invalid_input{problems};
  const rf::army_list& a = *first;
  const rf::army_list& b = *second;
  std::vector<rf::problem> warnings;
  const auto skeleton = rf::battle_skeleton_json(id, a, b, &warnings);
  // The document must be one `score` takes: two lists beyond its limits (ids, names, units)
  // are refused here, not in the next command.
  std::vector<rf::problem> wrong;
  rf::battle battle{.points_limit = skeleton["points_limit"].get<int>()};
  for (std::size_t k = 0; k < 2; ++k) {
    std::vector<rf::problem> army_problems;
    battle.armies[k] = rf::battle_army_of(k == 0 ? a : b, army_problems);
    for (rf::problem& p : army_problems)
      wrong.push_back({"armies[" + std::to_string(k) + "]." + p.path, std::move(p.message)});
  }
  if (wrong.empty())
    rf::rule_sets::visit(id, [&]<class R>(std::type_identity<R>) {
      if constexpr (rf::VictoryRules<R>) wrong = rf::validate_battle<R>(battle);
    });
  rf::relocate_units(wrong, battle);
  const std::string* list_file[2] = {&o.file, &o.second_file};
  for (rf::problem& p : wrong) {  // under the file of the list its army comes from
    for (std::size_t k = 0; k < 2; ++k)
      if (p.path.starts_with("armies[" + std::to_string(k) + "]")) {
        p.path = *list_file[k] + ": " + p.path;
        break;
      }
    p.message = "in the battle document the two lists make, " + p.message;
  }
  if (!wrong.empty()) throw invalid_input{wrong};
  for (rf::problem& w : warnings)  // a list over the battle's limit: under its file
    for (std::size_t k = 0; k < 2; ++k)
      if (w.path == "armies[" + std::to_string(k) + "]") w.path = *list_file[k];
  ctx.warnings.insert(ctx.warnings.end(), warnings.begin(), warnings.end());
  return skeleton.dump(2) + "\n";
}

inline std::string run_help(const options&, context&) { return std::string(usage); }

// "rankfile 0.1.0", or {"rankfile": "0.1.0"} with --format json.
inline std::string run_version(const options& o, context&) {
  const std::string version = std::to_string(rf::version_major) + "." +
                              std::to_string(rf::version_minor) + "." +
                              std::to_string(rf::version_patch);
  if (!o.format_given || o.format == "text") return "rankfile " + version + "\n";
  if (o.format == "json") return ordered_json{{"rankfile", version}}.dump(2) + "\n";
  throw usage_error{"--format for version is text (the default) or json"};
}

// Markdown (the docs' section), or JSON with --format json.
inline std::string run_vocabulary(const options& o, context&) {
  if (!o.format_given || o.format == "markdown") return rf::vocabulary_markdown();
  if (o.format == "json") return rf::vocabulary_json().dump(2) + "\n";
  throw usage_error{"--format for vocabulary is markdown (the default) or json"};
}

struct command {
  std::string_view name;
  bool rejects_markdown;  // --format markdown is for rule-sets only
  std::string (*run)(const options&, context&);
};

// Every command, once: the dispatch below looks the name up here.
inline constexpr command commands[] = {
    {"help", false, &run_help},
    {"version", true, &run_version},
    {"combat", true, &run_engine<combat_command>},
    {"score", true, &run_engine<score_command>},
    {"rule-sets", false, &run_rule_sets},
    {"vocabulary", false, &run_vocabulary},
    {"standings", true, &run_standings},
    {"break-test", true, &run_engine<break_test_command>},
    {"odds", false, &run_engine<odds_command>},
    {"import", true, &run_import},
    {"battle", true, &run_battle},
};

// Each option is taken by at least one command, and each command it names is one of these.
static_assert(
    [] {
      for (const option_spec& spec : option_specs) {
        bool known = !spec.commands.empty();
        spec.for_each_command([&](std::string_view name) {
          known = known && std::find_if(std::begin(commands), std::end(commands),
                                        [&](const command& c) { return c.name == name; }) !=
                               std::end(commands);
        });
        if (!known) return false;
      }
      return true;
    }(),
    "option_specs: a row's commands must be names of rows of commands, and at least one");

// Runs the command line `args` (without the program's name): the text the tool writes to standard
// output. Throws invalid_input or usage_error; warnings are added to ctx.warnings.
inline std::string run(std::span<const std::string> args, context& ctx) {
  const options o = parse_arguments(args);
  const command* c = std::find_if(std::begin(commands), std::end(commands),
                                  [&](const command& k) { return k.name == o.command; });
  if (c == std::end(commands)) {
    rf::detail::nearest near(o.command);
    for (const command& k : commands) near.offer(k.name);
    throw usage_error{"unknown command " + rf::detail::quoted(o.command) +
                      rf::detail::did_you_mean(near.name())};
  }
  for (const option_spec* spec : o.given)
    if (!spec->taken_by(o.command)) throw usage_error{not_for(*spec)};
  if (o.format == "markdown" && c->rejects_markdown)
    throw usage_error{"--format markdown is for rule-sets only"};
  return c->run(o, ctx);
}

}  // namespace rankfile::tool
