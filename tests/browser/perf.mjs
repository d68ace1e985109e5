// Figures, printed; timings are never asserted (they depend on the machine):
// navigation -> first ImGui frame over SHAMBLE_PERF_LOADS (default 10) cold loads
// (a fresh context each: no HTTP cache, no service worker) with the median of each
// start-up mark, frame CPU (NewFrame..Render), heap, payload sizes, and whether the
// idle page really stops drawing. Asserted: a cold load transfers at most 700 KB
// (what the browser received, headers included, from scripts/serve.py) and the
// idle page draws nothing.
import { runTest, openPage, ready, fileSizes, assert } from './lib.mjs';

const LOADS = +(process.env.SHAMBLE_PERF_LOADS || 10);
const MAX_TRANSFER = 700 * 1024;
const median = (xs) => { const v = [...xs].sort((a, b) => a - b); return v[Math.floor((v.length - 1) / 2)]; };

await runTest('perf: figures', async ({ server, browser, context }) => {
  const sizes = fileSizes();
  for (const r of sizes.rows) console.log(`  payload ${r.file.padEnd(22)} raw ${String(r.raw).padStart(8)}  gzip ${String(r.gzip).padStart(7)}`);
  console.log(`  payload TOTAL                  raw ${String(sizes.total.raw).padStart(8)}  gzip ${String(sizes.total.gzip).padStart(7)}`);

  const runs = [];
  for (let i = 0; i < LOADS; ++i) {
    const cold = await browser.newContext();
    // What workers download (the engine's wasm is fetched by its compile worker) is not in the
    // page's resource timing: count it from the network, as the browser received it.
    const network = [];
    cold.on('requestfinished', (req) => {
      if (!req.serviceWorker()) network.push(req.sizes().then((z) => [req.url(), z.responseHeadersSize + z.responseBodySize], () => null));
    });
    const p = await openPage(cold, server.url);
    await ready(p);
    const run = await p.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const res = performance.getEntriesByType('resource');
      const marks = Object.fromEntries(performance.getEntriesByType('mark')
        .filter((m) => m.name.startsWith('shamble:')).map((m) => [m.name.slice(8), m.startTime]));
      const paint = performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint');
      return { first: window.shamble.timings.firstFrameMs, marks, fcp: paint ? paint.startTime : NaN,
        transfer: nav.transferSize + res.reduce((t, r) => t + r.transferSize, 0),
        files: res.map((r) => [r.name.split('/').slice(3).join('/'), r.transferSize, r.decodedBodySize]),
        compiledIn: window.shamble.timings.wasmCompiledIn };
    });
    const listed = new Set(run.files.map(([f]) => f));
    for (const got of await Promise.all(network)) {
      if (!got || got[0] === server.url) continue;
      const file = got[0].slice(server.url.length);
      if (listed.has(file)) continue;
      run.files.push([`${file} (a worker's)`, got[1], NaN]);
      run.transfer += got[1];
    }
    runs.push(run);
    await cold.close();
  }
  const firsts = runs.map((r) => r.first);
  console.log(`  navigation -> first ImGui frame, ${LOADS} cold loads: median ${median(firsts).toFixed(0)} ms` +
    ` (min ${Math.min(...firsts).toFixed(0)}, max ${Math.max(...firsts).toFixed(0)})`);
  console.log(`  first contentful paint (the loading overlay): median ${median(runs.map((r) => r.fcp)).toFixed(0)} ms`);
  for (const m of Object.keys(runs[0].marks)) {
    console.log(`  mark ${m.padEnd(16)} median ${median(runs.map((r) => r.marks[m])).toFixed(0)} ms`);
  }
  for (const [file, transfer, decoded] of runs[0].files) console.log(`  transfer ${file.padEnd(22)} ${String(transfer).padStart(8)} (decoded ${Number.isNaN(decoded) ? 'size not seen' : decoded})`);
  console.log(`  the wasm compiled in: ${[...new Set(runs.map((r) => r.compiledIn))].join(', ')}`);
  const transfer = runs[0].transfer;
  console.log(`  transfer TOTAL (cold load)      ${String(transfer).padStart(8)} bytes = ${(transfer / 1024).toFixed(0)} KB`);
  assert(transfer <= MAX_TRANSFER, `a cold load transfers at most ${MAX_TRANSFER / 1024} KB: ${transfer} bytes`);

  const page = await openPage(context, server.url);
  await ready(page);
  for (const game of await page.evaluate(() => window.shamble.games().map((g) => g.id))) {
    const stats = await page.evaluate(async (game) => {
      const r = window.shamble.newGame({ game });
      if (!r.ok) return { error: r.error.message };
      const f0 = window.shamble.frameStats(true).frames;
      // Force continuous drawing for ~120 frames (bots play at 1x meanwhile).
      for (let i = 0; i < 120; ++i) { window.Module._web_wake(); await new Promise((r) => requestAnimationFrame(r)); }
      const s = window.shamble.frameStats();
      return { ...s, drawn: s.frames - f0 };
    }, game);
    if (stats.error) { console.log(`  ${game}: could not start (${stats.error})`); continue; }
    console.log(`  frame CPU ${game.padEnd(10)} median ${stats.median_ms.toFixed(2)} ms  p95 ${stats.p95_ms.toFixed(2)} ms  (${stats.samples} samples)`);
  }
  const heap = await page.evaluate(() => window.shamble.heapInfo());
  console.log(`  heap: ${heap.total} bytes of wasm memory, ${heap.used} in use`);
  // Idle throttling: on the start screen with no input, the loop must stop.
  const idle = await page.evaluate(async () => {
    window.shamble.newGame({ game: 'flipped', seats: ['human', 'human'] });
    await new Promise((r) => setTimeout(r, 1500));  // let the autosave settle
    const a = window.shamble.frameStats();
    await new Promise((r) => setTimeout(r, 1500));
    const b = window.shamble.frameStats();
    return { frames: b.frames - a.frames, ticks: b.ticks - a.ticks };
  });
  console.log(`  idle 1.5 s: ${idle.frames} frames drawn, ${idle.ticks} main-loop ticks`);
  assert(idle.frames === 0, 'an idle page draws nothing');
});
