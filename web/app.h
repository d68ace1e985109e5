// The web app: one match session and the UI state around it, one of each per
// page. Screens and views reach them through App::get() (or their
// ViewContext); all rules come from core through Match and State.
#pragma once

#include "session.h"
#include "ui_state.h"

namespace shamble::web {

struct App {
  static App& get();
  UiState ui;
  Session session{ui};
};

// The game the big Play button starts: MonopoZombie when built in, else the
// first registered game; null when none is.
const GameInfo* default_game();

}  // namespace shamble::web
