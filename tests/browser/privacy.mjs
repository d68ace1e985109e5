// Issue 14 item 5: hot-seat privacy. Undo never crosses a draw of hidden
// information (a Catan development card) nor a change of who is looking (the
// pass-the-device cover), and the cover stands between two humans' private
// views on every way back to the table: Menu then Continue, and a reload.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, findItem, clickItem, artifacts, assert } from './lib.mjs';

const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
const shot = async (page, name) => writeFileSync(path.join(artifacts, name), await page.screenshot());

await runTest('privacy: undo stops at hidden draws and at the cover; the cover always holds', async ({ server, context }) => {
  // A development card: buying it draws the deck's hidden top card.
  const scen = { game: 'catan', seed: 5, seats: ['human', 'bot:easy', 'bot:easy'],
    players: [{ settlements: [20], roads: [22], hand: { wool: 2, grain: 2, ore: 2 } },
      { settlements: [40], roads: [51] }, { settlements: [2], roads: [4] }],
    turn: { current: 0, round: 3, phase: 'main' } };
  let page = await openPage(context, server.url + '?scenario=' + b64(scen));
  await ready(page);
  const dev = await page.evaluate(() => {
    const buy = window.shamble.legal().find((l) => l.code.startsWith('buy-dev'));
    if (!buy) return { error: 'no buy-dev in ' + JSON.stringify(window.shamble.legal().map((l) => l.code)) };
    const r = window.shamble.apply(buy.code);
    return { r, undo: window.shamble.undo() };
  });
  console.log('  undo after buying a card: ' + JSON.stringify(dev.undo));
  assert(dev.r && dev.r.ok, 'bought a development card: ' + JSON.stringify(dev));
  assert(!dev.undo.ok, 'undo does not take back a hidden draw');
  await page.close();

  // Hot seat, two humans and a bot, Catan's opening.
  page = await openPage(context, server.url);
  await ready(page);
  await page.evaluate(() => window.shamble.newGame({ game: 'catan', seed: 3, seats: ['human', 'human', 'bot:easy'],
    names: ['Ada', 'Bo', 'Cy'] }));
  await frames(page, 6);
  assert(await findItem(page, /^I am Ada/), 'a hot-seat game opens covered');
  await clickItem(page, /^I am Ada/);
  assert(!(await findItem(page, /^I am /)), 'Ada sees her table');
  await page.evaluate(() => { for (let i = 0; i < 2; ++i) window.shamble.apply(window.shamble.legal()[0].code); });
  await frames(page, 6);
  assert(await findItem(page, /^I am Bo/), 'the cover stands between Ada and Bo');
  await shot(page, 'privacy-cover-1280x800.png');
  const u = await page.evaluate(() => window.shamble.undo());
  assert(!u.ok, 'no undo of Ada\'s move on the pass-the-device screen');
  await frames(page, 4);
  assert(await findItem(page, /^I am Bo/), 'still covered after trying to undo');
  // Menu, then back: still covered.
  await clickItem(page, '\u2190 Menu');
  await frames(page, 4);
  await shot(page, 'privacy-menu-1280x800.png');
  await clickItem(page, /^(Continue|Resume)/);
  await frames(page, 6);
  assert(await findItem(page, /^I am Bo/), 'Menu then Continue meets the cover');
  // A reload (the tab's game resumes): still covered.
  await page.reload();
  await ready(page);
  await frames(page, 6);
  const s = await page.evaluate(() => window.shamble.state());
  assert(s.game === 'catan' && s.actions === 2, 'the game resumed');
  assert(await findItem(page, /^I am Bo/), 'a reload meets the cover');
  await page.setViewportSize({ width: 360, height: 640 });
  await frames(page, 6);
  await shot(page, 'privacy-cover-360x640.png');
  await clickItem(page, /^I am Bo/);
  assert(!(await findItem(page, /^I am /)), 'Bo sees his table');
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
});
