// Writing the lab report from the tallies (see lab_report.h). Only integer
// sums go in, so the same tallies always print the same bytes.
#include "framework/lab_report.h"

#include <algorithm>

#include "framework/game.h"
#include "framework/lab_flags.h"
#include "framework/lab_intervals.h"
#include "framework/registry.h"
#include "framework/rules_summary.h"

namespace shamble {

namespace {

constexpr int kHistogramBins = 40;

void write_interval(JsonWriter& w, const Interval& ci) {
  w.key("ci95").begin_array().value(ci.lo).value(ci.hi).end_array();
}

// {"count", "rate", "ci95"} of k in n games.
void write_rate(JsonWriter& w, int64_t k, int64_t n) {
  w.begin_object().field("count", static_cast<long long>(k));
  w.field("rate", n ? static_cast<double>(k) / static_cast<double>(n) : 0.0);
  write_interval(w, wilson95(k, n));
  w.end_object();
}

// Every mean the lab reports is of counts or lengths, which cannot be negative:
// a t interval reaching below 0 (few games, a rare event) is cut at 0.
MeanCi mean_of_counts(int64_t n, int64_t sum, int64_t sum_sq) {
  MeanCi m = mean95(n, sum, sum_sq);
  m.ci.lo = std::max(0.0, m.ci.lo);
  return m;
}

void write_mean(JsonWriter& w, int64_t n, int64_t sum, int64_t sum_sq) {
  MeanCi m = mean_of_counts(n, sum, sum_sq);
  w.field("mean", m.mean);
  write_interval(w, m.ci);
}

int64_t count_of(const std::map<std::string, int64_t>& m, const std::string& k) {
  auto it = m.find(k);
  return it == m.end() ? 0 : it->second;
}

// A rate for every name the game lists (0 when none happened), then for any
// other name that turned up (a side or role the game did not list).
void write_named_rates(JsonWriter& w, const std::vector<std::string>& listed,
                       const std::map<std::string, int64_t>& counts, int64_t n) {
  for (auto& name : listed) {
    w.key(name);
    write_rate(w, count_of(counts, name), n);
  }
  for (auto& [name, k] : counts)
    if (std::find(listed.begin(), listed.end(), name) == listed.end()) {
      w.key(name);
      write_rate(w, k, n);
    }
}

std::string join_overrides(const NewGameRequest& r) {
  std::string s;
  for (auto& o : r.overrides) s += " --set " + o;
  return s;
}

void write_differences(JsonWriter& w, const GameInfo& g, const LabCell& first, const LabCell& cell) {
  w.key("differences").begin_array();
  for (size_t i = 0; i < g.options.size() && i < cell.rules.values.size(); ++i) {
    int v = cell.rules.values[i], ref = first.rules.values[i];
    if (v == ref) continue;
    const OptionDef& d = g.options[i];
    std::string words = option_value_words(d, v), ref_words = option_value_words(d, ref);
    std::string ref_name = first.variant + (first.sweep_value.empty() ? "" : " at " + first.sweep_value);
    w.begin_object().field("option", d.name).field("meaning", d.meaning);
    w.field("value", words).field("reference", ref_words);
    w.field("text", d.name + ": " + words + " (" + ref_name + ": " + ref_words + ") - " + d.meaning);
    w.end_object();
  }
  w.end_array();
}

void write_replay(JsonWriter& w, const LabConfig& c, const LabCell& cell, int players) {
  std::vector<std::string> seats = c.seats;
  if (seats.empty()) seats.assign(static_cast<size_t>(players), "bot:normal");
  std::string seat_list;
  for (auto& s : seats) seat_list += (seat_list.empty() ? "" : ",") + s;
  w.key("replay").begin_object();
  w.field("seed_of_game", "game K starts from seed " + std::to_string(c.seed) + " + K");
  w.field("new", "shamble new " + c.game +
                     (cell.request.preset.empty() ? "" : " --preset " + cell.request.preset) +
                     join_overrides(cell.request) + " --seats " + seat_list + " --seed SEED");
  w.field("open", "shamble lab CONFIG.json --game K --variant " + cell.variant +
                      (cell.sweep_value.empty() ? "" : " --value " + cell.sweep_value));
  w.key("request").begin_object().field("game", c.game).field("preset", cell.request.preset);
  w.key("set").begin_array();
  for (auto& o : cell.request.overrides) w.value(o);
  w.end_array();
  w.key("seats").begin_array();
  for (auto& s : seats) w.value(s);
  w.end_array();
  w.field("seed_base", static_cast<long long>(c.seed)).field("max_turns", c.max_turns);
  w.end_object();
  w.end_object();
}

void write_length(JsonWriter& w, const LabTally& t) {
  w.key("game_length_turns").begin_object();
  write_mean(w, t.turns.n, t.turns.sum, t.turns.sum_sq);
  if (!t.turns_hist.empty()) {
    const int lo = t.turns_hist.begin()->first, hi = t.turns_hist.rbegin()->first;
    const int width = std::max(1, (hi - lo) / kHistogramBins + 1);
    w.field("min", lo).field("max", hi);
    w.key("histogram").begin_object().field("bin_width", width);
    // [first turn of the bin, games], every bin from the shortest game to the longest.
    std::vector<int64_t> bins(static_cast<size_t>((hi - lo) / width + 1), 0);
    for (auto& [turns, c] : t.turns_hist) bins[static_cast<size_t>((turns - lo) / width)] += c;
    w.key("bins").begin_array();
    for (size_t b = 0; b < bins.size(); ++b)
      w.begin_array()
          .value(lo + static_cast<int>(b) * width)
          .value(static_cast<long long>(bins[b]))
          .end_array();
    w.end_array();
    w.end_object();
  }
  w.end_object();
}

void write_tables(JsonWriter& w, const LabTally& t) {
  w.key("tables").begin_object();
  for (auto& s : t.tables) {
    w.key(s.id).begin_object().field("label", s.label);
    w.key("rows").begin_array();
    for (auto& r : s.rows) w.value(r);
    w.end_array();
    w.key("columns").begin_array();
    for (auto& c : s.columns) w.value(c);
    w.end_array();
    // per_game[row][column]: mean per game; ci95 alongside; total over every game.
    for (const char* part : {"per_game", "ci95", "total"}) {
      w.key(part).begin_array();
      for (size_t r = 0; r < s.rows.size(); ++r) {
        w.begin_array();
        for (size_t c = 0; c < s.columns.size(); ++c) {
          size_t i = r * s.columns.size() + c;
          MeanCi m = mean_of_counts(t.games, s.sum[i], s.sum_sq[i]);
          if (part[0] == 'p')
            w.value(m.mean);
          else if (part[0] == 'c')
            w.begin_array().value(m.ci.lo).value(m.ci.hi).end_array();
          else
            w.value(static_cast<long long>(s.sum[i]));
        }
        w.end_array();
      }
      w.end_array();
    }
    w.end_object();
  }
  w.end_object();
}

void write_cell(JsonWriter& w, const LabConfig& c, const GameInfo& g, const LabCell& first,
                const LabCell& cell, const LabTally& t) {
  const int64_t n = t.games;
  w.begin_object().field("variant", cell.variant);
  if (!c.sweep.option.empty()) w.field("sweep_value", cell.sweep_value);
  w.field("rules", summarize_rules(g.options, g.presets, cell.rules).short_text());
  w.key("options").begin_object();
  for (size_t i = 0; i < g.options.size() && i < cell.rules.values.size(); ++i)
    w.field(g.options[i].name, option_value_text(g.options[i], cell.rules.values[i]));
  w.end_object();
  write_differences(w, g, first, cell);
  write_replay(w, c, cell, t.players);
  w.field("games", static_cast<long long>(n));

  // One outcome per game: these rates sum to 1.
  w.key("outcomes").begin_object();
  write_named_rates(w, g.sides, t.side_wins, n);
  if (g.sides.empty()) {
    int64_t single = n - t.turn_limit - t.bot_errors - t.draws - t.all_lose - t.shared_wins;
    for (auto& [side, k] : t.side_wins) single -= k;
    w.key("single_winner");
    write_rate(w, single, n);
    w.key("shared_win");
    write_rate(w, t.shared_wins, n);
  }
  w.key("all_lose");
  write_rate(w, t.all_lose, n);
  w.key("draw");
  write_rate(w, t.draws, n);
  w.key("turn_limit");
  write_rate(w, t.turn_limit, n);
  w.key("bot_error");
  write_rate(w, t.bot_errors, n);
  w.end_object();

  // A team's wins (the sides' outcomes again, by themselves), for games with sides.
  w.key("wins_by_side").begin_object();
  write_named_rates(w, g.sides, t.side_wins, n);
  w.end_object();
  w.key("wins_by_seat").begin_array();
  for (int64_t k : t.seat_wins) write_rate(w, k, n);
  w.end_array();
  w.field("seat_fair_share", lab_fair_share(t));
  w.key("wins_by_role").begin_object();
  write_named_rates(w, g.roles, t.role_wins, n);
  w.end_object();
  w.key("end_reasons").begin_object();
  for (auto& [reason, k] : t.end_reasons) {
    w.key(reason);
    write_rate(w, k, n);
  }
  w.end_object();
  write_length(w, t);
  // Stage k's length over the games that reached it (the last stage runs to the game's end).
  if (t.stages.size() > 1) {
    w.key("stage_lengths_turns").begin_array();
    for (size_t k = 0; k < t.stages.size(); ++k) {
      w.begin_object()
          .field("stage", static_cast<int>(k + 1))
          .field("games", static_cast<long long>(t.stages[k].n));
      write_mean(w, t.stages[k].n, t.stages[k].sum, t.stages[k].sum_sq);
      w.end_object();
    }
    w.end_array();
  }
  // Events by the rule that caused them: how often a rule did something, per game.
  w.key("rules_fired_per_game").begin_object();
  for (auto& [id, s] : t.rules) {
    w.key(id).begin_object();
    write_mean(w, n, s.first, s.second);
    w.field("total", static_cast<long long>(s.first));
    w.end_object();
  }
  w.end_object();
  write_tables(w, t);
  w.key("flags").begin_array();
  for (auto& f : lab_flags(g, t)) w.begin_object().field("kind", f.kind).field("text", f.text).end_object();
  w.end_array();
  w.key("raw");
  t.write_raw(w);
  w.end_object();
}

}  // namespace

void write_lab_report(const LabConfig& config, const LabShard& shard, const std::vector<LabCell>& cells,
                      const std::vector<LabTally>& tallies, JsonWriter& w) {
  const GameInfo* g = find_game(config.game);
  w.begin_object().field("lab", kLabReportVersion);
  w.key("config");
  write_lab_config(config, w);
  if (!shard.whole())
    w.key("shard").begin_object().field("index", shard.index).field("count", shard.count).end_object();
  w.key("method").begin_object();
  w.field("rates", "Wilson score interval, 95%");
  w.field("means", "mean +- t(0.975, n-1) * s / sqrt(n) (Student t, 95%), cut at 0");
  w.field("seat_fair_share", "the seats' mean win rate: sum of seat wins / (players x games)");
  w.field("shards",
          "shard i of n plays games i, i+n, i+2n, ...; game K of every variant starts from seed + K");
  w.end_object();
  w.key("variants").begin_array();
  for (size_t i = 0; g && i < cells.size() && i < tallies.size(); ++i)
    write_cell(w, config, *g, cells[0], cells[i], tallies[i]);
  w.end_array();
  w.end_object();
}

}  // namespace shamble
