// One function per screen or panel; screens/root.cpp picks which to draw.
#pragma once

#include <string>
#include <vector>

#include "framework/game.h"
#include "framework/json_reader.h"  // rapidjson::Document (cereal first, see json_reader.h)
#include "framework/lab_config.h"
#include "framework/match.h"
#include "imgui.h"

namespace shamble::web {

void draw_screens();  // the whole UI, once per frame

void draw_start();
void draw_customize();
void draw_game();
void draw_saves();
void draw_about();
void draw_replay();
void draw_lab();  // lab_screen.cpp
// The log; `upto`: only the actions before it (the replay's position), scrolled to the last.
void draw_log_panel(size_t upto = ~size_t{0});
void draw_rules_panel(const GameInfo& game);
void draw_notices();

// The replay viewer (replay_screen.cpp) of the session's match, at the position after `at` actions.
void open_replay(size_t at);
// The saves list asks to replay a save: once the load it asked for has adopted
// the match, the replay opens (checked every frame); Load forgets it.
void replay_after_load();
void replay_after_load_check();
void forget_replay_after_load();
struct ReplayStatus {
  size_t at = 0, first = 0, last = 0;
  int turn = 0;
  bool playing = false;
};
bool replay_status(ReplayStatus* out);  // false when no replay is open
// The game's story in plots (story_panel.cpp), as `viewer` may see it; a
// line marks `mark_turn` (the replay's turn; -1e300: none).
// `standings_at`: the replay's position; its standings are shown as they
// stood then (the charts span the whole game, marked at `mark_turn`).
void draw_story_panel(const Match& m, int viewer, double mark_turn = -1e300,
                      size_t standings_at = ~size_t{0});

// The variant lab (lab_screen.cpp, lab_results.cpp). The screen shows a
// config (a lab link's) or a game's defaults; "Open game #K" loads game K of
// cell `cell` of the last run (the document `shamble lab --game K` prints)
// and opens its replay, whose back button returns to the lab.
void lab_show_config(const LabConfig& c);
void lab_show_defaults();
bool lab_open_game(int game, int cell, Error* err);
// The results of a report (core's JSON, parsed); `rate`: the sweep plot's chosen rate.
void draw_lab_results(const rapidjson::Document* report, int& rate);

// Shared widgets.
bool wide_layout();
void go_back_button();
// Esc meant for the screen itself: no popup is open now or was open when the
// last frame ended (that Esc closed it), and no text field is being edited.
bool escape_for_screen();
// An option's name for people: "turn_limit" -> "Turn limit".
std::string option_title(const OptionDef& o);
// The label for a widget titled `title`: "title##id", or on a phone the title
// drawn above a full-width widget and "##id" (option_widget.cpp).
std::string narrow_label(const std::string& title, const std::string& id);
// An option's widget: a checkbox, a slider or a list of its choices, at most
// `width` wide; `narrow`: titles go above sliders and lists on a phone. True
// when the value changed.
bool option_widget(const OptionDef& o, int* v, float width, bool narrow);
// "Rules in force": the preset and each option that differs from it, with its
// meaning. `preset` empty: the nearest preset.
void draw_rules_in_force(const GameInfo& g, const RulesConfig& cfg, const std::string& preset);
// The keys a game uses, one "key: what it does" line each (the help lists them).
std::vector<std::string> key_help(const std::string& game_id);
// A saved game's "Delete" button and the question it opens ("Delete" again
// removes it, "Keep it" does not); within the row's own ImGui ID (saves_screen.cpp).
void delete_save_button(const std::string& slot, const std::string& question, ImVec2 size = ImVec2(0, 0));
void player_chip(int seat, const char* name);  // colour + shape + name, never colour alone
void help_marker(const char* text);
std::string when_text(double ms_since_epoch);  // "2026-11-25 04:51", local time

}  // namespace shamble::web
