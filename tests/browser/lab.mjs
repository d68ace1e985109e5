// Issue 28, the Lab in the tab: a lab link opens the Lab with its config;
// Run plays it between frames; the finished report equals the native driver's
// (`shamble lab CONFIG`, byte for byte: tests/browser/data/lab-*.json, made
// by the driver, and the driver itself when build/native has it), a sweep's too; Stop
// keeps the games that finished; "Open game #K" shows that game in the replay
// and "<- Lab" returns; a bad lab link gives a notice and the lab's defaults.
// The run plays in the Lab's Web Workers, one shard each, their reports merged
// (the wasm fetched only once Run is pressed; the wide pass forces three workers
// with the hook window.SHAMBLE_LAB_WORKERS, the narrow one takes what the run's
// size and the cores give); where no worker can run (turned off, or a script that fails to
// load: the test hook window.SHAMBLE_LAB_WORKER) the page plays it itself,
// says so, and the report is the same.
// At 1280x800 and 360x640, screenshots in test-artifacts/lab-*.png.
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, clickItem, waitNotice, artifacts, assert, repo } from './lib.mjs';

const CONFIG = JSON.parse(readFileSync(path.join(repo, 'tests/browser/data/lab-monopoly.config.json'), 'utf8'));
const NATIVE = readFileSync(path.join(repo, 'tests/browser/data/lab-monopoly.json'), 'utf8').trim();
const b64url = (s) => Buffer.from(s).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const shot = async (page, name) => writeFileSync(path.join(artifacts, name), await page.screenshot());
const status = (page) => page.evaluate(() => window.shamble.lab.status());
const screen = (page) => page.evaluate(() => window.shamble.state().screen);

// The driver, when this checkout has a native build: the stored report must still be what it prints.
for (const bin of ['build/native/core/shamble', 'build/release/core/shamble']) {
  const p = path.join(repo, bin);
  if (!existsSync(p)) continue;
  const fresh = execFileSync(p, ['lab', JSON.stringify(CONFIG)], { encoding: 'utf8' }).trim();
  assert(fresh === NATIVE, `${bin} lab prints the stored report (tests/browser/data/lab-monopoly.json)`);
  const sweep = execFileSync(p, ['lab', path.join(repo, 'tests/browser/data/lab-sweep.config.json')], { encoding: 'utf8' });
  assert(sweep.trim() === readFileSync(path.join(repo, 'tests/browser/data/lab-sweep.json'), 'utf8').trim(),
    `${bin} lab prints the stored sweep report (tests/browser/data/lab-sweep.json)`);
  break;
}

async function waitState(page, want, timeout = 120000) {
  const t0 = Date.now();
  for (;;) {
    const s = await status(page);
    if (want.includes(s.state)) return s;
    assert(s.state !== 'failed', 'the lab failed: ' + s.error);
    assert(Date.now() - t0 < timeout, `lab reached ${want} within ${timeout / 1000} s: ` + JSON.stringify(s));
    await frames(page, 5);
  }
}

await runTest('lab: a lab link runs in the tab, equals the native report, stops, opens a game', async ({ server, context }) => {
  for (const [w, h, workers] of [[1280, 800, 3], [360, 640, 0]]) {
    const page = await openPage(context, `${server.url}?lab=${b64url(JSON.stringify(CONFIG))}`,
      { width: w, height: h, init: workers ? `window.SHAMBLE_LAB_WORKERS = ${workers};` : '' });
    await ready(page);
    assert(await screen(page) === 'lab', `${w}: the lab link opens the Lab`);
    const link = await page.evaluate(() => window.shamble.lab.link());
    const code = new URL(link).searchParams.get('lab');
    const echoed = JSON.parse(Buffer.from(code, 'base64url').toString());
    assert(JSON.stringify(echoed) === JSON.stringify(JSON.parse(NATIVE).config),
      `${w}: the lab shows the link's config (canonical): ` + JSON.stringify(echoed));
    await shot(page, `lab-config-${w}.png`);
    assert(await page.evaluate(() => window.ShambleLab.loadedMs === 0 &&
      !performance.getEntriesByType('resource').some((r) => /lab-worker|shamble-lab/.test(r.name))),
    `${w}: the lab's worker is not fetched before a lab runs`);
    // The page compiles the lab's wasm once and hands the module to every worker.
    const wasmFetches = [];
    const onRequest = (r) => {
      if (r.url().endsWith('/shamble-lab.wasm') && !r.serviceWorker()) wasmFetches.push(r.url());
    };
    context.on('request', onRequest);
    await clickItem(page, 'Run lab');
    const done = await waitState(page, ['done']);
    context.off('request', onRequest);
    assert(wasmFetches.length === 1, `${w}: the lab's wasm fetched once for ${done.workers} worker(s): ${wasmFetches.length}`);
    assert(!page.warnings.some((m) => /lab's engine in a worker failed/.test(m)),
      `${w}: the lab's wasm compiled off the page's thread: ` + page.warnings.join('; '));
    assert(done.played === done.total && done.total === 2 * CONFIG.games, `${w}: every game played: ` + JSON.stringify(done));
    assert(done.worker === true && done.worker_note === '' && await page.evaluate(() => window.ShambleLab.loadedMs > 0),
      `${w}: the lab played in the worker: ` + JSON.stringify(done));
    assert(workers ? done.workers === workers : done.workers >= 1, `${w}: ${workers || 'some'} workers: ` + JSON.stringify(done));
    const report = await page.evaluate(() => window.shamble.lab.report());
    assert(report === NATIVE, `${w}: the page's report equals the native driver's byte for byte ` +
      `(page ${report.length} bytes, native ${NATIVE.length})`);
    await frames(page, 4);
    await shot(page, `lab-results-${w}.png`);
    if (h === 640) {  // the narrow page scrolls: the results under the config
      await page.mouse.move(180, 400);
      await page.mouse.wheel(0, 900);
      await frames(page, 6);
      await shot(page, `lab-results-${w}-scrolled.png`);
    }

    // Open game #0 of the first variant: its replay, then back to the lab.
    const before = await page.evaluate(() => window.shamble.state().game);
    await page.evaluate(() => { window.shamble.lab.openGame(0, 0); });
    await frames(page, 4);
    const s = await page.evaluate(() => window.shamble.state());
    assert(s.screen === 'replay' && s.game === CONFIG.game && s.replay && s.replay.at === 0,
      `${w}: game #0 opens in the replay (was ${before}): ` + JSON.stringify({ screen: s.screen, game: s.game, replay: s.replay }));
    assert(s.replay.last > 10, `${w}: the replay has the game's moves: ` + JSON.stringify(s.replay));
    await shot(page, `lab-replay-${w}.png`);
    await clickItem(page, '\u2190 Lab');
    assert(await screen(page) === 'lab', `${w}: "<- Lab" returns to the Lab`);
    await page.close();
  }

  // A sweep: the rate plotted against the swept value; the report equals the driver's too.
  {
    const sweep = readFileSync(path.join(repo, 'tests/browser/data/lab-sweep.config.json'), 'utf8');
    const native = readFileSync(path.join(repo, 'tests/browser/data/lab-sweep.json'), 'utf8').trim();
    const page = await openPage(context, `${server.url}?lab=${b64url(sweep)}`, { init: 'window.SHAMBLE_LAB_WORKERS = 2;' });
    await ready(page);
    await clickItem(page, 'Run lab');
    assert((await waitState(page, ['done'])).workers === 2, 'the sweep played in two workers');
    assert(await page.evaluate(() => window.shamble.lab.report()) === native, 'the sweep report equals the native one');
    await frames(page, 4);
    await shot(page, 'lab-sweep-1280.png');
    await page.close();
  }

  // While a lab runs the page draws its progress five times a second, not at
  // every display refresh (whose frames take CPU from the workers where WebGL
  // has no GPU), and its loop keeps ticking, so input is answered within a
  // frame. On a fake clock (the page's timers and animation frames run only as
  // the test moves it on; the workers keep real time) a simulated second is 60
  // ticks whatever the machine's load: the page before this rule drew on every one.
  {
    const long = { ...CONFIG, games: 100000 };
    const page = await openPage(context, `${server.url}?lab=${b64url(JSON.stringify(long))}`);
    await page.clock.install();
    await ready(page);
    await page.evaluate(() => window.shamble.lab.run());
    await page.clock.runFor(500);  // past the frames that starting the run asks for
    for (let k = 0; k < 2; ++k) {
      const f0 = await page.evaluate(() => window.shamble.frameStats());
      await page.clock.runFor(1000);
      const f1 = await page.evaluate(() => window.shamble.frameStats());
      const drawn = f1.frames - f0.frames, ticks = f1.ticks - f0.ticks;
      const seen = `${drawn} frames drawn in ${ticks} ticks of a simulated second`;
      console.log('  while a lab ran: ' + seen);
      assert((await status(page)).state === 'running', 'the lab was running');
      assert(ticks >= 50, 'the loop kept ticking: ' + seen);
      assert(drawn >= 3 && drawn <= 7, 'its progress drawn about five times a second: ' + seen);
    }
    // Input is drawn on the next tick, not at the next progress frame.
    await page.clock.runFor(250);
    const f0 = (await page.evaluate(() => window.shamble.frameStats())).frames;
    await page.mouse.move(300, 300);
    await page.clock.runFor(20);
    const f1 = (await page.evaluate(() => window.shamble.frameStats())).frames;
    assert(f1 > f0, `a mouse move was drawn within 20 ms of the fake clock (${f1 - f0} frames)`);
    await page.close();
  }

  // Stop keeps what finished: a long run stopped part way.
  const long = { ...CONFIG, games: 100000 };
  const page = await openPage(context, `${server.url}?lab=${b64url(JSON.stringify(long))}`);
  await ready(page);
  await clickItem(page, 'Run lab');
  for (let i = 0; i < 100 && (await status(page)).played < 30; ++i) await frames(page, 5);
  await clickItem(page, 'Stop');
  const st = await waitState(page, ['stopped']);
  assert(st.played >= 30 && st.played < st.total, 'stopped part way: ' + JSON.stringify(st));
  assert(st.worker && st.workers >= 1, 'the long run played in workers: ' + JSON.stringify(st));
  await frames(page, 10);
  assert((await status(page)).played === st.played, 'no game plays after Stop');
  const partial = JSON.parse(await page.evaluate(() => window.shamble.lab.report()));
  const games = partial.variants.map((v) => v.games);
  assert(games.reduce((a, b) => a + b, 0) === st.played && games[0] > 0, 'the report keeps the finished games: ' + games);
  // Each worker plays its shard in rounds: the variants differ by at most a game per worker.
  assert(Math.abs(games[0] - games[1]) <= st.workers, 'the variants played in rounds: side by side after a Stop: ' + games);
  const seats = partial.variants[0].wins_by_seat.reduce((a, r) => a + r.count, 0);
  assert(seats >= 1 && partial.variants[0].outcomes.single_winner.count <= games[0], 'its figures are of those games');
  await frames(page, 4);
  await shot(page, 'lab-stopped-1280.png');
  await page.close();

  // No worker: turned off (refused before it starts) and a worker script that
  // does not load (found out after Run): the page plays the lab itself, says so
  // on the Lab screen, and the report is the same.
  for (const [param, why, w, h] of [['off', /turned off/, 1280, 800], ['missing', /script could not load/, 360, 640]]) {
    const fb = await openPage(context, `${server.url}?lab=${b64url(JSON.stringify(CONFIG))}`,
      { width: w, height: h, init: `window.SHAMBLE_LAB_WORKER = '${param}';` });
    await ready(fb);
    await clickItem(fb, 'Run lab');
    const d = await waitState(fb, ['done']);
    assert(d.worker === false && why.test(d.worker_note), `worker ${param}: played in the page, ` +
      'and the status says why: ' + JSON.stringify(d));
    assert(d.played === d.total && d.total === 2 * CONFIG.games, `worker ${param}: every game played`);
    assert(await fb.evaluate(() => window.shamble.lab.report()) === NATIVE,
      `worker ${param}: the page's own run gives the native report too`);
    // (the missing script's 404 is the browser's own console line, and expected)
    const errs = fb.errors.filter((e) => !(param === 'missing' && /404|Failed to load resource/.test(e)));
    assert(errs.length === 0, `worker ${param}: no page errors: ${errs}`);
    await frames(fb, 4);
    await shot(fb, `lab-no-worker-${param}-${w}.png`);
    await fb.close();
  }

  // A bad lab link: a notice naming the problem, and the Lab with its defaults (never a crash).
  for (const [param, re] of [['lab=%%%not-base64', /lab link could not be read/],
    [`lab=${b64url(JSON.stringify({ ...CONFIG, games: 0 }))}`, /config\.games/],
    [`lab=${b64url('{"game": "nope"')}`, /lab link could not be used/]]) {
    const bad = await openPage(context, `${server.url}?${param}`);
    await ready(bad);
    const text = await waitNotice(bad, re);
    assert(await screen(bad) === 'lab', `${param}: the Lab opens (${text})`);
    const cfg = JSON.parse(Buffer.from(new URL(await bad.evaluate(() => window.shamble.lab.link())).searchParams.get('lab'),
      'base64url').toString());
    assert(cfg.variants && Object.keys(cfg.variants).length === 2, `${param}: the defaults have two variants`);
    assert(bad.errors.length === 0, `${param}: no page errors: ${bad.errors}`);
    await shot(bad, 'lab-bad-link-1280.png');
    await bad.close();
  }
});
