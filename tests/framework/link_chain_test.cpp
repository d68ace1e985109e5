// Play by link (framework/link_chain.h, docs/PLAY_BY_LINK.md): devices that
// pass links agree; chance comes from the secrets; a tampered reveal, a broken
// chain, a fork and a rewind are refused with a sentence and change nothing.
#include <algorithm>
#include <catch2/catch.hpp>
#include <memory>
#include <set>

#include "framework/link_playout.h"
#include "framework/registry.h"

using namespace shamble;

namespace {
LinkHeader header_for(const GameInfo& g, std::vector<std::string> seats, uint64_t seed = 5) {
  LinkHeader h;
  h.game = g.id;
  h.rules_version = g.rules_version;
  h.seats = std::move(seats);
  h.seed = seed;
  return h;
}

// Secrets from a counter: tests need them repeatable, never the page.
LinkSecretSource counting(uint8_t tag) {
  auto n = std::make_shared<uint8_t>(0);
  return [tag, n] {
    LinkSecret s{};
    s[0] = tag;
    s[1] = ++*n;
    return s;
  };
}

int reveals_of(const LinkRecord& r, int seat) {
  int n = 0;
  for (auto& e : r.entries) n += e.seat == seat && e.reveal && e.action;
  return n;
}

bool is_prefix(const LinkRecord& a, const LinkRecord& b) {
  if (a.entries.size() > b.entries.size() || !(a.header == b.header)) return false;
  return std::equal(a.entries.begin(), a.entries.end(), b.entries.begin());
}

void check_playout(const GameInfo& g, std::vector<std::string> seats, size_t max_chars) {
  LinkPlayoutOptions o;
  o.header = header_for(g, seats);
  o.max_turns = 12;
  o.max_chars = max_chars;
  LinkPlayoutResult r;
  auto st = link_playout(o, &r);
  INFO(g.id << ": " << (st ? st->message : ""));
  REQUIRE_FALSE(st);
  REQUIRE(r.sent.size() >= 6);
  const LinkRecord* longest = nullptr;
  for (size_t i = 0; i < seats.size(); ++i)
    if (seats[i] == "human" && (!longest || r.records[i].entries.size() > longest->entries.size()))
      longest = &r.records[i];
  for (size_t i = 0; i < seats.size(); ++i) {
    if (seats[i] != "human") continue;
    const LinkRecord& rec = r.records[i];
    CHECK(is_prefix(rec, *longest));                                    // both ends agree on what they share
    if (!r.finished) CHECK(reveals_of(rec, static_cast<int>(i)) >= 3);  // 3+ turns of each device
    Error err;
    auto lg = LinkGame::replay(rec, &err);
    REQUIRE(lg);
    CHECK_FALSE(lg->match().verify_replay());  // Match's own replay reseeds alike
    size_t reseeded = 0;
    for (auto& la : lg->match().log()) reseeded += la.reseeded;
    CHECK(reseeded >= 3);
  }
  // The device that received last holds what the sender had (and its own turn after).
  const LinkSent& last = r.sent.back();
  CHECK(is_prefix(r.records[last.from], r.records[last.to]));
  CHECK(r.records[last.to].entries.size() >= last.entries);
  if (max_chars == 0) {
    size_t since = 0;
    for (auto& s : r.sent) since += !s.whole;
    CHECK(since >= r.sent.size() - 3);  // all but the first links to each device
  }
}

// Two devices of a 2-player Monopoly game, driven by hand.
struct Table {
  LinkHeader header = header_for(*find_game("monopoly"), {"human", "human"});
  LinkDevice a{0, {}}, b{1, {}};
  LinkSecretSource sa = counting(1), sb = counting(2);
  LinkRecord saved_a, saved_b;
  Rng choices{3};
  std::vector<Action> scratch;
  LinkChooser choose = [this](const State& s, int seat) { return s.random_legal(seat, choices, scratch); };

  std::unique_ptr<LinkGame> game_of(const LinkRecord& r) {
    Error err;
    auto g = LinkGame::replay(r, &err);
    REQUIRE(g);
    return g;
  }
  // A plays a turn from its saved record and returns the link for B.
  std::string a_turn() {
    auto g = game_of(saved_a);
    REQUIRE_FALSE(link_play_turn(*g, a, sa, choose));
    saved_a = g->record();
    return link_to_send(*g, 1);
  }
  std::string b_turn() {
    auto g = game_of(saved_b);
    REQUIRE_FALSE(link_play_turn(*g, b, sb, choose));
    saved_b = g->record();
    return link_to_send(*g, 0);
  }
  void b_opens(const std::string& link) { REQUIRE_FALSE(receive_link(link, &saved_b, 1, &saved_b)); }
  void a_opens(const std::string& link) { REQUIRE_FALSE(receive_link(link, &saved_a, 0, &saved_a)); }
  // A creates and joins, B opens and joins, A opens that.
  void start() {
    Error err;
    auto g = LinkGame::start(header, &err);
    REQUIRE(g);
    REQUIRE_FALSE(link_join(*g, a, sa));
    saved_a = g->record();
    REQUIRE_FALSE(receive_link(encode_link_whole(saved_a, g->kinds()), nullptr, 1, &saved_b));
    auto gb = game_of(saved_b);
    REQUIRE_FALSE(link_join(*gb, b, sb));
    saved_b = gb->record();
    a_opens(link_to_send(*gb, 0));
  }
};

// Opens `link` at B; it must be refused with a sentence holding `words`, and
// neither B's saved record nor the output may change.
void refused_at_b(Table& t, const std::string& link, const std::string& words) {
  const LinkRecord before = t.saved_b;
  LinkRecord out;
  out.header.game = "untouched";
  auto st = receive_link(link, &t.saved_b, 1, &out);
  REQUIRE(st);
  INFO(st->message);
  CHECK(st->message.find(words) != std::string::npos);
  CHECK(st->message.find('\n') == std::string::npos);
  CHECK(out.header.game == "untouched");
  CHECK(is_prefix(before, t.saved_b));
  CHECK(t.saved_b.entries.size() == before.entries.size());
}
}  // namespace

TEST_CASE("link: every game plays by link between devices that agree", "[framework][link]") {
  for (const GameInfo* g : all_games()) {
    std::vector<std::string> two(std::max(2, g->min_players), "human");
    check_playout(*g, two, 2000);
  }
}

TEST_CASE("link: links since the receiver's last move, and bots relayed by a device", "[framework][link]") {
  for (const GameInfo* g : all_games()) {
    std::vector<std::string> seats(std::max(3, g->min_players), "human");
    if (static_cast<int>(seats.size()) > g->max_players) continue;
    seats[1] = "bot:random";
    check_playout(*g, seats, 0);  // max_chars 0: never the whole record once a device has moved
  }
}

TEST_CASE("link: the first roll is nobody's choice: the other player's commitment changes it",
          "[framework][link]") {
  const GameInfo& g = *find_game("monopoly");
  std::set<std::string> views;
  for (uint8_t b = 1; b <= 12; ++b) {
    Error err;
    auto lg = LinkGame::start(header_for(g, {"human", "human"}), &err);
    REQUIRE(lg);
    // The first mover joins first, the other after: the mover's secret is the
    // same every time, the other's commitment differs.
    const int first = lg->match().state().current_actor();
    LinkDevice mover{first, {}}, other{1 - first, {}};
    REQUIRE_FALSE(link_join(*lg, mover, counting(1)));
    REQUIRE_FALSE(link_join(*lg, other, counting(static_cast<uint8_t>(100 + b))));
    LinkEntry e;
    e.seat = first;
    e.action = lg->match().state().decode("roll").value();
    e.reveal = mover.secret;
    e.commit = link_commit(LinkSecret{9});
    REQUIRE_FALSE(lg->add(e));
    views.insert(lg->match().state().view_json(-1));
  }
  CHECK(views.size() >= 4);  // 12 commitments of B, several different rolls of the same move
}

TEST_CASE("link: a tampered reveal is refused with a sentence, the saved game unchanged",
          "[framework][link]") {
  Table t;
  t.start();
  t.b_opens(t.a_turn());
  t.a_opens(t.b_turn());
  const std::string honest = t.a_turn();
  // Someone changes A's reveal on the way and recomputes the chain: the
  // reveal no longer matches A's commitment.
  LinkRecord forged = t.saved_a;
  for (size_t i = t.saved_b.entries.size(); i < forged.entries.size(); ++i)
    if (forged.entries[i].reveal) {
      (*forged.entries[i].reveal)[5] ^= 1;
      break;
    }
  auto g = t.game_of(t.saved_b);
  refused_at_b(t, encode_link_whole(forged, g->kinds()), "does not match the commitment");
  refused_at_b(t, encode_link_since(forged, t.saved_b.entries.size(), g->kinds()),
               "does not match the commitment");
  t.b_opens(honest);  // the honest link still opens
}

TEST_CASE("link: a broken chain is refused", "[framework][link]") {
  Table t;
  t.start();
  t.b_opens(t.a_turn());
  t.a_opens(t.b_turn());
  const std::string link = t.a_turn();
  auto raw = base64url_decode(link).value();
  raw.back() = static_cast<char>(raw.back() ^ 1);  // the chain hash it carries
  refused_at_b(t, base64url_encode(raw), "chain is broken");
  refused_at_b(t, link.substr(0, link.size() / 2), "damaged");
  t.b_opens(link);
}

TEST_CASE("link: a forked history is refused at the move where it differs", "[framework][link]") {
  Table t;
  t.start();
  t.b_opens(t.a_turn());
  t.a_opens(t.b_turn());
  // A keeps a copy, plays a turn and sends it; B opens it.
  const LinkRecord a_before = t.saved_a;
  const LinkDevice a_dev = t.a;
  const size_t fork_at = a_before.entries.size();
  t.b_opens(t.a_turn());
  // A goes back to the copy and plays the turn again (a new secret: the
  // history now differs), then sends that: B has the first version.
  t.saved_a = a_before;
  t.a = a_dev;
  const std::string again = t.a_turn();
  refused_at_b(t, again, "forks the saved game");
  refused_at_b(t, again, "move " + std::to_string(fork_at + 1));
  auto g = t.game_of(t.saved_a);
  refused_at_b(t, encode_link_since(t.saved_a, fork_at + 1, g->kinds()), "forks the saved game");
}

TEST_CASE("link: an older link (a rewind) is refused", "[framework][link]") {
  Table t;
  t.start();
  const std::string first = t.a_turn();
  t.b_opens(first);
  t.a_opens(t.b_turn());
  t.b_opens(t.a_turn());
  refused_at_b(t, first, "older than the saved game");
  // Opening the same link twice is no refusal: nothing new.
  LinkRecord out;
  auto g = t.game_of(t.saved_b);
  REQUIRE_FALSE(receive_link(encode_link_whole(t.saved_b, g->kinds()), &t.saved_b, 1, &out));
  CHECK(out.entries.size() == t.saved_b.entries.size());
}

TEST_CASE("link: moves in the receiver's name, another game and an unknown base are refused",
          "[framework][link]") {
  Table t;
  t.start();
  t.b_opens(t.a_turn());
  // A link claiming B's seat joined again: a move B's device never made.
  LinkRecord forged = t.saved_b;
  LinkEntry e;
  e.seat = 1;
  e.action = Action{};
  forged.entries.push_back(e);
  auto g = t.game_of(t.saved_b);
  refused_at_b(t, encode_link_whole(forged, g->kinds()), "in your seat's name");
  Table other;
  other.header.seed = 99;
  other.start();
  refused_at_b(t, encode_link_whole(other.saved_a, g->kinds()), "another game");
  Table u;  // B has not opened A's turn: a link since a later move cannot be read
  u.start();
  u.a_turn();
  auto ga = u.game_of(u.saved_a);
  refused_at_b(u, encode_link_since(u.saved_a, u.saved_b.entries.size() + 1, ga->kinds()),
               "continues from move");
}

TEST_CASE("link: sizes of a whole link and of links since", "[framework][link][.sizes]") {
  for (const char* id : {"monopoly", "monopozombie", "catan", "flipped"}) {
    const GameInfo* g = find_game(id);
    if (!g) continue;
    for (const char* bot : {"random", "normal"})
      for (int turns : {50, 200}) {
        LinkPlayoutOptions o;
        o.header = header_for(*g, std::vector<std::string>(std::max(2, g->min_players), "human"));
        o.bot = bot;
        o.max_turns = turns;
        LinkPlayoutResult r;
        REQUIRE_FALSE(link_playout(o, &r));
        size_t sent_max = 0;
        for (auto& s : r.sent) sent_max = std::max(sent_max, s.chars);
        WARN(id << " " << bot << " " << turns << " turns asked, " << r.turns << " played: whole link "
                << r.sent.back().whole_chars << " chars, largest link sent " << sent_max);
      }
  }
}

TEST_CASE(
    "link: the chain's rules: join first, reveal only after another's entry, a turn starts with a reveal",
    "[framework][link]") {
  const GameInfo& g = *find_game("monopoly");
  Error err;
  auto lg = LinkGame::start(header_for(g, {"human", "human"}), &err);
  REQUIRE(lg);
  const int first = lg->match().state().current_actor();
  const int second = 1 - first;
  const LinkSecret s1{1}, s2{2}, s3{3};
  const Action roll = lg->match().state().decode("roll").value();
  auto refused = [&](const LinkEntry& e, const std::string& words) {
    const size_t before = lg->record().entries.size();
    auto st = lg->add(e);
    REQUIRE(st);
    INFO(st->message);
    CHECK(st->message.find(words) != std::string::npos);
    CHECK(lg->record().entries.size() == before);
  };
  LinkEntry join_first{first, std::nullopt, std::nullopt, link_commit(s1)};
  REQUIRE_FALSE(lg->add(join_first));
  refused(LinkEntry{first, roll, std::nullopt, std::nullopt}, "before every player has joined");
  refused(LinkEntry{first, std::nullopt, std::nullopt, link_commit(s3)},
          "without revealing the previous one");
  LinkEntry join_second{second, std::nullopt, std::nullopt, link_commit(s2)};
  REQUIRE_FALSE(lg->add(join_second));
  // The second joined last: its secret was chosen knowing everything in the chain.
  refused(LinkEntry{second, std::nullopt, s2, link_commit(s3)}, "before anyone else added");
  refused(LinkEntry{first, roll, std::nullopt, std::nullopt}, "without revealing a secret");
  refused(LinkEntry{first, roll, s2, link_commit(s3)}, "does not match the commitment");
  refused(LinkEntry{first, roll, s1, std::nullopt}, "without committing to the next one");
  REQUIRE_FALSE(lg->add(LinkEntry{first, roll, s1, link_commit(s3)}));
  CHECK(lg->match().log().back().reseeded);
  CHECK(lg->match().log().back().seed == link_run_seed(lg->hashes()[2], s1));
  CHECK(lg->sender() == first);
  CHECK(lg->can_reveal(second));  // the first's entry came after the second's commitment
}

TEST_CASE("link: a link game's Match saves its reseeds: JSON and binary load back and replay",
          "[framework][link]") {
  for (const char* id : {"monopoly", "catan"}) {
    const GameInfo& g = *find_game(id);
    LinkPlayoutOptions o;
    o.header = header_for(g, std::vector<std::string>(std::max(2, g.min_players), "human"));
    o.max_turns = 6;
    LinkPlayoutResult r;
    REQUIRE_FALSE(link_playout(o, &r));
    Error err;
    auto lg = LinkGame::replay(r.records[0], &err);
    REQUIRE(lg);
    const Match& m = lg->match();
    for (const std::string& save : {m.to_json(), m.to_binary()}) {
      auto back = Match::load(save, &err);
      INFO(id << ": " << err.message);
      REQUIRE(back);
      CHECK(state_bytes(back->state()) == state_bytes(m.state()));
      CHECK_FALSE(back->verify_replay());
      size_t seeds = 0;
      for (size_t i = 0; i < m.log().size(); ++i) {
        CHECK(back->log()[i].reseeded == m.log()[i].reseeded);
        CHECK(back->log()[i].seed == m.log()[i].seed);
        seeds += m.log()[i].reseeded;
      }
      CHECK(seeds >= 3);
    }
  }
}
