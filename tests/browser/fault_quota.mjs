// Summary: with the browser's storage full, a save that cannot be written tells the player what to do (export,
// delete), changes nothing already stored, and the game plays on; once room is made (a save deleted) the game is
// saved at once, with every move made meanwhile, and the next saves succeed.
//
// The full disk is simulated: IDBObjectStore.prototype.put throws a QuotaExceededError DOMException while
// window.__full is set (a real one aborts the transaction with that error, which saves.js reports the same way).
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, artifacts, assert, playSaved, readStores, waitNotice } from './lib.mjs';

const shot = async (page, name) => writeFileSync(path.join(artifacts, name), await page.screenshot());

const fullDisk = () => {
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (...args) {
    if (window.__full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return put.apply(this, args);
  };
};

await runTest('fault: storage full', async ({ server, context }) => {
  const page = await openPage(context, server.url, { init: fullDisk });
  await ready(page);
  assert((await page.evaluate(() => window.shamble.newGame({ game: 'monopoly', seats: ['human', 'human'], seed: 5 }))).ok,
    'monopoly starts');
  const saved = await playSaved(page, 4);
  assert((await page.evaluate(() => window.shamble.save('old copy'))).ok, 'a named copy to delete later');
  const stored = await readStores(page);
  assert(stored.saves.length === 2, 'two records before the disk fills: ' + stored.saves.map((r) => r.slot));

  // The disk is full: three moves, each of which tries to save.
  await page.evaluate(() => { window.__full = true; });
  const during = await playSaved(page, 3, { wait: false });
  const text = await waitNotice(page, /storage for Shamble is full/);
  console.log('  notice: ' + text);
  assert(/export/i.test(text) && /delete/i.test(text), 'the notice says what to do');
  const r = await page.evaluate(() => window.shamble.save());
  assert(!r.ok && r.quota, 'a save asked for now fails as a quota error: ' + JSON.stringify(r));
  await frames(page, 4);
  await shot(page, 'fault-quota-1280x800.png');
  await page.setViewportSize({ width: 360, height: 640 });
  await frames(page, 4);
  await shot(page, 'fault-quota-360x640.png');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Nothing stored was lost or changed; the game in memory is ahead and plays on.
  const still = await readStores(page);
  assert(JSON.stringify(still) === JSON.stringify(stored), 'every stored record is as it was');
  const game = still.saves.find((x) => x.slot === saved.save);
  assert(game.actions === 4, 'the stored game keeps its last good save (4 actions)');
  assert(during.actions === 7 && (await page.evaluate(() => window.shamble.legal().length)) > 0, 'play continues');

  // Room is made: the player deletes the old copy. No further move is needed:
  // the game is saved at once, with the three moves made while the disk was full.
  await page.evaluate(async () => { window.__full = false; await window.ShambleSaves.remove('old copy'); });
  await waitNotice(page, /Saving works again/);
  await page.waitForFunction(async (slot) =>
    (await window.shamble.listSaves()).some((x) => x.slot === slot && x.actions === 7), saved.save, { timeout: 10000 });
  const after = await playSaved(page, 1);
  const rec = (await page.evaluate(() => window.shamble.listSaves())).find((x) => x.slot === saved.save);
  assert(rec.actions === 8 && after.actions === 8, 'the next save succeeds too');
  assert(!(await page.evaluate(() => window.shamble.notices())).some((n) => /full/.test(n.text)),
    'the storage notice no longer says the disk is full');

  // A reload resumes the game with every move.
  await page.reload();
  await ready(page);
  const back = await page.evaluate(() => window.shamble.state());
  assert(back.actions === 8 && back.position === after.position, 'the reload resumes all 8 moves');
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
});
