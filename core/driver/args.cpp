#include "driver/args.h"

#include <cstdlib>

namespace shamble {

std::string Args::get(const std::string& f, const std::string& def) const {
  auto it = flags.find(f);
  return it == flags.end() || it->second.empty() ? def : it->second.back();
}

const std::vector<std::string>& Args::all(const std::string& f) const {
  static const std::vector<std::string> none;
  auto it = flags.find(f);
  return it == flags.end() ? none : it->second;
}

bool parse_args(int argc, char** argv, int from, const std::set<std::string>& valued,
                const std::set<std::string>& switches, Args* out, std::string* err) {
  for (int i = from; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--help" || a == "-h") {
      out->help = true;
      continue;
    }
    if (a.size() > 2 && a.compare(0, 2, "--") == 0) {
      std::string name = a.substr(2), value;
      bool inline_value = false;
      if (auto eq = name.find('='); eq != std::string::npos) {
        value = name.substr(eq + 1);
        name = name.substr(0, eq);
        inline_value = true;
      }
      if (switches.count(name)) {
        out->flags[name].push_back("true");
        continue;
      }
      if (!valued.count(name)) {
        *err = "unknown flag --" + name;
        return false;
      }
      if (!inline_value) {
        if (i + 1 >= argc) {
          *err = "--" + name + " needs a value";
          return false;
        }
        value = argv[++i];
      }
      out->flags[name].push_back(value);
      continue;
    }
    out->positional.push_back(a);
  }
  return true;
}

bool parse_number(const std::string& flag, const std::string& text, long long lo, long long hi,
                  long long* out, std::string* err) {
  char* end = nullptr;
  long long v = text.empty() ? 0 : std::strtoll(text.c_str(), &end, 10);
  if (text.empty() || *end != '\0') {
    *err = "--" + flag + " takes a whole number, not '" + text + "'";
    return false;
  }
  if (v < lo || v > hi) {
    *err = "--" + flag + " must be between " + std::to_string(lo) + " and " + std::to_string(hi);
    return false;
  }
  *out = v;
  return true;
}

}  // namespace shamble
