// What a seat of Hexlands cannot see, in one place (hidden.cpp): the game's
// State::redeal_hidden, event_for and label_for, used by the strong bot's
// worlds and by live play's copy for a seat (State::copy_for).
#pragma once

#include <array>
#include <string>

#include "framework/action.h"
#include "framework/event.h"
#include "framework/rng.h"
#include "games/catan/model.h"

namespace shamble::catan {

// Cards of each seat everybody knows it holds: those it offers in the open
// offer or in a counter it has sent, and those an offer it accepted asks for. A redeal leaves them in place.
std::array<ResArr, kMaxPlayers> shown_cards(const Model& m);

// One world `seat` cannot tell from this one, dealt with `rng` (hidden.cpp says what is redealt).
void redeal_unseen(Model& m, int seat, Rng& rng);

// The event as `viewer` may know it: the card a robbery took, for its two seats only.
Event event_for(int viewer, const Event& e);

// The log's label of `actor`'s action for `viewer`: a counter-offer's cards stay its writer's until sent.
std::string label_for(int viewer, int actor, const Action& a, const std::string& label);

}  // namespace shamble::catan
