// `games` and `rules`: what the driver knows, for people and for the web UI's docs.
#include <cstdio>

#include "driver/commands.h"
#include "driver/rules_markdown.h"
#include "framework/json_writer.h"
#include "framework/registry.h"

namespace shamble {

namespace {
const char* type_name(OptionType t) {
  switch (t) {
    case OptionType::Bool: return "bool";
    case OptionType::Int: return "int";
    case OptionType::Choice: return "choice";
  }
  return "?";
}

void write_presets(JsonWriter& w, const GameInfo& g) {
  w.key("presets").begin_array();
  for (auto& p : g.presets) {
    w.begin_object().field("name", p.name).field("description", p.description);
    w.key("values").begin_object();
    for (auto& [k, v] : p.values) w.field(k, v);
    w.end_object().end_object();
  }
  w.end_array();
}
}  // namespace

int cmd_games(int argc, char** argv) {
  Args args;
  std::string err;
  if (!parse_args(argc, argv, 2, {}, {}, &args, &err)) return usage_error(err);
  if (args.help) {
    std::puts("usage: shamble games\n\nLists every game: id, name, player counts, roles and presets.");
    return 0;
  }
  if (!args.positional.empty()) return usage_error("games takes no arguments");
  JsonWriter w;
  w.begin_array();
  for (auto* g : all_games()) {
    w.begin_object().field("id", g->id).field("name", g->name).field("summary", g->summary);
    w.field("min_players", g->min_players).field("max_players", g->max_players);
    w.field("default_players", g->default_players).field("rules_version", g->rules_version);
    w.key("roles").begin_array();
    for (auto& r : g->roles) w.value(r);
    w.end_array();
    write_presets(w, *g);
    w.end_object();
  }
  w.end_array();
  print_json(w.str());
  return 0;
}

int cmd_rules(int argc, char** argv) {
  Args args;
  std::string err;
  if (!parse_args(argc, argv, 2, {"preset"}, {"markdown"}, &args, &err)) return usage_error(err);
  if (args.help) {
    std::puts(
        "usage: shamble rules GAME [--preset P] [--markdown]\n\n"
        "Every rule option of GAME: name, type, default, the value under the preset,\n"
        "a one-line meaning and the rules-text section it comes from; then the presets\n"
        "and the rules text by rule id. --markdown prints the reference page\n"
        "docs/games/GAME-reference.md is generated from.");
    return 0;
  }
  if (args.positional.size() != 1) return usage_error("rules takes one GAME (see shamble games)");
  const GameInfo* g = find_game(args.positional[0]);
  if (!g) return failure("unknown game '" + args.positional[0] + "'");
  if (args.has("markdown")) {
    std::fputs(rules_markdown(*g).c_str(), stdout);
    return 0;
  }
  RulesConfig cfg;
  if (auto e = make_config(g->options, g->presets, args.get("preset"), {}, &cfg)) return failure(e->message);
  JsonWriter w;
  w.begin_object().field("game", g->id).field("name", g->name);
  w.field("preset", args.get("preset", g->presets.empty() ? "" : g->presets.front().name));
  w.key("options").begin_array();
  for (size_t i = 0; i < g->options.size(); ++i) {
    const auto& o = g->options[i];
    w.begin_object().field("name", o.name).field("type", type_name(o.type));
    w.field("default", option_value_text(o, o.def)).field("value", option_value_text(o, cfg.values[i]));
    if (o.type == OptionType::Int) w.field("min", o.min).field("max", o.max);
    if (o.type == OptionType::Choice) {
      w.key("choices").begin_array();
      for (auto& c : o.choices) w.value(c);
      w.end_array();
    }
    w.field("meaning", o.meaning).field("source", o.source).end_object();
  }
  w.end_array();
  write_presets(w, *g);
  w.key("rules").begin_array();
  for (auto& r : rules_text_for(*g, args.get("preset", g->presets.empty() ? "" : g->presets.front().name)))
    w.begin_object().field("id", r.id).field("title", r.title).field("text", r.text).end_object();
  w.end_array();
  w.end_object();
  print_json(w.str());
  return 0;
}

}  // namespace shamble
