// The rankfile tool's command over any engine of rankfile/engines.hpp (combat, score,
// break-test, ...): read the engine's document, check it under its rule set (a house rule's
// changes too), answer under it. What differs between engines is the engine's document adapter,
// document_of<Engine> (rankfile/json/common.hpp has its contract), so a new engine's command is
// its entry in `engines` and its adapter: the dispatch (tools/dispatch.hpp) makes a command of
// every engine.
#pragma once

#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include <rankfile/engines.hpp>
#include <rankfile/house_rules.hpp>
#include <rankfile/json.hpp>
#include <rankfile/rule_sets.hpp>

#include "inputs.hpp"
#include "options.hpp"

namespace rankfile::tool {

// One result in the chosen format: the JSON answer (with the explanation when --explain is
// given), the explanation, or the short summary. Each is built only when printed.
template <class Explanation, class Document, class Summary>
std::string render(const options& o, Explanation explanation, Document document, Summary summary) {
  if (o.format == "json") {
    ordered_json j = document();
    if (o.explain) j["explanation"] = explanation();
    return j.dump(2) + "\n";
  }
  return o.explain ? explanation() : summary();
}

// The command of Engine: its document read, every problem reported at once (the fields the
// reader does not know, the rule set, a house rule's changes, the checks under the rule set),
// then its answer.
template <class Engine>
struct engine_command {
  using document = rf::document_of<Engine>;

  // The values of the options Engine's command takes beyond every engine's (its adapter's
  // `options`), each checked against its bound first.
  static rf::answer_settings settings(const options& o) {
    rf::answer_settings s;
    if constexpr (requires { document::options; }) {
      for (const rf::engine_option& e : document::options)
        if (e.name == "--rounds" && o.rounds) {
          if (*o.rounds > e.max)
            throw usage_error{std::string(e.name) + " for " + std::string(Engine::command) +
                              " must be a whole number from 1 to " + std::to_string(e.max) +
                              ", got " + std::to_string(*o.rounds)};
          s.rounds = o.rounds;
        }
    }
    return s;
  }

  // The checks under the rule set (given the option values where the adapter takes them).
  template <class R, class Rules>
  static void check(const typename document::type& d, const Rules& rules,
                    const rf::answer_settings& s, std::vector<rf::problem>& problems) {
    if constexpr (requires { document::template check<R>(d, rules, s, problems); })
      document::template check<R>(d, rules, s, problems);
    else
      document::template check<R>(d, rules, problems);
  }

  // The engine's answer, given the option values where the adapter takes them.
  template <class R, class Rules>
  static typename document::answer_type answer(const rf::answer_settings& s,
                                               const typename document::type& d,
                                               const Rules& rules) {
    if constexpr (requires { document::options; })
      return document::template answer<R>(d, rules, s);
    else
      return document::template answer<R>(d, rules);
  }

  static std::string run(const options& o, context& ctx) {
    const json doc = parse_document(ctx.read(o.file));
    std::vector<rf::problem> problems;
    std::vector<rf::problem> unknown;
    const typename document::type d = document::read(doc, problems, unknown);
    report_unknown_fields(o, ctx, unknown, problems);
    check_rules<Engine>(d.rules, problems, d.house ? "rules.base" : "rules");
    std::string out;
    rf::rule_sets::visit(d.rules, [&]<class R>(std::type_identity<R>) {
      if constexpr (Engine::template serves<R>) {
        // A rule set is a house rule without changes; a house rule's changes are checked here.
        rf::house_rules<R> rules(d.house ? d.house->name : std::string_view());
        if (d.house)  // in any order (set_all)
          for (rf::problem& p : rf::set_all(rules, d.house->changes))
            problems.push_back({"rules." + p.path, std::move(p.message)});
        const rf::answer_settings s = settings(o);
        check<R>(d, rules, s, problems);
        if (problems.empty()) {
          const typename document::answer_type a = answer<R>(s, d, rules);
          if constexpr (requires { document::markdown(d, a); })
            if (o.format == "markdown" && !o.explain) {
              out = document::markdown(d, a);
              return;
            }
          out = render(
              o, [&] { return document::template explain<R>(d, a, rules); },
              [&] { return document::template write<R>(d, a, rules); },
              [&] { return document::summarize(d, a); });
        }
      }
    });
    if (!problems.empty()) throw invalid_input{problems};
    return out;
  }
};

}  // namespace rankfile::tool
