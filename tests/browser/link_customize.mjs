// Play by link from Customize (docs/PLAY_BY_LINK.md, "In the page"), clicked
// through as a player: Monopoly (Landlords), the second seat made Human, "This device
// plays" lists the seats by the names the game will use (Ada, Bram: never
// "Player N"), the second is chosen, "Start a game by link" starts it and the
// link bar offers the invitation. Then a reload before any move: the same
// game (id, seat, fingerprint), still waiting for Ada, the invitation still
// offered (and it is for Ada's seat).
import { runTest, openPage, ready, frames, items, clickItem, findItem, artifacts, assert, shot, gameState as state } from './lib.mjs';

// Scrolls the Customize form until the widget is on screen, then clicks it.
async function scrollTo(page, label) {
  for (let i = 0; i < 40; ++i) {
    const it = await findItem(page, label);
    if (it && !it.clipped && it.y > 0 && it.y + it.h < page.viewportSize().height) return it;
    await page.mouse.move(page.viewportSize().width / 2, page.viewportSize().height / 2);
    await page.mouse.wheel(0, it && it.y < 0 ? -200 : 200);
    await frames(page, 3);
  }
  throw new Error('not scrolled into view: ' + label);
}

// Opens the combo the probe notes under `label` and clicks the entry `entry`.
async function choose(page, label, entry) {
  const combo = await scrollTo(page, label);
  await page.mouse.click(combo.x + Math.min(combo.w / 2, 40), combo.y + combo.h / 2);
  await frames(page, 3);
  return clickItem(page, entry);
}

await runTest('link customize: start a game by link from Customize; a reload keeps it', async ({ server, context }) => {
  const page = await openPage(context, server.url);
  await ready(page);
  const mono = (await page.evaluate(() => window.shamble.games())).find((g) => g.id === 'monopoly');
  await clickItem(page, 'Customize\u2026');
  await choose(page, 'Game', mono.name);
  await frames(page, 4);
  // One Human seat: the section says what it needs.
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 6000);
  await frames(page, 4);
  assert(!(await findItem(page, 'Start a game by link')), 'no game by link with one person');
  await page.mouse.wheel(0, -12000);
  await frames(page, 4);
  await choose(page, 'Seat 2 kind', 'Human');
  await frames(page, 3);
  // "This device plays": the game's own names for the seats left unnamed.
  const combo = await scrollTo(page, 'This device plays');
  await page.mouse.click(combo.x + Math.min(combo.w / 2, 40), combo.y + combo.h / 2);
  await frames(page, 3);
  const labels = (await items(page)).items.map((i) => i.label);
  assert(labels.includes('Ada') && labels.includes('Bram'), 'the seats by their game names: ' + labels.join(' | '));
  assert(!labels.some((l) => /^Player \d/.test(l)), 'no "Player N" label: ' + labels.join(' | '));
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'link-customize-1280x800.png');
  await clickItem(page, 'Bram');
  await frames(page, 3);
  await page.setViewportSize({ width: 360, height: 640 });
  await frames(page, 4);
  await scrollTo(page, 'Start a game by link');
  await shot(page, 'link-customize-360x640.png');
  await clickItem(page, 'Start a game by link');
  await frames(page, 6);
  const s0 = await state(page);
  assert(s0.game === 'monopoly' && s0.link_seat === 1, 'a link game, this device plays Bram: ' + JSON.stringify(s0));
  assert(s0.link_note === 'waiting for Ada to join', 'it waits for Ada: ' + s0.link_note);
  assert(await findItem(page, 'Send the invitation'), 'the link bar offers the invitation');
  await shot(page, 'link-customize-started-360x640.png');

  // A reload before any move: the same game, still waiting, the invitation still offered.
  await page.reload();
  await ready(page);
  await frames(page, 6);
  const s1 = await state(page);
  assert(s1.link_id === s0.link_id && s1.link_seat === 1 && s1.position === s0.position && s1.actions === 0,
    `the same link game after a reload (${JSON.stringify([s0.link_id, s0.position])} / ${JSON.stringify([s1.link_id, s1.position])})`);
  assert(s1.link_note === 'waiting for Ada to join', 'still waiting for Ada: ' + s1.link_note);
  await page.evaluate(() => { window.shambleLastShare = null; });
  await clickItem(page, 'Send the invitation');
  const link = await page.evaluate(() => window.shambleLastShare);
  assert(link && link.includes('#link=') && link.endsWith('&seat=0'), 'the invitation, for Ada: ' + link);
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'link-customize-reloaded-1280x800.png');
  assert(page.errors.length === 0, 'no page errors: ' + page.errors.join('; '));
});
