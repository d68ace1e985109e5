#include "games/flipped/dice_set.h"

namespace shamble::flipped {

// Both readings keep what the seed states: four dice, silver high and coloured
// low, a 7-0 die that starts as the marker showing 7, a 6-1 die that replaces
// it after the first night, and a marker that counts 7 down to 0 (time is up).
const DiceSet kDiceSets[kNumReadings] = {
    // F-DICE-1 `sum7`: the faces of every die add up to 7 (7|0, 6|1, 5|2, 4|3),
    // the pattern of the two named dice. The marker counts 7,6,5,4 on the
    // silver faces, then 3,2,1 on the coloured ones, then 0; rounds 4 and 5
    // keep the same die out (4|3), turned over.
    {
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
    },
    // F-DICE-3 `swap_daily`: the seed's example of a round end swaps dice (the
    // 6-1 die replaces the 7-0 die, which comes back into play). Read as "every
    // round end swaps", the two unnamed dice must be 5|3 and 4|2, so that the
    // count 3 and the count 4 sit on different dice. Each round then brings a
    // different die back into play, and the 5|3 die moves at least 3.
    {
        "swap_daily",
        {{7, 0}, {6, 1}, {5, 3}, {4, 2}},
        {
            {0, false},  // after round 7: the 7|0 die shows 0
            {0, true},   // round 1: 7
            {1, true},   // round 2: 6
            {2, true},   // round 3: 5
            {3, true},   // round 4: 4
            {2, false},  // round 5: 3 (5|3 turned over)
            {3, false},  // round 6: 2 (4|2 turned over)
            {1, false},  // round 7: 1
        },
    },
};

}  // namespace shamble::flipped
