// Issue 14 item 1, the acceptance check: every game has its own save from its
// first move. Start Monopoly, then Catan, then visit an embed of Flipped in
// the same browser: both games are listed on the start screen, resumable and
// unchanged, and the app does not resume the embed's game. The embed resumes
// only its own save; another page's embed starts fresh. An old single-slot
// 'autosave' is listed, never dropped; a full storage says what to do.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, artifacts, assert } from './lib.mjs';

// Plays n first-legal actions and waits for the game's own save to hold them.
async function play(page, n) {
  return page.evaluate(async (n) => {
    for (let i = 0; i < n; ++i) {
      const a = window.shamble.apply(window.shamble.legal()[0].code);
      if (!a.ok) throw new Error(JSON.stringify(a));
    }
    const s = window.shamble.state();
    for (let i = 0; i < 100; ++i) {
      const rec = (await window.shamble.listSaves()).find((x) => x.slot === s.save);
      if (rec && rec.actions === s.actions) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    return s;
  }, n);
}

const shot = async (page, name) => writeFileSync(path.join(artifacts, name), await page.screenshot());

await runTest('saves per game: Monopoly, Catan and a Flipped embed keep their own saves', async ({ server, context }) => {
  let page = await openPage(context, server.url);
  await ready(page);
  const mono = await page.evaluate(() => window.shamble.newGame({ game: 'monopoly', seats: ['human', 'human'], seed: 3 }));
  assert(mono.ok, 'monopoly starts');
  const monoBefore = await play(page, 4);
  const catan = await page.evaluate(() => window.shamble.newGame({ game: 'catan', seats: ['human', 'human', 'human'], seed: 4 }));
  assert(catan.ok, 'catan starts');
  const catanBefore = await play(page, 3);
  assert(monoBefore.save && catanBefore.save && monoBefore.save !== catanBefore.save, 'each game has its own save id');
  assert(/^game-/.test(monoBefore.save), 'storage key names the game: ' + monoBefore.save);
  await page.close();

  // An embed of Flipped on a wiki page, in the same browser.
  const embedUrl = server.url + '?embed=1&page=' + encodeURIComponent('Zombie games/Flipped demo') +
    '&game=flipped&seats=human,human&seed=9';
  page = await openPage(context, embedUrl);
  await ready(page);
  let s = await page.evaluate(() => window.shamble.state());
  assert(s.game === 'flipped' && s.actions === 0, 'the embed starts its own game, not a visitor game: ' + s.game);
  const embedBefore = await play(page, 2);
  assert(embedBefore.save.startsWith('embed:Zombie games/Flipped demo'), 'embed saves under its page: ' + embedBefore.save);
  await page.close();

  // The visitor comes back: nothing resumes by itself, both games are listed.
  page = await openPage(context, server.url);
  await ready(page);
  await frames(page, 4);
  await shot(page, 'saves-start-list-1280.png');
  s = await page.evaluate(() => window.shamble.state());
  assert(s.game === null && s.screen === 'start', 'the start screen shows, the embed game is not resumed: ' + s.game);
  const list = await page.evaluate(() => window.shamble.listSaves());
  const own = list.filter((x) => x.kind === 'game');
  console.log('  own games: ' + own.map((x) => `${x.game} (${x.rules}, ${x.players}, turn ${x.turn}, ${x.actions} actions)`).join('; '));
  assert(own.length === 2, 'two own games listed');
  assert(own.some((x) => x.game === 'monopoly' && x.actions === 4) && own.some((x) => x.game === 'catan' && x.actions === 3),
    'both games listed with their moves');
  assert(own.every((x) => x.rules && x.players && x.updated), 'rules, players and last played are listed');
  assert(list.filter((x) => x.kind === 'embed').length === 1, 'the embed save is kept apart');
  // Resume is the first choice: the top button of the start screen resumes the newest game.
  const text = await page.evaluate(() => document.getElementById('notices').textContent);
  assert(text === '' || !/could not/.test(text), 'no error notices: ' + text);
  await page.setViewportSize({ width: 360, height: 640 });
  await frames(page, 4);
  await shot(page, 'saves-start-list-360.png');
  await page.setViewportSize({ width: 1280, height: 800 });
  await frames(page, 2);
  // Click the first Resume button: it sits right under "Your games".
  for (const want of [catanBefore, monoBefore]) {
    const r = await page.evaluate((slot) => window.shamble.load(slot), want.save);
    assert(r.ok, 'loads ' + want.game);
    const now = await page.evaluate(() => window.shamble.state());
    assert(now.game === want.game && now.actions === want.actions && now.position === want.position,
      want.game + ' resumes unchanged');
  }
  // Playing on in a resumed game writes to that game's own save.
  const monoMore = await play(page, 1);
  assert(monoMore.save === monoBefore.save, 'a resumed game keeps its save id');
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
  await page.close();

  // The embed resumes its own save; an embed on another page starts fresh.
  page = await openPage(context, embedUrl);
  await ready(page);
  s = await page.evaluate(() => window.shamble.state());
  assert(s.game === 'flipped' && s.actions === 2 && s.position === embedBefore.position,
    'the embed resumes its own game');
  await shot(page, 'saves-embed-1280.png');
  await page.close();
  page = await openPage(context, embedUrl.replace('Flipped%20demo', 'Other%20page'));
  await ready(page);
  s = await page.evaluate(() => window.shamble.state());
  assert(s.game === 'flipped' && s.actions === 0, 'another page\'s embed starts its own game');
  await page.close();

  // A save from before per-game saves (the one 'autosave' slot) is listed, not dropped.
  page = await openPage(context, server.url);
  await ready(page);
  await page.evaluate(() => new Promise((resolve, reject) => {
    const req = indexedDB.open('shamble', 1);
    req.onsuccess = () => {
      const t = req.result.transaction(['saves'], 'readwrite');
      const st = t.objectStore('saves');
      const g = st.getAll();
      g.onsuccess = () => {
        const mono = g.result.find((r) => r.game === 'monopoly');
        const old = { slot: 'autosave', bytes: mono.bytes, game: 'monopoly', title: 'Monopoly: old', turn: mono.turn,
          actions: mono.actions, terminal: false, query: '', updated: 1700000000000 };
        st.put(old);
      };
      t.oncomplete = () => { req.result.close(); resolve(); };
      t.onerror = () => reject(t.error);
    };
    req.onerror = () => reject(req.error);
  }));
  await page.reload();
  await ready(page);
  const after = await page.evaluate(() => window.shamble.listSaves());
  const legacy = after.find((x) => x.kind === 'game' && x.updated === 1700000000000);
  assert(legacy && legacy.slot !== 'autosave', 'the old autosave is listed under a game id: ' + JSON.stringify(after.map((x) => x.slot)));
  assert((await page.evaluate((slot) => window.shamble.load(slot), legacy.slot)).ok, 'the old autosave loads');

  // Storage full: the notice says what to do.
  await page.evaluate(() => {
    IDBObjectStore.prototype.put = function () { throw new DOMException('quota', 'QuotaExceededError'); };
  });
  await play(page, 1);
  await frames(page, 4);
  await shot(page, 'saves-quota-1280.png');
  const notes = await page.evaluate(() => window.shamble.notices().map((n) => n.text));
  console.log('  quota notice: ' + notes.find((t) => /full/.test(t)));
  assert(notes.some((t) => /full/.test(t) && /export/i.test(t) && /delete/i.test(t)), 'quota error shown with what to do');
});
