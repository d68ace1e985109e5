// MonopoZombie's story: the property game's (net worth, rent, landings, 2D6)
// plus the zombie layer's: the stages on the timeline, every conversion (a
// mark, and a table by cause), cures (a release card spent for immunity, a
// hospital's cure), demolitions by cause, the zombies' and apocalypse dice
// against their own distributions, and how many seats are zombies per turn.
// Nothing in this game is private to a seat (view.h), so the table is read
// directly.
#include "games/monopozombie/story.h"

#include "games/monopoly/story.h"
#include "games/monopozombie/monopozombie.h"
#include "games/monopozombie/mz.h"

namespace shamble::mz {

namespace {
// Row labels, by the enums' values (view.h).
const char* const kCauseRows[kNumCauses] = {"double one",  "jail",    "points",
                                            "dice battle", "gave up", "left alone"};
const char* const kDemoRows[] = {"zombie arrived", "guards left", "abandoned", "overrun"};
constexpr int kDemoCauses = sizeof(kDemoRows) / sizeof(kDemoRows[0]);
static_assert(kDemoOverrun + 1 == kDemoCauses);

StoryTable counts(const char* id, const char* label, const char* const* rows, int n, const double* v) {
  StoryTable t;
  t.id = id;
  t.label = label;
  t.columns = {"count"};
  for (int i = 0; i < n; ++i) {
    t.rows.push_back(rows[i]);
    t.values.push_back({v[i]});
  }
  return t;
}

class MzStory : public mono::PropertyStory {
 public:
  void step(const State& after, const EventSink& events) override {
    PropertyStory::step(after, events);
    sample_zombies(after);
  }
  void start(const State& s, int viewer, bool revealed) override {
    PropertyStory::start(s, viewer, revealed);
    sample_zombies(s);
  }

 protected:
  const mono::MonoTable& table(const State& s) const override { return table_of(s).t; }
  const mono::MonoRules& rules(const State& s) const override { return rules_of(s).mono; }

  void on_event(const State& after, const Event& e) override {
    switch (e.kind) {
      case kEvStage: mark(after, "stage", e); break;
      case kEvConvert:
        if (e.v[0] >= 0 && e.v[0] < kNumCauses) ++conversions_[e.v[0]];
        mark(after, "conversion", e);
        break;
      case kEvImmunityUsed:
        ++cures_[0];
        mark(after, "cure", e);
        break;
      case kEvCure:
        ++cures_[1];
        mark(after, "cure", e);
        break;
      case kEvDemolish:
        if (e.v[2] >= 0 && e.v[2] < kDemoCauses) ++demolitions_[e.v[2]];
        break;
      case kEvMoveDice:  // v3: 1 a homeless 1D6, 2 a homeless 2D6; else 2D4 (zombie) or 3D6 (apocalypse)
        if (e.v[3] == 1)
          homeless_.add_uniform(1, 6, e.v[0]);
        else if (e.v[3] == 2)
          dice_.add_uniform(2, 6, e.v[0] + e.v[1]);
        else if (e.v[2] == 0)
          zombie_.add_uniform(2, 4, e.v[0] + e.v[1]);
        else
          apocalypse_.add_uniform(3, 6, e.v[0] + e.v[1] + e.v[2]);
        break;
      case kEvGroupDice: apocalypse_.add_uniform(3, 6, e.v[0] + e.v[1] + e.v[2]); break;
      case kEvWin:
      case kEvDraw: mark(after, "end", e); break;
      default: break;
    }
  }

  std::string row_label(const State& s, int seat) const override {
    return s.player_name(seat) + " (" + s.info().roles[s.role(seat)] + ")";
  }

  void add_to(Story& out) const override {
    out.series.push_back(zombies_);
    out.tables.push_back(
        counts("conversions", "Humans turned, by cause", kCauseRows, kNumCauses, conversions_.data()));
    static const char* const kCureRows[] = {"release card", "hospital"};
    out.tables.push_back(
        counts("cures", "Cures: immunity by release card, hospital cures", kCureRows, 2, cures_.data()));
    out.tables.push_back(
        counts("demolitions", "Levels knocked down, by cause", kDemoRows, kDemoCauses, demolitions_.data()));
    out.tables.push_back(zombie_.table("dice_zombie", "Zombie rolls (2D4) against the expected counts"));
    out.tables.push_back(
        apocalypse_.table("dice_apocalypse", "Apocalypse and group rolls (3D6) against the expected counts"));
    out.tables.push_back(
        homeless_.table("dice_homeless", "Homeless rolls (1D6) against the expected counts"));
  }

 private:
  void sample_zombies(const State& s) {
    if (!series_) return;
    int n = 0;
    for (int p = 0; p < s.num_players(); ++p) n += s.role(p) == 1;
    record_point(zombies_.points, s.turn_number(), n);
  }
  Series zombies_{"zombies", "Zombies", "seats", {}};
  std::array<double, kNumCauses> conversions_{};
  std::array<double, 2> cures_{};
  std::array<double, kDemoCauses> demolitions_{};
  DiceTally zombie_, apocalypse_, homeless_;
};
}  // namespace

std::unique_ptr<StoryBuilder> make_story() { return std::make_unique<MzStory>(); }

}  // namespace shamble::mz
