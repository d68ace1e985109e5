// Command-line flags for the driver's subcommands: `--name value`,
// `--name=value`, repeatable flags, positionals. Unknown flags are errors.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

namespace shamble {

struct Args {
  std::vector<std::string> positional;
  std::map<std::string, std::vector<std::string>> flags;
  bool help = false;

  bool has(const std::string& f) const { return flags.count(f) > 0; }
  std::string get(const std::string& f, const std::string& def = "") const;
  const std::vector<std::string>& all(const std::string& f) const;
};

// Parses argv[from..]; `valued` flags take a value, `switches` take none.
// Returns false with *err set on an unknown flag or a missing value.
bool parse_args(int argc, char** argv, int from, const std::set<std::string>& valued,
                const std::set<std::string>& switches, Args* out, std::string* err);

// Parses a whole number flag; false with *err on junk or out of range.
bool parse_number(const std::string& flag, const std::string& text, long long lo, long long hi,
                  long long* out, std::string* err);

}  // namespace shamble
