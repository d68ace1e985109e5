// Owns: stepping a state through logged actions (replay_log), for every
// caller (see replay.h). Match (match.cpp) decides where replay starts.
#include "framework/replay.h"

namespace shamble {

Status replay_log(State& s, const std::vector<LoggedAction>& log, size_t from, size_t to,
                  const ReplayObserver* observer, const ReplayCheckpoint* checkpoint) {
  EventSink events;
  for (size_t i = from; i < to && i < log.size(); ++i) {
    const LoggedAction& la = log[i];
    std::string label = observer ? s.label(la.action) : std::string();
    const int turn = observer ? s.turn_number() : 0;
    Rng before_reseed;
    if (la.reseeded) before_reseed = s.rng(), s.rng().reseed(la.seed);
    if (!la.dice.empty()) s.rng().force(la.dice);
    events.clear();
    if (auto e = s.apply(la.seat, la.action, observer ? &events : nullptr)) {
      if (!la.dice.empty()) s.rng().clear_forced();  // forced dice must not outlive the refusal
      if (la.reseeded) s.rng() = before_reseed;
      return fail("replay", "move " + std::to_string(i + 1) + " (" + s.encode(la.action) +
                                ") is refused on replay: " + e->message);
    }
    if (observer) (*observer)(ReplayStep{i, la, label, turn, s, events});
    if (checkpoint) (*checkpoint)(i + 1, s);
  }
  return {};
}

}  // namespace shamble
