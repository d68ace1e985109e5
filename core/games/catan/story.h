// Hexlands' story in numbers (framework/story.h; story.cpp says what it counts).
#pragma once

#include <memory>

#include "framework/story.h"

namespace shamble::catan {
std::unique_ptr<StoryBuilder> make_story();
}  // namespace shamble::catan
