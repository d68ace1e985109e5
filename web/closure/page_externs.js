/**
 * @fileoverview Closure Compiler externs: the page's names that the engine's
 * own JavaScript (the EM_JS and EM_ASM bodies in web/*.cpp) reaches. The
 * Release build runs Closure over Emscripten's glue (--closure=1, web/CMakeLists.txt),
 * which renames every property it does not know of; the page's scripts
 * (shell.html, web/js/) are not compiled with it, so a name used on both sides
 * must be listed here or the engine would call a renamed one. scripts/check-contract
 * fails when an EM_JS body uses a window.* or Shamble*.* name missing from this file;
 * a method reached through a local variable (ShambleSaves' store) is listed by hand.
 * @externs
 */

// Set by shell.html.
/** @type {function()} */ Window.prototype.shambleFirstFrame;
/** @type {function(string)} */ Window.prototype.shambleFatal;
/** @type {string} */ Window.prototype.SHAMBLE_BUILD_ID;
// Set by hand in the console, to log SDL's events (web/main.cpp).
/** @type {boolean} */ Window.prototype.SHAMBLE_DEBUG_EVENTS;

// Set by web/js/api.js.
/** @type {function(string, number, number, number): number} */ Window.prototype.shambleShareCopy;
/** @type {function(string, !Uint8Array)} */ Window.prototype.shambleDownload;
/** @type {function(string, number, number): number} */ Window.prototype.shambleLinkSend;
/** @type {function(): string} */ Window.prototype.shambleLinkSecret;
/** @type {function(string)} */ Window.prototype.shambleLabCopy;
/** @type {function()} */ Window.prototype.shambleLabPost;

// Set by web/js/keyboard.js, saves.js, lab_client.js and live.js.
/** @const */ Window.prototype.ShambleKeyboard = {};
/** @param {boolean} on */ Window.prototype.ShambleKeyboard.want = function(on) {};
/** @param {string} text */ Window.prototype.ShambleKeyboard.copy = function(text) {};

/** @const */ Window.prototype.ShambleSaves = {};
Window.prototype.ShambleSaves.store = function(slot, seq, bytes, meta, journal) {};

/** @const */ Window.prototype.ShambleLab = {};
/** @type {number} */ Window.prototype.ShambleLab.shards;
Window.prototype.ShambleLab.start = function(config, want) {};
Window.prototype.ShambleLab.stop = function() {};

/** @const */ Window.prototype.ShambleLive = {};
Window.prototype.ShambleLive.copy = function(text) {};
Window.prototype.ShambleLive.share = function(text) {};
Window.prototype.ShambleLive.canShare = function() {};
Window.prototype.ShambleLive.stun = function() {};
Window.prototype.ShambleLive.setStun = function(on) {};
Window.prototype.ShambleLive.offer = function(seat, game, name) {};
Window.prototype.ShambleLive.accept = function(seat, code) {};
Window.prototype.ShambleLive.send = function(seat, text) {};
Window.prototype.ShambleLive.close = function(seat) {};
Window.prototype.ShambleLive.end = function(seat, text) {};
