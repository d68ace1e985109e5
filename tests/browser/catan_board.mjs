// The hex-island (catan) board view: the opening (human to place a
// settlement, lit corners), a zombies mid-game set up by a scenario (zombies on
// hexes, pieces, a hand) and a classic game with the robber draw non-blank at
// three screen sizes; a bots-only game reaches its end in the page with no
// console errors.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, distinctColours, artifacts, assert } from './lib.mjs';

async function shot(page, name, width, height) {
  await page.setViewportSize({ width, height });
  await page.mouse.move(width - 2, height - 2);  // no hex card over the island
  await frames(page, 6);
  await page.waitForTimeout(800);  // let the dice land
  await frames(page, 4);
  const png = await page.screenshot();
  writeFileSync(path.join(artifacts, name), png);
  return distinctColours(png);
}

async function threeSizes(page, prefix) {
  for (const [w, h] of [[1280, 800], [800, 600], [360, 640]]) {
    const colours = await shot(page, `${prefix}-${w}x${h}.png`, w, h);
    console.log(`  ${prefix} ${w}x${h}: ${colours} colours`);
    assert(colours > 60, `${prefix} at ${w}x${h} looks blank (${colours} colours)`);
  }
}

// Mid-game on the beginner island (desert is hex 9): zombies on several hexes,
// a city, roads, and a hand for the human, who is about to roll.
const midGame = {
  game: 'catan', preset: 'zombies', seed: 7, options: { layout: 'beginner' },
  seats: ['human', 'bot:normal', 'bot:normal', 'bot:normal'], names: ['Ada', 'Bo', 'Cy', 'Di'],
  zombies: [0, 1, 0, 2, 0, 3, 0, 0, 1, 0, 0, 2, 0, 0, 1, 0, 3, 0, 1],
  players: [
    { settlements: [20], roads: [22, 31], hand: { lumber: 2, brick: 2, wool: 1, grain: 2, ore: 3 },
      dev: { knight: 1 }, knights: 1 },
    { settlements: [40], cities: [10], roads: [51, 57, 16] },
    { settlements: [2], roads: [4, 5] },
    { settlements: [50], roads: [65, 71] },
  ],
  turn: { current: 0, round: 3, phase: 'roll' },
};

await runTest('catan_board: island draws and a bots-only game ends', async ({ server, context }) => {
  const page = await openPage(context, server.url);
  await ready(page);
  const games = await page.evaluate(() => window.shamble.games().map((g) => g.id));
  assert(games.includes('catan'), 'catan is registered: ' + games.join(', '));

  // The opening: the human places the first settlement on a lit corner.
  let r = await page.evaluate(() => window.shamble.newGame({ game: 'catan', seed: 3,
    seats: ['human', 'bot:normal', 'bot:normal', 'bot:normal'] }));
  assert(r.ok, 'newGame ok: ' + JSON.stringify(r));
  await threeSizes(page, 'catan-setup');

  // Mid-game through a scenario URL (the page resumes from it).
  const b64 = Buffer.from(JSON.stringify(midGame)).toString('base64url');
  await page.goto(server.url + '?scenario=' + b64);
  await ready(page);
  let s = await page.evaluate(() => window.shamble.state());
  assert(s.game === 'catan', 'scenario loaded: ' + JSON.stringify(s).slice(0, 200));
  await threeSizes(page, 'catan-zombies-mid');
  // The human rolls (Space) and the dice animate.
  await page.keyboard.press('Space');
  await frames(page, 3);
  await shot(page, 'catan-zombies-rolled-1280x800.png', 1280, 800);

  // Classic with the robber, bots only, a while into the game.
  r = await page.evaluate(() => window.shamble.newGame({ game: 'catan', preset: 'classic', seed: 9,
    seats: ['bot:normal', 'bot:normal', 'bot:normal', 'bot:normal'] }));
  assert(r.ok, 'classic newGame ok: ' + JSON.stringify(r));
  for (let i = 0; i < 40; ++i) {
    const acts = await page.evaluate(() => window.shamble.state().actions);
    if (acts >= 60) break;
    await frames(page, 3);
    await page.waitForTimeout(250);
  }
  await threeSizes(page, 'catan-classic');

  // Bots only at the "instant" pace (the top bar's speed combo: 1x, 2x, 4x, instant).
  r = await page.evaluate(() => window.shamble.newGame({ game: 'catan', seed: 5,
    seats: ['bot:normal', 'bot:normal', 'bot:normal', 'bot:normal'] }));
  assert(r.ok, 'bots newGame ok: ' + JSON.stringify(r));
  await page.setViewportSize({ width: 1280, height: 800 });
  await frames(page, 3);
  await page.mouse.click(220, 32);
  await frames(page, 3);
  await page.mouse.click(205, 144);
  for (let i = 0; i < 600; ++i) {
    await frames(page, 5);
    s = await page.evaluate(() => window.shamble.state());
    if (s.terminal) break;
  }
  console.log(`  bots game: terminal=${s.terminal} turn=${s.turn} actions=${s.actions}`);
  assert(s.terminal, 'bots-only game reached its end');
  const colours = await shot(page, 'catan-end-1280x800.png', 1280, 800);
  assert(colours > 60, `end board looks blank (${colours} colours)`);
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
});
