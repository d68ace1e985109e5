#!/usr/bin/env python3
"""Draws the app icons as PNG (192 and 512 px) with the standard library only,
so no binary image is committed. Same picture as icon.svg: a green zombie head
with mismatched eyes on a dark rounded square. Usage: make_icons.py OUTDIR"""
import os
import struct
import sys
import zlib

BG = (0x1A, 0x1C, 0x1F, 255)
GREEN = (0x8C, 0xD9, 0x5A, 255)
CLEAR = (0, 0, 0, 0)


def pixel(x, y):  # x, y in the 64-unit space of icon.svg
    def inside_rrect(x0, y0, w, h, r):
        cx = min(max(x, x0 + r), x0 + w - r)
        cy = min(max(y, y0 + r), y0 + h - r)
        return x0 <= x <= x0 + w and y0 <= y <= y0 + h and (x - cx) ** 2 + (y - cy) ** 2 <= r * r

    def circle(cx, cy, r):
        return (x - cx) ** 2 + (y - cy) ** 2 <= r * r

    if not inside_rrect(0, 0, 64, 64, 12):
        return CLEAR
    if circle(24, 30, 5) or circle(40, 30, 3) or inside_rrect(22, 42, 20, 4, 2):
        return BG
    if circle(32, 34, 21):
        return GREEN
    return BG


def png(size):
    rows = []
    for j in range(size):
        row = bytearray([0])
        for i in range(size):
            row += bytes(pixel((i + 0.5) * 64 / size, (j + 0.5) * 64 / size))
        rows.append(bytes(row))

    def chunk(kind, data):
        c = struct.pack(">I", len(data)) + kind + data
        return c + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    ihdr = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) +
            chunk(b"IEND", b""))


if __name__ == "__main__":
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for s in (192, 512):
        with open(os.path.join(out, "icon-%d.png" % s), "wb") as f:
            f.write(png(s))
