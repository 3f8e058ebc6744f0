// rankfile/core/problem.hpp: a problem found in an input, with the path of the field.
//
// Every validator and document reader reports what is wrong as a list of problems, each with
// the path of the field ("sides[1].units[0].files") and a message ("must be at least 1, got
// 0"). Allocates (it builds strings); the engines do not.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rankfile/core/on_use.hpp"

namespace rankfile {

struct problem {
  std::string path;
  std::string message;

  friend bool operator==(const problem&, const problem&) = default;
};

namespace detail {

// Collects problems. A path is given as a prefix and a field ("sides[0]", ".files"); the
// strings are built here, once, so that a check costs its caller one call (which keeps the
// validators cheap to compile as well as to run).
class problem_list {
 public:
  template <on_use = void>
  void add(std::string_view at, std::string_view field, std::string_view message) {
    out_.push_back({cat({at, field}), std::string(message)});
  }
  // A problem whose message is made of pieces: {"not a rule of ", rule_set, ": ..."}.
  template <on_use = void>
  void add(std::string_view at, std::string_view field,
           std::initializer_list<std::string_view> message) {
    out_.push_back({cat({at, field}), cat(message)});
  }
  // A problem whose message has a number in it: `before` + n + `after`.
  template <on_use = void>
  void add(std::string_view at, std::string_view field, std::string_view before, long long n,
           std::string_view after) {
    out_.push_back({cat({at, field}), cat({before, std::to_string(n), after})});
  }
  // value must lie in [min, max].
  template <on_use = void>
  void count(std::string_view at, std::string_view field, long long value, long long min,
             long long max) {
    if (value >= min && value <= max) return;
    const bool low = value < min;
    out_.push_back({cat({at, field}),
                    cat({low ? "must be at least " : "must be at most ",
                         std::to_string(low ? min : max), ", got ", std::to_string(value)})});
  }
  // A name longer than the `capacity` of the inline_string that holds it
  // (core/inline_string.hpp: its too_long()).
  template <on_use = void>
  void name(std::string_view at, std::string_view field, bool too_long, std::size_t capacity) {
    if (too_long) out_.push_back({cat({at, field}), longer_than(capacity)});
  }
  template <on_use = void>
  [[nodiscard]] std::vector<problem> take() noexcept {
    return std::move(out_);
  }

  // "longer than 39 characters": the message for a name that does not fit its inline_string.
  template <on_use = void>
  [[nodiscard]] static std::string longer_than(std::size_t capacity) {
    return cat({"longer than ", std::to_string(capacity), " characters"});
  }

  // "name[i]"
  template <on_use = void>
  [[nodiscard]] static std::string indexed(std::string_view name, std::size_t i) {
    return cat({name, "[", std::to_string(i), "]"});
  }
  template <on_use = void>
  [[nodiscard]] static std::string cat(std::initializer_list<std::string_view> parts) {
    std::string s;
    for (std::string_view p : parts) s.append(p);
    return s;
  }

 private:
  std::vector<problem> out_;
};

}  // namespace detail

}  // namespace rankfile
