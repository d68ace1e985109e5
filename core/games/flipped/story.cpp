// Flipped's story (a cooperative game: the team is the protagonist). Per seat
// the health of its characters; game-wide the team's health and the parts
// delivered, one point per turn (State::turn_number counts each day turn and
// each night); a table per round (health and parts at its end, the night's
// attacks, zombies and wounds); the day/night timeline with each attack and
// death as marks; the flips against their expected totals. Nothing in this
// game is private to a seat.
#include "games/flipped/story.h"

#include "framework/state_cast.h"
#include "games/flipped/state.h"

namespace shamble::flipped {

namespace {
class FlippedStory : public StoryBuilder {
 public:
  void start(const State& s, int viewer, bool revealed) override {
    (void)viewer;
    (void)revealed;
    const auto& f = state_as<FlippedState>(s);
    seats_.clear();
    for (int p = 0; p < f.num_players(); ++p) {
      SeatStory seat;
      seat.seat = p;
      seat.name = f.player_name(p);
      seat.series = {{"health", "Health", "health", {}}};
      seats_.push_back(std::move(seat));
    }
    sample(f);
  }

  void step(const State& after, const EventSink& events) override {
    const auto& f = state_as<FlippedState>(after);
    for (const Event& e : events) {
      switch (e.kind) {
        case kEvRoundStart:
          night_ = false;
          mark(f, "day", e);
          break;
        case kEvNightStart:
          night_ = true;
          mark(f, "night", e);
          break;
        case kEvAttack:
          round_row(f.round()).attacks += 1;
          round_row(f.round()).zombies += e.v[1];
          mark(f, "attack", e);
          break;
        case kEvFinalAttack: round_row(f.round()).zombies += e.v[0]; break;
        case kEvHealth:
          if (night_) round_row(f.round()).night_wounds += e.v[0];
          break;
        case kEvDeath: mark(f, "death", e); break;
        case kEvPartDelivered: mark(f, "part", e); break;
        case kEvGameOver: mark(f, "end", e); break;
        case kEvRoll: add_roll(f, e.v[0], e.v[2]); break;
        default: break;
      }
    }
    sample(f);
  }

  void finish(const State& last, Story& out) override {
    (void)last;
    out.seats = seats_;
    out.series = {team_health_, parts_};
    StoryTable t;
    t.id = "rounds";
    t.label = "Each round: the team at its end and its night";
    t.columns = {"team_health", "parts_delivered", "attacks", "zombies", "night_wounds"};
    for (size_t r = 1; r < rounds_.size(); ++r) {
      const Round& x = rounds_[r];
      t.rows.push_back("round " + std::to_string(r));
      t.values.push_back({x.health, x.parts, x.attacks, x.zombies, x.night_wounds});
    }
    out.tables.push_back(std::move(t));
    out.tables.push_back(dice_.table("dice", "Flip totals against the expected counts"));
    out.marks = marks_;
  }

 private:
  struct Round {
    double health = 0, parts = 0, attacks = 0, zombies = 0, night_wounds = 0;
  };
  Round& round_row(int round) {
    size_t r = static_cast<size_t>(std::max(1, round));
    if (rounds_.size() <= r) rounds_.resize(r + 1);
    return rounds_[r];
  }
  void mark(const FlippedState& f, const char* kind, const Event& e) {
    marks_.push_back({f.turn_number(), kind, f.describe(e)});
  }
  // A throw of the dice in `mask`: each die shows its silver or its coloured face, one in two.
  void add_roll(const FlippedState& f, int mask, int total) {
    std::vector<std::vector<int>> faces;
    for (int d = 0; d < kDice; ++d)
      if (mask & (1 << d)) faces.push_back({f.dice().dice[d].silver, f.dice().dice[d].coloured});
    dice_.add_faces(faces, total);
  }
  void sample(const FlippedState& f) {
    const int turn = f.turn_number();
    // The round table needs the team's health even when no series is kept.
    std::vector<double> health(seats_.size(), 0.0);
    double team = 0;
    for (int c = 0; c < f.chars(); ++c) {
      const int h = std::max(0, static_cast<int>(f.ch(c).health));
      team += h;
      const size_t seat = static_cast<size_t>(f.seat_of(c));
      if (seat < health.size()) health[seat] += h;
    }
    if (series_) {
      for (size_t p = 0; p < seats_.size(); ++p) record_point(seats_[p].series[0].points, turn, health[p]);
      record_point(team_health_.points, turn, team);
      record_point(parts_.points, turn, f.parts_delivered());
    }
    Round& r = round_row(f.round());
    r.health = team;
    r.parts = f.parts_delivered();
  }

  std::vector<SeatStory> seats_;
  Series team_health_{"team_health", "Team health", "health", {}};
  Series parts_{"parts_delivered", "Parts delivered", "parts", {}};
  std::vector<Round> rounds_;
  bool night_ = false;
  DiceTally dice_;
  std::vector<StoryMark> marks_;
};
}  // namespace

std::unique_ptr<StoryBuilder> make_story() { return std::make_unique<FlippedStory>(); }

}  // namespace shamble::flipped
