// Owns: the simulated devices' loop (join, play a turn, send, open).
#include "framework/link_playout.h"

#include <memory>

#include "framework/bot.h"
#include "framework/registry.h"

namespace shamble {

Status link_playout(const LinkPlayoutOptions& o, LinkPlayoutResult* out) {
  const GameInfo* game = find_game(o.header.game);
  if (!game) return fail("link", "no game '" + o.header.game + "'");
  Rng rng(o.seed);
  const LinkSecretSource fresh = [&] {
    LinkSecret s;
    for (auto& b : s) b = static_cast<uint8_t>(rng.below(256));
    return s;
  };
  const int n = static_cast<int>(o.header.seats.size());
  std::vector<std::unique_ptr<Bot>> bots;
  for (int i = 0; i < n; ++i) {
    const std::string& kind = o.header.seats[i];
    bots.push_back(make_bot(*game, kind == "human" ? o.bot : kind.substr(kind.find(':') + 1)));
    if (!bots.back()) return fail("link", "no bot '" + kind + "'");
  }
  const LinkChooser choose = [&](const State& s, int seat) { return bots[seat]->choose(s, seat, rng); };
  std::vector<LinkDevice> dev(n);
  out->records.assign(n, LinkRecord{});
  std::vector<bool> has(n, false);
  int cur = -1;
  for (int i = 0; i < n && cur < 0; ++i)
    if (o.header.seats[i] == "human") cur = i;
  if (cur < 0) return fail("link", "a link game needs a human seat");
  for (int i = 0; i < n; ++i) dev[i].seat = i;
  Error err;
  auto g = LinkGame::start(o.header, &err);
  if (!g) return err;
  for (;;) {
    if (!g->joined(cur))
      if (auto st = link_join(*g, dev[cur], fresh)) return st;
    if (g->everyone_joined())
      if (auto st = link_play_turn(*g, dev[cur], fresh, choose)) return st;
    out->records[cur] = g->record();
    has[cur] = true;
    const State& s = g->match().state();
    out->turns = s.turn_number();
    out->finished = s.terminal();
    const int to = link_next_device(*g, cur);
    if (to < 0 || (g->everyone_joined() && (s.terminal() || s.turn_number() >= o.max_turns))) break;
    LinkSent sent{cur, to, s.turn_number(), g->record().entries.size(), 0, 0, true};
    const std::string text = link_to_send(*g, to, o.max_chars);
    const std::string whole = encode_link_whole(g->record(), g->kinds());
    sent.chars = text.size(), sent.whole_chars = whole.size(), sent.whole = text == whole;
    out->sent.push_back(sent);
    LinkRecord opened;
    if (auto st = receive_link(text, has[to] ? &out->records[to] : nullptr, to, &opened)) return st;
    out->records[to] = opened;
    has[to] = true;
    g = LinkGame::replay(opened, &err);
    if (!g) return err;
    cur = to;
  }
  return {};
}

}  // namespace shamble
