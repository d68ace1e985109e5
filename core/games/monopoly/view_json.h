// The property game's View as JSON (State::view_json): what window.shamble,
// the generic board and any remote client receive for one seat. Written from
// the typed view only, so it carries exactly what view_of shows that seat:
// never the deck order or the Rng. MonopoZombie writes the same fields and
// adds its own (games/monopozombie/view_json.cpp).
#pragma once

#include <string>

#include "games/monopoly/view.h"

namespace shamble {
class JsonWriter;
}

namespace shamble::mono {

// The fields of `v` (no enclosing object), the prompt's kind named by `ask`.
void write_view_fields(JsonWriter& w, const View& v, const char* ask);
// The name of a property-game Ask ("roll", "auction"...).
const char* ask_name(int ask);
std::string view_json(const State& s, int seat);

}  // namespace shamble::mono
