// A browser whose WebAssembly lacks exception handling (the engine is built
// with it: CMakeLists.txt SHAMBLE_WASM_EH) is told so in words before the
// download, not with a compile error that reads like a broken connection.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, artifacts, assert } from './lib.mjs';

await runTest('old_browser: no wasm exception handling gets a sentence, not a compile error', async ({ server, context }) => {
  // Stand in for such a browser: it validates nothing that uses try/catch_all.
  const init = () => {
    const validate = WebAssembly.validate;
    WebAssembly.validate = (bytes) => {
      const b = new Uint8Array(bytes);
      for (let i = 0; i + 1 < b.length; ++i) if (b[i] === 6 && b[i + 1] === 64) return false;  // try (void)
      return validate(bytes);
    };
  };
  // Every download of the wasm, the compile worker's included (the page's resource timing
  // does not list a worker's requests).
  const wasmFetches = [];
  context.on('request', (r) => { if (/shamble-web\.wasm$/.test(r.url())) wasmFetches.push(r.url()); });
  const page = await openPage(context, server.url, { init });
  await page.waitForFunction(() => !document.getElementById('error').hidden, null, { timeout: 30000 });
  const text = await page.evaluate(() => document.getElementById('error').textContent);
  console.log('  ' + text);
  assert(/too old/.test(text) && /Firefox 100/.test(text), 'the sentence names the versions: ' + text);
  const workers = await page.evaluate(() => performance.getEntriesByType('resource')
    .filter((e) => /engine_compile_worker/.test(e.name)).length);
  assert(wasmFetches.length === 0 && workers === 0, 'the engine is not downloaded for a browser that cannot run it: ' +
    `${wasmFetches.length} wasm request(s), ${workers} compile worker(s)`);
  writeFileSync(path.join(artifacts, 'old-browser-1280x800.png'), await page.screenshot());
  // The same page in a browser that has it starts as usual.
  const ok = await openPage(context, server.url);
  await ready(ok);
  assert(await ok.evaluate(() => document.getElementById('error').hidden), 'a current browser shows no error');
});
