// The result of anything that can be refused: an illegal action (naming the
// rule it breaks), a bad option value, a damaged save.
#pragma once

#include <optional>
#include <string>

namespace shamble {

struct Error {
  std::string rule;     // rule id for rule violations; a short code otherwise ("save", "json")
  std::string message;  // one plain sentence a player can read
};

// nullopt means success; the common path allocates nothing.
using Status = std::optional<Error>;

inline Status fail(std::string rule, std::string message) {
  return Error{std::move(rule), std::move(message)};
}

}  // namespace shamble
