#include "framework/kind_index.h"

#include <array>
#include <cstdint>

namespace shamble {

namespace {

// FNV-1a: names are short, and any spread does for a table of 256.
uint32_t name_hash(std::string_view s) {
  uint32_t h = 2166136261u;
  for (char c : s) h = (h ^ static_cast<unsigned char>(c)) * 16777619u;
  return h;
}

bool named(const char* kind, std::string_view name) {
  size_t i = 0;
  while (i < name.size() && kind[i] != '\0' && kind[i] == name[i]) ++i;
  return i == name.size() && kind[i] == '\0';
}

int scan(const std::vector<ActionKindDef>& kinds, std::string_view name) {
  for (size_t k = 0; k < kinds.size(); ++k)
    if (named(kinds[k].name, name)) return static_cast<int>(k);
  return -1;
}

// Open addressing over 256 slots, each a kind's index + 1 (0: empty). A table
// with more kinds than fit at half load is not indexed (every game has under 80).
struct Index {
  const std::vector<ActionKindDef>* table = nullptr;
  size_t size = 0;
  bool usable = false;
  std::array<uint8_t, 256> slot{};

  void build(const std::vector<ActionKindDef>& kinds) {
    table = &kinds;
    size = kinds.size();
    slot.fill(0);
    usable = size < slot.size() / 2;
    if (!usable) return;
    for (size_t k = 0; k < size; ++k) {
      const std::string_view name(kinds[k].name);
      size_t at = name_hash(name) & 255;
      while (slot[at] != 0) at = (at + 1) & 255;
      slot[at] = static_cast<uint8_t>(k + 1);
    }
  }
  int find(std::string_view name) const {
    for (size_t at = name_hash(name) & 255; slot[at] != 0; at = (at + 1) & 255) {
      const size_t k = slot[at] - 1u;
      if (k < table->size() && named((*table)[k].name, name)) return static_cast<int>(k);
    }
    return -1;
  }
};

}  // namespace

int find_kind(const std::vector<ActionKindDef>& kinds, std::string_view name) {
  thread_local Index index;
  if (index.table != &kinds || index.size != kinds.size()) index.build(kinds);
  if (index.usable)
    if (const int k = index.find(name); k >= 0) return k;
  return scan(kinds, name);  // not there, or the table changed under its address
}

}  // namespace shamble
