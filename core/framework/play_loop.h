// The bots' play loop: bots choose and the state applies until the game ends
// (play_out, the sim, the bench, the lab). It is a template on the state's
// type so that StateBase<Derived> instantiates it once per game: with the
// game's class `final`, every call in the loop (actors, the random pick,
// apply) is direct and may be inlined, where through State& each was a
// virtual call the compiler could not see through. State::play_bots (the
// same template on State) is the fallback for a state not built on StateBase.
#pragma once

#include <concepts>
#include <functional>
#include <type_traits>
#include <typeinfo>

#include "framework/bot.h"
#include "framework/game.h"

namespace shamble {

enum class LoopEnd { Finished, TurnLimit, NoBot, Refused };

// Where the loop stopped: actions applied, and the seat and move it was at.
struct LoopCursor {
  long actions = 0;
  int seat = -1;
  Action action{};
};

struct PlayLoop {
  std::unique_ptr<Bot>* bots = nullptr;
  int nbots = 0;
  Rng* bot_rng = nullptr;
  int max_turns = 0;
  EventSink* events = nullptr;                                                   // null: no events are kept
  const std::function<void(const State&, const EventSink&)>* on_step = nullptr;  // with events
  LoopCursor* cur = nullptr;
};

// State::apply's code check, with the game's own half called on the concrete type.
template <class S>
inline Status apply_typed(S& s, int seat, const Action& a, EventSink* events) {
  if constexpr (std::is_same_v<S, State>) {
    return s.apply(seat, a, events);
  } else {
    if (!is_code_of(s.action_kinds(), a))
      return s.State::apply(seat, a, events);  // refused there, with words
    return s.apply_action(seat, a, events);
  }
}

// After a move is applied: counted, and shown to the step hook with its
// events. Every step of the loop ends here, the random seats' two included.
template <class S>
inline void stepped(const S& state, const PlayLoop& p) {
  ++p.cur->actions;
  if (p.on_step) (*p.on_step)(state, *p.events);
}

// A state that draws a random move saying whether its list had one
// (ListedState::pick_listed) and applies a move from that list without the
// checks apply_action runs (the game's apply_listed).
template <class S>
inline constexpr bool kAppliesListed = requires(S& s, const S& cs, Rng& r, Action& a, EventSink* e) {
  { cs.pick_listed(0, r, a) } -> std::same_as<bool>;
  s.apply_listed(0, a, e);
};

// Random seats' moves, drawn and applied unchecked (kAppliesListed), for as
// long as the next actor is again a random seat (`uniform`) with nothing else
// to settle first: the checks between two moves are play_loop's own, in its
// order, and whatever stops the run (the end, the turn limit, a bystander, a
// seat with another bot) is left to play_loop, which makes them again. False,
// with nothing drawn or applied, when the first seat's list is empty; a later
// empty list ends the run (play_loop then meets it, and a pick from an empty
// list draws nothing). Out of line, so that the other seats' path in
// play_loop inlines as it did before, and flattened: everything it calls is
// inlined into it (a random Monopoly game then runs 27% fewer instructions,
// against 15% without), one copy per game; a run of moves pays for entering
// it once. Not where the build optimizes for size (the page's -Os wasm) or
// looks for faults (sanitizers: the flattened copy only slows their builds).
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SHAMBLE_NO_FLATTEN
#endif
#endif
#if !defined(__OPTIMIZE__) || defined(__OPTIMIZE_SIZE__) || defined(__SANITIZE_ADDRESS__) || \
    defined(SHAMBLE_NO_FLATTEN)
#define SHAMBLE_RANDOM_STEP __attribute__((noinline))
#else
#define SHAMBLE_RANDOM_STEP __attribute__((noinline, flatten))
#endif
template <class S>
SHAMBLE_RANDOM_STEP bool random_step(S& state, int seat, const PlayLoop& p, uint32_t uniform) {
  for (bool applied = false;; applied = true) {
    if (!state.pick_listed(seat, *p.bot_rng, p.cur->action)) return applied;
    if (p.events) p.events->clear();
    state.apply_listed(seat, p.cur->action, p.events);
    stepped(state, p);
    // play_loop's checks before its next move, stopping where it would not
    // come back here.
    if (state.terminal() || state.turn_number() >= p.max_turns || state.bystanders()) return true;
    const uint32_t m = state.actors();
    if (!m) return true;
    seat = __builtin_ctz(m);
    if (seat >= p.nbots || !p.bots[seat] || !(uniform >> seat & 1)) return true;
    p.cur->seat = seat;
  }
}

// The same for a state whose moves are all checked (no apply_listed): the
// random pick and the checked apply, flattened; false when it was refused.
template <class S>
SHAMBLE_RANDOM_STEP bool random_step_checked(S& state, int seat, const PlayLoop& p,
                                             std::vector<Action>& scratch) {
  p.cur->action = state.random_legal(seat, *p.bot_rng, scratch);
  if (p.events) p.events->clear();
  if (apply_typed(state, seat, p.cur->action, p.events)) return false;
  stepped(state, p);
  return true;
}

// The hot loop keeps no object with a destructor alive across a call: in wasm
// built with exceptions, every call made while one is alive goes through a
// JavaScript "invoke" trampoline, which cost a third of Catan's bench time.
// Messages are built by the caller, after the loop.
template <class S>
LoopEnd play_loop(S& state, const PlayLoop& p) {
  std::unique_ptr<Bot>* bots = p.bots;
  const int nbots = p.nbots;
  Rng& bot_rng = *p.bot_rng;
  LoopCursor* cur = p.cur;
  // Seats whose bot is a RandomBot: picked here on the typed state, the same
  // single draw with the same list RandomBot::choose uses. RandomBot is final,
  // so comparing the dynamic type is the whole check, once per game.
  uint32_t uniform = 0;
  for (int i = 0; i < nbots && i < 32; ++i)
    if (const Bot* b = bots[i].get(); b && typeid(*b) == typeid(RandomBot)) uniform |= 1u << i;
  while (!state.terminal()) {
    if (state.turn_number() >= p.max_turns) return LoopEnd::TurnLimit;
    // A bot owed something out of turn (bystanders) speaks before the actor.
    int seat = -1;
    bool out_of_turn = false;
    if (uint32_t by = state.bystanders())
      for (int i = 0; i < nbots && !out_of_turn; ++i)
        if ((by >> i & 1) && bots[i])
          if (std::optional<Action> a = bots[i]->interject(state, i, bot_rng)) {
            seat = i, out_of_turn = true;
            cur->action = *a;
          }
    if (!out_of_turn) {
      const uint32_t m = state.actors();
      seat = m ? __builtin_ctz(m) : -1;
    }
    cur->seat = seat;
    if (seat < 0 || seat >= nbots || !bots[seat]) return LoopEnd::NoBot;
    if constexpr (kAppliesListed<S>) {
      // A random seat's move drawn from its own list is applied unchecked:
      // the soak applies every listed move of every position it meets
      // through the checked apply, so the checks would only repeat
      // themselves. An empty list goes on below, to be refused.
      if (!out_of_turn && (uniform >> seat & 1) && random_step(state, seat, p, uniform)) continue;
    } else if constexpr (!std::is_same_v<S, State>) {
      if (!out_of_turn && (uniform >> seat & 1)) {
        if (!random_step_checked(state, seat, p, static_cast<RandomBot&>(*bots[seat]).scratch()))
          return LoopEnd::Refused;
        continue;
      }
    }
    if (!out_of_turn)
      cur->action = uniform >> seat & 1
                        ? state.random_legal(seat, bot_rng, static_cast<RandomBot&>(*bots[seat]).scratch())
                        : bots[seat]->choose(state, seat, bot_rng);
    if constexpr (kAppliesListed<S>) {
      // A move the bot copied from this position's list: unchecked, as a
      // random seat's draw is (Bot::chose_listed; a RandomBot never says so).
      // In a normal MonopoZombie game they listed the phase's moves again.
      if (!out_of_turn && bots[seat]->chose_listed()) {
        if (p.events) p.events->clear();
        state.apply_listed(seat, cur->action, p.events);
        stepped(state, p);
        continue;
      }
    }
    if (p.events) p.events->clear();
    if (apply_typed(state, seat, cur->action, p.events)) return LoopEnd::Refused;
    stepped(state, p);
  }
  return LoopEnd::Finished;
}

}  // namespace shamble
