// The property game's story: counted from events (rent, landings, dice,
// bankruptcies), except net worth and cash, sampled from the table after
// every action (nothing in this game is private to a seat, so the table is
// what every seat sees).
#include "games/monopoly/story.h"

#include "games/board/board.h"
#include "games/monopoly/monopoly.h"
#include "games/monopoly/rules.h"

namespace shamble::mono {

int PropertyStory::net_worth(const MonoTable& t, const MonoRules& r, int seat) {
  int v = t.players[seat].cash;
  for (int sq = 0; sq < kSquares; ++sq) {
    if (t.owner[sq] != seat) continue;
    const board::Square& d = board::squares()[sq];
    v += d.price + level(t, r, sq) * d.house_cost;  // mortgaged deeds count at their price too
  }
  return v;
}

void PropertyStory::start(const State& s, int viewer, bool revealed) {
  (void)viewer;
  (void)revealed;
  const MonoTable& t = table(s);
  n_ = t.n;
  rent_paid_.assign(n_, 0);
  rent_received_.assign(n_, 0);
  seats_.clear();
  for (int p = 0; p < n_; ++p) {
    SeatStory seat;
    seat.seat = p;
    seat.name = s.player_name(p);
    seat.series = {{"net_worth", "Net worth", "$", {}},
                   {"cash", "Cash", "$", {}},
                   {"rent_paid", "Rent paid", "$", {}},
                   {"rent_received", "Rent received", "$", {}}};
    seats_.push_back(std::move(seat));
  }
  sample(s);
}

std::string PropertyStory::row_label(const State& s, int seat) const { return s.player_name(seat); }

void PropertyStory::mark(const State& s, const char* kind, const Event& e) {
  marks_.push_back({s.turn_number(), kind, s.describe(e)});
}

void PropertyStory::step(const State& after, const EventSink& events) {
  for (const Event& e : events) {
    switch (e.kind) {
      case kEvRest:  // where a token comes to rest: the heat map (jail apart from just visiting)
        if (e.v[1])
          ++in_jail_;
        else if (e.v[0] >= 0 && e.v[0] < kSquares)
          ++rests_[e.v[0]];
        break;
      case kEvRoll: dice_.add_uniform(2, 6, e.v[0] + e.v[1]); break;
      case kEvDebtPaid:  // rent counts when it is paid (a debt run up and settled later too)
        if (e.v[2] == kDebtRent && e.player >= 0 && e.player < n_ && e.v[0] >= 0 && e.v[0] < n_) {
          rent_paid_[e.player] += e.v[1];
          rent_received_[e.v[0]] += e.v[1];
        }
        break;
      case kEvBankrupt: mark(after, "bankrupt", e); break;
      case kEvGameOver: mark(after, "end", e); break;
      default: break;
    }
    on_event(after, e);
  }
  sample(after);
}

void PropertyStory::sample(const State& s) {
  if (!series_) return;
  const MonoTable& t = table(s);
  const MonoRules& r = rules(s);
  const int turn = s.turn_number();
  for (int p = 0; p < n_; ++p) {
    auto& x = seats_[p].series;
    record_point(x[0].points, turn, net_worth(t, r, p));
    record_point(x[1].points, turn, t.players[p].cash);
    record_point(x[2].points, turn, rent_paid_[p]);
    record_point(x[3].points, turn, rent_received_[p]);
  }
}

void PropertyStory::finish(const State& last, Story& out) {
  out.seats = seats_;
  StoryTable land;
  land.id = "landings";
  land.label = "Where tokens came to rest";
  land.columns = {"rests", "in_jail"};
  const board::Theme theme = rules(last).theme;
  for (int sq = 0; sq < kSquares; ++sq) {
    land.rows.push_back(board::square_name(sq, theme));
    land.values.push_back({rests_[sq], sq == board::kJail ? in_jail_ : 0.0});
  }
  out.tables.push_back(standings(last));
  out.tables.push_back(std::move(land));
  out.tables.push_back(dice_.table("dice", "Dice rolled (2D6) against the expected counts"));
  out.marks = marks_;
  add_to(out);
}

// Where each seat finished: the winners first (a side's winners share first
// place); then the seats still in, by net worth; then those out, by how long
// they lasted (a later bankruptcy places higher). Ties share the better place.
std::vector<double> PropertyStory::places(const State& last, const MonoTable& t, const MonoRules& r) {
  std::vector<bool> won(t.n, false);
  if (last.terminal())
    for (int w : last.outcome().winners)
      if (w >= 0 && w < t.n) won[w] = true;
  auto key = [&](int p) {
    const PlayerState& x = t.players[p];
    const int64_t rank = x.bankrupt ? static_cast<int64_t>(x.out_turn) - (int64_t{1} << 40)
                                    : static_cast<int64_t>(net_worth(t, r, p));
    return won[p] ? rank + (int64_t{1} << 50) : rank;
  };
  std::vector<double> place(t.n, 1);
  for (int p = 0; p < t.n; ++p)
    for (int q = 0; q < t.n; ++q)
      if (key(q) > key(p)) ++place[p];
  return place;
}

StoryTable PropertyStory::standings(const State& last) const {
  const MonoTable& t = table(last);
  const MonoRules& r = rules(last);
  StoryTable out;
  out.id = "standings";
  out.label = last.terminal() ? "Final standings: everything each seat held"
                              : "Standings: everything each seat holds";
  out.columns = {"place", "net worth", "cash", "deeds", "mortgaged", "houses", "hotels", "release cards"};
  const std::vector<double> place = places(last, t, r);
  for (int p = 0; p < t.n; ++p) {
    double deeds = 0, mortgaged = 0, cards = 0;
    for (int sq = 0; sq < kSquares; ++sq) {
      if (t.owner[sq] != p) continue;
      ++deeds;
      mortgaged += t.mortgaged[sq] != 0;
    }
    for (int8_t holder : t.jail_card_owner) cards += holder == p;
    out.rows.push_back(row_label(last, p));
    out.values.push_back(
        {place[p], static_cast<double>(net_worth(t, r, p)), static_cast<double>(t.players[p].cash), deeds,
         mortgaged, static_cast<double>(count_houses(t, p)), static_cast<double>(count_hotels(t, p)), cards});
  }
  return out;
}

namespace {
class MonopolyStory : public PropertyStory {
 protected:
  const MonoTable& table(const State& s) const override { return table_of(s); }
  const MonoRules& rules(const State& s) const override { return rules_of(s); }
};
}  // namespace

std::unique_ptr<StoryBuilder> make_monopoly_story() { return std::make_unique<MonopolyStory>(); }

}  // namespace shamble::mono
