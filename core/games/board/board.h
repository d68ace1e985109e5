// The 40-square board shared by Monopoly, MonopoZombie and Flipped: data only.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace shamble::board {

enum class SquareKind : uint8_t {
  Go,
  Street,
  Chest,
  Tax,
  Transport,
  Chance,
  Jail,
  Utility,
  FreeParking,
  GoToJail
};
enum class Theme : uint8_t { Classic, Survival };

// A square whose visitor draws a card (either deck).
constexpr bool card_square(SquareKind k) { return k == SquareKind::Chance || k == SquareKind::Chest; }

constexpr int kSquares = 40;
constexpr int kGo = 0;
constexpr int kJail = 10;
constexpr int kFreeParking = 20;
constexpr int kGoToJail = 30;
constexpr int kGroups = 8;

struct Square {
  SquareKind kind;
  int8_t group;        // colour group 0..7 for streets, -1 otherwise
  int16_t price;       // 0 when not for sale
  int16_t rent[6];     // streets: base, 1-4 houses, hotel
  int16_t house_cost;  // streets only
  int16_t mortgage;    // half the price
  int16_t tax;         // tax squares only
  const char* classic_name;
  const char* survival_name;
};

const std::array<Square, kSquares>& squares();
const char* square_name(int index, Theme theme);
const char* group_name(int group, Theme theme);
uint32_t group_colour(int group);  // 0xRRGGBB band colour
const std::vector<int>& group_squares(int group);
bool is_property(int index);  // street, transport or utility
// The first square of `kind` strictly ahead of `from`, clockwise.
int next_of_kind(int from, SquareKind kind);

}  // namespace shamble::board
