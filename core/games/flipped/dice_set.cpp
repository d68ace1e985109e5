#include "games/flipped/dice_set.h"

namespace shamble::flipped {

namespace {
// F-DICE-1: faces sum to 7 on every die. F-DICE-3: the marker counts down
// 7,6,5,4 on the silver faces, then 3,2,1 on the coloured faces, then 0 (time
// is up). Rounds 4 and 5 use the same die (4|3), turned over.
const DiceSet kSum7 = {
    "sum7",
    {{7, 0}, {6, 1}, {5, 2}, {4, 3}},
    {
        {0, false},  // after round 7: the 7|0 die shows 0
        {0, true},   // round 1: 7
        {1, true},   // round 2: 6
        {2, true},   // round 3: 5
        {3, true},   // round 4: 4
        {3, false},  // round 5: 3
        {2, false},  // round 6: 2
        {1, false},  // round 7: 1
    },
};
}  // namespace

const DiceSet& dice_set() { return kSum7; }

}  // namespace shamble::flipped
