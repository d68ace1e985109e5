// Updates and closing the tab: when a new build's service worker takes over an
// open page, the player is told to reload; hiding the tab writes the game's save
// at once, even in the middle of a bots-only game.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runTest, openPage, ready, frames, assert, site } from './lib.mjs';

const copy = mkdtempSync(path.join(os.tmpdir(), 'shamble-site-'));
cpSync(site, copy, { recursive: true });

await runTest('update: a new build is announced; hiding the tab saves at once', async ({ server, context }) => {
  const page = await openPage(context, server.url + '?speed=4');
  await ready(page);
  await page.waitForFunction(() => navigator.serviceWorker && navigator.serviceWorker.controller, null,
    { timeout: 30000 });
  // Reload so the page is controlled from its first request, as on a return visit.
  await page.reload();
  await ready(page);

  // Bots only, at the slow pace: moves happen between the periodic autosaves.
  const started = await page.evaluate(() => window.shamble.newGame({ game: 'flipped', seats: ['bot:easy', 'bot:easy'] }));
  assert(started.ok, 'bots game starts');
  await page.waitForFunction(() => window.shamble.state().actions >= 3, null, { timeout: 30000 });
  const saved = await page.evaluate(async () => {
    // Right after a bot move (the periodic write is up to a second away), hide the tab.
    // The autosave hands its record to saves.js through store() (a save the
    // player asks for goes through saveFromApp): watch both.
    const S = window.ShambleSaves;
    let wrote = -1;
    for (const fn of ['saveFromApp', 'store']) {
      const orig = S[fn];
      S[fn] = (slot, ...rest) => {
        if (slot === window.shamble.state().save) wrote = window.shamble.state().actions;
        return orig.call(S, slot, ...rest);
      };
    }
    const before = window.shamble.state().actions;
    while (window.shamble.state().actions === before) await new Promise((r) => requestAnimationFrame(r));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    const actions = window.shamble.state().actions;
    // The last autosave write must now cover every move (written on hide, or
    // by the periodic write in the very frame of the move).
    document.dispatchEvent(new Event('visibilitychange'));
    const sync = wrote;
    for (let i = 0; i < 100; ++i) {
      const auto = (await window.shamble.listSaves()).find((x) => x.slot === window.shamble.state().save);
      if (auto && auto.actions >= actions) return { actions, sync, stored: auto.actions };
      await new Promise((r) => setTimeout(r, 20));
    }
    return { actions, sync, stored: -1 };
  });
  console.log(`  actions ${saved.actions}, written on hide ${saved.sync}, stored ${saved.stored}`);
  assert(saved.sync === saved.actions, "hiding the tab writes the game's save at once");
  assert(saved.stored >= saved.actions, 'the autosave holds every move made before hiding');

  // Publish a "new build": a changed sw.js is a new worker to the browser.
  const sw = path.join(copy, 'sw.js');
  writeFileSync(sw, readFileSync(sw, 'utf8').replace(/const CACHE = '([^']*)'/, "const CACHE = '$1-next'"));
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
  await page.waitForFunction(() => window.shamble.notices().some((n) => /new version/.test(n.text)), null,
    { timeout: 30000 });
  await frames(page, 3);
  const keys = await page.evaluate(() => caches.keys());
  assert(keys.some((k) => k.endsWith('-next')), 'the new build cached itself: ' + keys.join(','));
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
}, { dir: copy });

rmSync(copy, { recursive: true, force: true });
