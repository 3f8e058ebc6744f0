// tools/dispatch.hpp: the tool's command table has a command for every engine of
// rankfile/engines.hpp, made from its descriptor and its document adapter; the options every
// engine's command takes name those commands; the usage text lists each command and each option
// of the tables once.
#include "../../tools/commands.hpp"

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <string>
#include <string_view>
#include <type_traits>

#include "support/catch.hpp"

namespace tool = rankfile::tool;

namespace {

const tool::command* command_named(std::string_view name) {
  const auto c = std::find_if(std::begin(tool::commands), std::end(tool::commands),
                              [&](const tool::command& k) { return k.name == name; });
  return c == std::end(tool::commands) ? nullptr : &*c;
}

// How often `text` has a row that starts with `name` (then a space or the line's end).
std::size_t rows_of(const std::string& text, std::string_view name) {
  std::size_t n = 0;
  const std::string start = "\n  " + std::string(name);
  for (std::size_t at = text.find(start); at != std::string::npos; at = text.find(start, at + 1)) {
    const std::size_t after = at + start.size();
    if (after < text.size() && (text[after] == ' ' || text[after] == '\n')) ++n;
  }
  return n;
}

}  // namespace

TEST_CASE("tool commands: one per engine, from its descriptor and document adapter", "[tool]") {
  std::size_t engines = 0;
  rankfile::engines::for_each([&]<class E>(std::type_identity<E>) {
    ++engines;
    INFO(E::name);
    const tool::command* c = command_named(E::command);
    REQUIRE(c != nullptr);
    CHECK(c->engine);
    CHECK(c->run == &tool::engine_command<E>::run);
    CHECK(c->document == std::string_view(E::document));
    CHECK(c->summary == rankfile::document_of<E>::summary);
  });
  const auto engine_rows = std::count_if(std::begin(tool::commands), std::end(tool::commands),
                                         [](const tool::command& c) { return c.engine; });
  CHECK(static_cast<std::size_t>(engine_rows) == engines);
}

TEST_CASE("tool options: those of every engine's command name each engine's", "[tool]") {
  std::string expected;
  std::size_t k = 0;
  rankfile::engines::for_each([&]<class E>(std::type_identity<E>) {
    ++k;
    expected.append(k == 1 ? "" : k == rankfile::engines::size ? " and " : ", ").append(E::command);
  });
  const auto explain =
      std::find_if(std::begin(tool::option_specs), std::end(tool::option_specs),
                   [](const tool::option_spec& o) { return o.name == "--explain"; });
  REQUIRE(explain != std::end(tool::option_specs));
  CHECK(tool::not_for(*explain) == "--explain is for " + expected);
  rankfile::engines::for_each([&]<class E>(std::type_identity<E>) {
    for (const tool::option_spec& o : tool::option_specs)
      if (o.engine_commands) CHECK(o.taken_by(E::command));
  });
}

TEST_CASE("tool usage: every command and option of the tables, once each", "[tool]") {
  const std::string usage = tool::usage_text();
  for (const tool::command& c : tool::commands) {
    INFO(c.name);
    CHECK(rows_of(usage, c.name) == 1);
  }
  for (const tool::option_spec& o : tool::option_specs) {
    INFO(o.name);
    CHECK(rows_of(usage, o.name) == 1);
  }
  // `rankfile help` prints it, in lines that fit a terminal.
  tool::context ctx;
  const std::string args[] = {"help"};
  CHECK(tool::run(args, ctx) == usage);
  std::size_t longest = 0;
  for (std::size_t from = 0, to = usage.find('\n'); to != std::string::npos;
       from = to + 1, to = usage.find('\n', from))
    longest = std::max(longest, to - from);
  CHECK(longest <= tool::detail::usage_width);
}

TEST_CASE("tool options: an engine's own option (its adapter's options) reaches its command",
          "[tool]") {
  std::size_t own = 0;
  rankfile::engines::for_each([&]<class E>(std::type_identity<E>) {
    using document = rankfile::document_of<E>;
    INFO(E::name);
    for (const tool::option_spec& o : tool::option_specs)
      if (!o.engine_commands)  // taken by this engine's command only when its adapter lists it
        CHECK(o.taken_by(E::command) == (rankfile::engine_option_named<E>(o.name) != nullptr));
    if constexpr (requires { document::options; }) {
      const std::string usage = tool::usage_text();
      for (const rankfile::engine_option& e : document::options) {
        ++own;
        INFO(e.name);
        // a row of the option table, whose usage row says what it does for this command
        CHECK(std::find_if(std::begin(tool::option_specs), std::end(tool::option_specs),
                           [&](const tool::option_spec& o) { return o.name == e.name; }) !=
              std::end(tool::option_specs));
        CHECK(usage.find("for " + std::string(E::command) + ": ") != std::string::npos);
      }
    }
    // --format markdown: for the commands whose adapter writes Markdown
    const tool::command* c = command_named(E::command);
    REQUIRE(c != nullptr);
    CHECK(c->rejects_markdown == !requires { &document::markdown; });
  });
  CHECK(own >= 1);  // odds --rounds (its bound: tests/cli/malformed.sh)
}
