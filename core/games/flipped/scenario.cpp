// Scenario fields of `flipped` (documented in docs/games/flipped.md): a test or
// tutorial can start from any day-time position. Every value is range-checked
// here and the framework runs check_invariants() afterwards.
#include "framework/json_reader.h"
#include "games/flipped/state.h"

namespace shamble::flipped {

void FlippedState::apply_scenario(JsonObject& o) {
  if (o.has("marker") && o.has("round")) o.fail("marker", "give either round or marker, not both");
  if (o.has("round")) t_.round = static_cast<int8_t>(o.get_int("round", 1, kRounds));
  if (o.has("marker")) t_.round = static_cast<int8_t>(kRounds + 1 - o.get_int("marker", 1, kRounds));
  std::vector<JsonObject> ps = o.get_objects("players");
  if (static_cast<int>(ps.size()) > t_.chars) o.fail("players", "lists more characters than the game has");
  std::array<bool, kParts> seen{};
  auto claim = [&](JsonObject& where, const char* key, int p) {
    if (seen[p]) where.fail(key, "part " + std::to_string(p) + " is placed twice");
    seen[p] = true;
  };
  for (size_t i = 0; i < ps.size(); ++i) {
    JsonObject& j = ps[i];
    Character& k = t_.ch[i];
    k.pos = static_cast<int8_t>(j.get_int("position", 0, kSquares - 1, k.pos));
    k.health = static_cast<int8_t>(j.get_int("health", 1, kMaxHealth, k.health));
    k.cash = j.get_int("cash", 0, 1000000, k.cash);
    for (int p : j.get_ints("parts", 0, kParts - 1)) {
      claim(j, "parts", p);
      t_.part_loc[p] = static_cast<int8_t>(i);
    }
    if (j.get_bool("sheltered", false)) k.flags |= kSheltered;
    if (j.get_bool("reached_jail", false)) k.flags |= kReachedJail;
    j.finish();
  }
  for (int p : o.get_ints("delivered", 0, kParts - 1)) {
    claim(o, "delivered", p);
    t_.part_loc[p] = kPartDelivered;
  }
  for (int sq : o.get_ints("safe_houses", 0, kSquares - 1)) {
    if (!is_lot(sq)) o.fail("safe_houses", "only lots (coloured squares) can be safe houses");
    t_.mark[sq] = kSafe;
  }
  for (int sq : o.get_ints("infested", 0, kSquares - 1)) {
    if (sq == kJail) o.fail("infested", "an infested Jail would already have lost the game");
    t_.mark[sq] = kInfested;
  }
  // Where the day stands: whose turn, and how far into it.
  const int phase = o.get_choice("phase", {"day", "dusk"}, 0);
  t_.turn = static_cast<int8_t>(o.get_int("turn", 0, t_.chars - 1, phase == 1 ? t_.chars - 1 : 0));
  t_.actions_used = static_cast<int8_t>(o.get_int("actions_used", 0, kMaxActions - 1, phase == 1 ? 1 : 0));
  t_.moved = t_.moved_fwd = o.get_bool("moved", phase == 1);
  if (t_.actions_used == 0 && t_.moved) o.fail("moved", "a move needs an action (set actions_used)");
  for (int c = 0; c < t_.chars; ++c)
    if ((t_.ch[c].flags & kSheltered) && t_.mark[t_.ch[c].pos] != kSafe)
      o.fail("players", "a sheltered character must stand on a safe house");
}

}  // namespace shamble::flipped
