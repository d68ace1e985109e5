// Counting how often rules fired, from the rule ids events carry. A rule id is
// a string literal, so while games play the count is kept by address (a short
// list, scanned; most events repeat the last few rules); the text is read only
// when the counts are reported. One id may sit at several addresses (a literal
// per file), so by_text() adds those up. Keyed by text on every event, the
// statistics of a MonopoZombie simulation spent a twentieth of its time
// building strings and comparing them in a map.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace shamble {

class RuleTally {
 public:
  void add(const char* rule) {
    for (auto& f : fired_)
      if (f.first == rule) {
        ++f.second;
        return;
      }
    fired_.emplace_back(rule, 1);
  }
  std::map<std::string, int64_t> by_text() const {
    std::map<std::string, int64_t> out;
    for (const auto& [rule, n] : fired_) out[rule] += n;
    return out;
  }

 private:
  std::vector<std::pair<const char*, int64_t>> fired_;
};

}  // namespace shamble
