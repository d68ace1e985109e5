// The game's story in numbers: what the end screen plots and `shamble stats`
// prints, read from a game's actions and events by ONE module, so the screen
// and the driver cannot disagree.
//
// Shape (issue 27): plain data a plotting module can draw without knowing the
// game: per seat, named series with one point per turn (turn = the game's own
// State::turn_number); game-wide series (Catan's zombies, Flipped's team
// health), tables (a heat map, a dice histogram against its expected
// distribution, counts by cause) and marks on the timeline (a stage, a night).
// Why tables of doubles and not per-game structs: the plotter and the JSON
// writer then serve every game, and a new measure is data, not a new type.
//
// Each game gives a StoryBuilder (GameInfo::make_story). build_story feeds it
// through the one replay loop (framework/replay.h): the position replay
// starts from, then the state after each action with that action's events.
//
// What a seat may see: a story built for a seat reads, for the other seats,
// only what that seat's view shows (Catan's hidden victory points and hands
// stay hidden) until the game is over; viewer -1, or a finished match,
// reveals everything (the end screen shows every hand).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "framework/event.h"
#include "framework/status.h"

namespace shamble {

class State;
class Match;
class JsonWriter;

// One measure over the game: points[t] is its value at the end of turn t
// (after the last action that left the turn counter at t), t = 0..Story::turns.
struct Series {
  std::string id;     // "net_worth" (the JSON key)
  std::string label;  // "Net worth" (axis and legend)
  std::string unit;   // "$", "points", "cards", "" for plain counts
  std::vector<double> points;
};

struct SeatStory {
  int seat = 0;
  std::string name;
  std::vector<Series> series;  // the same ids, in the same order, for every seat
  const Series* find(const std::string& id) const;
};

// A table of numbers: values[row][column].
struct StoryTable {
  std::string id;  // "landings", "dice"
  std::string label;
  std::vector<std::string> columns;
  std::vector<std::string> rows;
  std::vector<std::vector<double>> values;
  double at(const std::string& row, const std::string& column) const;  // 0 when absent
};

// A moment on the timeline ("stage", "night", "attack", "conversion").
struct StoryMark {
  int turn = 0;
  std::string kind;
  std::string label;
};

struct Story {
  std::string game;
  int turns = 0;         // the turn counter at the last action read
  size_t actions = 0;    // actions read (from the start of replayable history)
  int viewer = -1;       // the seat it was built for, -1 everything
  bool revealed = true;  // every hidden figure counted (viewer -1 or a finished match)
  std::vector<SeatStory> seats;
  std::vector<Series> series;  // game-wide, one point per turn
  std::vector<StoryTable> tables;
  std::vector<StoryMark> marks;
  const StoryTable* table(const std::string& id) const;
  const Series* game_series(const std::string& id) const;
};

// A game's reader. build_story calls start once (the position replay starts
// from; `viewer` and `revealed` say what it may count of other seats), step
// after every action (the state it led to and what it emitted), and finish
// once to fill the story's seats, series, tables and marks. A builder samples
// its series after every step with record_point; build_story pads them.
class StoryBuilder {
 public:
  virtual ~StoryBuilder() = default;
  virtual void start(const State& s, int viewer, bool revealed) = 0;
  virtual void step(const State& after, const EventSink& events) = 0;
  virtual void finish(const State& last, Story& out) = 0;

  // Off: the builder keeps its tables and marks but samples no per-turn
  // series (the lab adds up tables only; sampling net worth after every
  // action was most of a Monopoly lab's time). Set before start.
  void set_series(bool on) { series_ = on; }

 protected:
  bool series_ = true;
};

// The story of `m` up to its first `upto` actions (more than the log: all of
// it). Null with *err when the game has no story, `viewer` is no seat of it
// (nor -1), or the log does not replay.
std::unique_ptr<Story> build_story(const Match& m, size_t upto, int viewer, Error* err);
// The same from a document or a binary save.
std::unique_ptr<Story> build_story(const std::string& document, size_t upto, int viewer, Error* err);

// `shamble stats`' JSON: {"game","turns","actions","viewer","revealed","measures",
// "seats":[{"seat","name","series":{id:[...]}}],"series":{id:[...]},
// "tables":{id:{"label","columns","rows","values"}},"marks":[...]}.
void write_story_json(const Story& s, JsonWriter& w);
std::string story_json(const Story& s);

// ---- Helpers the games' builders share

// Sets the point of `turn` (turns skipped keep the value before them).
void record_point(std::vector<double>& points, int turn, double value);
// Pads every series to turns + 1 points with its last value.
void pad_story(Story& s);

// A histogram of dice sums against the expected distribution. Each roll adds
// its sum and the probabilities of every sum for the dice it threw, so mixed
// throws (Flipped's masks) still compare like with like.
class DiceTally {
 public:
  // A roll of `count` fair dice of `sides` faces (1..sides) that showed `sum`.
  void add_uniform(int count, int sides, int sum);
  // A roll of dice with the given equally likely faces per die.
  void add_faces(const std::vector<std::vector<int>>& faces, int sum);
  long rolls() const { return rolls_; }
  // columns "rolled" and "expected" (expected count = rolls x probability).
  StoryTable table(const std::string& id, const std::string& label) const;

 private:
  void grow(size_t n);
  // Fair dice are counted per (count, sides) and their distribution is added
  // once, in table(): convolving after every roll was a tenth of a lab's time.
  struct Uniform {
    int count, sides;
    long rolls;
  };
  std::vector<Uniform> uniform_;
  // Other dice the same way: each distinct set of faces with its roll count.
  std::vector<std::pair<std::vector<std::vector<int>>, long>> faced_;
  std::vector<double> rolled_;
  long rolls_ = 0;
};

}  // namespace shamble
