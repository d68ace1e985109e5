// build_story: one pass of the replay loop feeding the game's StoryBuilder;
// the JSON of `shamble stats`; the helpers builders share.
#include "framework/story.h"

#include <algorithm>
#include <string>

#include "framework/json_writer.h"
#include "framework/match.h"

namespace shamble {

const Series* SeatStory::find(const std::string& id) const {
  for (const Series& x : series)
    if (x.id == id) return &x;
  return nullptr;
}

double StoryTable::at(const std::string& row, const std::string& column) const {
  auto r = std::find(rows.begin(), rows.end(), row);
  auto c = std::find(columns.begin(), columns.end(), column);
  if (r == rows.end() || c == columns.end()) return 0;
  const auto& line = values[static_cast<size_t>(r - rows.begin())];
  size_t ci = static_cast<size_t>(c - columns.begin());
  return ci < line.size() ? line[ci] : 0;
}

const StoryTable* Story::table(const std::string& id) const {
  for (const StoryTable& t : tables)
    if (t.id == id) return &t;
  return nullptr;
}

const Series* Story::game_series(const std::string& id) const {
  for (const Series& x : series)
    if (x.id == id) return &x;
  return nullptr;
}

std::unique_ptr<Story> build_story(const Match& m, size_t upto, int viewer, Error* err) {
  if (!m.info().make_story) {
    if (err) *err = Error{"stats", m.info().name + " keeps no story"};
    return nullptr;
  }
  // Moves played under another rules version cannot be replayed: the story
  // starts where they led (Match::history).
  const size_t from = m.history().actions;
  upto = std::max(from, std::min(upto, m.size()));
  auto s = m.state_at(from, err);
  if (!s) return nullptr;
  // A seat the game does not have must not fall back to "everything".
  if (viewer >= s->num_players() || viewer < -1) {
    if (err) *err = Error{"stats", "no seat " + std::to_string(viewer) + " in this game"};
    return nullptr;
  }
  // A finished game keeps nothing secret any more: the end screen shows every hand.
  const bool revealed = viewer < 0 || m.state().terminal();
  auto builder = m.info().make_story();
  builder->start(*s, viewer, revealed);
  ReplayObserver obs = [&](const ReplayStep& st) { builder->step(st.after, st.events); };
  if (auto e = replay_log(*s, m.log(), from, upto, &obs)) {
    if (err) *err = *e;
    return nullptr;
  }
  auto story = std::make_unique<Story>();
  story->game = m.info().id;
  story->turns = s->turn_number();
  story->actions = upto - from;
  story->viewer = viewer;
  story->revealed = revealed;
  builder->finish(*s, *story);
  pad_story(*story);
  return story;
}

std::unique_ptr<Story> build_story(const std::string& document, size_t upto, int viewer, Error* err) {
  auto m = Match::load(document, err);
  if (!m) return nullptr;
  return build_story(*m, upto, viewer, err);
}

namespace {
void write_points(JsonWriter& w, const std::vector<double>& points) {
  w.begin_array();
  for (double v : points) w.value(v);
  w.end_array();
}
void write_measure(JsonWriter& w, const Series& x, const char* scope) {
  w.begin_object().field("id", x.id).field("label", x.label).field("unit", x.unit).field("scope", scope);
  w.end_object();
}
}  // namespace

void write_story_json(const Story& s, JsonWriter& w) {
  w.begin_object().field("game", s.game).field("turns", s.turns);
  w.field("actions", static_cast<int64_t>(s.actions)).field("viewer", s.viewer).field("revealed", s.revealed);
  // What each series id means, once (the seats' series share ids).
  w.key("measures").begin_array();
  if (!s.seats.empty())
    for (const Series& x : s.seats[0].series) write_measure(w, x, "seat");
  for (const Series& x : s.series) write_measure(w, x, "game");
  w.end_array();
  w.key("seats").begin_array();
  for (const SeatStory& seat : s.seats) {
    w.begin_object().field("seat", seat.seat).field("name", seat.name);
    w.key("series").begin_object();
    for (const Series& x : seat.series) {
      w.key(x.id);
      write_points(w, x.points);
    }
    w.end_object().end_object();
  }
  w.end_array();
  w.key("series").begin_object();
  for (const Series& x : s.series) {
    w.key(x.id);
    write_points(w, x.points);
  }
  w.end_object();
  w.key("tables").begin_object();
  for (const StoryTable& t : s.tables) {
    w.key(t.id).begin_object().field("label", t.label);
    w.key("columns").begin_array();
    for (const auto& c : t.columns) w.value(c);
    w.end_array().key("rows").begin_array();
    for (const auto& r : t.rows) w.value(r);
    w.end_array().key("values").begin_array();
    for (const auto& line : t.values) write_points(w, line);
    w.end_array().end_object();
  }
  w.end_object();
  w.key("marks").begin_array();
  for (const StoryMark& k : s.marks)
    w.begin_object().field("turn", k.turn).field("kind", k.kind).field("label", k.label).end_object();
  w.end_array().end_object();
}

std::string story_json(const Story& s) {
  JsonWriter w;
  write_story_json(s, w);
  return w.str();
}

void record_point(std::vector<double>& points, int turn, double value) {
  if (turn < 0) turn = 0;
  size_t t = static_cast<size_t>(turn);
  if (points.size() <= t) points.resize(t + 1, points.empty() ? value : points.back());
  points[t] = value;
}

void pad_story(Story& s) {
  const size_t n = static_cast<size_t>(std::max(0, s.turns)) + 1;
  auto pad = [n](Series& x) {
    if (x.points.size() < n) x.points.resize(n, x.points.empty() ? 0.0 : x.points.back());
  };
  for (SeatStory& seat : s.seats)
    for (Series& x : seat.series) pad(x);
  for (Series& x : s.series) pad(x);
}

void DiceTally::grow(size_t n) {
  if (rolled_.size() < n) rolled_.resize(n, 0.0);
}

namespace {

// The distribution of the sum by convolution, one die at a time.
std::vector<double> sum_distribution(const std::vector<std::vector<int>>& faces) {
  std::vector<double> dist{1.0};
  for (const auto& f : faces) {
    if (f.empty()) continue;
    int hi = *std::max_element(f.begin(), f.end());
    std::vector<double> next(dist.size() + static_cast<size_t>(std::max(0, hi)), 0.0);
    for (size_t s = 0; s < dist.size(); ++s)
      for (int v : f)
        if (v >= 0) next[s + static_cast<size_t>(v)] += dist[s] / static_cast<double>(f.size());
    dist = std::move(next);
  }
  return dist;
}

std::vector<std::vector<int>> fair_faces(int count, int sides) {
  std::vector<std::vector<int>> faces(static_cast<size_t>(std::max(0, count)));
  for (auto& f : faces)
    for (int v = 1; v <= sides; ++v) f.push_back(v);
  return faces;
}

}  // namespace

void DiceTally::add_uniform(int count, int sides, int sum) {
  auto it = std::find_if(uniform_.begin(), uniform_.end(),
                         [&](const Uniform& u) { return u.count == count && u.sides == sides; });
  if (it == uniform_.end())
    uniform_.push_back({count, sides, 1});
  else
    ++it->rolls;
  grow(static_cast<size_t>(std::max(0, std::max(sum, count * sides))) + 1);
  if (sum >= 0) rolled_[static_cast<size_t>(sum)] += 1;
  ++rolls_;
}

void DiceTally::add_faces(const std::vector<std::vector<int>>& faces, int sum) {
  auto it = std::find_if(faced_.begin(), faced_.end(), [&](const auto& f) { return f.first == faces; });
  if (it == faced_.end())
    faced_.emplace_back(faces, 1);
  else
    ++it->second;
  grow(static_cast<size_t>(std::max(0, sum)) + 1);
  if (sum >= 0) rolled_[static_cast<size_t>(sum)] += 1;
  ++rolls_;
}

StoryTable DiceTally::table(const std::string& id, const std::string& label) const {
  StoryTable t;
  t.id = id;
  t.label = label;
  t.columns = {"rolled", "expected"};
  std::vector<double> expected;
  auto add = [&](const std::vector<std::vector<int>>& faces, long rolls) {
    const std::vector<double> dist = sum_distribution(faces);
    if (expected.size() < dist.size()) expected.resize(dist.size(), 0.0);
    for (size_t s = 0; s < dist.size(); ++s) expected[s] += static_cast<double>(rolls) * dist[s];
  };
  for (const Uniform& u : uniform_) add(fair_faces(u.count, u.sides), u.rolls);
  for (const auto& [faces, rolls] : faced_) add(faces, rolls);
  std::vector<double> rolled = rolled_;
  rolled.resize(std::max(rolled.size(), expected.size()), 0.0);
  expected.resize(rolled.size(), 0.0);
  // Rows from the lowest to the highest sum either column reaches.
  size_t lo = 0, hi = rolled.size();
  while (lo < hi && rolled[lo] == 0 && expected[lo] < 1e-12) ++lo;
  while (hi > lo && rolled[hi - 1] == 0 && expected[hi - 1] < 1e-12) --hi;
  for (size_t s = lo; s < hi; ++s) {
    t.rows.push_back(std::to_string(s));
    t.values.push_back({rolled[s], expected[s]});
  }
  return t;
}

}  // namespace shamble
