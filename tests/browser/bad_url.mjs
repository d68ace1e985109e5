// Issue 14 item 8: a URL that asks for a game it cannot give (a garbled
// scenario, an unknown game, a scenario with a bad field) says what was wrong
// and starts nothing else: not the default game, not the game this tab was
// playing, not in an embed either.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, artifacts, assert, pixelAt } from './lib.mjs';

const b64url = (s) => Buffer.from(s).toString('base64url');

await runTest('bad_url: a bad scenario or game is reported and nothing else starts', async ({ server, context }) => {
  const page = await openPage(context, server.url);
  await ready(page);
  // A game in progress in this tab (a reload would come back to it).
  await page.evaluate(async () => {
    window.shamble.newGame({ game: 'flipped', seats: ['human', 'human'], seed: 2 });
    window.shamble.apply(window.shamble.legal()[0].code);
    const s = window.shamble.state();
    for (let i = 0; i < 100; ++i) {
      if ((await window.shamble.listSaves()).some((x) => x.slot === s.save)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  const cases = [
    ['?scenario=garbage', /scenario/],
    ['?scenario=' + b64url('not json at all'), /scenario/],
    ['?scenario=' + b64url('{"game":"flipped","round":"x"}'), /round/],
    ['?game=nosuchgame', /nosuchgame/],
    ['?embed=1&page=Demo&scenario=garbage', /scenario/],
  ];
  for (const [q, want] of cases) {
    await page.goto(server.url + q);
    await ready(page);
    await frames(page, 4);
    const r = await page.evaluate(() => ({ state: window.shamble.state(), notices: window.shamble.notices().map((n) => n.text),
      dom: document.getElementById('notices').textContent }));
    console.log(`  ${q.slice(0, 48)}: ${r.notices.join(' / ')}`);
    assert(r.state.game === null, `${q}: no game started or resumed (got ${r.state.game})`);
    assert(r.notices.some((t) => want.test(t)), `${q}: a notice says what was wrong`);
    assert(r.dom.length > 0, `${q}: the notice is in the page`);
    if (q === '?scenario=garbage') {
      const bg = await pixelAt(page, 16, 16);
      assert(bg[0] > bg[1] + 40, 'what went wrong is drawn in the warm error colour: ' + bg);
      writeFileSync(path.join(artifacts, 'bad-url-1280x800.png'), await page.screenshot());
      await page.setViewportSize({ width: 360, height: 640 });
      await frames(page, 4);
      writeFileSync(path.join(artifacts, 'bad-url-360x640.png'), await page.screenshot());
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  }
  // The game in progress is still there, and a plain visit comes back to it.
  await page.goto(server.url);
  await ready(page);
  const s = await page.evaluate(() => window.shamble.state());
  assert(s.game === 'flipped' && s.actions === 1, 'the tab\'s own game is untouched: ' + s.game);
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
});
