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

  // Share (web/share.cpp): the link is this page's own address, so a copy made
  // inside a wiki embed opens the full site. The text is also kept in
  // window.shambleLastShare, for tests and for browsers that refuse the clipboard.
  // A position (at < 0) or a moment (the replay after `at` moves) as a link or
  // a wiki tag. A link longer than maxLink is not copied: its length comes back
  // negative and the page offers the game file instead.
  window.shambleShareCopy = (code, asTag, at = -1, maxLink = 0) => {
    const url = location.origin + location.pathname + '?scenario=' + code + (at >= 0 ? '&at=' + at : '');
    const text = asTag ? `<shamble scenario="${code}"${at >= 0 ? ` at="${at}"` : ''}/>` : url;
    if (!asTag && maxLink > 0 && text.length > maxLink) {
      window.shambleLastShare = null;
      return -text.length;
    }
    window.shambleLastShare = text;
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).catch(() => {});
    return text.length;
  };
  // The Lab's slices (web/lab_session.cpp): a message per slice, not a timer
  // (nested timers are clamped to 4 ms), so frames and input run between slices.
  let labChannel = null;
  window.shambleLabPost = () => {
    if (!labChannel) {
      labChannel = new MessageChannel();
      labChannel.port1.onmessage = () => M()._web_lab_slice();
    }
    labChannel.port2.postMessage(0);
  };
  // The Lab's "Copy lab link": this page's address with lab=<code>; the text is
  // also kept in window.shambleLastLabLink (tests, browsers without a clipboard).
  window.shambleLabCopy = (code) => {
    const text = location.origin + location.pathname + '?lab=' + code;
    window.shambleLastLabLink = text;
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).catch(() => {});
    return text.length;
  };
  // Play by link (docs/PLAY_BY_LINK.md, "In the page"). A commitment's secret
  // comes from WebCrypto, never from the game's Rng: 16 bytes as hex.
  window.shambleLinkSecret = () => {
    const b = new Uint8Array(16);
    crypto.getRandomValues(b);
    return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  };
  // "Send your move": the link goes in the URL fragment, which browsers never
  // send to a server. Past maxLink characters it is not copied (negative length).
  window.shambleLinkSend = (code, to, maxLink) => {
    const url = location.origin + location.pathname + '#link=' + code + '&seat=' + to;
    if (maxLink > 0 && url.length > maxLink) {
      window.shambleLastShare = null;
      return -url.length;
    }
    window.shambleLastShare = url;
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(url).catch(() => {});
    if (navigator.share) navigator.share({ url }).catch(() => {});
    return url.length;
  };
  // A link opened in this tab (at start-up or pasted later): the saved copy of
  // its game is loaded first, then the link is opened on it (or refused, with
  // the core's sentence in a notice, the save untouched).
  async function openLinkFromHash() {
    const h = location.hash;
    if (!h.startsWith('#link=')) return;
    const params = new URLSearchParams(h.slice(1));
    const text = params.get('link') || '';
    const seat = Number(params.get('seat') || 0);
    history.replaceState(null, '', location.pathname + location.search);
    const id = M().ccall('web_link_id', 'string', ['string'], [text]);
    const cur = json('web_state');
    if (id && (!cur || cur.link_id !== id)) {
      const saved = (await window.ShambleSaves.list()).find((s) => s.link_id === id && !s.quarantined);
      if (saved) await window.ShambleSaves.loadIntoApp(saved.slot);
    }
    mutate('web_open_link', ['string', 'number'], [text, seat]);
  }
  window.addEventListener('hashchange', () => { openLinkFromHash().catch((e) => console.error(e)); });

  // The game file (Share > Download the game file): saves.js's download, as its Export does.
  window.shambleDownload = (name, bytes) => window.ShambleSaves.download(name, bytes);

  window.shamble = {
    ready,
    // {game, preset, options:{name:value}, seats:[kinds], names:[...], seed, players, link_seat?} -> {ok, error}
    // (link_seat: a game played by link, this device playing that seat)
    newGame: (o = {}) => mutate('web_new_game', ['string'], [JSON.stringify(o)]),
    // What the seat now looking may see (docs/WEB.md): never the Rng or the deck order.
    state: () => json('web_state'),
    // Debug builds only (scripts/build-web --debug): the whole state, named as such.
    debugWholeState: () => (M()._web_debug_whole_state ? json('web_debug_whole_state') : undefined),
    legal: () => json('web_legal'),
    apply: (code, seat = -1) => mutate('web_apply', ['string', 'number'], [String(code), seat]),
    undo: () => mutate('web_undo'),
    save: (slot = 'manual') => window.ShambleSaves.saveFromApp(String(slot)),
    load: (slot) => window.ShambleSaves.loadIntoApp(String(slot || json('web_state').save)),
    listSaves: () => window.ShambleSaves.list(),
    frameStats: (reset = false) => json('web_frame_stats', ['number'], [reset ? 1 : 0]),
    heapBytes: () => json('web_heap_bytes').total,
    heapInfo: () => json('web_heap_bytes'),
    notices: () => json('web_notices'),
    // What the last frame drew: {items:[{label, window, clipped, disabled?, x, y, w, h}], popups:[...]}
    // (labelled widgets, CSS pixels). The first call starts recording.
    items: () => json('web_items'),
    games: () => json('web_games'),
    // The game as a scenario link's code (Share): {ok, code} or {ok:false, error}.
    shareCode: () => json('web_share_code'),
    // The variant lab (docs/LAB.md "In the tab"): config (object or JSON text) -> {ok, error?};
    // run() starts it (it plays between frames); status() {state, played, total, games_per_s, ...};
    // report() core's report JSON text; link() the lab link; openGame(k, cell) its replay.
    lab: {
      config: (c) => mutate('web_lab_config', ['string'], [typeof c === 'string' ? c : JSON.stringify(c)]),
      run: () => mutate('web_lab_run'),
      stop: () => { M().ccall('web_lab_stop', null, [], []); wake(); },
      status: () => json('web_lab_status'),
      report: () => M().ccall('web_lab_report', 'string', [], []),
      link: () => location.origin + location.pathname + '?lab=' + M().ccall('web_lab_code', 'string', [], []),
      openGame: (k, cell = 0) => mutate('web_lab_open_game', ['number', 'number'], [k, cell]),
    },
    // Live play (docs/PLAY_LIVE.md): the host invites a seat (the link appears in
    // status().seats[seat].invite) and connects the guest's answer code; status()
    // says who is where: {role, seats:[{remote, link, invite}]} or {role:'guest', seat, state, answer}.
    live: {
      invite: (seat) => { M().ccall('web_live_invite', null, ['number'], [seat]); wake(); },
      connect: (seat, code) => mutate('web_live_connect', ['number', 'string'], [seat, String(code)]),
      toBot: (seat) => { M().ccall('web_live_make_local', null, ['number', 'number'], [seat, 1]); wake(); },
      status: () => json('web_live_status'),
    },
    timings: {},  // navigation -> first ImGui frame, filled by shell.html
  };

  // Which game the page opens (docs/WEB.md "On load"):
  // - a URL that asks for a game it cannot give (bad scenario, unknown game)
  //   starts nothing: the start screen shows what was wrong;
  // - an embed resumes only its own save (keyed by page + game/preset/scenario)
  //   or starts its game; it never opens the visitor's games;
  // - a URL naming a game resumes the unfinished game that URL started, else
  //   starts it;
  // - a plain visit resumes the game this tab was playing (a reload), else
  //   shows the start screen, which lists every unfinished game.
  async function startup() {
    const q = location.search;
    try {
      let list = [];
      try {
        // Blocked by another tab: start without the saves (the player is
        // told); onReopen below picks them up once that tab lets go.
        if (await window.ShambleSaves.openOrBlocked()) {
          await window.ShambleSaves.migrate();
          // Moves a closed tab journaled but did not get into its save.
          await window.ShambleSaves.recoverJournals();
          list = await window.ShambleSaves.refresh();
        }
      } catch (e) {
        window.ShambleSaves.report(e, true);
      }
      const boot = json('web_boot', ['string', 'number'], [q, 0]);
      if (boot.embed) {
        // In a page, the wheel scrolls the page unless the pointer is over a
        // part of the game that scrolls (the log, the rules): stopping the
        // event here, before SDL's canvas handler, leaves its default alone.
        window.addEventListener('wheel', (e) => {
          if (!window.Module._web_wants_wheel()) e.stopImmediatePropagation();
        }, { capture: true, passive: true });
      }
      const usable = list.filter((s) => !s.quarantined && !s.terminal);
      const load = async (slot) => (await window.ShambleSaves.loadIntoApp(slot)).ok;
      let started = false;
      if (boot.failed || boot.lab) {
        // Nothing starts: the notices say why, or a lab link opened the Lab.
      } else if (boot.embed) {
        if (usable.some((s) => s.slot === boot.embed_key)) started = await load(boot.embed_key);
        if (!started && boot.has_game) started = json('web_boot', ['string', 'number'], [q, 1]).started;
        if (!started) started = json('web_new_game', ['string'], ['{}']).ok;
      } else if (boot.has_game) {
        const same = usable.find((s) => s.kind === 'game' && s.query === q);
        if (same) started = await load(same.slot);
        if (!started) started = json('web_boot', ['string', 'number'], [q, 1]).started;
      } else {
        const cur = window.ShambleSaves.current();
        if (cur && usable.some((s) => s.slot === cur && s.kind === 'game')) started = await load(cur);
      }
      if (!boot.failed && !boot.embed) await openLinkFromHash();
      // A live invitation (live.js): this tab joins the host's game as a guest.
      if (!boot.failed && !boot.embed && window.ShambleLive) window.ShambleLive.openFromHash();
      // The saves came back after a block: a reload that could not resume
      // this tab's game does so now, unless a game has started meanwhile.
      window.ShambleSaves.onReopen = async (l) => {
        const cur = window.ShambleSaves.current();
        if (boot.embed || boot.has_game || json('web_state').game !== null) return;
        if (cur && l.some((s) => s.slot === cur && s.kind === 'game' && !s.quarantined && !s.terminal)) await load(cur);
      };
      wake();
      // Closing or hiding the tab writes the autosave at once (bots may have
      // moved since the last periodic write).
      const flush = () => {
        window.ShambleSaves.urgent = true;  // start the write now: the page may be gone soon
        try {
          M()._web_flush();
          window.ShambleSaves.hurry();
        } finally { window.ShambleSaves.urgent = false; }
      };
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
