// `new`, `legal`, `apply` and `replay` (also to a chosen action): playing a game one step at a time
// through game documents (the same save format the browser uses, as JSON).
#include <cstdio>

#include "driver/commands.h"
#include "framework/json_writer.h"
#include "framework/registry.h"

namespace shamble {

namespace {
void write_events(JsonWriter& w, const State& s, const EventSink& events) {
  w.key("events").begin_array();
  for (auto& e : events) {
    w.begin_object();
    const auto& kinds = s.event_kinds();
    w.field("kind", e.kind >= 0 && e.kind < static_cast<int>(kinds.size()) ? kinds[e.kind].name : "?");
    w.field("player", static_cast<int>(e.player));
    if (e.rule)
      w.field("rule", e.rule);
    else
      w.key("rule").null();
    w.key("values").begin_array();
    for (int v : e.v) w.value(v);
    w.end_array();
    w.field("text", s.describe(e));
    w.end_object();
  }
  w.end_array();
}

std::unique_ptr<Match> load_arg(const std::string& arg, int* code) {
  std::string text, err;
  if (!read_input(arg, &text, &err)) {
    *code = failure(err);
    return nullptr;
  }
  Error e;
  auto m = load_game_doc(text, &e);
  if (!m) *code = failure(e.message);
  return m;
}
}  // namespace

int cmd_new(int argc, char** argv) {
  Args args;
  std::string err;
  if (!parse_args(argc, argv, 2, {"players", "seats", "names", "preset", "set", "seed", "scenario"}, {},
                  &args, &err))
    return usage_error(err);
  if (args.help) {
    std::puts(
        "usage: shamble new GAME [--players N] [--seats human,bot:easy,bot:normal,...]\n"
        "                   [--names a,b,...] [--preset P] [--set option=value ...]\n"
        "                   [--seed S] [--scenario FILE]\n\n"
        "Prints a new game document (JSON). With --scenario, GAME may be omitted; the\n"
        "other flags override the scenario's own fields.");
    return 0;
  }
  NewGameRequest req;
  if (!request_from_args(args, &req, &err)) return usage_error(err);
  if (args.positional.size() > 1) return usage_error("new takes one GAME");
  Error e;
  std::unique_ptr<Match> m;
  if (args.has("scenario")) {
    std::string text;
    if (!read_input(args.get("scenario"), &text, &err)) return failure(err);
    m = load_scenario(text, &req, &e);
    if (m && !args.positional.empty() && m->info().id != args.positional[0])
      return failure("the scenario is for '" + m->info().id + "', not '" + args.positional[0] + "'");
  } else {
    if (args.positional.empty()) return usage_error("new needs a GAME (see shamble games)");
    req.game = args.positional[0];
    m = make_match(req, &e);
  }
  if (!m) return failure(e.message);
  print_json(m->to_json());
  return 0;
}

int cmd_legal(int argc, char** argv) {
  Args args;
  std::string err;
  if (!parse_args(argc, argv, 2, {}, {}, &args, &err)) return usage_error(err);
  if (args.help) {
    std::puts(
        "usage: shamble legal STATE\n\n"
        "STATE is a game document file, '-' for stdin, or the JSON itself.\n"
        "Prints the acting seats and each one's legal actions: code (for apply) and label.");
    return 0;
  }
  if (args.positional.size() != 1) return usage_error("legal takes one STATE");
  int code = 0;
  auto m = load_arg(args.positional[0], &code);
  if (!m) return code;
  const State& s = m->state();
  JsonWriter w;
  w.begin_object().field("terminal", s.terminal());
  w.key("actors").begin_array();
  std::vector<Action> acts;
  for (int seat = 0; seat < s.num_players(); ++seat)
    if (s.actors() & (1u << seat)) w.value(seat);
  w.end_array();
  w.key("actions").begin_array();
  for (int seat = 0; seat < s.num_players(); ++seat) {
    if (!(s.actors() & (1u << seat))) continue;
    acts.clear();
    s.legal_actions(seat, acts);
    for (auto& a : acts)
      w.begin_object().field("seat", seat).field("code", s.encode(a)).field("label", s.label(a)).end_object();
  }
  w.end_array().end_object();
  print_json(w.str());
  return 0;
}

int cmd_apply(int argc, char** argv) {
  Args args;
  std::string err;
  if (!parse_args(argc, argv, 2, {"seat", "dice"}, {}, &args, &err)) return usage_error(err);
  if (args.help) {
    std::puts(
        "usage: shamble apply STATE ACTION [--seat N] [--dice d1,d2,...]\n\n"
        "Applies ACTION (a code from `legal`) for the acting seat (or --seat N) and prints\n"
        "{\"game\": the new document, \"events\": [...]}. --dice forces the next chance results.\n"
        "An illegal action prints the rule it breaks on stderr and exits 1.");
    return 0;
  }
  if (args.positional.size() != 2) return usage_error("apply takes STATE and ACTION");
  std::vector<int> dice;
  for (auto& d : split_list(args.get("dice"))) {
    long long v = 0;
    if (!parse_number("dice", d, 1, 100, &v, &err)) return usage_error(err);
    dice.push_back(static_cast<int>(v));
  }
  int code = 0;
  auto m = load_arg(args.positional[0], &code);
  if (!m) return code;
  auto action = m->state().decode(args.positional[1]);
  if (!action) return failure("'" + args.positional[1] + "' is not an action of " + m->info().name);
  int seat = m->state().current_actor();
  if (args.has("seat")) {
    long long v = 0;
    if (!parse_number("seat", args.get("seat"), 0, m->state().num_players() - 1, &v, &err))
      return usage_error(err);
    seat = static_cast<int>(v);
  }
  EventSink events;
  if (auto e = m->apply(seat, *action, &events, dice))
    return failure("illegal action (" + e->rule + "): " + e->message);
  JsonWriter w;
  w.begin_object().key("game").raw(m->to_json());
  write_events(w, m->state(), events);
  w.end_object();
  print_json(w.str());
  return 0;
}

int cmd_replay(int argc, char** argv) {
  Args args;
  std::string err;
  if (!parse_args(argc, argv, 2, {"to"}, {}, &args, &err)) return usage_error(err);
  if (args.help) {
    std::puts(
        "usage: shamble replay LOG [--to N]\n\n"
        "LOG is a game document or a browser save. Re-runs its action log from the initial\n"
        "position, checks the result equals the saved position, and prints the final state.\n"
        "Moves saved under an older rules version cannot be reproduced by this build: they\n"
        "are reported under \"history\" and the game continues from the saved position.\n"
        "--to N prints instead the game document after the first N actions (the position a\n"
        "replay viewer shows there; `apply` and `legal` take it). N past the end: the whole game.\n"
        "N within foreign history is refused.");
    return 0;
  }
  if (args.positional.size() != 1) return usage_error("replay takes one LOG");
  long long to = -1;
  if (args.has("to") && !parse_number("to", args.get("to"), 0, 1LL << 40, &to, &err)) return usage_error(err);
  int code = 0;
  // Loading is the replay: it re-runs the log through the one replay path
  // (framework/replay.h) and refuses a document whose position disagrees.
  auto m = load_arg(args.positional[0], &code);
  if (!m) return code;
  if (to >= 0) {
    if (static_cast<size_t>(to) < m->history().actions) return failure(m->history_note());
    // The match cut back to its first N actions (Match::fork: the same replay path as undo).
    auto cut = m->fork(static_cast<size_t>(to));
    if (!cut) return failure("cannot replay to action " + std::to_string(to));
    print_json(cut->to_json());
    return 0;
  }
  JsonWriter w;
  w.begin_object().field("game", m->info().id).field("rules_version", m->info().rules_version);
  w.field("actions", static_cast<int64_t>(m->size()));
  w.field("replayed", static_cast<int64_t>(m->size() - m->history().actions));
  w.field("verified", true).field("terminal", m->state().terminal());
  if (m->history().actions > 0) {
    w.key("history")
        .begin_object()
        .field("rules_version", m->history().rules_version)
        .field("actions", static_cast<int64_t>(m->history().actions))
        .field("note", m->history_note())
        .end_object();
  }
  w.key("state").raw(m->state().to_json());
  w.end_object();
  print_json(w.str());
  return 0;
}

}  // namespace shamble
