// The page's side of play by link (framework/link_device.h): two devices,
// each holding only its saved text, play Monopoly by passing links one click
// at a time; a saved game reloads to the same state; refusals change nothing.
#include "framework/link_device.h"

#include <catch2/catch.hpp>
#include <memory>

#include "framework/bot.h"
#include "framework/registry.h"

using namespace shamble;

namespace {
LinkSecretSource counting(uint8_t tag) {
  auto n = std::make_shared<uint8_t>(0);
  return [tag, n] {
    LinkSecret s{};
    s[0] = tag;
    s[1] = ++*n;
    return s;
  };
}

struct Device {
  LinkDevice d;
  std::string saved;  // link_device_save's text: all the page keeps
  LinkSecretSource fresh;
  std::unique_ptr<LinkGame> load() {
    Error err;
    auto g = link_device_load(saved, &d, &err);
    INFO(err.message);
    REQUIRE(g);
    return g;
  }
};

// Plays the device's person's moves (a bot chooses them, as a click would)
// until another device must act; returns the link for the other seat.
std::string play_turn(Device& dev, Rng& rng, Bot& bot, int other) {
  auto g = dev.load();
  const LinkChooser bots = [&](const State& s, int seat) { return bot.choose(s, seat, rng); };
  REQUIRE_FALSE(link_device_bots(g, dev.d, dev.fresh, bots));
  int moves = 0;
  while (!g->match().state().terminal() && (g->match().state().actors() >> dev.d.seat & 1)) {
    auto st = link_device_move(g, dev.d, bot.choose(g->match().state(), dev.d.seat, rng), dev.fresh, bots);
    INFO((st ? st->message : ""));
    REQUIRE_FALSE(st);
    REQUIRE(++moves < 500);
  }
  dev.saved = link_device_save(*g, dev.d);
  return link_to_send(*g, other);
}

// Ann and Bob, two people, start a Monopoly game by link (seed 3).
std::unique_ptr<LinkGame> ann_and_bob(Error* err) {
  const GameInfo* info = find_game("monopoly");
  if (!info) return nullptr;
  LinkHeader h;
  h.game = "monopoly";
  h.rules_version = info->rules_version;
  h.seats = {"human", "human"};
  h.names = {"Ann", "Bob"};
  h.seed = 3;
  return LinkGame::start(h, err);
}

void open_on(Device& dev, const std::string& link) {
  std::unique_ptr<LinkGame> saved;
  if (!dev.saved.empty()) saved = dev.load();
  std::unique_ptr<LinkGame> g;
  auto st = link_device_open(link, saved.get(), &dev.d, dev.fresh, &g);
  INFO((st ? st->message : ""));
  REQUIRE_FALSE(st);
  dev.saved = link_device_save(*g, dev.d);
}
}  // namespace

TEST_CASE("link device: two devices play Monopoly by links from their saved text alone",
          "[framework][link]") {
  const GameInfo* info = find_game("monopoly");
  REQUIRE(info);
  Error err;
  auto g = ann_and_bob(&err);
  REQUIRE(g);
  Device a{{0, {}}, "", counting(1)}, b{{1, {}}, "", counting(2)};
  REQUIRE_FALSE(link_join(*g, a.d, a.fresh));
  a.saved = link_device_save(*g, a.d);
  CHECK(link_turn_note(*g, 0) == "waiting for Bob to join");
  open_on(b, link_to_send(*g, 1));  // Bob joins
  open_on(a, link_to_send(*b.load(), 0));
  auto bot = make_bot(*info, "normal");
  Rng rng(9);
  // A move out of turn is refused and changes nothing.
  {
    Device& idle = (a.load()->match().state().actors() >> 0 & 1) ? b : a;
    auto gi = idle.load();
    const std::string before = link_device_save(*gi, idle.d);
    CHECK(link_device_move(gi, idle.d, Action{0}, idle.fresh, nullptr)->message == "it is not your turn");
    CHECK(link_device_save(*gi, idle.d) == before);
  }
  std::string older;
  for (int turn = 0; turn < 6; ++turn) {
    Device& mover = (a.load()->match().state().actors() >> 0 & 1) ? a : b;
    Device& other = &mover == &a ? b : a;
    const std::string link = play_turn(mover, rng, *bot, other.d.seat);
    if (turn == 1) older = link;
    open_on(other, link);
    CHECK(link_turn_note(*other.load(), other.d.seat) == "your turn");
  }
  // A link names its game, whole or "since": the page finds the saved copy by it.
  {
    auto ga = a.load();
    const std::string id = to_hex(ga->hashes()[0].data(), kLinkIdBytes);
    CHECK(link_game_id(encode_link_whole(ga->record(), ga->kinds())) == id);
    CHECK(link_game_id(encode_link_since(ga->record(), 3, ga->kinds())) == id);
    CHECK(link_game_id("not a link!") == "");
  }
  // Both devices agree, and a saved text reloads to the same game.
  CHECK(a.load()->hashes().back() == b.load()->hashes().back());
  CHECK(a.load()->match().to_binary() == b.load()->match().to_binary());
  // An older link is refused with the core's sentence; the saved text is unchanged.
  int refused = 0;
  for (Device* dev : {&a, &b}) {
    auto saved = dev->load();
    std::unique_ptr<LinkGame> out;
    LinkDevice d = dev->d;
    auto st = link_device_open(older, saved.get(), &d, dev->fresh, &out);
    REQUIRE(st);  // both devices have moved on since that link
    CHECK(st->message.find("older than the saved game") != std::string::npos);
    CHECK_FALSE(out);
    CHECK(link_device_save(*saved, d) == dev->saved);
    ++refused;
  }
  CHECK(refused == 2);
}

TEST_CASE("link device: a damaged saved text does not load", "[framework][link]") {
  LinkDevice d;
  Error err;
  CHECK_FALSE(link_device_load("shamble-link-device 1\n0\nzz\nAAAA", &d, &err));
  CHECK_FALSE(err.message.empty());
  CHECK_FALSE(link_device_load("hello", &d, &err));
  CHECK(err.message == "this is not a saved link game");
}

TEST_CASE("link device: a person who joined last and moves first may move only once the link went back",
          "[framework][link]") {
  const GameInfo* info = find_game("monopoly");
  REQUIRE(info);
  Error err;
  auto g = ann_and_bob(&err);
  REQUIRE(g);
  const uint32_t actors = g->match().state().actors();
  REQUIRE((actors == 1 || actors == 2));
  const int first = actors == 1 ? 0 : 1;
  // The creator plays the seat that moves second; the one who moves first joins last.
  Device creator{{1 - first, {}}, "", counting(1)}, joiner{{first, {}}, "", counting(2)};
  REQUIRE_FALSE(link_join(*g, creator.d, creator.fresh));
  creator.saved = link_device_save(*g, creator.d);
  CHECK_FALSE(link_may_move(*g, creator.d.seat));  // nobody moves before everyone joined
  open_on(joiner, link_to_send(*g, joiner.d.seat));
  {
    auto gj = joiner.load();
    CHECK_FALSE(link_may_move(*gj, joiner.d.seat));
    CHECK(link_turn_note(*gj, joiner.d.seat) == "send the link back first, then it is your turn");
    // What the page would offer is exactly what the core refuses.
    auto bot = make_bot(*info, "normal");
    Rng rng(1);
    const Action a = bot->choose(gj->match().state(), joiner.d.seat, rng);
    auto st = link_device_move(gj, joiner.d, a, joiner.fresh, nullptr);
    REQUIRE(st);
    CHECK(st->message == "this device cannot start its turn yet: send the link to the others first");
    CHECK(gj->match().size() == 0);
    CHECK(link_device_save(*gj, joiner.d) == joiner.saved);
  }
  // The creator opens the join and adds its reveal (as the page does on opening).
  open_on(creator, link_to_send(*joiner.load(), creator.d.seat));
  {
    auto gc = creator.load();
    REQUIRE_FALSE(link_device_bots(gc, creator.d, creator.fresh, nullptr));
    creator.saved = link_device_save(*gc, creator.d);
    CHECK_FALSE(link_may_move(*gc, creator.d.seat));
    CHECK(link_next_device(*gc, creator.d.seat) == joiner.d.seat);
    open_on(joiner, link_to_send(*gc, joiner.d.seat));
  }
  auto gj = joiner.load();
  CHECK(link_may_move(*gj, joiner.d.seat));
  CHECK(link_turn_note(*gj, joiner.d.seat) == "your turn");
}
