#!/usr/bin/env python3
"""Serves a built site the way a static host would: precompressed files, right types.

Usage: scripts/serve.py [--port N] [--bind ADDR] [DIR]   (default 8080, 127.0.0.1, build/wasm/site)

Standard library only. For a request of FILE it answers with FILE.br or FILE.gz
(made at build time by scripts/precompress.py) when the browser accepts that
encoding, else FILE itself; compressible types always carry `Vary: Accept-Encoding`
so no cache hands a compressed body to a client that did not ask for one.
`.wasm` goes out as application/wasm, which WebAssembly.instantiateStreaming requires.

Caching: file names carry no build hash (the service worker's cache is keyed by the
build id instead), so every response says `Cache-Control: no-cache` with a strong
ETag: the browser may keep a copy but asks first, and an unchanged file costs a 304.
A long max-age would let a new build's service worker fill its cache with the last
build's files from the HTTP cache.
"""
import argparse
import email.utils
import http.server
import os
import posixpath
import sys
import urllib.parse

TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".data": "application/octet-stream",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".txt": "text/plain; charset=utf-8",
    ".ttf": "font/ttf",
}
# Already compressed (or tiny): never looked up as .br/.gz.
INCOMPRESSIBLE = {".png", ".ico"}
# Preference when the browser takes several.
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))


def accepted(header):
    """The content codings an Accept-Encoding header allows (q=0 excludes)."""
    out = set()
    for part in (header or "").split(","):
        fields = part.strip().split(";")
        name = fields[0].strip().lower()
        q = 1.0
        for f in fields[1:]:
            k, _, v = f.strip().partition("=")
            if k == "q":
                try:
                    q = float(v)
                except ValueError:
                    q = 0.0
        if name and q > 0:
            out.add(name)
    return out


class Handler(http.server.BaseHTTPRequestHandler):
    server_version = "ShambleServe/1"
    protocol_version = "HTTP/1.1"  # keep-alive: the page's files come over one or two connections
    root = "."

    def log_message(self, fmt, *args):  # quiet unless asked: tests start many servers
        if self.server.verbose:
            sys.stderr.write("%s %s\n" % (self.address_string(), fmt % args))

    def do_GET(self):
        self.respond(send_body=True)

    def do_HEAD(self):
        self.respond(send_body=False)

    def local_path(self):
        """The file under root the URL names (index.html for a folder), or None."""
        path = urllib.parse.unquote(urllib.parse.urlsplit(self.path).path)
        path = posixpath.normpath(path)
        parts = [p for p in path.split("/") if p and p not in (".", "..")]
        full = os.path.join(self.root, *parts)
        if os.path.isdir(full):
            full = os.path.join(full, "index.html")
        return full if os.path.isfile(full) else None

    def respond(self, send_body):
        full = self.local_path()
        if full is None:
            self.send_error(404, "Not found")
            return
        ext = os.path.splitext(full)[1].lower()
        ctype = TYPES.get(ext, "application/octet-stream")
        body_path, coding = full, None
        compressible = ext not in INCOMPRESSIBLE
        if compressible:
            ok = accepted(self.headers.get("Accept-Encoding"))
            for name, suffix in ENCODINGS:
                # A stale precompressed copy (older than the file) is never served.
                cand = full + suffix
                if name in ok and os.path.isfile(cand) and os.path.getmtime(cand) >= os.path.getmtime(full):
                    body_path, coding = cand, name
                    break
        st = os.stat(body_path)
        # One ETag per representation: the plain file and each encoding differ.
        etag = '"%x-%x%s"' % (st.st_mtime_ns, st.st_size, "-" + coding if coding else "")
        if etag in [t.strip() for t in (self.headers.get("If-None-Match") or "").split(",")]:
            self.send_response(304)
            self.common_headers(etag, compressible, st)
            self.end_headers()
            return
        self.send_response(200)
        self.send_header("Content-Type", ctype)
        if coding:
            self.send_header("Content-Encoding", coding)
        self.send_header("Content-Length", str(st.st_size))
        self.common_headers(etag, compressible, st)
        self.end_headers()
        if send_body:
            with open(body_path, "rb") as f:
                while True:
                    chunk = f.read(64 * 1024)
                    if not chunk:
                        break
                    self.wfile.write(chunk)

    def common_headers(self, etag, compressible, st):
        self.send_header("ETag", etag)
        self.send_header("Last-Modified", email.utils.formatdate(st.st_mtime, usegmt=True))
        self.send_header("Cache-Control", "no-cache")
        if compressible:
            self.send_header("Vary", "Accept-Encoding")
        self.send_header("X-Content-Type-Options", "nosniff")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dir", nargs="?", default=os.path.join(here, "..", "build", "wasm", "site"))
    ap.add_argument("--port", type=int, default=int(os.environ.get("PORT", "8080")))
    ap.add_argument("--bind", default="127.0.0.1")
    ap.add_argument("--verbose", action="store_true", help="log every request to stderr")
    a = ap.parse_args()
    if not os.path.isfile(os.path.join(a.dir, "index.html")):
        sys.exit("serve.py: %s/index.html missing: build the site first (scripts/build-web)" % a.dir)
    Handler.root = os.path.abspath(a.dir)
    httpd = http.server.ThreadingHTTPServer((a.bind, a.port), Handler)
    httpd.verbose = a.verbose
    httpd.daemon_threads = True
    print("serving %s on http://%s:%d/" % (Handler.root, a.bind, httpd.server_address[1]), flush=True)
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
