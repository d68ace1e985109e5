// The page loads, draws ImGui (screenshot has many distinct colours) and a
// Flipped game started through window.shamble can be played to the end. The
// test-only pig game is not in the web build. The server (scripts/serve.py, as
// scripts/play runs it) sends the page's files compressed, and the wasm compiles
// from the stream (no fallback to a buffer).
import path from 'node:path';
import { statSync, writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, distinctColours, artifacts, assert, site } from './lib.mjs';

// Every file the page downloads that compresses well; the icons (PNG) are not among them.
const COMPRESSED = ['', 'js/saves.js', 'js/api.js', 'js/keyboard.js', 'js/gl_state.js', 'shamble-web.js',
  'shamble-web.wasm', 'shamble-web.data'];

await runTest('load: page draws ImGui and plays flipped', async ({ server, context }) => {
  const encodings = {};
  context.on('response', async (r) => {
    const file = r.url().slice(server.url.length).split('?')[0];
    if (!COMPRESSED.includes(file) || encodings[file]) return;
    // The page's own download: not the service worker's fetches (its precache may come first
    // under load) nor a 304 revalidation, whose headers carry no body encoding.
    if (r.status() !== 200 || r.fromServiceWorker() || r.request().serviceWorker()) return;
    const h = await r.allHeaders();
    // A response with no headers to read (Chromium reports one for the data file now and then
    // when the download is handed over from the memory cache) says nothing about the server.
    if (!h['content-type'] || encodings[file]) return;
    encodings[file] = { encoding: h['content-encoding'] || 'none', type: h['content-type'] };
  });
  const page = await openPage(context, server.url);
  await ready(page);
  // Under load Chromium sometimes reports only header-less answers for a file (the
  // data file, handed over from its memory cache): ask the server as a browser does.
  for (const f of COMPRESSED.filter((x) => !encodings[x])) {
    const r = await fetch(server.url + f, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    await r.arrayBuffer();
    encodings[f] = { encoding: r.headers.get('content-encoding') || 'none', type: r.headers.get('content-type'), asked: true };
  }
  for (const f of COMPRESSED) {
    const e = encodings[f];
    console.log(`  ${(f || 'index.html').padEnd(18)} ${e ? `${e.encoding} (${e.type})${e.asked ? ', asked directly' : ''}` : 'not seen'}`);
    assert(e && /^(gzip|br)$/.test(e.encoding), `${f || 'index.html'} is served compressed: ${JSON.stringify(e)}`);
  }
  assert(encodings['shamble-web.wasm'].type === 'application/wasm', 'the wasm is served as application/wasm');
  // A client that takes no encoding gets the plain file; every answer says it varies.
  const plain = await fetch(server.url + 'shamble-web.wasm', { headers: { 'Accept-Encoding': 'identity' } });
  await plain.arrayBuffer();
  assert(!plain.headers.get('content-encoding') &&
    +plain.headers.get('content-length') === statSync(path.join(site, 'shamble-web.wasm')).size,
  'the plain wasm for Accept-Encoding: identity');
  assert(plain.headers.get('vary') === 'Accept-Encoding', 'Vary: Accept-Encoding');
  const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((m) => m.name));
  assert(marks.includes('shamble:wasm-ready') && marks.includes('shamble:first-frame'), 'start-up marks: ' + marks.join(', '));
  assert(!page.warnings.some((w) => /streaming compile failed/.test(w)), 'the wasm compiled from the stream: ' +
    page.warnings.join('; '));
  const png = await page.screenshot();
  writeFileSync(path.join(artifacts, 'load-start.png'), png);
  const colours = distinctColours(png);
  console.log(`  start screen: ${colours} distinct colours`);
  assert(colours > 20, `screenshot looks blank (${colours} colours)`);
  const games = await page.evaluate(() => window.shamble.games().map((g) => g.id));
  console.log(`  games: ${games.join(', ')}`);
  assert(games.includes('flipped'), 'flipped is registered');
  assert(!games.includes('pig'), 'the test-only pig game is not shipped');

  const r = await page.evaluate(() => window.shamble.newGame({ game: 'flipped', seats: ['human', 'human'], seed: 7 }));
  assert(r.ok, 'newGame ok: ' + JSON.stringify(r));
  // Play by always taking the first legal action until the game ends.
  const end = await page.evaluate(() => {
    for (let i = 0; i < 5000; ++i) {
      const s = window.shamble.state();
      if (s.terminal) return s;
      const legal = window.shamble.legal();
      const res = window.shamble.apply(legal[i % legal.length].code);
      if (!res.ok) throw new Error(JSON.stringify(res));
    }
    return window.shamble.state();
  });
  assert(end.terminal, 'game reached its end');
  const bad = await page.evaluate(() => window.shamble.apply('no-such-action'));
  assert(!bad.ok && bad.error.message, 'bad code refused with a message');
  await frames(page, 4);
  writeFileSync(path.join(artifacts, 'load-flipped-end.png'), await page.screenshot());
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
});
