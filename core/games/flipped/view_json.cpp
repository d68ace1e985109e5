// view_json(): a rich, self-describing picture of the position for the board
// UI (nothing is hidden in this game, so every seat sees the same). The raw
// save format stays the compact cereal form in to_json().
#include "framework/json_writer.h"
#include "games/flipped/rules_text.h"
#include "games/flipped/state.h"

namespace shamble::flipped {

namespace {
const char* phase_name(Phase p) {
  switch (p) {
    case Phase::Day: return "day";
    case Phase::Choice: return "choice";
    case Phase::Share: return "share";
    case Phase::Over: return "over";
  }
  return "?";
}
const char* mark_name(int m) { return m == kSafe ? "safe" : m == kInfested ? "infested" : "unknown"; }
}  // namespace

std::string FlippedState::view_json(int seat) const {
  (void)seat;
  JsonWriter w;
  w.begin_object();
  w.field("game", "flipped").field("round", round_).field("phase", phase_name(phase_));
  w.key("marker")
      .begin_object()
      .field("die", dice().marker_die(round_))
      .field("value", dice().marker_value(round_))
      .field("silver", dice().step(round_).silver)
      .end_object();
  w.key("available_dice").begin_array();
  const uint8_t avail = dice().available_mask(round_);
  for (int d = 0; d < kDice; ++d)
    if (avail & (1 << d))
      w.begin_object()
          .field("die", d)
          .field("silver", dice().dice[d].silver)
          .field("coloured", dice().dice[d].coloured)
          .end_object();
  w.end_array();
  w.key("last_roll")
      .begin_object()
      .field("dice", last_roll_[0])
      .field("silver", last_roll_[1])
      .field("total", last_roll_[2])
      .end_object();
  w.field("turn", turn_)
      .field("actions_used", actions_used_)
      .field("actions_left", kMaxActions - actions_used_);
  w.field("moved", moved_).field("moved_forward", moved_fwd_);
  w.field("choice", choice_ == Choice::SafeHouse ? "safe_house"
                    : choice_ == Choice::Tunnel  ? "tunnel"
                                                 : "none");
  w.field("choice_character", choice_char_);
  w.key("share")
      .begin_object()
      .field("character", share_char_)
      .field("zombies_left", share_left_)
      .field("members", share_members_)
      .field("final", final_)
      .end_object();
  w.key("characters").begin_array();
  for (int c = 0; c < chars_; ++c) {
    const Character& k = ch_[c];
    w.begin_object().field("name", names_[c]).field("seat", seat_of(c)).field("position", k.pos);
    w.field("square", square_name_of(k.pos, theme())).field("health", k.health).field("cash", k.cash);
    w.field("alive", k.alive()).field("sheltered", (k.flags & kSheltered) != 0);
    w.field("reached_jail", (k.flags & kReachedJail) != 0).field("exposed", exposed(c));
    w.key("parts").begin_array();
    for (int p = 0; p < kParts; ++p)
      if (part_loc_[p] == c) w.value(p);
    w.end_array().end_object();
  }
  w.end_array();
  w.key("squares").begin_array();
  for (int sq = 0; sq < kSquares; ++sq) {
    const auto& s = board::squares()[sq];
    w.begin_object().field("index", sq).field("name", square_name_of(sq, theme()));
    w.field("street", s.kind == board::SquareKind::Street)
        .field("price", s.price)
        .field("state", mark_name(mark_[sq]));
    w.field("part", part_at_square(sq)).end_object();
  }
  w.end_array();
  w.key("parts").begin_array();
  for (int p = 0; p < kParts; ++p) {
    const int l = part_loc_[p];
    w.begin_object()
        .field("id", p)
        .field("kind", p < 4 ? "train" : "generator")
        .field("square", part_square(p));
    w.field("where", l == kPartAtSource ? "square" : l == kPartDelivered ? "delivered" : "carried");
    w.field("holder", l >= 0 && l < kMaxChars ? l : -1).end_object();
  }
  w.end_array();
  w.field("parts_delivered", parts_delivered()).field("part_limit", part_limit());
  const char* res[] = {"", "escaped", "death", "jail infested", "time"};
  w.field("result", res[static_cast<int>(result_) <= 4 ? static_cast<int>(result_) : 0]);
  w.end_object();
  return w.str();
}

}  // namespace shamble::flipped
