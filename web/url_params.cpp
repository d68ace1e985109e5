#include "url_params.h"

#include "app.h"
#include "framework/json_depth.h"
#include "framework/json_reader.h"  // cereal first, then rapidjson (see json_reader.h)
#include "framework/registry.h"

namespace shamble::web {

std::string url_decode(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '+') {
      out += ' ';
    } else if (s[i] == '%' && i + 2 < s.size() && isxdigit(static_cast<unsigned char>(s[i + 1])) &&
               isxdigit(static_cast<unsigned char>(s[i + 2]))) {
      out += static_cast<char>(std::stoi(s.substr(i + 1, 2), nullptr, 16));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

bool base64url_decode(const std::string& in, std::string* out) {
  out->clear();
  unsigned buf = 0;
  int bits = 0;
  for (char c : in) {
    int v;
    if (c >= 'A' && c <= 'Z')
      v = c - 'A';
    else if (c >= 'a' && c <= 'z')
      v = c - 'a' + 26;
    else if (c >= '0' && c <= '9')
      v = c - '0' + 52;
    else if (c == '-' || c == '+')
      v = 62;  // accept plain base64 too
    else if (c == '_' || c == '/')
      v = 63;
    else if (c == '=')
      break;
    else
      return false;
    buf = (buf << 6) | static_cast<unsigned>(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      *out += static_cast<char>((buf >> bits) & 0xff);
    }
  }
  return !out->empty();
}

namespace {

std::string scenario_game(const std::string& json) {
  if (!json_depth_ok(json)) return "";
  rapidjson::Document d;
  d.Parse(json.c_str(), json.size());
  if (d.HasParseError() || !d.IsObject() || !d.HasMember("game") || !d["game"].IsString()) return "";
  return d["game"].GetString();
}

bool truthy(const std::string& v) { return v.empty() || v == "1" || v == "true" || v == "yes"; }

}  // namespace

UrlRequest parse_url(const std::string& query) {
  UrlRequest u;
  std::vector<std::pair<std::string, std::string>> kv;
  for (auto& part : split_list(query.size() && query[0] == '?' ? query.substr(1) : query, '&')) {
    auto eq = part.find('=');
    kv.emplace_back(url_decode(part.substr(0, eq)),
                    eq == std::string::npos ? "" : url_decode(part.substr(eq + 1)));
  }
  auto bad = [&](const std::string& k, const std::string& v, const std::string& why) {
    u.notices.push_back("URL parameter " + k + "=" + v + " ignored: " + why);
  };

  std::string game_id, preset, scenario_b64;
  std::vector<std::pair<std::string, std::string>> rest;
  for (auto& [k, v] : kv) {
    if (k == "game")
      game_id = v;
    else if (k == "preset")
      preset = v;
    else if (k == "scenario")
      scenario_b64 = v;
    else if (k == "lab")
      u.lab = v;
    else if (k == "embed")
      u.embed = truthy(v);
    else if (k == "page") {
      u.page = v;
      if (v.size() > 200) {
        bad(k, v.substr(0, 40) + "...", "a page title is at most 200 characters; the first 200 are used");
        u.page = v.substr(0, 200);
      }
    } else if (k == "speed") {
      // A wiki page showing a bots-only game picks how fast it plays.
      static const char* const names[] = {"1", "2", "4", "instant"};
      for (int i = 0; i < 4; ++i)
        if (v == names[i]) u.speed = i;
      if (u.speed < 0) bad(k, v, "the bot speed is 1, 2, 4 or instant");
    } else if (k == "at") {
      const bool digits =
          !v.empty() && v.size() <= 6 && v.find_first_not_of("0123456789") == std::string::npos;
      if (digits)
        u.at = std::stol(v);
      else
        bad(k, v, "a moment is a move number (a whole number of at most 6 digits)");
    } else
      rest.emplace_back(k, v);
  }
  if (u.at >= 0 && scenario_b64.empty()) {
    bad("at", std::to_string(u.at), "it names a moment of a shared game, which comes as scenario=");
    u.at = -1;
  }
  if (u.embed) u.embed_key = "embed:" + u.page + "|" + game_id + "|" + preset + "|" + scenario_b64;
  // A scenario that cannot be read starts nothing: not the default game, not
  // an unrelated saved game. The notice says what was wrong.
  auto scenario_failed = [&](const std::string& why) {
    u.notices.push_back("The scenario in the URL could not be used, so no game was started: " + why);
    u.scenario.clear();
    u.failed = true;
    return u;
  };
  if (!scenario_b64.empty()) {
    if (!base64url_decode(scenario_b64, &u.scenario))
      return scenario_failed("scenario=" + scenario_b64.substr(0, 40) +
                             (scenario_b64.size() > 40 ? "..." : "") +
                             " is not a scenario encoded as URL-safe base64 (docs/SCENARIOS.md).");
    std::string g = scenario_game(u.scenario);
    if (g.empty())
      return scenario_failed("it does not decode to a scenario (a JSON object naming its \"game\").");
    game_id = g;
  }
  const GameInfo* game = nullptr;
  if (!game_id.empty()) {
    game = find_game(game_id);
    if (!game) {
      NewGameRequest r;
      r.game = game_id;
      Error e;
      make_match(r, &e);
      u.notices.push_back("URL parameter game=" + game_id + ": " + e.message + ". No game was started.");
      u.scenario.clear();
      u.failed = true;
      return u;
    }
  }
  if (!game && (!preset.empty() || !rest.empty())) game = default_game();
  if (!game) return u;
  NewGameRequest& req = u.req;
  req.game = game->id;
  RulesConfig cfg;
  if (!preset.empty()) {
    if (auto e = make_config(game->options, game->presets, preset, {}, &cfg))
      bad("preset", preset, e->message);
    else
      req.preset = preset;
  }
  for (auto& [k, v] : rest) {
    if (k == "seed") {
      bool digits = !v.empty() && v.size() < 19 && v.find_first_not_of("0123456789") == std::string::npos;
      if (digits)
        req.seed = std::stoull(v);
      else
        bad(k, v, "the seed must be a whole number");
    } else if (k == "seats" || k == "names" || k == "players") {
      NewGameRequest trial = req;
      if (k == "seats") trial.seats = split_list(v);
      if (k == "names") trial.names = split_list(v);
      if (k == "players")
        trial.players = v.find_first_not_of("0123456789") == std::string::npos && v.size() < 3
                            ? std::atoi(v.c_str())
                            : -1;
      Error e;
      if (make_match(trial, &e))
        req = trial;
      else
        bad(k, v, e.message);
    } else if (option_index(game->options, k) >= 0) {
      std::string ov = k + "=" + v;
      if (auto e = make_config(game->options, game->presets, req.preset, {ov}, &cfg))
        bad(k, v, e->message);
      else
        req.overrides.push_back(ov);
    } else {
      bad(k, v, "no such parameter or rule option for " + game->name);
    }
  }
  Error e;
  if (!u.scenario.empty() && !load_scenario(u.scenario, &req, &e)) return scenario_failed(e.message);
  if (u.scenario.empty() && !make_match(req, &e)) {
    u.notices.push_back("The game in the URL could not start: " + e.message);
    u.failed = true;
    return u;
  }
  u.has_game = true;
  return u;
}

}  // namespace shamble::web
