// The island: tiles (colour plus a resource letter, so colour is never the
// only cue), number tokens with pips, harbours with their rate, roads,
// settlements and cities (player colour plus the seat's shape glyph), zombies
// (0-3 markers per hex), the robber, and the lit targets of the human's move.
#include <algorithm>
#include <cmath>

#include "catan_view.h"
#include "screens/screens.h"
#include "theme.h"

namespace shamble::web::catan_ui {

namespace {
constexpr float kPi = 3.14159265f;
constexpr ImU32 kInk = IM_COL32(20, 20, 24, 255);

void text_at(ImDrawList* dl, float px, ImVec2 c, ImU32 col, const char* s) {
  ImFont* font = ImGui::GetFont();
  ImVec2 sz = font->CalcTextSizeA(px, FLT_MAX, 0, s);
  dl->AddText(font, px, ImVec2(c.x - sz.x * 0.5f, c.y - sz.y * 0.5f), col, s);
}

void hex_path(ImDrawList* dl, ImVec2 c, float r, float turn = -90) {
  for (int k = 0; k < 6; ++k) {
    float a = kPi / 180 * (60 * k + turn);  // pointy top by default: first corner straight up
    dl->PathLineTo(ImVec2(c.x + r * std::cos(a), c.y + r * std::sin(a)));
  }
}

void seat_glyph(ImDrawList* dl, ImVec2 c, float px, int seat, ImU32 col) {
  text_at(dl, px, c, col, player_shape(seat));
}

// Settlement: a little house; city: a house with a tower, twice the bulk.
void building(ImDrawList* dl, ImVec2 c, float s, int seat, int level) {
  float u = s * (level == ct::kCity ? 0.22f : 0.19f);
  std::vector<ImVec2> pts;
  if (level == ct::kCity)
    pts = {{c.x - 1.4f * u, c.y + u},        {c.x - 1.4f * u, c.y - 0.2f * u},
           {c.x - 0.4f * u, c.y - 0.2f * u}, {c.x - 0.4f * u, c.y - 1.1f * u},
           {c.x + 0.5f * u, c.y - 1.9f * u}, {c.x + 1.4f * u, c.y - 1.1f * u},
           {c.x + 1.4f * u, c.y + u}};
  else
    pts = {{c.x - u, c.y + u},
           {c.x - u, c.y - 0.2f * u},
           {c.x, c.y - 1.2f * u},
           {c.x + u, c.y - 0.2f * u},
           {c.x + u, c.y + u}};
  dl->AddConvexPolyFilled(pts.data(), static_cast<int>(pts.size()), player_color(seat));
  if (level == ct::kCity) {  // the outline is concave: fill the tower separately
    ImVec2 body[4] = {pts[0], pts[1], {c.x + 1.4f * u, c.y - 0.2f * u}, pts[6]};
    dl->AddConvexPolyFilled(body, 4, player_color(seat));
    ImVec2 tower[5] = {pts[2], pts[3], pts[4], pts[5], {c.x + 1.4f * u, c.y - 0.2f * u}};
    dl->AddConvexPolyFilled(tower, 5, player_color(seat));
  }
  dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), kInk, ImDrawFlags_Closed,
                  std::max(1.5f, s * 0.03f));
  seat_glyph(dl, ImVec2(c.x + (level == ct::kCity ? -0.45f * u : 0), c.y + 0.3f * u), u * 1.3f, seat, kInk);
}

void road(ImDrawList* dl, ImVec2 a, ImVec2 b, float s, ImU32 col, float width) {
  ImVec2 d(b.x - a.x, b.y - a.y);
  ImVec2 p(a.x + d.x * 0.15f, a.y + d.y * 0.15f), q(a.x + d.x * 0.85f, a.y + d.y * 0.85f);
  dl->AddLine(p, q, kInk, width + std::max(2.0f, s * 0.04f));
  dl->AddLine(p, q, col, width);
}

void zombie(ImDrawList* dl, ImVec2 c, float r) {
  dl->AddCircleFilled(c, r, IM_COL32(120, 200, 60, 255));
  dl->AddCircle(c, r, kInk, 0, std::max(1.0f, r * 0.15f));
  text_at(dl, r * 1.6f, c, kInk, "Z");
}

void robber(ImDrawList* dl, ImVec2 c, float s) {
  float u = s * 0.2f;
  ImVec2 body[4] = {
      {c.x - u, c.y + 1.6f * u}, {c.x - 0.55f * u, c.y}, {c.x + 0.55f * u, c.y}, {c.x + u, c.y + 1.6f * u}};
  dl->AddConvexPolyFilled(body, 4, IM_COL32(50, 50, 55, 255));
  dl->AddCircleFilled(ImVec2(c.x, c.y - 0.4f * u), 0.7f * u, IM_COL32(50, 50, 55, 255));
  dl->AddCircle(ImVec2(c.x, c.y - 0.4f * u), 0.7f * u, IM_COL32(230, 230, 230, 255), 0, 1.5f);
  text_at(dl, u * 1.1f, ImVec2(c.x, c.y + 0.9f * u), IM_COL32(230, 230, 230, 255), "R");
}

// `ways`: how many of the 36 rolls produce here (the pips); the likeliest
// numbers are red.
void number_token(ImDrawList* dl, ImVec2 c, float s, int n, int ways) {
  float r = s * 0.3f;
  dl->AddCircleFilled(c, r, IM_COL32(245, 235, 205, 255));
  dl->AddCircle(c, r, kInk, 0, 1.5f);
  int most = 0;
  for (int w : ct::tables().ways)
    if (w < ct::tables().ways[ct::tables().trouble]) most = std::max(most, w);
  bool hot = ways == most;
  ImU32 col = hot ? IM_COL32(200, 30, 30, 255) : kInk;
  text_at(dl, r * (hot ? 1.25f : 1.1f), ImVec2(c.x, c.y - r * 0.15f), col, std::to_string(n).c_str());
  int k = ways;
  float pr = std::max(1.2f, r * 0.08f), step = pr * 2.6f;
  for (int i = 0; i < k; ++i)
    dl->AddCircleFilled(ImVec2(c.x + (i - (k - 1) * 0.5f) * step, c.y + r * 0.6f), pr, col);
}

void harbours(ImDrawList* dl, const HexGeo& g, const ct::View& v) {
  for (const ct::HarbourView& hb : v.harbours) {
    int e = hb.edge;
    ImVec2 mid = g.edge_mid(e);
    ImVec2 out(mid.x - g.c.x, mid.y - g.c.y);
    float len = std::sqrt(out.x * out.x + out.y * out.y);
    if (len < 1) continue;
    ImVec2 at(mid.x + out.x / len * g.s * 0.55f, mid.y + out.y / len * g.s * 0.55f);
    for (int k = 0; k < 2; ++k)  // piers to the two corners that use it
      dl->AddLine(at, g.node(hb.nodes[k]), IM_COL32(150, 120, 80, 255), std::max(2.0f, g.s * 0.06f));
    int kind = hb.kind;
    bool generic = kind == ct::kGenericHarbour || kind < 0 || kind >= ct::kRes;
    float r = g.s * 0.32f;
    dl->AddCircleFilled(at, r, generic ? IM_COL32(235, 235, 240, 255) : res_col(kind));
    dl->AddCircle(at, r, kInk, 0, 1.5f);
    std::string txt = std::to_string(hb.rate) + ":1";
    text_at(dl, r * 0.8f, ImVec2(at.x, at.y - (generic ? 0 : r * 0.3f)), kInk, txt.c_str());
    if (!generic) text_at(dl, r * 0.75f, ImVec2(at.x, at.y + r * 0.4f), kInk, ct::res_letter(kind));
  }
}

}  // namespace

ImU32 terrain_col(int t) {
  static const ImU32 k[] = {IM_COL32(46, 110, 52, 255),   IM_COL32(184, 92, 56, 255),
                            IM_COL32(150, 204, 100, 255), IM_COL32(228, 196, 80, 255),
                            IM_COL32(128, 132, 146, 255), IM_COL32(214, 196, 150, 255)};
  return t >= 0 && t <= ct::kDesert ? k[t] : IM_COL32(90, 90, 90, 255);
}

ImU32 res_col(int r) { return terrain_col(r); }

void draw_island(ImDrawList* dl, const HexGeo& g, const Frame& f, const Targets& t, int hover_act,
                 const std::array<double, ct::kHexes>& flash) {
  const ct::View& v = f.v;
  // The sea first, then harbours under the tiles' edges.
  hex_path(dl, g.c, g.s * 5.15f, 0);  // the island's outline is flat-topped
  dl->PathFillConvex(IM_COL32(40, 90, 140, 255));
  harbours(dl, g, v);
  float pulse = 0.5f + 0.5f * std::sin(static_cast<float>(f.now) * 5);
  for (int h = 0; h < ct::kHexes; ++h) {
    const ct::HexView& x = v.hexes[h];
    ImVec2 c = g.hex(h);
    hex_path(dl, c, g.s * 0.97f);
    dl->PathFillConvex(terrain_col(x.terrain));
    hex_path(dl, c, g.s * 0.97f);
    dl->PathStroke(IM_COL32(235, 225, 190, 255), ImDrawFlags_Closed, std::max(1.5f, g.s * 0.05f));
    bool dark = x.terrain == 0 || x.terrain == 1 || x.terrain == 4;
    text_at(dl, g.s * 0.34f, ImVec2(c.x, c.y - g.s * 0.56f), dark ? IM_COL32(250, 250, 250, 230) : kInk,
            ct::terrain_letter(x.terrain));
    if (x.number) number_token(dl, c, g.s, x.number, x.ways);
    for (int z = 0; z < x.zombies; ++z)
      zombie(dl, ImVec2(c.x + (z - (x.zombies - 1) * 0.5f) * g.s * 0.36f, c.y + g.s * 0.56f), g.s * 0.16f);
    if (x.robber) robber(dl, ImVec2(c.x - g.s * 0.56f, c.y - g.s * 0.05f), g.s);
    if (f.now - flash[h] < 0.9) {  // zombies just arrived: a fading green ring
      float k = static_cast<float>(1 - (f.now - flash[h]) / 0.9);
      hex_path(dl, c, g.s * 0.9f);
      dl->PathStroke(IM_COL32(140, 255, 80, static_cast<int>(255 * k)), ImDrawFlags_Closed, g.s * 0.1f);
    }
    if (t.hex[h] >= 0) {
      bool hov = t.hex[h] == hover_act;
      hex_path(dl, c, g.s * 0.86f);
      dl->PathStroke(
          hov ? IM_COL32(255, 255, 255, 255) : IM_COL32(255, 240, 120, 120 + static_cast<int>(135 * pulse)),
          ImDrawFlags_Closed, g.s * (hov ? 0.12f : 0.08f));
    }
  }
  float rw = std::max(3.0f, g.s * 0.12f);
  for (int e = 0; e < ct::kEdges; ++e) {
    ImVec2 a = g.node(v.edges[e].a), b = g.node(v.edges[e].b);
    int o = v.edges[e].road;
    if (o >= 0 && o < v.players) {
      road(dl, a, b, g.s, player_color(o), rw);
      if (g.s >= 34) seat_glyph(dl, g.edge_mid(e), rw * 1.3f, o, kInk);
    }
    if (t.edge[e] >= 0) {
      bool hov = t.edge[e] == hover_act;
      ImU32 col =
          hov ? IM_COL32(255, 255, 255, 255) : IM_COL32(255, 255, 255, 90 + static_cast<int>(120 * pulse));
      if (f.choices[t.edge[e]].action.kind == ct::kBuildRoad) {
        // A place for a road: a dashed white line, unlike any built road.
        ImVec2 d(b.x - a.x, b.y - a.y);
        for (int k = 0; k < 3; ++k) {
          float t0 = 0.2f + k * 0.22f, t1 = t0 + 0.14f;
          dl->AddLine(ImVec2(a.x + d.x * t0, a.y + d.y * t0), ImVec2(a.x + d.x * t1, a.y + d.y * t1), col,
                      rw * (hov ? 1.0f : 0.7f));
        }
      } else {  // a road the zombies may take: ring its middle
        dl->AddCircle(g.edge_mid(e), rw * 1.4f, col, 0, 3);
      }
    }
  }
  for (int n = 0; n < ct::kNodes; ++n) {
    ImVec2 p = g.node(n);
    const ct::NodeView& nv = v.nodes[n];
    if (nv.building != ct::kEmpty && nv.owner >= 0) building(dl, p, g.s, nv.owner, nv.building);
    if (t.node[n] >= 0) {
      bool hov = t.node[n] == hover_act;
      float r = g.s * (hov ? 0.24f : 0.18f);
      if (nv.building == ct::kEmpty)
        dl->AddCircleFilled(p, r * 0.6f, IM_COL32(255, 255, 255, 60 + static_cast<int>(100 * pulse)));
      dl->AddCircle(p, r, hov ? IM_COL32(255, 255, 255, 255) : IM_COL32(255, 240, 120, 255), 0,
                    std::max(2.0f, g.s * 0.06f));
    }
  }
}

void hex_card(const Frame& f, int h) {
  const ct::View& v = f.v;
  const ct::HexView& x = v.hexes[h];
  ImGui::ColorButton("##t", ImGui::ColorConvertU32ToFloat4(terrain_col(x.terrain)),
                     ImGuiColorEditFlags_NoTooltip, ImVec2(14, 14));
  ImGui::SameLine();
  if (x.resource < 0)
    ImGui::Text("Desert (hex %d): produces nothing", h);
  else
    ImGui::Text("%s (hex %d): %s [%s]", ct::terrain_name(x.terrain), h, ct::res_name(x.resource),
                ct::terrain_letter(x.terrain));
  if (x.number) {
    const ct::Tables& tb = ct::tables();
    int all = 1;
    for (int k = 0; k < tb.dice; ++k) all *= tb.faces;
    ImGui::Text("Number %d: %d pip%s (%d in %d rolls)", x.number, x.ways, x.ways == 1 ? "" : "s", x.ways,
                all);
  }
  if (v.zombies)
    ImGui::Text("Zombies: %d of %d", x.zombies, ct::tables().max_zombies);
  else if (x.robber)
    ImGui::TextColored(theme::danger(), "The robber is here: no production");
  bool any = false;
  for (int n : x.nodes) {
    const ct::NodeView& nv = v.nodes[n];
    if (nv.building == ct::kEmpty || nv.owner < 0) continue;
    if (!any) ImGui::TextUnformatted("Next to it:");
    any = true;
    player_chip(nv.owner, f.names[nv.owner].c_str());
    ImGui::SameLine();
    ImGui::TextDisabled("%s (%d card%s)", nv.building == ct::kCity ? "city" : "settlement", nv.yield,
                        nv.yield == 1 ? "" : "s");
  }
  if (!any) ImGui::TextDisabled("No buildings next to it.");
}

}  // namespace shamble::web::catan_ui
