// Summary: damaged records on disk (a truncated save, a flipped byte, bytes of the wrong type or none, empty
// bytes, fields missing or of the wrong type) never crash the page and are never deleted: the start screen lists
// them, each one that cannot load is reported and set aside unchanged in 'quarantine', the ones whose game is
// whole load and play, and the page goes on working. (corrupt.mjs covers a damaged save resumed on a reload.)
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, artifacts, assert, clickItem, playSaved, readStores } from './lib.mjs';

const shot = async (page, name) => writeFileSync(path.join(artifacts, name), await page.screenshot());

await runTest('fault: damaged records are set aside, never deleted', async ({ server, context }) => {
  const page = await openPage(context, server.url);
  await ready(page);
  assert((await page.evaluate(() => window.shamble.newGame({ game: 'catan', seats: ['human', 'human', 'human'], seed: 8 }))).ok,
    'catan starts');
  const good = await playSaved(page, 4);

  // Damaged copies of the good record, written straight into IndexedDB.
  const bad = await page.evaluate((slot) => new Promise((resolve, reject) => {
    const req = indexedDB.open('shamble');
    req.onsuccess = () => {
      const t = req.result.transaction(['saves'], 'readwrite');
      const st = t.objectStore('saves');
      st.get(slot).onsuccess = (e) => {
        const rec = e.target.result;
        const b = rec.bytes;
        const flipped = b.slice();
        flipped[Math.floor(b.length / 2)] ^= 0x40;
        const like = (slot, o) => Object.assign({}, rec, { slot, updated: Date.now() }, o);
        const noFields = { slot: 'game-bare', kind: 'game', bytes: b.slice() };  // only slot, kind and bytes
        const cases = {
          'game-truncated': like('game-truncated', { bytes: b.slice(0, Math.floor(b.length / 2)) }),
          'game-flipped': like('game-flipped', { bytes: flipped }),
          'game-string': like('game-string', { bytes: 'not bytes at all' }),
          'game-number': like('game-number', { bytes: 12345 }),
          'game-object': like('game-object', { bytes: { length: 3, 0: 1 } }),
          'game-empty': like('game-empty', { bytes: new Uint8Array(0) }),
          'game-nobytes': (() => { const r = like('game-nobytes', {}); delete r.bytes; return r; })(),
          'game-bare': noFields,
          'game-oddfields': like('game-oddfields', { title: 42, turn: 'x', updated: 'yesterday', kind: 7, terminal: 'no',
            players: null, query: 5, start: 17, rev: 'r', actions: -1 }),
          'game-buffer': like('game-buffer', { bytes: b.slice().buffer }),
          'game-int8': like('game-int8', { bytes: new Int8Array(b.slice().buffer) }),
        };
        for (const c of Object.values(cases)) st.put(c);
        resolve(Object.keys(cases));
      };
      t.onerror = () => reject(t.error);
    };
    req.onerror = () => reject(req.error);
  }), good.save);
  const before = await readStores(page);

  // A reload lists them all without a crash.
  await page.reload();
  await ready(page);
  await clickItem(page, '\u2190 Menu');  // the tab's game resumed: its start screen lists the rest
  await frames(page, 4);
  await shot(page, 'fault-corrupt-list-1280x800.png');
  await page.setViewportSize({ width: 360, height: 640 });
  await frames(page, 4);
  await shot(page, 'fault-corrupt-list-360x640.png');
  await page.setViewportSize({ width: 1280, height: 800 });
  const listed = await page.evaluate(() => window.shamble.listSaves());
  assert(bad.every((s) => listed.some((x) => x.slot === s)), 'every record is listed');

  // Load each. The whole ones play; the others are reported and set aside.
  const loads = {};
  for (const slot of bad) {
    loads[slot] = await page.evaluate((s) => window.shamble.load(s), slot);
    console.log(`  ${slot}: ${loads[slot].ok ? 'loads' : loads[slot].error.message}`);
  }
  const whole = ['game-bare', 'game-oddfields', 'game-buffer', 'game-int8'];
  for (const slot of bad) assert(loads[slot].ok === whole.includes(slot), slot + (whole.includes(slot) ? ' loads' : ' is refused'));
  await frames(page, 4);
  await shot(page, 'fault-corrupt-notices-1280x800.png');
  const notices = await page.evaluate(() => window.shamble.notices().map((n) => n.text));
  assert(notices.some((t) => /could not be loaded.*set aside/.test(t)), 'the player is told');

  // Nothing was deleted: each refused record sits in quarantine exactly as it
  // was written; the rest are still in 'saves'.
  const after = await readStores(page);
  for (const slot of bad) {
    const was = JSON.stringify(before.saves.find((r) => r.slot === slot));
    if (whole.includes(slot)) {
      assert(after.saves.some((r) => r.slot === slot), slot + ' is still among the saves');
    } else {
      const q = after.quarantine.filter((x) => x.slot === slot);
      assert(q.length === 1 && JSON.stringify(q[0].record) === was && q[0].error, slot + ' is set aside unchanged');
      assert(!after.saves.some((r) => r.slot === slot), slot + ' left the loadable saves');
    }
  }
  assert(after.saves.some((r) => r.slot === good.save && r.actions === 4), 'the good save is untouched');

  // The Saves screen lists what was set aside; the page goes on working.
  await page.evaluate(() => window.shamble.load());
  const s = await page.evaluate(() => window.shamble.state());
  assert(s.game === 'catan', 'a game is open');
  const more = await playSaved(page, 1);
  assert(more.actions > 0, 'and plays');
  await page.evaluate(() => window.shamble.newGame({ game: 'flipped', seats: ['human', 'human'] }));
  assert((await playSaved(page, 2)).actions === 2, 'a new game plays');
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
});
