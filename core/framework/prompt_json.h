// The one prompt shape (prompt.h) as JSON, for every game's view_json: each
// choice is {code, label, target: {kind, id}, cost, dice: {count, sides}}
// followed by the game's own fields.
#pragma once

#include <cstdint>

#include "framework/prompt.h"

namespace shamble {
class JsonWriter;

const char* target_kind_name(TargetKind k);
// The common fields of a choice (inside an object the caller opened).
void write_choice_fields(JsonWriter& w, const ChoiceBase& c);
// The common fields of a prompt (inside an object): text, actor, waiting, viewer_acts.
void write_prompt_fields(JsonWriter& w, const std::string& text, int actor, uint32_t waiting,
                         bool viewer_acts);

}  // namespace shamble
