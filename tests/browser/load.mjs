// The page loads, draws ImGui (screenshot has many distinct colours) and a
// Flipped game started through window.shamble can be played to the end. The
// test-only pig game is not in the web build.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, distinctColours, artifacts, assert } from './lib.mjs';

await runTest('load: page draws ImGui and plays flipped', async ({ server, context }) => {
  const page = await openPage(context, server.url);
  await ready(page);
  const png = await page.screenshot();
  writeFileSync(path.join(artifacts, 'load-start.png'), png);
  const colours = distinctColours(png);
  console.log(`  start screen: ${colours} distinct colours`);
  assert(colours > 20, `screenshot looks blank (${colours} colours)`);
  const games = await page.evaluate(() => window.shamble.games().map((g) => g.id));
  console.log(`  games: ${games.join(', ')}`);
  assert(games.includes('flipped'), 'flipped is registered');
  assert(!games.includes('pig'), 'the test-only pig game is not shipped');

  const r = await page.evaluate(() => window.shamble.newGame({ game: 'flipped', seats: ['human', 'human'], seed: 7 }));
  assert(r.ok, 'newGame ok: ' + JSON.stringify(r));
  // Play by always taking the first legal action until the game ends.
  const end = await page.evaluate(() => {
    for (let i = 0; i < 5000; ++i) {
      const s = window.shamble.state();
      if (s.terminal) return s;
      const legal = window.shamble.legal();
      const res = window.shamble.apply(legal[i % legal.length].code);
      if (!res.ok) throw new Error(JSON.stringify(res));
    }
    return window.shamble.state();
  });
  assert(end.terminal, 'game reached its end');
  const bad = await page.evaluate(() => window.shamble.apply('no-such-action'));
  assert(!bad.ok && bad.error.message, 'bad code refused with a message');
  await frames(page, 4);
  writeFileSync(path.join(artifacts, 'load-flipped-end.png'), await page.screenshot());
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
});
