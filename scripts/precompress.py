#!/usr/bin/env python3
"""Writes FILE.gz (gzip -9) and, when the brotli module is there, FILE.br (quality 11)
beside every compressible file of a built site, for scripts/serve.py or any static
host that serves precompressed files (nginx gzip_static/brotli_static, Caddy precompressed).

Usage: precompress.py SITE_DIR     (run by web/site.cmake after assembling the site)

A copy is rewritten only when it is older than its file, so re-running is cheap.
Output is deterministic (no name or time in the gzip header). Brotli comes from
Debian's python3-brotli (scripts/deps web); without it only .gz is written.
"""
import gzip
import os
import sys

COMPRESSIBLE = {".html", ".js", ".wasm", ".data", ".webmanifest", ".svg", ".json", ".txt", ".css"}

try:
    import brotli
except ImportError:
    brotli = None


def fresh(copy, src):
    return os.path.isfile(copy) and os.path.getmtime(copy) >= os.path.getmtime(src)


def write(path, data):
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(data)
    os.replace(tmp, path)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: precompress.py SITE_DIR")
    site = sys.argv[1]
    made = 0
    for folder, _, names in os.walk(site):
        for name in names:
            src = os.path.join(folder, name)
            if os.path.splitext(name)[1].lower() not in COMPRESSIBLE:
                continue
            data = None
            if not fresh(src + ".gz", src):
                data = open(src, "rb").read()
                write(src + ".gz", gzip.compress(data, compresslevel=9, mtime=0))
                made += 1
            if brotli and not fresh(src + ".br", src):
                data = data if data is not None else open(src, "rb").read()
                write(src + ".br", brotli.compress(data, quality=11))
                made += 1
    note = "" if brotli else " (no brotli module: gzip only)"
    print("precompress: %d file(s) written in %s%s" % (made, site, note))


if __name__ == "__main__":
    main()
