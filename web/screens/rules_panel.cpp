// The rules panel: the game's summary and every rule paragraph, opened and
// scrolled to the one a log link asked for.
#include "app.h"
#include "framework/registry.h"
#include "framework/rules_summary.h"
#include "screens.h"
#include "theme.h"

namespace shamble::web {

std::vector<std::string> key_help(const std::string& game_id) {
  std::vector<std::string> k = {
      "Space or Enter: the first choice (roll the dice, confirm, end the turn)",
      "1 to 9: the numbered choice buttons",
      "Ctrl+Z: undo your last move (not past dice, cards or another player's move)",
      "Esc: close the open menu, dropdown or card (it never leaves the game)",
      "Arrow keys, Tab and Space: move through and pick in an open menu",
  };
  if (game_id == "monopoly" || game_id == "monopozombie")
    k.push_back("In an auction or offer sheet: Enter takes the first choice, Esc passes or declines");
  if (game_id == "monopozombie") k.push_back("Left and Right arrows: choose which way to move");
  return k;
}

std::string option_title(const OptionDef& o) {
  std::string t = o.name;
  for (char& c : t)
    if (c == '_' || c == '-') c = ' ';
  if (!t.empty() && t[0] >= 'a' && t[0] <= 'z') t[0] = static_cast<char>(t[0] - 'a' + 'A');
  return t;
}

void draw_rules_in_force(const GameInfo& g, const RulesConfig& cfg, const std::string& preset) {
  RulesSummary r = summarize_rules(g.options, g.presets, cfg, preset);
  if (!ImGui::CollapsingHeader("Rules in force", ImGuiTreeNodeFlags_DefaultOpen)) return;
  ImGui::Indent(8);
  std::string head = r.preset.empty() ? g.name + "'s own rules" : "The " + r.preset + " rules";
  ImGui::TextWrapped("%s%s", head.c_str(), r.exact ? ", as they are." : ", except:");
  for (auto& c : r.changes) {
    std::string line = option_title(*c.def) + ": " + option_value_words(*c.def, c.value) +
                       " (preset: " + option_value_words(*c.def, c.preset_value) + ")";
    ImGui::Bullet();
    ImGui::TextWrapped("%s", line.c_str());
    ImGui::PushStyleColor(ImGuiCol_Text, theme::muted());
    ImGui::Indent(18);
    ImGui::TextWrapped("%s", c.def->meaning.c_str());
    ImGui::Unindent(18);
    ImGui::PopStyleColor();
  }
  ImGui::Unindent(8);
}

void draw_rules_panel(const GameInfo& game) {
  App& app = App::get();
  static unsigned scrolled = 0;  // the rules_jump already scrolled to
  ImGui::BeginChild("##rules", ImVec2(0, 0));
  ImGui::TextWrapped("%s", game.summary.c_str());
  // In a game: which rules this one plays by (the new-game screen shows the same), and the
  // rules text of its preset (a preset may be an older revision of the rules).
  std::string preset;
  if (Match* m = app.session.match(); m && &m->info() == &game) {
    draw_rules_in_force(game, m->state().config(), "");
    preset = summarize_rules(game.options, game.presets, m->state().config()).preset;
  }
  const std::vector<RuleDoc> rules = rules_text_for(game, preset);
  if (ImGui::CollapsingHeader("Keys")) {
    ImGui::Indent(8);
    for (auto& line : key_help(game.id)) {
      ImGui::Bullet();
      ImGui::TextWrapped("%s", line.c_str());
    }
    ImGui::Unindent(8);
  }
  if (rules.empty()) ImGui::TextColored(theme::muted(), "This game has no rules text yet.");
  // A game built on another cites the base game's rules too (MonopoZombie's
  // rents are Monopoly's): a link to one of those opens it here, on top.
  // An id renamed since it was written (an old log or link) opens its paragraph under the new id.
  const std::string& want = resolve_rule_id(game, app.ui.rules_focus);
  bool here = want.empty();
  for (const RuleDoc& r : rules) here |= r.id == want;
  if (!here)
    for (const GameInfo* other : all_games()) {
      if (other == &game) continue;
      for (const RuleDoc& r : other->rules) {
        if (r.id != want) continue;
        if (scrolled != app.ui.rules_jump) ImGui::SetNextItemOpen(true);
        ImGui::PushStyleColor(ImGuiCol_Header, ImVec4(0.45f, 0.38f, 0.12f, 1.0f));
        bool open = ImGui::CollapsingHeader(
            (r.title + "  \u00B7  " + r.id + " (" + other->name + " rules)###base" + r.id).c_str());
        ImGui::PopStyleColor();
        if (scrolled != app.ui.rules_jump) {
          ImGui::SetScrollHereY(0.0f);
          scrolled = app.ui.rules_jump;
        }
        if (open) {
          ImGui::Indent(8);
          ImGui::TextWrapped("%s", r.text.c_str());
          ImGui::Unindent(8);
        }
        here = true;
        break;
      }
      if (here) break;
    }
  for (const RuleDoc& r : rules) {
    bool focus = r.id == want;
    if (focus && scrolled != app.ui.rules_jump) ImGui::SetNextItemOpen(true);
    if (focus) ImGui::PushStyleColor(ImGuiCol_Header, ImVec4(0.45f, 0.38f, 0.12f, 1.0f));
    bool open = ImGui::CollapsingHeader((r.title + "  \u00B7  " + r.id + "###" + r.id).c_str(),
                                        ImGuiTreeNodeFlags_DefaultOpen);
    if (focus) ImGui::PopStyleColor();
    if (focus && scrolled != app.ui.rules_jump) {
      ImGui::SetScrollHereY(0.0f);
      scrolled = app.ui.rules_jump;
    }
    if (open) {
      ImGui::Indent(8);
      ImGui::TextWrapped("%s", r.text.c_str());
      ImGui::Unindent(8);
    }
  }
  ImGui::EndChild();
}

}  // namespace shamble::web
