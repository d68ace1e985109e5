// Saves in IndexedDB. Store 'saves' (key: slot) holds {slot, bytes, meta...};
// a save that fails to load is moved, unchanged, to store 'quarantine' with the
// error, never deleted or overwritten. The wasm side asks for writes and loads
// through window.ShambleSaves (web/saves.cpp) and gets lists back via web_set_saves.
//
// Under faults (docs/WEB.md "When things go wrong"): every change is one
// transaction, so a killed tab leaves each record whole or as it was; a write
// that fails (storage full, blocked) is reported and retried on the next move
// or once room is made; this tab steps aside when another tab upgrades the
// database; and a game's own save is written only if no other tab has written
// it since this tab read it (rev + writer in the record, checked in the same
// transaction as the put), so two tabs never silently overwrite each other.
//
// Owns "coalesce writes" (one write per slot in flight, snapshots arriving
// meanwhile merged into one waiting write of the newest): only this side sees
// what IndexedDB has in flight. "When to save" is the C++ side's
// (web/autosave.h), which hands over record and journal in one call (store).
//
// The journal: after every change the C++ side hands over the moves not yet
// in a committed record, recorded here synchronously in localStorage (key
// shamble.journal:<tab>:<slot>), so a tab closed right after a move loses
// nothing. On the next load, a journal of a tab that is gone (Web Locks tell)
// is replayed onto the stored record by the wasm side (every move validated)
// and written, in one transaction that checks the record is still the one the
// journal counts from; one that does not fit is set aside in 'quarantine' with
// a notice, never dropped, never written over a newer save. Without
// localStorage (private mode, full) saving works as before, without journal.
(function () {
  'use strict';
  const DB_NAME = 'shamble';
  // The least version this build needs. A newer build may upgrade the
  // database; this one then keeps using it as it is (saves load forever, so a
  // newer build reads what this one writes).
  const DB_VERSION = 1;
  // This page's own id: records name the tab that last wrote them.
  const TAB = 'tab-' + Date.now().toString(36) + '-' + Math.random().toString(36).slice(2, 10);
  let dbPromise = null;
  let blocked = Promise.resolve(false);  // resolves true once the pending open is blocked
  let trouble = '';  // what the storage notice on screen says is wrong ('' none)
  const seen = new Map();  // slot -> rev this tab last read or wrote
  const waiting = new Map();  // slot -> the write waiting its turn (saveFromApp)
  const inflight = new Map();  // slot -> the newest write started for it
  const JOURNAL = 'shamble.journal:';
  const jkey = (slot, tab = TAB) => JOURNAL + tab + ':' + slot;
  // While this page lives it holds a lock named after its tab: a journal
  // whose tab holds none is of a tab that is gone.
  const LOCK = 'shamble-tab:';
  try {
    if (navigator.locks) navigator.locks.request(LOCK + TAB, () => new Promise(() => {})).catch(() => {});
  } catch (_) { /* no Web Locks: journals are recovered once they are old enough */ }

  function M() { return window.Module; }
  // The engine is up (shell.html's postRun): its exports exist as wrappers earlier.
  const ready = () => !!(M() && M().shambleUp);
  function wake() { if (ready()) M()._web_wake(); }
  const isQuota = (err) => !!err && (err.name === 'QuotaExceededError' || /quota/i.test(String(err.message || err)));
  function report(err, unavailable) {
    let msg = (err && (err.name ? err.name + ': ' : '') + (err.message || err)) || 'unknown error';
    if (isQuota(err)) {
      msg = "this browser's storage for Shamble is full, so the game was not saved. To make room, export the " +
        'games you want to keep (Saves > Export) and delete old or finished ones (start screen or Saves); ' +
        'the game goes on being saved once there is room.';
    }
    console.warn('[shamble saves]', msg);
    trouble = 'failing';
    if (ready()) {
      M().ccall('web_storage_error', null, ['string', 'number'], [msg, unavailable ? 1 : 0]);
      wake();
    }
  }
  // The storage notice, in this file's words (text '' removes it).
  function tell(text, error) {
    console.warn('[shamble saves]', text);
    if (!ready()) return;
    M().ccall('web_storage_state', null, ['string', 'number', 'number'], [text, error ? 1 : 0, 1]);
    wake();
  }
  function recovered() {
    if (!trouble) return;
    trouble = '';
    tell('Saving works again; the game in this tab goes on being saved.', false);
  }
  // The database is usable again after a block or another tab's upgrade:
  // list the saves, write what waited, and let the page pick up (api.js).
  async function reopened() {
    recovered();
    try { await migrate(); } catch (_) { /* reported by the next write if it matters */ }
    try { await recoverJournals(); } catch (e) { report(e, false); }
    const l = await refresh();
    if (ready()) { M()._web_flush(); wake(); }
    if (window.ShambleSaves.onReopen) window.ShambleSaves.onReopen(l);
  }

  // Another tab opens the database at a newer version: close at once (never
  // block it), and reopen once its upgrade is done.
  function stepAside(db, p) {
    db.close();
    if (dbPromise === p) dbPromise = null;
    trouble = 'aside';
    tell('Another Shamble tab is updating the saved games, so this tab let go of them for a moment. Your game ' +
      'goes on here and is saved again as soon as that is done.', true);
    setTimeout(() => { open().then(reopened, (e) => report(e, false)); }, 200);
  }

  function open() {
    if (dbPromise) return dbPromise;
    let noteBlocked;
    blocked = new Promise((r) => { noteBlocked = r; });
    const p = new Promise((resolve, reject) => {
      if (!window.indexedDB) return reject(new Error('IndexedDB is not available (private mode?)'));
      const attempt = (version) => {
        let req;
        try { req = version ? indexedDB.open(DB_NAME, version) : indexedDB.open(DB_NAME); } catch (e) { return reject(e); }
        req.onupgradeneeded = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains('saves')) db.createObjectStore('saves', { keyPath: 'slot' });
          if (!db.objectStoreNames.contains('quarantine'))
            db.createObjectStore('quarantine', { keyPath: 'id', autoIncrement: true });
        };
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains('saves') || !db.objectStoreNames.contains('quarantine')) {
            db.close();
            return reject(new Error('a newer version of Shamble in another tab changed the saved games: reload ' +
              'this page to go on saving'));
          }
          db.onversionchange = () => stepAside(db, p);
          // Closed by the browser (site data cleared): the next use reopens.
          db.onclose = () => { if (dbPromise === p) dbPromise = null; };
          resolve(db);
        };
        req.onerror = (ev) => {
          // A newer build upgraded the database past DB_VERSION: open it as it is.
          if (version && req.error && req.error.name === 'VersionError') {
            ev.preventDefault();
            return attempt(0);
          }
          reject(req.error || new Error('could not open the database'));
        };
        // Another tab holds the database open at an older version and does not
        // let go. The request stays pending and succeeds once that tab closes;
        // until then the game plays on and its writes wait (saveFromApp).
        req.onblocked = () => {
          trouble = 'blocked';
          tell('Another Shamble tab (an older version of the page) is holding the saved games, so this tab ' +
            'cannot save yet. Your game goes on here; reload or close the other tab and this game is saved at once.',
          true);
          noteBlocked(true);
        };
      };
      attempt(DB_VERSION);
    });
    dbPromise = p;
    p.then(() => { noteBlocked(false); if (trouble === 'blocked') reopened(); },
      () => { noteBlocked(false); if (dbPromise === p) dbPromise = null; });
    return p;
  }

  // Start-up does not wait on a blocked database: true when it opened, false
  // when it is blocked (the player is told; reopened() follows).
  async function openOrBlocked() {
    const p = open();
    return Promise.race([p.then(() => true), blocked.then((b) => (b ? false : p.then(() => true)))]);
  }

  // Runs fn(stores...) in one transaction; resolves with fn's result when it commits.
  async function tx(names, mode, fn) {
    let db = await open();
    let t;
    try {
      t = db.transaction(names, mode);
    } catch (e) {
      if (e.name !== 'InvalidStateError') throw e;
      dbPromise = null;  // closed under us (another tab's upgrade): once more on a fresh connection
      db = await open();
      t = db.transaction(names, mode);
    }
    return new Promise((resolve, reject) => {
      let out;
      t.oncomplete = () => resolve(out);
      t.onerror = () => reject(t.error);
      t.onabort = () => reject(t.error || new Error('transaction aborted'));
      // Once fn has made its requests, commit at once rather than after this
      // page's next round trip: a tab closing right now still gets it written.
      Promise.resolve(fn(...names.map((n) => t.objectStore(n)))).then((v) => {
        out = v;
        if (mode === 'readwrite' && t.commit) try { t.commit(); } catch (_) { /* finished already */ }
      }, (e) => {
        try { t.abort(); } catch (_) { /* already finished */ }
        reject(e);
      });
    });
  }
  const req2p = (r) => new Promise((res, rej) => { r.onsuccess = () => res(r.result); r.onerror = () => rej(r.error); });

  // Records before per-game saves have no kind: the single slot 'autosave'
  // was the game in progress; any other name is a copy the player named.
  // A kind that is not one of ours (a damaged record) is read from the slot too.
  function kindOf(rec) {
    if (rec.kind === 'game' || rec.kind === 'embed' || rec.kind === 'named') return rec.kind;
    const slot = String(rec.slot || '');
    if (slot.startsWith('embed:')) return 'embed';
    return slot === 'autosave' || slot.startsWith('game-') ? 'game' : 'named';
  }

  // Records are read defensively: a damaged one (fields missing or of the
  // wrong type) is still listed, and set aside when it fails to load.
  const str = (v) => (typeof v === 'string' ? v : '');
  const num = (v) => (typeof v === 'number' && isFinite(v) ? v : 0);
  function meta(rec, quarantined, q) {
    const m = {
      slot: String(rec.slot), game: str(rec.game), title: str(rec.title), query: str(rec.query), kind: kindOf(rec),
      rules: str(rec.rules), players: str(rec.players), page: str(rec.page),
      updated: num(rec.updated), turn: num(rec.turn), actions: num(rec.actions), terminal: rec.terminal === true,
      summary: str(rec.summary), bytes: num(rec.bytes && rec.bytes.byteLength),
      // A game played by link (docs/PLAY_BY_LINK.md): which game, whose turn.
      link_id: str(rec.link_id), link_note: str(rec.link_note),
    };
    if (quarantined) Object.assign(m, { quarantined: true, error: str(q.error), updated: num(q.time), id: q.id });
    return m;
  }

  async function list() {
    const [saves, quarantine] = await tx(['saves', 'quarantine'], 'readonly', (s, q) =>
      Promise.all([req2p(s.getAll()), req2p(q.getAll())]));
    const out = saves.map((r) => meta(r, false)).sort((a, b) => b.updated - a.updated);
    for (const q of quarantine) out.push(meta(q.record && typeof q.record === 'object' ? q.record : { slot: q.slot }, true, q));
    return out;
  }

  async function refresh() {
    let l = [];
    try { l = await list(); } catch (e) { report(e, true); return l; }
    if (ready()) { M().ccall('web_set_saves', null, ['string'], [JSON.stringify(l)]); wake(); }
    return l;
  }

  // One list read at a time, and one more if writes landed meanwhile.
  let refreshing = null;
  let refreshAgain = false;
  function refreshSoon() {
    if (refreshing) {
      refreshAgain = true;
      return;
    }
    refreshing = refresh().then(() => {
      refreshing = null;
      if (refreshAgain) {
        refreshAgain = false;
        refreshSoon();
      }
    });
  }

  // The current match as a record, asked from JS (shamble.save, an import, a
  // named copy): one call returns its description and where its bytes are.
  function snapshot(slot) {
    const m = M();
    const r = JSON.parse(m.ccall('web_record', 'string', ['string'], [slot]));
    if (!r.size) return null;
    const bytes = m.HEAPU8.slice(r.ptr, r.ptr + r.size);
    return Object.assign(r.meta, { slot, bytes, updated: Date.now(), seq: r.seq });
  }

  // The journal of this tab's moves of `slot` not yet in a committed record
  // (text from the C++ side; '' none), recorded synchronously. A storage that
  // refuses (private mode, full) leaves saving as it was, without a journal.
  let journalWarned = false;
  function journal(slot, text) {
    try {
      if (!text) {
        localStorage.removeItem(jkey(slot));
        return;
      }
      localStorage.setItem(jkey(slot), '{"slot":' + JSON.stringify(slot) + ',"rev":' + num(seen.get(slot)) +
        ',"tab":"' + TAB + '","time":' + Date.now() + ',' + text.slice(1));
      journalWarned = false;
    } catch (e) {
      if (!journalWarned) console.warn('[shamble saves] no journal of moves (' + (e && e.name || e) + '): ' +
        'a tab closed right after a move may lose it');
      journalWarned = true;
    }
  }
  function readJournal(key) {
    try { return JSON.parse(localStorage.getItem(key) || 'null'); } catch (_) { return null; }
  }

  // The autosave's one call per save (web/saves.cpp): journal first, then the
  // record, coalesced with any write of the slot in flight.
  function store(slot, seq, bytes, meta, text) {
    journal(slot, text);
    let rec;
    try { rec = JSON.parse(meta); } catch (e) { console.error(e); return; }
    enqueue(slot, Object.assign(rec, { slot, bytes, updated: Date.now(), seq }));
  }

  // IndexedDB committed `rec`: the journal keeps only what it lacks (the C++
  // side says, for its current game); a record that holds all of another
  // game's journal ends that journal.
  function committed(rec, seq) {
    if (!ready() || !M()._web_committed) return;
    const text = M().ccall('web_committed', 'string', ['string', 'number'], [rec.slot, seq || 0]);
    if (text !== '-') return journal(rec.slot, text);
    const j = readJournal(jkey(rec.slot));
    if (j && j.actions === rec.actions && j.hash === rec.hash) journal(rec.slot, '');
  }

  async function put(rec) {
    await tx(['saves'], 'readwrite', (s) => { s.put(rec); });
  }

  // The tab's game, so a reload comes back to it (sessionStorage: per tab).
  function remember(slot) {
    try { sessionStorage.setItem('shamble.current', slot); } catch (_) { /* storage blocked */ }
  }
  function current() {
    try { return sessionStorage.getItem('shamble.current') || ''; } catch (_) { return ''; }
  }

  // The single 'autosave' slot of earlier releases becomes a game of its own,
  // keyed by a game id like every other: moved in one transaction, so it is
  // never lost, and listed with the rest.
  async function migrate() {
    await tx(['saves'], 'readwrite', async (s) => {
      const rec = await req2p(s.get('autosave'));
      if (!rec) return;
      const slot = 'game-' + (rec.updated || Date.now()) + '-legacy';
      const clash = await req2p(s.get(slot));
      if (clash) return;
      s.put(Object.assign({}, rec, { slot, kind: 'game' }));
      s.delete('autosave');
    });
  }

  // Writes the current match as `slot`. One write per slot is in flight at a
  // time; snapshots taken meanwhile (fast moves, a database blocked by
  // another tab) are merged into one waiting write of the newest, so a quick
  // player or a slow disk never builds a queue of stale saves.
  function saveFromApp(slot) {
    const rec = snapshot(slot);
    if (!rec) return Promise.resolve({ ok: false, error: 'no game to save' });
    return enqueue(slot, rec);
  }
  function enqueue(slot, rec) {
    const queued = waiting.get(slot);
    if (queued) {
      queued.rec = rec;
      if (window.ShambleSaves.urgent) hurry();
      return queued.done;
    }
    if (window.ShambleSaves.urgent) return startWrite(slot, rec, Promise.resolve());
    const job = { rec };
    waiting.set(slot, job);
    job.done = startWrite(slot, null, inflight.get(slot) || Promise.resolve(), job);
    return job.done;
  }

  // Runs the write of `rec` (or of job.rec, read when its turn comes) once
  // `before` is done; the result never rejects, so the next write of the slot
  // never waits on a failure.
  function startWrite(slot, rec, before, job) {
    const done = (async () => {
      await before;
      try { await open(); } catch (_) { /* write() reports it */ }
      if (job) {
        if (waiting.get(slot) === job) waiting.delete(slot);
        if (job.moved) return job.moved;  // hurry() started it already
        rec = job.rec;
      }
      try {
        return await write(rec);
      } catch (e) {
        console.error(e);
        return { ok: false, error: String(e && e.message || e) };
      }
    })();
    inflight.set(slot, done);
    done.then(() => { if (inflight.get(slot) === done) inflight.delete(slot); });
    return done;
  }

  // The tab is being hidden or closed (api.js sets ShambleSaves.urgent around
  // its flush): waiting writes start their transactions now, since the page
  // may not live to see the ones in flight finish. IndexedDB runs them after
  // those, in order, so the newest snapshot still lands last.
  function hurry() {
    for (const [slot, job] of waiting) {
      waiting.delete(slot);
      job.moved = startWrite(slot, job.rec, Promise.resolve());
    }
  }

  // One transaction: read the record, check no other tab wrote it since this
  // tab read it, write. `rev` counts writes; `writer` is the tab that made the
  // last one. A refused write changes nothing and the player chooses
  // (web_save_conflict): the other tab's game or a copy of this one.
  async function write(rec) {
    const seq = rec.seq;
    delete rec.seq;  // this page's own count, not stored
    const own = rec.kind === 'game' || rec.kind === 'embed';
    let theirs = null;
    try {
      await tx(['saves'], 'readwrite', async (s) => {
        const cur = await req2p(s.get(rec.slot));
        if (own && cur && cur.writer !== TAB && num(cur.rev) !== seen.get(rec.slot)) {
          theirs = cur;
          return;
        }
        rec.rev = num(cur && cur.rev) + 1;
        rec.writer = TAB;
        s.put(rec);
      });
    } catch (e) {
      report(e, false);
      if (ready()) M().ccall('web_save_failed', null, ['string'], [rec.slot]);
      return { ok: false, error: String(e && e.message || e), quota: isQuota(e) };
    }
    if (theirs) {
      if (ready()) {
        M().ccall('web_save_conflict', null, ['string', 'number'], [rec.slot, num(theirs.actions)]);
        wake();
      }
      return { ok: false, error: 'another tab played this game on since this tab read it', conflict: true };
    }
    seen.set(rec.slot, rec.rev);
    committed(rec, seq);
    recovered();
    if (rec.kind === 'game') remember(rec.slot);
    if (own) announce(rec.slot);
    refreshSoon();  // not awaited: the next write of this slot need not wait for the list
    return { ok: true };
  }

  // Tabs tell each other which game they opened, so a second tab on the same
  // save is told at once rather than at its first refused write.
  let channel = null;
  try { channel = new BroadcastChannel('shamble-saves'); } catch (_) { /* old browser: the rev check still holds */ }
  const announced = new Set();
  function currentSlot() {
    return ready() ? M().ccall('web_current_slot', 'string', [], []) : '';
  }
  function otherTab(slot, openedHere) {
    if (!ready()) return;
    M().ccall('web_other_tab', null, ['string', 'number'], [slot, openedHere ? 1 : 0]);
    wake();
  }
  function announce(slot, again) {
    if (!channel || (announced.has(slot) && !again)) return;
    announced.add(slot);
    channel.postMessage({ type: 'open', slot, tab: TAB });
  }
  if (channel) {
    channel.onmessage = (ev) => {
      const msg = ev.data || {};
      if (typeof msg.slot !== 'string' || msg.tab === TAB || msg.slot !== currentSlot()) return;
      if (msg.type === 'open') {
        otherTab(msg.slot, false);
        channel.postMessage({ type: 'here', slot: msg.slot, tab: TAB });
      } else if (msg.type === 'here') {
        otherTab(msg.slot, true);
      }
    };
  }

  // The record's bytes as a Uint8Array, or null when it holds none (a
  // damaged record: the load is refused with that reason, never attempted).
  function bytesOf(rec) {
    const b = rec.bytes;
    if (b instanceof Uint8Array) return b;
    if (b instanceof ArrayBuffer) return new Uint8Array(b);
    if (ArrayBuffer.isView(b)) return new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
    return null;
  }

  // Hands the bytes to the wasm side; a save it refuses goes to quarantine.
  async function loadRecord(rec) {
    const m = M();
    const bytes = bytesOf(rec);
    if (!bytes || !bytes.length) {
      const t = typeof rec.bytes;
      const what = t === 'undefined' ? 'missing' : bytes ? 'empty' : (/^[aeiou]/.test(t) ? 'an ' : 'a ') + t;
      const message = 'the record holds no saved game; its bytes field is ' + what;
      m.ccall('web_load_failed', null, ['string', 'string'], [String(rec.slot), message]);
      wake();
      return { ok: false, error: { rule: 'save', message } };
    }
    const p = m._malloc(bytes.length);
    m.HEAPU8.set(bytes, p);
    let r;
    try {
      r = JSON.parse(m.ccall('web_load_bytes', 'string', ['number', 'number', 'string', 'string', 'string', 'string', 'string'],
        [p, bytes.length, String(rec.slot), str(rec.query), kindOf(rec), str(rec.start), str(rec.link)]));
    } catch (e) {
      r = { ok: false, error: { rule: 'save', message: String(e && e.message || e) } };
    } finally {
      m._free(p);
    }
    wake();
    return r;
  }

  // Sets a record that failed to load aside, unchanged, with the error. Only
  // the copy that failed leaves 'saves': if another tab wrote the slot since
  // it was read, the newer record stays where it is.
  async function quarantine(rec, error) {
    await tx(['saves', 'quarantine'], 'readwrite', async (s, q) => {
      q.add({ slot: rec.slot, error, time: Date.now(), record: rec });
      const cur = await req2p(s.get(rec.slot));
      const same = cur && Object.is(cur.rev, rec.rev) && cur.writer === rec.writer &&
        (typeof cur.updated !== 'number' || typeof rec.updated !== 'number' || cur.updated === rec.updated);
      if (same) s.delete(rec.slot);
    });
  }

  async function loadIntoApp(slot) {
    let rec;
    try {
      rec = await tx(['saves'], 'readonly', (s) => req2p(s.get(slot)));
    } catch (e) { report(e, false); return { ok: false, error: { rule: 'storage', message: String(e) } }; }
    if (!rec) return { ok: false, error: { rule: 'save', message: "no save named '" + slot + "'" } };
    const res = await loadRecord(rec);
    if (res.ok) {
      seen.set(rec.slot, num(rec.rev));
      if (kindOf(rec) === 'game') remember(rec.slot);
      if (kindOf(rec) !== 'named') announce(rec.slot, true);
    } else {
      try { await quarantine(rec, res.error.message); } catch (e) { report(e, false); }
      await refresh();
    }
    return res;
  }

  // Deleting makes room: a write that failed for want of it is tried again.
  async function remove(slot) {
    try {
      await tx(['saves'], 'readwrite', (s) => { s.delete(slot); });
      if (trouble === 'failing' && ready()) M()._web_flush();
    } catch (e) { report(e, false); }
    await refresh();
  }

  async function rename(from, to) {
    try {
      await tx(['saves'], 'readwrite', async (s) => {
        const [rec, clash] = await Promise.all([req2p(s.get(from)), req2p(s.get(to))]);
        if (!rec) return;
        if (clash) throw new Error("a save named '" + to + "' already exists");
        rec.slot = to;
        s.put(rec);
        s.delete(from);
      });
    } catch (e) { report(e, false); }
    await refresh();
  }

  function download(name, bytes) {
    const url = URL.createObjectURL(new Blob([bytes], { type: 'application/octet-stream' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  }

  async function exportFile(slot, which) {
    try {
      if (which === 'quarantine') {
        const all = await tx(['quarantine'], 'readonly', (q) => req2p(q.getAll()));
        const q = all.filter((x) => x.slot === slot).pop();
        if (q && q.record && q.record.bytes) download(slot + '.broken.shamble', q.record.bytes);
        else if (q && q.record && q.record.journal) download(slot + '.moves.json', JSON.stringify(q.record.journal));
      } else {
        const rec = await tx(['saves'], 'readonly', (s) => req2p(s.get(slot)));
        if (rec) download(slot + '.shamble', rec.bytes);
      }
    } catch (e) { report(e, false); }
  }

  // File -> a new slot named after the file, then loaded (so a bad file is
  // reported, and set aside, at once).
  function importFile() {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = '.shamble,application/octet-stream,application/json';
    input.onchange = async () => {
      const f = input.files && input.files[0];
      if (!f) return;
      const bytes = new Uint8Array(await f.arrayBuffer());
      let slot = f.name.replace(/\.shamble$/, '') || 'imported';
      const taken = new Set((await list()).map((s) => s.slot));
      for (let i = 2; taken.has(slot); ++i) slot = slot.replace(/ \(\d+\)$/, '') + ' (' + i + ')';
      const rec = { slot, bytes, updated: Date.now(), title: 'imported from ' + f.name };
      try { await put(rec); } catch (e) { report(e, false); return; }
      const r = await loadIntoApp(slot);
      if (r.ok) await saveFromApp(slot);  // refresh its description from the loaded game
      await refresh();
    };
    input.click();
  }

  // ---- The journal's replay on load -----------------------------------------

  // Journals of tabs that are gone, replayed onto their saves (start-up, and
  // when the database comes back after a block). Those of live tabs are
  // theirs: a tab's own writes end them.
  async function recoverJournals() {
    const keys = [];
    try {
      for (let i = 0; i < localStorage.length; ++i) {
        const k = localStorage.key(i);
        if (k && k.startsWith(JOURNAL)) keys.push(k);
      }
    } catch (_) { return; }  // no localStorage: there is no journal
    if (!keys.length) return;
    let held = null;
    try {
      if (navigator.locks && navigator.locks.query) held = new Set(((await navigator.locks.query()).held || []).map((l) => l.name));
    } catch (_) { held = null; }
    for (const key of keys) {
      const j = readJournal(key);
      const tab = key.slice(JOURNAL.length).split(':')[0];
      if (tab === TAB) continue;
      if (j && (held ? held.has(LOCK + tab) : Date.now() - num(j.time) < 10000)) continue;  // that tab lives
      try { await recoverOne(key, j); } catch (e) { report(e, false); }
    }
  }

  async function recoverOne(key, j) {
    if (!j || typeof j !== 'object' || typeof j.slot !== 'string' || !Array.isArray(j.moves))
      return setJournalAside(key, j, 'the journal is damaged');
    const slot = j.slot;
    const rec = await tx(['saves'], 'readonly', (s) => req2p(s.get(slot)));
    if (rec && num(rec.actions) === j.actions && rec.hash === j.hash) { localStorage.removeItem(key); return; }  // saved already
    const base = rec ? num(rec.rev) : 0;
    // The record must be the one the journal counts from, or one its own tab wrote later.
    if (rec && !(base === num(j.rev) || (rec.writer === j.tab && base > num(j.rev))))
      return setJournalAside(key, j, 'another tab saved this game since');
    if (!rec && num(j.rev) > 0) return setJournalAside(key, j, 'its save is no longer there');
    const bytes = rec ? bytesOf(rec) : new Uint8Array(0);
    if (!bytes) return setJournalAside(key, j, 'its save holds no game');
    const m = M();
    const p = m._malloc(Math.max(1, bytes.length));
    let r;
    try {
      m.HEAPU8.set(bytes, p);
      r = JSON.parse(m.ccall('web_replay_journal', 'string', ['number', 'number', 'string'],
        [p, bytes.length, JSON.stringify(j)]));
      if (r.ok) r.bytes = m.HEAPU8.slice(r.ptr, r.ptr + r.size);
    } finally { m._free(p); }
    if (!r.ok) return setJournalAside(key, j, r.error.message);
    const out = Object.assign({}, rec || { kind: str(j.kind) || 'game', query: str(j.query), start: str(j.start) },
      r.meta, { slot, bytes: r.bytes, updated: Date.now(), rev: base + 1, writer: TAB });
    let raced = false;
    await tx(['saves'], 'readwrite', async (s) => {
      const cur = await req2p(s.get(slot));
      // Written meanwhile (a tab still finishing): leave the journal for the next load.
      if (num(cur && cur.rev) !== base || (cur && cur.writer) !== (rec && rec.writer)) { raced = true; return; }
      s.put(out);
    });
    if (!raced) localStorage.removeItem(key);
    console.warn('[shamble saves] ' + (raced ? 'left for later: ' : 'recovered ') + j.moves.length + ' journaled moves of ' + slot);
  }

  // A journal that does not fit its save: kept in 'quarantine' (Saves > Set
  // aside, exportable), and only then out of localStorage. The save is untouched.
  async function setJournalAside(key, j, why) {
    const slot = j && typeof j.slot === 'string' ? j.slot : key.slice(JOURNAL.length).split(':').slice(1).join(':');
    const moves = j && Array.isArray(j.moves) ? j.moves.length : 0;
    const raw = j || localStorage.getItem(key);
    await tx(['quarantine'], 'readwrite', (q) => {
      q.add({ slot, error: 'moves played just before a tab closed, not added: ' + why, time: Date.now(),
        record: { slot, kind: str(j && j.kind) || 'game', title: moves + ' moves not added to ' + slot, journal: raw } });
    });
    localStorage.removeItem(key);
    console.warn('[shamble saves] journal of ' + slot + ' set aside: ' + why);
    if (ready()) {
      M().ccall('web_journal_aside', null, ['string', 'number', 'string'], [slot, moves, why]);
      wake();
    }
  }

  window.ShambleSaves = { open, openOrBlocked, list, refresh, saveFromApp, loadIntoApp, remove, rename, exportFile, download,
    importFile, report, migrate, current, kindOf, tab: TAB, onReopen: null, urgent: false, hurry, store, journal,
    recoverJournals };
})();
