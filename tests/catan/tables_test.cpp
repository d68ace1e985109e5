// The fast paths' building blocks: the action table apply() copies its
// argument counts from, the whole-hand word tests and the topology bitsets
// agree with the plain definitions they replace.
#include <catch2/catch.hpp>

#include "helpers.h"

using namespace cattest;

TEST_CASE("action and event tables name every kind", "[catan][tables]") {
  auto s = make("classic");
  REQUIRE(s->action_kinds().size() == static_cast<size_t>(kNumActionKinds));
  REQUIRE(s->event_kinds().size() == static_cast<size_t>(kNumEventKinds));
  // An argument a kind does not take is refused, whatever the kind.
  for (int k = 0; k < kNumActionKinds; ++k) {
    const int args = s->action_kinds()[k].args;
    Action a{k, 0, 0, 0};
    (args < 1 ? a.a : args < 2 ? a.b : a.c) = 1;
    auto e = s->apply(0, a, nullptr);
    INFO(s->action_kinds()[k].name);
    REQUIRE(e);
    REQUIRE(e->rule == "action-code");
  }
}

TEST_CASE("whole-hand word tests match card-by-card comparisons", "[catan][tables]") {
  Rng r(5);
  for (int i = 0; i < 20000; ++i) {
    ResArr a{}, b{};
    for (int k = 0; k < kRes; ++k) {
      a[k] = static_cast<int8_t>(r.below(20));
      b[k] = static_cast<int8_t>(r.below(i % 2 ? 5 : 20));
    }
    bool covers = true;
    for (int k = 0; k < kRes; ++k) covers &= a[k] >= b[k];
    REQUIRE(covers_all(res_word(a), res_word(b)) == covers);
    REQUIRE(word_total(res_word(a)) == total(a));
    for (int k = 0; k < kRes; ++k) {
      REQUIRE(((ge_bytes(res_word(a), res_word(b)) >> (8 * k + 7)) & 1) == (a[k] >= b[k] ? 1u : 0u));
      REQUIRE(((zero_bytes(res_word(a)) >> (8 * k + 7)) & 1) == (a[k] == 0 ? 1u : 0u));
    }
  }
}

TEST_CASE("topology bitsets mirror the adjacency lists", "[catan][tables]") {
  const Topology& t = topo();
  for (int e = 0; e < kEdges; ++e) {
    REQUIRE(t.edge_node_bits[e] == ((1ull << t.edge_nodes[e][0]) | (1ull << t.edge_nodes[e][1])));
    for (int nd : t.edge_nodes[e])
      REQUIRE(((e < 64 ? t.node_edge_lo[nd] : t.node_edge_hi[nd]) >> (e & 63) & 1));
  }
  for (int nd = 0; nd < kNodes; ++nd) {
    int edges = __builtin_popcountll(t.node_edge_lo[nd]) + __builtin_popcountll(t.node_edge_hi[nd]);
    int listed = 0, nbrs = 0;
    for (int e : t.node_edges[nd]) listed += e >= 0;
    for (int g : t.node_nodes[nd]) nbrs += g >= 0;
    REQUIRE(edges == listed);
    REQUIRE(__builtin_popcountll(t.node_nbr_bits[nd]) == nbrs);
  }
  for (int h = 0; h < kHexes; ++h) REQUIRE(__builtin_popcountll(t.hex_node_bits[h]) == 6);
}

TEST_CASE("seats still answering an offer, from the answers", "[catan][tables]") {
  auto s = make("classic", {"layout=beginner"});
  Model& m = M(*s);
  m.phase = kOfferRespond;
  const int8_t kinds[] = {kRespNone, kRespPending, kRespAccept, kRespDecline, kRespCountering, kRespCounter};
  for (int code = 0; code < 6 * 6 * 6 * 6; ++code) {
    uint32_t expect = 0;
    for (int p = 0, c = code; p < 4; ++p, c /= 6) {
      m.offer.resp[p] = kinds[c % 6];
      if (kinds[c % 6] == kRespPending || kinds[c % 6] == kRespCountering) expect |= 1u << p;
    }
    REQUIRE(m.actors() == expect);
  }
}
