// Fuzz target "action_codes": action codes (the text a save, a link or the
// JS API sends) against a live game. The input picks a game, preset and seed
// from its first bytes, then each line is a move:
//   "seat/code"  decoded and applied as the browser and driver do;
//   "#k"         the k-th legal action of the acting seat (lets the fuzzer
//                walk deep into a game and probe codes there).
// Promises: a code decodes or is refused, and what it decodes to has a code
// that reads back the same; an applied action is either
// refused with the state byte for byte untouched, or leaves a sound state;
// the game's log still saves and loads (binary) to the same position.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <sstream>

#include "framework/match.h"
#include "framework/registry.h"
#include "framework/setup.h"
#include "fuzz_support.h"

using namespace shamble;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::init();
  if (size < 3) return 0;
  const auto games = listed_games();
  const GameInfo& g = *games[data[0] % games.size()];
  NewGameRequest req;
  req.game = g.id;
  if (!g.presets.empty()) req.preset = g.presets[data[1] % g.presets.size()].name;
  req.seed = data[2];
  req.seats.assign(static_cast<size_t>(std::clamp(3, g.min_players, g.max_players)), "human");
  Error err;
  auto m = make_match(req, &err);
  if (!m) fuzz::broken("a preset did not start:", err.message);
  std::istringstream in(std::string(reinterpret_cast<const char*>(data + 3), size - 3));
  std::string line;
  std::vector<Action> legal;
  int steps = 0;
  while (std::getline(in, line) && ++steps <= 400 && !m->state().terminal()) {
    const State& s = m->state();
    int seat = 0;
    std::optional<Action> a;
    if (!line.empty() && line[0] == '#') {
      seat = s.current_actor();
      if (seat < 0) fuzz::broken("a game not over has no actor");
      legal.clear();
      s.legal_actions(seat, legal);
      if (legal.empty()) fuzz::broken("the acting seat has no legal action");
      a = legal[std::strtoul(line.c_str() + 1, nullptr, 10) % legal.size()];
    } else {
      auto mv = parse_move(line);
      if (!mv) continue;
      seat = mv->seat;
      a = s.decode(mv->code);
      if (!a) continue;
      if (s.encode(*a).empty()) fuzz::broken("a decoded action has no code");
      // One move, one code: what a code decodes to writes a code that reads back the same.
      if (s.decode(s.encode(*a)) != a)
        fuzz::broken("a decoded action's code reads back differently:", mv->code);
    }
    if (seat < 0 || seat >= s.num_players()) continue;
    // A listed action must apply; only an action off the list needs the
    // (dear) before-and-after comparison.
    const bool listed = s.is_legal(seat, *a);
    const std::string before = listed ? std::string() : state_bytes(s);
    const size_t logged = m->size();
    if (auto e = m->apply(seat, *a, nullptr)) {
      if (listed) fuzz::broken("a listed action was refused:", e->message);
      if (state_bytes(m->state()) != before || m->size() != logged)
        fuzz::broken("a refused action changed the game:", s.encode(*a));
      continue;
    }
    if (auto bad = m->state().check_invariants(); !bad.empty())
      fuzz::broken("an accepted action left an unsound state:", m->state().encode(*a) + ": " + bad);
  }
  // The binary save (the document's JSON has its own target).
  auto back = Match::from_binary(m->to_binary(), &err);
  if (!back) fuzz::broken("the fuzzed game's save did not load:", err.message);
  if (state_bytes(back->state()) != state_bytes(m->state())) fuzz::broken("the fuzzed game did not replay");
  return 0;
}
