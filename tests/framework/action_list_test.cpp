// ActionList (framework/action_list.h): the stack list the Monopoly family's
// generators write into. A list longer than its inline room must spill to the
// heap whole, and erase/resize must keep order as std::vector's would.
#include "framework/action_list.h"

#include <algorithm>
#include <catch2/catch.hpp>

using namespace shamble;

TEST_CASE("action list: past its inline room it keeps every move, in order") {
  ActionList l;
  const int n = ActionList::kInline * 3 + 5;
  for (int i = 0; i < n; ++i) l.push_back({1, i, 0, 0});
  REQUIRE(l.size() == static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) REQUIRE(l[static_cast<size_t>(i)].a == i);
  std::vector<Action> out{{9, 9, 9, 9}};
  l.append_to(out);  // appends, as legal_actions does
  REQUIRE(out.size() == static_cast<size_t>(n) + 1);
  REQUIRE(out[0].kind == 9);
  REQUIRE(out.back().a == n - 1);
}

TEST_CASE("action list: erase and resize keep the rest in order") {
  ActionList l;
  for (int i = 0; i < 10; ++i) l.push_back({i % 3 == 0 ? 2 : 1, i, 0, 0});
  l.erase(std::remove_if(l.begin(), l.end(), [](const Action& a) { return a.kind == 2; }), l.end());
  std::vector<int> left;
  for (const Action& a : l) left.push_back(a.a);
  REQUIRE(left == std::vector<int>{1, 2, 4, 5, 7, 8});
  l.resize(2);
  REQUIRE(l.size() == 2);
  l.resize(5);  // only shrinks
  REQUIRE(l.size() == 2);
  l.clear();
  REQUIRE(l.empty());
}
