// Every action kind of Flipped, one block per kind: its check before any
// change (the rule id in the refusal), the change itself (the check_*/do_*
// free functions of rules.h, in day_actions.cpp, movement.cpp, parts.cpp,
// night.cpp), the label people read and what its choice adds
// (group, target, cost, dice, where the character lands). The table at the end
// is what apply_action, label, action_kinds and the view's choices read.
#include "games/flipped/kinds.h"

#include <array>
#include <bit>
#include <cctype>

#include "framework/kind_table.h"
#include "games/flipped/rules_text.h"

namespace shamble::flipped {

namespace {

using S = FlippedState;

std::string price_of(int sq) {
  std::string m = "$";  // appended, not "$" + ...: g++ 12 warns (-Wrestrict) on that form
  return m += std::to_string(board::squares()[sq].price);
}
std::string here_name(const S& s, int c) {
  return square_name_of(c >= 0 && c < kMaxChars ? s.ch(c).pos : 0, s.theme());
}

// ---- move: roll the dice in mask a.a and move (F-DAY-1, F-MOVE-1; day_actions.cpp)
std::string label_move(const S& s, const Action& a, int) {
  return "roll " + dice_text(s.dice(), a.a) + " and move";
}
void choice_move(PromptChoice& pc, const S& s, int here) {
  pc.group = ChoiceGroup::Roll;
  pc.lands = -1;
  pc.dice_mask = static_cast<uint8_t>(pc.action.a);
  pc.dice = {std::popcount(pc.dice_mask), 2};
  pc.landings = landings(s, pc.action.a, here);
}

// ---- buy: pay for the part on this square (F-PART-1; parts.cpp)
std::string label_buy(const S& s, const Action&, int c) {
  const int here = c >= 0 && c < kMaxChars ? s.ch(c).pos : 0;
  return "pay " + price_of(here) + " for the " + std::string(part_name(part_at_square(here)));
}
void choice_buy(PromptChoice& pc, const S&, int here) {
  pc.group = ChoiceGroup::BuyPart;
  pc.cost = board::squares()[here].price;
  pc.part = part_at_square(here);
}

// ---- exchange with a.a: cash a.b given or taken, part a.b given or taken
// (F-SWAP-1..3; day_actions.cpp checks and applies all four)
std::string label_give_cash(const S& s, const Action& a, int) {
  return "give $" + std::to_string(a.b) + " to " + s.char_name(a.a);
}
std::string label_take_cash(const S& s, const Action& a, int) {
  return "take $" + std::to_string(a.b) + " from " + s.char_name(a.a);
}
void choice_cash(PromptChoice& pc, const S&, int) {
  pc.group = ChoiceGroup::Exchange;
  pc.target = Target::of(TargetKind::kCharacter, pc.action.a);
  (pc.action.kind == kGiveCash ? pc.cost : pc.gain) = pc.action.b;
}
std::string label_give_part(const S& s, const Action& a, int) {
  return "give the " + std::string(part_name(a.b)) + " to " + s.char_name(a.a);
}
std::string label_take_part(const S& s, const Action& a, int) {
  return "take the " + std::string(part_name(a.b)) + " from " + s.char_name(a.a);
}
void choice_part(PromptChoice& pc, const S&, int) {
  pc.group = ChoiceGroup::Exchange;
  pc.target = Target::of(TargetKind::kCharacter, pc.action.a);
  pc.part = pc.action.b;
}

// ---- end the turn (F-DAY-2: after a move)
std::string label_end(const S&, const Action&, int) { return "end the turn"; }
void choice_end(PromptChoice& pc, const S&, int) {
  pc.group = ChoiceGroup::EndTurn;
  pc.lands = -1;
}

// ---- the safe house: stay and pay, or leave one square back (F-REVEAL-2; movement.cpp)
std::string label_stay(const S& s, const Action&, int c) {
  const int here = c >= 0 && c < kMaxChars ? s.ch(c).pos : 0;
  return "stay the night in " + here_name(s, c) + " for " + price_of(here);
}
void choice_stay(PromptChoice& pc, const S&, int here) { pc.cost = board::squares()[here].price; }
std::string label_leave(const S& s, const Action&, int c) {
  return "leave " + here_name(s, c) + " (one square back)";
}
void choice_leave(PromptChoice& pc, const S&, int here) { pc.lands = (here + kSquares - 1) % kSquares; }

// ---- the tunnel: take it to Jail or stay (F-MOVE-3; movement.cpp)
std::string label_tunnel(const S& s, const Action&, int) {
  return "take the tunnel to " + std::string(square_name_of(kJail, s.theme()));
}
void choice_tunnel(PromptChoice& pc, const S&, int) { pc.lands = kJail; }
std::string label_no_tunnel(const S& s, const Action&, int c) { return "stay on " + here_name(s, c); }
void choice_stays(PromptChoice&, const S&, int) {}  // lands where it stands

// ---- the night's share: take on a.a of the zombies left (F-NIGHT-3; night.cpp)
std::string label_share(const S& s, const Action& a, int) {
  return "take on " + std::to_string(a.a) + " of the " + zombies_text(s.share_left()) + " left";
}
void choice_share(PromptChoice& pc, const S&, int) {
  pc.group = ChoiceGroup::Share;
  pc.zombies = pc.action.a;
}

// clang-format off
constexpr std::array<KindSpec, kNumActionKinds> kKinds = {{
  // kind      code         args asked               check                  apply               label            choice
  {kMove,      "move",      1, Asked::kDay,       check_move,        do_move,        label_move,      choice_move},
  {kBuyPart,   "buy",       0, Asked::kDay,       check_buy_part,    do_buy_part,    label_buy,       choice_buy},
  {kGiveCash,  "give_cash", 2, Asked::kDay,       check_exchange,    do_exchange,    label_give_cash, choice_cash},
  {kTakeCash,  "take_cash", 2, Asked::kDay,       check_exchange,    do_exchange,    label_take_cash, choice_cash},
  {kGivePart,  "give_part", 2, Asked::kDay,       check_exchange,    do_exchange,    label_give_part, choice_part},
  {kTakePart,  "take_part", 2, Asked::kDay,       check_exchange,    do_exchange,    label_take_part, choice_part},
  {kEndTurn,   "end",       0, Asked::kDay,       check_end_turn,    do_end_turn,    label_end,       choice_end},
  {kStay,      "stay",      0, Asked::kSafeHouse, check_stay,        do_stay,        label_stay,      choice_stay},
  {kLeave,     "leave",     0, Asked::kSafeHouse, check_no_cost,     do_leave,       label_leave,     choice_leave},
  {kTunnel,    "tunnel",    0, Asked::kTunnel,    check_no_cost,     do_tunnel,      label_tunnel,    choice_tunnel},
  {kNoTunnel,  "no_tunnel", 0, Asked::kTunnel,    check_no_cost,     do_no_tunnel,   label_no_tunnel, choice_stays},
  {kShare,     "share",     1, Asked::kShare,     check_share,       do_share,       label_share,     choice_share},
}};
// clang-format on

static_assert(kinds_in_order(kKinds), "every action kind has its entry, at its own index");

}  // namespace

const KindSpec* kind_spec(int kind) { return kind_entry(kKinds, kind); }

const std::vector<ActionKindDef>& FlippedState::action_kinds() const {
  static const std::vector<ActionKindDef> defs = kind_defs(kKinds);
  return defs;
}

// What the table asks now, as the kinds' `asked` names it.
static Asked asked_now(const Table& t) {
  switch (t.phase) {
    case Phase::Day: return Asked::kDay;
    case Phase::Choice: return t.choice == Choice::SafeHouse ? Asked::kSafeHouse : Asked::kTunnel;
    case Phase::Share: return Asked::kShare;
    case Phase::Over: return Asked::kNothing;
  }
  return Asked::kNothing;
}

// The refusal of an action that answers another question than the one asked now.
static Status asked_elsewhere(Asked now) {
  switch (now) {
    case Asked::kDay: return fail("F-DAY-1", "that is not a day action");
    case Asked::kSafeHouse:
      return fail("F-REVEAL-2", "first decide whether to stay in this safe house or leave it");
    case Asked::kTunnel: return fail("F-MOVE-3", "first decide whether to take the tunnel to Jail");
    case Asked::kShare: return fail("F-NIGHT-3", "first decide how many zombies you take on");
    case Asked::kNothing: break;
  }
  return fail("game-over", "the game is over");
}

// The entry whose check applies to `a` now, or nullptr when it is asked elsewhere.
static inline const KindSpec* entry_now(const Table& t, const Action& a) {
  const KindSpec* k = kind_spec(a.kind);
  return k && k->asked == asked_now(t) ? k : nullptr;
}

Status check_kind(const Table& t, const RulesConfig& cfg, const Action& a) {
  if (const KindSpec* k = entry_now(t, a)) return k->check(t, cfg, a);
  return asked_elsewhere(asked_now(t));
}

// Here rather than in state.cpp, with the entry's check and apply called
// directly: every action of every simulated game comes through.
Status FlippedState::apply_action(int seat, const Action& a, EventSink* ev) {
  if (auto e = check_actor(*this, seat)) return e;
  const KindSpec* k = entry_now(t_, a);
  if (!k) return asked_elsewhere(asked_now(t_));
  if (auto e = k->check(t_, config_, a)) return e;
  Ctx cx{t_, config_, rng_, ev};
  k->apply(cx, a);
  return {};
}

std::string FlippedState::label(const Action& a) const {
  const int c = t_.phase == Phase::Choice  ? t_.choice_char
                : t_.phase == Phase::Share ? t_.share_char
                                           : t_.turn;
  const KindSpec* k = kind_spec(a.kind);
  if (!k) return "?";
  // The log already names the seat; name the character only when one seat
  // plays two (solo mode), where it says which of them acts.
  if (t_.chars != t_.players)
    return (c >= 0 && c < kMaxChars ? t_.names[c] + ": " : "?: ") + k->label(*this, a, c);
  std::string t = k->label(*this, a, c);
  if (!t.empty()) t[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(t[0])));
  return t;
}

}  // namespace shamble::flipped
