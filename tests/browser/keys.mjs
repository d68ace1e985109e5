// Issue 14 item 4: keys never eject the player. Esc that closes a dropdown
// closes only it (the game stays); Esc with nothing open does not leave either;
// arrow keys do not put focus on "<- Menu", so Space still rolls; and the help
// (Rules > Keys) lists every key the game uses.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, items, clickItem, findItem, artifacts, assert } from './lib.mjs';

const st = (page) => page.evaluate(() => window.shamble.state());

await runTest('keys: Esc closes only the topmost thing, Space rolls, keys are listed', async ({ server, context }) => {
  const page = await openPage(context, server.url);
  await ready(page);
  const r = await page.evaluate(() => window.shamble.newGame({ game: 'monopoly', seed: 11, seats: ['human', 'bot:easy'] }));
  assert(r.ok, 'monopoly starts');
  await frames(page, 6);

  // The speed dropdown: Esc closes it, the game stays.
  await clickItem(page, '##speed');
  let drawn = await items(page);
  assert(drawn.popups.length > 0, 'the speed dropdown opened');
  await page.keyboard.press('Escape');
  await frames(page, 4);
  drawn = await items(page);
  let s = await st(page);
  assert(drawn.popups.length === 0, 'Esc closed the dropdown');
  assert(s.screen === 'game', 'Esc that closed the dropdown did not leave the game: ' + s.screen);
  await page.keyboard.press('Escape');
  await frames(page, 4);
  s = await st(page);
  assert(s.screen === 'game', 'Esc with nothing open does not leave the game');

  // Arrows then Space: Space is the game's (roll), never "<- Menu".
  const before = s.actions;
  for (const k of ['ArrowUp', 'ArrowLeft', 'ArrowDown', 'Tab', 'ArrowUp']) { await page.keyboard.press(k); await frames(page, 2); }
  await page.keyboard.press('Space');
  await frames(page, 6);
  s = await st(page);
  console.log(`  after arrows + Space: screen ${s.screen}, actions ${before} -> ${s.actions}`);
  assert(s.screen === 'game', 'Space after arrow keys did not leave the game');
  assert(s.actions > before, 'Space rolled');

  // The help lists the keys.
  await clickItem(page, 'Rules tab');
  await clickItem(page, 'Keys');
  await frames(page, 4);
  writeFileSync(path.join(artifacts, 'keys-help-1280x800.png'), await page.screenshot());
  assert(await findItem(page, 'Keys'), 'a Keys section in the rules panel');
  await page.setViewportSize({ width: 360, height: 640 });
  await frames(page, 6);
  writeFileSync(path.join(artifacts, 'keys-game-360x640.png'), await page.screenshot());
  await page.keyboard.press('Escape');
  await frames(page, 3);
  s = await st(page);
  assert(s.screen === 'game', 'Esc at 360 px stays in the game');
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
});
