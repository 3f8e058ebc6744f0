// _rankfile: the compiled part of the Python package (python/rankfile/__init__.py wraps it).
//
//   run(args, files) -> (status, output, problems, message, warnings)
//       the rankfile tool's commands (tools/commands.hpp), exactly as web/src/binding.cpp runs
//       them for JavaScript: args as on the command line, every input a command reads named in
//       args and given as text in `files`. status 0: `output` is what the tool writes; 2:
//       invalid input, `problems` [(path, message)]; 1: anything else, `message`. `warnings`
//       [(path, message)] in every case.
//   options() -> [(name, value, commands)]: the tool's option table (option_specs).
//   tally_batch(rule_set, size, columns, outputs) -> (problems, combats with problems)
//       tally_all over one-unit-a-side combats read from int32 columns
//       (python/src/tally_columns.hpp), without the GIL.
//   batch_fields(), troop_types(), formations(), decisions(): the names the batch uses, from
//       the library's tables.
// Nothing here knows a rule.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstdint>
#include <exception>
#include <map>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "../../tools/commands.hpp"
#include "tally_columns.hpp"

namespace py = pybind11;
namespace tool = rankfile::tool;

namespace {

using problem_list = std::vector<std::pair<std::string, std::string>>;

problem_list pairs(const std::vector<rankfile::problem>& list) {
  problem_list out;
  out.reserve(list.size());
  for (const rankfile::problem& p : list) out.emplace_back(p.path, p.message);
  return out;
}

std::tuple<int, std::string, problem_list, std::string, problem_list> run(
    const std::vector<std::string>& args, const std::map<std::string, std::string>& files) {
  tool::context ctx;
  ctx.read = [&files](const std::string& name) -> std::string {
    const auto f = files.find(name);
    if (f == files.end()) throw tool::usage_error{"cannot open " + name};
    return f->second;
  };
  int status = 0;
  std::string output, message;
  problem_list problems;
  {
    py::gil_scoped_release unlocked;  // pure C++ from here: other threads may run
    try {
      output = tool::run(args, ctx);
    } catch (const tool::invalid_input& e) {
      status = 2;
      problems = pairs(e.problems);
    } catch (const tool::usage_error& e) {
      status = 1;
      message = e.message;
    } catch (const std::exception& e) {
      status = 1;
      message = e.what();
    }
  }
  return {status, std::move(output), std::move(problems), std::move(message), pairs(ctx.warnings)};
}

std::vector<std::tuple<std::string, std::string, std::vector<std::string>>> options() {
  std::vector<std::tuple<std::string, std::string, std::vector<std::string>>> out;
  for (const tool::option_spec& o : tool::option_specs) {
    std::vector<std::string> commands;
    o.for_each_command([&](std::string_view c) { commands.emplace_back(c); });
    out.emplace_back(std::string(o.name), std::string(o.value), std::move(commands));
  }
  return out;
}

template <class E>
std::vector<std::string> ids_of() {
  std::vector<std::string> out;
  for (const auto& row : rankfile::entries_of(E{})) out.emplace_back(row.id);
  return out;
}

using int_column = py::array_t<std::int32_t, 0>;

// The array's strides in elements; Python checked its dtype (int32) and shape (size, 2).
rankfile::python::column column_of(const int_column& a) {
  const auto step = static_cast<py::ssize_t>(sizeof(std::int32_t));
  if (a.ndim() != 2 || a.strides(0) % step != 0 || a.strides(1) % step != 0)
    throw py::value_error("tally_batch: a column must be an int32 array of shape (n, 2)");
  return {a.data(), a.strides(0) / step, a.strides(1) / step};
}

template <class T>
T* output_of(py::array_t<T, py::array::c_style>& a, std::size_t size, std::size_t width) {
  if (a.size() != static_cast<py::ssize_t>(size * width))
    throw py::value_error("tally_batch: an output array has the wrong size");
  return a.mutable_data();
}

std::pair<problem_list, std::size_t> tally_batch(
    const std::string& rule_set, std::size_t size, const py::dict& given,
    py::array_t<std::int32_t, py::array::c_style> scores,
    py::array_t<std::int8_t, py::array::c_style> winner,
    py::array_t<std::int32_t, py::array::c_style> margin,
    py::array_t<std::int8_t, py::array::c_style> decided) {
  namespace rp = rankfile::python;
  rp::columns in{.size = size};
  std::vector<int_column> held;  // keeps each array alive while the GIL is released
  held.reserve(rp::field_count);
  for (const rp::field_info& f : rp::fields) {
    if (!given.contains(f.name.data())) continue;
    held.push_back(given[f.name.data()].cast<int_column>());
    const rp::column c = column_of(held.back());
    if (held.back().shape(0) != static_cast<py::ssize_t>(size) || held.back().shape(1) != 2)
      throw py::value_error("tally_batch: column " + std::string(f.name) + " has the wrong shape");
    in.given[static_cast<std::size_t>(f.f)] = c;
  }
  const rp::outputs out{output_of(scores, size, 2), output_of(winner, size, 1),
                        output_of(margin, size, 1), output_of(decided, size, 1)};
  std::vector<rankfile::problem> problems;
  std::size_t bad = 0;
  bool known = false;
  {
    py::gil_scoped_release unlocked;
    rankfile::rule_sets::visit(rule_set, [&]<class R>(std::type_identity<R>) {
      if constexpr (rankfile::CombatRules<R>) {
        known = true;
        bad = rp::tally_columns<R>(in, out, problems);
      }
    });
  }
  if (!known) {
    std::vector<rankfile::problem> wrong;
    tool::check_rules<rankfile::combat_engine>(rule_set, wrong);
    return {pairs(wrong), 1};
  }
  return {pairs(problems), bad};
}

}  // namespace

PYBIND11_MODULE(_rankfile, m) {
  m.doc() = "The rankfile tool's engines, compiled (the rankfile package wraps them).";
  m.def("run", &run, py::arg("args"), py::arg("files"));
  m.def("options", &options);
  m.def("tally_batch", &tally_batch, py::arg("rule_set"), py::arg("size"), py::arg("columns"),
        py::arg("scores"), py::arg("winner"), py::arg("margin"), py::arg("decided_by"));
  m.def("batch_fields", [] {
    std::vector<std::tuple<std::string, bool, bool>> out;
    for (const rankfile::python::field_info& f : rankfile::python::fields)
      out.emplace_back(std::string(f.name), f.required, f.flag);
    return out;
  });
  m.def("troop_types", &ids_of<rankfile::troop_type>);
  m.def("formations", &ids_of<rankfile::formation>);
  m.def("decisions", &ids_of<rankfile::decision>);
  m.attr("max_batch_problems") = rankfile::python::max_batch_problems;
}
