// One function per screen or panel; screens/root.cpp picks which to draw.
#pragma once

#include "framework/game.h"
#include "imgui.h"

namespace shamble::web {

void draw_screens();  // the whole UI, once per frame

void draw_start();
void draw_customize();
void draw_game();
void draw_saves();
void draw_about();
void draw_log_panel();
void draw_rules_panel(const GameInfo& game);
void draw_notices();

// Shared widgets.
bool wide_layout();
void go_back_button();
void player_chip(int seat, const char* name);  // colour + shape + name, never colour alone
void help_marker(const char* text);

}  // namespace shamble::web
