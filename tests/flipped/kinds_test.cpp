// The table of action kinds (games/flipped/kinds.h): every kind has its
// complete entry at its own index, an action asked at the wrong time gets
// that time's refusal, and over bot games every legal action of every kind
// gets its check, code, label and choice from the table.
#include "games/flipped/kinds.h"

#include <bit>
#include <set>

#include "framework/bot.h"
#include "helpers.h"
#include "kinds_check.h"

using namespace flipped_test;

TEST_CASE("Flipped kinds: one complete entry per kind, in order, codes unique", "[flipped][kinds]") {
  Game g = make(3);
  const auto& defs = g.st->action_kinds();
  check_kind_table(defs, kNumActionKinds, kind_spec, [](const KindSpec& e) {
    CHECK(e.check);
    CHECK(e.apply);
    CHECK(e.label);
    CHECK(e.choice);
    CHECK(e.asked != Asked::kNothing);
  });
  // Asked at another time: the day's refusal, whatever the kind.
  g.refused(0, {kShare, 0}, "F-DAY-1");
  g.refused(0, {kTunnel}, "F-DAY-1");
  g.refused(0, {kStay}, "F-DAY-1");
}

// Every legal action at every step of bot games in every preset (and solo):
// it passes its kind's check, has a label (not "?"), a code that decodes back,
// and its choice says what the kind means.
TEST_CASE("Flipped kinds: over bot games every kind checks, labels, codes and offers its actions",
          "[flipped][kinds][random]") {
  std::set<int> seen;
  struct Setup {
    const char* preset;
    int players;
  };
  for (Setup su : {Setup{"standard", 3}, Setup{"play_on", 4}, Setup{"lenient", 2}, Setup{"standard", 1}})
    for (uint64_t seed = 1; seed <= 8; ++seed) {
      NewGameRequest req;
      req.game = "flipped";
      req.preset = su.preset;
      req.players = su.players;
      req.seed = seed;
      const char* level = seed % 2 ? "random" : "normal";
      req.seats.assign(su.players, std::string("bot:") + level);
      Error err;
      auto m = make_match(req, &err);
      REQUIRE(m);
      auto bot = make_bot(m->state().info(), level);
      Rng rng(seed);
      for (int i = 0; i < 2000 && !m->state().terminal(); ++i) {
        const State& st = m->state();
        const auto& s = static_cast<const FlippedState&>(st);
        const int seat = st.current_actor();
        REQUIRE(seat >= 0);
        std::vector<Action> legal;
        st.legal_actions(seat, legal);
        View v = view_of(st, seat);
        REQUIRE(v.prompt.choices.size() == legal.size());
        for (size_t k = 0; k < legal.size(); ++k) {
          const Action& a = legal[k];
          const PromptChoice& pc = v.prompt.choices[k];
          INFO(su.preset << " players " << su.players << " seed " << seed << " step " << i << " "
                         << st.encode(a));
          seen.insert(a.kind);
          CHECK_FALSE(check_kind(s.table(), s.config(), a));
          const std::string label = st.label(a);
          CHECK_FALSE(label.empty());
          CHECK(label.find('?') == std::string::npos);
          CHECK(pc.label == label);
          CHECK(st.decode(pc.code) == a);
          switch (a.kind) {
            case kMove:
              CHECK(pc.group == ChoiceGroup::Roll);
              CHECK(pc.dice.count == std::popcount(static_cast<unsigned>(a.a)));
              CHECK(pc.landings.size() == (1u << pc.dice.count));
              break;
            case kBuyPart: CHECK((pc.group == ChoiceGroup::BuyPart && pc.cost > 0 && pc.part >= 0)); break;
            case kGiveCash: CHECK((pc.target.id == a.a && pc.cost == a.b)); break;
            case kTakeCash: CHECK((pc.target.id == a.a && pc.gain == a.b)); break;
            case kGivePart:
            case kTakePart: CHECK((pc.target.id == a.a && pc.part == a.b)); break;
            case kEndTurn: CHECK(pc.group == ChoiceGroup::EndTurn); break;
            case kStay: CHECK(pc.cost > 0); break;
            case kTunnel: CHECK(pc.lands == kJail); break;
            case kShare: CHECK((pc.group == ChoiceGroup::Share && pc.zombies == a.a)); break;
            default: break;
          }
        }
        REQUIRE_FALSE(m->apply(seat, bot->choose(st, seat, rng), nullptr));
      }
    }
  for (int k = 0; k < kNumActionKinds; ++k) {
    INFO("kind " << kind_spec(k)->code);
    CHECK(seen.count(k));
  }
}
