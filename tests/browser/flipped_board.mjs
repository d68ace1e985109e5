// The flipped board view: a two-human game driven through window.shamble draws
// a non-blank board by day and by night at three screen sizes, and a bots-only
// game at instant bot speed reaches its end with no console errors.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, distinctColours, artifacts, assert } from './lib.mjs';

const SIZES = [[1280, 800], [800, 600], [360, 640]];

async function shot(page, name, width, height, settle = 1500) {
  await page.setViewportSize({ width, height });
  await page.mouse.move(width - 2, height - 2);  // no square card over the board
  await frames(page, 6);
  if (settle) await page.waitForTimeout(settle);
  await frames(page, 4);
  const png = await page.screenshot();
  writeFileSync(path.join(artifacts, name), png);
  return distinctColours(png);
}

// A simple policy for driving both humans: buy parts, shelter, end after a
// move, else roll every die offered; at night fight whatever is offered first.
function pick(codes) {
  for (const p of ['buy', 'stay', 'tunnel', 'end']) if (codes.includes(p)) return p;
  const moves = codes.filter((c) => c.startsWith('move:'));
  const bits = (c) => Number(c.split(':')[1]).toString(2).replace(/0/g, '').length;
  if (moves.length) return moves.sort((a, b) => bits(b) - bits(a))[0];
  return codes[0];
}

await runTest('flipped_board: day and night boards draw and a bots-only game ends', async ({ server, context }) => {
  const page = await openPage(context, server.url);
  await ready(page);
  const games = await page.evaluate(() => window.shamble.games().map((g) => g.id));
  assert(games.includes('flipped'), 'flipped is registered: ' + games.join(', '));

  let r = await page.evaluate(() => window.shamble.newGame({ game: 'flipped', seed: 3, seats: ['human', 'human'] }));
  assert(r.ok, 'newGame ok: ' + JSON.stringify(r));
  for (const [w, h] of SIZES) {
    const colours = await shot(page, `flipped-day-${w}x${h}.png`, w, h);
    console.log(`  day ${w}x${h}: ${colours} colours`);
    assert(colours > 60, `board at ${w}x${h} looks blank (${colours} colours)`);
  }

  // Play on through the API; screenshot each of the first nights (while its
  // attacks are being shown) at the next size.
  let nights = 0;
  for (let i = 0; i < 400 && nights < SIZES.length; ++i) {
    const legal = await page.evaluate(() => window.shamble.legal());
    if (!legal.length) break;
    const code = pick(legal.map((l) => l.code));
    r = await page.evaluate((c) => window.shamble.apply(c), code);
    assert(r.ok, `apply ${code}: ` + JSON.stringify(r.error));
    await frames(page, 1);
    if (r.events.some((e) => /^Night \d+ falls/.test(e.text)) || legal[0].code.startsWith('share:')) {
      const [w, h] = SIZES[nights++];
      const colours = await shot(page, `flipped-night-${w}x${h}.png`, w, h, 900);
      console.log(`  night ${w}x${h}: ${colours} colours`);
      assert(colours > 60, `night board at ${w}x${h} looks blank`);
      await page.waitForTimeout(4000);  // let the night's show finish
    }
  }
  const mid = await shot(page, 'flipped-mid-1280x800.png', 1280, 800);
  assert(mid > 60, 'mid-game board looks blank');

  // Bots only at the "instant" pace picked in the top bar's speed combo.
  r = await page.evaluate(() => window.shamble.newGame({ game: 'flipped', seed: 5,
    seats: ['bot:normal', 'bot:normal', 'bot:normal'] }));
  assert(r.ok, 'bots newGame ok: ' + JSON.stringify(r));
  await shot(page, 'flipped-bots-start-1280x800.png', 1280, 800);
  await page.mouse.click(220, 32);
  await frames(page, 3);
  await page.mouse.click(205, 144);
  let s = null;
  for (let i = 0; i < 600; ++i) {
    await frames(page, 5);
    s = await page.evaluate(() => window.shamble.state());
    if (s.terminal) break;
  }
  console.log(`  bots game: terminal=${s.terminal} turn=${s.turn} outcome=${JSON.stringify(s.outcome)}`);
  assert(s.terminal, 'bots-only game reached its end');
  const colours = await shot(page, 'flipped-end-1280x800.png', 1280, 800, 11000);
  assert(colours > 60, `end board looks blank (${colours} colours)`);
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
});
