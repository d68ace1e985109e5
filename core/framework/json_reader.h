// Strict reading of hand-written JSON (scenario files, action lists): every
// error names the field path and why, and unknown fields are refused, so a
// typo in a scenario is reported instead of silently ignored.
#pragma once

#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "framework/cereal_json.h"  // and rapidjson, configured: document

namespace shamble {

// Thrown only inside parsing code and always caught at its API boundary.
struct JsonError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class JsonObject {
 public:
  JsonObject(const rapidjson::Value& v, std::string path);

  const std::string& path() const { return path_; }
  bool has(const char* key) const;
  int get_int(const char* key, int lo, int hi);
  int get_int(const char* key, int lo, int hi, int def);
  bool get_bool(const char* key, bool def);
  std::string get_string(const char* key);
  std::string get_string(const char* key, const std::string& def);
  std::vector<int> get_ints(const char* key, int lo, int hi);  // missing = empty
  // One of `choices`; returns its index.
  int get_choice(const char* key, const std::vector<std::string>& choices, int def);
  JsonObject get_object(const char* key);
  std::vector<JsonObject> get_objects(const char* key);  // an array of objects; missing = empty
  const rapidjson::Value* raw(const char* key);          // marks it used; null if missing
  // Refuses any field that was never asked for.
  void finish() const;
  [[noreturn]] void fail(const char* key, const std::string& why) const;

 private:
  const rapidjson::Value* find(const char* key);
  const rapidjson::Value& v_;
  std::string path_;
  std::set<std::string> used_;
};

// Parses text into doc; throws JsonError with line-independent offset info.
void parse_json_text(const std::string& text, rapidjson::Document& doc);

}  // namespace shamble
