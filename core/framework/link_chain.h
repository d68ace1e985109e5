// Play by link: the commit-reveal chain (docs/PLAY_BY_LINK.md).
//
// A LinkGame is a link record being checked and played: every entry is
// validated as it is added (commitments, reveals, whose turn it is, the move
// through Match), so a record that loads is a record that was played fairly
// as far as the chain can tell. receive_link merges a link into a device's
// saved record, or refuses it with one sentence and leaves the record as it was.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "framework/link_record.h"
#include "framework/match.h"

namespace shamble {

class LinkGame {
 public:
  // A game with no entries yet. Decks are drawn at random at the draw
  // (option draw_at_random, for every game that has it), whatever the header
  // says: a link game keeps no order anyone could read.
  static std::unique_ptr<LinkGame> start(const LinkHeader& header, Error* err);
  // Replays a whole record through add(); null with *err at the first refusal.
  static std::unique_ptr<LinkGame> replay(const LinkRecord& record, Error* err);
  LinkGame(const LinkGame& o);

  // Validates and appends one entry; on a refusal nothing changes.
  Status add(const LinkEntry& e);

  // Whether `seat` must reveal its secret (and commit the next) with its
  // next move: it starts a turn of its own ("run") now.
  bool move_needs_reveal(int seat) const;
  // Whether `seat` has committed to a secret that add() would accept the
  // reveal of now (another human has added to the chain since).
  bool can_reveal(int seat) const;
  bool joined(int seat) const { return seat >= 0 && seat < seats() && chains_[seat].committed; }
  bool everyone_joined() const;
  bool human(int seat) const { return seat >= 0 && seat < seats() && chains_[seat].human; }
  int seats() const { return static_cast<int>(chains_.size()); }
  int sender() const { return sender_; }  // whose run the chain is in (-1: none yet)

  const LinkRecord& record() const { return record_; }
  const Match& match() const { return *match_; }
  const std::vector<ActionKindDef>& kinds() const { return match_->state().action_kinds(); }
  // hashes()[i]: the chain hash after the first i entries (hashes()[0] names the game).
  const std::vector<Sha256Digest>& hashes() const { return hashes_; }
  // The index just after `seat`'s last entry (0: none): what that seat's
  // device has seen for sure, where a link "since" for it can start.
  size_t seen_by(int seat) const;

 private:
  LinkGame() = default;
  struct SeatChain {
    bool human = false;
    bool committed = false;  // holds a commitment not yet revealed
    LinkCommit commit{};
    bool fresh = false;  // another human added to the chain since `commit`
  };
  LinkRecord record_;
  std::unique_ptr<Match> match_;
  std::vector<Sha256Digest> hashes_;
  std::vector<SeatChain> chains_;
  int sender_ = -1;  // the human whose turn ("run") the chain is in; bots move within one
  bool pending_seed_ = false;
  uint64_t seed_ = 0;  // reseeds the Rng at the run's next move
};

// The Rng seed a run starts with: SHA-256("shamble-link-rng" || the chain hash
// before the revealing entry || the secret revealed), first 8 bytes.
uint64_t link_run_seed(const Sha256Digest& before, const LinkSecret& revealed);

// The action kinds of the game a header names (empty: no such game here).
std::vector<ActionKindDef> link_kinds_of(const LinkHeader& h);

// Opens link `text` against the device's saved record (`saved` null: none),
// for the device that plays `my_seat` (-1: a spectator). On success *out is
// the record to save now (the saved one itself when the link brings nothing
// new). Refused, with one sentence naming what is wrong: a damaged link, a
// tampered reveal, a broken chain, a fork (the link's history differs from
// the saved one at move k), a rewind (the link is older than the saved game),
// another game, moves in my_seat's name this device did not make, or an
// illegal move. *out is then untouched, as the caller's saved record must be.
Status receive_link(const std::string& text, const LinkRecord* saved, int my_seat, LinkRecord* out);

}  // namespace shamble
