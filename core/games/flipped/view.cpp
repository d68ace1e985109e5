// view_of() and narration(): the position as plain data for a board (view.h),
// with every sentence a board shows. Written here, next to the rules, so the
// front-end re-derives nothing: no targets, costs or dice counts outside core.
// Not on any hot path (bots and simulations never call it).
#include "games/flipped/view.h"

#include <bit>
#include <cctype>

#include "games/flipped/kinds.h"
#include "games/flipped/rules_text.h"
#include "games/flipped/state.h"

namespace shamble::flipped {

namespace {

std::string money(int v) {
  std::string m = "$";  // appended, not "$" + ...: g++ 12 warns (-Wrestrict) on that form
  return m += std::to_string(v);
}

SquareKind kind_of(board::SquareKind k) {
  switch (k) {
    case board::SquareKind::Go: return SquareKind::Start;
    case board::SquareKind::Street: return SquareKind::Street;
    case board::SquareKind::Chest:
    case board::SquareKind::Chance: return SquareKind::Card;
    case board::SquareKind::Tax: return SquareKind::Tax;
    case board::SquareKind::Transport: return SquareKind::Transport;
    case board::SquareKind::Jail: return SquareKind::Jail;
    case board::SquareKind::Utility: return SquareKind::Utility;
    case board::SquareKind::FreeParking: return SquareKind::Corner;
    case board::SquareKind::GoToJail: return SquareKind::Tunnel;
  }
  return SquareKind::Corner;
}

// What a square does in this game, for its card.
const char* kind_sentence(SquareKind k) {
  switch (k) {
    case SquareKind::Start: return "Start: an open street, attacked at night";
    case SquareKind::Street: return "Lot: the first to arrive flips a die (safe house or infested)";
    case SquareKind::Card:
    case SquareKind::Tax: return "Open street: nothing happens here, attacked at night";
    case SquareKind::Transport: return "Transport: a train part waits here; open street, never flips";
    case SquareKind::Jail: return "Jail: free shelter, deliver parts here";
    case SquareKind::Utility: return "Utility: a generator part waits here; open street, never flips";
    case SquareKind::Corner: return "Open street: nothing happens here, attacked at night";
    case SquareKind::Tunnel: return "Tunnel to Jail (landing exactly by a roll)";
  }
  return "";
}

// The character who decides now (the day turn's owner when nobody decides).
int acting_char(const FlippedState& s) {
  switch (s.phase()) {
    case Phase::Choice: return s.choice_char();
    case Phase::Share: return s.share_char();
    case Phase::Day: return s.turn_char();
    case Phase::Over: return -1;
  }
  return -1;
}

std::string capitalised(std::string t) {
  if (!t.empty()) t[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(t[0])));
  return t;
}

PromptChoice choice_of(const FlippedState& s, const Action& a, int c) {
  PromptChoice pc;
  pc.action = a;
  pc.code = s.encode(a);
  pc.label = s.label(a);
  const int here = c >= 0 ? s.ch(c).pos : 0;
  pc.lands = here;
  if (const KindSpec* k = kind_spec(a.kind)) k->choice(pc, s, here);  // kinds.cpp
  // The prompt names who acts; the label names the character only in solo mode.
  std::string b = pc.label;
  if (s.chars() != s.num_players() && c >= 0) {
    const std::string prefix = s.char_name(c) + ": ";
    if (b.compare(0, prefix.size(), prefix) == 0) b = b.substr(prefix.size());
  }
  pc.button = a.kind == kShare ? "Fight " + std::to_string(a.a) : capitalised(b);
  return pc;
}

Prompt prompt_of(const FlippedState& s, int seat) {
  Prompt p;
  const int c = acting_char(s);
  auto sq = [&](int i) { return std::string(square_name_of(i, s.theme())); };
  switch (s.phase()) {
    case Phase::Day: {
      p.kind = PromptKind::Day;
      const int left = kMaxActions - s.actions_used();
      p.text = "Day " + std::to_string(s.round()) + " of " + std::to_string(kRounds) + ": " + s.char_name(c) +
               " at " + sq(s.ch(c).pos) + ", " + std::to_string(left) + " action" + (left == 1 ? "" : "s") +
               " left";
      // F-SWAP-3: handovers that continue the open exchange cost no action.
      if (s.exchange_with() >= 0)
        p.text += "; exchanging with " + s.char_name(s.exchange_with()) + " (more handovers are free)";
      break;
    }
    case Phase::Choice:
      if (s.choice() == Choice::Tunnel) {
        p.kind = PromptKind::Tunnel;
        p.text = s.char_name(c) + ": take the tunnel to " + sq(kJail) + "?";
      } else {
        p.kind = PromptKind::SafeHouse;
        p.text = s.char_name(c) + " found a safe house at " + sq(s.ch(c).pos) + ": pay " +
                 money(board::squares()[s.ch(c).pos].price) + " to shelter, or go back";
      }
      break;
    case Phase::Share:
      p.kind = PromptKind::Share;
      p.text =
          (s.final_attack() ? std::string("The last stand: ") : "Night " + std::to_string(s.round()) + ": ") +
          zombies_text(s.share_left()) + " left; " + s.char_name(c) + " picks how many to fight";
      break;
    case Phase::Over: {
      p.kind = PromptKind::Over;
      p.text = s.result() == Result::Won ? "The team escaped!" : "The night wins";
      p.detail = s.end_summary();
      return p;
    }
  }
  // F-PART-4: with lost_part=play_on the team plays on knowing it cannot win.
  if (const int lost = lost_part(s.table()); lost >= 0) {
    p.detail = "No escape is possible any more: the " + std::string(part_name(lost)) +
               " is stuck on infested " + sq(part_square(lost));
    p.text += ". " + p.detail;
  }
  p.character = c;
  p.seat = c >= 0 ? s.seat_of(c) : -1;
  p.square = c >= 0 ? s.ch(c).pos : -1;
  p.waiting = s.actors();
  p.actor = p.waiting ? __builtin_ctz(p.waiting) : -1;
  p.viewer_acts = seat >= 0 && (p.waiting >> seat & 1);
  if (seat >= 0 && seat == p.seat) {
    std::vector<Action> acts;
    s.legal_actions(seat, acts);
    for (const Action& a : acts) p.choices.push_back(choice_of(s, a, c));
  }
  return p;
}

std::vector<Line> square_card(const FlippedState& s, const SquareView& v) {
  std::vector<Line> out;
  out.push_back({kind_sentence(v.kind)});
  if (v.price)
    out.push_back({"Price " + money(v.price) +
                   (v.kind == SquareKind::Street ? " (a night's shelter)" : " (the part)")});
  if (v.mark == kSafe)
    out.push_back({"Safe house: pay to shelter tonight", Tone::Good});
  else if (v.mark == kInfested)
    out.push_back({"Infested: lose 1 health and go back", Tone::Bad});
  else if (v.kind == SquareKind::Street)
    out.push_back({"Not revealed yet: flips on arrival", Tone::Muted});
  if (v.part >= 0) {
    const int loc = s.part_loc(v.part);
    const std::string where = loc == kPartAtSource    ? "still here"
                              : loc == kPartDelivered ? "delivered to Jail"
                                                      : "carried by " + s.char_name(loc);
    out.push_back({"The " + std::string(part_name(v.part)) + ": " + where});
  }
  if (v.index == kJail)
    out.push_back(
        {"Parts delivered: " + std::to_string(s.parts_delivered()) + " of " + std::to_string(kParts)});
  return out;
}

}  // namespace

// F-MOVE-1: every outcome of throwing the dice in `mask` (one flip each) and
// the square the total moves `from` to (roll_move + step_forward).
std::vector<Landing> landings(const FlippedState& s, int mask, int from) {
  std::vector<Landing> out;
  const DiceSet& ds = s.dice();
  for (int sil = mask;; sil = (sil - 1) & mask) {  // every subset of the thrown dice showing silver
    Landing l;
    l.silver = static_cast<uint8_t>(sil);
    for (int d = 0; d < kDice; ++d)
      if (mask & (1 << d)) l.total += ds.face(d, (sil >> d) & 1);
    l.square = (from + l.total) % kSquares;
    out.push_back(l);
    if (sil == 0) break;
  }
  return out;
}

View view_of(const State& st, int seat) {
  View v;
  v.seat = seat;
  const auto* fs = dynamic_cast<const FlippedState*>(&st);
  if (!fs) return v;
  const FlippedState& s = *fs;
  const DiceSet& ds = s.dice();
  v.players = s.num_players();
  v.round = s.round();
  v.rounds = kRounds;
  v.night = s.phase() == Phase::Share;
  v.over = s.terminal();
  v.result = s.result();
  v.turn_character = s.turn_char();
  v.acting_character = acting_char(s);
  v.actions_used = s.actions_used();
  v.actions_left = kMaxActions - s.actions_used();
  v.moved = s.has_moved();
  v.moved_forward = s.moved_forward();

  v.last_roll = {static_cast<uint8_t>(s.last_roll()[0]), static_cast<uint8_t>(s.last_roll()[1]),
                 s.last_roll()[2]};
  for (int d = 0; d < kDice; ++d)
    v.dice.push_back({ds.dice[d].silver, ds.dice[d].coloured,
                      std::to_string(ds.dice[d].silver) + "|" + std::to_string(ds.dice[d].coloured)});
  for (int r = 0; r <= kRounds; ++r) {
    RoundDice rd;
    rd.marker_die = ds.marker_die(r);
    rd.marker_silver = ds.step(r).silver;
    rd.marker_value = ds.marker_value(r);
    rd.available = ds.available_mask(r);
    rd.caption = r ? "Day " + std::to_string(r) : "Time is up";
    v.rounds_dice.push_back(rd);
  }

  v.jail_square = kJail;
  v.tunnel_square = kGoToJail;
  for (int sq = 0; sq < kSquares; ++sq) {
    const board::Square& b = board::squares()[sq];
    SquareView q;
    q.index = sq;
    q.name = square_name_of(sq, s.theme());
    q.kind = kind_of(b.kind);
    q.group = b.group;
    q.colour = b.group >= 0 ? board::group_colour(b.group) : 0;
    q.price = b.price;
    q.reveals = is_lot(sq);  // F-REVEAL-1
    q.mark = s.mark(sq);
    q.part = part_at_square(sq);
    q.part_here = q.part >= 0 && s.part_loc(q.part) == kPartAtSource;
    if (sq == kGoToJail) q.tag = "tunnel";
    q.card = square_card(s, q);
    v.squares.push_back(std::move(q));
  }

  for (int c = 0; c < s.chars(); ++c) {
    const Character& k = s.ch(c);
    CharacterView cv;
    cv.name = s.char_name(c);
    cv.seat = s.seat_of(c);
    cv.square = k.pos;
    cv.health = k.health;
    cv.cash = k.cash;
    cv.alive = k.alive();
    cv.sheltered = (k.flags & kSheltered) != 0;
    cv.exposed = exposed(s.table(), c);
    cv.reached_jail = (k.flags & kReachedJail) != 0;
    for (int p = 0; p < kParts; ++p)
      if (s.part_loc(p) == c) {
        cv.parts.push_back(p);
        cv.notes.push_back({"Carries the " + std::string(part_name(p))});
      }
    cv.standing = !cv.alive ? "(fallen)" : cv.sheltered ? "sheltered tonight" : "stands here";
    if (cv.sheltered) cv.notes.push_back({"Sheltered in a safe house tonight"});
    if (cv.exposed) cv.notes.push_back({"Outside: will be attacked tonight", Tone::Bad});
    if (cv.reached_jail) cv.notes.push_back({"Reached Jail on the last day"});
    v.characters.push_back(std::move(cv));
  }

  for (int p = 0; p < kParts; ++p) {
    PartView pv;
    pv.name = part_name(p);
    pv.short_name = part_short_name(p);
    pv.train = p < 4;
    pv.square = part_square(p);
    const int l = s.part_loc(p);
    pv.where = l == kPartAtSource    ? PartWhere::OnSquare
               : l == kPartDelivered ? PartWhere::Delivered
                                     : PartWhere::Carried;
    pv.holder = pv.where == PartWhere::Carried ? l : -1;
    v.parts.push_back(std::move(pv));
  }
  v.parts_delivered = s.parts_delivered();
  v.part_limit = s.part_limit();
  v.parts_line = "Parts in Jail: " + std::to_string(v.parts_delivered) + " of " + std::to_string(kParts);
  v.share_character = s.share_char();
  v.share_left = s.share_left();
  v.share_members = s.share_members();
  v.final_attack = s.final_attack();
  v.prompt = prompt_of(s, seat);
  return v;
}

std::string narration(const State& st, const Event& e) {
  const auto* fs = dynamic_cast<const FlippedState*>(&st);
  if (!fs) return "";
  const FlippedState& s = *fs;
  const std::string w = e.player >= 0 && e.player < s.chars() ? s.char_name(e.player) : "?";
  auto sq = [&](int i) { return std::string(square_name_of(i, s.theme())); };
  const int32_t* v = e.v;
  switch (e.kind) {
    case kEvRoll: return w + " rolls\u2026 " + std::to_string(v[2]);
    case kEvReveal: return sq(v[0]) + (v[1] == kSafe ? ": a safe house!" : ": infested!");
    case kEvHealth: return w + " loses " + std::to_string(v[0]) + " health";
    case kEvPushBack: return w + " is pushed back";
    case kEvTunnel: return w + " takes the tunnel to " + sq(kJail);
    case kEvNightStart: return "Night falls";
    case kEvRoundStart: return "Dawn: day " + std::to_string(v[0]) + " begins";
    case kEvAttack:
      if (v[1] == 0) return "No zombies come for " + s.names_of(static_cast<uint8_t>(v[2]));
      return zombies_text(v[1]) + (v[1] == 1 ? " attacks " : " attack ") +
             s.names_of(static_cast<uint8_t>(v[2])) + "!";
    case kEvFinalAttack: return w + " rolls " + zombies_text(v[0]) + " for the last stand";
    case kEvSafeTonight: return w + (v[1] ? " is safe in " + sq(v[0]) : " is sheltered") + " tonight";
    case kEvPartLost: return std::string("The ") + part_name(v[0]) + " is lost: no escape now";
    case kEvShare: return w + " takes on " + std::to_string(v[0]);
    case kEvFight: return w + (v[0] ? " defeats a zombie" : " is bitten!");
    case kEvPartTaken: return w + " takes the " + part_name(v[0]);
    case kEvPartDelivered: return w + " delivers the " + part_name(v[0]) + " to " + sq(kJail);
    case kEvStay: return w + " shelters for the night";
    case kEvInfest: return sq(v[0]) + " is overrun";
    case kEvDeath: return w + " has fallen";
    default: return "";
  }
}

}  // namespace shamble::flipped
