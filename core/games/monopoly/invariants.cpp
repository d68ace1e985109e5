// Internal consistency of a table. Used after every action by the randomized
// tests and on every loaded save, so it checks ranges before it indexes
// anything: a damaged save yields a sentence, never a crash.
#include <algorithm>
#include <string>

#include "games/monopoly/rules.h"

namespace shamble::mono {

namespace {
std::string bad(const std::string& s) { return s; }
bool seat_ok(const MonoTable& t, int s) { return s >= 0 && s < t.n; }
}  // namespace

static std::string check_ranges(const MonoTable& t) {
  if (t.n < 2 || t.n > kMaxPlayers) return bad("player count out of range");
  if (!seat_ok(t, t.turn)) return bad("turn seat out of range");
  if (t.phase > kGameOver) return bad("unknown phase");
  for (int p = 0; p < t.n; ++p) {
    const auto& pl = t.players[p];
    if (pl.pos < 0 || pl.pos >= kSquares) return bad("player " + std::to_string(p) + " is off the board");
    if (pl.cash < 0) return bad("player " + std::to_string(p) + " has negative cash");
    if (pl.jail_tries < 0 || pl.jail_tries > 3) return bad("jail tries out of range");
    if (pl.bankrupt && pl.cash != 0) return bad("a bankrupt player still has cash");
  }
  for (int d = 0; d < 2; ++d) {
    const Deck& k = t.decks[d];
    if (k.count < 0 || k.count > kDeckSize || k.top < 0 || k.top >= kDeckSize)
      return bad("deck size out of range");
    int seen = 0;
    for (int i = 0; i < k.count; ++i) {
      int id = deck_card_id(k.cards[(k.top + i) % kDeckSize]) - d * kDeckSize;
      if (id < 0 || id >= kDeckSize || (seen >> id & 1)) return bad("a deck holds a wrong or repeated card");
      seen |= 1 << id;
    }
    int held = t.jail_card_owner[d];
    if (held < -1 || held >= t.n) return bad("release card holder out of range");
    if (k.count + (held >= 0) != kDeckSize) return bad("a card is missing from its deck");
  }
  if (t.debt_count < 0 || t.debt_count > kMaxDebts) return bad("debt count out of range");
  for (int i = 0; i < t.debt_count; ++i) {
    const Debt& d = t.debts[i];
    if (!seat_ok(t, d.debtor) || d.creditor < kPot || d.creditor >= t.n || d.amount <= 0)
      return bad("a debt names a wrong seat or amount");
  }
  if (t.pending_buy < -1 || t.pending_buy >= kSquares) return bad("pending purchase out of range");
  if (t.pending_steps < 0 || t.pending_steps > 12) return bad("pending move out of range");
  const Auction& a = t.auction;
  if (a.active && (!seat_ok(t, a.to_act) || a.square < 0 || a.square >= kSquares || a.high_bidder < -1 ||
                   a.high_bidder >= t.n || a.item > kAuctionHotel))
    return bad("auction fields out of range");
  const Trade& tr = t.trade;
  if (tr.active && (!seat_ok(t, tr.proposer) || !seat_ok(t, tr.partner) || !seat_ok(t, tr.editor) ||
                    tr.proposer == tr.partner || tr.cash[0] < 0 || tr.cash[1] < 0))
    return bad("trade fields out of range");
  if (t.place_player < -1 || t.place_player >= t.n) return bad("building placement seat out of range");
  if (t.mortgage_choice_mask >> kSquares) return bad("mortgage choice names a square off the board");
  for (int p = 0; p < kMaxPlayers; ++p)
    if (t.trades_opened[p] < 0 || t.trades_opened[p] > kTradesPerTurn) return bad("trade count out of range");
  return {};
}

static std::string check_board(const MonoTable& t, const MonoRules& r) {
  int houses = 0, hotels = 0;
  for (int sq = 0; sq < kSquares; ++sq) {
    int o = t.owner[sq], b = t.buildings[sq];
    bool prop = board::is_property(sq);
    if (o < -1 || o >= t.n || (!prop && o != -1))
      return bad("square " + std::to_string(sq) + " has a wrong owner");
    if (o >= 0 && t.players[o].bankrupt) return bad("a bankrupt player still owns a deed");
    if (b < 0 || b > kHotel) return bad("building count out of range");
    if (t.mortgaged[sq] > 1 || (t.mortgaged[sq] && o < 0)) return bad("a bank deed is marked mortgaged");
    if ((t.mortgage_choice_mask >> sq & 1) && o < 0)
      return bad("a mortgage choice is pending on a bank deed");
    if (!b) continue;
    if (sq_data(sq).kind != board::SquareKind::Street || o < 0) return bad("buildings off a street");
    if (b == kHotel)
      ++hotels;
    else if (b > r.hotel_after)
      return bad("more houses than a lot may hold");
    else
      houses += b;
    int g = sq_data(sq).group;
    if (r.build_needs_full_group && !owns_group(t, o, g)) return bad("buildings on an incomplete group");
    int lo = 99, hi = -1;
    for (int s : group_lots(g)) {
      if (t.mortgaged[s]) return bad("a mortgaged lot in a group with buildings");
      if (t.owner[s] != o) continue;
      int l = level(t, r, s);
      lo = std::min(lo, l);
      hi = std::max(hi, l);
    }
    if (!r.uneven_allowed && hi - lo > 1) return bad("uneven building in group " + std::to_string(g));
  }
  if (t.houses_left < 0 || t.hotels_left < 0 || houses + t.houses_left != kHouseSupply ||
      hotels + t.hotels_left != kHotelSupply)
    return bad("the building supply does not add up to 32 houses and 12 hotels");
  return {};
}

// M-RENT-8: claims exist only under owner_must_ask, between two players still in.
static std::string check_claims(const MonoTable& t, const MonoRules& r) {
  if (t.claim_count < 0 || t.claim_count > kMaxClaims) return bad("rent claim count out of range");
  if (t.claim_count && !r.owner_must_ask) return bad("a rent claim is open while rent is automatic");
  for (int i = 0; i < t.claim_count; ++i) {
    const RentClaim& cl = t.claims[i];
    if (!seat_ok(t, cl.owner) || !seat_ok(t, cl.payer) || cl.owner == cl.payer || cl.amount <= 0 ||
        cl.square < 0 || cl.square >= kSquares || !board::is_property(cl.square))
      return bad("a rent claim names a wrong seat, square or amount");
    if (t.players[cl.owner].bankrupt || t.players[cl.payer].bankrupt)
      return bad("a rent claim involves a bankrupt player");
  }
  return {};
}

std::string check_table(const MonoTable& t, const MonoRules& r, bool ended_above) {
  if (auto e = check_ranges(t); !e.empty()) return e;
  if (auto e = check_claims(t, r); !e.empty()) return e;
  if (auto e = check_board(t, r); !e.empty()) return e;
  if (!(t.masks == derive_masks(t)))  // a rules area changed a deed without board_masks.h's setters
    return bad("the cached board masks do not match the owners, buildings and mortgages");
  int64_t cash = t.pot;
  for (int p = 0; p < t.n; ++p) cash += t.players[p].cash;
  if (t.pot < 0 || cash != t.issued + t.bank_out - t.bank_in)
    return bad("money does not balance: players hold " + std::to_string(cash) + " but the bank books say " +
               std::to_string(t.issued + t.bank_out - t.bank_in));
  if (const char* gone = waiting_on_nothing(t); gone && !ended_above) return bad(gone);
  if (t.phase == kAuction && r.anyone_bids && !auction_bidders(t))  // M-AUC-6
    return bad("an open auction with nobody left to bid");
  if (t.phase == kBuying && (!board::is_property(t.pending_buy) || t.owner[t.pending_buy] >= 0))
    return bad("a purchase is pending on a square that cannot be bought");
  if (t.phase != kGameOver && t.players[t.turn].bankrupt && t.phase <= kPostRoll)
    return bad("a bankrupt player has the turn");
  return {};
}

}  // namespace shamble::mono
