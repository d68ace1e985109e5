// A game played by link (docs/PLAY_BY_LINK.md): the rules and seats it
// started from, then every entry since (a move, a player's commitment to a
// secret, the reveal of one), in a compact binary form for a URL fragment.
// What the entries mean and which are allowed is link_chain.h's.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "framework/action.h"
#include "framework/base64url.h"
#include "framework/sha256.h"
#include "framework/status.h"

namespace shamble {

// 128 bits: out of reach of guessing, and half the bytes of a whole digest
// in every link.
using LinkSecret = std::array<uint8_t, 16>;
using LinkCommit = std::array<uint8_t, 16>;
// The first 16 bytes of SHA-256("shamble-link-commit" || secret).
LinkCommit link_commit(const LinkSecret& secret);

struct LinkHeader {
  std::string game;
  int rules_version = 0;  // action kinds are sent by number: both ends must read them alike
  std::string preset;
  std::vector<std::string> overrides;  // "name=value"
  std::vector<std::string> seats;      // one kind per seat: human, bot:random, bot:easy, bot:normal
  std::vector<std::string> names;
  uint64_t seed = 1;  // the set-up only (board, first player): public, like a table laid out in sight
  bool operator==(const LinkHeader&) const = default;
};

struct LinkEntry {
  int seat = 0;
  std::optional<Action> action;
  std::optional<LinkSecret> reveal;  // the secret this seat committed to last
  std::optional<LinkCommit> commit;  // to the seat's next secret
  bool operator==(const LinkEntry&) const = default;
};

struct LinkRecord {
  LinkHeader header;
  std::vector<LinkEntry> entries;
};

// The bytes the chain hashes (and the links carry). `kinds` gives how many
// arguments each action kind carries (State::action_kinds()).
std::string link_header_bytes(const LinkHeader& h);
std::string link_entry_bytes(const LinkEntry& e, const std::vector<ActionKindDef>& kinds);

// The chain: hash[0] = SHA-256("shamble-link-v1" || header), hash[i] =
// SHA-256(hash[i-1] || entry i). hash[0] names the game; hash[i] the history
// up to entry i, so two records agree on it exactly when they share it.
Sha256Digest link_chain_start(const LinkHeader& h);
Sha256Digest link_chain_next(const Sha256Digest& prev, const std::string& entry_bytes);

// What a link carries. A whole link: the header and every entry. A link
// "since": the entries after the first `base`, for a device that has those:
// the game's id, the chain hash after `base` entries, the entries.
// Both end with the chain hash after their last entry.
inline constexpr size_t kLinkIdBytes = 8, kLinkHashBytes = 16;
struct LinkMessage {
  bool whole = true;
  LinkHeader header;                            // whole
  std::array<uint8_t, kLinkIdBytes> game_id{};  // since: link_chain_start's first bytes
  size_t base = 0;                              // since
  std::array<uint8_t, kLinkHashBytes> base_hash{};
  std::vector<LinkEntry> entries;
  std::array<uint8_t, kLinkHashBytes> head{};
};

// The link text of a whole record, or of its entries after the first `base`.
// `kinds`: the game's action kinds.
std::string encode_link_whole(const LinkRecord& r, const std::vector<ActionKindDef>& kinds);
std::string encode_link_since(const LinkRecord& r, size_t base, const std::vector<ActionKindDef>& kinds);

// Reads a link. A whole link names its game; a link "since" is read with the
// action kinds of the saved game it continues (`kinds_for_since`, null: refused).
// `kinds_of` gives a game's action kinds from its header (empty: unknown game).
using LinkKindsOf = std::function<std::vector<ActionKindDef>(const LinkHeader&)>;
std::optional<LinkMessage> decode_link(const std::string& text, const LinkKindsOf& kinds_of,
                                       const std::vector<ActionKindDef>* kinds_for_since, Error* err);

// The game a link belongs to (link_chain_start's first kLinkIdBytes, as
// hex), read without its moves: which saved game a link continues. Empty when
// the text is no link.
std::string link_game_id(const std::string& text);

}  // namespace shamble
