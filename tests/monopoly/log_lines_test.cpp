// One line per thing that happened (issue 14, item 7): a payment is one
// sentence, said by one event; its queueing and cash movements are steps with
// no sentence of their own, so the log needs no comparing of sentences.
#include "helpers.h"

using namespace shamble;
using namespace shamble::mono;
using namespace shamble::mono::test;

namespace {
// The sentences of the last action, as the log shows them.
std::vector<std::string> lines(Game& g) {
  std::vector<std::string> out;
  for (auto& e : g.events)
    if (std::string t = g.s->describe(e); !t.empty()) out.push_back(t);
  return out;
}
int count_with(const std::vector<std::string>& v, const std::string& part) {
  int n = 0;
  for (auto& s : v) n += s.find(part) != std::string::npos;
  return n;
}
std::string name(Game& g, int p) { return g.s->player_name(p); }
std::string sq(Game& g, int s) { return board::square_name(s, g.r().theme); }
}  // namespace

TEST_CASE("M-RENT-1 M-DEBT-1 a rent paid at once is one line, under the rent's rule", "[monopoly][log]") {
  Game g;
  g.own(1, {6});
  g.fix();
  g.ok(0, A(kRoll), {2, 4});
  const auto l = lines(g);
  const std::string said = name(g, 0) + " paid " + name(g, 1) + " $6 rent for " + sq(g, 6);
  CHECK(count_with(l, "$6") == 1);
  CHECK(count_with(l, said) == 1);
  for (auto& e : g.events)
    if (e.kind == kEvRent) CHECK(std::string(e.rule) == "M-RENT-1");
  // The steps are still there for animations and statistics.
  CHECK(g.saw(kEvDebt));
  CHECK(g.saw(kEvCashMoved));
  CHECK(g.saw(kEvDebtPaid));
}

TEST_CASE("M-DEBT-1 a rent that must be raised first: owed in one line, paid in one line later",
          "[monopoly][log]") {
  Game g;
  g.own(1, {6});
  g.own(0, {39});
  g.pl(0).cash = 2;
  g.fix();
  g.ok(0, A(kRoll), {2, 4});
  auto l = lines(g);
  CHECK(count_with(l, name(g, 0) + " owes " + name(g, 1) + " $6 rent for " + sq(g, 6)) == 1);
  CHECK(count_with(l, "$6") == 1);
  REQUIRE(g.t().phase == kDebt);
  g.ok(0, A(kMortgage, 39));
  l = lines(g);
  CHECK(count_with(l, "mortgaged") == 1);
  CHECK(count_with(l, name(g, 0) + " paid " + name(g, 1) + " $6 rent") == 1);
  CHECK(l.size() == 2);
}

TEST_CASE("M-TAX-1 a tax paid at once is one line", "[monopoly][log]") {
  Game g;
  g.fix();
  g.ok(0, A(kRoll), {1, 3});  // start + 4: the income tax
  const auto l = lines(g);
  CHECK(count_with(l, "$200") == 1);
  CHECK(count_with(l, name(g, 0) + " paid $200 at " + sq(g, 4)) == 1);
}

TEST_CASE("M-GO-1 M-BUY-1 M-JAIL-3 salary, a purchase and the jail fine are one line each",
          "[monopoly][log]") {
  Game g;
  g.pl(0).pos = 36;
  g.fix();
  g.ok(0, A(kRoll), {3, 4});  // past the start to square 3
  auto l = lines(g);
  CHECK(count_with(l, "$200") == 1);  // "collected $200 salary", no "the bank pays" line
  REQUIRE(g.t().pending_buy == 3);
  g.ok(0, A(kBuy));
  l = lines(g);
  CHECK(l.size() == 1);
  CHECK(count_with(l, name(g, 0) + " bought " + sq(g, 3)) == 1);

  Game j;
  j.pl(0).pos = kJailSquare;
  j.pl(0).in_jail = true;
  j.fix();
  j.ok(0, A(kPayJail));
  l = lines(j);
  REQUIRE(l.size() == 1);
  CHECK(l[0] == name(j, 0) + " paid $50 and left the lockup");
}

TEST_CASE("M-TRADE-4 cash changing hands in a trade keeps its own line", "[monopoly][log]") {
  Game g;
  g.own(1, {6});
  g.fix();
  g.ok(0, A(kTradeStart, 1));
  g.ok(0, A(kTradeCash, 0, 100));
  g.ok(0, A(kTradeDeed, 6));
  g.ok(0, A(kTradePropose));
  g.ok(1, A(kTradeAccept));
  const auto l = lines(g);
  CHECK(count_with(l, name(g, 0) + " paid " + name(g, 1) + " $100") == 1);
  CHECK(count_with(l, sq(g, 6) + " passes from " + name(g, 1) + " to " + name(g, 0)) == 1);
}
