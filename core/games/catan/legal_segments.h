// The legal moves of one seat as segments: each a bitmask whose set bits are
// moves of one shape (bit i is kind + (i & 1 when the kind steps), with
// argument a, or b, = base + (i >> shift)). Listing, counting and taking the
// k-th move all read the same segments in the same order, so legal_count and
// legal_at are the list's size and its k-th move without building the list.
#pragma once

#include <array>
#include <vector>

#include "framework/nth_bit.h"
#include "games/catan/model.h"

namespace shamble::catan {

// Set bits of a 64-bit mask. The baseline x86-64 target has no popcnt
// instruction and the builtin becomes a libgcc call, so this is the SWAR count
// unless the build enables the instruction.
inline int bit_count(uint64_t x) {
#ifdef __POPCNT__
  return __builtin_popcountll(x);
#else
  x -= (x >> 1) & 0x5555555555555555ull;
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
  return static_cast<int>((x * 0x0101010101010101ull) >> 56);
#endif
}

struct Segment {
  uint64_t bits;
  int32_t kind, a, b;
  uint8_t shift;    // the argument is base + (bit >> shift)
  bool kind_steps;  // the kind is kind + (bit & 1) (a "give" kind followed by its "ask")
  bool arg_is_b;    // the bit sets b (a fixed), else a (b fixed)
  int32_t end;      // moves in this segment and the ones before it
  Action move(int bit) const {
    const int v = bit >> shift;
    return Action{kind + (kind_steps ? bit & 1 : 0), arg_is_b ? a : a + v, arg_is_b ? b + v : b, 0};
  }
};

struct Segments {
  // The most a position yields is the main phase's 20 (end, 2 road halves,
  // settle, city, buy, 8 card plays, 5 bank gives, offer).
  static constexpr int kMax = 24;
  std::array<Segment, kMax> seg;
  int count = 0;
  int moves = 0;  // counted as segments are added: size() and at() never recount

  void add(uint64_t bits, int kind, int a, int b, int shift, bool steps, bool to_b, int n) {
    moves += n;
    seg[count++] = Segment{bits, kind, a, b, static_cast<uint8_t>(shift), steps, to_b, moves};
  }
  void add(uint64_t bits, int kind, int a, int b, int shift, bool steps, bool to_b) {
    if (bits) add(bits, kind, a, b, shift, steps, to_b, bit_count(bits));
  }
  // One move.
  void one(int kind, int a = 0, int b = 0) { add(1, kind, a, b, 0, false, false, 1); }
  // A move per set bit: a = base + (bit >> shift).
  void each(uint64_t bits, int kind, int base = 0, int shift = 0) {
    add(bits, kind, base, 0, shift, false, false);
  }
  // A move per set bit with a fixed: b = bit >> shift.
  void each_b(uint64_t bits, int kind, int a, int shift = 0) { add(bits, kind, a, 0, shift, false, true); }
  // Two kinds interleaved: bit i is kind + (i & 1), a = base + (i >> shift).
  void steps(uint64_t bits, int kind, int base = 0, int shift = 3) {
    add(bits, kind, base, 0, shift, true, false);
  }

  int size() const { return moves; }
  Action at(int k) const {
    if (k < 0) return Action{};
    for (int i = 0, start = 0; i < count; start = seg[i++].end)
      if (k < seg[i].end) return seg[i].move(nth_bit(seg[i].bits, k - start));
    return Action{};
  }
  void append_to(std::vector<Action>& out) const {
    for (int i = 0; i < count; ++i) for_bits(seg[i].bits, [&](int b) { out.push_back(seg[i].move(b)); });
  }
};

// Writes the segments of seat p's legal moves (none when p may not act).
void legal_segments(const Model& m, int p, Segments& out);
// The same for a seat known to be asked now (p is in m.actors()), without
// asking again: the play loop's random seats, whose seat it has just read
// from actors().
void asked_segments(const Model& m, int p, Segments& out);

}  // namespace shamble::catan
