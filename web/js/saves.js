// Saves in IndexedDB. Store 'saves' (key: slot) holds {slot, bytes, meta...};
// a save that fails to load is moved, unchanged, to store 'quarantine' with the
// error, never deleted or overwritten. The wasm side asks for writes and loads
// through window.ShambleSaves (web/saves.cpp) and gets lists back via web_set_saves.
(function () {
  'use strict';
  const DB_NAME = 'shamble';
  const DB_VERSION = 1;
  let dbPromise = null;

  function M() { return window.Module; }
  function wake() { if (M() && M()._web_wake) M()._web_wake(); }
  const isQuota = (err) => !!err && (err.name === 'QuotaExceededError' || /quota/i.test(String(err.message || err)));
  function report(err, unavailable) {
    let msg = (err && (err.name ? err.name + ': ' : '') + (err.message || err)) || 'unknown error';
    if (isQuota(err)) {
      msg = "this browser's storage for Shamble is full, so the game was not saved. To make room, export the " +
        'games you want to keep (Saves > Export) and delete old or finished ones (start screen or Saves); ' +
        'the game goes on being saved once there is room.';
    }
    console.warn('[shamble saves]', msg);
    if (M() && M()._web_storage_error) {
      M().ccall('web_storage_error', null, ['string', 'number'], [msg, unavailable ? 1 : 0]);
      wake();
    }
  }

  function open() {
    if (dbPromise) return dbPromise;
    dbPromise = new Promise((resolve, reject) => {
      if (!window.indexedDB) return reject(new Error('IndexedDB is not available (private mode?)'));
      let req;
      try { req = indexedDB.open(DB_NAME, DB_VERSION); } catch (e) { return reject(e); }
      req.onupgradeneeded = () => {
        const db = req.result;
        if (!db.objectStoreNames.contains('saves')) db.createObjectStore('saves', { keyPath: 'slot' });
        if (!db.objectStoreNames.contains('quarantine'))
          db.createObjectStore('quarantine', { keyPath: 'id', autoIncrement: true });
      };
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error || new Error('could not open the database'));
      req.onblocked = () => reject(new Error('the database is blocked by another tab'));
    });
    dbPromise.catch(() => {});
    return dbPromise;
  }

  // Runs fn(stores...) in one transaction; resolves with fn's result when it commits.
  async function tx(names, mode, fn) {
    const db = await open();
    return new Promise((resolve, reject) => {
      const t = db.transaction(names, mode);
      let out;
      t.oncomplete = () => resolve(out);
      t.onerror = () => reject(t.error);
      t.onabort = () => reject(t.error || new Error('transaction aborted'));
      Promise.resolve(fn(...names.map((n) => t.objectStore(n)))).then((v) => { out = v; }, (e) => {
        try { t.abort(); } catch (_) { /* already finished */ }
        reject(e);
      });
    });
  }
  const req2p = (r) => new Promise((res, rej) => { r.onsuccess = () => res(r.result); r.onerror = () => rej(r.error); });

  // Records before per-game saves have no kind: the single slot 'autosave'
  // was the game in progress; any other name is a copy the player named.
  function kindOf(rec) {
    if (rec.kind) return rec.kind;
    const slot = String(rec.slot || '');
    if (slot.startsWith('embed:')) return 'embed';
    return slot === 'autosave' || slot.startsWith('game-') ? 'game' : 'named';
  }

  function meta(rec, quarantined, q) {
    const m = {
      slot: rec.slot, game: rec.game || '', title: rec.title || '', query: rec.query || '', kind: kindOf(rec),
      rules: rec.rules || '', players: rec.players || '', page: rec.page || '',
      updated: rec.updated || 0, turn: rec.turn || 0, actions: rec.actions || 0, terminal: !!rec.terminal,
      bytes: rec.bytes ? rec.bytes.byteLength : 0,
    };
    if (quarantined) Object.assign(m, { quarantined: true, error: q.error, updated: q.time, id: q.id });
    return m;
  }

  async function list() {
    const [saves, quarantine] = await tx(['saves', 'quarantine'], 'readonly', (s, q) =>
      Promise.all([req2p(s.getAll()), req2p(q.getAll())]));
    const out = saves.map((r) => meta(r, false)).sort((a, b) => b.updated - a.updated);
    for (const q of quarantine) out.push(meta(q.record || { slot: q.slot }, true, q));
    return out;
  }

  async function refresh() {
    let l = [];
    try { l = await list(); } catch (e) { report(e, true); return l; }
    if (M() && M()._web_set_saves) { M().ccall('web_set_saves', null, ['string'], [JSON.stringify(l)]); wake(); }
    return l;
  }

  // Snapshot of the match in wasm memory plus its description, as a record.
  function snapshot(slot) {
    const m = M();
    const ptr = m._web_snapshot();
    const n = m._web_snapshot_size();
    if (!n) return null;
    const bytes = m.HEAPU8.slice(ptr, ptr + n);
    const info = JSON.parse(m.ccall('web_save_meta', 'string', ['string'], [slot]));
    return Object.assign(info, { slot, bytes, updated: Date.now() });
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

  async function saveFromApp(slot) {
    const rec = snapshot(slot);
    if (!rec) return { ok: false, error: 'no game to save' };
    try {
      await put(rec);
    } catch (e) {
      report(e, false);
      return { ok: false, error: String(e && e.message || e), quota: isQuota(e) };
    }
    if (rec.kind === 'game') remember(slot);
    await refresh();
    return { ok: true };
  }

  // Hands the bytes to the wasm side; a save it refuses goes to quarantine.
  async function loadRecord(rec) {
    const m = M();
    const bytes = rec.bytes instanceof Uint8Array ? rec.bytes : new Uint8Array(rec.bytes || []);
    const p = m._malloc(Math.max(1, bytes.length));
    m.HEAPU8.set(bytes, p);
    let r;
    try {
      r = JSON.parse(m.ccall('web_load_bytes', 'string', ['number', 'number', 'string', 'string', 'string'],
        [p, bytes.length, rec.slot, rec.query || '', kindOf(rec)]));
    } finally {
      m._free(p);
    }
    wake();
    return r;
  }

  async function quarantine(rec, error) {
    await tx(['saves', 'quarantine'], 'readwrite', (s, q) => {
      q.add({ slot: rec.slot, error, time: Date.now(), record: rec });
      s.delete(rec.slot);
    });
  }

  async function loadIntoApp(slot) {
    let rec;
    try {
      rec = await tx(['saves'], 'readonly', (s) => req2p(s.get(slot)));
    } catch (e) { report(e, false); return { ok: false, error: { rule: 'storage', message: String(e) } }; }
    if (!rec) return { ok: false, error: { rule: 'save', message: "no save named '" + slot + "'" } };
    const r = loadRecord(rec);
    const res = await r;
    if (res.ok && kindOf(rec) === 'game') remember(rec.slot);
    if (!res.ok) {
      try { await quarantine(rec, res.error.message); } catch (e) { report(e, false); }
      await refresh();
    }
    return res;
  }

  async function remove(slot) {
    try { await tx(['saves'], 'readwrite', (s) => { s.delete(slot); }); } catch (e) { report(e, false); }
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

  window.ShambleSaves = { open, list, refresh, saveFromApp, loadIntoApp, remove, rename, exportFile, importFile,
    report, migrate, current, kindOf };
})();
