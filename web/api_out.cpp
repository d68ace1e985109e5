#include "api_out.h"

namespace shamble::web::api {

namespace {
std::string g_out;
}

const char* out(std::string s) {
  g_out = std::move(s);
  return g_out.c_str();
}

void write_error(JsonWriter& w, const Error& e) {
  w.key("error").begin_object().field("rule", e.rule).field("message", e.message).end_object();
}

const char* result(const Status& st) {
  JsonWriter w;
  w.begin_object().field("ok", !st.has_value());
  if (st) write_error(w, *st);
  w.end_object();
  return out(w.str());
}

}  // namespace shamble::web::api
