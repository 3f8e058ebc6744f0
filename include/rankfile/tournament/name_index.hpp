// rankfile/tournament/name_index.hpp: the working containers of the tournament engines (detail
// only): player names to dense ids (name_index), and the vector they build with (vector_for),
// both spelt so that an engine that is never called is never compiled.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rankfile::tournament::detail {

// std::vector<T>, spelt so that it depends on the engine's Event type. The engines (validate,
// warnings, standings, swiss_pairings) are templates only so that a translation unit that
// includes them without calling them does not compile them; their local containers use this
// spelling so that the compiler leaves them (and the algorithms run on them) alone until an
// engine is called.
template <class Event, class T>
struct deferred_vector {
  using type = std::vector<T>;
};
template <class Event, class T>
using vector_for = typename deferred_vector<Event, T>::type;

// Player names to dense ids: open addressing over (hash, id) slots, with the names copied into
// one contiguous arena, so that interning a name costs one hash and, almost always, one probe
// and one comparison in cache. A template on the engine's Event type for the reason given at
// vector_for.
template <class Event>
class name_index {
 public:
  std::uint32_t id(std::string_view name) {
    if ((spans_.size() + 1) * 2 > slots_.size()) grow();
    const std::size_t h = std::hash<std::string_view>{}(name);
    for (std::size_t i = h & mask_;; i = (i + 1) & mask_) {
      slot& s = slots_[i];
      if (s.id == 0) {
        spans_.push_back({arena_.size(), name.size()});
        arena_.append(name);
        s = {h, static_cast<std::uint32_t>(spans_.size())};
        return s.id - 1;
      }
      if (s.hash == h && this->name(s.id - 1) == name) return s.id - 1;
    }
  }
  // The id of a name seen before, or `none`.
  [[nodiscard]] std::uint32_t find(std::string_view name) const {
    if (slots_.empty()) return none;
    const std::size_t h = std::hash<std::string_view>{}(name);
    for (std::size_t i = h & mask_;; i = (i + 1) & mask_) {
      const slot& s = slots_[i];
      if (s.id == 0) return none;
      if (s.hash == h && this->name(s.id - 1) == name) return s.id - 1;
    }
  }
  static constexpr std::uint32_t none = static_cast<std::uint32_t>(-1);
  [[nodiscard]] std::size_t size() const noexcept { return spans_.size(); }
  [[nodiscard]] std::string_view name(std::uint32_t id) const {
    return std::string_view(arena_).substr(spans_[id].first, spans_[id].second);
  }

 private:
  struct slot {
    std::size_t hash = 0;
    std::uint32_t id = 0;  // id + 1; 0 is an empty slot
  };
  void grow() {
    std::vector<slot> old = std::move(slots_);
    slots_.assign(old.empty() ? 1024 : old.size() * 2, slot{});
    mask_ = slots_.size() - 1;
    for (const slot& s : old) {
      if (s.id == 0) continue;
      std::size_t i = s.hash & mask_;
      while (slots_[i].id != 0) i = (i + 1) & mask_;
      slots_[i] = s;
    }
  }
  std::vector<slot> slots_;
  std::size_t mask_ = 0;
  std::string arena_;
  std::vector<std::pair<std::size_t, std::size_t>> spans_;  // offset and length in arena_
};

}  // namespace rankfile::tournament::detail
