// The page's side of js/engine_compile_worker.js, for both wasm files the page
// compiles off its main thread: the engine's (shell.html) and the Lab's
// (js/lab_client.js). One compile is asked of one worker and answered by the
// module or by why not; the worker then ends.
(function () {
  'use strict';
  const SCRIPT = 'js/engine_compile_worker.js';

  window.ShambleCompile = {
    // A compile worker, started now; a failure to load its script that comes before
    // compile() listens is kept in failedEarly. shell.html makes its worker the same way
    // by hand while the page parses, before this deferred script has run: a worker takes
    // 100-200 ms to start, time better spent beside the first paint.
    worker() {
      const w = new Worker(new URL(SCRIPT, document.baseURI));
      w.onerror = (e) => {
        e.preventDefault();
        w.failedEarly = e;
      };
      return w;
    },
    // Asks worker w to fetch and compile the wasm at url. Resolves with {module, at}, where
    // `at` holds the worker's steps in epoch ms; rejects with {message, compile}, compile true
    // when the bytes themselves do not compile (compiling elsewhere cannot do better).
    // onProgress(loaded) is called with the bytes received so far.
    compile(w, url, onProgress) {
      return new Promise((resolve, reject) => {
        let over = false;  // the worker answered or failed
        const end = () => {
          over = true;
          w.terminate();
        };
        w.onmessage = (e) => {
          const d = e.data || {};
          if (d.type === 'progress') {
            if (onProgress) onProgress(d.loaded);
            return;
          }
          end();
          if (d.type === 'module' && d.module instanceof WebAssembly.Module) resolve({ module: d.module, at: d.at || {} });
          else if (d.type === 'error') reject({ message: d.message, compile: !!d.compile });
          else reject({ message: 'the compile worker sent ' + d.type, compile: false });
        };
        w.onerror = (e) => {
          if (e.preventDefault) e.preventDefault();
          if (over) return;
          end();
          reject({ message: e.message || 'the compile worker did not start', compile: false });
        };
        if (w.failedEarly) return w.onerror(w.failedEarly);
        w.postMessage({ url: String(url) });
      });
    },
  };
})();
