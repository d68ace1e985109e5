// The engine's wasm is fetched and compiled in a Worker (js/engine_compile_worker.js, asked
// through js/engine_compile.js) and the page only instantiates it; where that path is closed the page compiles it itself,
// and bytes that do not compile end in a sentence. Each case is a fresh context (no HTTP
// cache, no service worker), and counts the wasm's downloads from the network, workers
// included.
import { runTest, openPage, ready, assert } from './lib.mjs';

async function load(browser, url, { route = null, init = null } = {}) {
  const context = await browser.newContext();
  const wasmFetches = [];
  context.on('request', (r) => {
    if (/shamble-web\.wasm$/.test(r.url()) && !r.serviceWorker()) wasmFetches.push(r.url());
  });
  if (route) await route(context);
  const page = await openPage(context, url, { init });
  return { context, page, wasmFetches };
}

await runTest('engine_compile: the wasm compiles in a worker; the page compiles it when it cannot', async ({ server, browser }) => {
  // The usual path: one download, by the worker; the page only instantiates.
  {
    const { context, page, wasmFetches } = await load(browser, server.url);
    await ready(page);
    const how = await page.evaluate(() => window.shamble.timings.wasmCompiledIn);
    console.log(`  usual: compiled in ${how}, ${wasmFetches.length} download(s)`);
    assert(how === 'worker', 'compiled in the worker: ' + how);
    assert(wasmFetches.length === 1, 'one download of the wasm: ' + wasmFetches.length);
    assert(!page.warnings.some((w) => /compiling on the page/.test(w)), 'no fallback: ' + page.warnings.join('; '));
    assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
    await context.close();
  }
  // The worker's script cannot be had (a host that drops it, a stale cache): the page compiles.
  {
    const { context, page } = await load(browser, server.url,
      { route: (c) => c.route('**/js/engine_compile_worker.js', (r) => r.abort()) });
    await ready(page);
    const how = await page.evaluate(() => window.shamble.timings.wasmCompiledIn);
    console.log(`  no worker script: compiled in ${how}`);
    assert(how === 'page', 'compiled on the page: ' + how);
    assert(page.warnings.some((w) => /compiling on the page/.test(w)), 'the reason is logged: ' + page.warnings.join('; '));
    await context.close();
  }
  // The page's side of the worker (js/engine_compile.js) cannot be had: the page compiles.
  {
    const { context, page } = await load(browser, server.url,
      { route: (c) => c.route('**/js/engine_compile.js', (r) => r.abort()) });
    await ready(page);
    const how = await page.evaluate(() => window.shamble.timings.wasmCompiledIn);
    console.log(`  no page-side script: compiled in ${how}`);
    assert(how === 'page', 'compiled on the page: ' + how);
    assert(page.warnings.some((w) => /engine_compile\.js did not load/.test(w)), 'the reason is logged: ' + page.warnings.join('; '));
    await context.close();
  }
  // A browser without Workers (or one that refuses them here): the page compiles.
  {
    const { context, page } = await load(browser, server.url, { init: () => { delete window.Worker; } });
    await ready(page);
    const how = await page.evaluate(() => window.shamble.timings.wasmCompiledIn);
    console.log(`  no Worker: compiled in ${how}`);
    assert(how === 'page', 'compiled on the page: ' + how);
    await context.close();
  }
  // The worker cannot post a module to the page: the page compiles.
  {
    const { context, page } = await load(browser, server.url,
      { route: (c) => c.route('**/js/engine_compile_worker.js', async (r) => {
        const res = await r.fetch();
        const text = await res.text();
        assert(text.includes("self.postMessage({ type: 'module', module, at });"), 'the line to replace is in the worker');
        const body = text.replace("self.postMessage({ type: 'module', module, at });",
          "throw new DOMException('cannot clone a module here', 'DataCloneError');");
        await r.fulfill({ response: res, body });
      }) });
    await ready(page);
    const how = await page.evaluate(() => window.shamble.timings.wasmCompiledIn);
    console.log(`  module not postable: compiled in ${how}`);
    assert(how === 'page', 'compiled on the page: ' + how);
    await context.close();
  }
  // Broken bytes: a sentence, and no second download (the page would get the same bytes).
  {
    const { context, page, wasmFetches } = await load(browser, server.url,
      { route: (c) => c.route('**/shamble-web.wasm', (r) => r.fulfill({
        status: 200, contentType: 'application/wasm', body: Buffer.from([0, 97, 115, 109, 1, 0, 0, 0, 99, 99]) })) });
    await page.waitForFunction(() => !document.getElementById('error').hidden, null, { timeout: 30000 });
    const text = await page.evaluate(() => document.getElementById('error').textContent);
    console.log(`  broken wasm: "${text.slice(0, 90)}", ${wasmFetches.length} download(s)`);
    assert(/Could not load the game engine/.test(text), 'the player is told: ' + text);
    assert(wasmFetches.length === 1, 'the broken wasm is not fetched again: ' + wasmFetches.length);
    await context.close();
  }
});
