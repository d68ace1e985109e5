// The table of action kinds (games/monopoly/kinds.h): every kind has its
// complete entry at its own index, and over bot games every legal action of
// every kind gets its check, code, label and choice from it.
#include "games/monopoly/kinds.h"

#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "framework/bot.h"
#include "framework/setup.h"
#include "games/monopoly/monopoly.h"
#include "games/monopoly/text.h"
#include "kinds_check.h"

using namespace shamble;
using namespace shamble::mono;

TEST_CASE("Monopoly kinds: one complete entry per kind, in order, codes unique", "[monopoly][kinds]") {
  const auto& defs = action_kind_defs();
  check_kind_table(defs, kNumActionKinds, kind_spec, [](const KindSpec& e) {
    CHECK(e.check);
    CHECK(e.apply);
    CHECK(e.label);
    CHECK(e.choice);
  });
  CHECK(bystander_action({kTradeStart, 1, 0, 0}));
  CHECK(bystander_action({kAskRent, 1, 0, 0}));
  CHECK_FALSE(bystander_action({kRoll, 0, 0, 0}));
  CHECK_FALSE(bystander_action({kNumActionKinds, 0, 0, 0}));
}

// Every seat's legal actions at every step of random-bot games under rule sets
// that reach the rarer kinds (auctions, shortages, rent claims, mortgaged
// deeds changing hands): each passes its kind's check, has a label (not the
// "?" of an unknown argument), a code that decodes back, and a choice whose
// square target is the action's square where the kind acts on one.
TEST_CASE("Monopoly kinds: over bot games every kind checks, labels, codes and offers its actions",
          "[monopoly][kinds][random]") {
  const std::vector<std::vector<std::string>> configs = {
      {}, {"owner_must_ask=1"}, {"shortage_auction=1", "auction_rotation=strict"}, {"no_auctions=1"}};
  std::set<int> seen;
  for (size_t ci = 0; ci < configs.size(); ++ci)
    for (uint64_t seed = 1; seed <= 6; ++seed) {
      NewGameRequest req;
      req.game = "monopoly";
      req.players = 4;
      req.seed = seed;
      req.overrides = configs[ci];
      req.seats.assign(4, seed % 2 ? "bot:random" : "bot:normal");
      Error err;
      auto m = make_match(req, &err);
      REQUIRE(m);
      auto bot = make_bot(monopoly_game(), seed % 2 ? "random" : "normal");
      Rng rng(seed);
      for (int i = 0; i < 3000 && !m->state().terminal(); ++i) {
        const State& s = m->state();
        const MonoTable& t = table_of(s);
        const MonoRules& r = rules_of(s);
        for (int seat = 0; seat < s.num_players(); ++seat) {
          std::vector<Action> legal;
          s.legal_actions(seat, legal);
          std::vector<Choice> choices = choices_of(s, seat);
          REQUIRE(choices.size() == legal.size());
          for (size_t k = 0; k < legal.size(); ++k) {
            const Action& a = legal[k];
            INFO("config " << ci << " seed " << seed << " step " << i << " seat " << seat << " "
                           << s.encode(a));
            seen.insert(a.kind);
            CHECK_FALSE(check_action(t, r, seat, a));
            std::string label = s.label(a);
            CHECK_FALSE(label.empty());
            CHECK(label != "?");
            CHECK(choices[k].label == label);
            CHECK(s.decode(choices[k].code) == a);
            if (a.kind == kBuild || a.kind == kSell || a.kind == kMortgage || a.kind == kUnmortgage ||
                a.kind == kLift || a.kind == kKeep || a.kind == kPlace || a.kind == kAskRent ||
                a.kind == kTradeDeed)
              CHECK(choices[k].square() == a.a);
            if (a.kind == kRoll) CHECK(choices[k].dice.count == 2);
            if (a.kind == kBid) CHECK(choices[k].cost == a.a);
          }
        }
        int seat = s.current_actor();
        REQUIRE(seat >= 0);
        REQUIRE_FALSE(m->apply(seat, bot->choose(s, seat, rng), nullptr));
      }
    }
  // The games reach these kinds; a kind whose entry went astray fails above.
  for (int k :
       {kRoll,      kBuy,          kDecline,     kBid,         kPass,        kBuild,        kSell,
        kMortgage,  kUnmortgage,   kPayJail,     kEndTurn,     kBankrupt,    kTradeStart,   kTradeCash,
        kTradeDeed, kTradePropose, kTradeCancel, kTradeAccept, kTradeReject, kTradeCounter, kAskRent}) {
    INFO("kind " << action_kind_defs()[k].name);
    CHECK(seen.count(k));
  }
}
