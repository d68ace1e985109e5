// Turning what a person asked for (driver flags, URL parameters, the new-game
// screen, a scenario file) into a match. One path for all of them, so a bad
// value gets the same clear message everywhere.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "framework/match.h"

namespace shamble {

struct NewGameRequest {
  std::string game;
  std::string preset;                  // empty = the game's default preset
  std::vector<std::string> overrides;  // "name=value"
  std::vector<std::string> seats;      // kinds; empty = one human, the rest bot:normal
  std::vector<std::string> names;
  int players = 0;  // 0 = from seats, else the game's default
  uint64_t seed = 1;
};

std::unique_ptr<Match> make_match(const NewGameRequest& req, Error* err);

// A scenario file: the request fields above plus the game's own fields
// (documented in docs/SCENARIOS.md), and "moves" played from there. Errors name
// the field and why.
inline constexpr unsigned kMaxScenarioMoves = 20000;

// One of a scenario's "moves": "seat/code", or "seat/code@d1,d2" with the
// chance results forced for that action (as `shamble apply --dice`).
struct ScenarioMove {
  int seat = 0;
  std::string code;
  std::vector<int> dice;
};
std::optional<ScenarioMove> parse_move(const std::string& text);
std::string format_move(const ScenarioMove& move);
std::unique_ptr<Match> load_scenario(const std::string& json, Error* err);
// Same, with fields from elsewhere (driver flags) taking precedence when set.
std::unique_ptr<Match> load_scenario(const std::string& json, const NewGameRequest* overrides, Error* err);

// Splits "a,b,c" (empty parts dropped).
std::vector<std::string> split_list(const std::string& s, char sep = ',');

}  // namespace shamble
