#include "ui_state.h"

#include "saves.h"

namespace shamble::web {

double bot_delay_s(Speed s) {
  switch (s) {
    case Speed::X1: return 0.9;
    case Speed::X2: return 0.45;
    case Speed::X4: return 0.22;
    case Speed::Instant: return 0;
  }
  return 0.9;
}

const char* speed_label(Speed s) {
  switch (s) {
    case Speed::X1: return "1x";
    case Speed::X2: return "2x";
    case Speed::X4: return "4x";
    case Speed::Instant: return "instant";
  }
  return "1x";
}

void UiState::notify(const std::string& text, bool error) {
  for (auto& n : notices_)
    if (n.text == text) return;
  notices_.push_back({text, error});
  if (notices_.size() > 6) notices_.erase(notices_.begin());
  saves::mirror_notices();
  request_redraw = true;
}

}  // namespace shamble::web
