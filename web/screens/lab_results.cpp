// The lab's results, drawn from core's report (docs/LAB.md "The report"):
// per cell side by side, wins by seat as bars with their 95% whiskers and the
// fair share over them, outcomes, sides and roles with intervals, game
// length, rule firings and flags in words, then the story tables
// (lab_tables.h: the landing heat map, stage lengths); a sweep adds a rate plotted
// against the swept value. Nothing is computed here but layout.
#include <algorithm>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "framework/json_reader.h"  // cereal first, then rapidjson (see json_reader.h)
#include "plot/plot.h"
#include "screens.h"
#include "screens/lab_tables.h"
#include "theme.h"

namespace shamble::web {

namespace {

using Value = rapidjson::Value;

using lab::member;

double num(const Value* v, const char* key, double def = 0) {
  const Value* m = v ? member(*v, key) : nullptr;
  return m && m->IsNumber() ? m->GetDouble() : def;
}

std::string str(const Value* v, const char* key) {
  const Value* m = v ? member(*v, key) : nullptr;
  return m && m->IsString() ? std::string(m->GetString(), m->GetStringLength()) : std::string();
}

struct Rate {
  double rate = 0, lo = 0, hi = 0;
  long long count = 0;
};

Rate rate_of(const Value& v) {
  Rate r;
  r.rate = num(&v, "rate");
  r.count = static_cast<long long>(num(&v, "count"));
  if (const Value* ci = member(v, "ci95"); ci && ci->IsArray() && ci->Size() == 2) {
    r.lo = (*ci)[0].GetDouble();
    r.hi = (*ci)[1].GetDouble();
  }
  return r;
}

std::string pct(double x) {
  char b[32];
  std::snprintf(b, sizeof b, "%.1f%%", x * 100);
  return b;
}

std::string rate_text(const std::string& name, const Value& v) {
  Rate r = rate_of(v);
  char b[160];
  std::snprintf(b, sizeof b, "%s: %s [%s, %s] (%lld)", name.c_str(), pct(r.rate).c_str(), pct(r.lo).c_str(),
                pct(r.hi).c_str(), r.count);
  return b;
}

using lab::fig;

// A bullet whose text wraps at the column's edge (BulletText does not wrap).
void bullet(const std::string& text) {
  ImGui::Bullet();
  ImGui::TextWrapped("%s", text.c_str());
}

std::string mean_text(const Value& v) {
  const Value* ci = member(v, "ci95");
  double lo = ci && ci->IsArray() && ci->Size() == 2 ? (*ci)[0].GetDouble() : 0;
  double hi = ci && ci->IsArray() && ci->Size() == 2 ? (*ci)[1].GetDouble() : 0;
  return fig(num(&v, "mean")) + " [" + fig(lo) + ", " + fig(hi) + "]";
}

std::string cell_title(const Value& cell, const std::string& sweep_option) {
  std::string t = str(&cell, "variant");
  if (member(cell, "sweep_value")) t += " @ " + sweep_option + "=" + str(&cell, "sweep_value");
  return t;
}

void rates_block(const char* title, const Value* obj, bool skip_zero) {
  if (!obj || !obj->IsObject() || obj->MemberCount() == 0) return;
  ImGui::TextColored(theme::muted(), "%s", title);
  for (auto it = obj->MemberBegin(); it != obj->MemberEnd(); ++it) {
    if (skip_zero && num(&it->value, "count") == 0) continue;
    bullet(rate_text(it->name.GetString(), it->value));
  }
}

void draw_cell(const Value& cell, int index, const std::string& sweep_option, double landing_top,
               float width) {
  ImGui::PushID(index);
  ImGui::PushFont(theme::big());
  ImGui::TextUnformatted(cell_title(cell, sweep_option).c_str());
  ImGui::PopFont();
  ImGui::PushTextWrapPos(0);
  const long long games = static_cast<long long>(num(&cell, "games"));
  ImGui::TextColored(theme::muted(), "%s, %lld games", str(&cell, "rules").c_str(), games);
  if (const Value* d = member(cell, "differences"); d && d->IsArray()) {
    if (index == 0)
      ImGui::TextColored(theme::muted(), "The reference.");
    else if (d->Empty())
      ImGui::TextUnformatted("Same rules as the reference.");
    for (auto& x : d->GetArray()) bullet(str(&x, "text"));
  }
  if (games == 0) {
    ImGui::TextColored(theme::muted(), "Not played yet.");
    ImGui::PopTextWrapPos();
    ImGui::PopID();
    return;
  }
  if (const Value* seats = member(cell, "wins_by_seat"); seats && seats->IsArray() && !seats->Empty()) {
    plot::BarChart c;
    c.title = "Wins by seat (95%)";
    c.x_label = "seat";
    c.y_label = "share of games";
    c.shares = true;
    c.values_name = "Won";
    c.expected_name = "Fair share";
    const double fair = num(&cell, "seat_fair_share");
    int i = 0;
    for (auto& s : seats->GetArray()) {
      Rate r = rate_of(s);
      c.categories.push_back(std::to_string(++i));
      c.values.push_back(r.rate);
      c.lo.push_back(r.lo);
      c.hi.push_back(r.hi);
      c.expected.push_back(fair);
    }
    plot::bar_chart("##seats", c, ImVec2(width, std::clamp(width * 0.6f, 170.0f, 240.0f)));
    i = 0;
    for (auto& s : seats->GetArray()) bullet(rate_text("Seat " + std::to_string(++i), s));
  }
  rates_block("Sides", member(cell, "wins_by_side"), false);
  if (const Value* roles = member(cell, "wins_by_role");
      roles && roles->IsObject() && roles->MemberCount() > 1)
    rates_block("Roles at the win", roles, false);
  rates_block("Outcomes", member(cell, "outcomes"), true);
  if (const Value* len = member(cell, "game_length_turns")) {
    ImGui::TextColored(theme::muted(), "Game length (turns)");
    bullet("mean " + mean_text(*len) + ", shortest " +
           std::to_string(static_cast<long long>(num(len, "min"))) + ", longest " +
           std::to_string(static_cast<long long>(num(len, "max"))));
  }
  if (const Value* fired = member(cell, "rules_fired_per_game");
      fired && fired->IsObject() && fired->MemberCount()) {
    std::vector<std::pair<double, const char*>> top;
    for (auto it = fired->MemberBegin(); it != fired->MemberEnd(); ++it)
      top.emplace_back(num(&it->value, "mean"), it->name.GetString());
    std::sort(top.begin(), top.end(), [](auto& a, auto& b) { return a.first > b.first; });
    ImGui::TextColored(theme::muted(), "Rules fired per game (most first)");
    for (size_t k = 0; k < top.size() && k < 8; ++k)
      bullet(std::string(top[k].second) + ": " + mean_text((*fired)[top[k].second]));
    if (top.size() > 8) ImGui::TextColored(theme::muted(), "... %zu more in the JSON", top.size() - 8);
  }
  if (const Value* flags = member(cell, "flags"); flags && flags->IsArray()) {
    if (flags->Empty()) {
      ImGui::TextColored(theme::muted(), "No flags.");
    } else {
      ImGui::PushStyleColor(ImGuiCol_Text,
                            ImVec4(0.98f, 0.72f, 0.32f, 1));  // amber: a reason to look, not an error
      for (auto& f : flags->GetArray()) bullet(str(&f, "text"));
      ImGui::PopStyleColor();
    }
  }
  lab::draw_tables(cell, cell_title(cell, sweep_option), landing_top, width);
  ImGui::PopTextWrapPos();
  ImGui::PopID();
}

// A sweep: one rate (an outcome or a seat's wins) against the swept value, per variant.
void draw_sweep(const Value& cells, const std::string& option, int* rate) {
  const Value& first = cells[0];
  std::vector<std::string> names;
  if (const Value* o = member(first, "outcomes"))
    for (auto it = o->MemberBegin(); it != o->MemberEnd(); ++it) names.push_back(it->name.GetString());
  const Value* seats = member(first, "wins_by_seat");
  const int nseats = seats && seats->IsArray() ? static_cast<int>(seats->Size()) : 0;
  for (int s = 0; s < nseats; ++s) names.push_back("seat " + std::to_string(s + 1) + " wins");
  if (names.empty()) return;
  *rate = std::clamp(*rate, 0, static_cast<int>(names.size()) - 1);
  ImGui::SeparatorText(("Sweep: " + option).c_str());
  ImGui::SetNextItemWidth(std::min(260.0f, ImGui::GetContentRegionAvail().x));
  if (ImGui::BeginCombo("Rate", names[static_cast<size_t>(*rate)].c_str())) {
    for (int i = 0; i < static_cast<int>(names.size()); ++i)
      if (ImGui::Selectable(names[static_cast<size_t>(i)].c_str(), i == *rate)) *rate = i;
    ImGui::EndCombo();
  }
  const int outcomes = static_cast<int>(names.size()) - nseats;
  std::vector<std::string> variants;
  for (auto& c : cells.GetArray()) {
    std::string v = str(&c, "variant");
    if (std::find(variants.begin(), variants.end(), v) == variants.end()) variants.push_back(v);
  }
  const float w = ImGui::GetContentRegionAvail().x;
  for (size_t k = 0; k < variants.size(); ++k) {
    plot::BarChart c;
    c.title = variants[k] + ": " + names[static_cast<size_t>(*rate)] + " (95%)";
    c.x_label = option;
    c.y_label = "share of games";
    c.shares = true;
    c.values_name = "Rate";
    for (auto& cell : cells.GetArray()) {
      if (str(&cell, "variant") != variants[k] || num(&cell, "games") == 0) continue;
      const Value* v = nullptr;
      if (*rate < outcomes)
        v = member(*member(cell, "outcomes"), names[static_cast<size_t>(*rate)].c_str());
      else if (const Value* s = member(cell, "wins_by_seat");
               s && s->IsArray() && static_cast<int>(s->Size()) > *rate - outcomes)
        v = &(*s)[static_cast<rapidjson::SizeType>(*rate - outcomes)];
      if (!v) continue;
      Rate r = rate_of(*v);
      c.categories.push_back(str(&cell, "sweep_value"));
      c.values.push_back(r.rate);
      c.lo.push_back(r.lo);
      c.hi.push_back(r.hi);
    }
    if (c.values.empty()) continue;
    ImGui::PushID(static_cast<int>(k));
    plot::bar_chart("##sweep", c, ImVec2(w, std::clamp(w * 0.45f, 180.0f, 260.0f)));
    ImGui::PopID();
  }
}

}  // namespace

void draw_lab_results(const rapidjson::Document* report, int& rate) {
  if (!report) return;
  const Value* cells = member(*report, "variants");
  if (!cells || !cells->IsArray() || cells->Empty()) return;
  const Value* config = member(*report, "config");
  const Value* sweep = config ? member(*config, "sweep") : nullptr;
  const std::string option = sweep ? str(sweep, "option") : "";
  if (sweep) draw_sweep(*cells, option, &rate);
  ImGui::SeparatorText("Results");
  const float avail = ImGui::GetContentRegionAvail().x;
  const double landing_top = lab::landing_scale(*cells);  // one colour scale: the maps compare
  const int n = static_cast<int>(cells->Size());
  const int cols = wide_layout() ? std::clamp(static_cast<int>(avail / 340), 1, std::min(n, 4)) : 1;
  if (cols == 1) {
    for (int i = 0; i < n; ++i) {
      draw_cell((*cells)[static_cast<rapidjson::SizeType>(i)], i, option, landing_top, avail);
      ImGui::Separator();
    }
    return;
  }
  if (ImGui::BeginTable("##lab-cells", cols,
                        ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingStretchSame)) {
    for (int i = 0; i < n; ++i) {
      ImGui::TableNextColumn();
      draw_cell((*cells)[static_cast<rapidjson::SizeType>(i)], i, option, landing_top,
                ImGui::GetContentRegionAvail().x);
    }
    ImGui::EndTable();
  }
}

}  // namespace shamble::web
