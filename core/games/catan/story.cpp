// Hexlands' story: per seat victory points, cards produced and zombie damage
// owed, one point per round (State::turn_number is the round); game-wide the
// zombies on the board, infestations and buildings lost; production by seat
// and resource and by number rolled; the dice against 2D6; the longest road,
// the largest army, eliminations and the end on the timeline.
//
// What a seat may see: the points of another seat are its public points (no
// hidden victory cards) unless the story is revealed (viewer -1 or a finished
// match), as view_of shows them. Everything else here is public: production,
// attacks and the board are announced to the whole table; hands appear only
// as counts, never as cards.
#include "games/catan/story.h"

#include "games/catan/catan.h"
#include "games/catan/model.h"

namespace shamble::catan {

namespace {
class CatanStory : public StoryBuilder {
 public:
  void start(const State& s, int viewer, bool revealed) override {
    const Model& m = model_of(s);
    viewer_ = viewer;
    revealed_ = revealed;
    n_ = m.n;
    produced_.assign(n_, {});
    damage_.assign(n_, 0);
    seats_.clear();
    for (int p = 0; p < n_; ++p) {
      SeatStory seat;
      seat.seat = p;
      seat.name = s.player_name(p);
      seat.series = {{"points", "Victory points", "points", {}},
                     {"cards_produced", "Cards produced", "cards", {}},
                     {"zombie_damage", "Zombie damage owed", "", {}}};
      seats_.push_back(std::move(seat));
    }
    sample(s);
  }

  void step(const State& after, const EventSink& events) override {
    for (const Event& e : events) {
      switch (e.kind) {
        case kEvRoll:
          last_roll_ = e.v[0] + e.v[1];
          dice_.add_uniform(2, 6, last_roll_);
          break;
        case kEvProduce:
          // Production before the first roll is the set-up's second settlement.
          if (e.player >= 0 && e.player < n_ && e.v[1] >= 0 && e.v[1] < kRes) {
            produced_[e.player][e.v[1]] += e.v[0];
            by_number_[last_roll_ >= 2 && last_roll_ <= 12 ? last_roll_ - 1 : 0][e.v[1]] += e.v[0];
          }
          break;
        case kEvAttack:
          if (e.player >= 0 && e.player < n_) damage_[e.player] += e.v[0];
          break;
        case kEvInfest:
          ++infestations_;
          mark(after, "infestation", e);
          break;
        case kEvDestroy: ++lost_; break;
        case kEvLongest: mark(after, "longest_road", e); break;
        case kEvArmy: mark(after, "largest_army", e); break;
        case kEvOut: mark(after, "out", e); break;
        case kEvGameOver: mark(after, "end", e); break;
        default: break;
      }
    }
    sample(after);
  }

  void finish(const State& last, Story& out) override {
    out.seats = seats_;
    out.series = {zombies_, infest_, lost_series_};
    StoryTable res;
    res.id = "production_by_resource";
    res.label = "Cards produced, by seat and resource";
    for (int r = 0; r < kRes; ++r) res.columns.push_back(res_name(r));
    for (int p = 0; p < n_; ++p) {
      res.rows.push_back(seats_[p].name);
      res.values.emplace_back(produced_[p].begin(), produced_[p].end());
    }
    out.tables.push_back(std::move(res));
    StoryTable num;
    num.id = "production_by_number";
    num.label = "Cards produced, by number rolled (set-up: the second settlement's cards)";
    for (int r = 0; r < kRes; ++r) num.columns.push_back(res_name(r));
    for (int k = 0; k < 12; ++k) {
      num.rows.push_back(k == 0 ? "set-up" : std::to_string(k + 1));
      num.values.emplace_back(by_number_[k].begin(), by_number_[k].end());
    }
    out.tables.push_back(std::move(num));
    out.tables.push_back(dice_.table("dice", "Dice rolled (2D6) against the expected counts"));
    // Every hand shown: only when the story may count hidden cards (the game
    // is over, or the driver asked for everything).
    if (revealed_) out.tables.insert(out.tables.begin(), standings(last));
    out.marks = marks_;
  }

 private:
  // Place (the winners first, then by points), points with the hidden ones,
  // and every card in each hand.
  StoryTable standings(const State& last) const {
    const Model& m = model_of(last);
    StoryTable t;
    t.id = "standings";
    t.label = last.terminal() ? "Final standings: every hand shown" : "Standings: every hand shown";
    t.columns = {"place", "points", "hidden points"};
    for (int r = 0; r < kRes; ++r) t.columns.push_back(res_name(r));
    t.columns.insert(t.columns.end(), {"development cards", "knights played", "road length"});
    std::vector<long> key(n_);
    std::vector<bool> won(n_, false);
    if (last.terminal())
      for (int w : last.outcome().winners)
        if (w >= 0 && w < n_) won[w] = true;
    for (int p = 0; p < n_; ++p) key[p] = m.points(p) + (won[p] ? 1000 : 0) - (m.pl[p].out ? 500 : 0);
    for (int p = 0; p < n_; ++p) {
      const Player& pl = m.pl[p];
      double place = 1, dev = 0;
      for (int q = 0; q < n_; ++q) place += key[q] > key[p];
      for (int d = 0; d < kDevKinds; ++d) dev += pl.dev[d];
      t.rows.push_back(seats_[p].name + (pl.out ? " (out)" : ""));
      std::vector<double> row = {place, static_cast<double>(m.points(p)),
                                 static_cast<double>(m.points(p) - m.public_points(p))};
      for (int r = 0; r < kRes; ++r) row.push_back(pl.res[r]);
      row.insert(row.end(), {dev, static_cast<double>(pl.knights), static_cast<double>(pl.road_len)});
      t.values.push_back(std::move(row));
    }
    return t;
  }

  void mark(const State& s, const char* kind, const Event& e) {
    marks_.push_back({s.turn_number(), kind, s.describe(e)});
  }
  void sample(const State& s) {
    if (!series_) return;
    const Model& m = model_of(s);
    const int turn = s.turn_number();
    for (int p = 0; p < n_; ++p) {
      // Hidden victory cards count for the viewer's own seat, or once revealed.
      const int points = revealed_ || p == viewer_ ? m.points(p) : m.public_points(p);
      double produced = 0;
      for (double v : produced_[p]) produced += v;
      auto& x = seats_[p].series;
      record_point(x[0].points, turn, points);
      record_point(x[1].points, turn, produced);
      record_point(x[2].points, turn, damage_[p]);
    }
    int zombies = 0;
    for (int h = 0; h < kHexes; ++h) zombies += m.zombies[h];
    record_point(zombies_.points, turn, zombies);
    record_point(infest_.points, turn, infestations_);
    record_point(lost_series_.points, turn, lost_);
  }

  int viewer_ = -1;
  bool revealed_ = true;
  int n_ = 0;
  int last_roll_ = 0;
  std::vector<SeatStory> seats_;
  std::vector<std::array<double, kRes>> produced_;
  std::array<std::array<double, kRes>, 12> by_number_{};  // [0] set-up, [k] the number k + 1
  std::vector<double> damage_;
  double infestations_ = 0, lost_ = 0;
  Series zombies_{"zombies", "Zombies on the board", "zombies", {}};
  Series infest_{"infestations", "Infestations so far", "", {}};
  Series lost_series_{"buildings_lost", "Roads and buildings lost to zombies", "", {}};
  DiceTally dice_;
  std::vector<StoryMark> marks_;
};
}  // namespace

std::unique_ptr<StoryBuilder> make_story() { return std::make_unique<CatanStory>(); }

}  // namespace shamble::catan
