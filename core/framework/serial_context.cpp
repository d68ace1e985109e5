#include "framework/serial_context.h"

namespace shamble {

namespace {
SerialContext g_context;
}

const SerialContext& serial_context() { return g_context; }

ScopedSerialContext::ScopedSerialContext(const SerialContext& c) : saved_(g_context) { g_context = c; }
ScopedSerialContext::~ScopedSerialContext() { g_context = saved_; }

int loading_rules_version(int current) {
  return g_context.rules_version > 0 ? g_context.rules_version : current;
}

}  // namespace shamble
