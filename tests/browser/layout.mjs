// Screenshots of the start screen and a game at the four reference sizes
// (UI.md), each checked to be non-blank; look at them in test-artifacts/.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, distinctColours, artifacts, assert } from './lib.mjs';

const SIZES = [[360, 640], [800, 600], [1280, 800], [1920, 1080]];

await runTest('layout: screenshots at 360x640, 800x600, 1280x800, 1920x1080', async ({ server, context }) => {
  for (const [width, height] of SIZES) {
    const page = await openPage(context, server.url, { width, height });
    await ready(page);
    const start = await page.screenshot();
    writeFileSync(path.join(artifacts, `layout-${width}x${height}-start.png`), start);
    await page.evaluate(() => {
      window.shamble.newGame({ game: 'flipped', seats: ['human', 'bot:normal'], seed: 3 });
      for (let i = 0; i < 3; ++i) window.shamble.apply(window.shamble.legal()[0].code);
    });
    await frames(page, 4);
    const game = await page.screenshot();
    writeFileSync(path.join(artifacts, `layout-${width}x${height}-flipped.png`), game);
    const c1 = distinctColours(start), c2 = distinctColours(game);
    console.log(`  ${width}x${height}: start ${c1} colours, game ${c2} colours`);
    assert(c1 > 20 && c2 > 20, 'non-blank screenshots');
    assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
    await page.evaluate(() => window.shamble.newGame({ game: 'flipped' }));  // leave no half-played autosave behind
    await page.close();
  }
});
