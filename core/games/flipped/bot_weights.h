// The weights of the Flipped bot's scores (normal_bot.cpp), in health points:
// what a goal is worth and what a wound costs. Two sets play the same code.
// The normal level keeps the weights it was written with. The strong bot's
// own seat (make_flipped_own_bot) plays with weights tuned by measurement:
// one such seat among normal teammates, 30,000 games a setting (docs/LAB.md,
// "Flipped: the strong seat's own play"), raised the team's wins from 0.314
// to 0.354 and validated on other seeds (0.318 to 0.357). It takes fewer
// fears into account (a wound, a move's risk) and values a part more.
#pragma once

namespace shamble::flipped::bots {

struct BotWeights {
  double part_buy;        // taking a part
  double deliver;         // dropping one carried part at Jail
  double reach7;          // reaching Jail on day 7 (else the team loses)
  double hurt;            // a wound costs 1 + hurt / health...
  double hurt_last;       // ...or this on the last health point
  double pass_jail_next;  // on day 6: placed to pass Jail on day 7, times the chance
  double deliver_soon;    // share of `deliver` for a carrier resting within reach of Jail
  double part_soon;       // share of `part_buy` for resting within a roll of a part
  double move_risk;       // share of a wound charged to each further move
};

inline constexpr BotWeights kNormalWeights{7.0, 3.0, 40.0, 6.0, 80.0, 12.0, 0.6, 0.5, 0.35};
inline constexpr BotWeights kOwnWeights{10.0, 0.5, 40.0, 2.0, 10.0, 6.0, 0.6, 0.25, 0.0};

}  // namespace shamble::flipped::bots
