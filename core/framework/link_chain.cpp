// Owns: what a link entry may do and when (LinkGame::add), the Rng seed of a
// run, and merging a received link into a saved record (receive_link).
#include "framework/link_chain.h"

#include <algorithm>
#include <cstring>

#include "framework/registry.h"
#include "framework/setup.h"

namespace shamble {

namespace {
std::string move_no(size_t index) { return "move " + std::to_string(index + 1); }
}  // namespace

uint64_t link_run_seed(const Sha256Digest& before, const LinkSecret& revealed) {
  Sha256 h;
  h.update("shamble-link-rng");
  h.update(before.data(), before.size());
  h.update(revealed.data(), revealed.size());
  const Sha256Digest d = h.finish();
  uint64_t seed = 0;
  for (int i = 0; i < 8; ++i) seed |= static_cast<uint64_t>(d[i]) << (8 * i);
  return seed;
}

std::vector<ActionKindDef> link_kinds_of(const LinkHeader& h) {
  const GameInfo* g = find_game(h.game);
  if (!g) return {};
  return g->blank()->action_kinds();
}

std::unique_ptr<LinkGame> LinkGame::start(const LinkHeader& header, Error* err) {
  const GameInfo* g = find_game(header.game);
  if (!g) {
    *err = Error{"link", "this link is for a game this build does not have ('" + header.game + "')"};
    return nullptr;
  }
  if (header.rules_version != g->rules_version) {
    *err = Error{"link", "this link was made with version " + std::to_string(header.rules_version) + " of " +
                             g->name + "'s rules and this build plays version " +
                             std::to_string(g->rules_version) + ": both players need the same version"};
    return nullptr;
  }
  NewGameRequest req;
  req.game = header.game;
  req.preset = header.preset;
  req.overrides = header.overrides;
  for (const OptionDef& o : g->options)
    if (o.name == "draw_at_random") req.overrides.push_back("draw_at_random=true");
  req.seats = header.seats;
  req.names = header.names;
  req.players = static_cast<int>(header.seats.size());
  req.seed = header.seed;
  auto m = make_match(req, err);
  if (!m) return nullptr;
  if (m->state().num_players() != static_cast<int>(header.seats.size())) {
    *err = Error{"link", "this link's seats do not match its game's player count"};
    return nullptr;
  }
  std::unique_ptr<LinkGame> lg(new LinkGame());
  lg->record_.header = header;
  lg->match_ = std::move(m);
  lg->hashes_.push_back(link_chain_start(header));
  lg->chains_.resize(header.seats.size());
  for (size_t i = 0; i < header.seats.size(); ++i) lg->chains_[i].human = header.seats[i] == "human";
  return lg;
}

LinkGame::LinkGame(const LinkGame& o)
    : record_(o.record_),
      match_(std::make_unique<Match>(*o.match_)),
      hashes_(o.hashes_),
      chains_(o.chains_),
      sender_(o.sender_),
      pending_seed_(o.pending_seed_),
      seed_(o.seed_) {}

std::unique_ptr<LinkGame> LinkGame::replay(const LinkRecord& record, Error* err) {
  auto lg = start(record.header, err);
  if (!lg) return nullptr;
  for (const LinkEntry& e : record.entries)
    if (auto st = lg->add(e)) {
      *err = *st;
      return nullptr;
    }
  return lg;
}

bool LinkGame::everyone_joined() const {
  return std::all_of(chains_.begin(), chains_.end(),
                     [](const SeatChain& c) { return !c.human || c.committed; });
}

bool LinkGame::move_needs_reveal(int seat) const { return human(seat) && seat != sender_; }

bool LinkGame::can_reveal(int seat) const { return joined(seat) && chains_[seat].fresh; }

size_t LinkGame::seen_by(int seat) const {
  for (size_t i = record_.entries.size(); i > 0; --i)
    if (record_.entries[i - 1].seat == seat) return i;
  return 0;
}

// The rules of the chain, each for a reason (docs/PLAY_BY_LINK.md):
// - a seat's first entry commits to a secret (joining); every later reveal
//   comes with the commitment to the next one, so a seat always holds one;
// - a reveal must match the commitment, and another human must have added to
//   the chain since it was made: the secret was fixed before something its
//   owner could not foresee, so the run's seed was nobody's choice;
// - no move before every human has joined; a human's move starts a run of its
//   own with a reveal unless the chain is already in that human's run; bots
//   move within a human's run (that device plays them);
// - the run's first move reseeds the Rng from the revealed secret.
Status LinkGame::add(const LinkEntry& e) {
  const size_t k = record_.entries.size();
  auto refuse = [&](const std::string& why) { return fail("link", move_no(k) + ": " + why); };
  if (e.seat < 0 || e.seat >= seats()) return refuse("names a seat the game does not have");
  const SeatChain& c = chains_[e.seat];
  const std::string who = match_->seats()[e.seat].name;
  if (!e.action && !e.reveal && !e.commit) return refuse("is empty");
  if ((e.reveal || e.commit) && !c.human) return refuse(who + " is a bot and holds no secret");
  if (e.reveal) {
    if (!c.committed) return refuse(who + " reveals a secret without having committed to one");
    if (link_commit(*e.reveal) != c.commit)
      return refuse(who +
                    "'s revealed secret does not match the commitment made earlier: the link was "
                    "tampered with");
    if (!c.fresh)
      return refuse(who + " reveals a secret before anyone else added to the game since committing to it");
    if (!e.commit) return refuse(who + " reveals a secret without committing to the next one");
  } else if (e.commit && c.committed) {
    return refuse(who + " commits to a new secret without revealing the previous one");
  }
  if (e.action) {
    if (!everyone_joined()) return refuse("a move is made before every player has joined");
    if (c.human && e.seat != sender_ && !e.reveal)
      return refuse(who + " moves without revealing a secret, which starts every turn");
    if (!c.human && sender_ < 0 && !e.reveal) return refuse("a bot moves before any player's turn began");
  }
  const bool starts_run = e.reveal.has_value();
  const uint64_t seed = starts_run ? link_run_seed(hashes_.back(), *e.reveal) : seed_;
  const bool reseed = starts_run || pending_seed_;
  if (e.action) {
    EventSink events;
    Status st = reseed ? match_->apply_reseeded(e.seat, *e.action, seed, &events)
                       : match_->apply(e.seat, *e.action, &events);
    if (st)
      return refuse(who + "'s move '" + match_->state().encode(*e.action) + "' is not legal: " + st->message);
    pending_seed_ = false;
  } else if (starts_run) {
    pending_seed_ = true, seed_ = seed;  // the run's first move will reseed
  }
  if (starts_run) sender_ = e.seat;
  if (e.commit) {
    for (int q = 0; q < seats(); ++q)
      if (q != e.seat) chains_[q].fresh = true;
    chains_[e.seat].committed = true;
    chains_[e.seat].commit = *e.commit;
    chains_[e.seat].fresh = false;
  }
  record_.entries.push_back(e);
  hashes_.push_back(link_chain_next(hashes_.back(), link_entry_bytes(e, kinds())));
  return {};
}

namespace {
bool same_prefix(const uint8_t* a, const uint8_t* b, size_t n) { return std::memcmp(a, b, n) == 0; }
}  // namespace

Status receive_link(const std::string& text, const LinkRecord* saved, int my_seat, LinkRecord* out) {
  std::unique_ptr<LinkGame> mine;
  std::vector<ActionKindDef> kinds;
  Error err;
  if (saved) {
    mine = LinkGame::replay(*saved, &err);
    if (!mine) return fail("link", "the saved game does not replay (" + err.message + ")");
    kinds = mine->kinds();
  }
  auto msg = decode_link(text, link_kinds_of, saved ? &kinds : nullptr, &err);
  if (!msg) return err;
  const Sha256Digest id = msg->whole ? link_chain_start(msg->header) : Sha256Digest{};
  if (saved &&
      !same_prefix(msg->whole ? id.data() : msg->game_id.data(), mine->hashes()[0].data(), kLinkIdBytes))
    return fail("link", "this link is for another game than the one saved here");
  // The entries the link stands for, from the start: the saved ones before a
  // link "since", whose base must be a point of the saved history.
  std::vector<LinkEntry> entries;
  size_t base = 0;
  if (!msg->whole) {
    base = msg->base;
    const size_t have = saved->entries.size();
    if (base > have)
      return fail("link", "this link continues from move " + std::to_string(base) +
                              " but this device has only " + std::to_string(have) +
                              ": open the links before it first, or ask for the whole link");
    if (!same_prefix(msg->base_hash.data(), mine->hashes()[base].data(), kLinkHashBytes))
      return fail("link",
                  "this link forks the saved game: its history differs from this device's before move " +
                      std::to_string(base + 1));
    entries.assign(saved->entries.begin(), saved->entries.begin() + static_cast<long>(base));
  }
  entries.insert(entries.end(), msg->entries.begin(), msg->entries.end());
  if (saved) {
    const auto& have = saved->entries;
    for (size_t i = base; i < std::min(entries.size(), have.size()); ++i)
      if (!(entries[i] == have[i]))
        return fail("link", "this link forks the saved game: its history differs from this device's at " +
                                move_no(i) + ", so it was not played from this game");
    if (entries.size() < have.size())
      return fail("link", "this link is older than the saved game (it stops at move " +
                              std::to_string(entries.size()) + " of " + std::to_string(have.size()) +
                              "): opening it would take moves back");
    if (my_seat >= 0)
      for (size_t i = have.size(); i < entries.size(); ++i)
        if (entries[i].seat == my_seat)
          return fail("link", "this link carries a move in your seat's name that this device did not make (" +
                                  move_no(i) + ")");
  }
  // Replay it all: reveals against commitments, turns, legality, then the chain.
  std::unique_ptr<LinkGame> next = saved ? std::make_unique<LinkGame>(*mine) : nullptr;
  if (!next) {
    next = LinkGame::start(msg->header, &err);
    if (!next) return err;
  }
  for (size_t i = next->record().entries.size(); i < entries.size(); ++i)
    if (auto st = next->add(entries[i])) return fail("link", "this link is refused: " + st->message);
  if (!same_prefix(msg->head.data(), next->hashes().back().data(), kLinkHashBytes))
    return fail("link",
                "this link's chain is broken: its moves do not hash to the chain hash it carries "
                "(changed or damaged on the way)");
  *out = next->record();
  return {};
}

}  // namespace shamble
