// A save that fails to load is reported on screen and moved, unchanged, to the
// 'quarantine' store (never deleted or overwritten); the page keeps working.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, artifacts, assert } from './lib.mjs';

await runTest('corrupt: a damaged save is set aside and reported', async ({ server, context }) => {
  const page = await openPage(context, server.url);
  await ready(page);
  await page.evaluate(() => new Promise((resolve, reject) => {
    const req = indexedDB.open('shamble', 1);
    req.onsuccess = () => {
      const t = req.result.transaction(['saves'], 'readwrite');
      const bytes = new Uint8Array([0x53, 0x48, 0x4d, 0x42, 1, 0, 0, 0, 0xde, 0xad, 0xbe, 0xef, 7, 7, 7]);
      t.objectStore('saves').put({ slot: 'game-broken', kind: 'game', bytes, game: 'flipped', title: 'broken',
        updated: Date.now(), terminal: false, query: '', turn: 3, actions: 9 });
      sessionStorage.setItem('shamble.current', 'game-broken');  // this tab was playing it: a reload resumes it
      t.oncomplete = () => { req.result.close(); resolve(); };
      t.onerror = () => reject(t.error);
    };
    req.onerror = () => reject(req.error);
  }));
  await page.reload();
  await ready(page);
  await frames(page, 4);
  writeFileSync(path.join(artifacts, 'corrupt-notice.png'), await page.screenshot());
  const seen = await page.evaluate(async () => ({
    notices: window.shamble.notices().map((n) => n.text),
    dom: document.getElementById('notices').textContent,
    state: window.shamble.state(),
    saves: await window.shamble.listSaves(),
  }));
  console.log(`  notice: ${seen.notices[0]}`);
  assert(seen.notices.some((t) => t.includes("save 'game-broken' could not be loaded")), 'notice shown');
  assert(seen.dom.includes('could not be loaded'), 'notice mirrored into the page');
  assert(seen.state.game === null, 'no game was loaded from the broken save');
  const q = seen.saves.filter((s) => s.quarantined);
  assert(q.length === 1 && q[0].slot === 'game-broken' && q[0].error, 'record moved to quarantine with its error');
  assert(!seen.saves.some((s) => s.slot === 'game-broken' && !s.quarantined), 'no longer among loadable saves');
  const bytesKept = await page.evaluate(() => new Promise((resolve) => {
    const req = indexedDB.open('shamble', 1);
    req.onsuccess = () => {
      const g = req.result.transaction(['quarantine']).objectStore('quarantine').getAll();
      g.onsuccess = () => resolve(Array.from(g.result[0].record.bytes));
    };
  }));
  assert(bytesKept.length === 15 && bytesKept[8] === 0xde, 'quarantined bytes are unchanged');
  // Still works: a new game plays.
  const ok = await page.evaluate(() => {
    const r = window.shamble.newGame({ game: 'flipped', seats: ['human', 'human'] });
    return r.ok && window.shamble.apply(window.shamble.legal()[0].code).ok;
  });
  assert(ok, 'a new game starts and plays after the bad save');
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
});
