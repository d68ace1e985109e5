// Issue 14 item 2: popup menus show their choices. A popup of fill-width
// buttons used to collapse to a blank narrow strip (Monopoly's Trade...
// partner menu, Catan's "Choose from a list..."). Each popup here must be wide
// enough for its widest choice, show every choice as a visible button, and
// draw more than a couple of colours (text on buttons), at 1280x800 and 360x640.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, items, clickItem, distinctColours, artifacts, assert } from './lib.mjs';

async function checkPopup(page, name, size) {
  await frames(page, 4);
  const drawn = await items(page);
  assert(drawn.popups.length > 0, `${name}: a popup is open`);
  const p = drawn.popups[drawn.popups.length - 1];
  const inside = drawn.items.filter((i) => i.window.startsWith(p.name));
  console.log(`  ${name} ${size}: popup ${Math.round(p.w)}x${Math.round(p.h)}, ${inside.length} choices: ` +
    inside.map((i) => i.label).slice(0, 4).join(' | '));
  assert(p.w >= 120 && p.h >= 40, `${name}: popup is a strip (${p.w}x${p.h})`);
  assert(inside.length > 0, `${name}: popup shows no choice`);
  for (const i of inside) assert(i.w >= 100, `${name}: choice "${i.label}" is ${i.w} px wide`);
  const png = await page.screenshot({ clip: { x: p.x, y: p.y, width: Math.max(1, p.w), height: Math.max(1, p.h) } });
  const colours = distinctColours(png);
  assert(colours > 8, `${name}: popup looks blank (${colours} colours)`);
  writeFileSync(path.join(artifacts, `popup-${name}-${size}.png`), await page.screenshot());
}

await runTest('popups: menus show their choices, never a blank strip', async ({ server, context }) => {
  const page = await openPage(context, server.url);
  await ready(page);
  for (const [w, h] of [[1280, 800], [360, 640]]) {
    await page.setViewportSize({ width: w, height: h });
    const size = `${w}x${h}`;
    // Monopoly, hot seat: Ada is to roll; "Trade..." lists the partners.
    let r = await page.evaluate(() => window.shamble.newGame({ game: 'monopoly', seed: 11, seats: ['human', 'human', 'human'] }));
    assert(r.ok, 'monopoly starts');
    await frames(page, 6);
    await clickItem(page, /Trade\u2026$/);
    await checkPopup(page, 'monopoly-trade', size);
    await page.keyboard.press('Escape');
    // Catan, the opening: many lit corners sit behind "Choose from a list...".
    r = await page.evaluate(() => window.shamble.newGame({ game: 'catan', seed: 3, seats: ['human', 'bot:normal', 'bot:normal'] }));
    assert(r.ok, 'catan starts');
    await frames(page, 6);
    await clickItem(page, /Choose from a list\u2026$/);
    await checkPopup(page, 'catan-list', size);
    await page.keyboard.press('Escape');
  }
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
});
