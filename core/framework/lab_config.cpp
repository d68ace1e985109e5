// Parsing and echoing the lab's CONFIG JSON (docs/LAB.md, "The config").
#include "framework/lab_config.h"

#include <set>

#include "framework/bot.h"
#include "framework/json_reader.h"
#include "framework/json_writer.h"
#include "framework/registry.h"
#include "framework/rules_config.h"

namespace shamble {

namespace {

constexpr int kMaxVariants = 64;
constexpr int kMaxSweepValues = 1000;

// An option value as text, whether the JSON wrote it as a string, number or bool.
std::string value_text(const rapidjson::Value& v, const std::string& path) {
  if (v.IsString()) return std::string(v.GetString(), v.GetStringLength());
  if (v.IsBool()) return v.GetBool() ? "true" : "false";
  if (v.IsInt64()) return std::to_string(v.GetInt64());
  throw JsonError(path + ": must be a string, a whole number or true/false");
}

void check_option(const GameInfo& g, const std::string& name, const std::string& text,
                  const std::string& path) {
  int i = option_index(g.options, name);
  if (i < 0)
    throw JsonError(path + ": " + g.id + " has no option '" + name + "' (see shamble rules " + g.id + ")");
  int v = 0;
  if (Status s = parse_option_value(g.options[static_cast<size_t>(i)], text, &v))
    throw JsonError(path + ": " + s->message);
}

LabVariant parse_variant(const GameInfo& g, const std::string& name, const rapidjson::Value& v) {
  const std::string path = "config.variants." + name;
  JsonObject o(v, path);
  LabVariant out;
  out.name = name;
  out.preset = o.get_string("preset", "");
  if (!out.preset.empty()) {
    bool known = false;
    std::string list;
    for (auto& p : g.presets) {
      known |= p.name == out.preset;
      list += (list.empty() ? "" : ", ") + p.name;
    }
    if (!known) o.fail("preset", "must be one of " + list + ", not '" + out.preset + "'");
  }
  if (const rapidjson::Value* opts = o.raw("options")) {
    if (!opts->IsObject()) o.fail("options", "must be an object of option: value");
    std::set<std::string> seen;
    for (auto it = opts->MemberBegin(); it != opts->MemberEnd(); ++it) {
      std::string key(it->name.GetString(), it->name.GetStringLength());
      std::string p = path + ".options." + key;
      if (!seen.insert(key).second) throw JsonError(p + ": given twice");
      std::string text = value_text(it->value, p);
      check_option(g, key, text, p);
      out.options.emplace_back(key, text);
    }
  }
  o.finish();
  return out;
}

void parse(const std::string& json, LabConfig* c) {
  rapidjson::Document doc;
  parse_json_text(json, doc);
  JsonObject o(doc, "config");
  c->game = o.get_string("game");
  const GameInfo* g = find_game(c->game);
  if (!g) o.fail("game", "no game '" + c->game + "' (see shamble games)");
  c->players = o.get_int("players", g->min_players, g->max_players, 0);
  if (const rapidjson::Value* seats = o.raw("seats")) {
    if (!seats->IsArray()) o.fail("seats", "must be an array of bot kinds");
    for (rapidjson::SizeType i = 0; i < seats->Size(); ++i) {
      const auto& s = (*seats)[i];
      std::string p = "config.seats[" + std::to_string(i) + "]";
      if (!s.IsString()) throw JsonError(p + ": must be a string such as \"bot:normal\"");
      std::string kind = s.GetString();
      if (!is_bot_kind(kind) || !make_bot(*g, bot_level(kind)))
        throw JsonError(p + ": '" + kind + "' is no bot of " + g->id +
                        " (bot:random, bot:easy, bot:normal, ...)");
      c->seats.push_back(kind);
    }
    int n = static_cast<int>(c->seats.size());
    if (n < g->min_players || n > g->max_players)
      o.fail("seats", "needs " + std::to_string(g->min_players) + " to " + std::to_string(g->max_players) +
                          " seats, not " + std::to_string(n));
    if (c->players && c->players != n)
      o.fail("seats", "has " + std::to_string(n) + " seats but players is " + std::to_string(c->players));
  }
  c->games = o.get_int("games", 1, 100000000);
  if (const rapidjson::Value* seed = o.raw("seed")) {
    if (!seed->IsInt64() || seed->GetInt64() < 0) o.fail("seed", "must be a whole number from 0 to 2^63-1");
    c->seed = static_cast<uint64_t>(seed->GetInt64());
  } else {
    o.fail("seed", "is required (game i of every variant uses seed + i)");
  }
  c->max_turns = o.get_int("max_turns", 1, 100000000, 1000);
  c->story = o.get_bool("story", true);
  const rapidjson::Value* vars = o.raw("variants");
  if (!vars) o.fail("variants", "is required: {\"A\": {\"preset\": ..., \"options\": {...}}, ...}");
  if (!vars->IsObject() || vars->MemberCount() == 0)
    o.fail("variants", "must be an object with at least one variant");
  if (vars->MemberCount() > kMaxVariants)
    o.fail("variants", "at most " + std::to_string(kMaxVariants) + " variants");
  std::set<std::string> names;
  for (auto it = vars->MemberBegin(); it != vars->MemberEnd(); ++it) {
    std::string name(it->name.GetString(), it->name.GetStringLength());
    if (name.empty()) o.fail("variants", "a variant needs a name");
    if (!names.insert(name).second) throw JsonError("config.variants." + name + ": given twice");
    c->variants.push_back(parse_variant(*g, name, it->value));
  }
  if (o.has("sweep")) {
    JsonObject s = o.get_object("sweep");
    c->sweep.option = s.get_string("option");
    if (option_index(g->options, c->sweep.option) < 0)
      s.fail("option", g->id + " has no option '" + c->sweep.option + "' (see shamble rules " + g->id + ")");
    const rapidjson::Value* values = s.raw("values");
    if (!values || !values->IsArray() || values->Empty())
      s.fail("values", "must be a non-empty array of values");
    if (values->Size() > kMaxSweepValues)
      s.fail("values", "at most " + std::to_string(kMaxSweepValues) + " values");
    std::set<std::string> seen;
    for (rapidjson::SizeType i = 0; i < values->Size(); ++i) {
      std::string p = "config.sweep.values[" + std::to_string(i) + "]";
      std::string text = value_text((*values)[i], p);
      check_option(*g, c->sweep.option, text, p);
      if (!seen.insert(text).second) throw JsonError(p + ": '" + text + "' is listed twice");
      c->sweep.values.push_back(text);
    }
    s.finish();
  }
  o.finish();
}

}  // namespace

bool parse_lab_config(const std::string& json, LabConfig* out, Error* err) {
  LabConfig c;
  try {
    parse(json, &c);
  } catch (const JsonError& e) {
    if (err) *err = Error{"lab-config", std::string("lab config: ") + e.what()};
    return false;
  } catch (const std::exception& e) {  // rapidjson's assertions (cereal::RapidJSONException)
    if (err) *err = Error{"lab-config", std::string("lab config: ") + e.what()};
    return false;
  }
  *out = std::move(c);
  return true;
}

void write_lab_config(const LabConfig& c, JsonWriter& w) {
  w.begin_object();
  // Written so that it parses back to the same config (merge reads it).
  w.field("game", c.game);
  if (c.players) w.field("players", c.players);
  if (!c.seats.empty()) {
    w.key("seats").begin_array();
    for (auto& s : c.seats) w.value(s);
    w.end_array();
  }
  w.field("games", c.games).field("seed", static_cast<long long>(c.seed)).field("max_turns", c.max_turns);
  if (!c.story) w.field("story", false);
  w.key("variants").begin_object();
  for (auto& v : c.variants) {
    w.key(v.name).begin_object();
    w.field("preset", v.preset);
    w.key("options").begin_object();
    for (auto& [k, t] : v.options) w.field(k, t);
    w.end_object();
    w.end_object();
  }
  w.end_object();
  if (!c.sweep.option.empty()) {
    w.key("sweep").begin_object().field("option", c.sweep.option);
    w.key("values").begin_array();
    for (auto& t : c.sweep.values) w.value(t);
    w.end_array();
    w.end_object();
  }
  w.end_object();
}

}  // namespace shamble
