// view_json(): the View of one seat (view_of) written as JSON, for
// window.shamble, the driver and the generic board. Nothing in this game is
// private to a seat, but the dice still to be flipped are chance: written from
// the typed view, the JSON can never carry the Rng.
#include "framework/json_writer.h"
#include "framework/prompt_json.h"
#include "games/flipped/state.h"
#include "games/flipped/view.h"

namespace shamble::flipped {

namespace {
const char* mark_name(Mark m) { return m == kSafe ? "safe" : m == kInfested ? "infested" : "unknown"; }
const char* result_name(Result r) {
  static const char* kNames[] = {"", "escaped", "death", "jail infested", "time", "part lost"};
  const int i = static_cast<int>(r);
  return i >= 0 && i < 6 ? kNames[i] : "";
}
const char* prompt_name(PromptKind k) {
  static const char* kNames[] = {"none", "day", "safe_house", "tunnel", "share", "over"};
  return kNames[static_cast<int>(k)];
}
const char* where_name(PartWhere w) {
  return w == PartWhere::OnSquare ? "square" : w == PartWhere::Carried ? "carried" : "delivered";
}

void write_prompt(JsonWriter& w, const Prompt& p) {
  w.begin_object().field("ask", prompt_name(p.kind));
  write_prompt_fields(w, p.text, p.actor, p.waiting, p.viewer_acts);
  w.field("detail", p.detail).field("seat", p.seat).field("character", p.character).field("square", p.square);
  w.key("choices").begin_array();
  for (const PromptChoice& c : p.choices) {
    w.begin_object();
    write_choice_fields(w, c);
    w.field("lands", c.lands)
        .field("gain", c.gain)
        .field("part", c.part)
        .field("zombies", c.zombies)
        .end_object();
  }
  w.end_array().end_object();
}
}  // namespace

std::string FlippedState::view_json(int seat) const {
  const View v = view_of(*this, seat);
  JsonWriter w;
  w.begin_object().field("game", "flipped").field("viewer", v.seat).field("players", v.players);
  w.field("round", v.round).field("rounds", v.rounds).field("night", v.night).field("over", v.over);
  w.field("result", result_name(v.result));
  w.field("turn", v.turn_character).field("acting", v.acting_character);
  w.field("actions_used", v.actions_used).field("actions_left", v.actions_left);
  w.field("moved", v.moved).field("moved_forward", v.moved_forward);
  w.key("last_roll").begin_object().field("dice", v.last_roll.dice).field("silver", v.last_roll.silver);
  w.field("total", v.last_roll.total).end_object();
  w.key("dice").begin_array();
  for (const DieView& d : v.dice)
    w.begin_object().field("silver", d.silver).field("coloured", d.coloured).end_object();
  w.end_array();
  const RoundDice& m = v.marker();
  w.key("marker").begin_object().field("die", m.marker_die).field("silver", m.marker_silver);
  w.field("value", m.marker_value).field("caption", m.caption).end_object();
  w.key("available_dice").begin_array();
  for (int d = 0; d < 8; ++d)
    if (m.available >> d & 1) w.value(d);
  w.end_array();
  w.key("squares").begin_array();
  for (const SquareView& q : v.squares) {
    w.begin_object().field("index", q.index).field("name", q.name).field("group", q.group);
    w.field("price", q.price).field("reveals", q.reveals).field("state", mark_name(q.mark));
    w.field("part", q.part_here ? q.part : -1);
    w.end_object();
  }
  w.end_array();
  w.key("characters").begin_array();
  for (const CharacterView& c : v.characters) {
    w.begin_object().field("name", c.name).field("seat", c.seat).field("position", c.square);
    w.field("health", c.health).field("cash", c.cash).field("alive", c.alive);
    w.field("sheltered", c.sheltered).field("exposed", c.exposed).field("reached_jail", c.reached_jail);
    w.key("parts").begin_array();
    for (int p : c.parts) w.value(p);
    w.end_array().end_object();
  }
  w.end_array();
  w.key("parts").begin_array();
  for (size_t i = 0; i < v.parts.size(); ++i) {
    const PartView& p = v.parts[i];
    w.begin_object().field("id", static_cast<int>(i)).field("name", p.name);
    w.field("kind", p.train ? "train" : "generator").field("square", p.square);
    w.field("where", where_name(p.where)).field("holder", p.holder).end_object();
  }
  w.end_array();
  w.field("parts_delivered", v.parts_delivered).field("part_limit", v.part_limit);
  w.key("share").begin_object().field("character", v.share_character).field("zombies_left", v.share_left);
  w.field("members", static_cast<int>(v.share_members)).field("final", v.final_attack).end_object();
  w.key("prompt");
  write_prompt(w, v.prompt);
  w.end_object();
  return w.str();
}

}  // namespace shamble::flipped
