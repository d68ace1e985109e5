// The monopoly board view: a game started through window.shamble draws a
// non-blank board at three screen sizes; in a hot-seat game the human who is
// not acting opens a trade from the centre (M-TRADE-6) and gets the trade
// sheet; and a bots-only game (short preset) at instant bot speed reaches its
// end with no console errors.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, distinctColours, artifacts, assert } from './lib.mjs';

async function shot(page, name, width, height) {
  await page.setViewportSize({ width, height });
  await page.mouse.move(width - 2, height - 2);  // no deed tooltip over the board
  await frames(page, 6);
  await page.waitForTimeout(1500);  // let dice and hops finish
  await frames(page, 4);
  const png = await page.screenshot();
  writeFileSync(path.join(artifacts, name), png);
  return distinctColours(png);
}

await runTest('monopoly_board: board draws and a bots-only game ends', async ({ server, context }) => {
  const page = await openPage(context, server.url);
  await ready(page);
  const games = await page.evaluate(() => window.shamble.games().map((g) => g.id));
  assert(games.includes('monopoly'), 'monopoly is registered: ' + games.join(', '));

  // A human game, moved forward a little so deeds are owned: the board at three sizes.
  let r = await page.evaluate(() => window.shamble.newGame({ game: 'monopoly', seed: 11,
    seats: ['human', 'bot:normal', 'bot:normal', 'bot:normal'] }));
  assert(r.ok, 'newGame ok: ' + JSON.stringify(r));
  for (const [w, h] of [[1280, 800], [800, 600], [360, 640]]) {
    const colours = await shot(page, `monopoly-start-${w}x${h}.png`, w, h);
    console.log(`  start ${w}x${h}: ${colours} colours`);
    assert(colours > 60, `board at ${w}x${h} looks blank (${colours} colours)`);
  }

  // Hot seat: Ada (seat 0, first with seed 11) must roll; Bram, not acting,
  // opens a trade with Ada from the "Bram: trade..." button under her buttons.
  r = await page.evaluate(() => window.shamble.newGame({ game: 'monopoly', seed: 11,
    seats: ['human', 'human', 'bot:normal'] }));
  assert(r.ok, 'hot-seat newGame ok: ' + JSON.stringify(r));
  await shot(page, 'monopoly-bystander-1280x800.png', 1280, 800);
  let st = await page.evaluate(() => window.shamble.state());
  assert(st.view.turn === 0 && st.view.prompt.ask === 'roll', 'Ada is to roll first with seed 11');
  await page.mouse.click(420, 377);  // the out-of-turn trade button (centre, second row)
  await frames(page, 4);
  await shot(page, 'monopoly-bystander-popup-1280x800.png', 1280, 800);
  await page.mouse.click(600, 435);  // "Propose a trade to Ada" in the popup opened at the click
  await frames(page, 4);
  st = await page.evaluate(() => window.shamble.state());
  const tr = st.view.trade;
  assert(tr.active && tr.proposer === 1 && tr.partner === 0, 'Bram opened a trade with Ada: ' + JSON.stringify(tr));
  assert(st.view.turn === 0, 'still Ada\'s turn');
  await shot(page, 'monopoly-trade-bystander-1280x800.png', 1280, 800);
  r = await page.evaluate(() => window.shamble.apply('cancel', 1));
  assert(r.ok, 'Bram cancels: ' + JSON.stringify(r));
  st = await page.evaluate(() => window.shamble.state());
  assert(st.view.prompt.ask === 'roll' && st.view.turn === 0, 'back to Ada before her roll');

  // Bots only, short preset, at the "instant" pace picked in the top bar's
  // speed combo (through the UI: the API has no speed control).
  r = await page.evaluate(() => window.shamble.newGame({ game: 'monopoly', preset: 'short', seed: 5,
    seats: ['bot:normal', 'bot:normal', 'bot:normal', 'bot:normal'] }));
  assert(r.ok, 'bots newGame ok: ' + JSON.stringify(r));
  await shot(page, 'monopoly-bots-start-1280x800.png', 1280, 800);
  // The speed combo's entries: 1x, 2x, 4x, instant. A few seconds at 4x give a
  // board with owners on it; then instant plays the rest.
  await page.mouse.click(220, 32);
  await frames(page, 3);
  await page.mouse.click(205, 120);
  for (let i = 0; i < 20; ++i) { await frames(page, 3); await page.waitForTimeout(200); }
  await shot(page, 'monopoly-mid-1280x800.png', 1280, 800);
  await page.mouse.click(220, 32);
  await frames(page, 3);
  await page.mouse.click(205, 144);
  let s = null;
  for (let i = 0; i < 600; ++i) {
    await frames(page, 5);
    s = await page.evaluate(() => window.shamble.state());
    if (s.terminal) break;
  }
  console.log(`  bots game: terminal=${s.terminal} turn=${s.turn}`);
  assert(s.terminal, 'bots-only game reached its end');
  const colours = await shot(page, 'monopoly-end-1280x800.png', 1280, 800);
  assert(colours > 60, `end board looks blank (${colours} colours)`);
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
});
