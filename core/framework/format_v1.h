// Save format 1 (release 8688899 and before) stored rule options as a list of
// values and, in binary saves, actions as kind numbers, both by position in
// that release's lists. These are those lists, frozen, so its saves load
// forever whatever the games add or reorder later.
#pragma once

#include <string_view>
#include <vector>

namespace shamble::format_v1 {

// Empty when the game did not exist in format 1.
const std::vector<std::string_view>& option_names(std::string_view game);
const std::vector<std::string_view>& action_kind_names(std::string_view game);

}  // namespace shamble::format_v1
