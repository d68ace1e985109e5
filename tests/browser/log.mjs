// Issue 14 item 7: the log. Rule links are never cut at the panel's edge; a
// MonopoZombie event citing a base Monopoly rule opens that rule's text; and
// each thing that happened is one line (the decision's label is not repeated
// above its events; a payment is one line, said by core, not four).
// Item 9: a finished game is announced in a sentence naming the winner and
// the cause, not a one-word reason; Catan's robber and zombie lines name a hex
// as players do ("the grain 6"), never "forest hex 5 (6)".
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, items, clickItem, findItem, artifacts, assert } from './lib.mjs';

await runTest('log: one line per event, whole rule ids, base rules open', async ({ server, context }) => {
  const page = await openPage(context, server.url);
  await ready(page);
  // A MonopoZombie game played by bots for a while (instant), then watched.
  await page.evaluate(() => window.shamble.newGame({ game: 'monopozombie', seed: 21,
    seats: ['bot:normal', 'bot:normal', 'bot:normal', 'bot:normal'] }));
  let base = null;
  for (let i = 0; i < 60 && !base; ++i) {
    const r = await page.evaluate(() => window.shamble.apply(window.shamble.legal()[0].code, window.shamble.legal()[0].seat));
    base = (r.events || []).find((e) => /^M-/.test(e.rule));
  }
  assert(base, 'a MonopoZombie event cites a base Monopoly rule');
  await frames(page, 6);
  for (const [w, h] of [[1280, 800], [360, 640]]) {
    await page.setViewportSize({ width: w, height: h });
    await frames(page, 6);
    await clickItem(page, 'Log tab');
    const links = (await items(page)).items.filter((i) => i.window.includes('##log') && /^[A-Z]+-[A-Z0-9-]+$/.test(i.label));
    console.log(`  ${w}x${h}: ${links.length} rule links, ${links.filter((l) => l.clipped).length} cut`);
    assert(links.length > 0, 'rule links are drawn');
    assert(!links.some((l) => l.clipped), 'no rule link is cut: ' + links.filter((l) => l.clipped).map((l) => l.label).join(', '));
    writeFileSync(path.join(artifacts, `log-${w}x${h}.png`), await page.screenshot());
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await frames(page, 6);
  const link = (await items(page)).items.filter((i) => i.window.includes('##log') && /^M-/.test(i.label)).pop();
  assert(link, 'a base-rule link is on screen');
  await page.mouse.click(link.x + link.w / 2, link.y + link.h / 2);
  await frames(page, 6);
  const opened = await findItem(page, new RegExp(link.label.replace(/[-]/g, '\\-')), { window: '##rules' });
  assert(opened, `rule ${link.label} opens in the rules panel`);
  writeFileSync(path.join(artifacts, 'log-rule-link-1280x800.png'), await page.screenshot());

  // One payment, one line: Ada stops on Bea's street and pays the rent at once.
  const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const rent = { game: 'monopoly', seats: ['human', 'human'], names: ['Ada', 'Bea'], turn: 0, dice: [2, 4],
    players: [{ cash: 1500, position: 0 }, { cash: 1500 }], deeds: [{ square: 6, owner: 1 }] };
  await page.goto(server.url + '?scenario=' + b64(rent));
  await ready(page);
  const paid = await page.evaluate(() => window.shamble.apply('roll', 0));
  assert(paid.ok, 'roll ok: ' + JSON.stringify(paid));
  const texts = paid.events.map((e) => e.text);
  console.log('  rent roll: ' + texts.join(' | '));
  const money = texts.filter((t) => /\$6\b/.test(t));
  assert(money.length === 1, 'one line for the $6 rent: ' + texts.join(' | '));
  assert(/^Ada paid Bea \$6 rent for /.test(money[0]), 'the line says who paid whom, how much and why: ' + money[0]);
  assert(/^M-RENT-/.test(paid.events.find((e) => e.text === money[0]).rule), 'the line cites the rent rule');
  assert(!texts.some((t) => / owes | pays |stopped on/.test(t)), 'no step of the payment has a line: ' + texts.join(' | '));
  await frames(page, 6);
  await clickItem(page, 'Log tab');
  await frames(page, 3);
  writeFileSync(path.join(artifacts, 'log-rent-1280x800.png'), await page.screenshot());

  // A finished game: Ada cannot pay and goes bankrupt; the announcement, the
  // API and the log's last line say so in words.
  const end = { ...rent, players: [{ cash: 3, position: 0 }, { cash: 1500 }], moves: ['0/roll', '0/bankrupt'] };
  await page.goto(server.url + '?scenario=' + b64(end));
  await ready(page);
  const st = await page.evaluate(() => window.shamble.state());
  assert(st.terminal, 'the scenario ends the game: ' + JSON.stringify(st).slice(0, 300));
  console.log(`  outcome: reason=${st.outcome.reason} summary=${st.outcome.summary}`);
  assert(st.outcome.reason === 'bankruptcy', 'reason stays the statistics key');
  assert(st.outcome.summary === 'Bea wins: Ada went bankrupt', 'the summary names winner and cause: ' + st.outcome.summary);
  for (const [w, h] of [[1280, 800], [360, 640]]) {
    await page.setViewportSize({ width: w, height: h });
    await frames(page, 8);
    writeFileSync(path.join(artifacts, `log-end-${w}x${h}.png`), await page.screenshot());
  }
  // The saves list keeps the finished game with the same sentence.
  let listed = null;
  for (let i = 0; i < 50 && !listed; ++i) {
    const saves = await page.evaluate(() => window.shamble.listSaves());
    listed = saves.find((s) => s.terminal && s.game === 'monopoly');
    if (!listed) await new Promise((r) => setTimeout(r, 200));
  }
  assert(listed && listed.summary === 'Bea wins: Ada went bankrupt', 'the saves list has the summary: ' +
    JSON.stringify(listed));
  await page.setViewportSize({ width: 1280, height: 800 });
  await clickItem(page, '← Menu');
  await frames(page, 6);
  writeFileSync(path.join(artifacts, 'log-end-start-list-1280x800.png'), await page.screenshot());

  // Catan: robber and zombie lines in players' words.
  await page.setViewportSize({ width: 1280, height: 800 });
  const hexLines = [];
  for (const preset of ['classic', 'zombies']) {
    const r = await page.evaluate((p) => window.shamble.newGame({ game: 'catan', preset: p, seed: 4,
      seats: ['human', 'human', 'human', 'human'] }), preset);
    assert(r.ok, 'catan newGame ok: ' + JSON.stringify(r));
    let found = null;
    const all = [];
    for (let i = 0; i < 400 && !found; ++i) {
      const res = await page.evaluate((k) => {
        const legal = window.shamble.legal();
        // Prefer ending the turn once rolled, so the dice come round often.
        const pick = legal.find((a) => a.code === 'roll') || legal.find((a) => a.code === 'end-turn') ||
          legal[k % legal.length];
        return window.shamble.apply(pick.code, pick.seat);
      }, i);
      for (const e of res.events || []) all.push(e.text);
      found = (res.events || []).find((e) => /robber to|zombie shambles onto|is infested/.test(e.text));
    }
    assert(found, `a ${preset} game moved the robber or a zombie`);
    console.log(`  catan ${preset}: ${found.text}`);
    hexLines.push(found.text);
    assert(!all.some((t) => /\bhex \d|corner \d|side \d/.test(t)), 'no hex, corner or side index in the log: ' +
      all.filter((t) => /\bhex \d|corner \d|side \d/.test(t)).join(' | '));
    assert(/ the (lumber|brick|wool|grain|ore) \d+| the desert/.test(found.text), 'the hex is named by yield and number: ' + found.text);
    await frames(page, 4);
    await page.keyboard.press('Space');  // past the hot-seat cover, to see the board
    for (const [w, h] of [[1280, 800], [360, 640]]) {
      await page.setViewportSize({ width: w, height: h });
      await frames(page, 6);
      await clickItem(page, 'Log tab');
      await frames(page, 4);
      // Scroll the log to its end, where the robber or zombie line is.
      await page.mouse.move(w > 800 ? w - 200 : w / 2, h - 60);
      await page.mouse.wheel(0, 20000);
      await frames(page, 6);
      writeFileSync(path.join(artifacts, `log-catan-${preset}-${w}x${h}.png`), await page.screenshot());
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
});
