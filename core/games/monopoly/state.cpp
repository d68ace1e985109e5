// The State interface over MonoTable: a thin shell that routes to the rules
// areas and owns the names, the options and the dice.
#include "framework/json_reader.h"
#include "framework/listed_state.h"
#include "framework/serial_context.h"
#include "framework/state_cast.h"
#include "games/monopoly/bots.h"
#include "games/monopoly/monopoly.h"
#include "games/monopoly/options.h"
#include "games/monopoly/rules_text.h"
#include "games/monopoly/scenario.h"
#include "games/monopoly/stats.h"
#include "games/monopoly/story.h"
#include "games/monopoly/text.h"
#include "games/monopoly/trade_menu.h"
#include "games/monopoly/turn_menu.h"
#include "games/monopoly/view_json.h"

namespace shamble {
namespace mono {

class MonopolyState final : public ListedState<MonopolyState> {
 public:
  MonoTable t;
  MonoRules r;
  RulesConfig cfg;
  Rng dice;
  std::vector<std::string> names;

  const GameInfo& info() const override { return monopoly_game(); }
  int num_players() const override { return t.n; }
  const RulesConfig& config() const override { return cfg; }
  Rng& rng() override { return dice; }
  const Rng& rng() const override { return dice; }
  uint32_t actors() const override { return actors_of(t, r); }
  // Owners who may ask for a rent now (M-RENT-8): bots among them ask before the next roll.
  uint32_t bystanders() const override {
    if (!t.claim_count) return 0;  // asked before every action: most of the time there is no claim
    uint32_t m = 0;
    for (int i = 0; i < t.claim_count; ++i)
      if (!can_ask_rent(t, t.claims[i].owner, t.claims[i].square)) m |= 1u << t.claims[i].owner;
    return m & ~actors();
  }
  // Listed on the stack: framework/listed_state.h answers the State calls.
  void list_legal(int seat, ActionList& l) const { legal_actions_of(t, r, seat, l); }
  // Counted and indexed without being written: the trade actor's list
  // (legal_trade's alone, trade_menu.h) and the turn player's in the free
  // phases and in debt (turn_menu.h); the rest is listed.
  template <class Pick>
  int quick_legal(int seat, Pick pick, Action& at) const {
    if (t.phase == kTrade) {
      if (seat < 0 || seat >= t.n || seat != trade_actor(t)) return -1;
      TradeMenu m;
      trade_menu(t, m);
      int n = m.size();
      at = m.at(pick(n));
      return n;
    }
    TurnMenu m;
    if (!turn_menu(t, r, seat, m)) return -1;
    int n = m.size();
    at = m.at(pick(n));
    return n;
  }
  Status apply_action(int seat, const Action& a, EventSink* events) override {
    // Seats that are not acting may still take the out-of-turn actions
    // (M-TRADE-6, M-RENT-8); check_action then validates them like any other.
    if (terminal() || seat < 0 || seat >= t.n || (!(actors() >> seat & 1) && !bystander_action(a)))
      if (auto e = check_actor(*this, seat)) return e;
    if (a.kind < 0 || a.kind >= kNumActionKinds) return fail("action", "unknown action");
    if (Refusal no = check_action(t, r, seat, a)) return fail(no.rule, no.msg);
    apply_listed(seat, a, events);
    return {};
  }
  // A move the play loop drew from this seat's own list (pick_listed): the
  // soak applies every listed move through apply_action, so the checks above
  // would accept it; they are not run a second time. apply_action ends here too.
  void apply_listed(int seat, const Action& a, EventSink* events) {
    Ctx c{t, r, dice, events};
    mono::apply_action(c, seat, a);
  }
  bool terminal() const override { return t.phase == kGameOver; }
  Outcome outcome() const override {
    Outcome o;
    for (int p = 0; p < t.n; ++p)
      if (t.winners >> p & 1) o.winners.push_back(p);
    o.reason = t.end_reason == kEndShortGame      ? "short game valuation"
               : t.end_reason == kEndLastStanding ? "bankruptcy"
                                                  : "";
    o.summary = end_summary(t, r, names);
    return o;
  }
  int turn_number() const override { return t.turns; }
  std::string player_name(int seat) const override {
    return seat >= 0 && seat < static_cast<int>(names.size()) ? names[seat]
                                                              : "Seat " + std::to_string(seat + 1);
  }
  const std::vector<ActionKindDef>& action_kinds() const override { return action_kind_defs(); }
  const std::vector<EventKindDef>& event_kinds() const override { return event_kind_defs(); }
  std::string label(const Action& a) const override { return action_label(t, r, names, a); }
  std::string describe(const Event& e) const override { return event_text(t, r, names, e); }
  std::string check_invariants() const override {
    if (cfg.values.size() != option_defs().size()) return "the rule options do not match this game";
    if (static_cast<int>(names.size()) != t.n) return "the player names do not match the player count";
    return check_table(t, r);
  }
  // Nothing is private to a seat (private_to stays empty); the deck order is
  // hidden from every seat alike, and view_of never copies it.
  void redeal_hidden(int, Rng& rng) override { shuffle_unseen_decks(t, rng); }
  std::string view_json(int seat) const override { return mono::view_json(*this, seat); }

  template <class A>
  void serialize(A& ar) {
    ar(cereal::make_nvp("config", cfg), cereal::make_nvp("names", names), cereal::make_nvp("dice", dice),
       cereal::make_nvp("table", t));
    if constexpr (A::is_loading::value) r = rules_from(cfg);
  }
};

MonoTable& table_of(State& s) { return dynamic_cast<MonopolyState&>(s).t; }
const MonoTable& table_of(const State& s) { return dynamic_cast<const MonopolyState&>(s).t; }
const MonoRules& rules_of(const State& s) { return dynamic_cast<const MonopolyState&>(s).r; }
const MonoTable& table_fast(const State& s) { return state_as<MonopolyState>(s).t; }
const MonoRules& rules_fast(const State& s) { return state_as<MonopolyState>(s).r; }

namespace {
const char* kNames[kMaxPlayers] = {"Ada", "Bram", "Cleo", "Dex", "Edie", "Finn", "Gus", "Hana"};

std::unique_ptr<State> create(const NewGameParams& p) {
  auto s = std::make_unique<MonopolyState>();
  s->cfg = p.config;
  if (s->cfg.values.size() != option_defs().size())
    make_config(option_defs(), preset_defs(), "", {}, &s->cfg);
  s->r = rules_from(s->cfg);
  s->dice.reseed(p.seed);
  auto& t = s->t;
  t.n = static_cast<int8_t>(p.players < 2 ? 2 : p.players > kMaxPlayers ? kMaxPlayers : p.players);
  for (int i = 0; i < t.n; ++i) {
    s->names.push_back(i < static_cast<int>(p.names.size()) && !p.names[i].empty() ? p.names[i] : kNames[i]);
    t.players[i].cash = s->r.start_cash;  // M-SETUP-1
  }
  t.owner.fill(-1);
  rederive_masks(t);
  t.issued = static_cast<int64_t>(t.n) * s->r.start_cash;
  Ctx c{t, s->r, s->dice, nullptr};
  fill_decks(t, s->dice, s->r.draw_at_random);
  pick_first_player(c);
  if (s->r.deal_deeds) deal_free_deeds(c);
  settle(c);
  return s;
}
}  // namespace
}  // namespace mono

const GameInfo& monopoly_game() {
  static const GameInfo info = [] {
    GameInfo g;
    g.id = "monopoly";
    g.name = "Landlords";
    g.summary = "Buy streets, collect rent, build, trade, and drive everyone else bankrupt.";
    g.min_players = 2;
    g.max_players = 8;
    g.default_players = 4;
    // 2: trades opened per seat (M-TRADE-6). 3: open auctions (M-AUC-1..5, option
    // auction_rotation; Auction::passed) and shortage auctions only on a rival's bid (M-BUILD-6).
    // 4: anyone still bidding may bid or pass at once (M-AUC-6, option auction_bidding).
    g.rules_version = 4;
    g.options = mono::option_defs();
    g.presets = mono::preset_defs();
    g.rules = mono::rule_docs();
    g.create = mono::create;
    g.blank = [] { return std::unique_ptr<State>(std::make_unique<mono::MonopolyState>()); };
    g.make_bot = mono::make_monopoly_bot;
    g.make_stats = mono::make_monopoly_stats;
    g.make_story = mono::make_monopoly_story;
    g.apply_scenario = [](State& s, JsonObject& root) {
      auto& ms = dynamic_cast<mono::MonopolyState&>(s);
      mono::Ctx c{ms.t, ms.r, ms.dice, nullptr};
      mono::apply_scenario_fields(c, root);
    };
    return g;
  }();
  return info;
}

}  // namespace shamble
