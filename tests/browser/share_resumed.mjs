// Summary: a game resumed from its save (a reload of the tab, the start screen's Resume, an embed reloaded into
// its saved game) shares a link that opens the same position in a fresh browser; a save made before records kept
// how the game began still loads and plays, and Share says plainly why it cannot make a link.
//
// The save record keeps the game's start (field `start`, a scenario) beside its bytes (docs/WEB.md "Saves").
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, artifacts, assert, clickItem, playSaved, waitNotice } from './lib.mjs';

const shot = async (page, name) => writeFileSync(path.join(artifacts, name), await page.screenshot());

// Opens `url` in a fresh context (no saves) and returns the game's state.
async function openFresh(browser, url) {
  const other = await browser.newContext();
  const p = await openPage(other, url);
  await ready(p);
  const s = await p.evaluate(() => window.shamble.state());
  assert(p.errors.length === 0, 'no console errors in the fresh browser: ' + p.errors.join('; '));
  await other.close();
  return s;
}

const same = (a, b) => a.game === b.game && a.actions === b.actions && a.position === b.position;

await runTest('share after resume: reload, Resume and embeds share the same position', async ({ server, browser, context }) => {
  // A game started here, played, then the tab reloaded: it resumes from its save.
  let page = await openPage(context, server.url);
  await ready(page);
  assert((await page.evaluate(() => window.shamble.newGame({ game: 'monopoly', preset: 'short', seats: ['human', 'human'],
    seed: 41 }))).ok, 'monopoly starts');
  const before = await playSaved(page, 5);
  await page.reload();
  await ready(page);
  let now = await page.evaluate(() => window.shamble.state());
  assert(same(now, before), 'the reload resumed the game from its save');
  // Copy link through the Share menu, as a player would.
  await clickItem(page, 'Share\u2026');
  await clickItem(page, 'Copy link');
  const link = await page.evaluate(() => window.shambleLastShare);
  assert(typeof link === 'string' && link.includes('?scenario='), 'Copy link copied a link: ' + link);
  await shot(page, 'share-resumed-1280x800.png');
  let opened = await openFresh(browser, link);
  console.log(`  reloaded game: ${before.actions} actions; the link opens ${opened.game} at ${opened.actions}`);
  assert(same(opened, before), 'the link of a reloaded game opens the same position');
  assert(opened.rules.houses_before_hotel === before.rules.houses_before_hotel, 'with the same rules');
  await page.close();

  // A new tab (no game of its own): the start screen's Resume, then Copy wiki tag.
  page = await openPage(context, server.url);
  await ready(page);
  assert((await page.evaluate(() => window.shamble.state())).screen === 'start', 'a new tab shows the start screen');
  await clickItem(page, 'Resume');
  now = await page.evaluate(() => window.shamble.state());
  assert(same(now, before), 'Resume opened the saved game');
  await clickItem(page, 'Share\u2026');
  await clickItem(page, 'Copy wiki tag');
  const tag = await page.evaluate(() => window.shambleLastShare);
  const m = /^<shamble scenario="([A-Za-z0-9_-]+)"\/>$/.exec(tag || '');
  assert(m, 'Copy wiki tag copied a tag: ' + tag);
  opened = await openFresh(browser, server.url + '?scenario=' + m[1]);
  assert(same(opened, before), 'the tag of a resumed game opens the same position');
  await page.close();

  // An embed reloaded into its saved game.
  const embedUrl = server.url + '?embed=1&page=' + encodeURIComponent('Share test') + '&game=flipped&seats=human,human&seed=9';
  page = await openPage(context, embedUrl);
  await ready(page);
  const embedBefore = await playSaved(page, 4);
  await page.reload();
  await ready(page);
  now = await page.evaluate(() => window.shamble.state());
  assert(same(now, embedBefore), 'the embed reloaded into its saved game');
  const code = await page.evaluate(() => window.shamble.shareCode());
  assert(code.ok, 'the reloaded embed can be shared: ' + JSON.stringify(code));
  opened = await openFresh(browser, server.url + '?scenario=' + code.code);
  assert(same(opened, embedBefore), 'the embed\'s link opens the same position');
  await page.close();

  // A save from before records kept the start: the same record without `start`.
  page = await openPage(context, server.url);
  await ready(page);
  const old = await page.evaluate(() => new Promise((resolve, reject) => {
    const req = indexedDB.open('shamble');
    req.onsuccess = () => {
      const t = req.result.transaction(['saves'], 'readwrite');
      const st = t.objectStore('saves');
      st.getAll().onsuccess = (e) => {
        const rec = e.target.result.find((r) => r.kind === 'game');
        const copy = Object.assign({}, rec, { slot: 'game-1700000000000-0001-1', updated: Date.now() + 1000 });
        delete copy.start;
        delete copy.rev;
        delete copy.writer;
        st.put(copy);
        resolve({ slot: copy.slot, hadStart: typeof rec.start === 'string' && rec.start.length > 0 });
      };
      t.onerror = () => reject(t.error);
    };
    req.onerror = () => reject(req.error);
  }));
  assert(old.hadStart, 'records written now keep the start');
  const loaded = await page.evaluate((slot) => window.shamble.load(slot), old.slot);
  assert(loaded.ok, 'the old save loads: ' + JSON.stringify(loaded));
  now = await page.evaluate(() => window.shamble.state());
  assert(same(now, before), 'the old save resumes at its position');
  const refused = await page.evaluate(() => window.shamble.shareCode());
  console.log(`  old save: ${refused.error}`);
  assert(!refused.ok && /before saves recorded how a game began/.test(refused.error), 'Share says why: ' + refused.error);
  await page.evaluate(() => { window.shambleLastShare = null; });
  await clickItem(page, 'Share\u2026');
  await clickItem(page, 'Copy link');
  await waitNotice(page, /cannot be shared as a link/);
  assert(await page.evaluate(() => window.shambleLastShare === null), 'nothing was copied');
  await frames(page, 3);
  await shot(page, 'share-old-save-1280x800.png');
  await page.setViewportSize({ width: 360, height: 640 });
  await frames(page, 4);
  await shot(page, 'share-old-save-360x640.png');
  const played = await playSaved(page, 1);
  assert(played.actions === before.actions + 1, 'the old save plays on');
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
});
