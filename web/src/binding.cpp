// The rankfile tool's commands for JavaScript. rankfile_run takes a request in JSON, runs the
// tool's own code (tools/commands.hpp) on it, and answers in JSON; rankfile_options and
// rankfile_commands list the tool's options and commands. web/src/api.js turns them into the
// package's functions. Nothing here knows a rule.
//
// Request:  {"args": ["combat", "doc", "--explain"], "files": {"doc": "<the document's text>"}}
//           args as on the command line, without the program's name; every input a command
//           would read from a file is named in args and given in files.
// Answer:   {"status": 0, "output": "<what the tool writes>", "warnings": [{"path", "message"}]}
//           status 2: invalid input, with "problems": [{"path", "message"}];
//           status 1: anything else, with "message" (the tool's "rankfile: ..." line).
// Options:  [{"name": "--explain", "value": "", "commands": ["combat", "score", "break-test"]},
//           ...]: the tool's table (option_specs); a value "" is a flag, "FILE" a file's name.
// Commands: [{"name": "combat", "operands": "[FILE|-]", "document": "combat", "engine": true},
//           ...]: the tool's table (commands), an engine's command among them for each engine
//           of rankfile/engines.hpp; api.js makes a function of each engine's command.
#include <exception>
#include <string>
#include <vector>

#include "../../tools/commands.hpp"

namespace {

namespace tool = rankfile::tool;
using json = nlohmann::ordered_json;

json problems_json(const std::vector<rankfile::problem>& list) {
  json out = json::array();
  for (const rankfile::problem& p : list) out.push_back({{"path", p.path}, {"message", p.message}});
  return out;
}

json answer(const std::string& request_text) {
  tool::context ctx;
  json out;
  try {
    const json request = json::parse(request_text);
    const std::vector<std::string> args = request.at("args").get<std::vector<std::string>>();
    const json files = request.value("files", json::object());
    ctx.read = [&files](const std::string& name) -> std::string {
      const auto f = files.find(name);
      if (f == files.end() || !f->is_string()) throw tool::usage_error{"cannot open " + name};
      return f->get<std::string>();
    };
    out = {{"status", 0}, {"output", tool::run(args, ctx)}};
  } catch (const tool::invalid_input& e) {
    out = {{"status", 2}, {"problems", problems_json(e.problems)}};
  } catch (const tool::usage_error& e) {
    out = {{"status", 1}, {"message", e.message}};
  } catch (const std::exception& e) {
    out = {{"status", 1}, {"message", e.what()}};
  }
  out["warnings"] = problems_json(ctx.warnings);
  return out;
}

}  // namespace

// The answer to one request, valid until the next call (JavaScript copies it at once).
extern "C" const char* rankfile_run(const char* request) {
  static std::string last;
  try {
    last = answer(request).dump(-1, ' ', false, json::error_handler_t::replace);
  } catch (...) {
    last = R"({"status": 1, "message": "out of memory", "warnings": []})";
  }
  return last.c_str();
}

// The tool's options (tools/commands.hpp, option_specs), for web/src/api.js; "[]" when out of
// memory.
extern "C" const char* rankfile_options() {
  static std::string text;
  if (!text.empty()) return text.c_str();
  try {
    json out = json::array();
    for (const tool::option_spec& o : tool::option_specs) {
      json commands = json::array();
      o.for_each_command([&](std::string_view c) { commands.push_back(c); });
      out.push_back({{"name", o.name}, {"value", o.value}, {"commands", commands}});
    }
    text = out.dump();
  } catch (...) {
    return "[]";
  }
  return text.c_str();
}

// The tool's commands (tools/dispatch.hpp, commands), for web/src/api.js; "[]" when out of
// memory.
extern "C" const char* rankfile_commands() {
  static std::string text;
  if (!text.empty()) return text.c_str();
  try {
    json out = json::array();
    for (const tool::command& c : tool::commands)
      out.push_back({{"name", c.name},
                     {"operands", c.operands},
                     {"document", c.document},
                     {"engine", c.engine}});
    text = out.dump();
  } catch (...) {
    return "[]";
  }
  return text.c_str();
}
