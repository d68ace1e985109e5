// CPU time per drawn frame (ImGui NewFrame..Render), kept for frameStats().
#pragma once

#include <string>

namespace shamble::web::frame_stats {

void record(double ms);
void count_tick();  // main-loop callbacks, drawn or not (shows idle throttling works)
std::string json();
void reset();  // start a new measurement window

}  // namespace shamble::web::frame_stats
