// The lab report's story tables on the Lab results screen (docs/LAB.md "The
// report": `tables`, `stage_lengths_turns`): per cell, a collapsible section
// per table with each entry's per-game mean and 95% interval, the landing
// heat map on the board ring, and MonopoZombie's stage lengths. Only layout
// and the colour scale are decided here; every number is the report's.
#pragma once

#include <string>

#include "framework/json_reader.h"  // cereal first, then rapidjson (see json_reader.h)

namespace shamble::web::lab {

// "0.031", "12.4", "947": three significant figures without exponents (the
// Lab's one way of writing a number).
std::string fig(double x);

// The report's member `key` of object `v`, or null (not an object, no such key).
const rapidjson::Value* member(const rapidjson::Value& v, const char* key);

// The colour scale's top for every landing map of the report: the most
// landings a game on any square in any cell, so maps side by side compare.
double landing_scale(const rapidjson::Value& cells);

// The cell's stage lengths and story tables, `width` pixels wide; `probe`
// names the cell in window.shamble.items() ("A", "B @ x=3").
void draw_tables(const rapidjson::Value& cell, const std::string& probe, double landing_top, float width);

}  // namespace shamble::web::lab
