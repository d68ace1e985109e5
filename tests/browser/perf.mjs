// Figures, printed, never asserted (timings depend on the machine):
// navigation -> first ImGui frame, frame CPU (NewFrame..Render), heap,
// payload sizes, and whether the idle page really stops drawing.
import { runTest, openPage, ready, fileSizes, assert } from './lib.mjs';

await runTest('perf: figures', async ({ server, context }) => {
  const sizes = fileSizes();
  for (const r of sizes.rows) console.log(`  payload ${r.file.padEnd(22)} raw ${String(r.raw).padStart(8)}  gzip ${String(r.gzip).padStart(7)}`);
  console.log(`  payload TOTAL                  raw ${String(sizes.total.raw).padStart(8)}  gzip ${String(sizes.total.gzip).padStart(7)}`);
  const page = await openPage(context, server.url);
  await ready(page);
  const first = await page.evaluate(() => window.shamble.timings.firstFrameMs);
  console.log(`  navigation -> first ImGui frame: ${first.toFixed(0)} ms`);
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
