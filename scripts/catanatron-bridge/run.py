#!/usr/bin/env python3
"""Seat Shamble's Hexlands bot in catanatron's own engine against three of its
AlphaBetaPlayer or ValueFunctionPlayer and report the win rate (Wilson 95%).

  nice -n 10 python3 run.py --opponents value --games 200 --seed 1 \\
      --shamble build/native/core/shamble --catanatron /path/to/catanatron

Game g (from 0) uses seed S+g and seats our bot at seat g % 4 (catanatron's turn
order), so 4k games put it k times in every seat. --first N starts at game N (from 1)
of such a run, so a command's games can be played in parts, each game with the seed
and seat it has in the whole command. The JSON result (--out) is rewritten
after every game: a run stopped early still reports what finished.
"""

import argparse
import json
import math
import os
import random
import sys
import time


def wilson(wins, n, z=1.96):
    if n == 0:
        return [0.0, 1.0]
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return [round(c - h, 4), round(c + h, 4)]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--opponents", choices=["alphabeta", "value"], required=True)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--first", type=int, default=1, help="the first game to play, counted from 1")
    ap.add_argument("--shamble", required=True, help="the shamble driver binary")
    ap.add_argument("--catanatron", default=os.environ.get("CATANATRON_SRC"),
                    help="directory holding the catanatron package (or CATANATRON_SRC)")
    ap.add_argument("--level", default="strong:notrade:i96", help="our bot level (decide --level)")
    ap.add_argument("--check", action="store_true", help="compare legal moves on every decision")
    ap.add_argument("--out", help="JSON result file (rewritten after every game)")
    args = ap.parse_args()
    if os.environ.get("PYTHONHASHSEED") != "0":
        # catanatron keeps moves in sets of tuples of strings and enums: their order, and so the
        # opponents' tie-breaks, follow the per-process string hash. Pin it, or seeds do not
        # reproduce games.
        os.execve(sys.executable, [sys.executable] + sys.argv, dict(os.environ, PYTHONHASHSEED="0"))
    if not args.catanatron:
        ap.error("--catanatron PATH or CATANATRON_SRC is needed")
    sys.path.insert(0, args.catanatron)
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from catanatron import Color, Game
    from catanatron.game import TURNS_LIMIT
    from catanatron.models.actions import generate_playable_actions
    from catanatron.models.map import CatanMap
    from catanatron.players.minimax import AlphaBetaPlayer
    from catanatron.players.value import ValueFunctionPlayer

    import bridge
    import geometry

    shamble = os.path.abspath(args.shamble)
    our_geo = geometry.ours(shamble)
    template = geometry.hexlands_port_template(our_geo)
    stats = bridge.Stats()
    Opp = AlphaBetaPlayer if args.opponents == "alphabeta" else ValueFunctionPlayer
    colors = [Color.RED, Color.BLUE, Color.ORANGE, Color.WHITE]
    if args.first < 1:
        ap.error("--first counts games from 1")
    result = {"opponents": args.opponents, "level": args.level, "seed": args.seed, "first": args.first,
              "check": args.check,
              "map": "catanatron BASE island, numbers placed at random, ports on Hexlands' slots",
              "games": 0, "wins": 0, "no_winner": 0, "by_seat": [[0, 0] for _ in range(4)], "log": []}
    t_start = time.time()
    for g in range(args.first - 1, args.first - 1 + args.games):
        seed = args.seed + g
        seat = g % 4
        ours = bridge.BridgePlayer(colors[0], shamble, args.level, seed, args.check, stats, our_geo)
        others = [Opp(c) for c in colors[1:]]
        order = others[:seat] + [ours] + others[seat:]
        random.seed(seed)
        cmap = CatanMap.from_template(template, "random")
        game = Game(order, seed=seed, catan_map=cmap)
        # catanatron shuffles the seating; put it back so our seat rotates.
        st = game.state
        st.players = order
        st.colors = tuple(p.color for p in order)
        st.color_to_index = {c: i for i, c in enumerate(st.colors)}
        game.playable_actions = generate_playable_actions(st)
        t0 = time.time()
        winner = game.play()
        won = winner == ours.color
        result["games"] += 1
        result["wins"] += won
        result["no_winner"] += winner is None
        result["by_seat"][seat][0] += won
        result["by_seat"][seat][1] += 1
        result["log"].append({"seed": seed, "seat": seat, "won": won,
                              "winner_seat": st.colors.index(winner) if winner else None,
                              "turns": st.num_turns, "seconds": round(time.time() - t0, 1)})
        result["rate"] = round(result["wins"] / result["games"], 4)
        result["ci95"] = wilson(result["wins"], result["games"])
        result["fair_share"] = 0.25
        result["turn_limit"] = TURNS_LIMIT
        result["ours"] = stats.as_json()
        result["seconds"] = round(time.time() - t_start, 1)
        if args.out:
            with open(args.out + ".tmp", "w") as f:
                json.dump(result, f, indent=1)
            os.replace(args.out + ".tmp", args.out)
        print("game %d seed %d seat %d: %s in %d turns (%.0fs); %d/%d wins, ci95 %s, %.1f ms/decision, unmapped %d%s"
              % (g + 1, seed, seat, "won" if won else "lost" if winner else "no winner", st.num_turns,
                 time.time() - t0, result["wins"], result["games"], result["ci95"], result["ours"]["mean_ms"],
                 stats.unmapped, (", mismatches %s" % result["ours"]["mismatch"]) if args.check else ""),
              flush=True)
    print(json.dumps({k: v for k, v in result.items() if k != "log"}))


if __name__ == "__main__":
    main()
