// MonopoZombie's View as JSON (State::view_json): the property game's fields
// (games/monopoly/view_json.h) plus the zombie layer, written from the typed
// view only.
#pragma once

#include <string>

namespace shamble {
class State;
}

namespace shamble::mz {

std::string view_json(const State& s, int seat);

}  // namespace shamble::mz
