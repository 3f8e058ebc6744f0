// rankfile/knobs.hpp: every setting of a rule set, as name and value, for tools and docs.
//
//   for (const rankfile::knob& k : rankfile::knobs<rankfile::wfb5>())
//     std::cout << k.name << " = " << k.value << '\n';      // ranks.min_files = 4, ...
//
// The comparison tables in docs/ and `rankfile rule-sets` are generated from this, so they
// cannot drift from the code. Allocates; not for hot paths.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "rankfile/core/on_use.hpp"
#include "rankfile/core/roles.hpp"
#include "rankfile/core/rule_set_info.hpp"
#include "rankfile/engines.hpp"

namespace rankfile {

struct knob {
  std::string name;
  std::string value;

  friend bool operator==(const knob&, const knob&) = default;
};

namespace detail {

template <on_use = void>
std::string text(int v) {
  if (v == rules::no_cap) return "no cap";
  return v == rules::value_unknown ? "unknown" : std::to_string(v);
}
template <on_use = void>
std::string text(bool v) {
  return v ? "yes" : "no";
}
// An enum setting in the English of its table.
template <Tabled E>
std::string text(E v) {
  return std::string(english_of(v));
}
template <on_use = void>
std::string text(rules::fraction v) {
  return std::to_string(v.numerator) + "/" + std::to_string(v.denominator);
}
template <on_use = void>
std::string text(rules::troop_rank_limit v) {
  return v.min_models <= 0
             ? "none"
             : std::to_string(v.min_models) + " a rank, at most +" + std::to_string(v.max);
}
template <on_use = void>
std::string text(std::string_view v) {
  return std::string(v);
}
template <on_use = void>
std::string text(const char* v) {
  return v;
}  // not the bool overload

// The knobs of rule set R, as they are added. A template over R so that its std::vector<knob> is
// compiled where knobs<R>() is used, not in every translation unit that includes this header (8 M
// instructions).
template <class R>
class knob_list {
 public:
  template <class V>
  void add(std::string_view name, const V& value) {
    list_.push_back({std::string(name), text(value)});
  }
  std::vector<knob> take() { return std::move(list_); }

 private:
  std::vector<knob> list_;
};

// A component's knobs: its name under `role`, then each setting it reads (role.setting), from
// `self`: the component itself (its constants) or settings_of<C> (house_rules<R>).
template <class C, class R, class Self>
void add_component(knob_list<R>& k, std::string_view role, const Self& self) {
  k.add(role, name_for<C>(self));
  for_each_setting<C>(self, [&](std::string_view setting, const auto& value) {
    k.add(std::string(role) + "." + std::string(setting), value);
  });
}

// Every role of Engine: the component R gives it, with its settings; or, when R does not serve
// the engine, one line `engine = unknown`.
template <class R, class Engine, class Settings>
void add_engine(knob_list<R>& k, const Settings& settings) {
  if constexpr (Engine::template serves<R>)
    Engine::roles::for_each([&]<class Role>(std::type_identity<Role>) {
      add_component<component_t<Role, R>>(k, Role::name, settings.template get<Role>());
    });
  else
    k.add(Engine::name, "unknown");
}

}  // namespace detail

// Every knob of rule set R: for each engine, one entry per role naming its component, then the
// component's options. Engines a rule set has no rules for are listed as "unknown".
template <RuleSet R>
[[nodiscard]] std::vector<knob> knobs() {
  detail::knob_list<R> k;
  engines::for_each(
      [&]<class E>(std::type_identity<E>) { detail::add_engine<R, E>(k, own_settings<R>{}); });
  return k.take();
}

// Every knob of every rule set in `List` (a rule_set_list) as a Markdown table: one row per
// setting, one column per rule set, blank where a rule set has no such setting. This is
// docs/rule-sets-table.md and `rankfile rule-sets --format markdown`.
template <class List>
[[nodiscard]] std::string settings_table() {
  // One column of knobs per rule set, in list order. (Its size makes the type depend on List, so
  // that GCC compiles it where the table is asked for, not in every translation unit:
  // measured, benchmarks/README.md.)
  std::array<std::vector<knob>, List::size> columns;
  std::size_t next = 0;
  List::for_each([&]<class R>(std::type_identity<R>) { columns[next++] = knobs<R>(); });
  std::vector<std::string_view> rows;  // every setting's name, in order of first appearance
  for (const auto& column : columns)
    for (const knob& k : column)
      if (std::find(rows.begin(), rows.end(), k.name) == rows.end()) rows.push_back(k.name);
  std::string out = "| setting |";
  for (const rule_set_info& info : List::infos()) out.append(" ").append(info.id).append(" |");
  out += "\n|---|";
  for (std::size_t i = 0; i < List::size; ++i) out += "---|";
  out += "\n";
  for (const std::string_view row : rows) {
    out.append("| ").append(row).append(" |");
    for (const auto& column : columns) {
      const auto it =
          std::find_if(column.begin(), column.end(), [&](const knob& k) { return k.name == row; });
      out.append(" ").append(it == column.end() ? std::string_view() : it->value).append(" |");
    }
    out += "\n";
  }
  return out;
}

}  // namespace rankfile
