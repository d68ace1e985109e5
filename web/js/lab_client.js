// The page's side of the Lab's Web Workers (docs/LAB.md "In the tab"). A run
// plays in one worker per shard (lab-worker.js, with the lab's own -O3 wasm):
// worker i plays games i, i + n, ... and the page merges the shards' reports
// with core's merge (web/lab_session.cpp), which gives the bytes of one run.
// Workers are created the first time a lab runs, never at page load, and kept
// for the next run. ShambleLab.start hands them the config and returns "", or
// why no worker can run here; the page then plays the lab in its own slices. A
// worker whose script or wasm fails before it is ready is reported the same way
// (web_lab_worker_failed), and the page's run takes over from the first game.
(function () {
  'use strict';
  const M = () => window.Module;
  let pool = [];  // {w, ready, busy, shard}
  let id = 0;

  // Test hooks, set before the page's scripts run: window.SHAMBLE_LAB_WORKER = 'off' asks for the
  // page's own slices; 'missing' names a script that does not exist, as a refused or unreachable one
  // would. window.SHAMBLE_LAB_WORKERS = n runs n workers whatever the cores and the run's size.
  const hook = window.SHAMBLE_LAB_WORKER || '';
  const script = hook === 'missing' ? 'lab-worker-missing.js' : 'lab-worker.js';
  const forced = Math.floor(Number(window.SHAMBLE_LAB_WORKERS)) || 0;
  function refusal() {
    if (hook === 'off') return 'turned off for a test';
    if (typeof Worker === 'undefined') return 'this browser has no Web Workers';
    if (location.protocol === 'file:') return 'the page was opened from a file';
    return '';
  }

  // Workers for a run the page sized at `want` (web/lab_session.cpp: one per 400
  // games, at most 8): at most one per core. Every core, not one fewer: while a
  // lab runs, the page only draws its progress.
  function count(want) {
    if (forced > 0) return Math.min(forced, 16);
    return Math.max(1, Math.min(want, navigator.hardwareConcurrency || 1));
  }

  function dropAll() {
    for (const p of pool) p.w.terminate();
    pool = [];
  }

  function failed(run, why) {
    if (run !== id) return;
    dropAll();
    M().ccall('web_lab_worker_failed', null, ['string'], [why]);
  }

  function end(slot, state, played, engineMs, report, error) {
    M().ccall('web_lab_worker_end', null, ['number', 'number', 'number', 'number', 'string', 'string'],
      [slot.shard, state, played, engineMs, report, error]);
  }

  function onMessage(slot, e) {
    const m = e.data;
    if (m.type === 'ready') {
      slot.ready = true;
      window.ShambleLab.loadedMs = performance.now();
      return;
    }
    if (m.type === 'abort') {
      // Before it was ready: its wasm did not load, the page plays. After: the run failed.
      if (!slot.ready) return failed(id, 'its wasm could not load: ' + m.what);
      if (!slot.busy) return;
      dropAll();
      return end(slot, 4, 0, 0, '', 'the lab worker stopped: ' + m.what);
    }
    if (m.id !== id) return;  // a run that was replaced
    if (m.type === 'progress') {
      M().ccall('web_lab_worker_progress', null, ['number', 'number', 'number', 'string'],
        [slot.shard, m.played, m.engineMs, m.report || '']);
    } else if (m.type === 'end') {
      slot.busy = false;
      end(slot, { done: 3, stopped: 2 }[m.state] || 4, m.played, m.engineMs, m.report, m.error);
    }
  }

  // The lab's wasm, compiled once for every worker (n workers compiling the
  // same 1.2 MB would each compile and tier it up apart, on the cores the games
  // need), by the worker that compiles the engine's (js/engine_compile_worker.js):
  // compiled on the page, its stream would be decoded on the page's thread, a
  // hitch as the run starts. Failing that the page compiles it; null when neither
  // can: each worker then fetches its own and reports why that fails (offline
  // before the first lab, a refused file).
  let compiled = null;
  function compileInWorker(url) {
    return Promise.resolve()
      .then(() => {
        if (!window.ShambleCompile) throw new Error('js/engine_compile.js did not load');
        return window.ShambleCompile.compile(window.ShambleCompile.worker(), url);
      })
      .then((r) => r.module);
  }
  function compileOnPage(url) {
    const bytes = () => fetch(url).then((r) => {
      if (!r.ok) throw new Error(r.status);
      return r.arrayBuffer();
    }).then((b) => WebAssembly.compile(b));
    // compileStreaming needs the server's application/wasm; anything else is compiled from the bytes.
    return WebAssembly.compileStreaming ? WebAssembly.compileStreaming(fetch(url)).catch(bytes) : bytes();
  }
  function compileOnce() {
    if (!compiled) {
      const url = new URL('shamble-lab.wasm', location.href);
      compiled = compileInWorker(url)
        .catch((e) => {
          console.warn(`compiling the lab's engine in a worker failed (${e.message}); compiling on the page`);
          return compileOnPage(url);
        })
        .catch(() => { compiled = null; return null; });
    }
    return compiled;
  }

  function spawn() {
    const slot = { w: new Worker(new URL(script, location.href)), ready: false, busy: false, shard: 0 };
    compileOnce().then((module) => {
      try {
        slot.w.postMessage({ type: 'module', module });
      } catch (e) {  // a browser that cannot hand a module to a worker: the worker compiles its own
        slot.w.postMessage({ type: 'module', module: null });
      }
    });
    slot.w.onmessage = (e) => onMessage(slot, e);
    // A script that cannot be fetched or run (offline before the first lab, a refused script).
    slot.w.onerror = (e) => {
      e.preventDefault();
      if (!slot.ready) return failed(id, 'its script could not load' + (e.message ? ': ' + e.message : ''));
      if (slot.busy) onMessage(slot, { data: { type: 'abort', what: e.message || 'error' } });
    };
    return slot;
  }

  window.ShambleLab = {
    loadedMs: 0,  // when a worker's wasm was last ready (performance.now), for tests
    shards: 0,    // the workers of the current run
    start(config, want) {
      const why = refusal();
      if (why) return why;
      const n = count(want || 1);
      if (pool.some((p) => p.busy)) dropAll();  // a run replaced mid-way: fresh workers
      for (const p of pool.splice(n)) p.w.terminate();
      const run = ++id;
      try {
        while (pool.length < n) pool.push(spawn());
      } catch (e) {
        dropAll();
        return 'it could not start: ' + (e && e.message || e);
      }
      pool.forEach((p, i) => {
        p.busy = true;
        p.shard = i;
        p.w.postMessage({ type: 'start', id: run, config, shard: [i, n] });
      });
      this.shards = n;
      return '';
    },
    stop() {
      for (const p of pool)
        if (p.busy) p.w.postMessage({ type: 'stop', id });
    },
  };
})();
