"""A catanatron Player that asks Shamble's Hexlands bot what to do.

On every decision catanatron's state becomes one of our scenario files (our
seat = the player's colour, seat order = catanatron's turn order), `shamble new
--scenario` builds the position, `shamble decide` runs the bot (make_bot of the
game, Bot::choose: what `shamble sim` uses) and the chosen action code is mapped
back to one of catanatron's playable actions. catanatron moves the robber and
picks the victim in one action; ours are two decisions, so after a robber move
with several possible victims the move is applied (`shamble apply`) and the bot
decides again.

With check=True every decision also compares `shamble legal` with catanatron's
playable_actions after mapping both into one vocabulary; the differences are
counted by kind (the proof that the mapping is right; rule differences between
the engines show up here too, see README.md).
"""

import collections
import json
import subprocess
import time

from catanatron.models.enums import (
    CITY,
    DEVELOPMENT_CARDS,
    RESOURCES,
    ROAD,
    SETTLEMENT,
    ActionPrompt,
    ActionType,
)
from catanatron.models.player import Player

import geometry

OUR_RES = ["lumber", "brick", "wool", "grain", "ore"]  # index = catanatron's RESOURCES index
TERRAIN = {"WOOD": "forest", "BRICK": "hills", "SHEEP": "pasture", "WHEAT": "fields", "ORE": "mountains", None: "desert"}
HARBOUR = {None: "any", "WOOD": "lumber", "BRICK": "brick", "SHEEP": "wool", "WHEAT": "grain", "ORE": "ore"}
DEV = {"KNIGHT": "knight", "VICTORY_POINT": "victory", "ROAD_BUILDING": "road_building",
       "YEAR_OF_PLENTY": "plenty", "MONOPOLY": "monopoly"}
PLAYABLE_DEVS = ["KNIGHT", "ROAD_BUILDING", "YEAR_OF_PLENTY", "MONOPOLY"]  # with an OWNED_AT_START flag


class BridgeError(Exception):
    pass


class Shamble:
    """The `shamble` driver, one process per call (JSON in, JSON out)."""

    def __init__(self, path):
        self.path = path

    def _run(self, args, stdin):
        p = subprocess.run([self.path] + args, input=stdin, capture_output=True, text=True)
        if p.returncode != 0:
            raise BridgeError("shamble %s: %s" % (" ".join(args[:1]), p.stderr.strip()))
        return p.stdout

    def new(self, scenario):
        return self._run(["new", "--scenario", "-"], json.dumps(scenario))

    def decide(self, doc, seat, level, seed):
        return json.loads(self._run(["decide", "-", "--seat", str(seat), "--level", level, "--seed", str(seed)], doc))

    def legal(self, doc, seat):
        out = json.loads(self._run(["legal", "-"], doc))
        return [a["code"] for a in out["actions"] if a["seat"] == seat]

    def apply(self, doc, code, seat):
        return json.dumps(json.loads(self._run(["apply", "-", code, "--seat", str(seat)], doc))["game"])

    def phase(self, doc):
        return json.loads(self._run(["view", "-"], doc))["phase"]


def scenario_of(state, m, seed):
    """catanatron's State as our scenario JSON (docs/games/catan.md "Scenario fields")."""
    ps = state.player_state
    n = len(state.colors)
    terrain, numbers = [None] * 19, [0] * 19
    for coord, tile in state.board.map.land_tiles.items():
        h = m.hex_of[coord]
        terrain[h] = TERRAIN[tile.resource]
        numbers[h] = tile.number or 0
    prompt = state.current_prompt
    turn_key = "P%d" % state.current_turn_index
    setup = state.is_initial_build_phase
    players = []
    for i, color in enumerate(state.colors):
        k = "P%d" % i
        b = state.buildings_by_color[color]
        p = {
            "settlements": [m.node_of[nd] for nd in b[SETTLEMENT]],
            "cities": [m.node_of[nd] for nd in b[CITY]],
            "roads": [m.edge(e) for e in b[ROAD]],
            "hand": {OUR_RES[j]: ps["%s_%s_IN_HAND" % (k, r)] for j, r in enumerate(RESOURCES)},
            "dev": {DEV[d]: ps["%s_%s_IN_HAND" % (k, d)] for d in DEVELOPMENT_CARDS},
            "knights": ps["%s_PLAYED_KNIGHT" % k],
        }
        if i == state.current_turn_index and not setup:
            # catanatron marks a kind playable when held at the start of the turn; a kind not
            # held then was bought this turn (one card a turn: the counts beyond do not matter).
            p["dev_new"] = {DEV[d]: 0 if ps["%s_%s_OWNED_AT_START" % (k, d)] else ps["%s_%s_IN_HAND" % (k, d)]
                            for d in PLAYABLE_DEVS}
        if state.is_discarding and state.discard_counts[i] > 0:
            p["discard"] = state.discard_counts[i]
        players.append(p)
    if prompt == ActionPrompt.BUILD_INITIAL_SETTLEMENT:
        phase = "setup_settlement"
    elif prompt == ActionPrompt.BUILD_INITIAL_ROAD:
        phase = "setup_road"
    elif prompt == ActionPrompt.DISCARD:
        phase = "discard"
    elif prompt == ActionPrompt.MOVE_ROBBER:
        phase = "robber"
    elif prompt == ActionPrompt.PLAY_TURN:
        if state.is_road_building:
            phase = "free_roads"
        else:
            phase = "main" if ps[turn_key + "_HAS_ROLLED"] else "roll"
    else:
        raise BridgeError("no Hexlands phase for catanatron's prompt %s (domestic trade is off)" % prompt)
    turn = {"current": state.current_turn_index, "phase": phase}
    if not setup:
        turn.update({
            "round": state.num_turns // n + 1,
            "rolled": bool(ps[turn_key + "_HAS_ROLLED"]),
            "dev_played": bool(ps[turn_key + "_HAS_PLAYED_DEVELOPMENT_CARD_IN_TURN"]),
        })
        if phase == "free_roads":
            turn["free_roads"] = state.free_roads_available
    deck = collections.Counter(state.development_listdeck)
    scen = {
        "game": "catan",
        "preset": "classic",
        "seed": seed,
        "player_count": n,
        "options": {"trade_offers_per_turn": "0"},
        "board": {"terrain": terrain, "numbers": numbers, "harbours": [HARBOUR[r] for r in m.harbours]},
        "robber": m.hex_of[state.board.robber_coordinate],
        "players": players,
        "deck": {DEV[d]: deck.get(d, 0) for d in DEVELOPMENT_CARDS},
        "bank": {OUR_RES[j]: state.resource_freqdeck[j] for j in range(5)},
        "turn": turn,
    }
    if not setup:
        scen["longest"] = next((i for i in range(n) if ps["P%d_HAS_ROAD" % i]), -1)
        scen["army"] = next((i for i in range(n) if ps["P%d_HAS_ARMY" % i]), -1)
    return scen


def our_key(code):
    """One of our action codes in the vocabulary both engines map into."""
    parts = code.split(":")
    kind, args = parts[0], [int(x) for x in parts[1:]]
    simple = {"roll": "ROLL", "end-turn": "END_TURN", "buy-dev": "BUY_DEVELOPMENT_CARD",
              "knight": "PLAY_KNIGHT_CARD", "road-building": "PLAY_ROAD_BUILDING"}
    if kind in simple:
        return (simple[kind],)
    named = {"settle": "BUILD_SETTLEMENT", "road": "BUILD_ROAD", "city": "BUILD_CITY", "monopoly": "PLAY_MONOPOLY",
             "discard": "DISCARD_RESOURCE", "robber": "MOVE_ROBBER"}
    if kind in named:
        return (named[kind], args[0])
    if kind == "plenty":
        return ("PLAY_YEAR_OF_PLENTY", tuple(args))
    if kind == "bank":
        return ("MARITIME_TRADE", args[0], args[1])
    return ("OURS-ONLY", code)


def catan_key(a, m):
    """One of catanatron's actions in the same vocabulary (the victim is dropped: ours is a second decision)."""
    t, v = a.action_type, a.value
    R = RESOURCES.index
    if t in (ActionType.ROLL, ActionType.END_TURN, ActionType.BUY_DEVELOPMENT_CARD, ActionType.PLAY_KNIGHT_CARD,
             ActionType.PLAY_ROAD_BUILDING):
        return (t.value,)
    if t in (ActionType.BUILD_SETTLEMENT, ActionType.BUILD_CITY):
        return (t.value, m.node_of[v])
    if t == ActionType.BUILD_ROAD:
        return (t.value, m.edge(v))
    if t in (ActionType.PLAY_MONOPOLY, ActionType.DISCARD_RESOURCE):
        return (t.value, R(v))
    if t == ActionType.MOVE_ROBBER:
        return (t.value, m.hex_of[v[0]])
    if t == ActionType.PLAY_YEAR_OF_PLENTY:
        return (t.value, tuple(sorted(R(x) for x in v)))
    if t == ActionType.MARITIME_TRADE:
        return (t.value, R(v[0]), R(v[4]))
    return ("CATANATRON-ONLY", t.value)


class Stats:
    def __init__(self):
        self.decisions = 0
        self.ms = []  # wall time of each of our decisions (process start to answer)
        self.bot_ms = []  # the bot's own time inside `decide`
        self.unmapped = 0  # our move had no catanatron counterpart
        self.refused = 0  # positions our engine refused (holders dropped and retried)
        self.checked = 0
        self.forced = 0  # decisions with one playable action, not asked
        self.mismatch = collections.Counter()  # (side, action kind) -> decisions
        self.refusals = collections.Counter()  # why our engine refused a position
        self.phases = collections.Counter()  # our scenario phase of each decision asked

    def as_json(self):
        ms = sorted(self.ms)
        return {
            "decisions": self.decisions,
            "forced": self.forced,
            "mean_ms": sum(ms) / len(ms) if ms else 0,
            "median_ms": ms[len(ms) // 2] if ms else 0,
            "mean_bot_ms": sum(self.bot_ms) / len(self.bot_ms) if self.bot_ms else 0,
            "unmapped": self.unmapped,
            "refused_positions": self.refused,
            "refusals": dict(self.refusals),
            "checked": self.checked,
            "mismatch": {"%s %s" % k: v for k, v in sorted(self.mismatch.items()) if v},
            "phases": dict(sorted(self.phases.items())),
        }


class BridgePlayer(Player):
    def __init__(self, color, shamble, level="strong:notrade:i96", seed=1, check=False, stats=None, geometry_our=None):
        super().__init__(color, is_bot=True)
        self.sh = Shamble(shamble)
        self.level = level
        self.seed = seed
        self.check = check
        self.stats = stats or Stats()
        self.our = geometry_our or geometry.ours(shamble)
        self._maps = {}

    def mapping(self, catan_map):
        key = id(catan_map)
        if key not in self._maps:
            self._maps = {key: geometry.Mapping(self.our, catan_map)}
        return self._maps[key]

    def _doc(self, scen):
        try:
            return self.sh.new(scen)
        except BridgeError as e:
            # The engines break some holder ties differently (README): derive ours instead.
            if "longest" not in scen:
                raise
            self.stats.refused += 1
            self.stats.refusals[str(e).split(": ", 1)[-1][:120]] += 1
            scen = dict(scen)
            scen.pop("longest")
            scen.pop("army")
            return self.sh.new(scen)

    def decide(self, game, playable_actions):
        t0 = time.perf_counter()
        state = game.state
        m = self.mapping(state.board.map)
        seat = state.colors.index(self.color)
        self.stats.decisions += 1
        if len(playable_actions) == 1 and not self.check:
            self.stats.forced += 1
            return playable_actions[0]  # nothing to decide
        seed = self.seed * 1000003 + self.stats.decisions
        scen = scenario_of(state, m, seed)
        self.stats.phases[scen["turn"]["phase"]] += 1
        doc = self._doc(scen)
        by_key = collections.defaultdict(list)
        for a in playable_actions:
            by_key[catan_key(a, m)].append(a)
        if self.check:
            ours = {our_key(c) for c in self.sh.legal(doc, seat)}
            theirs = set(by_key)
            self.stats.checked += 1
            for k in ours - theirs:
                self.stats.mismatch[("ours-only", k[0])] += 1
            for k in theirs - ours:
                self.stats.mismatch[("catanatron-only", k[0])] += 1
        d = self.sh.decide(doc, seat, self.level, seed)
        self.stats.bot_ms.append(d["ms"])
        key = our_key(d["code"])
        found = by_key.get(key, [])
        if key[0] == "MOVE_ROBBER" and len(found) > 1:
            # Several victims: our engine asks who, as a second decision.
            doc2 = self.sh.apply(doc, d["code"], seat)
            if self.check:  # the victims: ours after the move, catanatron's for that hex
                ours = {state.colors[int(c.split(":")[1])] for c in self.sh.legal(doc2, seat) if c.startswith("steal:")}
                theirs = {a.value[1] for a in found}
                self.stats.mismatch[("ours-only", "STEAL")] += len(ours - theirs)
                self.stats.mismatch[("catanatron-only", "STEAL")] += len(theirs - ours)
            d2 = self.sh.decide(doc2, seat, self.level, seed + 1)
            self.stats.bot_ms.append(d2["ms"])
            self.stats.phases["steal"] += 1
            victim = state.colors[int(d2["code"].split(":")[1])] if d2["code"].startswith("steal:") else None
            found = [a for a in found if a.value[1] == victim]
        self.stats.ms.append(1000 * (time.perf_counter() - t0))
        if len(found) == 1:
            return found[0]
        self.stats.unmapped += 1
        return playable_actions[0]
