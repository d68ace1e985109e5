// Issue 14 item 9 (part): stage changes are marked on screen. A MonopoZombie
// game that enters the Outbreak shows a callout over the board saying what
// changed, until the player dismisses it. Also: a Monopoly player who rolled
// doubles is told they roll again (screenshot).
import path from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, findItem, clickItem, repo, artifacts, assert } from './lib.mjs';

await runTest('stage_callout: the Outbreak is announced; doubles say roll again', async ({ server, context }) => {
  const scen = readFileSync(path.join(repo, 'docs/scenarios/monopozombie-zombie-arrives.json'));
  for (const [w, h] of [[1280, 800], [360, 640]]) {
    const page = await openPage(context, server.url + '?scenario=' + Buffer.from(scen).toString('base64url'), { width: w, height: h });
    await ready(page);
    await frames(page, 6);
    const s = await page.evaluate(() => window.shamble.state());
    assert(s.game === 'monopozombie', 'the scenario started');
    writeFileSync(path.join(artifacts, `stage-callout-${w}x${h}.png`), await page.screenshot());
    assert(await findItem(page, 'Got it'), `the Outbreak callout is on screen at ${w}x${h}`);
    await clickItem(page, 'Got it');
    assert(!(await findItem(page, 'Got it')), 'the callout goes when dismissed');
    await page.close();
  }
  // Doubles: find a seed whose first roll is a pair.
  const page = await openPage(context, server.url);
  await ready(page);
  const seed = await page.evaluate(() => {
    for (let seed = 1; seed < 200; ++seed) {
      window.shamble.newGame({ game: 'monopoly', seed, seats: ['human', 'human'] });
      window.shamble.apply('roll');
      const d = window.shamble.state().view.dice;
      const l = window.shamble.legal().map((x) => x.code);
      if (d && d[0] === d[1] && l.includes('roll')) return seed;
    }
    return -1;
  });
  console.log('  doubles seed: ' + seed);
  assert(seed > 0, 'a seed whose first roll is a pair');
  await frames(page, 8);
  await page.waitForTimeout(1200);
  await frames(page, 4);
  writeFileSync(path.join(artifacts, 'doubles-hint-1280x800.png'), await page.screenshot());
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
});
