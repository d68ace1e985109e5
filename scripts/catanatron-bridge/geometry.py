"""Board geometry: catanatron's tiles, node ids, edges and ports mapped onto
Hexlands' hex, corner and side ids and harbour slots, by position.

Both boards are 19 pointy-top hexes around (0, 0). catanatron uses cube
coordinates (x, y, z) with z growing southwards (UNIT_VECTORS: EAST (1,-1,0),
SOUTHEAST (0,-1,1)), so its axial (q, r) is (x, z), like ours (docs/games/catan.md
"Board numbering"). A corner is named by the three hexes (land or sea) that meet
there, a side by its two corners; nothing is typed in by hand: our ids come from
`shamble view` (the engine's own tables), catanatron's from its map objects.

The harbours sit in different places on the two coasts, so the mapping is one
of the 12 symmetries of the hexagon (rotations and reflections) chosen so that
catanatron's nine port sides land on our nine harbour slots; every game-relevant
relation (adjacency, which corners a harbour serves) is kept. If no symmetry
fits, or any id fails to map, this module raises: the bridge never guesses.
"""

import json
import subprocess

# Neighbour directions in axial (q, r): NE, E, SE, SW, W, NW.
DIRS = [(1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1)]
# Corner k of a pointy-top hex, clockwise from the top (catanatron's NodeRef
# order NORTH, NORTHEAST, SOUTHEAST, SOUTH, SOUTHWEST, NORTHWEST; our hexes list
# their corners in the same order), touches the hex and neighbours DIRS[k-1], DIRS[k].
NODEREF_ORDER = ["NORTH", "NORTHEAST", "SOUTHEAST", "SOUTH", "SOUTHWEST", "NORTHWEST"]


class GeometryError(Exception):
    pass


def corner_key(q, r, k):
    """The three hexes meeting at corner k of hex (q, r), as a frozenset of (q, r)."""
    a, b = DIRS[(k - 1) % 6], DIRS[k]
    return frozenset([(q, r), (q + a[0], r + a[1]), (q + b[0], r + b[1])])


def to_cube(q, r):
    return (q, -q - r, r)


def from_cube(c):
    return (c[0], c[2])


def symmetries():
    """The 12 symmetries of the hexagon, as functions on axial (q, r)."""
    out = []
    for reflect in (False, True):
        for turns in range(6):

            def f(qr, reflect=reflect, turns=turns):
                x, y, z = to_cube(*qr)
                if reflect:
                    y, z = z, y
                for _ in range(turns):
                    x, y, z = -z, -x, -y
                return from_cube((x, y, z))

            out.append((("reflect+" if reflect else "") + "rotate%d" % (60 * turns), f))
    return out


def ours_from_view(view):
    """Our geometry from `shamble view` JSON: hex by (q, r), corner by key, side by corner pair."""
    hexes = {(h["q"], h["r"]): h["id"] for h in view["hexes"]}
    corners = {}
    for h in view["hexes"]:
        for k, nd in enumerate(h["nodes"]):
            key = corner_key(h["q"], h["r"], k)
            if corners.setdefault(key, nd) != nd:
                raise GeometryError("our corner %d disagrees with our own hex table" % nd)
    sides = {frozenset((e["a"], e["b"])): e["id"] for e in view["edges"]}
    slots = [frozenset(next((e["a"], e["b"]) for e in view["edges"] if e["id"] == h["edge"])) for h in view["harbours"]]
    if len(hexes) != 19 or len(corners) != 54 or len(sides) != 72 or len(slots) != 9:
        raise GeometryError("our board is not the 19-hex island")
    return {"hexes": hexes, "corners": corners, "sides": sides, "slots": slots}


def ours(shamble):
    doc = subprocess.run([shamble, "new", "catan", "--preset", "classic"], check=True, capture_output=True, text=True).stdout
    view = subprocess.run([shamble, "view", "-"], input=doc, check=True, capture_output=True, text=True).stdout
    return ours_from_view(json.loads(view))


class Mapping:
    """catanatron ids -> ours for one catanatron map (and back)."""

    def __init__(self, our, catan_map):
        from catanatron.models.tiles import LandTile, Port
        from catanatron.models.map import PORT_DIRECTION_TO_NODEREFS

        land = {c: t for c, t in catan_map.tiles.items() if isinstance(t, LandTile)}
        ports = [t for t in catan_map.tiles.values() if isinstance(t, Port)]
        if len(land) != 19 or len(ports) != 9:
            raise GeometryError("catanatron's map is not the 19-hex base island with 9 ports")
        # catanatron node id -> the three hexes around it (in catanatron's axial frame).
        node_key = {}
        for tiles in (land.items(), ((c, t) for c, t in catan_map.tiles.items() if isinstance(t, Port))):
            for c, t in tiles:
                q, r = from_cube(c)
                for ref, nid in t.nodes.items():
                    key = corner_key(q, r, NODEREF_ORDER.index(ref.value))
                    if node_key.setdefault(nid, key) != key:
                        raise GeometryError("catanatron node %d sits at two places" % nid)
        port_pairs = []
        for p in ports:
            a, b = PORT_DIRECTION_TO_NODEREFS[p.direction]
            port_pairs.append((p.resource, (p.nodes[a], p.nodes[b])))
        tried = []
        for name, f in symmetries():
            m = self._try(our, land, node_key, port_pairs, f)
            if m:
                self.symmetry = name
                self.hex_of, self.node_of, self.side_of, self.harbours = m
                break
            tried.append(name)
        else:
            raise GeometryError("no rotation or reflection puts catanatron's ports on our harbour slots")
        self.coord_of_hex = {h: c for c, h in self.hex_of.items()}
        self.node_of_ours = {v: k for k, v in self.node_of.items()}
        self.side_of_ours = {v: k for k, v in self.side_of.items()}

    @staticmethod
    def _try(our, land, node_key, port_pairs, f):
        moved = lambda key: frozenset(f(qr) for qr in key)
        hex_of = {}
        for c in land:
            h = our["hexes"].get(f(from_cube(c)))
            if h is None:
                return None
            hex_of[c] = h
        node_of = {}
        for nid, key in node_key.items():
            nd = our["corners"].get(moved(key))
            if nd is None:
                continue  # a sea corner of a port tile: not a land corner
            node_of[nid] = nd
        if sorted(node_of.values()) != list(range(54)):
            return None
        unset = object()
        harbours = [unset] * 9
        for res, (a, b) in port_pairs:
            if a not in node_of or b not in node_of:
                return None
            pair = frozenset((node_of[a], node_of[b]))
            if pair not in our["slots"]:
                return None
            harbours[our["slots"].index(pair)] = res
        if any(h is unset for h in harbours):
            return None
        side_of = {}
        for pair, e in our["sides"].items():
            a, b = pair
            side_of[frozenset((Mapping._inv(node_of, a), Mapping._inv(node_of, b)))] = e
        return hex_of, node_of, side_of, harbours

    @staticmethod
    def _inv(d, v):
        for k, x in d.items():
            if x == v:
                return k
        raise GeometryError("our corner %d has no catanatron node" % v)

    def edge(self, catan_edge):
        e = self.side_of.get(frozenset(catan_edge))
        if e is None:
            raise GeometryError("catanatron edge %r has no side of ours" % (catan_edge,))
        return e


DIR_NAMES = ["NORTHEAST", "EAST", "SOUTHEAST", "SOUTHWEST", "WEST", "NORTHWEST"]  # as DIRS


def hexlands_port_template(our):
    """catanatron's BASE_MAP_TEMPLATE with its ports moved onto our harbour slots.

    catanatron's own port sides are not ours under any symmetry (3 of 9 coincide
    at best), so a catanatron game can only be mirrored on a map whose ports sit
    where ours can: same land hexes, same tile, number and port-kind pools, each
    port a sea hex facing the land hex across one of our slot sides.
    """
    from catanatron.models.map import BASE_MAP_TEMPLATE, MapTemplate
    from catanatron.models.tiles import LandTile, Water
    from catanatron.models.coordinate_system import Direction
    from catanatron.models.tiles import Port

    key_of = {nd: key for key, nd in our["corners"].items()}
    ports = {}
    for pair in our["slots"]:
        a, b = sorted(pair)
        both = key_of[a] & key_of[b]
        sea = [qr for qr in both if qr not in our["hexes"]]
        land = [qr for qr in both if qr in our["hexes"]]
        if len(sea) != 1 or len(land) != 1:
            raise GeometryError("harbour side %r is not on the coast" % (sorted(pair),))
        d = (land[0][0] - sea[0][0], land[0][1] - sea[0][1])
        ports[to_cube(*sea[0])] = (Port, Direction[DIR_NAMES[DIRS.index(d)]])
    topology = {}
    for c, t in BASE_MAP_TEMPLATE.topology.items():
        topology[c] = t if t is LandTile else ports.pop(c, Water)
    if ports:
        raise GeometryError("a harbour faces a sea hex catanatron's frame does not have")
    return MapTemplate(
        BASE_MAP_TEMPLATE.numbers, BASE_MAP_TEMPLATE.port_resources, BASE_MAP_TEMPLATE.tile_resources, topology
    )


def catanatron_port_fit(our, catan_map):
    """The best symmetry's count of catanatron ports on our slots (for the README's claim)."""
    try:
        Mapping(our, catan_map)
        return 9
    except GeometryError:
        pass
    from catanatron.models.tiles import LandTile, Port
    from catanatron.models.map import PORT_DIRECTION_TO_NODEREFS

    key = {}
    for c, t in catan_map.tiles.items():
        if isinstance(t, (LandTile, Port)):
            for ref, nid in t.nodes.items():
                key[nid] = corner_key(*from_cube(c), NODEREF_ORDER.index(ref.value))
    best = 0
    for _, f in symmetries():
        hits = 0
        for t in catan_map.tiles.values():
            if isinstance(t, Port):
                a, b = PORT_DIRECTION_TO_NODEREFS[t.direction]
                na = our["corners"].get(frozenset(f(x) for x in key[t.nodes[a]]))
                nb = our["corners"].get(frozenset(f(x) for x in key[t.nodes[b]]))
                hits += frozenset((na, nb)) in our["slots"]
        best = max(best, hits)
    return best
