// URL parameters -> a new-game request. Each bad value is dropped on its own
// with a notice quoting the core's error, so one typo never blocks the rest.
#pragma once

#include <string>
#include <vector>

#include "framework/base64url.h"  // the encoder web/ shares with core
#include "framework/setup.h"

namespace shamble::web {

struct UrlRequest {
  bool has_game = false;  // game= or scenario= given (and usable)
  // The URL asked for a game (game=, scenario=) that cannot be played: the
  // page says why and starts nothing else (no default game, no resume).
  bool failed = false;
  bool embed = false;
  std::string page;       // embed: the wiki page's title (at most 200 characters)
  std::string embed_key;  // embed: "embed:<page>|<game>|<preset>|<scenario>", its one save
  int speed = -1;         // bot pace from speed=1|2|4|instant, as an index into web::Speed; -1 = unchanged
  // at=N with a scenario: a moment of a shared game ("Share this moment"): its
  // replay opens after the first N moves. -1 = none.
  long at = -1;
  // lab=<base64url of a lab config> (the Lab's "Copy lab link"): opens the
  // Lab screen with that config; web_boot checks it (a bad one: a notice and
  // the lab's defaults).
  std::string lab;
  NewGameRequest req;
  std::string scenario;  // decoded scenario JSON, if any
  std::vector<std::string> notices;
};

UrlRequest parse_url(const std::string& query);
// Percent-decoding, and a lenient URL-safe base64 decoder for what people
// paste (padding optional, plain base64's + and / accepted).
std::string url_decode(const std::string& s);
bool base64url_decode(const std::string& in, std::string* out);

}  // namespace shamble::web
