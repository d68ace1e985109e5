// Square names as this game shows them (F-TEXT-1). The shared board names its
// chest, chance, tax and corner squares after what they do in the property
// games (a levy, a card, a herd attack); here they do nothing but leave you out
// in the open, so a name promising a card, a tax, an attack or protection would
// mislead. Those squares get plain names of open streets, never the word "lot"
// (the word for the squares that flip, F-REVEAL-1); every other square keeps
// the shared board's name in the chosen theme.
#include "games/flipped/rules_text.h"
#include "games/flipped/state.h"

namespace shamble::flipped {

const char* square_name_of(int sq, board::Theme theme) {
  if (sq < 0 || sq >= kSquares) return "?";
  const bool classic = theme == board::Theme::Classic;
  switch (board::squares()[sq].kind) {
    case board::SquareKind::Go: return classic ? "Start" : "Town Gate";  // not a safe zone: attacked at night
    case board::SquareKind::Chest: return "Open Yard";
    case board::SquareKind::Chance: return "Side Alley";
    case board::SquareKind::Tax: return sq < kJail ? "Open Crossing" : "Open Bridge";
    case board::SquareKind::FreeParking: return "Open Square";
    case board::SquareKind::GoToJail: return "Tunnel Entrance";  // F-MOVE-3
    default: return board::square_name(sq, theme);
  }
}

}  // namespace shamble::flipped
