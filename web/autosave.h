// The autosave's decisions on the C++ side (docs/WEB.md, "Saving").
//
// Owns "when to save": only this side sees every move, who is to act (a human
// waiting: now; instant bots: at most once a second), and failures (hold
// until the next move or a forced flush). saves.js owns "coalesce writes":
// only it sees which IndexedDB write is in flight, so it merges snapshots that
// arrive meanwhile into one waiting write of the newest.
//
// Owns the journal's contents: after every change of the match, the moves not
// yet in a committed IndexedDB record (as action codes, from the last point
// the current match shares with that record), so that saves.js can record
// them synchronously (localStorage) and a tab closed right after a move loses
// nothing. A save costs one crossing out (record + journal, save_record in
// saves.cpp) and one back when IndexedDB commits (web_committed, which returns
// the journal trimmed to what the committed record lacks).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "framework/match.h"

namespace shamble {
class JsonWriter;
}

namespace shamble::web {

// A record's description of its match: game, title, players, rules, turn,
// actions, terminal, summary (session_saves.cpp).
void write_match_meta(JsonWriter& w, const Match& m);

class Autosave {
 public:
  // A new match in this page. `saved`: it is exactly a stored record (a
  // load), so nothing is unsaved and the journal starts empty.
  void reset(const Match& m, bool saved);
  // The match changed (a move or an undo).
  void changed(const Match& m);
  // The match goes on under a slot that has no record of it yet (Keep mine as
  // a copy; a named copy loaded). `write_now`: write it at once.
  void rebase_to_new_slot(bool write_now);
  // Whether to write a record now; `waiting_on_human`: nobody but a human can
  // move, so no burst of bot moves is coming. Marks the match saved when true.
  bool due(const Match& m, bool waiting_on_human, double now_s, bool force);
  // Whether the journal changed since it was last handed out.
  bool journal_dirty() const { return journal_dirty_; }
  // A record of `m` as it is now is being written: its sequence number,
  // which saves.js hands back to committed().
  int begin_write(const Match& m);
  // IndexedDB committed the record of write `seq`: the journal now counts
  // from it. Unknown or older sequence numbers change nothing.
  void committed(int seq);
  // A write failed or was refused: unsaved again, and no periodic write
  // until the next move or a forced flush.
  void failed();

  // The journal as saves.js stores it (it adds the record revision it counts
  // from, its tab and the time): {v, game, keep, keep_hash, actions, hash,
  // moves:[[seat, code, dice?]...], start?, kind?, query?}. While no record exists,
  // `start` (how the game began, a scenario) and the record's kind and query
  // are included, so the game and its record can be rebuilt from them.
  // Empty when every move is in the committed record.
  std::string journal(const Match& m, const std::string& start, const std::string& kind,
                      const std::string& query);
  // The hash of the current match's moves (kept as it plays), as hex.
  std::string hash() const;
  // FNV-1a over the first n moves of `m` (seat and action), as hex: what a
  // record's `hash` field holds and what the journal checks a record against.
  static std::string moves_hash(const Match& m, size_t n);
  // Replays a journal (saves.js's JSON) onto the match of a stored record
  // (`record`; empty: rebuild the game from the journal's start): back to the
  // moves both share, checked by their hash, then every journaled move through
  // Match::apply. Null with *err saying why when anything does not match.
  static std::unique_ptr<Match> replay_journal(const std::string& record, const std::string& journal,
                                               Error* err);

 private:
  void sync_prefix(const Match& m);
  std::vector<uint64_t> prefix_{kSeed};  // prefix_[i]: the hash of the first i moves
  size_t keep_ = 0;                      // moves the current match shares with the committed record
  bool based_ = false;                   // a committed record of this match exists in its slot
  std::map<int, size_t> pending_;        // write sequence -> moves shared with its snapshot
  int seq_ = 0;
  bool dirty_ = false;
  bool hold_ = false;
  bool journal_dirty_ = false;
  double last_save_ = 0;
  static constexpr uint64_t kSeed = 1469598103934665603ULL;
};

}  // namespace shamble::web
