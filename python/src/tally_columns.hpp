// Many one-unit-a-side combats as columns, one per field of the combat document, each with a
// value per side: rankfile.tally_batch (python/src/module.cpp) reads NumPy arrays through it, and
// benchmarks/tally_timing.cpp builds the same combats from the same columns for the C++
// tally_all it is timed against.
//
// A field's column is read as column(i, s) for combat i and side s. A field that is not given
// takes the combat document's default (docs/json-format.md, Combat): models_at_start and
// unit_strength are `models` (unit_strength is unit_strength_at_start when that is given and no
// model was lost); unit_strength_at_start is unit_strength when no model was lost, else
// models_at_start; everything else 0 or false.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <rankfile/combat/batch.hpp>
#include <rankfile/combat/components/troops.hpp>
#include <rankfile/combat/validate.hpp>
#include <rankfile/rule_sets.hpp>

namespace rankfile::python {

// The fields of a batch: the combat document's names for a side's and its one unit's fields.
enum class field : std::uint8_t {
  wounds_inflicted,
  challenge_overkill,
  models,
  models_at_start,
  files,
  unit_strength,
  unit_strength_at_start,
  troop_type,
  formation,
  charged,
  charged_downhill,
  elevation,
  standard,
  battle_standard,
  musician,
  horde,
  disrupted_earlier,
};
struct field_info {
  field f;
  std::string_view name;
  bool required;
  bool flag;  // 0 or 1
};
// In the enum's order; a row's `required` marks a field every batch must give.
inline constexpr field_info fields[] = {
    {field::wounds_inflicted, "wounds_inflicted", true, false},
    {field::challenge_overkill, "challenge_overkill", false, false},
    {field::models, "models", true, false},
    {field::models_at_start, "models_at_start", false, false},
    {field::files, "files", true, false},
    {field::unit_strength, "unit_strength", false, false},
    {field::unit_strength_at_start, "unit_strength_at_start", false, false},
    {field::troop_type, "troop_type", false, false},
    {field::formation, "formation", false, false},
    {field::charged, "charged", false, true},
    {field::charged_downhill, "charged_downhill", false, true},
    {field::elevation, "elevation", false, false},
    {field::standard, "standard", false, true},
    {field::battle_standard, "battle_standard", false, true},
    {field::musician, "musician", false, true},
    {field::horde, "horde", false, true},
    {field::disrupted_earlier, "disrupted_earlier", false, true},
};
inline constexpr std::size_t field_count = std::size(fields);
static_assert([] {
  for (std::size_t k = 0; k < field_count; ++k)
    if (static_cast<std::size_t>(fields[k].f) != k) return false;
  return true;
}());

// One field's values: `data` at combat i, side s is data[i * row + s * side] (strides in
// elements, either may be 0 for a value broadcast over combats or sides).
struct column {
  const std::int32_t* data = nullptr;
  std::ptrdiff_t row = 0;
  std::ptrdiff_t side = 0;
  [[nodiscard]] std::int32_t operator()(std::size_t i, std::size_t s) const noexcept {
    return data[static_cast<std::ptrdiff_t>(i) * row + static_cast<std::ptrdiff_t>(s) * side];
  }
};

struct columns {
  std::size_t size = 0;
  std::array<std::optional<column>, field_count> given{};
  [[nodiscard]] const std::optional<column>& operator[](field f) const noexcept {
    return given[static_cast<std::size_t>(f)];
  }
};

// What tally_batch writes for combat i: scores[2 i + s], winner[i] (-1 for a draw), margin[i],
// decided_by[i] (the decision's number, rankfile::decision).
struct outputs {
  std::int32_t* scores = nullptr;
  std::int8_t* winner = nullptr;
  std::int32_t* margin = nullptr;
  std::int8_t* decided_by = nullptr;
};

// A combat of one unit a side, everything else at its default: the columns overwrite its
// fields. Its units have no id (the answer names none).
[[nodiscard]] inline combat one_unit_a_side() noexcept {
  combat c{};
  for (combat_side& s : c.sides) s.units.push_back(combat_unit{});
  return c;
}

// Every field's column, the defaults included: a field not given reads the field its default
// is (models_at_start and unit_strength read models), or a constant; so that reading a combat is
// a load per field, with no test of whether it was given.
struct resolved {
  std::array<column, field_count> cols{};
  // unit_strength is given and unit_strength_at_start is not: the latter is unit_strength when
  // no model was lost, else models_at_start, and must be given when models were lost and
  // unit_strength is not one a model (the combat document's rule).
  bool derive_strength_at_start = false;
  // The other way round: unit_strength_at_start is given and unit_strength is not.
  bool derive_strength = false;
  // Not given, and its default a constant, which one_unit_a_side() already holds: not copied.
  std::array<bool, field_count> defaulted{};
  [[nodiscard]] const column& operator[](field f) const noexcept {
    return cols[static_cast<std::size_t>(f)];
  }
};

[[nodiscard]] inline resolved resolve(const columns& in) noexcept {
  static constexpr std::int32_t zero = 0;
  static constexpr std::int32_t one = 1;
  resolved r;
  for (const field_info& f : fields) {
    r.cols[static_cast<std::size_t>(f.f)] =
        in[f.f] ? *in[f.f] : column{f.f == field::files ? &one : &zero, 0, 0};
    r.defaulted[static_cast<std::size_t>(f.f)] = !in[f.f];
  }
  const auto set = [&](field f, field from) {
    if (!in[f]) r.cols[static_cast<std::size_t>(f)] = r[from];
  };
  set(field::models_at_start, field::models);
  set(field::unit_strength, field::models);
  set(field::unit_strength_at_start, field::models_at_start);
  for (const field f :
       {field::models_at_start, field::unit_strength, field::unit_strength_at_start})
    r.defaulted[static_cast<std::size_t>(f)] = false;  // they read another field
  r.derive_strength_at_start = in[field::unit_strength] && !in[field::unit_strength_at_start];
  r.derive_strength = in[field::unit_strength_at_start] && !in[field::unit_strength];
  return r;
}

// Writes combats start to start + out.size() - 1 of the columns into `out`, combats that
// one_unit_a_side() made, a field at a time (a field left at its default is not written: it
// holds it already). False when a column's value is one the combat
// document cannot say (column_problems names it): a flag other than 0 or 1, a number of no troop
// type or formation, unit_strength_at_start missing where the document needs it.
inline bool fill(const resolved& in, std::size_t start, std::span<combat> out) noexcept {
  const std::size_t n = out.size();
  bool ok = true;
  for (std::size_t s = 0; s < 2; ++s) {
    const auto values = [&](field f) {
      const column& c = in[f];
      return column{c.data + static_cast<std::ptrdiff_t>(start) * c.row +
                        static_cast<std::ptrdiff_t>(s) * c.side,
                    c.row, 0};
    };
    // Numbers: copied and checked against the bounds validate() sets (min to max, as one
    // unsigned comparison); how they fit together, consistent() checks.
    const auto each = [&](field f, std::int32_t min, std::int32_t max, auto write) {
      if (in.defaulted[static_cast<std::size_t>(f)]) return;
      const column c = values(f);
      bool fits = true;
      const auto span = static_cast<std::uint32_t>(max - min);
      for (std::size_t k = 0; k < n; ++k) {
        const std::int32_t v = c(k, 0);
        fits &= static_cast<std::uint32_t>(v) - static_cast<std::uint32_t>(min) <= span;
        write(out[k].sides[s], out[k].sides[s].units[0], v);
      }
      ok &= fits;
    };
    each(field::wounds_inflicted, 0, max_count,
         [](combat_side& d, combat_unit&, int v) { d.wounds_inflicted = v; });
    each(field::challenge_overkill, 0, max_count,
         [](combat_side& d, combat_unit&, int v) { d.challenge_overkill = v; });
    each(field::models, 0, max_count, [](combat_side&, combat_unit& u, int v) { u.models = v; });
    each(field::models_at_start, 1, max_count,
         [](combat_side&, combat_unit& u, int v) { u.models_at_start = v; });
    each(field::files, 1, max_count, [](combat_side&, combat_unit& u, int v) { u.files = v; });
    each(field::unit_strength, 0, max_count,
         [](combat_side&, combat_unit& u, int v) { u.unit_strength = v; });
    each(field::elevation, -max_count, max_count,
         [](combat_side&, combat_unit& u, int v) { u.elevation = v; });
    if (!in.derive_strength_at_start) {
      each(field::unit_strength_at_start, 0, max_count,
           [](combat_side&, combat_unit& u, int v) { u.unit_strength_at_start = v; });
    } else {  // as the combat document reads it (include/rankfile/json/combat.hpp)
      for (std::size_t k = 0; k < n; ++k) {
        combat_unit& u = out[k].sides[s].units[0];
        const bool lost = u.models != u.models_at_start;
        u.unit_strength_at_start = lost ? u.models_at_start : u.unit_strength;
        ok &=
            !(lost && u.unit_strength != u.models && u.models < u.models_at_start && u.models > 0);
      }
    }
    if (in.derive_strength) {
      for (std::size_t k = 0; k < n; ++k) {
        combat_unit& u = out[k].sides[s].units[0];
        const bool lost = u.models != u.models_at_start;
        u.unit_strength = lost ? u.models : u.unit_strength_at_start;
        ok &= !(lost && u.unit_strength_at_start != u.models_at_start &&
                u.models < u.models_at_start && u.models > 0);
      }
    }
    // Flags and enumerations: their numbers checked here, before they become bools and enums.
    const auto flag = [&](field f, bool combat_unit::*member) {
      if (in.defaulted[static_cast<std::size_t>(f)]) return;
      const column c = values(f);
      std::uint32_t wrong = 0;
      for (std::size_t k = 0; k < n; ++k) {
        const std::int32_t v = c(k, 0);
        wrong |= static_cast<std::uint32_t>(v) & ~std::uint32_t{1};
        out[k].sides[s].units[0].*member = v != 0;
      }
      ok &= wrong == 0;
    };
    flag(field::charged, &combat_unit::charged);
    flag(field::charged_downhill, &combat_unit::charged_downhill);
    flag(field::standard, &combat_unit::standard);
    flag(field::battle_standard, &combat_unit::battle_standard);
    flag(field::musician, &combat_unit::musician);
    flag(field::horde, &combat_unit::horde);
    flag(field::disrupted_earlier, &combat_unit::disrupted_earlier);
    const auto enumeration = [&]<class E>(field f, E combat_unit::*member, std::size_t count) {
      if (in.defaulted[static_cast<std::size_t>(f)]) return;
      const column c = values(f);
      bool fits = true;
      for (std::size_t k = 0; k < n; ++k) {
        const auto v = static_cast<std::uint32_t>(c(k, 0));
        fits &= v < count;
        out[k].sides[s].units[0].*member = static_cast<E>(v);
      }
      ok &= fits;
    };
    enumeration(field::troop_type, &combat_unit::troop, std::size(troop_type_table));
    enumeration(field::formation, &combat_unit::order, std::size(formation_table));
  }
  return ok;
}

// The problems of combat i's fields that the combat document would have (the reader's
// unit_strength_at_start rule, flags other than 0 or 1, numbers of no troop type or formation),
// each as {"FIELD[i, s]", message}. The rest, validate<R> finds in the combat fill() made.
inline void column_problems(const columns& in, std::size_t i, std::vector<problem>& out) {
  const auto at = [&](std::string_view name, std::size_t s) {
    return std::string(name) + "[" + std::to_string(i) + ", " + std::to_string(s) + "]";
  };
  for (std::size_t s = 0; s < 2; ++s) {
    for (const field_info& f : fields) {
      const std::optional<column>& col = in[f.f];
      if (!col) continue;
      const std::int32_t v = (*col)(i, s);
      if (f.flag && v != 0 && v != 1)
        out.push_back({at(f.name, s), "must be 0 or 1 (false or true), got " + std::to_string(v)});
      if (f.f == field::troop_type &&
          (v < 0 || static_cast<std::size_t>(v) >= std::size(troop_type_table)))
        out.push_back({at(f.name, s), "must be a troop type's number, 0 to " +
                                          std::to_string(std::size(troop_type_table) - 1) +
                                          ", got " + std::to_string(v)});
      if (f.f == field::formation &&
          (v < 0 || static_cast<std::size_t>(v) >= std::size(formation_table)))
        out.push_back({at(f.name, s), "must be a formation's number, 0 to " +
                                          std::to_string(std::size(formation_table) - 1) +
                                          ", got " + std::to_string(v)});
    }
    // One strength given, the other not: as the combat document reads them.
    const std::int32_t m = in[field::models] ? (*in[field::models])(i, s) : 0;
    const std::int32_t m0 = in[field::models_at_start] ? (*in[field::models_at_start])(i, s) : m;
    const auto needed = [&](field given, field missing, std::int32_t models) {
      const std::optional<column>& strength = in[given];
      if (!strength || in[missing] || m >= m0 || m == 0) return;  // m == 0: no strength left
      const std::int32_t us = (*strength)(i, s);
      if (us != models)
        out.push_back({at(fields[static_cast<std::size_t>(missing)].name, s),
                       "is needed: models were lost (" + std::to_string(m0) + " to " +
                           std::to_string(m) + ") and " +
                           std::string(fields[static_cast<std::size_t>(given)].name) + " (" +
                           std::to_string(us) + ") is not one a model"});
    };
    needed(field::unit_strength, field::unit_strength_at_start, m);
    needed(field::unit_strength_at_start, field::unit_strength, m0);
  }
}

// validate<R>'s path "sides[1].units[0].models" as the batch's "models[i, 1]".
inline std::string batch_path(std::string_view path, std::size_t i) {
  std::string_view rest = path;
  std::size_t s = 0;
  if (rest.starts_with("sides[") && rest.size() > 8) {
    s = rest[6] == '1' ? 1 : 0;
    rest.remove_prefix(8);  // "sides[s]"
  }
  if (rest.starts_with(".units[0]")) rest.remove_prefix(9);
  if (rest.starts_with(".")) rest.remove_prefix(1);
  return std::string(rest) + "[" + std::to_string(i) + ", " + std::to_string(s) + "]";
}

// Whether combat `c`, which fill() made and found in bounds, meets the rest of what validate<R>
// checks: how its counts fit together, charged_downhill with charged, a troop type that R takes
// (`troop_ok[t]`). Computed without a branch per condition: most combats pass, and only a chunk
// with one that does not is validated in full (for the messages).
[[nodiscard]] inline bool consistent(
    const combat& c, const std::array<bool, std::size(troop_type_table)>& troop_ok) noexcept {
  bool ok = true;
  for (const combat_side& side : c.sides) {
    const combat_unit& u = side.units[0];
    ok &= (u.models <= u.models_at_start) & (u.unit_strength <= u.unit_strength_at_start) &
          (u.unit_strength >= u.models) & (u.unit_strength_at_start >= u.models_at_start) &
          !((u.models == 0) & (u.unit_strength > 0)) & (!u.charged_downhill | u.charged) &
          troop_ok[static_cast<std::size_t>(u.troop)];
  }
  return ok;
}

// Whether rule set R takes each troop type (the troops role's instead_of names none).
template <CombatRules R>
[[nodiscard]] constexpr std::array<bool, std::size(troop_type_table)> troop_types_taken() noexcept {
  std::array<bool, std::size(troop_type_table)> ok{};
  for (std::size_t t = 0; t < ok.size(); ++t)
    ok[t] = component_t<combat_roles::troops, R>::instead_of(troop_type_table[t].value).empty();
  return ok;
}

// At most this many problems are reported from one batch (after them, how many more combats had
// some).
inline constexpr std::size_t max_batch_problems = 20;

// Tallies every combat of `in` under rule set R, `chunk` combats at a time through tally_all<R>;
// the problems of combats that cannot be tallied go to `problems` (and nothing is tallied once
// there is one). Returns the number of combats with problems.
template <CombatRules R>
std::size_t tally_columns(const columns& in, const outputs& out, std::vector<problem>& problems) {
  constexpr std::size_t chunk = 64;
  static constexpr auto troop_ok = troop_types_taken<R>();
  const resolved columns = resolve(in);
  std::vector<combat> combats(chunk, one_unit_a_side());  // on the heap: 3.7 KB each
  std::array<combat_tally, chunk> tallies{};
  std::size_t bad = 0;
  for (std::size_t start = 0; start < in.size; start += chunk) {
    const std::size_t n = in.size - start < chunk ? in.size - start : chunk;
    // A troop type's number is checked in fill(); consistent() reads it only after that.
    bool all_ok = fill(columns, start, std::span<combat>(combats.data(), n));
    for (std::size_t k = 0; k < n && all_ok; ++k) all_ok &= consistent(combats[k], troop_ok);
    if (!all_ok) {  // find which, and why, in full
      for (std::size_t k = 0; k < n; ++k) {
        const std::size_t i = start + k;
        std::vector<problem> found;
        column_problems(in, i, found);
        if (found.empty())
          for (problem& p : validate<R>(combats[k]))
            found.push_back({batch_path(p.path, i), p.message});
        if (found.empty()) continue;
        ++bad;
        for (problem& p : found)
          if (problems.size() < max_batch_problems) problems.push_back(std::move(p));
      }
    }
    if (bad != 0) continue;  // still checking the rest, for the count
    tally_all<R>(std::span<const combat>(combats.data(), n), std::span<combat_tally>(tallies));
    for (std::size_t k = 0; k < n; ++k) {
      const std::size_t i = start + k;
      const combat_tally& t = tallies[k];
      out.scores[2 * i] = t.sides[0].score;
      out.scores[2 * i + 1] = t.sides[1].score;
      out.winner[i] = t.winner ? static_cast<std::int8_t>(*t.winner) : std::int8_t{-1};
      out.margin[i] = t.margin;
      out.decided_by[i] = static_cast<std::int8_t>(t.decided_by);
    }
  }
  return bad;
}

}  // namespace rankfile::python
