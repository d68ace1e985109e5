// Text for people: event kind names (the stable encoding) and sentences
// describing events; action codes and labels come from the kinds table (kinds.cpp).
#include "games/catan/text.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "games/catan/info_parts.h"

namespace shamble::catan {

const std::vector<EventKindDef>& event_kind_defs() {
  static const std::vector<EventKindDef> k = {
      {"roll"},         {"produce"},     {"shortage"},    {"build"},  {"buy-dev"},      {"play-dev"},
      {"bank-trade"},   {"offer"},       {"response"},    {"trade"},  {"offer-closed"}, {"zombie"},
      {"infest"},       {"no-zombie"},   {"zombie-kill"}, {"attack"}, {"pay-card"},     {"destroy"},
      {"out"},          {"quiet-seven"}, {"discard"},     {"robber"}, {"steal"},        {"longest-road"},
      {"largest-army"}, {"turn"},        {"game-over"}};
  return k;
}

const char* res_name(int r) {
  static const char* k[] = {"lumber", "brick", "wool", "grain", "ore"};
  return r >= 0 && r < kRes ? k[r] : "?";
}

const char* terrain_name(int t) {
  static const char* k[] = {"forest", "hills", "pasture", "fields", "mountains", "desert"};
  return t >= 0 && t <= kDesert ? k[t] : "?";
}

const char* terrain_letter(int t) {
  static const char* k[] = {"L", "B", "W", "G", "O", "-"};
  return t >= 0 && t <= kDesert ? k[t] : "?";
}

const char* res_letter(int r) { return r >= 0 && r < kRes ? terrain_letter(r) : "?"; }

const char* dev_name(int d) {
  static const char* k[] = {"knight", "victory point", "road building", "year of plenty", "monopoly"};
  return d >= 0 && d < kDevKinds ? k[d] : "?";
}

std::string cards_text(const ResArr& a) {
  std::string s;
  for (int r = 0; r < kRes; ++r)
    if (a[r]) {
      if (!s.empty()) s += ", ";  // piece by piece: GCC 12 warns falsely on "" + std::string
      s += std::to_string(a[r]);
      s += ' ';
      s += res_name(r);
    }
  return s.empty() ? "nothing" : s;
}

namespace {

// A hex as players name it: what it yields and its number ("the grain 6").
std::string hex_word(const Model& m, int h) {
  if (h < 0 || h >= kHexes) return "?";
  if (m.terrain[h] == kDesert) return "the desert";
  std::string s = "the ";
  s += res_name(m.terrain[h]);
  if (m.number[h]) {
    s += ' ';  // appended piecewise: g++ 12 warns (-Wrestrict, falsely) on " " + to_string here
    s += std::to_string(m.number[h]);
  }
  return s;
}

std::string cap(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

std::string join_words(const std::vector<std::string>& w) {
  std::string s;
  for (size_t i = 0; i < w.size(); ++i) s += (i == 0 ? "" : i + 1 == w.size() ? " and " : ", ") + w[i];
  return s;
}

// The compass direction of a step on the board, north up. Board units are the
// topology's half-units: x counts half a hex width, y a quarter of a hex height.
double bearing(int dx, int dy) {
  return std::atan2(-0.5 * dy, 0.8660254037844386 * dx) * 180.0 / 3.14159265358979323846;
}
const char* compass(double deg, bool fine) {
  static const char* k8[] = {"east", "north-east", "north", "north-west",
                             "west", "south-west", "south", "south-east"};
  // Twelve points, for two neighbouring coastal hexes that read the same.
  static const char* k12[] = {
      "east", "east-north-east", "north-north-east", "north", "north-north-west", "west-north-west",
      "west", "west-south-west", "south-south-west", "south", "south-south-east", "east-south-east"};
  const int n = fine ? 12 : 8;
  int i = static_cast<int>(std::lround(deg / (360.0 / n))) % n;
  if (i < 0) i += n;
  return fine ? k12[i] : k8[i];
}
int hex_x(int h) { return 2 * topo().hex_q[h] + topo().hex_r[h]; }
int hex_y(int h) { return 3 * topo().hex_r[h]; }
int ring(int h) {
  const int q = topo().hex_q[h], r = topo().hex_r[h];
  return std::max({std::abs(q), std::abs(r), std::abs(q + r)});
}
// Where a hex lies: "in the middle", "inland to the north", "on the south-east coast".
std::string hex_place(int h, bool fine) {
  if (ring(h) == 0) return "in the middle";
  const char* dir = compass(bearing(hex_x(h), hex_y(h)), fine);
  return ring(h) == 1 ? std::string("inland to the ") + dir : std::string("on the ") + dir + " coast";
}

}  // namespace

// Two hexes can yield the same and carry the same number; only then is the
// place added, as a player pointing at the board would.
std::string hex_text(const Model& m, int h) {
  if (h < 0 || h >= kHexes) return "a hex";
  const std::string w = hex_word(m, h);
  bool twin = false, close_twin = false;
  for (int g = 0; g < kHexes; ++g)
    if (g != h && hex_word(m, g) == w) {
      twin = true;
      close_twin |= hex_place(g, false) == hex_place(h, false);
    }
  return twin ? w + " " + hex_place(h, close_twin) : w;
}

namespace {

// The land hexes a corner touches, and those a side parts (both ends touch them).
std::vector<int> corner_hexes(int nd) {
  std::vector<int> hs;
  for (int h : topo().node_hexes[nd])
    if (h >= 0) hs.push_back(h);
  return hs;
}
std::vector<int> side_hexes(int e) {
  std::vector<int> hs;
  const auto& ends = topo().edge_nodes[e];
  for (int h : topo().node_hexes[ends[0]])
    for (int k : topo().node_hexes[ends[1]])
      if (h >= 0 && k == h) hs.push_back(h);
  return hs;
}
std::vector<std::string> sorted_words(const Model& m, const std::vector<int>& hs) {
  std::vector<std::string> w;
  for (int h : hs) w.push_back(hex_word(m, h));
  std::sort(w.begin(), w.end());
  return w;
}
bool has_twin(const Model& m, int h) {
  for (int g = 0; g < kHexes; ++g)
    if (g != h && hex_word(m, g) == hex_word(m, h)) return true;
  return false;
}
// The hexes' words, with places added when another corner (or side) touches
// hexes that read the same: "by the wool 5 on the north coast and the desert".
std::string hexes_words(const Model& m, const std::vector<int>& hs, bool side, int self) {
  bool twins = false;
  for (int h : hs) twins |= has_twin(m, h);
  bool ambiguous = false;
  if (twins) {
    const auto mine = sorted_words(m, hs);
    const int count = side ? kEdges : kNodes;
    for (int o = 0; o < count && !ambiguous; ++o) {
      if (o == self) continue;
      const auto other = side ? side_hexes(o) : corner_hexes(o);
      ambiguous = other.size() == hs.size() && sorted_words(m, other) == mine;
    }
  }
  std::vector<std::string> w;
  for (int h : hs) w.push_back(ambiguous ? hex_text(m, h) : hex_word(m, h));
  return join_words(w);
}

}  // namespace

// Where a corner is, by the hexes it touches ("by the grain 6, the ore 8 and
// the wool 3"); a corner on one hex only is named by its side of that hex, as
// several corners share it ("on the coast at the north corner of the ore 8").
std::string corner_text(const Model& m, int nd) {
  if (nd < 0 || nd >= kNodes) return "somewhere";
  const std::vector<int> hs = corner_hexes(nd);
  if (hs.empty()) return "on the coast";
  if (hs.size() == 1) {
    const int dx = topo().node_x[nd] - hex_x(hs[0]), dy = topo().node_y[nd] - hex_y(hs[0]);
    return std::string("on the coast at the ") + compass(bearing(dx, dy), false) + " corner of " +
           hex_text(m, hs[0]);
  }
  return "by " + hexes_words(m, hs, false, nd);
}

// Where a side is: between the two hexes it parts, or on the coast along one.
std::string side_text(const Model& m, int e) {
  if (e < 0 || e >= kEdges) return "somewhere";
  const std::vector<int> hs = side_hexes(e);
  if (hs.size() == 2) return "between " + hexes_words(m, hs, true, e);
  if (hs.empty()) return "on the coast";
  // The side's middle, doubled to stay in whole units.
  const auto& ends = topo().edge_nodes[e];
  const int dx = topo().node_x[ends[0]] + topo().node_x[ends[1]] - 2 * hex_x(hs[0]);
  const int dy = topo().node_y[ends[0]] + topo().node_y[ends[1]] - 2 * hex_y(hs[0]);
  return std::string("on the coast along the ") + compass(bearing(dx, dy), false) + " side of " +
         hex_text(m, hs[0]);
}

std::string end_summary(const Model& m) {
  if (m.phase != kOver) return "";
  std::vector<std::string> w;
  int pts = 0;
  for (int p = 0; p < m.n; ++p)
    if (m.winners & (1u << p)) w.push_back(m.names[p]), pts = m.points(p);
  const std::string who = w.empty() ? std::string("Nobody") : join_words(w);
  const std::string points = std::to_string(pts) + (pts == 1 ? " point" : " points");
  switch (m.end_reason) {
    case kEndPoints: return who + " reached " + points + " and wins";  // C-WIN
    case kEndOverrun:                                                  // CZ-OVERRUN
      return "The zombies overran the island; " + who + (w.size() > 1 ? " share the win" : " wins") +
             " with the most points (" + std::to_string(pts) + ")";
    case kEndLastStanding: return who + " wins as the last player with a settlement left";  // CZ-LAST
    default: return who + (w.size() > 1 ? " share the win" : " wins");
  }
}

std::string prompt_text(const Model& m, int viewer) {
  auto who = [&](int p) { return p == viewer ? "You (" + m.names[p] + ")" : m.names[p]; };
  const std::string cur = m.cur >= 0 && m.cur < m.n ? who(m.cur) : "?";
  switch (m.phase) {
    case kSetupSettle: return cur + ": place an opening settlement on a lit corner.";
    case kSetupRoad: return cur + ": place a road next to it.";
    case kPreRoll: return cur + ": roll the dice (or play a card first).";
    case kZombieChoice:
      return cur + ": choose which hex numbered " + std::to_string(m.zombie_number) + " gets the zombie.";
    case kDiscarding: {
      std::string s = "A seven! Big hands give back half:";
      for (int p = 0; p < m.n; ++p)
        if (m.pl[p].discard) s += " " + m.names[p] + " " + std::to_string(m.pl[p].discard) + ",";
      s.pop_back();
      return s + ".";
    }
    case kMovingRobber: return cur + ": move the robber to a lit hex.";
    case kStealing: return cur + ": choose whom to rob.";
    case kMain: return cur + ": trade, build, play a card or end the turn.";
    case kFreeRoads: return cur + ": place a free road on a lit side.";
    case kOfferCompose: return cur + " is writing a trade offer.";
    case kOfferRespond: return "Everyone answers the offer of " + m.names[m.cur] + ".";
    case kOfferChoose: return cur + ": pick a trading partner or withdraw.";
    case kPayingZombies:
      if (m.payer >= 0 && m.payer < m.n)
        return "Zombies attack! " + who(m.payer) + (m.payer == viewer ? " still owe " : " still owes ") +
               std::to_string(m.pl[m.payer].owed) + " (" + tables().worth_text + ").";
      return "Zombies attack!";
    case kOver: {
      std::string w;
      for (int p = 0; p < m.n; ++p)
        if (m.winners & (1u << p)) w += (w.empty() ? "" : " and ") + m.names[p];
      const bool several = (m.winners & (m.winners - 1)) != 0;
      return w.empty() ? "Game over" : w + (several ? " win!" : " wins!");
    }
    default: return "";
  }
}

const char* answer_text(int resp) {
  switch (resp) {
    case kRespPending: return "thinking";
    case kRespAccept: return "accepts";
    case kRespDecline: return "declines";
    case kRespCountering: return "writing a counter";
    case kRespCounter: return "counters";
    default: return "-";
  }
}

std::string describe(const Model& m, const Event& e) {
  const std::string who = e.player >= 0 && e.player < m.n ? m.names[e.player] : "Nobody";
  const int a = e.v[0], b = e.v[1], c = e.v[2];
  const std::string seat_b = a >= 0 && a < m.n ? m.names[a] : "?";
  switch (e.kind) {
    case kEvRoll: return who + " rolled " + std::to_string(a) + " and " + std::to_string(b);
    case kEvProduce: return who + " got " + std::to_string(a) + " " + res_name(b);
    case kEvShortage:
      return std::string("The bank is short of ") + res_name(a) + ": " + std::to_string(b) + " owed";
    case kEvBuild: {
      static const char* k[] = {"a road ", "a settlement ", "a city "};
      return who + " built " + k[a < 0 || a > 2 ? 0 : a] + (a == 0 ? side_text(m, b) : corner_text(m, b));
    }
    case kEvBuyDev: return who + " bought a development card";
    case kEvPlayDev: return who + " played " + dev_name(a);
    case kEvBankTrade:
      return who + " traded " + std::to_string(b) + " " + res_name(a) + " to the bank for " + res_name(c);
    case kEvOffer: return who + " offers a trade";
    case kEvResponse: return who + (a == 1 ? " accepts" : a == 2 ? " declines" : " counters");
    case kEvTrade: return who + " traded with " + seat_b;
    case kEvOfferClosed: return "The offer of " + who + " is withdrawn";
    case kEvZombie: return "A zombie shambles onto " + hex_text(m, a) + " (" + std::to_string(b) + " there)";
    case kEvInfest:
      return cap(hex_text(m, a)) + " is infested: zombies spread to " + std::to_string(b) + " hexes";
    case kEvNoZombie: return "No hex numbered " + std::to_string(a) + " has room for a zombie";
    case kEvZombieKill:
      return who + "'s knight cleared " + std::to_string(b) + " zombies from " + hex_text(m, a);
    case kEvAttack: return "Zombies attack " + who + " for " + std::to_string(a);
    case kEvPayCard: return who + " paid the zombies one " + res_name(a);
    case kEvDestroy: {
      static const char* k[] = {"lost the road ", "lost the settlement ", "saw the city "};
      return who + " " + k[a < 0 || a > 2 ? 0 : a] + (a == 0 ? side_text(m, b) : corner_text(m, b)) +
             (a == 2 ? " fall to a settlement" : "");
    }
    case kEvOut: return who + " has no settlement left and is out";
    case kEvQuietSeven: return "A seven in round " + std::to_string(a) + " does nothing";
    case kEvDiscard: return who + " discarded one " + std::string(res_name(a));
    case kEvRobber: return who + " moved the robber to " + hex_text(m, a);
    case kEvSteal: return who + " robbed " + seat_b;
    case kEvLongest:
      return e.player >= 0 ? who + " holds the longest road (" + std::to_string(a) + ")"
                           : std::string("Nobody holds the longest road");
    case kEvArmy:
      return e.player >= 0 ? who + " holds the largest army" : std::string("Nobody holds the largest army");
    case kEvTurn: return who + "'s turn (round " + std::to_string(a) + ")";
    case kEvGameOver: {
      if (m.phase == kOver) return end_summary(m);  // the state after this event: the game is over
      std::string w;
      for (int p = 0; p < m.n; ++p)
        if (b & (1 << p)) w += (w.empty() ? "" : " and ") + m.names[p];
      static const char* k[] = {"reached the points to win", "survived the overrun best",
                                "is the last one standing"};
      return "Game over: " + w + " " + k[a < 0 || a > 2 ? 0 : a];
    }
    default: return "?";
  }
}

}  // namespace shamble::catan
