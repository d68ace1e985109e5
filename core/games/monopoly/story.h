// The property game's story in numbers (framework/story.h), shared by every
// game built on its table: per seat net worth (cash + the printed price of
// every deed held, mortgaged too, + what its buildings cost), cash, rent paid
// and received; a landing heat map; the dice against 2D6; bankruptcies on the
// timeline. A derived game (MonopoZombie) subclasses PropertyStory, says where
// its table is and adds its own events.
#pragma once

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "framework/story.h"
#include "games/monopoly/table.h"

namespace shamble::mono {

struct MonoRules;

class PropertyStory : public StoryBuilder {
 public:
  void start(const State& s, int viewer, bool revealed) override;
  void step(const State& after, const EventSink& events) override;
  void finish(const State& last, Story& out) override;

  // Net worth of `seat` on `t`: what the chart plots.
  static int net_worth(const MonoTable& t, const MonoRules& r, int seat);

 protected:
  virtual const MonoTable& table(const State& s) const = 0;
  virtual const MonoRules& rules(const State& s) const = 0;
  // A derived game's events (after the base game's are counted).
  virtual void on_event(const State& after, const Event& e) {
    (void)after;
    (void)e;
  }
  virtual void add_to(Story& out) const { (void)out; }
  // A seat's row in the standings ("Ada"; a derived game may add the role).
  virtual std::string row_label(const State& s, int seat) const;
  // Every seat's place (1 = first; the winners share it).
  static std::vector<double> places(const State& last, const MonoTable& t, const MonoRules& r);
  // The "standings" table: place, net worth and every holding of each seat
  // (nothing in the property game is hidden, so it is the same for any viewer).
  StoryTable standings(const State& last) const;
  void mark(const State& s, const char* kind, const Event& e);
  DiceTally dice_;
  std::vector<StoryMark> marks_;

 private:
  void sample(const State& s);
  int n_ = 0;
  std::vector<SeatStory> seats_;
  std::array<double, kSquares> rests_{};
  double in_jail_ = 0;
  std::vector<double> rent_paid_, rent_received_;
};

std::unique_ptr<StoryBuilder> make_monopoly_story();

}  // namespace shamble::mono
