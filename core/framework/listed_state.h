// StateBase for a game whose moves are listed on the stack (action_list.h):
// Derived gives `void list_legal(int seat, ActionList&) const`, and this
// answers legal_actions, legal_count, legal_at and random_legal from it, in
// that one order. A random bot's pick then copies nothing into a vector.
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
    ActionList l;
    self().list_legal(seat, l);
    return static_cast<int>(l.size());
  }
  Action legal_at(int seat, int k) const override {
    ActionList l;
    self().list_legal(seat, l);
    return k >= 0 && k < static_cast<int>(l.size()) ? l[static_cast<size_t>(k)] : Action{};
  }
  Action random_legal(int seat, Rng& rng, std::vector<Action>&) const override {
    ActionList l;
    self().list_legal(seat, l);
    if (l.empty()) return Action{};  // and no draw, as State::random_legal
    return l[rng.below(static_cast<uint32_t>(l.size()))];
  }

 private:
  const Derived& self() const { return static_cast<const Derived&>(*this); }
};

}  // namespace shamble
