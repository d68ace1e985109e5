#!/usr/bin/env python3
"""Writes the hand-made seeds of the fuzz targets whose inputs no test file
holds (action_codes, url) into tests/fuzz/corpus/<target>/seed-*. Run once;
scripts/fuzz then grows the corpus from them."""
import os, random

here = os.path.dirname(os.path.abspath(__file__))


def write(target, name, data):
    d = os.path.join(here, 'corpus', target)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, 'seed-' + name), 'wb') as f:
        f.write(data if isinstance(data, bytes) else data.encode())


rng = random.Random(7)
# action_codes: byte 0 game, byte 1 preset, byte 2 seed, then moves.
codes = ['roll', 'end', 'buy', 'pass', 'bid:120', 'build:39', 'mortgage:1', 'trade', 'road:15',
         'settle:3', 'city:3', 'move:7', 'swap', 'fight', 'hire', 'fortify:1', 'pay', 'jail:card',
         'robber:4:1', 'discard:1,0,0,0,0', 'dev:0', 'accept', 'decline', 'ask:5']
for g in range(5):
    for p in range(3):
        walk = '\n'.join('#%d' % rng.randrange(8) for _ in range(120))
        write('action_codes', 'walk-%d-%d' % (g, p), bytes([g, p, rng.randrange(256)]) + walk.encode())
        mixed = '\n'.join(('#%d' % rng.randrange(5)) if rng.random() < 0.6 else
                          '%d/%s' % (rng.randrange(4), rng.choice(codes)) for _ in range(80))
        write('action_codes', 'mixed-%d-%d' % (g, p), bytes([g, p, rng.randrange(256)]) + mixed.encode())

urls = ['', 'game=monopoly', 'game=monopozombie&preset=2018-05', 'game=catan&preset=zombies&players=3',
        'game=flipped&seed=42&speed=instant', 'embed=1&page=Rules%20page&game=catan',
        'game=monopoly&set=theme%3Dsurvival', 'scenario=eyJnYW1lIjoibW9ub3BvbHkifQ',
        'scenario=garbage', 'game=nope', 'game=monopoly&players=99', 'seats=human,bot:normal&game=catan',
        'names=Ada,Bea&game=monopoly', 'game=monopozombie&fortified_houses=true', 'speed=7',
        'page=' + 'x' * 260, 'game=%ZZ&preset=%', 'a=b=c&&&=&game=']
for i, u in enumerate(urls):
    write('url', 'q%02d' % i, u)

# The other targets are seeded from the tests' files (tests/saves, docs/scenarios);
# a few small ones here keep their kept corpora non-empty from the start.
write('document', 'empty-object', '{}')
write('document', 'no-log', '{"format": 2, "game": "monopoly", "rules_version": 3}')
write('binary_save', 'magic-only', b'SHMB')
write('binary_save', 'short', b'SHMB\x02\x00\x00\x00\x10\x00\x00\x00')
write('scenario', 'monopoly', '{"game": "monopoly", "seed": 3}')
write('scenario', 'catan-moves', '{"game": "catan", "preset": "zombies", "players": 3, "moves": ["0/roll"]}')
