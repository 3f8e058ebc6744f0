// rankfile/core/dice.hpp: dice as distributions over small whole numbers, kept exact.
//
//   constexpr auto two = rankfile::sum_of(2, rankfile::d6);                  // 2D6
//   two.chance(7);                                                           // 1/6
//   rankfile::keep_lowest(3, 2, rankfile::d6).at_most(7);                    // 3D6, highest
//   dropped rankfile::success_chance(rankfile::d6, {.target = 4});                   // 1/2
//   rankfile::reroll_failures(rankfile::success_chance(rankfile::d6, {.target = 4}));   // 3/4
//   rankfile::binomial(3, rankfile::fraction::of(1, 2)).chance(2);           // 3/8
//
// A distribution<W, Capacity> gives every value 0..Capacity-1 a weight. Exact (W = long long,
// the default): each weight counts the equally likely outcomes that give the value, over their
// number `total` (36 for 2D6), so that the chance of a value is weight/total in lowest terms; no
// fractions are added until the answer is read. Approximate (W = double): the weights are
// probabilities and the total is 1, for counts of trials too large to keep exact.
//
// Capacity: a distribution holds values 0 to Capacity-1 in a std::array, no allocation. The
// default, dice_capacity = 19, holds every total of 3D6 (0 to 18); a break test needs 13 (2D6).
// Give a larger capacity for more dice or trials (binomial<31>(30, p)).
//
// Overflow is reported, never undefined: an operation whose result has a value beyond the
// capacity, or an exact weight or total beyond a long long (binomial(30, 1/216)), gives the
// invalid distribution (total 0, valid() false, every weight 0), and an invalid operand gives an
// invalid result. The fractions read from one are then rankfile::fraction::invalid().
//
// Every function is constexpr and noexcept.
#pragma once

#include <array>
#include <cstddef>
#include <type_traits>

#include "rankfile/core/fraction.hpp"

namespace rankfile {

inline constexpr std::size_t dice_capacity = 19;

template <class W = long long, std::size_t Capacity = dice_capacity>
struct distribution {
  static_assert(std::is_same_v<W, long long> || std::is_same_v<W, double>,
                "rankfile::distribution: the weights are counts (long long) or probabilities "
                "(double)");
  static_assert(Capacity >= 1, "rankfile::distribution: a capacity of at least one value");
  using weight_type = W;
  static constexpr std::size_t capacity = Capacity;
  static constexpr bool exact = std::is_same_v<W, long long>;
  // What a chance read from it is: a fraction when exact, else a double.
  using chance_type = std::conditional_t<exact, fraction, double>;

  std::array<W, Capacity> weights{};  // weights[v]: of the outcomes, those that give v
  W total{};                          // all outcomes (exact), or 1; 0 when invalid

  // Value v for certain.
  [[nodiscard]] static constexpr distribution certain(int v) noexcept {
    distribution d;
    if (v < 0 || static_cast<std::size_t>(v) >= Capacity) return d;
    d.weights[static_cast<std::size_t>(v)] = W{1};
    d.total = W{1};
    return d;
  }

  [[nodiscard]] constexpr bool valid() const noexcept { return total > W{0}; }

  // The weight of v (0 outside 0..Capacity-1), of the values at most v, and at least v.
  [[nodiscard]] constexpr W ways(int v) const noexcept {
    return v < 0 || static_cast<std::size_t>(v) >= Capacity ? W{0}
                                                            : weights[static_cast<std::size_t>(v)];
  }
  [[nodiscard]] constexpr W ways_at_most(int v) const noexcept {
    W sum{};
    for (std::size_t i = 0; i < Capacity && static_cast<long long>(i) <= v; ++i) sum += weights[i];
    return sum;
  }
  [[nodiscard]] constexpr W ways_at_least(int v) const noexcept {
    W sum{};
    for (std::size_t i = Capacity; i-- > 0 && static_cast<long long>(i) >= v;) sum += weights[i];
    return sum;
  }
  // The weight of the values for which pred(v) holds.
  template <class Pred>
  [[nodiscard]] constexpr W ways_if(Pred pred) const noexcept {
    W sum{};
    for (std::size_t i = 0; i < Capacity; ++i)
      if (pred(static_cast<int>(i))) sum += weights[i];
    return sum;
  }

  // The smallest and largest values with a weight (both -1 when there is none).
  [[nodiscard]] constexpr int lowest() const noexcept {
    for (std::size_t i = 0; i < Capacity; ++i)
      if (weights[i] != W{0}) return static_cast<int>(i);
    return -1;
  }
  [[nodiscard]] constexpr int highest() const noexcept {
    for (std::size_t i = Capacity; i-- > 0;)
      if (weights[i] != W{0}) return static_cast<int>(i);
    return -1;
  }

  // A weight as a chance: w/total in lowest terms, or w itself.
  [[nodiscard]] constexpr chance_type chance_of_ways(W w) const noexcept {
    if constexpr (exact)
      return valid() ? fraction::of(w, total) : fraction::invalid();
    else
      return w / total;
  }
  [[nodiscard]] constexpr chance_type chance(int v) const noexcept {
    return chance_of_ways(ways(v));
  }
  [[nodiscard]] constexpr chance_type at_most(int v) const noexcept {
    return chance_of_ways(ways_at_most(v));
  }
  [[nodiscard]] constexpr chance_type at_least(int v) const noexcept {
    return chance_of_ways(ways_at_least(v));
  }
  template <class Pred>
  [[nodiscard]] constexpr chance_type chance_if(Pred pred) const noexcept {
    return chance_of_ways(ways_if(pred));
  }

  [[nodiscard]] friend constexpr bool operator==(const distribution&,
                                                 const distribution&) noexcept = default;
};

namespace detail {

// a * b and a + b into `out`; false on overflow (exact weights only).
template <class W>
[[nodiscard]] constexpr bool mul(W a, W b, W& out) noexcept {
  if constexpr (std::is_same_v<W, long long>)
    return !__builtin_mul_overflow(a, b, &out);
  else {
    out = a * b;
    return true;
  }
}
template <class W>
[[nodiscard]] constexpr bool add(W a, W b, W& out) noexcept {
  if constexpr (std::is_same_v<W, long long>)
    return !__builtin_add_overflow(a, b, &out);
  else {
    out = a + b;
    return true;
  }
}

// Calls f(value) for every value of `d` with a weight, in order.
template <class W, std::size_t C, class F>
constexpr void for_each_value(const distribution<W, C>& d, F&& f) noexcept {
  for (std::size_t i = 0; i < C; ++i)
    if (d.weights[i] != W{0}) f(static_cast<int>(i), d.weights[i]);
}

}  // namespace detail

// One die with `sides` faces, 1 to sides, each once in `sides`: invalid when sides is below 1 or
// not below the capacity.
template <std::size_t Capacity = dice_capacity>
[[nodiscard]] constexpr distribution<long long, Capacity> die(int sides) noexcept {
  distribution<long long, Capacity> d;
  if (sides < 1 || static_cast<std::size_t>(sides) >= Capacity) return d;
  for (int v = 1; v <= sides; ++v) d.weights[static_cast<std::size_t>(v)] = 1;
  d.total = sides;
  return d;
}
inline constexpr distribution<> d3 = die(3);
inline constexpr distribution<> d6 = die(6);

// The sum of one roll of `a` and one of `b` (convolution): weights multiply, totals multiply.
template <class W, std::size_t C>
[[nodiscard]] constexpr distribution<W, C> sum(const distribution<W, C>& a,
                                               const distribution<W, C>& b) noexcept {
  distribution<W, C> out;
  if (!a.valid() || !b.valid() || !detail::mul(a.total, b.total, out.total)) return {};
  bool ok = true;
  detail::for_each_value(a, [&](int x, W wx) {
    detail::for_each_value(b, [&](int y, W wy) {
      const auto v = static_cast<std::size_t>(x + y);
      W w{};
      if (v >= C || !detail::mul(wx, wy, w) || !detail::add(out.weights[v], w, out.weights[v]))
        ok = false;
    });
  });
  return ok ? out : distribution<W, C>{};
}

// The sum of n rolls of `d` (n from 0: the sum of no dice is 0 for certain).
template <class W, std::size_t C>
[[nodiscard]] constexpr distribution<W, C> sum_of(int n, const distribution<W, C>& d) noexcept {
  if (n < 0) return {};
  distribution<W, C> out = distribution<W, C>::certain(0);
  for (int i = 0; i < n; ++i) out = sum(out, d);
  return out;
}

inline constexpr int max_kept_dice = 8;  // keep_lowest and keep_highest roll at most 8 dice

namespace detail {
// The sum of the `keep` lowest (or highest) of n rolls of `d`, counted over every roll of the n
// dice: as many steps as d has values to the power n.
template <class W, std::size_t C>
[[nodiscard]] constexpr distribution<W, C> keep(int n, int kept, const distribution<W, C>& d,
                                                bool lowest) noexcept {
  if (!d.valid() || n < 0 || n > max_kept_dice || kept < 0 || kept > n) return {};
  std::array<int, C> faces{};
  std::size_t count = 0;
  detail::for_each_value(d, [&](int v, W) { faces[count++] = v; });
  distribution<W, C> out;
  if (n == 0) return distribution<W, C>::certain(0);
  // Rolls as an odometer over the faces (at[i]: die i's face, an index in faces[]); each roll's
  // dice sorted, so that the lowest (or highest) `kept` are its first (or last).
  std::array<std::size_t, max_kept_dice> at{};
  const auto n_dice = static_cast<std::size_t>(n);
  for (;;) {
    W w{1};
    bool ok = true;
    std::array<int, max_kept_dice> rolled{};
    for (std::size_t i = 0; i < n_dice; ++i) {
      rolled[i] = faces[at[i]];
      ok = ok && detail::mul(w, d.weights[static_cast<std::size_t>(rolled[i])], w);
    }
    for (std::size_t i = 1; i < n_dice; ++i)  // insertion sort of at most 8 dice
      for (std::size_t j = i; j > 0 && rolled[j - 1] > rolled[j]; --j) {
        const int t = rolled[j];
        rolled[j] = rolled[j - 1];
        rolled[j - 1] = t;
      }
    int s = 0;
    for (std::size_t i = 0; i < static_cast<std::size_t>(kept); ++i)
      s += rolled[lowest ? i : n_dice - 1 - i];
    const auto v = static_cast<std::size_t>(s);
    if (!ok || v >= C || !detail::add(out.weights[v], w, out.weights[v])) return {};
    std::size_t i = 0;  // the next roll
    while (i < n_dice && ++at[i] == count) at[i++] = 0;
    if (i == n_dice) break;
  }
  out.total = W{1};
  for (int i = 0; i < n; ++i)
    if (!detail::mul(out.total, d.total, out.total)) return {};
  return out;
}
}  // namespace detail

// The sum of the `kept` lowest of n rolls of `d` (3D6 keeping the lowest two: Cold-blooded), or
// of the highest; drop_highest(n, k, d) keeps the n - k lowest. At most max_kept_dice dice.
template <class W, std::size_t C>
[[nodiscard]] constexpr distribution<W, C> keep_lowest(int n, int kept,
                                                       const distribution<W, C>& d) noexcept {
  return detail::keep(n, kept, d, true);
}
template <class W, std::size_t C>
[[nodiscard]] constexpr distribution<W, C> keep_highest(int n, int kept,
                                                        const distribution<W, C>& d) noexcept {
  return detail::keep(n, kept, d, false);
}
template <class W, std::size_t C>
[[nodiscard]] constexpr distribution<W, C> drop_highest(int n, int dropped,
                                                        const distribution<W, C>& d) noexcept {
  return detail::keep(n, n - dropped, d, true);
}

// A roll of `d` whose results for which again(v) holds are rolled once more, the second roll
// standing: a result kept from the first roll weighs w * total (whatever the second would have
// been), one from the second roll (again) * w; the total squares.
template <class W, std::size_t C, class Pred>
[[nodiscard]] constexpr distribution<W, C> reroll_if(const distribution<W, C>& d,
                                                     Pred again) noexcept {
  if (!d.valid()) return {};
  const W rerolled = d.ways_if(again);
  distribution<W, C> out;
  if (!detail::mul(d.total, d.total, out.total)) return {};
  for (std::size_t i = 0; i < C; ++i) {
    W kept{};
    W second{};
    if (!again(static_cast<int>(i)) && !detail::mul(d.weights[i], d.total, kept)) return {};
    if (!detail::mul(rerolled, d.weights[i], second) || !detail::add(kept, second, out.weights[i]))
      return {};
  }
  return out;
}

// A roll needed on one die: `target` or more succeeds (4 for "4+"). By default the die's lowest
// result (a natural 1) always fails and its highest (a natural 6) always succeeds, whatever the
// target; either can be turned off.
struct roll_needed {
  int target = 4;
  bool lowest_fails = true;
  bool highest_succeeds = true;

  // Whether `natural` succeeds on a die whose results run from `lowest` to `highest`.
  [[nodiscard]] constexpr bool succeeds(int natural, int lowest = 1,
                                        int highest = 6) const noexcept {
    if (natural == lowest && lowest_fails) return false;
    if (natural == highest && highest_succeeds) return true;
    return natural >= target;
  }
};

// The chance that one roll of `d` (a die, or a die with re-rolls: reroll_if) succeeds. For a die
// with re-rolls, `lowest` and `highest` are those of the die itself, so give them (d6: 1, 6).
template <class W, std::size_t C>
[[nodiscard]] constexpr auto success_chance(const distribution<W, C>& d, roll_needed r, int lowest,
                                            int highest) noexcept {
  return d.chance_if([&](int v) { return r.succeeds(v, lowest, highest); });
}
template <class W, std::size_t C>
[[nodiscard]] constexpr auto success_chance(const distribution<W, C>& d, roll_needed r) noexcept {
  return success_chance(d, r, d.lowest(), d.highest());
}

// A roll that succeeds with chance p (a fraction or a double), whose failures are rolled again:
// p + (1 - p) p. Whose successes are rolled again (the second roll standing): p p.
template <class P>
[[nodiscard]] constexpr P reroll_failures(P p) noexcept {
  if constexpr (std::is_same_v<P, fraction>)
    return p + (fraction::whole(1) - p) * p;
  else
    return p + (P{1} - p) * p;
}
template <class P>
[[nodiscard]] constexpr P reroll_successes(P p) noexcept {
  return p * p;
}

// How many of n independent trials succeed, each with chance p: exact for a fraction p = a/b
// (weights C(n, k) a^k (b - a)^(n - k) over b^n; invalid when they pass a long long), or as
// doubles. Values 0 to n, so Capacity must exceed n.
template <std::size_t Capacity = dice_capacity>
[[nodiscard]] constexpr distribution<long long, Capacity> binomial(int n, fraction p) noexcept {
  using dist = distribution<long long, Capacity>;
  p = p.reduced();
  if (n < 0 || static_cast<std::size_t>(n) >= Capacity || !p.valid() || p.numerator < 0 ||
      p.numerator > p.denominator)
    return {};
  // One trial: 1 with weight a, 0 with weight b - a, of b; n trials are its sum.
  dist one;
  one.weights[0] = p.denominator - p.numerator;
  if constexpr (Capacity > 1) one.weights[1] = p.numerator;
  one.total = p.denominator;
  return sum_of(n, one);
}
template <std::size_t Capacity = dice_capacity>
[[nodiscard]] constexpr distribution<double, Capacity> binomial(int n, double p) noexcept {
  using dist = distribution<double, Capacity>;
  if (n < 0 || static_cast<std::size_t>(n) >= Capacity || !(p >= 0.0 && p <= 1.0)) return {};
  dist one;
  one.weights[0] = 1.0 - p;
  if constexpr (Capacity > 1) one.weights[1] = p;
  one.total = 1.0;
  return sum_of(n, one);
}

}  // namespace rankfile
