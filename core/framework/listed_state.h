// StateBase for a game whose moves are listed on the stack (action_list.h):
// Derived gives `void list_legal(int seat, ActionList&) const`, and this
// answers legal_actions, legal_count, legal_at and random_legal from it, in
// that one order. A random bot's pick then copies nothing into a vector.
//
// Derived may also give `int quick_legal(int seat, Pick pick, Action& at)
// const` for positions whose list it can count and index without writing it:
// it returns the list's length n (-1 where it cannot), asks `pick(n)` for an
// index and, if that is in the list, sets `at` to that move. The count, the
// k-th move and a random pick then skip the list, in one pass over the
// position; the soak and legal_index_test check every answer against the list.
#pragma once

#include "framework/action_list.h"
#include "framework/state_base.h"

namespace shamble {

template <class Derived>
class ListedState : public StateBase<Derived> {
 public:
  void legal_actions(int seat, std::vector<Action>& out) const override {
    ActionList l;
    self().list_legal(seat, l);
    l.append_to(out);
  }
  int legal_count(int seat) const override {
    if constexpr (kQuick) {
      Action unused;
      if (int n = self().quick_legal(
              seat, [](int) { return -1; }, unused);
          n >= 0)
        return n;
    }
    ActionList l;
    self().list_legal(seat, l);
    return static_cast<int>(l.size());
  }
  Action legal_at(int seat, int k) const override {
    if constexpr (kQuick) {
      Action at;
      if (self().quick_legal(
              seat, [k](int) { return k; }, at) >= 0)
        return at;  // empty past the end
    }
    ActionList l;
    self().list_legal(seat, l);
    return k >= 0 && k < static_cast<int>(l.size()) ? l[static_cast<size_t>(k)] : Action{};
  }
  Action random_legal(int seat, Rng& rng, std::vector<Action>&) const override {
    Action at;
    pick_listed(seat, rng, at);
    return at;
  }
  // random_legal's pick, saying whether the list had a move (at is Action{}
  // and nothing is drawn when it had none). The play loop applies a move
  // drawn here without checking it again (play_loop.h, apply_listed).
  bool pick_listed(int seat, Rng& rng, Action& at) const {
    if constexpr (kQuick) {
      int drawn = -1;
      auto draw = [&rng, &drawn](int n) {
        return drawn = n ? static_cast<int>(rng.below(static_cast<uint32_t>(n))) : -1;
      };
      if (self().quick_legal(seat, draw, at) >= 0) return drawn >= 0;
    }
    ActionList l;
    self().list_legal(seat, l);
    if (l.empty()) {  // and no draw, as State::random_legal
      at = Action{};
      return false;
    }
    at = l[rng.below(static_cast<uint32_t>(l.size()))];
    return true;
  }

 private:
  static constexpr bool kQuick = requires(const Derived& d, Action& a) {
    d.quick_legal(
        0, [](int) { return -1; }, a);
  };
  const Derived& self() const { return static_cast<const Derived&>(*this); }
};

}  // namespace shamble
