// Owns "when to save" and the journal's contents (see autosave.h). The
// record's bytes come from Match::to_binary; saves.js owns coalescing the
// writes, IndexedDB and localStorage.
#include "autosave.h"

#include <algorithm>
#include <cstdio>
#include <optional>

#include "framework/json_depth.h"
#include "framework/json_reader.h"  // cereal first, then rapidjson (see json_reader.h)
#include "framework/json_writer.h"
#include "framework/setup.h"

namespace shamble::web {

namespace {
uint64_t step(uint64_t h, const LoggedAction& la) {
  const int32_t v[5] = {la.seat, la.action.kind, la.action.a, la.action.b, la.action.c};
  for (int32_t x : v)
    for (int i = 0; i < 4; ++i) h = (h ^ ((static_cast<uint32_t>(x) >> (8 * i)) & 0xff)) * 1099511628211ULL;
  return h;
}
std::optional<uint64_t> seed_of_hex(const std::string& t) {
  if (t.size() != 16 || t.find_first_not_of("0123456789abcdef") != std::string::npos) return std::nullopt;
  return std::stoull(t, nullptr, 16);
}
std::string hex(uint64_t h) {
  char buf[17];
  snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}
}  // namespace

std::string Autosave::moves_hash(const Match& m, size_t n) {
  uint64_t h = kSeed;
  for (size_t i = 0; i < n && i < m.size(); ++i) h = step(h, m.log()[i]);
  return hex(h);
}

std::string Autosave::hash() const { return hex(prefix_.back()); }

void Autosave::sync_prefix(const Match& m) {
  // Moves and undos come one at a time, but a rebuild is always right.
  if (prefix_.size() > m.size() + 1) prefix_.resize(m.size() + 1);
  while (prefix_.size() < m.size() + 1) prefix_.push_back(step(prefix_.back(), m.log()[prefix_.size() - 1]));
}

void Autosave::reset(const Match& m, bool saved) {
  prefix_.assign(1, kSeed);
  sync_prefix(m);
  pending_.clear();
  based_ = saved;
  keep_ = saved ? m.size() : 0;
  dirty_ = !saved;
  hold_ = false;
  journal_dirty_ = true;  // an empty journal clears what this tab journaled for the slot
}

void Autosave::changed(const Match& m) {
  // An undo may take back moves the record (or a snapshot on its way) holds;
  // the journal then counts from the last move both share.
  if (prefix_.size() > m.size() + 1) {
    keep_ = std::min(keep_, m.size());
    for (auto& p : pending_) p.second = std::min(p.second, m.size());
  }
  sync_prefix(m);
  dirty_ = true;
  hold_ = false;
  journal_dirty_ = true;
}

void Autosave::rebase_to_new_slot(bool write_now) {
  based_ = false;
  keep_ = 0;
  pending_.clear();
  dirty_ = write_now;
  journal_dirty_ = true;
}

bool Autosave::due(const Match& m, bool waiting_on_human, double now_s, bool force) {
  if (!dirty_) return false;
  // A game is saved from its first move: opening a game and leaving it at
  // once leaves nothing behind.
  if (m.size() == 0) return false;
  // Instant bot games would otherwise write to IndexedDB every frame.
  if (!force && (hold_ || (!waiting_on_human && now_s - last_save_ < 1.0))) return false;
  dirty_ = false;
  last_save_ = now_s;
  return true;
}

int Autosave::begin_write(const Match& m) {
  pending_[++seq_] = m.size();
  return seq_;
}

void Autosave::committed(int seq) {
  auto it = pending_.find(seq);
  if (it == pending_.end()) return;
  keep_ = it->second;
  based_ = true;
  pending_.erase(pending_.begin(), std::next(it));
  journal_dirty_ = true;
}

void Autosave::failed() {
  dirty_ = true;
  hold_ = true;
}

std::string Autosave::journal(const Match& m, const std::string& start, const std::string& kind,
                              const std::string& query) {
  journal_dirty_ = false;
  // Nothing to keep: every move is in the record, or there is none to save yet.
  if ((based_ && keep_ >= m.size()) || m.size() == 0) return {};
  JsonWriter w;
  w.begin_object().field("v", 1).field("game", m.info().id);
  w.field("keep", based_ ? keep_ : 0).field("keep_hash", hex(prefix_[based_ ? keep_ : 0]));
  w.field("actions", m.size()).field("hash", hash());
  if (!based_) w.field("start", start).field("kind", kind).field("query", query);
  w.key("moves").begin_array();
  for (size_t i = based_ ? keep_ : 0; i < m.size(); ++i) {
    const auto& la = m.log()[i];
    w.begin_array().value(la.seat).value(m.state().encode(la.action));
    if (!la.dice.empty() || la.reseeded) {  // forced by a scenario's moves: replayed forced
      w.begin_array();
      for (int d : la.dice) w.value(d);
      w.end_array();
    }
    // Play by link: the seed the chain reseeded the Rng with before this move
    // (hex: JSON numbers in JS keep 53 bits), so a reload replays it alike.
    if (la.reseeded) w.value(hex(la.seed));
    w.end_array();
  }
  w.end_array().end_object();
  return w.str();
}

std::unique_ptr<Match> Autosave::replay_journal(const std::string& record, const std::string& journal,
                                                Error* err) {
  auto bad = [&](const std::string& why) -> std::unique_ptr<Match> {
    *err = {"journal", why};
    return nullptr;
  };
  if (!json_depth_ok(journal)) return bad("the journal is damaged");
  rapidjson::Document j;
  j.Parse(journal.c_str(), journal.size());
  if (j.HasParseError() || !j.IsObject()) return bad("the journal is damaged");
  auto str = [&](const char* k) {
    return j.HasMember(k) && j[k].IsString() ? std::string(j[k].GetString()) : "";
  };
  auto count = [&](const char* k) -> int64_t {
    return j.HasMember(k) && j[k].IsUint64() ? j[k].GetUint64() : -1;
  };
  int64_t keep = count("keep"), actions = count("actions");
  if (keep < 0 || actions < keep || !j.HasMember("moves") || !j["moves"].IsArray())
    return bad("the journal is damaged");
  std::unique_ptr<Match> m;
  if (!record.empty()) {
    Error e;
    m = Match::load(record, &e);
    if (!m) return bad("its save does not load: " + e.message);
  } else {
    Error e;
    if (str("start").empty())
      return bad("no save of the game was written and the journal does not say how it began");
    m = load_scenario(str("start"), &e);
    if (!m) return bad("the game it began from cannot be rebuilt: " + e.message);
    if (m->size() > 0 && m->undo_to(0)) return bad("the game it began from cannot be rebuilt");
  }
  if (m->info().id != str("game")) return bad("its moves are of another game");
  if (static_cast<size_t>(keep) > m->size() || moves_hash(*m, keep) != str("keep_hash"))
    return bad("its save holds other moves than the ones these were played after");
  if (static_cast<size_t>(keep) < m->size())
    if (auto e = m->undo_to(keep))
      return bad("its save cannot go back to move " + std::to_string(keep) + ": " + e->message);
  const auto& moves = j["moves"];
  for (rapidjson::SizeType i = 0; i < moves.Size(); ++i) {
    const auto& mv = moves[i];
    std::string n = "move " + std::to_string(keep + i + 1);
    if (!mv.IsArray() || mv.Size() < 2 || mv.Size() > 4 || !mv[0].IsInt() || !mv[1].IsString())
      return bad(n + " is damaged");
    std::vector<int> dice;
    std::optional<uint64_t> seed;
    if (mv.Size() == 4) {
      if (!mv[3].IsString() || !(seed = seed_of_hex(mv[3].GetString()))) return bad(n + " is damaged");
    }
    if (mv.Size() >= 3) {
      if (!mv[2].IsArray() || mv[2].Size() > 64) return bad(n + " is damaged");
      for (auto& d : mv[2].GetArray())
        if (d.IsInt())
          dice.push_back(d.GetInt());
        else
          return bad(n + " is damaged");
    }
    auto a = m->state().decode(mv[1].GetString());
    if (!a) return bad(n + " ('" + mv[1].GetString() + "') is not an action of " + m->info().name);
    EventSink events;
    if (auto e = seed ? m->apply_reseeded(mv[0].GetInt(), *a, *seed, &events)
                      : m->apply(mv[0].GetInt(), *a, &events, dice))
      return bad(n + " ('" + mv[1].GetString() + "') is refused: " + e->message);
  }
  if (static_cast<int64_t>(m->size()) != actions || moves_hash(*m, m->size()) != str("hash"))
    return bad("its moves do not add up to the game it recorded");
  return m;
}

}  // namespace shamble::web
