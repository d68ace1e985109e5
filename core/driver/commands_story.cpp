// `stats`: the game's story in numbers (framework/story.h), the same figures
// the end screen plots, as JSON.
#include <cstdio>

#include "driver/commands.h"
#include "framework/story.h"

namespace shamble {

int cmd_stats(int argc, char** argv) {
  Args args;
  std::string err;
  if (!parse_args(argc, argv, 2, {"to", "seat"}, {}, &args, &err)) return usage_error(err);
  if (args.help) {
    std::puts(
        "usage: shamble stats DOC [--to N] [--seat S]\n\n"
        "DOC is a game document or a browser save. Replays it and prints the game's story in\n"
        "numbers (JSON): \"seats\", each with a \"series\" object holding one point per turn for each\n"
        "measure (net worth, rent, victory points, health...); game-wide \"series\"; \"tables\"\n"
        "(landing heat map, dice rolled against the expected counts, production, causes);\n"
        "\"marks\" on the timeline (stages, nights, bankruptcies); \"measures\" says what each\n"
        "series id means. --to N stops after the first N actions. --seat S shows only what seat S\n"
        "may see while the game runs (another seat's hidden victory cards stay out); without it,\n"
        "or once the game is over, everything is counted.");
    return 0;
  }
  if (args.positional.size() != 1) return usage_error("stats takes one DOC");
  long long to = -1, seat = -1;
  if (args.has("to") && !parse_number("to", args.get("to"), 0, 1LL << 40, &to, &err)) return usage_error(err);
  if (args.has("seat") && !parse_number("seat", args.get("seat"), 0, 31, &seat, &err))
    return usage_error(err);
  std::string text;
  if (!read_input(args.positional[0], &text, &err)) return failure(err);
  Error e;
  auto m = load_game_doc(text, &e);
  if (!m) return failure(e.message);
  if (seat >= m->state().num_players())
    return usage_error("--seat must be below " + std::to_string(m->state().num_players()));
  auto story = build_story(*m, to < 0 ? m->size() : static_cast<size_t>(to), static_cast<int>(seat), &e);
  if (!story) return failure(e.message);
  print_json(story_json(*story));
  return 0;
}

}  // namespace shamble
