// Owns: a device's join, its turn (moves, reveals, commitments, bots it
// relays) and the choice of link to send.
#include "framework/link_turn.h"

namespace shamble {

Status link_join(LinkGame& g, LinkDevice& d, const LinkSecretSource& fresh) {
  const LinkSecret s = fresh();
  LinkEntry e;
  e.seat = d.seat;
  e.commit = link_commit(s);
  if (auto st = g.add(e)) return st;
  d.secret = s;
  return {};
}

namespace {
// Adds `e`, revealing the device's secret and committing to a new one.
Status add_revealing(LinkGame& g, LinkDevice& d, LinkEntry e, const LinkSecretSource& fresh) {
  const LinkSecret next = fresh();
  e.reveal = d.secret;
  e.commit = link_commit(next);
  if (auto st = g.add(e)) return st;
  d.secret = next;
  return {};
}

int first_human_actor(const LinkGame& g, int except) {
  const uint32_t actors = g.match().state().actors();
  for (int q = 0; q < g.seats(); ++q)
    if ((actors >> q & 1) && g.human(q) && q != except) return q;
  return -1;
}
}  // namespace

Status link_play_turn(LinkGame& g, LinkDevice& d, const LinkSecretSource& fresh, const LinkChooser& choose) {
  while (!g.match().state().terminal()) {
    const State& s = g.match().state();
    const uint32_t actors = s.actors();
    int who = -1;
    for (int q = 0; q < g.seats() && who < 0; ++q)
      if ((actors >> q & 1) && !g.human(q)) who = q;
    if (who < 0 && (actors >> d.seat & 1)) who = d.seat;
    if (who < 0) break;
    LinkEntry e;
    e.seat = who;
    e.action = choose(s, who);
    if (e.action->kind < 0) break;  // the chooser stops here (a person's turn goes on later)
    if (g.sender() != d.seat) {
      // A turn of ours starts: our move carries the reveal, or a bot's is
      // preceded by an entry that carries it alone.
      if (!g.can_reveal(d.seat)) return {};  // another device must add to the chain first
      if (who == d.seat) {
        if (auto st = add_revealing(g, d, e, fresh)) return st;
        continue;
      }
      LinkEntry start;
      start.seat = d.seat;
      if (auto st = add_revealing(g, d, start, fresh)) return st;
    }
    if (auto st = g.add(e)) return st;
  }
  // The next human may have joined last: nothing since its commitment would
  // let it reveal. An entry of ours (a reveal and a new commitment) does.
  const int next = first_human_actor(g, d.seat);
  if (next >= 0 && !g.can_reveal(next) && g.can_reveal(d.seat)) {
    LinkEntry e;
    e.seat = d.seat;
    return add_revealing(g, d, e, fresh);
  }
  return {};
}

int link_next_device(const LinkGame& g, int from) {
  for (int p = 0; p < g.seats(); ++p)
    if (p != from && g.human(p) && !g.joined(p)) return p;  // everyone joins before the first move
  const int q = first_human_actor(g, from);
  if (q >= 0) return q;
  for (int p = 0; p < g.seats(); ++p)
    if (p != from && g.human(p) && g.can_reveal(p)) return p;
  for (int p = 0; p < g.seats(); ++p)
    if (p != from && g.human(p)) return p;
  return -1;
}

std::string link_to_send(const LinkGame& g, int to, size_t max_chars) {
  std::string whole = encode_link_whole(g.record(), g.kinds());
  const size_t seen = to >= 0 ? g.seen_by(to) : 0;
  if (whole.size() <= max_chars || seen == 0) return whole;
  return encode_link_since(g.record(), seen, g.kinds());
}

}  // namespace shamble
