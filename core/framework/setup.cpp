#include "framework/setup.h"

#include "framework/bot.h"
#include "framework/compact_moves.h"
#include "framework/json_reader.h"
#include "framework/registry.h"

namespace shamble {

std::vector<std::string> split_list(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (c == sep) {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

namespace {

bool prepare(const NewGameRequest& req, const GameInfo*& game, NewGameParams& params,
             std::vector<Seat>& seats, Error* err) {
  game = find_game(req.game);
  if (!game) {
    std::string list;
    for (auto* g : all_games()) list += (list.empty() ? "" : ", ") + g->id;
    *err = {"game", "unknown game '" + req.game + "' (known: " + list + ")"};
    return false;
  }
  int n = req.players;
  if (n == 0) n = !req.seats.empty() ? static_cast<int>(req.seats.size()) : game->default_players;
  if (n < game->min_players || n > game->max_players) {
    *err = {"players", game->name + " is for " + std::to_string(game->min_players) + " to " +
                           std::to_string(game->max_players) + " players, not " + std::to_string(n)};
    return false;
  }
  if (!req.seats.empty() && static_cast<int>(req.seats.size()) != n) {
    *err = {"seats", "--seats lists " + std::to_string(req.seats.size()) + " seats for " + std::to_string(n) +
                         " players"};
    return false;
  }
  for (int i = 0; i < n; ++i) {
    Seat s;
    s.kind = req.seats.empty() ? (i == 0 ? "human" : "bot:normal") : req.seats[i];
    if (s.kind != "human") {
      if (!is_bot_kind(s.kind) || !make_bot(*game, bot_level(s.kind))) {
        *err = {"seats", "unknown seat kind '" + s.kind +
                             "' (use human, bot:random, bot:easy, bot:normal or bot:strong)"};
        return false;
      }
    }
    if (i < static_cast<int>(req.names.size())) s.name = req.names[i];
    seats.push_back(s);
  }
  if (auto e = make_config(game->options, game->presets, req.preset, req.overrides, &params.config)) {
    *err = *e;
    return false;
  }
  params.players = n;
  params.seed = req.seed;
  params.names = req.names;
  return true;
}

}  // namespace

std::unique_ptr<Match> make_match(const NewGameRequest& req, Error* err) {
  Error local;
  if (!err) err = &local;
  const GameInfo* game = nullptr;
  NewGameParams params;
  std::vector<Seat> seats;
  if (!prepare(req, game, params, seats, err)) return nullptr;
  try {
    return new_match(*game, params, seats);
  } catch (const std::exception& e) {
    *err = {"game", std::string("could not start the game: ") + e.what()};
    return nullptr;
  }
}

std::optional<ScenarioMove> parse_move(const std::string& text) {
  size_t slash = text.find('/');
  if (slash == std::string::npos || slash == 0 || slash > 2) return std::nullopt;
  if (text.find_first_not_of("0123456789") != slash) return std::nullopt;
  ScenarioMove m;
  m.seat = std::stoi(text.substr(0, slash));
  size_t at = text.rfind('@');
  m.code = text.substr(slash + 1, at == std::string::npos || at < slash ? std::string::npos : at - slash - 1);
  if (m.code.empty()) return std::nullopt;
  if (at != std::string::npos && at > slash) {
    for (auto& d : split_list(text.substr(at + 1))) {
      if (d.empty() || d.size() > 3 || d.find_first_not_of("0123456789") != std::string::npos)
        return std::nullopt;
      m.dice.push_back(std::stoi(d));
    }
    if (m.dice.empty()) return std::nullopt;
  }
  return m;
}

std::string format_move(const ScenarioMove& move) {
  std::string out = std::to_string(move.seat) + "/" + move.code;
  for (size_t i = 0; i < move.dice.size(); ++i) {
    out += i ? ',' : '@';
    out += std::to_string(move.dice[i]);
  }
  return out;
}

namespace {

// "moves": ["0/roll", "1/bid:120", ...]: seat and action code, played in order
// after the position is set up. With the seed this turns any game in progress
// into a short link (the app's "Copy link" and "Copy wiki tag").
std::vector<ScenarioMove> read_moves(JsonObject& root) {
  std::vector<ScenarioMove> out;
  const rapidjson::Value* v = root.raw("moves");
  if (!v) return out;
  if (!v->IsArray() || v->Size() > kMaxScenarioMoves)
    root.fail("moves",
              "must be an array of at most " + std::to_string(kMaxScenarioMoves) + " \"seat/code\" strings");
  for (rapidjson::SizeType i = 0; i < v->Size(); ++i) {
    const auto& e = (*v)[i];
    auto move = parse_move(e.IsString() ? e.GetString() : "");
    if (!move)
      root.fail("moves", "item " + std::to_string(i) +
                             " must be \"seat/code\" or \"seat/code@d1,d2\", e.g. \"0/roll\"");
    out.push_back(*move);
  }
  return out;
}

bool play_moves(Match& m, const std::vector<ScenarioMove>& moves, Error* err) {
  for (size_t i = 0; i < moves.size(); ++i) {
    const auto& [seat, code, dice] = moves[i];
    std::string where =
        "scenario.moves[" + std::to_string(i) + "] (" + std::to_string(seat) + "/" + code + ")";
    auto action = m.state().decode(code);
    if (!action) {
      *err = {"scenario", where + ": no such action code"};
      return false;
    }
    if (seat < 0 || seat >= m.state().num_players()) {
      *err = {"scenario", where + ": no such seat"};
      return false;
    }
    if (Status st = m.apply(seat, *action, nullptr, dice)) {
      *err = {"scenario", where + ": " + st->message};
      return false;
    }
  }
  return true;
}

}  // namespace

std::unique_ptr<Match> load_scenario(const std::string& json, Error* err) {
  return load_scenario(json, nullptr, err);
}

std::unique_ptr<Match> load_scenario(const std::string& json, const NewGameRequest* over, Error* err) {
  Error local;
  if (!err) err = &local;
  try {
    rapidjson::Document doc;
    parse_json_text(json, doc);
    JsonObject root(doc, "scenario");
    NewGameRequest req;
    req.game = root.get_string("game");
    req.preset = root.get_string("preset", "");
    req.seed = static_cast<uint64_t>(root.get_int("seed", 0, 2147483647, 1));
    if (root.has("options")) {
      JsonObject opts = root.get_object("options");
      const rapidjson::Value* v = root.raw("options");
      for (auto it = v->MemberBegin(); it != v->MemberEnd(); ++it) {
        std::string k(it->name.GetString());
        std::string val;
        if (it->value.IsBool())
          val = it->value.GetBool() ? "true" : "false";
        else if (it->value.IsInt())
          val = std::to_string(it->value.GetInt());
        else if (it->value.IsString())
          val = it->value.GetString();
        else
          opts.fail(k.c_str(), "must be true/false, a whole number or a string");
        req.overrides.push_back(k + "=" + val);
      }
    }
    if (auto* v = root.raw("seats")) {
      if (!v->IsArray()) root.fail("seats", "must be an array of seat kinds");
      for (auto& e : v->GetArray()) {
        if (!e.IsString()) root.fail("seats", "must be an array of seat kinds");
        req.seats.push_back(e.GetString());
      }
    }
    if (auto* v = root.raw("names")) {
      if (!v->IsArray()) root.fail("names", "must be an array of names");
      for (auto& e : v->GetArray()) {
        if (!e.IsString()) root.fail("names", "must be an array of names");
        req.names.push_back(e.GetString());
      }
    }
    req.players = root.get_int("player_count", 0, 32, 0);
    std::vector<int> dice = root.get_ints("dice", 1, 20);
    std::vector<ScenarioMove> moves = read_moves(root);
    // "played": the same moves told compactly (framework/compact_moves.h), after any "moves".
    std::string played = root.get_string("played", "");
    if (over) {
      if (!over->preset.empty()) req.preset = over->preset;
      req.overrides.insert(req.overrides.end(), over->overrides.begin(), over->overrides.end());
      if (!over->seats.empty()) req.seats = over->seats;
      if (!over->names.empty()) req.names = over->names;
      if (over->players) req.players = over->players;
      if (over->seed != 1) req.seed = over->seed;
    }
    const GameInfo* game = nullptr;
    NewGameParams params;
    std::vector<Seat> seats;
    if (!prepare(req, game, params, seats, err)) return nullptr;
    auto state = game->create(params);
    if (game->apply_scenario) game->apply_scenario(*state, root);
    root.finish();
    state->rng().force(dice);
    if (auto bad = state->check_invariants(); !bad.empty()) {
      *err = {"scenario", "the scenario describes an impossible position: " + bad};
      return nullptr;
    }
    auto match = std::make_unique<Match>(std::move(state), seats);
    if (!play_moves(*match, moves, err)) return nullptr;
    if (!played.empty() && !play_compact_moves(*match, played, err)) return nullptr;
    return match;
  } catch (const JsonError& e) {
    *err = {"scenario", e.what()};
  } catch (const std::exception& e) {
    *err = {"scenario", std::string("the scenario could not be read: ") + e.what()};
  }
  return nullptr;
}

}  // namespace shamble
