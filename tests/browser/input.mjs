// Real input reaches the app (and wakes the idle loop): a mouse click on the
// big Play button, a digit key choosing an action (Flipped's board: 1 rolls the
// picked dice), a touch tap on Menu.
import { runTest, openPage, ready, frames, assert } from './lib.mjs';

const idle = (page) => page.waitForTimeout(400);  // long enough for the loop to pause itself

await runTest('input: mouse, keyboard and touch', async ({ browser, server }) => {
  const context = await browser.newContext({ hasTouch: true });
  const page = await openPage(context, server.url, { width: 1280, height: 800 });
  await ready(page);
  await idle(page);
  // The big Play button sits at the top of the centred 560 px column.
  await page.mouse.click(640, 114);
  await frames(page, 2);
  let s = await page.evaluate(() => window.shamble.state());
  console.log(`  click on Play started: ${s.game} (screen ${s.screen})`);
  assert(s.game && s.screen === 'game', 'mouse click started a game');

  await page.evaluate(() => window.shamble.newGame({ game: 'flipped', seats: ['human', 'human'] }));
  await idle(page);
  await page.keyboard.press('Digit1');
  await frames(page, 2);
  s = await page.evaluate(() => window.shamble.state());
  assert(s.actions === 1, `key 1 took the first action (actions=${s.actions})`);

  await idle(page);
  await page.touchscreen.tap(50, 32);  // "← Menu"
  await frames(page, 3);
  s = await page.evaluate(() => window.shamble.state());
  assert(s.screen === 'start', `tap on Menu went to the start screen (screen=${s.screen})`);
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
});
