// Writes the save corpus: for every listed game and preset, a game played part
// way by random bots (with human seats, so the save looks like a player's), in
// both persisted forms: the driver's JSON document and the browser's binary
// save. Built against a release's core library, it records what that release
// wrote; tests/saves/corpus_test.cpp loads and plays on from every file.
//   make_corpus OUTDIR TAG
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "framework/bot.h"
#include "framework/match.h"
#include "framework/registry.h"
#include "framework/setup.h"

using namespace shamble;

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: make_corpus OUTDIR TAG\n");
    return 2;
  }
  const std::string out = argv[1], tag = argv[2];
  register_builtin_games();
  int written = 0;
  for (const GameInfo* g : listed_games()) {
    for (const auto& p : g->presets) {
      for (int depth : {40, 400}) {
        NewGameRequest req;
        req.game = g->id;
        req.preset = p.name;
        req.seed = 7 + depth;
        Error err;
        auto m = make_match(req, &err);
        if (!m) {
          std::fprintf(stderr, "%s/%s: %s\n", g->id.c_str(), p.name.c_str(), err.message.c_str());
          return 1;
        }
        auto bot = make_bot(*g, "random");
        Rng rng(depth);
        std::vector<Action> acts;
        for (int i = 0; i < depth && !m->state().terminal(); ++i) {
          int seat = m->state().current_actor();
          Action a = bot->choose(m->state(), seat, rng);
          if (m->apply(seat, a, nullptr)) break;
        }
        std::string base = out + "/" + tag + "-" + g->id + "-" + p.name + "-" + std::to_string(depth);
        std::ofstream(base + ".json") << m->to_json() << "\n";
        std::ofstream(base + ".shmb", std::ios::binary) << m->to_binary();
        written += 2;
      }
    }
  }
  std::printf("%d files\n", written);
  return 0;
}
