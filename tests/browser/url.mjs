// URL parameters: good values start the game they describe; bad values are
// ignored one by one with a visible notice quoting the core's error.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, artifacts, assert } from './lib.mjs';

const b64url = (s) => Buffer.from(s).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

await runTest('url: parameters, bad values and notices', async ({ server, context }) => {
  let page = await openPage(context, server.url + '?game=flipped&death=abc&dice=swap_daily&seats=human,robot&seed=x&bogus=1&speed=9');
  await ready(page);
  await frames(page, 4);
  writeFileSync(path.join(artifacts, 'url-notices.png'), await page.screenshot());
  let r = await page.evaluate(() => ({ notices: window.shamble.notices().map((n) => n.text), state: window.shamble.state() }));
  for (const n of r.notices) console.log(`  notice: ${n}`);
  assert(r.state.game === 'flipped', 'flipped started despite bad values');
  for (const k of ['death=abc', 'seats=human,robot', 'seed=x', 'bogus=1', 'speed=9'])
    assert(r.notices.some((t) => t.includes(k)), `notice for ${k}`);
  assert(!r.notices.some((t) => t.includes('dice=') || t.includes("'dice'")), 'good option accepted silently');
  assert(r.state.rules.dice === 'swap_daily', 'good option applied: ' + JSON.stringify(r.state.rules));
  assert(r.state.rules.death === 'team_loses', 'bad option left at its default');
  await page.close();

  assert(r.state.speed === '1', 'a bad speed leaves the default pace');
  page = await openPage(context, server.url + '?game=nosuchgame&speed=instant');
  await ready(page);
  r = await page.evaluate(() => ({ notices: window.shamble.notices().map((n) => n.text), state: window.shamble.state() }));
  assert(r.notices.some((t) => t.includes('nosuchgame')), 'unknown game reported');
  assert(r.state.speed === 'instant', 'speed=instant sets the bot pace');
  await page.close();

  // A scenario (URL-safe base64 JSON) starts from the position it describes.
  const scen = b64url(JSON.stringify({ game: 'flipped', seats: ['human', 'human'], options: { dice: 'swap_daily' },
    round: 5, delivered: [0, 2], safe_houses: [6], infested: [3],
    players: [{ position: 13, health: 7, cash: 425, parts: [1] }, { position: 27, health: 4, cash: 333 }] }));
  page = await openPage(context, server.url + '?embed=1&scenario=' + scen);
  await ready(page);
  r = await page.evaluate(() => ({ notices: window.shamble.notices(), state: window.shamble.state() }));
  const st = r.state.view || {};
  assert(r.state.game === 'flipped' && r.state.seats.length === 2 && st.round === 5 && r.state.rules.dice === 'swap_daily'
    && st.characters[0].position === 13 && st.characters[0].health === 7 && st.characters[0].cash === 425
    && st.characters[1].position === 27 && st.characters[1].health === 4 && st.characters[1].cash === 333,
    'scenario loaded: ' + JSON.stringify(r));
  assert(r.notices.length === 0, 'no notices for a good scenario');
  writeFileSync(path.join(artifacts, 'url-embed-scenario.png'), await page.screenshot());
  await page.close();

  page = await openPage(context, server.url + '?scenario=' + b64url('{"game":"flipped","round":"x"}'));
  await ready(page);
  r = await page.evaluate(() => window.shamble.notices().map((n) => n.text));
  console.log(`  bad scenario: ${r[0]}`);
  assert(r.some((t) => t.includes('scenario') && t.includes('round')), 'bad scenario reported, naming the field');
});
