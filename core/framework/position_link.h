// A game in progress as a scenario: where it started plus every move since.
// With the seed in it, the scenario rebuilds the exact position, so it can
// travel as a short link or a wiki tag (no server holds the game).
#pragma once

#include <string>

#include "framework/match.h"
#include "framework/setup.h"

namespace shamble {

// The scenario a new game request stands for (game, preset, options, seats,
// names, player count, seed).
std::string scenario_of_request(const NewGameRequest& req);

// A scenario text with the fields of a request laid over it, as
// load_scenario(json, &over) does (URL parameters beside ?scenario=).
std::string scenario_with_request(const std::string& scenario, const NewGameRequest& over);

// `origin` (a scenario's JSON text: what the match was loaded from, or
// scenario_of_request) with "moves" replaced by the match's whole log. Empty
// with *err set when the match cannot be told that way (a save continued from
// an older rules version keeps no moves before its saved position).
std::string position_scenario(const std::string& origin, const Match& m, Error* err);

}  // namespace shamble
