// Summary: a tab closed right after a move loses nothing: a 60-move burst is played and the page is closed at
// once after the last move; after reopening, the game's save holds all 60 moves at the exact position the burst
// reached, in each of 6 repetitions (half on a game already saved, half on a game no record exists of yet), and
// in 2 more where IndexedDB refuses every write of the burst, so the journal alone keeps them. Without
// localStorage (denied, as in some private modes) the game is saved and resumed as before, without a journal.
// Round 2 kills the whole browser (SIGKILL, persistent profile) at once after the last move: the save loads at
// a consistent position and nothing is set aside; how many moves it kept is reported, not promised (the
// browser process holds both the journal, localStorage, and the writes in flight in memory when killed:
// docs/RELIABILITY.md, "Known limit").
//
// The journal (web/autosave.h, web/js/saves.js): every change records, synchronously in localStorage, the
// moves not yet in a committed IndexedDB record; the next load replays a journal left by a closed tab onto its
// save (every move validated) and writes it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runTest, openPage, ready, assert, chromium, CHROMIUM_FLAGS, playSaved, browserPid } from './lib.mjs';

const REPS = 6;  // closed pages
const KILLS = 3;  // killed browsers
const BURST = 60;

// In the pages of the journal's own round, IndexedDB refuses every put while window.__stall is set: no write
// of the burst can commit, so only the journal can keep its moves.
const stall = () => {
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (...args) {
    if (window.__stall) throw new DOMException('stalled by the test', 'UnknownError');
    return put.apply(this, args);
  };
};

// Starts a game (warm: with 5 moves already saved) and plays BURST first-legal moves in one go.
async function burst(page, seed, warm, stalled = false) {
  const ok = await page.evaluate((seed) => window.shamble.newGame({ game: 'monopoly', seats: ['human', 'human'], seed }).ok, seed);
  assert(ok, 'monopoly starts');
  const before = warm ? (await playSaved(page, 5)).actions : 0;
  if (stalled) await page.evaluate(() => { window.__stall = true; });
  const after = await page.evaluate((n) => {
    for (let i = 0; i < n; ++i) {
      const a = window.shamble.apply(window.shamble.legal()[0].code);
      if (!a.ok) throw new Error(JSON.stringify(a));
    }
    return window.shamble.state();
  }, BURST);
  assert(after.actions === before + BURST, `played ${BURST} moves`);
  return { before, after, seed };
}

// After reopening: the game's save loads, at the position the same game replayed to its move count reaches
// (so its moves are a prefix of the burst), and nothing is set aside. `all`: it holds every move of the burst.
async function check(page, { before, after, seed }, label, all) {
  const got = await page.evaluate(async ([slot, seed]) => {
    const meta = (await window.shamble.listSaves()).find((x) => x.slot === slot && !x.quarantined);
    if (!meta) return { missing: true };
    const r = await window.shamble.load(slot);
    const s = window.shamble.state();
    const state = JSON.stringify(s.state);
    window.shamble.newGame({ game: 'monopoly', seats: ['human', 'human'], seed });
    for (let i = 0; i < s.actions; ++i) window.shamble.apply(window.shamble.legal()[0].code);
    const replayed = JSON.stringify(window.shamble.state().state);
    return { ok: r.ok, error: r.error, metaActions: meta.actions, actions: s.actions, state, consistent: state === replayed };
  }, [after.save, seed]);
  const kept = got.missing ? 0 : got.actions - before;
  const recovered = page.warnings.filter((w) => /recovered \d+ journaled moves/.test(w));
  const how = recovered.length ? recovered.join('; ') : kept === BURST ? 'the save had them' : 'no journal came through';
  console.log(`  ${label}: ${kept} of ${BURST} kept (${how})`);
  if (all) assert(!got.missing, `${label}: the game's save is there`);
  if (!got.missing) {
    assert(got.ok, `${label}: it loads: ${JSON.stringify(got.error)}`);
    assert(got.metaActions === got.actions, `${label}: its description matches its bytes`);
    assert(got.consistent, `${label}: it is the game at move ${got.actions}`);
  }
  if (all) {
    assert(kept === BURST, `${label}: ${BURST} of ${BURST} moves kept (got ${kept})`);
    assert(got.state === JSON.stringify(after.state), `${label}: the position is the one the burst reached`);
  }
  const notices = await page.evaluate(() => window.shamble.notices());
  assert(!notices.some((n) => /could not be added|set aside/.test(n.text)), `${label}: nothing set aside`);
  assert(page.errors.length === 0, `${label}: no console errors: ` + page.errors.join('; '));
  return Math.max(0, kept);
}

await runTest('fault: a tab closed right after a move', async ({ server, context }) => {
  let total = 0, killed = 0;
  // Round 1: the page is closed at once after the last move.
  for (let i = 0; i < REPS; ++i) {
    let page = await openPage(context, server.url);
    await ready(page);
    const b = await burst(page, 100 + i, i % 2 === 0);
    await page.close();
    page = await openPage(context, server.url);
    await ready(page);
    total += await check(page, b, `close ${i + 1} (${i % 2 === 0 ? 'saved game' : 'new game'})`, true);
    await page.close();
  }

  // Round 1b: the same with every write of the burst refused, so that the journal alone keeps the moves.
  for (let i = 0; i < 2; ++i) {
    let page = await openPage(context, server.url, { init: stall });
    await ready(page);
    const b = await burst(page, 300 + i, i % 2 === 0, true);
    await page.close();
    page = await openPage(context, server.url);
    await ready(page);
    const label = `close, writes refused ${i + 1} (${i % 2 === 0 ? 'saved game' : 'new game'})`;
    total += await check(page, b, label, true);
    assert(page.warnings.some((w) => /recovered 60 journaled moves/.test(w)), label + ': the journal kept them');
    await page.close();
  }

  // Without localStorage (private mode, denied): no journal, saving as before, no crash.
  {
    const denied = () => {
      Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied by the test', 'SecurityError'); } });
    };
    const page = await openPage(context, server.url, { init: denied });
    await ready(page);
    assert((await page.evaluate(() => window.shamble.newGame({ game: 'monopoly', seats: ['human', 'human'], seed: 400 }))).ok,
      'a game starts without localStorage');
    const s = await playSaved(page, 10);
    await page.reload();
    await ready(page);
    const back = await page.evaluate(() => window.shamble.state());
    assert(back.actions === 10 && JSON.stringify(back.state) === JSON.stringify(s.state), 'without localStorage a reload resumes all 10 moves');
    assert(page.warnings.some((w) => /no journal of moves/.test(w)), 'the missing journal is logged');
    assert(page.errors.length === 0, 'no console errors without localStorage: ' + page.errors.join('; '));
    console.log('  without localStorage: 10 moves saved and resumed, no journal, no error');
    await page.close();
  }

  // Round 2: the whole browser is killed at once after the last move.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'shamble-close-'));
  const launch = () => chromium.launchPersistentContext(profile,
    { executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    let ctx = await launch();
    for (let i = 0; i < KILLS; ++i) {
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
      killed += await check(page, b, `SIGKILL ${i + 1} (${i % 2 === 0 ? 'saved game' : 'new game'})`, false);
      await page.close();
    }
    await ctx.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
  console.log(`  closed pages: ${total} of ${(REPS + 2) * BURST} moves kept over ${REPS + 2} bursts; ` +
    `killed browsers: ${killed} of ${KILLS * BURST} (each save whole, at a consistent position)`);
});
