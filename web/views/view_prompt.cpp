#include "view_prompt.h"

#include <cstdlib>

#include "theme.h"
#include "view_cache.h"

namespace shamble::web {

namespace {

// The hovered button's target and the frame it was hovered in.
struct Hover {
  Target target;
  int frame = -10;
};
Hover g_hover;

void publish_hover(const std::vector<PromptButton>& buttons, int k) {
  if (k < 0 || k >= static_cast<int>(buttons.size())) return;
  const PromptButton& b = buttons[static_cast<size_t>(k)];
  g_hover = {b.target, ImGui::GetFrameCount()};
  if (b.dice.count > 0) ImGui::SetTooltip("%s", dice_text(b.dice).c_str());
}

}  // namespace

Revision revision_now(App& app) {
  return {app.session.version(), app.session.match_serial(), replay_lens().on ? replay_lens().moved : ~0ull};
}

std::string cost_text(int cost) {
  if (cost == 0) return "";
  return (cost > 0 ? "-$" : "+$") + std::to_string(std::abs(cost));
}

std::string dice_text(const DiceRoll& d) {
  if (d.count <= 0) return "";
  return "Throws " + std::to_string(d.count) + (d.count == 1 ? " die" : " dice") +
         (d.sides > 0 ? " (d" + std::to_string(d.sides) + ")" : "");
}

namespace {
// The label and the cost, without the number. A label that already names the
// amount ("Buy Lantern Way for $100") is not told it twice: on a phone the
// repeat would wrap the button onto a second line.
std::string plain_text(const PromptButton& b) {
  std::string t = b.label;
  if (b.cost && t.find("$" + std::to_string(std::abs(b.cost))) == std::string::npos)
    t += "  " + cost_text(b.cost);
  return t;
}
}  // namespace

std::string button_text(const PromptButton& b, int k) {
  return (k >= 0 && k < 9 ? std::to_string(k + 1) + "  " : "") + plain_text(b);
}

bool prompt_keys_free() {
  return !ImGui::GetIO().WantTextInput && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopup);
}

int prompt_key(const std::vector<PromptButton>& buttons) {
  // The replay screen's keys step the replay.
  if (!prompt_keys_free() || replay_lens().on || buttons.empty()) return -1;
  // Digits 1-9 pick button k; Space (roll, confirm) and Enter (default) take the first.
  int chosen = -1;
  for (int k = 0; k < 9 && k < static_cast<int>(buttons.size()); ++k)
    if (ImGui::IsKeyPressed(static_cast<ImGuiKey>(ImGuiKey_1 + k), false)) chosen = k;
  if (ImGui::IsKeyPressed(ImGuiKey_Space, false) || ImGui::IsKeyPressed(ImGuiKey_Enter, false)) chosen = 0;
  return chosen;
}

int draw_prompt(const std::vector<PromptButton>& buttons, const PromptLayout& layout) {
  std::vector<std::string> texts;
  texts.reserve(buttons.size());
  for (size_t k = 0; k < buttons.size(); ++k) texts.push_back(button_text(buttons[k], static_cast<int>(k)));
  int hovered = -1;
  int clicked = button_rows(texts, layout.width, 0, layout.align, &hovered);
  publish_hover(buttons, hovered);
  if (clicked < 0 && layout.keys) clicked = prompt_key(buttons);
  return clicked;
}

int prompt_list(const std::vector<PromptButton>& buttons, float min_width) {
  std::vector<std::string> labels;
  labels.reserve(buttons.size());
  for (const PromptButton& b : buttons) labels.push_back(plain_text(b));
  int hovered = -1;
  int clicked = popup_list(labels, &hovered, min_width);
  publish_hover(buttons, hovered);
  return clicked;
}

Target hovered_target() { return g_hover.frame >= ImGui::GetFrameCount() - 1 ? g_hover.target : Target{}; }

}  // namespace shamble::web
