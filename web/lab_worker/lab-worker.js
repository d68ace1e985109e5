// The Lab's Web Worker (issue 28, docs/LAB.md "In the tab"): loads the lab's
// own wasm (shamble-lab.js/.wasm: core's LabRun at -O3, lab_worker.cpp) and
// plays the config the page hands it in big slices, off the page's thread.
// Page -> worker: {type: 'module', module} (first: the compiled wasm, or null) |
// {type: 'start', id, config, shard: [index, count]} | {type: 'stop', id}.
// Each worker of a run plays one shard (games index, index + count, ...); the
// page merges the shards' reports.
// Worker -> page: {type: 'ready'} once the wasm runs; {type: 'progress', id,
// played, total, engineMs, report?} after each slice (the report at most every
// kReportMs, for the results drawn while it runs); {type: 'end', id, state:
// 'done' | 'stopped' | 'failed', played, total, engineMs, report, error}.
// A Stop is seen between slices: the report then holds the games that finished.
// The page compiles the wasm once for all its workers and sends the module
// first ({type: 'module', module}); with none (the page could not compile it)
// the worker fetches and compiles its own, and reports why if that fails.
'use strict';
const kSliceMs = 100;   // a slice of games; Stop and progress wait at most this long
const kReportMs = 500;  // the partial report, for the results shown while running
let ready = false, pending = null, cur = null, M = null;

function boot(module) {
  if (M) return;
  M = self.Module = {
    onRuntimeInitialized() {
      ready = true;
      self.postMessage({ type: 'ready' });
      if (pending) start(pending), pending = null;
    },
    onAbort(what) { self.postMessage({ type: 'abort', what: String(what) }); },
    print() {},
    printErr(t) { console.warn('lab worker:', t); },
  };
  if (module) {
    M.instantiateWasm = (imports, receive) => {
      WebAssembly.instantiate(module, imports).then((inst) => receive(inst, module),
        (e) => M.onAbort('its wasm could not be instantiated: ' + e));
      return {};
    };
  }
  importScripts('shamble-lab.js');
}

const report = () => M.UTF8ToString(M._lab_report());
// The next slice as its own task (a message, not a timer: nothing clamps it),
// so a Stop posted by the page is handled between two slices.
const next = new MessageChannel();
next.port1.onmessage = () => slice();

function start(msg) {
  const [index, count] = msg.shard || [0, 1];
  const err = M.ccall('lab_start', 'string', ['string', 'number', 'number'], [msg.config, index, count]);
  cur = { id: msg.id, engineMs: 0, stop: false, reportAt: 0 };
  if (err) return end('failed', err);
  next.port2.postMessage(0);
}

function end(state, error = '') {
  const c = cur;
  cur = null;
  self.postMessage({ type: 'end', id: c.id, state, played: M._lab_played(), total: M._lab_total(),
    engineMs: c.engineMs, report: report(), error });
}

function slice() {
  const c = cur;
  if (!c) return;
  if (c.stop) return end('stopped');
  const t0 = performance.now();
  const r = M._lab_step(kSliceMs);
  const t1 = performance.now();
  c.engineMs += t1 - t0;
  if (r < 0) return end('failed', M.UTF8ToString(M._lab_error()));
  if (r === 0) return end('done');
  const msg = { type: 'progress', id: c.id, played: M._lab_played(), total: M._lab_total(), engineMs: c.engineMs };
  if (t1 - c.reportAt >= kReportMs) msg.report = report(), c.reportAt = t1;
  self.postMessage(msg);
  next.port2.postMessage(0);
}

self.onmessage = (e) => {
  const msg = e.data;
  if (msg.type === 'module') {
    boot(msg.module);
  } else if (msg.type === 'start') {
    if (ready) start(msg); else pending = msg;
  } else if (msg.type === 'stop') {
    if (cur && cur.id === msg.id) cur.stop = true;
    else if (pending && pending.id === msg.id) {  // stopped before the wasm ran: nothing played
      pending = null;
      self.postMessage({ type: 'end', id: msg.id, state: 'stopped', played: 0, total: 0, engineMs: 0, report: '', error: '' });
    }
  }
};
