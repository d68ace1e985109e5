// A game started through window.shamble survives a page reload: the game's
// own save in IndexedDB is resumed, same game, same number of actions.
import { runTest, openPage, ready, assert } from './lib.mjs';

await runTest('resume: a game survives a reload', async ({ server, context }) => {
  const page = await openPage(context, server.url);
  await ready(page);
  const before = await page.evaluate(async () => {
    const r = window.shamble.newGame({ game: 'flipped', seats: ['human', 'human'], seed: 11 });
    if (!r.ok) throw new Error(JSON.stringify(r));
    // Five actions: throws and the choices they lead to (with seed 11 this goes
    // into the second character's turn, so the position is well into round 1).
    for (let i = 0; i < 5; ++i) {
      const l = window.shamble.legal();
      const a = window.shamble.apply(l[0].code);
      if (!a.ok) throw new Error(JSON.stringify(a));
    }
    const s = window.shamble.state();
    // Wait for the autosave of this exact position to land in IndexedDB.
    for (let i = 0; i < 100; ++i) {
      const auto = (await window.shamble.listSaves()).find((x) => x.slot === s.save);
      if (auto && auto.actions === s.actions) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    return s;
  });
  await page.reload();
  await ready(page);
  const after = await page.evaluate(() => window.shamble.state());
  console.log(`  before reload: ${before.game} after ${before.actions} actions; after reload: ${after.game} after ${after.actions}`);
  assert(before.game === 'flipped' && before.actions === 5, 'five actions played before the reload');
  assert(after.game === 'flipped', 'resumed game is flipped');
  assert(after.actions === before.actions, 'same number of actions');
  assert(after.turn === before.turn && after.current === before.current, 'same turn and seat to act');
  assert(after.position === before.position, 'same position');
  // Saves in named slots, listed and loadable.
  const named = await page.evaluate(async () => {
    await window.shamble.save('my slot');
    window.shamble.apply(window.shamble.legal()[0].code);
    const r = await window.shamble.load('my slot');
    return { r, actions: window.shamble.state().actions, list: (await window.shamble.listSaves()).map((s) => s.slot) };
  });
  assert(named.r.ok && named.actions === before.actions, 'named slot loads: ' + JSON.stringify(named));
  assert(named.list.includes('my slot'), 'named slot listed');
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
});
