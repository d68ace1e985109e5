// A benchmark, not a test (docs/LAB.md "In the tab"): the same lab config in
// the tab (headless Chromium) and in the native driver (`shamble lab CONFIG`),
// on this machine. In the tab twice each way: in the Lab's Web Worker (its -O3
// wasm, 100 ms slices off the page's thread) and in the page (the worker turned off: the
// page's -Os core in ~8 ms slices between frames). Prints games/s of each, the
// ratio to native, and the page while the lab runs: the time from one tick of
// its loop to the next (median, p95), the frames it drew and the CPU of one. The tab's
// workers play a shard each (as many as the cores and the run's size give);
// so natively, besides one process, the same shards in as many processes at
// once, then `shamble merge`: native on the same cores.
//   node tests/browser/bench/lab_speed.mjs [CONFIG.json]   (SHAMBLE_SHAMBLE: the native binary;
//   LAB_SPEED_RUNS=worker,worker1,page: which tab runs, in order, worker1 = one worker;
//   default worker,worker,page,page; LAB_SPEED_SHARDS: native processes at once, default 2)
import path from 'node:path';
import { execFileSync, execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, repo } from '../lib.mjs';

const config = process.argv[2] ? JSON.parse(readFileSync(process.argv[2], 'utf8')) : {
  game: 'monopoly', seats: ['bot:normal', 'bot:normal', 'bot:normal', 'bot:normal'], games: 300, seed: 1,
  variants: { A: { preset: 'classic' }, jackpot: { preset: 'classic', options: { parking_jackpot: true } } },
};
const bin = process.env.SHAMBLE_SHAMBLE || path.join(repo, 'build/native/core/shamble');
const b64url = (s) => Buffer.from(s).toString('base64url');

// Native: best of 3 wall times.
let best = Infinity, native = '';
for (let i = 0; i < 3; ++i) {
  const t0 = process.hrtime.bigint();
  native = execFileSync(bin, ['lab', JSON.stringify(config)], { encoding: 'utf8', maxBuffer: 1 << 28 }).trim();
  best = Math.min(best, Number(process.hrtime.bigint() - t0) / 1e9);
}
const total = config.games * Object.keys(config.variants).length * (config.sweep ? config.sweep.values.length : 1);
console.log(`  native: ${total} games in ${best.toFixed(2)} s (best of 3): ${(total / best).toFixed(0)} games/s`);
// Native in shards at once: best of 3 wall times, the merge included.
const shards = Number(process.env.LAB_SPEED_SHARDS || 2);
let bestN = Infinity;
for (let i = 0; i < 3; ++i) {
  const t0 = process.hrtime.bigint();
  const parts = await Promise.all([...Array(shards).keys()].map((k) => new Promise((ok, fail) =>
    execFile(bin, ['lab', JSON.stringify(config), '--shard', `${k}/${shards}`], { maxBuffer: 1 << 28 },
      (e, out) => (e ? fail(e) : ok(out))))));
  const files = parts.map((t, k) => { const f = `/tmp/lab-speed-shard-${process.pid}-${k}.json`; writeFileSync(f, t); return f; });
  const merged = execFileSync(bin, ['merge', ...files], { encoding: 'utf8', maxBuffer: 1 << 28 }).trim();
  bestN = Math.min(bestN, Number(process.hrtime.bigint() - t0) / 1e9);
  if (merged !== native) console.log('  native shards: the merged report differs from the one run!');
}
console.log(`  native in ${shards} processes: ${(total / bestN).toFixed(0)} games/s (best of 3, merge included)`);

// requestAnimationFrame intervals over `ms` (or until the lab stops running,
// `whileRunning`): [median, p95, frames]. `wake`: the app kept drawing every
// frame; without it the app draws at its own pace (a lab's progress a few
// times a second) and the gaps say how soon the page would answer input.
const rafGaps = (page, ms, whileRunning = false, wake = true) => page.evaluate(async ([ms, whileRunning, wake]) => {
  const t = [];
  let last = performance.now();
  const end = last + ms;
  while (performance.now() < end && (!whileRunning || window.shamble.lab.status().state === 'running')) {
    if (wake) window.Module._web_wake();
    await new Promise((r) => requestAnimationFrame(r));
    const n = performance.now();
    t.push(n - last);
    last = n;
  }
  t.sort((a, b) => a - b);
  return [t[Math.floor((t.length - 1) / 2)], t[Math.floor((t.length - 1) * 0.95)], t.length];
}, [ms, whileRunning, wake]);

await runTest('lab speed: tab vs native', async ({ server, context }) => {
  for (const where of (process.env.LAB_SPEED_RUNS || 'worker,worker,page,page').split(',')) {
    const page = await openPage(context, `${server.url}?lab=${b64url(JSON.stringify(config))}`,
      { init: where === 'page' ? "window.SHAMBLE_LAB_WORKER = 'off';" : where === 'worker1' ? 'window.SHAMBLE_LAB_WORKERS = 1;' : null });
    await ready(page);
    const idle = await rafGaps(page, 3000);
    const drawn0 = (await page.evaluate(() => window.shamble.frameStats())).frames;
    await page.evaluate(() => window.shamble.lab.run());
    const busy = await rafGaps(page, 3000, true, false);
    console.log(`  [${where}] rAF interval on the Lab screen: no lab ${idle[0].toFixed(1)} ms median, p95 ${idle[1].toFixed(1)} ms;` +
      ` lab running ${busy[0].toFixed(1)} ms, p95 ${busy[1].toFixed(1)} ms (${busy[2]} frames)`);
    // Then wait as a player watching would: the page draws what it chooses to,
    // and this only reads the status between its frames (no wakes).
    await page.waitForFunction(() => window.shamble.lab.status().state !== 'running', null,
      { polling: 250, timeout: 0 });
    const s = await page.evaluate(() => window.shamble.lab.status());
    const drawn = (await page.evaluate(() => window.shamble.frameStats())).frames - drawn0;
    await frames(page, 2);
    const fs = await page.evaluate(() => window.shamble.frameStats());
    const same = (await page.evaluate(() => window.shamble.lab.report())) === native;
    console.log(`  [${where}${s.worker ? `: ${s.workers} worker(s)` : ': page'}] tab run: ${s.played} games in ${s.seconds.toFixed(2)} s: ${s.games_per_s.toFixed(0)} games/s wall` +
      ` (${(s.games_per_s / (total / best) * 100).toFixed(0)}% of native, ${(s.games_per_s / (total / bestN) * 100).toFixed(0)}% of native in ${shards} processes),` +
      ` ${s.engine_games_per_s.toFixed(0)} games/s per worker in the` +
      ` slices (${(s.engine_games_per_s / (total / best) * 100).toFixed(0)}%); the page's loop ticked every ${s.frame_gap_median_ms.toFixed(1)} ms` +
      ` (median), p95 ${s.frame_gap_p95_ms.toFixed(1)} ms; ${drawn} frames drawn (${(drawn / s.seconds).toFixed(1)}/s); drawing a frame median ${fs.median_ms.toFixed(1)} ms,` +
      ` p95 ${fs.p95_ms.toFixed(1)} ms over ${fs.samples} frames; report equals native: ${same}`);
    await page.close();
  }
});
