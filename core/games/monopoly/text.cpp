// Text for people: our own short sentences, themed by the `theme` option.
#include "games/monopoly/text.h"

#include <algorithm>

#include "games/monopoly/words.h"

namespace shamble::mono {

const std::vector<EventKindDef>& event_kind_defs() {
  static const std::vector<EventKindDef> k = {{"turn"},
                                              {"roll"},
                                              {"move"},
                                              {"rest"},
                                              {"salary"},
                                              {"buy"},
                                              {"rent"},
                                              {"tax"},
                                              {"card"},
                                              {"card_money"},
                                              {"jail"},
                                              {"jail_out"},
                                              {"build"},
                                              {"sell_building"},
                                              {"mortgage"},
                                              {"unmortgage"},
                                              {"mortgage_fee"},
                                              {"auction_start"},
                                              {"bid"},
                                              {"auction_pass"},
                                              {"auction_won"},
                                              {"auction_no_sale"},
                                              {"trade_open"},
                                              {"trade_proposed"},
                                              {"trade_accepted"},
                                              {"trade_rejected"},
                                              {"trade_countered"},
                                              {"trade_cancelled"},
                                              {"deed_moved"},
                                              {"cash_moved"},
                                              {"card_moved"},
                                              {"debt"},
                                              {"debt_paid"},
                                              {"bankrupt"},
                                              {"game_over"},
                                              {"deal"},
                                              {"pot_collected"},
                                              {"place"},
                                              {"opening_roll"},
                                              {"rent_claim"},
                                              {"rent_forfeit"}};
  return k;
}

namespace {
std::string card_text(const MonoRules& r, int id) {
  const Card& k = card(id);
  std::string title = r.theme == board::Theme::Survival ? k.survival_title : k.classic_title;
  const Words& w = words(r);
  switch (k.effect) {
    case kCardAdvance: return title + ": go to " + sq_name(r, k.a);
    case kCardNearestTransport: return title + ": go to the next transport; its owner gets double rent";
    case kCardNearestUtility: return title + ": go to the next utility; its owner gets 10x a fresh throw";
    case kCardBack: return title + ": go back " + std::to_string(k.a) + " squares";
    case kCardJail: return title + ": go to the " + std::string(w.jail);
    case kCardJailFree: return title + ": keep this card to leave the " + std::string(w.jail) + " free";
    case kCardCollect: return title + ": collect " + money(k.a);
    case kCardPay: return title + ": pay " + money(k.a);
    case kCardCollectEach: return title + ": every other player gives you " + money(k.a);
    case kCardPayEach: return title + ": give every other player " + money(k.a);
    case kCardRepairs:
      return title + ": pay " + money(k.a) + " per " + w.house + " and " + money(k.b) + " per " + w.hotel;
  }
  return title;
}
// "Ada", "Ada and Bea", "Ada, Bea and Cal".
std::string and_list(const std::vector<std::string>& w) {
  std::string s;
  for (size_t i = 0; i < w.size(); ++i) s += (i == 0 ? "" : i + 1 == w.size() ? " and " : ", ") + w[i];
  return s;
}
std::string cap(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}
// What a debt was for, after its amount: "Bea paid Cal $14 rent".
std::string debt_words(const MonoRules& r, int reason) {
  switch (reason) {
    case kDebtRent: return " rent";
    case kDebtTax: return " tax";
    case kDebtCard:
    case kDebtCardPlayer: return " as the card said";
    case kDebtRepairs: return " for repairs";
    case kDebtJailFine: return std::string(" to leave the ") + words(r).jail;
    case kDebtMortgageFee: return " (the 10% to keep a mortgage)";
    default: return "";
  }
}
const char* building_word(const MonoRules& r, int level_after) {
  return level_after == kHotel ? words(r).hotel : words(r).house;
}
}  // namespace

std::string event_text(const MonoTable& t, const MonoRules& r, const std::vector<std::string>& names,
                       const Event& e) {
  const Words& w = words(r);
  std::string p = who(t, names, e.player);
  auto sq = [&](int i) { return i >= 0 && i < kSquares ? sq_name(r, i) : std::string("?"); };
  const int32_t* v = e.v;
  switch (e.kind) {
    case kEvTurn: return p + "'s turn (" + std::to_string(v[0]) + ")";
    case kEvRoll: return p + " rolled " + std::to_string(v[0]) + " and " + std::to_string(v[1]);
    case kEvMove: return p + " moved to " + sq(v[1]);
    case kEvRest: return "";  // a step: the move (or the trip to jail) already says where the token is
    case kEvSalary: return p + " collected " + money(v[0]) + " salary";
    case kEvBuy: return p + " bought " + sq(v[0]) + " for " + money(v[1]);
    case kEvRent:
      return p + (v[3] ? " paid " : " owes ") + who(t, names, v[0]) + " " + money(v[1]) + " rent for " +
             sq(v[2]);
    case kEvTax: return p + (v[3] ? " paid " : " owes ") + money(v[0]) + " at " + sq(v[1]);
    case kEvCard: return p + " drew: " + card_text(r, v[0]);
    case kEvJail: return p + " was sent to the " + w.jail;
    case kEvJailOut: return p + (v[0] ? " paid " + money(v[0]) + " and left the " : " left the ") + w.jail;
    case kEvBuild: return p + " built a " + building_word(r, v[1]) + " on " + sq(v[0]);
    case kEvSellBuilding: return p + " sold buildings on " + sq(v[0]) + " for " + money(v[2]);
    case kEvMortgage: return p + " mortgaged " + sq(v[0]) + " for " + money(v[1]);
    case kEvUnmortgage: return p + " lifted the mortgage on " + sq(v[0]) + " for " + money(v[1]);
    case kEvMortgageFee: return p + " pays " + money(v[1]) + " (10%) to keep " + sq(v[0]) + " mortgaged";
    case kEvAuctionStart:
      if (v[1] == kAuctionDeed) return "Auction of " + sq(v[0]) + " begins";
      // M-BUILD-6, open rotation: the request is the opening bid; only a higher bid makes it an auction.
      if (r.open_auctions)
        return "Short of " + std::string(v[1] == kAuctionHotel ? w.hotel : w.house) + "s: " + p + " bids " +
               money(v[2]) + " for one; the others may bid more";
      return "Auction of a " + std::string(v[1] == kAuctionHotel ? w.hotel : w.house) + " begins at " +
             money(v[2]);
    case kEvBid: return p + " bids " + money(v[0]);
    case kEvAuctionPass: return p + (r.open_auctions ? " passes" : " leaves the auction");
    case kEvAuctionWon: return p + " wins the auction for " + money(v[2]);
    case kEvAuctionNoSale: return "Nobody bid; the bank keeps it";
    case kEvTradeOpen: return p + " opens a trade with " + who(t, names, v[0]);
    case kEvTradeProposed: return p + " proposes an offer to " + who(t, names, v[0]);
    case kEvTradeAccepted: return p + " accepts the offer";
    case kEvTradeRejected: return p + " rejects the offer";
    case kEvTradeCountered: return p + " makes a counter-offer";
    case kEvTradeCancelled: return p + " cancels the trade";
    case kEvDeedMoved: return sq(v[1]) + " passes from " + p + " to " + who(t, names, v[0]);
    case kEvCashMoved: return v[2] ? "" : cap(p) + " paid " + who(t, names, v[0]) + " " + money(v[1]);
    case kEvCardMoved:
      return "The " + std::string(w.deck[v[1] & 1]) + " release card passes from " + p + " to " +
             who(t, names, v[0]);
    case kEvDebt:
      return "";  // a step: the event before says what is owed and why; the prompt asks to raise it
    case kEvDebtPaid:
      return v[3] ? "" : p + " paid " + who(t, names, v[0]) + " " + money(v[1]) + debt_words(r, v[2]);
    case kEvBankrupt: return p + " is bankrupt to " + who(t, names, v[0]);
    case kEvGameOver: return t.phase == kGameOver ? end_summary(t, r, names) : "The game is over";
    case kEvDeal: return p + " is dealt " + sq(v[0]);
    case kEvPotCollected: return p + " takes the jackpot of " + money(v[0]);
    case kEvPlace: return p + " places the building on " + sq(v[0]);
    case kEvRentClaim:
      return p + " stopped on " + sq(v[2]) + ": " + who(t, names, v[0]) + " may ask for " + money(v[1]) +
             " rent until the next player rolls";
    case kEvRentForfeit:
      return who(t, names, v[0]) + " did not ask in time: " + p + " keeps the " + money(v[1]) + " rent for " +
             sq(v[2]);
    case kEvOpeningRoll: return p + " rolled " + std::to_string(v[0]) + " for the first turn";
  }
  return "?";
}

std::string end_summary(const MonoTable& t, const MonoRules& r, const std::vector<std::string>& names) {
  if (t.phase != kGameOver) return "";
  std::vector<std::string> won, broke;
  std::vector<int> order;  // the bankrupt, in the order they went out
  for (int p = 0; p < t.n; ++p)
    if (t.winners >> p & 1)
      won.push_back(who(t, names, p));
    else if (t.players[p].bankrupt)
      order.push_back(p);
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return t.players[a].out_turn < t.players[b].out_turn; });
  for (int p : order) broke.push_back(who(t, names, p));
  const std::string w = won.empty() ? std::string("Nobody") : and_list(won);
  const char* verb = won.size() > 1 ? " share the win" : " wins";
  if (t.end_reason == kEndShortGame) {
    // M-SHORT-4: the first bankruptcy ends it; the richest by the valuation wins.
    int worth = won.empty() ? 0 : net_worth(t, r, __builtin_ctz(t.winners));
    std::string s = broke.empty() ? std::string("The short game ended")
                                  : and_list(broke) + " went bankrupt, which ends the short game";
    return s + "; " + w + verb + " with the most wealth (" + money(worth) + ")";
  }
  if (t.end_reason == kEndLastStanding)
    return w + verb + ": " + (broke.empty() ? std::string("everyone else") : and_list(broke)) +
           " went bankrupt";
  return w + verb;
}

std::string prompt_text(const MonoTable& t, const MonoRules& r, const std::vector<std::string>& names) {
  std::string p = who(t, names, t.turn);
  switch (t.phase) {
    case kPreRoll:
      return p + (t.players[t.turn].in_jail
                      ? ": in the " + std::string(words(r).jail) + "; roll for doubles, pay or use a card"
                  : t.doubles > 0 ? ": doubles, so roll again"
                                  : ": roll the dice");
    case kBuying:
      return p + ": buy " + (t.pending_buy >= 0 ? sq_name(r, t.pending_buy) : std::string("?")) +
             " or decline";
    case kPostRoll: return p + ": manage, trade or end the turn";
    case kAuction: {
      // M-AUC-6: with anyone bidding, every seat still bidding is named.
      std::string asked;
      uint32_t m = actors_of(t, r);
      for (int p = 0; p < t.n; ++p)
        if (m >> p & 1) asked += (asked.empty() ? "" : ", ") + who(t, names, p);
      return (asked.empty() ? who(t, names, t.auction.to_act) : asked) + ": bid more than " +
             money(t.auction.high) + " or pass";
    }
    case kTrade:
      return who(t, names, trade_actor(t)) + (t.trade.answering ? ": answer the offer" : ": build the offer");
    case kDebt:
      return t.debt_count ? who(t, names, t.debts[0].debtor) + ": raise " + money(t.debts[0].amount) +
                                " to pay " + who(t, names, t.debts[0].creditor)
                          : "?";
    case kMortgageChoice:
      return who(t, names, mortgage_chooser(t)) + ": lift the received mortgage now or pay 10%";
    case kPlacing: return who(t, names, t.place_player) + ": place the building you won";
    default: return "Game over";
  }
}

}  // namespace shamble::mono
