// Summary: a tab closed right after a move loses nothing: a 60-move burst is played and, at once after the
// last move, the page is closed (round 1) or the whole browser is killed (SIGKILL, persistent profile, round 2);
// after reopening, the game's save holds all 60 moves at the exact position the burst reached, in every
// repetition. Half the repetitions play the burst on a game already saved, half on a game no record exists of
// yet (the burst starts with the game's first move).
//
// The journal (web/autosave.h, web/js/saves.js): every change records, synchronously in localStorage, the
// moves not yet in a committed IndexedDB record; the next load replays a journal left by a closed tab onto its
// save (every move validated) and writes it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runTest, openPage, ready, assert, chromium, CHROMIUM_FLAGS, playSaved, browserPid } from './lib.mjs';

const REPS = 6;  // per round
const BURST = 60;

// Starts a game (warm: with 5 moves already saved) and plays BURST first-legal moves in one go.
async function burst(page, seed, warm) {
  const ok = await page.evaluate((seed) => window.shamble.newGame({ game: 'monopoly', seats: ['human', 'human'], seed }).ok, seed);
  assert(ok, 'monopoly starts');
  const before = warm ? (await playSaved(page, 5)).actions : 0;
  const after = await page.evaluate((n) => {
    for (let i = 0; i < n; ++i) {
      const a = window.shamble.apply(window.shamble.legal()[0].code);
      if (!a.ok) throw new Error(JSON.stringify(a));
    }
    return window.shamble.state();
  }, BURST);
  assert(after.actions === before + BURST, `played ${BURST} moves`);
  return { before, after };
}

// After reopening: the game's save holds every move, at the burst's position.
async function check(page, { before, after }, label) {
  const got = await page.evaluate(async (slot) => {
    const meta = (await window.shamble.listSaves()).find((x) => x.slot === slot && !x.quarantined);
    if (!meta) return { missing: true };
    const r = await window.shamble.load(slot);
    const s = window.shamble.state();
    return { ok: r.ok, error: r.error, metaActions: meta.actions, actions: s.actions, state: JSON.stringify(s.state) };
  }, after.save);
  const kept = got.missing ? 0 : got.actions - before;
  const recovered = page.warnings.filter((w) => /recovered \d+ journaled moves/.test(w));
  console.log(`  ${label}: ${kept} of ${BURST} kept` + (recovered.length ? ` (${recovered.join('; ')})` : ' (the save had them)'));
  assert(!got.missing, `${label}: the game's save is there`);
  assert(got.ok, `${label}: it loads: ${JSON.stringify(got.error)}`);
  assert(got.metaActions === got.actions, `${label}: its description matches its bytes`);
  assert(kept === BURST, `${label}: ${BURST} of ${BURST} moves kept (got ${kept})`);
  assert(got.state === JSON.stringify(after.state), `${label}: the position is the one the burst reached`);
  const notices = await page.evaluate(() => window.shamble.notices());
  assert(!notices.some((n) => /could not be added|set aside/.test(n.text)), `${label}: nothing set aside`);
  assert(page.errors.length === 0, `${label}: no console errors: ` + page.errors.join('; '));
  return kept;
}

await runTest('fault: a tab closed right after a move', async ({ server, context }) => {
  let total = 0;
  // Round 1: the page is closed at once after the last move.
  for (let i = 0; i < REPS; ++i) {
    let page = await openPage(context, server.url);
    await ready(page);
    const b = await burst(page, 100 + i, i % 2 === 0);
    await page.close();
    page = await openPage(context, server.url);
    await ready(page);
    total += await check(page, b, `close ${i + 1} (${i % 2 === 0 ? 'saved game' : 'new game'})`);
    await page.close();
  }

  // Round 2: the whole browser is killed at once after the last move.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'shamble-close-'));
  const launch = () => chromium.launchPersistentContext(profile,
    { executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    let ctx = await launch();
    for (let i = 0; i < REPS; ++i) {
      let page = await openPage(ctx, server.url);
      await ready(page);
      const b = await burst(page, 200 + i, i % 2 === 0);
      const pid = browserPid(profile);
      assert(pid > 0, 'found the browser process');
      process.kill(pid, 'SIGKILL');
      await Promise.race([ctx.close().catch(() => {}), new Promise((r) => setTimeout(r, 5000))]);
      ctx = await launch();
      page = await openPage(ctx, server.url);
      await ready(page);
      total += await check(page, b, `SIGKILL ${i + 1} (${i % 2 === 0 ? 'saved game' : 'new game'})`);
      await page.close();
    }
    await ctx.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
  console.log(`  ${total} of ${2 * REPS * BURST} moves kept over ${2 * REPS} bursts`);
});
