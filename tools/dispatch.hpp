// The rankfile tool's table of commands, its usage text and its dispatch: `commands` holds every
// command once, the command of each engine of rankfile/engines.hpp among them (made by walking
// the list), and `usage` (`rankfile help`) is written from it and from the option table
// (option_specs, tools/options.hpp), so that neither lists a command or an option twice.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <iterator>
#include <span>
#include <string>
#include <string_view>

#include <rankfile/engines.hpp>
#include <rankfile/json.hpp>

#include "engine_command.hpp"
#include "lists.hpp"
#include "misc.hpp"
#include "options.hpp"
#include "standings.hpp"

namespace rankfile::tool {

struct command {
  std::string_view name;
  std::string_view operands;  // what follows the name: "[FILE|-]", "LIST", "" for none
  std::string_view document;  // the document it reads ("combat": "combat document"), if one
  std::string_view summary;   // what it answers, for the usage text
  bool rejects_markdown;      // --format markdown is for rule-sets only
  std::string (*run)(const options&, context&);
  bool engine = false;  // an engine's command: one document in, its answer out
};

inline std::string run_help(const options&, context&);

// The command of each engine, in the engines' order: its name and document are the engine's
// (combat/engine.hpp), its summary its document adapter's (json/combat.hpp).
template <class... E>
constexpr std::array<command, sizeof...(E)> engine_commands(rf::engine_list<E...>) {
  return {command{E::command, "[FILE|-]", E::document, rf::document_of<E>::summary,
                  !requires {&rf::document_of<E>::markdown;
}
, &engine_command<E>::run, true
}  // namespace rankfile::tool
...
}
;
}

// Every command, once: the dispatch below looks the name up here, `rankfile help` lists it in
// this order, and the web package makes a function of each (web/src/binding.cpp).
inline constexpr auto commands = [] {
  constexpr command before[] = {
      {"help", "", "", "this text (also --help, -h)", false, &run_help},
      {"version", "", "", "the version of rankfile (also --version)", true, &run_version},
  };
  constexpr auto engines = engine_commands(rf::engines{});
  constexpr command after[] = {
      {"rule-sets", "", "", "every rule set with its id, aliases, sources and settings", false,
       &run_rule_sets},
      {"vocabulary", "", "", "every identifier the documents use, its English and its numbers",
       false, &run_vocabulary},
      {"standings", "[FILE|-]", "",
       "tournament standings and next-round pairings (a tournament document, or CSV results with "
       "one game a line); warnings on standard error",
       true, &run_standings},
      {"import", "LIST", "",
       "an army list (Old World Builder export or New Recruit roster) as the army of a battle "
       "document, every unit with its cost",
       true, &run_import},
      {"battle", "LIST_A LIST_B", "",
       "a battle document from two army lists, every unit in play at full strength, to fill in "
       "as the game goes",
       true, &run_battle},
  };
  std::array<command, std::size(before) + engines.size() + std::size(after)> all{};
  std::size_t k = 0;
  for (const command& c : before) all[k++] = c;
  for (const command& c : engines) all[k++] = c;
  for (const command& c : after) all[k++] = c;
  return all;
}();

// Each option is taken by at least one command, and each command it names is one of these.
static_assert(
    [] {
      for (const option_spec& spec : option_specs) {
        bool known = spec.engine_commands || !spec.commands.empty();
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

// Each command's name is its own.
static_assert(
    [] {
      for (std::size_t i = 0; i < commands.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
          if (commands[i].name == commands[j].name) return false;
      return true;
    }(),
    "commands: two rows of one name (an engine's command named as another command?)");

namespace detail {

inline constexpr std::size_t usage_width = 96;   // the longest line
inline constexpr std::size_t usage_column = 26;  // where a row's description starts

// `text` from usage_column of the line being written: words wrapped at usage_width, each further
// line indented to usage_column.
inline void wrap(std::string& out, std::string_view text) {
  std::size_t used = usage_column;
  bool first = true;
  for (std::string_view rest = text; !rest.empty();) {
    const std::size_t space = rest.find(' ');
    const std::string_view word = rest.substr(0, space);
    if (!first && used + 1 + word.size() > usage_width) {
      out.append("\n").append(usage_column, ' ');
      used = usage_column;
    } else if (!first) {
      out.append(" ");
      ++used;
    }
    out.append(word);
    used += word.size();
    first = false;
    rest = space == std::string_view::npos ? std::string_view() : rest.substr(space + 1);
  }
  out.append("\n");
}

// "  name      description", the description wrapped; a name too long for its column has the
// description on the next line.
inline void usage_row(std::string& out, std::string_view name, std::string_view description) {
  out.append("  ").append(name);
  std::size_t used = 2 + name.size();
  if (used + 2 > usage_column) {
    out.append("\n");
    used = 0;
  }
  out.append(usage_column - used, ' ');
  wrap(out, description);
}

}  // namespace detail

// The text of `rankfile help`: every command and every option of the tables above, once each.
inline std::string usage_text() {
  std::string out = "usage: rankfile COMMAND [FILE|-] [OPTION]...\n";
  out.append("       rankfile --help | --version\n\ncommands:\n");
  for (const command& c : commands) {
    std::string name(c.name);
    if (!c.operands.empty()) name.append(" ").append(c.operands);
    std::string description(c.summary);
    if (!c.document.empty()) description.append(" (").append(c.document).append(" document)");
    detail::usage_row(out, name, description);
  }
  out.append("\noptions, each with the commands that take it:\n");
  for (const option_spec& o : option_specs) {
    std::string name(o.name);
    if (!o.value.empty()) name.append(" ").append(o.value);
    std::string description(o.help);
    if (o.choices) description.append(" ").append(o.choices());
    rf::engines::for_each([&]<class E>(std::type_identity<E>) {  // what it does for an engine
      if (const rf::engine_option* e = rf::engine_option_named<E>(o.name))
        description.append("; for ")
            .append(E::command)
            .append(": ")
            .append(e->help)
            .append(" (1 to ")
            .append(std::to_string(e->max))
            .append(")");
    });
    std::string taken;
    o.for_each_command(
        [&](std::string_view c) { taken.append(taken.empty() ? "" : ", ").append(c); });
    description.append(" [").append(taken).append("]");
    detail::usage_row(out, name, description);
  }
  out.append(R"(
FILE is a JSON document; without FILE, or with -, standard input is read. Rule sets are named
by id or alias, in any case (wfb5, 5th, TOW). An option's value may also follow it after =
(--format=text). After --, every argument is the command or a file (a file named -x.json).
Exit status: 0 success, 2 invalid input (each problem as "path: message" on standard error),
1 anything else.
)");
  return out;
}

inline std::string run_help(const options&, context&) {
  return usage_text();
}

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
