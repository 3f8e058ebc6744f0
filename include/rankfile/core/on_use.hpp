// rankfile/core/on_use.hpp: text-layer code compiled where it is called, not where it is included.
//
// GCC compiles what a non-template inline function calls (std::vector<problem>'s push_back,
// std::string's member templates, ...) in every translation unit that includes it, whether or
// not anything calls it; a function template's callees wait for its first call. So the text
// layer (explanations, validation messages, knobs, problem lists, quoted names) is written as
// templates over one unused parameter, and a simulator that includes the umbrella header and
// never explains a combat compiles none of it (measured, benchmarks/README.md: a few per cent of
// the umbrella header's translation unit under GCC; clang, which also compiles what a
// template's non-dependent expressions call, gains less):
//
//   template <on_use = void>
//   [[nodiscard]] std::string summarize(const combat& c, const combat_result& r) { ... }
//
//   rankfile::summarize(c, r)  // callers never name the parameter
//
// The constraint keeps an explicit template argument from binding to it: explain<wfb5>(c, r)
// is the rule set's explain, never the rule-set-free one with `void` replaced by wfb5.
#pragma once

#include <type_traits>

namespace rankfile {

template <class T>
concept on_use = std::is_void_v<T>;

}  // namespace rankfile
