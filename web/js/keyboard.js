// On-screen keyboards for ImGui text fields. The game draws into a canvas, and
// a canvas never brings up a phone's keyboard; a real but invisible <input>
// does. When ImGui edits text we focus that input (inside the tap's own event
// handler where we can, since iOS opens the keyboard only then), forward what
// the keyboard types into ImGui, and blur it when editing ends.
//
// Desktop keys already reach SDL from the page, so text is forwarded only when
// it did not come from a key SDL has seen (phones send keyCode 229 instead).
(function () {
  'use strict';
  const SENTINEL = ' ';  // keeps "delete backwards" observable in an empty field
  let input = null, sdlSawKey = false;

  function reset() {
    input.value = SENTINEL;
    input.setSelectionRange(1, 1);
  }

  function install() {
    input = document.getElementById('textproxy');
    const canvas = document.getElementById('canvas');
    if (!input || !canvas) return;
    reset();
    input.addEventListener('keydown', (e) => { sdlSawKey = e.keyCode !== 229 && e.key !== 'Unidentified'; });
    input.addEventListener('input', (e) => {
      const M = window.Module;
      if (!sdlSawKey && M && M.shambleUp) {
        if (e.inputType === 'deleteContentBackward') M.ccall('web_text_input', null, ['string', 'number'], ['', 1]);
        else {
          const text = input.value.replace(/^ /, '');
          if (text) M.ccall('web_text_input', null, ['string', 'number'], [text, 0]);
        }
        M._web_wake();
      }
      sdlSawKey = false;
      reset();
    });
    // Paste (Ctrl+V, a menu, a long press on a phone): the text goes to the
    // ImGui field being edited. SDL's clipboard in a page holds only what the
    // page copied itself, so without this a code from a chat could not be pasted.
    document.addEventListener('paste', (e) => {
      const M = window.Module;
      if (!M || !M.shambleUp || !M._web_wants_text()) return;
      const text = e.clipboardData ? e.clipboardData.getData('text') : '';
      e.preventDefault();  // the invisible input takes nothing itself: no second copy of the text
      if (text) M.ccall('web_text_input', null, ['string', 'number'], [text, 0]);
      M._web_wake();
    });
    // SDL (2.26) cancels every key pressed with Ctrl, and with it the
    // browser's paste: while ImGui edits text, Ctrl+V (Cmd+V) stops here,
    // before SDL's listener, so the paste event above follows.
    window.addEventListener('keydown', (e) => {
      const M = window.Module;
      if ((e.ctrlKey || e.metaKey) && (e.key === 'v' || e.key === 'V') && M && M.shambleUp && M._web_wants_text())
        e.stopImmediatePropagation();
    }, true);
    // The tap that activated a text field ends here, inside a user gesture.
    canvas.addEventListener('touchend', () => {
      if (window.Module && window.Module.shambleUp && window.Module._web_wants_text()) focus();
    });
  }

  function focus() {
    if (!input || document.activeElement === input) return;
    reset();
    input.focus({ preventScroll: true });
  }

  // Called by the app every frame that its wish changes (web/main.cpp).
  window.ShambleKeyboard = {
    install,
    // ImGui copied text (Ctrl+C in a field): the system's clipboard gets it.
    copy(text) {
      if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).catch(() => {});
    },
    want(on) {
      if (!input) return;
      // Without a touch, desktop typing already works: leave focus alone.
      if (on && navigator.maxTouchPoints > 0) focus();
      else if (!on && document.activeElement === input) input.blur();
    },
  };
})();
