// Randomized play: thousands of bot games with the invariants checked after
// every action; legal lists that apply; refused actions that change nothing;
// saves that round-trip mid-auction, mid-trade and mid-debt.
#include "framework/bot.h"
#include "framework/match.h"
#include "framework/sim.h"
#include "helpers.h"

using namespace shamble;
using namespace shamble::mono;
using namespace shamble::mono::test;

namespace {
std::unique_ptr<State> fresh(int players, uint64_t seed, const std::string& preset = "",
                             std::vector<std::string> overrides = {}) {
  NewGameParams p;
  make_config(monopoly_game().options, monopoly_game().presets, preset, overrides, &p.config);
  p.players = players;
  p.seed = seed;
  return monopoly_game().create(p);
}

void play_checked(const std::string& level, int games, int max_turns, const std::string& preset = "",
                  std::vector<std::string> overrides = {}) {
  Rng bot_rng(99);
  for (int g = 0; g < games; ++g) {
    int players = 2 + g % 7;
    auto s = fresh(players, 1000 + g, preset, overrides);
    std::vector<std::unique_ptr<Bot>> bots;
    for (int i = 0; i < players; ++i) bots.push_back(make_bot(monopoly_game(), level));
    std::string bad;
    PlayResult r = play_out(*s, bots, bot_rng, max_turns, [&](const State& st, const EventSink&) {
      if (bad.empty()) bad = st.check_invariants();
    });
    INFO(level << " game " << g << ": " << r.stuck_reason);
    REQUIRE(!r.stuck);
    REQUIRE(bad == "");
  }
}
}  // namespace

TEST_CASE("invariants hold after every action of random bot games", "[monopoly][random]") {
  play_checked("random", 300, 150);
  play_checked("random", 100, 150, "short");
  play_checked("random", 100, 150, "", {"parking_jackpot=true", "no_auctions=true", "double_go_salary=true"});
}

TEST_CASE("invariants hold after every action of easy and normal bot games", "[monopoly][random]") {
  play_checked("easy", 2000, 1000);
  play_checked("normal", 500, 1000);
  play_checked("easy", 300, 1000, "survival-short");
}

TEST_CASE("every listed legal action applies, and refused actions change nothing", "[monopoly][random]") {
  Rng rng(5);
  std::vector<Action> legal;
  for (int g = 0; g < 40; ++g) {
    auto s = fresh(3 + g % 3, 500 + g);
    auto bot = make_bot(monopoly_game(), "random");
    for (int step = 0; step < 400 && !s->terminal(); ++step) {
      int seat = s->current_actor();
      legal.clear();
      s->legal_actions(seat, legal);
      REQUIRE(!legal.empty());
      for (const Action& a : legal) {
        auto c = s->clone();
        auto st = c->apply(seat, a, nullptr);
        INFO(s->encode(a) << " " << (st ? st->message : ""));
        REQUIRE(!st);
      }
      // A random action that is not in the list must be refused without a trace.
      Action x{static_cast<int32_t>(rng.below(kNumActionKinds + 2)) - 1,
               static_cast<int32_t>(rng.below(50)) - 5, static_cast<int32_t>(rng.below(3000)) - 5, 0};
      bool listed = false;
      for (auto& a : legal) listed |= a == x;
      int who = static_cast<int>(rng.below(s->num_players()));
      if (!listed || who != seat) {
        std::string before = s->to_json();
        if (s->apply(who, x, nullptr))
          CHECK(s->to_json() == before);
        else
          CHECK(s->check_invariants() == "");
      }
      if (s->terminal()) break;
      seat = s->current_actor();  // an unlisted but valid action (an odd bid) may have applied
      Action a = bot->choose(*s, seat, rng);
      REQUIRE(!s->apply(seat, a, nullptr));
    }
  }
}

TEST_CASE("saves round-trip mid-auction, mid-trade and mid-debt", "[monopoly][random]") {
  bool seen[3] = {false, false, false};
  Rng bot_rng(3);
  for (uint64_t seed = 1; seed < 60 && !(seen[0] && seen[1] && seen[2]); ++seed) {
    NewGameParams p;
    make_config(monopoly_game().options, monopoly_game().presets, "", {}, &p.config);
    p.players = 4;
    p.seed = seed;
    auto m = new_match(monopoly_game(), p, {});
    std::vector<std::unique_ptr<Bot>> bots;
    for (int i = 0; i < 4; ++i) bots.push_back(make_bot(monopoly_game(), i % 2 ? "random" : "easy"));
    for (int step = 0; step < 3000 && !m->state().terminal(); ++step) {
      const auto& t = table_of(m->state());
      int which = t.phase == kAuction ? 0 : t.phase == kTrade ? 1 : t.phase == kDebt ? 2 : -1;
      if (which >= 0 && !seen[which]) {
        seen[which] = true;
        for (int binary = 0; binary < 2; ++binary) {
          Error err;
          auto loaded = Match::load(binary ? m->to_binary() : m->to_json(), &err);
          INFO(err.message);
          REQUIRE(loaded);
          CHECK(loaded->state().to_json() == m->state().to_json());
          CHECK(loaded->state().actors() == m->state().actors());
        }
      }
      int seat = m->state().current_actor();
      Action a = bots[seat]->choose(m->state(), seat, bot_rng);
      REQUIRE(!m->apply(seat, a, nullptr));
    }
  }
  CHECK(seen[0]);
  CHECK(seen[1]);
  CHECK(seen[2]);
}

TEST_CASE("a damaged save is refused with a sentence, not a crash", "[monopoly][random]") {
  auto s = fresh(3, 1);
  auto& t = table_of(*s);
  t.owner[7] = 1;  // straight into the array, as a damaged save would hold it
  CHECK(s->check_invariants() != "");
  auto u = fresh(3, 1);
  table_of(*u).players[0].cash += 5;
  CHECK(u->check_invariants().find("money") != std::string::npos);
  auto v = fresh(3, 1);
  table_of(*v).n = 40;
  CHECK(v->check_invariants() != "");
}

// Out-of-turn actions (M-TRADE-6 openings, M-RENT-8 asks): before each move a
// random seat that is not acting takes one of its listed actions now and then;
// each listed one must apply, and the game must go on sound.
TEST_CASE("random out-of-turn trades and rent asks keep the invariants", "[monopoly][random]") {
  Rng rng(17);
  std::vector<Action> legal;
  int bystander_moves = 0, asks = 0;
  for (int g = 0; g < 150; ++g) {
    auto s = fresh(2 + g % 5, 3000 + g, "", {g % 2 ? "owner_must_ask=true" : "owner_must_ask=false"});
    auto bot = make_bot(monopoly_game(), "random");
    for (int step = 0; step < 1500 && !s->terminal(); ++step) {
      int who = static_cast<int>(rng.below(s->num_players()));
      legal.clear();
      if (!(s->actors() >> who & 1)) s->legal_actions(who, legal);
      if (!legal.empty() && rng.below(4) == 0) {
        Action a = legal[rng.below(static_cast<uint32_t>(legal.size()))];
        auto st = s->apply(who, a, nullptr);
        INFO(s->encode(a) << " " << (st ? st->message : ""));
        REQUIRE(!st);
        REQUIRE(s->check_invariants() == "");
        ++bystander_moves;
        asks += a.kind == kAskRent;
        continue;
      }
      int seat = s->current_actor();
      REQUIRE(!s->apply(seat, bot->choose(*s, seat, rng), nullptr));
      REQUIRE(s->check_invariants() == "");
    }
  }
  CHECK(bystander_moves > 100);
  CHECK(asks > 10);
}

TEST_CASE("bot games stay sound with owner_must_ask on", "[monopoly][random]") {
  play_checked("easy", 200, 1000, "", {"owner_must_ask=true"});
  play_checked("normal", 100, 1000, "", {"owner_must_ask=true"});
}

TEST_CASE("M-AUC-4 M-AUC-6 bot games end under both auction rotations and biddings, every auction bounded",
          "[monopoly][random]") {
  for (const char* rotation : {"auction_rotation=open", "auction_rotation=strict"})
    for (const char* bidding : {"auction_bidding=anyone", "auction_bidding=in_turn"}) {
      play_checked("random", 100, 150, "", {rotation, bidding});
      play_checked("easy", 200, 1000, "", {rotation, bidding});
      play_checked("normal", 100, 1000, "", {rotation, bidding});
    }
  // Open rotation: passes are remembered only since the last bid, the high
  // bidder is never among them, and an auction takes at most
  // bids + players x (bids + 1) decisions; seats that passed do bid again.
  Rng bot_rng(3);
  long rebids = 0, auctions = 0;
  for (int g = 0; g < 60; ++g) {
    int players = 2 + g % 7;
    auto s = fresh(players, 500 + g);
    std::vector<std::unique_ptr<Bot>> bots;
    const char* level = g % 3 == 0 ? "random" : g % 3 == 1 ? "easy" : "normal";
    for (int i = 0; i < players; ++i) bots.push_back(make_bot(monopoly_game(), level));
    std::string bad;
    int steps = 0, bids = 0;
    uint16_t ever_passed = 0;
    PlayResult r = play_out(*s, bots, bot_rng, 300, [&](const State& st, const EventSink& ev) {
      const MonoTable& t = table_of(st);
      for (const Event& e : ev) {
        if (e.kind == kEvAuctionStart) ++auctions, steps = 0, bids = 0, ever_passed = 0;
        if (e.kind == kEvAuctionPass) ever_passed |= static_cast<uint16_t>(1u << e.player);
        if (e.kind == kEvBid) {
          ++bids;
          if (ever_passed >> e.player & 1) ++rebids;
        }
      }
      if (!t.auction.active) return;
      ++steps;
      const Auction& a = t.auction;
      if ((a.passed & ~a.in_mask) || (a.high_bidder >= 0 && (a.passed >> a.high_bidder & 1)))
        bad = "passes outside the bidders";
      if (steps > bids + players * (bids + 1)) bad = "an auction ran past its bound";
    });
    INFO("game " << g << ": " << bad << r.stuck_reason);
    REQUIRE(!r.stuck);
    REQUIRE(bad.empty());
  }
  CHECK(auctions > 50);
  CHECK(rebids > 0);
}
