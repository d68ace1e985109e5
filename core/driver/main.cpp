// The `shamble` command: every shipped game, headless.
#include "driver/driver.h"
#include "framework/registry.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace {
// The soak, simulations and benchmarks make and drop saves of tens to hundreds
// of kilobytes all the time. glibc's defaults give such blocks back to the
// kernel (mmap above 128 KiB, trimming the heap's top), so every next one
// page-faults afresh: that was half of the Catan soak's time. Keeping freed
// memory in the process costs at most the largest save's worth.
void keep_freed_memory() {
#if defined(__GLIBC__)
  mallopt(M_MMAP_THRESHOLD, 32 << 20);  // glibc's ceiling for this setting
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
  mallopt(M_TOP_PAD, 16 << 20);
#endif
}
}  // namespace

int main(int argc, char** argv) {
  keep_freed_memory();
  shamble::register_builtin_games();
  return shamble::driver_main(argc, argv);
}
