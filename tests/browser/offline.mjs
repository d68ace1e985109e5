// Offline: after a first visit the service worker serves the whole app; with
// the network cut (and the server stopped) a reload still loads and plays.
import { runTest, openPage, ready, assert } from './lib.mjs';

await runTest('offline: reload from the service worker and play', async ({ server, context }) => {
  const page = await openPage(context, server.url);
  await ready(page);
  await page.waitForFunction(() => navigator.serviceWorker && navigator.serviceWorker.controller, null,
    { timeout: 30000 });
  const cached = await page.evaluate(async () => {
    const keys = await caches.keys();
    const c = await caches.open(keys.find((k) => k.startsWith('shamble-')));
    return { keys, files: (await c.keys()).length };
  });
  console.log(`  caches: ${cached.keys.join(', ')} (${cached.files} files)`);
  await context.setOffline(true);
  server.stop();
  await page.reload();
  await ready(page);
  // The compile worker and the wasm it fetches come from the cache too: no fallback to the page.
  const how = await page.evaluate(() => window.shamble.timings.wasmCompiledIn);
  assert(how === 'worker', 'offline, the wasm still compiles in the worker: ' + how);
  const played = await page.evaluate(() => {
    const r = window.shamble.newGame({ game: 'flipped', seats: ['human', 'human'] });
    const a = r.ok && window.shamble.apply(window.shamble.legal()[0].code);
    const s = window.shamble.state();
    return { ok: !!(a && a.ok), game: s.game, actions: s.actions };
  });
  assert(played.ok && played.game === 'flipped' && played.actions === 1, 'plays offline: ' + JSON.stringify(played));
  const online = await page.evaluate(() => fetch('/nope-' + Date.now()).then(() => true, () => false));
  assert(!online, 'the network really is cut');
});
