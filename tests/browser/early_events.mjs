// Events that reach a page while its engine is still loading: another tab
// announcing the game it opened (saves.js's BroadcastChannel), a paste, Ctrl+V,
// a tap. Emscripten's script defines Module._web_* before the wasm exists, and
// calling one then throws; a tab opened beside a playing one once died with
// "Error while loading: ... reading 'Rh'" (CI, stop 55). The page must ignore
// them until it is up, then start as usual.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, artifacts, assert, frames } from './lib.mjs';

await runTest('early_events: events before the engine is up are ignored, not fatal', async ({ server, context }) => {
  // Hold the page's instantiation until the test lets it go: the engine's script
  // has run (its wrappers exist) but the wasm has not started.
  const init = () => {
    let release;
    window.__gate = new Promise((r) => { release = r; });
    window.__release = () => release();
    // Both ways the page may instantiate (the worker's module, or on the page when a worker fails).
    for (const name of ['instantiate', 'instantiateStreaming']) {
      const real = WebAssembly[name];
      if (typeof real !== 'function') continue;
      WebAssembly[name] = function (m, imports) {
        window.__held = true;
        return window.__gate.then(() => real.call(WebAssembly, m, imports));
      };
    }
  };
  // A tab that plays: its game's save is announced to every other tab.
  const first = await openPage(context, server.url);
  await ready(first);
  const page = await openPage(context, server.url, { init });
  await page.waitForFunction(() => window.__held && window.Module && typeof window.Module._web_current_slot === 'function',
    null, { timeout: 60000 });
  assert(!(await page.evaluate(() => window.Module.shambleUp)), 'the engine is not up while held');
  // The other tab starts a game (it announces its slot), and this one is sent
  // every kind of early event while held.
  await first.evaluate(() => window.shamble.newGame({ game: 'monopoly' }));
  await page.evaluate(() => {
    const ch = new BroadcastChannel('shamble-saves');
    ch.postMessage({ type: 'open', slot: 'game-elsewhere', tab: 'another-tab' });
    ch.postMessage({ type: 'here', slot: 'game-elsewhere', tab: 'another-tab' });
    const paste = new Event('paste', { bubbles: true });
    paste.clipboardData = { getData: () => 'pasted' };
    document.dispatchEvent(paste);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'v', ctrlKey: true, bubbles: true }));
    document.getElementById('canvas').dispatchEvent(new Event('touchend', { bubbles: true }));
    const input = document.getElementById('textproxy');
    input.value = ' x';
    input.dispatchEvent(new InputEvent('input', { inputType: 'insertText', data: 'x', bubbles: true }));
  });
  await page.waitForTimeout(300);  // the channel's messages are delivered in tasks of their own
  const early = await page.evaluate(() => ({
    error: document.getElementById('error').hidden ? '' : document.getElementById('error').textContent,
  }));
  assert(!early.error, 'no error while held: ' + early.error);
  await page.evaluate(() => window.__release());
  await ready(page);
  assert(await page.evaluate(() => document.getElementById('error').hidden), 'the page started without an error');
  assert(page.errors.length === 0, 'no page errors: ' + page.errors.join('; '));
  // Up, it plays: a new game starts. (That announcements are heard once up is fault_two_tabs.mjs's.)
  await page.evaluate(() => window.shamble.newGame({ game: 'catan' }));
  await frames(page, 4);
  assert((await page.evaluate(() => window.shamble.state())).game === 'catan', 'a game starts once up');
  writeFileSync(path.join(artifacts, 'early-events-1280x800.png'), await page.screenshot());
});
