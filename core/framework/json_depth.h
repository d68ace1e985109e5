// How deeply a JSON text nests, read before it is parsed.
//
// Why: rapidjson's reader (and its writer, deep copies and comparisons) recurse
// once per level, so a text of some tens of thousands of '[' overflows the
// stack: a document fuzz find (tests/fuzz/regressions/document/). Every JSON a
// player can hand over (a document, a scenario, a link, a JS API call) is
// checked against kMaxJsonDepth first and refused with a message when deeper;
// Shamble's own JSON nests fewer than ten levels.
#pragma once

#include <string_view>

namespace shamble {

constexpr int kMaxJsonDepth = 64;

// The deepest nesting of arrays and objects in `text` (strings skipped, escapes
// honoured); stops counting once past `limit` and returns limit + 1.
int json_depth(std::string_view text, int limit = kMaxJsonDepth);

inline bool json_depth_ok(std::string_view text) { return json_depth(text) <= kMaxJsonDepth; }

}  // namespace shamble
