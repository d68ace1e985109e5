// One function per driver subcommand; each returns the process exit code.
#pragma once

#include <memory>
#include <string>

#include "driver/args.h"
#include "framework/match.h"
#include "framework/setup.h"

namespace shamble {

int cmd_games(int argc, char** argv);
int cmd_rules(int argc, char** argv);
int cmd_new(int argc, char** argv);
int cmd_legal(int argc, char** argv);
int cmd_apply(int argc, char** argv);
int cmd_decide(int argc, char** argv);
int cmd_view(int argc, char** argv);
int cmd_replay(int argc, char** argv);
int cmd_stats(int argc, char** argv);
int cmd_sim(int argc, char** argv);
int cmd_bench(int argc, char** argv);
int cmd_soak(int argc, char** argv);
int cmd_lab(int argc, char** argv);
int cmd_merge(int argc, char** argv);
int cmd_link(int argc, char** argv);
int cmd_live(int argc, char** argv);

// Shared by the commands.
int usage_error(const std::string& message);  // exit 2
int failure(const std::string& message);      // exit 1
void print_json(const std::string& json);
// Reads a file, "-" for stdin, or takes the argument itself when it starts with '{'.
bool read_input(const std::string& arg, std::string* out, std::string* err);
// A game document (what `new` prints) or an object holding one under "game" (what `apply` prints).
std::unique_ptr<Match> load_game_doc(const std::string& text, Error* err);
// --preset/--set/--seats/--names/--players/--seed into a request; false on a bad flag value.
bool request_from_args(const Args& args, NewGameRequest* req, std::string* err);

}  // namespace shamble
