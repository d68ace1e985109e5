#include "framework/prompt_json.h"

#include "framework/json_writer.h"

namespace shamble {

const char* target_kind_name(TargetKind k) {
  static const char* kNames[] = {"none", "square", "node", "edge", "hex", "seat", "character"};
  const int i = static_cast<int>(k);
  return i >= 0 && i < static_cast<int>(sizeof kNames / sizeof kNames[0]) ? kNames[i] : "none";
}

void write_choice_fields(JsonWriter& w, const ChoiceBase& c) {
  w.field("code", c.code).field("label", c.label);
  w.key("target")
      .begin_object()
      .field("kind", target_kind_name(c.target.kind))
      .field("id", c.target.id)
      .end_object();
  w.field("cost", c.cost);
  w.key("dice").begin_object().field("count", c.dice.count).field("sides", c.dice.sides).end_object();
}

void write_prompt_fields(JsonWriter& w, const std::string& text, int actor, uint32_t waiting,
                         bool viewer_acts) {
  w.field("text", text).field("actor", actor).key("waiting").begin_array();
  for (int i = 0; i < 32; ++i)
    if (waiting >> i & 1) w.value(i);
  w.end_array().field("viewer_acts", viewer_acts);
}

}  // namespace shamble
