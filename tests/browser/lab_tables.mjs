// Issue 28, the Lab's story tables on the results screen (docs/LAB.md "The
// report": `tables`, `stage_lengths_turns`): a small lab per game, run in the
// tab, and what the results screen writes read back through the item probe
// (window.shamble.items(): web/screens/lab_tables.cpp names every number it
// draws) against the report's JSON (window.shamble.lab.report()).
// - Monopoly, two variants: a landing heat map per cell (40 squares), each
//   square's number the report's per-game mean of `rests` for it.
// - MonopoZombie: the conversions table and the stage lengths, each number
//   (mean and interval) the report's.
// - Flipped: its rounds table shown, round 1's numbers the report's.
// Screenshots at 1280x800 and 360x640 in test-artifacts/lab-tables-*.png; no page errors.
import { runTest, openPage, ready, frames, items, clickItem, clickAt, assert, shot } from './lib.mjs';

const b64url = (s) => Buffer.from(s).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const status = (page) => page.evaluate(() => window.shamble.lab.status());

const LABS = {
  monopoly: { game: 'monopoly', seats: ['bot:random', 'bot:random', 'bot:random', 'bot:random'], games: 20, seed: 7,
    max_turns: 300, variants: { A: { preset: 'classic' }, jackpot: { preset: 'classic', options: { parking_jackpot: true } } } },
  monopozombie: { game: 'monopozombie', seats: ['bot:random', 'bot:random', 'bot:random', 'bot:random'], games: 40,
    seed: 11, max_turns: 400, variants: { A: { preset: 'latest' } } },
  flipped: { game: 'flipped', seats: ['bot:random', 'bot:random'], games: 40, seed: 5, variants: { A: {} } },
  catan: { game: 'catan', seats: ['bot:normal', 'bot:normal', 'bot:normal'], games: 20, seed: 3, variants: { A: {} } },
};

// A number as the screen writes it (lab::fig: three significant figures) stands for
// `want` when it is `want` rounded to the digits it shows.
function close(shown, want) {
  const digits = (shown.split('.')[1] || '').length;
  return Math.abs(Number(shown) - want) <= 0.5 * 10 ** -digits + 1e-9;
}
function interval(text) {  // "1.23 [1.10, 1.36]" -> ['1.23', '1.10', '1.36']
  const m = /^(\S+) \[(\S+), (\S+)\]$/.exec(text);
  assert(m, 'an interval reads "mean [lo, hi]": ' + text);
  return m.slice(1);
}

async function waitDone(page, timeout = 180000) {
  const t0 = Date.now();
  for (;;) {
    const s = await status(page);
    if (s.state === 'done') return s;
    assert(s.state !== 'failed', 'the lab failed: ' + s.error);
    assert(Date.now() - t0 < timeout, 'the lab finished in time: ' + JSON.stringify(s));
    await frames(page, 5);
  }
}

// Scrolls the results down (the pointer over them) until items matching `re` are drawn;
// returns every match of the frame where the most were seen.
async function scrollTo(page, re, { x, y, want = 1, steps = 40 } = {}) {
  // The probe gives a widget's visible part: one cut by the page's edge is
  // scrolled on in small steps until all of them are whole.
  const H = page.viewportSize().height;
  const whole = (hits) => hits.filter((it) => it.y > 0 && it.y + it.h < H - 1).length;
  let best = [];
  await page.mouse.move(x, y);
  for (let i = 0; i < steps; ++i) {
    const hits = (await items(page)).items.filter((it) => re.test(it.label));
    if (hits.length > best.length || (hits.length === best.length && whole(hits) > whole(best))) best = hits;
    if (best.length >= want && whole(best) === best.length) break;
    await page.mouse.wheel(0, best.length >= want ? 60 : 200);
    await frames(page, 3);
  }
  return best;
}

async function runLab(context, url, cfg, w, h) {
  const page = await openPage(context, `${url}?lab=${b64url(JSON.stringify(cfg))}`, { width: w, height: h });
  await ready(page);
  await clickItem(page, 'Run lab');
  const done = await waitDone(page);
  assert(done.played === done.total, `${cfg.game} ${w}: every game played: ` + JSON.stringify(done));
  const report = JSON.parse(await page.evaluate(() => window.shamble.lab.report()));
  await frames(page, 4);
  return { page, report };
}

// Where the results are: right of the config on a wide page, the whole page on a narrow one.
const over = (w, h) => (w >= 800 ? { x: Math.round(w * 0.75), y: Math.round(h * 0.6) } : { x: w / 2, y: h / 2 });

await runTest('lab tables: the story tables, the landing heat map and stage lengths on the results screen', async ({ server, context }) => {
  for (const [w, h] of [[1280, 800], [360, 640]]) {
    // Monopoly: a heat map per variant, on one scale, its squares the report's numbers.
    {
      const { page, report } = await runLab(context, server.url, LABS.monopoly, w, h);
      await shot(page, `lab-tables-monopoly-${w}.png`);
      for (const [vi, cell] of report.variants.entries()) {
        const land = cell.tables.landings;
        assert(land && land.rows.length === 40, `${w} ${cell.variant}: the report has 40 landing rows`);
        const rests = land.columns.indexOf('rests');
        const re = new RegExp(`^${cell.variant} landing (\\d+)\\. (.*): (\\S+)$`);
        const squares = await scrollTo(page, re, { ...over(w, h), want: 40 });
        assert(squares.length === 40, `${w} ${cell.variant}: the heat map shows 40 squares (saw ${squares.length})`);
        for (const it of squares) {
          const [, sq, name, shown] = re.exec(it.label);
          assert(land.rows[Number(sq)] === name, `${w}: square ${sq} is named ${land.rows[sq]}: ${it.label}`);
          assert(close(shown, land.per_game[Number(sq)][rests]),
            `${w} ${cell.variant}: square ${sq} shows ${shown}, the report says ${land.per_game[sq][rests]}`);
        }
        // The map is a ring: the start square at the bottom right, square 20 at the top left.
        const at = (n) => squares.find((it) => re.exec(it.label)[1] === String(n));
        assert(at(0).x > at(20).x && at(0).y > at(20).y && at(10).x < at(30).x,
          `${w} ${cell.variant}: the squares go round the board`);
        assert(squares.every((it) => it.w >= 20 && it.h >= 20), `${w}: every square is at least 20 px: ${squares.filter((it) => it.w < 20 || it.h < 20).map((it) => it.label + " " + it.w + "x" + it.h).slice(0, 4).join("; ")}`);
        // One colour scale for every map of the report: its top is the most of any square in any cell.
        const top = Math.max(...report.variants.flatMap((v) => v.tables.landings.per_game.map((r) => r[rests])));
        const key = await scrollTo(page, new RegExp(`^${cell.variant} landing scale: 0 to (\\S+)$`), over(w, h));
        assert(key.length === 1 && close(/to (\S+)$/.exec(key[0].label)[1], top),
          `${w} ${cell.variant}: the map's key goes to the report's most (${top}): ${key.map((k) => k.label)}`);
        if (vi === 0) await shot(page, `lab-tables-monopoly-${w}-map.png`);
      }
      assert(page.errors.length === 0, `monopoly ${w}: no page errors: ${page.errors}`);
      await page.close();
    }
    // MonopoZombie: conversions by cause and stage lengths, the report's numbers.
    {
      const { page, report } = await runLab(context, server.url, LABS.monopozombie, w, h);
      const cell = report.variants[0];
      const conv = cell.tables.conversions;
      assert(conv && conv.rows.length >= 4, 'the report has the conversions table: ' + JSON.stringify(conv));
      assert(conv.total.some((r) => r[0] > 0), 'someone was turned in 40 games: ' + JSON.stringify(conv.total));
      const re = /^A conversions \| (.+) \| count: (.+)$/;
      const rows = await scrollTo(page, re, { ...over(w, h), want: conv.rows.length });
      assert(rows.length === conv.rows.length, `${w}: the conversions table shows every cause (saw ${rows.length})`);
      for (const it of rows) {
        const [, row, text] = re.exec(it.label);
        const r = conv.rows.indexOf(row);
        assert(r >= 0, `${w}: a cause of the report: ${row}`);
        const [m, lo, hi] = interval(text);
        assert(close(m, conv.per_game[r][0]) && close(lo, conv.ci95[r][0][0]) && close(hi, conv.ci95[r][0][1]),
          `${w}: conversions by ${row}: ${text}, the report says ${conv.per_game[r][0]} ${conv.ci95[r][0]}`);
        assert(!it.clipped, `${w}: conversions by ${row} is not cut at the edge`);
      }
      await shot(page, `lab-tables-monopozombie-${w}.png`);
      const stages = cell.stage_lengths_turns;
      assert(Array.isArray(stages) && stages.length >= 2, 'the report has stage lengths: ' + JSON.stringify(stages));
      const sre = /^A stage (\d+): (.+)$/;
      await page.mouse.wheel(0, -20000);  // back to the top: the stage lengths come before the tables
      await frames(page, 3);
      const shown = await scrollTo(page, sre, { ...over(w, h), want: stages.length });
      assert(shown.length === stages.length, `${w}: every stage's length is shown (saw ${shown.length})`);
      for (const it of shown) {
        const [, k, text] = sre.exec(it.label);
        const s = stages.find((x) => String(x.stage) === k);
        const [m, lo, hi] = interval(text);
        assert(s && close(m, s.mean) && close(lo, s.ci95[0]) && close(hi, s.ci95[1]),
          `${w}: stage ${k}: ${text}, the report says ${JSON.stringify(s)}`);
      }
      await shot(page, `lab-tables-monopozombie-${w}-stages.png`);
      assert(page.errors.length === 0, `monopozombie ${w}: no page errors: ${page.errors}`);
      await page.close();
    }
    // Flipped: the rounds table.
    {
      const { page, report } = await runLab(context, server.url, LABS.flipped, w, h);
      const rounds = report.variants[0].tables.rounds;
      assert(rounds && rounds.rows.length >= 1, 'the report has the rounds table');
      const head = await scrollTo(page, new RegExp('^' + rounds.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '$'), over(w, h));
      assert(head.length === 1 && !head[0].clipped, `${w}: the rounds table's title is shown whole: ${rounds.label}`);
      // A short table is open from the start; a long one opens on its title.
      const re = /^A rounds \| round 1 \| (\w+): (.+)$/;
      if (rounds.rows.length > 8) await clickItem(page, rounds.label);
      const cells = await scrollTo(page, re, { ...over(w, h), want: rounds.columns.length });
      // (at 360 px a block per round: every column on a line of its own, none a scroll away)
      assert(cells.length === rounds.columns.length, `${w}: the rounds table shows round 1 whole (saw ${cells.length})`);
      if (w < 800) for (const it of cells) assert(it.x + it.w <= w, `${w}: ${it.label} is inside the screen`);
      for (const it of cells) {
        const [, col, text] = re.exec(it.label);
        const c = rounds.columns.indexOf(col);
        const [m, lo, hi] = interval(text);
        assert(c >= 0 && close(m, rounds.per_game[0][c]) && close(lo, rounds.ci95[0][c][0]) && close(hi, rounds.ci95[0][c][1]),
          `${w}: round 1 ${col}: ${text}, the report says ${rounds.per_game[0][c]} ${rounds.ci95[0][c]}`);
      }
      await shot(page, `lab-tables-flipped-${w}.png`);
      assert(page.errors.length === 0, `flipped ${w}: no page errors: ${page.errors}`);
      await page.close();
    }
    // Hexlands: the production tables (by seat, by number rolled), every entry the report's.
    {
      const { page, report } = await runLab(context, server.url, LABS.catan, w, h);
      const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      for (const id of ['production_by_resource', 'production_by_number']) {
        const t = report.variants[0].tables[id];
        assert(t && t.rows.length >= 3 && t.columns.length === 5, `${w}: the report has ${id}`);
        // The title heads its section, or (too long for a phone) the id does, with the title inside.
        const head = await scrollTo(page, new RegExp('^(' + esc(t.label) + '|' + esc(id.replace(/_/g, ' ')) + ')$', 'i'), over(w, h));
        assert(head.length >= 1, `${w}: ${id}'s section is on screen`);
        if (t.rows.length > 8) await clickAt(page, head[0]);
        const re = new RegExp(`^A ${id} \\| (.+) \\| (\\w+): (.+)$`);
        const want = t.rows.length * t.columns.length;
        const cells = await scrollTo(page, re, { ...over(w, h), want, steps: 80 });
        const seen = new Set();
        for (const it of cells) {
          const [, row, col, text] = re.exec(it.label);
          const r = t.rows.indexOf(row), c = t.columns.indexOf(col);
          const [m, lo, hi] = interval(text);
          assert(r >= 0 && c >= 0 && close(m, t.per_game[r][c]) && close(lo, t.ci95[r][c][0]) && close(hi, t.ci95[r][c][1]),
            `${w}: ${id} ${row} ${col}: ${text}, the report says ${t.per_game[r] && t.per_game[r][c]}`);
          if (w < 800) assert(it.x + it.w <= w, `${w}: ${it.label} is inside the screen`);
          seen.add(row + '|' + col);
        }
        // A screenful at least: three rows, every column.
        assert(seen.size >= Math.min(want, 5 * 3), `${w}: ${id}: ${seen.size} of ${want} entries checked`);
        await shot(page, `lab-tables-catan-${id}-${w}.png`);
      }
      assert(page.errors.length === 0, `catan ${w}: no page errors: ${page.errors}`);
      await page.close();
    }
  }
});
