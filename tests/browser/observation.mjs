// The one observation boundary, as the page sees it: for every game, what
// window.shamble gives the page (state() and legal()) carries no Rng state,
// no deck order and, in Catan, no other seat's hand or development cards; a
// release page has no way to ask for the whole state.
import { runTest, openPage, ready, assert } from './lib.mjs';

const GAMES = [
  { game: 'monopoly', seats: ['human', 'bot:normal', 'bot:normal'] },
  { game: 'monopozombie', seats: ['human', 'bot:normal', 'bot:normal'] },
  { game: 'flipped', seats: ['human', 'bot:normal'] },
  { game: 'catan', seats: ['human', 'bot:normal', 'bot:normal'] },
  { game: 'catan', preset: 'zombies', seats: ['human', 'bot:normal', 'bot:normal'] },
];
// Keys the saved state uses for the Rng (s0..s3, forced), the decks and the
// whole table: none may reach the page.
const SECRET_KEYS = /"(s0|s1|s2|s3|forced|decks|deck|table|dev_deck)":/;

await runTest('observation: the page receives only what the seat now looking may see', async ({ server, context }) => {
  const page = await openPage(context, server.url);
  await ready(page);
  assert(await page.evaluate(() => window.shamble.debugWholeState() === undefined),
    'a release page cannot ask for the whole state');
  for (const g of GAMES) {
    const label = g.game + (g.preset ? '/' + g.preset : '');
    const r = await page.evaluate((g) => window.shamble.newGame({ ...g, seed: 21 }), g);
    assert(r.ok, label + ' started: ' + JSON.stringify(r));
    // Play the human's moves (bots play between frames) and look at every step.
    let looked = 0, otherHands = 0;
    for (let step = 0; step < 40; ++step) {
      const seen = await page.evaluate(() => ({ state: window.shamble.state(), legal: window.shamble.legal() }));
      const text = JSON.stringify(seen);
      assert(!SECRET_KEYS.test(text), `${label}: the page got a secret key: ${text.match(SECRET_KEYS)}`);
      const v = seen.state.view;
      assert(v && v.game === g.game, `${label}: state().view is the game's view`);
      assert(/^[0-9a-f]{16}$/.test(seen.state.position), label + ': a position fingerprint');
      if (g.game === 'catan') {
        v.players.forEach((p, i) => {
          if (i === seen.state.looking) return;
          otherHands += 1;
          assert(!('hand' in p) && !('dev' in p), `${label}: seat ${i}'s cards reached seat ${seen.state.looking}`);
        });
        assert(seen.legal.every((l) => l.seat === 0), label + ': no bot\'s choices (they would spell out its hand)');
      }
      looked += 1;
      const mine = seen.legal.find((l) => l.seat === 0);
      if (mine) await page.evaluate((c) => window.shamble.apply(c, 0), mine.code);
      else await page.waitForTimeout(100);
      if (seen.state.terminal) break;
    }
    console.log(`  ${label}: ${looked} positions looked at` + (g.game === 'catan' ? `, ${otherHands} other seats' hands hidden` : ''));
  }
});
