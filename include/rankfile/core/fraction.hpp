// rankfile/core/fraction.hpp: an exact fraction, the library's one.
//
//   constexpr rankfile::fraction p = rankfile::fraction::of(3, 6);   // 1/2
//   p + rankfile::fraction::of(1, 3);                                // 5/6
//   (p * p).value();                                                 // 0.25
//
// The odds of a break test (`probability`), a strength of schedule (`ratio`) and a victory-point
// threshold (`rules::fraction`) are all this type.
//
// Lowest terms: of() and every operation give the fraction in lowest terms with a positive
// denominator (0 is 0/1). The members are public, so that a fraction can be a setting in a
// structural template argument (`.threshold = {1, 2}`) and can hold a pair as it was given (a
// strength of schedule keeps its total and its count: 10/2); comparisons are by value, so 10/2
// equals 5/1, and reduced() gives the lowest terms.
//
// Overflow is reported, never undefined: a result whose numerator or denominator does not fit in
// a long long, or a division by zero, is the invalid fraction 0/0 (valid() is false, value() is
// NaN), and an invalid operand makes an invalid result, as NaN does. Comparisons never overflow
// (they compare continued fractions, not cross products); an invalid fraction is unordered and
// equal to nothing.
#pragma once

#include <compare>
#include <limits>
#include <numeric>

namespace rankfile {

struct fraction {
  long long numerator = 0;
  long long denominator = 1;

  // n/d in lowest terms, the sign on the numerator; 0/0 when d is 0 or the sign cannot be moved.
  [[nodiscard]] static constexpr fraction of(long long n, long long d) noexcept {
    constexpr long long least = std::numeric_limits<long long>::min();
    if (d == 0 || (d < 0 && (n == least || d == least))) return invalid();
    if (d < 0) {
      n = -n;
      d = -d;
    }
    if (n == least) {  // std::gcd needs |n| representable; d > 0, so halve while both are even
      while (n % 2 == 0 && d % 2 == 0) {
        n /= 2;
        d /= 2;
      }
      if (n == least) return {n, d};  // d is odd: gcd(2^63, d) = 1
    }
    const long long g = std::gcd(n, d);
    return {n / g, d / g};
  }
  [[nodiscard]] static constexpr fraction whole(long long n) noexcept { return {n, 1}; }
  // The result of an overflow or of a division by zero.
  [[nodiscard]] static constexpr fraction invalid() noexcept { return {0, 0}; }

  [[nodiscard]] constexpr bool valid() const noexcept { return denominator != 0; }
  [[nodiscard]] constexpr fraction reduced() const noexcept { return of(numerator, denominator); }
  [[nodiscard]] constexpr double value() const noexcept {
    if (!valid()) return std::numeric_limits<double>::quiet_NaN();
    return static_cast<double>(numerator) / static_cast<double>(denominator);
  }
  [[nodiscard]] explicit constexpr operator double() const noexcept { return value(); }

  [[nodiscard]] friend constexpr fraction operator-(fraction a) noexcept {
    const fraction r = a.reduced();
    if (!r.valid() || r.numerator == std::numeric_limits<long long>::min()) return invalid();
    return {-r.numerator, r.denominator};
  }
  [[nodiscard]] friend constexpr fraction operator+(fraction a, fraction b) noexcept {
    return add(a.reduced(), b.reduced());
  }
  [[nodiscard]] friend constexpr fraction operator-(fraction a, fraction b) noexcept {
    return a + -b;
  }
  [[nodiscard]] friend constexpr fraction operator*(fraction a, fraction b) noexcept {
    a = a.reduced();
    b = b.reduced();
    if (!a.valid() || !b.valid()) return invalid();
    // Cross-cancel first, so that a product that fits in lowest terms is found.
    const long long g1 = std::gcd(a.numerator, b.denominator);
    const long long g2 = std::gcd(b.numerator, a.denominator);
    long long n = 0;
    long long d = 0;
    if (__builtin_mul_overflow(a.numerator / g1, b.numerator / g2, &n) ||
        __builtin_mul_overflow(a.denominator / g2, b.denominator / g1, &d))
      return invalid();
    return of(n, d);
  }
  [[nodiscard]] friend constexpr fraction operator/(fraction a, fraction b) noexcept {
    b = b.reduced();
    if (!b.valid() || b.numerator == 0) return invalid();
    return a * of(b.denominator, b.numerator);
  }
  constexpr fraction& operator+=(fraction b) noexcept { return *this = *this + b; }
  constexpr fraction& operator-=(fraction b) noexcept { return *this = *this - b; }
  constexpr fraction& operator*=(fraction b) noexcept { return *this = *this * b; }
  constexpr fraction& operator/=(fraction b) noexcept { return *this = *this / b; }

  [[nodiscard]] friend constexpr bool operator==(fraction a, fraction b) noexcept {
    return (a <=> b) == 0;
  }
  [[nodiscard]] friend constexpr std::partial_ordering operator<=>(fraction a,
                                                                   fraction b) noexcept {
    if (!a.valid() || !b.valid()) return std::partial_ordering::unordered;
    if (a.denominator < 0) a = a.reduced();
    if (b.denominator < 0) b = b.reduced();
    long long left = 0;
    long long right = 0;
    if (a.valid() && b.valid() && !__builtin_mul_overflow(a.numerator, b.denominator, &left) &&
        !__builtin_mul_overflow(b.numerator, a.denominator, &right))
      return left <=> right;  // the usual case: the cross products fit
    if (!a.valid() || !b.valid()) return std::partial_ordering::unordered;
    return compare(a, b);
  }

 private:
  [[nodiscard]] static constexpr fraction add(fraction a, fraction b) noexcept {
    if (!a.valid() || !b.valid()) return invalid();
    // a/b + c/d over the least common denominator: b/g * d, g = gcd(b, d).
    const long long g = std::gcd(a.denominator, b.denominator);
    long long left = 0;
    long long right = 0;
    long long n = 0;
    long long d = 0;
    if (__builtin_mul_overflow(a.numerator, b.denominator / g, &left) ||
        __builtin_mul_overflow(b.numerator, a.denominator / g, &right) ||
        __builtin_add_overflow(left, right, &n) ||
        __builtin_mul_overflow(a.denominator / g, b.denominator, &d))
      return invalid();
    return of(n, d);
  }
  // Floor division and its remainder in [0, d), for d > 0: the continued fractions compare()
  // walks, with no product that can overflow.
  [[nodiscard]] static constexpr long long floor_div(long long n, long long d) noexcept {
    const long long q = n / d;
    return n % d < 0 ? q - 1 : q;
  }
  [[nodiscard]] static constexpr long long remainder(fraction a) noexcept {
    const long long r = a.numerator % a.denominator;
    return r < 0 ? r + a.denominator : r;
  }
  // a <=> b for valid fractions with positive denominators, without a product that can overflow:
  // compare the whole parts; when equal, the remainders r/a.d and s/b.d (both in [0, 1)) compare
  // as the reciprocals the other way round.
  [[nodiscard]] static constexpr std::partial_ordering compare(fraction a, fraction b) noexcept {
    bool flipped = false;
    for (;;) {
      const long long qa = floor_div(a.numerator, a.denominator);
      const long long qb = floor_div(b.numerator, b.denominator);
      if (qa != qb)
        return (qa < qb) != flipped ? std::partial_ordering::less : std::partial_ordering::greater;
      const long long ra = remainder(a);
      const long long rb = remainder(b);
      if (ra == 0 || rb == 0) {
        if (ra == rb) return std::partial_ordering::equivalent;
        return (ra == 0) != flipped ? std::partial_ordering::less : std::partial_ordering::greater;
      }
      a = {a.denominator, ra};
      b = {b.denominator, rb};
      flipped = !flipped;
    }
  }
};

}  // namespace rankfile
