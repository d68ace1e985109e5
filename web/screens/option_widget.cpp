// The widgets that edit a game's rule options, shared by the new-game form
// (customize.cpp) and the variant lab (lab_screen.cpp).
#include <algorithm>
#include <string>

#include "framework/rules_summary.h"
#include "item_probe.h"
#include "screens.h"

namespace shamble::web {

std::string narrow_label(const std::string& title, const std::string& id) {
  if (ImGui::GetContentRegionAvail().x >= 480) return title + "##" + id;
  ImGui::TextUnformatted(title.c_str());
  return "##" + id;
}

bool option_widget(const OptionDef& o, int* v, float width, bool narrow) {
  // The option's name for people ("Turn limit"), its code only as the widget id.
  std::string label = option_title(o) + "##" + o.name;
  if (narrow && o.type != OptionType::Bool) label = narrow_label(option_title(o), o.name);
  switch (o.type) {
    case OptionType::Bool: {
      bool b = *v != 0;
      bool ch = ImGui::Checkbox(label.c_str(), &b);
      *v = b;
      return ch;
    }
    case OptionType::Int:
      ImGui::SetNextItemWidth(std::min(width, ImGui::GetContentRegionAvail().x));
      return ImGui::SliderInt(label.c_str(), v, o.min, o.max, "%d", ImGuiSliderFlags_AlwaysClamp);
    case OptionType::Choice: {
      ImGui::SetNextItemWidth(std::min(width, ImGui::GetContentRegionAvail().x));
      std::string cur = option_value_words(o, *v);
      bool ch = false;
      bool open = ImGui::BeginCombo(label.c_str(), cur.c_str());
      probe::note(option_title(o).c_str());
      if (open) {
        for (int i = 0; i < static_cast<int>(o.choices.size()); ++i)
          if (ImGui::Selectable(option_value_words(o, i).c_str(), i == *v)) *v = i, ch = true;
        ImGui::EndCombo();
      }
      return ch;
    }
  }
  return false;
}

}  // namespace shamble::web
