// What every exported web_* function shares: results are JSON text in one
// static buffer that JS copies at once (api_game.cpp, api_saves.cpp,
// api_diagnostics.cpp).
#pragma once

#include <string>

#include "framework/game.h"
#include "framework/json_writer.h"

namespace shamble::web::api {

// Keeps `s` until the next call and returns it as a C string.
const char* out(std::string s);
void write_error(JsonWriter& w, const Error& e);
// {ok, error?:{rule, message}}
const char* result(const Status& st);

}  // namespace shamble::web::api
