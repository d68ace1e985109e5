// Play by link (docs/PLAY_BY_LINK.md, "In the page"): two browser profiles
// (contexts) play Monopoly by passing links: each makes its moves, clicks
// "Send your move", the other opens the link, sees the moves (board and log)
// and answers. Then an older link is refused with the core's sentence and the
// saved game is unchanged; a reload replays the link game identically.
import { runTest, openPage, ready, frames, artifacts, assert, clickItem, findItem, shot, gameState as state, sendLink as send, openLink as open, settleLink as settle, clickAt } from './lib.mjs';

// The device's person plays until it is not their turn (the bots of the
// normal kind would do; here the cheapest legal move that is no trade).
async function playTurn(page) {
  let moves = 0;
  for (let i = 0; i < 60; ++i) {
    const s = await state(page);
    if (s.link_note !== 'your turn') break;
    const legal = (await page.evaluate(() => window.shamble.legal())).filter((x) => x.seat === s.link_seat);
    const a = legal.find((x) => /roll/i.test(x.label)) || legal.find((x) => /^(buy|pay)/i.test(x.label)) ||
      legal.find((x) => /end|pass|decline/i.test(x.label)) || legal[0];
    const r = await page.evaluate(([c, seat]) => window.shamble.apply(c, seat), [a.code, a.seat]);
    assert(r.ok, 'move ' + a.label + ': ' + JSON.stringify(r));
    ++moves;
  }
  return moves;
}

await runTest('link play: two profiles play Monopoly by links; old links refused', async ({ server, browser, context }) => {
  const a = await openPage(context, server.url);
  await ready(a);
  const r = await a.evaluate(() => window.shamble.newGame({
    game: 'monopoly', seats: ['human', 'human'], names: ['Ann', 'Bob'], seed: 7, link_seat: 0,
  }));
  assert(r.ok, 'a game by link starts: ' + JSON.stringify(r));
  let sa = await state(a);
  assert(sa.link_seat === 0 && sa.link_note === 'waiting for Bob to join', 'A waits for Bob: ' + sa.link_note);
  await shot(a, 'link-start-1280x800.png');
  const invite = await send(a, 'Send the invitation');
  assert(invite.endsWith('&seat=1'), 'the invitation is for Bob: ' + invite);

  const otherContext = await browser.newContext();  // another browser profile
  const b = await openPage(otherContext, invite, { width: 360, height: 640 });
  await ready(b);
  await frames(b, 6);
  let sb = await state(b);
  assert(sb.link_seat === 1 && sb.game === 'monopoly', 'B joined as Bob: ' + JSON.stringify(sb.link_note));
  console.log('B after joining:', sb.link_note, 'actors', JSON.stringify(sb.actors), JSON.stringify(await b.evaluate(() => window.shamble.notices())));
  await shot(b, 'link-joined-360x640.png');
  await open(a, await send(b));

  // Three turns with moves, links passed each way.
  const pages = { a, b };
  let cur = 'a', turns = 0, sizes = [], older = null, shows = 0, skips = 0;
  for (let step = 0; step < 12 && turns < 3; ++step) {
    const p = pages[cur], q = pages[cur === 'a' ? 'b' : 'a'];
    const moved = await playTurn(p);
    if (moved > 0) ++turns;
    const before = await state(p);
    const link = await send(p);
    // Out-of-turn trading and managing is for a shared table: by link the core
    // refuses it (each person acts on their own turn), so it is not offered.
    assert(!(await findItem(p, /trade or manage/)), 'the waiting device is offered no move out of turn');
    sizes.push(link.length);
    if (turns === 1 && !older) older = link;
    // The opened link's moves are shown one by one before the prompt: the
    // board starts behind and moves on by itself (a watcher in the page notes
    // every count of moves it drew), and "Skip" jumps to now.
    const shownBefore = (await state(q)).actions;
    await q.evaluate(() => {
      window.__seen = [];
      const watch = () => {
        const n = window.shamble.state().actions;
        if (window.__seen[window.__seen.length - 1] !== n) window.__seen.push(n);
        if (window.__seen.length < 100) window.__watch = requestAnimationFrame(watch);
      };
      watch();
    });
    await open(q, link, { wait: false });
    if (before.actions - shownBefore >= 2) {
      const mid = await state(q);
      // Clicked where findItem saw it, without looking again: on a loaded
      // machine the show could end between a second look and the click.
      const skip = skips === 0 && mid.actions < before.actions - 1 ? await findItem(q, 'Skip') : null;
      if (skip) {
        await clickAt(q, skip);
        const skipped = await state(q);
        assert(skipped.actions === before.actions && !(await findItem(q, 'Skip')), 'Skip shows now: ' + skipped.actions);
        ++skips;
      } else {
        if (mid.actions < before.actions) await shot(q, q === a ? 'link-showing-1280x800.png' : 'link-showing-360x640.png');
        await settle(q);
        const seen = await q.evaluate(() => window.__seen);
        const steps = seen.filter((n) => n > shownBefore && n < before.actions);
        assert(steps.length === before.actions - shownBefore - 1,
          `every move since this device's last was on the board by itself (${shownBefore} -> ${before.actions}: ${seen})`);
        ++shows;
      }
    }
    await q.evaluate(() => cancelAnimationFrame(window.__watch));
    await settle(q);
    const after = await state(q);
    assert(after.actions === before.actions && after.position === before.position,
      `the other device has the same game (${before.actions} / ${after.actions} moves)`);
    assert(after.log_entries >= after.actions, 'the log shows the moves: ' + after.log_entries);
    if (turns === 2) await shot(q, q === a ? 'link-opened-1280x800.png' : 'link-opened-360x640.png');
    cur = cur === 'a' ? 'b' : 'a';
  }
  assert(turns === 3, 'three turns played by link: ' + turns);
  assert(shows >= 1 && skips === 1, `moves shown by themselves (${shows}) and skipped (${skips})`);
  await shot(a, 'link-after-1280x800.png');
  await shot(b, 'link-after-360x640.png');
  console.log('link sizes (characters of the URL):', sizes.join(', '));

  // An older link is refused on both devices with the core's sentence; the save is unchanged.
  for (const p of [a, b]) {
    const s0 = await state(p);
    const saves0 = (await p.evaluate(() => window.shamble.listSaves())).find((s) => s.link_id === s0.link_id);
    await open(p, older);
    const s1 = await state(p);
    assert(s1.position === s0.position && s1.actions === s0.actions, 'the game is unchanged after an older link');
    const notices = JSON.stringify(await p.evaluate(() => window.shamble.notices()));
    assert(/older than the saved game/.test(notices), 'the refusal says why: ' + notices);
    const saves1 = (await p.evaluate(() => window.shamble.listSaves())).find((s) => s.link_id === s0.link_id);
    assert(saves0 && saves1 && saves1.actions === saves0.actions && saves1.updated === saves0.updated,
      'the saved game is not rewritten');
  }
  await shot(b, 'link-refused-360x640.png');

  // A reload resumes the link game identically (the reseeded moves replay alike).
  const s0 = await state(a);
  await a.reload();
  await ready(a);
  await frames(a, 6);
  const s1 = await state(a);
  assert(s1.link_id === s0.link_id && s1.position === s0.position && s1.actions === s0.actions,
    `a reload resumes the same link game (${s0.actions} -> ${s1.actions})`);
  assert(a.errors.length === 0 && b.errors.length === 0, 'no page errors: ' + a.errors.concat(b.errors).join('; '));
  await otherContext.close();
});
