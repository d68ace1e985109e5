// Offline support: caches the whole site under a name that carries the build
// id, so a new build installs a fresh cache and drops the old one. Requests
// are answered from the cache first (the files are immutable per build);
// navigations with any query string get the cached index.html.
// The server may send any file gzip- or brotli-encoded (`Vary: Accept-Encoding`);
// the cache holds the decoded body, the same for every encoding, so a match
// ignores Vary.
const CACHE = 'shamble-@BUILD_ID@';
const FILES = ['./', 'index.html', 'shamble-web.js', 'shamble-web.wasm', 'shamble-web.data', 'js/saves.js',
  'js/api.js', 'js/keyboard.js', 'js/gl_state.js', 'js/lab_client.js', 'js/live.js', 'js/engine_compile.js', 'js/engine_compile_worker.js', 'manifest.webmanifest', 'icons/icon.svg', 'icons/icon-192.png', 'icons/icon-512.png'];

// The Lab's worker and its wasm are not fetched at install (nor by the page at
// load): only when a lab first runs; the copy fetched then is kept in this
// build's cache, so the Lab's worker works offline once it has run online.
const LAZY = ['lab-worker.js', 'shamble-lab.js', 'shamble-lab.wasm'];

self.addEventListener('install', (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (e) => {
  e.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('shamble-') && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (e) => {
  const req = e.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  const key = req.mode === 'navigate' ? new URL('index.html', self.registration.scope).href : req;
  const lazy = LAZY.some((f) => new URL(f, self.registration.scope).href === req.url);
  e.respondWith(caches.open(CACHE).then((c) => c.match(key, { ignoreSearch: req.mode === 'navigate', ignoreVary: true })
    .then((hit) => hit || fetch(req).then((res) => {
      if (lazy && res.ok) c.put(req, res.clone());
      return res;
    }))));
});
