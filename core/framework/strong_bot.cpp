#include "framework/strong_bot.h"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "framework/play_loop.h"

namespace shamble {

bool StrongParams::has(const std::string& flag) const {
  return std::find(flags.begin(), flags.end(), flag) != flags.end();
}

namespace {

// A positive integer spelled with digits only, or -1.
int digits(const std::string& s) {
  if (s.empty() || s.size() > 7) return -1;
  int v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return -1;
    v = v * 10 + (c - '0');
  }
  return v;
}

}  // namespace

bool parse_strong_level(const std::string& level, StrongParams* out) {
  if (level.rfind("strong", 0) != 0) return false;
  StrongParams p;
  std::string rest = level.substr(6);
  if (!rest.empty() && rest[0] != ':') return false;
  while (!rest.empty()) {
    rest.erase(0, 1);  // the ':'
    const size_t end = rest.find(':');
    const std::string word = rest.substr(0, end);
    rest = end == std::string::npos ? "" : rest.substr(end);
    if (word.empty()) return false;
    const bool ms = word.size() > 2 && word.compare(word.size() - 2, 2, "ms") == 0;
    if (ms) {
      const int v = digits(word.substr(0, word.size() - 2));
      if (v <= 0) return false;
      p.budget_ms = v, p.iterations = 0;
    } else if (word[0] == 'i' && digits(word.substr(1)) >= 0) {
      if ((p.iterations = digits(word.substr(1))) <= 0) return false;
    } else if (word[0] == 'h' && digits(word.substr(1)) >= 0) {
      if ((p.horizon = digits(word.substr(1))) <= 0) return false;
    } else {
      p.flags.push_back(word);
    }
  }
  *out = p;
  return true;
}

double outcome_value(const State& s, int seat) {
  const Outcome o = s.outcome();
  if (o.draw) return 1.0 / s.num_players();
  if (std::find(o.winners.begin(), o.winners.end(), seat) == o.winners.end()) return 0;
  return o.side.empty() ? 1.0 / static_cast<double>(o.winners.size()) : 1.0;
}

std::unique_ptr<Bot> strong_own_bot(const StrongGame& g) {
  return g.make_own_bot ? g.make_own_bot() : g.make_rollout_bot();
}

// With plans, the steps a fresh own bot takes after its pick while the
// decision stays delegated join it (in a clone; the bot is asked with a copy of
// the rng, so the caller's is not drawn on).

std::vector<Action> strong_yardstick(const StrongGame& g, const State& s, int seat, const Action& normal,
                                     const Rng& rng) {
  std::vector<Action> arm{normal};
  if (!g.plans || !g.delegate) return arm;
  Rng r = rng;
  std::unique_ptr<Bot> writer = strong_own_bot(g);
  if (!(writer->choose(s, seat, r) == normal)) return arm;  // it would not write the same
  std::unique_ptr<State> d = s.clone();
  if (d->apply(seat, normal, nullptr)) return arm;
  constexpr int kMaxSteps = 64;  // a bound, far past any game's edit limit
  while (static_cast<int>(arm.size()) < kMaxSteps && !d->terminal() && g.delegate(*d, seat)) {
    const Action a = writer->choose(*d, seat, r);
    if (d->apply(seat, a, nullptr)) break;
    arm.push_back(a);
  }
  return arm;
}

namespace {

uint64_t draw64(Rng& rng) {
  const uint64_t hi = rng.below(0xffffffffu), lo = rng.below(0xffffffffu);
  return hi << 32 | lo;
}

class StrongBot : public Bot {
 public:
  StrongBot(StrongGame game, StrongParams params)
      : g_(std::move(game)), p_(std::move(params)), own_(strong_own_bot(g_)) {
    horizon_ = p_.horizon > 0 ? p_.horizon : g_.horizon;
  }

  // Out-of-turn claims (a rent owed) are the normal bot's: nothing to weigh.
  std::optional<Action> interject(const State& s, int seat, Rng& rng) override {
    return own_->interject(s, seat, rng);
  }

  Action choose(const State& s, int seat, Rng& rng) override {
    const int n = s.legal_count(seat);
    if (n <= 1) {
      pending_.clear();
      return s.legal_at(seat, 0);
    }
    // The normal bot's pick: always a candidate, and the whole answer where
    // the game leaves the decision to it. Asked every time, so a bot that
    // remembers a plan between steps (a trade it is writing) keeps it.
    const Action normal = own_->choose(s, seat, rng);
    const bool delegated = g_.delegate && g_.delegate(s, seat);
    if (!pending_.empty()) {  // the next step of a plan this bot chose
      const Action next = pending_.front();
      pending_.erase(pending_.begin());
      if (delegated && takes(s, seat, next)) return next;
      pending_.clear();  // the position moved away from the plan: the normal bot's move
    }
    if (delegated) return normal;
    std::vector<Arm> arms{strong_yardstick(g_, s, seat, normal, rng)};
    legal_.clear();
    s.legal_actions(seat, legal_);
    for (const Action& a : legal_)
      if (!(a == normal) && (!g_.candidate || g_.candidate(s, seat, a))) arms.push_back({a});
    if (static_cast<int>(arms.size()) > g_.max_arms) {
      // Too many to search well: the ones the prior likes (without one, the first in legal order).
      std::vector<std::pair<double, Action>> scored;
      for (size_t i = 1; i < arms.size(); ++i)
        scored.push_back({g_.prior ? g_.prior(s, seat, arms[i][0]) : 0, arms[i][0]});
      std::stable_sort(scored.begin(), scored.end(),
                       [](const auto& a, const auto& b) { return a.first > b.first; });
      arms.resize(1);
      for (int i = 0; i + 1 < g_.max_arms; ++i) arms.push_back({scored[static_cast<size_t>(i)].second});
    }
    add_plans(s, seat, arms);
    if (arms.size() == 1) return normal;
    const size_t pick = search(s, seat, rng, arms);
    // The yardstick's later steps are own_'s to write (it chose them and keeps its plan).
    if (pick > 0) pending_.assign(arms[pick].begin() + 1, arms[pick].end());
    return arms[pick][0];
  }

 private:
  StrongGame g_;
  StrongParams p_;
  std::unique_ptr<Bot> own_;
  int horizon_ = 0;
  std::vector<Action> legal_;
  std::vector<std::unique_ptr<Bot>> players_;
  // An arm: the moves `seat` makes in a row (one, or a plan's steps).
  using Arm = std::vector<Action>;
  Arm pending_;  // the chosen plan's steps still to play
  std::vector<Arm> plans_;

  // Whether apply() takes `a`: asked of a clone, since a plan's step may be
  // legal without being listed (an offer's cash in any amount, where the list
  // holds a ladder of amounts).
  static bool takes(const State& s, int seat, const Action& a) { return !s.clone()->apply(seat, a, nullptr); }

  // The game's plans that a clone of `s` takes step by step, and that differ from the yardstick.
  void add_plans(const State& s, int seat, std::vector<Arm>& arms) {
    if (!g_.plans) return;
    plans_.clear();
    g_.plans(s, seat, plans_);
    for (Arm& p : plans_) {
      if (p.empty() || p == arms[0]) continue;
      std::unique_ptr<State> d = s.clone();
      bool ok = true;
      for (const Action& a : p)
        if (d->apply(seat, a, nullptr)) {
          ok = false;
          break;
        }
      if (ok) arms.push_back(std::move(p));
    }
  }

  // One determinization of `s` for `seat`: dice reseeded, hidden cards
  // reshuffled among what the seat cannot see.
  std::unique_ptr<State> determinize(const State& s, int seat, Rng& rng) const {
    std::unique_ptr<State> d = s.clone();
    d->rng().reseed(draw64(rng));
    d->redeal_hidden(seat, rng);
    if (g_.prepare) g_.prepare(*d);
    return d;
  }

  // Plays `d` on for the horizon, with the rollout bot in every seat but
  // `seat`, which its own bot plays, and scores it for `seat`. Through the
  // game's own play loop (State::play_bots, typed on the concrete game: no
  // virtual call per move, and a bot's move copied from the position's list
  // applied without the checks, play_loop.h): the moves and the end are those
  // of a loop over State's interface, which asks the same bots in the same
  // order (bystanders first, then the lowest actor) and stops at the same
  // turn, at a seat without a move, or at a refusal.
  double rollout(State& d, int seat, uint64_t seed) {
    Rng rng(seed);
    const int n = d.num_players();
    players_.resize(static_cast<size_t>(n));
    for (auto& b : players_) b = g_.make_rollout_bot();  // fresh: no plan carried between rollouts
    if (g_.make_own_bot) players_[static_cast<size_t>(seat)] = g_.make_own_bot();
    LoopCursor cur;
    PlayLoop loop;
    loop.bots = players_.data();
    loop.nbots = n;
    loop.bot_rng = &rng;
    loop.max_turns = horizon_ > 0 ? d.turn_number() + horizon_ : 1 << 30;
    loop.cur = &cur;
    d.play_bots(loop);
    return g_.value(d, seat);
  }

  // Half the budget: sequential halving over arms[1..] with arms[0] (the
  // rollout bot's own choice) as the yardstick: every round plays the
  // yardstick and all surviving challengers in one world with one rollout
  // seed, and a challenger is judged by its mean difference to the yardstick
  // in the same rounds (paired, so most of the luck cancels). The other half:
  // the last challenger against the yardstick again, in fresh worlds (the
  // halving's own numbers flatter its winner), and the normal move is left
  // only when the challenger beats it there by more than 1.5 standard errors.
  size_t search(const State& s, int seat, Rng& rng, const std::vector<Arm>& arms) {
    using Clock = std::chrono::steady_clock;
    const auto t0 = Clock::now();
    auto elapsed_ms = [&] { return std::chrono::duration<double, std::milli>(Clock::now() - t0).count(); };
    const int k = static_cast<int>(arms.size());
    int phases = 0;
    while ((1 << phases) < k - 1) ++phases;
    std::vector<double> diff(arms.size(), 0.0);
    std::vector<int> rounds_in(arms.size(), 0);
    std::vector<int> alive;  // challengers
    for (int i = 1; i < k; ++i) alive.push_back(i);
    const int half = p_.iterations / 2;
    int used = 0;  // rollouts so far
    for (int ph = 0; ph < phases && alive.size() > 1; ++ph) {
      const int m = static_cast<int>(alive.size()) + 1;
      const int rounds = p_.iterations > 0 ? std::max(1, half / (m * phases)) : 1 << 30;
      const double phase_end_ms = p_.budget_ms / 2 * (ph + 1) / phases;
      for (int r = 0; r < rounds; ++r) {
        std::unique_ptr<State> world = determinize(s, seat, rng);
        const uint64_t seed = draw64(rng);
        const double base = play(*world, seat, arms[0], seed);
        for (int i : alive) diff[i] += play(*world, seat, arms[i], seed) - base, ++rounds_in[i];
        used += m;
        if (p_.iterations <= 0 && elapsed_ms() >= phase_end_ms) break;
      }
      // Keep the better half of the challengers (ties: the earlier one).
      auto mean = [&](int i) { return diff[i] / rounds_in[i]; };
      std::stable_sort(alive.begin(), alive.end(), [&](int a, int b) { return mean(a) > mean(b); });
      alive.resize(static_cast<size_t>((alive.size() + 1) / 2));
    }
    const int challenger = alive.front();
    double sum = 0, sum2 = 0;
    int n = 0;
    const int rounds = p_.iterations > 0 ? std::max(2, (p_.iterations - used) / 2) : 1 << 30;
    for (int r = 0; r < rounds; ++r) {
      std::unique_ptr<State> world = determinize(s, seat, rng);
      const uint64_t seed = draw64(rng);
      const double d = play(*world, seat, arms[challenger], seed) - play(*world, seat, arms[0], seed);
      sum += d, sum2 += d * d, ++n;
      if (p_.iterations <= 0 && n >= 2 && elapsed_ms() >= p_.budget_ms) break;
    }
    const double mean = sum / n, se = std::sqrt(std::max(0.0, sum2 / n - mean * mean) / std::max(1, n - 1));
    return mean > 0 && mean > 1.5 * se ? static_cast<size_t>(challenger) : 0;
  }

  // One rollout of `arm` in a copy of `world`.
  double play(const State& world, int seat, const Arm& arm, uint64_t seed) {
    std::unique_ptr<State> d = world.clone();
    for (const Action& a : arm)
      if (d->apply(seat, a, nullptr)) return 0;  // not legal in this world (never expected)
    return rollout(*d, seat, seed);
  }
};

}  // namespace

std::unique_ptr<Bot> make_strong_bot(StrongGame game, StrongParams params) {
  return std::make_unique<StrongBot>(std::move(game), std::move(params));
}

}  // namespace shamble
