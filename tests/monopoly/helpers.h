// Helpers for the monopoly tests: a table set up by hand, actions applied with
// forced dice, and the invariants checked after every step.
#pragma once

#include <algorithm>
#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <vector>

#include "framework/game.h"
#include "games/monopoly/monopoly.h"
#include "games/monopoly/rules.h"

namespace shamble::mono::test {

struct Game {
  std::unique_ptr<State> s;
  EventSink events;

  explicit Game(int players = 4, std::vector<std::string> overrides = {}, const std::string& preset = "",
                uint64_t seed = 7) {
    NewGameParams p;
    REQUIRE(!make_config(monopoly_game().options, monopoly_game().presets, preset, overrides, &p.config));
    p.players = players;
    p.seed = seed;
    s = monopoly_game().create(p);
    t().turn = 0;
    t().phase = kPreRoll;
    t().must_roll = true;
  }
  MonoTable& t() { return table_of(*s); }
  const MonoRules& r() { return rules_of(*s); }
  PlayerState& pl(int p) { return t().players[p]; }

  // After editing the table by hand: restart the bank's books and the building supply.
  void fix() {
    auto& tb = t();
    tb.houses_left = kHouseSupply;
    tb.hotels_left = kHotelSupply;
    for (int sq = 0; sq < kSquares; ++sq) {
      if (tb.buildings[sq] == kHotel)
        --tb.hotels_left;
      else
        tb.houses_left -= tb.buildings[sq];
    }
    int64_t cash = tb.pot;
    for (int p = 0; p < tb.n; ++p) cash += tb.players[p].cash;
    tb.issued = cash;
    tb.bank_in = tb.bank_out = 0;
    CHECK(s->check_invariants() == "");
  }
  void own(int p, std::initializer_list<int> squares) {
    for (int sq : squares) set_owner(t(), sq, static_cast<int8_t>(p));
  }
  // Puts card `id` (0-15 within the deck) on top of deck `deck`.
  void top_card(int deck, int id) {
    Deck& d = t().decks[deck];
    int want = deck * kDeckSize + id;
    for (int i = 0; i < d.count; ++i)
      if (d.cards[(d.top + i) % kDeckSize] == want)
        std::swap(d.cards[(d.top + i) % kDeckSize], d.cards[d.top]);
  }
  // Takes deck `deck`'s release card out of the deck and gives it to `p`.
  void give_release_card(int deck, int p) {
    Deck& d = t().decks[deck];
    std::array<int8_t, kDeckSize> rest{};
    int n = 0;
    for (int i = 0; i < d.count; ++i) {
      int8_t id = d.cards[(d.top + i) % kDeckSize];
      if (card(id).effect != kCardJailFree) rest[n++] = id;
    }
    d.cards = rest;
    d.top = 0;
    d.count = static_cast<int8_t>(n);
    t().jail_card_owner[deck] = static_cast<int8_t>(p);
  }
  Status act(int seat, Action a, std::vector<int> dice = {}) {
    if (!dice.empty()) s->rng().force(dice);
    events.clear();
    auto st = s->apply(seat, a, &events);
    INFO("invariants after " << s->encode(a));
    REQUIRE(s->check_invariants() == "");
    return st;
  }
  void ok(int seat, Action a, std::vector<int> dice = {}) {
    auto st = act(seat, a, std::move(dice));
    INFO((st ? st->rule + ": " + st->message : std::string()));
    REQUIRE(!st);
  }
  // Refused with `rule`, and the state is byte-identical afterwards.
  void refused(int seat, Action a, const std::string& rule) {
    std::string before = s->to_json();
    auto st = s->apply(seat, a, nullptr);
    REQUIRE(st);
    CHECK(st->rule == rule);
    CHECK(s->to_json() == before);
  }
  bool saw(int kind, const char* rule = nullptr) const {
    for (auto& e : events)
      if (e.kind == kind && (!rule || (e.rule && std::string(e.rule) == rule))) return true;
    return false;
  }
  int cash(int p) { return t().players[p].cash; }
};

inline Action A(int kind, int a = 0, int b = 0) { return Action{kind, a, b, 0}; }

// What `seat` may do now (for a seat that is not acting: its out-of-turn actions).
inline std::vector<Action> legal(Game& g, int seat) {
  std::vector<Action> out;
  g.s->legal_actions(seat, out);
  return out;
}
inline bool lists(const std::vector<Action>& v, Action a) {
  return std::find(v.begin(), v.end(), a) != v.end();
}

}  // namespace shamble::mono::test
