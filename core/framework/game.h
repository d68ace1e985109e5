// The contract every game implements (after OpenSpiel's State/Game split).
//
// A GameInfo describes a game: its options, presets, rules text and factories.
// A State is one position: who must act, which actions are legal, and apply(),
// which either changes the state or returns an Error naming the broken rule
// and leaves the state untouched. All chance comes from the Rng inside the
// state, so a seed plus an action log replays exactly, native or wasm.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "framework/action.h"
#include "framework/event.h"
#include "framework/rng.h"
#include "framework/rules_config.h"
#include "framework/status.h"

namespace cereal {
class JSONOutputArchive;
class JSONInputArchive;
class PortableBinaryOutputArchive;
class PortableBinaryInputArchive;
}  // namespace cereal

namespace shamble {
class ImageArchive;

class State;
class Bot;
struct PlayLoop;
enum class LoopEnd;
class StatsCollector;
class StoryBuilder;
class JsonObject;
class JsonWriter;

// A finished game has exactly one outcome: a side wins (a team, counted once),
// one seat wins, several seats share a win (a tie), everybody loses, or a draw.
struct Outcome {
  std::vector<int> winners;  // seats; several when a team wins together or players tie
  bool draw = false;
  // A short key for how it ended ("bankruptcy", "turn limit"): `sim` counts
  // end_reasons by it, so it never changes wording.
  std::string reason;
  // The same end in one sentence for people, naming the winner or the cause
  // ("Bea reached 10 points"): what views, saves and the JS API show.
  std::string summary;
  // The side that won as one ("humans", "team"), named as in GameInfo::sides;
  // empty when every seat plays for itself.
  std::string side;
  // No winners and no draw: everybody lost (a cooperative game's defeat).
  bool all_lose() const { return winners.empty() && !draw; }
};

// A paragraph of the in-game rules panel; `id` is what events cite.
struct RuleDoc {
  std::string id;
  std::string title;
  std::string text;
};

struct NewGameParams {
  RulesConfig config;
  int players = 0;
  uint64_t seed = 1;
  std::vector<std::string> names;  // optional; the game names missing seats itself
};

struct GameInfo {
  std::string id;
  std::string name;     // shown in the UI; trademark-free
  std::string summary;  // one line
  int min_players = 2;
  int max_players = 4;
  int default_players = 4;
  int rules_version = 1;  // bump when rules change what a saved state means
  std::vector<OptionDef> options;
  std::vector<PresetDef> presets;  // the first is the default
  std::vector<RuleDoc> rules;
  // Presets that are revisions of the rules text: preset name -> the paragraphs that read
  // differently under it, each replacing the paragraph of `rules` with its id (or added after
  // them). The rules panel and `shamble rules --preset` show rules_text_for(game, preset).
  std::vector<std::pair<std::string, std::vector<RuleDoc>>> preset_rules;
  // Rule ids renamed to say what they are about: old id -> current id. Logs, shared texts and
  // wiki pages written before a rename keep finding their paragraph (resolve_rule_id).
  std::vector<std::pair<std::string, std::string>> rule_aliases;
  std::vector<std::string> roles = {"player"};  // for `sim` wins by role
  // The sides a win may go to as a team (Outcome::side); `sim` lists each in
  // its outcomes even at 0. Empty: every seat plays for itself.
  std::vector<std::string> sides;
  // False for test-only games: playable by id, but menus do not offer them.
  bool listed = true;

  std::function<std::unique_ptr<State>(const NewGameParams&)> create;
  // An empty state to deserialize into.
  std::function<std::unique_ptr<State>()> blank;
  // "random" is provided by the framework; games provide "easy" and "normal".
  std::function<std::unique_ptr<Bot>(const std::string& level)> make_bot;
  // Game-specific statistics for `sim`; may be empty.
  std::function<std::unique_ptr<StatsCollector>()> make_stats;
  // The game's story in numbers (framework/story.h) for the end screen and
  // `shamble stats`; may be empty.
  std::function<std::unique_ptr<StoryBuilder>()> make_story;
  // Applies the game-specific part of a scenario file to a fresh state.
  // Throws JsonError (caught by the framework) on a bad field.
  std::function<void(State&, JsonObject&)> apply_scenario;
};

// The current id of rule `id` (itself when it was never renamed).
inline const std::string& resolve_rule_id(const GameInfo& g, const std::string& id) {
  for (const auto& [old_id, now] : g.rule_aliases)
    if (old_id == id) return now;
  return id;
}

// The rules panel's paragraphs under `preset` (empty or without its own text: the game's `rules`).
inline std::vector<RuleDoc> rules_text_for(const GameInfo& g, const std::string& preset) {
  std::vector<RuleDoc> out = g.rules;
  for (const auto& [name, docs] : g.preset_rules) {
    if (name != preset) continue;
    for (const RuleDoc& d : docs) {
      bool replaced = false;
      for (RuleDoc& r : out)
        if (r.id == d.id) r = d, replaced = true;
      if (!replaced) out.push_back(d);
    }
  }
  return out;
}

class State {
 public:
  virtual ~State() = default;

  virtual const GameInfo& info() const = 0;
  virtual std::unique_ptr<State> clone() const = 0;
  // Makes this state a copy of `other` when both are the same game's (true),
  // reusing what this one has allocated; false leaves it untouched. For loops
  // that try many moves from one position (the soak): a clone per move was a
  // tenth of their time in allocation.
  virtual bool assign_from(const State& other) = 0;
  virtual int num_players() const = 0;
  virtual const RulesConfig& config() const = 0;
  virtual Rng& rng() = 0;
  virtual const Rng& rng() const = 0;
  // Hidden things drawn so far without the Rng: cards taken from a deck that
  // was shuffled at the start. An action that changes this count revealed
  // hidden information, like a die roll, and undo does not cross it
  // (Match::undo_floor). Games without such decks keep the default.
  virtual uint64_t hidden_draws() const { return 0; }

  // Bitmask of seats that must act now (several during simultaneous
  // decisions); 0 when terminal.
  virtual uint32_t actors() const = 0;
  // Seats not among actors() that have an out-of-turn action waiting which a
  // bot should be asked about now (a rent the owner must ask for before the
  // next roll). Game loops give bots there a chance to interject before the
  // actors move. Out-of-turn actions a player may take any time (trades) are
  // not listed: bots use those on their own turns.
  virtual uint32_t bystanders() const { return 0; }
  virtual void legal_actions(int seat, std::vector<Action>& out) const = 0;
  // The same list, counted and indexed without building it: legal_count(seat)
  // is legal_actions(seat).size(), and legal_at(seat, k), for 0 <= k <
  // legal_count(seat), is legal_actions(seat)[k], in exactly that order (a
  // random pick by index is then the same move whichever path a caller takes).
  // A game whose list is costly overrides both, from the masks it already
  // keeps; the defaults list the moves. `k` out of range: Action{}.
  virtual int legal_count(int seat) const;
  virtual Action legal_at(int seat, int k) const;
  // A legal move of `seat` chosen uniformly: legal_at(seat, rng.below(
  // legal_count(seat))), one draw, or Action{} and no draw when there is none.
  // The random bot's and the soak's pick. The default lists once into
  // `scratch`; a game that counts its own moves overrides it to count and
  // index them from one look at its masks (the result must be the same move).
  virtual Action random_legal(int seat, Rng& rng, std::vector<Action>& scratch) const;
  // Validates and applies, or returns the rule it breaks and changes nothing.
  // An action that is no code of this game (an unknown kind, or an argument
  // its kind does not carry set) is refused here, before the game sees it:
  // every move has exactly one Action and one code.
  Status apply(int seat, const Action& action, EventSink* events);
  // Bots play this position on until the game ends, a turn limit, or a seat
  // with no bot or a refused move (framework/play_loop.h). StateBase types
  // the loop on the concrete game; this default goes through State.
  virtual LoopEnd play_bots(const PlayLoop& loop);
  virtual bool terminal() const = 0;
  virtual Outcome outcome() const = 0;
  // Counts full rounds or turns, for turn limits and game-length statistics.
  virtual int turn_number() const = 0;
  // Index into info().roles for this seat now (MonopoZombie: human/zombie).
  virtual int role(int seat) const {
    (void)seat;
    return 0;
  }
  virtual std::string player_name(int seat) const = 0;

  // Text for people and machines.
  virtual const std::vector<ActionKindDef>& action_kinds() const = 0;
  virtual const std::vector<EventKindDef>& event_kinds() const = 0;
  virtual std::string label(const Action& a) const = 0;  // "Buy Maple Row for $200"
  // One sentence per thing that happened ("Bea paid Cal $14 rent for Maple
  // Row"); empty for a step of something another event of the same action
  // tells (a payment's cash movement), which the log shows no line for.
  virtual std::string describe(const Event& e) const = 0;
  std::string encode(const Action& a) const;                  // "bid:120"
  std::optional<Action> decode(std::string_view text) const;  // inverse of encode

  // Internal consistency (money, ownership, supply...). Empty when sound. Used
  // after loading a save and by the randomized tests after every action.
  virtual std::string check_invariants() const { return {}; }

  // Serialization (implemented once by StateBase<Derived> through cereal).
  virtual void save(cereal::JSONOutputArchive& ar) const = 0;
  virtual void load(cereal::JSONInputArchive& ar) = 0;
  virtual void save(cereal::PortableBinaryOutputArchive& ar) const = 0;
  virtual void load(cereal::PortableBinaryInputArchive& ar) = 0;
  virtual void save(ImageArchive& ar) const = 0;  // state_bytes: equality checks only

  // ---- What a seat may see: the one observation boundary ----
  // Everything that leaves the engine for a seat (window.shamble.state(), the
  // generic board, a replay viewer, a remote player's device, a screen
  // reader) is view_json(seat): JSON written from the game's typed view
  // (its view.h, view_of), never from the state itself. It never carries the
  // Rng, the order of any deck or what private_to() keeps for another seat.
  // seat < 0: a spectator, who sees only what is public.
  virtual std::string view_json(int seat) const = 0;
  // What only `seat` may know (its hidden hand, cards, points), as a canonical
  // text, or "" when the game keeps nothing about this seat from the others.
  // The game's one declaration of private information: its view shows it to
  // `seat` alone, the hot-seat cover stands between two humans when either has
  // some (web/session.cpp), and the leak tests (tests/framework/
  // observation_test.cpp) check that no other seat's view carries it. With
  // hidden_draws() (undo's floor) it is all a game says about secrecy.
  virtual std::string private_to(int seat) const {
    (void)seat;
    return {};
  }
  // One world `seat` cannot tell from this one: what it cannot see (the order
  // of undrawn cards, other seats' hidden cards) redealt with `rng`. The
  // result depends only on what `seat` sees and on `rng` (the games' strong
  // bot tests prove it). The Rng of the state is the caller's to reseed. The
  // strong bot samples worlds with it; copy_for makes one canonical world.
  // Default: nothing is hidden but the dice.
  virtual void redeal_hidden(int seat, Rng& rng) {
    (void)seat;
    (void)rng;
  }
  // The position as `seat` may hold it on a device of its own (live play,
  // docs/PLAY_LIVE.md): a clone with the Rng reseeded to a constant and the
  // hidden parts redealt by a constant rng, so every copy for `seat` of
  // positions that look alike to it is the same, byte for byte. Its view and
  // its legal actions for `seat` are the real ones; nothing in it tells the
  // dice to come, the deck order or another seat's hidden cards.
  std::unique_ptr<State> copy_for(int seat) const;
  // An event as `viewer` may know it (live play's log): values only some seats
  // may know (Catan: the resource robbed) cleared for the others. Default: all.
  virtual Event event_for(int viewer, const Event& e) const {
    (void)viewer;
    return e;
  }
  // The log's label of `actor`'s action as `viewer` may read it (`label` is
  // State::label of it, taken before it applied). Default: as it is.
  virtual std::string label_for(int viewer, int actor, const Action& a, const std::string& label) const {
    (void)viewer, (void)actor, (void)a;
    return label;
  }
  // The whole position, Rng and deck order included: the save's form, for the
  // referee (the driver, tests, the soak). Never sent to a seat.
  std::string to_json() const;

  // Convenience for the single-actor case: lowest acting seat, or -1.
  int current_actor() const {
    const uint32_t m = actors();
    return m ? __builtin_ctz(m) : -1;
  }
  bool is_legal(int seat, const Action& a) const;

 protected:
  // The game's half of apply(): the action is one of its codes.
  virtual Status apply_action(int seat, const Action& action, EventSink* events) = 0;
};

// True when `a` is a move code of a game with these kinds: a kind it has,
// and no argument set that the kind does not carry (State::apply's check).
inline bool is_code_of(const std::vector<ActionKindDef>& kinds, const Action& a) {
  if (static_cast<size_t>(a.kind) >= kinds.size()) return false;
  const int args = kinds[static_cast<size_t>(a.kind)].args;
  return !(((args < 1) & (a.a != 0)) | ((args < 2) & (a.b != 0)) | ((args < 3) & (a.c != 0)));
}

// Helpers for games' apply(): refuse when a seat acts out of turn.
Status check_actor(const State& s, int seat);

}  // namespace shamble
