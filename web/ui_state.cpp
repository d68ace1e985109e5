#include "ui_state.h"

#include <algorithm>

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

void UiState::notify_tagged(Notice n) {
  auto same = [&](const Notice& x) { return x.tag == n.tag; };
  auto it = std::find_if(notices_.begin(), notices_.end(), same);
  if (n.text.empty()) {
    if (it != notices_.end()) notices_.erase(it);
  } else if (it != notices_.end()) {
    *it = std::move(n);
  } else {
    notices_.push_back(std::move(n));
    if (notices_.size() > 6) notices_.erase(notices_.begin());
  }
  saves::mirror_notices();
  request_redraw = true;
}

}  // namespace shamble::web
