// Adding games and shard tallies; the raw form a shard report carries.
#include "framework/lab_tally.h"

#include <algorithm>

#include "framework/json_reader.h"
#include "framework/json_writer.h"

namespace shamble {

namespace {

LabTally::TableSum* find_table(std::vector<LabTally::TableSum>& ts, const std::string& id) {
  for (auto& t : ts)
    if (t.id == id) return &t;
  return nullptr;
}

void note_error(LabTally& t, int game, const std::string& text) {
  if (t.first_error_game < 0 || game < t.first_error_game) t.first_error_game = game, t.first_error = text;
}

}  // namespace

void LabTally::add(const LabGame& g) {
  ++games;
  ++turns_hist[g.turns];
  turns.add(g.turns);
  for (auto& [id, c] : g.rule_counts) {
    auto& r = rules[id];
    r.first += c, r.second += c * c;
  }
  if (stages.size() < g.stage_turns.size()) stages.resize(g.stage_turns.size());
  for (size_t k = 0; k < g.stage_turns.size(); ++k) stages[k].add(g.stage_turns[k]);
  for (const auto& t : g.tables) {
    TableSum* s = find_table(tables, t.id);
    if (!s) {
      tables.push_back({t.id, t.label, t.rows, t.columns, std::vector<int64_t>(t.cells.size()),
                        std::vector<int64_t>(t.cells.size())});
      s = &tables.back();
    }
    for (size_t i = 0; i < t.cells.size() && i < s->sum.size(); ++i)
      s->sum[i] += t.cells[i], s->sum_sq[i] += t.cells[i] * t.cells[i];
  }
  if (g.bot_error) {
    ++bot_errors;
    note_error(*this, g.index, g.bot_error_text);
    return;
  }
  if (g.turn_limit) {
    ++turn_limit;
    return;
  }
  ++end_reasons[g.reason];
  if (g.draw)
    ++draws;
  else if (g.all_lose)
    ++all_lose;
  else if (!g.side.empty())
    ++side_wins[g.side];
  else if (g.shared_win)
    ++shared_wins;
  for (int s : g.winners)
    if (s >= 0 && s < players) ++seat_wins[static_cast<size_t>(s)];
  for (auto& r : g.roles_won) ++role_wins[r];
}

bool LabTally::add(const LabTally& o, std::string* why) {
  if (o.players != players) return *why = "the shards seat different numbers of players", false;
  games += o.games, turn_limit += o.turn_limit, bot_errors += o.bot_errors;
  draws += o.draws, all_lose += o.all_lose, shared_wins += o.shared_wins;
  for (size_t i = 0; i < seat_wins.size(); ++i) seat_wins[i] += o.seat_wins[i];
  for (auto& [k, v] : o.side_wins) side_wins[k] += v;
  for (auto& [k, v] : o.role_wins) role_wins[k] += v;
  for (auto& [k, v] : o.end_reasons) end_reasons[k] += v;
  for (auto& [k, v] : o.turns_hist) turns_hist[k] += v;
  turns.add(o.turns);
  for (auto& [k, v] : o.rules) {
    auto& r = rules[k];
    r.first += v.first, r.second += v.second;
  }
  if (stages.size() < o.stages.size()) stages.resize(o.stages.size());
  for (size_t k = 0; k < o.stages.size(); ++k) stages[k].add(o.stages[k]);
  // A table keeps the place where it was first seen: tables seen only in a later
  // shard go after, as they would in one run that met them later.
  for (const auto& t : o.tables) {
    TableSum* s = find_table(tables, t.id);
    if (!s) {
      tables.push_back(t);
      continue;
    }
    if (s->rows != t.rows || s->columns != t.columns)
      return *why = "table " + t.id + " differs in shape", false;
    for (size_t i = 0; i < t.sum.size(); ++i) s->sum[i] += t.sum[i], s->sum_sq[i] += t.sum_sq[i];
  }
  if (o.first_error_game >= 0) note_error(*this, o.first_error_game, o.first_error);
  return true;
}

namespace {

void write_counts(JsonWriter& w, const char* key, const std::map<std::string, int64_t>& m) {
  w.key(key).begin_object();
  for (auto& [k, v] : m) w.field(k, static_cast<long long>(v));
  w.end_object();
}

void write_ints(JsonWriter& w, const char* key, const std::vector<int64_t>& v) {
  w.key(key).begin_array();
  for (int64_t x : v) w.value(static_cast<long long>(x));
  w.end_array();
}

void write_strings(JsonWriter& w, const char* key, const std::vector<std::string>& v) {
  w.key(key).begin_array();
  for (auto& x : v) w.value(x);
  w.end_array();
}

// Reading: every shape error names where it is.
const rapidjson::Value& member(const rapidjson::Value& v, const char* k, const std::string& path) {
  if (!v.IsObject()) throw JsonError(path + ": must be an object");
  auto it = v.FindMember(k);
  if (it == v.MemberEnd()) throw JsonError(path + "." + k + ": is required");
  return it->value;
}
int64_t int_of(const rapidjson::Value& v, const std::string& path) {
  if (!v.IsInt64()) throw JsonError(path + ": must be a whole number");
  return v.GetInt64();
}
int64_t int_at(const rapidjson::Value& v, const char* k, const std::string& path) {
  return int_of(member(v, k, path), path + "." + k);
}
std::string str_at(const rapidjson::Value& v, const char* k, const std::string& path) {
  const auto& x = member(v, k, path);
  if (!x.IsString()) throw JsonError(path + "." + k + ": must be a string");
  return std::string(x.GetString(), x.GetStringLength());
}
std::vector<int64_t> ints_at(const rapidjson::Value& v, const char* k, const std::string& path) {
  const auto& a = member(v, k, path);
  if (!a.IsArray()) throw JsonError(path + "." + k + ": must be an array");
  std::vector<int64_t> out;
  for (auto& x : a.GetArray()) out.push_back(int_of(x, path + "." + k));
  return out;
}
std::vector<std::string> strings_at(const rapidjson::Value& v, const char* k, const std::string& path) {
  const auto& a = member(v, k, path);
  if (!a.IsArray()) throw JsonError(path + "." + k + ": must be an array");
  std::vector<std::string> out;
  for (auto& x : a.GetArray()) {
    if (!x.IsString()) throw JsonError(path + "." + k + ": must hold strings");
    out.emplace_back(x.GetString(), x.GetStringLength());
  }
  return out;
}
std::map<std::string, int64_t> counts_at(const rapidjson::Value& v, const char* k, const std::string& path) {
  const auto& o = member(v, k, path);
  if (!o.IsObject()) throw JsonError(path + "." + k + ": must be an object");
  std::map<std::string, int64_t> out;
  for (auto it = o.MemberBegin(); it != o.MemberEnd(); ++it)
    out[it->name.GetString()] = int_of(it->value, path + "." + k + "." + it->name.GetString());
  return out;
}

}  // namespace

void LabTally::write_raw(JsonWriter& w) const {
  w.begin_object();
  w.field("players", players).field("games", static_cast<long long>(games));
  w.field("turn_limit", static_cast<long long>(turn_limit))
      .field("bot_errors", static_cast<long long>(bot_errors));
  w.field("draws", static_cast<long long>(draws)).field("all_lose", static_cast<long long>(all_lose));
  w.field("shared_wins", static_cast<long long>(shared_wins));
  write_ints(w, "seat_wins", seat_wins);
  write_counts(w, "side_wins", side_wins);
  write_counts(w, "role_wins", role_wins);
  write_counts(w, "end_reasons", end_reasons);
  // [turns, games] pairs, shortest first.
  w.key("turns_hist").begin_array();
  for (auto& [t, c] : turns_hist) w.begin_array().value(t).value(static_cast<long long>(c)).end_array();
  w.end_array();
  w.key("turns")
      .begin_array()
      .value(static_cast<long long>(turns.sum))
      .value(static_cast<long long>(turns.sum_sq))
      .end_array();
  w.key("rules").begin_object();
  for (auto& [k, v] : rules)
    w.key(k)
        .begin_array()
        .value(static_cast<long long>(v.first))
        .value(static_cast<long long>(v.second))
        .end_array();
  w.end_object();
  w.key("stages").begin_array();
  for (auto& s : stages)
    w.begin_array()
        .value(static_cast<long long>(s.n))
        .value(static_cast<long long>(s.sum))
        .value(static_cast<long long>(s.sum_sq))
        .end_array();
  w.end_array();
  w.key("tables").begin_array();
  for (auto& t : tables) {
    w.begin_object().field("id", t.id).field("label", t.label);
    write_strings(w, "rows", t.rows);
    write_strings(w, "columns", t.columns);
    write_ints(w, "sum", t.sum);
    write_ints(w, "sum_sq", t.sum_sq);
    w.end_object();
  }
  w.end_array();
  w.field("first_error_game", first_error_game).field("first_error", first_error);
  w.end_object();
}

LabTally LabTally::read_raw(const rapidjson::Value& v, const std::string& path) {
  LabTally t;
  t.players = static_cast<int>(int_at(v, "players", path));
  if (t.players < 1 || t.players > 64) throw JsonError(path + ".players: out of range");
  t.games = int_at(v, "games", path);
  t.turn_limit = int_at(v, "turn_limit", path);
  t.bot_errors = int_at(v, "bot_errors", path);
  t.draws = int_at(v, "draws", path);
  t.all_lose = int_at(v, "all_lose", path);
  t.shared_wins = int_at(v, "shared_wins", path);
  t.seat_wins = ints_at(v, "seat_wins", path);
  if (static_cast<int>(t.seat_wins.size()) != t.players) throw JsonError(path + ".seat_wins: one per player");
  t.side_wins = counts_at(v, "side_wins", path);
  t.role_wins = counts_at(v, "role_wins", path);
  t.end_reasons = counts_at(v, "end_reasons", path);
  const auto& hist = member(v, "turns_hist", path);
  if (!hist.IsArray()) throw JsonError(path + ".turns_hist: must be an array");
  for (auto& p : hist.GetArray()) {
    if (!p.IsArray() || p.Size() != 2) throw JsonError(path + ".turns_hist: must hold [turns, games] pairs");
    int64_t turns = int_of(p[0], path + ".turns_hist");
    if (turns < 0 || turns > 100000000) throw JsonError(path + ".turns_hist: a game length out of range");
    t.turns_hist[static_cast<int>(turns)] += int_of(p[1], path + ".turns_hist");
  }
  auto turns = ints_at(v, "turns", path);
  if (turns.size() != 2) throw JsonError(path + ".turns: must be [sum, sum of squares]");
  t.turns = {t.games, turns[0], turns[1]};
  const auto& rules = member(v, "rules", path);
  if (!rules.IsObject()) throw JsonError(path + ".rules: must be an object");
  for (auto it = rules.MemberBegin(); it != rules.MemberEnd(); ++it) {
    const auto& p = it->value;
    if (!p.IsArray() || p.Size() != 2)
      throw JsonError(path + ".rules: must hold [sum, sum of squares] pairs");
    t.rules[it->name.GetString()] = {int_of(p[0], path + ".rules"), int_of(p[1], path + ".rules")};
  }
  const auto& stages = member(v, "stages", path);
  if (!stages.IsArray()) throw JsonError(path + ".stages: must be an array");
  for (auto& s : stages.GetArray()) {
    if (!s.IsArray() || s.Size() != 3) throw JsonError(path + ".stages: must hold [n, sum, sum of squares]");
    t.stages.push_back(
        {int_of(s[0], path + ".stages"), int_of(s[1], path + ".stages"), int_of(s[2], path + ".stages")});
  }
  const auto& tables = member(v, "tables", path);
  if (!tables.IsArray()) throw JsonError(path + ".tables: must be an array");
  for (auto& x : tables.GetArray()) {
    const std::string tp = path + ".tables";
    TableSum s{str_at(x, "id", tp),          str_at(x, "label", tp), strings_at(x, "rows", tp),
               strings_at(x, "columns", tp), ints_at(x, "sum", tp),  ints_at(x, "sum_sq", tp)};
    if (s.sum.size() != s.rows.size() * s.columns.size() || s.sum_sq.size() != s.sum.size())
      throw JsonError(tp + "." + s.id + ": one sum per row and column");
    t.tables.push_back(std::move(s));
  }
  t.first_error_game = static_cast<int>(int_at(v, "first_error_game", path));
  t.first_error = str_at(v, "first_error", path);
  return t;
}

}  // namespace shamble
