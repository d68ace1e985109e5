// Player text names hexes, corners and sides as people at the table do ("the
// grain 6"), never by the engine's index (issue 14, item 9).
#include <catch2/catch.hpp>
#include <set>

#include "games/catan/text.h"
#include "helpers.h"

using namespace cattest;

namespace {
bool has_digit_after(const std::string& s, const std::string& word) {
  for (size_t at = s.find(word); at != std::string::npos; at = s.find(word, at + 1))
    if (at + word.size() < s.size() && std::isdigit(static_cast<unsigned char>(s[at + word.size()])))
      return true;
  return false;
}
// No "hex 5", "corner 12" or "side 15": an index is for action codes only.
bool free_of_indexes(const std::string& s) {
  return !has_digit_after(s, "hex ") && !has_digit_after(s, "corner ") && !has_digit_after(s, "side ");
}
}  // namespace

TEST_CASE("C-ROBBER hexes are named by what they yield and their number, told apart by place",
          "[catan][words]") {
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    auto s = make(seed % 2 ? "classic" : "zombies", {}, seed);
    Model& m = M(*s);
    std::set<std::string> names;
    for (int h = 0; h < kHexes; ++h) {
      const std::string t = hex_text(m, h);
      INFO(t);
      CHECK(t.rfind("the ", 0) == 0);
      CHECK(free_of_indexes(t));
      if (m.terrain[h] != kDesert) {
        CHECK(t.find(res_name(m.terrain[h])) != std::string::npos);
        CHECK(t.find(std::to_string(m.number[h])) != std::string::npos);
      }
      names.insert(t);
    }
    CHECK(names.size() == static_cast<size_t>(kHexes));  // every hex can be told apart
  }
}

TEST_CASE("C-ROBBER the robber's log line, prompt choices and zombie lines say the hex as players do",
          "[catan][words]") {
  auto s = make("classic", {"layout=beginner"});
  Model& m = M(*s);
  const int h = 4;
  const std::string where = hex_text(m, h);
  const std::string line = s->describe(Event{kEvRobber, 0, "C-ROBBER", {h, 0, 0, 0}});
  CHECK(line == m.names[0] + " moved the robber to " + where);
  CHECK(free_of_indexes(line));
  CHECK(s->label(act(kMoveRobber, h)) == "Move the robber to " + where);
  for (int kind : {kEvZombie, kEvInfest, kEvZombieKill}) {
    const std::string z = s->describe(Event{static_cast<int16_t>(kind), 0, "CZ-INFEST", {h, 2, 0, 0}});
    INFO(z);
    CHECK(free_of_indexes(z));
    CHECK(z.find(where.substr(4)) != std::string::npos);  // "grain 6" inside "The grain 6 is infested"
  }
}

TEST_CASE("C-BUILD corners and sides on the coast are named by their side of the hex, not a number",
          "[catan][words]") {
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    auto s = make("classic", {}, seed);
    Model& m = M(*s);
    std::set<std::string> corners, sides;
    for (int nd = 0; nd < kNodes; ++nd) {
      const std::string t = corner_text(m, nd);
      INFO(t);
      CHECK(free_of_indexes(t));
      corners.insert(t);
    }
    for (int e = 0; e < kEdges; ++e) {
      const std::string t = side_text(m, e);
      INFO(t);
      CHECK(free_of_indexes(t));
      CHECK(sides.insert(t).second);
    }
    CHECK(corners.size() == static_cast<size_t>(kNodes));
    CHECK(sides.size() == static_cast<size_t>(kEdges));
  }
}
