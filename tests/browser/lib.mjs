// Shared helpers for the browser tests: a static server on a free 127.0.0.1
// port (scripts/serve.py: precompressed files, as scripts/play serves them), Chromium through playwright-core with the
// flags from /work/shared/TOOLCHAIN.md, and small page utilities.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repo = path.resolve(here, '../..');
export const site = process.env.SHAMBLE_SITE || path.join(repo, 'build/wasm/site');
export const artifacts = path.join(repo, 'test-artifacts');
mkdirSync(artifacts, { recursive: true });

function loadPlaywright() {
  const dirs = [process.env.SHAMBLE_NODE_MODULES, ...(process.env.NODE_PATH || '').split(':'),
    path.join(process.env.HOME || '/root', '.cache/shamble/node/node_modules')].filter(Boolean);
  for (const d of dirs) {
    const p = path.join(d, 'playwright-core');
    if (existsSync(p)) return createRequire(import.meta.url)(p);
  }
  throw new Error('playwright-core not found: run scripts/deps browser or set SHAMBLE_NODE_MODULES');
}
export const { chromium } = loadPlaywright();

// WebRtcHideLocalIpsWithMdns off: WebRTC's host candidates are plain addresses,
// not mDNS names. A machine whose network drops multicast (CI's stop 62) cannot
// resolve those names, and live.mjs's two profiles then never connect.
export const CHROMIUM_FLAGS = ['--no-sandbox', '--use-gl=angle', '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-features=WebRtcHideLocalIpsWithMdns'];

// The server picks its own free port (--port 0) and prints it: no window in
// which a test running beside this one could take the same port.
export async function startServer(dir = site) {
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir}/index.html missing: build the web app first`);
  const proc = spawn('python3', [path.join(repo, 'scripts/serve.py'), '--port', '0', dir],
    { stdio: ['ignore', 'pipe', 'ignore'] });
  const port = await new Promise((resolve, reject) => {
    let text = '';
    proc.stdout.on('data', (d) => {
      text += d;
      const m = /on http:\/\/[^:]+:(\d+)\//.exec(text);
      if (m) resolve(Number(m[1]));
    });
    proc.on('exit', (code) => reject(new Error(`scripts/serve.py exited (${code}) before it served: ${text}`)));
  });
  proc.stdout.resume();
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; ++i) {
    try { const r = await fetch(url); if (r.ok) break; } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, port, stop: () => proc.kill() };
}

export async function launch() {
  return chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

// A page that records console errors; `ready` waits for window.shamble.ready
// and a few drawn ImGui frames.
// `init` runs in the page before any of its scripts (page.addInitScript):
// the fault tests use it to stand in for a full disk or a newer build.
// page.warnings collects console warnings (saves.js logs what it tells).
export async function openPage(context, url, { width = 1280, height = 800, init = null } = {}) {
  const page = await context.newPage();
  await page.setViewportSize({ width, height });
  page.errors = [];
  page.warnings = [];
  page.on('pageerror', (e) => page.errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') page.errors.push(m.text());
    if (m.type() === 'warning') page.warnings.push(m.text());
  });
  if (init) await page.addInitScript(init);
  await page.goto(url);
  return page;
}

// A tab of the site's origin that does not run the app: a stand-in for
// another tab, older or newer build, reaching the same IndexedDB. It is an
// about:blank popup of `opener` (an app page), which shares its origin: a
// navigation to any URL of the site would get the app from the service worker.
export async function rawPage(opener) {
  const [page] = await Promise.all([opener.context().waitForEvent('page'),
    opener.evaluate(() => { window.open('about:blank', '_blank'); })]);
  return page;
}

// Every record of the 'saves' and 'quarantine' stores, read straight from
// IndexedDB (bytes as plain arrays), without going through the app. A page
// holding a connection in window.__db (rawPage) reads through it: a second
// open there would queue behind an upgrade that very connection blocks.
export async function readStores(page) {
  return page.evaluate(() => new Promise((resolve, reject) => {
    const read = (db, close) => {
      const t = db.transaction(['saves', 'quarantine']);
      const out = {};
      const plain = (r) => Object.assign({}, r, r.bytes instanceof Uint8Array ? { bytes: Array.from(r.bytes) } : {});
      t.objectStore('saves').getAll().onsuccess = (e) => { out.saves = e.target.result.map(plain); };
      t.objectStore('quarantine').getAll().onsuccess = (e) => {
        out.quarantine = e.target.result.map((q) => Object.assign({}, q, { record: q.record && plain(q.record) }));
      };
      t.oncomplete = () => { if (close) db.close(); resolve(out); };
      t.onerror = () => reject(t.error);
    };
    if (window.__db) return read(window.__db, false);
    const req = indexedDB.open('shamble');
    req.onsuccess = () => read(req.result, true);
    req.onerror = () => reject(req.error);
  }));
}

// Plays n first-legal actions and waits until the game's own save holds them
// (`wait: false`: just plays). Returns window.shamble.state().
export async function playSaved(page, n, { wait = true } = {}) {
  return page.evaluate(async ([n, wait]) => {
    for (let i = 0; i < n; ++i) {
      const a = window.shamble.apply(window.shamble.legal()[0].code);
      if (!a.ok) throw new Error(JSON.stringify(a));
    }
    const s = window.shamble.state();
    for (let i = 0; wait && i < 200; ++i) {
      const rec = (await window.shamble.listSaves()).find((x) => x.slot === s.save);
      if (rec && rec.actions === s.actions) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    return s;
  }, [n, wait]);
}

// Waits until a notice matching `re` is on screen; returns its text.
export async function waitNotice(page, re, timeout = 15000) {
  const h = await page.waitForFunction((src) => {
    const r = new RegExp(src);
    const n = window.shamble.notices().find((x) => r.test(x.text));
    return n ? n.text : null;
  }, re.source, { timeout });
  return h.jsonValue();
}

export async function ready(page, timeout = 60000) {
  await page.waitForFunction(() => window.shamble && window.shamble.timings.firstFrameMs, null, { timeout });
  await page.evaluate(() => window.shamble.ready);
  await frames(page, 4);
}

// Waits until the app has drawn n more frames (nudging it: it sleeps when idle).
export async function frames(page, n = 3) {
  await page.evaluate(async (n) => {
    const start = window.shamble.frameStats().frames;
    for (let i = 0; i < 200 && window.shamble.frameStats().frames < start + n; ++i) {
      window.Module._web_wake();
      await new Promise((r) => requestAnimationFrame(r));
    }
  }, n);
}

// Decodes a PNG screenshot (8-bit RGB/RGBA, no interlace) to its pixels.
export function decodePng(png) {
  let off = 8, w = 0, h = 0, ct = 0;
  const idat = [];
  while (off < png.length) {
    const len = png.readUInt32BE(off), type = png.toString('ascii', off + 4, off + 8);
    const data = png.subarray(off + 8, off + 8 + len);
    if (type === 'IHDR') { w = data.readUInt32BE(0); h = data.readUInt32BE(4); ct = data[9]; }
    if (type === 'IDAT') idat.push(data);
    off += 12 + len;
  }
  const bpp = ct === 6 ? 4 : 3;
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = w * bpp, out = Buffer.alloc(stride * h);
  for (let y = 0; y < h; ++y) {
    const f = raw[y * (stride + 1)], src = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; ++x) {
      const a = x >= bpp ? out[y * stride + x - bpp] : 0, b = y ? out[(y - 1) * stride + x] : 0;
      const c = x >= bpp && y ? out[(y - 1) * stride + x - bpp] : 0;
      let v = src[x];
      if (f === 1) v += a; else if (f === 2) v += b; else if (f === 3) v += (a + b) >> 1;
      else if (f === 4) { const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c; }
      out[y * stride + x] = v & 255;
    }
  }
  const at = (x, y) => { const i = y * stride + x * bpp; return [out[i], out[i + 1], out[i + 2]]; };
  return { w, h, at };
}

// Counts distinct colours in a PNG screenshot.
export function distinctColours(png) {
  const { w, h, at } = decodePng(png), seen = new Set();
  for (let y = 0; y < h; ++y)
    for (let x = 0; x < w; ++x) { const [r, g, b] = at(x, y); seen.add((r << 16) | (g << 8) | b); }
  return seen.size;
}

// The colour of a pixel of the page as drawn ([r, g, b], CSS pixels).
export async function pixelAt(page, x, y) {
  return decodePng(await page.screenshot({ clip: { x, y, width: 1, height: 1 } })).at(0, 0);
}

export function fileSizes() {
  const files = ['index.html', 'shamble-web.js', 'shamble-web.wasm', 'shamble-web.data', 'js/api.js', 'js/saves.js', 'js/keyboard.js',
    'js/gl_state.js', 'sw.js', 'manifest.webmanifest'];
  const rows = files.filter((f) => existsSync(path.join(site, f))).map((f) => {
    const b = readFileSync(path.join(site, f));
    return { file: f, raw: b.length, gzip: zlib.gzipSync(b, { level: 9 }).length };
  });
  const total = rows.reduce((t, r) => ({ raw: t.raw + r.raw, gzip: t.gzip + r.gzip }), { raw: 0, gzip: 0 });
  return { rows, total };
}

// Runs one test body with a server, a browser and a fresh context; prints PASS/FAIL.
// `dir` serves another copy of the site (the update test edits its copy).
export async function runTest(name, body, { dir = site } = {}) {
  const server = await startServer(dir);
  const browser = await launch();
  let ok = false;
  try {
    const context = await browser.newContext();
    await body({ server, browser, context });
    ok = true;
    console.log(`PASS ${name}`);
  } catch (e) {
    console.log(`FAIL ${name}: ${e && e.stack || e}`);
  } finally {
    await browser.close().catch(() => {});
    server.stop();
  }
  // A file of several tests fails when any of them did (a later PASS must not hide it).
  if (!ok) process.exitCode = 1;
}

export function assert(cond, msg) { if (!cond) throw new Error('assertion failed: ' + msg); }

// What the last frame drew: labelled widgets with their rectangles, and the
// open popups (window.shamble.items(); the first call starts recording).
export async function items(page) {
  await page.evaluate(() => window.shamble.items());
  await frames(page, 2);
  return page.evaluate(() => window.shamble.items());
}

// The first drawn widget whose label matches (a string: exact; a RegExp), or null.
export async function findItem(page, label, { window = null } = {}) {
  const all = (await items(page)).items;
  const hit = (i) => (label instanceof RegExp ? label.test(i.label) : i.label === label) &&
    (!window || i.window.includes(window));
  return all.find(hit) || null;
}

// Clicks the widget with that label; throws (listing what is drawn) when none is.
// A window whose content just changed (a link arriving, an auto-sized popup
// growing) can miss a frame's list, so it looks again for up to ten lists.
export async function clickItem(page, label, opts = {}) {
  let it = null;
  for (let tries = 0; !it && tries < 10; ++tries) it = await findItem(page, label, opts);
  if (!it) {
    const all = (await items(page)).items.map((i) => i.label);
    throw new Error(`no widget labelled ${label} on screen; drawn: ${all.join(' | ')}`);
  }
  return clickAt(page, it);
}

// Clicks a widget findItem returned, where it was drawn. Move, press and
// release in frames of their own: some widgets (tabs) only react to a press
// the frame after the pointer arrived.
export async function clickAt(page, it) {
  await page.mouse.move(it.x + Math.min(it.w / 2, 40), it.y + it.h / 2);
  await frames(page, 2);
  await page.mouse.down();
  await frames(page, 2);
  await page.mouse.up();
  await frames(page, 3);
  return it;
}

// The browser process of a persistent profile: the one started with its
// --user-data-dir that is not a child (--type=renderer, gpu-process...).
export function browserPid(dir) {
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    let cmd = '';
    try { cmd = readFileSync(`/proc/${d}/cmdline`, 'utf8'); } catch { continue; }
    const args = cmd.split('\0');
    if (args.includes('--user-data-dir=' + dir) && !args.some((a) => a.startsWith('--type='))) return Number(d);
  }
  return 0;
}

// Draws a few frames, then saves a screenshot into test-artifacts/.
export async function shot(page, name) {
  await frames(page, 4);
  writeFileSync(path.join(artifacts, name), await page.screenshot());
}

// The state the page shows (window.shamble.state(): the looking seat's view).
export const gameState = (page) => page.evaluate(() => window.shamble.state());

// Play by link. Clicks "Send your move" ("Send the invitation" before
// everyone joined) and returns the link it copied.
export async function sendLink(page, label = 'Send your move') {
  await page.evaluate(() => { window.shambleLastShare = null; });
  await clickItem(page, label);
  const link = await page.evaluate(() => window.shambleLastShare);
  assert(link && link.includes('#link='), label + ' copied a link: ' + link);
  return link;
}

// Waits until an opened link's moves are all on the board (no "Skip" left).
export async function settleLink(page) {
  for (let i = 0; i < 240; ++i) {
    if (!(await findItem(page, 'Skip'))) return;
    await page.waitForTimeout(250);
  }
  throw new Error('the moves of the opened link were still being shown after 60 s');
}

// Opens a link in a page: a new page load for a device that has nothing yet,
// else the address changes (a hashchange, as when a link is opened in the tab).
// The board then shows the moves since this device's last (link_bar's
// "Skip"); `wait` waits for them to end by themselves.
export async function openLink(page, link, { wait = true } = {}) {
  await page.evaluate((u) => { location.href = u; }, link);
  for (let i = 0; i < 50 && (await page.evaluate(() => location.hash)).startsWith('#link='); ++i) await frames(page, 2);
  await frames(page, 4);
  if (wait) await settleLink(page);
}
