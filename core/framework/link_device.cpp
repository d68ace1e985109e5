// Owns: a device's saved link game, opening a link on it, a person's one move.
#include "framework/link_device.h"

#include <sstream>

namespace shamble {

namespace {
constexpr const char* kMagic = "shamble-link-device 1";

bool secret_from_hex(const std::string& hex, LinkSecret* s) {
  if (hex.size() != s->size() * 2) return false;
  auto nibble = [](char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
  };
  for (size_t i = 0; i < s->size(); ++i) {
    const int hi = nibble(hex[2 * i]), lo = nibble(hex[2 * i + 1]);
    if (hi < 0 || lo < 0) return false;
    (*s)[i] = static_cast<uint8_t>(hi * 16 + lo);
  }
  return true;
}
}  // namespace

std::string link_device_save(const LinkGame& g, const LinkDevice& d) {
  return std::string(kMagic) + "\n" + std::to_string(d.seat) + "\n" +
         to_hex(d.secret.data(), d.secret.size()) + "\n" + encode_link_whole(g.record(), g.kinds());
}

std::unique_ptr<LinkGame> link_device_load(const std::string& text, LinkDevice* d, Error* err) {
  std::istringstream in(text);
  std::string magic, seat, secret, link;
  std::getline(in, magic);
  std::getline(in, seat);
  std::getline(in, secret);
  std::getline(in, link);
  LinkDevice got;
  if (magic != kMagic || seat.empty() || seat.size() > 2 ||
      seat.find_first_not_of("0123456789") != std::string::npos || !secret_from_hex(secret, &got.secret)) {
    *err = Error{"link", "this is not a saved link game"};
    return nullptr;
  }
  got.seat = std::stoi(seat);
  LinkRecord r;
  if (auto st = receive_link(link, nullptr, -1, &r)) {
    *err = *st;
    return nullptr;
  }
  auto g = LinkGame::replay(r, err);
  if (!g) return nullptr;
  if (!g->human(got.seat)) {
    *err = Error{"link", "this saved link game's seat is not a person's"};
    return nullptr;
  }
  *d = got;
  return g;
}

Status link_device_open(const std::string& text, const LinkGame* saved, LinkDevice* d,
                        const LinkSecretSource& fresh, std::unique_ptr<LinkGame>* out) {
  LinkRecord r;
  if (auto st = receive_link(text, saved ? &saved->record() : nullptr, d->seat, &r)) return st;
  Error err;
  auto g = LinkGame::replay(r, &err);
  if (!g) return err;
  LinkDevice next = *d;
  if (!g->joined(next.seat)) {
    if (!g->human(next.seat))
      return fail("link", "seat " + std::to_string(next.seat + 1) + " is not a person's");
    if (auto st = link_join(*g, next, fresh)) return st;
  }
  *d = next;
  *out = std::move(g);
  return {};
}

Status link_device_bots(std::unique_ptr<LinkGame>& g, LinkDevice& d, const LinkSecretSource& fresh,
                        const LinkChooser& bots) {
  if (!g->everyone_joined()) return {};
  auto trial = std::make_unique<LinkGame>(*g);
  LinkDevice dt = d;
  const int me = d.seat;
  if (auto st = link_play_turn(*trial, dt, fresh, [&](const State& s, int seat) {
        return seat == me ? Action{-1} : bots(s, seat);
      }))
    return st;
  g = std::move(trial);
  d = dt;
  return {};
}

Status link_device_move(std::unique_ptr<LinkGame>& g, LinkDevice& d, const Action& a,
                        const LinkSecretSource& fresh, const LinkChooser& bots) {
  if (!g->everyone_joined()) return fail("link", "wait until every player has joined (send them the link)");
  if (!(g->match().state().actors() >> d.seat & 1)) return fail("link", "it is not your turn");
  // Joined last and first to move: link_play_turn would take the move and add
  // nothing (the others must see the join first), so it is refused here.
  if (!link_may_move(*g, d.seat))
    return fail("link", "this device cannot start its turn yet: send the link to the others first");
  // link_play_turn plays our person's move once (then stops for the next
  // click) and the bots that follow in our run. It works on a copy: a
  // refusal must change nothing.
  auto trial = std::make_unique<LinkGame>(*g);
  LinkDevice dt = d;
  bool used = false;
  const int me = d.seat;
  if (auto st = link_play_turn(*trial, dt, fresh, [&](const State& s, int seat) {
        if (seat != me) return bots(s, seat);
        if (used) return Action{-1};
        used = true;
        return a;
      }))
    return st;
  if (!used) return fail("link", "this device cannot start its turn yet: send the link to the others first");
  g = std::move(trial);
  d = dt;
  return {};
}

bool link_may_move(const LinkGame& g, int my_seat) {
  const State& s = g.match().state();
  if (s.terminal() || !g.everyone_joined() || !(s.actors() >> my_seat & 1)) return false;
  // Joined last and first to move: the others must see the join first (rule 2).
  return g.sender() == my_seat || g.can_reveal(my_seat);
}

std::string link_turn_note(const LinkGame& g, int my_seat) {
  const State& s = g.match().state();
  auto name = [&](int seat) { return g.match().seats()[seat].name; };
  if (s.terminal()) return "the game is over";
  for (int p = 0; p < g.seats(); ++p)
    if (g.human(p) && !g.joined(p)) return "waiting for " + name(p) + " to join";
  if (s.actors() >> my_seat & 1)
    return link_may_move(g, my_seat) ? "your turn" : "send the link back first, then it is your turn";
  for (int p = 0; p < g.seats(); ++p)
    if (s.actors() >> p & 1) return "waiting for " + name(p);
  return "waiting";
}

}  // namespace shamble
