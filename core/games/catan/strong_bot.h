// The "strong" level of Hexlands (strong_bot.cpp; framework/strong_bot.h).
#pragma once

#include <array>
#include <memory>
#include <string>

#include "framework/bot.h"
#include "games/catan/model.h"

namespace shamble::catan {

// "strong..." and "strong:notrade..." levels (make_catan_bot asks); null for others.
// notrade: never offers, counters or accepts a domestic trade, and searches
// worlds without them (for a table that has none, such as a bridge to
// catanatron).
std::unique_ptr<Bot> make_catan_strong_bot(const std::string& level);

// Cards of each seat everybody knows it holds: those it offers in the open
// offer or in a counter it has sent. A determinization leaves them in place.
std::array<ResArr, kMaxPlayers> shown_cards(const Model& m);

// StrongGame::determinize: one world `seat` cannot tell from this one (strong_bot.cpp says what is redealt).
void determinize(State& s, int seat, Rng& rng);

}  // namespace shamble::catan
