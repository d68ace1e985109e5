// Fetches and compiles the engine's wasm off the page's main thread, then posts
// the compiled WebAssembly.Module to the page, which only instantiates it.
// Why: compiling from a stream on the page decodes every chunk on the main
// thread (70-110 ms on a desktop, four times that on a phone) inside the task
// that also runs the engine's script: the page's longest block while it loads.
// Messages to the page: {type: 'progress', loaded} a few times a second,
// then {type: 'module', module, at} or {type: 'error', message, compile}, where
// compile says the bytes themselves are broken (the page cannot do better) and
// `at` holds when the worker started, had the response, had the last byte and
// had the module (epoch ms: the page turns them into performance marks).
'use strict';

const PROGRESS_MS = 50;
const at = { 'worker-started': performance.timeOrigin + performance.now() };
const stamp = (name) => { at[name] = performance.timeOrigin + performance.now(); };

// The bytes counted on their way to the compiler, as a response of the type it
// takes whatever the server said.
function counted(response) {
  if (!response.body || typeof TransformStream !== 'function') return response;
  let loaded = 0;
  let last = 0;
  const body = response.body.pipeThrough(new TransformStream({
    transform(chunk, out) {
      loaded += chunk.length;
      const now = performance.now();
      if (now - last >= PROGRESS_MS) {
        last = now;
        self.postMessage({ type: 'progress', loaded });
      }
      out.enqueue(chunk);
    },
    flush() {
      stamp('wasm-downloaded');
      self.postMessage({ type: 'progress', loaded });
    },
  }));
  return new Response(body, { headers: { 'Content-Type': 'application/wasm' } });
}

function fail(e) {
  self.postMessage({ type: 'error', message: String((e && e.message) || e),
    compile: typeof WebAssembly === 'object' && e instanceof WebAssembly.CompileError });
}

// The page sends {url} once it wants the download to start.
self.onmessage = (e) => {
  const url = e.data && e.data.url;
  if (typeof WebAssembly !== 'object' || typeof WebAssembly.compileStreaming !== 'function') {
    fail(new Error('no streaming compile in this worker'));
    return;
  }
  fetch(url)
    .then((r) => {
      if (!r.ok) throw new Error(`${url.split('/').pop()}: HTTP ${r.status}`);
      stamp('wasm-response');
      return WebAssembly.compileStreaming(counted(r));
    })
    .then((module) => {
      try {
        stamp('wasm-compiled');
        self.postMessage({ type: 'module', module, at });
      } catch (err) {  // a browser that cannot post a module to its page
        fail(err);
      }
    }, fail);
};
