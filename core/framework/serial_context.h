// What a state's serialize() needs to know besides the archive: the game being
// saved or loaded (to name its options) and, while reading a save an older
// build wrote, the envelope's format and rules versions. cereal calls
// serialize() with nothing but the archive, so Match sets this around one save
// or load (never concurrent: the browser build has no threads, the driver
// loads on one). Outside them it reports the build's own versions.
#pragma once

namespace shamble {

struct GameInfo;

// Save format version: bump when the envelope or the way options and actions
// are named changes shape. 1: options and binary actions by position (release
// 8688899 and before). 2: options and actions by name, history of foreign rules.
constexpr int kSaveFormatVersion = 2;

struct SerialContext {
  const GameInfo* game = nullptr;
  int format_version = kSaveFormatVersion;
  int rules_version = 0;  // 0: the build's own (not loading an older save)
};

const SerialContext& serial_context();

// Sets the context for one save or load and restores the previous one after.
class ScopedSerialContext {
 public:
  explicit ScopedSerialContext(const SerialContext& c);
  ~ScopedSerialContext();
  ScopedSerialContext(const ScopedSerialContext&) = delete;
  ScopedSerialContext& operator=(const ScopedSerialContext&) = delete;

 private:
  SerialContext saved_;
};

// The game's rules version a state being loaded was saved under; the build's
// own when not loading. A game whose saved layout changes reads the old layout
// when this is lower than the version that changed it.
int loading_rules_version(int current);

}  // namespace shamble
