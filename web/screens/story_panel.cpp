// The game's story in plots (issue 27): every measure the core's Story module
// reads from the game's events (framework/story.h, build_story: net worth,
// points, health... per seat per turn; game-wide series; the dice against
// their expected counts; tables by cause), drawn with web/plot. The numbers
// are core's (the same as `shamble stats`); this file only lays them out:
// one chart per measure, stacked, each as wide as the panel. In a replay the
// charts hold the whole game and a line marks the turn on the board.

#include <algorithm>
#include <string>

#include "app.h"
#include "framework/story.h"
#include "item_probe.h"
#include "plot/plot.h"
#include "plot/plot_scale.h"
#include "screens.h"
#include "theme.h"

namespace shamble::web {

namespace {

struct Cache {
  const Match* match = nullptr;
  uint64_t version = ~0ull, serial = ~0ull;
  int viewer = -2;
  std::unique_ptr<Story> story;
  std::string error;
};
Cache g_cache;
// The replay's standings are the position's, not the final ones: a second
// story up to the replayed action, rebuilt when the cursor moves.
Cache g_at_cache;
size_t g_at = ~size_t{0};

// Built once per match change (it replays the whole log), not per frame.
const Story* story_for(App& app, const Match& m, int viewer, size_t upto = ~size_t{0}) {
  const bool at = upto != ~size_t{0};
  Cache& c = at ? g_at_cache : g_cache;
  if (c.match != &m || c.version != app.session.version() || c.serial != app.session.match_serial() ||
      c.viewer != viewer || (at && g_at != upto)) {
    if (at) g_at = upto;
    c.match = &m;
    c.version = app.session.version();
    c.serial = app.session.match_serial();
    c.viewer = viewer;
    Error err;
    c.story = build_story(m, at ? upto : m.size(), viewer, &err);
    c.error = c.story ? "" : err.message;
  }
  return c.story.get();
}

std::string titled(const std::string& label, const std::string& unit) {
  return unit.empty() || unit == "$" ? label : label + " (" + unit + ")";
}

// Height of one chart for a panel `w` wide: wide enough charts get a golden-ish
// ratio; a 360 px phone keeps ~230 px so axes and legend still fit.
float chart_h(float w) { return std::clamp(w * 0.6f, 230.0f, 340.0f); }

void table_as_text(const StoryTable& t) {
  ImGui::TextWrapped("%s", t.label.c_str());
  const int cols = static_cast<int>(t.columns.size()) + 1;
  if (cols > 64 || !ImGui::BeginTable(t.id.c_str(), cols,
                                      ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg |
                                          ImGuiTableFlags_ScrollX | ImGuiTableFlags_SizingFixedFit))
    return;
  ImGui::TableSetupColumn("");
  for (const auto& c : t.columns) ImGui::TableSetupColumn(c.c_str());
  ImGui::TableHeadersRow();
  for (size_t r = 0; r < t.rows.size(); ++r) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(t.rows[r].c_str());
    for (size_t k = 0; k < t.columns.size(); ++k) {
      ImGui::TableNextColumn();
      double v = r < t.values.size() && k < t.values[r].size() ? t.values[r][k] : 0;
      ImGui::TextUnformatted(plot::value_label(v).c_str());
    }
  }
  ImGui::EndTable();
}

void draw_table(const StoryTable& t, float w) {
  auto column = [&](size_t k) {
    std::vector<double> v;
    for (const auto& row : t.values) v.push_back(k < row.size() ? row[k] : 0);
    return v;
  };
  const bool dice = t.columns.size() == 2 && t.columns[0] == "rolled" && t.columns[1] == "expected";
  if (dice) {
    plot::BarChart b;
    b.title = t.label;
    b.x_label = "Total";
    b.y_label = "Rolls";
    b.categories = t.rows;
    b.values = column(0);
    b.expected = column(1);
    plot::bar_chart(t.id.c_str(), b, ImVec2(w, chart_h(w)));
  } else if (t.rows.size() > 16) {
    // Many rows (the 40 squares' landings): a heat strip of the first column.
    plot::HeatStrip h;
    h.title = t.label + (t.columns.empty() ? "" : " (" + t.columns[0] + ")");
    h.labels = t.rows;
    h.values = column(0);
    plot::heat_strip(t.id.c_str(), h, ImVec2(w, std::min(150.0f, chart_h(w) * 0.6f)));
  } else if (t.columns.size() == 1) {
    plot::BarChart b;
    b.title = t.label;
    b.categories = t.rows;
    b.values = column(0);
    b.values_name = t.columns[0];
    plot::bar_chart(t.id.c_str(), b, ImVec2(w, chart_h(w)));
  } else {
    table_as_text(t);
  }
}

}  // namespace

void draw_story_panel(const Match& m, int viewer, double mark_turn, size_t standings_at) {
  App& app = App::get();
  const Story* s = story_for(app, m, viewer);
  ImGui::BeginChild("##story", ImVec2(0, 0));
  if (!s) {
    ImGui::TextColored(theme::muted(), "No story for this game: %s", g_cache.error.c_str());
    ImGui::EndChild();
    return;
  }
  const float w = ImGui::GetContentRegionAvail().x;
  if (!s->revealed)
    ImGui::TextColored(theme::muted(),
                       "What you may see so far: other seats' hidden cards count once the game is over.");
  // The landing heat map can also be laid on the board itself (board views draw it).
  if (const StoryTable* land = s->table("landings"); land && land->rows.size() == 40) {
    app.ui.board_heat.assign(40, 0);
    for (size_t sq = 0; sq < 40 && sq < land->values.size(); ++sq)
      for (double v : land->values[sq]) app.ui.board_heat[sq] += v;  // rests, and time in jail on its square
    app.ui.heat_serial = app.session.match_serial();
    ImGui::Checkbox("Landings on the board", &app.ui.show_heat);
    ImGui::SetItemTooltip("Tint each square by how often a token came to rest there, with its share");
  }
  // The standings first: who finished where, with every hand shown once the game is over.
  const Story* at = standings_at < m.size() ? story_for(app, m, viewer, standings_at) : s;
  if (const StoryTable* st = at ? at->table("standings") : nullptr) {
    if (at != s) {
      ImGui::TextColored(theme::muted(), "After move %zu of %zu:", standings_at, m.size());
      probe::note(("Standings after move " + std::to_string(standings_at)).c_str());
    }
    table_as_text(*st);
    ImGui::Spacing();
  }
  // One chart per seat measure: every seat's line in its colour and shape.
  if (!s->seats.empty())
    for (size_t k = 0; k < s->seats[0].series.size(); ++k) {
      const Series& first = s->seats[0].series[k];
      plot::LineChart c;
      c.title = titled(first.label, first.unit);
      c.x_label = "Turn";
      c.y_label = first.unit == "$" ? "$" : "";
      c.cursor_x = mark_turn;
      for (const SeatStory& seat : s->seats) {
        if (k >= seat.series.size()) continue;
        c.series.push_back({seat.name, seat.seat, 0, seat.series[k].points});
      }
      plot::line_chart(first.id.c_str(), c, ImVec2(w, chart_h(w)));
    }
  for (const Series& gs : s->series) {
    plot::LineChart c;
    c.title = titled(gs.label, gs.unit);
    c.x_label = "Turn";
    c.cursor_x = mark_turn;
    c.series.push_back({gs.label, -1, IM_COL32(150, 210, 120, 255), gs.points});
    plot::line_chart(gs.id.c_str(), c, ImVec2(w, chart_h(w) * 0.8f));
  }
  for (const StoryTable& t : s->tables)
    if (t.id != "standings") draw_table(t, w);
  if (!s->marks.empty()) {
    ImGui::SeparatorText("Timeline");
    for (const StoryMark& mk : s->marks) ImGui::TextWrapped("Turn %d: %s", mk.turn, mk.label.c_str());
  }
  ImGui::EndChild();
}

}  // namespace shamble::web
