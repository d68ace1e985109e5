// The page's side of the Lab's Web Worker (docs/LAB.md "In the tab"): the
// worker (lab-worker.js, with the lab's own -O3 wasm) is created the first time
// a lab runs, never at page load, and kept for the next run. ShambleLab.start
// hands it the config and returns "", or why no worker can run here; the page
// then plays the lab in its own slices (web/lab_session.cpp). A worker whose
// script or wasm fails before it is ready is reported the same way
// (web_lab_worker_failed), and the page's run takes over from the first game.
(function () {
  'use strict';
  const M = () => window.Module;
  let worker = null, ready = false, busy = false, id = 0;

  // Why a worker cannot run the lab in this page ("" when it can).
  // A test hook, set before the page's scripts run: window.SHAMBLE_LAB_WORKER = 'off' asks for the
  // page's own slices; 'missing' names a script that does not exist, as a refused or unreachable one would.
  const hook = window.SHAMBLE_LAB_WORKER || '';
  const script = hook === 'missing' ? 'lab-worker-missing.js' : 'lab-worker.js';
  function refusal() {
    if (hook === 'off') return 'turned off for a test';
    if (typeof Worker === 'undefined') return 'this browser has no Web Workers';
    if (location.protocol === 'file:') return 'the page was opened from a file';
    return '';
  }

  function failed(run, why) {
    if (run !== id) return;
    if (worker) worker.terminate();
    worker = null, ready = false, busy = false;
    M().ccall('web_lab_worker_failed', null, ['string'], [why]);
  }

  function onMessage(e) {
    const m = e.data;
    if (m.type === 'ready') {
      ready = true;
      window.ShambleLab.loadedMs = performance.now();
      return;
    }
    if (m.type === 'abort') {
      // Before it was ready: its wasm did not load, the page plays. After: the run failed.
      if (!ready) return failed(id, 'its wasm could not load: ' + m.what);
      busy = false;
      M().ccall('web_lab_worker_end', null, ['number', 'number', 'number', 'string', 'string'],
        [4, 0, 0, '', 'the lab worker stopped: ' + m.what]);
      worker.terminate();
      worker = null, ready = false;
      return;
    }
    if (m.id !== id) return;  // a run that was replaced
    if (m.type === 'progress') {
      M().ccall('web_lab_worker_progress', null, ['number', 'number', 'string'], [m.played, m.engineMs, m.report || '']);
    } else if (m.type === 'end') {
      busy = false;
      const state = { done: 3, stopped: 2 }[m.state] || 4;
      M().ccall('web_lab_worker_end', null, ['number', 'number', 'number', 'string', 'string'],
        [state, m.played, m.engineMs, m.report, m.error]);
    }
  }

  window.ShambleLab = {
    loadedMs: 0,  // when the worker's wasm was ready (performance.now), for tests
    start(config) {
      const why = refusal();
      if (why) return why;
      if (worker && busy) {  // a run replaced mid-way: its worker goes, a fresh one starts
        worker.terminate();
        worker = null, ready = false;
      }
      const run = ++id;
      if (!worker) {
        try {
          worker = new Worker(new URL(script, location.href));
        } catch (e) {
          worker = null;
          return 'it could not start: ' + (e && e.message || e);
        }
        worker.onmessage = onMessage;
        // A script that cannot be fetched or run (offline before the first lab, a refused script).
        worker.onerror = (e) => {
          e.preventDefault();
          if (!ready) return failed(id, 'its script could not load' + (e.message ? ': ' + e.message : ''));
          if (busy) onMessage({ data: { type: 'abort', what: e.message || 'error' } });
        };
      }
      busy = true;
      worker.postMessage({ type: 'start', id: run, config });
      return '';
    },
    stop() {
      if (worker && busy) worker.postMessage({ type: 'stop', id });
    },
  };
})();
