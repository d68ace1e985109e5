// Issue 27, the replay viewer: a finished game of each kind opens in replay
// from its end screen; the bar steps one move forward and back, jumps to the
// start, a turn and the end, and plays on by itself; screenshots at three
// points at 1280x800 and 360x640 (test-artifacts/replay-*.png). A save opens
// in replay from the saves list, and an unfinished hot-seat game from the
// game screen's bar, at its last move.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, clickItem, findItem, artifacts, assert } from './lib.mjs';

const GAMES = [
  { game: 'monopoly', seats: 'bot:normal,bot:normal', seed: 5 },
  { game: 'monopozombie', seats: 'bot:normal,bot:normal,bot:normal', seed: 5 },
  { game: 'catan', seats: 'bot:normal,bot:normal,bot:normal', seed: 5 },
  { game: 'flipped', seats: 'bot:normal,bot:normal', seed: 5 },
];

// REPLAY_GAMES=monopoly,catan runs only those (a quicker look while working).
const ONLY = process.env.REPLAY_GAMES ? process.env.REPLAY_GAMES.split(',') : null;

const state = (page) => page.evaluate(() => window.shamble.state());
const shot = async (page, name) => writeFileSync(path.join(artifacts, name), await page.screenshot());

// Bots play at "instant" on the game screen; wake the page until the game ends.
async function playToEnd(page, label, timeout = 240000) {
  const t0 = Date.now();
  for (;;) {
    const s = await state(page);
    if (s.terminal) return s;
    assert(Date.now() - t0 < timeout, `${label} ended within ${timeout / 1000} s (at ${s.actions} actions)`);
    await frames(page, 10);
  }
}

async function replayAt(page) {
  await frames(page, 3);
  const s = await state(page);
  assert(s.screen === 'replay' && s.replay, 'the replay screen is open: ' + JSON.stringify(s.replay) + ' ' + s.screen);
  return s.replay;
}

await runTest('replay: step, jump and play through a finished game of each kind', async ({ server, context }) => {
  for (const g of GAMES.filter((x) => !ONLY || ONLY.includes(x.game))) {
    const url = `${server.url}?game=${g.game}&seats=${g.seats}&seed=${g.seed}&speed=instant`;
    const page = await openPage(context, url);
    await ready(page);
    const end = await playToEnd(page, g.game);
    await frames(page, 4);
    // The end screen: the board as it ended, and its story (the Story tab opens by itself).
    await shot(page, `replay-${g.game}-end-1280.png`);
    await page.setViewportSize({ width: 360, height: 640 });
    await frames(page, 4);
    await shot(page, `replay-${g.game}-end-360.png`);
    // The size of a wiki embed (the tag's default frame).
    await page.setViewportSize({ width: 600, height: 640 });
    await frames(page, 4);
    await shot(page, `replay-${g.game}-end-600x640.png`);
    await page.setViewportSize({ width: 1280, height: 800 });
    // The board's end screen is laid out again at the new size before it is clicked,
    // and shows once the last roll's dice have stopped: that is wall-clock time, not
    // frames (a fresh-clone run once drew 60 frames within the dice's roll).
    for (const t0 = Date.now(); Date.now() - t0 < 15000 && !(await findItem(page, 'Replay', { window: '##board' }));)
      await frames(page, 2);

    // The end screen (inside the board) offers Replay; it opens at the first move.
    await clickItem(page, 'Replay', { window: '##board' });
    let r = await replayAt(page);
    assert(r.at === 0 && r.first === 0 && r.last === end.actions, `${g.game}: opens at move 0 of ${end.actions}: ` + JSON.stringify(r));
    for (let i = 0; i < 3; ++i) await clickItem(page, '|\u25B6');
    r = await replayAt(page);
    assert(r.at === 3, `${g.game}: three steps forward: ${r.at}`);
    await clickItem(page, '\u25C0|');
    r = await replayAt(page);
    assert(r.at === 2, `${g.game}: one step back: ${r.at}`);
    // Keys: Right steps on, Left back.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    r = await replayAt(page);
    assert(r.at === 4, `${g.game}: arrow keys step: ${r.at}`);
    await shot(page, `replay-${g.game}-early-1280.png`);
    await page.setViewportSize({ width: 360, height: 640 });
    await frames(page, 4);
    await shot(page, `replay-${g.game}-early-360.png`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await frames(page, 3);

    // Jump to the turn halfway through: the position as that turn begins.
    const mid = Math.max(2, Math.floor(end.turn / 2));
    const turnField = await findItem(page, '##turn');
    assert(turnField, g.game + ': a turn field');
    await page.mouse.click(turnField.x + 10, turnField.y + turnField.h / 2);
    await frames(page, 2);
    // Key by key with frames between, as a person types (the page draws on demand; a burst of
    // keys can land in one frame, before the field is active).
    for (const key of ['End', ...Array(6).fill('Backspace'), ...String(mid), 'Enter']) {
      await page.keyboard.press(key);
      await frames(page, 2);
    }
    r = await replayAt(page);
    assert(r.turn === mid && r.at > 4 && r.at < r.last, `${g.game}: turn ${mid} jumps there: ` + JSON.stringify(r));
    await shot(page, `replay-${g.game}-mid-1280.png`);
    await page.setViewportSize({ width: 360, height: 640 });
    await frames(page, 4);
    await shot(page, `replay-${g.game}-mid-360.png`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await frames(page, 3);
    // The story follows the replay: a line marks this turn on every chart.
    await clickItem(page, 'Story tab');
    await frames(page, 3);
    // The standings are the replayed position's, not the final ones (Flipped,
    // cooperative, has none).
    if (g.game !== 'flipped') {
      const at = await findItem(page, /^Standings after move/);
      assert(at && at.label === `Standings after move ${r.at}`, `${g.game}: the standings after move ${r.at}: ` + JSON.stringify(at));
    }
    await shot(page, `replay-${g.game}-story-1280.png`);
    await page.setViewportSize({ width: 360, height: 640 });
    await frames(page, 4);
    await shot(page, `replay-${g.game}-story-360.png`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await frames(page, 3);
    await clickItem(page, 'Log tab');

    // Play moves on by itself; Pause stops it.
    const before = r.at;
    await clickItem(page, '\u25B6');
    await page.waitForTimeout(1500);
    await frames(page, 3);
    r = await replayAt(page);
    assert(r.at > before, `${g.game}: play moves on (${before} -> ${r.at})`);
    assert(r.playing, g.game + ': playing');
    await clickItem(page, '||');
    r = await replayAt(page);
    const paused = r.at;
    await page.waitForTimeout(800);
    r = await replayAt(page);
    assert(!r.playing && r.at === paused, `${g.game}: paused stays at ${paused}: ${r.at}`);

    await clickItem(page, '\u25B6\u25B6|');
    r = await replayAt(page);
    assert(r.at === r.last, `${g.game}: the end: ${r.at}`);
    await shot(page, `replay-${g.game}-last-1280.png`);
    await page.setViewportSize({ width: 360, height: 640 });
    await frames(page, 4);
    await shot(page, `replay-${g.game}-last-360.png`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await frames(page, 3);
    await clickItem(page, '|\u25C0\u25C0');
    r = await replayAt(page);
    assert(r.at === 0, `${g.game}: the start: ${r.at}`);

    // Back to the game: the match is as it was, nothing was played meanwhile.
    await clickItem(page, '\u2190 Game');
    const after = await state(page);
    assert(after.screen === 'game' && after.actions === end.actions && after.position === end.position,
      `${g.game}: the game is untouched by its replay`);
    assert(page.errors.length === 0, g.game + ': no page errors: ' + page.errors.join('; '));
    console.log(`  ${g.game}: ${end.actions} moves, ${end.turn} turns; stepped, jumped to turn ${mid}, played ${before}->${paused}`);
    await page.close();
  }
});

await runTest('replay: from the saves list, and an unfinished hot-seat game from the game bar', async ({ server, context }) => {
  const page = await openPage(context, `${server.url}?game=catan&seats=human,human,human&seed=8`);
  await ready(page);
  for (let i = 0; i < 12; ++i) {
    const legal = await page.evaluate(() => window.shamble.legal());
    if (!legal.length) break;
    await page.evaluate((c) => window.shamble.apply(c.code, c.seat), legal[0]);
  }
  const s = await state(page);
  assert(s.actions > 5 && !s.terminal, 'a hot-seat Catan game under way: ' + s.actions);
  // The game bar's Replay opens at the last move; the bots or humans of the game wait.
  await frames(page, 3);
  await clickItem(page, 'Replay', { window: '##root' });
  let r = await replayAt(page);
  assert(r.at === s.actions && r.last === s.actions, 'opens at the last move: ' + JSON.stringify(r));
  await clickItem(page, '\u25C0|');
  r = await replayAt(page);
  assert(r.at === s.actions - 1, 'steps back');
  await shot(page, 'replay-catan-hotseat-1280.png');
  // The page still sees only the seat now looking (one boundary: state().view).
  const seen = await state(page);
  seen.view.players.forEach((p, i) => {
    if (i !== seen.looking) assert(!('hand' in p) && !('dev' in p), `seat ${i}'s cards reached the page`);
  });
  await clickItem(page, '\u2190 Game');
  // Wait for the autosave to hold every move, then replay it from the saves list.
  for (let i = 0; i < 100; ++i) {
    const rec = (await page.evaluate(() => window.shamble.listSaves())).find((x) => x.slot === s.save);
    if (rec && rec.actions === s.actions) break;
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => { window.shamble.newGame({ game: 'flipped', seats: ['human', 'human'], seed: 2 }); });
  await frames(page, 3);
  await clickItem(page, '\u2190 Menu');
  await clickItem(page, 'Saves');
  await frames(page, 3);
  await clickItem(page, 'Replay');
  for (let i = 0; i < 50 && (await state(page)).screen !== 'replay'; ++i) await frames(page, 3);
  r = await replayAt(page);
  const loaded = await state(page);
  assert(loaded.game === 'catan' && r.at === 0 && r.last === s.actions, 'the save opens in replay at the start: ' + JSON.stringify(r));
  await page.setViewportSize({ width: 360, height: 640 });
  await frames(page, 4);
  await shot(page, 'replay-from-saves-360.png');
  assert(page.errors.length === 0, 'no page errors: ' + page.errors.join('; '));
});
