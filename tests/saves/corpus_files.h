// The save corpus (tests/saves): every saved game of every release, which the
// corpus, story and replay tests all walk.
#pragma once

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "source_dir.h"

namespace corpus_files {

inline std::string read_file(const std::filesystem::path& p) {
  std::ifstream f(p, std::ios::binary);
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

// Every .json and .shmb save under tests/saves, in a stable order.
inline std::vector<std::filesystem::path> corpus() {
  std::vector<std::filesystem::path> out;
  for (auto& e : std::filesystem::recursive_directory_iterator(
           std::filesystem::path(shamble::test::source_dir()) / "tests/saves"))
    if (e.path().extension() == ".json" || e.path().extension() == ".shmb") out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace corpus_files
