// The wiki page made by run.sh, in headless Chromium: both tags show the right
// game under the right rules (frame URL, caption, and the game inside the
// frame), a move is played inside one, keys reach a game only after a click
// in it, and every wrong tag shows an error box without injecting anything.
import path from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import { launch, artifacts, assert, frames as waitFrames } from '../browser/lib.mjs';

const wikiUrl = process.env.WIKI_URL, siteUrl = process.env.SITE_URL;
const ext = JSON.parse(readFileSync(process.env.WIKI_EXTENSION_JSON, 'utf8'));

// Waits for the game inside a frame and returns its state (see web/js/api.js).
async function gameIn(frame) {
  // Chromium does not draw a cross-origin frame that is off screen (nor load a
  // lazy one): a frame below the fold might never show its first frame.
  await (await frame.frameElement()).scrollIntoViewIfNeeded();
  await frame.waitForFunction(() => window.shamble && window.shamble.timings.firstFrameMs, null, { timeout: 90000 });
  await frame.evaluate(() => window.shamble.ready);
  return frame.evaluate(() => window.shamble.state());
}
// lib.mjs's frames() works on a frame as on a page: it only calls evaluate.
const drawn = (frame, n = 4) => waitFrames(frame, n);

const browser = await launch();
let ok = false;
try {
  // The extension declares itself with a parser hook, and the wiki knows the tag.
  assert(ext.Hooks && ext.Hooks.ParserFirstCallInit, 'extension.json registers ParserFirstCallInit');
  const context = await browser.newContext({ viewport: { width: 860, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(wikiUrl.replace(/title=[^&]*/, 'title=Special:Version'));
  const version = await page.content();
  assert(version.includes('Shamble') && version.includes('&lt;shamble&gt;'),
    'Special:Version lists the extension and its <shamble> tag');

  await page.goto(wikiUrl);
  const figures = await page.$$('figure.shamble-embed');
  assert(figures.length === 3, `three embeds on the page, saw ${figures.length}`);
  const boxes = await page.$$eval('.shamble-error', (els) => els.map((e) => e.textContent));
  console.log('error boxes:', JSON.stringify(boxes));
  assert(boxes.length === 6, `six error boxes for the six wrong tags, saw ${boxes.length}`);
  assert(boxes[0].includes('no game "chess"'), 'the unknown game is named: ' + boxes[0]);
  assert(boxes[1].includes('no game "monopoly" onmouseover'), 'a quote in an attribute stays text: ' + boxes[1]);
  // A ">" inside an attribute ends the tag for MediaWiki itself: the rest is page text.
  assert(await page.evaluate(() => document.body.textContent.includes('<script>window.pwned=1</script>')),
    'a script in a tag is shown as text');
  assert(boxes[2].includes('height'), 'the bad height is named: ' + boxes[2]);
  assert(boxes[3].includes('unknown attribute "onload"'), 'the unknown attribute is named: ' + boxes[3]);
  assert(boxes[4].includes('needs a scenario'), 'a moment needs a shared game: ' + boxes[4]);
  assert(boxes[5].includes('move number') && boxes[5].includes('soon'), 'a bad moment is named: ' + boxes[5]);
  assert(await page.evaluate(() => window.pwned === undefined), 'no script ran from a tag');
  assert(await page.evaluate(() => ![...document.scripts].some((s) => s.textContent.includes('pwned'))),
    'no script element carries the injected text');
  assert(await page.evaluate(() => document.body.textContent.includes('Text after the tags.')),
    'the page goes on after the tags');

  const info = await page.$$eval('figure.shamble-embed', (fs) => fs.map((f) => ({
    game: f.dataset.shambleGame, preset: f.dataset.shamblePreset,
    src: f.querySelector('iframe').getAttribute('src'), sandbox: f.querySelector('iframe').getAttribute('sandbox'),
    caption: f.querySelector('figcaption').textContent, link: f.querySelector('figcaption a.shamble-open').href,
  })));
  console.log(JSON.stringify(info, null, 1));
  const [plain, position, moment] = info;
  assert(moment.src.includes('scenario=') && /[?&]at=0(&|$)/.test(moment.src), 'third tag: a moment: ' + moment.src);
  for (const f of info) {
    assert(f.src.startsWith(siteUrl), 'the frame opens the configured site: ' + f.src);
    assert(/(^|&|\?)embed=1(&|$)/.test(f.src), 'the frame is an embed');
    assert(f.src.includes('page=Shamble%20tag%20test'), 'the frame names its page (saves per page)');
    assert(f.sandbox.includes('allow-scripts') && !f.sandbox.includes('allow-top-navigation'), 'sandboxed');
    assert(f.link.startsWith(siteUrl) && !f.link.includes('embed=1'), 'a plain link opens the game in a tab');
  }
  assert(plain.game === 'monopoly' && plain.preset === 'short', 'first tag: the short property game');
  assert(plain.src.includes('game=monopoly') && plain.src.includes('preset=short'), 'first frame URL');
  assert(plain.caption.includes('Landlords') && plain.caption.includes('short') &&
    plain.caption.includes('Try the short game" onmouseover="window.pwned=1'), 'first caption names game, rules and the author text');
  assert(position.game === 'monopozombie' && position.src.includes('scenario='), 'second tag: a position');
  assert(position.caption.includes('Landlords of the Dead') && position.caption.includes('hotel_immunity = 3') &&
    position.caption.includes('set position'), 'second caption names the game, the changed option, the position');

  // The games inside the frames (another origin than the wiki).
  const frames = [];
  for (const fig of figures) {
    await fig.scrollIntoViewIfNeeded();
    const frame = await (await fig.$('iframe')).contentFrame();
    assert(frame, 'the frame loads');
    frames.push(frame);
  }
  const s1 = await gameIn(frames[0]), s2 = await gameIn(frames[1]), s3 = await gameIn(frames[2]);
  assert(s3.game === 'monopoly' && s3.actions === 1 && s3.screen === 'replay' && s3.replay && s3.replay.at === 0,
    'frame 3 opens the shared game in its replay at the moment: ' + JSON.stringify({ screen: s3.screen, replay: s3.replay, actions: s3.actions }));
  assert(new URL(frames[0].url()).origin !== new URL(page.url()).origin, 'the game runs on its own origin');
  assert(s1.game === 'monopoly' && s1.seats.length === 2, 'frame 1 plays the property game with two seats');
  assert(s2.game === 'monopozombie', 'frame 2 plays the zombie game');
  const cfg1 = JSON.stringify(s1.rules), cfg2 = JSON.stringify(s2.rules);
  assert(cfg1.includes('"houses_before_hotel":"3"') || cfg1.includes('"houses_before_hotel":3'),
    'frame 1 plays the short rules: ' + cfg1.slice(0, 400));
  assert(cfg2.includes('"hotel_immunity":"3"') || cfg2.includes('"hotel_immunity":3'),
    'frame 2 has the tag\'s option: ' + cfg2.slice(0, 400));
  assert(s2.view && s2.view.game === 'monopozombie' && /^[0-9a-f]{16}$/.test(s2.position), 'frame 2 has a position');

  // Keys typed on the wiki page do not reach a game nobody clicked.
  await figures[0].scrollIntoViewIfNeeded();
  await drawn(frames[0]);
  const before = (await frames[0].evaluate(() => window.shamble.state())).actions;
  // (Space would scroll the page and take the frame off screen, where
  // Chromium stops drawing cross-origin frames; Enter and 1 both pick a choice.)
  await page.keyboard.press('Enter');
  await page.keyboard.press('1');
  await figures[0].scrollIntoViewIfNeeded();
  await drawn(frames[0]);
  assert((await frames[0].evaluate(() => window.shamble.state())).actions === before,
    'a key on the page does not play in the embed');

  // A move inside the first frame: the human (seat 0) rolls.
  const legal = await frames[0].evaluate(() => window.shamble.legal());
  const roll = legal.find((a) => a.seat === 0 && /roll/i.test(a.label));
  assert(roll, 'seat 0 may roll: ' + JSON.stringify(legal));
  const r = await frames[0].evaluate(([c]) => window.shamble.apply(c, 0), [roll.code]);
  assert(r.ok, 'the roll is played: ' + JSON.stringify(r));
  await drawn(frames[0], 6);
  const after = await frames[0].evaluate(() => window.shamble.state());
  assert(after.actions > before, `the move shows in the game (${before} -> ${after.actions} actions)`);

  // The wheel scrolls the page unless the pointer is on a part of the game
  // that scrolls (board area, log, rules): here on the top bar.
  await figures[0].scrollIntoViewIfNeeded();
  const box = await (await figures[0].$('iframe')).boundingBox();
  await page.mouse.move(box.x + box.width * 0.6, box.y + 24);
  await drawn(frames[0]);
  const y0 = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 240);
  await page.waitForFunction((y0) => window.scrollY > y0, y0, { timeout: 3000 }).catch(() => {});
  const y1 = await page.evaluate(() => window.scrollY);
  const wants = await frames[0].evaluate(() => window.Module._web_wants_wheel());
  assert(y1 > y0, `the wheel over the top bar scrolls the page (${y0} -> ${y1}; the game wants it: ${wants})`);

  // On the board the game keeps the wheel: the page stays put.
  await figures[0].scrollIntoViewIfNeeded();
  const box2 = await (await figures[0].$('iframe')).boundingBox();
  await page.mouse.move(box2.x + box2.width / 2, box2.y + box2.height * 0.35);
  await drawn(frames[0]);
  const y2 = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 240);
  await new Promise((r) => setTimeout(r, 500));
  assert(await page.evaluate(() => window.scrollY) === y2, 'the wheel on the board stays in the game');

  await page.evaluate(() => window.scrollTo(0, 0));
  writeFileSync(path.join(artifacts, 'wiki-page.png'), await page.screenshot({ fullPage: true }));
  assert(errors.length === 0, 'no script errors on the wiki page: ' + errors.join('; '));
  ok = true;
  console.log('PASS wiki: the <shamble> tag in MediaWiki');
} catch (e) {
  console.log(`FAIL wiki: ${e && e.stack || e}`);
} finally {
  await browser.close().catch(() => {});
}
process.exitCode = ok ? 0 : 1;
