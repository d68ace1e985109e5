// Issue 14 item 6: buttons stay under the pointer and nothing is cut. The
// trade sheet's cash amounts keep their places when one is picked, any amount
// can be typed; on a phone every player's cash reads whole and a square's
// card opens on screen.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, items, clickItem, findItem, artifacts, assert } from './lib.mjs';

const cashButtons = async (page) => (await items(page)).items
  .filter((i) => i.window.startsWith('Trade##mono') && /^\$\d+$/.test(i.label))
  .map((i) => ({ label: i.label, x: Math.round(i.x), y: Math.round(i.y) }));

await runTest('stable_buttons: trade cash stays put, any amount; phone chips and cards fit', async ({ server, context }) => {
  const page = await openPage(context, server.url);
  await ready(page);
  await page.evaluate(() => {
    window.shamble.newGame({ game: 'monopoly', seed: 11, seats: ['human', 'human'], names: ['Ada', 'Bram'] });
    const open = window.shamble.legal().find((l) => /trade/i.test(l.label) && /Bram/.test(l.label));
    window.shamble.apply(open.code);
  });
  await frames(page, 6);
  const before = await cashButtons(page);
  assert(before.length >= 4, 'cash buttons drawn: ' + JSON.stringify(before));
  await clickItem(page, '$100');
  await frames(page, 4);
  const after = await cashButtons(page);
  writeFileSync(path.join(artifacts, 'trade-cash-1280x800.png'), await page.screenshot());
  const moved = before.filter((b, k) => !after[k] || after[k].label !== b.label || after[k].x !== b.x || after[k].y !== b.y);
  console.log(`  ${before.length} amounts before, ${after.length} after, ${moved.length} moved`);
  assert(moved.length === 0, 'no cash button moved: ' + JSON.stringify(moved));
  // Any amount: type 137 and set it.
  await clickItem(page, '##amount');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('137');
  await frames(page, 3);
  await clickItem(page, 'Set cash');
  await frames(page, 4);
  const tr = await page.evaluate(() => JSON.stringify(window.shamble.state().view.trade));
  console.log('  trade: ' + tr);
  assert(/137/.test(tr), 'a typed amount is in the offer');
  await page.close();

  // Phone: five players' cash reads whole; a square's card opens on screen.
  const phone = await openPage(context, server.url, { width: 360, height: 640 });
  await ready(phone);
  await phone.evaluate(() => window.shamble.newGame({ game: 'monopoly', seed: 4, players: 5,
    seats: ['human', 'bot:easy', 'bot:easy', 'bot:easy', 'bot:easy'] }));
  await frames(phone, 6);
  const chips = (await items(phone)).items.filter((i) => i.label === '##chip');
  console.log('  chip widths at 360: ' + chips.map((c) => Math.round(c.w)).join(', '));
  assert(chips.length === 5 && chips.every((c) => c.w >= 80), 'every cash chip is wide enough for "$1500"');
  writeFileSync(path.join(artifacts, 'phone-chips-360x640.png'), await phone.screenshot());
  // Seat 3 rolls first: wait for the bots to hand the turn to the human, then
  // for the last token to land (dice 0.4 s, a move at most 1.5 s): a tap while
  // a token moves skips the animation (by design). On a still board one tap
  // must open the card.
  let mine = false;
  for (let i = 0; i < 300 && !mine; ++i) {
    mine = await phone.evaluate(() => window.shamble.legal().some((l) => l.seat === 0 && l.code === 'roll'));
    if (!mine) await frames(phone, 2);
  }
  assert(mine, 'the bots handed the turn to the human');
  for (const end = Date.now() + 2500; Date.now() < end;) await frames(phone, 2);
  const board = await findItem(phone, '##board');
  await phone.mouse.move(board.x + board.w - 12, board.y + board.h / 2);
  await frames(phone, 2);
  await phone.mouse.down();
  await frames(phone, 2);
  await phone.mouse.up();
  await frames(phone, 6);
  const pops = (await items(phone)).popups;
  writeFileSync(path.join(artifacts, 'phone-deed-360x640.png'), await phone.screenshot());
  assert(pops.length > 0, 'a card opened');
  for (const p of pops) assert(p.x >= 0 && p.y >= 0 && p.x + p.w <= 360 && p.y + p.h <= 640,
    'the card is on screen: ' + JSON.stringify(p));
  assert(phone.errors.length === 0 && page.errors.length === 0, 'no console errors');
  await phone.close();

  // Catan: composing an offer, the "+L +B +W +G +O" rows keep every slot
  // (a card that runs out is greyed, not removed) and ore is not cut.
  const scen = { game: 'catan', seed: 5, seats: ['human', 'bot:easy', 'bot:easy'],
    players: [{ settlements: [20], roads: [22], hand: { lumber: 1, brick: 1, wool: 1, grain: 1, ore: 1 } },
      { settlements: [40], roads: [51] }, { settlements: [2], roads: [4] }],
    turn: { current: 0, round: 3, phase: 'main' } };
  const cat = await openPage(context, server.url + '?scenario=' + Buffer.from(JSON.stringify(scen)).toString('base64url'));
  await ready(cat);
  const offered = await cat.evaluate(() => {
    const o = window.shamble.legal().find((l) => l.code === 'offer' || l.code.startsWith('offer:'));
    return o ? window.shamble.apply(o.code).ok : 'no offer in ' + window.shamble.legal().map((l) => l.code).join(' ');
  });
  assert(offered === true, 'an offer is being composed: ' + offered);
  await frames(cat, 6);
  const row = async () => (await items(cat)).items.filter((i) => /^\+?[LBWGO]$/.test(i.label))
    .map((i) => ({ label: i.label, x: Math.round(i.x), y: Math.round(i.y), clipped: i.clipped }));
  const r0 = await row();
  await clickItem(cat, /^\+?O$/);
  await frames(cat, 4);
  const r1 = await row();
  writeFileSync(path.join(artifacts, 'catan-offer-row-1280x800.png'), await cat.screenshot());
  console.log(`  catan offer buttons: ${r0.length} before, ${r1.length} after the last ore went in`);
  assert(r0.length >= 5 && JSON.stringify(r0) === JSON.stringify(r1), 'the offer rows did not move: ' +
    JSON.stringify({ r0, r1 }));
  assert(!r1.some((b) => b.clipped), 'no resource button is cut');
  assert(cat.errors.length === 0, 'no console errors');
});
