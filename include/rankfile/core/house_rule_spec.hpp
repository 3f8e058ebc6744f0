// rankfile/core/house_rule_spec.hpp: a house rule as data, before it meets its rule set.
//
// A name, the rule set it changes and its changes, by the names knobs() gives them
// ("overkill", "max"). rankfile::visit(spec, f) in rankfile/house_rules.hpp makes it a
// house_rules<R>; the JSON readers fill it from a document's "rules" object.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace rankfile {

// A setting's new value as data gives it: a whole number, yes or no, or a word (an option's id
// such as "round_start", "no cap", a fraction such as "1/3").
struct setting_value {
  enum class kind : std::uint8_t { number, yes_no, word };
  kind is = kind::number;
  long long number = 0;
  bool yes = false;
  std::string word;

  setting_value(long long n) : number(n) {}            // NOLINT(google-explicit-constructor)
  setting_value(int n) : number(n) {}                  // NOLINT(google-explicit-constructor)
  setting_value(bool b) : is(kind::yes_no), yes(b) {}  // NOLINT(google-explicit-constructor)
  setting_value(std::string_view w) : is(kind::word), word(w) {}  // NOLINT
  setting_value(const char* w) : is(kind::word), word(w) {}       // NOLINT

  // As the tool prints it: 3, yes, round_start.
  [[nodiscard]] std::string text() const {
    return is == kind::number   ? std::to_string(number)
           : is == kind::yes_no ? (yes ? "yes" : "no")
                                : word;
  }
};

// The largest number a setting takes from data (a percentage, a count of models, a bonus).
inline constexpr long long max_setting = 1'000'000;

// The longest name a house rule takes, in bytes: explanations cite its changes by it.
inline constexpr std::size_t max_house_rule_name = 63;

// A house rule as data: a name, the rule set it changes (an id or alias, in any case), and its
// changes by the names knobs() gives them.
struct house_rule_change {
  std::string role;
  std::string setting;
  setting_value value;
};
struct house_rule_spec {
  std::string name;
  std::string base;
  std::vector<house_rule_change> changes;
};

}  // namespace rankfile
