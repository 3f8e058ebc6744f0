// rankfile/house_rules/setting_values.hpp: a setting's value as data gives it (a number, a word,
// true or false) made the value a component holds, or what is wrong with it (detail only: what
// house_rules<R>::set reads its values with).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "rankfile/combat/components/overkill.hpp"
#include "rankfile/combat/components/ranks.hpp"
#include "rankfile/core/enum_table.hpp"
#include "rankfile/core/house_rule_spec.hpp"
#include "rankfile/core/names.hpp"
#include "rankfile/victory/components/victory_points.hpp"

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

}  // namespace detail

}  // namespace rankfile
