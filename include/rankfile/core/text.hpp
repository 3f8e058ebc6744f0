// rankfile/core/text.hpp: filling the sentence patterns of the enum tables.
//
// Every sentence an explanation prints is a pattern with {placeholders} (the `english` of a row
// of an enum table); one routine fills them, so the explain headers stay small and cheap to
// compile. Allocates; not for hot paths.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "rankfile/core/on_use.hpp"

namespace rankfile::detail {

// Appends `pattern` to `out`, each {key} replaced by what `value(out, key)` appends. A count
// with its noun, {key:one|many}, becomes "1 one" or "n many" ("{a:unit|units}": "1 unit",
// "3 units"), so that no pattern prints "1 units".
template <class Value>
void fill(std::string& out, std::string_view pattern, Value&& value) {
  while (!pattern.empty()) {
    const std::size_t open = pattern.find('{');
    out.append(pattern.substr(0, open));
    if (open == std::string_view::npos) return;
    const std::size_t close = pattern.find('}', open);
    if (close == std::string_view::npos) {  // an unmatched brace is text
      out.append(pattern.substr(open));
      return;
    }
    const std::string_view key = pattern.substr(open + 1, close - open - 1);
    const std::size_t colon = key.find(':');
    const std::size_t bar = key.find('|');
    if (colon == std::string_view::npos || bar == std::string_view::npos || bar < colon) {
      value(out, key);
    } else {
      std::string count;
      value(count, key.substr(0, colon));
      out.append(count).append(" ");
      out.append(count == "1" ? key.substr(colon + 1, bar - colon - 1) : key.substr(bar + 1));
    }
    pattern.remove_prefix(close + 1);
  }
}

// "a marginal victory", "an outright win": `noun` with the indefinite article its sound takes
// (by its first letter, which serves the nouns of these tables).
template <on_use = void>
[[nodiscard]] std::string with_article(std::string_view noun) {
  const bool vowel =
      !noun.empty() && std::string_view("aeiouAEIOU").find(noun[0]) != std::string_view::npos;
  return std::string(vowel ? "an " : "a ").append(noun);
}

// "Ogre's", and "Skeletons'" for a name that ends in s: `name` as the owner of what follows.
template <on_use = void>
[[nodiscard]] std::string possessive(std::string_view name) {
  return std::string(name).append(
      !name.empty() && (name.back() == 's' || name.back() == 'S') ? "'" : "'s");
}

// "standard" for "a standard", "charge" for "the charge": the noun without its article, for
// sentences that put their own word before it ("no standard for Greatswords").
template <on_use = void>
[[nodiscard]] std::string_view without_article(std::string_view noun) {
  for (const std::string_view article : {"a ", "an ", "the "})
    if (noun.substr(0, article.size()) == article) return noun.substr(article.size());
  return noun;
}

// The rules an answer cites, each printed once at its end: a line that rests on a rule ends in
// its number, " [2]", and the list "Rules:\n  [1] ...\n  [2] ..." closes the answer.
class cited_rules {
 public:
  // Ends a line: " [n]\n" for `rule` (numbered when first cited), or "\n" when there is none.
  template <on_use = void>
  void end_line(std::string& out, std::string_view rule) {
    if (!rule.empty()) out.append(" [").append(std::to_string(number_of(rule))).append("]");
    out.append("\n");
  }
  // The number `rule` has (given now if it has none yet).
  template <on_use = void>
  std::size_t number_of(std::string_view rule) {
    for (std::size_t i = 0; i < rules_.size(); ++i)
      if (rules_[i] == rule) return i + 1;
    rules_.push_back(rule);
    return rules_.size();
  }
  // "Rules:" and each rule cited, by number; nothing when none was.
  template <on_use = void>
  void append_to(std::string& out) const {
    if (rules_.empty()) return;
    out.append("Rules:\n");
    for (std::size_t i = 0; i < rules_.size(); ++i)
      out.append("  [").append(std::to_string(i + 1)).append("] ").append(rules_[i]).append("\n");
  }

 private:
  // Views of the citations, which outlive the text being built: the rule sets' static text, or
  // a house rule's citations (house_citations), held by the caller of explain.
  std::vector<std::string_view> rules_;
};

}  // namespace rankfile::detail
