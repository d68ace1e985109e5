// Summary: a tab killed mid-write leaves every record whole or as it was: with saves, named copies, renames and
// deletes in flight, the whole browser is killed (SIGKILL, on a persistent profile) and, in a second round, the
// page is closed; after reopening, every record loads (none is half-written or set aside), its description
// matches its bytes, and each game is at a consistent point: the exact position of the same game replayed to
// that many moves.
//
// Each change is one IndexedDB transaction (saves.js: a save is get + put, a rename get + put + delete, a
// delete one delete, the legacy move get + put + delete, a quarantine add + delete), which the browser commits
// whole or not at all.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runTest, openPage, ready, assert, chromium, CHROMIUM_FLAGS, readStores, browserPid } from './lib.mjs';

const SEED = 31;
const GAME = { game: 'monopoly', seats: ['human', 'human'], seed: SEED };

// Plays first-legal moves as fast as it can; every move saves the game, and
// named copies are written, renamed and deleted along the way. Not awaited:
// it is still running when the tab dies.
async function startChurn(page) {
  await page.evaluate((game) => {
    if (!window.shamble.newGame(game).ok) throw new Error('no game');
    window.__moves = 0;
    (async () => {
      for (let i = 0; ; ++i) {
        const l = window.shamble.legal();
        if (!l.length) break;
        window.shamble.apply(l[0].code);
        window.__moves = i + 1;
        if (i % 3 === 0) window.shamble.save('copy-' + (i % 4));
        if (i % 5 === 0) window.ShambleSaves.rename('copy-' + ((i + 1) % 4), 'moved-' + i);
        if (i % 7 === 0) window.ShambleSaves.remove('moved-' + (i - 5));
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
  }, GAME);
  await page.waitForFunction(() => window.__moves > 40, null, { timeout: 30000 });
}

// Every record loads, none is set aside, and each is the replayed game at its move count.
async function checkAll(page, label) {
  const stores = await readStores(page);
  assert(stores.quarantine.length === 0, label + ': nothing set aside');
  const out = await page.evaluate(async ([game, slots]) => {
    const got = {};
    for (const slot of slots) {
      const meta = (await window.shamble.listSaves()).find((x) => x.slot === slot);
      const r = await window.shamble.load(slot);
      const s = window.shamble.state();
      got[slot] = { ok: r.ok, error: r.error, metaActions: meta.actions, actions: s.actions, state: s.position };
    }
    // The same game, replayed: the position after each number of moves.
    window.shamble.newGame(game);
    const at = { 0: window.shamble.state().position };
    const max = Math.max(...Object.values(got).map((g) => g.actions));
    for (let n = 1; n <= max; ++n) {
      window.shamble.apply(window.shamble.legal()[0].code);
      at[n] = window.shamble.state().position;
    }
    for (const g of Object.values(got)) { g.consistent = at[g.actions] === g.state; delete g.state; }
    return got;
  }, [GAME, stores.saves.map((r) => r.slot)]);
  console.log(`  ${label}: ` + Object.entries(out).map(([k, v]) => `${k} ${v.actions}`).join(', '));
  assert(Object.keys(out).some((k) => k.startsWith('game-')), label + ': the game\'s own save is there');
  for (const [slot, g] of Object.entries(out)) {
    assert(g.ok, `${label}: ${slot} loads: ${JSON.stringify(g.error)}`);
    assert(g.metaActions === g.actions, `${label}: ${slot}'s description matches its bytes`);
    assert(g.consistent, `${label}: ${slot} is the game at move ${g.actions}`);
  }
  const again = await readStores(page);
  assert(again.quarantine.length === 0, label + ': loading set nothing aside');
}

await runTest('fault: a tab killed mid-write', async ({ server, context }) => {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'shamble-kill-'));
  const launch = () => chromium.launchPersistentContext(profile,
    { executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    // Round 1: the whole browser is killed while writes are in flight.
    let ctx = await launch();
    let page = await openPage(ctx, server.url);
    await ready(page);
    await startChurn(page);
    const pid = browserPid(profile);
    assert(pid > 0, 'found the browser process');
    const moves = await page.evaluate(() => window.__moves);
    process.kill(pid, 'SIGKILL');
    console.log(`  killed the browser (pid ${pid}) after ${moves}+ moves`);
    await Promise.race([ctx.close().catch(() => {}), new Promise((r) => setTimeout(r, 5000))]);
    ctx = await launch();
    page = await openPage(ctx, server.url);
    await ready(page);
    await checkAll(page, 'after SIGKILL');
    assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
    await ctx.close();

    // Round 2: the page is closed while writes are in flight.
    page = await openPage(context, server.url);
    await ready(page);
    await startChurn(page);
    await page.close();
    page = await openPage(context, server.url);
    await ready(page);
    await checkAll(page, 'after closing the page');
    assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});
