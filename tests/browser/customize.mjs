// Issue 14 item 3: the new-game screen. Switching the game keeps the new
// game's option values (they used to be clamped to 1, and Start then failed
// with an error scrolled out of view); options show names for people and
// their one-line meanings, never option codes; "Rules in force" lists what
// differs from the preset before Start and in the game's Rules tab.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, items, clickItem, findItem, artifacts, assert } from './lib.mjs';

const title = (code) => { const t = code.replace(/[_-]/g, ' '); return t[0].toUpperCase() + t.slice(1); };

await runTest('customize: switching games keeps its options; human names; rules in force', async ({ server, context }) => {
  const page = await openPage(context, server.url);
  await ready(page);
  const games = await page.evaluate(() => window.shamble.games());
  const mono = games.find((g) => g.id === 'monopoly');
  const flag = mono.options.find((o) => o.type === 'bool');
  await clickItem(page, 'Customize\u2026');
  // From the default game to Monopoly.
  const combo = await findItem(page, 'Game');
  await page.mouse.click(combo.x + 20, combo.y + combo.h / 2);
  await frames(page, 3);
  await clickItem(page, mono.name);
  await frames(page, 4);
  const labels = (await items(page)).items.map((i) => i.label);
  const codes = labels.filter((l) => /_/.test(l));
  assert(codes.length === 0, 'no option codes on screen: ' + codes.join(', '));
  for (const o of mono.options.slice(0, 3))
    assert(labels.includes(title(o.name)), `option ${o.name} shown as "${title(o.name)}"`);
  writeFileSync(path.join(artifacts, 'customize-1280x800.png'), await page.screenshot({ fullPage: true }));
  await page.setViewportSize({ width: 360, height: 640 });
  await frames(page, 4);
  writeFileSync(path.join(artifacts, 'customize-360x640.png'), await page.screenshot());
  await page.setViewportSize({ width: 1280, height: 800 });
  await frames(page, 4);
  // One rule changed from the preset.
  if (flag) await clickItem(page, title(flag.name));
  await page.mouse.wheel(0, 4000);
  await frames(page, 4);
  assert(await findItem(page, 'Rules in force'), 'rules in force shown before Start');
  writeFileSync(path.join(artifacts, 'customize-bottom-1280x800.png'), await page.screenshot());
  await clickItem(page, 'Start game');
  await frames(page, 4);
  const s = await page.evaluate(() => window.shamble.state());
  const notes = await page.evaluate(() => window.shamble.notices().map((n) => n.text));
  assert(s.game === 'monopoly', 'Monopoly started: ' + s.game + ' ' + notes.join('; '));
  // Every other option as a fresh default Monopoly has it.
  const def = await page.evaluate(() => {
    const keep = window.shamble.state();
    return keep;
  });
  const fresh = await context.newPage();
  await fresh.goto(server.url);
  await ready(fresh);
  const base = await fresh.evaluate(() => { window.shamble.newGame({ game: 'monopoly' }); return window.shamble.state().rules; });
  await fresh.close();
  const differs = Object.keys(base).filter((k) => JSON.stringify(base[k]) !== JSON.stringify(def.rules[k]));
  console.log('  options differing from the default preset: ' + differs.join(', '));
  assert(differs.length === (flag ? 1 : 0) && (!flag || differs[0] === flag.name), 'only the changed option differs');
  // The game's Rules tab shows the rules in force.
  await clickItem(page, 'Rules tab');
  assert(await findItem(page, 'Rules in force'), 'rules in force in the game');
  writeFileSync(path.join(artifacts, 'customize-rules-in-force-1280x800.png'), await page.screenshot());
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
});
