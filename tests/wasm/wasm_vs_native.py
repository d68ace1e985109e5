#!/usr/bin/env python3
"""The same seed must play the same game natively and in WebAssembly.

Runs the driver compiled to wasm (under node) and the native driver side by
side: game lists, new-game documents and whole simulations must be identical
byte for byte. Usage: wasm_vs_native.py WASM_DRIVER_JS NATIVE_DRIVER
"""
import json
import os
import subprocess
import sys
import tempfile

wasm_js, native = sys.argv[1], sys.argv[2]


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    if p.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed: {p.stderr}")
    return p.stdout


def both(*args):
    # node 20 cannot fetch a file:// wasm; the driver is linked SINGLE_FILE and
    # --no-experimental-fetch keeps Emscripten's glue off fetch entirely.
    w = run(["node", "--no-experimental-fetch", wasm_js, *args])
    n = run([native, *args])
    if w != n:
        raise SystemExit(f"wasm and native differ for {' '.join(args)}:\nwasm:   {w[:400]}\nnative: {n[:400]}")
    return n


games = json.loads(both("games"))
checked = 0
tmp = tempfile.mkdtemp(prefix="shamble-wasm-")
for g in games:
    both("new", g["id"], "--seed", "7")
    both("sim", g["id"], "--games", "20", "--seed", "11", "--max-turns", "300")
    # A finished bot game's story: standings rank with 64-bit keys, which a
    # 32-bit `long` in wasm once overflowed (the winner placed last).
    cfg = os.path.join(tmp, g["id"] + ".json")
    with open(cfg, "w") as f:
        n = g["default_players"]
        json.dump({"game": g["id"], "players": n, "seats": ["bot:normal"] * n,
                   "games": 3, "seed": 5, "variants": {"A": {}}}, f)
    for k in range(3):
        doc = os.path.join(tmp, f"{g['id']}-{k}.json")
        with open(doc, "w") as f:
            f.write(run([native, "lab", cfg, "--game", str(k), "--variant", "A"]))
        both("stats", doc)
    checked += 1
print(f"wasm and native agree on {checked} games (new, sim, stats)")
