// A whole game played by link between simulated devices, bots choosing every
// seat's moves: each device keeps its own saved record and opens the links
// the others send, as people would. For the tests (every device must agree)
// and the size figures (`shamble link sizes`).
#pragma once

#include <string>
#include <vector>

#include "framework/link_turn.h"

namespace shamble {

struct LinkPlayoutOptions {
  LinkHeader header;           // seats: "human" for a device, a bot kind for a bot it relays
  std::string bot = "random";  // who chooses the humans' moves
  int max_turns = 50;          // stops once State::turn_number reaches it
  size_t max_chars = 2000;     // link_to_send's limit for a whole link
  uint64_t seed = 1;           // the bots' choices and the devices' secrets
};

// One link sent from a device to another.
struct LinkSent {
  int from = 0, to = 0;
  int turn = 0;            // State::turn_number when sent
  size_t entries = 0;      // in the record
  size_t chars = 0;        // of the link sent
  size_t whole_chars = 0;  // of the whole record's link
  bool whole = true;
};

struct LinkPlayoutResult {
  std::vector<LinkSent> sent;
  std::vector<LinkRecord> records;  // per seat: the device's saved record (humans only)
  bool finished = false;
  int turns = 0;
};

Status link_playout(const LinkPlayoutOptions& o, LinkPlayoutResult* out);

}  // namespace shamble
