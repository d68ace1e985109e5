// The Lab screen (issue 28): edit a lab config (game, seats and bot levels,
// variants as presets plus options, games, seed, a sweep), run it in slices
// between frames with progress, games/s, ETA and the frame time, stop it,
// share it as a link, export its report, and open any of its games in the
// replay. The config is checked and played by core (lab_config, LabRun); the
// results are drawn from core's report (lab_results.cpp).
#include <emscripten.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "app.h"
#include "frame_stats.h"
#include "framework/json_writer.h"
#include "framework/registry.h"
#include "framework/rules_summary.h"
#include "item_probe.h"
#include "lab_session.h"
#include "screens.h"
#include "theme.h"
#include "url_params.h"

namespace shamble::web {

namespace {

const char* kLabKinds[] = {"bot:random", "bot:easy", "bot:normal", "bot:strong"};
const char* kLabKindLabels[] = {"Random", "Easy", "Normal", "Strong"};

struct VariantForm {
  std::vector<char> name = std::vector<char>(24, 0);
  int preset = 0;
  RulesConfig cfg;
};

struct LabForm {
  int game = -1;  // index into listed_games()
  int players = 0;
  std::vector<std::string> seats;  // bot kinds, one per seat
  std::vector<VariantForm> variants;
  int games = 100;
  long long seed = 1;
  int max_turns = 1000;
  bool story = true;
  int sweep = -1;  // index into the game's options; -1: no sweep
  std::vector<char> sweep_values = std::vector<char>(160, 0);
  std::string error;  // why the form is not a valid config (core's words)
  int open_game = 0, open_cell = 0;
  int rate = 0;  // the sweep plot's rate
};
LabForm g_lab;

const GameInfo& form_game() { return *listed_games()[static_cast<size_t>(g_lab.game)]; }

void set_name(VariantForm& v, const std::string& name) {
  std::fill(v.name.begin(), v.name.end(), 0);
  std::copy_n(name.begin(), std::min(name.size(), v.name.size() - 1), v.name.begin());
}

void preset_values(const GameInfo& g, VariantForm& v) {
  std::string preset = g.presets.empty() ? "" : g.presets[static_cast<size_t>(v.preset)].name;
  if (make_config(g.options, g.presets, preset, {}, &v.cfg)) v.cfg.values.assign(g.options.size(), 0);
}

// "0, 1, 2", "0..6" or "0..20:5" -> value texts; anything else is passed on
// as written, for core to name what is wrong.
std::vector<std::string> sweep_list(const std::string& text) {
  std::vector<std::string> out;
  long a = 0, b = 0, step = 1;
  char tail = 0;
  if (std::sscanf(text.c_str(), " %ld .. %ld : %ld %c", &a, &b, &step, &tail) == 3 ||
      std::sscanf(text.c_str(), " %ld .. %ld %c", &a, &b, &tail) == 2) {
    if (step > 0 && b >= a && (b - a) / step < 1000)
      for (long v = a; v <= b; v += step) out.push_back(std::to_string(v));
    return out;
  }
  for (auto& part : split_list(text)) {
    std::string t = part;
    t.erase(0, t.find_first_not_of(' '));
    t.erase(t.find_last_not_of(' ') + 1);
    if (!t.empty()) out.push_back(t);
  }
  return out;
}

// The form as a lab config (core's format, docs/LAB.md): options that differ from the preset.
std::string form_json() {
  const GameInfo& g = form_game();
  JsonWriter w;
  w.begin_object().field("game", g.id);
  w.key("seats").begin_array();
  for (int i = 0; i < g_lab.players; ++i) w.value(g_lab.seats[static_cast<size_t>(i)]);
  w.end_array();
  w.field("games", g_lab.games).field("seed", g_lab.seed).field("max_turns", g_lab.max_turns);
  if (!g_lab.story) w.field("story", false);
  w.key("variants").begin_object();
  for (auto& v : g_lab.variants) {
    VariantForm base = v;
    preset_values(g, base);
    w.key(v.name.data()).begin_object();
    if (!g.presets.empty()) w.field("preset", g.presets[static_cast<size_t>(v.preset)].name);
    w.key("options").begin_object();
    for (size_t i = 0; i < g.options.size(); ++i)
      if (v.cfg.values[i] != base.cfg.values[i])
        w.field(g.options[i].name, option_value_text(g.options[i], v.cfg.values[i]));
    w.end_object().end_object();
  }
  w.end_object();
  if (g_lab.sweep >= 0) {
    w.key("sweep").begin_object().field("option", g.options[static_cast<size_t>(g_lab.sweep)].name);
    w.key("values").begin_array();
    for (auto& t : sweep_list(g_lab.sweep_values.data())) w.value(t);
    w.end_array().end_object();
  }
  w.end_object();
  return w.str();
}

// The form changed: it becomes the session's config when core accepts it.
void form_changed() {
  Error e;
  g_lab.error.clear();
  if (!lab_session().set_config(form_json(), &e)) g_lab.error = e.message;
}

// The form shows a config (a link's, or the session's).
void form_from_config(const LabConfig& c) {
  const auto games = listed_games();
  g_lab.game = 0;
  for (size_t i = 0; i < games.size(); ++i)
    if (games[i]->id == c.game) g_lab.game = static_cast<int>(i);
  const GameInfo& g = form_game();
  g_lab.players = !c.seats.empty() ? static_cast<int>(c.seats.size())
                  : c.players      ? c.players
                                   : g.default_players;
  g_lab.seats.assign(static_cast<size_t>(g.max_players), "bot:normal");
  for (size_t i = 0; i < c.seats.size() && i < g_lab.seats.size(); ++i) g_lab.seats[i] = c.seats[i];
  g_lab.variants.clear();
  for (auto& v : c.variants) {
    VariantForm f;
    set_name(f, v.name);
    for (size_t i = 0; i < g.presets.size(); ++i)
      if (g.presets[i].name == v.preset) f.preset = static_cast<int>(i);
    std::vector<std::string> set;
    for (auto& [k, t] : v.options) set.push_back(k + "=" + t);
    if (make_config(g.options, g.presets, v.preset, set, &f.cfg)) preset_values(g, f);
    g_lab.variants.push_back(std::move(f));
  }
  g_lab.games = c.games;
  g_lab.seed = static_cast<long long>(c.seed);
  g_lab.max_turns = c.max_turns;
  g_lab.story = c.story;
  g_lab.sweep = c.sweep.option.empty() ? -1 : option_index(g.options, c.sweep.option);
  std::string values;
  for (auto& t : c.sweep.values) values += (values.empty() ? "" : ", ") + t;
  std::fill(g_lab.sweep_values.begin(), g_lab.sweep_values.end(), 0);
  std::copy_n(values.begin(), std::min(values.size(), g_lab.sweep_values.size() - 1),
              g_lab.sweep_values.begin());
  g_lab.error.clear();
  g_lab.open_game = 0;
  g_lab.open_cell = 0;
}

// A new game's defaults: two variants of its first preset, the seats as Customize has them (bots).
void form_defaults(int game) {
  const GameInfo& g = *listed_games()[static_cast<size_t>(game)];
  g_lab.game = game;
  g_lab.players = g.default_players;
  g_lab.seats.assign(static_cast<size_t>(g.max_players), "bot:normal");
  g_lab.variants.assign(2, VariantForm{});
  set_name(g_lab.variants[0], "A");
  set_name(g_lab.variants[1], "B");
  for (auto& v : g_lab.variants) preset_values(g, v);
  g_lab.sweep = -1;
  std::fill(g_lab.sweep_values.begin(), g_lab.sweep_values.end(), 0);
  form_changed();
}

void ensure_form() {
  const auto games = listed_games();
  if (g_lab.game >= 0 && g_lab.game < static_cast<int>(games.size())) return;
  if (lab_session().has_config()) {
    form_from_config(lab_session().config());
    return;
  }
  int def = 0;
  for (size_t i = 0; i < games.size(); ++i)
    if (games[i] == default_game()) def = static_cast<int>(i);
  form_defaults(def);
}

float field_width(float w) { return std::min(w, ImGui::GetContentRegionAvail().x); }

// One variant: its name, preset and options (a compact list: each option on a line, its meaning on hover).
bool variant_editor(const GameInfo& g, size_t k) {
  VariantForm& v = g_lab.variants[k];
  bool ch = false;
  ImGui::PushID(static_cast<int>(k));
  ImGui::SetNextItemWidth(110);
  ch |= ImGui::InputTextWithHint("##name", "name", v.name.data(), v.name.size());
  ImGui::SetItemTooltip("The variant's name");
  if (!g.presets.empty()) {
    ImGui::SameLine();
    ImGui::SetNextItemWidth(std::min(170.0f, ImGui::GetContentRegionAvail().x - 80));
    if (ImGui::BeginCombo("##preset", g.presets[static_cast<size_t>(v.preset)].name.c_str())) {
      for (int i = 0; i < static_cast<int>(g.presets.size()); ++i)
        if (ImGui::Selectable(g.presets[static_cast<size_t>(i)].name.c_str(), i == v.preset)) {
          v.preset = i;
          preset_values(g, v);
          ch = true;
        }
      ImGui::EndCombo();
    }
    ImGui::SetItemTooltip("The variant's preset; its options below");
  }
  if (g_lab.variants.size() > 2) {
    ImGui::SameLine();
    if (ImGui::SmallButton("Remove")) {
      g_lab.variants.erase(g_lab.variants.begin() + static_cast<long>(k));
      ImGui::PopID();
      return true;
    }
  }
  if (ImGui::TreeNode("opts", "Options (%zu)", g.options.size())) {
    for (size_t i = 0; i < g.options.size(); ++i) {
      ImGui::PushID(static_cast<int>(i));
      ch |= option_widget(g.options[i], &v.cfg.values[i], 220, false);
      if (!g.options[i].meaning.empty()) ImGui::SetItemTooltip("%s", g.options[i].meaning.c_str());
      ImGui::PopID();
    }
    ImGui::TreePop();
  }
  ImGui::PopID();
  return ch;
}

void draw_editor() {
  const auto games = listed_games();
  const GameInfo& g = form_game();
  bool ch = false;
  const std::string game_label = narrow_label("Game", "lab-game");
  ImGui::SetNextItemWidth(field_width(320));
  bool open = ImGui::BeginCombo(game_label.c_str(), g.name.c_str());
  probe::note("Lab game");
  if (open) {
    for (int i = 0; i < static_cast<int>(games.size()); ++i)
      if (ImGui::Selectable(games[static_cast<size_t>(i)]->name.c_str(), i == g_lab.game) &&
          i != g_lab.game) {
        form_defaults(i);
        App::get().ui.request_redraw = true;
      }
    ImGui::EndCombo();
  }
  if (&form_game() != &g) return;  // another game: its form is drawn next frame

  ImGui::SeparatorText("Seats");
  if (g.min_players != g.max_players) {
    ImGui::SetNextItemWidth(field_width(220));
    ch |= ImGui::SliderInt("Players", &g_lab.players, g.min_players, g.max_players, "%d",
                           ImGuiSliderFlags_AlwaysClamp);
  }
  for (int i = 0; i < g_lab.players; ++i) {
    ImGui::PushID(i);
    if (i % 2 && ImGui::GetContentRegionAvail().x > 300) ImGui::SameLine(0, 24);
    player_chip(i, "");
    ImGui::SameLine();
    std::string& kind = g_lab.seats[static_cast<size_t>(i)];
    std::string shown = kind;
    for (int k = 0; k < IM_ARRAYSIZE(kLabKinds); ++k)
      if (kind == kLabKinds[k]) shown = kLabKindLabels[k];
    ImGui::SetNextItemWidth(120);
    if (ImGui::BeginCombo("##kind", shown.c_str())) {
      for (int k = 0; k < IM_ARRAYSIZE(kLabKinds); ++k)
        if (ImGui::Selectable(kLabKindLabels[k], kind == kLabKinds[k])) kind = kLabKinds[k], ch = true;
      ImGui::EndCombo();
    }
    ImGui::PopID();
  }

  ImGui::SeparatorText("Variants");
  ImGui::PushStyleColor(ImGuiCol_Text, theme::muted());
  ImGui::TextWrapped("The first is the reference the others are told against.");
  ImGui::PopStyleColor();
  for (size_t k = 0; k < g_lab.variants.size(); ++k) ch |= variant_editor(g, k);
  if (g_lab.variants.size() < 8 && ImGui::SmallButton("+ Variant")) {
    VariantForm v = g_lab.variants.back();
    set_name(v, std::string(1, static_cast<char>('A' + g_lab.variants.size())));
    g_lab.variants.push_back(v);
    ch = true;
  }

  ImGui::SeparatorText("Games");
  ImGui::SetNextItemWidth(field_width(200));
  ch |= ImGui::InputInt("Games per variant", &g_lab.games, 10, 100);
  g_lab.games = std::clamp(g_lab.games, 1, 100000000);
  ImGui::SetNextItemWidth(field_width(160));
  ch |= ImGui::InputScalar("Seed", ImGuiDataType_S64, &g_lab.seed);
  help_marker("Game K of every variant starts from seed + K: the variants play the same deals and dice.");
  ImGui::SetNextItemWidth(field_width(160));
  ch |= ImGui::InputInt("Turn limit", &g_lab.max_turns, 100, 1000);
  g_lab.max_turns = std::clamp(g_lab.max_turns, 1, 100000000);
  ch |= ImGui::Checkbox("Tables (heat map, conversions...)", &g_lab.story);
  help_marker("Feeds each game's story for its tables; off plays faster.");

  ImGui::SeparatorText("Sweep (optional)");
  std::string cur = g_lab.sweep < 0 ? "none" : option_title(g.options[static_cast<size_t>(g_lab.sweep)]);
  ImGui::SetNextItemWidth(field_width(260));
  if (ImGui::BeginCombo("Option", cur.c_str())) {
    if (ImGui::Selectable("none", g_lab.sweep < 0)) g_lab.sweep = -1, ch = true;
    for (int i = 0; i < static_cast<int>(g.options.size()); ++i) {
      const OptionDef& o = g.options[static_cast<size_t>(i)];
      if (o.type != OptionType::Int) continue;  // a sweep is over numbers
      if (ImGui::Selectable(option_title(o).c_str(), i == g_lab.sweep)) {
        g_lab.sweep = i;
        std::string range = std::to_string(o.min) + ".." + std::to_string(std::min(o.max, o.min + 4));
        std::fill(g_lab.sweep_values.begin(), g_lab.sweep_values.end(), 0);
        std::copy(range.begin(), range.end(), g_lab.sweep_values.begin());
        ch = true;
      }
    }
    ImGui::EndCombo();
  }
  if (g_lab.sweep >= 0) {
    ImGui::SetNextItemWidth(field_width(260));
    ch |= ImGui::InputText("Values", g_lab.sweep_values.data(), g_lab.sweep_values.size());
    help_marker("A list (0, 2, 5) or a range: 0..6, or 0..20:5 for every fifth.");
  }
  if (ch) form_changed();
  if (!g_lab.error.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, theme::danger());
    ImGui::TextWrapped("%s", g_lab.error.c_str());
    ImGui::PopStyleColor();
  }
}

std::string seconds_text(double s) {
  char buf[32];
  if (s < 60)
    std::snprintf(buf, sizeof buf, "%.0f s", s);
  else if (s < 3600)
    std::snprintf(buf, sizeof buf, "%d min %02d s", static_cast<int>(s) / 60, static_cast<int>(s) % 60);
  else
    std::snprintf(buf, sizeof buf, "%.1f h", s / 3600);
  return buf;
}

EM_JS(void, js_lab_copy, (const char* code), {
  if (window.shambleLabCopy) window.shambleLabCopy(UTF8ToString(code));
});
EM_JS(void, js_lab_download, (const char* name, const char* bytes, int len), {
  if (window.shambleDownload) window.shambleDownload(UTF8ToString(name), HEAPU8.slice(bytes, bytes + len));
});

void draw_run_bar(App& app) {
  LabSession& lab = lab_session();
  const bool can_run = g_lab.error.empty() && lab.has_config();
  ImGui::PushFont(theme::big());
  if (lab.running()) {
    if (ImGui::Button("Stop", ImVec2(std::min(160.0f, ImGui::GetContentRegionAvail().x), 0))) lab.stop();
  } else {
    ImGui::BeginDisabled(!can_run);
    if (ImGui::Button("Run lab", ImVec2(std::min(160.0f, ImGui::GetContentRegionAvail().x), 0))) {
      Error e;
      frame_stats::reset();
      if (!lab.start(&e)) app.ui.notify("The lab could not start: " + e.message);
    }
    ImGui::EndDisabled();
  }
  ImGui::PopFont();
  // The two smaller buttons follow on the same line when they fit (phones: the next line).
  auto next_to = [](const char* label) {
    float w =
        ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2 + ImGui::GetStyle().ItemSpacing.x;
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x < w) ImGui::NewLine();
  };
  next_to("Copy lab link");
  ImGui::BeginDisabled(!can_run);
  if (ImGui::Button("Copy lab link")) js_lab_copy(base64url_encode(lab.config_json()).c_str());
  ImGui::EndDisabled();
  next_to("Export JSON");
  ImGui::BeginDisabled(lab.played() == 0);
  if (ImGui::Button("Export JSON")) {
    const std::string& r = lab.report_json();
    js_lab_download(("lab-" + lab.config().game + ".json").c_str(), r.data(), static_cast<int>(r.size()));
  }
  ImGui::EndDisabled();
  if (!lab.run()) return;
  const float frac = lab.total() ? static_cast<float>(lab.played()) / static_cast<float>(lab.total()) : 1.0f;
  char over[64];
  std::snprintf(over, sizeof over, "%lld / %lld games", static_cast<long long>(lab.played()),
                static_cast<long long>(lab.total()));
  ImGui::ProgressBar(frac, ImVec2(-FLT_MIN, 0), over);
  std::string line;
  char buf[160];
  std::snprintf(buf, sizeof buf, "%.0f games/s", lab.games_per_s());
  line = buf;
  if (lab.workers() > 1) line += " in " + std::to_string(lab.workers()) + " workers";
  if (lab.running())
    line += ", about " + seconds_text(lab.eta_s()) + " left";
  else
    line +=
        ", " + seconds_text(lab.elapsed_s()) + (lab.state() == LabState::Stopped ? ", stopped" : ", done");
  ImGui::TextUnformatted(line.c_str());
  if (!lab.in_worker() && !lab.worker_note().empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, theme::muted());
    ImGui::TextWrapped("Playing in this page (no worker: %s); the page may be slower meanwhile.",
                       lab.worker_note().c_str());
    ImGui::PopStyleColor();
  }
  if (lab.frame_gap_ms(0.5) > 0) {
    // While it ran: the time from one tick of the page's loop to the next (how
    // soon it would answer input; in-page slices of games come between them),
    // and the CPU a frame's drawing took.
    std::string fs = frame_stats::json();
    double med = 0, p95 = 0;
    std::sscanf(fs.c_str(), "{\"median_ms\":%lf,\"p95_ms\":%lf", &med, &p95);
    std::snprintf(buf, sizeof buf,
                  "The page answered every %.0f ms (median), p95 %.0f ms; a frame took %.1f ms",
                  lab.frame_gap_ms(0.5), lab.frame_gap_ms(0.95), med);
    // Wrapped: a phone's column does not hold the line.
    ImGui::PushStyleColor(ImGuiCol_Text, theme::muted());
    ImGui::TextWrapped("%s", buf);
    ImGui::PopStyleColor();
  }
  if (lab.state() == LabState::Failed) {
    ImGui::PushStyleColor(ImGuiCol_Text, theme::danger());
    ImGui::TextWrapped("The lab stopped: %s", lab.error().c_str());
    ImGui::PopStyleColor();
  }
}

void draw_open_game(App& app) {
  LabSession& lab = lab_session();
  const LabRun* run = lab.run();
  if (!run || run->cells().empty()) return;
  ImGui::SeparatorText("Open a game");
  const auto& cells = run->cells();
  g_lab.open_cell = std::clamp(g_lab.open_cell, 0, static_cast<int>(cells.size()) - 1);
  auto cell_name = [&](const LabCell& c) {
    return c.sweep_value.empty() ? c.variant
                                 : c.variant + " @ " + run->config().sweep.option + "=" + c.sweep_value;
  };
  ImGui::SetNextItemWidth(field_width(120));
  ImGui::InputInt("Game #", &g_lab.open_game);
  g_lab.open_game = std::clamp(g_lab.open_game, 0, run->config().games - 1);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(field_width(200));
  if (ImGui::BeginCombo("##open-cell", cell_name(cells[static_cast<size_t>(g_lab.open_cell)]).c_str())) {
    for (int i = 0; i < static_cast<int>(cells.size()); ++i)
      if (ImGui::Selectable(cell_name(cells[static_cast<size_t>(i)]).c_str(), i == g_lab.open_cell))
        g_lab.open_cell = i;
    ImGui::EndCombo();
  }
  ImGui::SameLine();
  std::string label = "Open game #" + std::to_string(g_lab.open_game);
  if (ImGui::Button((label + "##open").c_str())) {
    Error e;
    if (!lab_open_game(g_lab.open_game, g_lab.open_cell, &e))
      app.ui.notify("Cannot open the game: " + e.message);
  }
  probe::note("Open game");
}

}  // namespace

bool lab_open_game(int game, int cell, Error* err) {
  LabSession& lab = lab_session();
  const LabRun* run = lab.run();
  if (!run || cell < 0 || cell >= static_cast<int>(run->cells().size()) || game < 0 ||
      game >= run->config().games) {
    if (err) *err = Error{"lab", "no such game in this lab"};
    return false;
  }
  // The same document as `shamble lab CONFIG --game K --variant V`, loaded as any save is.
  LabGame g;
  std::unique_ptr<Match> m;
  if (!play_lab_game(run->config(), run->cells()[static_cast<size_t>(cell)], game, &g, &m, err)) return false;
  App& app = App::get();
  if (lab.running()) lab.stop();
  if (!app.session.load(m->to_json(), "", err)) return false;
  open_replay(0);
  app.ui.replay_to_lab = true;
  return true;
}

void lab_show_config(const LabConfig& c) {
  form_from_config(c);
  App::get().ui.screen = Screen::Lab;
}

void lab_show_defaults() {
  g_lab.game = -1;
  ensure_form();
  App::get().ui.screen = Screen::Lab;
}

void draw_lab() {
  App& app = App::get();
  if (listed_games().empty()) {
    app.ui.screen = Screen::Start;
    return;
  }
  ensure_form();
  LabSession& lab = lab_session();
  // The run plays in workers or in slices of its own between frames
  // (lab_schedule_slices); the screen only shows it, and the main loop (web/main.cpp)
  // draws its progress a few times a second.
  const double now = emscripten_get_now();
  if (ImGui::Button("\u2190 Back") || escape_for_screen()) {
    app.ui.screen = app.session.match() && app.ui.embed ? Screen::Game : Screen::Start;
    return;
  }
  ImGui::SameLine();
  ImGui::PushFont(theme::big());
  ImGui::TextUnformatted("Lab");
  ImGui::PopFont();
  ImGui::PushStyleColor(ImGuiCol_Text, theme::muted());
  ImGui::TextWrapped(
      "Bots play many games under each rule variant from the same seeds; every figure comes with its 95%% "
      "interval.");
  ImGui::PopStyleColor();

  const bool wide = wide_layout();
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  if (wide) {
    const float left_w = std::clamp(ImGui::GetContentRegionAvail().x * 0.34f, 340.0f, 460.0f);
    ImGui::BeginChild("##lab-editor", ImVec2(left_w, 0), ImGuiChildFlags_Border);
    ImGui::BeginDisabled(lab.running());
    draw_editor();
    ImGui::EndDisabled();
    ImGui::EndChild();
    ImGui::SameLine(0, gap);
    ImGui::BeginChild("##lab-results", ImVec2(0, 0));
    draw_run_bar(app);
    draw_lab_results(lab.report(now), g_lab.rate);
    draw_open_game(app);
    ImGui::EndChild();
  } else {
    // Narrow: one column, the run bar first (in reach of the thumb), the config folded once a run exists.
    draw_run_bar(app);
    if (ImGui::CollapsingHeader("Config", lab.run() ? 0 : ImGuiTreeNodeFlags_DefaultOpen)) {
      ImGui::BeginDisabled(lab.running());
      draw_editor();
      ImGui::EndDisabled();
    }
    draw_lab_results(lab.report(now), g_lab.rate);
    draw_open_game(app);
  }
}

}  // namespace shamble::web
