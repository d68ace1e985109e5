// The replay viewer: any game, finished or in progress, shown as it stood
// after any of its actions. A bar steps one action back or forward, jumps to
// the start, the end, any action (slider) or any turn, and plays on at a
// chosen pace; the log below follows; the board is the game's own board view
// drawing the replayed position (ReplayCursor: the one replay path) as the
// seat now looking may see it (the views' view_of(state, seat)), with nothing
// to act on (view_common.h, ReplayLens). Bots wait meanwhile (Session::tick
// runs on the game screen only).
#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>

#include "app.h"
#include "game_view.h"
#include "item_probe.h"
#include "replay_cursor.h"
#include "screens.h"
#include "share.h"
#include "theme.h"
#include "views/view_common.h"

namespace shamble::web {

namespace {

struct Pace {
  const char* label;
  double per_second;
};
constexpr Pace kPaces[] = {
    {"1 move/s", 1}, {"2 moves/s", 2}, {"4 moves/s", 4}, {"8 moves/s", 8}, {"16 moves/s", 16}};

struct ReplayScreen {
  ReplayCursor cursor;
  // The replayed position as a Match of its own (no moves), which is what
  // board views draw; rebuilt whenever the cursor moves.
  std::unique_ptr<Match> shown;
  size_t shown_at = ~size_t{0};
  std::unique_ptr<GameView> view;
  std::string view_game;
  uint64_t version = ~0ull, serial = ~0ull;  // the session's match the cursor was opened on
  int pace = 1;
  int turn_input = 1;
  uint64_t saves_serial = ~0ull;  // a save asked to replay: the serial before its load
};
ReplayScreen g;

void reopen(App& app, size_t at) {
  Match* m = app.session.match();
  if (!m) return;
  if (auto e = g.cursor.open(*m, at)) {
    app.ui.notify("Cannot replay this game: " + e->message);
    app.ui.screen = Screen::Game;
    return;
  }
  g.version = app.session.version();
  g.serial = app.session.match_serial();
  g.shown_at = ~size_t{0};
}

void go(App& app, Status s) {
  if (s) app.ui.notify(s->message + " (" + s->rule + ")");
}

std::string position_text(const State& s, size_t at, size_t last) {
  char buf[96];
  std::snprintf(buf, sizeof buf, "Move %zu of %zu \u00b7 turn %d%s", at, last, s.turn_number(),
                s.terminal() ? " \u00b7 game over" : "");
  return buf;
}

// The transport: start, back, play/pause, forward, end; then the pace. The
// buttons keep the touch size and wrap below 360 px.
void transport(App& app, double now) {
  ReplayCursor& c = g.cursor;
  const float h = theme::kTouch;
  auto button = [&](const char* label, const char* tip, bool enabled) {
    float w =
        std::max(48.0f, ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2);
    ImGui::BeginDisabled(!enabled);
    bool hit = ImGui::Button(label, ImVec2(w, h));
    ImGui::EndDisabled();
    ImGui::SetItemTooltip("%s", tip);
    ImGui::SameLine();
    return hit;
  };
  const bool back = c.at() > c.first(), fwd = c.at() < c.last();
  // Distinct labels (the browser tests find buttons by them): |<< <| > |> >>|.
  if (button("|\u25C0\u25C0", "To the start (Home)", back)) c.pause(), go(app, c.seek(c.first()));
  if (button("\u25C0|", "One move back (Left arrow)", back)) c.pause(), go(app, c.step(-1));
  if (c.playing()) {
    if (button("||", "Pause (Space)", true)) c.pause();
  } else if (button("\u25B6", "Play (Space)", true)) {
    c.play(now, kPaces[g.pace].per_second);
  }
  if (button("|\u25B6", "One move forward (Right arrow)", fwd)) c.pause(), go(app, c.step(1));
  if (button("\u25B6\u25B6|", "To the end (End)", fwd)) c.pause(), go(app, c.seek(c.last()));
  float combo_w = ImGui::CalcTextSize("16 moves/s").x + 56;
  if (ImGui::GetContentRegionAvail().x < combo_w) ImGui::NewLine();
  ImGui::SetNextItemWidth(combo_w);
  bool open = ImGui::BeginCombo("##pace", kPaces[g.pace].label);
  probe::note("##pace");
  if (open) {
    for (int i = 0; i < static_cast<int>(std::size(kPaces)); ++i)
      if (ImGui::Selectable(kPaces[i].label, i == g.pace)) {
        g.pace = i;
        if (c.playing()) c.play(now, kPaces[i].per_second);
      }
    ImGui::EndCombo();
  }
  ImGui::SetItemTooltip("How fast Play moves on");
}

// The slider over every action, and the jump to a turn.
void position_bar(App& app) {
  ReplayCursor& c = g.cursor;
  const float avail = ImGui::GetContentRegionAvail().x;
  int at = static_cast<int>(c.at());
  ImGui::SetNextItemWidth(avail);
  // No text on the slider: its grab sat over the label in the middle of a game. The line
  // under the bar says "Move N of M · turn T".
  if (ImGui::SliderInt("##move", &at, static_cast<int>(c.first()), static_cast<int>(c.last()), ""))
    c.pause(), go(app, c.seek(static_cast<size_t>(at)));
  probe::note("##move");
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Turn");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::CalcTextSize("0000").x + 24);
  bool enter = ImGui::InputInt("##turn", &g.turn_input, 0, 0,
                               ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_AutoSelectAll);
  probe::note("##turn");
  ImGui::SameLine();
  if (ImGui::Button("Go") || enter) c.pause(), go(app, c.jump_to_turn(g.turn_input));
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  ImGui::TextColored(theme::muted(), "of %d", c.last_turn());
}

void keys(App& app) {
  if (ImGui::GetIO().WantTextInput ||
      ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel))
    return;
  ReplayCursor& c = g.cursor;
  if (ImGui::IsKeyPressed(ImGuiKey_LeftArrow)) c.pause(), go(app, c.step(-1));
  if (ImGui::IsKeyPressed(ImGuiKey_RightArrow)) c.pause(), go(app, c.step(1));
  if (ImGui::IsKeyPressed(ImGuiKey_Home, false)) c.pause(), go(app, c.seek(c.first()));
  if (ImGui::IsKeyPressed(ImGuiKey_End, false)) c.pause(), go(app, c.seek(c.last()));
  if (ImGui::IsKeyPressed(ImGuiKey_Space, false)) {
    if (c.playing())
      c.pause();
    else
      c.play(ImGui::GetTime(), kPaces[g.pace].per_second);
  }
}

void board(App& app, ImVec2 size) {
  Match& live = *app.session.match();
  if (!g.view || g.view_game != live.info().id) {
    g.view = make_game_view(live.info().id);
    g.view_game = live.info().id;
  }
  if (!g.shown || g.shown_at != g.cursor.at()) {
    g.shown = std::make_unique<Match>(g.cursor.state().clone(), live.seats());
    g.shown_at = g.cursor.at();
    ++replay_lens().moved;
  }
  ViewContext ctx{app, *g.shown, app.session.looking()};
  replay_lens().on = true;
  g.view->draw_board(ctx, size);
  replay_lens().on = false;
  if (g.view->animating()) app.ui.request_redraw = true;
}

void side(App& app, ImVec2 size) {
  ImGui::BeginChild("##replay-side", size);
  if (ImGui::BeginTabBar("##replay-tabs")) {
    bool log_tab = ImGui::BeginTabItem("Log");
    probe::note("Log tab");
    if (log_tab) {
      draw_log_panel(g.cursor.at());
      ImGui::EndTabItem();
    }
    bool story_tab = ImGui::BeginTabItem("Story");
    probe::note("Story tab");
    if (story_tab) {
      draw_story_panel(*app.session.match(), app.session.looking(), g.cursor.state().turn_number(),
                       g.cursor.at());
      ImGui::EndTabItem();
    }
    if (ImGui::BeginTabItem("Rules")) {
      draw_rules_panel(app.session.match()->info());
      ImGui::EndTabItem();
    }
    ImGui::EndTabBar();
  }
  ImGui::EndChild();
}

}  // namespace

void open_replay(size_t at) {
  App& app = App::get();
  if (!app.session.match()) return;
  app.ui.screen = Screen::Replay;
  app.ui.replay_to_lab = false;  // the lab sets it again after opening its game
  g.cursor.close();
  reopen(app, at);
  g.turn_input = g.cursor.is_open() ? g.cursor.state().turn_number() : 1;
}

void replay_after_load() { g.saves_serial = App::get().session.match_serial(); }

void replay_after_load_check() {
  App& app = App::get();
  if (g.saves_serial == ~0ull) return;
  if (app.session.match() && app.session.match_serial() != g.saves_serial) {
    g.saves_serial = ~0ull;
    open_replay(0);
  } else if (app.ui.screen != Screen::Saves && app.ui.screen != Screen::Start) {
    g.saves_serial = ~0ull;  // the load failed or the player went elsewhere: forget it
  }
}

void forget_replay_after_load() { g.saves_serial = ~0ull; }

bool replay_status(ReplayStatus* out) {
  if (!g.cursor.is_open()) return false;
  out->at = g.cursor.at();
  out->first = g.cursor.first();
  out->last = g.cursor.last();
  out->turn = g.cursor.state().turn_number();
  out->playing = g.cursor.playing();
  return true;
}

void draw_replay() {
  App& app = App::get();
  Match* m = app.session.match();
  if (!m) {
    app.ui.screen = Screen::Start;
    return;
  }
  // The match moved or another one came (the JS API, a load): open it again where we stood.
  if (!g.cursor.is_open() || g.version != app.session.version() || g.serial != app.session.match_serial())
    reopen(app, g.cursor.is_open() ? g.cursor.at() : m->size());
  if (!g.cursor.is_open()) return;
  const double now = ImGui::GetTime();
  g.cursor.tick(now);
  if (g.cursor.playing()) app.ui.request_redraw = true;

  if (ImGui::Button(app.ui.replay_to_lab ? "\u2190 Lab" : "\u2190 Game") || escape_for_screen()) {
    g.cursor.pause();
    app.ui.screen = app.ui.replay_to_lab ? Screen::Lab : Screen::Game;
    app.ui.replay_to_lab = false;
    return;
  }
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  std::string title = "Replay: " + m->info().name;
  ImGui::TextColored(theme::muted(), "%s", title.c_str());
  // Share this moment: a link (or wiki tag) that opens this replay here (web/share.h).
  if (!app.ui.embed) {
    const char* label = "Share this moment\u2026";
    const float w = ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2;
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x < w) ImGui::NewLine();
    if (ImGui::Button(label)) ImGui::OpenPopup("moment-menu");
    if (ImGui::BeginPopup("moment-menu")) {
      share_moment_items(app, g.cursor.at());
      ImGui::EndPopup();
    }
  }
  transport(app, now);
  position_bar(app);
  ImGui::TextUnformatted(position_text(g.cursor.state(), g.cursor.at(), g.cursor.last()).c_str());
  if (!m->history_note().empty()) ImGui::TextColored(theme::muted(), "%s", m->history_note().c_str());
  keys(app);

  ImVec2 avail = ImGui::GetContentRegionAvail();
  float gap = ImGui::GetStyle().ItemSpacing.x;
  if (wide_layout()) {
    float side_w = std::clamp(avail.x * 0.34f, 320.0f, 560.0f);
    float board_w = avail.x - side_w - gap;
    ImGui::BeginChild("##replay-board", ImVec2(board_w, avail.y));
    board(app, ImVec2(board_w, avail.y));
    ImGui::EndChild();
    ImGui::SameLine();
    side(app, ImVec2(side_w, avail.y));
  } else {
    // Narrow: the board on top, the log under it keeps a few lines.
    float panels_min = ImGui::GetFrameHeightWithSpacing() * 4.0f;
    float board_h =
        std::max(std::min(avail.x * 1.3f, avail.y - panels_min), std::min(avail.x, avail.y * 0.55f));
    ImGui::BeginChild("##replay-board", ImVec2(avail.x, board_h));
    board(app, ImVec2(avail.x, board_h));
    ImGui::EndChild();
    side(app, ImVec2(avail.x, ImGui::GetContentRegionAvail().y));
  }
}

}  // namespace shamble::web
