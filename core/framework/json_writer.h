// A tiny streaming JSON writer for driver output and statistics. It tracks
// commas itself so callers only say what they write.
#pragma once

#include <concepts>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace shamble {

class JsonWriter {
 public:
  JsonWriter& begin_object();
  JsonWriter& end_object();
  JsonWriter& begin_array();
  JsonWriter& end_array();
  JsonWriter& key(std::string_view k);
  JsonWriter& value(std::string_view s);
  JsonWriter& value(const char* s) { return value(std::string_view(s ? s : "")); }
  JsonWriter& value(const std::string& s) { return value(std::string_view(s)); }
  JsonWriter& value(bool b);
  template <std::integral T>
  requires(!std::same_as<T, bool>) JsonWriter& value(T v) { return integer(static_cast<long long>(v)); }
  JsonWriter& value(double v);
  JsonWriter& null();
  // Inserts already-serialized JSON (a state written by cereal) as a value.
  JsonWriter& raw(std::string_view json);
  template <class T>
  JsonWriter& field(std::string_view k, const T& v) {
    key(k);
    return value(v);
  }
  const std::string& str() const { return out_; }

 private:
  JsonWriter& integer(long long v);
  void before_value();
  std::string out_;
  std::vector<bool> first_;  // per open container: nothing written yet
  bool after_key_ = false;
};

std::string json_escape(std::string_view s);

}  // namespace shamble
