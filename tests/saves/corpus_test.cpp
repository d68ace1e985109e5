// Every save in the corpus loads and plays on, forever. tests/saves/<release>/
// holds documents and browser binary saves written by that release (made with
// make_corpus.cpp against its core); add a folder whenever the save format or
// a game's rules version changes. Saves whose rules version is this build's
// replay exactly; older ones continue from their saved position.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "framework/bot.h"
#include "framework/match.h"
#include "framework/registry.h"
#include "saves/corpus_files.h"

using namespace shamble;
namespace fs = std::filesystem;
using corpus_files::corpus;
using corpus_files::read_file;

namespace {

// Plays up to n random legal actions, checking the invariants after each.
void play_on(Match& m, int n) {
  Rng rng(5);
  RandomBot bot;
  for (int i = 0; i < n && !m.state().terminal(); ++i) {
    int seat = m.state().current_actor();
    REQUIRE(seat >= 0);
    Action a = bot.choose(m.state(), seat, rng);
    REQUIRE_FALSE(m.apply(seat, a, nullptr));
    REQUIRE(m.state().check_invariants().empty());
  }
}
}  // namespace

TEST_CASE("save corpus: every release's saves load, replay and play on", "[saves]") {
  register_builtin_games();
  auto files = corpus();
  REQUIRE(files.size() >= 44);
  for (auto& f : files) {
    INFO(f.filename().string());
    Error err;
    auto m = Match::load(read_file(f), &err);
    INFO(err.message);
    REQUIRE(m);
    REQUIRE(m->size() > 0);
    REQUIRE_FALSE(m->verify_replay());
    std::vector<Action> legal;
    if (!m->state().terminal()) {
      m->state().legal_actions(m->state().current_actor(), legal);
      REQUIRE_FALSE(legal.empty());
    }
    play_on(*m, 60);
    // What this build writes of it reads back identically, in both forms.
    auto j = Match::load(m->to_json(), &err);
    REQUIRE(j);
    REQUIRE(j->to_json() == m->to_json());
    auto b = Match::load(m->to_binary(), &err);
    REQUIRE(b);
    REQUIRE(b->to_binary() == m->to_binary());
  }
}

TEST_CASE("save corpus: a save from an older rules version continues from its position", "[saves]") {
  register_builtin_games();
  for (auto& f : corpus()) {
    if (f.extension() != ".json") continue;
    INFO(f.filename().string());
    std::string doc = read_file(f);
    Error err;
    auto today = Match::load(doc, &err);
    REQUIRE(today);
    // Pretend the save came from the rules version before its own (this build's,
    // unless the save is already from an older one).
    int v = today->history().rules_version > 0 ? today->history().rules_version : today->info().rules_version;
    if (v < 2) continue;
    std::string key = "\"rules_version\": " + std::to_string(v);
    auto at = doc.find(key);
    REQUIRE(at != std::string::npos);
    doc.replace(at, key.size(), "\"rules_version\": " + std::to_string(v - 1));
    auto m = Match::load(doc, &err);
    INFO(err.message);
    REQUIRE(m);
    CHECK(m->history().rules_version == v - 1);
    CHECK(m->history().actions == today->size());
    CHECK(m->state().to_json() == today->state().to_json());  // the saved position is kept
    CHECK_FALSE(m->history_note().empty());
    // Replay of the old moves is reported, never attempted; undo stops there.
    CHECK(m->undo_to(0));
    CHECK(m->undo_floor(m->state().current_actor() < 0 ? 0 : m->state().current_actor()) >= m->size());
    play_on(*m, 30);
    REQUIRE_FALSE(m->verify_replay());
    // Saved again, the history and the moves played since survive both forms.
    for (const std::string& again : {m->to_json(), m->to_binary()}) {
      auto r = Match::load(again, &err);
      INFO(err.message);
      REQUIRE(r);
      CHECK(r->history().actions == today->size());
      CHECK(r->size() == m->size());
      CHECK(r->state().to_json() == m->state().to_json());
      REQUIRE_FALSE(r->verify_replay());
      if (r->size() > r->history().actions) CHECK_FALSE(r->undo_to(r->history().actions));
    }
  }
}

TEST_CASE("saves name their options and actions", "[saves]") {
  register_builtin_games();
  for (const GameInfo* g : listed_games()) {
    INFO(g->id);
    NewGameParams p;
    REQUIRE_FALSE(make_config(g->options, g->presets, "", {}, &p.config));
    Match m(g->create(p), {});
    std::string doc = m.to_json();
    CHECK(doc.find("\"values\"") == std::string::npos);
    for (auto& o : g->options) CHECK(doc.find("\"" + o.name + "\":") != std::string::npos);
    // A binary save carries the kind names its log refers to.
    std::string bin = m.to_binary();
    for (auto& k : m.state().action_kinds()) CHECK(bin.find(k.name) != std::string::npos);
  }
}

TEST_CASE("saves: an unknown option or a newer rules version is refused with a reason", "[saves]") {
  register_builtin_games();
  const GameInfo* g = find_game("monopoly");
  REQUIRE(g);
  NewGameParams p;
  REQUIRE_FALSE(make_config(g->options, g->presets, "", {}, &p.config));
  Match m(g->create(p), {});
  std::string doc = m.to_json();
  Error err;
  std::string unknown = doc;
  auto at = unknown.find("\"theme\":");
  REQUIRE(at != std::string::npos);
  unknown.replace(at, 8, "\"themes\":");
  CHECK_FALSE(Match::load(unknown, &err));
  CHECK(err.message.find("themes") != std::string::npos);
  std::string newer = doc;
  std::string key = "\"rules_version\": " + std::to_string(g->rules_version);
  newer.replace(newer.find(key), key.size(), "\"rules_version\": " + std::to_string(g->rules_version + 1));
  CHECK_FALSE(Match::load(newer, &err));
  CHECK(err.message.find("newer") != std::string::npos);
}
