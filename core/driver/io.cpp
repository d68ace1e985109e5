#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

#include "driver/commands.h"
#include "framework/cereal_json.h"  // and rapidjson, configured: writer, string buffer
#include "framework/json_reader.h"
#include "framework/registry.h"

namespace shamble {

int usage_error(const std::string& message) {
  std::fprintf(stderr, "shamble: %s\n", message.c_str());
  return 2;
}

int failure(const std::string& message) {
  std::fprintf(stderr, "shamble: %s\n", message.c_str());
  return 1;
}

void print_json(const std::string& json) {
  std::fwrite(json.data(), 1, json.size(), stdout);
  std::fputc('\n', stdout);
  std::fflush(stdout);
}

bool read_input(const std::string& arg, std::string* out, std::string* err) {
  if (!arg.empty() && (arg[0] == '{' || arg[0] == '[')) {
    *out = arg;
    return true;
  }
  std::ostringstream ss;
  if (arg == "-") {
    ss << std::cin.rdbuf();
  } else {
    std::ifstream f(arg, std::ios::binary);
    if (!f) {
      *err = "cannot read '" + arg + "'";
      return false;
    }
    ss << f.rdbuf();
  }
  *out = ss.str();
  return true;
}

std::unique_ptr<Match> load_game_doc(const std::string& text, Error* err) {
  // A browser save (exported from the app) is binary: no JSON to look into.
  if (text.size() >= 4 && text.compare(0, 4, "SHMB") == 0) return Match::load(text, err);
  // `apply` prints {"game": doc, "events": [...]}: accept that too, so outputs chain.
  rapidjson::Document doc;
  try {
    parse_json_text(text, doc);
  } catch (const JsonError& e) {
    *err = {"json", e.what()};
    return nullptr;
  }
  if (!doc.IsObject()) {
    *err = {"json", "expected a game document (a JSON object)"};
    return nullptr;
  }
  if (doc.HasMember("game") && doc["game"].IsObject()) {
    rapidjson::StringBuffer buf;
    rapidjson::Writer<rapidjson::StringBuffer> w(buf);
    doc["game"].Accept(w);
    return Match::load(buf.GetString(), err);
  }
  return Match::load(text, err);
}

bool request_from_args(const Args& args, NewGameRequest* req, std::string* err) {
  req->preset = args.get("preset");
  for (auto& s : args.all("set"))
    for (auto& kv : split_list(s)) req->overrides.push_back(kv);
  req->seats = split_list(args.get("seats"));
  req->names = split_list(args.get("names"));
  long long v = 0;
  if (args.has("players")) {
    if (!parse_number("players", args.get("players"), 1, 32, &v, err)) return false;
    req->players = static_cast<int>(v);
  }
  if (args.has("seed")) {
    if (!parse_number("seed", args.get("seed"), 0, 9007199254740991LL, &v, err)) return false;
    req->seed = static_cast<uint64_t>(v);
  }
  return true;
}

}  // namespace shamble
