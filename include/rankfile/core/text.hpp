// rankfile/core/text.hpp: filling the sentence patterns of the enum tables.
//
// Every sentence an explanation prints is a pattern with {placeholders} (the `english` of a row
// of an enum table); one routine fills them, so the explain headers stay small and cheap to
// compile. Allocates; not for hot paths.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace rankfile::detail {

// Appends `pattern` to `out`, each {key} replaced by what `value(out, key)` appends.
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
    value(out, pattern.substr(open + 1, close - open - 1));
    pattern.remove_prefix(close + 1);
  }
}

// " [rule]\n", or "\n" when there is no rule to cite.
inline void cite_line(std::string& out, std::string_view rule) {
  if (!rule.empty()) out.append(" [").append(rule).append("]");
  out.append("\n");
}

}  // namespace rankfile::detail
