// `view`: what one seat sees of a game document (the game's view_json, the
// same JSON the front-end reads): board geometry, pieces, its own hand.
#include <cstdio>

#include "driver/commands.h"

namespace shamble {

int cmd_view(int argc, char** argv) {
  Args args;
  std::string err;
  if (!parse_args(argc, argv, 2, {"seat"}, {}, &args, &err)) return usage_error(err);
  if (args.help) {
    std::puts(
        "usage: shamble view STATE [--seat S]\n\n"
        "STATE is a game document file, '-' for stdin, or the JSON itself. Prints the\n"
        "game's view of the position for seat S (default -1: a spectator), as JSON.");
    return 0;
  }
  if (args.positional.size() != 1) return usage_error("view takes one STATE");
  std::string text;
  if (!read_input(args.positional[0], &text, &err)) return failure(err);
  Error e;
  auto m = load_game_doc(text, &e);
  if (!m) return failure(e.message);
  long long seat = -1;
  if (args.has("seat") &&
      !parse_number("seat", args.get("seat"), -1, m->state().num_players() - 1, &seat, &err))
    return usage_error(err);
  print_json(m->state().view_json(static_cast<int>(seat)));
  return 0;
}

}  // namespace shamble
