// window.shamble: the page's JS API (documented in docs/WEB.md), used by the
// browser tests and by anyone embedding the page. Also runs the start-up
// sequence once the wasm runtime is up (ShambleAPI.startup, from shell.html).
(function () {
  'use strict';
  let resolveReady, rejectReady;
  const ready = new Promise((res, rej) => { resolveReady = res; rejectReady = rej; });
  ready.catch(() => {});
  const M = () => window.Module;
  const json = (name, types = [], args = []) => JSON.parse(M().ccall(name, 'string', types, args));
  const wake = () => M()._web_wake();
  function mutate(name, types, args) {
    const r = json(name, types, args);
    wake();
    return r;
  }

  window.shamble = {
    ready,
    // {game, preset, options:{name:value}, seats:[kinds], names:[...], seed, players} -> {ok, error}
    newGame: (o = {}) => mutate('web_new_game', ['string'], [JSON.stringify(o)]),
    state: () => json('web_state'),
    legal: () => json('web_legal'),
    apply: (code, seat = -1) => mutate('web_apply', ['string', 'number'], [String(code), seat]),
    undo: () => mutate('web_undo'),
    save: (slot = 'manual') => window.ShambleSaves.saveFromApp(String(slot)),
    load: (slot = 'autosave') => window.ShambleSaves.loadIntoApp(String(slot)),
    listSaves: () => window.ShambleSaves.list(),
    frameStats: (reset = false) => json('web_frame_stats', ['number'], [reset ? 1 : 0]),
    heapBytes: () => json('web_heap_bytes').total,
    heapInfo: () => json('web_heap_bytes'),
    notices: () => json('web_notices'),
    games: () => json('web_games'),
    timings: {},  // navigation -> first ImGui frame, filled by shell.html
  };

  // Resume the autosave unless the URL asks for a different game; then let
  // the URL start its game; in embed mode always end up in a game.
  async function startup() {
    const q = location.search;
    try {
      let list = [];
      try {
        await window.ShambleSaves.open();
        list = await window.ShambleSaves.refresh();
      } catch (e) {
        window.ShambleSaves.report(e, true);
      }
      const boot = json('web_boot', ['string', 'number'], [q, 0]);
      const auto = list.find((s) => s.slot === 'autosave' && !s.quarantined);
      let started = false;
      if (auto && !auto.terminal && (!boot.has_game || auto.query === q)) {
        started = (await window.ShambleSaves.loadIntoApp('autosave')).ok;
      }
      if (!started && boot.has_game) started = json('web_boot', ['string', 'number'], [q, 1]).started;
      if (!started && boot.embed) started = json('web_new_game', ['string'], ['{}']).ok;
      wake();
      // Closing or hiding the tab writes the autosave at once (bots may have
      // moved since the last periodic write).
      const flush = () => M()._web_flush();
      document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') flush(); });
      window.addEventListener('pagehide', flush);
      resolveReady(window.shamble);
    } catch (e) {
      console.error(e);
      rejectReady(e);
      if (window.shambleFatal) window.shambleFatal('Start-up failed: ' + (e && e.message || e));
    }
  }
  window.ShambleAPI = { startup, fail: (msg) => rejectReady(new Error(msg)) };
})();
