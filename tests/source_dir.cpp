#include "source_dir.h"

namespace shamble::test {

const char* source_dir() { return SHAMBLE_SOURCE_DIR; }

}  // namespace shamble::test
