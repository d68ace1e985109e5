#!/usr/bin/env python3
"""Checks the geometry mapping against both engines' own tables (a script
check, not in scripts/test: it needs catanatron).

  python3 geometry_check.py --shamble build/native/core/shamble --catanatron PATH

For several catanatron maps with the ports on our slots: every land tile's six
NodeRef corners are our hex's six corners in order, every catanatron edge of a
land tile is one of our sides joining the mapped corners, the 54 nodes and 72
edges map one to one, and catanatron's port_nodes (which corners trade at which
rate) are exactly the corners of our harbour slots of that kind. Also prints how
many of catanatron's default port sides fit our slots under the best symmetry.
"""

import argparse
import json
import os
import random
import subprocess
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--shamble", required=True)
    ap.add_argument("--catanatron", default=os.environ.get("CATANATRON_SRC"))
    ap.add_argument("--maps", type=int, default=20)
    args = ap.parse_args()
    if not args.catanatron:
        ap.error("--catanatron PATH or CATANATRON_SRC is needed")
    sys.path.insert(0, args.catanatron)
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from catanatron.models.map import BASE_MAP_TEMPLATE, CatanMap
    import geometry

    doc = subprocess.run([args.shamble, "new", "catan", "--preset", "classic"], check=True, capture_output=True,
                         text=True).stdout
    view = json.loads(subprocess.run([args.shamble, "view", "-"], input=doc, check=True, capture_output=True,
                                     text=True).stdout)
    our = geometry.ours_from_view(view)
    hex_nodes = {h["id"]: h["nodes"] for h in view["hexes"]}
    side = {frozenset((e["a"], e["b"])): e["id"] for e in view["edges"]}
    slot_nodes = [(e["a"], e["b"]) for h in view["harbours"] for e in view["edges"] if e["id"] == h["edge"]]
    fails = 0

    def expect(ok, what):
        nonlocal fails
        if not ok:
            fails += 1
            print("FAIL:", what)

    fit = geometry.catanatron_port_fit(our, CatanMap.from_template(BASE_MAP_TEMPLATE))
    print("catanatron's default ports on our slots under the best symmetry: %d of 9" % fit)
    template = geometry.hexlands_port_template(our)
    for seed in range(args.maps):
        random.seed(seed)
        cmap = CatanMap.from_template(template, "random")
        m = geometry.Mapping(our, cmap)
        expect(m.symmetry == "rotate0", "the ports-on-our-slots map needs no symmetry (got %s)" % m.symmetry)
        expect(sorted(m.node_of.values()) == list(range(54)) and len(m.node_of) == 54, "54 nodes one to one")
        expect(sorted(m.side_of.values()) == list(range(72)), "72 sides one to one")
        for coord, tile in cmap.land_tiles.items():
            h = m.hex_of[coord]
            refs = [tile.nodes[r] for r in sorted(tile.nodes, key=lambda r: geometry.NODEREF_ORDER.index(r.value))]
            expect([m.node_of[n] for n in refs] == hex_nodes[h], "tile %s corners = hex %d corners" % (coord, h))
            for e in tile.edges.values():
                s = side.get(frozenset(m.node_of[n] for n in e))
                expect(s is not None and m.edge(e) == s, "tile %s edge %s is our side" % (coord, e))
        for res, nodes in cmap.port_nodes.items():
            ours = {n for i, (a, b) in enumerate(slot_nodes) if m.harbours[i] == res for n in (a, b)}
            expect({m.node_of[n] for n in nodes} == ours, "port %s corners" % res)
        expect(sorted(map(str, m.harbours)) == sorted(map(str, [None] * 4 + ["WOOD", "BRICK", "SHEEP", "WHEAT", "ORE"])),
               "9 harbour kinds")
    print("%d maps checked, %d failures" % (args.maps, fails))
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
