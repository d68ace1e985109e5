// The monopozombie board view: a game started through window.shamble draws a
// non-blank board at three screen sizes; an Outbreak scenario (?scenario=)
// shows the zombie's two direction targets and an Apocalypse one the 3D6
// picks; group dice are shared out by a human mover, and a human member
// answers a bot's plan with a counter-proposal; a square's card shows the
// engine's zombie pressure against defence; a bots-only game at instant bot
// speed reaches its end with no console errors. Screenshots go to
// test-artifacts/mz-*.png.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, distinctColours, artifacts, assert, findItem, clickItem, items } from './lib.mjs';

async function shot(page, name, width, height) {
  await page.setViewportSize({ width, height });
  await page.mouse.move(width - 2, height - 2);  // no deed tooltip over the board
  await frames(page, 6);
  await page.waitForTimeout(1500);  // let dice and hops finish
  await frames(page, 4);
  const png = await page.screenshot();
  writeFileSync(path.join(artifacts, name), png);
  return distinctColours(png);
}

const b64url = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
const bots = ['bot:normal', 'bot:normal', 'bot:normal'];

// Seat 0 is a zombie about to roll 3 and 2 in the outbreak: two direction targets.
export const OUTBREAK = {
  game: 'monopozombie', seats: ['human', ...bots], turn: 0, stage: 'outbreak', dice: [3, 2],
  zombies: [0], lapped: [1, 2, 3], bodyguards: [0, 2, 0, 0],
  players: [{ position: 13 }, { position: 16, cash: 900 }, { position: 9, cash: 700 }, { position: 24, cash: 1100 }],
  deeds: [{ square: 13, owner: 0, houses: 1 }, { square: 11, owner: 0 }, { square: 14, owner: 0 },
    { square: 16, owner: 1, houses: 2 }, { square: 18, owner: 1 }, { square: 19, owner: 1, hotel: true },
    { square: 9, owner: 2 }, { square: 24, owner: 3, houses: 3 }, { square: 39, owner: 3 }],
};

// Seat 0 is a human in the apocalypse about to roll 2, 3 and 5: six targets.
export const APOCALYPSE = {
  game: 'monopozombie', seats: ['human', ...bots], turn: 0, stage: 'apocalypse', dice: [2, 3, 5],
  zombies: [1, 3], lapped: [0, 2],
  players: [{ position: 20 }, { position: 27 }, { position: 31 }, { position: 12 }],
  deeds: [{ square: 21, owner: 1, houses: 2 }, { square: 23, owner: 1 }, { square: 31, owner: 0, hotel: true },
    { square: 32, owner: 2, houses: 4 }, { square: 12, owner: 3 }, { square: 28, owner: 3 }],
};

// Seat 0 is a human before their roll in the outbreak: the bodyguard button;
// a zombie's lots (an infection ground with a house) sit beside them.
export const GUARDS = {
  game: 'monopozombie', seats: ['human', ...bots], turn: 0, stage: 'outbreak',
  zombies: [2], lapped: [0, 1, 3], bodyguards: [1, 0, 0, 0],
  players: [{ position: 13, cash: 600 }, { position: 13, cash: 400 }, { position: 14 }, { position: 30, cash: 800 }],
  deeds: [{ square: 13, owner: 2, houses: 2 }, { square: 14, owner: 2 }, { square: 11, owner: 0, hotel: true },
    { square: 16, owner: 1 }],
};

// Apocalypse groups and homelessness: Ada and Bram move as a group (Ada
// joined last, so she assigns the pooled dice); Cleo is homeless.
export const GROUP = {
  game: 'monopozombie', seats: ['human', 'bot:normal', 'bot:normal', 'bot:normal', 'bot:normal'], turn: 0,
  stage: 'apocalypse', zombies: [3, 4], group: [1, 0], homeless: [2], lapped: [0, 1, 2], dice: [3, 4, 5, 1, 6, 2],
  players: [{ position: 20 }, { position: 20 }, { position: 5 }, { position: 27 }, { position: 33 }],
  deeds: [{ square: 21, owner: 3, houses: 2 }, { square: 34, owner: 4, hotel: true }, { square: 31, owner: 0, houses: 3 }],
};

// A bot (Bram, the newest member) moves the group; Ada, a human member,
// answers the plan: accept, decline, or counter with her own sharing.
export const GROUP_ANSWER = {
  game: 'monopozombie', seats: ['human', 'bot:normal', 'bot:normal', 'bot:normal'], turn: 1,
  stage: 'apocalypse', zombies: [2, 3], group: [0, 1], lapped: [0, 1], dice: [3, 4, 5, 1, 6, 2],
  players: [{ position: 20 }, { position: 20 }, { position: 27 }, { position: 33 }],
  deeds: [{ square: 21, owner: 2, houses: 2 }, { square: 34, owner: 3, hotel: true }, { square: 31, owner: 0, houses: 3 },
    { square: 26, owner: 1, houses: 1 }],
};

// Carried houses (option): Ada stops on her own street with two houses and
// is asked whether to pick one up.
export const CARRY = {
  game: 'monopozombie', seats: ['human', 'bot:normal', 'bot:normal', 'bot:normal'], turn: 0,
  stage: 'apocalypse', zombies: [2], options: { carry_house: true }, dice: [1, 3, 6],
  players: [{ position: 9 }, { position: 0 }, { position: 35 }, { position: 0 }],
  deeds: [{ square: 13, owner: 0, houses: 2 }, { square: 16, owner: 2 }],
};

// Waits (drawing frames: bots act between frames) until seat 0 has a legal
// action whose label starts with `prefix`.
async function waitFor(page, prefix, tries = 200) {
  for (let i = 0; i < tries; ++i) {
    const legal = await page.evaluate(() => window.shamble.legal());
    if (legal.some((x) => x.seat === 0 && x.label.startsWith(prefix))) return legal;
    await frames(page, 3);
  }
  throw new Error(`no "${prefix}" for seat 0`);
}

// Two humans, one keeps 1 and 2 to join the other on a hotel: the humans win together.
export const HUMANS_WIN = {
  game: 'monopozombie', seats: ['human', 'bot:normal', 'bot:normal'], turn: 0, stage: 'apocalypse',
  zombies: [2], lapped: [0, 1], dice: [1, 2, 3],
  players: [{ position: 28 }, { position: 31 }, { position: 10 }],
  deeds: [{ square: 31, owner: 1, hotel: true }, { square: 12, owner: 2 }],
};

async function openScenario(context, url, sc) {
  const page = await openPage(context, `${url}?scenario=${b64url(sc)}`);
  await ready(page);
  const s = await page.evaluate(() => window.shamble.state());
  assert(s.game === 'monopozombie', 'scenario started monopozombie: ' + JSON.stringify(s).slice(0, 200));
  return page;
}

// Takes the human's legal action whose label starts with `prefix`.
async function take(page, prefix) {
  const legal = await page.evaluate(() => window.shamble.legal());
  const a = legal.find((x) => x.seat === 0 && x.label.startsWith(prefix));
  assert(a, `a legal "${prefix}" for seat 0 in ` + JSON.stringify(legal));
  const r = await page.evaluate(([c]) => window.shamble.apply(c, 0), [a.code]);
  assert(r.ok, 'apply ' + a.code + ': ' + JSON.stringify(r));
  return legal;
}

// The stage callout ("Got it") is on screen and covers none of the centre's
// question buttons (`choice`): it arrives with the stage's first question.
async function calloutClear(page, choice, what) {
  const all = (await items(page)).items;
  const box = all.find((i) => i.label === 'Got it');
  assert(box, `the stage callout is on screen with ${what}`);
  const win = all.filter((i) => i.window === box.window);  // the callout's whole window
  const [x0, y0] = [Math.min(...win.map((i) => i.x)) - 12, Math.min(...win.map((i) => i.y)) - 140];  // the title and text above its button
  const [x1, y1] = [Math.max(...win.map((i) => i.x + i.w)) + 12, Math.max(...win.map((i) => i.y + i.h)) + 12];
  const asked = all.filter((i) => choice.test(i.label) && i.window !== box.window);
  assert(asked.length, `${what} is drawn: ` + all.map((i) => i.label).join(' | '));
  for (const b of asked)
    assert(b.x + b.w <= x0 || b.x >= x1 || b.y + b.h <= y0 || b.y >= y1,
      `the callout (${x0},${y0})-(${x1},${y1}) covers "${b.label}" at (${b.x},${b.y}) in ${what}`);
}

await runTest('mz_board: board draws, scenarios show choices, a bots-only game ends', async ({ server, context }) => {
  let page = await openPage(context, server.url);
  await ready(page);
  const games = await page.evaluate(() => window.shamble.games().map((g) => g.id));
  assert(games.includes('monopozombie'), 'monopozombie is registered: ' + games.join(', '));
  let r = await page.evaluate(() => window.shamble.newGame({ game: 'monopozombie', seed: 11,
    seats: ['human', 'bot:normal', 'bot:normal', 'bot:normal'] }));
  assert(r.ok, 'newGame ok: ' + JSON.stringify(r));
  for (const [w, h] of [[1280, 800], [800, 600], [360, 640]]) {
    const colours = await shot(page, `mz-start-${w}x${h}.png`, w, h);
    console.log(`  start ${w}x${h}: ${colours} colours`);
    assert(colours > 60, `board at ${w}x${h} looks blank (${colours} colours)`);
  }
  await page.close();

  // Outbreak: the zombie rolls, then two lit squares are the direction choice.
  page = await openScenario(context, server.url, OUTBREAK);
  await shot(page, 'mz-outbreak-roll-1280x800.png', 1280, 800);
  await take(page, 'Roll');
  const dirs = (await page.evaluate(() => window.shamble.legal())).filter((x) => x.label.startsWith('Shamble'));
  assert(dirs.length === 2, 'two directions offered: ' + JSON.stringify(dirs));
  for (const [w, h] of [[1280, 800], [800, 600], [360, 640]]) {
    const colours = await shot(page, `mz-outbreak-${w}x${h}.png`, w, h);
    assert(colours > 60, `outbreak board at ${w}x${h} looks blank (${colours} colours)`);
  }
  // Clicking the lit clockwise target (Granary Road, square 18, left edge at
  // 1280x800) takes that direction: the zombie's move is played.
  await page.setViewportSize({ width: 1280, height: 800 });
  await frames(page, 4);
  const before = (await page.evaluate(() => window.shamble.state())).actions;
  await page.mouse.click(131, 292);
  await frames(page, 4);
  const after = await page.evaluate(() => window.shamble.state());
  assert(after.actions > before, `clicking the target square played a move (${before} -> ${after.actions})`);
  await shot(page, 'mz-outbreak-moved-1280x800.png', 1280, 800);
  await page.close();

  // Apocalypse: 3D6, keep two and a direction: up to six lit squares.
  page = await openScenario(context, server.url, APOCALYPSE);
  await take(page, 'Roll');
  const picks = (await page.evaluate(() => window.shamble.legal())).filter((x) => x.label.startsWith('Keep'));
  assert(picks.length === 6, 'six picks offered: ' + JSON.stringify(picks));
  for (const [w, h] of [[1280, 800], [800, 600], [360, 640]]) {
    const colours = await shot(page, `mz-apocalypse-${w}x${h}.png`, w, h);
    assert(colours > 60, `apocalypse board at ${w}x${h} looks blank (${colours} colours)`);
    await calloutClear(page, /^\d+ +(Keep |\d\+\d c)/, `the keep-two question at ${w}x${h}`);
  }
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
  await page.close();

  // Outbreak before a roll: the bodyguard button, and a square's card on hover.
  page = await openScenario(context, server.url, GUARDS);
  const legal = await page.evaluate(() => window.shamble.legal());
  assert(legal.some((x) => x.label.startsWith('Hire a bodyguard')), 'bodyguard offered: ' + JSON.stringify(legal));
  await shot(page, 'mz-guards-1280x800.png', 1280, 800);
  await page.mouse.move(131, 567);  // square 13 on the left edge at 1280x800: the card
  await frames(page, 6);
  writeFileSync(path.join(artifacts, 'mz-card-1280x800.png'), await page.screenshot());
  await page.close();

  // The square card in the apocalypse: a zombie with a human next to it (points_at in words).
  page = await openScenario(context, server.url, APOCALYPSE);
  await page.setViewportSize({ width: 1280, height: 800 });
  await frames(page, 4);
  await page.mouse.move(530, 168);  // square 27 on the top edge at 1280x800: a zombie alone
  await frames(page, 6);
  writeFileSync(path.join(artifacts, 'mz-card-zombie-1280x800.png'), await page.screenshot());
  await page.mouse.move(200, 168);  // square 21: a zombie's lot with two houses
  await frames(page, 6);
  writeFileSync(path.join(artifacts, 'mz-card-ground-1280x800.png'), await page.screenshot());
  await page.close();

  // Groups (shared ring, pooled dice on lit squares) and a homeless marker, if the engine has them.
  page = await openScenario(context, server.url, GROUP);
  await take(page, 'Roll');
  const gives = (await page.evaluate(() => window.shamble.legal())).filter((x) => x.label.startsWith('Give'));
  assert(gives.length > 0, 'the group mover assigns dice');
  await shot(page, 'mz-group-1280x800.png', 1280, 800);
  await shot(page, 'mz-group-360x640.png', 360, 640);
  await take(page, 'Give');  // Ada's own two dice: the plan line shows where she would go
  await shot(page, 'mz-group-assigning-1280x800.png', 1280, 800);
  await take(page, 'Give');  // Bram's: the plan goes to Bram (a bot) to answer
  for (let i = 0; i < 100; ++i) {
    const s = await page.evaluate(() => window.shamble.state());
    const legal = await page.evaluate(() => window.shamble.legal());
    if (!legal.some((x) => x.label.startsWith('Accept') || x.label.startsWith('Give'))) break;
    await frames(page, 3);
    if (s.terminal) break;
  }
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
  await page.close();

  // A human member answers a bot's plan: the plan is listed; countering hands
  // her the pool; her plan goes back to the bot, who answers it.
  page = await openScenario(context, server.url, GROUP_ANSWER);
  const answers = await waitFor(page, 'Counter');
  assert(answers.some((x) => x.label.startsWith('Accept')) && answers.some((x) => x.label.startsWith('Decline')),
    'accept, decline and counter offered: ' + JSON.stringify(answers));
  await shot(page, 'mz-group-answer-1280x800.png', 1280, 800);
  await take(page, 'Counter');
  await take(page, 'Give');
  await shot(page, 'mz-group-counter-1280x800.png', 1280, 800);
  await take(page, 'Give');
  const plan = await page.evaluate(() => window.shamble.state());
  for (let i = 0; i < 100; ++i) {  // Bram answers; then the group moves (or everyone picks their own dice)
    const legal = await page.evaluate(() => window.shamble.legal());
    if (legal.some((x) => x.seat === 0 && x.label.startsWith('Keep two of your own'))) {
      await take(page, 'Keep two of your own');
      break;
    }
    const s = await page.evaluate(() => window.shamble.state());
    if (s.actions > plan.actions + 1) break;
    await frames(page, 3);
  }
  const moved = await page.evaluate(() => window.shamble.state());
  assert(moved.actions > plan.actions, `the bot answered the counter-proposal (${plan.actions} -> ${moved.actions})`);
  await shot(page, 'mz-group-moved-1280x800.png', 1280, 800);
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
  await page.close();

  // Picking a house up is a choice (MZ-CARRY-1): asked in the centre after the move.
  page = await openScenario(context, server.url, CARRY);
  await take(page, 'Roll');
  await take(page, 'Keep 1 and 3, go clockwise');
  await waitFor(page, 'Pick up a house');
  await shot(page, 'mz-carry-1280x800.png', 1280, 800);
  await calloutClear(page, /Pick up a house|Leave the houses/, 'the carry question');
  await take(page, 'Pick up a house');
  const carried = await page.evaluate(() => window.shamble.legal());
  assert(!carried.some((x) => x.label.startsWith('Pick up')), 'the choice is gone once answered');
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
  await page.close();

  // The humans' win banner.
  page = await openScenario(context, server.url, HUMANS_WIN);
  await take(page, 'Roll');
  await take(page, 'Keep 1 and 2, go clockwise');
  const won = await page.evaluate(() => window.shamble.state());
  assert(won.terminal && JSON.stringify(won.outcome.winners) === '[0,1]', 'humans won: ' + JSON.stringify(won.outcome));
  await shot(page, 'mz-humans-win-1280x800.png', 1280, 800);
  await page.close();

  // Bots only at the "instant" pace picked in the top bar's speed combo.
  page = await openPage(context, server.url);
  await ready(page);
  r = await page.evaluate(() => window.shamble.newGame({ game: 'monopozombie', seed: 5,
    seats: ['bot:normal', 'bot:normal', 'bot:normal', 'bot:normal'] }));
  assert(r.ok, 'bots newGame ok: ' + JSON.stringify(r));
  await page.mouse.click(220, 32);
  await frames(page, 3);
  await page.mouse.click(205, 144);
  let s = null;
  for (let i = 0; i < 900; ++i) {
    await frames(page, 5);
    s = await page.evaluate(() => window.shamble.state());
    if (s.terminal) break;
  }
  console.log(`  bots game: terminal=${s.terminal} turn=${s.turn} outcome=${JSON.stringify(s.outcome)}`);
  assert(s.terminal, 'bots-only game reached its end');
  const colours = await shot(page, 'mz-end-1280x800.png', 1280, 800);
  assert(colours > 60, `end board looks blank (${colours} colours)`);
  // The end is announced in the centre (headline, how, New game) whichever
  // way it came, with no stage callout over it; the outcome says it in words.
  assert(s.outcome.summary && s.outcome.summary !== s.outcome.reason, 'the outcome has a sentence: ' + s.outcome.summary);
  assert(await findItem(page, 'New game'), 'the end announcement offers a new game');
  assert(!(await findItem(page, 'Got it')), 'no stage callout covers the end');
  await shot(page, 'mz-end-360x640.png', 360, 640);
  // On a phone the button is in sight and works (it was once scrolled away below the sentence).
  await clickItem(page, 'New game');
  await frames(page, 4);
  const screenNow = await page.evaluate(() => window.shamble.state().screen);
  assert(screenNow === 'start', 'New game on a phone leads to the start screen: ' + screenNow);
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
});
