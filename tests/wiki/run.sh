#!/usr/bin/env bash
# The <shamble> tag in a real MediaWiki: installs Debian's mediawiki (SQLite,
# PHP's own web server, nothing from outside the package registries), makes a
# throwaway wiki with the extension enabled, serves it and the built game site
# on two different local ports (two origins, as in production), writes a page
# with tags, and checks it in headless Chromium (wiki.mjs).
# Usage: tests/wiki/run.sh [SITE_DIR]   (default build/wasm/site)
# Ends with exactly one line "N passed, M failed"; exits non-zero on failure.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
site="$(cd "${1:-$repo/build/wasm/site}" 2>/dev/null && pwd)" || { echo "no site: build the web app first"; echo "0 passed, 1 failed"; exit 1; }
fail() { echo "wiki setup failed: $*"; echo "0 passed, 1 failed"; exit 1; }

"$repo/scripts/deps" wiki || fail "could not install mediawiki"
"$repo/scripts/deps" browser || fail "could not install the browser"
mw=/usr/share/mediawiki
[ -f "$mw/maintenance/install.php" ] || fail "$mw/maintenance/install.php missing"

work="$(mktemp -d)"
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done; rm -rf "$work"; }
trap cleanup EXIT
port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
wport="$(port)"; sport="$(port)"
while [ "$sport" = "$wport" ]; do sport="$(port)"; done
export MW_CONFIG_FILE="$work/LocalSettings.php"

echo "== installing a throwaway wiki (SQLite) in $work"
php "$mw/maintenance/install.php" --dbtype=sqlite --dbpath="$work/db" --dbname=wiki \
  --server="http://127.0.0.1:$wport" --scriptpath="" --confpath="$work" \
  --pass="shamble-test-$RANDOM$RANDOM" --lang=en "Shamble Rules" Admin >"$work/install.log" 2>&1 \
  || { tail -n 20 "$work/install.log"; fail "install.php"; }
cat >>"$work/LocalSettings.php" <<PHP

# --- added by tests/wiki/run.sh: the extension as docs/EMBED.md installs it
wfLoadExtension( 'Shamble', '$repo/web/mediawiki/Shamble/extension.json' );
\$wgShambleSiteUrl = 'http://127.0.0.1:$sport/';
\$wgCacheDirectory = '$work/cache';
\$wgShowExceptionDetails = true;
PHP

echo "== writing the test page"
page="$work/page.wiki"
python3 "$here/make_page.py" >"$page" || fail "make_page.py"
php "$mw/maintenance/edit.php" --user Admin --summary "Shamble tag test" Shamble_tag_test <"$page" \
  >"$work/edit.log" 2>&1 || { cat "$work/edit.log"; fail "edit.php"; }

echo "== serving the wiki on :$wport and the game site on :$sport"
php -S "127.0.0.1:$wport" -t "$mw" >"$work/wiki-server.log" 2>&1 &
pids+=($!)
(cd "$site" && exec python3 -m http.server --bind 127.0.0.1 "$sport") >"$work/site-server.log" 2>&1 &
pids+=($!)
up() { python3 -c 'import sys,urllib.request; urllib.request.urlopen(sys.argv[1], timeout=5)' "$1" 2>/dev/null; }
for _ in $(seq 100); do
  up "http://127.0.0.1:$wport/index.php?title=Shamble_tag_test" && up "http://127.0.0.1:$sport/" && break
  sleep 0.1
done

export SHAMBLE_NODE_MODULES="${SHAMBLE_NODE_MODULES:-${SHAMBLE_CACHE:-$HOME/.cache/shamble}/node/node_modules}"
export WIKI_URL="http://127.0.0.1:$wport/index.php?title=Shamble_tag_test" SITE_URL="http://127.0.0.1:$sport/"
export WIKI_EXTENSION_JSON="$repo/web/mediawiki/Shamble/extension.json"
[ -n "${WIKI_HOLD:-}" ] && { echo "holding: $WIKI_URL"; sleep "$WIKI_HOLD"; }
if timeout 300 node "$here/wiki.mjs"; then
  echo "1 passed, 0 failed"
else
  echo "== wiki server log (tail)"; tail -n 20 "$work/wiki-server.log"
  echo "0 passed, 1 failed"
  exit 1
fi
