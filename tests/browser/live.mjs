// Live play (docs/PLAY_LIVE.md): the host's tab runs the match; a guest in
// another browser profile opens the invitation link, the test carries the
// answer code back, and the guest's moves go over the WebRTC data channel.
// Checks: both boards agree; what the guest receives is its seat's copy (the
// Rng a constant, the decks and the other seats' Hexlands hands dealt
// canonically, whatever the host's are); a closed guest page shows as dropped,
// and a new link brings a new page back into the game.
import { inflateRawSync, deflateRawSync } from 'zlib';
import { runTest, openPage, ready, frames, assert, clickItem, findItem, shot, readStores, gameState as state } from './lib.mjs';

const PHONE = { width: 360, height: 640 };
const until = async (page, fn, arg, timeout = 20000) =>
  (await page.waitForFunction(fn, arg, { timeout, polling: 50 })).jsonValue();
const live = (page) => page.evaluate(() => ({ ...window.shamble.live.status(), rtc: window.ShambleLive.debug(),
  errors: window.ShambleLive.errors, notices: window.shamble.notices().map((n) => n.text) }));
// Waits on the WebRTC connection itself: a minute, and a failure says where
// both ends stood. (The slow connects once blamed on load were most likely
// the by-hand paste landing after Connect was clicked; join() now waits for it.)
async function connected(host, guest, seat) {
  try {
    await until(host, (s) => window.shamble.live.status().seats[s].link === 'connected', seat, 60000);
    await until(guest, () => window.shamble.live.status().state === 'connected' && window.shamble.state().game,
                undefined, 60000);
  } catch (e) {
    const [h, g] = [await live(host).catch(String), await live(guest).catch(String)];
    throw new Error(`seat ${seat} did not connect: host ${JSON.stringify(h)}, guest ${JSON.stringify(g)}: ${e.message}`);
  }
}

// The host invites `seat`; a page in `context` opens the link; its answer
// code is pasted back on the host. Returns the connected guest page.
// `byHand`: as people do it: the guest clicks Copy under its code, the host
// pastes it into the invite window's field and clicks Connect.
// `had`: a page of the guest's with a game open, which opens the link (the
// address bar's hash changes): that game stays in its saves.
// `pasted`: what the host pastes, given the answer code.
async function join(host, context, seat, size = PHONE, invite = true, byHand = false, had = null, pasted = (a) => a) {
  if (invite) await host.evaluate((s) => window.shamble.live.invite(s), seat);
  const link = await until(host, (s) => window.shamble.live.status().seats[s].invite, seat);
  assert(/#live=[\w-]+&seat=\d/.test(link), 'an invitation link: ' + link);
  const guest = had || await openPage(context, link, size);
  if (had) await had.evaluate((h) => { location.hash = h; }, new URL(link).hash);
  await ready(guest);
  const answer = await until(guest, () => window.shamble.live.status().answer);
  assert(/^[\w-]+$/.test(answer), 'an answer code: ' + answer);
  if (byHand) {
    await clickItem(guest, 'Copy');
    const copied = await guest.evaluate(() => window.shambleLastShare);
    assert(copied === answer, 'Copy takes the answer code: ' + copied);
    await clickItem(host, 'Share\u2026');
    await clickItem(host, 'Invite players\u2026');
    // The field takes the keys once its cursor shows, as a person waits to see it
    // (and clicks again if the window was still settling under the pointer).
    let typing = false;
    for (let tries = 0; !typing && tries < 3; ++tries) {
      await clickItem(host, '##answer');
      typing = await until(host, () => window.Module._web_wants_text() === 1, undefined, 3000).then(() => true, () => false);
    }
    assert(typing, 'the answer field takes the keyboard after a click');
    // Ctrl+V with the code on the host's clipboard (as a chat app's Copy leaves it).
    await host.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await host.evaluate((t) => navigator.clipboard.writeText(t), copied);
    await host.evaluate(() => {
      window.shamblePastes = [];
      document.addEventListener('paste', (e) => window.shamblePastes.push({
        text: e.clipboardData ? e.clipboardData.getData('text').length : -1, wants: window.Module._web_wants_text() }), true);
    });
    await host.keyboard.press('Control+V');
    await frames(host, 3);
    await shot(host, 'live-answer-pasted-1280x800.png');
    // Connect is greyed out until the field holds something: the paste landed.
    const enabled = await until(host, () => (window.shamble.items().items || []).some((i) => i.label === 'Connect' && !i.disabled), undefined, 10000)
      .then(() => true, () => false);
    assert(enabled, 'the pasted code is in the field (Connect enabled); pastes seen: ' + JSON.stringify(await host.evaluate(() => window.shamblePastes)));
    await clickItem(host, 'Connect');
    await until(host, (s) => window.ShambleLive.debug().host[s].signaling === 'stable', seat, 10000)
      .catch(async () => { throw new Error('Connect did not give the host the answer: ' + JSON.stringify(await live(host))); });
  } else {
    const r = await host.evaluate(([s, a]) => window.shamble.live.connect(s, a), [seat, pasted(answer)]);
    assert(r.ok, 'the answer code is taken: ' + JSON.stringify(r));
  }
  await connected(host, guest, seat);
  if (byHand) {
    await clickItem(host, 'Done');
    await until(host, () => !window.shamble.items().popups.length);
  }
  return { guest, link, answer };
}

// Every snapshot the guest received: its document, and the match text in it.
const snapshots = (page) => page.evaluate(() => window.shambleLiveReceived.map((t) => JSON.parse(t))
  .filter((m) => m.t === 'snapshot').map((m) => m.doc));
// The Rng states written in a match text (the Rng serializes as s0..s3): as text, exactly.
const rngs = (text) => [...text.matchAll(/\{\s*"s0":\s*(\d+),\s*"s1":\s*(\d+),\s*"s2":\s*(\d+),\s*"s3":\s*(\d+)/g)].map((m) => m.slice(1).join(','));

// The cheapest legal move of `seat` (as link_play's players choose).
async function pick(page, seat) {
  const legal = (await page.evaluate(() => window.shamble.legal())).filter((x) => x.seat === seat);
  return legal.find((x) => /roll/i.test(x.label)) || legal.find((x) => /^(buy|pay)/i.test(x.label)) ||
    legal.find((x) => /end|pass|decline|done/i.test(x.label)) || legal[0];
}
// One move: the host's own seat on the host, the guest's over the channel;
// returns once both pages show the host's new position.
async function move(host, guest, hostSeat, guestSeat) {
  const s = await state(host);
  const seat = s.actors.includes(hostSeat) ? hostSeat : s.actors.includes(guestSeat) ? guestSeat : -1;
  assert(seat >= 0, 'a person is to move: ' + JSON.stringify(s.actors));
  const page = seat === hostSeat ? host : guest;
  const a = await pick(page, seat);
  assert(a, 'seat ' + seat + ' has a move');
  const r = await page.evaluate(([c, q]) => window.shamble.apply(c, q), [a.code, seat]);
  assert(r.ok, 'move ' + a.label + ': ' + JSON.stringify(r));
  const n = await until(host, (k) => window.shamble.state().actions > k && window.shamble.state().actions, s.actions);
  await until(guest, (k) => window.shamble.state().actions >= k, n);  // a bot may have moved since
  return seat;
}

// The board as both may see it: the views without whose eyes they are.
function board(view) {
  const v = JSON.parse(JSON.stringify(view));
  delete v.viewer;
  delete v.prompt;
  return v;
}
async function sameBoards(host, guest, what) {
  const [h, g] = [await state(host), await state(guest)];
  assert(h.actions === g.actions && h.turn === g.turn && h.current === g.current, what + ': same move count, turn and player');
  const [bh, bg] = [board(h.view), board(g.view)];
  const diff = Object.keys(bh).filter((k) => JSON.stringify(bh[k]) !== JSON.stringify(bg[k]));
  assert(diff.length === 0, what + ': the boards agree; they differ in ' + diff.join(', '));
}

// A host page with a two-person Monopoly game (Ann and Bob) open.
async function monopolyHost(context, url, seed, opts = {}) {
  const host = await openPage(context, url, opts);
  await ready(host);
  const r = await host.evaluate((n) => window.shamble.newGame({
    game: 'monopoly', preset: 'classic', seats: ['human', 'human'], names: ['Ann', 'Bob'], seed: n,
  }), seed);
  assert(r.ok, 'a 2-person game starts: ' + JSON.stringify(r));
  return host;
}

let copySeed = null;  // the Rng of every copy: one constant, whatever the game and the host's seed

await runTest('live: a guest plays Monopoly from its own page; drops and rejoins', async ({ server, browser, context }) => {
  const host = await monopolyHost(context, server.url, 11);
  // The invite window, from the Share menu.
  await clickItem(host, 'Share\u2026');
  await clickItem(host, 'Invite players\u2026');
  await host.evaluate(() => window.shamble.live.invite(1));
  await until(host, () => window.shamble.live.status().seats[1].invite);
  await shot(host, 'live-invite-1280x800.png');
  await clickItem(host, 'Done');
  await until(host, () => !window.shamble.items().popups.length);

  const g1 = await browser.newContext();  // another browser profile: the guest's device
  const { guest, link, answer } = await join(host, g1, 1, PHONE, true, true);
  console.log(`invitation link ${link.length} chars, answer code ${answer.length} chars`);
  // Only the SDP's varying lines travel (live.js shrink): a chat message, not a page of text.
  assert(link.length < 500 && answer.length < 400, `short codes: link ${link.length}, answer ${answer.length}`);
  assert((await state(guest)).looking === 1, 'the guest looks as Bob');
  await sameBoards(host, guest, 'joined');

  // Three turns each; the guest's moves go over the channel.
  const turns = [0, 0];
  let last = 0, moves = 0;
  for (let i = 0; i < 150 && (turns[0] < 3 || turns[1] < 3); ++i) {
    const seat = await move(host, guest, 0, 1);
    ++moves;
    const cur = (await state(host)).current;
    if (cur !== seat && last === seat) ++turns[seat];
    last = cur;
  }
  assert(turns[0] >= 3 && turns[1] >= 3, 'three turns each: ' + turns);
  await sameBoards(host, guest, 'after three turns each');
  const h = await state(host);
  console.log(`${moves} moves, ${h.actions} actions; guest log ${(await guest.evaluate(() => window.shamble.state())).actions}`);
  await shot(host, 'live-host-1280x800.png');
  await shot(guest, 'live-guest-360x640.png');
  await guest.setViewportSize({ width: 1280, height: 800 });
  await shot(guest, 'live-guest-1280x800.png');
  await host.setViewportSize(PHONE);
  await shot(host, 'live-host-360x640.png');
  await host.setViewportSize({ width: 1280, height: 800 });

  // A move out of turn is refused by the host, and said so on the guest.
  const wrong = (await state(host)).actors.includes(1) ? null : await guest.evaluate(() => {
    const l = window.shamble.legal();
    return l.length ? l[0].code : 'roll';
  });
  if (wrong) {
    await guest.evaluate((c) => window.ShambleLive.send(-1, JSON.stringify({ t: 'move', action: c })), wrong);
    await until(guest, () => window.shamble.notices().some((n) => /did not take/.test(n.text)));
  }

  // The host takes back a move of its own seat: the guest's board and log go back with it.
  let undone = false;
  for (let i = 0; i < 60 && !undone; ++i) {
    const seat = await move(host, guest, 0, 1);
    if (seat !== 0) continue;
    const before = await state(host);
    const u = await host.evaluate(() => window.shamble.undo());
    if (!u.ok) continue;  // a roll (chance seen) is not taken back
    undone = true;
    const after = await state(host);
    assert(after.actions === before.actions - 1, 'the host undid one move');
    await until(guest, (k) => window.shamble.state().actions === k, after.actions);
    await sameBoards(host, guest, 'after the host\'s undo');
    const [hl, gl] = [after.log_entries, (await state(guest)).log_entries];
    assert(hl === before.log_entries - 1 && gl === hl, `the log lost the line on both: host ${before.log_entries} -> ${hl}, guest ${gl}`);
  }
  assert(undone, 'the host could take back one of its moves');

  // What the guest received: the Rng is one constant in every document (the
  // host's moved on with every roll), and the decks are shuffled canonically.
  const docs = await snapshots(guest);
  assert(docs.length >= moves, `a snapshot per change: ${docs.length} for ${moves} moves`);
  const seeds = new Set(docs.flatMap((d) => rngs(d.match)));
  assert(seeds.size === 1, 'one Rng state in every received document: ' + [...seeds].join(' | '));
  copySeed = [...seeds][0];
  for (const d of docs) {
    assert(!/"log":\s*\[\s*\{/.test(d.match), 'no history travels: the copy is a match with no log');
    assert(!('state' in JSON.parse(d.match)), 'the copy travels once (its start, no second "state")');
  }

  // The guest's page closes: the host shows the seat dropped; a new link brings a new page in.
  await guest.close();
  await until(host, () => window.shamble.live.status().seats[1].link === 'dropped');
  await shot(host, 'live-dropped-1280x800.png');
  // "New link" in the invite window (opened from the line under the top bar), on a phone.
  await host.setViewportSize(PHONE);
  await clickItem(host, 'Invite players');
  await shot(host, 'live-dropped-invite-360x640.png');
  await clickItem(host, 'New link');
  await until(host, () => window.shamble.live.status().seats[1].link === 'invited');
  await shot(host, 'live-new-link-360x640.png');
  await clickItem(host, 'Done');
  await host.setViewportSize({ width: 1280, height: 800 });
  const { guest: back } = await join(host, g1, 1, PHONE, false);
  await sameBoards(host, back, 'rejoined');
  const logLen = await back.evaluate(() => window.shamble.state().actions);
  assert(logLen === (await state(host)).actions, 'the rejoined page has the position');
  for (let i = 0; i < 6; ++i) await move(host, back, 0, 1);
  await sameBoards(host, back, 'played on after rejoining');
  assert(host.errors.length === 0 && back.errors.length === 0, 'no page errors: ' + host.errors.concat(back.errors).join(' | '));

  // The same game from another seed (another real deck order): the decks of its
  // first document are the same as this game's (the copy shuffles them
  // canonically), and so is the Rng. The opening rolls, which everyone sees, may differ.
  const decks = (text) => JSON.stringify(JSON.parse(text).initial.table.decks);
  const r2 = await host.evaluate(() => window.shamble.newGame({
    game: 'monopoly', preset: 'classic', seats: ['human', 'human'], names: ['Ann', 'Bob'], seed: 12,
  }));
  assert(r2.ok, 'another game starts');
  // The guest of the old game is told, keeps its last board, and does not wait to reconnect.
  await until(back, () => window.shamble.live.status().state === 'ended');
  assert(/another game/.test((await back.evaluate(() => window.shamble.live.status())).ended), 'the guest is told why');
  await new Promise((r) => setTimeout(r, 1500));  // the host's connection closes a second later
  const after = await back.evaluate(() => ({ live: window.shamble.live.status(), game: window.shamble.state().game }));
  assert(after.live.state === 'ended' && after.game === 'monopoly', 'still "ended", the last board shown: ' + JSON.stringify(after));
  assert(await back.evaluate(() => window.shamble.notices().some((n) => /Live play ended/.test(n.text))), 'a notice says so');
  await shot(back, 'live-ended-360x640.png');
  const g2 = await browser.newContext();
  const { guest: other } = await join(host, g2, 1);
  const first2 = (await snapshots(other))[0].match;
  assert(decks(first2) === decks(docs[0].match), 'the decks of a copy do not depend on the host\'s seed');
  assert(rngs(first2).every((x) => x === copySeed), 'nor does its Rng');
  // The host hands the seat to a bot: that guest is told so.
  await host.evaluate(() => window.shamble.live.toBot(1));
  await until(other, () => window.shamble.live.status().state === 'ended');
  assert(/bot/.test((await other.evaluate(() => window.shamble.live.status())).ended), 'told the seat went to a bot');
  await g1.close();
  await g2.close();
});

await runTest('live: a Hexlands guest receives the other seats\' hands dealt canonically', async ({ server, browser, context }) => {
  const host = await openPage(context, server.url + '?speed=instant');
  await ready(host);
  const r = await host.evaluate(() => window.shamble.newGame({
    game: 'catan', seats: ['human', 'human', 'bot:normal'], names: ['Ann', 'Bob', 'Cal'], seed: 5,
  }));
  assert(r.ok, 'a Hexlands game starts: ' + JSON.stringify(r));
  // Bob's device had a game of its own open when the link came: it is kept, and he is told.
  const g = await browser.newContext();
  const had = await openPage(g, server.url, PHONE);
  await ready(had);
  const own = await had.evaluate(() => window.shamble.newGame({ game: 'flipped', seats: ['human', 'human'], seed: 3 }));
  assert(own.ok, 'Bob\'s own game starts');
  await had.evaluate(() => window.shamble.apply(window.shamble.legal()[0].code, window.shamble.legal()[0].seat));
  const { guest } = await join(host, g, 1, PHONE, true, false, had);
  assert(await guest.evaluate(() => window.shamble.notices().some((n) => /Flipside.* game you had open is kept in Saves/.test(n.text))),
    'Bob is told his own game is kept: ' + JSON.stringify(await guest.evaluate(() => window.shamble.notices())));
  let kept = [];
  for (let i = 0; i < 50 && !kept.length; ++i, await new Promise((r) => setTimeout(r, 100)))
    kept = (await readStores(guest)).saves.filter((r) => /flipped/i.test(JSON.stringify(r.meta || r.game || r)));
  assert(kept.length === 1, 'his Flipside game is in the saves: ' + kept.length);
  const seen = new Map();  // the host's view (Ann's eyes, seat 0) by move count
  const note = async () => { const s = await state(host); seen.set(s.actions, s.view); return s; };
  for (let i = 0; i < 80; ++i) {
    const s = await note();
    if (s.terminal) break;
    if (!s.actors.includes(0) && !s.actors.includes(1)) {  // the bot's turn: wait for it
      await until(host, (k) => window.shamble.state().actions > k, s.actions);
      continue;
    }
    await move(host, guest, 0, 1);
  }
  await note();
  const docs = await snapshots(guest);
  const seeds = new Set(docs.flatMap((d) => rngs(d.match)));
  assert(seeds.size === 1, 'one Rng state in every received document');
  if (copySeed) assert([...seeds][0] === copySeed, 'the same constant Rng as in the Monopoly copy');
  // Ann's hand (seat 0) in what Bob's device received, against Ann's real hand
  // on the host: the same number of cards (public), dealt from the pool of
  // every hand Bob cannot see, so not Ann's own cards once there is a choice.
  const RES = ['lumber', 'brick', 'wool', 'grain', 'ore'];
  let compared = 0, differ = 0;
  for (const d of docs) {
    const v = seen.get(d.size);
    if (!v) continue;
    const pl = JSON.parse(d.match).initial.pl;
    const copy = RES.map((_, r) => pl.value0.res['value' + r]);
    const real = RES.map((r) => v.players[0].hand[r]);
    const count = (h) => h.reduce((a, b) => a + b, 0);
    assert(count(copy) === v.players[0].cards && count(real) === v.players[0].cards,
      `Ann holds ${v.players[0].cards} cards in both (${copy} / ${real})`);
    for (let q = 0; q < 3; ++q)
      assert(RES.reduce((a, _, r) => a + pl['value' + q].res['value' + r], 0) === v.players[q].cards, 'seat ' + q + ': its public card count');
    ++compared;
    if (JSON.stringify(copy) !== JSON.stringify(real)) ++differ;
  }
  // Bob's own hand is his own: as his board shows it, as the host holds it.
  const mine = (await state(guest)).view.players[1].hand;
  const lastPl = JSON.parse(docs[docs.length - 1].match).initial.pl;
  assert(JSON.stringify(RES.map((r) => mine[r])) === JSON.stringify(RES.map((_, r) => lastPl.value1.res['value' + r])),
    'Bob\'s hand in the copy is the one his board shows');
  console.log(`Hexlands: ${docs.length} documents, ${compared} compared with the host's, Ann's hand redealt in ${differ}`);
  assert(compared >= 5 && differ > 0, 'Ann\'s hand on Bob\'s device is the canonical deal, not hers');
  await shot(guest, 'live-catan-guest-360x640.png');
  await g.close();
});

// The link's and the answer's addresses rewritten to one nobody answers (as
// two networks without STUN): the connection fails, and both ends say so
// instead of "invited" and "joining" for ever. Then a new link still works.
const NOWHERE = '203.0.113.7';  // TEST-NET-3: never routed
// Port 40000: the browser checks the address and gives up. Port 9 (discard):
// it never even tries, and the connection stays "new", as with a `.local`
// name the network cannot resolve.
function rewrite(code, port = 40000) {
  const text = inflateRawSync(Buffer.from(code.replace(/-/g, '+').replace(/_/g, '/'), 'base64')).toString();
  const out = text.split('\n').map((l) => (l[0] === 'c' ? l.replace(/^(c\S+ \d+ \S+ \d+ )\S+ \d+/, `$1${NOWHERE} ${port}`) : l)).join('\n');
  assert(out !== text && !/\.local /.test(out), 'the candidates were rewritten: ' + out);
  return deflateRawSync(Buffer.from(out)).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

await runTest('live: a connection that cannot be made is said on both ends', async ({ server, browser, context }) => {
  const host = await monopolyHost(context, server.url, 3);
  await host.evaluate(() => window.shamble.live.invite(1));
  const link = await until(host, () => window.shamble.live.status().seats[1].invite);
  const bad = link.replace(/#live=([\w-]+)/, (_, c) => '#live=' + rewrite(c));
  const g = await browser.newContext();
  const guest = await openPage(g, bad, PHONE);
  await ready(guest);
  const answer = await until(guest, () => window.shamble.live.status().answer);
  const c = await host.evaluate(([a]) => window.shamble.live.connect(1, a), [rewrite(answer)]);
  assert(c.ok, 'the answer code is taken: ' + JSON.stringify(c));
  const t0 = Date.now();
  try {
    await until(host, () => window.shamble.live.status().seats[1].link === 'unreachable', undefined, 90000);
    await until(guest, () => window.shamble.live.status().state === 'unreachable', undefined, 90000);
  } catch (e) {
    throw new Error(`not said: host ${JSON.stringify(await live(host))}, guest ${JSON.stringify(await live(guest))}: ${e.message}`);
  }
  console.log(`both ends said "unreachable" ${((Date.now() - t0) / 1000).toFixed(1)} s after the answer was pasted`);
  assert(await host.evaluate(() => window.shamble.notices().some((n) => /Could not connect to Bob/.test(n.text))), 'the host is told');
  assert(await findItem(host, 'Invite players'), 'the live line offers Invite players');
  await shot(host, 'live-unreachable-1280x800.png');
  await shot(guest, 'live-unreachable-guest-360x640.png');
  // The host's New link, opened as it is: this time it connects.
  await clickItem(host, 'Invite players');
  await shot(host, 'live-unreachable-invite-1280x800.png');
  await clickItem(host, 'New link');
  await until(host, () => window.shamble.live.status().seats[1].link === 'invited');
  await clickItem(host, 'Done');
  // A code cut short is refused at once, with a notice; the invitation still waits for the right one.
  const cut = await host.evaluate(() => window.shamble.live.connect(1, 'jc3BSsNAEADQe75if2BlZnZm'));
  assert(cut.ok, 'taken to be tried: ' + JSON.stringify(cut));
  await until(host, () => window.shamble.notices().some((n) => /code could not be used/.test(n.text)));
  assert((await live(host)).seats[1].link === 'invited', 'still invited');
  // The code with a chat's words around it: the code is found in them.
  const { guest: back } = await join(host, g, 1, PHONE, false, false, guest, (a) => `Bob's code: ${a} (sent 10:02)`);
  await sameBoards(host, back, 'connected after the failed attempt');
  // The code pasted again once connected: the first answer stands, nothing said, nothing lost.
  const refusals = () => host.evaluate(() => window.shamble.notices().filter((n) => /could not be used/.test(n.text)).length +
    window.ShambleLive.errors.length);  // not even tried: no error logged
  const before = await refusals();
  await host.evaluate(() => window.shamble.live.connect(1, 'jc3BSsNAEADQe75if2BlZnZm'));
  await frames(host, 10);
  assert(await refusals() === before && (await live(host)).seats[1].link === 'connected', 'a second paste changes nothing');
  assert(host.errors.length === 0 && back.errors.length === 0, 'no page errors: ' + host.errors.concat(back.errors).join(' | '));
  await g.close();
});

await runTest('live: a connection that never starts is said on the host after a while', async ({ server, browser, context }) => {
  const host = await monopolyHost(context, server.url, 4, { init: () => { window.shambleLiveConnectMs = 3000; } });
  await host.evaluate(() => window.shamble.live.invite(1));
  const link = await until(host, () => window.shamble.live.status().seats[1].invite);
  const g = await browser.newContext();
  const guest = await openPage(g, link.replace(/#live=([\w-]+)/, (_, c) => '#live=' + rewrite(c, 9)), PHONE);
  await ready(guest);
  const answer = await until(guest, () => window.shamble.live.status().answer);
  const c = await host.evaluate(([a]) => window.shamble.live.connect(1, a), [rewrite(answer, 9)]);
  assert(c.ok, 'the answer code is taken: ' + JSON.stringify(c));
  await until(host, () => window.shamble.live.status().seats[1].link === 'unreachable', undefined, 20000);
  const h = await live(host);
  assert(h.rtc.host[1].connection === 'new', 'the browser never tried (so only the timer could say it): ' + JSON.stringify(h.rtc));
  // The guest cannot tell a host who has not pasted yet from one it cannot reach: it waits.
  assert((await live(guest)).state === 'joining', 'the guest still shows its code');
  await g.close();
});
