// Customize: game, seats (human / bots), names, preset and every rule option
// with its one-line meaning, straight from GameInfo.
#include <algorithm>
#include <string>
#include <vector>

#include "app.h"
#include "framework/registry.h"
#include "framework/rules_summary.h"
#include "framework/setup.h"
#include "item_probe.h"
#include "screens.h"
#include "theme.h"

namespace shamble::web {

namespace {

const char* kKinds[] = {"human", "bot:easy", "bot:normal", "bot:strong", "bot:random"};
const char* kKindLabels[] = {"Human", "Bot (easy)", "Bot (normal)", "Bot (strong)", "Bot (random)"};

struct Form {
  int game = -1, preset = 0, players = 0;
  std::vector<int> kinds;                // index into kKinds, per seat
  std::vector<std::vector<char>> names;  // InputText buffers
  RulesConfig cfg;
  int seed = 1;
};
Form g_form;
std::string g_start_error;  // why Start failed, shown beside the button

void reset_options(const GameInfo& g) {
  std::string preset = g.presets.empty() ? "" : g.presets[g_form.preset].name;
  if (make_config(g.options, g.presets, preset, {}, &g_form.cfg))
    g_form.cfg.values.assign(g.options.size(), 0);
}

void select_game(int i) {
  const GameInfo& g = *listed_games()[i];
  g_form.game = i;
  g_form.preset = 0;
  g_form.players = g.default_players;
  g_form.kinds.assign(g.max_players, 2);
  g_form.kinds[0] = 0;
  g_form.names.assign(g.max_players, std::vector<char>(32, 0));
  g_form.seed = static_cast<int>(ImGui::GetTime() * 1000) % 100000 + 1;
  reset_options(g);
}

NewGameRequest request_of(const GameInfo& g) {
  NewGameRequest req;
  req.game = g.id;
  if (!g.presets.empty()) req.preset = g.presets[g_form.preset].name;
  RulesConfig base;
  if (make_config(g.options, g.presets, req.preset, {}, &base)) base.values.assign(g.options.size(), 0);
  // Only options that differ from the preset become overrides, as in a URL.
  for (size_t i = 0; i < g.options.size(); ++i)
    if (g_form.cfg.values[i] != base.values[i])
      req.overrides.push_back(g.options[i].name + "=" +
                              option_value_text(g.options[i], g_form.cfg.values[i]));
  for (int i = 0; i < g_form.players; ++i) {
    req.seats.push_back(kKinds[g_form.kinds[i]]);
    req.names.push_back(g_form.names[i].data());
  }
  bool any_name = false;
  for (auto& n : req.names) any_name |= !n.empty();
  if (!any_name) req.names.clear();  // let the game name the seats
  req.seed = static_cast<uint64_t>(g_form.seed);
  return req;
}

void start_game(const GameInfo& g) {
  Error e;
  g_start_error.clear();
  if (!App::get().session.start(request_of(g), "", &e))
    g_start_error = "The game could not start: " + e.message;
}

// The names the game will give the seats (an empty name: the game's own, as
// the game screen shows it): those of the match Start would make, made again
// only when the request changes (not every frame).
const std::vector<std::string>& seat_names_of(const NewGameRequest& req) {
  static std::string key;
  static std::vector<std::string> names;
  std::string k = req.game + "\n" + req.preset + "\n" + std::to_string(req.seed);
  for (auto& v : {req.overrides, req.seats, req.names}) {
    k += "\n|";
    for (auto& x : v) k += "\n" + x;
  }
  if (k == key) return names;
  key = k;
  names.clear();
  Error e;
  if (auto m = make_match(req, &e))
    for (auto& s : m->seats()) names.push_back(s.name);
  return names;
}

// Play by link: the people seats are played on their own devices, this one
// plays `g_link_seat` (docs/PLAY_BY_LINK.md, "In the page").
int g_link_seat = 0;

void link_section(const GameInfo& g) {
  ImGui::SeparatorText("Play by link");
  ImGui::PushStyleColor(ImGuiCol_Text, theme::muted());
  ImGui::TextWrapped(
      "Friends play the person seats on their own devices: after your move, send them the link (chat, mail); "
      "it never passes through a server. Bots move on the device whose turn it is.");
  ImGui::PopStyleColor();
  std::vector<int> people;
  for (int i = 0; i < g_form.players; ++i)
    if (g_form.kinds[i] == 0) people.push_back(i);
  if (people.size() < 2) {
    ImGui::TextWrapped("Make two or more seats Human to play by link.");
    return;
  }
  if (std::find(people.begin(), people.end(), g_link_seat) == people.end()) g_link_seat = people[0];
  const std::vector<std::string>& names = seat_names_of(request_of(g));
  auto label = [&](int i) {
    return i < static_cast<int>(names.size()) ? names[i] : "Seat " + std::to_string(i + 1);
  };
  const std::string plays = narrow_label("This device plays", "link_seat");  // a phone: above the combo
  ImGui::SetNextItemWidth(std::min(240.0f, ImGui::GetContentRegionAvail().x));
  const bool open = ImGui::BeginCombo(plays.c_str(), label(g_link_seat).c_str());
  probe::note("This device plays");
  if (open) {
    for (int i : people)
      if (ImGui::Selectable(label(i).c_str(), i == g_link_seat)) g_link_seat = i;
    ImGui::EndCombo();
  }
  if (ImGui::Button("Start a game by link", ImVec2(std::min(ImGui::GetContentRegionAvail().x, 360.0f), 0))) {
    g_start_error.clear();
    NewGameRequest req = request_of(g);
    if (req.seed == 0) req.seed = 1;
    if (auto st = App::get().session.start_link(req, g_link_seat))
      g_start_error = "The game could not start: " + st->message;
  }
}

}  // namespace

void draw_customize() {
  const auto games = listed_games();
  if (games.empty()) {
    App::get().ui.screen = Screen::Start;
    return;
  }
  if (g_form.game < 0 || g_form.game >= static_cast<int>(games.size())) {
    int def = 0;
    for (int i = 0; i < static_cast<int>(games.size()); ++i)
      if (games[i] == default_game()) def = i;
    select_game(def);
  }
  const GameInfo& g = *games[g_form.game];
  go_back_button();
  ImGui::SameLine();
  ImGui::PushFont(theme::big());
  ImGui::TextUnformatted("New game");
  ImGui::PopFont();

  const std::string game_label = narrow_label("Game", "game");
  ImGui::SetNextItemWidth(std::min(320.0f, ImGui::GetContentRegionAvail().x));
  int picked = -1;
  bool game_open = ImGui::BeginCombo(game_label.c_str(), g.name.c_str());
  probe::note("Game");
  if (game_open) {
    for (int i = 0; i < static_cast<int>(games.size()); ++i)
      if (ImGui::Selectable(games[i]->name.c_str(), i == g_form.game)) picked = i;
    ImGui::EndCombo();
  }
  // Another game: its form is drawn from the next frame on. Drawing the rest of
  // this frame with the old game's widgets over the new game's values would
  // clamp them (every number became 1).
  if (picked >= 0 && picked != g_form.game) {
    select_game(picked);
    g_start_error.clear();
    App::get().ui.request_redraw = true;
    return;
  }
  ImGui::PushStyleColor(ImGuiCol_Text, theme::muted());
  ImGui::TextWrapped("%s", g.summary.c_str());
  ImGui::PopStyleColor();

  ImGui::SeparatorText("Seats");
  if (g.min_players != g.max_players) {
    const std::string players_label = narrow_label("Players", "players");
    ImGui::SetNextItemWidth(std::min(260.0f, ImGui::GetContentRegionAvail().x));
    ImGui::SliderInt(players_label.c_str(), &g_form.players, g.min_players, g.max_players, "%d",
                     ImGuiSliderFlags_AlwaysClamp);
  }
  for (int i = 0; i < g_form.players; ++i) {
    ImGui::PushID(i);
    ImGui::PushStyleColor(ImGuiCol_Text, player_color(i));
    ImGui::TextUnformatted(player_shape(i));
    ImGui::PopStyleColor();
    ImGui::SameLine();
    float w = std::min(180.0f, (ImGui::GetContentRegionAvail().x - 20) / 2);
    ImGui::SetNextItemWidth(w);
    ImGui::Combo("##kind", &g_form.kinds[i], kKindLabels, IM_ARRAYSIZE(kKindLabels));
    probe::note(("Seat " + std::to_string(i + 1) + " kind").c_str());
    ImGui::SameLine();
    ImGui::SetNextItemWidth(w);
    ImGui::InputTextWithHint("##name", ("Seat " + std::to_string(i + 1) + " name").c_str(),
                             g_form.names[i].data(), g_form.names[i].size());
    ImGui::PopID();
  }

  if (!g.presets.empty()) {
    ImGui::SeparatorText("Rules");
    const std::string preset_label = narrow_label("Preset", "preset");
    ImGui::SetNextItemWidth(std::min(320.0f, ImGui::GetContentRegionAvail().x));
    if (ImGui::BeginCombo(preset_label.c_str(), g.presets[g_form.preset].name.c_str())) {
      for (int i = 0; i < static_cast<int>(g.presets.size()); ++i) {
        if (ImGui::Selectable(g.presets[i].name.c_str(), i == g_form.preset)) {
          g_form.preset = i;
          reset_options(g);
        }
        if (!g.presets[i].description.empty()) ImGui::SetItemTooltip("%s", g.presets[i].description.c_str());
      }
      ImGui::EndCombo();
    }
    ImGui::TextColored(theme::muted(), "%s", g.presets[g_form.preset].description.c_str());
  }
  for (size_t i = 0; i < g.options.size(); ++i) {
    const OptionDef& o = g.options[i];
    ImGui::PushID(static_cast<int>(i));
    option_widget(o, &g_form.cfg.values[i], 260, true);
    ImGui::PushStyleColor(ImGuiCol_Text, theme::muted());
    ImGui::Indent(12);
    ImGui::TextWrapped("%s", o.meaning.c_str());
    ImGui::Unindent(12);
    ImGui::PopStyleColor();
    ImGui::PopID();
  }
  ImGui::SeparatorText("Dice");
  ImGui::SetNextItemWidth(std::min(200.0f, ImGui::GetContentRegionAvail().x));
  ImGui::InputInt("Seed", &g_form.seed);
  help_marker("The same seed, seats and actions always replay the same game.");
  ImGui::Spacing();
  draw_rules_in_force(g, g_form.cfg, g.presets.empty() ? "" : g.presets[g_form.preset].name);
  ImGui::PushFont(theme::big());
  if (ImGui::Button("Start game", ImVec2(std::min(ImGui::GetContentRegionAvail().x, 360.0f), 60)))
    start_game(g);
  ImGui::PopFont();
  link_section(g);
  if (!g_start_error.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, theme::danger());
    ImGui::TextWrapped("%s", g_start_error.c_str());
    ImGui::PopStyleColor();
    ImGui::SetScrollHereY(1.0f);  // where the player is looking: under the button
  }
}

}  // namespace shamble::web
