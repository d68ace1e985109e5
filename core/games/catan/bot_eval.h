// Board evaluation shared by the easy and normal bots. Everything here reads
// only public information plus the bot's own hand.
#pragma once

#include "games/catan/model.h"

namespace shamble::catan {

inline int pips(int number) { return number ? 6 - (number > 7 ? number - 7 : 7 - number) : 0; }

struct Eval {
  const Model& m;
  int p;
  bool smart;                      // normal: resource mix, harbours, zombie danger
  std::array<int, kRes> income{};  // own pips per resource
  Eval(const Model& model, int seat, bool normal);
  double corner(int nd) const;            // worth of a settlement on this corner
  double site_near(int nd) const;         // best settlement reachable through this corner
  double hex_threat(int h) const;         // how much zombies here hurt this seat
  double hex_harm(int h) const;           // production the robber/zombie takes from others minus from us
  ResArr need(const ResArr& cost) const;  // cards still missing
};

}  // namespace shamble::catan
