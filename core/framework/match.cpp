#include "framework/match.h"

#include <cereal/archives/json.hpp>
#include <cereal/archives/portable_binary.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <sstream>

#include "framework/registry.h"

namespace shamble {

namespace {
constexpr char kMagic[4] = {'S', 'H', 'M', 'B'};

// Lets cereal write a polymorphic State as a nested object.
struct StateRef {
  State* s;
  template <class A>
  void save(A& ar) const { s->save(ar); }
  template <class A>
  void load(A& ar) { s->load(ar); }
};

std::string state_bytes(const State& s) {
  std::ostringstream os;
  {
    cereal::PortableBinaryOutputArchive ar(os);
    s.save(ar);
  }
  return os.str();
}
}  // namespace

Match::Match(std::unique_ptr<State> initial, std::vector<Seat> seats)
    : initial_(std::move(initial)), current_(initial_->clone()), seats_(std::move(seats)) {
  seats_.resize(initial_->num_players());
  for (int i = 0; i < initial_->num_players(); ++i)
    if (seats_[i].name.empty()) seats_[i].name = initial_->player_name(i);
}

Match::Match(const Match& o)
    : initial_(o.initial_->clone()), current_(o.current_->clone()), seats_(o.seats_), log_(o.log_) {
  for (auto& [n, s] : o.checkpoints_) checkpoints_[n] = s->clone();
}

Status Match::apply(int seat, const Action& action, EventSink* events, const std::vector<int>& dice) {
  if (dice.empty()) {
    uint64_t before = current_->rng().draws();
    if (auto e = current_->apply(seat, action, events)) return e;
    log_.push_back({seat, action, {}, current_->rng().draws() != before});
  } else {
    // Forced dice must not linger when the action is refused.
    auto trial = current_->clone();
    trial->rng().force(dice);
    if (auto e = trial->apply(seat, action, events)) return e;
    current_ = std::move(trial);
    log_.push_back({seat, action, dice, true});
  }
  if (log_.size() % kCheckpoint == 0) checkpoints_[log_.size()] = current_->clone();
  return {};
}

std::unique_ptr<State> Match::replay_to(size_t n, Error* err) const {
  std::unique_ptr<State> s;
  size_t from = 0;
  auto it = checkpoints_.upper_bound(n);
  if (it != checkpoints_.begin()) {
    --it;
    from = it->first;
    s = it->second->clone();
  } else {
    s = initial_->clone();
  }
  for (size_t i = from; i < n; ++i) {
    const auto& la = log_[i];
    if (!la.dice.empty()) s->rng().force(la.dice);
    if (auto e = s->apply(la.seat, la.action, nullptr)) {
      if (err) *err = Error{"replay", "action " + std::to_string(i + 1) + " (" + s->encode(la.action) +
                                          ") is refused on replay: " + e->message};
      return nullptr;
    }
  }
  return s;
}

Status Match::undo_to(size_t n) {
  if (n > log_.size()) return fail("undo", "cannot undo forward");
  Error err;
  auto s = replay_to(n, &err);
  if (!s) return err;
  current_ = std::move(s);
  log_.resize(n);
  checkpoints_.erase(checkpoints_.upper_bound(n), checkpoints_.end());
  return {};
}

size_t Match::undo_floor(int seat) const {
  size_t n = log_.size();
  while (n > 0 && log_[n - 1].seat == seat && !log_[n - 1].revealed) --n;
  return n;
}

std::unique_ptr<Match> Match::fork(size_t n) const {
  auto m = std::make_unique<Match>(*this);
  if (m->undo_to(std::min(n, log_.size()))) return nullptr;
  return m;
}

Status Match::verify_replay() const {
  Error err;
  auto s = replay_to(0, &err);  // from the very start, ignoring checkpoints
  if (!s) return err;
  for (size_t i = 0; i < log_.size(); ++i) {
    const auto& la = log_[i];
    if (!la.dice.empty()) s->rng().force(la.dice);
    if (auto e = s->apply(la.seat, la.action, nullptr))
      return fail("replay", "action " + std::to_string(i + 1) + " (" + s->encode(la.action) +
                                ") is refused on replay: " + e->message);
  }
  if (state_bytes(*s) != state_bytes(*current_))
    return fail("replay", "replaying the log does not reproduce the saved state");
  return {};
}

// ---- JSON -----------------------------------------------------------------

std::string Match::to_json() const {
  std::ostringstream os;
  {
    cereal::JSONOutputArchive ar(os);
    ar(cereal::make_nvp("format", std::string("shamble")));
    ar(cereal::make_nvp("format_version", kSaveFormatVersion));
    ar(cereal::make_nvp("game", info().id));
    ar(cereal::make_nvp("rules_version", info().rules_version));
    ar.setNextName("seats");
    ar.startNode();
    ar.makeArray();
    for (auto& s : seats_) {
      ar.startNode();
      ar(cereal::make_nvp("kind", s.kind), cereal::make_nvp("name", s.name));
      ar.finishNode();
    }
    ar.finishNode();
    ar(cereal::make_nvp("initial", StateRef{initial_.get()}));
    ar.setNextName("log");
    ar.startNode();
    ar.makeArray();
    for (auto& la : log_) {
      ar.startNode();
      ar(cereal::make_nvp("seat", la.seat), cereal::make_nvp("action", current_->encode(la.action)),
         cereal::make_nvp("dice", la.dice), cereal::make_nvp("revealed", la.revealed));
      ar.finishNode();
    }
    ar.finishNode();
    ar(cereal::make_nvp("state", StateRef{current_.get()}));
  }
  return os.str();
}

namespace {
const GameInfo* check_header(const std::string& format, int version, const std::string& game,
                             int rules_version, Error* err) {
  if (format != "shamble") {
    *err = {"save", "this is not a Shamble save"};
    return nullptr;
  }
  if (version != kSaveFormatVersion) {
    *err = {"save", "save format version " + std::to_string(version) + " is not supported (this build reads version " +
                        std::to_string(kSaveFormatVersion) + ")"};
    return nullptr;
  }
  const GameInfo* g = find_game(game);
  if (!g) {
    *err = {"save", "the save is for an unknown game '" + game + "'"};
    return nullptr;
  }
  if (rules_version != g->rules_version) {
    *err = {"save", "the save was made with rules version " + std::to_string(rules_version) + " of " + g->name +
                        "; this build plays version " + std::to_string(g->rules_version)};
    return nullptr;
  }
  return g;
}

std::unique_ptr<Match> finish_load(std::unique_ptr<State> initial, std::unique_ptr<State> current,
                                   std::vector<Seat> seats, std::vector<LoggedAction> log, Error* err) {
  if (auto bad = initial->check_invariants(); !bad.empty()) {
    *err = {"save", "the save's starting position is damaged: " + bad};
    return nullptr;
  }
  if (static_cast<int>(seats.size()) != initial->num_players()) {
    *err = {"save", "the save lists " + std::to_string(seats.size()) + " seats for " +
                        std::to_string(initial->num_players()) + " players"};
    return nullptr;
  }
  auto m = std::make_unique<Match>(std::move(initial), std::move(seats));
  for (size_t i = 0; i < log.size(); ++i) {
    if (auto e = m->apply(log[i].seat, log[i].action, nullptr, log[i].dice)) {
      *err = {"save", "the save's move " + std::to_string(i + 1) + " is refused: " + e->message};
      return nullptr;
    }
  }
  // The replayed state is the truth; the stored one must agree with it, or the
  // save was tampered with or written by a build with different rules.
  if (state_bytes(m->state()) != state_bytes(*current)) {
    *err = {"save", "the save's position does not match its move list"};
    return nullptr;
  }
  return m;
}
}  // namespace

std::unique_ptr<Match> Match::from_json(const std::string& text, Error* err) {
  Error local;
  if (!err) err = &local;
  try {
    std::istringstream is(text);
    cereal::JSONInputArchive ar(is);
    std::string format, game;
    int version = 0, rules_version = 0;
    ar(cereal::make_nvp("format", format));
    if (format != "shamble") {
      *err = {"save", "this is not a Shamble save"};
      return nullptr;
    }
    ar(cereal::make_nvp("format_version", version));
    ar(cereal::make_nvp("game", game));
    ar(cereal::make_nvp("rules_version", rules_version));
    const GameInfo* g = check_header(format, version, game, rules_version, err);
    if (!g) return nullptr;
    std::vector<Seat> seats;
    ar.setNextName("seats");
    ar.startNode();
    cereal::size_type n = 0;
    ar.loadSize(n);
    for (cereal::size_type i = 0; i < n; ++i) {
      Seat s;
      ar.startNode();
      ar(cereal::make_nvp("kind", s.kind), cereal::make_nvp("name", s.name));
      ar.finishNode();
      seats.push_back(s);
    }
    ar.finishNode();
    auto initial = g->blank();
    StateRef iref{initial.get()};
    ar(cereal::make_nvp("initial", iref));
    std::vector<LoggedAction> log;
    ar.setNextName("log");
    ar.startNode();
    ar.loadSize(n);
    for (cereal::size_type i = 0; i < n; ++i) {
      LoggedAction la;
      std::string text;
      ar.startNode();
      ar(cereal::make_nvp("seat", la.seat), cereal::make_nvp("action", text), cereal::make_nvp("dice", la.dice),
         cereal::make_nvp("revealed", la.revealed));
      ar.finishNode();
      auto a = initial->decode(text);
      if (!a) {
        *err = {"save", "move " + std::to_string(i + 1) + " ('" + text + "') is not an action of " + g->name};
        return nullptr;
      }
      la.action = *a;
      log.push_back(la);
    }
    ar.finishNode();
    auto current = g->blank();
    StateRef cref{current.get()};
    ar(cereal::make_nvp("state", cref));
    return finish_load(std::move(initial), std::move(current), std::move(seats), std::move(log), err);
  } catch (const std::exception& e) {
    *err = {"save", std::string("the save is damaged or not a Shamble game: ") + e.what()};
    return nullptr;
  }
}

// ---- binary ---------------------------------------------------------------

namespace {
// FNV-1a: a damaged save is caught before cereal tries to read it (a corrupt
// length field would otherwise ask for gigabytes).
uint64_t fnv1a(const std::string& s, size_t from) {
  uint64_t h = 1469598103934665603ULL;
  for (size_t i = from; i < s.size(); ++i) h = (h ^ static_cast<unsigned char>(s[i])) * 1099511628211ULL;
  return h;
}
void put_u64(std::string& s, size_t at, uint64_t v) {
  for (int i = 0; i < 8; ++i) s[at + i] = static_cast<char>((v >> (8 * i)) & 0xff);
}
uint64_t get_u64(const std::string& s, size_t at) {
  uint64_t v = 0;
  for (int i = 0; i < 8; ++i) v |= static_cast<uint64_t>(static_cast<unsigned char>(s[at + i])) << (8 * i);
  return v;
}
// Layout: "SHMB", payload length (8 bytes LE), FNV-1a of the payload (8 bytes LE), payload.
constexpr size_t kHeader = 20;
}  // namespace

std::string Match::to_binary() const {
  std::ostringstream os;
  os.write(kMagic, 4);
  os.write("\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0", 16);
  {
    cereal::PortableBinaryOutputArchive ar(os);
    ar(std::string("shamble"), kSaveFormatVersion, info().id, info().rules_version);
    ar(static_cast<uint32_t>(seats_.size()));
    for (auto& s : seats_) ar(s.kind, s.name);
    initial_->save(ar);
    ar(static_cast<uint32_t>(log_.size()));
    for (auto& la : log_)
      ar(la.seat, la.action.kind, la.action.a, la.action.b, la.action.c, la.dice, la.revealed);
    current_->save(ar);
  }
  std::string out = os.str();
  put_u64(out, 4, out.size() - kHeader);
  put_u64(out, 12, fnv1a(out, kHeader));
  return out;
}

std::unique_ptr<Match> Match::from_binary(const std::string& bytes, Error* err) {
  Error local;
  if (!err) err = &local;
  if (bytes.size() < 4 || bytes.compare(0, 4, kMagic, 4) != 0) {
    *err = {"save", "this is not a Shamble save (bad header)"};
    return nullptr;
  }
  if (bytes.size() < kHeader || get_u64(bytes, 4) != bytes.size() - kHeader) {
    *err = {"save", "the save is damaged: it is incomplete or has extra bytes"};
    return nullptr;
  }
  if (get_u64(bytes, 12) != fnv1a(bytes, kHeader)) {
    *err = {"save", "the save is damaged: its checksum does not match"};
    return nullptr;
  }
  try {
    std::istringstream is(bytes.substr(kHeader));
    cereal::PortableBinaryInputArchive ar(is);
    std::string format, game;
    int version = 0, rules_version = 0;
    ar(format, version, game, rules_version);
    const GameInfo* g = check_header(format, version, game, rules_version, err);
    if (!g) return nullptr;
    uint32_t n = 0;
    ar(n);
    if (n > 64) throw std::runtime_error("implausible seat count");
    std::vector<Seat> seats(n);
    for (auto& s : seats) ar(s.kind, s.name);
    auto initial = g->blank();
    initial->load(ar);
    ar(n);
    if (n > 10'000'000) throw std::runtime_error("implausible move count");
    std::vector<LoggedAction> log(n);
    for (auto& la : log) ar(la.seat, la.action.kind, la.action.a, la.action.b, la.action.c, la.dice, la.revealed);
    auto current = g->blank();
    current->load(ar);
    return finish_load(std::move(initial), std::move(current), std::move(seats), std::move(log), err);
  } catch (const std::exception& e) {
    *err = {"save", std::string("the save is damaged: ") + e.what()};
    return nullptr;
  }
}

std::unique_ptr<Match> Match::load(const std::string& data, Error* err) {
  if (data.size() >= 4 && data.compare(0, 4, kMagic, 4) == 0) return from_binary(data, err);
  return from_json(data, err);
}

std::unique_ptr<Match> new_match(const GameInfo& game, const NewGameParams& params, std::vector<Seat> seats) {
  return std::make_unique<Match>(game.create(params), std::move(seats));
}

}  // namespace shamble
