// The lab's runner: one game at a time, through the same play_out loop as
// `shamble sim`, with the events counted and the game's story builder fed.
#include "framework/lab_run.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "framework/lab_report.h"
#include "framework/rule_tally.h"
#include "framework/sim.h"
#include "framework/story.h"

namespace shamble {

bool parse_lab_shard(const std::string& text, LabShard* out, std::string* err) {
  auto slash = text.find('/');
  auto whole = [](const std::string& s, long long* v) {
    if (s.empty() || s.size() > 9) return false;
    for (char c : s)
      if (c < '0' || c > '9') return false;
    *v = std::stoll(s);
    return true;
  };
  long long i = 0, n = 0;
  if (slash == std::string::npos || !whole(text.substr(0, slash), &i) || !whole(text.substr(slash + 1), &n) ||
      n < 1 || i >= n) {
    *err = "--shard takes i/n with 0 <= i < n (shard 0/4 plays games 0, 4, 8, ...), not '" + text + "'";
    return false;
  }
  *out = {static_cast<int>(i), static_cast<int>(n)};
  return true;
}

namespace {

// Passes decisions through and notes them, so a game played on a bare State
// can be replayed move for move onto a Match.
class RecordingBot : public Bot {
 public:
  RecordingBot(std::unique_ptr<Bot> inner, std::vector<std::pair<int, Action>>* log)
      : inner_(std::move(inner)), log_(log) {}
  Action choose(const State& s, int seat, Rng& rng) override {
    Action a = inner_->choose(s, seat, rng);
    log_->emplace_back(seat, a);
    return a;
  }
  std::optional<Action> interject(const State& s, int seat, Rng& rng) override {
    auto a = inner_->interject(s, seat, rng);
    if (a) log_->emplace_back(seat, *a);
    return a;
  }

 private:
  std::unique_ptr<Bot> inner_;
  std::vector<std::pair<int, Action>>* log_;
};

void keep_story(const Story& story, int turns, LabGame* out) {
  int from = 0;
  for (const StoryMark& m : story.marks)
    if (m.kind == "stage") {
      out->stage_turns.push_back(m.turn - from);
      from = m.turn;
    }
  out->stage_turns.push_back(turns - from);
  for (const StoryTable& t : story.tables) {
    // Dice tables hold expected counts (fractions) and say nothing about the rules.
    if (t.id.rfind("dice", 0) == 0) continue;
    // The standings are one game's end (places, hands, rows named by role): nothing to add up.
    if (t.id == "standings") continue;
    LabGame::Table k{t.id, t.label, t.rows, t.columns, {}};
    for (size_t r = 0; r < t.rows.size(); ++r)
      for (size_t c = 0; c < t.columns.size(); ++c)
        k.cells.push_back(r < t.values.size() && c < t.values[r].size() ? std::llround(t.values[r][c]) : 0);
    out->tables.push_back(std::move(k));
  }
}

}  // namespace

bool play_lab_game(const LabConfig& config, const LabCell& cell, int index, LabGame* out,
                   std::unique_ptr<Match>* match, Error* err) {
  NewGameRequest req = cell.request;
  req.seed = config.seed + static_cast<uint64_t>(index);
  auto m = make_match(req, err);
  if (!m) return false;
  const GameInfo& game = m->info();
  std::vector<Seat> seats = m->seats();
  for (auto& s : seats)
    if (s.kind == "human") s.kind = "bot:normal";  // a lab has no humans
  // Fresh bots and their own Rng per game: game i does not depend on the games before it.
  auto bots = make_bots(game, seats, "normal");
  std::vector<std::pair<int, Action>> moves;
  if (match)
    for (auto& b : bots) b = std::make_unique<RecordingBot>(std::move(b), &moves);
  Rng bot_rng(req.seed ^ 0x5eedb07ULL);
  auto state = m->state().clone();
  auto story = config.story && game.make_story ? game.make_story() : nullptr;
  if (story) {
    story->set_series(false);  // the report adds up tables and marks, never the per-turn series
    story->start(*state, -1, true);
  }
  RuleTally fired;
  auto on_step = [&](const State& s, const EventSink& events) {
    for (const Event& e : events)
      if (e.rule) fired.add(e.rule);
    if (story) story->step(s, events);
  };
  PlayResult r = play_out(*state, bots, bot_rng, config.max_turns, on_step);

  *out = LabGame{};
  out->index = index;
  out->turns = state->turn_number();
  const std::map<std::string, int64_t> by_id = fired.by_text();
  out->rule_counts.assign(by_id.begin(), by_id.end());
  if (story) {
    Story s;
    story->finish(*state, s);
    keep_story(s, out->turns, out);
  }
  if (r.stuck) {
    out->bot_error = true;
    out->bot_error_text = "game " + std::to_string(index) + ": " + r.stuck_reason;
  } else if (r.turn_limit) {
    out->turn_limit = true;
  } else {
    Outcome o = state->outcome();
    out->reason = o.reason;
    out->draw = o.draw;
    out->all_lose = o.all_lose();
    out->side = o.side;
    out->shared_win = o.side.empty() && o.winners.size() > 1;
    out->winners = o.winners;
    for (int s : o.winners) {
      int role = state->role(s);
      std::string name = role >= 0 && role < static_cast<int>(game.roles.size()) ? game.roles[role] : "?";
      if (std::find(out->roles_won.begin(), out->roles_won.end(), name) == out->roles_won.end())
        out->roles_won.push_back(name);
    }
  }
  if (match) {
    m->set_seats(seats);
    for (auto& [seat, a] : moves)
      if (Status s = m->apply(seat, a, nullptr)) {
        if (out->bot_error) break;  // the refused move is the error the report names
        if (err) *err = Error{"lab-game", "replaying game " + std::to_string(index) + ": " + s->message};
        return false;
      }
    *match = std::move(m);
  }
  return true;
}

LabRun::LabRun(LabConfig config, LabShard shard, LabOrder order)
    : config_(std::move(config)), shard_(shard), order_(order) {
  Error e;
  if (!lab_cells(config_, &cells_, &e)) {
    error_ = e.message;
    return;
  }
  // Seats come from the game: a first setup tells how many players a cell has.
  for (auto& cell : cells_) {
    NewGameRequest req = cell.request;
    req.seed = config_.seed;
    auto m = make_match(req, &e);
    if (!m) {
      error_ = "lab config: variants." + cell.variant + ": " + e.message;
      return;
    }
    LabTally t;
    t.players = m->state().num_players();
    t.seat_wins.assign(static_cast<size_t>(t.players), 0);
    tallies_.push_back(std::move(t));
  }
  int per_cell =
      config_.games > shard_.index ? (config_.games - shard_.index + shard_.count - 1) / shard_.count : 0;
  total_ = static_cast<int64_t>(per_cell) * static_cast<int64_t>(cells_.size());
  game_ = shard_.index;
  finished_ = game_ >= config_.games || cells_.empty();
}

bool LabRun::done() const { return !ok() || finished_; }

int LabRun::step(int n) {
  int done_now = 0;
  while (done_now < n && !done()) {
    LabGame g;
    Error e;
    if (!play_lab_game(config_, cells_[cell_], game_, &g, nullptr, &e)) {
      error_ = "game " + std::to_string(game_) + " of variant " + cells_[cell_].variant + ": " + e.message;
      break;
    }
    tallies_[cell_].add(g);
    ++played_, ++done_now;
    if (order_ == LabOrder::kRounds) {  // the next cell's same game; after the last cell, the next game
      if (++cell_ == cells_.size()) cell_ = 0, game_ += shard_.count;
      finished_ = game_ >= config_.games;
    } else {
      game_ += shard_.count;
      if (game_ >= config_.games) ++cell_, game_ = shard_.index;
      finished_ = cell_ >= cells_.size();
    }
  }
  return done_now;
}

std::string LabRun::report_json() const {
  JsonWriter w;
  write_lab_report(config_, shard_, cells_, tallies_, w);
  return w.str();
}

}  // namespace shamble
