// Summary: two tabs playing the same save: the second tab is told when it opens the game (and the first that it
// was opened), and one tab's writes never overwrite moves made in the other: the tab that saves second after the
// two diverge is refused (checked in the same transaction as the write), told, and offered to load the other tab's
// game or to keep its own moves as a copy; both choices work and both tabs' moves survive.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, artifacts, assert, clickItem, playSaved, readStores, waitNotice } from './lib.mjs';

const shot = async (page, name) => writeFileSync(path.join(artifacts, name), await page.screenshot());
const record = async (page, slot) => (await readStores(page)).saves.find((r) => r.slot === slot);

await runTest('fault: two tabs on one save', async ({ server, context }) => {
  const a = await openPage(context, server.url);
  await ready(a);
  assert((await a.evaluate(() => window.shamble.newGame({ game: 'monopoly', seats: ['human', 'human'], seed: 21 }))).ok,
    'monopoly starts in tab A');
  const a3 = await playSaved(a, 3);
  const slot = a3.save;

  // Tab B opens the same game (start screen Resume does the same load).
  const b = await openPage(context, server.url);
  await ready(b);
  assert((await b.evaluate((s) => window.shamble.load(s), slot)).ok, 'tab B loads the game');
  const toldB = await waitNotice(b, /open in another tab too/);
  const toldA = await waitNotice(a, /just opened in another tab/);
  console.log('  B: ' + toldB + '\n  A: ' + toldA);

  // A plays on and saves; then B plays and tries to save over it.
  const a5 = await playSaved(a, 2);
  assert((await record(a, slot)).actions === 5, 'A saved its moves');
  const b4 = await playSaved(b, 1, { wait: false });
  const conflict = await waitNotice(b, /Another tab played this game on/);
  console.log('  B: ' + conflict);
  let rec = await record(a, slot);
  assert(rec.actions === 5 && rec.writer !== undefined, 'the record still holds A\'s 5 moves, not B\'s 4');
  const r = await b.evaluate(() => window.shamble.save(window.shamble.state().save));
  assert(!r.ok && r.conflict, 'an explicit save from B is refused too: ' + JSON.stringify(r));
  await frames(b, 4);
  await shot(b, 'fault-two-tabs-1280x800.png');
  await b.setViewportSize({ width: 360, height: 640 });
  await frames(b, 4);
  await shot(b, 'fault-two-tabs-360x640.png');
  await b.setViewportSize({ width: 1280, height: 800 });
  await frames(b, 3);

  // A is not disturbed: it goes on saving.
  const a6 = await playSaved(a, 1);
  assert((await record(a, slot)).actions === 6, 'A\'s next save lands');

  // B keeps its moves as a copy: a new game of its own; A's record is untouched.
  await clickItem(b, 'Keep mine as a copy');
  const bs = await b.evaluate(() => window.shamble.state());
  assert(bs.save !== slot && bs.actions === b4.actions, 'B goes on under a new save: ' + bs.save);
  await b.waitForFunction(async (s) => (await window.shamble.listSaves()).some((x) => x.slot === s && x.actions === 4),
    bs.save, { timeout: 10000 });
  const b5 = await playSaved(b, 1);
  const stores = await readStores(a);
  rec = stores.saves.find((x) => x.slot === slot);
  const copy = stores.saves.find((x) => x.slot === bs.save);
  assert(rec.actions === 6 && copy.actions === 5, `both tabs' moves are kept (A: ${rec.actions}, B's copy: ${copy.actions})`);

  // The other way out: B reopens the shared game, both play, B is refused
  // again and this time loads A's game, which it then plays on.
  assert((await b.evaluate((s) => window.shamble.load(s), slot)).ok, 'B loads the shared game again');
  const a7 = await playSaved(a, 1);
  await playSaved(b, 1, { wait: false });
  await waitNotice(b, /Another tab played this game on/);
  await clickItem(b, 'Load the other tab\'s game');
  await b.waitForFunction((n) => window.shamble.state().actions === n, a7.actions, { timeout: 10000 });
  const bNow = await b.evaluate(() => window.shamble.state());
  assert(bNow.save === slot && bNow.position === a7.position, 'B now shows A\'s game');
  const b8 = await playSaved(b, 1);
  assert((await record(a, slot)).actions === 8, 'B, having loaded A\'s moves, saves on top of them');
  // ...and now A is the one behind: its next save is refused, not written over B's.
  await playSaved(a, 1, { wait: false });
  await waitNotice(a, /Another tab played this game on/);
  rec = await record(a, slot);
  assert(rec.actions === 8, 'A did not overwrite B\'s move');
  assert(b8.actions === 8 && a5.actions === 5 && a6.actions === 6 && b5.actions === 5, 'counts as played');
  assert(a.errors.length === 0 && b.errors.length === 0, 'no console errors: ' + a.errors.concat(b.errors).join('; '));
});
