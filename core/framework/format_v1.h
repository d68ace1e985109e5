// Save format 1 (release 8688899 and before) stored rule options as a list of
// values and, in binary saves, actions as kind numbers, both by position in
// that release's lists. These are those lists, frozen, so its saves load
// forever whatever the games add or reorder later.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace shamble {
class State;
}

namespace shamble::format_v1 {

// Empty when the game did not exist in format 1.
const std::vector<std::string_view>& option_names(std::string_view game);
const std::vector<std::string_view>& action_kind_names(std::string_view game);
// A kind as format 1 binary saves numbered it, in this build's numbering of
// `s`'s kinds; -1 when format 1 had no such number or this build no such kind.
int action_kind(const State& s, int32_t number);

}  // namespace shamble::format_v1
