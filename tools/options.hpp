// The rankfile tool's options: the table of every option (option_specs), what a command line
// sets (options), and the reading of a command line against the table (parse_arguments). Also
// what every command shares: where it reads its inputs (context) and how it fails
// (invalid_input, usage_error).
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

#include <rankfile/engines.hpp>
#include <rankfile/json.hpp>
#include <rankfile/tournament.hpp>

namespace rankfile::tool {

namespace rf = rankfile;
using json = nlohmann::json;
using ordered_json = nlohmann::ordered_json;

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
  std::optional<std::string> roster;            // --roster FILE (CSV)
  std::optional<unsigned long long> draw_seed;  // --seed N
  std::optional<std::string> avoid_same;        // --avoid-same club,team
  bool teams = false;                           // --teams (CSV)
  std::optional<int> team_cap;                  // --team-cap N (CSV)
  std::optional<int> rounds;  // --rounds N (CSV; an engine's, when its adapter takes it)
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
    s.append(k == 0                               ? ""
             : k + 1 == std::size(output_formats) ? " or "
                                                  : ", ")
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

// Every option, once: the value it takes, the commands that take it, what it does and where it
// goes. parse_arguments reads the command line with this table, `rankfile help` lists it
// (tools/dispatch.hpp, usage), and the JavaScript package and the Python module build their
// functions' options from it (web/src/binding.cpp, rankfile_options; python/src/module.cpp).
struct option_spec {
  std::string_view name;      // as on the command line
  std::string_view value;     // what follows it, "" for a flag; "FILE": a file's name
  std::string_view needs;     // the end of "--rules needs ...", when the value is missing
  bool engine_commands;       // taken by the command of every engine (rankfile/engines.hpp); an
                              // option of some engines' commands is in their adapters' `options`
  std::string_view commands;  // the other commands that take it, separated by spaces
  std::string_view help;      // what it does, for the usage text
  void (*set)(options&, std::string_view value);
  std::string (*choices)() = nullptr;  // the values it takes, when a registry lists them

  // Calls f(name) for each command that takes the option: the engines' commands in the engines'
  // order (every engine's, or those whose document adapter lists the option in its `options`),
  // then the others in the table's order.
  template <class F>
  constexpr void for_each_command(F f) const {
    rf::engines::for_each([&]<class E>(std::type_identity<E>) {
      if (engine_commands || rf::engine_takes_option<E>(name)) f(std::string_view(E::command));
    });
    rf::detail::for_each_word(commands, f);
  }
  [[nodiscard]] constexpr bool taken_by(std::string_view command) const {
    bool taken = false;
    for_each_command([&](std::string_view c) { taken = taken || c == command; });
    return taken;
  }
};

inline constexpr option_spec option_specs[] = {
    {"--format", "FORMAT", "a value: json, text, markdown, csv or html", true,
     "standings rule-sets vocabulary import battle help version",
     "json (the default) or text; rule-sets also markdown (the table of every setting), "
     "standings csv and html; vocabulary markdown (its default) or json; for import and battle "
     "the lists' format (detected when not given; they write JSON):",
     [](options& o, std::string_view v) {
       if (rf::enum_from<rf::army_list_format>(v)) {
         o.list_format = v;
       } else if (std::find(std::begin(output_formats), std::end(output_formats), v) ==
                  std::end(output_formats)) {
         throw usage_error{"--format must be " + output_formats_text() + " (" +
                           list_formats_text() + " for import and battle), got " +
                           rf::detail::quoted(v)};
       } else {
         o.format = v;
         o.format_given = true;
       }
     },
     &list_formats_text},
    {"--explain", "", "", true, "", "adds the itemised reasoning in plain English",
     [](options& o, std::string_view) { o.explain = true; }},
    {"--strict", "", "", true, "standings",
     "a field a document does not have (a misspelt \"chargd\"), or a CSV column the reader "
     "does not know, is an error; by default a warning on standard error",
     [](options& o, std::string_view) { o.strict = true; }},
    {"--rules", "ID", "a rule set id, e.g. tow", false, "battle",
     "the battle's rule set (default tow)", [](options& o, std::string_view v) { o.rules = v; }},
    {"--magic-items-per-model", "", "", false, "import battle",
     "Old World Builder's pricing since 2025-11-21: a unit pays a magic item priced per model "
     "(a Chaotic Trait) for each model; by default, once",
     [](options& o, std::string_view) { o.magic_items_per_model = true; }},
    {"--scheme", "ID", "a scheme's id (rankfile --help lists them)", false, "standings",
     "the scoring scheme of CSV results (default tow-matched-play):",
     [](options& o, std::string_view v) {
       o.scheme = v;
       o.scheme_given = true;
     },
     [] { return rf::tournament::scheme_ids(); }},
    {"--bye-points", "N|average", "a number or average", false, "standings",
     "the tournament points of a bye (CSV): a number, or the player's average",
     [](options& o, std::string_view v) { o.bye_points = v; }},
    {"--bye-vp", "N|average|points_limit", "a number, average or points_limit", false, "standings",
     "the victory points of a bye (CSV): a number, the player's average or the game's size "
     "(tow-matched-play scores a bye 6 tournament points and the game's size, its guide p.12)",
     [](options& o, std::string_view v) { o.bye_vp = v; }},
    {"--bye-vp-difference", "N|average", "a number or average", false, "standings",
     "the victory-point difference of a bye (CSV): a number, or the player's average",
     [](options& o, std::string_view v) { o.bye_vp_difference = v; }},
    {"--roster", "FILE", "a CSV file of the players", false, "standings",
     "the players, a CSV file (name, faction, team, club, dropped_after, seed); every name in "
     "the results must be on it",
     [](options& o, std::string_view v) { o.roster = v; }},
    {"--seed", "N", "a whole number", false, "standings",
     "round 1 drawn at random with this seed (CSV)",
     [](options& o, std::string_view v) {
       o.draw_seed =
           number_option("--seed", v, 0ULL, std::numeric_limits<unsigned long long>::max());
     }},
    {"--avoid-same", "club|team|club,team", "club, team or club,team", false, "standings",
     "pairings keep players of one club (team) apart while that costs no rematch (CSV)",
     [](options& o, std::string_view v) { o.avoid_same = v; }},
    {"--teams", "", "", false, "standings",
     "a team event (CSV, with a --roster that has a team column): teams ranked and paired on "
     "their players' summed tournament points, then VP difference, VP scored, generals slain",
     [](options& o, std::string_view) { o.teams = true; }},
    {"--team-cap", "N", "a whole number", false, "standings",
     "with --teams, the most a team scores in a round (1 to 1000)",
     [](options& o, std::string_view v) {
       o.team_cap = number_option("--team-cap", v, 1, rf::tournament::max_tournament_points);
     }},
    {"--rounds", "N", "a whole number", false, "standings",
     "the event has N rounds (1 to 1000, CSV): once round N has begun nothing is paired, and "
     "once everyone has a game or bye in it the standings are final",
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
                            : "more than one input file given: " + o.file + ", " + o.second_file +
                                  ", " + std::string(a)};
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
      const option_spec* spec = std::find_if(std::begin(option_specs), std::end(option_specs),
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
        if (equals == a.npos && i + 1 < argc && !args[i + 1].starts_with("--"))
          value = args[++i];
        else if (equals != a.npos)
          value = a.substr(equals + 1);
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
    throw usage_error{"--format for " + o.command +
                      " is the lists' format: " + list_formats_text()};
  if (!lists && o.list_format)
    throw usage_error{"--format " + *o.list_format + " is for import and battle only"};
  if ((o.format == "csv" || o.format == "html") && o.command != "standings")
    throw usage_error{"--format " + o.format + " is for standings only"};
  if (have_file && (o.command == "rule-sets" || o.command == "vocabulary" ||
                    o.command == "version" || o.command == "help"))
    throw usage_error{o.command + " takes no input file"};
  return o;
}

}  // namespace rankfile::tool
