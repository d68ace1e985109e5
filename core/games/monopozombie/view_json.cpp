#include "games/monopozombie/view_json.h"

#include "framework/game.h"
#include "framework/json_writer.h"
#include "games/monopoly/view_json.h"
#include "games/monopozombie/view.h"

namespace shamble::mz {

namespace {
const char* ask_name(int ask) {
  static const char* kNames[] = {
      "zombie-roll",  "human-roll",   "group-roll",     "homeless-roll", "direction", "pick",  "again",
      "group-assign", "group-answer", "group-own-dice", "homeless-move", "immunity",  "carry", "over"};
  static_assert(sizeof(kNames) / sizeof(kNames[0]) == kAskZombieOver - kAskZombieRoll + 1);
  return ask < kAskZombieRoll    ? mono::ask_name(ask)
         : ask <= kAskZombieOver ? kNames[ask - kAskZombieRoll]
                                 : "?";
}
const char* kStages[] = {"capitalism", "outbreak", "apocalypse"};
}  // namespace

std::string view_json(const State& s, int seat) {
  const View v = view_of(s, seat);
  JsonWriter w;
  w.begin_object().field("game", s.info().id);
  mono::write_view_fields(w, v.base, ask_name(v.base.prompt.kind));
  w.field("stage", kStages[v.stage]).field("stage_line", v.stage_line);
  w.key("zombie_squares").begin_array();
  for (const SquareView& q : v.squares) {
    w.begin_object().field("infected", q.infected).field("hospital", q.hospital);
    w.field("group_size", q.group_size).field("fortified", q.fortified);
    w.field("attack", q.points.attack).field("defence", q.points.defence).end_object();
  }
  w.end_array().key("zombie_seats").begin_array();
  for (const PlayerView& p : v.seats) {
    w.begin_object().field("zombie", p.zombie).field("homeless", p.homeless).field("lapped", p.lapped);
    w.field("in_group", p.in_group).field("guards", p.guards).end_object();
  }
  w.end_array().key("choice_dice").begin_array();
  for (int d : v.dice) w.value(d);
  w.end_array().field("end_head", v.end_head).field("end_sub", v.end_sub).end_object();
  return w.str();
}

}  // namespace shamble::mz
