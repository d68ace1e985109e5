// URL parameters -> a new-game request. Each bad value is dropped on its own
// with a notice quoting the core's error, so one typo never blocks the rest.
#pragma once

#include <string>
#include <vector>

#include "framework/setup.h"

namespace shamble::web {

struct UrlRequest {
  bool has_game = false;  // game= or scenario= given (and usable)
  bool embed = false;
  int speed = -1;  // bot pace from speed=1|2|4|instant, as an index into web::Speed; -1 = unchanged
  NewGameRequest req;
  std::string scenario;  // decoded scenario JSON, if any
  std::vector<std::string> notices;
};

UrlRequest parse_url(const std::string& query);
// Percent-decoding and URL-safe base64 (RFC 4648 section 5, padding optional).
std::string url_decode(const std::string& s);
bool base64url_decode(const std::string& in, std::string* out);

}  // namespace shamble::web
