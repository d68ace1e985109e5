// Implements the boilerplate half of State once: cloning and cereal
// serialization, given a Derived class with a `template <class A> void
// serialize(A&)` member. Include this only from a game's .cpp files that
// define the state, so cereal's archives are compiled where they are used.
#pragma once

#include <cereal/archives/portable_binary.hpp>
#include <cereal/types/array.hpp>
#include <cereal/types/deque.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <type_traits>

#include "framework/cereal_json.h"
#include "framework/game.h"
#include "framework/play_loop.h"
#include "framework/state_image.h"

namespace shamble {

template <class Derived>
class StateBase : public State {
 public:
  std::unique_ptr<State> clone() const override {
    return std::make_unique<Derived>(static_cast<const Derived&>(*this));
  }
  bool assign_from(const State& other) override {
    const auto* same = dynamic_cast<const Derived*>(&other);
    if (same == nullptr) return false;
    if (same != this) self() = *same;
    return true;
  }
  void save(cereal::JSONOutputArchive& ar) const override { self().serialize(ar); }
  void load(cereal::JSONInputArchive& ar) override { self().serialize(ar); }
  void save(cereal::PortableBinaryOutputArchive& ar) const override { self().serialize(ar); }
  void load(cereal::PortableBinaryInputArchive& ar) override { self().serialize(ar); }
  void save(ImageArchive& ar) const override { self().serialize(ar); }
  // The play loop on Derived: final, so its calls are direct.
  LoopEnd play_bots(const PlayLoop& loop) override {
    static_assert(std::is_final_v<Derived>,
                  "a game's state class is final: the play loop's calls are then direct");
    return play_loop(self(), loop);
  }

 private:
  // cereal's serialize() is one function for both directions; saving does not modify.
  Derived& self() const { return const_cast<Derived&>(static_cast<const Derived&>(*this)); }
};

}  // namespace shamble
