// rankfile: the library's rules from the command line, in JSON (docs/json-format.md) or text.
//
//   rankfile <command> [FILE|-] [--format json|text|markdown] [--explain]
//
// Exit status: 0 success; 2 invalid input, every problem on standard error as "path: message";
// 1 anything else. Output is built whole before any of it is written: never a partial answer.
#include <charconv>
#include <cstdio>
#include <optional>
#include <exception>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <rankfile/json.hpp>
#include <rankfile/rankfile.hpp>
#include <rankfile/tournament.hpp>

namespace {

namespace rf = rankfile;
using json = nlohmann::json;
using ordered_json = nlohmann::ordered_json;

constexpr std::string_view usage = R"(usage: rankfile <command> [FILE|-] [--format json|text|markdown] [--explain]

commands:
  combat      resolve a round of close combat (combat document)
  score       victory points and outcome of a finished battle (battle document)
  rule-sets   every rule set with its id, aliases, sources and settings
  break-test  break-test odds (not available yet: no break-test engine)
  standings   tournament standings and next-round pairings (tournament document, or CSV with
              one game a line; --scheme ID and --bye-points N apply to CSV)

FILE is a JSON document; without FILE, or with -, standard input is read.
--format json (default) or text; rule-sets also takes markdown.
--scheme tow-matched-play|t9a-nr (CSV only; default tow-matched-play).
--explain adds the itemised reasoning in plain English.
Exit status: 0 success, 2 invalid input (each problem as "path: message" on standard error),
1 anything else.
)";

struct options {
  std::string command;
  std::string file = "-";
  std::string format = "json";
  bool explain = false;
  std::string scheme = "tow-matched-play";
  std::optional<int> bye_points;
};

// Thrown for invalid input: exit status 2.
struct invalid_input {
  std::vector<rf::problem> problems;
};

// Thrown for anything else the user must fix: exit status 1.
struct usage_error {
  std::string message;
};

options parse_arguments(int argc, char** argv) {
  options o;
  bool have_file = false;
  for (int i = 1; i < argc; ++i) {
    const std::string_view a = argv[i];
    if (a == "--help" || a == "-h") {
      o.command = "help";
    } else if (a == "--explain") {
      o.explain = true;
    } else if (a == "--format" || a.starts_with("--format=")) {
      std::string_view v;
      if (a == "--format") {
        if (i + 1 >= argc) throw usage_error{"--format needs a value: json, text or markdown"};
        v = argv[++i];
      } else {
        v = a.substr(9);
      }
      if (v != "json" && v != "text" && v != "markdown")
        throw usage_error{"--format must be json, text or markdown, got \"" + std::string(v) + "\""};
      o.format = v;
    } else if (a == "--scheme") {
      if (i + 1 >= argc) throw usage_error{"--scheme needs a value: tow-matched-play or t9a-nr"};
      o.scheme = argv[++i];
    } else if (a == "--bye-points") {
      if (i + 1 >= argc) throw usage_error{"--bye-points needs a number"};
      const std::string_view v = argv[++i];
      int n = 0;
      const auto [ptr, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
      if (ec != std::errc{} || ptr != v.data() + v.size() || n < 0)
        throw usage_error{"--bye-points must be a whole number, got \"" + std::string(v) + "\""};
      o.bye_points = n;
    } else if (a.starts_with("--")) {
      throw usage_error{"unknown option " + std::string(a)};
    } else if (o.command.empty()) {
      o.command = a;
    } else if (!have_file) {
      o.file = a;
      have_file = true;
    } else {
      throw usage_error{"more than one input file given"};
    }
  }
  if (o.command.empty()) throw usage_error{"no command given"};
  return o;
}

std::string read_input(const std::string& file) {
  if (file == "-") {
    std::ostringstream s;
    s << std::cin.rdbuf();
    if (std::cin.bad()) throw usage_error{"cannot read standard input"};
    return s.str();
  }
  std::ifstream in(file, std::ios::binary);
  if (!in) throw usage_error{"cannot open " + file};
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

json parse_document(const std::string& text) {
  try {
    return json::parse(text);
  } catch (const json::parse_error& e) {
    throw invalid_input{{{"(document)", std::string("malformed JSON: ") + e.what()}}};
  }
}

std::string known_ids(bool (*accepts)(std::string_view)) {
  std::string ids;
  rf::rule_sets::for_each([&]<class R>(std::type_identity<R>) {
    if (accepts(R::info.id)) ids.append(ids.empty() ? "" : ", ").append(R::info.id);
  });
  return ids;
}

template <template <class> class Has>
bool has_engine(std::string_view id) {
  bool yes = false;
  rf::rule_sets::visit(id, [&]<class R>(std::type_identity<R>) { yes = Has<R>::value; });
  return yes;
}
template <class R>
struct has_combat : std::bool_constant<rf::CombatRules<R>> {};
template <class R>
struct has_victory : std::bool_constant<rf::VictoryRules<R>> {};

// Checks the document's "rules" against the list; adds a problem if it cannot serve.
void check_rules(std::string_view id, bool (*engine)(std::string_view), std::string_view what,
                 std::vector<rf::problem>& problems) {
  if (id.empty()) return;  // already reported as missing or not a string
  if (!rf::rule_sets::find(id)) {
    problems.push_back({"rules", "unknown rule set \"" + std::string(id) + "\" (known: " +
                                     known_ids([](std::string_view) { return true; }) + ")"});
  } else if (!engine(id)) {
    problems.push_back({"rules", "rule set \"" + std::string(id) + "\" has no " +
                                     std::string(what) + " rules we know of (rule sets with them: " +
                                     known_ids(engine) + ")"});
  }
}

// One result in the chosen format: the JSON document (with the explanation when --explain is
// given), the explanation, or the short summary.
template <class Json, class Summary>
std::string render(const options& o, const std::string& explanation, Json document,
                   Summary summary) {
  if (o.format == "json") {
    ordered_json j = document();
    if (o.explain) j["explanation"] = explanation;
    return j.dump(2) + "\n";
  }
  return o.explain ? explanation : summary();
}

std::string run_combat(const options& o, const json& doc) {
  std::vector<rf::problem> problems;
  const rf::combat_document d = rf::read_combat_document(doc, problems);
  check_rules(d.rules, has_engine<has_combat>, "combat", problems);
  if (!problems.empty()) throw invalid_input{problems};

  std::string out;
  rf::rule_sets::visit(d.rules, [&]<class R>(std::type_identity<R>) {
    if constexpr (rf::CombatRules<R>) {
      const rf::combat_result r = rf::resolve<R>(d.value);
      const std::string text = rf::explain<R>(d.value, r);
      out = render(
          o, text, [&] { return rf::combat_result_json(R::info.id, d.value, r, &R::combat_cite); },
          [&] { return rf::summarize(d.value, r); });
    }
  });
  return out;
}

std::string run_score(const options& o, const json& doc) {
  std::vector<rf::problem> problems;
  const rf::battle_document d = rf::read_battle_document(doc, problems);
  check_rules(d.rules, has_engine<has_victory>, "victory-point", problems);
  if (!problems.empty()) throw invalid_input{problems};

  std::string out;
  rf::rule_sets::visit(d.rules, [&]<class R>(std::type_identity<R>) {
    if constexpr (rf::VictoryRules<R>) {
      if (auto more = rf::validate_battle<R>(d.value); !more.empty())
        throw invalid_input{std::move(more)};
      const rf::battle_result r = rf::score<R>(d.value);
      out = render(
          o, rf::explain<R>(d.value, r),
          [&] { return rf::battle_result_json(R::info.id, d.value, r, &R::victory_cite); },
          [&] { return rf::summarize(d.value, r); });
    }
  });
  return out;
}

std::string run_rule_sets(const options& o) {
  if (o.format == "json") {
    ordered_json all = ordered_json::array();
    rf::rule_sets::for_each([&]<class R>(std::type_identity<R>) {
      json info = R::info;
      ordered_json e = {{"id", R::info.id},
                        {"aliases", info["aliases"]},
                        {"name", R::info.name},
                        {"source", R::info.source},
                        {"confidence", R::info.confidence},
                        {"engines", {{"combat", rf::CombatRules<R>},
                                     {"victory_points", rf::VictoryRules<R>}}}};
      ordered_json knobs = ordered_json::object();
      for (const rf::knob& k : rf::knobs<R>()) knobs[k.name] = k.value;
      e["knobs"] = std::move(knobs);
      all.push_back(std::move(e));
    });
    return all.dump(2) + "\n";
  }
  // Markdown: one row per knob, one column per rule set.
  std::vector<std::string> ids;
  std::vector<std::vector<rf::knob>> columns;
  rf::rule_sets::for_each([&]<class R>(std::type_identity<R>) {
    ids.emplace_back(R::info.id);
    columns.push_back(rf::knobs<R>());
  });
  std::vector<std::string> rows;
  for (const auto& column : columns)
    for (const rf::knob& k : column)
      if (std::find(rows.begin(), rows.end(), k.name) == rows.end()) rows.push_back(k.name);
  std::string out = "| setting |";
  for (const std::string& id : ids) out += " " + id + " |";
  out += "\n|---|";
  for (std::size_t i = 0; i < ids.size(); ++i) out += "---|";
  out += "\n";
  for (const std::string& row : rows) {
    out += "| " + row + " |";
    for (const auto& column : columns) {
      std::string value = "";
      for (const rf::knob& k : column)
        if (k.name == row) value = k.value;
      out += " " + value + " |";
    }
    out += "\n";
  }
  return out;
}

std::string run_standings(const options& o, const std::string& text) {
  std::vector<rf::problem> problems;
  rf::tournament::event e;
  const std::size_t first = text.find_first_not_of(" \t\r\n");
  if (first != std::string::npos && (text[first] == '{' || text[first] == '[')) {
    const json doc = parse_document(text);
    e = rf::read_tournament_document(doc, problems);
  } else {
    const auto scheme = rf::tournament::scheme_named(o.scheme);
    if (!scheme) throw usage_error{"--scheme must be tow-matched-play or t9a-nr"};
    e.scheme = *scheme;
    e.scheme.bye_points = o.bye_points;
    rf::tournament::read_games_csv(text, e, problems);
    if (problems.empty()) problems = rf::tournament::validate(e);
  }
  if (!problems.empty()) throw invalid_input{problems};
  const ordered_json j = rf::standings_json(e);
  if (o.format == "json") return j.dump(2) + "\n";
  std::string out = "rank  player                      TP      VP  VP diff  games\n";
  for (const auto& s : j["standings"]) {
    char line[160];
    std::snprintf(line, sizeof line, "%4d  %-24.24s %5d %7d %8d %6d\n", s["rank"].get<int>(),
                  s["player"].get<std::string>().c_str(), s["tournament_points"].get<int>(),
                  s["victory_points"].get<int>(), s["vp_difference"].get<int>(),
                  s["games"].get<int>());
    out += line;
  }
  out += "\nnext round:\n";
  for (const auto& p : j["next_round_pairings"])
    out += "  " + p["player"].get<std::string>() + " v " +
           (p["opponent"].is_null() ? std::string("(bye)") : p["opponent"].get<std::string>()) +
           ": " + p["reason"].get<std::string>() + "\n";
  return out;
}

int run(int argc, char** argv) {
  const options o = parse_arguments(argc, argv);
  std::string out;
  if (o.command == "help") {
    out = usage;
  } else if (o.command == "rule-sets") {
    out = run_rule_sets(o);
  } else if (o.command == "combat" || o.command == "score") {
    if (o.format == "markdown") throw usage_error{"--format markdown is for rule-sets only"};
    const json doc = parse_document(read_input(o.file));
    out = o.command == "combat" ? run_combat(o, doc) : run_score(o, doc);
  } else if (o.command == "standings") {
    if (o.format == "markdown") throw usage_error{"--format markdown is for rule-sets only"};
    out = run_standings(o, read_input(o.file));
  } else if (o.command == "break-test") {
    throw usage_error{o.command + " is not available yet: the library has no engine for it"};
  } else {
    throw usage_error{"unknown command \"" + o.command + "\""};
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
  return std::fflush(stdout) == 0 ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const invalid_input& e) {
    for (const rf::problem& p : e.problems) std::cerr << p.path << ": " << p.message << '\n';
    return 2;
  } catch (const usage_error& e) {
    std::cerr << "rankfile: " << e.message << "\n(rankfile --help for usage)\n";
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "rankfile: " << e.what() << '\n';
    return 1;
  } catch (...) {
    std::cerr << "rankfile: unexpected error\n";
    return 1;
  }
}
