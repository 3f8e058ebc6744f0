// rankfile/json/common.hpp: what every JSON document of the adapter shares.
//
// The reader that checks a whole document and reports every problem with its path, the error
// that from_json throws, enums read and written through their tables, and to_json / from_json
// for problems. Part of the rankfile::json target (needs nlohmann_json).
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "rankfile/core/enum_table.hpp"
#include "rankfile/core/house_rule_spec.hpp"
#include "rankfile/core/names.hpp"
#include "rankfile/core/problem.hpp"

namespace rankfile {

inline constexpr int document_version = 1;

// Thrown by from_json: what() lists every problem as "path: message", one a line (control
// characters in them escaped: detail::printable).
class json_error : public std::runtime_error {
 public:
  explicit json_error(std::vector<problem> problems)
      : std::runtime_error(join(problems)), problems_(std::move(problems)) {}
  [[nodiscard]] const std::vector<problem>& problems() const noexcept { return problems_; }

 private:
  static std::string join(const std::vector<problem>& ps) {
    std::string s = "[rankfile.json] invalid document";
    for (const problem& p : ps) s.append("\n").append(detail::printable(p.path + ": " + p.message));
    return s;
  }
  std::vector<problem> problems_;
};

namespace detail {

using json = nlohmann::json;

// Walks a document, collecting every problem with its path; values that are missing or wrong
// are replaced by safe defaults so that reading can go on.
//
// Given `unknown_fields`, it also notes each member it is asked for, object by object: the
// fields a reader knows are the ones it reads, listed nowhere else. report_unknown_fields(), at
// the end of a read, then adds every other member of those objects to `unknown_fields`, as
// "path: unknown field (did you mean "charged"?)".
//
// Lifetime: to do so the reader keeps a pointer (`const json*`) to each object it is asked a
// member of, until report_unknown_fields(). The documents read must outlive the reader (or at
// least that call): never pass it a temporary json to read from.
class reader {
 public:
  explicit reader(std::vector<problem>& out, std::vector<problem>* unknown_fields = nullptr)
      : out_(out), unknown_(unknown_fields) {}

  void fail(std::string path, std::string message) {
    out_.push_back({std::move(path), std::move(message)});
  }

  static std::string at(const std::string& path, std::string_view key) {
    return path.empty() ? std::string(key) : path + "." + std::string(key);
  }
  static std::string at(const std::string& path, std::size_t i) {
    return path + "[" + std::to_string(i) + "]";
  }

  // The member `key` of object `o`, or nullptr (reporting it if required).
  const json* member(const json& o, const std::string& path, std::string_view key, bool required) {
    if (unknown_ && o.is_object()) note(o, path, key);
    const auto it = o.find(key);
    if (it == o.end() || it->is_null()) {
      if (required) fail(at(path, key), "is required");
      return nullptr;
    }
    return &*it;
  }

  bool object(const json& j, const std::string& path) {
    if (j.is_object()) return true;
    fail(path.empty() ? "(document)" : path, "must be an object, got " + type_of(j));
    return false;
  }

  // An array of min..max elements, or nullptr.
  const json* array(const json& o, const std::string& path, std::string_view key, bool required,
                    std::size_t min, std::size_t max) {
    const json* j = member(o, path, key, required);
    if (!j) return nullptr;
    if (!j->is_array()) {
      fail(at(path, key), "must be an array, got " + type_of(*j));
      return nullptr;
    }
    const auto entries = [](std::size_t n) {
      return std::to_string(n) + (n == 1 ? " entry" : " entries");
    };
    if (j->size() < min)
      fail(at(path, key),
           "must list at least " + entries(min) + ", got " + std::to_string(j->size()));
    if (j->size() > max) {
      fail(at(path, key),
           "must list at most " + entries(max) + ", got " + std::to_string(j->size()));
      return nullptr;
    }
    return j;
  }

  std::optional<int> integer(const json& o, const std::string& path, std::string_view key,
                             bool required, long long min, long long max) {
    const json* j = member(o, path, key, required);
    if (!j) return std::nullopt;
    return integer_value(*j, at(path, key), min, max);
  }

  // `j` as a long long, when it is a whole number in its range; or nothing (reported at `p`).
  std::optional<long long> whole_number(const json& j, const std::string& p) {
    constexpr long long most = std::numeric_limits<long long>::max();
    if (j.is_number_integer() &&
        (!j.is_number_unsigned() || j.get<std::uint64_t>() <= static_cast<std::uint64_t>(most)))
      return j.get<long long>();
    if (j.is_number_float()) {
      const double v = j.get<double>();
      if (v <= 9e18 && v >= -9e18 && v == static_cast<double>(static_cast<long long>(v)))
        return static_cast<long long>(v);
    }
    return integer_value(j, p, -most, most);  // reports why not
  }

  // `j` as an int in [min, max], or nothing (reported at `p`).
  std::optional<int> integer_value(const json& j, const std::string& p, long long min,
                                   long long max) {
    if (j.is_number_float()) {  // written with a point or an exponent: 20.0 is 20, 20.5 is no
                                // integer
      const double v = j.get<double>();
      // Out of range first: converting a double beyond long long's range is undefined.
      const bool whole =
          v <= 9e18 && v >= -9e18 && v == static_cast<double>(static_cast<long long>(v));
      if (whole && v >= static_cast<double>(min) && v <= static_cast<double>(max))
        return static_cast<int>(v);
      if (whole || v > 9e18 || v < -9e18)
        fail(p,
             std::string(v < static_cast<double>(min) ? "must be at least " : "must be at most ") +
                 std::to_string(v < static_cast<double>(min) ? min : max) + ", got " + j.dump());
      else
        fail(p, "must be an integer, got " + j.dump());
      return std::nullopt;
    }
    if (!j.is_number_integer()) {
      fail(p, "must be an integer, got " + type_of(j));
      return std::nullopt;
    }
    if (j.is_number_unsigned() &&
        j.get<std::uint64_t>() >
            static_cast<std::uint64_t>(std::numeric_limits<long long>::max())) {
      fail(p, "must be at most " + std::to_string(max) + ", got " + j.dump());
      return std::nullopt;
    }
    const long long v = j.get<long long>();
    if (v < min || v > max) {
      fail(p, std::string(v < min ? "must be at least " : "must be at most ") +
                  std::to_string(v < min ? min : max) + ", got " + std::to_string(v));
      return std::nullopt;
    }
    return static_cast<int>(v);
  }

  bool boolean(const json& o, const std::string& path, std::string_view key, bool fallback) {
    const json* j = member(o, path, key, false);
    if (!j) return fallback;
    if (!j->is_boolean()) {
      fail(at(path, key), "must be true or false, got " + type_of(*j));
      return fallback;
    }
    return j->get<bool>();
  }

  std::optional<std::string_view> string(const json& o, const std::string& path,
                                         std::string_view key, bool required) {
    const json* j = member(o, path, key, required);
    if (!j) return std::nullopt;
    if (!j->is_string()) {
      fail(at(path, key), "must be a string, got " + type_of(*j));
      return std::nullopt;
    }
    return std::string_view(j->get_ref<const std::string&>());
  }

  // A string held in an inline_string of `capacity` characters (a name, an id, a label): a
  // longer one is reported ("longer than 39 characters"), and one with a control character (a
  // line break, a terminal's escape); it is returned whole for the caller's other checks.
  std::optional<std::string_view> name(const json& o, const std::string& path, std::string_view key,
                                       bool required, std::size_t capacity) {
    const std::optional<std::string_view> s = string(o, path, key, required);
    if (s && s->size() > capacity)
      fail(at(path, key), problem_list::longer_than(capacity));
    else if (s && !detail::is_text(*s))
      fail(at(path, key), std::string(detail::not_text));
    return s;
  }

  template <Tabled E>
  E enumeration(const json& o, const std::string& path, std::string_view key, E fallback) {
    const std::optional<std::string_view> s = string(o, path, key, false);
    if (!s) return fallback;
    if (const std::optional<E> e = enum_from<E>(*s)) return *e;
    std::string choices;
    for (const enum_entry<E>& row : entries_of(E{}))
      choices.append(choices.empty() ? "" : ", ").append(row.id);
    fail(at(path, key), "must be one of " + choices + ", got " + detail::quoted(*s));
    return fallback;
  }

  // "rules": a rule set's id or alias, or a house rule (rankfile/house_rules.hpp):
  //   {"base": "wfb5", "name": "Club rules", "overkill": {"max": 3}}
  // Returns the rule set's id or alias (the house rule's base); the house rule goes to `house`.
  // Its roles and settings are checked against the rule set later, by rankfile::visit.
  std::string rules(const json& root, bool required, std::optional<house_rule_spec>& house) {
    const json* j = member(root, "", "rules", required);
    if (!j) return {};
    if (j->is_string()) {
      if (j->get_ref<const std::string&>().empty())
        fail("rules", "must name a rule set, got an empty string");
      return j->get<std::string>();
    }
    if (!j->is_object()) {
      fail("rules", "must be a rule set's id, or a house rule (an object), got " + type_of(*j));
      return {};
    }
    house_rule_spec spec;
    spec.base = string(*j, "rules", "base", true).value_or("");
    if (spec.base.empty() && j->contains("base") && (*j)["base"].is_string())
      fail("rules.base", "must name a rule set, got an empty string");
    spec.name = name(*j, "rules", "name", false, max_house_rule_name).value_or("");
    for (auto role = j->begin(); role != j->end(); ++role) {
      if (role.key() == "base" || role.key() == "name") continue;
      if (unknown_) note(*j, "rules", role.key());  // a role: known by the rule set, not here
      const std::string role_path = at("rules", role.key());
      if (role->is_null()) continue;  // null: as if not there, as every field
      const std::string& key = role.key();
      const std::size_t dot = key.find('.');
      if (!role->is_object() && dot != std::string::npos && dot > 0 && dot + 1 < key.size() &&
          key.find('.', dot + 1) == std::string::npos && key.substr(0, dot) != "name" &&
          key.substr(0, dot) != "base") {
        // "ranks.max": 2, as `rankfile rule-sets` names the setting.
        fail(role_path, "a setting goes inside its role's object: write " +
                            detail::quoted(key.substr(0, dot)) + ": {" +
                            detail::quoted(key.substr(dot + 1)) + ": " + role->dump() + "}, not " +
                            detail::quoted(key) + ": " + role->dump());
        continue;
      }
      if (!role->is_object()) {
        detail::nearest near(role.key());  // a misspelt field of the house rule itself?
        for (const std::string_view field : {"base", "name"}) near.offer(field);
        fail(role_path, near.name().empty()
                            ? "must be an object of settings, got " + type_of(*role)
                            : "unknown field" + detail::did_you_mean(near.name()) +
                                  ", or a role, whose settings must be an object, got " +
                                  type_of(*role));
        continue;
      }
      // An empty one would change nothing, and its name would go unchecked (a misspelt role).
      if (role->empty())
        fail(role_path, "lists no settings: give the ones to change, or leave it out");
      for (auto setting = role->begin(); setting != role->end(); ++setting) {
        if (setting->is_null()) continue;
        const std::string path = at(role_path, setting.key());
        const auto add = [&](setting_value v) {
          spec.changes.push_back({role.key(), setting.key(), std::move(v)});
        };
        if (setting->is_boolean()) {
          add(setting->get<bool>());
        } else if (setting->is_string()) {
          add(std::string_view(setting->get_ref<const std::string&>()));
        } else if (setting->is_number()) {
          // Any whole number a long long holds: the setting's own range is checked, and named,
          // where the change is made. A number with a fraction part is no setting's: a
          // fraction (a threshold) is a word, "1/2".
          const double x = setting->get<double>();
          if (setting->is_number_float() && x > -9e18 && x < 9e18 &&
              x != static_cast<double>(static_cast<long long>(x)))
            fail(path,
                 "must be a whole number, true or false, or a word (a fraction is written "
                 "\"1/2\"), got " +
                     setting->dump());
          else if (const std::optional<long long> v = whole_number(*setting, path))
            add(*v);
        } else {
          fail(path, "must be a number, true or false, or a word, got " + type_of(*setting));
        }
      }
    }
    house = std::move(spec);
    return house->base;
  }

  // The document's version, when given, must be the one we read.
  void version(const json& root) {
    if (root.contains("version"))
      integer(root, "", "version", false, document_version, document_version);
  }

  static std::string type_of(const json& j) {
    if (j.is_number()) return "a number";
    return std::string("a") + (j.is_object() || j.is_array() ? "n " : " ") + j.type_name();
  }

  // The most unknown fields reported one by one; the rest are counted in one last line.
  static constexpr std::size_t max_unknown_fields = 100;

  // Adds to `unknown_fields` (when given) every member of the objects read that no one asked
  // for, in the order read, with the nearest field name of its object. A key that is no name
  // (empty, long, or with other characters than letters, digits, _ and -) is quoted in the
  // message, cut as values are, and the path is its object's.
  void report_unknown_fields() {
    if (!unknown_) return;
    std::size_t count = 0;
    for (const object_read& o : read_)
      for (const auto& [key, value] : o.object->items()) {
        if (std::find(o.known.begin(), o.known.end(), key) != o.known.end()) continue;
        if (++count > max_unknown_fields) continue;
        detail::nearest near(key);
        for (const std::string& k : o.known) near.offer(k);
        const bool name = !key.empty() && key.size() <= detail::max_quoted &&
                          std::all_of(key.begin(), key.end(), [](char c) {
                            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                                   (c >= '0' && c <= '9') || c == '_' || c == '-';
                          });
        std::string message = name ? "unknown field" : "unknown field " + detail::quoted(key);
        message.append(detail::did_you_mean(near.name()));
        unknown_->push_back({name             ? at(o.path, key)
                             : o.path.empty() ? "(document)"
                                              : o.path,
                             std::move(message)});
      }
    if (count > max_unknown_fields)
      unknown_->push_back({"(document)", "and " + std::to_string(count - max_unknown_fields) +
                                             " more unknown fields"});
    read_.clear();
    where_.clear();
  }

 private:
  struct object_read {
    const json* object;
    std::string path;
    std::vector<std::string> known;  // the members asked for
  };

  void note(const json& o, const std::string& path, std::string_view key) {
    // Objects are mostly read one member after another: the last one first, else by its
    // address (a search back through every object read made a document of 50,000 games
    // quadratic).
    std::size_t i = read_.size();
    if (i == 0 || read_.back().object != &o) {
      const auto [at, fresh] = where_.try_emplace(&o, read_.size());
      if (fresh) read_.push_back(object_read{&o, path, {}});
      i = at->second + 1;
    }
    object_read& entry = read_[i - 1];
    if (std::find(entry.known.begin(), entry.known.end(), key) == entry.known.end())
      entry.known.emplace_back(key);
  }

  std::vector<problem>& out_;
  std::vector<problem>* unknown_;
  std::vector<object_read> read_;
  std::unordered_map<const json*, std::size_t> where_;  // each object's place in read_
};

}  // namespace detail

namespace detail {
// The value a JSON string names, for from_json; throws json_error for an unknown name.
template <Tabled E>
E parse_named(const nlohmann::json& j) {
  const std::string& s = j.get_ref<const std::string&>();
  if (const std::optional<E> e = enum_from<E>(s)) return *e;
  throw json_error({{"(value)", "unknown name " + detail::quoted(s)}});
}

// For from_json of the library's answers, which may come from anywhere: `v` (the value at
// `path`) as a whole number from `min` to `max`, or json_error at `path` (a wrong type, a
// fraction, too large).
template <class Int = int>
Int whole(const nlohmann::json& v, std::string_view path,
          long long min = std::numeric_limits<Int>::min(),
          long long max = std::numeric_limits<Int>::max()) {
  bool in_range = false;
  if (v.is_number_unsigned()) {  // above LLONG_MAX it is not a long long
    const unsigned long long u = v.get<unsigned long long>();
    in_range = max >= 0 && u <= static_cast<unsigned long long>(max) &&
               (min <= 0 || u >= static_cast<unsigned long long>(min));
  } else if (v.is_number_integer()) {
    const long long n = v.get<long long>();
    in_range = n >= min && n <= max;
  }
  if (!in_range)
    throw json_error({{std::string(path), "must be a whole number from " + std::to_string(min) +
                                              " to " + std::to_string(max) + ", got " + v.dump()}});
  return static_cast<Int>(v.get<long long>());
}
template <class Int = int>
Int whole_at(const nlohmann::json& j, std::string_view key,
             long long min = std::numeric_limits<Int>::min(),
             long long max = std::numeric_limits<Int>::max()) {
  return whole<Int>(j.at(key), key, min, max);
}

// `j[key]` as two whole numbers ([a, b]); [0, 0] when `j` has no `key` and `optional` is true.
inline std::array<int, 2> whole_pair_at(const nlohmann::json& j, const std::string& key,
                                        bool optional = false) {
  if (optional && !j.contains(key)) return {};
  const nlohmann::json& v = j.at(key);
  return {whole(v.at(0), key + "[0]"), whole(v.at(1), key + "[1]")};
}

// `j[key]`, an array of at most `capacity` entries (the fixed list it is read into), or
// json_error at `key`.
inline const nlohmann::json& list_at(const nlohmann::json& j, std::string_view key,
                                     std::size_t capacity) {
  const nlohmann::json& v = j.at(key);
  if (!v.is_array() || v.size() > capacity)
    throw json_error(
        {{std::string(key), "must be a list of at most " + std::to_string(capacity) + " entries"}});
  return v;
}
}  // namespace detail

// The deepest a document nests arrays and objects (the library's own documents nest at most 8
// levels, a New Recruit roster 16): a deeper one is refused before it is read.
inline constexpr std::size_t max_json_depth = 100;

namespace detail {
// The checks of parse_json, as a SAX reader of the text (nlohmann::json::sax_parse): keys given
// twice in one object, each where it stands, nesting deeper than max_json_depth, and where the text
// stops being JSON. It keeps no values, so a document is read twice, once by this and once into a
// json; a parser callback would do both in one read, but nlohmann_json 3.11's callback parser looks
// through an array's elements at every object's end, so an array of n objects took time in n
// squared (10,000: 3 s).
class json_checker {
 public:
  using json = nlohmann::json;
  std::vector<problem> problems;  // keys given twice, or the one place the text is not JSON

  bool null() { return value(); }
  bool boolean(bool) { return value(); }
  bool number_integer(json::number_integer_t) { return value(); }
  bool number_unsigned(json::number_unsigned_t) { return value(); }
  bool number_float(json::number_float_t, const std::string&) { return value(); }
  bool string(std::string&) { return value(); }
  bool binary(json::binary_t&) { return value(); }
  bool start_object(std::size_t) { return open(false); }
  bool start_array(std::size_t) { return open(true); }
  bool end_object() { return close(); }
  bool end_array() { return close(); }
  bool key(std::string& k) {
    level& l = levels_.back();
    l.key = k;
    if (!l.keys.insert(k).second) problems.push_back({path(), "is given twice in one object"});
    return true;
  }
  bool parse_error(std::size_t, const std::string&, const json::exception& e) {
    problems.clear();  // a text that is not JSON is that one problem
    // The parser's message without its own tag ("[json.exception.parse_error.101] ").
    std::string_view what = e.what();
    if (what.starts_with("[json.exception.") && what.find("] ") != std::string_view::npos)
      what.remove_prefix(what.find("] ") + 2);
    if (dynamic_cast<const json::out_of_range*>(&e) != nullptr) {  // 1e400, -1e999
      const std::string at = path();
      problems.push_back({at.empty() ? "(document)" : at,
                          "is a number beyond any a double holds: " + std::string(what)});
    } else {
      problems.push_back({"(document)", "malformed JSON: " + std::string(what)});
    }
    return false;
  }

 private:
  struct level {
    bool array = false;
    std::size_t index = 0;  // in an array: the element being read
    std::string key{};      // in an object: the member being read
    std::unordered_set<std::string> keys{};
  };
  std::vector<level> levels_;

  std::string path() const {  // where the member being read sits
    std::string p;
    for (const level& l : levels_)
      p += l.array ? "[" + std::to_string(l.index) + "]" : (p.empty() ? "" : ".") + l.key;
    return p;
  }
  bool value() {  // one element of an array read
    if (!levels_.empty() && levels_.back().array) ++levels_.back().index;
    return true;
  }
  bool open(bool array) {
    if (levels_.size() == max_json_depth) {  // stops the parse here
      problems.push_back({"(document)", "nests arrays and objects deeper than " +
                                            std::to_string(max_json_depth) + " levels, under " +
                                            rankfile::detail::quoted(path())});
      return false;
    }
    levels_.push_back({.array = array});
    return true;
  }
  bool close() {
    levels_.pop_back();
    return value();
  }
};
}  // namespace detail

// A document from its text, for the readers: empty, with a problem added, when the text is not
// JSON ("(document)": "malformed JSON: ..."), or when an object gives a key twice (each time
// after the first: "sides[0].units[1].models": "is given twice in one object"). A JSON parser
// would keep one of the two in silence, and parsers disagree on which, so neither is taken.
// A NUL byte is refused where it stands: JSON has no place for one, and nlohmann's parser takes
// it for the end of the text, which would read a document cut short, or one with anything after
// it, as whole.
[[nodiscard]] inline std::optional<nlohmann::json> parse_json(std::string_view text,
                                                              std::vector<problem>& problems) {
  if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos) {
    const std::string_view before = text.substr(0, nul);
    const std::size_t line_start = before.rfind('\n');
    const std::size_t line =
        1 + static_cast<std::size_t>(std::count(before.begin(), before.end(), '\n'));
    const std::size_t column = nul - (line_start == std::string_view::npos ? 0 : line_start + 1);
    problems.push_back({"(document)", "malformed JSON: a NUL byte at line " + std::to_string(line) +
                                          ", column " + std::to_string(column + 1) +
                                          ": JSON text holds none"});
    return std::nullopt;
  }
  detail::json_checker checker;
  if (nlohmann::json::sax_parse(text, &checker) && checker.problems.empty())
    return nlohmann::json::parse(text);
  problems.insert(problems.end(), checker.problems.begin(), checker.problems.end());
  return std::nullopt;
}

inline void to_json(nlohmann::json& j, const problem& p) {
  j = {{"path", p.path}, {"message", p.message}};
}
inline void from_json(const nlohmann::json& j, problem& p) {
  p.path = j.at("path").get<std::string>();
  p.message = j.at("message").get<std::string>();
}

// An engine's document (Engine: a descriptor of rankfile/engines.hpp), specialised beside the
// document's reader (json/combat.hpp, json/battle.hpp, json/break_test.hpp): all the tool needs
// to run the engine on a document (tools/engine_command.hpp), so that the tool, the web package
// and the Python module find every engine by walking `engines`. A specialisation has:
//
//   using type = ...;         // the document as read: `rules`, `house` and the engine's input
//   using answer_type = ...;  // the engine's answer to it
//   static constexpr std::string_view summary;  // what the answer is, for `rankfile help`
//   static type read(const nlohmann::json& doc, std::vector<problem>& problems,
//                    std::vector<problem>& unknown_fields);
// and, under rule set R with its settings `rules`:
//   template <class R, class Rules>  // the checks that need the rule set, once read
//   static void check(const type& d, const Rules& rules, std::vector<problem>& problems);
//   template <class R, class Rules>  // the engine's answer
//   static answer_type answer(const type& d, const Rules& rules);
//   template <class R, class Rules>  // the documented answer, citing the rules
//   static nlohmann::ordered_json write(const type& d, const answer_type& a, const Rules& rules);
//   template <class R, class Rules>  // the whole reasoning in English
//   static std::string explain(const type& d, const answer_type& a, const Rules& rules);
//   static std::string summarize(const type& d, const answer_type& a);  // --format text
//
// and, for an engine whose command takes more than every engine's options:
//   static constexpr engine_option options[];  // the tool's options it also takes
//   template <class R, class Rules>  // then check and answer are given them
//   static void check(const type& d, const Rules& rules, const answer_settings& s,
//                     std::vector<problem>& problems);
//   static answer_type answer(const type& d, const Rules& rules, const answer_settings& s);
//   static std::string markdown(const type& d, const answer_type& a);  // --format markdown
//
// Rules is house_rules<R> (rankfile/house_rules.hpp, which the caller includes): a rule set is a
// house rule without changes. The engine functions under a house rule (resolve, score,
// explain, engine_cite) are found through it by argument-dependent lookup, so this adapter does
// not include house_rules.hpp.
template <class Engine>
struct document_of;

// An option of the tool (tools/options.hpp, option_specs) that an engine's command takes besides
// every engine's: its adapter lists it in `options`, and the option's row names the command.
struct engine_option {
  std::string_view name;  // as on the command line: "--rounds"
  std::string_view help;  // what it does for this command, for `rankfile help`
  int max;                // the largest value it takes (from 1)
};

// The values of the engine options a command line gave (each named by its engine_option).
struct answer_settings {
  std::optional<int> rounds;  // --rounds N
};

// Whether Engine's command takes the option `name` (its adapter's `options`). A bool, not the
// pointer below tested against null: g++ 12 under -fsanitize=undefined does not take that test
// of a static member's address as a constant expression.
template <class Engine>
constexpr bool engine_takes_option(std::string_view name) {
  if constexpr (requires { document_of<Engine>::options; }) {
    for (const engine_option& o : document_of<Engine>::options)
      if (o.name == name) return true;
  }
  return false;
}

// Engine's option `name`, or null when its command does not take it.
template <class Engine>
constexpr const engine_option* engine_option_named(std::string_view name) {
  if constexpr (requires { document_of<Engine>::options; }) {
    for (const engine_option& o : document_of<Engine>::options)
      if (o.name == name) return &o;
  }
  return nullptr;
}

}  // namespace rankfile
