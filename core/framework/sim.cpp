#include "framework/sim.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <set>

#include "framework/decision_timer.h"
#include "framework/json_writer.h"
#include "framework/play_loop.h"
#include "framework/registry.h"
#include "framework/stats.h"

namespace shamble {

PlayResult play_out(State& state, std::vector<std::unique_ptr<Bot>>& bots, Rng& bot_rng, int max_turns,
                    const std::function<void(const State&, const EventSink&)>& on_step) {
  PlayResult r;
  EventSink events;
  LoopCursor cur;
  PlayLoop loop;
  loop.bots = bots.data();
  loop.nbots = static_cast<int>(bots.size());
  loop.bot_rng = &bot_rng;
  loop.max_turns = max_turns;
  loop.events = on_step ? &events : nullptr;
  loop.on_step = on_step ? &on_step : nullptr;
  loop.cur = &cur;
  LoopEnd end = state.play_bots(loop);
  r.actions = cur.actions;
  switch (end) {
    case LoopEnd::Finished: r.finished = true; break;
    case LoopEnd::TurnLimit: r.turn_limit = true; break;
    case LoopEnd::NoBot:
      r.stuck = true;
      r.stuck_reason = "no bot for acting seat " + std::to_string(cur.seat);
      break;
    case LoopEnd::Refused: {
      // A refused action leaves the state untouched, so asking again gives the same error.
      auto e = state.apply(cur.seat, cur.action, nullptr);
      r.stuck = true;
      r.stuck_reason = "seat " + std::to_string(cur.seat) + " chose " + state.encode(cur.action) + ": " +
                       (e ? e->message : std::string("refused"));
      break;
    }
  }
  return r;
}

std::vector<std::unique_ptr<Bot>> make_bots(const GameInfo& game, const std::vector<Seat>& seats,
                                            const std::string& default_level) {
  std::vector<std::unique_ptr<Bot>> bots;
  for (auto& s : seats)
    bots.push_back(make_bot(game, is_bot_kind(s.kind) ? bot_level(s.kind) : default_level));
  return bots;
}

namespace {

std::unique_ptr<Match> start(const SimOptions& opt, uint64_t seed, Error* err) {
  NewGameRequest req = opt.request;
  req.seed = seed;
  if (!opt.scenario.empty()) return load_scenario(opt.scenario, &req, err);
  return make_match(req, err);
}

// One count per possible outcome of a game, summing to the games played.
constexpr const char* kAllLose = "all_lose";
constexpr const char* kDraw = "draw";
constexpr const char* kTurnLimit = "turn_limit";  // stopped at --max-turns: no outcome
constexpr const char* kBotError = "bot_error";    // a bot chose an illegal action: no outcome
constexpr const char* kSharedWin = "shared_win";  // several seats tie for the win (free-for-all)

// Counted by kind; the keys are written in a fixed order when the run ends:
// the sides (the game's declared ones, then any other it named), or for a
// game where every seat plays for itself each seat and a shared win; then the
// ends nobody wins. Zero counts are listed too.
class Outcomes {
 public:
  Outcomes(const GameInfo& game, int players) : sides_(game.sides), players_(players) {}
  void add(const Outcome& o) {
    if (o.draw)
      ++other_[kDraw];
    else if (o.winners.empty())
      ++other_[kAllLose];
    else if (!o.side.empty())  // a team's win counts once
      ++side_wins_[o.side];
    else if (o.winners.size() > 1)
      ++shared_;
    else
      ++seat_wins_[o.winners[0]];
  }
  void add_no_outcome(const char* key) { ++other_[key]; }  // kTurnLimit, kBotError
  void write(JsonWriter& w) const {
    std::vector<std::string> sides = sides_;
    for (auto& [k, v] : side_wins_)
      if (std::find(sides.begin(), sides.end(), k) == sides.end()) sides.push_back(k);
    w.begin_object();
    for (auto& k : sides) w.field(k, count(side_wins_, k));
    if (sides.empty() || !seat_wins_.empty() || shared_) {
      for (int p = 0; p < players_; ++p) w.field("seat " + std::to_string(p), count(seat_wins_, p));
      w.field(kSharedWin, shared_);
    }
    for (const char* k : {kAllLose, kDraw, kTurnLimit, kBotError}) w.field(k, count(other_, std::string(k)));
    w.end_object();
  }

 private:
  template <class M, class K>
  static long count(const M& m, const K& k) {
    auto it = m.find(k);
    return it == m.end() ? 0 : it->second;
  }
  std::vector<std::string> sides_;
  int players_;
  std::map<std::string, long> side_wins_, other_;
  std::map<int, long> seat_wins_;
  long shared_ = 0;
};

void write_distribution(JsonWriter& w, std::vector<int> v) {
  w.begin_object();
  if (v.empty()) {
    w.end_object();
    return;
  }
  std::sort(v.begin(), v.end());
  double sum = 0;
  for (int x : v) sum += x;
  auto pct = [&](double p) {
    return v[std::min(v.size() - 1, static_cast<size_t>(p * (v.size() - 1) + 0.5))];
  };
  w.field("min", v.front()).field("p10", pct(0.1)).field("median", pct(0.5)).field("mean", sum / v.size());
  w.field("p90", pct(0.9)).field("max", v.back());
  w.end_object();
}

}  // namespace

bool run_sim(const SimOptions& opt, JsonWriter& w, Error* err) {
  auto first = start(opt, opt.request.seed, err);
  if (!first) return false;
  const GameInfo& game = first->info();
  const RulesConfig config = first->state().config();
  int n = first->state().num_players();
  std::vector<Seat> seats = first->seats();
  for (auto& s : seats)
    if (s.kind == "human") s.kind = "bot:normal";  // a simulation has no humans
  auto bots = make_bots(game, seats, "normal");
  std::unique_ptr<StatsCollector> stats = game.make_stats ? game.make_stats() : nullptr;

  std::vector<long> wins(n, 0);
  std::map<std::string, long> role_wins;
  std::map<std::string, long> reasons;
  Outcomes outcomes(game, n);
  long limits = 0, stuck = 0;
  std::vector<int> lengths, actions;
  std::string first_stuck;
  Rng bot_rng(opt.request.seed ^ 0x5eedb07ULL);
  for (int g = 0; g < opt.games; ++g) {
    auto m = g == 0 ? std::move(first) : start(opt, opt.request.seed + g, err);
    if (!m) return false;
    auto state = m->state().clone();
    if (stats) stats->on_game_start(*state);
    std::function<void(const State&, const EventSink&)> step;
    if (stats)
      step = [&](const State& s, const EventSink& ev) {
        if (!ev.empty()) stats->on_events(s, ev);
      };
    PlayResult r = play_out(*state, bots, bot_rng, opt.max_turns, step);
    if (stats) stats->on_game_end(*state, r.turn_limit);
    lengths.push_back(state->turn_number());
    actions.push_back(static_cast<int>(r.actions));
    if (r.stuck) {
      ++stuck;
      outcomes.add_no_outcome(kBotError);
      if (first_stuck.empty()) first_stuck = "game " + std::to_string(g) + ": " + r.stuck_reason;
      continue;
    }
    if (r.turn_limit) {
      ++limits;
      outcomes.add_no_outcome(kTurnLimit);
      continue;
    }
    Outcome o = state->outcome();
    ++reasons[o.reason];
    outcomes.add(o);
    // wins_by_seat: every winning seat (each member of a winning team);
    // wins_by_role: games won, once per role among the winners.
    std::set<std::string> roles_won;
    for (int s : o.winners) {
      ++wins[s];
      int role = state->role(s);
      roles_won.insert(role >= 0 && role < static_cast<int>(game.roles.size()) ? game.roles[role] : "?");
    }
    for (auto& k : roles_won) ++role_wins[k];
  }
  w.begin_object();
  w.field("game", game.id).field("games", opt.games).field("seed", static_cast<int64_t>(opt.request.seed));
  w.field("max_turns", opt.max_turns);
  w.key("options").begin_object();
  for (size_t i = 0; i < game.options.size() && i < config.values.size(); ++i)
    w.field(game.options[i].name, option_value_text(game.options[i], config.values[i]));
  w.end_object();
  w.key("seats").begin_array();
  for (auto& s : seats) w.value(s.kind);
  w.end_array();
  w.key("outcomes");
  outcomes.write(w);
  w.key("wins_by_seat").begin_array();
  for (long x : wins) w.value(x);
  w.end_array();
  w.field("wins_by_seat_counts",
          "each winning seat: every member of a winning team, every player of a shared win");
  w.key("wins_by_role").begin_object();
  for (auto& [k, v] : role_wins) w.field(k, v);
  w.end_object();
  w.key("end_reasons").begin_object();
  for (auto& [k, v] : reasons) w.field(k, v);
  w.end_object();
  w.field("turn_limit_hits", limits).field("bot_errors", stuck);
  if (!first_stuck.empty()) w.field("first_bot_error", first_stuck);
  w.key("game_length_turns");
  write_distribution(w, lengths);
  w.key("game_length_actions");
  write_distribution(w, actions);
  if (stats) {
    w.key("stats").begin_object();
    stats->write(w);
    w.end_object();
  }
  w.end_object();
  return true;
}

bool run_bench(const BenchOptions& opt, JsonWriter& w, Error* err) {
  NewGameRequest req = opt.request;
  auto first = make_match(req, err);
  if (!first) return false;
  const GameInfo& game = first->info();
  std::vector<Seat> seats = first->seats();
  if (req.seats.empty())
    for (auto& s : seats) s.kind = "bot:random";
  for (auto& s : seats)
    if (s.kind == "human") s.kind = "bot:random";
  auto bots = make_bots(game, seats, "random");
  DecisionTimes times;
  if (opt.time_decisions)
    for (size_t i = 0; i < bots.size(); ++i)
      bots[i] = make_timed_bot(std::move(bots[i]), seats[i].kind, &times);
  Rng bot_rng(req.seed ^ 0xbe9c4ULL);
  using clock = std::chrono::steady_clock;
  auto t0 = clock::now();
  long games = 0, actions = 0, finished = 0, limits = 0, errors = 0;
  double elapsed = 0;
  // Setup (new_match) is counted: a "full game" includes dealing the board.
  while (elapsed < opt.seconds) {
    req.seed = opt.request.seed + games;
    auto m = make_match(req, err);
    if (!m) return false;
    auto state = m->state().clone();
    PlayResult r = play_out(*state, bots, bot_rng, opt.max_turns);
    ++games;
    actions += r.actions;
    finished += r.finished;
    limits += r.turn_limit;
    errors += r.stuck;
    elapsed = std::chrono::duration<double>(clock::now() - t0).count();
  }
  w.begin_object();
  w.field("game", game.id).field("seconds", elapsed).field("games", games).field("actions", actions);
  w.field("games_per_second", games / elapsed).field("actions_per_second", actions / elapsed);
  w.field("finished", finished).field("turn_limit_hits", limits).field("bot_errors", errors);
  w.key("seats").begin_array();
  for (auto& s : seats) w.value(s.kind);
  w.end_array();
  if (opt.time_decisions) {
    w.key("decisions");
    times.write(w);
  }
  w.end_object();
  return true;
}

}  // namespace shamble
