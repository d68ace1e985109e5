// Live play's copy of a Hexlands position for one seat (State::copy_for,
// games/catan/hidden.cpp), on positions made by hand where the random playouts
// of tests/framework/live_view_test.cpp seldom go: a counter-offer being
// written, an accepted offer, a robbery, development cards already drawn.
#include <catch2/catch.hpp>

#include "games/catan/hidden.h"
#include "helpers.h"

using namespace cattest;

namespace {
std::string copy_bytes(const State& s, int seat) { return bytes(*s.copy_for(seat)); }

// An offer from seat 0 (two lumber for a brick): seat 1 accepts, seat 2 declines.
std::unique_ptr<State> offer_answered() {
  auto s = four_settled();
  Model& m = M(*s);
  give(m, 0, kLumber, 2);
  give(m, 1, kBrick, 1);
  give(m, 1, kWool, 2);
  give(m, 3, kOre, 2);
  give(m, 3, kGrain, 1);
  must(*s, 0, act(kOffer));
  must(*s, 0, act(kOfferGive, kLumber));
  must(*s, 0, act(kOfferGive, kLumber));
  must(*s, 0, act(kOfferGet, kBrick));
  must(*s, 0, act(kOfferSend));
  must(*s, 1, act(kAccept));
  must(*s, 2, act(kDecline));
  return s;
}
}  // namespace

TEST_CASE("copy_for: a counter-offer being written is its writer's alone, in the copy and the log",
          "[catan][live]") {
  auto s = offer_answered();
  must(*s, 3, act(kCounter));
  const std::string before = copy_bytes(*s, 1);
  const Action give_ore = act(kCounterGive, kOre);
  must(*s, 3, give_ore);
  must(*s, 3, act(kCounterGet, kLumber));
  // Seat 1 cannot tell that seat 3 wrote anything, nor what.
  CHECK(copy_bytes(*s, 1) == before);
  const std::string seen_by_1 = s->label_for(1, 3, give_ore, s->label(give_ore));
  CHECK(seen_by_1.find("ore") == std::string::npos);
  CHECK(s->label_for(3, 3, give_ore, s->label(give_ore)).find("ore") != std::string::npos);
  // The writer's own copy keeps the draft: its board shows it.
  CHECK(M(*s->copy_for(3)).offer.cgive[3][kOre] == 1);
  CHECK(M(*s->copy_for(1)).offer.cgive[3][kOre] == 0);
  // Sent, it is on the table for all.
  must(*s, 3, act(kCounterSend));
  CHECK(M(*s->copy_for(1)).offer.cgive[3][kOre] == 1);
  CHECK(s->copy_for(1)->view_json(1) == s->view_json(1));
}

TEST_CASE("copy_for: a seat that accepted an offer still holds what it asks for in every copy",
          "[catan][live]") {
  auto s = offer_answered();
  must(*s, 3, act(kDecline));
  for (int v : {0, 2, 3}) {
    auto c = s->copy_for(v);
    INFO("viewer " << v);
    CHECK(M(*c).pl[1].res[kBrick] >= 1);
  }
  // The copy is a position the referee could be in: the offerer may take the trade.
  auto c0 = s->copy_for(0);
  REQUIRE_FALSE(c0->apply(0, act(kTradeWith, 1), nullptr));
}

TEST_CASE("copy_for: the card a robbery took is told to the thief and the robbed only", "[catan][live]") {
  auto s = make("classic");
  const Event e{kEvSteal, 0, "C-STEAL", {1, kOre, 0, 0}};
  CHECK(s->event_for(0, e).v[1] == kOre);
  CHECK(s->event_for(1, e).v[1] == kOre);
  CHECK(s->event_for(2, e).v[1] == -1);
  CHECK(s->event_for(2, e).v[0] == 1);  // who was robbed is public
  CHECK(s->describe(s->event_for(2, e)) == s->describe(e));
}

TEST_CASE("copy_for: development cards drawn by others leave no trace in the deck's order", "[catan][live]") {
  auto s = four_settled();
  Model& m = M(*s);
  // Seat 2 bought the first card of the deck.
  const int bought = m.deck[0];
  m.deck_pos = 1;
  ++m.pl[2].dev[bought];
  REQUIRE(s->check_invariants() == "");
  // A twin where seat 2 holds another kind instead, swapped with an undrawn card.
  auto twin = s->clone();
  Model& t = M(*twin);
  int j = 1;
  while (t.deck[j] == bought) ++j;
  const int other = t.deck[j];
  t.deck[j] = static_cast<int8_t>(bought);
  t.deck[0] = static_cast<int8_t>(other);
  --t.pl[2].dev[bought], ++t.pl[2].dev[other];
  REQUIRE(twin->view_json(0) == s->view_json(0));
  for (int v : {0, 1, 3}) CHECK(copy_bytes(*twin, v) == copy_bytes(*s, v));
  // Seat 2 sees its own card: its copies differ.
  CHECK(copy_bytes(*twin, 2) != copy_bytes(*s, 2));
  CHECK(M(*s->copy_for(2)).pl[2].dev[bought] == 1);
}
