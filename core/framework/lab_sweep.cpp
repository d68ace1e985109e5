// Expanding a lab config into its cells (variants x sweep values).
#include "framework/lab_sweep.h"

#include "framework/game.h"
#include "framework/registry.h"

namespace shamble {

bool lab_cells(const LabConfig& c, std::vector<LabCell>* out, Error* err) {
  const GameInfo* g = find_game(c.game);
  if (!g) {
    if (err) *err = Error{"lab-config", "lab config: no game '" + c.game + "'"};
    return false;
  }
  std::vector<std::string> values = c.sweep.values;
  if (values.empty()) values.push_back("");
  out->clear();
  for (const LabVariant& v : c.variants)
    for (const std::string& value : values) {
      LabCell cell;
      cell.variant = v.name;
      cell.sweep_value = value;
      NewGameRequest& r = cell.request;
      r.game = c.game;
      r.preset = v.preset;
      r.players = c.players;
      r.seats = c.seats;
      for (auto& [k, t] : v.options) r.overrides.push_back(k + "=" + t);
      // The swept option wins over the variant's own setting of it.
      if (!c.sweep.option.empty()) r.overrides.push_back(c.sweep.option + "=" + value);
      if (Status s = make_config(g->options, g->presets, r.preset, r.overrides, &cell.rules)) {
        if (err) *err = Error{"lab-config", "lab config: variants." + v.name + ": " + s->message};
        return false;
      }
      out->push_back(std::move(cell));
    }
  return true;
}

int find_lab_cell(const LabConfig& c, const std::vector<LabCell>& cells, const std::string& variant,
                  const std::string& sweep_value, Error* err) {
  if (!c.sweep.option.empty() && sweep_value.empty()) {
    if (err) *err = Error{"lab-game", "the config sweeps " + c.sweep.option + ": say which value (--value)"};
    return -1;
  }
  for (size_t i = 0; i < cells.size(); ++i)
    if (cells[i].variant == variant && cells[i].sweep_value == sweep_value) return static_cast<int>(i);
  if (err)
    *err = Error{"lab-game", "no variant '" + variant + "'" +
                                 (sweep_value.empty() ? "" : " with " + c.sweep.option + "=" + sweep_value) +
                                 " in the config"};
  return -1;
}

}  // namespace shamble
