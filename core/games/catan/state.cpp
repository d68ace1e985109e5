// The framework's State for this game: a thin shell over Model (the rules),
// adding cloning/serialization (StateBase) and the text hooks.
#include "framework/bot.h"
#include "framework/state_base.h"
#include "framework/state_cast.h"
#include "framework/stats.h"
#include "games/catan/catan.h"
#include "games/catan/hidden.h"
#include "games/catan/info_parts.h"
#include "games/catan/legal_segments.h"
#include "games/catan/model.h"
#include "games/catan/offer_steps.h"
#include "games/catan/story.h"
#include "games/catan/text.h"
#include "games/catan/view.h"
#include "games/catan/view_json.h"

namespace shamble {
namespace catan {

class CatanState final : public StateBase<CatanState> {
 public:
  Model m;

  const GameInfo& info() const override { return catan_game(); }
  int num_players() const override { return m.n; }
  const RulesConfig& config() const override { return m.config; }
  Rng& rng() override { return m.rng; }
  const Rng& rng() const override { return m.rng; }
  // Development cards come off a deck shuffled at setup (C-DEV-BUY).
  uint64_t hidden_draws() const override { return static_cast<uint64_t>(m.deck_pos); }
  uint32_t actors() const override { return m.actors(); }
  void legal_actions(int seat, std::vector<Action>& out) const override { m.legal(seat, out); }
  int legal_count(int seat) const override { return m.legal_count(seat); }
  Action legal_at(int seat, int k) const override { return m.legal_at(seat, k); }
  // Counted and indexed from one set of segments (legal_segments.h).
  Action random_legal(int seat, Rng& rng, std::vector<Action>&) const override {
    Segments s;
    legal_segments(m, seat, s);
    return draw(s, rng);
  }
  // random_legal's single draw for a seat the play loop has just found asked
  // (its seat comes from actors()), saying whether the list had a move (none
  // is drawn from an empty list). With apply_listed, the play loop plays runs
  // of random seats' moves in one flattened step (play_loop.h, random_step).
  // A seat writing an offer or a counter draws its step without the segments
  // (offer_steps.h): the same move for the same draw.
  bool pick_listed(int seat, Rng& rng, Action& at) const {
    if (const Composing c = composing(m, seat); c.give) {
      at = draw_compose_step(c, m.pl[seat].res, rng);
      return true;
    }
    Segments s;
    asked_segments(m, seat, s);
    at = draw(s, rng);
    return s.size() > 0;
  }
  Status apply_action(int seat, const Action& a, EventSink* ev) override {
    if (m.phase == kOver || seat < 0 || seat >= m.n || !(m.actors() & (1u << seat)))
      return check_actor(*this, seat);
    // State::apply has checked the kind and that unused arguments are 0.
    return m.apply(seat, a, ev);
  }
  // A move drawn by pick_listed for an acting seat: its kind is a code of the
  // game and the seat is asked, so only the rule's own handler runs. Hexlands'
  // handlers check before they change anything, and the soak applies every
  // listed move through apply_action, so the handler accepts it here too.
  // A card added to an offer or a counter goes straight to its side.
  void apply_listed(int seat, const Action& a, EventSink* ev) {
    if (!apply_compose_step(m, seat, a)) m.apply(seat, a, ev);
  }
  bool terminal() const override { return m.phase == kOver; }
  Outcome outcome() const override {
    Outcome o;
    if (m.phase != kOver) return o;
    for (int p = 0; p < m.n; ++p)
      if (m.winners & (1u << p)) o.winners.push_back(p);
    static const char* k[] = {"points", "overrun", "last player"};
    o.reason = m.end_reason >= 0 && m.end_reason <= 2 ? k[m.end_reason] : "";
    o.summary = end_summary(m);
    return o;
  }
  int turn_number() const override { return m.round; }
  std::string player_name(int seat) const override {
    return seat >= 0 && seat < static_cast<int>(m.names.size()) ? m.names[seat] : "?";
  }
  // State::apply reads these for every action: a reference taken once, not a guarded static each time.
  const std::vector<ActionKindDef>& action_kinds() const override { return kinds_; }
  const std::vector<EventKindDef>& event_kinds() const override { return event_kind_defs(); }
  std::string label(const Action& a) const override { return catan::label(m, a); }
  std::string describe(const Event& e) const override { return catan::describe(m, e); }
  std::string check_invariants() const override { return m.check(); }
  std::string view_json(int seat) const override { return catan::view_json(*this, seat); }
  std::string private_to(int seat) const override { return private_of(m, seat); }
  void redeal_hidden(int seat, Rng& rng) override { redeal_unseen(m, seat, rng); }
  Event event_for(int viewer, const Event& e) const override { return catan::event_for(viewer, e); }
  std::string label_for(int viewer, int actor, const Action& a, const std::string& label) const override {
    return catan::label_for(viewer, actor, a, label);
  }

  template <class A>
  void serialize(A& ar) {
    m.serialize(ar);
  }

 private:
  static inline const std::vector<ActionKindDef>& kinds_ = action_kind_defs();
  // The list's k-th move for one draw below its size; nothing drawn from an empty list.
  static Action draw(const Segments& s, Rng& rng) {
    const int n = s.size();
    return n > 0 ? s.at(static_cast<int>(rng.below(static_cast<uint32_t>(n)))) : Action{};
  }
};

// The play loop's random runs (play_loop.h) take Hexlands only if it keeps this
// shape; without it, play stays the same but silently slower.
static_assert(kAppliesListed<CatanState>, "pick_listed and apply_listed give Hexlands random runs");

const Model& model_of(const State& s) { return state_as<CatanState>(s).m; }
Model& model_of(State& s) { return state_as<CatanState>(s).m; }

}  // namespace catan

const GameInfo& catan_game() {
  static const GameInfo g = [] {
    GameInfo g;
    g.id = "catan";
    g.name = "Hexlands";
    g.summary = "Settle a hex island by trading and building; in the zombie variant, survive the horde too";
    g.min_players = 3;
    g.max_players = 4;
    g.default_players = 4;
    g.rules_version = 1;
    g.options = catan::make_options();
    g.presets = catan::make_presets();
    g.rules = catan::make_rules();
    g.create = [](const NewGameParams& p) -> std::unique_ptr<State> {
      auto s = std::make_unique<catan::CatanState>();
      s->m.init(p.config, p.players, p.seed, p.names);
      return s;
    };
    g.blank = [] { return std::make_unique<catan::CatanState>(); };
    g.make_bot = catan::make_catan_bot;
    g.make_stats = catan::make_catan_stats;
    g.make_story = catan::make_story;
    g.apply_scenario = catan::apply_catan_scenario;
    return g;
  }();
  return g;
}

}  // namespace shamble
