// Deleting a saved game asks first: "Keep it" keeps it, "Delete" removes it,
// from the start screen's list of games and from the Saves screen.
import { runTest, openPage, ready, assert, items, clickItem, clickAt, frames, shot } from './lib.mjs';

const slots = (page) => page.evaluate(async () => (await window.shamble.listSaves()).map((s) => s.slot));

// The "Delete" button inside the open question (the row's own is drawn too).
async function confirmButton(page, label) {
  const all = await items(page);
  const it = all.items.find((i) => i.label === label && /popup/i.test(i.window));
  if (!it) throw new Error(`no ${label} in a popup; drawn: ${all.items.map((i) => i.label + '@' + i.window).join(' | ')}`);
  return it;
}

await runTest('delete: a saved game goes only when the question is answered', async ({ server, context }) => {
  const page = await openPage(context, server.url);
  await ready(page);
  const game = await page.evaluate(async () => {
    const r = window.shamble.newGame({ game: 'flipped', seats: ['human', 'human'], seed: 5 });
    if (!r.ok) throw new Error(JSON.stringify(r));
    window.shamble.apply(window.shamble.legal()[0].code);
    const s = window.shamble.state();
    for (let i = 0; i < 100; ++i) {  // the autosave of this position, in IndexedDB
      const auto = (await window.shamble.listSaves()).find((x) => x.slot === s.save);
      if (auto && auto.actions === s.actions) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await window.shamble.save('kept copy');
    return s.save;
  });
  assert((await slots(page)).includes(game), 'the game is saved: ' + (await slots(page)).join(', '));

  // The start screen's list of games.
  await clickItem(page, /Menu/);
  await clickItem(page, 'Delete');
  await shot(page, 'delete-question-1280x800.png');
  await clickAt(page, await confirmButton(page, 'Keep it'));
  assert((await slots(page)).includes(game), '"Keep it" keeps the game');
  await clickItem(page, 'Delete');
  await clickAt(page, await confirmButton(page, 'Delete'));
  await frames(page, 4);
  let left = await slots(page);
  console.log(`  start screen: ${game} deleted; left ${left.join(', ')}`);
  assert(!left.includes(game), '"Delete" removes the game: ' + left.join(', '));
  assert(left.includes('kept copy'), 'the other save stays: ' + left.join(', '));

  // The Saves screen.
  await clickItem(page, /^Saves/);
  await clickItem(page, 'Delete');
  await clickAt(page, await confirmButton(page, 'Delete'));
  await frames(page, 4);
  left = await slots(page);
  console.log(`  saves screen: left ${left.join(', ') || 'nothing'}`);
  assert(!left.includes('kept copy'), 'deleted from the Saves screen: ' + left.join(', '));
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
});
