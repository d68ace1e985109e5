// Share: the game in progress as a link (and a wiki tag) opens the same
// position in a fresh browser, moves and all; the menu item copies it.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, artifacts, assert, clickItem } from './lib.mjs';

await runTest('share: a link rebuilds the position', async ({ server, browser, context }) => {
  const page = await openPage(context, server.url + '?game=monopoly&seats=human,human&seed=77&preset=short');
  await ready(page);
  // A few moves by whoever must act (two humans: every action is ours to take).
  for (let i = 0; i < 6; ++i) {
    const legal = await page.evaluate(() => window.shamble.legal());
    const a = legal.find((x) => /roll|buy|end/i.test(x.label)) || legal[0];
    const r = await page.evaluate(([c, s]) => window.shamble.apply(c, s), [a.code, a.seat]);
    assert(r.ok, 'move ' + a.code + ': ' + JSON.stringify(r));
  }
  const before = await page.evaluate(() => window.shamble.state());
  const share = await page.evaluate(() => window.shamble.shareCode());
  assert(share.ok && share.code.length > 20, 'a share code: ' + JSON.stringify(share));

  // The Share menu copies the link (kept in window.shambleLastShare too).
  await frames(page, 3);
  await clickItem(page, 'Share\u2026');
  await frames(page, 3);
  await clickItem(page, 'Copy wiki tag');
  await frames(page, 3);
  writeFileSync(path.join(artifacts, 'share-copied-1280x800.png'), await page.screenshot());
  const tag = await page.evaluate(() => window.shambleLastShare);
  assert(tag === `<shamble scenario="${share.code}"/>`, 'the wiki tag holds the code: ' + tag);

  // A fresh browser (no saves) opening the link gets the same position.
  const other = await browser.newContext();
  const p2 = await openPage(other, server.url + '?scenario=' + share.code);
  await ready(p2);
  const after = await p2.evaluate(() => window.shamble.state());
  assert(after.game === 'monopoly' && after.actions === before.actions,
    `same game and moves (${before.actions} -> ${after.actions})`);
  assert(after.position === before.position, 'the same position');
  assert(after.rules.houses_before_hotel === before.rules.houses_before_hotel, 'the same rules');
  await other.close();
});
