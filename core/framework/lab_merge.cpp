// Joining shard reports (see lab_merge.h).
#include "framework/lab_merge.h"

#include <algorithm>

#include "framework/json_reader.h"
#include "framework/json_writer.h"
#include "framework/lab_config.h"
#include "framework/lab_report.h"
#include "framework/lab_run.h"
#include "framework/lab_sweep.h"
#include "framework/lab_tally.h"

namespace shamble {

namespace {

struct Shard {
  LabShard shard;
  std::string config;  // canonical
  std::vector<LabTally> tallies;
};

std::string to_text(const rapidjson::Value& v) {
  rapidjson::StringBuffer b;
  rapidjson::Writer<rapidjson::StringBuffer> wr(b);
  v.Accept(wr);
  return b.GetString();
}

Shard read_shard(const std::string& text, LabConfig* config) {
  rapidjson::Document doc;
  parse_json_text(text, doc);
  if (!doc.IsObject() || !doc.HasMember("lab") || !doc["lab"].IsInt())
    throw JsonError("not a lab report (no \"lab\" field)");
  if (doc["lab"].GetInt() != kLabReportVersion)
    throw JsonError("lab report version " + std::to_string(doc["lab"].GetInt()) + ", this build reads " +
                    std::to_string(kLabReportVersion));
  if (!doc.HasMember("config")) throw JsonError("config: is required");
  Error e;
  if (!parse_lab_config(to_text(doc["config"]), config, &e)) throw JsonError(e.message);
  Shard s;
  JsonWriter w;
  write_lab_config(*config, w);
  s.config = w.str();
  if (doc.HasMember("shard")) {
    const auto& sh = doc["shard"];
    if (!sh.IsObject() || !sh.HasMember("index") || !sh.HasMember("count") || !sh["index"].IsInt() ||
        !sh["count"].IsInt() || sh["count"].GetInt() < 1 || sh["index"].GetInt() < 0 ||
        sh["index"].GetInt() >= sh["count"].GetInt())
      throw JsonError("shard: must be {\"index\": i, \"count\": n} with 0 <= i < n");
    s.shard = {sh["index"].GetInt(), sh["count"].GetInt()};
  }
  if (!doc.HasMember("variants") || !doc["variants"].IsArray()) throw JsonError("variants: must be an array");
  const auto& vars = doc["variants"];
  for (rapidjson::SizeType i = 0; i < vars.Size(); ++i) {
    std::string path = "variants[" + std::to_string(i) + "]";
    if (!vars[i].IsObject() || !vars[i].HasMember("raw")) throw JsonError(path + ".raw: is required");
    s.tallies.push_back(LabTally::read_raw(vars[i]["raw"], path + ".raw"));
  }
  return s;
}

}  // namespace

bool merge_lab_reports(const std::vector<std::string>& reports, std::string* out, Error* err) {
  auto fail = [&](const std::string& m) {
    if (err) *err = Error{"lab-merge", m};
    return false;
  };
  if (reports.empty()) return fail("merge needs at least one report");
  std::vector<Shard> shards;
  LabConfig config;
  for (size_t i = 0; i < reports.size(); ++i) {
    try {
      shards.push_back(read_shard(reports[i], &config));
    } catch (const std::exception& e) {
      return fail("report " + std::to_string(i + 1) + ": " + e.what());
    }
    if (shards.back().config != shards[0].config)
      return fail("report " + std::to_string(i + 1) + " has another config than report 1");
  }
  const int count = shards[0].shard.count;
  std::vector<int> seen(static_cast<size_t>(count), 0);
  for (size_t i = 0; i < shards.size(); ++i) {
    const LabShard& s = shards[i].shard;
    if (s.count != count)
      return fail("report " + std::to_string(i + 1) + " is shard " + std::to_string(s.index) + "/" +
                  std::to_string(s.count) + ", report 1 is one of " + std::to_string(count));
    if (seen[static_cast<size_t>(s.index)]++)
      return fail("shard " + std::to_string(s.index) + "/" + std::to_string(count) + " is given twice");
  }
  for (int k = 0; k < count; ++k)
    if (!seen[static_cast<size_t>(k)])
      return fail("shard " + std::to_string(k) + "/" + std::to_string(count) + " is missing");
  // Shard 0 first: its tally is what one run meets first (the tables' order).
  std::sort(shards.begin(), shards.end(),
            [](const Shard& a, const Shard& b) { return a.shard.index < b.shard.index; });
  std::vector<LabCell> cells;
  if (!lab_cells(config, &cells, err)) return false;
  std::vector<LabTally> tallies = shards[0].tallies;
  for (auto& s : shards) {
    if (s.tallies.size() != cells.size())
      return fail("shard " + std::to_string(s.shard.index) + " has " + std::to_string(s.tallies.size()) +
                  " variants, the config " + std::to_string(cells.size()));
    if (&s == &shards[0]) continue;
    for (size_t c = 0; c < cells.size(); ++c) {
      std::string why;
      if (!tallies[c].add(s.tallies[c], &why))
        return fail("shard " + std::to_string(s.shard.index) + ": " + why);
    }
  }
  JsonWriter w;
  write_lab_report(config, LabShard{}, cells, tallies, w);
  *out = w.str();
  return true;
}

}  // namespace shamble
