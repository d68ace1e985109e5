// Play by link in the page beyond Monopoly (docs/PLAY_BY_LINK.md, "In the
// page"): two browser profiles (contexts) play Hexlands (Catan: two people
// and a bot the devices relay) and Flipped (cooperative: each person plays
// their own character; the link goes to whoever acts next) by passing links,
// each device's board agreeing with the other's after every link. Then a
// device that joined last but moves first: the page shows no move (the core
// would refuse it), says to send the link back, and offers the button; once
// the link went back and forth, its prompt appears.
import { runTest, openPage, ready, frames, artifacts, assert, clickItem, findItem, shot, gameState as state, sendLink as send, openLink as open, pixelAt } from './lib.mjs';

// The device's person moves until it is not their turn: a roll first, then
// ending the turn, else the first legal move (set-up placements, discards,
// a character's step).
async function playTurn(page, prefer) {
  let moves = 0;
  for (let i = 0; i < 200; ++i) {
    const s = await state(page);
    if (s.link_note !== 'your turn') break;
    const legal = (await page.evaluate(() => window.shamble.legal())).filter((x) => x.seat === s.link_seat);
    assert(legal.length > 0, 'your turn, with moves to make');
    let a = null;
    for (const re of prefer) if (!a) a = legal.find((x) => re.test(x.label));
    a = a || legal[0];
    const r = await page.evaluate(([c, seat]) => window.shamble.apply(c, seat), [a.code, a.seat]);
    assert(r.ok, 'move ' + a.label + ': ' + JSON.stringify(r));
    ++moves;
  }
  return moves;
}

// Two devices play `game` by links until each person has moved `turns` times.
async function playByLink({ browser, context, server }, game, seats, names, prefer, tag, turns = 3) {
  const a = await openPage(context, server.url);
  await ready(a);
  const r = await a.evaluate(([game, seats, names]) => window.shamble.newGame({ game, seats, names, seed: 5, link_seat: 0 }),
    [game, seats, names]);
  assert(r.ok, game + ' by link starts: ' + JSON.stringify(r));
  const invite = await send(a, 'Send the invitation');
  assert(invite.endsWith('&seat=1'), 'the invitation is for seat 2: ' + invite);
  await frames(a, 3);
  const bg = await pixelAt(a, 16, 16);  // "Copied the link for Bob...": news, not an error
  assert(bg[1] > bg[0] + 20, 'a copied link is drawn in the calm colour, not the error one: ' + bg);
  const otherContext = await browser.newContext();
  const b = await openPage(otherContext, invite, { width: 360, height: 640 });
  await ready(b);
  await frames(b, 6);
  const sb = await state(b);
  assert(sb.link_seat === 1 && sb.game === game, 'B joined: ' + JSON.stringify(sb));
  await open(a, await send(b));
  const pages = [a, b], moved = [0, 0];
  let cur = (await state(a)).link_note === 'waiting for ' + names[1] ? 1 : 0, step = 0, sizes = [];
  for (; step < 40 && (moved[0] < turns || moved[1] < turns); ++step) {
    const p = pages[cur], q = pages[1 - cur];
    const s = await state(p);
    if (s.link_note === 'the game is over') break;
    if ((await playTurn(p, prefer)) > 0) ++moved[cur];
    const before = await state(p);
    if (before.link_note === 'the game is over') break;
    assert(before.link_note !== 'your turn', `${game}: the turn ended (${before.actions} moves)`);
    const link = await send(p);
    assert(!(await findItem(p, /trade or manage|Ask for/i)), `${game}: the waiting device is offered no move out of turn (the core would refuse it)`);
    sizes.push(link.length);
    await open(q, link);
    const after = await state(q);
    assert(after.actions === before.actions && after.position === before.position,
      `${game}: the other device has the same game (${before.actions} / ${after.actions} moves)`);
    if (step === 3) await shot(q, `link-${tag}-opened-${cur ? '1280x800' : '360x640'}.png`);
    cur = 1 - cur;
  }
  // A link run's first move reseeds the dice from the mover's device (docs/
  // PLAY_BY_LINK.md), so the game differs from run to run: a cooperative game
  // may be lost early. Then each person has still moved by link.
  const over = (await state(pages[cur])).link_note === 'the game is over';
  const need = over ? 1 : turns;
  assert(moved[0] >= need && moved[1] >= need, `${game}: each person moved ${need} times by link${over ? ' before the game ended' : ''}: ${moved}`);
  console.log(`${game}: ${step} links (characters of the URL): ${sizes.join(', ')}`);
  await shot(a, `link-${tag}-1280x800.png`);
  await shot(b, `link-${tag}-360x640.png`);
  assert(a.errors.length === 0 && b.errors.length === 0, 'no page errors: ' + a.errors.concat(b.errors).join('; '));
  await otherContext.close();
  await a.close();
}

await runTest('link games: Hexlands by link (two people, a bot)', async (env) => {
  await playByLink(env, 'catan', ['human', 'human', 'bot:normal'], ['Ann', 'Bob', 'Cy'],
    [/roll/i, /end/i], 'catan');
});

await runTest('link games: Flipped by link (cooperative, two characters)', async (env) => {
  // The team buys the parts it can (a part left on an infested square loses the game).
  await playByLink(env, 'flipped', ['human', 'human'], ['Ann', 'Bob'], [/^Pay \$\d+ for the .* part/, /end the turn/i], 'flipped');
});

await runTest('link games: MonopoZombie by link (two people)', async (env) => {
  await playByLink(env, 'monopozombie', ['human', 'human'], ['Ann', 'Bob'], [/roll/i, /end/i], 'mz');
});

await runTest('link games: joined last, moves first: no move offered, the link goes back', async ({ browser, context, server }) => {
  const a = await openPage(context, server.url);
  await ready(a);
  const opts = { game: 'monopoly', seats: ['human', 'human'], names: ['Ann', 'Bob'], seed: 7 };
  assert((await a.evaluate((o) => window.shamble.newGame(o), opts)).ok, 'a plain game starts');
  const first = (await state(a)).actors[0];
  // This device plays the seat that moves second: the one who moves first joins last.
  const r = await a.evaluate((o) => window.shamble.newGame(o), { ...opts, link_seat: 1 - first });
  assert(r.ok, 'the link game starts: ' + JSON.stringify(r));
  assert(!(await findItem(a, /Roll the dice/)), 'no move before everyone joined');
  const invite = await send(a, 'Send the invitation');
  const otherContext = await browser.newContext();
  const b = await openPage(otherContext, invite, { width: 360, height: 640 });
  await ready(b);
  await frames(b, 6);
  const sb = await state(b);
  assert(sb.link_seat === first && sb.actors[0] === first, 'B joined as the first to move: ' + JSON.stringify(sb));
  assert(sb.link_note === 'send the link back first, then it is your turn', 'B is told to send it back: ' + sb.link_note);
  assert(!(await findItem(b, /Roll the dice/)), 'B is offered no move the core would refuse');
  assert(await findItem(b, 'Send your move'), 'B is offered the link back');
  await shot(b, 'link-send-back-360x640.png');
  await open(a, await send(b));
  const sa = await state(a);
  assert(/^waiting for /.test(sa.link_note), 'A waits: ' + sa.link_note);
  await open(b, await send(a));
  const sb2 = await state(b);
  assert(sb2.link_note === 'your turn', 'then it is B\'s turn: ' + sb2.link_note);
  assert(await findItem(b, /Roll the dice/), 'B is offered the roll now');
  await clickItem(b, /Roll the dice/);
  assert((await state(b)).actions === 1, 'the roll is taken');
  assert(a.errors.length === 0 && b.errors.length === 0, 'no page errors: ' + a.errors.concat(b.errors).join('; '));
  await otherContext.close();
});
