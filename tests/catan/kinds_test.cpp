// The table of action kinds (games/catan/kinds.h): every kind has its complete
// entry at its own index, with a unique code matching the game's kind list,
// and over bot games every legal action of every kind passes its check and
// gets its code, label and choice from the table.
#include "games/catan/kinds.h"

#include <catch2/catch.hpp>
#include <set>

#include "framework/bot.h"
#include "games/catan/view.h"
#include "helpers.h"
#include "kinds_check.h"

using namespace cattest;

namespace {

int total(const Cards& c) {
  int t = 0;
  for (int v : c) t += v;
  return t;
}

}  // namespace

TEST_CASE("Hexlands kinds: one complete entry per kind, in order, codes unique", "[catan][kinds]") {
  auto s = make("zombies");
  const auto& defs = s->action_kinds();
  check_kind_table(defs, kNumActionKinds, kind_spec, [](const KindSpec& e) {
    CHECK(e.apply);
    CHECK(e.label);
    CHECK(e.choice);
  });
  // The check refuses with the handler's rule id and changes nothing.
  const Model& m = M(*s);
  const std::string before = bytes(*s);
  auto e = check_kind(m, m.cur, act(kEndTurn));
  REQUIRE(e);
  CHECK(e->rule == "C-TURN");
  e = check_kind(m, m.cur, act(kMoveRobber, 3));
  REQUIRE(e);
  CHECK(e->rule == "C-ROBBER");
  CHECK_FALSE(check_kind(m, m.cur, act(kBuildSettlement, 0)));
  CHECK(bytes(*s) == before);
  CHECK(s->apply(0, Action{kNumActionKinds, 0, 0, 0}, nullptr));
}

// Every legal action at every step of bot games in both presets, 3 and 4
// players: it passes its kind's check, has a label (no "?"), a code that
// decodes back, and its choice says what the kind means.
TEST_CASE("Hexlands kinds: over bot games every kind checks, labels, codes and offers its actions",
          "[catan][kinds][random]") {
  std::set<int> seen;
  const Tables& tb = tables();
  for (const char* preset : {"zombies", "classic"})
    for (int players : {3, 4})
      for (uint64_t seed = 1; seed <= 6; ++seed) {
        auto s = make(preset, {}, seed, players);
        const char* level = seed % 2 ? "random" : "normal";
        auto bot = make_bot(catan_game(), level);
        Rng rng(seed);
        for (int i = 0; i < 3000 && !s->terminal(); ++i) {
          const State& st = *s;
          const Model& m = M(*s);
          const int seat = st.current_actor();
          REQUIRE(seat >= 0);
          std::vector<Action> legal;
          st.legal_actions(seat, legal);
          View v = view_of(st, seat);
          REQUIRE(v.prompt.choices.size() == legal.size());
          for (size_t k = 0; k < legal.size(); ++k) {
            const Action& a = legal[k];
            const Choice& c = v.prompt.choices[k];
            INFO(preset << " players " << players << " seed " << seed << " step " << i << " "
                        << st.encode(a));
            seen.insert(a.kind);
            CHECK_FALSE(check_kind(m, seat, a));
            const std::string label = st.label(a);
            CHECK_FALSE(label.empty());
            CHECK(label.find('?') == std::string::npos);
            CHECK(c.label == label);
            CHECK(st.decode(c.code) == a);
            switch (a.kind) {
              case kRoll: CHECK((c.dice.count == tb.dice && c.dice.sides == tb.faces)); break;
              case kBuildSettlement:
                CHECK(c.target.id_if(TargetKind::kNode) == a.a);
                CHECK(total(c.pay) == (m.phase == kSetupSettle ? 0 : 4));
                break;
              case kBuildRoad:
                CHECK(c.target.id_if(TargetKind::kEdge) == a.a);
                CHECK(total(c.pay) == (m.phase == kMain ? 2 : 0));
                break;
              case kBuildCity: CHECK((c.target.id_if(TargetKind::kNode) == a.a && c.pay == tb.city)); break;
              case kBuyDev: CHECK(total(c.pay) >= 2); break;
              case kPlayKnight: CHECK(c.target.id_if(TargetKind::kHex) == (m.o.zombies ? a.a : -1)); break;
              case kPlayPlenty: CHECK(total(c.gain) == 2); break;
              case kPlayMonopoly: CHECK_FALSE(c.menu.empty()); break;
              case kBankTrade: CHECK((c.pay[a.a] >= 2 && c.gain[a.b] == 1)); break;
              case kAccept: CHECK((total(c.pay) > 0 && total(c.gain) > 0)); break;
              case kTradeWith:
                CHECK(c.target.id_if(TargetKind::kSeat) == a.a);
                CHECK((total(c.pay) > 0 && total(c.gain) > 0));
                break;
              case kZombieHex:
              case kMoveRobber: CHECK(c.target.id_if(TargetKind::kHex) == a.a); break;
              case kSteal: CHECK(c.target.id_if(TargetKind::kSeat) == a.a); break;
              case kDiscard: CHECK((c.pay[a.a] == 1 && total(c.pay) == 1)); break;
              case kPayCard: CHECK((c.pay[a.a] == 1 && c.worth == tb.worth_card)); break;
              case kPayRoad:
                CHECK((c.target.id_if(TargetKind::kEdge) == a.a && c.worth == tb.worth_road));
                break;
              case kPaySettlement:
                CHECK((c.target.id_if(TargetKind::kNode) == a.a && c.worth == tb.worth_settlement));
                break;
              case kPayCity:
                CHECK((c.target.id_if(TargetKind::kNode) == a.a && c.worth == tb.worth_city));
                break;
              default: break;
            }
          }
          REQUIRE_FALSE(s->apply(seat, bot->choose(st, seat, rng), nullptr));
        }
      }
  for (int k = 0; k < kNumActionKinds; ++k) {
    INFO("kind " << kind_spec(k)->code);
    CHECK(seen.count(k));
  }
}
