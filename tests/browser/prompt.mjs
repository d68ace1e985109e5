// The one prompt drawer (web/views/view_prompt.h): in each of the four games a
// human seat's prompt, read through the test API (the view of the seat now
// looking), is on screen as numbered buttons one for one: same count, each
// saying a choice's label (or the game's short form) and its cost as "-$N" /
// "+$N"; clicking one by its probe label makes that move. Screenshots at
// 1280x800 and 360x640 go to test-artifacts/prompt-*.png.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, items, clickItem, artifacts, assert } from './lib.mjs';

const NUMBERED = /^([1-9])  (.*)$/;
const costText = (c) => (c > 0 ? `-$${c}` : c < 0 ? `+$${-c}` : '');
// What a button adds after the label: the cost, unless the label names the amount.
const costShown = (c) => (c.cost && !c.label.includes('$' + Math.abs(c.cost)) ? '  ' + costText(c.cost) : '');

async function state(page) { return page.evaluate(() => window.shamble.state()); }

// Waits (the bots play between frames) until the human seat 0 is asked.
async function humanAsked(page) {
  let st;
  for (let i = 0; i < 200; ++i) {
    st = await state(page);
    if (st.terminal) return null;
    if (st.actors.includes(0) && st.looking === 0 && st.view.prompt && st.view.prompt.viewer_acts) {
      await frames(page, 3);
      return state(page);
    }
    await frames(page, 2);
    await page.waitForTimeout(50);
  }
  throw new Error('the human seat was never asked: ' + JSON.stringify({ actors: st.actors, looking: st.looking, prompt: st.view.prompt }).slice(0, 600));
}

// The numbered prompt buttons on screen: [{n, text, label}] in number order.
async function numbered(page, window) {
  const all = (await items(page)).items.filter((i) => i.window.includes(window));
  return all.map((i) => ({ m: NUMBERED.exec(i.label), label: i.label, i }))
    .filter((x) => x.m).map((x) => ({ n: +x.m[1], text: x.m[2], label: x.label, x: x.i.x, y: x.i.y, h: x.i.h }));
}

// A button's text is the choice's label (or a short form the view chose) then,
// when it costs, two spaces and the cost.
function splitCost(text) {
  const m = /^(.*)  ([-+]\$\d+)$/.exec(text);
  return m ? { name: m[1], cost: m[2] } : { name: text, cost: '' };
}

async function shots(page, name) {
  for (const [w, h] of [[1280, 800], [360, 640]]) {
    await page.setViewportSize({ width: w, height: h });
    await page.mouse.move(w - 2, h - 2);
    await frames(page, 6);
    await page.waitForTimeout(600);
    await frames(page, 3);
    writeFileSync(path.join(artifacts, `prompt-${name}-${w}x${h}.png`), await page.screenshot());
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await frames(page, 4);
}

// Plays seat 0's moves through the API (and lets the bots answer) until
// `want` holds for its prompt; returns the state then, or null.
async function advanceUntil(page, want, limit = 60) {
  for (let k = 0; k < limit; ++k) {
    const st = await humanAsked(page);
    if (!st) return null;
    if (want(st)) return st;
    const cs = st.view.prompt.choices;
    const pick = cs.find((c) => /^(roll|end|decline|move)/.test(c.code)) || cs[0];
    const r = await page.evaluate((c) => window.shamble.apply(c, 0), pick.code);
    assert(r.ok, 'move ' + pick.code + ': ' + JSON.stringify(r));
  }
  return null;
}

// Monopoly and MonopoZombie (its first stage keeps the property game's
// centre): the centre holds the centre and claim choices, then "Trade…".
async function propertyGame(page, game, seed) {
  const r = await page.evaluate((o) => window.shamble.newGame(o), { game, seed, seats: ['human', 'bot:normal', 'bot:normal'] });
  assert(r.ok, `${game}: newGame ok: ` + JSON.stringify(r));
  const check = async (st) => {
    const cs = st.view.prompt.choices;
    const centre = cs.filter((c) => c.place === 'centre' || c.place === 'claim');
    const partners = cs.some((c) => c.place === 'partners');
    const shown = await numbered(page, '##centre');
    assert(shown.length === centre.length + (partners ? 1 : 0),
      `${game}: ${centre.length} centre choices${partners ? ' + Trade…' : ''}, drawn: ` + shown.map((b) => b.label).join(' | '));
    centre.forEach((c, k) => {
      const b = shown[k];
      assert(b.n === k + 1, `${game}: button ${k} numbered ${k + 1}: ${b.label}`);
      const want = c.label + costShown(c);
      assert(b.text === want, `${game}: button ${k + 1} says "${b.text}", the choice "${want}"`);
    });
    if (partners) assert(shown[centre.length].text === 'Trade\u2026', `${game}: the last button opens the trade partners`);
    return shown;
  };
  let st = await humanAsked(page);
  await check(st);
  await shots(page, `${game}-start`);
  // A choice that costs money, shown with its cost (buy a deed, pay the fine...).
  st = await advanceUntil(page, (s) => s.view.prompt.choices.some((c) => c.cost && (c.place === 'centre')));
  assert(st, `${game}: a prompt with a cost came up`);
  const shown = await check(st);
  const paid = st.view.prompt.choices.filter((c) => c.place === 'centre' || c.place === 'claim');
  const k = paid.findIndex((c) => c.cost);
  const costly = shown[k];
  assert(costly.text.includes('$' + Math.abs(paid[k].cost)), `${game}: the button says what it costs: ` + costly.label);
  console.log(`  ${game}: "${costly.label}"`);
  await shots(page, `${game}-cost`);
  // Pointing at the button frames the square it acts on (look at the PNG).
  await page.mouse.move(costly.x + 20, costly.y + costly.h / 2);
  await frames(page, 4);
  writeFileSync(path.join(artifacts, `prompt-${game}-hover-1280x800.png`), await page.screenshot());
  // Click the first button by its probe label: the move is made.
  const before = st.actions;
  const first = shown[0];
  const code = st.view.prompt.choices.find((c) => c.place === 'centre' || c.place === 'claim').code;
  await clickItem(page, first.label);
  const after = await state(page);
  assert(after.actions > before, `${game}: clicking "${first.label}" made the move ${code} (${before} -> ${after.actions})`);
}

await runTest('prompt: every game draws its prompt through the one drawer', async ({ server, context }) => {
  const page = await openPage(context, server.url);
  await ready(page);

  await propertyGame(page, 'monopoly', 7);
  await propertyGame(page, 'monopozombie', 7);

  // Flipped: the picked roll first, then the other decisions, then "Exchange…";
  // every button names a choice and says its cost when it has one.
  let r = await page.evaluate(() => window.shamble.newGame({ game: 'flipped', seed: 5, seats: ['human', 'bot:normal'] }));
  assert(r.ok, 'flipped: newGame ok: ' + JSON.stringify(r));
  let st = await humanAsked(page);
  const flippedCheck = async (s) => {
    const cs = s.view.prompt.choices;
    const shown = await numbered(page, '##centre');
    const rolls = cs.filter((c) => c.code.startsWith('move'));
    const others = cs.filter((c) => !c.code.startsWith('move') && !/^(give|take)_/.test(c.code));
    const exchange = cs.some((c) => /^(give|take)_/.test(c.code));
    const want = (rolls.length ? 1 : 0) + others.length + (exchange ? 1 : 0);
    assert(shown.length === want, `flipped: ${want} buttons, drawn: ` + shown.map((b) => b.label).join(' | '));
    for (const b of shown) {
      const { cost } = splitCost(b.text);
      if (b.text === 'Exchange\u2026') continue;
      assert(cs.some((c) => costText(c.cost) === cost), `flipped: "${b.text}" costs what a choice costs`);
    }
    for (const c of others)
      if (c.cost) assert(shown.some((b) => splitCost(b.text).cost === costText(c.cost)), `flipped: ${c.code}'s cost is shown`);
    if (rolls.length) assert(/roll/i.test(shown[0].text), 'flipped: the picked roll comes first: ' + shown[0].text);
    return shown;
  };
  let shown = await flippedCheck(st);
  await shots(page, 'flipped-start');
  let before = st.actions;
  await clickItem(page, shown[0].label);
  st = await state(page);
  assert(st.actions > before, `flipped: clicking "${shown[0].label}" made a move`);
  const costly = await advanceUntil(page, (s) => s.view.prompt.choices.some((c) => c.cost && !/^(give|take)_/.test(c.code)), 40);
  if (costly) {
    await flippedCheck(costly);
    console.log('  flipped: ' + (await numbered(page, '##centre')).map((b) => b.label).join(' | '));
    await shots(page, 'flipped-cost');
  }

  // Hexlands: the opening settlement is picked on the island; its many
  // corners also sit behind one numbered "Choose from a list…", whose popup
  // lists every choice's label one for one; picking one makes that move.
  r = await page.evaluate(() => window.shamble.newGame({ game: 'catan', seed: 3, seats: ['human', 'bot:normal', 'bot:normal'] }));
  assert(r.ok, 'catan: newGame ok: ' + JSON.stringify(r));
  st = await humanAsked(page);
  const cs = st.view.prompt.choices;
  assert(cs.length > 3 && cs.every((c) => c.target.kind === 'node'), 'catan: the opening asks for a corner');
  shown = await numbered(page, '##catanpanel');
  assert(shown.length === 1 && shown[0].text === 'Choose from a list\u2026',
    'catan: one list button: ' + shown.map((b) => b.label).join(' | '));
  await shots(page, 'catan-start');
  await clickItem(page, shown[0].label);
  // A long list scrolls: the probe sees the lines in view, which must be the
  // first choices in order.
  const listed = (await items(page)).items.filter((i) => i.window.startsWith('##Popup')).map((i) => i.label);
  assert(listed.length >= Math.min(cs.length, 5) && listed.every((l, k) => l === cs[k].label),
    `catan: the list holds the ${cs.length} choices in order: ` + listed.slice(0, 5).join(' | '));
  await shots(page, 'catan-list');
  // The list may have closed on resizing: open it again and pick the last corner in view.
  if (!(await items(page)).items.some((i) => i.window.startsWith('##Popup'))) await clickItem(page, shown[0].label);
  const pick = cs[listed.length - 1];
  before = st.actions;
  await clickItem(page, pick.label, { window: '##Popup' });
  st = await state(page);
  assert(st.actions > before, `catan: picking "${pick.label}" made the move`);
});
