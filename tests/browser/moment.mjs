// Issue 27, a link to a moment: the replay's "Share this moment" copies a link
// (and a wiki tag) that opens the game's replay at that move; a fresh browser
// following it sees the same game at the same move. A game whose link would
// pass 2,000 characters offers the game file instead and says so.
// Screenshots: test-artifacts/moment-*.png (1280x800 and 360x640).
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, artifacts, assert, clickItem, waitNotice } from './lib.mjs';

const state = (page) => page.evaluate(() => window.shamble.state());
const shot = async (page, name) => writeFileSync(path.join(artifacts, name), await page.screenshot());

await runTest('moment: a link opens the replay at the shared move', async ({ server, browser, context }) => {
  const page = await openPage(context, server.url + '?game=monopoly&seats=human,human&seed=41');
  await ready(page);
  // Thirty moves by whoever must act (two humans: every move is ours).
  for (let i = 0; i < 30; ++i) {
    const legal = await page.evaluate(() => window.shamble.legal());
    const a = legal.find((x) => /roll|buy|end|pay/i.test(x.label)) || legal[0];
    const r = await page.evaluate(([c, s]) => window.shamble.apply(c, s), [a.code, a.seat]);
    assert(r.ok, 'move ' + a.code + ': ' + JSON.stringify(r));
  }
  const live = await state(page);
  await frames(page, 3);
  await clickItem(page, 'Replay');
  await frames(page, 3);
  for (let i = 0; i < 4; ++i) await clickItem(page, '\u25C0|');
  await frames(page, 3);
  const here = await state(page);
  assert(here.screen === 'replay' && here.replay.at === live.actions - 4, 'the replay is 4 moves back: ' + JSON.stringify(here.replay));

  await clickItem(page, 'Share this moment\u2026');
  await frames(page, 3);
  await clickItem(page, 'Copy link to this moment');
  await frames(page, 3);
  const link = await page.evaluate(() => window.shambleLastShare);
  assert(link && link.includes('?scenario=') && link.endsWith('&at=' + here.replay.at), 'a moment link: ' + link);
  assert(link.length <= 2000, `a 30-move link fits a chat message (${link.length} characters)`);
  console.log(`moment link after ${live.actions} moves: ${link.length} characters`);
  await shot(page, 'moment-shared-1280.png');
  await clickItem(page, 'Share this moment\u2026');
  await frames(page, 3);
  await clickItem(page, 'Copy wiki tag for this moment');
  await frames(page, 3);
  const tag = await page.evaluate(() => window.shambleLastShare);
  assert(/^<shamble scenario="[A-Za-z0-9_-]+" at="\d+"\/>$/.test(tag) && tag.includes(`at="${here.replay.at}"`), 'a moment tag: ' + tag);

  // A fresh browser (no saves) following the link: the same game, in replay at that move.
  for (const [w, h] of [[1280, 800], [360, 640]]) {
    const other = await browser.newContext();
    const p2 = await openPage(other, link.replace(/^https?:\/\/[^/]+\/?/, server.url), { width: w, height: h });
    await ready(p2);
    await frames(p2, 4);
    const there = await state(p2);
    assert(there.screen === 'replay' && there.replay && there.replay.at === here.replay.at,
      `the link opens the replay at move ${here.replay.at}: ` + JSON.stringify({ screen: there.screen, replay: there.replay }));
    assert(there.replay.turn === here.replay.turn, `the same turn (${there.replay.turn} vs ${here.replay.turn})`);
    assert(there.actions === live.actions && there.position === live.position, 'the same game, every move of it');
    await shot(p2, `moment-opened-${w}.png`);
    if (w === 1280) {
      // The Story tab: the standings, and the landing heat map laid on the board.
      await clickItem(p2, 'Story tab');
      await frames(p2, 3);
      await clickItem(p2, 'Landings on the board');
      await frames(p2, 4);
      await shot(p2, 'moment-story-heat-1280.png');
    }
    await other.close();
  }

  // A number that is not a move is named and ignored; past the end opens at the last move.
  const other = await browser.newContext();
  const code = new URL(link).searchParams.get('scenario');
  const p3 = await openPage(other, `${server.url}?scenario=${code}&at=9999`);
  await ready(p3);
  await waitNotice(p3, /has 30 moves, not 9999/);
  const end = await state(p3);
  assert(end.screen === 'replay' && end.replay.at === live.actions, 'past the end: the last move: ' + JSON.stringify(end.replay));
  await other.close();
});

await runTest('moment: a game too long for a link offers its file', async ({ server, context }) => {
  // A whole game of random bots on the classic island: usually well over 2,000 characters of
  // moves even told compactly. Seeds are tried until one is (the length is the page's own sum).
  let page = null;
  for (const seed of [5, 6, 7, 8]) {
    const p = await openPage(context, `${server.url}?game=catan&preset=classic&seats=bot:random,bot:random,bot:random,bot:random&seed=${seed}&speed=instant`);
    await ready(p);
    const t0 = Date.now();
    for (let s = await state(p); !s.terminal; s = await state(p)) {
      assert(Date.now() - t0 < 240000, 'the bots finish within four minutes');
      await frames(p, 10);
    }
    const share = await p.evaluate(() => window.shamble.shareCode());
    const length = await p.evaluate((c) => (location.origin + location.pathname + '?scenario=' + c + '&at=0').length, share.code);
    console.log(`seed ${seed}: a whole game's moment link would be ${length} characters`);
    if (length > 2000) { page = p; break; }
    await p.close();
  }
  assert(page, 'one of the seeds gives a game longer than a link');
  await clickItem(page, 'Replay', { window: '##board' });
  await frames(page, 3);
  await clickItem(page, 'Share this moment\u2026');
  await frames(page, 3);
  await clickItem(page, 'Copy link to this moment');
  await waitNotice(page, /link would be \d+ characters.*game file/);
  assert(await page.evaluate(() => window.shambleLastShare) === null, 'the long link is not copied');
  await shot(page, 'moment-too-long-1280.png');
  await clickItem(page, 'Share this moment\u2026');
  await frames(page, 3);
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 15000 }),
    clickItem(page, 'Download the game file'),
  ]);
  assert(/^catan-turn-\d+\.shamble$/.test(download.suggestedFilename()), 'the game file: ' + download.suggestedFilename());
});
