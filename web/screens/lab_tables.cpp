// The lab report's story tables and stage lengths on the results screen
// (lab_tables.h). A table is a collapsible section (the title in the game's
// words) holding a grid of "mean [lo, hi]" per row and column; a wide grid
// scrolls sideways with its row names frozen (a short one is a block per row
// instead), a long one scrolls down, so no text is cut at 360 px. The landings of a 40-square board are drawn
// as the board itself (plot/heat_ring.h) above their grid.
#include "screens/lab_tables.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <utility>
#include <vector>

#include "imgui.h"
#include "item_probe.h"
#include "plot/heat_ring.h"
#include "plot/plot.h"
#include "theme.h"

namespace shamble::web::lab {

namespace {

using Value = rapidjson::Value;

double num(const Value& v) { return v.IsNumber() ? v.GetDouble() : 0; }

std::string str(const Value& v) {
  return v.IsString() ? std::string(v.GetString(), v.GetStringLength()) : "";
}

// v[i] when v is an array long enough, else null.
const Value* item(const Value* v, size_t i) {
  return v && v->IsArray() && i < v->Size() ? &(*v)[static_cast<rapidjson::SizeType>(i)] : nullptr;
}

// "team_health" -> "team health": column ids read as words.
std::string words(std::string s) {
  std::replace(s.begin(), s.end(), '_', ' ');
  return s;
}

std::string interval_text(double mean, const Value* ci) {
  const Value* lo = item(ci, 0);
  const Value* hi = item(ci, 1);
  return fig(mean) + " [" + fig(lo ? num(*lo) : 0) + ", " + fig(hi ? num(*hi) : 0) + "]";
}

// A table's cell as the report has it: per_game[r][c], ci95[r][c], total[r][c].
struct Entry {
  double mean = 0, total = 0;
  const Value* ci = nullptr;
};

Entry entry(const Value& table, size_t r, size_t c) {
  Entry e;
  if (const Value* m = item(item(member(table, "per_game"), r), c)) e.mean = num(*m);
  if (const Value* t = item(item(member(table, "total"), r), c)) e.total = num(*t);
  e.ci = item(item(member(table, "ci95"), r), c);
  return e;
}

std::vector<std::string> strings(const Value* v) {
  std::vector<std::string> out;
  if (v && v->IsArray())
    for (auto& x : v->GetArray()) out.push_back(str(x));
  return out;
}

// The column landings are shaded by: "rests" (the jail's "in_jail" is a column of its own).
size_t rests_column(const Value& table) {
  std::vector<std::string> cols = strings(member(table, "columns"));
  auto it = std::find(cols.begin(), cols.end(), "rests");
  return it == cols.end() ? 0 : static_cast<size_t>(it - cols.begin());
}

bool ring_table(const std::string& id, const Value& table) {
  const Value* rows = member(table, "rows");
  return id == "landings" && rows && rows->IsArray() && rows->Size() == 40;
}

void landing_map(const Value& table, const std::string& probe, double top, float width) {
  plot::HeatRing h;
  h.names = strings(member(table, "rows"));
  const std::vector<std::string> cols = strings(member(table, "columns"));
  const size_t c = rests_column(table);
  std::vector<std::pair<double, size_t>> most;
  for (size_t r = 0; r < h.names.size(); ++r) {
    Entry e = entry(table, r, c);
    h.values.push_back(e.mean);
    h.texts.push_back(fig(e.mean));
    std::string d = interval_text(e.mean, e.ci) + " a game";
    for (size_t k = 0; k < cols.size(); ++k) {  // the jail's time inside, where there is any
      Entry x = entry(table, r, k);
      if (k != c && x.total > 0) d += "; " + words(cols[k]) + " " + interval_text(x.mean, x.ci);
    }
    h.details.push_back(d);
    most.emplace_back(e.mean, r);
  }
  h.top = top;
  h.top_text = fig(top);
  h.caption = "landings a game";
  h.probe = probe + " landing";
  plot::heat_ring("##ring", h, std::min(width, 560.0f));
  // Without a pointer (touch) the numbers are still there: the busiest squares in words.
  std::stable_sort(most.begin(), most.end(), [](auto& a, auto& b) { return a.first > b.first; });
  std::string line = "Most landed on:";
  for (size_t k = 0; k < most.size() && k < 3; ++k)
    line += (k ? ", " : " ") + h.names[most[k].second] + " " + h.details[most[k].second];
  ImGui::TextWrapped("%s", line.c_str());
}

// The grid: row names, then one column per report column, each "mean [lo, hi]".
void grid(const std::string& id, const Value& table, const std::string& probe, float width) {
  const std::vector<std::string> rows = strings(member(table, "rows"));
  const std::vector<std::string> cols = strings(member(table, "columns"));
  if (rows.empty() || cols.empty()) return;
  const ImGuiStyle& st = ImGui::GetStyle();
  float name_w = 0, total_w = 0;
  for (auto& r : rows) name_w = std::max(name_w, ImGui::CalcTextSize(r.c_str()).x);
  total_w = name_w + st.CellPadding.x * 2;
  std::vector<std::vector<std::string>> text(rows.size(), std::vector<std::string>(cols.size()));
  std::vector<Entry> entries;
  for (size_t c = 0; c < cols.size(); ++c) {
    float w = ImGui::CalcTextSize(words(cols[c]).c_str()).x;
    for (size_t r = 0; r < rows.size(); ++r) {
      Entry e = entry(table, r, c);
      text[r][c] = interval_text(e.mean, e.ci);
      w = std::max(w, ImGui::CalcTextSize(text[r][c].c_str()).x);
    }
    total_w += w + st.CellPadding.x * 2;
  }
  const bool fits = total_w <= width;
  // On a phone a wide grid would show two of its columns and hide the rest
  // behind a sideways scroll: a short table reads better as a block per row,
  // each column a line of its own.
  if (!fits && rows.size() <= 12) {
    for (size_t r = 0; r < rows.size(); ++r) {
      ImGui::TextUnformatted(rows[r].c_str());
      ImGui::Indent();
      for (size_t c = 0; c < cols.size(); ++c) {
        ImGui::TextWrapped("%s: %s", words(cols[c]).c_str(), text[r][c].c_str());
        probe::note((probe + " " + id + " | " + rows[r] + " | " + cols[c] + ": " + text[r][c]).c_str());
        if (ImGui::IsItemHovered())
          ImGui::SetTooltip("%s, %s: %s over every game", rows[r].c_str(), words(cols[c]).c_str(),
                            fig(entry(table, r, c).total).c_str());
      }
      ImGui::Unindent();
    }
    return;
  }
  const int shown = std::min<int>(static_cast<int>(rows.size()), 12);
  const float row_h = ImGui::GetTextLineHeight() + st.CellPadding.y * 2;
  const float height = row_h * static_cast<float>(shown + 1) + (fits ? 2 : st.ScrollbarSize + 2) +
                       (static_cast<int>(rows.size()) > shown ? 0 : 2);
  ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersOuter |
                          ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingFixedFit |
                          ImGuiTableFlags_ScrollX | ImGuiTableFlags_ScrollY;
  if (!ImGui::BeginTable(("##grid-" + id).c_str(), static_cast<int>(cols.size()) + 1, flags,
                         ImVec2(width, height)))
    return;
  ImGui::TableSetupScrollFreeze(1, 1);
  ImGui::TableSetupColumn("");
  for (auto& c : cols) ImGui::TableSetupColumn(words(c).c_str());
  ImGui::TableHeadersRow();
  for (size_t r = 0; r < rows.size(); ++r) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(rows[r].c_str());
    for (size_t c = 0; c < cols.size(); ++c) {
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(text[r][c].c_str());
      probe::note((probe + " " + id + " | " + rows[r] + " | " + cols[c] + ": " + text[r][c]).c_str());
      if (ImGui::IsItemHovered())
        ImGui::SetTooltip("%s, %s: %s a game (95%%); %s over every game", rows[r].c_str(),
                          words(cols[c]).c_str(), text[r][c].c_str(), fig(entry(table, r, c).total).c_str());
    }
  }
  ImGui::EndTable();
}

void stage_lengths(const Value& cell, const std::string& probe, float width) {
  const Value* stages = member(cell, "stage_lengths_turns");
  if (!stages || !stages->IsArray() || stages->Empty()) return;
  if (!ImGui::CollapsingHeader("Stage lengths (turns)##stages", ImGuiTreeNodeFlags_DefaultOpen)) return;
  plot::BarChart c;
  c.title = "Mean stage length (95%)";
  c.x_label = "stage";
  c.y_label = "turns";
  c.values_name = "Mean length";
  for (auto& s : stages->GetArray()) {
    const Value* m = member(s, "mean");
    const Value* ci = member(s, "ci95");
    c.categories.push_back(
        std::to_string(static_cast<long long>(member(s, "stage") ? num(*member(s, "stage")) : 0)));
    c.values.push_back(m ? num(*m) : 0);
    c.lo.push_back(item(ci, 0) ? num(*item(ci, 0)) : 0);
    c.hi.push_back(item(ci, 1) ? num(*item(ci, 1)) : 0);
  }
  plot::bar_chart("##stage-bars", c, ImVec2(width, std::clamp(width * 0.5f, 160.0f, 220.0f)));
  for (size_t k = 0; k < c.values.size(); ++k) {
    const Value& s = (*stages)[static_cast<rapidjson::SizeType>(k)];
    const Value* games = member(s, "games");
    std::string t = "Stage " + c.categories[k] + ": " + interval_text(c.values[k], member(s, "ci95")) +
                    " turns, reached in " + std::to_string(static_cast<long long>(games ? num(*games) : 0)) +
                    " games";
    ImGui::Bullet();
    ImGui::TextWrapped("%s", t.c_str());
    probe::note(
        (probe + " stage " + c.categories[k] + ": " + interval_text(c.values[k], member(s, "ci95"))).c_str());
  }
}

}  // namespace

const Value* member(const Value& v, const char* key) {
  if (!v.IsObject()) return nullptr;
  auto it = v.FindMember(key);
  return it == v.MemberEnd() ? nullptr : &it->value;
}

std::string fig(double x) {
  char b[32];
  std::snprintf(b, sizeof b, x >= 100 ? "%.0f" : x >= 10 ? "%.1f" : x >= 1 ? "%.2f" : "%.3f", x);
  return b;
}

double landing_scale(const rapidjson::Value& cells) {
  double top = 0;
  if (!cells.IsArray()) return top;
  for (auto& cell : cells.GetArray()) {
    const Value* tables = member(cell, "tables");
    const Value* land = tables ? member(*tables, "landings") : nullptr;
    if (!land || !ring_table("landings", *land)) continue;
    const size_t c = rests_column(*land);
    for (size_t r = 0; r < 40; ++r) top = std::max(top, entry(*land, r, c).mean);
  }
  return top;
}

void draw_tables(const rapidjson::Value& cell, const std::string& probe, double landing_top, float width) {
  const Value* tables = member(cell, "tables");
  const bool any =
      (tables && tables->IsObject() && tables->MemberCount()) || member(cell, "stage_lengths_turns");
  if (!any) return;
  ImGui::TextColored(theme::muted(), "Story tables: mean a game [95%% interval]");
  stage_lengths(cell, probe, width);
  if (!tables || !tables->IsObject()) return;
  for (auto it = tables->MemberBegin(); it != tables->MemberEnd(); ++it) {
    const std::string id = it->name.GetString();
    const Value& t = it->value;
    const Value* label = member(t, "label");
    std::string title = label && label->IsString() ? str(*label) : words(id);
    ImGui::PushID(id.c_str());
    // Small tables open at once; the 40 squares open on their map, the long grids on a click.
    const Value* rows = member(t, "rows");
    const bool small = rows && rows->IsArray() && rows->Size() <= 8;
    const bool ring = ring_table(id, t);
    // A header does not wrap: a title too long for the column (360 px) heads its
    // section by the table's id, and is written in full, wrapped, inside it.
    const ImGuiStyle& st = ImGui::GetStyle();
    const bool fits =
        ImGui::CalcTextSize(title.c_str()).x + ImGui::GetFontSize() + st.FramePadding.x * 4 <= width;
    std::string head = words(id);
    if (!head.empty()) head[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(head[0])));
    if (ImGui::CollapsingHeader(((fits ? title : head) + "##" + id).c_str(),
                                small || ring ? ImGuiTreeNodeFlags_DefaultOpen : 0)) {
      if (!fits) {
        ImGui::TextWrapped("%s", title.c_str());
        probe::note(title.c_str());
      }
      if (ring) {
        landing_map(t, probe, landing_top, width);
        if (ImGui::TreeNode("Every square")) {
          grid(id, t, probe, ImGui::GetContentRegionAvail().x);
          ImGui::TreePop();
        }
      } else {
        grid(id, t, probe, width);
      }
    }
    ImGui::PopID();
  }
}

}  // namespace shamble::web::lab
