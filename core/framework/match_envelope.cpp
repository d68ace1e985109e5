// Owns: the persisted forms of a Match — the JSON game document and the
// browser's binary save envelope ("SHMB", length, FNV-1a checksum, cereal
// portable binary), the header checks every load makes and finish_load (the
// one path from a read save to a Match: invariants, replay, "the stored
// position matches its moves"); state_binary. Reading format 1's numbering
// is format_v1.cpp's; the Match's moves, undo and replay are match.cpp's.
#include <cereal/archives/portable_binary.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <sstream>

#include "framework/cereal_json.h"
#include "framework/format_v1.h"
#include "framework/json_depth.h"
#include "framework/match.h"
#include "framework/memory_streams.h"
#include "framework/registry.h"
#include "framework/state_image.h"

namespace shamble {

namespace {
constexpr char kMagic[4] = {'S', 'H', 'M', 'B'};

// Lets cereal write a polymorphic State as a nested object.
struct StateRef {
  State* s;
  template <class A>
  void save(A& ar) const {
    s->save(ar);
  }
  template <class A>
  void load(A& ar) {
    s->load(ar);
  }
};

}  // namespace

std::string state_binary(const State& s) {
  ScopedSerialContext ctx({&s.info(), kSaveFormatVersion, 0});
  std::string out;
  StringSink sink(out);
  std::ostream os(&sink);
  {
    cereal::PortableBinaryOutputArchive ar(os);
    s.save(ar);
  }
  return out;
}

// ---- loading, both formats --------------------------------------------------

struct Match::Loaded {
  const GameInfo* game = nullptr;
  int rules_version = 0;
  std::vector<Seat> seats;
  std::unique_ptr<State> initial, current, position;  // position: after foreign history
  ForeignHistory history;
  std::vector<LoggedAction> log;
};

namespace {
const GameInfo* check_header(const std::string& format, int version, const std::string& game,
                             int rules_version, Error* err) {
  if (format != "shamble") {
    *err = {"save", "this is not a Shamble save"};
    return nullptr;
  }
  if (version < 1 || version > kSaveFormatVersion) {
    *err = {"save", "save format version " + std::to_string(version) +
                        " was written by a newer build (this build reads versions 1 to " +
                        std::to_string(kSaveFormatVersion) + "); update the game to open it"};
    return nullptr;
  }
  const GameInfo* g = find_game(game);
  if (!g) {
    *err = {"save", "the save is for an unknown game '" + game + "'"};
    return nullptr;
  }
  if (rules_version > g->rules_version || rules_version < 1) {
    *err = {"save", "the save was made with rules version " + std::to_string(rules_version) + " of " +
                        g->name + ", newer than this build's version " + std::to_string(g->rules_version) +
                        "; update the game to open it"};
    return nullptr;
  }
  return g;
}
}  // namespace

std::unique_ptr<Match> Match::finish_load(Loaded& l, Error* err, const ReplayObserver* observer) {
  if (auto bad = l.initial->check_invariants(); !bad.empty()) {
    *err = {"save", "the save's starting position is damaged: " + bad};
    return nullptr;
  }
  if (static_cast<int>(l.seats.size()) != l.initial->num_players()) {
    *err = {"save", "the save lists " + std::to_string(l.seats.size()) + " seats for " +
                        std::to_string(l.initial->num_players()) + " players"};
    return nullptr;
  }
  // Saved under older rules: this build cannot reproduce those moves, so the
  // saved position is the truth and all of the log becomes foreign history.
  if (l.rules_version < l.game->rules_version) {
    l.history = {l.rules_version, l.log.size()};
    l.position = l.current->clone();
  }
  if (l.history.actions > l.log.size()) {
    *err = {"save", "the save's history is longer than its move list"};
    return nullptr;
  }
  auto m = std::make_unique<Match>(std::move(l.initial), std::move(l.seats));
  if (l.history.actions > 0) {
    if (auto bad = l.position->check_invariants(); !bad.empty()) {
      *err = {"save", "the save's position is damaged: " + bad};
      return nullptr;
    }
    m->history_ = l.history;
    m->history_position_ = std::move(l.position);
    m->checkpoints_[l.history.actions] = m->history_position_->clone();
  }
  auto s = m->replay_base().clone();
  ReplayCheckpoint keep = [&](size_t n, const State& after) {
    if (n % kCheckpoint == 0) m->checkpoints_[n] = after.clone();
  };
  if (auto e = replay_log(*s, l.log, l.history.actions, l.log.size(), observer, &keep)) {
    *err = {"save", "the save's " + e->message};
    return nullptr;
  }
  // The replayed state is the truth; the stored one must agree with it, or the
  // save was tampered with or written by a build with different rules.
  if (state_bytes(*s) != state_bytes(*l.current)) {
    *err = {"save", "the save's position does not match its move list"};
    return nullptr;
  }
  if (auto bad = s->check_invariants(); !bad.empty()) {
    *err = {"save", "the saved position is inconsistent: " + bad};
    return nullptr;
  }
  m->current_ = std::move(s);
  m->log_ = std::move(l.log);
  return m;
}

// ---- JSON -----------------------------------------------------------------

std::string Match::to_json() const {
  ScopedSerialContext ctx({&info(), kSaveFormatVersion, 0});
  std::string out;
  out.reserve(65536 + 128 * log_.size());  // about what a move and two states take
  StringSink sink(out);
  std::ostream os(&sink);
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
    if (history_.actions > 0) {
      ar.setNextName("history");
      ar.startNode();
      ar(cereal::make_nvp("rules_version", history_.rules_version),
         cereal::make_nvp("actions", static_cast<uint64_t>(history_.actions)),
         cereal::make_nvp("position", StateRef{history_position_.get()}));
      ar.finishNode();
    }
    ar.setNextName("log");
    ar.startNode();
    ar.makeArray();
    for (auto& la : log_) {
      ar.startNode();
      ar(cereal::make_nvp("seat", la.seat), cereal::make_nvp("action", current_->encode(la.action)),
         cereal::make_nvp("dice", la.dice), cereal::make_nvp("revealed", la.revealed));
      if (la.reseeded) ar(cereal::make_nvp("seed", la.seed));  // play by link only: other saves unchanged
      ar.finishNode();
    }
    ar.finishNode();
    ar(cereal::make_nvp("state", StateRef{current_.get()}));
  }
  return out;
}

std::unique_ptr<Match> Match::from_json(const std::string& text, Error* err, const ReplayObserver* observer) {
  Error local;
  if (!err) err = &local;
  if (!json_depth_ok(text)) {
    *err = {"save", "the save is damaged or not a Shamble game: its JSON nests deeper than " +
                        std::to_string(kMaxJsonDepth) + " levels"};
    return nullptr;
  }
  try {
    MemorySource src(text.data(), text.size());
    std::istream is(&src);
    cereal::JSONInputArchive ar(is);
    std::string format, game;
    int version = 0;
    Loaded l;
    ar(cereal::make_nvp("format", format));
    if (format != "shamble") {
      *err = {"save", "this is not a Shamble save"};
      return nullptr;
    }
    ar(cereal::make_nvp("format_version", version));
    ar(cereal::make_nvp("game", game));
    ar(cereal::make_nvp("rules_version", l.rules_version));
    l.game = check_header(format, version, game, l.rules_version, err);
    if (!l.game) return nullptr;
    ScopedSerialContext ctx({l.game, version, l.rules_version});
    ar.setNextName("seats");
    ar.startNode();
    cereal::size_type n = 0;
    ar.loadSize(n);
    for (cereal::size_type i = 0; i < n; ++i) {
      Seat s;
      ar.startNode();
      ar(cereal::make_nvp("kind", s.kind), cereal::make_nvp("name", s.name));
      ar.finishNode();
      l.seats.push_back(s);
    }
    ar.finishNode();
    l.initial = l.game->blank();
    StateRef iref{l.initial.get()};
    ar(cereal::make_nvp("initial", iref));
    const char* next = ar.getNodeName();
    if (next && std::string(next) == "history") {
      uint64_t actions = 0;
      l.position = l.game->blank();
      StateRef pref{l.position.get()};
      ar.setNextName("history");
      ar.startNode();
      ar(cereal::make_nvp("rules_version", l.history.rules_version), cereal::make_nvp("actions", actions),
         cereal::make_nvp("position", pref));
      ar.finishNode();
      l.history.actions = actions;
    }
    ar.setNextName("log");
    ar.startNode();
    ar.loadSize(n);
    for (cereal::size_type i = 0; i < n; ++i) {
      LoggedAction la;
      std::string code;
      ar.startNode();
      ar(cereal::make_nvp("seat", la.seat), cereal::make_nvp("action", code),
         cereal::make_nvp("dice", la.dice), cereal::make_nvp("revealed", la.revealed));
      if (const char* next = ar.getNodeName(); next && std::string(next) == "seed") {
        ar(cereal::make_nvp("seed", la.seed));
        la.reseeded = true;
      }
      ar.finishNode();
      auto a = l.initial->decode(code);
      if (!a) {
        *err = {"save",
                "move " + std::to_string(i + 1) + " ('" + code + "') is not an action of " + l.game->name};
        return nullptr;
      }
      la.action = *a;
      l.log.push_back(la);
    }
    ar.finishNode();
    l.current = l.game->blank();
    StateRef cref{l.current.get()};
    ar(cereal::make_nvp("state", cref));
    return finish_load(l, err, observer);
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
// Payload (format 2): header, seats, the game's action kind names (actions in
// the log refer to this table, so renumbering kinds never misreads a save),
// initial state, foreign history, log, current state.
constexpr size_t kHeader = 20;
}  // namespace

std::string Match::to_binary() const {
  ScopedSerialContext ctx({&info(), kSaveFormatVersion, 0});
  std::string out;
  StringSink sink(out);
  std::ostream os(&sink);
  os.write(kMagic, 4);
  os.write("\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0", 16);
  {
    cereal::PortableBinaryOutputArchive ar(os);
    ar(std::string("shamble"), kSaveFormatVersion, info().id, info().rules_version);
    ar(static_cast<uint32_t>(seats_.size()));
    for (auto& s : seats_) ar(s.kind, s.name);
    const auto& kinds = current_->action_kinds();
    ar(static_cast<uint32_t>(kinds.size()));
    for (auto& k : kinds) ar(std::string(k.name));
    initial_->save(ar);
    ar(static_cast<uint8_t>(history_.actions > 0));
    if (history_.actions > 0) {
      ar(history_.rules_version, static_cast<uint64_t>(history_.actions));
      history_position_->save(ar);
    }
    ar(static_cast<uint32_t>(log_.size()));
    for (auto& la : log_) {
      // `revealed` was a bool: one byte, 0 or 1. Bit 1 marks a play-by-link
      // reseed, whose seed follows; other saves keep exactly their bytes.
      const uint8_t flags = static_cast<uint8_t>(la.revealed) | (la.reseeded ? 2 : 0);
      ar(la.seat, la.action.kind, la.action.a, la.action.b, la.action.c, la.dice, flags);
      if (la.reseeded) ar(la.seed);
    }
    current_->save(ar);
  }
  put_u64(out, 4, out.size() - kHeader);
  put_u64(out, 12, fnv1a(out, kHeader));
  return out;
}

std::unique_ptr<Match> Match::from_binary(const std::string& bytes, Error* err,
                                          const ReplayObserver* observer) {
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
    MemorySource src(bytes.data() + kHeader, bytes.size() - kHeader);
    std::istream is(&src);
    cereal::PortableBinaryInputArchive ar(is);
    std::string format, game;
    int version = 0;
    Loaded l;
    ar(format, version, game, l.rules_version);
    l.game = check_header(format, version, game, l.rules_version, err);
    if (!l.game) return nullptr;
    ScopedSerialContext ctx({l.game, version, l.rules_version});
    uint32_t n = 0;
    ar(n);
    if (n > 64) throw std::runtime_error("implausible seat count");
    l.seats.resize(n);
    for (auto& s : l.seats) ar(s.kind, s.name);
    l.initial = l.game->blank();
    // Kind numbers in the log -> this build's kinds: by the save's own table
    // (format 2) or by the frozen list of format 1.
    std::vector<int> kind_map;
    if (version >= 2) {
      ar(n);
      if (n > 1000) throw std::runtime_error("implausible action kind count");
      const auto& kinds = l.initial->action_kinds();
      for (uint32_t k = 0; k < n; ++k) {
        std::string name;
        ar(name);
        int found = -1;
        for (size_t j = 0; j < kinds.size(); ++j)
          if (name == kinds[j].name) found = static_cast<int>(j);
        kind_map.push_back(found);
      }
    }
    l.initial->load(ar);
    if (version >= 2) {
      uint8_t has_history = 0;
      ar(has_history);
      if (has_history) {
        uint64_t actions = 0;
        ar(l.history.rules_version, actions);
        l.history.actions = actions;
        l.position = l.game->blank();
        l.position->load(ar);
      }
    }
    ar(n);
    // Counts can lie (a fuzz find: a dice count of 2^58 asked for that much
    // memory): never size a list beyond what the bytes could hold. A move
    // takes at least 29 bytes; a move forces at most a few dice.
    if (n > 10'000'000 || n > bytes.size() / 29) throw std::runtime_error("implausible move count");
    l.log.resize(n);
    for (size_t i = 0; i < l.log.size(); ++i) {
      auto& la = l.log[i];
      ar(la.seat, la.action.kind, la.action.a, la.action.b, la.action.c);
      cereal::size_type dice = 0;
      ar(cereal::make_size_tag(dice));  // the layout cereal gives a std::vector<int>
      if (dice > 64) throw std::runtime_error("implausible dice count");
      la.dice.resize(dice);
      for (int& d : la.dice) ar(d);
      uint8_t flags = 0;
      ar(flags);
      if (flags > 3) throw std::runtime_error("bad move flags");
      la.revealed = flags & 1;
      la.reseeded = flags & 2;
      if (la.reseeded) ar(la.seed);
      int k = version >= 2 ? (la.action.kind >= 0 && la.action.kind < static_cast<int>(kind_map.size())
                                  ? kind_map[la.action.kind]
                                  : -1)
                           : format_v1::action_kind(*l.initial, la.action.kind);
      if (k < 0) {
        *err = {"save", "move " + std::to_string(i + 1) + " is of a kind of action " + l.game->name +
                            " no longer has"};
        return nullptr;
      }
      la.action.kind = k;
    }
    l.current = l.game->blank();
    l.current->load(ar);
    return finish_load(l, err, observer);
  } catch (const std::exception& e) {
    *err = {"save", std::string("the save is damaged: ") + e.what()};
    return nullptr;
  }
}

std::unique_ptr<Match> Match::load(const std::string& data, Error* err, const ReplayObserver* observer) {
  if (data.size() >= 4 && data.compare(0, 4, kMagic, 4) == 0) return from_binary(data, err, observer);
  return from_json(data, err, observer);
}

}  // namespace shamble
