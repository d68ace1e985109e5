// Counting how often rules fired, from the rule ids events carry. A rule id is
// a string literal, so while games play the count is kept by address (a small
// hash table on the pointer); the text is read only
// when the counts are reported. One id may sit at several addresses (a literal
// per file), so by_text() adds those up. Keyed by text on every event, the
// statistics of a MonopoZombie simulation spent a twentieth of its time
// building strings and comparing them in a map.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace shamble {

class RuleTally {
 public:
  void add(const char* rule) {
    if (!rule) return;  // an event that names no rule: nothing to count
    size_t i = home(rule);
    while (slots_[i].rule != rule) {
      if (!slots_[i].rule) {
        claim(i, rule);
        return;
      }
      i = (i + 1) & (slots_.size() - 1);
    }
    ++slots_[i].n;
  }
  std::map<std::string, int64_t> by_text() const {
    std::map<std::string, int64_t> out;
    for (const Slot& s : slots_)
      if (s.rule) out[s.rule] += s.n;
    return out;
  }

 private:
  // Open addressing on the literal's address, at most half full. A game
  // names a few dozen rule ids, so a list scanned from the front cost tens of
  // comparisons per event; here it is one multiply and, nearly always, one probe.
  struct Slot {
    const char* rule = nullptr;
    int64_t n = 0;
  };
  size_t home(const char* rule) const {
    const auto h = static_cast<uint64_t>(reinterpret_cast<uintptr_t>(rule)) * 0x9e3779b97f4a7c15ull;
    return static_cast<size_t>(h >> (64 - bits_));
  }
  void claim(size_t i, const char* rule) {
    slots_[i] = Slot{rule, 1};
    if (++used_ * 2 <= slots_.size()) return;
    std::vector<Slot> old(slots_.size() * 2);
    old.swap(slots_);
    ++bits_;
    for (const Slot& s : old) {
      if (!s.rule) continue;
      size_t j = home(s.rule);
      while (slots_[j].rule) j = (j + 1) & (slots_.size() - 1);
      slots_[j] = s;
    }
  }
  int bits_ = 6;
  size_t used_ = 0;
  std::vector<Slot> slots_ = std::vector<Slot>(size_t{1} << 6);
};

}  // namespace shamble
