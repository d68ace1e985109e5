#include "framework/position_link.h"

#include "framework/cereal_json.h"
#include "framework/compact_moves.h"
#include "framework/json_depth.h"
#include "framework/json_reader.h"

namespace shamble {

namespace {
std::string compact(const rapidjson::Value& v) {
  rapidjson::StringBuffer buf;
  rapidjson::Writer<rapidjson::StringBuffer> w(buf);
  v.Accept(w);
  return std::string(buf.GetString(), buf.GetSize());
}
}  // namespace

std::string scenario_of_request(const NewGameRequest& req) {
  rapidjson::Document d(rapidjson::kObjectType);
  auto& a = d.GetAllocator();
  auto str = [&](const std::string& s) {
    return rapidjson::Value(s.c_str(), static_cast<rapidjson::SizeType>(s.size()), a);
  };
  d.AddMember("game", str(req.game), a);
  if (!req.preset.empty()) d.AddMember("preset", str(req.preset), a);
  if (!req.overrides.empty()) {
    rapidjson::Value opts(rapidjson::kObjectType);
    for (auto& o : req.overrides) {
      size_t eq = o.find('=');
      if (eq == std::string::npos) continue;
      opts.RemoveMember(o.substr(0, eq).c_str());  // a later override wins, as in make_config
      opts.AddMember(str(o.substr(0, eq)), str(o.substr(eq + 1)), a);
    }
    d.AddMember("options", opts, a);
  }
  auto list = [&](const char* key, const std::vector<std::string>& v) {
    if (v.empty()) return;
    rapidjson::Value arr(rapidjson::kArrayType);
    for (auto& s : v) arr.PushBack(str(s), a);
    d.AddMember(rapidjson::StringRef(key), arr, a);
  };
  list("seats", req.seats);
  list("names", req.names);
  if (req.players > 0) d.AddMember("player_count", req.players, a);
  d.AddMember("seed", static_cast<uint64_t>(req.seed), a);
  return compact(d);
}

std::string scenario_with_request(const std::string& scenario, const NewGameRequest& over) {
  if (!json_depth_ok(scenario)) return scenario;
  rapidjson::Document d;
  d.Parse(scenario.c_str(), scenario.size());
  if (d.HasParseError() || !d.IsObject()) return scenario;
  auto& a = d.GetAllocator();
  auto str = [&](const std::string& s) {
    return rapidjson::Value(s.c_str(), static_cast<rapidjson::SizeType>(s.size()), a);
  };
  auto set = [&](const char* key, rapidjson::Value v) {
    d.RemoveMember(key);
    d.AddMember(rapidjson::StringRef(key), v, a);
  };
  if (!over.preset.empty()) set("preset", str(over.preset));
  if (!over.overrides.empty()) {
    if (!d.HasMember("options") || !d["options"].IsObject())
      set("options", rapidjson::Value(rapidjson::kObjectType));
    auto& opts = d["options"];
    for (auto& o : over.overrides) {
      size_t eq = o.find('=');
      if (eq == std::string::npos) continue;
      opts.RemoveMember(o.substr(0, eq).c_str());
      opts.AddMember(str(o.substr(0, eq)), str(o.substr(eq + 1)), a);
    }
  }
  auto list = [&](const char* key, const std::vector<std::string>& v) {
    if (v.empty()) return;
    rapidjson::Value arr(rapidjson::kArrayType);
    for (auto& s : v) arr.PushBack(str(s), a);
    set(key, std::move(arr));
  };
  list("seats", over.seats);
  list("names", over.names);
  if (over.players) set("player_count", rapidjson::Value(over.players));
  if (over.seed != 1) set("seed", rapidjson::Value(static_cast<uint64_t>(over.seed)));
  return compact(d);
}

std::string position_scenario(const std::string& origin, const Match& m, Error* err) {
  if (m.history().actions > 0) {
    *err = {"link",
            "this game continues a save from an older rules version; its earlier moves cannot be replayed"};
    return "";
  }
  for (const auto& e : m.log())
    if (e.reseeded) {
      // Its dice came from secrets revealed along the way, which a scenario cannot carry.
      *err = {"link", "this game is played by link: send its own link or the game file instead"};
      return "";
    }
  rapidjson::Document d;
  const bool shallow = json_depth_ok(origin);
  if (shallow) d.Parse(origin.c_str(), origin.size());
  if (!shallow || d.HasParseError() || !d.IsObject()) {
    *err = {"link", "the game's starting point is not a scenario"};
    return "";
  }
  auto& a = d.GetAllocator();
  d.RemoveMember("moves");  // the log already holds the origin's own moves
  d.RemoveMember("played");
  // The compact form when every move has its place in the legal lists (no
  // forced dice): a few characters a turn, so a whole game fits in a link.
  if (!m.log().empty()) {
    std::string played = encode_compact_moves(m.initial(), m.log());
    if (!played.empty()) {
      d.AddMember("played",
                  rapidjson::Value(played.c_str(), static_cast<rapidjson::SizeType>(played.size()), a), a);
      return compact(d);
    }
  }
  rapidjson::Value moves(rapidjson::kArrayType);
  for (const auto& e : m.log()) {
    std::string text = format_move({e.seat, m.initial().encode(e.action), e.dice});
    moves.PushBack(rapidjson::Value(text.c_str(), static_cast<rapidjson::SizeType>(text.size()), a), a);
  }
  if (!moves.Empty()) d.AddMember("moves", moves, a);
  return compact(d);
}

}  // namespace shamble
