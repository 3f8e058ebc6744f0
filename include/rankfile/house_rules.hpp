// rankfile/house_rules.hpp: a rule set with some of its settings changed at run time.
//
//   rankfile::house_rules<rankfile::wfb5> club("Club rules");
//   club.set("overkill", "max", 3);                   // "" when done, else what is wrong
//   rankfile::combat_result r = rankfile::resolve(club, c);
//   std::string why = rankfile::explain(club, c, r);   // cites the club's rule for overkill
//
// From data, by name (a house rule that a tool reads from a file):
//   rankfile::house_rule_spec spec{.name = "Club rules", .base = "5th",
//                                  .changes = {{"overkill", "max", 3}}};
//   std::vector<rankfile::problem> problems =
//       rankfile::visit(spec, [&]<class R>(const rankfile::house_rules<R>& rules) {
//         if constexpr (rankfile::CombatRules<R>) r = rankfile::resolve(rules, c);
//       });  // f is compiled for every rule set, those without combat rules (wap) too
// and a registry of them beside the built-in rule sets: rankfile::rule_book (below).
//
// Every setting that knobs<R>() lists can be changed (`role.setting`, as knobs names it), not the
// choice of component: a house rule that swaps a component is a type (docs/how-to.md). The
// components read a house rule's settings through the same code as their own (settings_of in
// rankfile/core/roles.hpp), so a house rule is never a second copy of a rule. Each role with a
// changed setting cites the house rule instead of the base rule set's rule: "Club rules: overkill
// max 3 (Warhammer Fantasy Battle, 5th edition: no cap)".
//
// house_rules<R> holds its settings by value: no allocation, and resolve(h, c) and tally(h, c)
// allocate nothing either. Reading settings from memory instead of constants costs: tally(h, c)
// takes 1.13 to 1.42 times tally<R>(c) (benchmarks/README.md, house_tally/<id>).
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "rankfile/break_test/explain.hpp"
#include "rankfile/break_test/odds.hpp"
#include "rankfile/break_test/validate.hpp"
#include "rankfile/combat/explain.hpp"
#include "rankfile/combat/resolve.hpp"
#include "rankfile/core/fixed_vector.hpp"
#include "rankfile/core/house_rule_spec.hpp"
#include "rankfile/core/inline_string.hpp"
#include "rankfile/core/names.hpp"
#include "rankfile/core/problem.hpp"
#include "rankfile/core/roles.hpp"
#include "rankfile/engines.hpp"
#include "rankfile/knobs.hpp"
#include "rankfile/rule_sets.hpp"
#include "rankfile/victory/explain.hpp"
#include "rankfile/victory/score.hpp"
#include "rankfile/victory/validate.hpp"

namespace rankfile {

namespace detail {

// `v` as an error message shows it: a word in quotes, so that "3" is seen to be a word, and
// true or false as JSON and C++ write them.
inline std::string shown(const setting_value& v) {
  if (v.is == setting_value::kind::yes_no) return v.yes ? "true" : "false";
  return v.is == setting_value::kind::word ? detail::quoted(v.word) : v.text();
}

// Sets `target` from `v`; returns what is wrong (and leaves `target` alone), or "". A cap (a
// setting named max) may be "no cap"; no other number may, since it is added to a score.
inline std::string assign(int& target, const setting_value& v, bool cap) {
  if (cap && v.is == setting_value::kind::word &&
      (detail::same_name(v.word, "no cap") || detail::same_name(v.word, "no_cap"))) {
    target = rules::no_cap;
    return {};
  }
  if (v.is != setting_value::kind::number)
    return std::string("must be a whole number") + (cap ? " (or \"no cap\")" : "") + ", got " +
           shown(v);
  if (v.number < 0 || v.number > max_setting)
    return "must be 0 to " + std::to_string(max_setting) + ", got " + shown(v);
  target = static_cast<int>(v.number);
  return {};
}
inline std::string assign(bool& target, const setting_value& v) {
  if (v.is == setting_value::kind::yes_no) {
    target = v.yes;
    return {};
  }
  if (v.is == setting_value::kind::word &&
      (detail::same_name(v.word, "yes") || detail::same_name(v.word, "no"))) {
    target = detail::same_name(v.word, "yes");
    return {};
  }
  return "must be true or false, got " + shown(v);
}
// A value by its id or by the words `rankfile rule-sets` shows it by ("start of round"), in any
// case, as rule sets' names are read.
template <Tabled E>
std::string assign(E& target, const setting_value& v) {
  std::string ids;
  for (const enum_entry<E>& row : entries_of(E{})) {
    if (v.is == setting_value::kind::word &&
        (detail::same_name(v.word, row.id) || detail::same_name(v.word, row.english))) {
      target = row.value;
      return {};
    }
    ids.append(ids.empty() ? "" : ", ").append(row.id);
    if (std::string_view(row.english) != std::string_view(row.id))
      ids.append(" (").append(detail::quoted(row.english)).append(")");
  }
  return "must be one of " + ids + ", got " + shown(v);
}
inline std::string assign(rules::fraction& target, const setting_value& v) {
  const std::string_view w = v.word;
  const std::size_t slash = w.find('/');
  int n = 0;
  int d = 0;
  const auto whole = [](std::string_view digits, int& out) {  // 0 to max_setting
    if (digits.empty() || digits.size() > 7) return false;
    long long whole_number = 0;
    for (const char ch : digits) {
      if (ch < '0' || ch > '9') return false;
      whole_number = whole_number * 10 + (ch - '0');
    }
    out = static_cast<int>(whole_number);
    return whole_number <= max_setting;
  };
  if (v.is != setting_value::kind::word || slash == std::string_view::npos ||
      !whole(w.substr(0, slash), n) || !whole(w.substr(slash + 1), d) || d == 0)
    return "must be a fraction such as \"1/2\", got " + shown(v);
  target = {n, d};
  return {};
}
inline std::string assign(rules::troop_rank_limit&, const setting_value&) {
  return "cannot be changed from data: the troop type's rank limits are set in code";
}

// One role's settings in house_rules<R>.
template <class Role, class S>
struct role_slot {
  S settings{};
};
template <class R, class List>
struct role_slots;
template <class R, class... Roles>
struct role_slots<R, role_list<Roles...>>
    : role_slot<Roles, settings_of<component_t<Roles, R>>>... {};
template <class Engine>
struct no_slots {};
template <class R, class Engines>
struct engine_slots;
template <class R, class... E>
struct engine_slots<R, engine_list<E...>>
    : std::conditional_t<E::template serves<R>, role_slots<R, typename E::roles>, no_slots<E>>... {
};

}  // namespace detail

// Rule set R with some of its settings changed at run time, under a name of its own.
template <RuleSet R>
class house_rules {
 public:
  using base = R;
  // A changed setting (one set to another value than R's), by the names knobs<R>() gives it.
  struct change {
    std::string_view role;
    std::string_view setting;
  };
  // Every setting of R, as knobs<R>() lists them: each can be changed once.
  static constexpr std::size_t max_changes = [] {
    std::size_t n = 0;
    engines::for_each([&]<class E>(std::type_identity<E>) {
      if constexpr (E::template serves<R>)
        E::roles::for_each([&]<class Role>(std::type_identity<Role>) {
          using C = component_t<Role, R>;
          const C compiled{};
          for_each_setting<C>(compiled, [&](std::string_view, const auto&) { ++n; });
        });
    });
    return n;
  }();
  static constexpr std::size_t max_name = max_house_rule_name;

  // R as it is: nothing changed yet.
  house_rules() = default;
  // `name` is what explanations cite the changes as; at most max_name bytes (cut there, at the
  // start of a character: the JSON readers report a longer name instead).
  explicit house_rules(std::string_view name) {
    std::size_t n = std::min(name.size(), max_name);
    while (n < name.size() && n > 0 && (static_cast<unsigned char>(name[n]) & 0xC0) == 0x80) --n;
    name_ = name.substr(0, n);
  }

  [[nodiscard]] std::string_view name() const noexcept {
    return name_.empty() ? std::string_view(R::info.name) : std::string_view(name_);
  }
  [[nodiscard]] const fixed_vector<change, max_changes>& changes() const noexcept {
    return changes_;
  }

  // The settings the engines read for `Role`: R's, with the changes made.
  template <class Role>
  [[nodiscard]] constexpr const settings_of<component_t<Role, R>>& get() const noexcept {
    return static_cast<const detail::role_slot<Role, settings_of<component_t<Role, R>>>&>(slots_)
        .settings;
  }

  // Changes setting `setting` of the component in role `role` (as knobs<R>() names them:
  // "overkill", "max") to `value`. Returns what is wrong, and then changes nothing; "" when done.
  std::string set(std::string_view role, std::string_view setting, const setting_value& value) {
    std::string why = "no role " + detail::quoted(role) + " in " + std::string(R::info.id);
    bool found = false;
    for_each_slot([&]<class Role>(std::type_identity<Role>, auto& slot) {
      if (found || Role::name != role) return;
      found = true;
      why = set_in<Role>(slot.settings, setting, value);
    });
    if (!found) {
      detail::nearest near(role);
      std::string roles;
      for_each_slot([&]<class Role>(std::type_identity<Role>, auto&) {
        if (!has_settings<component_t<Role, R>>) return;
        near.offer(Role::name);
        roles.append(roles.empty() ? "" : ", ").append(Role::name);
      });
      why.append(detail::did_you_mean(near.name()));
      why.append("; the roles with settings: ").append(roles);
    }
    return why;
  }

  // Whether a setting of `role` was changed.
  [[nodiscard]] bool changed(std::string_view role) const noexcept {
    return std::any_of(changes_.begin(), changes_.end(),
                       [&](const change& c) { return c.role == role; });
  }

  // What the house rule says for `role`: "Club rules: overkill max 3 (Warhammer Fantasy Battle,
  // 5th edition: no cap)", each changed setting of the role in turn.
  [[nodiscard]] std::string cite(std::string_view role) const {
    std::string out(name_.empty() ? std::string_view("House rules") : std::string_view(name_));
    out.append(":");
    for_each_slot([&]<class Role>(std::type_identity<Role>, const auto& slot) {
      if (Role::name != role) return;
      using C = component_t<Role, R>;
      std::vector<knob> was;
      const C compiled{};
      for_each_setting<C>(compiled, [&](std::string_view s, const auto& v) {
        was.push_back({std::string(s), detail::text(v)});
      });
      std::size_t i = 0;
      for_each_setting<C>(slot.settings, [&](std::string_view s, const auto& v) {
        const knob& before = was[i++];
        if (!is_changed(role, s)) return;
        out.append(out.back() == ':' ? " " : "; ").append(role).append(" ").append(s);
        out.append(" ").append(detail::text(v)).append(" (").append(R::info.name);
        out.append(": ").append(before.value).append(")");
      });
    });
    return out;
  }

 private:
  [[nodiscard]] bool is_changed(std::string_view role, std::string_view setting) const noexcept {
    return std::any_of(changes_.begin(), changes_.end(), [&](const change& c) {
      return c.role == role && c.setting == setting;
    });
  }

  // Calls f(type_identity<Role>, slot) for every role of every engine R serves.
  template <class F>
  void for_each_slot(F&& f) {
    for_each_slot_of(*this, f);
  }
  template <class F>
  void for_each_slot(F&& f) const {
    for_each_slot_of(*this, f);
  }
  template <class Self, class F>
  static void for_each_slot_of(Self& self, F& f) {
    engines::for_each([&]<class E>(std::type_identity<E>) {
      if constexpr (E::template serves<R>)
        E::roles::for_each([&]<class Role>(std::type_identity<Role>) {
          using slot = detail::role_slot<Role, settings_of<component_t<Role, R>>>;
          using qualified = std::conditional_t<std::is_const_v<Self>, const slot, slot>;
          f(std::type_identity<Role>{}, static_cast<qualified&>(self.slots_));
        });
    });
  }

  template <class Role, class S>
  std::string set_in(S& settings, std::string_view setting, const setting_value& value) {
    using C = component_t<Role, R>;
    const std::string where = std::string(Role::name) + " (" + std::string(C::name) + ")";
    if constexpr (!has_settings<C>) {
      return where + " has no settings to change";
    } else {
      std::string why;
      bool found = false;
      std::string names;
      detail::nearest near(setting);
      const S before = settings;
      std::string_view matched;
      for_each_setting<C>(settings, [&](std::string_view s, auto& target) {
        names.append(names.empty() ? "" : ", ").append(s);
        near.offer(s);
        if (found || s != setting) return;
        found = true;
        matched = s;
        if constexpr (std::is_same_v<std::remove_cvref_t<decltype(target)>, int>)
          why = detail::assign(target, value, s == "max");
        else
          why = detail::assign(target, value);
      });
      if (!found) {
        why = where + " has no setting " + detail::quoted(setting);
        why.append(detail::did_you_mean(near.name()));
        return why.append("; its settings: ").append(names);
      }
      if (!why.empty()) return why;
      if constexpr (requires { settings.rule.problem(); }) {
        if (const std::string_view p = settings.rule.problem(); !p.empty()) {
          settings = before;
          return std::string(p);
        }
      }
      // Changed: set to another value than R's own (set back to R's, it is no change at all).
      std::string now, own;
      const C compiled{};
      for_each_setting<C>(settings, [&](std::string_view s, const auto& v) {
        if (s == matched) now = detail::text(v);
      });
      for_each_setting<C>(compiled, [&](std::string_view s, const auto& v) {
        if (s == matched) own = detail::text(v);
      });
      const auto at = std::find_if(changes_.begin(), changes_.end(), [&](const change& c) {
        return c.role == Role::name && c.setting == matched;
      });
      if (now != own && at == changes_.end()) changes_.push_back({Role::name, matched});
      if (now == own && at != changes_.end()) {
        fixed_vector<change, max_changes> kept;
        for (const change& c : changes_)
          if (&c != at) kept.push_back(c);
        changes_ = kept;
      }
      return {};
    }
  }

  inline_string<max_name> name_{};
  fixed_vector<change, max_changes> changes_{};
  detail::engine_slots<R, engines> slots_{};
};

// A rule set's citations with a house rule's changes cited in place of the rules they change.
// Owns the texts the citations point to: keep it alive while they are used.
template <class Citations>
class house_citations {
 public:
  house_citations(const house_citations&) = delete;
  house_citations& operator=(const house_citations&) = delete;
  house_citations(house_citations&&) noexcept = default;  // the texts stay where they are
  house_citations& operator=(house_citations&&) noexcept = default;

  template <class R, class Roles>
  static house_citations of(const house_rules<R>& h, const Citations& base, Roles) {
    house_citations out;
    out.cite_ = base;
    out.texts_.reserve(Roles::size);
    Roles::for_each([&]<class Role>(std::type_identity<Role>) {
      if (!h.changed(Role::name)) return;
      out.texts_.push_back(h.cite(Role::name));
      for (const auto field : Role::cited) out.cite_.*field = std::string_view(out.texts_.back());
    });
    return out;
  }
  [[nodiscard]] const Citations& get() const noexcept { return cite_; }

 private:
  house_citations() = default;
  std::vector<std::string> texts_;
  Citations cite_{};
};

// The citations of any engine of `engines` under the house rule, from its descriptor (its
// `citations` and `citations_of<R>()`, <engine>/engine.hpp): a new engine needs no function here
// to cite its rules. An engine whose descriptor has `using citations = void` (the round-odds
// engine's) has none to cite.
template <class Engine, RuleSet R>
  requires(Engine::template serves<R> && !std::is_void_v<typename Engine::citations>)
[[nodiscard]] house_citations<typename Engine::citations> engine_cite(const house_rules<R>& h) {
  require_own_citations<R, typename Engine::roles>();
  return house_citations<typename Engine::citations>::of(h, Engine::template citations_of<R>(),
                                                         typename Engine::roles{});
}

// Each engine under a house rule: the same walk as under R, with the house rule's settings.

template <CombatRules R>
[[nodiscard]] constexpr combat_result resolve(const house_rules<R>& h, const combat& c) noexcept {
  combat_result r;
  detail::resolve_into<R>(c, r, h);
  return r;
}
template <CombatRules R>
[[nodiscard]] constexpr combat_tally tally(const house_rules<R>& h, const combat& c) noexcept {
  combat_tally t{};  // zeroed: GCC 12 -O3 otherwise warns the winner may be read uninitialised
  detail::resolve_into<R>(c, t, h);
  return t;
}
template <CombatRules R>
[[nodiscard]] house_citations<combat_citations> combat_cite(const house_rules<R>& h) {
  return engine_cite<combat_engine>(h);
}
template <CombatRules R>
[[nodiscard]] std::string explain(const house_rules<R>& h, const combat& c,
                                  const combat_result& r, explain_options options = {}) {
  const auto cite = combat_cite(h);
  return detail::explain_combat<R>(h, cite.get(), h.name(), c, r, options);
}

template <VictoryRules R>
[[nodiscard]] constexpr battle_result score(const house_rules<R>& h, const battle& b) noexcept {
  return detail::score<R>(b, h);
}
template <VictoryRules R>
[[nodiscard]] house_citations<victory_citations> victory_cite(const house_rules<R>& h) {
  return engine_cite<victory_engine>(h);
}
template <VictoryRules R>
[[nodiscard]] std::string explain(const house_rules<R>& h, const battle& b,
                                  const battle_result& r) {
  return explain(b, r, victory_cite(h).get());
}
// Every problem with a finished battle under the house rule: as validate_battle<R>, with the
// house rule's bonus_vp.standard_taken_with_unit.
template <VictoryRules R>
[[nodiscard]] std::vector<problem> validate_battle(const house_rules<R>& h, const battle& b) {
  return validate_battle(b, R::info.id, component_t<victory_roles::concession, R>::covered,
                         h.template get<victory_roles::bonus_vp>().rule.standard_taken_with_unit);
}

template <BreakTestRules R>
[[nodiscard]] constexpr break_result break_odds(const house_rules<R>& h,
                                                const break_test& t) noexcept {
  return detail::break_odds(h, t);
}
template <BreakTestRules R>
[[nodiscard]] constexpr break_roll_result break_roll(const house_rules<R>& h,
                                                     const break_test& t,
                                                     const break_dice& dice) noexcept {
  return detail::break_roll(h, t, dice, nullptr);
}
template <BreakTestRules R>
[[nodiscard]] constexpr break_roll_result break_roll(const house_rules<R>& h,
                                                     const break_test& t, const break_dice& dice,
                                                     const break_dice& reroll) noexcept {
  return detail::break_roll(h, t, dice, &reroll);
}
template <BreakTestRules R>
[[nodiscard]] constexpr break_test break_test_from(const house_rules<R>& h, const combat& c,
                                                   const combat_tally& t, unit_ref loser,
                                                   break_test flags) noexcept {
  return detail::break_test_from(h, c, t, loser, flags);
}
template <BreakTestRules R>
[[nodiscard]] constexpr break_test break_test_from(const house_rules<R>& h, const combat& c,
                                                   const combat_result& r, unit_ref loser,
                                                   break_test flags) noexcept {
  return break_test_from(h, c, tally_of(r), loser, flags);
}
template <BreakTestRules R>
[[nodiscard]] house_citations<break_test_citations> break_test_cite(const house_rules<R>& h) {
  return engine_cite<break_test_engine>(h);
}
template <BreakTestRules R>
[[nodiscard]] std::string explain(const house_rules<R>& h, const break_test& t,
                                  const break_result& r) {
  return explain(t, r, break_test_cite(h).get());
}
template <BreakTestRules R>
[[nodiscard]] std::vector<problem> validate_break_test(const house_rules<R>& h,
                                                       const break_test& t,
                                                       const break_dice* roll = nullptr,
                                                       const break_dice* reroll = nullptr) {
  const detail::break_plan plan = detail::plan_break_test(h, t, detail::no_lines{});
  // The dice's messages name the rules they follow: "under Lizards (house rules on wfb5)",
  // "under house rules on wfb5" when they have no name, "under wfb5" when nothing is changed.
  const bool named = h.name() != std::string_view(R::info.name);
  const std::string on = std::string("house rules on ").append(R::info.id);
  const std::string rules = h.changes().empty() ? std::string(R::info.id)
                            : named ? std::string(h.name()).append(" (").append(on).append(")")
                                    : on;
  return detail::validate_break_test(t, rules, plan.three_dice, roll, reroll);
}

// Every knob of the house rule, as knobs<R>() lists them, with the changed values.
template <RuleSet R>
[[nodiscard]] std::vector<knob> knobs(const house_rules<R>& h) {
  detail::knob_list<R> k;
  engines::for_each([&]<class E>(std::type_identity<E>) { detail::add_engine<R, E>(k, h); });
  return k.take();
}

// Makes every change of `changes` to `h`, in whatever order they are listed: a change refused for
// the settings it would leave together (a component's problem()) may be allowed once the others
// are made, so refused changes are tried again until a round allows none. Returns the problems
// of those still refused, each at "<role>.<setting>".
template <RuleSet R>
std::vector<problem> set_all(house_rules<R>& h, const std::vector<house_rule_change>& changes) {
  std::vector<std::size_t> pending;  // indices into changes, in the document's order
  for (std::size_t i = 0; i < changes.size(); ++i) pending.push_back(i);
  std::vector<std::string> why(changes.size());
  for (std::size_t before = pending.size() + 1; pending.size() < before;) {
    before = pending.size();
    std::erase_if(pending, [&](std::size_t i) {
      why[i] = h.set(changes[i].role, changes[i].setting, changes[i].value);
      return why[i].empty();
    });
  }
  std::vector<problem> problems;
  for (const std::size_t i : pending)
    problems.push_back({changes[i].role + "." + changes[i].setting, std::move(why[i])});
  return problems;
}

// Looks spec.base up in List, makes the house rule and calls f(const house_rules<R>&). Returns
// the problems (an unknown base rule set, role or setting, a value out of range), each at
// "base" or "<role>.<setting>"; f is called only when there are none.
template <class List = rule_sets, class F>
std::vector<problem> visit(const house_rule_spec& spec, F&& f) {
  std::vector<problem> problems;
  const bool known = List::visit(spec.base, [&]<class R>(std::type_identity<R>) {
    house_rules<R> h(spec.name);
    problems = set_all(h, spec.changes);
    if (problems.empty()) f(std::as_const(h));
  });
  if (!known) {
    std::string message = "unknown rule set " + detail::quoted(spec.base);
    message.append(detail::did_you_mean(List::nearest(spec.base)));
    problems.push_back({"base", std::move(message)});
  }
  return problems;
}

// The rule sets of List and house rules added at run time, found by name: what a tool that
// reads a club's house rules from a file looks rule sets up in.
//
//   rankfile::rule_book book;
//   std::vector<rankfile::problem> problems = book.add(spec);   // spec.name "Club rules"
//   book.visit("club rules", [&](const auto& rules) { ... });    // house_rules<wfb5>
//   book.visit("8th", [&](const auto& rules) { ... });           // house_rules<wfb8>, unchanged
template <class List = rule_sets>
class basic_rule_book {
 public:
  // Adds a house rule, after checking it as visit(spec, f) does; also a problem at "name" when
  // it has none, or one that a rule set or an earlier house rule already answers to.
  std::vector<problem> add(house_rule_spec spec) {
    std::vector<problem> problems = rankfile::visit<List>(spec, [](const auto&) {});
    if (spec.name.empty())
      problems.insert(problems.begin(), {"name", "is required: the book finds a house rule by it"});
    else if (List::find(spec.name) || find(spec.name))
      problems.insert(problems.begin(),
                      {"name", "\"" + spec.name + "\" already names a rule set in the book"});
    if (problems.empty()) specs_.push_back(std::move(spec));
    return problems;
  }

  // Calls f(const house_rules<R>&) for the house rule named `name` (in any case), else for the
  // rule set of List answering to it, unchanged; false if neither does.
  template <class F>
  bool visit(std::string_view name, F&& f) const {
    if (const house_rule_spec* spec = find(name))
      return rankfile::visit<List>(*spec, f).empty();
    return List::visit(name, [&]<class R>(std::type_identity<R>) { f(house_rules<R>{}); });
  }

  [[nodiscard]] const std::vector<house_rule_spec>& house_rules_added() const noexcept {
    return specs_;
  }

 private:
  [[nodiscard]] const house_rule_spec* find(std::string_view name) const noexcept {
    for (const house_rule_spec& spec : specs_)
      if (detail::same_name(spec.name, name)) return &spec;
    return nullptr;
  }
  std::vector<house_rule_spec> specs_;
};
using rule_book = basic_rule_book<>;

}  // namespace rankfile
