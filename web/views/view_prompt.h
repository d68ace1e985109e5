// The one prompt drawer: every game's buttons for what the acting seat is
// asked (framework/prompt.h) are drawn here, the same way: the keyboard
// number, the core's label (or the game's short form of it) and the cost
// ("-$150" paid, "+$50" received), one button per choice or per menu of
// choices; hovering one says the dice it throws and publishes its target,
// which the boards read (hovered_target) to light it; digits, Space and Enter
// pick. A game only says which of its choices go on buttons, in which
// order and under which menus (its typed extra decides that); everything a
// button says comes from the core's choice fields.
#pragma once

#include <string>
#include <vector>

#include "framework/prompt.h"
#include "view_common.h"

namespace shamble::web {

// One button of a prompt.
struct PromptButton {
  std::string label;  // the core's label, or a game's shorter form of it
  int choice = -1;    // index into the prompt's choices; -1: a menu (the game opens it)
  Target target;      // lit on the board while the button is hovered
  int cost = 0;       // money paid (negative: received)
  DiceRoll dice;
};

// A button for choices[i], under `label` (empty: the choice's own label).
template <class Choice>
PromptButton choice_button(const std::vector<Choice>& choices, int i, const std::string& label = {}) {
  const ChoiceBase& c = choices[static_cast<size_t>(i)];
  return {label.empty() ? c.label : label, i, c.target, c.cost, c.dice};
}
// A button that opens a menu of choices ("Trade…").
inline PromptButton menu_button(const std::string& label) { return {label, -1, {}, 0, {}}; }

// "-$150" for money paid, "+$50" for money received, "" for none.
std::string cost_text(int cost);
// "Throws 2 dice (d6)", "Throws 1 die (d6)"; "" for none.
std::string dice_text(const DiceRoll& d);
// What button k of a prompt says (and what the browser tests find it by):
// "3  <label>  -$150"; the number for the first nine. The
// cost is left out when the label already names the amount ("Buy Maple Row
// for $150").
std::string button_text(const PromptButton& b, int k);

struct PromptLayout {
  float width = 0;
  RowAlign align = RowAlign::Centre;
  // Digits, Space and Enter pick too (off while a popup or a text field has
  // the keys, or when nobody at this device acts).
  bool keys = true;
};
// Draws the buttons in rows (the first highlighted: Space and Enter take it)
// and returns the index into `buttons` clicked or keyed, else -1.
int draw_prompt(const std::vector<PromptButton>& buttons, const PromptLayout& layout);
// The keys alone, for buttons not drawn this frame.
int prompt_key(const std::vector<PromptButton>& buttons);
// True when the prompt's keys are free: no popup open and no text being typed.
bool prompt_keys_free();

// A popup's list of choices (one per line, as popup_list draws them), each
// button saying what draw_prompt's would, without the number. Returns the
// index into `buttons` clicked or -1. `min_width` as popup_list's.
int prompt_list(const std::vector<PromptButton>& buttons, float min_width = 180);

// The target of the prompt button under the pointer in this frame or the
// last (boards draw before the buttons), kind none when none.
Target hovered_target();

}  // namespace shamble::web
