// Summary: IndexedDB held by another tab: a tab whose database another tab upgrades closes its connection at
// once (the upgrade is never blocked), tells the player, plays on and saves again by itself; a tab whose open is
// blocked by an older tab that does not let go starts anyway, tells the player, plays in memory, and saves every
// move made meanwhile as soon as that tab closes.
//
// Pages of one context. "Another tab" is a page of the same origin that does not run the app
// (lib.mjs rawPage): it opens the database at a newer version (a newer build's upgrade) or holds it open without
// a versionchange handler (an older build). The blocked tab stands for a newer build by asking for a higher
// version (an init script raises the version saves.js asks for).
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, rawPage, ready, frames, artifacts, assert, playSaved, readStores, waitNotice } from './lib.mjs';

const shot = async (page, name) => writeFileSync(path.join(artifacts, name), await page.screenshot());

// In the other tab: opens 'shamble' at `version`, creating a store of a
// newer build on upgrade; keeps the connection in window.__db and never
// closes it on versionchange (as an older build would not).
async function holdDatabase(page, version) {
  return page.evaluate((version) => new Promise((resolve) => {
    let blocked = false;
    const req = indexedDB.open('shamble', version);
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains('future')) req.result.createObjectStore('future');
    };
    req.onblocked = () => { blocked = true; };
    req.onsuccess = () => { window.__db = req.result; resolve({ ok: true, blocked, version: req.result.version }); };
    req.onerror = () => resolve({ ok: false, error: String(req.error) });
    setTimeout(() => resolve({ ok: false, error: 'timed out', blocked }), 10000);
  }), version);
}

// A newer build of the app: saves.js asks for version 3.
const newerBuild = () => {
  const open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (name, version) {
    return version === undefined ? open.call(this, name) : open.call(this, name, name === 'shamble' ? 3 : version);
  };
};

await runTest('fault: IndexedDB held by another tab', async ({ server, context }) => {
  // Tab A plays a game and saves it.
  const a = await openPage(context, server.url);
  await ready(a);
  assert((await a.evaluate(() => window.shamble.newGame({ game: 'flipped', seats: ['human', 'human'], seed: 11 }))).ok,
    'flipped starts in tab A');
  const a3 = await playSaved(a, 3);

  // Another tab upgrades the database (a newer build): A lets go at once.
  const other = await rawPage(a);
  const up = await holdDatabase(other, 2);
  assert(up.ok && !up.blocked && up.version === 2, 'the upgrade went through without being blocked: ' + JSON.stringify(up));
  await a.waitForFunction(() => window.shamble.notices().some((n) => /Saving works again/.test(n.text)), null,
    { timeout: 10000 });
  assert(a.warnings.some((w) => /another Shamble tab is updating the saved games/i.test(w)), 'A told the player it let go');
  // A plays on and saves into the upgraded database.
  const a5 = await playSaved(a, 2);
  let stores = await readStores(other);
  assert(stores.saves.find((r) => r.slot === a3.save).actions === 5, 'A saves again after the upgrade');

  // Tab B, a newer build still, is blocked: the other tab holds version 2
  // and does not let go (A steps aside; the other tab does not).
  const b = await openPage(context, server.url, { init: newerBuild });
  await ready(b);
  const told = await waitNotice(b, /holding the saved games/);
  console.log('  B: ' + told);
  let s = await b.evaluate(() => window.shamble.state());
  assert(s.screen === 'start' && s.game === null, 'B starts anyway, on the start screen');
  assert((await b.evaluate(() => window.shamble.newGame({ game: 'monopoly', seats: ['human', 'human'], seed: 3 }))).ok,
    'B starts a game while blocked');
  const b3 = await playSaved(b, 3, { wait: false });
  await frames(b, 4);
  await shot(b, 'fault-blocked-1280x800.png');
  await b.setViewportSize({ width: 360, height: 640 });
  await frames(b, 4);
  await shot(b, 'fault-blocked-360x640.png');
  await b.setViewportSize({ width: 1280, height: 800 });
  stores = await readStores(other);
  assert(!stores.saves.some((r) => r.slot === b3.save), 'nothing of B is written while blocked');
  assert(b3.actions === 3 && (await b.evaluate(() => window.shamble.legal().length)) > 0, 'B plays in memory');

  // The other tab closes: B's upgrade goes through and the moves made
  // meanwhile are saved without another move.
  await other.close();
  await waitNotice(b, /Saving works again/);
  await b.waitForFunction(async (slot) =>
    (await window.shamble.listSaves()).some((x) => x.slot === slot && x.actions === 3), b3.save, { timeout: 10000 });
  const list = await b.evaluate(() => window.shamble.listSaves());
  assert(list.some((x) => x.slot === a3.save && x.actions === 5), 'A\'s game is listed in B, untouched');
  const b4 = await playSaved(b, 1);
  assert(b4.actions === 4, 'B goes on saving');

  // A stepped aside again for B's upgrade, and still saves.
  const a6 = await playSaved(a, 1);
  s = await a.evaluate(() => window.shamble.listSaves());
  assert(s.some((x) => x.slot === a3.save && x.actions === 6) && a5.actions === 5 && a6.actions === 6,
    'A saves after the second upgrade too');
  assert(a.errors.length === 0 && b.errors.length === 0, 'no console errors: ' + a.errors.concat(b.errors).join('; '));
});
