// Phones: tapping a text field brings up the on-screen keyboard (an invisible
// input takes focus), what it types reaches the field, "delete backwards"
// works, and closing the field lets the keyboard go. Hardware keys on the same
// device are not typed twice.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { runTest, openPage, ready, frames, artifacts, assert } from './lib.mjs';

await runTest('keyboard: on-screen keyboard types into ImGui fields', async ({ browser, server }) => {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  const page = await openPage(context, server.url + '?game=flipped&seats=human,human', { width: 390, height: 844 });
  await ready(page);
  const focused = () => page.evaluate(() => document.activeElement && document.activeElement.id);
  // ImGui opens a popup and focuses its field a few frames after the tap: wait
  // (nudging the idle loop) rather than count frames.
  const focusBecomes = (want) => page.waitForFunction((want) => {
    window.Module._web_wake();
    return (document.activeElement && document.activeElement.id === 'textproxy') === want;
  }, want, { timeout: 5000, polling: 50 }).then(() => true, () => false);
  assert((await focused()) !== 'textproxy', 'no keyboard before a text field is used');

  await page.touchscreen.tap(318, 32);  // "Save..." opens a popup whose name field takes focus
  assert(await focusBecomes(true), 'the keyboard input has focus while the field is edited');

  // A phone keyboard sends text as input events without key codes...
  await page.keyboard.insertText('Zed camp');
  await frames(page, 3);
  // ...and "delete backwards" as an input event of its own.
  await page.evaluate(() => {
    const el = document.getElementById('textproxy');
    el.value = '';
    el.dispatchEvent(new InputEvent('input', { inputType: 'deleteContentBackward' }));
  });
  await frames(page, 4);
  // A hardware key on the same device goes through SDL once, not twice.
  await page.keyboard.type('s');
  await frames(page, 3);
  // A phone's Paste (long press): the page's paste event carries the text into the field.
  await page.evaluate(() => {
    const dt = new DataTransfer();
    dt.setData('text/plain', ' 2');
    document.getElementById('textproxy').dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  });
  await frames(page, 3);
  writeFileSync(path.join(artifacts, 'keyboard-phone.png'), await page.screenshot());

  await page.keyboard.press('Enter');
  await frames(page, 4);
  const slots = await page.evaluate(async () => {
    for (let i = 0; i < 50; ++i) {
      const l = (await window.shamble.listSaves()).map((s) => s.slot);
      if (l.some((s) => s !== 'autosave')) return l;
      await new Promise((r) => setTimeout(r, 50));
    }
    return (await window.shamble.listSaves()).map((s) => s.slot);
  });
  console.log(`  slots: ${slots.join(', ')}`);
  assert(slots.includes('Zed cams 2'), 'typed, deleted, keyed and pasted text named the save: ' + slots.join(', '));
  assert(await focusBecomes(false), 'the keyboard goes away when the field closes');
  assert(page.errors.length === 0, 'no console errors: ' + page.errors.join('; '));
});
