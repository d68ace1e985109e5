// The State interface over MzTable: routes actions to flow.cpp, owns names,
// options and dice, and builds the game's description.
#include "framework/json_reader.h"
#include "framework/listed_state.h"
#include "framework/state_cast.h"
#include "games/monopoly/monopoly.h"
#include "games/monopoly/text.h"
#include "games/monopoly/trade_menu.h"
#include "games/monopozombie/bots.h"
#include "games/monopozombie/monopozombie.h"
#include "games/monopozombie/mz.h"
#include "games/monopozombie/rules_text.h"
#include "games/monopozombie/story.h"
#include "games/monopozombie/text.h"
#include "games/monopozombie/view_json.h"

namespace shamble {
namespace mz {

void apply_scenario_fields(MzCtx& c, JsonObject& root);  // scenario.cpp

class MzState final : public ListedState<MzState> {
 public:
  MzTable z;
  MzRules r;
  RulesConfig cfg;
  Rng dice;
  std::vector<std::string> names;

  const GameInfo& info() const override { return monopozombie_game(); }
  int num_players() const override { return z.t.n; }
  const RulesConfig& config() const override { return cfg; }
  Rng& rng() override { return dice; }
  const Rng& rng() const override { return dice; }
  uint32_t actors() const override { return mz_actors(z); }
  void list_legal(int seat, ActionList& l) const { mz_legal(z, r, seat, l); }
  // The trade actor's list, counted and indexed without being written (flow.cpp).
  template <class Pick>
  int quick_legal(int seat, Pick pick, Action& at) const {
    if (z.t.phase != mono::kTrade) return -1;  // the common case, before building anything
    mono::TradeMenu m;
    ActionList tail;
    if (!mz_trade_menu(z, r, seat, m, tail)) return -1;
    const int head = m.size(), n = head + static_cast<int>(tail.size());
    const int k = pick(n);
    at = k < head ? m.at(k) : k < n ? tail[static_cast<size_t>(k - head)] : Action{};
    return n;
  }
  Status apply_action(int seat, const Action& a, EventSink* events) override {
    // Humans not acting may trade and manage deeds out of turn (MZ-CAP-2);
    // mz_check then validates those like any other action.
    if (seat < 0 || seat >= z.t.n || (!(actors() >> seat & 1) && !mz_bystander_action(z, seat, a)))
      if (auto e = check_actor(*this, seat)) return e;
    if (a.kind < 0 || a.kind >= kNumMzActions) return fail("action", "unknown action");
    if (mono::Refusal no = mz_check(z, r, seat, a)) return fail(no.rule, no.msg);
    apply_listed(seat, a, events);
    return {};
  }
  // A move the play loop drew from this seat's own list (pick_listed): the
  // soak applies every listed move through apply_action, so the checks above
  // would accept it; they are not run a second time. apply_action ends here too.
  void apply_listed(int seat, const Action& a, EventSink* events) {
    MzCtx c(z, r, dice, events);
    mz_apply(c, seat, a);
  }
  bool terminal() const override { return z.phase == kMzOver; }
  Outcome outcome() const override {
    Outcome o;
    switch (z.end_kind) {
      case kEndHumans:
        for (int p = 0; p < z.t.n; ++p)
          if (z.human_winners >> p & 1) o.winners.push_back(p);
        o.side = "humans";
        o.reason = "the humans held out together";
        break;
      case kEndZombie:
        o.winners.push_back(z.winner);
        o.side = "zombies";  // one zombie wins alone (MZ-WIN-2): the zombies' side, counted once
        o.reason = "first zombie to the jail";
        break;
      case kEndPropertyGame:
        for (int p = 0; p < z.t.n; ++p)
          if (z.t.winners >> p & 1) o.winners.push_back(p);
        o.side = "humans";  // the last human standing, before any zombie
        o.reason = "bankruptcy";
        break;
      case kEndTurnLimit:
        o.draw = true;
        o.reason = "turn limit";
        break;
      case kEndStalemate:
        o.draw = true;
        o.reason = "stalemate";
        break;
      default: break;
    }
    o.summary = end_words(z, r, names).summary;
    return o;
  }
  int turn_number() const override { return z.t.turns; }
  int role(int seat) const override { return seat >= 0 && seat < z.t.n && z.pl[seat].zombie ? 1 : 0; }
  std::string player_name(int seat) const override {
    return seat >= 0 && seat < static_cast<int>(names.size()) ? names[seat]
                                                              : "Seat " + std::to_string(seat + 1);
  }
  const std::vector<ActionKindDef>& action_kinds() const override { return action_kind_defs(); }
  const std::vector<EventKindDef>& event_kinds() const override { return event_kind_defs(); }
  std::string label(const Action& a) const override { return action_label(z, r, names, a); }
  std::string describe(const Event& e) const override { return event_text(z, r, names, e); }
  std::string check_invariants() const override {
    if (cfg.values.size() != option_defs().size()) return "the rule options do not match this game";
    if (static_cast<int>(names.size()) != z.t.n) return "the player names do not match the player count";
    return mz_invariants(z, r);
  }
  // Nothing is private to a seat (private_to stays empty); the deck order is
  // hidden from every seat alike, and view_of never copies it.
  void redeal_hidden(int, Rng& rng) override { mono::shuffle_unseen_decks(z.t, rng); }
  std::string view_json(int seat) const override { return mz::view_json(*this, seat); }

  template <class A>
  void serialize(A& ar) {
    z.t.keeps_auction_passes = false;  // strict auctions only: the base table's layout without `passed`
    ar(cereal::make_nvp("config", cfg), cereal::make_nvp("names", names), cereal::make_nvp("dice", dice),
       cereal::make_nvp("table", z));
    if constexpr (A::is_loading::value) r = rules_from(cfg);
    // MZ-FORT-1: saved only with the option on (every save before it has the option off), so
    // older saves of any rules version keep their layout.
    if (r.fortified_houses) ar(cereal::make_nvp("fortified", z.fortified));
  }
};

MzTable& table_of(State& s) { return state_as<MzState>(s).z; }
const MzTable& table_of(const State& s) { return state_as<MzState>(s).z; }
const MzRules& rules_of(const State& s) { return state_as<MzState>(s).r; }

namespace {
const char* kNames[kMaxPlayers] = {"Ada", "Bram", "Cleo", "Dex", "Edie", "Finn", "Gus", "Hana"};

std::unique_ptr<State> create(const NewGameParams& p) {
  auto s = std::make_unique<MzState>();
  s->cfg = p.config;
  if (s->cfg.values.size() != option_defs().size())
    make_config(option_defs(), preset_defs(), "", {}, &s->cfg);
  s->r = rules_from(s->cfg);
  s->dice.reseed(p.seed);
  auto& z = s->z;
  auto& t = z.t;
  t.n = static_cast<int8_t>(p.players < 2 ? 2 : p.players > kMaxPlayers ? kMaxPlayers : p.players);
  for (int i = 0; i < t.n; ++i) {
    s->names.push_back(i < static_cast<int>(p.names.size()) && !p.names[i].empty() ? p.names[i] : kNames[i]);
    t.players[i].cash = s->r.mono.start_cash;
  }
  t.owner.fill(-1);
  mono::rederive_masks(t);
  z.demo_zombie.fill(-1);
  t.issued = static_cast<int64_t>(t.n) * s->r.mono.start_cash;
  MzCtx c(z, s->r, s->dice, nullptr);
  mono::fill_decks(t, s->dice, s->r.mono.draw_at_random);
  mono::pick_first_player(c);
  z.turn_seen = t.turns;
  mono::settle(c);
  mz_settle(c);
  return s;
}
}  // namespace
}  // namespace mz

const GameInfo& monopozombie_game() {
  static const GameInfo info = [] {
    GameInfo g;
    g.id = "monopozombie";
    g.name = "Landlords of the Dead";
    g.summary =
        "A property-trading game overrun by zombies: buy, build, then survive together or hunt the living.";
    g.min_players = 2;
    g.max_players = 8;
    g.default_players = 5;
    // 3: carry choice, group counter-proposals (state fields and actions added).
    // 4 (issue 13): left alone converts (MZ-CONV-8), one card on a jail-card conversion (MZ-CONV-9), the
    //    dice battle on every meeting (MZ-CONV-10), the infrastructure's implied house (MZ-CONV-11),
    //    overrun zombie houses fall on arrival too (MZ-DEMO-6), cures in either order of arrival and
    //    never on the turning move (MZ-HOSP-2/3), even building counts other owners' lots (MZ-CAP-1),
    //    bodyguards per round with no cap, options for every 2018 difference, homeless_invisible as
    //    the rules' idea, stalemate draws; saved fields apoc_homeless, stall_turns, fewest_humans.
    // 5 (rules as written, round two): the start square's salary rescues a homeless player before the
    //    move's landing (MZ-HOME-6), 2-3 players count conversions (MZ-STAGE-2), 2018-05 bare zombie
    //    lots convert (MZ-CONV-13), a chosen double one keeps the release card (MZ-APOC-4), joining a
    //    group keeps the roll again (MZ-APOC-3), apocalypse cards apply but teleports (MZ-APOC-5);
    //    each with an option whose `absent` is the old play; saved field conversions.
    g.rules_version = 5;
    g.sides = {"humans", "zombies"};
    g.options = mz::option_defs();
    g.presets = mz::preset_defs();
    g.rules = mz::rule_docs();
    g.preset_rules = {{"2018-05", mz::rule_docs_2018()}};  // its own revision of the rules text
    g.rule_aliases = mz::rule_aliases();
    g.roles = {"human", "zombie"};
    g.create = mz::create;
    g.blank = [] { return std::unique_ptr<State>(std::make_unique<mz::MzState>()); };
    g.make_bot = mz::make_bot;
    g.make_stats = mz::make_stats;
    g.make_story = mz::make_story;
    g.apply_scenario = [](State& s, JsonObject& root) {
      auto& ms = dynamic_cast<mz::MzState&>(s);
      mz::MzCtx c(ms.z, ms.r, ms.dice, nullptr);
      mz::apply_scenario_fields(c, root);
    };
    return g;
  }();
  return info;
}

}  // namespace shamble
