// rankfile/tournament/matching.hpp: how few rematches a round's pairing can have, for the Swiss
// pairings of pairing.hpp (detail only).
//
// The players still to pair and who has met whom make a graph whose edges join two players who
// have not met. A pairing with the fewest rematches pairs as many players as a maximum matching
// of that graph pairs (the rest are paired with one another, each pair a rematch), so that
//
//   fewest rematches = players / 2 - (the size of a maximum matching).
//
// The matching is Edmonds' blossom algorithm (J. Edmonds, "Paths, trees, and flowers", 1965):
// each search for an augmenting path costs O(n^2) on the graph held as a matrix, so a maximum
// matching costs O(n^3), and taking a player out of the pairing and matching the rest again
// costs one search (only the player it was matched with can start an augmenting path).
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace rankfile::tournament::detail {

// Who has met whom among n players (rows of the standings), one bit a pair.
class met_matrix {
 public:
  explicit met_matrix(std::size_t n) : n_(n), words_((n + 63) / 64), bits_(n * words_, 0) {}
  void set(std::size_t a, std::size_t b) {
    bits_[a * words_ + b / 64] |= std::uint64_t{1} << (b % 64);
    bits_[b * words_ + a / 64] |= std::uint64_t{1} << (a % 64);
  }
  [[nodiscard]] bool test(std::size_t a, std::size_t b) const {
    return (bits_[a * words_ + b / 64] >> (b % 64)) & 1U;
  }
  [[nodiscard]] std::size_t size() const noexcept { return n_; }

 private:
  std::size_t n_, words_;
  std::vector<std::uint64_t> bits_;
};

// A maximum matching of the players in the pairing (`in`) who have not met, kept as pairs are
// taken out of it. Players are rows 0..n-1 of a met_matrix.
class unmet_matching {
 public:
  static constexpr std::size_t none = static_cast<std::size_t>(-1);

  // A maximum matching of the players marked in `in` (in.size() == met.size()).
  unmet_matching(const met_matrix& met, std::vector<unsigned char> in)
      : met_(&met), in_(std::move(in)), mate_(met.size(), none) {
    const std::size_t n = met.size();
    for (const unsigned char i : in_) players_ += i;
    for (std::size_t v = 0; v < n; ++v)  // a greedy start, then augmenting paths
      for (std::size_t u = v + 1; in_[v] && mate_[v] == none && u < n; ++u)
        if (in_[u] && mate_[u] == none && !met_->test(v, u)) {
          mate_[v] = u;
          mate_[u] = v;
          ++size_;
        }
    for (std::size_t v = 0; v < n; ++v)
      if (in_[v] && mate_[v] == none && augment(v)) ++size_;
  }

  // How many pairs the matching holds: the most pairs of players who have not met.
  [[nodiscard]] std::size_t size() const noexcept { return size_; }
  // Takes player v out of the pairing, and matches again the player it was matched with: the
  // matching stays a maximum one of the rest. (A maximum matching of the rest has as many pairs
  // as the old one or one fewer; only v's old partner, the one player unmatched that was
  // matched, can begin an augmenting path: one between two players unmatched before would have
  // augmented the old matching.)
  void take_out(std::size_t v) {
    const std::size_t m = mate_[v];
    in_[v] = 0;
    --players_;
    if (m == none) return;
    mate_[v] = mate_[m] = none;
    --size_;
    if (augment(m)) ++size_;
  }

  // Takes players a and b out of the pairing, as take_out(a) then take_out(b), at less cost when
  // it can: a and b matched together leave a maximum matching of the rest as it is (a larger
  // one, with a-b, would beat the old); with every player matched, the two left without a partner
  // are the only ends an augmenting path can have, so one search from either settles it.
  void take_out_pair(std::size_t a, std::size_t b) {
    if (mate_[a] == b) {
      mate_[a] = mate_[b] = none;
      in_[a] = in_[b] = 0;
      players_ -= 2;
      --size_;
      return;
    }
    if (size_ * 2 != players_) {
      take_out(a);
      take_out(b);
      return;
    }
    const std::size_t x = mate_[a], y = mate_[b];
    mate_[a] = mate_[b] = mate_[x] = mate_[y] = none;
    in_[a] = in_[b] = 0;
    players_ -= 2;
    size_ -= 2;
    if (augment(x)) ++size_;
  }

 private:
  [[nodiscard]] bool edge(std::size_t a, std::size_t b) const {
    return a != b && in_[a] && in_[b] && !met_->test(a, b);
  }

  // The base of the blossom that holds both a and b (the lowest common ancestor in the tree).
  std::size_t common_base(std::size_t a, std::size_t b) {
    std::vector<unsigned char> seen(mate_.size(), 0);
    for (;;) {
      a = base_[a];
      seen[a] = 1;
      if (mate_[a] == none) break;
      a = parent_[mate_[a]];
    }
    for (;;) {
      b = base_[b];
      if (seen[b]) return b;
      b = parent_[mate_[b]];
    }
  }
  void mark_path(std::size_t v, std::size_t b, std::size_t child) {
    while (base_[v] != b) {
      in_blossom_[base_[v]] = in_blossom_[base_[mate_[v]]] = 1;
      parent_[v] = child;
      child = mate_[v];
      v = parent_[mate_[v]];
    }
  }
  // An augmenting path from the unmatched `root`, flipped into the matching; false if none.
  bool augment(std::size_t root) {
    const std::size_t n = mate_.size();
    std::vector<unsigned char> used(n, 0);
    parent_.assign(n, none);
    base_.resize(n);
    for (std::size_t i = 0; i < n; ++i) base_[i] = i;
    std::vector<std::size_t> queue{root};
    used[root] = 1;
    for (std::size_t head = 0; head < queue.size(); ++head) {
      const std::size_t v = queue[head];
      for (std::size_t to = 0; to < n; ++to) {
        if (!edge(v, to) || base_[v] == base_[to] || mate_[v] == to) continue;
        if (to == root || (mate_[to] != none && parent_[mate_[to]] != none)) {
          const std::size_t b = common_base(v, to);
          in_blossom_.assign(n, 0);
          mark_path(v, b, to);
          mark_path(to, b, v);
          for (std::size_t i = 0; i < n; ++i)
            if (in_blossom_[base_[i]]) {
              base_[i] = b;
              if (!used[i]) {
                used[i] = 1;
                queue.push_back(i);
              }
            }
        } else if (parent_[to] == none) {
          parent_[to] = v;
          if (mate_[to] == none) {  // augmenting path found: flip it
            for (std::size_t u = to; u != none;) {
              const std::size_t pv = parent_[u], next = mate_[pv];
              mate_[u] = pv;
              mate_[pv] = u;
              u = next;
            }
            return true;
          }
          used[mate_[to]] = 1;
          queue.push_back(mate_[to]);
        }
      }
    }
    return false;
  }

  const met_matrix* met_;
  std::vector<unsigned char> in_;
  std::vector<std::size_t> mate_;
  std::size_t size_ = 0;     // pairs matched
  std::size_t players_ = 0;  // players in the pairing
  std::vector<std::size_t> parent_, base_;
  std::vector<unsigned char> in_blossom_;
};

}  // namespace rankfile::tournament::detail
