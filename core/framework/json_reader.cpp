#include "framework/json_reader.h"

#include "framework/json_depth.h"

namespace shamble {

JsonObject::JsonObject(const rapidjson::Value& v, std::string path) : v_(v), path_(std::move(path)) {
  if (!v_.IsObject()) throw JsonError(path_ + ": expected an object");
}

void JsonObject::fail(const char* key, const std::string& why) const {
  throw JsonError(path_ + "." + key + ": " + why);
}

bool JsonObject::has(const char* key) const { return v_.HasMember(key); }

const rapidjson::Value* JsonObject::find(const char* key) {
  auto it = v_.FindMember(key);
  if (it == v_.MemberEnd()) return nullptr;
  used_.insert(key);
  return &it->value;
}

const rapidjson::Value* JsonObject::raw(const char* key) { return find(key); }

int JsonObject::get_int(const char* key, int lo, int hi) {
  auto* v = find(key);
  if (!v) fail(key, "is required");
  if (!v->IsInt()) fail(key, "must be a whole number");
  int x = v->GetInt();
  if (x < lo || x > hi)
    fail(key, "must be between " + std::to_string(lo) + " and " + std::to_string(hi) + ", not " +
                  std::to_string(x));
  return x;
}

int JsonObject::get_int(const char* key, int lo, int hi, int def) {
  return has(key) ? get_int(key, lo, hi) : def;
}

bool JsonObject::get_bool(const char* key, bool def) {
  auto* v = find(key);
  if (!v) return def;
  if (!v->IsBool()) fail(key, "must be true or false");
  return v->GetBool();
}

std::string JsonObject::get_string(const char* key) {
  auto* v = find(key);
  if (!v) fail(key, "is required");
  if (!v->IsString()) fail(key, "must be a string");
  return std::string(v->GetString(), v->GetStringLength());
}

std::string JsonObject::get_string(const char* key, const std::string& def) {
  return has(key) ? get_string(key) : def;
}

std::vector<int> JsonObject::get_ints(const char* key, int lo, int hi) {
  std::vector<int> out;
  auto* v = find(key);
  if (!v) return out;
  if (!v->IsArray()) fail(key, "must be an array of whole numbers");
  for (auto& e : v->GetArray()) {
    if (!e.IsInt()) fail(key, "must be an array of whole numbers");
    int x = e.GetInt();
    if (x < lo || x > hi)
      fail(key, "values must be between " + std::to_string(lo) + " and " + std::to_string(hi) + ", not " +
                    std::to_string(x));
    out.push_back(x);
  }
  return out;
}

int JsonObject::get_choice(const char* key, const std::vector<std::string>& choices, int def) {
  if (!has(key)) return def;
  std::string s = get_string(key);
  for (size_t i = 0; i < choices.size(); ++i)
    if (choices[i] == s) return static_cast<int>(i);
  std::string list;
  for (auto& c : choices) list += (list.empty() ? "" : ", ") + c;
  fail(key, "must be one of " + list + ", not '" + s + "'");
}

JsonObject JsonObject::get_object(const char* key) {
  auto* v = find(key);
  if (!v) fail(key, "is required");
  if (!v->IsObject()) fail(key, "must be an object");
  return JsonObject(*v, path_ + "." + key);
}

std::vector<JsonObject> JsonObject::get_objects(const char* key) {
  std::vector<JsonObject> out;
  auto* v = find(key);
  if (!v) return out;
  if (!v->IsArray()) fail(key, "must be an array");
  int i = 0;
  for (auto& e : v->GetArray()) {
    std::string p = path_ + "." + key + "[" + std::to_string(i++) + "]";
    if (!e.IsObject()) throw JsonError(p + ": must be an object");
    out.emplace_back(e, p);
  }
  return out;
}

void JsonObject::finish() const {
  for (auto it = v_.MemberBegin(); it != v_.MemberEnd(); ++it) {
    std::string k(it->name.GetString(), it->name.GetStringLength());
    if (!used_.count(k)) throw JsonError(path_ + "." + k + ": unknown field");
  }
}

void parse_json_text(const std::string& text, rapidjson::Document& doc) {
  if (!json_depth_ok(text))
    throw JsonError("the JSON nests deeper than " + std::to_string(kMaxJsonDepth) + " levels");
  doc.Parse(text.c_str(), text.size());
  if (doc.HasParseError()) {
    // Report line and column: people edit these files by hand.
    size_t off = doc.GetErrorOffset(), line = 1, col = 1;
    for (size_t i = 0; i < off && i < text.size(); ++i) {
      if (text[i] == '\n') {
        ++line;
        col = 1;
      } else {
        ++col;
      }
    }
    throw JsonError("malformed JSON at line " + std::to_string(line) + ", column " + std::to_string(col) +
                    ": " + rapidjson::GetParseError_En(doc.GetParseError()));
  }
}

}  // namespace shamble
