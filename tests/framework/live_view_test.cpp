// Live play's boundary (framework/live_view.h, State::copy_for), on every
// registered game: a guest's copy of the position looks to its seat exactly
// like the real one, and it is the same, byte for byte, for every world the
// seat cannot tell apart (another Rng, hidden cards redealt); the log lines a
// seat reads tell it no more than its board does. Then the message itself:
// written by the host, read by the guest, refused with a sentence when bad.
#include "framework/live_view.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "framework/bot.h"
#include "framework/json_reader.h"
#include "framework/match.h"
#include "framework/registry.h"
#include "framework/setup.h"

using namespace shamble;

namespace {

std::vector<Action> legal(const State& s, int seat) {
  std::vector<Action> out;
  s.legal_actions(seat, out);
  return out;
}

// A world `seat` cannot tell from `s`: another Rng, the hidden cards redealt.
std::unique_ptr<State> twin_for(const State& s, int seat, uint64_t salt) {
  auto t = s.clone();
  t->rng().reseed(0x7a11'0000ull ^ salt);
  Rng deal(salt * 7 + 1);
  t->redeal_hidden(seat, deal);
  return t;
}

struct Seen {
  std::string copy, label;
  std::vector<std::string> events, texts;
  bool operator==(const Seen&) const = default;
};

// What `viewer` learns when `actor` plays `a` in `s` with the Rng at `seed`.
Seen seen_after(const State& s, int viewer, int actor, const Action& a, uint64_t seed) {
  auto c = s.clone();
  c->rng().reseed(seed);
  Seen out;
  out.label = s.label_for(viewer, actor, a, s.label(a));
  EventSink ev;
  const Status st = c->apply(actor, a, &ev);
  INFO("applying " << s.label(a) << ": " << (st ? st->message : ""));
  REQUIRE_FALSE(st);
  out.copy = state_bytes(*c->copy_for(viewer));
  for (const Event& e : ev) {
    const Event x = c->event_for(viewer, e);
    out.texts.push_back(c->describe(x));
    out.events.push_back(c->describe(x) + "|" + std::to_string(x.kind) + "," + std::to_string(x.player) +
                         "," + std::to_string(x.v[0]) + "," + std::to_string(x.v[1]) + "," +
                         std::to_string(x.v[2]) + "," + std::to_string(x.v[3]));
  }
  return out;
}

struct Counts {
  int positions = 0, alike = 0;
};

void check_position(const State& s, uint64_t salt, Counts* n) {
  ++n->positions;
  const int actor = s.current_actor();
  for (int v = 0; v < s.num_players(); ++v) {
    INFO("viewer " << v);
    auto copy = s.copy_for(v);
    REQUIRE(copy->view_json(v) == s.view_json(v));
    REQUIRE(copy->private_to(v) == s.private_to(v));
    REQUIRE(legal(*copy, v) == legal(s, v));
    REQUIRE(copy->check_invariants().empty());
    REQUIRE(copy->actors() == s.actors());
    auto twin = twin_for(s, v, salt);
    REQUIRE(twin->view_json(v) == s.view_json(v));
    REQUIRE(state_bytes(*twin->copy_for(v)) == state_bytes(*copy));
    if (actor < 0 || actor == v) continue;
    // The same move in the two worlds, with the same dice: when the boards after
    // and the log's sentences look alike to the viewer (a card drawn from the
    // deck may differ: it shows), the events' values do too (Hexlands: the card
    // a robbery took is in no sentence, and must be in no value either).
    const std::vector<Action> mine = legal(s, actor), theirs = legal(*twin, actor);
    for (size_t i = 0; i < mine.size() && i < 12; ++i) {
      if (std::find(theirs.begin(), theirs.end(), mine[i]) == theirs.end()) continue;
      const Seen a = seen_after(s, v, actor, mine[i], salt), b = seen_after(*twin, v, actor, mine[i], salt);
      if (a.copy != b.copy || a.texts != b.texts) continue;
      INFO("actor " << actor << " action " << s.label(mine[i]));
      REQUIRE(a == b);
      ++n->alike;
    }
    // Moves the viewer's board does not show (Hexlands: a counter-offer being
    // written) all read alike in its log: the line must not tell which it was.
    const std::string before = state_bytes(*copy);
    const Seen* first = nullptr;
    std::vector<Seen> unseen;
    for (size_t i = 0; i < mine.size() && i < 40; ++i) {
      Seen x = seen_after(s, v, actor, mine[i], salt);
      if (x.copy != before) continue;
      unseen.push_back(std::move(x));
    }
    for (const Seen& x : unseen) {
      if (!first) first = &x;
      INFO("actor " << actor << " a move the viewer cannot see: " << x.label);
      REQUIRE(x.label == first->label);
      REQUIRE(x.events == first->events);
    }
  }
}

std::unique_ptr<Match> bot_match(const GameInfo& g, const std::string& preset, uint64_t seed) {
  NewGameRequest r;
  r.game = g.id;
  r.preset = preset;
  r.players = g.default_players;
  r.seed = seed;
  r.seats.assign(static_cast<size_t>(r.players), "bot:normal");
  Error e;
  auto m = make_match(r, &e);
  INFO(g.id << " " << preset << ": " << e.message);
  REQUIRE(m);
  return m;
}

}  // namespace

TEST_CASE("live: a seat's copy looks the same to it and is one for every world it cannot tell apart",
          "[framework][live][observation]") {
  register_builtin_games();
  Counts n;
  for (const GameInfo* g : all_games()) {
    for (const PresetDef& p : g->presets) {
      for (uint64_t seed : {5u, 6u}) {
        auto m = bot_match(*g, p.name, seed);
        auto bot = make_bot(*g, "normal");
        Rng bot_rng(seed);
        for (int i = 0; i < 1500 && !m->state().terminal(); ++i) {
          INFO(g->id << " " << p.name << " seed " << seed << " action " << i);
          if (i % 2 == 0) check_position(m->state(), seed * 1000 + static_cast<uint64_t>(i), &n);
          const int seat = m->state().current_actor();
          REQUIRE_FALSE(m->apply(seat, bot->choose(m->state(), seat, bot_rng), nullptr));
        }
        check_position(m->state(), seed, &n);
      }
    }
  }
  CHECK(n.positions > 1000);
  CHECK(n.alike > 1000);
  // Bots seldom write counter-offers, the moves a board does not show:
  // tests/catan/copy_for_test.cpp makes one by hand.
}

TEST_CASE("live: the host's message reads back as the seat's copy and its log", "[framework][live]") {
  register_builtin_games();
  const GameInfo* g = find_game("catan");
  REQUIRE(g);
  auto m = bot_match(*g, "", 9);
  auto bot = make_bot(*g, "normal");
  Rng bot_rng(9);
  std::vector<LiveLine> lines;
  for (int i = 0; i < 300 && !m->state().terminal(); ++i) {
    const int seat = m->state().current_actor();
    const Action a = bot->choose(m->state(), seat, bot_rng);
    LiveLine l;
    l.index = m->size(), l.turn = m->state().turn_number(), l.seat = seat, l.action = a;
    l.label = m->state().label(a);
    REQUIRE_FALSE(m->apply(seat, a, &l.events));
    lines.push_back(std::move(l));
  }
  const std::string msg = live_snapshot(*m, 1, lines);
  // Nothing of the host's Rng travels (its saved fields, framework/rng.h, hold the real seed).
  const std::string host = m->state().to_json();
  const auto s0 = host.find("\"s0\":");
  REQUIRE(s0 != std::string::npos);
  REQUIRE(msg.find(host.substr(s0, host.find(',', s0) - s0)) == std::string::npos);
  LiveSnapshot snap;
  Error err;
  REQUIRE(read_live_snapshot(msg, &snap, &err));
  CHECK(snap.seat == 1);
  CHECK(snap.size == m->size());
  REQUIRE(snap.match);
  CHECK(snap.match->size() == 0);
  CHECK(state_bytes(snap.match->state()) == state_bytes(*m->state().copy_for(1)));
  CHECK(snap.match->state().view_json(1) == m->state().view_json(1));
  // The copy travels once: the match in the message has its start and no "state" (the same).
  rapidjson::Document d, inner;
  parse_json_text(msg, d);
  parse_json_text(d["match"].GetString(), inner);
  CHECK(inner.HasMember("initial"));
  CHECK_FALSE(inner.HasMember("state"));
  REQUIRE(snap.entries.size() == lines.size());
  CHECK(snap.entries.back().index == lines.back().index);
  size_t events = 0;
  for (const LiveEntry& e : snap.entries) {
    CHECK_FALSE(e.label.empty());
    for (const LiveEvent& ev : e.events) {
      CHECK_FALSE(ev.text.empty());
      ++events;
    }
  }
  CHECK(events > 0);

  LiveSnapshot untouched;
  CHECK_FALSE(read_live_snapshot(msg.substr(0, msg.size() / 2), &untouched, &err));
  CHECK(err.message.find("could not be read") != std::string::npos);
  CHECK_FALSE(untouched.match);
  std::string other = msg;
  other.replace(other.find("\"live\":2"), 8, "\"live\":3");
  CHECK_FALSE(read_live_snapshot(other, &untouched, &err));
  CHECK(err.message.find("another version") != std::string::npos);
}
