// rankfile: the library's rules from the command line, in JSON (docs/json-format.md) or text.
// The commands themselves are in commands.hpp; this file is the process around them.
//
// Exit status: 0 success; 2 invalid input, every problem on standard error as "path: message";
// 1 anything else. A field a document does not have is a warning on standard error ("warning:
// path: unknown field"), an error under --strict. Output is built whole before any of it is
// written: never a partial answer.
#include <cstdio>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <system_error>
#include <vector>

#include "commands.hpp"

namespace {

namespace tool = rankfile::tool;
using rankfile::detail::printable;

// The text of a file, or of standard input for "-".
std::string read_file(const std::string& file) {
  if (file == "-") {
    std::ostringstream s;
    s << std::cin.rdbuf();
    if (std::cin.bad()) throw tool::usage_error{"cannot read standard input"};
    return s.str();
  }
  std::error_code ec;
  if (std::filesystem::is_directory(file, ec))
    throw tool::usage_error{"cannot read " + file + ": it is a directory"};
  std::ifstream in(file, std::ios::binary);
  if (!in) throw tool::usage_error{"cannot open " + file};
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void print_warnings(const tool::context& ctx) {
  for (const rankfile::problem& w : ctx.warnings)
    std::cerr << "warning: " << printable(w.path + ": " + w.message) << '\n';
}

}  // namespace

int main(int argc, char** argv) {
  tool::context ctx{.read = &read_file, .warnings = {}};
  try {
    const std::vector<std::string> args(argv + 1, argv + argc);
    const std::string out = tool::run(args, ctx);
    print_warnings(ctx);
    const bool written = std::fwrite(out.data(), 1, out.size(), stdout) == out.size() &&
                         std::fflush(stdout) == 0 && !std::ferror(stdout);
    if (written) return 0;
    std::cerr << "rankfile: cannot write the answer to standard output\n";
    return 1;
  } catch (const tool::invalid_input& e) {
    print_warnings(ctx);
    for (const rankfile::problem& p : e.problems)
      std::cerr << printable(p.path + ": " + p.message) << '\n';
    return 2;
  } catch (const tool::usage_error& e) {
    print_warnings(ctx);
    std::cerr << "rankfile: " << printable(e.message) << "\n(rankfile --help for usage)\n";
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "rankfile: " << e.what() << '\n';
    return 1;
  } catch (...) {
    std::cerr << "rankfile: unexpected error\n";
    return 1;
  }
}
