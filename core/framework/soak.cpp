#include "framework/soak.h"

#include <cereal/archives/portable_binary.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

#include "framework/bot.h"
#include "framework/cereal_json.h"
#include "framework/json_writer.h"
#include "framework/match.h"
#include "framework/registry.h"
#include "framework/serial_context.h"

namespace shamble {

namespace {

struct Failure {
  std::string check;   // which promise broke: "legal-refused", "invariant", ...
  std::string detail;  // what the game or the check said
  std::string action;  // the action code involved, if any
  // Found in the position the last logged move made: the bundle then holds
  // the document before that move (one whose state breaks an invariant would
  // not load), and the move to apply to it.
  bool after_move = false;
};

bool is_power_of_two(long n) { return n > 0 && (n & (n - 1)) == 0; }

// One game of the soak. Every check is made on the Match the UI uses, so what
// holds here holds for a player's game, its saves and its undo.
class GameSoak {
 public:
  GameSoak(const SoakOptions& opt, SoakTotals& t, std::unique_ptr<Match> m, uint64_t seed)
      : opt_(opt),
        t_(t),
        m_(std::move(m)),
        bot_rng_(seed ^ 0x9e3779b97f4a7c15ull),
        probe_rng_(seed * 31 + 7) {
    // Even seeds are played at random (every corner of the rules), odd ones by
    // the game's bots (the positions real games reach).
    const std::string level = seed % 2 == 0 ? "random" : "normal";
    for (int i = 0; i < m_->state().num_players(); ++i) bots_.push_back(make_bot(m_->info(), level));
    bot_level_ = level;
  }

  const Match& match() const { return *m_; }
  const std::string& bot_level() const { return bot_level_; }

  std::optional<Failure> run() {
    while (!m_->state().terminal()) {
      if (m_->state().turn_number() >= opt_.max_turns) {
        ++t_.turn_limit;
        break;
      }
      if (auto f = check_position()) return f;
      if (auto f = step()) return f;
      const long n = static_cast<long>(m_->size());
      if (opt_.state_every > 0 && n % opt_.state_every == 0)
        if (auto f = state_round_trip()) return f;
      if (n >= 8 && is_power_of_two(n))
        if (auto f = save_round_trip()) return f;
      if (opt_.undo_every > 0 && n % opt_.undo_every == 0)
        if (auto f = undo_redo()) return f;
    }
    if (m_->state().terminal())
      if (auto f = check_outcome()) return f;
    return save_round_trip();
  }

 private:
  const State& st() const { return m_->state(); }

  // Before each action: who acts is consistent, every actor has something to
  // do, every listed action applies, and an action off the list is refused
  // without touching the state.
  std::optional<Failure> check_position() {
    const State& s = st();
    const uint32_t actors = s.actors();
    if (actors == 0) return Failure{"actors", "the game is not over but no seat must act", ""};
    const uint32_t asked = actors | s.bystanders();
    for (int seat = 0; seat < s.num_players(); ++seat) {
      if (!(asked >> seat & 1)) continue;
      legal_.clear();
      s.legal_actions(seat, legal_);
      if ((actors >> seat & 1) && legal_.empty())
        return Failure{"legal-empty", "seat " + std::to_string(seat) + " must act but has no legal action",
                       ""};
      // The count and one k-th move are the list's, in its order (bots pick by
      // index); which move moves on with the game, so a soak meets every index.
      if (const int n = s.legal_count(seat); n != static_cast<int>(legal_.size()))
        return Failure{"legal-count",
                       "seat " + std::to_string(seat) + ": legal_count " + std::to_string(n) +
                           ", legal_actions lists " + std::to_string(legal_.size()),
                       ""};
      if (!legal_.empty()) {
        const size_t k = static_cast<size_t>(m_->size()) % legal_.size();
        if (!(s.legal_at(seat, static_cast<int>(k)) == legal_[k]))
          return Failure{"legal-at",
                         "seat " + std::to_string(seat) + ": legal_at " + std::to_string(k) +
                             " is not the list's move " + std::to_string(k),
                         s.encode(legal_[k])};
      }
      for (const Action& a : legal_) {
        const std::string code = s.encode(a);
        auto back = s.decode(code);
        if (!back || !(*back == a))
          return Failure{"action-code", "code does not decode to the same action", code};
        State& copy = scratch(s);
        if (auto e = copy.apply(seat, a, nullptr))
          return Failure{"legal-refused", "seat " + std::to_string(seat) + ": " + e->message, code};
        ++t_.legal_applied;
      }
    }
    return probe_illegal();
  }

  // An action that is not on a seat's list, one a player could send as a
  // code: a legal one with an argument nudged, or a random kind with small
  // arguments (one probe in eight also sets an argument its kind does not
  // carry, which State::apply refuses before the game sees it). It must be
  // refused, leaving the state byte for byte as it was; a game may accept
  // some off the list (an amount the list does not spell out), and then the
  // result must be sound.
  std::optional<Failure> probe_illegal() {
    const State& s = st();
    const auto& kinds = s.action_kinds();
    if (kinds.empty()) return std::nullopt;
    const int seat = static_cast<int>(probe_rng_.below(static_cast<uint32_t>(s.num_players())));
    legal_.clear();
    s.legal_actions(seat, legal_);
    Action a;
    int32_t* arg[3] = {&a.a, &a.b, &a.c};
    if (!legal_.empty() && probe_rng_.below(2) == 0) {
      a = s.legal_at(seat, static_cast<int>(probe_rng_.below(static_cast<uint32_t>(legal_.size()))));
      if (const int n = kinds[a.kind].args; n > 0)
        *arg[probe_rng_.below(static_cast<uint32_t>(n))] += static_cast<int32_t>(probe_rng_.below(7)) - 3;
      else
        a.kind = static_cast<int32_t>(probe_rng_.below(static_cast<uint32_t>(kinds.size())));
    } else {
      a.kind = static_cast<int32_t>(probe_rng_.below(static_cast<uint32_t>(kinds.size())));
      const int32_t span[3] = {70, 12, 6};
      for (int i = 0; i < kinds[a.kind].args; ++i)
        *arg[i] = static_cast<int32_t>(probe_rng_.below(static_cast<uint32_t>(span[i]))) - 2;
    }
    if (probe_rng_.below(8) == 0 && kinds[a.kind].args < 3)
      *arg[2] = 1 + static_cast<int32_t>(probe_rng_.below(3));
    for (const Action& l : legal_)
      if (l == a) return std::nullopt;
    State& copy = scratch(s);
    state_bytes(s, before_);
    if (copy.apply(seat, a, nullptr)) {
      state_bytes(copy, after_);
      if (after_ != before_)
        return Failure{"refused-changed",
                       "seat " + std::to_string(seat) + ": a refused action changed the state",
                       describe_action(a)};
      ++t_.illegal_refused;
      return std::nullopt;
    }
    ++t_.off_list_accepted;
    if (auto bad = copy.check_invariants(); !bad.empty())
      return Failure{"off-list-unsound", "seat " + std::to_string(seat) + ": " + bad, describe_action(a)};
    return std::nullopt;
  }

  std::string describe_action(const Action& a) const {
    return "kind " + std::to_string(a.kind) + " (" + st().encode(a) + ")";
  }

  // One action chosen by the seat's bot (a bystander's interjection first, as
  // in every game loop), applied through the match, then the game's own
  // invariants and, now and then, the log's sentences.
  std::optional<Failure> step() {
    const State& s = st();
    int seat = -1;
    std::optional<Action> a;
    if (uint32_t by = s.bystanders())
      for (int i = 0; i < s.num_players() && !a; ++i)
        if ((by >> i & 1) && (a = bots_[i]->interject(s, i, bot_rng_))) seat = i;
    if (!a) {
      seat = s.current_actor();
      a = bots_[seat]->choose(s, seat, bot_rng_);
    }
    const int turn_before = s.turn_number();
    const std::string label = s.label(*a);
    events_.clear();
    if (auto e = m_->apply(seat, *a, &events_))
      return Failure{"bot-refused", "seat " + std::to_string(seat) + ": " + e->message, st().encode(*a)};
    ++t_.actions;
    last_seat_ = seat;
    if (auto bad = st().check_invariants(); !bad.empty())
      return Failure{"invariant", bad, st().encode(*a), true};
    if (st().turn_number() < turn_before)
      return Failure{"turn-order", "the turn number went back", st().encode(*a), true};
    // The log shows each event's sentence, or the action's label when no
    // event has one (the steps of a payment another event tells have none):
    // every action leaves a line.
    bool said = false;
    for (const Event& e : events_) said = !st().describe(e).empty() || said;
    if (!said && label.empty())
      return Failure{"log-line", "an action left no line in the log", st().encode(*a), true};
    return std::nullopt;
  }

  std::optional<Failure> check_outcome() const {
    if (st().actors() != 0) return Failure{"actors", "the game is over but a seat is still asked to act", ""};
    const Outcome o = st().outcome();
    for (int w : o.winners)
      if (w < 0 || w >= st().num_players()) return Failure{"outcome", "winner seat " + std::to_string(w), ""};
    if (o.reason.empty()) return Failure{"outcome", "a finished game gives no reason", ""};
    return std::nullopt;
  }

  // The state alone through both archives: what a checkpoint and the binary
  // save hold must come back byte for byte.
  std::optional<Failure> state_round_trip() {
    const State& s = st();
    const std::string bytes = state_bytes(s);
    ScopedSerialContext ctx({&s.info(), kSaveFormatVersion, 0});
    try {
      std::ostringstream os;
      {
        cereal::JSONOutputArchive ar(os, cereal::JSONOutputArchive::Options::NoIndent());
        s.save(ar);
      }
      auto back = s.info().blank();
      std::istringstream is(os.str());
      {
        cereal::JSONInputArchive ar(is);
        back->load(ar);
      }
      if (state_bytes(*back) != bytes) return Failure{"state-json", "the state changed through JSON", ""};
      auto bin = s.info().blank();
      std::istringstream bs(state_binary(s));
      {
        cereal::PortableBinaryInputArchive ar(bs);
        bin->load(ar);
      }
      if (state_bytes(*bin) != bytes) return Failure{"state-binary", "the state changed through binary", ""};
    } catch (const std::exception& e) {
      return Failure{"state-round-trip", e.what(), ""};
    }
    ++t_.state_round_trips;
    return std::nullopt;
  }

  // The whole game through the document and the browser's binary save, then
  // play goes on from the loaded copy: a save must be a game, not a picture.
  std::optional<Failure> save_round_trip() {
    const std::string bytes = state_bytes(st());
    Error e;
    auto doc = Match::from_json(m_->to_json(), &e);
    if (!doc) return Failure{"document-load", e.message, ""};
    if (state_bytes(doc->state()) != bytes || doc->size() != m_->size())
      return Failure{"document-round-trip", "the loaded document is another game", ""};
    auto bin = Match::from_binary(m_->to_binary(), &e);
    if (!bin) return Failure{"binary-load", e.message, ""};
    if (state_bytes(bin->state()) != bytes || bin->size() != m_->size())
      return Failure{"binary-round-trip", "the loaded binary save is another game", ""};
    m_ = std::move(bin);
    ++t_.save_round_trips;
    return std::nullopt;
  }

  // Undo as far as the last mover may, then redo the same moves: the game
  // must come back exactly (chance is in the state, so it rolls the same).
  std::optional<Failure> undo_redo() {
    if (last_seat_ < 0) return std::nullopt;
    const size_t floor = m_->undo_floor(last_seat_);
    if (floor >= m_->size()) return std::nullopt;
    const std::string before = state_bytes(st());
    const std::vector<LoggedAction> tail(m_->log().begin() + static_cast<long>(floor), m_->log().end());
    if (auto e = m_->undo_to(floor)) return Failure{"undo", e->message, ""};
    for (const LoggedAction& l : tail)
      if (auto e = m_->apply(l.seat, l.action, nullptr, l.dice))
        return Failure{"redo", e->message, st().encode(l.action)};
    if (state_bytes(st()) != before)
      return Failure{"undo-redo", "redoing the undone moves gave another position", ""};
    ++t_.undos;
    return std::nullopt;
  }

  const SoakOptions& opt_;
  SoakTotals& t_;
  std::unique_ptr<Match> m_;
  std::vector<std::unique_ptr<Bot>> bots_;
  std::string bot_level_;
  Rng bot_rng_, probe_rng_;
  std::vector<Action> legal_;
  // A copy of the position to try a move on, made again for each move
  // (State::assign_from reuses its buffers: a clone each was a tenth of the
  // soak's time in allocation), and the images of the refused-move check.
  std::unique_ptr<State> scratch_;
  std::string before_, after_;
  State& scratch(const State& s) {
    if (!scratch_ || !scratch_->assign_from(s)) scratch_ = s.clone();
    return *scratch_;
  }
  EventSink events_;
  int last_seat_ = -1;
};

std::string failure_json(const SoakOptions& opt, uint64_t seed, const std::string& bots, const Failure& f,
                         long actions, const std::string& bundle) {
  JsonWriter w;
  w.begin_object()
      .field("seed", static_cast<long long>(seed))
      .field("bots", bots)
      .field("check", f.check)
      .field("detail", f.detail)
      .field("action", f.action)
      .field("after_actions", actions)
      .field("bundle", bundle);
  std::string again = "shamble soak " + opt.request.game + " --games 1 --seed " + std::to_string(seed);
  if (!opt.request.preset.empty()) again += " --preset " + opt.request.preset;
  for (auto& o : opt.request.overrides) again += " --set " + o;
  if (opt.request.players) again += " --players " + std::to_string(opt.request.players);
  w.field("reproduce", again).end_object();
  return w.str();
}

// The bundle: the failure (with the command that reruns the soak game) in
// NAME.json, and beside it NAME.document.json, the game as it stood, which the
// driver and the app load as it is. A failure the last move caused is bundled
// as the position before that move plus the move ("then", with the `shamble
// apply` command that replays the failing step): a document whose state
// breaks an invariant would not load.
std::string write_bundle(const SoakOptions& opt, uint64_t seed, const std::string& failure, const Match& m,
                         const Failure& f) {
  if (opt.bundle_dir.empty()) return "";
  std::error_code ec;
  std::filesystem::create_directories(opt.bundle_dir, ec);
  const std::string stem = opt.bundle_dir + "/" + opt.request.game + "-" +
                           (opt.request.preset.empty() ? "default" : opt.request.preset) + "-seed" +
                           std::to_string(seed);
  const std::string path = stem + ".json", doc_path = stem + ".document.json";
  std::unique_ptr<Match> before = f.after_move && m.size() > 0 ? m.fork(m.size() - 1) : nullptr;
  std::ofstream doc(doc_path);
  doc << (before ? before->to_json() : m.to_json()) << "\n";
  JsonWriter w;
  w.begin_object().key("failure").raw(failure).field("document", doc_path);
  if (before) {
    const int seat = m.log().back().seat;
    w.key("then").begin_object().field("seat", seat).field("action", f.action);
    w.field("command", "shamble apply " + doc_path + " " + f.action + " --seat " + std::to_string(seat));
    w.end_object();
  }
  w.end_object();
  std::ofstream out(path);
  out << w.str() << "\n";
  return out && doc ? path : "";
}

}  // namespace

bool run_soak(const SoakOptions& opt, SoakTotals* t, Error* err) {
  const auto t0 = std::chrono::steady_clock::now();
  long bundles = 0;
  for (long g = 0; g < opt.games; ++g) {
    NewGameRequest req = opt.request;
    req.seed = opt.request.seed + static_cast<uint64_t>(g);
    req.seats.assign(static_cast<size_t>(std::max(0, req.players)), "bot:random");
    auto m = make_match(req, err);
    if (!m) return false;
    GameSoak game(opt, *t, std::move(m), req.seed);
    std::optional<Failure> f;
    try {
      f = game.run();
    } catch (const std::exception& e) {
      f = Failure{"exception", e.what(), ""};
    }
    ++t->games;
    if (!f) continue;
    ++t->failures;
    std::string bundle;
    if (bundles < opt.max_bundles) {
      ++bundles;
      std::string pre =
          failure_json(opt, req.seed, game.bot_level(), *f, static_cast<long>(game.match().size()), "");
      bundle = write_bundle(opt, req.seed, pre, game.match(), *f);
    }
    if (t->first_failure_json.empty())
      t->first_failure_json =
          failure_json(opt, req.seed, game.bot_level(), *f, static_cast<long>(game.match().size()), bundle);
  }
  t->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return true;
}

void write_soak(const SoakOptions& opt, const SoakTotals& t, JsonWriter& w) {
  w.begin_object()
      .field("game", opt.request.game)
      .field("preset", opt.request.preset)
      .field("seed", static_cast<long long>(opt.request.seed))
      .field("games", t.games)
      .field("actions", t.actions)
      .field("failures", t.failures);
  w.key("first_failure");
  if (t.first_failure_json.empty())
    w.null();
  else
    w.raw(t.first_failure_json);
  w.field("turn_limit", t.turn_limit)
      .field("seconds", t.seconds)
      .field("games_per_second", t.seconds > 0 ? t.games / t.seconds : 0.0);
  w.key("checks")
      .begin_object()
      .field("legal_applied", t.legal_applied)
      .field("illegal_refused", t.illegal_refused)
      .field("off_list_accepted", t.off_list_accepted)
      .field("state_round_trips", t.state_round_trips)
      .field("save_round_trips", t.save_round_trips)
      .field("undo_redo", t.undos)
      .end_object();
  w.end_object();
}

}  // namespace shamble
