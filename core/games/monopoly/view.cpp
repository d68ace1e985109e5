// view_of: the position as plain data for a UI, a bot or a test. It only reads
// the table and the rules (the same functions the engine decides with), so
// what a UI shows and what the engine does can never drift apart.
#include "games/monopoly/view.h"

#include "games/monopoly/monopoly.h"
#include "games/monopoly/text.h"

namespace shamble::mono {

static_assert(kBoardSquares == kSquares && kSeatsMax == kMaxPlayers && kJailSquare == board::kJail);
static_assert(static_cast<int>(SquareType::GoToJail) == static_cast<int>(board::SquareKind::GoToJail) &&
              static_cast<int>(SquareType::Rest) == static_cast<int>(board::SquareKind::FreeParking));

namespace {

int ask_of(const MonoTable& t) {
  switch (t.phase) {
    case kPreRoll: return t.players[t.turn].in_jail && t.must_roll ? kAskJail : kAskRoll;
    case kBuying: return kAskBuy;
    case kPostRoll: return kAskManage;
    case kAuction: return kAskAuction;
    case kTrade: return t.trade.answering ? kAskAnswer : kAskTrade;
    case kDebt: return kAskDebt;
    case kMortgageChoice: return kAskMortgage;
    case kPlacing: return kAskPlace;
    case kGameOver: return kAskGameOver;
    default: return kAskNone;
  }
}

void fill_square(SquareView& v, const MonoTable& t, const MonoRules& r, int sq) {
  const board::Square& d = sq_data(sq);
  v.name = board::square_name(sq, r.theme);
  v.kind = static_cast<SquareType>(d.kind);
  v.group = d.group;
  v.colour = d.group >= 0 ? board::group_colour(d.group) : 0;
  v.group_name = d.group >= 0 ? board::group_name(d.group, r.theme) : "";
  v.property = board::is_property(sq);
  v.price = d.price;
  v.tax = d.tax;
  v.house_cost = d.house_cost;
  v.mortgage_value = d.mortgage;
  v.owner = t.owner[sq];
  v.hotel = t.buildings[sq] == kHotel;
  v.houses = v.hotel ? 0 : t.buildings[sq];
  v.mortgaged = t.mortgaged[sq] != 0;
  v.rents.clear();
  v.rent_row = -1;
  v.rent_note.clear();
  if (d.kind == board::SquareKind::Street) {
    static const char* kRows[] = {"Rent",          "With 1 house",  "With 2 houses",
                                  "With 3 houses", "With 4 houses", "With a hotel"};
    for (int i = 0; i < 6; ++i) v.rents.push_back({kRows[i], d.rent[i]});
    v.rents.push_back({"Each house", d.house_cost});
    if (v.owner >= 0) v.rent_row = t.buildings[sq];
  } else if (d.kind == board::SquareKind::Transport) {
    int held = v.owner >= 0 ? transports_owned(t, v.owner) : 0;
    static const char* kRows[] = {"1 line owned", "2 lines owned", "3 lines owned", "4 lines owned"};
    for (int i = 0; i < 4; ++i) v.rents.push_back({kRows[i], d.rent[0] << i});
    if (held > 0) v.rent_row = held - 1;
  } else if (d.kind == board::SquareKind::Utility) {
    v.rent_note = "Rent: 4\u00d7 the dice with one utility, 10\u00d7 with both.";
  }
  if (d.price) v.rents.push_back({"Mortgage value", d.mortgage});
}

}  // namespace

void fill_view(View& v, const MonoTable& t, const MonoRules& r, const std::vector<std::string>& names) {
  v.players = t.n;
  v.turn = t.turn;
  v.over = t.phase == kGameOver;
  v.dice = {t.dice[0], t.dice[1]};
  v.focus = t.phase == kBuying ? t.pending_buy : t.phase == kAuction ? t.auction.square : -1;
  v.houses_left = t.houses_left;
  v.hotels_left = t.hotels_left;
  v.jackpot_rule = r.parking_pot;
  v.jackpot = t.pot;
  bool survival = r.theme == board::Theme::Survival;
  v.house_word = survival ? "wall" : "house";
  v.hotel_word = survival ? "guard tower" : "hotel";
  v.jail_word = survival ? "holding cell" : "lockup";
  v.card_word = "Get-out-of-jail card";
  for (int sq = 0; sq < kSquares; ++sq) fill_square(v.squares[sq], t, r, sq);
  v.seats.assign(t.n, PlayerView{});
  for (int p = 0; p < t.n; ++p) {
    const PlayerState& pl = t.players[p];
    PlayerView& s = v.seats[p];
    s.name = p < static_cast<int>(names.size()) ? names[p] : "Seat " + std::to_string(p + 1);
    s.cash = pl.cash;
    s.pos = pl.pos;
    s.in_jail = pl.in_jail;
    s.bankrupt = pl.bankrupt;
    s.release_cards = (t.jail_card_owner[0] == p) + (t.jail_card_owner[1] == p);
  }
  v.card_owner = {t.jail_card_owner[0], t.jail_card_owner[1]};
  const Auction& au = t.auction;
  v.auction = AuctionView{};
  v.auction.active = t.phase == kAuction && au.active;
  v.auction.item = au.item;
  v.auction.square = au.square;
  v.auction.high = au.high;
  v.auction.high_bidder = au.high_bidder;
  v.auction.to_act = au.to_act;
  if (v.auction.active) v.auction.asked = actors_of(t, r);
  v.auction.in = au.in_mask;
  if (au.item != kAuctionDeed)
    v.auction.what = std::string("The bank auctions a ") +
                     (au.item == kAuctionHotel ? v.hotel_word : v.house_word) + " (for " +
                     (au.square >= 0 ? board::square_name(au.square, r.theme) : "?") + ").";
  const Trade& tr = t.trade;
  v.trade = TradeView{};
  v.trade.active = t.phase == kTrade && tr.active;
  v.trade.answering = tr.answering;
  v.trade.seat = {tr.proposer, tr.partner};
  v.trade.cash = {tr.cash[0], tr.cash[1]};
  v.trade.deeds = tr.deeds;
  v.trade.cards = tr.cards;
  v.winners.clear();
  for (int p = 0; p < t.n; ++p)
    if (t.winners >> p & 1) v.winners.push_back(p);
  v.result = end_summary(t, r, names);
  Prompt& pr = v.prompt;
  pr = Prompt{};
  pr.kind = ask_of(t);
  pr.waiting = actors_of(t, r);
  pr.actor = pr.waiting ? __builtin_ctz(pr.waiting) : -1;
  pr.text = prompt_text(t, r, names);
  size_t colon = pr.text.find(": ");
  pr.brief = colon == std::string::npos ? pr.text : pr.text.substr(colon + 2);
  if (!pr.brief.empty() && pr.brief[0] >= 'a' && pr.brief[0] <= 'z')
    pr.brief[0] = static_cast<char>(pr.brief[0] - 32);
}

std::vector<std::string> names_of(const State& s, const std::vector<std::string>* names) {
  if (names) return *names;
  std::vector<std::string> out;
  for (int p = 0; p < s.num_players(); ++p) out.push_back(s.player_name(p));
  return out;
}

std::vector<Choice> choices_of(const State& s, int seat) {
  std::vector<Choice> out;
  if (seat < 0 || seat >= s.num_players() || s.terminal()) return out;
  const MonoTable& t = table_of(s);
  const MonoRules& r = rules_of(s);
  std::vector<Action> acts;
  s.legal_actions(seat, acts);
  for (const Action& a : acts) {
    Choice c;
    c.action = a;
    c.code = s.encode(a);
    c.label = s.label(a);
    fill_choice(c, t, r, seat);
    out.push_back(std::move(c));
  }
  return out;
}

View view_of(const State& s, int viewer, const std::vector<std::string>* names) {
  View v;
  v.viewer = viewer;
  fill_view(v, table_of(s), rules_of(s), names_of(s, names));
  v.prompt.viewer_acts = viewer >= 0 && (v.prompt.waiting >> viewer & 1);
  v.prompt.choices = choices_of(s, viewer);
  return v;
}

}  // namespace shamble::mono
