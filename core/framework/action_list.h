// A list of moves kept on the stack, for the games' legal-move generators.
//
// Listing legal moves is the hot path of every bot game: a random Monopoly
// action lists some fifty trade edits, and std::vector's push_back, which the
// compiler keeps out of line, took a third of such a game. Here a push is an
// inline compare and store. A list longer than the inline room spills to the
// heap, so no list is ever cut short, whatever a derived game adds.
#pragma once

#include <cstddef>
#include <memory>
#include <new>
#include <vector>

#include "framework/action.h"

namespace shamble {

class ActionList {
 public:
  static constexpr int kInline = 128;  // past every list the games make today

  ActionList() = default;
  ActionList(const ActionList&) = delete;  // p_ may point into this object
  ActionList& operator=(const ActionList&) = delete;

  [[gnu::always_inline]] void push_back(const Action& a) {
    if (n_ == cap_) [[unlikely]]
      grow(n_ + 1);
    p_[n_++] = a;
  }
  void reserve(size_t) {}  // room is inline; kept so generators read like vector code
  // Bulk writing for the hottest generators: room(k) makes space for k more
  // moves and returns where they go; commit(end) closes the list at `end`.
  // The writer keeps its place in a register: a push reads and writes the
  // count through memory, because a stored Action may alias it.
  [[gnu::always_inline]] Action* room(size_t k) {
    if (static_cast<size_t>(cap_ - n_) < k) [[unlikely]]
      grow(n_ + static_cast<int>(k));
    return p_ + n_;
  }
  void commit(const Action* end) { n_ = static_cast<int>(end - p_); }
  void clear() { n_ = 0; }
  // Only shrinks (a generator taking back what it listed).
  void resize(size_t n) {
    if (static_cast<int>(n) < n_) n_ = static_cast<int>(n);
  }
  Action* erase(Action* first, Action* last) {
    Action* e = end();
    Action* to = first;
    for (Action* from = last; from != e; ++from) *to++ = *from;
    n_ -= static_cast<int>(last - first);
    return first;
  }

  size_t size() const { return static_cast<size_t>(n_); }
  bool empty() const { return n_ == 0; }
  Action& operator[](size_t i) { return p_[i]; }
  const Action& operator[](size_t i) const { return p_[i]; }
  Action* begin() { return p_; }
  Action* end() { return p_ + n_; }
  const Action* begin() const { return p_; }
  const Action* end() const { return p_ + n_; }
  void append_to(std::vector<Action>& out) const { out.insert(out.end(), begin(), end()); }

 private:
  [[gnu::noinline]] void grow(int need) {
    int cap = cap_ * 2;
    while (cap < need) cap *= 2;
    auto bigger = std::make_unique<Action[]>(static_cast<size_t>(cap));
    for (int i = 0; i < n_; ++i) bigger[static_cast<size_t>(i)] = p_[i];
    heap_ = std::move(bigger);
    p_ = heap_.get();
    cap_ = cap;
  }

  // Raw bytes, not Action[kInline]: Action's member initializers would zero
  // 2 KB on every list. Action is an aggregate, so a store starts its life.
  alignas(Action) unsigned char raw_[kInline * sizeof(Action)];
  Action* p_ = std::launder(reinterpret_cast<Action*>(raw_));
  int n_ = 0;
  int cap_ = kInline;
  std::unique_ptr<Action[]> heap_;
};

}  // namespace shamble
