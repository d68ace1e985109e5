// `live DOC --seat S`: what a live guest's device would receive for the game
// document's position (framework/live_view.h): its seat's copy and every log
// line as that seat may read it. For inspecting the boundary by hand and from
// scripts, the way the browser test inspects what a guest page received.
#include <cstdio>

#include "driver/commands.h"
#include "framework/live_view.h"

namespace shamble {

int cmd_live(int argc, char** argv) {
  Args args;
  std::string err;
  if (!parse_args(argc, argv, 2, {"seat"}, {}, &args, &err)) return usage_error(err);
  if (args.help) {
    std::puts(
        "usage: shamble live DOC --seat S\n\n"
        "DOC is a game document file, '-' for stdin, or the JSON itself.\n"
        "Prints the message a live guest playing seat S would receive now: the position as\n"
        "that seat may hold it (its Rng and every hidden card replaced) and the log as it may read it.");
    return 0;
  }
  if (args.positional.size() != 1) return usage_error("live takes one DOC");
  if (!args.has("seat")) return usage_error("live needs --seat S");
  std::string text;
  if (!read_input(args.positional[0], &text, &err)) return failure(err);
  Error e;
  auto m = load_game_doc(text, &e);
  if (!m) return failure(e.message);
  long long seat = 0;
  if (!parse_number("seat", args.get("seat"), 0, m->state().num_players() - 1, &seat, &err))
    return usage_error(err);
  std::vector<LiveLine> lines;
  const ReplayObserver take = [&](const ReplayStep& st) {
    LiveLine l;
    l.index = lines.size(), l.turn = st.turn_before, l.seat = st.entry.seat, l.action = st.entry.action;
    l.label = st.label, l.events = st.events;
    lines.push_back(std::move(l));
  };
  // Before replayable history (an old rules version) there are no lines to give.
  const size_t from = m->history().actions;
  if (Status s = m->replay(from, m->size(), take)) return failure(s->message);
  for (LiveLine& l : lines) l.index += from;
  print_json(live_snapshot(*m, static_cast<int>(seat), lines));
  return 0;
}

}  // namespace shamble
