// URL parameters: good values start the game they describe; bad values are
// ignored one by one with a visible notice quoting the core's error.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, artifacts, assert } from './lib.mjs';

const b64url = (s) => Buffer.from(s).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

await runTest('url: parameters, bad values and notices', async ({ server, context }) => {
  let page = await openPage(context, server.url + '?game=pig&target=abc&bust_face=2&seats=human,robot&seed=x&bogus=1&speed=9');
  await ready(page);
  await frames(page, 4);
  writeFileSync(path.join(artifacts, 'url-notices.png'), await page.screenshot());
  let r = await page.evaluate(() => ({ notices: window.shamble.notices().map((n) => n.text), state: window.shamble.state() }));
  for (const n of r.notices) console.log(`  notice: ${n}`);
  assert(r.state.game === 'pig', 'pig started despite bad values');
  for (const k of ['target=abc', 'seats=human,robot', 'seed=x', 'bogus=1', 'speed=9'])
    assert(r.notices.some((t) => t.includes(k)), `notice for ${k}`);
  assert(!r.notices.some((t) => t.includes('bust_face')), 'good option accepted silently');
  await page.close();

  assert(r.state.speed === '1', 'a bad speed leaves the default pace');
  page = await openPage(context, server.url + '?game=nosuchgame&speed=instant');
  await ready(page);
  r = await page.evaluate(() => ({ notices: window.shamble.notices().map((n) => n.text), state: window.shamble.state() }));
  assert(r.notices.some((t) => t.includes('nosuchgame')), 'unknown game reported');
  assert(r.state.speed === 'instant', 'speed=instant sets the bot pace');
  await page.close();

  // A scenario (URL-safe base64 JSON) starts from the position it describes.
  const scen = b64url(JSON.stringify({ game: 'pig', seats: ['human', 'human'], scores: [25, 3], turn_total: 4 }));
  page = await openPage(context, server.url + '?embed=1&scenario=' + scen);
  await ready(page);
  r = await page.evaluate(() => ({ notices: window.shamble.notices(), state: window.shamble.state() }));
  assert(r.state.game === 'pig' && JSON.stringify(r.state.state).includes('25'), 'scenario loaded: ' + JSON.stringify(r));
  assert(r.notices.length === 0, 'no notices for a good scenario');
  writeFileSync(path.join(artifacts, 'url-embed-scenario.png'), await page.screenshot());
  await page.close();

  page = await openPage(context, server.url + '?scenario=' + b64url('{"game":"pig","scores":"x"}'));
  await ready(page);
  r = await page.evaluate(() => window.shamble.notices().map((n) => n.text));
  console.log(`  bad scenario: ${r[0]}`);
  assert(r.some((t) => t.includes('scenario')), 'bad scenario reported');
});
