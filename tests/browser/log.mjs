// Issue 14 item 7: the log. Rule links are never cut at the panel's edge; a
// MonopoZombie event citing a base Monopoly rule opens that rule's text; and
// each thing that happened is one line (the decision's label is not repeated
// above its events).
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, items, clickItem, findItem, artifacts, assert } from './lib.mjs';

await runTest('log: one line per event, whole rule ids, base rules open', async ({ server, context }) => {
  const page = await openPage(context, server.url);
  await ready(page);
  // A MonopoZombie game played by bots for a while (instant), then watched.
  await page.evaluate(() => window.shamble.newGame({ game: 'monopozombie', seed: 21,
    seats: ['bot:normal', 'bot:normal', 'bot:normal', 'bot:normal'] }));
  let base = null;
  for (let i = 0; i < 60 && !base; ++i) {
    const r = await page.evaluate(() => window.shamble.apply(window.shamble.legal()[0].code, window.shamble.legal()[0].seat));
    base = (r.events || []).find((e) => /^M-/.test(e.rule));
  }
  assert(base, 'a MonopoZombie event cites a base Monopoly rule');
  await frames(page, 6);
  for (const [w, h] of [[1280, 800], [360, 640]]) {
    await page.setViewportSize({ width: w, height: h });
    await frames(page, 6);
    await clickItem(page, 'Log tab');
    const links = (await items(page)).items.filter((i) => i.window.includes('##log') && /^[A-Z]+-[A-Z0-9-]+$/.test(i.label));
    console.log(`  ${w}x${h}: ${links.length} rule links, ${links.filter((l) => l.clipped).length} cut`);
    assert(links.length > 0, 'rule links are drawn');
    assert(!links.some((l) => l.clipped), 'no rule link is cut: ' + links.filter((l) => l.clipped).map((l) => l.label).join(', '));
    writeFileSync(path.join(artifacts, `log-${w}x${h}.png`), await page.screenshot());
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await frames(page, 6);
  const link = (await items(page)).items.filter((i) => i.window.includes('##log') && /^M-/.test(i.label)).pop();
  assert(link, 'a base-rule link is on screen');
  await page.mouse.click(link.x + link.w / 2, link.y + link.h / 2);
  await frames(page, 6);
  const opened = await findItem(page, new RegExp(link.label.replace(/[-]/g, '\\-')), { window: '##rules' });
  assert(opened, `rule ${link.label} opens in the rules panel`);
  writeFileSync(path.join(artifacts, 'log-rule-link-1280x800.png'), await page.screenshot());
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
});
