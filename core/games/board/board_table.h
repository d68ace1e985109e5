// The board's squares as a constant the compiler can see: the Monopoly
// family's hot paths (games/monopoly/fast_board.h) fold prices, groups and
// masks at compile time instead of reading them through a call. The names
// are our own, in two themes; the numbers are the standard US ones.
#pragma once

#include "games/board/board.h"

namespace shamble::board {

inline constexpr const std::array<Square, kSquares> kBoard = {{
    // kind, group, price, rent (base, 1-4 houses, hotel), house cost, mortgage, tax, classic name, survival
    // name
    {SquareKind::Go, -1, 0, {0, 0, 0, 0, 0, 0}, 0, 0, 0, "Start", "Safe Zone"},                         // 0
    {SquareKind::Street, 0, 60, {2, 10, 30, 90, 160, 250}, 50, 30, 0, "Tinker Row", "Rust Alley"},      // 1
    {SquareKind::Chest, -1, 0, {0, 0, 0, 0, 0, 0}, 0, 0, 0, "Town Chest", "Supply Chest"},              // 2
    {SquareKind::Street, 0, 60, {4, 20, 60, 180, 320, 450}, 50, 30, 0, "Baker Street", "Cinder Lane"},  // 3
    {SquareKind::Tax, -1, 0, {0, 0, 0, 0, 0, 0}, 0, 0, 200, "Income Levy", "Herd Attack"},              // 4
    {SquareKind::Transport, -1, 200, {25, 0, 0, 0, 0, 0}, 0, 100, 0, "North Line", "Horse Trail"},      // 5
    {SquareKind::Street, 1, 100, {6, 30, 90, 270, 400, 550}, 50, 50, 0, "Lantern Way", "Ash Row"},      // 6
    {SquareKind::Chance, -1, 0, {0, 0, 0, 0, 0, 0}, 0, 0, 0, "Chance", "Scavenge"},                     // 7
    {SquareKind::Street,
     1,
     100,
     {6, 30, 90, 270, 400, 550},
     50,
     50,
     0,
     "Willow Lane",
     "Barricade Street"},                                                                                 // 8
    {SquareKind::Street, 1, 120, {8, 40, 100, 300, 450, 600}, 50, 60, 0, "Harbor Road", "Shelter Road"},  // 9
    {SquareKind::Jail, -1, 0, {0, 0, 0, 0, 0, 0}, 0, 0, 0, "Lockup", "Holding Cell"},  // 10
    {SquareKind::Street,
     2,
     140,
     {10, 50, 150, 450, 625, 750},
     100,
     70,
     0,
     "Mason Square",
     "Quarantine Square"},                                                                        // 11
    {SquareKind::Utility, -1, 150, {0, 0, 0, 0, 0, 0}, 0, 75, 0, "Power Works", "Battery Bank"},  // 12
    {SquareKind::Street,
     2,
     140,
     {10, 50, 150, 450, 625, 750},
     100,
     70,
     0,
     "Orchard Avenue",
     "Field Hospital"},  // 13
    {SquareKind::Street,
     2,
     160,
     {12, 60, 180, 500, 700, 900},
     100,
     80,
     0,
     "Chapel Street",
     "Ranger Station"},                                                                           // 14
    {SquareKind::Transport, -1, 200, {25, 0, 0, 0, 0, 0}, 0, 100, 0, "East Line", "Bike Route"},  // 15
    {SquareKind::Street,
     3,
     180,
     {14, 70, 200, 550, 750, 950},
     100,
     90,
     0,
     "Fennel Place",
     "Canning Works"},                                                                      // 16
    {SquareKind::Chest, -1, 0, {0, 0, 0, 0, 0, 0}, 0, 0, 0, "Town Chest", "Supply Chest"},  // 17
    {SquareKind::Street,
     3,
     180,
     {14, 70, 200, 550, 750, 950},
     100,
     90,
     0,
     "Granary Road",
     "Seed Vault"},  // 18
    {SquareKind::Street,
     3,
     200,
     {16, 80, 220, 600, 800, 1000},
     100,
     100,
     0,
     "Highgate Avenue",
     "Watchtower Hill"},                                                                         // 19
    {SquareKind::FreeParking, -1, 0, {0, 0, 0, 0, 0, 0}, 0, 0, 0, "Rest Stop", "Quiet Ground"},  // 20
    {SquareKind::Street,
     4,
     220,
     {18, 90, 250, 700, 875, 1050},
     150,
     110,
     0,
     "Ivy Boulevard",
     "Burnt Orchard"},                                                               // 21
    {SquareKind::Chance, -1, 0, {0, 0, 0, 0, 0, 0}, 0, 0, 0, "Chance", "Scavenge"},  // 22
    {SquareKind::Street,
     4,
     220,
     {18, 90, 250, 700, 875, 1050},
     150,
     110,
     0,
     "Juniper Avenue",
     "Flood Gate"},  // 23
    {SquareKind::Street,
     4,
     240,
     {20, 100, 300, 750, 925, 1100},
     150,
     120,
     0,
     "Kestrel Drive",
     "Signal Tower"},                                                                              // 24
    {SquareKind::Transport, -1, 200, {25, 0, 0, 0, 0, 0}, 0, 100, 0, "South Line", "RV Highway"},  // 25
    {SquareKind::Street,
     5,
     260,
     {22, 110, 330, 800, 975, 1150},
     150,
     130,
     0,
     "Linden Avenue",
     "Salvage Yard"},  // 26
    {SquareKind::Street,
     5,
     260,
     {22, 110, 330, 800, 975, 1150},
     150,
     130,
     0,
     "Meadow Crescent",
     "Old Armory"},                                                                             // 27
    {SquareKind::Utility, -1, 150, {0, 0, 0, 0, 0, 0}, 0, 75, 0, "Pump House", "Water Tower"},  // 28
    {SquareKind::Street,
     5,
     280,
     {24, 120, 360, 850, 1025, 1200},
     150,
     140,
     0,
     "Nightingale Gardens",
     "Greenhouse Ridge"},                                                                     // 29
    {SquareKind::GoToJail, -1, 0, {0, 0, 0, 0, 0, 0}, 0, 0, 0, "Off To Lockup", "Captured"},  // 30
    {SquareKind::Street,
     6,
     300,
     {26, 130, 390, 900, 1100, 1275},
     200,
     150,
     0,
     "Oakridge Avenue",
     "Fortress Farm"},  // 31
    {SquareKind::Street,
     6,
     300,
     {26, 130, 390, 900, 1100, 1275},
     200,
     150,
     0,
     "Pinecrest Road",
     "Militia Post"},                                                                       // 32
    {SquareKind::Chest, -1, 0, {0, 0, 0, 0, 0, 0}, 0, 0, 0, "Town Chest", "Supply Chest"},  // 33
    {SquareKind::Street,
     6,
     320,
     {28, 150, 450, 1000, 1200, 1400},
     200,
     160,
     0,
     "Queensgate Avenue",
     "Stockade Ridge"},                                                                            // 34
    {SquareKind::Transport, -1, 200, {25, 0, 0, 0, 0, 0}, 0, 100, 0, "West Line", "Truck Route"},  // 35
    {SquareKind::Chance, -1, 0, {0, 0, 0, 0, 0, 0}, 0, 0, 0, "Chance", "Scavenge"},                // 36
    {SquareKind::Street,
     7,
     350,
     {35, 175, 500, 1100, 1300, 1500},
     200,
     175,
     0,
     "Riverside Terrace",
     "Bunker Hill"},                                                                            // 37
    {SquareKind::Tax, -1, 0, {0, 0, 0, 0, 0, 0}, 0, 0, 100, "Luxury Levy", "Herd Protection"},  // 38
    {SquareKind::Street,
     7,
     400,
     {50, 200, 600, 1400, 1700, 2000},
     200,
     200,
     0,
     "Summit Parade",
     "Last Citadel"},  // 39
}};

}  // namespace shamble::board
