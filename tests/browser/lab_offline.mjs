// The Lab's worker offline (docs/LAB.md "In the tab"): the service worker does
// not fetch the worker's files at install, keeps the copy fetched when a lab
// first runs, and serves it with the network cut: a reload offline still runs
// the lab in the worker, and the report still equals the native driver's.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, clickItem, assert, repo } from './lib.mjs';

const CONFIG = readFileSync(path.join(repo, 'tests/browser/data/lab-monopoly.config.json'), 'utf8');
const NATIVE = readFileSync(path.join(repo, 'tests/browser/data/lab-monopoly.json'), 'utf8').trim();
const url = (server) => `${server.url}?lab=${Buffer.from(CONFIG).toString('base64url')}`;
const cached = (page) => page.evaluate(async () => {
  const c = await caches.open((await caches.keys()).find((k) => k.startsWith('shamble-')));
  return (await c.keys()).map((r) => new URL(r.url).pathname.replace(/^\//, ''));
});

async function runToDone(page, what) {
  await clickItem(page, 'Run lab');
  for (let i = 0; i < 400; ++i) {
    const s = await page.evaluate(() => window.shamble.lab.status());
    assert(s.state !== 'failed', `${what}: the lab failed: ${s.error}`);
    if (s.state === 'done') return s;
    await frames(page, 5);
  }
  throw new Error(`${what}: the lab did not finish`);
}

await runTest('lab offline: the worker is cached when a lab first runs, and runs offline', async ({ server, context }) => {
  const page = await openPage(context, url(server));
  await ready(page);
  await page.waitForFunction(() => navigator.serviceWorker && navigator.serviceWorker.controller, null, { timeout: 30000 });
  // Wait for the install to have filled the cache (its file list), then look: no worker files yet.
  await page.waitForFunction(async () => {
    const k = (await caches.keys()).find((n) => n.startsWith('shamble-'));
    return k && (await (await caches.open(k)).keys()).some((r) => r.url.endsWith('shamble-web.wasm'));
  }, null, { timeout: 30000 });
  let files = await cached(page);
  assert(!files.some((f) => /lab-worker|shamble-lab/.test(f)), 'the worker is not fetched at install: ' + files);
  const online = await runToDone(page, 'online');
  assert(online.worker, 'online: the lab ran in the worker');
  files = await cached(page);
  for (const f of ['lab-worker.js', 'shamble-lab.js', 'shamble-lab.wasm'])
    assert(files.includes(f), `${f} is cached once a lab has run: ${files}`);

  await context.setOffline(true);
  server.stop();
  await page.reload();
  await ready(page);
  const offline = await runToDone(page, 'offline');
  assert(offline.worker && offline.worker_note === '', 'offline: the lab runs in the worker: ' + JSON.stringify(offline));
  assert(await page.evaluate(() => window.shamble.lab.report()) === NATIVE, 'offline: the report equals the native one');
  assert(!(await page.evaluate(() => fetch('/nope-' + Date.now()).then(() => true, () => false))), 'the network really is cut');
});
